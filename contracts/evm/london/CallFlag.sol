// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/**
 * @title CallFlag (london build)
 * @notice Yes/no flags that a contract raises for the length of a call and lowers before it
 * returns, as built for EVMs without transient storage (before cancun): flag `id` is the storage
 * word `BASE + id`, where `BASE` is the ERC-7201 namespace "tokenbox.CallFlag"
 * (keccak256(abi.encode(uint256(keccak256("tokenbox.CallFlag")) - 1)) & ~bytes32(uint256(0xff))),
 * far from every state variable.
 * @dev Compiled in place of src/utils/evm/CallFlag.sol by the london build (see README.md). A
 * lowered flag is stored as 1, not 0, so raising and lowering it again costs a warm write that is
 * mostly refunded (about 2,300 gas net) instead of creating the slot each time (20,000): only the
 * very first raise in a contract's life pays for creating it.
 */
library CallFlag {
    uint256 private constant BASE = 0x0b12e43880b70474062215ae56eb9298634147a19c1e64df44bf1cf1a44a8d00;
    uint256 private constant LOWERED = 1;
    uint256 private constant RAISED = 2;

    /// @dev Raises (`on` true) or lowers flag `id`.
    function set(uint256 id, bool on) internal {
        uint256 value = on ? RAISED : LOWERED;
        assembly ("memory-safe") {
            sstore(add(BASE, id), value)
        }
    }

    /// @dev Whether flag `id` is raised.
    function isSet(uint256 id) internal view returns (bool on) {
        uint256 value;
        assembly ("memory-safe") {
            value := sload(add(BASE, id))
        }
        on = value == RAISED;
    }
}

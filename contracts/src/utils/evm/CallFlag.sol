// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/**
 * @title CallFlag (cancun build)
 * @notice Yes/no flags that a contract raises for the length of a call (a lock against nested
 * calls) and lowers before it returns. This is the cancun build's version: flag `id` is transient
 * storage slot `id` (EIP-1153), so a contract numbers its flags 0, 1, ... and each costs about 100
 * gas to read or write.
 * @dev One of the two EVM-level files (see contracts/evm/README.md). The pre-shanghai build
 * compiles contracts/evm/london/CallFlag.sol in its place, which keeps flag `id` in a storage slot
 * of its own ERC-7201 namespace (so it never meets a state variable). Transient slots are separate
 * from storage, so small ids cannot collide with state either; OpenZeppelin's transient guard uses
 * a namespaced slot far from them.
 */
library CallFlag {
    /// @dev Raises (`on` true) or lowers flag `id`.
    function set(uint256 id, bool on) internal {
        assembly ("memory-safe") {
            tstore(id, on)
        }
    }

    /// @dev Whether flag `id` is raised.
    function isSet(uint256 id) internal view returns (bool on) {
        assembly ("memory-safe") {
            on := tload(id)
        }
    }
}

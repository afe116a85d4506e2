// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/**
 * @title ReentrancyLock (london build)
 * @notice The reentrancy guard of TokenBox contracts, as built for EVMs without transient storage
 * (before cancun): the lock is a storage word at the slot OpenZeppelin's guards use (ERC-7201
 * "openzeppelin.storage.ReentrancyGuard"), and a nested call reverts with the same
 * `ReentrancyGuardReentrantCall` error as the cancun build's transient guard, so contracts behave
 * and fail alike on both. Open is stored as 1, not 0 (set at deployment), so a guarded call costs a
 * warm write that is mostly refunded (about 2,300 gas more than the transient guard) instead of
 * creating the slot each time.
 * @dev Compiled in place of src/utils/evm/ReentrancyLock.sol by the london build (see README.md).
 */
abstract contract ReentrancyLock {
    // keccak256(abi.encode(uint256(keccak256("openzeppelin.storage.ReentrancyGuard")) - 1)) & ~bytes32(uint256(0xff))
    uint256 private constant SLOT = 0x9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00;
    uint256 private constant OPEN = 1;
    uint256 private constant ENTERED = 2;

    /// @notice A guarded function was called again before it returned.
    error ReentrancyGuardReentrantCall();

    constructor() {
        _setLock(OPEN);
    }

    modifier nonReentrant() {
        if (_reentrancyGuardEntered()) revert ReentrancyGuardReentrantCall();
        _setLock(ENTERED);
        _;
        _setLock(OPEN);
    }

    function _reentrancyGuardEntered() internal view returns (bool entered) {
        uint256 value;
        assembly ("memory-safe") {
            value := sload(SLOT)
        }
        entered = value == ENTERED;
    }

    function _setLock(uint256 value) private {
        assembly ("memory-safe") {
            sstore(SLOT, value)
        }
    }
}

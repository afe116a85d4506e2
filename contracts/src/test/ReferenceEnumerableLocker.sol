// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {EnumerableSet} from "@openzeppelin/contracts/utils/structs/EnumerableSet.sol";

/**
 * @title ReferenceEnumerableLocker
 * @notice Test-only yardstick for the gas snapshot: a lock written the way the widespread
 * "PinkLock-style" lockers are (our own code, written for comparison, never shipped). Each lock is
 * a struct of full-word fields with its own description string; OpenZeppelin EnumerableSets list
 * the lock ids of every user and of every token, and the set of locked tokens; a cumulative record
 * per token sums what is locked; a batch loops the single-lock path. Fixed locks and "vesting"
 * locks (a TGE share, then a share per cycle) only: no linear schedule, no fee-on-transfer handling,
 * no LP check. TokenLocker is measured against it in bench/results/gas-snapshot.json.
 */
contract ReferenceEnumerableLocker {
    using SafeERC20 for IERC20;
    using EnumerableSet for EnumerableSet.UintSet;
    using EnumerableSet for EnumerableSet.AddressSet;

    struct Lock {
        uint256 id;
        address token;
        address owner;
        uint256 amount;
        uint256 lockDate;
        uint256 tgeDate; // the unlock date of a plain lock
        uint256 tgeBps; // 0 for a plain lock
        uint256 cycle; // 0 for a plain lock
        uint256 cycleBps; // 0 for a plain lock
        uint256 unlockedAmount;
        string description;
    }

    struct CumulativeLockInfo {
        address token;
        uint256 amount;
    }

    uint256 private constant _BPS = 10_000;

    Lock[] private _locks;
    mapping(address user => EnumerableSet.UintSet) private _userLockIds;
    mapping(address token => EnumerableSet.UintSet) private _tokenLockIds;
    EnumerableSet.AddressSet private _lockedTokens;
    mapping(address token => CumulativeLockInfo) public cumulativeLockInfo;

    event LockAdded(uint256 indexed id, address token, address owner, uint256 amount, uint256 unlockDate);
    event LockUpdated(uint256 indexed id, address token, address owner, uint256 newAmount, uint256 newUnlockDate);
    event LockRemoved(uint256 indexed id, address token, address owner, uint256 amount, uint256 unlockedAt);
    event LockVested(uint256 indexed id, address token, address owner, uint256 amount, uint256 remaining);
    event LockOwnerChanged(uint256 indexed id, address owner, address newOwner);

    error RefInvalidLock();
    error RefNotOwner();
    error RefNotYet();
    error RefInvalidSchedule();
    error RefLengthMismatch();

    /// @notice Locks `amount` of `token` for `owner` until `unlockDate`.
    function lock(address owner, address token, uint256 amount, uint256 unlockDate, string memory description)
        external
        returns (uint256 id)
    {
        if (owner == address(0) || amount == 0 || unlockDate <= block.timestamp) revert RefInvalidLock();
        id = _createLock(owner, token, amount, unlockDate, 0, 0, 0, description);
        IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
    }

    /// @notice Locks with a TGE share at `tgeDate`, then `cycleBps` every `cycle` seconds.
    function vestingLock(
        address owner,
        address token,
        uint256 amount,
        uint256 tgeDate,
        uint256 tgeBps,
        uint256 cycle,
        uint256 cycleBps,
        string memory description
    ) external returns (uint256 id) {
        _checkVesting(owner, amount, tgeDate, tgeBps, cycle, cycleBps);
        id = _createLock(owner, token, amount, tgeDate, tgeBps, cycle, cycleBps, description);
        IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
    }

    /// @notice The batch: one vesting lock per owner, each through the single-lock path.
    function multipleVestingLock(
        address[] calldata owners,
        uint256[] calldata amounts,
        address token,
        uint256 tgeDate,
        uint256 tgeBps,
        uint256 cycle,
        uint256 cycleBps,
        string memory description
    ) external returns (uint256[] memory ids) {
        if (owners.length != amounts.length || owners.length == 0) revert RefLengthMismatch();
        ids = new uint256[](owners.length);
        uint256 total;
        for (uint256 i; i < owners.length; ++i) {
            _checkVesting(owners[i], amounts[i], tgeDate, tgeBps, cycle, cycleBps);
            ids[i] = _createLock(owners[i], token, amounts[i], tgeDate, tgeBps, cycle, cycleBps, description);
            total += amounts[i];
        }
        IERC20(token).safeTransferFrom(msg.sender, address(this), total);
    }

    /// @notice Pays the owner what is unlocked; a finished lock leaves every set it is in.
    function unlock(uint256 id) external {
        Lock storage stored = _ownedLock(id);
        uint256 amount;
        if (stored.tgeBps == 0 && stored.cycle == 0) {
            if (block.timestamp < stored.tgeDate) revert RefNotYet();
            amount = stored.amount - stored.unlockedAmount;
        } else {
            amount = withdrawableTokens(id);
        }
        if (amount == 0) revert RefNotYet();
        stored.unlockedAmount += amount;
        CumulativeLockInfo storage info = cumulativeLockInfo[stored.token];
        info.amount -= amount;
        if (stored.unlockedAmount == stored.amount) {
            _userLockIds[msg.sender].remove(id);
            _tokenLockIds[stored.token].remove(id);
            if (info.amount == 0) _lockedTokens.remove(stored.token);
            emit LockRemoved(id, stored.token, msg.sender, amount, block.timestamp);
        } else {
            emit LockVested(id, stored.token, msg.sender, amount, stored.amount - stored.unlockedAmount);
        }
        IERC20(stored.token).safeTransfer(msg.sender, amount);
    }

    /// @notice Raises the amount to `newAmount` (pulling the difference) and/or moves the unlock date later.
    function editLock(uint256 id, uint256 newAmount, uint256 newUnlockDate) external {
        Lock storage stored = _ownedLock(id);
        if (stored.unlockedAmount != 0) revert RefInvalidLock();
        if (newUnlockDate > 0) {
            if (newUnlockDate < stored.tgeDate || newUnlockDate <= block.timestamp) revert RefInvalidLock();
            stored.tgeDate = newUnlockDate;
        }
        if (newAmount > 0) {
            if (newAmount < stored.amount) revert RefInvalidLock();
            uint256 added = newAmount - stored.amount;
            stored.amount = newAmount;
            cumulativeLockInfo[stored.token].amount += added;
            IERC20(stored.token).safeTransferFrom(msg.sender, address(this), added);
        }
        emit LockUpdated(id, stored.token, stored.owner, stored.amount, stored.tgeDate);
    }

    /// @notice Gives the lock to `newOwner`, moving it between the users' sets.
    function transferLockOwnership(uint256 id, address newOwner) external {
        Lock storage stored = _ownedLock(id);
        if (newOwner == address(0) || newOwner == msg.sender) revert RefInvalidLock();
        stored.owner = newOwner;
        _userLockIds[msg.sender].remove(id);
        _userLockIds[newOwner].add(id);
        emit LockOwnerChanged(id, msg.sender, newOwner);
    }

    /// @notice Gives up the lock for good.
    function renounceLockOwnership(uint256 id) external {
        Lock storage stored = _ownedLock(id);
        stored.owner = address(0);
        _userLockIds[msg.sender].remove(id);
        emit LockOwnerChanged(id, msg.sender, address(0));
    }

    /// @notice What a vesting lock can pay now.
    function withdrawableTokens(uint256 id) public view returns (uint256) {
        Lock storage stored = _locks[id];
        if (block.timestamp < stored.tgeDate) return 0;
        uint256 released = (stored.amount * stored.tgeBps) / _BPS;
        if (stored.cycle != 0) {
            released += (((block.timestamp - stored.tgeDate) / stored.cycle) * stored.amount * stored.cycleBps) / _BPS;
        }
        if (released > stored.amount) released = stored.amount;
        return released - stored.unlockedAmount;
    }

    /// @notice A lock's fields.
    function getLockById(uint256 id) external view returns (Lock memory) {
        return _locks[id];
    }

    /// @notice Lock ids `user` holds.
    function lockIdsOf(address user) external view returns (uint256[] memory) {
        return _userLockIds[user].values();
    }

    /// @notice Lock ids of `token` not fully unlocked.
    function lockIdsOfToken(address token) external view returns (uint256[] memory) {
        return _tokenLockIds[token].values();
    }

    /// @notice Tokens with something locked.
    function lockedTokens() external view returns (address[] memory) {
        return _lockedTokens.values();
    }

    function _createLock(
        address owner,
        address token,
        uint256 amount,
        uint256 tgeDate,
        uint256 tgeBps,
        uint256 cycle,
        uint256 cycleBps,
        string memory description
    ) private returns (uint256 id) {
        id = _locks.length;
        _locks.push(
            Lock({
                id: id,
                token: token,
                owner: owner,
                amount: amount,
                lockDate: block.timestamp,
                tgeDate: tgeDate,
                tgeBps: tgeBps,
                cycle: cycle,
                cycleBps: cycleBps,
                unlockedAmount: 0,
                description: description
            })
        );
        _userLockIds[owner].add(id);
        _tokenLockIds[token].add(id);
        CumulativeLockInfo storage info = cumulativeLockInfo[token];
        if (info.token == address(0)) info.token = token;
        info.amount += amount;
        _lockedTokens.add(token);
        emit LockAdded(id, token, owner, amount, tgeDate);
    }

    function _checkVesting(
        address owner,
        uint256 amount,
        uint256 tgeDate,
        uint256 tgeBps,
        uint256 cycle,
        uint256 cycleBps
    ) private view {
        if (owner == address(0) || amount == 0 || tgeDate <= block.timestamp) revert RefInvalidLock();
        if (cycle == 0 || tgeBps + cycleBps > _BPS || cycleBps == 0) revert RefInvalidSchedule();
    }

    function _ownedLock(uint256 id) private view returns (Lock storage stored) {
        if (id >= _locks.length) revert RefInvalidLock();
        stored = _locks[id];
        if (stored.owner != msg.sender) revert RefNotOwner();
    }
}

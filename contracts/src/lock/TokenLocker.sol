// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyLock} from "../utils/evm/ReentrancyLock.sol";
import {ITokenLocker, LockEntry, LockKind, LockSchedule, LockView} from "./ITokenLocker.sol";
import {LockIdList} from "./LockIdList.sol";

/**
 * @title TokenLocker
 * @notice TokenBox's token and LP lock. ONE contract per chain, deployed once from any wallet; it has
 * no owner, no admin, no fee and no upgrade path, so nobody (its deployer included) can move a
 * locked token before the lock's schedule releases it, and then only the lock's owner can.
 *
 * Schedules ({LockKind}): Fixed (everything at the unlock date), Linear (continuously from start
 * to end) and Period (a first share at the start date, then a share every cycle). The released
 * amount is always computed from the whole locked amount (`amount * elapsed / duration`,
 * `amount * bps / 10,000`), never summed from rounded instalments, and is exactly `amount` once the
 * schedule ends: the last withdrawal takes whatever rounding held back, so no token is lost.
 *
 * Amounts are what a deposit brought: the contract measures its balance before and after pulling the
 * tokens, so a fee-on-transfer token is locked for the amount actually received (in a batch, the
 * shortfall is shared in proportion to the requested amounts, the last entry taking the rounding
 * rest), and never credits more than was asked: a rebasing token that grows every balance inside its
 * own transferFrom would otherwise hand the growth of tokens already locked to the depositor.
 *
 * Withdrawals: everything released at once ({withdraw}), or any part of it ({withdraw} with an
 * amount) for tokens whose max-wallet limit caps what one transfer may deliver.
 *
 * LP: a caller locking a pair says so (`isLp`); the contract then checks that the token is a pair
 * its own factory knows (`factory().getPair(token0(), token1()) == token`), so the "LP" badge the
 * public view shows cannot be faked with an ordinary token.
 *
 * Indexes: every lock is listed under its token and under each owner it ever had (append-only
 * {LockIdList}s of 32-bit ids, the first seven in the same storage word as the length), so a
 * wallet's locks and a token's locks are read from the chain itself without an indexer or log
 * scans. An owner's list keeps locks it gave away: {locksOfOwner} skips them when reading.
 *
 * Timestamps are seconds; anything above {MAX_TIMESTAMP} (year 2286) is refused as the likely
 * millisecond mistake. Every state change emits an event. Reentrancy: every function that moves
 * tokens shares one transient lock, so a hostile token cannot re-enter while its balance is being
 * measured.
 */
contract TokenLocker is ITokenLocker, ReentrancyLock {
    using SafeERC20 for IERC20;
    using LockIdList for mapping(uint256 => uint256);

    /// @notice Latest accepted timestamp (seconds): 2286-11-20. Millisecond values are far above it.
    uint256 public constant MAX_TIMESTAMP = 10_000_000_000;
    uint256 private constant _BPS = 10_000;

    /// @dev Three storage words per lock.
    struct Lock {
        address token;
        uint40 start;
        uint40 end;
        LockKind kind;
        bool isLp;
        address owner;
        uint32 cycle;
        uint16 firstBps;
        uint16 cycleBps;
        // Id of the lock whose creation stored the description (a batch stores it once), 0 = none.
        uint32 descriptionId;
        uint128 amount;
        uint128 withdrawn;
    }

    /// @inheritdoc ITokenLocker
    uint256 public lockCount;
    /// @inheritdoc ITokenLocker
    mapping(address token => uint256) public totalLocked;

    mapping(uint256 id => Lock) private _locks;
    mapping(uint256 descriptionId => string) private _descriptions;
    mapping(address owner => mapping(uint256 => uint256)) private _ownerIds;
    mapping(address token => mapping(uint256 => uint256)) private _tokenIds;

    /**
     * @inheritdoc ITokenLocker
     * @dev Requirements: `owner` not zero; `amount` 1..2^128-1; a valid schedule whose unlock date
     * is in the future; for `isLp`, a pair its factory knows; the caller approved `amount`.
     * Emits {LockCreated}.
     */
    function lock(
        address token,
        bool isLp,
        address owner,
        uint256 amount,
        LockSchedule calldata schedule,
        string calldata description
    ) external nonReentrant returns (uint256 id) {
        if (owner == address(0)) revert LockInvalidOwner();
        if (amount == 0 || amount > type(uint128).max) revert LockInvalidAmount();
        if (isLp) _checkLp(token);
        uint256 received = _pull(token, amount);
        id = _reserveIds(1);
        _create(id, token, isLp, owner, received, schedule, _storeDescription(id, description));
        _tokenIds[token].push(id);
        totalLocked[token] += received;
    }

    /**
     * @inheritdoc ITokenLocker
     * @dev Requirements: at least one entry; each as for {lock}; the caller approved the sum.
     * Emits one {LockCreated} per entry.
     */
    function lockMany(address token, bool isLp, LockEntry[] calldata entries, string calldata description)
        external
        nonReentrant
        returns (uint256 firstId)
    {
        if (entries.length == 0) revert LockEmptyBatch();
        if (isLp) _checkLp(token);
        uint256 requested;
        for (uint256 i; i < entries.length; ++i) {
            uint256 amount = entries[i].amount;
            if (amount == 0 || amount > type(uint128).max) revert LockInvalidAmount();
            requested += amount;
        }
        uint256 received = _pull(token, requested);
        // The sum of entries below 2^128 may pass it; every share of what arrived must fit 128 bits.
        if (received > type(uint128).max) revert LockInvalidAmount();
        firstId = _reserveIds(entries.length);
        uint32 descriptionId = _storeDescription(firstId, description);
        _createEntries(firstId, token, isLp, entries, requested, received, descriptionId);
        _tokenIds[token].pushRange(firstId, entries.length);
        totalLocked[token] += received;
    }

    /**
     * @inheritdoc ITokenLocker
     * @dev Requirements: the caller owns the lock and something is released and not yet withdrawn.
     * Emits {LockWithdrawn}.
     */
    function withdraw(uint256 id) external nonReentrant returns (uint256 amount) {
        Lock storage stored = _ownedLock(id);
        uint256 released = _released(stored, block.timestamp);
        uint256 withdrawn = stored.withdrawn;
        if (released <= withdrawn) revert LockNothingToWithdraw(id);
        // released <= amount < 2^128, so the difference and the new total fit in 128 bits.
        amount = released - withdrawn;
        stored.withdrawn = uint128(released);
        // Written out rather than through _pay: the jump there and back costs the common
        // withdrawal 20-odd gas (bench/results/gas-snapshot.json).
        address token = stored.token;
        totalLocked[token] -= amount;
        IERC20(token).safeTransfer(msg.sender, amount);
        emit LockWithdrawn(id, msg.sender, amount);
    }

    /**
     * @inheritdoc ITokenLocker
     * @dev For tokens that cap what one transfer may deliver (a max-wallet limit the token's owner
     * lowered after the lock was made): the owner takes what fits, moves it on, and comes back.
     * Requirements: the caller owns the lock, something is released and not yet withdrawn, and
     * `amount` is 1..withdrawable ({LockInvalidWithdrawAmount} otherwise). Emits {LockWithdrawn}.
     */
    function withdraw(uint256 id, uint256 amount) external nonReentrant returns (uint256) {
        Lock storage stored = _ownedLock(id);
        uint256 released = _released(stored, block.timestamp);
        uint256 withdrawn = stored.withdrawn;
        if (released <= withdrawn) revert LockNothingToWithdraw(id);
        uint256 withdrawable = released - withdrawn;
        if (amount == 0 || amount > withdrawable) revert LockInvalidWithdrawAmount(id, amount, withdrawable);
        // withdrawn + amount <= released <= the lock's amount < 2^128.
        stored.withdrawn = uint128(withdrawn + amount);
        _pay(stored.token, id, amount);
        return amount;
    }

    /**
     * @inheritdoc ITokenLocker
     * @dev `newUnlock` replaces the unlock date of a Fixed lock, the end of a Linear one and the first
     * release date of a Period one (its last release moves with it); it must be later than both the
     * old value and the current time. `addAmount` tokens join the same schedule, so on a Linear or
     * Period lock already releasing, their share for the time passed is released at once. Moving the
     * date of a Linear or Period lock later lowers what it has released so far: it may fall below what was
     * already withdrawn, and the owner then waits until the schedule catches up (never a loss).
     * Requirements: the caller owns the lock, it is not fully withdrawn, something changes; adding
     * tokens to a lock whose schedule has ended ({LockUnlockDateInPast} with its end date) also needs
     * a new unlock date, otherwise they would be "locked" and free at the same time.
     * Emits {LockExtended}.
     */
    function extend(uint256 id, uint256 newUnlock, uint256 addAmount) external nonReentrant {
        Lock storage stored = _ownedLock(id);
        if (stored.withdrawn == stored.amount) revert LockFinished(id);
        if (newUnlock == 0 && addAmount == 0) revert LockNoChange(id);
        if (newUnlock != 0) {
            _checkTimestamp(newUnlock);
            bool period = stored.kind == LockKind.Period;
            uint256 old = period ? stored.start : stored.end;
            if (newUnlock <= old || newUnlock <= block.timestamp) {
                revert LockNewUnlockNotLater(newUnlock, old, block.timestamp);
            }
            if (period) {
                uint256 end = _periodEnd(newUnlock, stored.cycle, stored.firstBps, stored.cycleBps);
                _checkTimestamp(end);
                stored.start = uint40(newUnlock);
                stored.end = uint40(end);
            } else {
                stored.end = uint40(newUnlock);
            }
        } else if (block.timestamp >= stored.end) {
            revert LockUnlockDateInPast(stored.end, block.timestamp);
        }
        uint256 amount = stored.amount;
        if (addAmount != 0) {
            address token = stored.token;
            uint256 received = _pull(token, addAmount);
            amount += received;
            if (amount > type(uint128).max) revert LockInvalidAmount();
            stored.amount = uint128(amount);
            totalLocked[token] += received;
        }
        emit LockExtended(id, stored.start, stored.end, amount);
    }

    /**
     * @inheritdoc ITokenLocker
     * @dev Requirements: the caller owns the lock; `newOwner` is neither zero (see {renounceLock})
     * nor the caller. Emits {LockOwnerChanged}.
     */
    function transferLock(uint256 id, address newOwner) external {
        Lock storage stored = _ownedLock(id);
        if (newOwner == address(0)) revert LockInvalidOwner();
        if (newOwner == msg.sender) revert LockNoChange(id);
        stored.owner = newOwner;
        _ownerIds[newOwner].push(id);
        emit LockOwnerChanged(id, msg.sender, newOwner);
    }

    /**
     * @inheritdoc ITokenLocker
     * @dev The tokens stay in the contract for good (still counted by {totalLocked}).
     * Requirements: the caller owns the lock. Emits {LockOwnerChanged} with `to` zero.
     */
    function renounceLock(uint256 id) external {
        Lock storage stored = _ownedLock(id);
        stored.owner = address(0);
        emit LockOwnerChanged(id, msg.sender, address(0));
    }

    /// @inheritdoc ITokenLocker
    function getLocks(uint256[] calldata ids) external view returns (LockView[] memory views) {
        views = new LockView[](ids.length);
        for (uint256 i; i < ids.length; ++i) {
            uint256 id = ids[i];
            Lock storage stored = _existingLock(id);
            uint256 released = _released(stored, block.timestamp);
            uint256 withdrawn = stored.withdrawn;
            // Nobody can withdraw from a renounced lock; after an extension moved the schedule later,
            // what was withdrawn may exceed what is released.
            uint256 withdrawable =
                released > withdrawn && stored.owner != address(0) ? released - withdrawn : 0;
            views[i] = LockView({
                id: id,
                token: stored.token,
                isLp: stored.isLp,
                owner: stored.owner,
                kind: stored.kind,
                start: stored.start,
                end: stored.end,
                cycle: stored.cycle,
                firstBps: stored.firstBps,
                cycleBps: stored.cycleBps,
                amount: stored.amount,
                withdrawn: withdrawn,
                withdrawable: withdrawable,
                description: stored.descriptionId == 0 ? "" : _descriptions[stored.descriptionId]
            });
        }
    }

    /// @inheritdoc ITokenLocker
    function locksOfOwner(address owner, uint256 cursor, uint256 limit)
        external
        view
        returns (uint256[] memory ids, uint256 next)
    {
        mapping(uint256 => uint256) storage list = _ownerIds[owner];
        next = _scanEnd(list.length(), cursor, limit);
        ids = new uint256[](next > cursor ? next - cursor : 0);
        uint256 found;
        for (uint256 i = cursor; i < next; ++i) {
            uint256 id = list.get(i);
            if (_locks[id].owner == owner) ids[found++] = id;
        }
        // Trim the array to the ids actually found (it only ever shrinks).
        assembly ("memory-safe") {
            mstore(ids, found)
        }
    }

    /// @inheritdoc ITokenLocker
    function locksOfToken(address token, uint256 cursor, uint256 limit)
        external
        view
        returns (uint256[] memory ids, uint256 next)
    {
        mapping(uint256 => uint256) storage list = _tokenIds[token];
        next = _scanEnd(list.length(), cursor, limit);
        ids = new uint256[](next > cursor ? next - cursor : 0);
        for (uint256 i = cursor; i < next; ++i) {
            ids[i - cursor] = list.get(i);
        }
    }

    /// @inheritdoc ITokenLocker
    function ownerIndexLength(address owner) external view returns (uint256) {
        return _ownerIds[owner].length();
    }

    /// @inheritdoc ITokenLocker
    function tokenLockCount(address token) external view returns (uint256) {
        return _tokenIds[token].length();
    }

    /// @inheritdoc ITokenLocker
    function releasedAt(uint256 id, uint256 timestamp) external view returns (uint256) {
        return _released(_existingLock(id), timestamp);
    }

    /// @dev Sends `amount` of a lock's released tokens to its owner (the caller) and books it.
    function _pay(address token, uint256 id, uint256 amount) private {
        totalLocked[token] -= amount;
        IERC20(token).safeTransfer(msg.sender, amount);
        emit LockWithdrawn(id, msg.sender, amount);
    }

    /// @dev Creates a batch's locks, sharing a fee-on-transfer shortfall in proportion to the
    /// requested amounts (the last entry takes the rounding rest).
    function _createEntries(
        uint256 firstId,
        address token,
        bool isLp,
        LockEntry[] calldata entries,
        uint256 requested,
        uint256 received,
        uint32 descriptionId
    ) private {
        uint256 assigned;
        uint256 count = entries.length;
        for (uint256 i; i < count; ++i) {
            uint256 amount = entries[i].amount;
            if (received != requested) {
                amount = i + 1 == count ? received - assigned : (amount * received) / requested;
                if (amount == 0) revert LockInvalidAmount();
                assigned += amount;
            }
            _createEntry(firstId + i, token, isLp, entries[i], amount, descriptionId);
        }
    }

    function _createEntry(
        uint256 id,
        address token,
        bool isLp,
        LockEntry calldata entry,
        uint256 amount,
        uint32 descriptionId
    ) private {
        address owner = entry.owner;
        if (owner == address(0)) revert LockInvalidOwner();
        _create(id, token, isLp, owner, amount, entry.schedule, descriptionId);
    }

    /// @dev Takes the next `count` ids and returns the first.
    function _reserveIds(uint256 count) private returns (uint256 firstId) {
        uint256 previous = lockCount;
        firstId = previous + 1;
        if (previous + count > type(uint32).max) revert LockTooManyLocks();
        lockCount = previous + count;
    }

    /// @dev Stores a non-empty description once, under the first id of the call; 0 when empty.
    function _storeDescription(uint256 id, string calldata description) private returns (uint32) {
        if (bytes(description).length == 0) return 0;
        _descriptions[id] = description;
        return uint32(id);
    }

    function _create(
        uint256 id,
        address token,
        bool isLp,
        address owner,
        uint256 amount,
        LockSchedule calldata schedule,
        uint32 descriptionId
    ) private {
        (uint40 start, uint40 end) = _checkSchedule(schedule);
        LockKind kind = schedule.kind;
        // _checkSchedule bounded cycle and both shares for Period locks and zeroed them otherwise.
        _locks[id] = Lock({
            token: token,
            start: start,
            end: end,
            kind: kind,
            isLp: isLp,
            owner: owner,
            cycle: uint32(schedule.cycle),
            firstBps: uint16(schedule.firstBps),
            cycleBps: uint16(schedule.cycleBps),
            descriptionId: descriptionId,
            amount: uint128(amount),
            withdrawn: 0
        });
        _ownerIds[owner].push(id);
        emit LockCreated(id, token, owner, amount, kind, start, end, isLp);
    }

    /// @dev Validates a schedule and returns the start and end to store.
    function _checkSchedule(LockSchedule calldata schedule) private view returns (uint40 start, uint40 end) {
        LockKind kind = schedule.kind;
        if (kind == LockKind.Fixed) {
            if (schedule.start != 0 || schedule.cycle != 0 || schedule.firstBps != 0 || schedule.cycleBps != 0) {
                revert LockInvalidSchedule();
            }
            _checkUnlockDate(schedule.end);
            return (uint40(block.timestamp), uint40(schedule.end));
        }
        if (kind == LockKind.Linear) {
            if (schedule.cycle != 0 || schedule.firstBps != 0 || schedule.cycleBps != 0) revert LockInvalidSchedule();
            _checkTimestamp(schedule.start);
            _checkUnlockDate(schedule.end);
            if (schedule.start >= schedule.end) revert LockInvalidSchedule();
            return (uint40(schedule.start), uint40(schedule.end));
        }
        // Period
        uint256 cycle = schedule.cycle;
        uint256 cycleBps = schedule.cycleBps;
        if (
            schedule.end != 0 || cycle == 0 || cycle > type(uint32).max || cycleBps == 0 || cycleBps > _BPS
                || schedule.firstBps > _BPS
        ) revert LockInvalidSchedule();
        _checkUnlockDate(schedule.start);
        uint256 last = _periodEnd(schedule.start, cycle, schedule.firstBps, cycleBps);
        _checkTimestamp(last);
        return (uint40(schedule.start), uint40(last));
    }

    function _checkUnlockDate(uint256 unlockDate) private view {
        _checkTimestamp(unlockDate);
        if (unlockDate <= block.timestamp) revert LockUnlockDateInPast(unlockDate, block.timestamp);
    }

    function _checkTimestamp(uint256 timestamp) private pure {
        if (timestamp > MAX_TIMESTAMP) revert LockTimestampTooLarge(timestamp);
    }

    /// @dev Date of a Period schedule's last release: enough cycles after the first release for the
    /// shares to reach 100%.
    function _periodEnd(uint256 start, uint256 cycle, uint256 firstBps, uint256 cycleBps)
        private
        pure
        returns (uint256)
    {
        uint256 cycles = (_BPS - firstBps + cycleBps - 1) / cycleBps;
        return start + cycles * cycle;
    }

    /// @dev Released in total by `timestamp`: exactly `amount` from the schedule's end on.
    function _released(Lock storage stored, uint256 timestamp) private view returns (uint256) {
        uint256 amount = stored.amount;
        uint256 start = stored.start;
        uint256 end = stored.end;
        LockKind kind = stored.kind;
        if (timestamp >= end) return amount;
        if (kind == LockKind.Fixed) return 0;
        if (timestamp < start) return 0;
        if (kind == LockKind.Linear) {
            // start <= timestamp < end here; amount < 2^128 and the span < 2^40, so no overflow.
            return (amount * (timestamp - start)) / (end - start);
        }
        // Period, before its last release: below 10,000 bps, so rounding down never exceeds amount.
        uint256 shareBps = stored.firstBps + ((timestamp - start) / stored.cycle) * stored.cycleBps;
        return shareBps >= _BPS ? amount : (amount * shareBps) / _BPS;
    }

    /// @dev Pulls `amount` from the caller and returns what it brought: what arrived, but never more
    /// than `amount`. A rebasing token (TokenBox's CompoundToken) may grow every balance inside its
    /// own `transferFrom`, the locker's included, so the measured difference can hold the growth of
    /// tokens already locked; crediting it would hand other locks' growth to this depositor (audit
    /// hole 6). That growth stays in the contract, assigned to no lock.
    function _pull(address token, uint256 amount) private returns (uint256 received) {
        uint256 before = IERC20(token).balanceOf(address(this));
        IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
        received = IERC20(token).balanceOf(address(this)) - before;
        if (received > amount) received = amount;
        // Below 2^128 for lock (checked before) and extend (checked after, with the lock's amount);
        // lockMany checks its own sum.
        if (received == 0) revert LockInvalidAmount();
    }

    /// @dev Reverts unless `token` is a pair that its own factory lists for its two tokens.
    function _checkLp(address token) private view {
        address factory = _readAddress(token, 0xc45a0155); // factory()
        address token0 = _readAddress(token, 0x0dfe1681); // token0()
        address token1 = _readAddress(token, 0xd21220a7); // token1()
        if (factory == address(0) || token0 == address(0) || token1 == address(0) || factory.code.length == 0) {
            revert LockNotLpToken(token);
        }
        (bool ok, bytes memory data) =
            factory.staticcall(abi.encodeWithSelector(0xe6a43905, token0, token1)); // getPair(address,address)
        if (!ok || data.length < 32 || abi.decode(data, (address)) != token) revert LockNotLpToken(token);
    }

    /// @dev The address a no-argument getter returns, or zero when the call fails or returns junk.
    function _readAddress(address target, bytes4 selector) private view returns (address value) {
        if (target.code.length == 0) return address(0);
        (bool ok, bytes memory data) = target.staticcall(abi.encodeWithSelector(selector));
        if (!ok || data.length < 32) return address(0);
        uint256 word = abi.decode(data, (uint256));
        if (word > type(uint160).max) return address(0);
        value = address(uint160(word));
    }

    function _existingLock(uint256 id) private view returns (Lock storage stored) {
        stored = _locks[id];
        if (stored.token == address(0)) revert LockNotFound(id);
    }

    /// @dev Reads the owner first: a non-zero owner equal to the caller proves the lock exists, so
    /// transferLock and renounceLock never read the token's word (one cold SLOAD, 2,100 gas, less);
    /// the existence check only runs to pick the error. A renounced lock (owner zero) has no owner
    /// at all, not even for a call whose sender is the zero address (a simulated call, or a chain's
    /// system call).
    function _ownedLock(uint256 id) private view returns (Lock storage stored) {
        stored = _locks[id];
        address owner = stored.owner;
        if (owner != msg.sender || owner == address(0)) {
            if (stored.token == address(0)) revert LockNotFound(id);
            revert LockNotOwner(id, msg.sender);
        }
    }

    function _scanEnd(uint256 length, uint256 cursor, uint256 limit) private pure returns (uint256) {
        if (cursor >= length) return length;
        return length - cursor < limit ? length : cursor + limit;
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice How a lock releases its tokens.
/// - Fixed: everything at `end` (the unlock date).
/// - Linear: continuously from `start` to `end`, in proportion to the time passed.
/// - Period: `firstBps` / 10,000 of the amount at `start`, then `cycleBps` / 10,000 every `cycle`
///   seconds after it, until everything is released.
enum LockKind {
    Fixed,
    Linear,
    Period
}

/// @notice A release schedule as a caller gives it.
/// - Fixed: `end` is the unlock date; `start`, `cycle`, `firstBps` and `cycleBps` must be 0.
/// - Linear: `start` < `end`, `end` in the future; the rest 0.
/// - Period: `start` (first release) in the future, `cycle` > 0, `firstBps` <= 10,000,
///   `cycleBps` 1..10,000; `end` must be 0 (the contract computes the last release date).
/// Fields are full words so that a bad value (a timestamp in milliseconds) gets a clear error
/// instead of failing ABI decoding.
struct LockSchedule {
    LockKind kind;
    uint256 start;
    uint256 end;
    uint256 cycle;
    uint256 firstBps;
    uint256 cycleBps;
}

/// @notice One lock of a batch: the same token to many owners, each with its own schedule.
struct LockEntry {
    address owner;
    uint256 amount;
    LockSchedule schedule;
}

/// @notice Everything about a lock, as {ITokenLocker.getLocks} returns it.
/// @dev `start` of a Fixed lock is its creation time (for progress bars); `end` of a Period lock is
/// the date of its last release. `owner` is zero once renounced (the tokens then stay forever, and
/// `withdrawable` is 0). `withdrawn` may exceed what the schedule has released after a Linear lock's
/// end or a Period lock's start moved later; `withdrawable` is then 0, never negative.
struct LockView {
    uint256 id;
    address token;
    bool isLp;
    address owner;
    LockKind kind;
    uint40 start;
    uint40 end;
    uint32 cycle;
    uint16 firstBps;
    uint16 cycleBps;
    uint256 amount;
    uint256 withdrawn;
    uint256 withdrawable;
    string description;
}

/**
 * @title ITokenLocker
 * @notice TokenBox's token and LP lock: one contract per chain, no owner, no fee, no way for anyone
 * to move locked tokens before their release.
 */
interface ITokenLocker {
    /// @notice A lock was created (alone or as part of a batch). `amount` is what the deposit
    /// brought: what arrived (fee-on-transfer tokens lock less than was sent), never more than asked.
    event LockCreated(
        uint256 indexed id,
        address indexed token,
        address indexed owner,
        uint256 amount,
        LockKind kind,
        uint40 start,
        uint40 end,
        bool isLp
    );
    /// @notice The owner took `amount` released tokens out of lock `id` (all of them, or a part).
    event LockWithdrawn(uint256 indexed id, address indexed owner, uint256 amount);
    /// @notice Lock `id` now ends (Fixed, Linear) or starts releasing (Period) later, or holds more.
    event LockExtended(uint256 indexed id, uint40 start, uint40 end, uint256 amount);
    /// @notice Lock `id` changed owner; `to` is zero when the owner renounced it.
    event LockOwnerChanged(uint256 indexed id, address indexed from, address indexed to);

    /// @notice The owner must not be the zero address.
    error LockInvalidOwner();
    /// @notice Zero amount, more than 2^128 - 1, or nothing arrived (a token that takes everything).
    error LockInvalidAmount();
    /// @notice The unlock date (Fixed, Linear `end`, Period `start`) is not after the current time.
    error LockUnlockDateInPast(uint256 unlockDate, uint256 currentTime);
    /// @notice A timestamp above 10,000,000,000 (year 2286): almost certainly milliseconds.
    error LockTimestampTooLarge(uint256 timestamp);
    /// @notice The schedule's fields do not describe a release of the whole amount.
    error LockInvalidSchedule();
    /// @notice The token was locked as LP but is not a pair its own factory knows.
    error LockNotLpToken(address token);
    /// @notice There is no lock with this id.
    error LockNotFound(uint256 id);
    /// @notice Only the lock's owner may do this.
    error LockNotOwner(uint256 id, address caller);
    /// @notice Nothing is released and not yet withdrawn.
    error LockNothingToWithdraw(uint256 id);
    /// @notice A partial withdrawal of zero, or of more than is released and not yet withdrawn.
    error LockInvalidWithdrawAmount(uint256 id, uint256 amount, uint256 withdrawable);
    /// @notice The new unlock date is not after both the old one and the current time.
    error LockNewUnlockNotLater(uint256 newUnlock, uint256 oldUnlock, uint256 currentTime);
    /// @notice The lock was already fully withdrawn.
    error LockFinished(uint256 id);
    /// @notice An extension that changes nothing, or a transfer to the current owner.
    error LockNoChange(uint256 id);
    /// @notice A batch without entries.
    error LockEmptyBatch();
    /// @notice 2^32 - 1 locks exist; the indexes hold 32-bit ids.
    error LockTooManyLocks();

    /// @notice Locks `amount` of `token` for `owner` under `schedule`; returns the new lock's id.
    function lock(
        address token,
        bool isLp,
        address owner,
        uint256 amount,
        LockSchedule calldata schedule,
        string calldata description
    ) external returns (uint256 id);

    /// @notice Locks `token` for many owners at once; ids are consecutive from the returned one.
    function lockMany(address token, bool isLp, LockEntry[] calldata entries, string calldata description)
        external
        returns (uint256 firstId);

    /// @notice Sends everything released and not yet withdrawn to the owner.
    function withdraw(uint256 id) external returns (uint256 amount);

    /// @notice Sends `amount` of what is released and not yet withdrawn to the owner (the rest stays
    /// withdrawable): for a token whose max-wallet limit refuses the whole amount in one transfer.
    function withdraw(uint256 id, uint256 amount) external returns (uint256);

    /// @notice Moves the unlock date later (0 keeps it) and/or adds `addAmount` tokens.
    function extend(uint256 id, uint256 newUnlock, uint256 addAmount) external;

    /// @notice Gives the lock to `newOwner`.
    function transferLock(uint256 id, address newOwner) external;

    /// @notice Gives up the lock: nobody can ever withdraw its tokens.
    function renounceLock(uint256 id) external;

    /// @notice Details of each lock id, in order.
    function getLocks(uint256[] calldata ids) external view returns (LockView[] memory);

    /// @notice Ids of locks `owner` holds now, scanning its index from `cursor` for at most `limit`
    /// entries (entries of locks it no longer holds are skipped); `next` is where to continue, equal
    /// to {ownerIndexLength} at the end.
    function locksOfOwner(address owner, uint256 cursor, uint256 limit)
        external
        view
        returns (uint256[] memory ids, uint256 next);

    /// @notice Ids of every lock ever made of `token`, from `cursor`, at most `limit` of them.
    function locksOfToken(address token, uint256 cursor, uint256 limit)
        external
        view
        returns (uint256[] memory ids, uint256 next);

    /// @notice Entries in `owner`'s index (locks it received, including ones it gave away since).
    function ownerIndexLength(address owner) external view returns (uint256);

    /// @notice Number of locks ever made of `token`.
    function tokenLockCount(address token) external view returns (uint256);

    /// @notice Tokens of `token` still inside locks (renounced ones included).
    function totalLocked(address token) external view returns (uint256);

    /// @notice What lock `id` has released by `timestamp` in total (withdrawn included).
    function releasedAt(uint256 id, uint256 timestamp) external view returns (uint256);

    /// @notice Number of locks ever created; ids run from 1 to this.
    function lockCount() external view returns (uint256);
}

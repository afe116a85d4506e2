// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/**
 * @notice The four pool kinds of the spec's mining pages. A kind says which options a pool may
 * carry: Free (none: stake and unstake any time), Lock (lock options, required), Halving (automatic
 * and/or manual halving, required), Advanced (any of them plus a minimum stake, a whitelist and team
 * power). LP mining is not a kind: any kind may stake an LP token (`MiningConfig.isLp`), as the spec's
 * LP routes are Free / Lock / Halved / Advanced Mine of an LP token.
 */
enum MiningKind {
    Free,
    Lock,
    Halving,
    Advanced
}

/// @dev Most lock options a pool may offer: the pool's {MiningPool-MAX_LOCK_OPTIONS}, which the factory
/// also checks before packing the options into a pool's arguments.
uint256 constant MINING_MAX_LOCK_OPTIONS = 8;

/// @notice One lock period a staker may choose: `duration` seconds (0 = no lock), `multiplierBps` the
/// weight of a staked unit in the reward share (10,000 = 1x, at most 100,000 = 10x).
struct MiningLockOption {
    uint32 duration;
    uint32 multiplierBps;
}

/**
 * @notice Everything a creator states when creating a pool; nothing of it changes afterwards except
 * through the capped, evented creator powers (halve, whitelist entries, end earlier with notice).
 * @dev `rewardPerSecond` is the rate before any halving. `startTime` 0 (or in the past) means now;
 * `endTime` 0 means no scheduled end (the pool runs while its fund lasts). `lockOptions` only for
 * Lock and Advanced (a Free or Halving pool has one implicit option: no lock, 1x). `halvingInterval`
 * (seconds, 0 = none) and `manualHalving` only for Halving and Advanced. `minStake`, `whitelistOnly`
 * and `teamShareBps` (share of the emission paid to team power, at most 5,000) only for Advanced.
 * `earlyExitPenaltyBps` only with lock options: the share of a locked stake kept when its owner leaves
 * before the unlock (at most 5,000); `earlyExit` false means a locked stake cannot leave early at
 * all. `rewardFund` is pulled from the creator at creation (may be 0: anyone tops up later).
 */
struct MiningConfig {
    MiningKind kind;
    bool isLp;
    address stakeToken;
    address rewardToken;
    uint256 rewardPerSecond;
    uint64 startTime;
    uint64 endTime;
    uint32 halvingInterval;
    bool manualHalving;
    bool earlyExit;
    uint16 earlyExitPenaltyBps;
    bool whitelistOnly;
    uint16 teamShareBps;
    uint256 minStake;
    uint256 rewardFund;
    MiningLockOption[] lockOptions;
}

/// @notice A pool's whole state in one read (the pool page and the pool list).
struct MiningPoolView {
    address factory;
    address creator;
    MiningKind kind;
    bool isLp;
    address stakeToken;
    address rewardToken;
    uint256 baseRewardPerSecond;
    uint256 rewardPerSecond;
    uint64 startTime;
    uint64 endTime;
    uint64 lastUpdate;
    uint32 halvingInterval;
    bool manualHalving;
    uint8 manualHalvings;
    uint64 lastManualHalving;
    bool earlyExit;
    uint16 earlyExitPenaltyBps;
    bool whitelistOnly;
    uint16 teamShareBps;
    uint256 minStake;
    MiningLockOption[] lockOptions;
    uint256 totalStaked;
    uint256 totalPower;
    uint256 totalTeamPower;
    uint256 stakerCount;
    uint256 rewardDeposited;
    uint256 rewardAllocated;
    uint256 rewardPaid;
    uint256 rewardAvailable;
    uint256 rewardSecondsLeft;
    bool ended;
}

/// @notice One stake of an account: the amount in lock option `option`, locked until `unlockAt`;
/// `pendingReward` is what this position's stake earned since the account's last payout (part of the
/// account's `pendingReward`, which also holds its team rewards): what an emergency exit of it forfeits.
struct MiningPositionView {
    uint256 option;
    uint256 amount;
    uint256 power;
    uint64 unlockAt;
    uint256 pendingReward;
}

/// @notice An account's position in one read (the pool page's "my position").
struct MiningAccountView {
    uint256 staked;
    uint256 power;
    uint256 teamPower;
    uint256 pendingReward;
    address inviter;
    /// @dev Whether the account has staked before (recorded in team pools only, for the inviter rule).
    bool joined;
    bool whitelisted;
    MiningPositionView[] positions;
}

/// @notice An account's team in one read: its inviter, the addresses it invited directly, the
/// addresses below it within 32 generations and the team power they give it (from each address n
/// generations below, 3% of its power halved n times: 1.5%, 0.75%, ...; 3% in all over its
/// generations). `teamPower` is what counts (the invitees' team power, at most the account's own
/// power); `invitedPower` is the invitees' team power before that cap; the team emission is shared
/// by `teamPower / teamShareDivisor` (3% of the pool's total power, which the counted team power
/// never exceeds).
struct MiningTeamView {
    address inviter;
    uint32 directInvites;
    uint32 teamSize;
    uint256 power;
    uint256 teamPower;
    uint256 totalTeamPower;
    uint16 teamShareBps;
    uint256 invitedPower;
    uint256 teamShareDivisor;
}

/**
 * @title IMiningPool
 * @notice A TokenBox staking ("mining") pool: stakers stake one token and earn another (or the same)
 * at a stated rate per second, shared by power. Created by {MiningFactory} as a clone.
 */
interface IMiningPool {
    /// @notice The call needs the pool's creator; `caller` is not.
    error MiningNotCreator(address caller);
    /// @notice The call came from someone other than the factory (initialise).
    error MiningNotFactory(address caller);
    /// @notice The pool is initialised already.
    error MiningAlreadyInitialized();
    /// @notice A zero token address, or stake/reward token missing.
    error MiningZeroAddress();
    /// @notice A zero reward rate, or one above 2^128.
    error MiningInvalidRewardRate();
    /// @notice `endTime` not after the start, or more than 10 years ahead; `startTime` more than a year ahead.
    error MiningInvalidTimes(uint256 startTime, uint256 endTime);
    /// @notice A Lock pool with no lock option (the spec's "Lock duration setting item is empty").
    error MiningLockOptionsEmpty();
    /// @notice A Halving pool with neither automatic interval nor manual halving (the spec's
    /// "automatic halving setting item is empty").
    error MiningHalvingEmpty();
    /// @notice Lock option `index` is out of range (duration above 3 years, multiplier below 1x or
    /// above 10x, more than 8 options).
    error MiningInvalidLockOption(uint256 index);
    /// @notice An option set that this kind of pool does not carry (e.g. a whitelist on a Free pool).
    error MiningOptionNotInKind(MiningKind kind);
    /// @notice An early-exit penalty above 50%, or a team share above 50%.
    error MiningShareTooHigh(uint256 bps, uint256 maxBps);
    /// @notice `token` is not a pair of a UniswapV2-compatible factory (the spec's "Is not an LP address").
    error MiningNotLpToken(address token);
    /// @notice The amount is zero, or nothing arrived.
    error MiningZeroAmount();
    /// @notice No lock option `option` in this pool.
    error MiningUnknownOption(uint256 option);
    /// @notice The pool has ended: no stake, no top-up.
    error MiningPoolEnded();
    /// @notice Not before the pool has ended (the creator's withdrawal of unspent rewards).
    error MiningPoolNotEnded(uint256 endTime);
    /// @notice `account` is not on this pool's whitelist.
    error MiningNotWhitelisted(address account);
    /// @notice The position would hold less than the pool's minimum stake.
    error MiningBelowMinimumStake(uint256 amount, uint256 minStake);
    /// @notice More than the position holds.
    error MiningInsufficientStake(uint256 requested, uint256 staked);
    /// @notice The position is locked until `unlockAt` (and this pool allows no early exit, or the
    /// call is a plain unstake: leaving early is {emergencyWithdraw}).
    error MiningLocked(uint256 unlockAt);
    /// @notice An inviter that is not allowed: the caller itself, an address that never staked (and is
    /// not the creator), a caller that already staked or bound, or a pool without team power.
    error MiningInvalidInviter(address inviter);
    /// @notice Nothing to claim.
    error MiningNothingToClaim();
    /// @notice The pool carries no manual halving, or the last one was less than a day ago.
    error MiningHalvingNotAllowed(uint256 nextAllowedAt);
    /// @notice The reward token is not the stake token (compound).
    error MiningNotSameToken();
    /// @notice A whitelist batch longer than 200 addresses, or a whitelist change on a pool without one.
    error MiningWhitelistChangeRefused();
    /// @notice An earlier end must be at least 7 days ahead and before the current end.
    error MiningInvalidEnd(uint256 requested, uint256 earliest);

    /// @notice `account` staked `amount` (received) into lock option `option`, locked until `unlockAt`.
    event Staked(address indexed account, uint256 indexed option, uint256 amount, uint64 unlockAt);
    /// @notice `account` took `amount` out of lock option `option`.
    event Unstaked(address indexed account, uint256 indexed option, uint256 amount);
    /// @notice `account` took its whole stake of option `option` out by {emergencyWithdraw}: `paid` to
    /// it, `penalty` burned, `forfeited`: what that position earned since the account's last payout,
    /// returned to the fund.
    event EmergencyWithdrawn(
        address indexed account, uint256 indexed option, uint256 paid, uint256 penalty, uint256 forfeited
    );
    /// @notice `account` was paid `amount` of rewards.
    event Claimed(address indexed account, uint256 amount);
    /// @notice `account` restaked `amount` of rewards into option `option`.
    event Compounded(address indexed account, uint256 indexed option, uint256 amount);
    /// @notice `from` added `amount` (received) to the reward fund.
    event RewardAdded(address indexed from, uint256 amount);
    /// @notice `account` bound `inviter` as its inviter.
    event InviterBound(address indexed account, address indexed inviter);
    /// @notice The creator halved the rate; `manualHalvings` so far.
    event Halved(uint256 manualHalvings, uint256 rewardPerSecond);
    /// @notice The creator set `account`'s whitelist entry.
    event WhitelistUpdated(address indexed account, bool allowed);
    /// @notice The creator brought the end forward to `endTime`.
    event EndScheduled(uint64 endTime);
    /// @notice The creator took back `amount` of rewards nobody had earned when the pool ended.
    event UnspentWithdrawn(address indexed to, uint256 amount);

    /// @notice Called once by the factory on a fresh clone, whose arguments carry the rest of the
    /// creator's config: validates them and the times, records the fund already sent.
    function initialize(uint64 startTime, uint64 endTime) external;

    /// @notice Stakes `amount` into lock option `option`; binds `inviter` on a first stake when nonzero.
    function stake(uint256 option, uint256 amount, address inviter) external;

    /// @notice Takes `amount` out of option `option` once it is unlocked (or the pool ended). Rewards stay owed.
    function unstake(uint256 option, uint256 amount) external;

    /// @notice Pays the caller's pending rewards.
    function claim() external;

    /// @notice {stake}, then pays the caller's pending rewards (if any) in the same call.
    function stakeAndClaim(uint256 option, uint256 amount, address inviter) external;

    /// @notice {unstake}, then pays the caller's pending rewards (if any) in the same call: MasterChef's
    /// `withdraw`. Plain {unstake} touches no reward token, so a stake can always leave without it.
    function unstakeAndClaim(uint256 option, uint256 amount) external;

    /// @notice Stakes the caller's pending rewards into option `option` (reward token == stake token only).
    function compound(uint256 option) external;

    /// @notice Takes the caller's whole stake of option `option` back now without touching the reward
    /// token, forfeiting what that position earned since the caller's last payout (its other
    /// positions and its team rewards keep theirs).
    function emergencyWithdraw(uint256 option) external;

    /// @notice Binds `inviter` before the caller's first stake (team power pools only).
    function bindInviter(address inviter) external;

    /// @notice Adds `amount` to the reward fund; anyone may, until the pool ends.
    function topUp(uint256 amount) external;

    /// @notice Creator: halves the rate now (manual-halving pools; at most once a day).
    function halve() external;

    /// @notice Creator: allows or refuses `accounts` (whitelist pools; at most 200 per call).
    function setWhitelist(address[] calldata accounts, bool allowed) external;

    /// @notice Creator: brings the end forward to `endTime`, at least 7 days ahead.
    function scheduleEnd(uint64 endTime) external;

    /// @notice Creator: after the end, takes the reward fund nobody earned.
    function withdrawUnspent(address to) external;

    /// @notice The pool's whole state.
    function poolInfo() external view returns (MiningPoolView memory);

    /// @notice `account`'s position.
    function accountInfo(address account) external view returns (MiningAccountView memory);

    /// @notice `account`'s team.
    function teamInfo(address account) external view returns (MiningTeamView memory);

    /// @notice `account`'s rewards earned and not yet paid.
    function pendingReward(address account) external view returns (uint256);
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ReentrancyLock} from "../../utils/evm/ReentrancyLock.sol";
import {IMiningPool, MINING_MAX_LOCK_OPTIONS} from "../IMiningPool.sol";

/**
 * @title MiningPoolState
 * @notice Everything the parts of a {MiningPool} share: the limits (constants), the factory
 * (immutable) and all storage. The concern bases ({MiningPoolSettings}, {MiningPoolRewards},
 * {MiningPoolPayouts}, {MiningPoolTeam}, {MiningPoolCreation}, {MiningPoolCreator},
 * {MiningPoolViews}) inherit it and {MiningPool} composes them, so the storage is declared in one
 * place, in the order it always had: its packing is what keeps a stake and a claim cheap. Adding a
 * variable anywhere but at the end of this contract moves every slot after it. The events and
 * errors are {IMiningPool}'s.
 */
abstract contract MiningPoolState is IMiningPool, ReentrancyLock {
    /// @notice Scale of the reward accumulators.
    uint256 public constant ACC_SCALE = 1e24;
    /// @notice The share of an account's power that is team power, for all its inviters together:
    /// 3%, half of it to the first generation, a quarter to the second, and so on ({teamPowerFor}).
    uint256 public constant TEAM_POWER_BPS = 300;
    /// @notice How many generations of inviters an account's power reaches.
    uint256 public constant TEAM_GENERATIONS = 32;
    /// @notice Most lock options a pool may offer.
    uint256 public constant MAX_LOCK_OPTIONS = MINING_MAX_LOCK_OPTIONS;
    /// @notice Longest lock: 3 years.
    uint256 public constant MAX_LOCK_DURATION = 3 * 365 days;
    /// @notice Highest lock multiple: 10x.
    uint256 public constant MAX_MULTIPLIER_BPS = 100_000;
    /// @notice Highest early-exit penalty and team share: 50%.
    uint256 public constant MAX_SHARE_BPS = 5_000;
    /// @notice Shortest time between two manual halvings.
    uint256 public constant MANUAL_HALVING_GAP = 1 days;
    /// @notice Shortest notice of an earlier end.
    uint256 public constant END_NOTICE = 7 days;
    /// @notice Most whitelist entries per call.
    uint256 public constant MAX_WHITELIST_BATCH = 200;
    /// @notice Where early-exit penalties go (every pool: they never join the fund).
    address public constant BURN_ADDRESS = 0x000000000000000000000000000000000000dEaD;

    uint256 internal constant _BPS = 10_000;
    uint256 internal constant _MAX_SHIFT = 128;

    struct Account {
        uint128 power;
        uint128 teamPower;
        // Modulo 2^256: see the notes on the math ({MiningPoolRewards}).
        uint256 debt;
        address inviter;
        bool joined;
        uint32 directInvites;
        uint32 teamSize;
    }

    struct Position {
        uint128 amount;
        uint64 unlockAt;
        // The account's payout count when {_positionDebts} was last set ({Payout}).
        uint64 payouts;
    }

    /// @dev An account's last payout (claim, compound or a paying stake or unstake): the power
    /// accumulator then and how many payouts so far. A position whose `payouts` is behind earned
    /// `power * (acc - Payout.acc)` since, as its power has not changed since. Kept only where an
    /// account can hold several positions or team rewards ({_tracksPositions}). The accumulator is
    /// below 2^208 (see the notes on the math).
    struct Payout {
        uint208 acc;
        uint48 count;
    }

    /// @notice The factory that created this pool (the implementation's deployer).
    address public immutable factory;

    // The layout packs what one call writes together into one slot, and puts values that start at
    // zero beside values that never do: a first stake, claim or emission then changes a slot that
    // already holds something (2,900 gas) instead of filling an empty one (20,000).

    // The two slots a stake writes besides the staker's own both hold a value from the creation on
    // (the start, the fund), so a pool's first stake changes them (2,900 gas) instead of filling them;
    // the end, which every stake checks, is read with the first (timestamps fit 40 bits until 36812).

    uint40 internal _lastUpdate;
    /// @notice Sum of all powers.
    uint128 public totalPower;
    uint48 internal _stakerCount;
    uint40 internal _endTime;

    // A slot of its own, after the full one above (which it would otherwise share, leaving the
    // stake's slot empty at the creation).

    /// @notice When rewards start.
    uint64 public startTime;
    /// @notice When the creator last halved.
    uint64 public lastManualHalving;
    /// @notice Manual halvings so far.
    uint8 public manualHalvings;

    /// @notice Reward tokens received into the fund (net of what the creator took back after the end).
    uint128 public rewardDeposited;
    /// @dev Stake tokens staked in a pool with lock options (see {totalStaked}).
    uint128 internal _totalStaked;

    /// @notice Rewards emitted to stakers so far (owed or paid).
    uint128 public rewardAllocated;
    /// @notice Rewards paid out (claims and compounds).
    uint128 public rewardPaid;

    /// @notice Rewards per unit of power since the start, scaled by {ACC_SCALE}.
    uint256 public accRewardPerPower;
    /// @notice Rewards per unit of team power since the start, scaled by {ACC_SCALE}.
    uint256 public accRewardPerTeamPower;
    /// @notice Sum of all counted team powers (each at most its account's own power).
    uint128 public totalTeamPower;
    /// @notice Emission allocated but not yet in an accumulator (scaled by {ACC_SCALE}): what the
    /// last interval's division left over, paid with the next one.
    uint128 public rewardCarry;

    mapping(address account => Account) internal _accounts;
    mapping(address account => mapping(uint256 option => Position)) internal _positions;
    /// @dev Each position's own debt against `accRewardPerPower` (modulo 2^256), set in step with its
    /// power since the account's payout number `Position.payouts`: what the position earned since
    /// that payout is `power * acc - debt`. In a pool without lock options the one position is 0.
    mapping(address account => mapping(uint256 option => uint256)) internal _positionDebts;
    mapping(address account => Payout) internal _payouts;

    /// @notice Whether `account` may stake in a whitelist pool.
    mapping(address account => bool) public whitelisted;

    constructor() {
        factory = msg.sender;
    }
}

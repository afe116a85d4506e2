// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {CloneArgs} from "../utils/CloneArgs.sol";
import {ReentrancyLock} from "../utils/evm/ReentrancyLock.sol";
import {
    IMiningPool,
    MiningAccountView,
    MiningKind,
    MiningLockOption,
    MINING_MAX_LOCK_OPTIONS,
    MiningPoolView,
    MiningPositionView,
    MiningTeamView
} from "./IMiningPool.sol";

/**
 * @title MiningPool
 * @notice One TokenBox staking ("mining") pool, an EIP-1167 clone created by {MiningFactory}.
 *
 * Rate: rewards accrue PER SECOND (block timestamps), not per block: block times are irregular or
 * change on several catalogue chains (Fantom, Polygon zkEVM, Heco's and BSC's shorter blocks), so a
 * per-block rate would change the daily emission behind the stakers' backs. The pages show the rate
 * per day and per block at the chain's average block time.
 *
 * Math: MasterChef-style accumulators. Each account has a power (its stakes weighted by their lock
 * multiples) and, in team pools, a team power; `accRewardPerPower` and `accRewardPerTeamPower` grow
 * by each interval's emission divided by the total power, scaled by 1e24. An account's earnings are
 * `power * acc + teamPower * teamAcc - debt` (scaled), with one `debt` per account kept exact
 * (no per-account rounding), so the sum of what all accounts are owed never exceeds what was
 * emitted; a claim pays the whole-token part and keeps the remainder. The products and the debt are
 * computed modulo 2^256 (unchecked): their difference, an account's earnings, is at most the whole
 * emission scaled (below 2^208), so it is exact however large the accumulator grew. A dust first
 * stake grows the accumulator by the emission times 1e24 per wei of power; with checked products a
 * later large stake would overflow and revert for ever; with wrapping ones it cannot.
 *
 * Rounding: what an interval's division leaves over (less than one scaled unit per unit of power)
 * is carried ({rewardCarry}) into the next interval, never dropped: however often anyone updates
 * the pool (a `topUp(1)` every block, say) and however large the total power is against the
 * emission, every emitted unit reaches the stakers, less at most 1 wei at the pool's end.
 *
 * Fund: the emission is taken from the reward fund (deposited at creation and topped up by anyone):
 * `rewardAllocated` (emitted) never exceeds `rewardDeposited`, so rewards paid plus owed never exceed
 * what was deposited. A pool whose fund runs dry stops accruing (the view says how many seconds are
 * left at the current rate); a top-up resumes it from that moment. Nothing is emitted while nobody
 * stakes (the fund stays). Stakes are counted apart from the fund (`totalStaked`), so a pool whose
 * reward token is its stake token never pays stakes out as rewards.
 *
 * Deposits are credited by the balance received (a fee-on-transfer token credits what arrived: the
 * ZABU drain needs credit above the tokens received, which cannot happen here).
 *
 * Halving: the rate is `baseRewardPerSecond >> (automatic + manual halvings)`: automatic ones every
 * `halvingInterval` seconds from the start, manual ones by the creator ({halve}, at most once a
 * day); the rate never increases.
 *
 * Locks: a stake in lock option `i` weighs `multiplierBps / 10,000` and stays until `now + duration`
 * (staking more into the same option restarts its lock). Every lock ends when the pool ends. Leaving
 * early ({emergencyWithdraw}) is possible only in pools created with `earlyExit`, and pays the stated
 * `earlyExitPenaltyBps` of the stake: always burned (sent to 0x…dEaD), whether or not the stake
 * token is the reward token, so it never joins the fund the creator takes back after the end and
 * the creator gains nothing by provoking exits. An unlocked stake (any stake
 * of a Free or Halving pool, an expired lock, every stake once the pool ended) always leaves in full:
 * {unstake} and {emergencyWithdraw} touch no reward token, so a reward token that stops transferring
 * cannot hold a stake. An emergency exit forfeits only what the exiting position earned since the
 * account's last payout (back to the fund); the account's other positions and its team rewards keep
 * theirs. Each position keeps its own debt for that ({_positionOwed}); a payout settles them all at
 * once by counting the account's payouts ({Payout}), so no call walks the positions.
 *
 * Team power (Advanced pools with a `teamShareBps`): an account binds an inviter once, before its
 * first stake; the inviter must have staked before (or be the creator, who never binds), so no cycle
 * can form. 3% of each account's power is team power IN ALL, split across its inviters up to 32
 * generations: half of it (1.5%) to its inviter, a quarter to the inviter's inviter, and so on, each
 * generation half the one before ({teamPowerFor}); so what one stake creates over all its
 * generations together is at most 3% of its power (issue 73: when each of 32 inviters got 3%, one
 * person staking 6.5% through 33 chained accounts took the whole team share). Kept in step on every
 * power change: at most 32 accounts updated per transaction, fewer when the later generations' shares
 * do not change; the worst case is measured in the tests. `teamShareBps` of every interval's emission
 * is shared by team power (while some exists; else it goes to stakers). Team power comes from real
 * stake: an account's team power counts only up to its own power (an inviter that stakes dust earns a
 * team share on dust), and the team share is divided by the pool's counted team power but never by
 * less than 3% of the total power ({TEAM_POWER_BPS}; as no power creates more than 3% of itself, the
 * counted team power never exceeds it, so the divisor is always that 3%), the part a small team does
 * not earn going to stakers. So each unit of invited power brings its inviters the same team
 * emission, and a group of accounts earns at most the part of the team emission that its invitees'
 * part of the total power is: dust Sybils (X stakes 1 wei, Y binds X and stakes 67 wei) take a share
 * as small as their stake, and a chain of self-invites the part of its own invitees.
 *
 * Creator powers, all evented and capped: {halve} (once a day, manual-halving pools), {setWhitelist}
 * (whitelist pools, 200 addresses per call), {scheduleEnd} (only earlier, at least 7 days ahead) and
 * {withdrawUnspent} (only after the end, only the fund nobody earned). The creator can never take a
 * stake or rewards already earned.
 *
 * Every setting is its own public getter: explorers and the screens read them one by one, and
 * {poolInfo} reads them all at once. The settings fixed at creation are the clone's immutable
 * arguments ({CloneArgs}), not storage: see {MiningFactory-poolArgs}.
 */
contract MiningPool is IMiningPool, ReentrancyLock {
    using SafeERC20 for IERC20;
    using SafeCast for uint256;

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

    uint256 private constant _BPS = 10_000;
    uint256 private constant _MAX_SHIFT = 128;

    struct Account {
        uint128 power;
        uint128 teamPower;
        // Modulo 2^256: see the contract's notes on the math.
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

    // The settings fixed at creation are the clone's immutable arguments: its code after the proxy
    // ({CloneArgs}), in the layout of {MiningFactory-poolArgs} (offsets below). A call reads a word
    // of them for about 100 gas where a cold storage word costs 2,100, and the creation writes them
    // at 200 gas a byte where a storage word costs 22,100.
    uint256 private constant _ARG_STAKE_TOKEN = 0;
    uint256 private constant _ARG_REWARD_TOKEN = 20;
    uint256 private constant _ARG_CREATOR = 40;
    /// @dev kind (1 byte), flags (1), penalty (2), team share (2), base rate (16), halving interval (4).
    uint256 private constant _ARG_TERMS = 60;
    uint256 private constant _ARG_MIN_STAKE = 86;
    uint256 private constant _ARG_LOCK_COUNT = 118;
    /// @dev Each lock option: duration (4 bytes), multiple (4).
    uint256 private constant _ARG_LOCKS = 119;
    uint256 private constant _FLAG_LP = 1;
    uint256 private constant _FLAG_MANUAL_HALVING = 2;
    uint256 private constant _FLAG_EARLY_EXIT = 4;
    uint256 private constant _FLAG_WHITELIST = 8;

    // The layout packs what one call writes together into one slot, and puts values that start at
    // zero beside values that never do: a first stake, claim or emission then changes a slot that
    // already holds something (2,900 gas) instead of filling an empty one (20,000).

    // The two slots a stake writes besides the staker's own both hold a value from the creation on
    // (the start, the fund), so a pool's first stake changes them (2,900 gas) instead of filling them;
    // the end, which every stake checks, is read with the first (timestamps fit 40 bits until 36812).

    uint40 private _lastUpdate;
    /// @notice Sum of all powers.
    uint128 public totalPower;
    uint48 private _stakerCount;
    uint40 private _endTime;

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
    uint128 private _totalStaked;

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

    mapping(address account => Account) private _accounts;
    mapping(address account => mapping(uint256 option => Position)) private _positions;
    /// @dev Each position's own debt against `accRewardPerPower` (modulo 2^256), set in step with its
    /// power since the account's payout number `Position.payouts`: what the position earned since
    /// that payout is `power * acc - debt`. In a pool without lock options the one position is 0.
    mapping(address account => mapping(uint256 option => uint256)) private _positionDebts;
    mapping(address account => Payout) private _payouts;

    /// @notice Whether `account` may stake in a whitelist pool.
    mapping(address account => bool) public whitelisted;

    modifier onlyCreator() {
        if (msg.sender != creator()) revert MiningNotCreator(msg.sender);
        _;
    }

    constructor() {
        factory = msg.sender;
    }

    /// @inheritdoc IMiningPool
    function initialize(uint64 startTime_, uint64 endTime_) external {
        if (msg.sender != factory) revert MiningNotFactory(msg.sender);
        if (startTime != 0) revert MiningAlreadyInitialized();
        // The settings are this clone's arguments, which the factory encoded from the creator's
        // MiningConfig: they are checked here, once, as the config was before.
        if (creator() == address(0) || address(stakeToken()) == address(0) || address(rewardToken()) == address(0)) {
            revert MiningZeroAddress();
        }
        if (baseRewardPerSecond() == 0) revert MiningInvalidRewardRate();
        uint256 start = startTime_ < block.timestamp ? block.timestamp : startTime_;
        if (
            start > block.timestamp + 365 days
                || (endTime_ != 0 && (endTime_ <= start || endTime_ > start + 3650 days))
        ) {
            revert MiningInvalidTimes(startTime_, endTime_);
        }
        _checkKind();
        uint256 penaltyBps = earlyExitPenaltyBps();
        if (penaltyBps > MAX_SHARE_BPS) revert MiningShareTooHigh(penaltyBps, MAX_SHARE_BPS);
        uint256 teamBps = teamShareBps();
        if (teamBps > MAX_SHARE_BPS) revert MiningShareTooHigh(teamBps, MAX_SHARE_BPS);
        // At most MAX_LOCK_OPTIONS: the factory refuses more before packing them.
        uint256 optionCount = _lockOptionCount();
        for (uint256 i; i < optionCount; ++i) {
            MiningLockOption memory option = _lockOptionAt(i);
            if (
                option.duration > MAX_LOCK_DURATION || option.multiplierBps < _BPS
                    || option.multiplierBps > MAX_MULTIPLIER_BPS
            ) {
                revert MiningInvalidLockOption(i);
            }
        }
        address staked = address(stakeToken());
        if (isLp() && !_isPair(staked)) revert MiningNotLpToken(staked);

        startTime = uint64(start);
        _lastUpdate = uint40(start);
        // Within 3,650 days of a start at most a year ahead (checked above): it fits.
        _endTime = uint40(endTime_);
        // The factory sent the fund before this call; a fresh clone holds nothing else.
        rewardDeposited = rewardToken().balanceOf(address(this)).toUint128();
    }

    // ---------------------------------------------------------------- settings (the clone's arguments)

    /// @notice The pool's creator.
    function creator() public view returns (address) {
        return address(bytes20(CloneArgs.wordAt(_ARG_CREATOR)));
    }

    /// @notice The token stakers stake.
    function stakeToken() public view returns (IERC20) {
        return IERC20(address(bytes20(CloneArgs.wordAt(_ARG_STAKE_TOKEN))));
    }

    /// @notice The token rewards are paid in.
    function rewardToken() public view returns (IERC20) {
        return IERC20(address(bytes20(CloneArgs.wordAt(_ARG_REWARD_TOKEN))));
    }

    /// @notice The pool's kind.
    function kind() public view returns (MiningKind) {
        return MiningKind(uint8(_terms() >> 248));
    }

    /// @notice Whether the stake token was checked as a pair at creation.
    function isLp() public view returns (bool) {
        return _flags() & _FLAG_LP != 0;
    }

    /// @notice Whether the creator may halve the rate.
    function manualHalving() public view returns (bool) {
        return _flags() & _FLAG_MANUAL_HALVING != 0;
    }

    /// @notice Whether a locked stake may leave early (paying the penalty).
    function earlyExit() public view returns (bool) {
        return _flags() & _FLAG_EARLY_EXIT != 0;
    }

    /// @notice Whether only whitelisted accounts may stake.
    function whitelistOnly() public view returns (bool) {
        return _flags() & _FLAG_WHITELIST != 0;
    }

    /// @notice Share of a locked stake kept when it leaves early, in basis points.
    function earlyExitPenaltyBps() public view returns (uint16) {
        return uint16(_terms() >> 224);
    }

    /// @notice Share of the emission paid to team power, in basis points.
    function teamShareBps() public view returns (uint16) {
        return uint16(_terms() >> 208);
    }

    /// @notice The rate before halvings, per second.
    function baseRewardPerSecond() public view returns (uint128) {
        return uint128(_terms() >> 80);
    }

    /// @notice Seconds between automatic halvings (0 = none).
    function halvingInterval() public view returns (uint32) {
        return uint32(_terms() >> 48);
    }

    /// @notice The smallest stake a position may hold.
    function minStake() public view returns (uint256) {
        return uint256(CloneArgs.wordAt(_ARG_MIN_STAKE));
    }

    /// @dev The word of the kind, the flags, the shares, the rate and the halving interval.
    function _terms() private view returns (uint256) {
        return uint256(CloneArgs.wordAt(_ARG_TERMS));
    }

    function _flags() private view returns (uint256) {
        return uint8(_terms() >> 240);
    }

    /// @dev The pool has no lock options: its one implicit option (no lock, 1x) keeps no positions,
    /// an account's stake is its power (a stake then writes one slot of the staker's, not two).
    function _lockless() private view returns (bool) {
        return _lockOptionCount() == 0;
    }

    function _lockOptionCount() private view returns (uint256) {
        return uint8(uint256(CloneArgs.wordAt(_ARG_LOCK_COUNT)) >> 248);
    }

    function _lockOptionAt(uint256 option) private view returns (MiningLockOption memory) {
        uint256 word = uint256(CloneArgs.wordAt(_ARG_LOCKS + option * 8));
        return MiningLockOption({duration: uint32(word >> 224), multiplierBps: uint32(word >> 192)});
    }

    function _lockOptions() private view returns (MiningLockOption[] memory options) {
        uint256 count = _lockOptionCount();
        options = new MiningLockOption[](count);
        for (uint256 i; i < count; ++i) {
            options[i] = _lockOptionAt(i);
        }
    }

    // ---------------------------------------------------------------- stakers

    /// @inheritdoc IMiningPool
    function stake(uint256 option, uint256 amount, address inviter) external nonReentrant {
        _stake(option, amount, inviter);
    }

    /// @inheritdoc IMiningPool
    function stakeAndClaim(uint256 option, uint256 amount, address inviter) external nonReentrant {
        _stake(option, amount, inviter);
        _payOwed(false);
    }

    function _stake(uint256 option, uint256 amount, address inviter) private {
        if (amount == 0) revert MiningZeroAmount();
        if (inviter != address(0)) {
            Account storage account = _accounts[msg.sender];
            if (account.inviter == address(0) && !account.joined) _bind(account, inviter);
        }
        _checkCanStake(option);
        _update();
        IERC20 token = stakeToken();
        uint256 balanceBefore = token.balanceOf(address(this));
        token.safeTransferFrom(msg.sender, address(this), amount);
        uint256 received = token.balanceOf(address(this)) - balanceBefore;
        if (received == 0) revert MiningZeroAmount();
        _addStake(option, received);
    }

    /// @inheritdoc IMiningPool
    function unstake(uint256 option, uint256 amount) external nonReentrant {
        _unstake(option, amount);
    }

    /// @inheritdoc IMiningPool
    function unstakeAndClaim(uint256 option, uint256 amount) external nonReentrant {
        _unstake(option, amount);
        _payOwed(false);
    }

    function _unstake(uint256 option, uint256 amount) private {
        (uint256 staked, uint64 unlockAt, uint256 multiplierBps) = _stakeOf(option);
        if (amount == 0) revert MiningZeroAmount();
        if (amount > staked) revert MiningInsufficientStake(amount, staked);
        if (_isLocked(unlockAt)) revert MiningLocked(unlockAt);
        _update();
        _reduceStake(option, multiplierBps, staked, amount);
        stakeToken().safeTransfer(msg.sender, amount);
        emit Unstaked(msg.sender, option, amount);
    }

    /// @inheritdoc IMiningPool
    function claim() external nonReentrant {
        _update();
        _payOwed(true);
    }

    /// @inheritdoc IMiningPool
    function compound(uint256 option) external nonReentrant {
        if (address(rewardToken()) != address(stakeToken())) revert MiningNotSameToken();
        _checkCanStake(option);
        _update();
        uint256 amount = _takePending(_accounts[msg.sender]);
        rewardPaid += uint128(amount); // within what was allocated
        _addStake(option, amount);
        emit Compounded(msg.sender, option, amount);
    }

    /// @inheritdoc IMiningPool
    function emergencyWithdraw(uint256 option) external nonReentrant {
        (uint256 staked, uint64 unlockAt, uint256 multiplierBps) = _stakeOf(option);
        if (staked == 0) revert MiningZeroAmount();
        uint256 penalty;
        if (_isLocked(unlockAt)) {
            if (!earlyExit()) revert MiningLocked(unlockAt);
            penalty = (staked * earlyExitPenaltyBps()) / _BPS;
        }
        _update();
        Account storage account = _accounts[msg.sender];
        uint256 pending = _pendingOf(account);
        // What the exiting position earned since the last payout (all of the pending where the
        // account has one position and no team: a pool without lock options or team share). At most
        // the pending: the positions' earnings and the team's add up to it, less what a payout left.
        uint256 owed = pending;
        bool tracked = _tracksPositions();
        if (tracked) {
            uint256 positionPower = (staked * multiplierBps) / _BPS;
            owed = Math.min(_positionOwed(msg.sender, option, positionPower, accRewardPerPower), pending);
        }
        _reduceStake(option, multiplierBps, staked, staked);
        // The position is settled: its whole units are forfeited below, the scaled remainder stays
        // with the account (as a payout leaves it).
        if (tracked) _positionDebts[msg.sender][option] = 0;
        uint256 forfeited = owed / ACC_SCALE;
        if (forfeited != 0) {
            unchecked {
                account.debt += forfeited * ACC_SCALE;
            }
            rewardAllocated -= uint128(forfeited); // at most what was allocated
        }
        IERC20 token = stakeToken();
        if (penalty != 0) token.safeTransfer(BURN_ADDRESS, penalty);
        token.safeTransfer(msg.sender, staked - penalty);
        emit EmergencyWithdrawn(msg.sender, option, staked - penalty, penalty, forfeited);
    }

    /// @inheritdoc IMiningPool
    function bindInviter(address inviter) external {
        Account storage account = _accounts[msg.sender];
        if (account.inviter != address(0) || account.joined) revert MiningInvalidInviter(inviter);
        _bind(account, inviter);
    }

    /// @inheritdoc IMiningPool
    function topUp(uint256 amount) external nonReentrant {
        if (amount == 0) revert MiningZeroAmount();
        if (_ended()) revert MiningPoolEnded();
        _update();
        IERC20 reward = rewardToken();
        uint256 balanceBefore = reward.balanceOf(address(this));
        reward.safeTransferFrom(msg.sender, address(this), amount);
        uint256 received = reward.balanceOf(address(this)) - balanceBefore;
        if (received == 0) revert MiningZeroAmount();
        rewardDeposited += received.toUint128();
        emit RewardAdded(msg.sender, received);
    }

    // ---------------------------------------------------------------- creator

    /// @inheritdoc IMiningPool
    function halve() external onlyCreator {
        if (_ended()) revert MiningPoolEnded();
        uint256 nextAllowedAt = lastManualHalving == 0 ? 0 : lastManualHalving + MANUAL_HALVING_GAP;
        if (!manualHalving() || block.timestamp < nextAllowedAt || manualHalvings >= _MAX_SHIFT) {
            revert MiningHalvingNotAllowed(nextAllowedAt);
        }
        _update();
        uint8 count = manualHalvings + 1;
        manualHalvings = count;
        lastManualHalving = uint64(block.timestamp);
        emit Halved(count, _rateAt(block.timestamp));
    }

    /// @inheritdoc IMiningPool
    function setWhitelist(address[] calldata accounts, bool allowed) external onlyCreator {
        if (!whitelistOnly() || accounts.length > MAX_WHITELIST_BATCH) revert MiningWhitelistChangeRefused();
        for (uint256 i; i < accounts.length; ++i) {
            whitelisted[accounts[i]] = allowed;
            emit WhitelistUpdated(accounts[i], allowed);
        }
    }

    /// @inheritdoc IMiningPool
    function scheduleEnd(uint64 newEndTime) external onlyCreator {
        uint256 earliest = Math.max(block.timestamp + END_NOTICE, uint256(startTime) + 1);
        uint256 current = _endTime;
        // An end past 40 bits (the year 36812) is refused like any other impossible end.
        if (newEndTime < earliest || newEndTime > type(uint40).max || (current != 0 && newEndTime >= current)) {
            revert MiningInvalidEnd(newEndTime, earliest);
        }
        _update();
        _endTime = uint40(newEndTime);
        emit EndScheduled(newEndTime);
    }

    /// @inheritdoc IMiningPool
    function withdrawUnspent(address to) external onlyCreator nonReentrant {
        if (!_ended()) revert MiningPoolNotEnded(_endTime);
        if (to == address(0)) revert MiningZeroAddress();
        _update();
        // Nothing is emitted after the end: the carry's whole units will never reach an accumulator.
        uint256 carry = rewardCarry;
        uint256 allocated = rewardAllocated - carry / ACC_SCALE;
        uint256 amount = rewardDeposited - allocated;
        if (amount == 0) revert MiningZeroAmount();
        rewardCarry = uint128(carry % ACC_SCALE);
        rewardAllocated = uint128(allocated);
        rewardDeposited = uint128(allocated);
        rewardToken().safeTransfer(to, amount);
        emit UnspentWithdrawn(to, amount);
    }

    // ---------------------------------------------------------------- views

    /// @inheritdoc IMiningPool
    function poolInfo() external view returns (MiningPoolView memory info) {
        info.factory = factory;
        info.creator = creator();
        info.kind = kind();
        info.isLp = isLp();
        info.stakeToken = address(stakeToken());
        info.rewardToken = address(rewardToken());
        info.baseRewardPerSecond = baseRewardPerSecond();
        info.startTime = startTime;
        info.endTime = _endTime;
        info.lastUpdate = _lastUpdate;
        info.halvingInterval = halvingInterval();
        info.manualHalving = manualHalving();
        info.manualHalvings = manualHalvings;
        info.lastManualHalving = lastManualHalving;
        info.earlyExit = earlyExit();
        info.earlyExitPenaltyBps = earlyExitPenaltyBps();
        info.whitelistOnly = whitelistOnly();
        info.teamShareBps = teamShareBps();
        info.minStake = minStake();
        info.lockOptions = _lockless() ? _implicitOption() : _lockOptions();
        info.totalStaked = totalStaked();
        info.totalPower = totalPower;
        info.totalTeamPower = totalTeamPower;
        info.stakerCount = _stakerCount;
        info.rewardDeposited = rewardDeposited;
        info.rewardPaid = rewardPaid;
        info.ended = _ended();
        (,, uint256 booked,) = _accumulators();
        info.rewardAllocated = rewardAllocated + booked;
        info.rewardAvailable = rewardDeposited - info.rewardAllocated;
        if (!info.ended) {
            uint256 rate = _rateAt(block.timestamp);
            info.rewardPerSecond = rate;
            if (rate != 0) info.rewardSecondsLeft = info.rewardAvailable / rate;
        }
    }

    /// @inheritdoc IMiningPool
    function accountInfo(address who) external view returns (MiningAccountView memory info) {
        Account storage account = _accounts[who];
        info.power = account.power;
        info.teamPower = _countedTeamPower(account.teamPower, account.power);
        (uint256 acc, uint256 teamAcc,,) = _accumulators();
        uint256 pending = _earned(account, acc, teamAcc);
        info.pendingReward = pending / ACC_SCALE;
        info.inviter = account.inviter;
        info.joined = account.joined;
        info.whitelisted = whitelisted[who];
        (info.staked, info.positions) = _positionViews(who, account.power, acc, pending);
    }

    /// @dev {accountInfo}'s positions and their total stake: `power` is the account's, `acc` the
    /// power accumulator now and `pending` the account's pending reward (scaled).
    function _positionViews(address who, uint256 power, uint256 acc, uint256 pending)
        private
        view
        returns (uint256 staked, MiningPositionView[] memory positions)
    {
        if (_lockless()) {
            positions = new MiningPositionView[](1);
            uint256 owed = _tracksPositions() ? Math.min(_positionOwed(who, 0, power, acc), pending) : pending;
            positions[0] = MiningPositionView({
                option: 0, amount: power, power: power, unlockAt: 0, pendingReward: owed / ACC_SCALE
            });
            return (power, positions);
        }
        uint256 count = _lockOptionCount();
        positions = new MiningPositionView[](count);
        for (uint256 i; i < count; ++i) {
            positions[i] = _positionView(who, i, acc, pending);
            staked += positions[i].amount;
        }
    }

    function _positionView(address who, uint256 option, uint256 acc, uint256 pending)
        private
        view
        returns (MiningPositionView memory position)
    {
        Position storage stored = _positions[who][option];
        position.option = option;
        position.amount = stored.amount;
        position.power = (position.amount * _lockOptionAt(option).multiplierBps) / _BPS;
        position.unlockAt = stored.unlockAt;
        position.pendingReward = Math.min(_positionOwed(who, option, position.power, acc), pending) / ACC_SCALE;
    }

    /// @inheritdoc IMiningPool
    function teamInfo(address who) external view returns (MiningTeamView memory info) {
        Account storage account = _accounts[who];
        info.inviter = account.inviter;
        info.directInvites = account.directInvites;
        info.teamSize = account.teamSize;
        info.power = account.power;
        info.teamPower = _countedTeamPower(account.teamPower, account.power);
        info.totalTeamPower = totalTeamPower;
        info.teamShareBps = teamShareBps();
        info.invitedPower = account.teamPower;
        info.teamShareDivisor = _teamDivisor(totalTeamPower, totalPower);
    }

    /// @inheritdoc IMiningPool
    function pendingReward(address who) external view returns (uint256) {
        return _pendingView(_accounts[who]);
    }

    /// @notice When the pool ends (0 = no scheduled end).
    function endTime() external view returns (uint64) {
        return _endTime;
    }

    /// @notice Up to when the accumulators are brought.
    function lastUpdate() external view returns (uint64) {
        return _lastUpdate;
    }

    /// @notice Accounts staking now (with a power above zero).
    function stakerCount() external view returns (uint64) {
        return uint64(_stakerCount);
    }

    /// @notice Stake tokens staked (what stakers own): in a pool without lock options every stake
    /// weighs 1x, so the total power is the total staked and no second total is kept.
    function totalStaked() public view returns (uint128) {
        return _lockless() ? totalPower : _totalStaked;
    }

    /// @notice The rate now, per second, after every halving so far (0 once the pool has ended).
    function rewardPerSecond() external view returns (uint256) {
        return _ended() ? 0 : _rateAt(block.timestamp);
    }

    /// @notice Lock option `option` (the implicit no-lock 1x option in a pool without lock options).
    function lockOption(uint256 option) external view returns (MiningLockOption memory) {
        return _lockless() ? _implicitOption()[option] : _lockOptionAt(option);
    }

    /// @notice How many lock options the pool has (1 in a pool without lock options: the implicit one).
    function lockOptionCount() external view returns (uint256) {
        return _lockless() ? 1 : _lockOptionCount();
    }

    /// @notice The team power that `power` gives its inviter `generation` generations up (1: its
    /// own inviter), before that inviter's cap: 3% of it halved `generation` times; 0 beyond
    /// {TEAM_GENERATIONS}. Over all generations together, less than 3% of `power`.
    function teamPowerFor(uint256 power, uint256 generation) external pure returns (uint256) {
        if (generation == 0 || generation > TEAM_GENERATIONS) return 0;
        return ((power * TEAM_POWER_BPS) / _BPS) >> generation;
    }

    // ---------------------------------------------------------------- internals

    /// @dev The kind's rules on the settings (the clone's arguments).
    function _checkKind() private view {
        bool hasLocks = !_lockless();
        bool hasHalving = halvingInterval() != 0 || manualHalving();
        bool hasAdvanced = minStake() != 0 || whitelistOnly() || teamShareBps() != 0;
        MiningKind poolKind = kind();
        if (poolKind == MiningKind.Lock && !hasLocks) revert MiningLockOptionsEmpty();
        if (poolKind == MiningKind.Halving && !hasHalving) revert MiningHalvingEmpty();
        if (
            poolKind != MiningKind.Advanced
                && (
                    hasAdvanced || (hasLocks && poolKind != MiningKind.Lock)
                        || (hasHalving && poolKind != MiningKind.Halving)
                )
        ) {
            revert MiningOptionNotInKind(poolKind);
        }
        if (!hasLocks && (earlyExit() || earlyExitPenaltyBps() != 0)) {
            revert MiningOptionNotInKind(poolKind);
        }
    }

    /// @dev Whether `token` answers `token0()`, `token1()` and `factory()` and that factory's
    /// `getPair(token0, token1)` is `token` (a fake pair returning real tokens fails the last test).
    function _isPair(address token) private view returns (bool) {
        if (token.code.length == 0) return false;
        address token0 = _readAddress(token, abi.encodeWithSignature("token0()"));
        address token1 = _readAddress(token, abi.encodeWithSignature("token1()"));
        address pairFactory = _readAddress(token, abi.encodeWithSignature("factory()"));
        if (token0 == address(0) || token1 == address(0) || pairFactory.code.length == 0) return false;
        return _readAddress(pairFactory, abi.encodeWithSignature("getPair(address,address)", token0, token1)) == token;
    }

    function _readAddress(address target, bytes memory data) private view returns (address) {
        (bool ok, bytes memory result) = target.staticcall(data);
        if (!ok || result.length < 32) return address(0);
        uint256 word = abi.decode(result, (uint256));
        return word > type(uint160).max ? address(0) : address(uint160(word));
    }

    function _checkCanStake(uint256 option) private view {
        if (_ended()) revert MiningPoolEnded();
        // A pool without lock options has one implicit option, 0.
        uint256 count = _lockOptionCount();
        if (option >= (count == 0 ? 1 : count)) revert MiningUnknownOption(option);
        if (whitelistOnly() && !whitelisted[msg.sender]) revert MiningNotWhitelisted(msg.sender);
    }

    function _bind(Account storage account, address inviter) private {
        if (
            teamShareBps() == 0 || inviter == msg.sender || msg.sender == creator()
                || (inviter != creator() && !_accounts[inviter].joined)
        ) {
            revert MiningInvalidInviter(inviter);
        }
        account.inviter = inviter;
        ++_accounts[inviter].directInvites;
        emit InviterBound(msg.sender, inviter);
    }

    /// @dev The one option of a pool without lock options: no lock, 1x.
    function _implicitOption() private pure returns (MiningLockOption[] memory options) {
        options = new MiningLockOption[](1);
        options[0] = MiningLockOption({duration: 0, multiplierBps: uint32(_BPS)});
    }

    /// @dev The caller's stake in option `option`, when it unlocks and the option's multiple (a
    /// pool without lock options keeps no positions: its stake is the account's power).
    function _stakeOf(uint256 option) private view returns (uint256 staked, uint64 unlockAt, uint256 multiplierBps) {
        uint256 count = _lockOptionCount();
        if (count == 0) {
            if (option != 0) revert MiningUnknownOption(option);
            return (_accounts[msg.sender].power, 0, _BPS);
        }
        if (option >= count) revert MiningUnknownOption(option);
        Position storage position = _positions[msg.sender][option];
        return (position.amount, position.unlockAt, _lockOptionAt(option).multiplierBps);
    }

    function _addStake(uint256 option, uint256 amount) private {
        Account storage account = _accounts[msg.sender];
        uint256 multiplierBps = _BPS;
        uint64 unlockAt;
        uint256 before;
        uint256 total;
        bool lockless = _lockless();
        if (lockless) {
            before = account.power;
            total = before + amount;
        } else {
            MiningLockOption memory lock = _lockOptionAt(option);
            multiplierBps = lock.multiplierBps;
            if (lock.duration != 0) unlockAt = uint64(block.timestamp + lock.duration);
            Position storage position = _positions[msg.sender][option];
            before = position.amount;
            total = before + amount;
            position.amount = total.toUint128();
            position.unlockAt = unlockAt;
        }
        uint256 minimum = minStake();
        if (minimum != 0 && total < minimum) revert MiningBelowMinimumStake(total, minimum);
        // The position holds at least `amount` in a uint128 (SafeCast): the cast is exact. (A lockless
        // pool's total is its total power, which _changePower below keeps.)
        if (!lockless) _totalStaked += uint128(amount);
        // Only team pools record a first stake (the inviter rule and team sizes need it): a fresh
        // storage slot per staker is the dearest write of a stake.
        bool team = teamShareBps() != 0;
        bool joining = team && !account.joined;
        if (joining) account.joined = true;
        uint256 oldPositionPower = (before * multiplierBps) / _BPS;
        uint256 newPositionPower = (total * multiplierBps) / _BPS;
        // {_tracksPositions}, from what was read above.
        if (!lockless || team) _movePositionDebt(option, oldPositionPower, newPositionPower);
        _changePower(account, oldPositionPower, newPositionPower, joining);
        emit Staked(msg.sender, option, amount, unlockAt);
    }

    function _reduceStake(uint256 option, uint256 multiplierBps, uint256 staked, uint256 amount) private {
        uint256 remaining = staked - amount;
        bool lockless = _lockless();
        if (!lockless) {
            Position storage position = _positions[msg.sender][option];
            position.amount = uint128(remaining);
            if (remaining == 0) position.unlockAt = 0;
            _totalStaked -= uint128(amount); // at most the stake, within the total
        }
        uint256 oldPositionPower = (staked * multiplierBps) / _BPS;
        uint256 newPositionPower = (remaining * multiplierBps) / _BPS;
        if (!lockless || teamShareBps() != 0) _movePositionDebt(option, oldPositionPower, newPositionPower);
        _changePower(_accounts[msg.sender], oldPositionPower, newPositionPower, false);
    }

    /// @dev Moves the caller's power from `oldPositionPower` to `newPositionPower` (one position's
    /// weight) and the team power of up to {TEAM_GENERATIONS} inviters by their generation's part
    /// of 3% of the difference ({teamPowerFor}); each debt moves with its counted powers so nobody's
    /// earnings change. `joining` counts the caller in each inviter's team size. A team power counts
    /// up to its account's own power, so a change of the caller's own power can change its own
    /// counted team power too.
    function _changePower(Account storage account, uint256 oldPositionPower, uint256 newPositionPower, bool joining)
        private
    {
        uint256 oldPower = account.power;
        uint256 newPower = oldPower + newPositionPower - oldPositionPower;
        account.power = newPower.toUint128();
        // Read only where a team can exist: a pool without team share skips the team slots.
        uint256 teamAcc = teamShareBps() != 0 ? accRewardPerTeamPower : 0;
        int256 teamTotalDelta;
        uint256 ownTeam = account.teamPower;
        // Debts move modulo 2^256 (see the notes on the math): a negative delta wraps.
        unchecked {
            uint256 debtDelta = (newPower - oldPower) * accRewardPerPower;
            if (ownTeam != 0) {
                uint256 oldCounted = _countedTeamPower(ownTeam, oldPower);
                uint256 newCounted = _countedTeamPower(ownTeam, newPower);
                debtDelta += (newCounted - oldCounted) * teamAcc;
                // Both below 2^128.
                teamTotalDelta = int256(newCounted) - int256(oldCounted);
            }
            // Nothing to move before the first emission (the pool's first stakes): skip the slot.
            if (debtDelta != 0) account.debt += debtDelta;
        }
        totalPower = (totalPower + newPower - oldPower).toUint128();
        if (oldPower == 0 && newPower != 0) {
            ++_stakerCount;
        } else if (oldPower != 0 && newPower == 0) {
            --_stakerCount;
        }

        if (teamShareBps() == 0) return;
        address inviter = account.inviter;
        uint256 oldTeam = (oldPower * TEAM_POWER_BPS) / _BPS;
        uint256 newTeam = (newPower * TEAM_POWER_BPS) / _BPS;
        for (uint256 generation = 1; generation <= TEAM_GENERATIONS && inviter != address(0); ++generation) {
            // This generation's part: the 3% halved `generation` times (1.5%, 0.75%, ...).
            uint256 oldShare = oldTeam >> generation;
            uint256 newShare = newTeam >> generation;
            // Equal here, equal in every later generation (each is the one before halved): only a
            // first stake, which counts in every team size, walks on.
            if (oldShare == newShare && !joining) break;
            Account storage upline = _accounts[inviter];
            if (oldShare != newShare) {
                uint256 uplinePower = upline.power;
                uint256 oldInvited = upline.teamPower;
                uint256 newInvited = oldInvited + newShare - oldShare;
                upline.teamPower = newInvited.toUint128();
                uint256 oldCounted = _countedTeamPower(oldInvited, uplinePower);
                uint256 newCounted = _countedTeamPower(newInvited, uplinePower);
                if (oldCounted != newCounted) {
                    unchecked {
                        upline.debt += (newCounted - oldCounted) * teamAcc;
                        // Both below 2^128.
                        teamTotalDelta += int256(newCounted) - int256(oldCounted);
                    }
                }
            }
            if (joining) ++upline.teamSize;
            inviter = upline.inviter;
        }
        // The counted team powers sum to at most the total power (each at most its account's own).
        if (teamTotalDelta > 0) totalTeamPower += uint128(uint256(teamTotalDelta));
        else if (teamTotalDelta < 0) totalTeamPower -= uint128(uint256(-teamTotalDelta));
    }

    /// @dev The team power that counts: the invitees' team power, at most the account's own power.
    function _countedTeamPower(uint256 invited, uint256 power) private pure returns (uint256) {
        return invited < power ? invited : power;
    }

    /// @dev What the team emission is divided by: the counted team power, at least 3% of all power.
    /// As no power creates more than 3% of itself as team power, the floor is what it is in fact
    /// (the counted team power never exceeds it): each unit of team power earns the same whatever
    /// the pool's team, and the part no team earns goes to stakers.
    function _teamDivisor(uint256 teamTotal, uint256 powerTotal) private pure returns (uint256) {
        return Math.max(teamTotal, (powerTotal * TEAM_POWER_BPS) / _BPS);
    }

    /// @dev Pays the caller's whole-token pending rewards (the scaled remainder stays); with nothing
    /// owed, reverts when `required` (a claim) and does nothing otherwise (a stake or unstake).
    function _payOwed(bool required) private {
        Account storage account = _accounts[msg.sender];
        uint256 amount = _pendingOf(account) / ACC_SCALE;
        if (amount == 0) {
            if (required) revert MiningNothingToClaim();
            return;
        }
        unchecked {
            account.debt += amount * ACC_SCALE;
        }
        _recordPayout();
        rewardPaid += uint128(amount); // within what was allocated
        rewardToken().safeTransfer(msg.sender, amount);
        emit Claimed(msg.sender, amount);
    }

    /// @dev Takes the caller's whole-token pending rewards (the scaled remainder stays).
    function _takePending(Account storage account) private returns (uint256 amount) {
        amount = _pendingOf(account) / ACC_SCALE;
        if (amount == 0) revert MiningNothingToClaim();
        unchecked {
            account.debt += amount * ACC_SCALE;
        }
        _recordPayout();
    }

    /// @dev After a payout of the caller's pending: every position's earnings start again from now
    /// (each position catches up on its next change, {_movePositionDebt}).
    function _recordPayout() private {
        if (!_tracksPositions()) return;
        Payout storage payout = _payouts[msg.sender];
        // The accumulator stays below 2^208 (the whole emission scaled); the count cannot wrap.
        payout.acc = uint208(accRewardPerPower);
        ++payout.count;
    }

    /// @dev Whether the pool keeps each position's earnings apart ({_positionDebts}): where an
    /// account can hold several positions (lock options) or earn team rewards besides its stake.
    /// Elsewhere (Free and Halving pools, an Advanced pool without locks or team) the one position
    /// earns the whole pending, and nothing more is written.
    function _tracksPositions() private view returns (bool) {
        return !_lockless() || teamShareBps() != 0;
    }

    /// @dev What `who`'s position `option` (power `power` now) earned since its last payout, scaled.
    function _positionOwed(address who, uint256 option, uint256 power, uint256 acc) private view returns (uint256) {
        Payout memory payout = _payouts[who];
        unchecked {
            if (_positions[who][option].payouts == payout.count) return power * acc - _positionDebts[who][option];
            return power * (acc - payout.acc);
        }
    }

    /// @dev Moves position `option`'s debt with its power (`oldPower` to `newPower`) so that what
    /// it earned does not change, first catching up on a payout since its last change.
    function _movePositionDebt(uint256 option, uint256 oldPower, uint256 newPower) private {
        Position storage position = _positions[msg.sender][option];
        Payout memory payout = _payouts[msg.sender];
        uint256 debt;
        unchecked {
            if (position.payouts == payout.count) {
                debt = _positionDebts[msg.sender][option];
            } else {
                debt = oldPower * payout.acc;
                position.payouts = uint64(payout.count);
            }
            debt += (newPower - oldPower) * accRewardPerPower;
        }
        _positionDebts[msg.sender][option] = debt;
    }

    function _pendingOf(Account storage account) private view returns (uint256) {
        return _earned(account, accRewardPerPower, accRewardPerTeamPower);
    }

    function _pendingView(Account storage account) private view returns (uint256) {
        (uint256 acc, uint256 teamAcc,,) = _accumulators();
        return _earned(account, acc, teamAcc) / ACC_SCALE;
    }

    function _earned(Account storage account, uint256 acc, uint256 teamAcc) private view returns (uint256) {
        uint256 power = account.power;
        uint256 counted = _countedTeamPower(account.teamPower, power);
        unchecked {
            return power * acc + counted * teamAcc - account.debt;
        }
    }

    function _update() private {
        uint256 from = _lastUpdate;
        uint256 to = _clampToEnd(block.timestamp);
        if (to <= from) return;
        // Nobody staked: nothing is emitted (the accumulators' slots stay unread).
        if (totalPower == 0) {
            _lastUpdate = uint40(to);
            return;
        }
        (uint256 acc, uint256 teamAcc, uint256 booked, uint256 carry) = _accumulators();
        _lastUpdate = uint40(to);
        if (booked == 0 && carry == rewardCarry) return;
        rewardAllocated += uint128(booked); // at most the fund left, so within uint128
        rewardCarry = uint128(carry);
        if (acc != accRewardPerPower) accRewardPerPower = acc;
        if (teamAcc != accRewardPerTeamPower) accRewardPerTeamPower = teamAcc;
    }

    /// @dev The accumulators brought to now, what that books as allocated and the new carry,
    /// without writing anything. The interval's emission plus the carry (scaled) is divided: the
    /// team share by {_teamDivisor}, the rest (with what the team divisor left) by the total power;
    /// what the divisions leave is carried. Exact: `booked * ACC_SCALE` = what the accumulators
    /// distribute + the carry's change.
    function _accumulators() private view returns (uint256 acc, uint256 teamAcc, uint256 booked, uint256 carry) {
        acc = accRewardPerPower;
        teamAcc = accRewardPerTeamPower;
        carry = rewardCarry;
        uint256 from = _lastUpdate;
        uint256 to = _clampToEnd(block.timestamp);
        uint256 powerTotal = totalPower;
        if (to <= from || powerTotal == 0) return (acc, teamAcc, 0, carry);
        uint256 emitted = Math.min(_emission(from, to), rewardDeposited - rewardAllocated);
        if (emitted == 0) return (acc, teamAcc, 0, carry);
        // At most 2^128 * 1e24 + 2^128: no overflow.
        uint256 total = emitted * ACC_SCALE + carry;
        uint256 distributed;
        uint256 teamTotal = totalTeamPower;
        if (teamTotal != 0) {
            uint256 teamStep = Math.mulDiv(total, teamShareBps(), _BPS) / _teamDivisor(teamTotal, powerTotal);
            teamAcc += teamStep;
            distributed = teamStep * teamTotal;
        }
        uint256 step = (total - distributed) / powerTotal;
        acc += step;
        booked = emitted;
        carry = total - distributed - step * powerTotal; // < powerTotal < 2^128
    }

    /// @dev Rewards the schedule emits from `from` to `to` (both within the pool's life), halving
    /// segment by segment; at most 128 segments (the rate is zero after 128 halvings).
    function _emission(uint256 from, uint256 to) private view returns (uint256 total) {
        uint256 base = baseRewardPerSecond();
        uint256 manual = manualHalvings;
        uint256 interval = halvingInterval();
        if (interval == 0) return manual >= _MAX_SHIFT ? 0 : (base >> manual) * (to - from);
        uint256 start = startTime;
        while (from < to) {
            uint256 epoch = (from - start) / interval;
            uint256 shift = epoch + manual;
            if (shift >= _MAX_SHIFT) break;
            uint256 segmentEnd = Math.min(start + (epoch + 1) * interval, to);
            total += (base >> shift) * (segmentEnd - from);
            from = segmentEnd;
        }
    }

    function _rateAt(uint256 timestamp) private view returns (uint256) {
        uint256 shift = manualHalvings;
        uint256 interval = halvingInterval();
        uint256 start = startTime;
        if (interval != 0 && timestamp > start) shift += (timestamp - start) / interval;
        return shift >= _MAX_SHIFT ? 0 : uint256(baseRewardPerSecond()) >> shift;
    }

    function _clampToEnd(uint256 timestamp) private view returns (uint256) {
        uint256 end = _endTime;
        return end != 0 && timestamp > end ? end : timestamp;
    }

    function _ended() private view returns (bool) {
        uint256 end = _endTime;
        return end != 0 && block.timestamp >= end;
    }

    function _isLocked(uint64 unlockAt) private view returns (bool) {
        return block.timestamp < unlockAt && !_ended();
    }
}

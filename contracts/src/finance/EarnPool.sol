// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {ReentrancyLock} from "../utils/evm/ReentrancyLock.sol";
import {EarnConfig, EarnOption, EarnPoolView, EarnStake, IEarnPool} from "./IEarnPool.sol";

/**
 * @title EarnPool
 * @notice One TokenBox Earn pool (fixed-term staking at a fixed annual rate, the spec's `/fi/ea`), an
 * EIP-1167 clone created by {FinanceFactory}. One token is staked and paid as reward.
 *
 * Promise kept: a stake's reward (`amount * aprBps * duration / (10,000 * 365 days)`, simple
 * interest, rounded down) is RESERVED from the reward fund when the stake is made, and a stake whose
 * reward the unreserved fund cannot cover is refused ({EarnInsufficientRewardFund}). So
 * `rewardReserved <= rewardFund` always, and every promised reward is payable at maturity: this is
 * what separates Earn from the bean pools, which pay out of later deposits.
 *
 * Books: `totalStaked` (stakes not yet redeemed) and `rewardFund` (deposited for rewards, not yet
 * paid, reserved part included) are counted apart, so `token.balanceOf(pool) >= totalStaked +
 * rewardFund` (the invariant the tests check after every step). Stakes and top-ups are credited by
 * the balance received (a fee-on-transfer token credits what arrived); a payout sends the credit.
 *
 * Early redemption: only in pools created with it; the stake leaves for `earlyFeeBps` of its amount
 * and without reward. The fee joins the reward fund and the stake's reservation is released.
 *
 * Creator's only power: {withdrawUnreserved}, the fund nobody was promised. The creator can never
 * take a stake or a reserved reward, change a rate, a limit or the fee, or pause anything.
 */
contract EarnPool is IEarnPool, ReentrancyLock {
    using SafeERC20 for IERC20;
    using SafeCast for uint256;

    /// @notice Most options a pool may offer.
    uint256 public constant MAX_OPTIONS = 8;
    /// @notice Shortest custom duration: 1 hour.
    uint256 public constant MIN_DURATION = 1 hours;
    /// @notice Longest duration: 3 years.
    uint256 public constant MAX_DURATION = 3 * 365 days;
    /// @notice Highest annual rate: 1,000%.
    uint256 public constant MAX_APR_BPS = 100_000;
    /// @notice Highest early-redemption fee: 50%.
    uint256 public constant MAX_EARLY_FEE_BPS = 5_000;
    /// @notice The year of the annual rate.
    uint256 public constant YEAR = 365 days;

    uint256 private constant _BPS = 10_000;

    /// @notice The factory that created this pool (the only caller of {initialize}).
    address public immutable factory;

    // The layout is set by what a stake writes: the new stake (one word; an account's stake 0 also
    // holds its count of stakes, so a first stake fills one word of the staker's, not two) and
    // one word of the pool's that holds a value from the creation on (the unreserved fund beside the
    // total staked), so a pool's first stake changes it (2,900 gas) instead of filling it (22,100).
    // What a stake reads (the token, the stake count, the option count, whether limits are set) sits
    // in one word. The reserved rewards are the fund less its unreserved part: a stake changes the
    // unreserved part only, and the fund's word is written by payouts and top-ups.

    /// @notice Who created the pool (the only caller of {withdrawUnreserved}).
    address public creator;
    /// @notice Whether a stake may leave before maturity (false: never).
    bool public earlyRedemption;
    /// @notice The share of a stake kept when it leaves early (basis points).
    uint16 public earlyFeeBps;

    /// @notice The staked and rewarded token.
    IERC20 public token;
    /// @notice Stakes made so far.
    uint64 public stakeCount;
    uint8 private _optionCount;
    /// @dev Either limit is set (a stake reads them only then).
    bool private _limited;
    /// @dev The per-account limit is set: only then does a stake keep the account's active sum.
    bool private _userLimited;

    /// @dev The reward fund not promised to any stake.
    uint128 private _rewardUnreserved;
    /// @dev Stakes not yet redeemed.
    uint128 private _totalStaked;

    /// @dev Reward fund deposited and not yet paid (the reserved part included).
    uint128 private _rewardFund;
    /// @dev Rewards paid so far.
    uint128 private _rewardPaid;

    /// @notice Most the pool holds staked at once (0 = no limit).
    uint256 public totalStakeLimit;
    /// @notice Most one account holds staked at once (0 = no limit).
    uint256 public userStakeLimit;
    /// @notice Early fees kept so far (added to the fund).
    uint256 public earlyFees;

    /// @dev One stake, in one word: its promised reward is `rewardFor(amount, option)` (the options
    /// never change) and its start is `maturity - duration`. `count` is used in an account's stake
    /// 0 only: how many stakes the account made (its next stake's index).
    struct Position {
        uint128 amount;
        uint64 maturity;
        uint8 option;
        bool redeemed;
        uint32 count;
    }

    EarnOption[] private _options;
    mapping(address account => mapping(uint256 index => Position)) private _positions;
    /// @dev Each account's stakes not yet redeemed, summed: kept only in pools with a per-account limit.
    mapping(address account => uint256) private _active;

    modifier onlyCreator() {
        if (msg.sender != creator) revert EarnNotCreator(msg.sender);
        _;
    }

    constructor() {
        factory = msg.sender;
        // The implementation itself is never initialised: it holds nothing.
        creator = address(0xdead);
    }

    /// @inheritdoc IEarnPool
    function initialize(EarnConfig calldata config, address creator_) external {
        if (msg.sender != factory) revert EarnNotFactory(msg.sender);
        if (creator != address(0)) revert EarnAlreadyInitialized();
        if (creator_ == address(0) || config.token == address(0)) revert EarnZeroAddress();
        uint256 count = config.options.length;
        if (count == 0 || count > MAX_OPTIONS) revert EarnInvalidOption(count);
        for (uint256 i; i < count; ++i) {
            EarnOption calldata option = config.options[i];
            if (
                option.duration < MIN_DURATION || option.duration > MAX_DURATION || option.aprBps == 0
                    || option.aprBps > MAX_APR_BPS
            ) revert EarnInvalidOption(i);
            _options.push(option);
        }
        if (config.earlyFeeBps > MAX_EARLY_FEE_BPS || (!config.earlyRedemption && config.earlyFeeBps != 0)) {
            revert EarnInvalidEarlyFee(config.earlyFeeBps);
        }
        creator = creator_;
        earlyRedemption = config.earlyRedemption;
        earlyFeeBps = config.earlyFeeBps;
        token = IERC20(config.token);
        _optionCount = uint8(count);
        if (config.totalStakeLimit != 0 || config.userStakeLimit != 0) {
            _limited = true;
            _userLimited = config.userStakeLimit != 0;
            totalStakeLimit = config.totalStakeLimit;
            userStakeLimit = config.userStakeLimit;
        }
        // The factory sent the fund before this call: whatever arrived is the fund, all unreserved.
        uint128 fund = IERC20(config.token).balanceOf(address(this)).toUint128();
        _rewardFund = fund;
        _rewardUnreserved = fund;
    }

    /**
     * @notice Stakes `amount` for option `option`; the stake is credited what arrived and its reward
     * reserved from the fund.
     * @dev Requirements: a known option, a non-zero arrival, within both limits, a reward the
     * unreserved fund covers. Emits {Staked}.
     * @return index the stake's index in the caller's list.
     */
    function stake(uint256 option, uint256 amount) external nonReentrant returns (uint256 index) {
        if (option >= _optionCount) revert EarnUnknownOption(option);
        uint256 received = _receive(amount);
        uint256 staked = _totalStaked;
        if (_limited) _checkLimits(received, staked);
        EarnOption memory chosen = _options[option];
        uint256 reward = rewardFor(received, chosen);
        uint256 available = _rewardUnreserved;
        if (reward > available) revert EarnInsufficientRewardFund(reward, available);
        // Both within uint128: the reward within the unreserved fund, the amounts checked.
        _rewardUnreserved = uint128(available - reward);
        _totalStaked = (staked + received).toUint128();
        uint256 maturity = block.timestamp + chosen.duration;
        mapping(uint256 => Position) storage positions = _positions[msg.sender];
        Position storage first = positions[0];
        index = first.count;
        Position memory created = Position({
            amount: uint128(received), option: uint8(option), maturity: uint64(maturity), redeemed: false, count: 0
        });
        // A first stake is stake 0 and carries the count; a later one writes its own word and the count.
        if (index == 0) {
            created.count = 1;
            positions[0] = created;
        } else {
            positions[index] = created;
            first.count = index.toUint32() + 1;
        }
        ++stakeCount;
        emit Staked(msg.sender, index, option, received, reward, maturity);
    }

    /// @dev Checks both limits; in a pool with a per-account limit, adds `received` to the caller's
    /// active sum.
    function _checkLimits(uint256 received, uint256 staked) private {
        uint256 totalLimit = totalStakeLimit;
        if (totalLimit != 0 && staked + received > totalLimit) {
            revert EarnTotalLimitExceeded(received, totalLimit > staked ? totalLimit - staked : 0);
        }
        if (!_userLimited) return;
        uint256 userLimit = userStakeLimit;
        uint256 mine = _active[msg.sender];
        if (mine + received > userLimit) {
            revert EarnUserLimitExceeded(received, userLimit > mine ? userLimit - mine : 0);
        }
        _active[msg.sender] = mine + received;
    }

    /**
     * @notice Redeems the caller's stake `index`: at or after maturity the amount and its reward;
     * before it (only where the pool allows it) the amount less the early fee, without reward.
     * @dev Requirements: an unredeemed stake of the caller; early only with `earlyRedemption`.
     * Emits {Redeemed}.
     */
    function redeem(uint256 index) external nonReentrant {
        if (index >= _positions[msg.sender][0].count) revert EarnUnknownStake(index);
        Position storage position = _positions[msg.sender][index];
        if (position.redeemed) revert EarnAlreadyRedeemed(index);
        position.redeemed = true;
        uint256 amount = position.amount;
        uint256 reward = rewardFor(amount, _options[position.option]);
        _totalStaked -= uint128(amount);
        if (_userLimited) _active[msg.sender] -= amount;
        uint256 fee;
        if (block.timestamp >= position.maturity) {
            // The reserved reward leaves the fund: the unreserved part stays as it was.
            _rewardFund -= uint128(reward);
            _rewardPaid += uint128(reward);
        } else {
            if (!earlyRedemption) revert EarnEarlyRedemptionDisabled(position.maturity);
            fee = (amount * earlyFeeBps) / _BPS;
            // The reservation is released and the fee joins the fund, unreserved.
            _rewardUnreserved += (reward + fee).toUint128();
            _rewardFund += uint128(fee);
            earlyFees += fee;
            reward = 0;
        }
        token.safeTransfer(msg.sender, amount - fee + reward);
        emit Redeemed(msg.sender, index, amount - fee, reward, fee);
    }

    /**
     * @notice Adds `amount` to the reward fund (anyone); credited what arrived.
     * @dev Emits {ToppedUp}.
     */
    function topUp(uint256 amount) external nonReentrant {
        uint128 received = _receive(amount).toUint128();
        _rewardFund += received;
        _rewardUnreserved += received;
        emit ToppedUp(msg.sender, received);
    }

    /**
     * @notice The creator takes `amount` of the fund nobody was promised.
     * @dev Requirements: the creator; `amount <= rewardFund - rewardReserved`. Emits {UnreservedWithdrawn}.
     */
    function withdrawUnreserved(uint256 amount) external nonReentrant onlyCreator {
        uint256 available = _rewardUnreserved;
        if (amount == 0) revert EarnZeroAmount();
        if (amount > available) revert EarnAboveUnreserved(amount, available);
        // Both within uint128: at most the unreserved part of the fund.
        _rewardUnreserved = uint128(available - amount);
        _rewardFund -= uint128(amount);
        token.safeTransfer(msg.sender, amount);
        emit UnreservedWithdrawn(msg.sender, amount);
    }

    /// @notice The reward `amount` earns over `option`'s duration at its rate (rounded down).
    function rewardFor(uint256 amount, EarnOption memory option) public pure returns (uint256) {
        return (amount * option.aprBps * option.duration) / (_BPS * YEAR);
    }

    /// @notice The reward a stake of `amount` in option `option` would be promised now.
    function quoteReward(uint256 option, uint256 amount) external view returns (uint256) {
        if (option >= _optionCount) revert EarnUnknownOption(option);
        return rewardFor(amount, _options[option]);
    }

    /// @notice The part of stake `index` of `account`'s reward accrued so far (linear over its term;
    /// paid whole at maturity, never before).
    function accruedReward(address account, uint256 index) external view returns (uint256) {
        if (index >= _positions[account][0].count) revert EarnUnknownStake(index);
        EarnStake memory position = _stakeView(account, index);
        if (position.redeemed) return 0;
        if (block.timestamp >= position.maturity) return position.reward;
        return (uint256(position.reward) * (block.timestamp - position.start)) / (position.maturity - position.start);
    }

    /// @notice Every stake of `account`, redeemed ones included (their index is their place).
    function stakesOf(address account) external view returns (EarnStake[] memory list) {
        uint256 count = _positions[account][0].count;
        list = new EarnStake[](count);
        for (uint256 i; i < count; ++i) {
            list[i] = _stakeView(account, i);
        }
    }

    /// @notice Each account's stakes not yet redeemed, summed (the per-user limit counts these).
    function activeStake(address account) external view returns (uint256 active) {
        if (_userLimited) return _active[account];
        mapping(uint256 => Position) storage positions = _positions[account];
        uint256 count = positions[0].count;
        for (uint256 i; i < count; ++i) {
            Position memory position = positions[i];
            if (!position.redeemed) active += position.amount;
        }
    }

    /// @notice Stakes not yet redeemed.
    function totalStaked() external view returns (uint256) {
        return _totalStaked;
    }

    /// @notice Reward fund deposited and not yet paid (the reserved part included).
    function rewardFund() external view returns (uint256) {
        return _rewardFund;
    }

    /// @notice Rewards promised to stakes not yet redeemed.
    function rewardReserved() external view returns (uint256) {
        return _rewardFund - _rewardUnreserved;
    }

    /// @notice Rewards paid so far.
    function rewardPaid() external view returns (uint256) {
        return _rewardPaid;
    }

    /// @notice The pool's options.
    function options() external view returns (EarnOption[] memory) {
        return _options;
    }

    /// @notice The whole pool in one read.
    function poolInfo() external view returns (EarnPoolView memory info) {
        info.factory = factory;
        info.creator = creator;
        info.token = address(token);
        info.totalStakeLimit = totalStakeLimit;
        info.userStakeLimit = userStakeLimit;
        info.earlyRedemption = earlyRedemption;
        info.earlyFeeBps = earlyFeeBps;
        info.options = _options;
        info.totalStaked = _totalStaked;
        info.rewardFund = _rewardFund;
        info.rewardReserved = _rewardFund - _rewardUnreserved;
        info.rewardPaid = _rewardPaid;
        info.earlyFees = earlyFees;
        info.stakeCount = stakeCount;
    }

    /// @dev Stake `index` of `account` as the views show it (reward and start derived).
    function _stakeView(address account, uint256 index) private view returns (EarnStake memory) {
        Position memory position = _positions[account][index];
        EarnOption memory option = _options[position.option];
        return EarnStake({
            amount: position.amount,
            reward: uint128(rewardFor(position.amount, option)),
            start: position.maturity - option.duration,
            maturity: position.maturity,
            option: position.option,
            redeemed: position.redeemed
        });
    }

    function _receive(uint256 amount) private returns (uint256 received) {
        if (amount == 0) revert EarnZeroAmount();
        IERC20 staked = token;
        uint256 before = staked.balanceOf(address(this));
        staked.safeTransferFrom(msg.sender, address(this), amount);
        received = staked.balanceOf(address(this)) - before;
        if (received == 0) revert EarnZeroAmount();
    }
}

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

    /// @notice Who created the pool (the only caller of {withdrawUnreserved}).
    address public creator;
    /// @notice The staked and rewarded token.
    IERC20 public token;
    /// @notice Most the pool holds staked at once (0 = no limit).
    uint256 public totalStakeLimit;
    /// @notice Most one account holds staked at once (0 = no limit).
    uint256 public userStakeLimit;
    /// @notice Whether a stake may leave before maturity (false: never).
    bool public earlyRedemption;
    /// @notice The share of a stake kept when it leaves early (basis points).
    uint16 public earlyFeeBps;
    /// @notice Stakes not yet redeemed.
    uint256 public totalStaked;
    /// @notice Reward fund deposited and not yet paid (the reserved part included).
    uint256 public rewardFund;
    /// @notice Rewards promised to stakes not yet redeemed.
    uint256 public rewardReserved;
    /// @notice Rewards paid so far.
    uint256 public rewardPaid;
    /// @notice Early fees kept so far (added to the fund).
    uint256 public earlyFees;
    /// @notice Stakes made so far.
    uint256 public stakeCount;
    /// @notice Each account's stakes not yet redeemed, summed (the per-user limit counts these).
    mapping(address account => uint256) public activeStake;

    EarnOption[] private _options;
    mapping(address account => EarnStake[]) private _stakes;

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
        token = IERC20(config.token);
        totalStakeLimit = config.totalStakeLimit;
        userStakeLimit = config.userStakeLimit;
        earlyRedemption = config.earlyRedemption;
        earlyFeeBps = config.earlyFeeBps;
        // The factory sent the fund before this call: whatever arrived is the fund.
        rewardFund = IERC20(config.token).balanceOf(address(this));
    }

    /**
     * @notice Stakes `amount` for option `option`; the stake is credited what arrived and its reward
     * reserved from the fund.
     * @dev Requirements: a known option, a non-zero arrival, within both limits, a reward the
     * unreserved fund covers. Emits {Staked}.
     * @return index the stake's index in the caller's list.
     */
    function stake(uint256 option, uint256 amount) external nonReentrant returns (uint256 index) {
        if (option >= _options.length) revert EarnUnknownOption(option);
        uint256 received = _receive(amount);
        uint256 staked = totalStaked;
        if (totalStakeLimit != 0 && staked + received > totalStakeLimit) {
            revert EarnTotalLimitExceeded(received, totalStakeLimit > staked ? totalStakeLimit - staked : 0);
        }
        uint256 mine = activeStake[msg.sender];
        if (userStakeLimit != 0 && mine + received > userStakeLimit) {
            revert EarnUserLimitExceeded(received, userStakeLimit > mine ? userStakeLimit - mine : 0);
        }
        EarnOption memory chosen = _options[option];
        uint256 reward = rewardFor(received, chosen);
        uint256 available = rewardFund - rewardReserved;
        if (reward > available) revert EarnInsufficientRewardFund(reward, available);
        rewardReserved += reward;
        totalStaked = staked + received;
        activeStake[msg.sender] = mine + received;
        uint256 maturity = block.timestamp + chosen.duration;
        index = _stakes[msg.sender].length;
        _stakes[msg.sender].push(
            EarnStake({
                amount: received.toUint128(),
                reward: reward.toUint128(),
                start: uint64(block.timestamp),
                maturity: uint64(maturity),
                option: uint8(option),
                redeemed: false
            })
        );
        ++stakeCount;
        emit Staked(msg.sender, index, option, received, reward, maturity);
    }

    /**
     * @notice Redeems the caller's stake `index`: at or after maturity the amount and its reward;
     * before it (only where the pool allows it) the amount less the early fee, without reward.
     * @dev Requirements: an unredeemed stake of the caller; early only with `earlyRedemption`.
     * Emits {Redeemed}.
     */
    function redeem(uint256 index) external nonReentrant {
        EarnStake[] storage list = _stakes[msg.sender];
        if (index >= list.length) revert EarnUnknownStake(index);
        EarnStake storage position = list[index];
        if (position.redeemed) revert EarnAlreadyRedeemed(index);
        position.redeemed = true;
        uint256 amount = position.amount;
        uint256 reward = position.reward;
        totalStaked -= amount;
        activeStake[msg.sender] -= amount;
        rewardReserved -= reward;
        uint256 fee;
        if (block.timestamp >= position.maturity) {
            rewardFund -= reward;
            rewardPaid += reward;
        } else {
            if (!earlyRedemption) revert EarnEarlyRedemptionDisabled(position.maturity);
            reward = 0;
            fee = (amount * earlyFeeBps) / _BPS;
            rewardFund += fee;
            earlyFees += fee;
        }
        token.safeTransfer(msg.sender, amount - fee + reward);
        emit Redeemed(msg.sender, index, amount - fee, reward, fee);
    }

    /**
     * @notice Adds `amount` to the reward fund (anyone); credited what arrived.
     * @dev Emits {ToppedUp}.
     */
    function topUp(uint256 amount) external nonReentrant {
        uint256 received = _receive(amount);
        rewardFund += received;
        emit ToppedUp(msg.sender, received);
    }

    /**
     * @notice The creator takes `amount` of the fund nobody was promised.
     * @dev Requirements: the creator; `amount <= rewardFund - rewardReserved`. Emits {UnreservedWithdrawn}.
     */
    function withdrawUnreserved(uint256 amount) external nonReentrant onlyCreator {
        uint256 available = rewardFund - rewardReserved;
        if (amount == 0) revert EarnZeroAmount();
        if (amount > available) revert EarnAboveUnreserved(amount, available);
        rewardFund -= amount;
        token.safeTransfer(msg.sender, amount);
        emit UnreservedWithdrawn(msg.sender, amount);
    }

    /// @notice The reward `amount` earns over `option`'s duration at its rate (rounded down).
    function rewardFor(uint256 amount, EarnOption memory option) public pure returns (uint256) {
        return (amount * option.aprBps * option.duration) / (_BPS * YEAR);
    }

    /// @notice The reward a stake of `amount` in option `option` would be promised now.
    function quoteReward(uint256 option, uint256 amount) external view returns (uint256) {
        if (option >= _options.length) revert EarnUnknownOption(option);
        return rewardFor(amount, _options[option]);
    }

    /// @notice The part of stake `index` of `account`'s reward accrued so far (linear over its term;
    /// paid whole at maturity, never before).
    function accruedReward(address account, uint256 index) external view returns (uint256) {
        EarnStake memory position = _stakes[account][index];
        if (position.redeemed) return 0;
        if (block.timestamp >= position.maturity) return position.reward;
        return (uint256(position.reward) * (block.timestamp - position.start)) / (position.maturity - position.start);
    }

    /// @notice Every stake of `account`, redeemed ones included (their index is their place).
    function stakesOf(address account) external view returns (EarnStake[] memory) {
        return _stakes[account];
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
        info.totalStaked = totalStaked;
        info.rewardFund = rewardFund;
        info.rewardReserved = rewardReserved;
        info.rewardPaid = rewardPaid;
        info.earlyFees = earlyFees;
        info.stakeCount = stakeCount;
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

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {IMiningPool, MiningLockOption} from "./IMiningPool.sol";
import {MiningPoolCreation} from "./base/MiningPoolCreation.sol";
import {MiningPoolCreator} from "./base/MiningPoolCreator.sol";
import {MiningPoolTeam} from "./base/MiningPoolTeam.sol";
import {MiningPoolViews} from "./base/MiningPoolViews.sol";

/**
 * @title MiningPool
 * @notice One TokenBox staking ("mining") pool, an EIP-1167 clone created by {MiningFactory}.
 *
 * Layout: the storage and the limits are in {MiningPoolState}; each concern is a base of its own
 * ({MiningPoolSettings}: the settings fixed at creation, the clone's immutable arguments;
 * {MiningPoolRewards}: the emission, the accumulators and the notes on the math;
 * {MiningPoolPayouts}: payouts and each position's earnings; {MiningPoolTeam}: powers and team
 * power; {MiningPoolCreation}: the initialisation; {MiningPoolCreator}: the creator's powers;
 * {MiningPoolViews}: what the screens read); this contract composes them and holds what stakers
 * call: stake, unstake, claim, compound, emergency withdraw and top-up.
 *
 * Deposits are credited by the balance received (a fee-on-transfer token credits what arrived: the
 * ZABU drain needs credit above the tokens received, which cannot happen here). Stakes are counted
 * apart from the fund (`totalStaked`), so a pool whose reward token is its stake token never pays
 * stakes out as rewards.
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
 * theirs ({MiningPoolPayouts}).
 */
contract MiningPool is MiningPoolCreation, MiningPoolCreator, MiningPoolTeam, MiningPoolViews {
    using SafeERC20 for IERC20;
    using SafeCast for uint256;

    // {MiningPoolState}'s constructor records the factory. solc lists a constructor in the ABI only
    // for a contract that declares one, so this empty one keeps the ABI as it was (same code).
    constructor() {}

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

    function _checkCanStake(uint256 option) private view {
        if (_ended()) revert MiningPoolEnded();
        // A pool without lock options has one implicit option, 0.
        uint256 count = _lockOptionCount();
        if (option >= (count == 0 ? 1 : count)) revert MiningUnknownOption(option);
        if (whitelistOnly() && !whitelisted[msg.sender]) revert MiningNotWhitelisted(msg.sender);
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

    function _isLocked(uint64 unlockAt) private view returns (bool) {
        return block.timestamp < unlockAt && !_ended();
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {
    IMiningPool,
    MiningAccountView,
    MiningLockOption,
    MiningPoolView,
    MiningPositionView
} from "../IMiningPool.sol";
import {MiningPoolPayouts} from "./MiningPoolPayouts.sol";

/**
 * @title MiningPoolViews
 * @notice What the screens read of a {MiningPool}: the whole pool in one call ({poolInfo}), an
 * account with each of its positions ({accountInfo}), and the figures kept in packed storage or
 * derived from it (the end, the last update, the staker count, the total staked, the rate now and
 * the lock options). The team's view is {MiningPoolTeam}'s; each setting has its own getter in
 * {MiningPoolSettings}.
 */
abstract contract MiningPoolViews is MiningPoolPayouts {
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
}

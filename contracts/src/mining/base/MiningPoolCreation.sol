// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {IMiningPool, MiningKind, MiningLockOption} from "../IMiningPool.sol";
import {MiningPoolSettings} from "./MiningPoolSettings.sol";

/**
 * @title MiningPoolCreation
 * @notice A {MiningPool} clone's one initialisation, by its factory right after the creation: the
 * settings (the clone's arguments, which the factory encoded from the creator's `MiningConfig`)
 * checked against the kind's rules and the limits, the stake token checked as a pair of its own
 * factory in an LP pool, and the start, the end and the fund recorded.
 */
abstract contract MiningPoolCreation is MiningPoolSettings {
    using SafeCast for uint256;

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
}

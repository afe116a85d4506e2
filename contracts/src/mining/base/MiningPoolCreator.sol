// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {IMiningPool} from "../IMiningPool.sol";
import {MiningPoolRewards} from "./MiningPoolRewards.sol";

/**
 * @title MiningPoolCreator
 * @notice The powers of a {MiningPool}'s creator, all evented and capped: {halve} (once a day,
 * manual-halving pools), {setWhitelist} (whitelist pools, 200 addresses per call), {scheduleEnd}
 * (only earlier, at least 7 days ahead) and {withdrawUnspent} (only after the end, only the fund
 * nobody earned). The creator can never take a stake or rewards already earned.
 */
abstract contract MiningPoolCreator is MiningPoolRewards {
    using SafeERC20 for IERC20;

    modifier onlyCreator() {
        if (msg.sender != creator()) revert MiningNotCreator(msg.sender);
        _;
    }

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
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {MiningPoolRewards} from "./MiningPoolRewards.sol";

/**
 * @title MiningPoolPayouts
 * @notice How a {MiningPool} pays an account what it earned, and what each of its positions earned
 * since its last payout. An emergency exit forfeits only what the exiting position earned since the
 * account's last payout (back to the fund); the account's other positions and its team rewards keep
 * theirs. Each position keeps its own debt for that ({_positionOwed}); a payout settles them all at
 * once by counting the account's payouts ({Payout}), so no call walks the positions. Pools where an
 * account has one position and no team reward keep none of this ({_tracksPositions}).
 */
abstract contract MiningPoolPayouts is MiningPoolRewards {
    using SafeERC20 for IERC20;

    /// @dev Pays the caller's whole-token pending rewards (the scaled remainder stays); with nothing
    /// owed, reverts when `required` (a claim) and does nothing otherwise (a stake or unstake).
    function _payOwed(bool required) internal {
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
    function _takePending(Account storage account) internal returns (uint256 amount) {
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
    function _tracksPositions() internal view returns (bool) {
        return !_lockless() || teamShareBps() != 0;
    }

    /// @dev What `who`'s position `option` (power `power` now) earned since its last payout, scaled.
    function _positionOwed(address who, uint256 option, uint256 power, uint256 acc) internal view returns (uint256) {
        Payout memory payout = _payouts[who];
        unchecked {
            if (_positions[who][option].payouts == payout.count) return power * acc - _positionDebts[who][option];
            return power * (acc - payout.acc);
        }
    }

    /// @dev Moves position `option`'s debt with its power (`oldPower` to `newPower`) so that what
    /// it earned does not change, first catching up on a payout since its last change.
    function _movePositionDebt(uint256 option, uint256 oldPower, uint256 newPower) internal {
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
}

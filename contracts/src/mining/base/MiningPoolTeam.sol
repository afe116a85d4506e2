// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {IMiningPool, MiningTeamView} from "../IMiningPool.sol";
import {MiningPoolRewards} from "./MiningPoolRewards.sol";

/**
 * @title MiningPoolTeam
 * @notice The powers of a {MiningPool}'s accounts: each account's own power and, in team pools, the
 * team power its stake gives its inviters.
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
 */
abstract contract MiningPoolTeam is MiningPoolRewards {
    using SafeCast for uint256;

    /// @inheritdoc IMiningPool
    function bindInviter(address inviter) external {
        Account storage account = _accounts[msg.sender];
        if (account.inviter != address(0) || account.joined) revert MiningInvalidInviter(inviter);
        _bind(account, inviter);
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

    /// @notice The team power that `power` gives its inviter `generation` generations up (1: its
    /// own inviter), before that inviter's cap: 3% of it halved `generation` times; 0 beyond
    /// {TEAM_GENERATIONS}. Over all generations together, less than 3% of `power`.
    function teamPowerFor(uint256 power, uint256 generation) external pure returns (uint256) {
        if (generation == 0 || generation > TEAM_GENERATIONS) return 0;
        return ((power * TEAM_POWER_BPS) / _BPS) >> generation;
    }

    function _bind(Account storage account, address inviter) internal {
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

    /// @dev Moves the caller's power from `oldPositionPower` to `newPositionPower` (one position's
    /// weight) and the team power of up to {TEAM_GENERATIONS} inviters by their generation's part
    /// of 3% of the difference ({teamPowerFor}); each debt moves with its counted powers so nobody's
    /// earnings change. `joining` counts the caller in each inviter's team size. A team power counts
    /// up to its account's own power, so a change of the caller's own power can change its own
    /// counted team power too.
    function _changePower(Account storage account, uint256 oldPositionPower, uint256 newPositionPower, bool joining)
        internal
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
}

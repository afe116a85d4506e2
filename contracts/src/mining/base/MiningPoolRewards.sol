// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {MiningPoolSettings} from "./MiningPoolSettings.sol";

/**
 * @title MiningPoolRewards
 * @notice The emission of a {MiningPool} and what each account earned of it: the halving schedule,
 * the fund's cap, the accumulators and the carry.
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
 * stakes (the fund stays).
 *
 * Halving: the rate is `baseRewardPerSecond >> (automatic + manual halvings)`: automatic ones every
 * `halvingInterval` seconds from the start, manual ones by the creator ({halve}, at most once a
 * day); the rate never increases.
 *
 * Team share: `teamShareBps` of every interval's emission is shared by team power (while some
 * exists; else it goes to stakers), divided by the counted team power but never by less than 3% of
 * the total power ({_teamDivisor}); how team power arises is {MiningPoolTeam}'s.
 */
abstract contract MiningPoolRewards is MiningPoolSettings {
    /// @dev The team power that counts: the invitees' team power, at most the account's own power.
    function _countedTeamPower(uint256 invited, uint256 power) internal pure returns (uint256) {
        return invited < power ? invited : power;
    }

    /// @dev What the team emission is divided by: the counted team power, at least 3% of all power.
    /// As no power creates more than 3% of itself as team power, the floor is what it is in fact
    /// (the counted team power never exceeds it): each unit of team power earns the same whatever
    /// the pool's team, and the part no team earns goes to stakers.
    function _teamDivisor(uint256 teamTotal, uint256 powerTotal) internal pure returns (uint256) {
        return Math.max(teamTotal, (powerTotal * TEAM_POWER_BPS) / _BPS);
    }

    function _pendingOf(Account storage account) internal view returns (uint256) {
        return _earned(account, accRewardPerPower, accRewardPerTeamPower);
    }

    function _pendingView(Account storage account) internal view returns (uint256) {
        (uint256 acc, uint256 teamAcc,,) = _accumulators();
        return _earned(account, acc, teamAcc) / ACC_SCALE;
    }

    function _earned(Account storage account, uint256 acc, uint256 teamAcc) internal view returns (uint256) {
        uint256 power = account.power;
        uint256 counted = _countedTeamPower(account.teamPower, power);
        unchecked {
            return power * acc + counted * teamAcc - account.debt;
        }
    }

    function _update() internal {
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
    function _accumulators() internal view returns (uint256 acc, uint256 teamAcc, uint256 booked, uint256 carry) {
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

    function _rateAt(uint256 timestamp) internal view returns (uint256) {
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

    function _ended() internal view returns (bool) {
        uint256 end = _endTime;
        return end != 0 && block.timestamp >= end;
    }
}

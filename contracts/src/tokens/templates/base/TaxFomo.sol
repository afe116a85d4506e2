// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TaxFomoConfig, TaxTokenState} from "./TaxTokenState.sol";

/**
 * @title TaxFomo
 * @notice The fomo prize pool of a tax token (the {fomoEnabled} option, fixed at deployment): the fomo
 * share of each trade collects as tokens in the contract, the last buyers of at least the threshold
 * become candidates, and when no qualifying buy came for a window the candidates share part of the
 * pool.
 *
 * Storage: `_fomo` (one slot), `_fomoCandidates`, `fomoPool`. The template's transfer path calls
 * {_payFomoIfRoundOver} on every transfer and {_recordFomoBuy} on taxed buys.
 */
abstract contract TaxFomo is TaxTokenState {
    // ------------------------------------------------------------------ views

    /// @notice The fomo settings and round state.
    /// @return config Window, threshold, winners and period reward.
    /// @return lastQualifiedAt Time of the last qualifying buy of the current round.
    /// @return candidates The current candidates (at most {MAX_FOMO_WINNERS}).
    function fomoState()
        external
        view
        returns (TaxFomoConfig memory config, uint256 lastQualifiedAt, address[] memory candidates)
    {
        FomoState memory fomo = _fomo;
        config = TaxFomoConfig(fomo.window, fomo.threshold, fomo.topWinners, fomo.periodRewardBps);
        lastQualifiedAt = fomo.lastQualifiedAt;
        candidates = new address[](fomo.candidateCount);
        for (uint256 i; i < candidates.length; ++i) {
            candidates[i] = _fomoCandidates[i];
        }
    }

    // ------------------------------------------------------------------ owner powers

    /**
     * @notice Sets the fomo prize pool rules. Owner only; needs the fomo option. Changing
     * `topWinners` clears the current candidates. Emits {FomoSettingsUpdated}.
     * @param window Seconds without a qualifying buy that end a round (non-zero).
     * @param threshold Least buy that makes the buyer a candidate.
     * @param topWinners Candidates paid per round (1 to 10).
     * @param periodRewardBps Share of the pool paid per round (1 to 10,000 bps).
     */
    function setFomo(uint32 window, uint128 threshold, uint8 topWinners, uint16 periodRewardBps) external onlyOwner {
        if (!fomoEnabled) revert TokenFomoDisabled();
        _setFomo(window, threshold, topWinners, periodRewardBps);
    }

    // ------------------------------------------------------------------ internals

    function _setFomo(uint32 window, uint128 threshold, uint8 topWinners, uint16 periodRewardBps) internal {
        if (window == 0 || topWinners == 0 || topWinners > MAX_FOMO_WINNERS || periodRewardBps == 0 || periodRewardBps > BPS)
        {
            revert TokenFomoSettingsInvalid();
        }
        FomoState storage fomo = _fomo;
        if (fomo.topWinners != topWinners) {
            fomo.candidateCount = 0;
            fomo.nextCandidate = 0;
        }
        fomo.window = window;
        fomo.threshold = threshold;
        fomo.topWinners = topWinners;
        fomo.periodRewardBps = periodRewardBps;
        emit FomoSettingsUpdated(window, threshold, topWinners, periodRewardBps);
    }

    function _recordFomoBuy(address buyer, uint256 value) internal {
        FomoState storage fomo = _fomo;
        if (value < fomo.threshold) return;
        uint8 next = fomo.nextCandidate;
        uint8 top = fomo.topWinners;
        _fomoCandidates[next] = buyer;
        fomo.nextCandidate = next + 1 == top ? 0 : next + 1;
        if (fomo.candidateCount < top) fomo.candidateCount += 1;
        fomo.lastQualifiedAt = uint40(block.timestamp);
        emit FomoCandidateRecorded(buyer, value);
    }

    /// @dev Ends the round when its window has passed: pays `periodRewardBps` of the pool equally to
    /// the candidates (at most {MAX_FOMO_WINNERS}) and clears them.
    function _payFomoIfRoundOver() internal {
        FomoState storage fomo = _fomo;
        uint256 count = fomo.candidateCount;
        if (count == 0 || block.timestamp < uint256(fomo.lastQualifiedAt) + fomo.window) return;
        uint256 amountEach = (uint256(fomoPool) * fomo.periodRewardBps) / BPS / count;
        address[] memory winners = new address[](count);
        uint256 paid;
        for (uint256 i; i < count; ++i) {
            address winner = _fomoCandidates[i];
            winners[i] = winner;
            if (amountEach != 0 && _accounts[winner].flags & FLAG_BLACKLISTED == 0) {
                super._update(address(this), winner, amountEach);
                paid += amountEach;
            }
        }
        // Cast is safe: paid <= fomoPool.
        fomoPool -= uint128(paid);
        fomo.candidateCount = 0;
        fomo.nextCandidate = 0;
        emit FomoPrizePaid(winners, amountEach);
    }
}

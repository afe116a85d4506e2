// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {LiquidityFloor} from "../utils/LiquidityFloor.sol";
import {ClaimMode, IPresale, PayCoin, Phase, PresaleConfig, PresaleKind, PresaleParams} from "./ILaunchpad.sol";
import {LpLockFloor} from "../utils/LpLockFloor.sol";

/**
 * @title PresaleValidation
 * @notice The checks a presale's terms pass before {LaunchpadFactory} creates it (in the factory, so
 * that the {Presale} implementation fits EIP-170). Each failure is one of {IPresale}'s errors.
 */
library PresaleValidation {
    uint256 internal constant BPS = 10_000;
    /// @dev Mirrors {Presale}'s constants.
    uint256 internal constant MAX_INVITE_BPS = 2_000;
    uint256 internal constant MAX_PENALTY_BPS = 1_000;
    uint256 internal constant MIN_GRACE = 1 days;
    /// @dev Published as {LaunchpadFactory.MIN_LP_LOCK_DURATION}.
    uint256 internal constant MIN_LP_LOCK_DURATION = LpLockFloor.MIN_LP_LOCK_DURATION;
    /// @dev Published as {LaunchpadFactory.MAX_VESTING_DELAY}.
    uint256 internal constant MAX_VESTING_DELAY = 365 days;
    /// @dev Published as {LaunchpadFactory.MAX_VESTING_DURATION}.
    uint256 internal constant MAX_VESTING_DURATION = 3 * 365 days;
    uint256 internal constant MAX_GRACE = 30 days;
    /// @dev Published as {LaunchpadFactory.MIN_LIQUIDITY_BPS}: the floor every sale family holds
    /// ({LiquidityFloor}).
    uint256 internal constant MIN_LIQUIDITY_BPS = LiquidityFloor.MIN_LIQUIDITY_BPS;
    /// @dev Published as {LaunchpadFactory.MAX_DURATION}.
    uint256 internal constant MAX_DURATION = 365 days;
    uint256 internal constant GENERATIONS = 6;

    /// @notice Reverts with the first rule `p` breaks (see {PresaleConfig} and {IPresale}'s errors).
    function validate(PresaleParams calldata p) internal view {
        PresaleConfig calldata c = p.config;
        bool fair = c.kind == PresaleKind.FairLaunch;
        bool multi = c.kind == PresaleKind.MultiPeriod;
        if (c.token == address(0) || c.token.code.length == 0) revert IPresale.PresaleInvalidToken(c.token);
        if (c.start < block.timestamp || c.start >= c.end) revert IPresale.PresaleInvalidTimes(c.start, c.end);
        if (c.end - c.start > MAX_DURATION) revert IPresale.PresaleTooLong(c.end - c.start, MAX_DURATION);
        uint256 nCoins = p.payCoins.length;
        if (nCoins == 0 || nCoins > 8 || (nCoins > 1 && c.kind != PresaleKind.Advanced)) {
            revert IPresale.PresaleInvalidPayCoins();
        }
        for (uint256 i; i < nCoins; ++i) {
            PayCoin calldata pc = p.payCoins[i];
            if (pc.coin == c.token) revert IPresale.PresaleInvalidToken(c.token);
            for (uint256 j; j < i; ++j) {
                if (p.payCoins[j].coin == pc.coin) revert IPresale.PresaleInvalidPayCoins();
            }
            bool badRate = fair ? pc.rate != 0 : (!multi && pc.rate == 0);
            bool badListing = fair ? pc.listingRate != 0 : pc.listingRate == 0;
            if (badRate || badListing) revert IPresale.PresaleInvalidRate(i);
        }
        uint256 nPhases = p.phases.length;
        if (multi) {
            if (nPhases == 0 || nPhases > 16) revert IPresale.PresaleInvalidPhases(0);
            uint256 sum;
            uint256 previousEnd;
            for (uint256 i; i < nPhases; ++i) {
                Phase calldata ph = p.phases[i];
                if (ph.start >= ph.end || ph.start < previousEnd || ph.rate == 0 || ph.tokenCap == 0) {
                    revert IPresale.PresaleInvalidPhases(i);
                }
                previousEnd = ph.end;
                sum += ph.tokenCap;
            }
            if (p.phases[0].start != c.start || previousEnd != c.end || sum != c.hardCap) {
                revert IPresale.PresaleInvalidPhases(nPhases);
            }
        } else if (nPhases != 0) {
            revert IPresale.PresaleInvalidPhases(0);
        }
        // The presale keeps its books in 128-bit words (no token's supply comes near 2^128 units).
        if (
            (fair ? (c.hardCap != 0 || c.tokensForSale == 0) : (c.hardCap == 0 || c.tokensForSale != 0))
                || c.hardCap > type(uint128).max
        ) {
            revert IPresale.PresaleInvalidCaps(c.softCap, c.hardCap);
        }
        if (!fair && c.softCap > c.hardCap) revert IPresale.PresaleInvalidCaps(c.softCap, c.hardCap);
        if (
            (c.maxBuy != 0 && c.minBuy > c.maxBuy) || (c.maxPerBuyer != 0 && c.minBuy > c.maxPerBuyer)
                || (c.maxBuy != 0 && c.maxPerBuyer != 0 && c.maxBuy > c.maxPerBuyer)
                || (!fair && c.minBuy > c.hardCap)
        ) revert IPresale.PresaleInvalidBuyLimits(c.minBuy, c.maxBuy, c.maxPerBuyer);
        // Every presale lists: at least 51% of the raise goes to the pool (buyers get a market, the
        // creator cannot keep nearly all of it), locked for at least the floor or burned.
        if (
            !LiquidityFloor.holds(c.liquidityBps) || c.router == address(0)
                || (!c.burnLp && (c.locker == address(0) || c.lpLockDuration < MIN_LP_LOCK_DURATION))
        ) revert IPresale.PresaleInvalidListing();
        _validateClaims(c, fair);
        uint256 inviteTotal;
        for (uint256 i; i < p.inviteBps.length; ++i) {
            inviteTotal += p.inviteBps[i];
        }
        if (p.inviteBps.length > GENERATIONS || inviteTotal > MAX_INVITE_BPS) {
            revert IPresale.PresaleInvalidInviteRewards(inviteTotal, MAX_INVITE_BPS);
        }
        uint256 nTiers = p.tierDelays.length;
        if (nTiers > 16 || (!c.whitelist && (c.merkleRoot != 0 || nTiers != 0 || c.publicAt != 0))) {
            revert IPresale.PresaleInvalidWhitelist();
        }
        for (uint256 i = 1; i < nTiers; ++i) {
            if (p.tierDelays[i] < p.tierDelays[i - 1]) revert IPresale.PresaleInvalidWhitelist();
        }
        if (c.emergencyPenaltyBps > MAX_PENALTY_BPS || (!c.emergencyWithdraw && c.emergencyPenaltyBps != 0)) {
            revert IPresale.PresaleInvalidPenalty(c.emergencyPenaltyBps, MAX_PENALTY_BPS);
        }
        if (c.finalizeGrace < MIN_GRACE || c.finalizeGrace > MAX_GRACE) {
            revert IPresale.PresaleInvalidGrace(c.finalizeGrace, MIN_GRACE, MAX_GRACE);
        }
    }

    /// @dev How many intervals a linear release takes after its first share to reach everything.
    function _cycles(uint256 first, uint256 cycle) private pure returns (uint256) {
        return (BPS - first + cycle - 1) / cycle;
    }

    function _validateClaims(PresaleConfig calldata c, bool fair) private pure {
        bool linear = c.claimMode == ClaimMode.Linear;
        bool bad;
        if (c.claimMode == ClaimMode.Immediately) bad = c.softCap != 0 || c.emergencyWithdraw || fair;
        if (linear) {
            uint256 first = c.vestingFirstBps;
            uint256 cycle = c.vestingCycleBps;
            bad = first > BPS || cycle > BPS || first + cycle == 0
                || (first < BPS && (c.vestingInterval == 0 || cycle == 0))
                // Buyers' tokens vest in a stated window: the first share at most a year after the
                // end, everything within three years of that (the raise is paid at the finalize).
                || c.vestingStart > c.end + MAX_VESTING_DELAY
                || (first < BPS && cycle != 0 && _cycles(first, cycle) * c.vestingInterval > MAX_VESTING_DURATION);
        } else {
            bad = bad || c.vestingStart != 0 || c.vestingInterval != 0 || c.vestingFirstBps != 0
                || c.vestingCycleBps != 0;
        }
        if (bad) revert IPresale.PresaleInvalidClaimMode();
    }
}

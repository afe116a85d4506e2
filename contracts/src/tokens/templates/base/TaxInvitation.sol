// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TaxTokenState} from "./TaxTokenState.sol";

/**
 * @title TaxInvitation
 * @notice Invitation rewards of a tax token (the {inviteEnabled} option, fixed at deployment): a
 * wallet-to-wallet transfer of at least {minTransferToBind} binds the sender as the receiver's
 * inviter, and each taxed trade pays up to {MAX_INVITE_GENERATIONS} generations of inviters their
 * share of the traded amount, counted in the direction's fee cap.
 *
 * Storage: `_inviteBps`, `inviteGenerations`, `inviteTotalBps`, `inviterMinHold` (one slot),
 * `minTransferToBind`, and the inviter in each account's slot. The template's transfer path calls
 * {_bindInviter} and {_payInviters}.
 */
abstract contract TaxInvitation is TaxTokenState {
    // ------------------------------------------------------------------ views

    /// @notice The invitation shares, one per generation.
    /// @return bps Basis points per generation.
    function inviteBps() external view returns (uint16[] memory bps) {
        uint256 packed = _inviteBps;
        bps = new uint16[](inviteGenerations);
        for (uint256 i; i < bps.length; ++i) {
            bps[i] = uint16(packed >> (16 * i));
        }
    }

    // ------------------------------------------------------------------ owner powers

    /**
     * @notice Sets the invitation shares and thresholds. Owner only; needs the invitation option.
     * The shares count in both directions' fee cap. Emits {InvitationUpdated}.
     * @param bps Basis points per generation (at most 6 entries).
     * @param minHold Least balance an inviter must hold to be paid.
     * @param minTransfer Least wallet-to-wallet transfer that binds an inviter.
     */
    function setInvitation(uint16[] memory bps, uint256 minHold, uint256 minTransfer) external onlyOwner {
        if (!inviteEnabled) revert TokenInvitationDisabled();
        _setInvitation(bps, minHold, minTransfer, _feeTotal(_buyFees), _feeTotal(_sellFees));
    }

    // ------------------------------------------------------------------ internals

    function _setInvitation(
        uint16[] memory bps,
        uint256 minHold,
        uint256 minTransfer,
        uint256 buyTotal,
        uint256 sellTotal
    ) internal {
        if (bps.length > MAX_INVITE_GENERATIONS) revert TokenTooManyGenerations(bps.length, MAX_INVITE_GENERATIONS);
        if (minHold > type(uint128).max) revert TokenLimitOutOfRange(minHold, 0);
        uint256 packed;
        uint256 total;
        for (uint256 i; i < bps.length; ++i) {
            packed |= uint256(bps[i]) << (16 * i);
            total += bps[i];
        }
        _checkFeeCap(buyTotal + total);
        _checkFeeCap(sellTotal + total);
        // Casts are safe: 6 shares of 16 bits fit 96 bits; total <= 2500 after the cap check.
        _inviteBps = uint96(packed);
        inviteGenerations = uint8(bps.length);
        inviteTotalBps = uint16(total);
        inviterMinHold = uint128(minHold);
        minTransferToBind = minTransfer;
        emit InvitationUpdated(bps, minHold, minTransfer);
    }

    function _bindInviter(
        address from,
        address to,
        uint256 value,
        Account storage fromAccount,
        Account storage toAccount
    ) internal {
        // No self-invitation and no two-account loop; contracts (pairs, routers, lockers) never bind.
        if (toAccount.inviter != address(0) || from == to || fromAccount.inviter == to) return;
        // A zero transfer never binds: anyone could otherwise claim fresh addresses for free.
        if (value == 0 || value < minTransferToBind || from.code.length != 0 || to.code.length != 0) return;
        toAccount.inviter = from;
        emit InviterBound(to, from);
    }

    /// @dev Pays each generation's share to the inviter at that depth when they hold enough and are
    /// not blacklisted; shares nobody qualifies for go to the marketing wallet, as tokens. Bounded by
    /// {MAX_INVITE_GENERATIONS}.
    function _payInviters(address from, address trader, uint256 value) internal returns (uint256 total) {
        uint256 packed = _inviteBps;
        uint256 generations = inviteGenerations;
        uint256 minHold = inviterMinHold;
        uint256 unpaid;
        address current = trader;
        for (uint256 i; i < generations; ++i) {
            address inviter = current == address(0) ? address(0) : _accounts[current].inviter;
            uint256 share = (value * uint16(packed >> (16 * i))) / BPS;
            if (share != 0) {
                if (
                    inviter != address(0) && _accounts[inviter].flags & FLAG_BLACKLISTED == 0
                        && balanceOf(inviter) >= minHold
                ) {
                    super._update(from, inviter, share);
                } else {
                    unpaid += share;
                }
                total += share;
            }
            current = inviter;
        }
        if (unpaid != 0) super._update(from, marketingWallet, unpaid);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TaxTokenState} from "./TaxTokenState.sol";

/**
 * @title TaxBlacklist
 * @notice The optional blacklist of a tax token (the {blacklistEnabled} option, fixed at deployment).
 * An entry stops its account only while the token has an owner ({_revertIfOwned}), so no entry can
 * freeze anyone after a renounce; market pairs, the token and the router can never be entered.
 *
 * Storage: the blacklisted flag in each account's slot, which the transfer path reads with the other
 * flags (no extra read).
 */
abstract contract TaxBlacklist is TaxTokenState {
    // ------------------------------------------------------------------ owner powers

    /**
     * @notice Puts `account` on or off the blacklist (a blacklisted account can neither send nor
     * receive while the token has an owner; the entries stop nobody after a renounce). Owner only.
     * Blacklisting needs the blacklist option; clearing is always possible. Market pairs, the token
     * and the router cannot be blacklisted (that would stop trading or liquidity removal for
     * everyone).
     * Emits {BlacklistUpdated}.
     * @param account The account.
     * @param blacklisted True to blacklist, false to clear.
     */
    function setBlacklisted(address account, bool blacklisted) external onlyOwner {
        Account storage state = _accounts[account];
        if (blacklisted) {
            if (!blacklistEnabled) revert TokenBlacklistDisabled();
            if (state.flags & FLAG_MARKET_PAIR != 0 || account == address(this) || account == router) {
                revert TokenCannotBlacklist(account);
            }
            state.flags |= FLAG_BLACKLISTED;
        } else {
            state.flags &= ~FLAG_BLACKLISTED;
        }
        emit BlacklistUpdated(account, blacklisted);
    }
}

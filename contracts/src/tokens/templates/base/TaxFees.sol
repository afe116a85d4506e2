// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TaxFeeShares, TaxTokenState} from "./TaxTokenState.sol";

/**
 * @title TaxFees
 * @notice Fee shares of a tax token and who pays them. Buys and sells each have their own shares
 * (liquidity, marketing, team, burn, reward, fomo), packed in 96 bits each into the slot every trade
 * reads; a direction's total, invitation shares included, never exceeds {MAX_TOTAL_FEE_BPS}. A trade
 * is a transfer from or to a market pair (the pair made at deployment, fixed, and pools of this
 * token the owner adds); fee-exempt accounts pay nothing.
 *
 * Storage: `_buyFees`, `_sellFees`, `inviteTotalBps` (read for the cap) and the account flags
 * (market pair and exemptions). The transfer path reads the packed shares itself; the reward share
 * obeys the {_rewardShareAllowed} extension point.
 */
abstract contract TaxFees is TaxTokenState {
    // ------------------------------------------------------------------ views

    /// @notice The buy shares.
    /// @return The shares in basis points.
    function buyFees() external view returns (TaxFeeShares memory) {
        return _unpackFees(_buyFees);
    }

    /// @notice The sell shares.
    /// @return The shares in basis points.
    function sellFees() external view returns (TaxFeeShares memory) {
        return _unpackFees(_sellFees);
    }

    // ------------------------------------------------------------------ owner powers

    /**
     * @notice Sets the buy and sell shares. Owner only. Each direction's total, invitation shares
     * included, stays within {MAX_TOTAL_FEE_BPS}; the reward share must be 0 (this template has no
     * reward) and the fomo share needs the fomo option. Emits {FeesUpdated}.
     * @param buy Shares of buys.
     * @param sell Shares of sells.
     */
    function setFees(TaxFeeShares memory buy, TaxFeeShares memory sell) external onlyOwner {
        _setFees(buy, sell, fomoEnabled);
    }

    /**
     * @notice Sets `account`'s exemptions. Owner only. Fee exempt: pays no tax as either side of a
     * trade, may trade before trading starts and is not capped in the bot window. Wallet-limit
     * exempt: max wallet does not apply. Tx-limit exempt: max transaction and cool down do not
     * apply. The pair created at deployment cannot be exempted (that would switch the tax off for
     * everyone), and the router's exemptions cannot change (without them, max transaction, the
     * cool down or the bot window could block liquidity removal).
     * Emits {ExemptionsUpdated}.
     * @param account The account.
     * @param feeExempt Fee exemption.
     * @param walletLimitExempt Max-wallet exemption.
     * @param txLimitExempt Max-transaction and cool-down exemption.
     */
    function setExemptions(address account, bool feeExempt, bool walletLimitExempt, bool txLimitExempt)
        external
        onlyOwner
    {
        if (account == pair || account == router) revert TokenMarketPairFixed(account);
        Account storage state = _accounts[account];
        uint8 flags = state.flags & ~FLAGS_ALL_EXEMPT;
        if (feeExempt) flags |= FLAG_FEE_EXEMPT;
        if (walletLimitExempt) flags |= FLAG_WALLET_LIMIT_EXEMPT;
        if (txLimitExempt) flags |= FLAG_TX_LIMIT_EXEMPT;
        state.flags = flags;
        emit ExemptionsUpdated(account, feeExempt, walletLimitExempt, txLimitExempt);
    }

    /**
     * @notice Treats transfers from and to `account` as buys and sells (or stops doing so), e.g.
     * for a second pool. Owner only. Only a pool of this token can become one (a contract whose
     * `token0()` or `token1()` is this token), so wallet-to-wallet transfers are never taxed;
     * removing the flag is always possible. The pair created at deployment always stays a market
     * pair, and a blacklisted account cannot become one. Emits {MarketPairUpdated}.
     * @param account The pool address.
     * @param isPair True to treat it as a market pair.
     */
    function setMarketPair(address account, bool isPair) external onlyOwner {
        Account storage state = _accounts[account];
        if (account == pair || state.flags & FLAG_BLACKLISTED != 0) revert TokenMarketPairFixed(account);
        if (isPair && !_isPoolOfThisToken(account)) revert TokenNotAPool(account);
        state.flags = isPair ? state.flags | FLAG_MARKET_PAIR : state.flags & ~FLAG_MARKET_PAIR;
        emit MarketPairUpdated(account, isPair);
    }

    // ------------------------------------------------------------------ internals

    function _setFees(TaxFeeShares memory buy, TaxFeeShares memory sell, bool fomoOn) internal {
        uint96 packedBuy = _packFees(buy);
        uint96 packedSell = _packFees(sell);
        uint256 invite = inviteTotalBps;
        _checkFeeCap(_feeTotal(packedBuy) + invite);
        _checkFeeCap(_feeTotal(packedSell) + invite);
        if ((buy.reward != 0 || sell.reward != 0) && !_rewardShareAllowed()) revert TokenRewardShareNotAllowed();
        if ((buy.fomo != 0 || sell.fomo != 0) && !fomoOn) revert TokenFomoDisabled();
        _buyFees = packedBuy;
        _sellFees = packedSell;
        emit FeesUpdated(buy, sell);
    }

    function _exemptAll(address account) internal {
        _accounts[account].flags |= FLAGS_ALL_EXEMPT;
        emit ExemptionsUpdated(account, true, true, true);
    }

    /// @dev Whether `account` answers `token0()` or `token1()` with this token, as every pool of it
    /// does (UniswapV2 and V3 alike). A wallet answers nothing and a contract without the function
    /// reverts: both are refused. Assembly: a static call that reads one word of the answer keeps
    /// this owner-only check small (EIP-170) and cannot be made to copy a long answer.
    function _isPoolOfThisToken(address account) internal view returns (bool isPool) {
        assembly ("memory-safe") {
            // token0() then token1(), each selector in the scratch space. Yul evaluates arguments
            // right to left: the call comes first on its own so that returndatasize() is its own.
            for { let selector := 0x0dfe1681 } 1 { selector := 0xd21220a7 } {
                mstore(0, shl(224, selector))
                let ok := staticcall(gas(), account, 0, 4, 0, 32)
                isPool := and(ok, and(gt(returndatasize(), 31), eq(mload(0), address())))
                if or(isPool, eq(selector, 0xd21220a7)) { break }
            }
        }
    }

    function _packFees(TaxFeeShares memory fees) internal pure returns (uint96) {
        return uint96(fees.liquidity) | (uint96(fees.marketing) << 16) | (uint96(fees.team) << 32)
            | (uint96(fees.burn) << 48) | (uint96(fees.reward) << 64) | (uint96(fees.fomo) << 80);
    }

    function _unpackFees(uint96 packed) internal pure returns (TaxFeeShares memory) {
        return TaxFeeShares(
            uint16(packed),
            uint16(packed >> 16),
            uint16(packed >> 32),
            uint16(packed >> 48),
            uint16(packed >> 64),
            uint16(packed >> 80)
        );
    }
}

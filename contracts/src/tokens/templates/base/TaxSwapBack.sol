// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IUniswapV2Pair} from "../../../dex/interfaces/IUniswapV2Pair.sol";
import {TaxSwapReceiver} from "./TaxSwapReceiver.sol";
import {TaxTokenState} from "./TaxTokenState.sol";

/**
 * @title TaxSwapBack
 * @notice Swap-back of a tax token: the liquidity, marketing, team and reward shares collect in the
 * contract and a sell sells them through the pair for the quote coin (in a self-call, so a failure
 * never makes the sell revert), adds the liquidity share to the pair and pays the receivers; the
 * reward share goes to the {_handleRewardShare} extension point.
 *
 * Storage: `_pendingSellTax` and `swapBackThreshold` (one slot), the swap-back switch, the packed fee
 * shares (to split what is sold), `fomoPool` (never sold), the receivers and the transient
 * the swapping flag. The template's transfer path calls {_trySwapBack} on sells.
 */
abstract contract TaxSwapBack is TaxTokenState {
    using SafeERC20 for IERC20;

    // ------------------------------------------------------------------ views

    /// @notice Whether sells trigger swap-back.
    /// @return True when on.
    function swapBackEnabled() external view returns (bool) {
        return _switches & SWITCH_SWAP_BACK != 0;
    }

    /// @notice Tokens waiting for swap-back (the contract's balance minus the fomo pool).
    /// @return Base units.
    function pendingSwapBack() public view returns (uint256) {
        // Tokens without fomo skip the pool's storage read (the pool is always 0 there).
        return fomoEnabled ? balanceOf(address(this)) - fomoPool : balanceOf(address(this));
    }

    // ------------------------------------------------------------------ owner powers

    /**
     * @notice Sets the receivers of the marketing and team shares and of swap-back LP shares.
     * Owner only; none may be the zero address. New receivers are not exempted automatically (use
     * {setExemptions}). Emits {ReceiversUpdated}.
     * @param marketing Marketing wallet.
     * @param team Team wallet.
     * @param liquidity Receiver of LP shares.
     */
    function setReceivers(address marketing, address team, address liquidity) external onlyOwner {
        _setReceivers(marketing, team, liquidity);
    }

    /**
     * @notice Switches swap-back on or off and sets how many tokens one swap-back sells. Owner only.
     * Emits {SwapBackSettingsUpdated}.
     * @param enabled Whether sells trigger swap-back.
     * @param threshold Tokens sold per swap-back (non-zero when enabled).
     */
    function setSwapBack(bool enabled, uint256 threshold) external onlyOwner {
        _setSwapBack(enabled, threshold);
    }

    /**
     * @notice Runs one swap-back; called by the token itself (through `try`, so that a failure
     * reverts the swap-back alone and never the sell that triggered it).
     * @param amount Tokens to sell and distribute.
     */
    function swapBackFromSelf(uint256 amount) external {
        if (msg.sender != address(this)) revert TokenOnlySelf();
        _swapBack(amount);
    }

    // ------------------------------------------------------------------ internals

    function _setReceivers(address marketing, address team, address liquidity) internal {
        if (marketing == address(0) || team == address(0) || liquidity == address(0)) revert TokenZeroAddress();
        marketingWallet = marketing;
        teamWallet = team;
        liquidityReceiver = liquidity;
        emit ReceiversUpdated(marketing, team, liquidity);
    }

    function _setSwapBack(bool enabled, uint256 threshold) internal {
        if ((enabled && threshold == 0) || threshold > type(uint128).max) {
            revert TokenSwapBackThresholdInvalid(threshold);
        }
        swapBackThreshold = uint128(threshold);
        if (enabled) _switches |= SWITCH_SWAP_BACK;
        else _switches &= ~SWITCH_SWAP_BACK;
        emit SwapBackSettingsUpdated(enabled, threshold);
    }

    /// @dev Runs a swap-back in a self-call so that any failure (no liquidity, a pair that refuses,
    /// an extension hook that reverts) undoes the swap-back alone and the sell goes through; the
    /// tokens wait for the next sell. Gas: the self-call keeps 1/64 of the gas back, so a caller
    /// cannot make the swap-back fail for lack of gas and still have the sell succeed unless it sent
    /// far more gas than either needs (gas estimation finds the amount that runs both). Like every
    /// swap-back, it sells at the pool's price with no minimum, inside someone else's transaction: a
    /// threshold small against the pool keeps its price impact (and any sandwich) small.
    function _trySwapBack() internal {
        uint256 threshold = swapBackThreshold;
        if (pendingSwapBack() < threshold) return;
        _setSwapping(true);
        try this.swapBackFromSelf(threshold) {}
        catch (bytes memory reason) {
            emit SwapBackFailed(threshold, reason);
        }
        _setSwapping(false);
    }

    /// @dev Sells `amount` tokens through the pair, adds the liquidity share to it and pays the
    /// marketing, team and reward shares in the quote coin. The tokens came partly from sells and
    /// partly from buys; each part is split by its own direction's current shares.
    function _swapBack(uint256 amount) internal {
        (uint256 reserveToken, uint256 reserveQuote) = _reserves();
        // Quote coin above the reserve is someone's liquidity on its way in (a provider that sends
        // the quote coin first, then this token): selling now would swallow it and make the
        // provider's mint fail. The tokens wait for the next sell.
        if (_pairQuoteBalance() > reserveQuote) return;
        uint256 tokensToPair;
        uint256 tokensToSell;
        uint256 quoteOut;
        uint256 liquidityQuote;
        uint256 teamQuote;
        uint256 rewardQuote;
        {
            (uint256 liquidity, uint256 team, uint256 reward) = _splitPending(amount);
            tokensToPair = liquidity / 2;
            tokensToSell = amount - tokensToPair;
            (quoteOut, reserveToken, reserveQuote) = _sellToPair(tokensToSell, reserveToken, reserveQuote);
            liquidityQuote = (quoteOut * (liquidity - tokensToPair)) / tokensToSell;
            teamQuote = (quoteOut * team) / tokensToSell;
            rewardQuote = (quoteOut * reward) / tokensToSell;
        }
        // The marketing share is the rest, so rounding never leaves quote coin behind.
        uint256 marketingQuote = quoteOut - liquidityQuote - teamQuote - rewardQuote;
        (uint256 pairedTokens, uint256 pairedQuote) =
            _addLiquidity(tokensToPair, liquidityQuote, reserveToken, reserveQuote);
        // Quote the pool did not need at its new price goes to marketing; tokens it did not need
        // stay in the contract for the next swap-back.
        marketingQuote += liquidityQuote - pairedQuote;
        _payQuote(marketingQuote, teamQuote, rewardQuote);
        emit SwappedBack(tokensToSell, quoteOut, pairedTokens, pairedQuote, marketingQuote, teamQuote, rewardQuote);
    }

    /// @dev Splits `amount` of the pending tokens into the liquidity, team and reward parts (the
    /// marketing part is the rest): the part that came from sells by the sell shares, the rest by
    /// the buy shares; the sell part is used up in proportion.
    function _splitPending(uint256 amount) internal returns (uint256 liquidity, uint256 team, uint256 reward) {
        uint256 pending = pendingSwapBack();
        uint256 sellPart = _pendingSellTax;
        if (sellPart > pending) sellPart = pending;
        uint256 fromSells = (amount * sellPart) / pending;
        // Cast is safe: fromSells <= sellPart <= _pendingSellTax.
        _pendingSellTax = uint128(sellPart - fromSells);
        (liquidity, team, reward) = _split(fromSells, _sellFees);
        (uint256 buyLiquidity, uint256 buyTeam, uint256 buyReward) = _split(amount - fromSells, _buyFees);
        liquidity += buyLiquidity;
        team += buyTeam;
        reward += buyReward;
    }

    /// @dev The pair's balance of the quote coin (0 if the coin does not answer, which leaves the
    /// swap-back to fail safely). Assembly: a one-word static call, smaller than the interface
    /// call's decoding, in a template that must stay under EIP-170.
    function _pairQuoteBalance() internal view returns (uint256 quoteBalance) {
        address quote = quoteToken;
        address pair_ = pair;
        assembly ("memory-safe") {
            // balanceOf(pair) in the scratch space (bytes 0 to 35; the free-memory pointer at 64 is
            // untouched).
            mstore(0, shl(224, 0x70a08231))
            mstore(4, pair_)
            let ok := staticcall(gas(), quote, 0, 36, 0, 32)
            quoteBalance := mul(mload(0), and(ok, gt(returndatasize(), 31)))
        }
    }

    /// @dev The pair's reserves, this token's first.
    function _reserves() internal view returns (uint256 reserveToken, uint256 reserveQuote) {
        (uint256 reserve0, uint256 reserve1,) = IUniswapV2Pair(pair).getReserves();
        (reserveToken, reserveQuote) = _tokenIsToken0 ? (reserve0, reserve1) : (reserve1, reserve0);
    }

    /// @dev The liquidity, team and reward parts of `amount` by the shares `fees` (marketing gets
    /// the rest). All zero when these shares take nothing for swap-back any more (they changed since
    /// the tokens were taxed): the whole amount goes to marketing.
    function _split(uint256 amount, uint96 fees)
        internal
        pure
        returns (uint256 liquidity, uint256 team, uint256 reward)
    {
        liquidity = uint16(fees);
        team = uint16(fees >> 32);
        reward = uint16(fees >> 64);
        uint256 weight = liquidity + uint16(fees >> 16) + team + reward;
        if (weight == 0) return (0, 0, 0);
        liquidity = (amount * liquidity) / weight;
        team = (amount * team) / weight;
        reward = (amount * reward) / weight;
    }

    /// @dev Sells through the pair directly (no router, no approval): moves the tokens in, prices
    /// them with the UniswapV2 formula at a 0.3% fee (pairs with a lower fee accept it too) and asks
    /// for the output to the swap receiver. Returns the output and the reserves after the swap.
    function _sellToPair(uint256 amountIn, uint256 reserveToken_, uint256 reserveQuote_)
        internal
        returns (uint256 amountOut, uint256 reserveToken, uint256 reserveQuote)
    {
        (reserveToken, reserveQuote) = (reserveToken_, reserveQuote_);
        uint256 amountInWithFee = amountIn * 997;
        amountOut = (amountInWithFee * reserveQuote) / (reserveToken * 1000 + amountInWithFee);
        super._update(address(this), pair, amountIn);
        (uint256 amount0Out, uint256 amount1Out) = _tokenIsToken0 ? (uint256(0), amountOut) : (amountOut, uint256(0));
        IUniswapV2Pair(pair).swap(amount0Out, amount1Out, swapReceiver, "");
        reserveToken += amountIn;
        reserveQuote -= amountOut;
    }

    /// @dev Adds `tokens` and up to `quote` to the pair at its current price; LP shares go to the
    /// liquidity receiver. Returns what was added.
    function _addLiquidity(uint256 tokens, uint256 quote, uint256 reserveToken, uint256 reserveQuote)
        internal
        returns (uint256 addedTokens, uint256 addedQuote)
    {
        if (tokens == 0 || quote == 0) return (0, 0);
        addedTokens = tokens;
        addedQuote = (tokens * reserveQuote) / reserveToken;
        if (addedQuote > quote) {
            addedQuote = quote;
            addedTokens = (quote * reserveToken) / reserveQuote;
        }
        if (addedTokens == 0 || addedQuote == 0) return (0, 0);
        super._update(address(this), pair, addedTokens);
        IERC20(quoteToken).safeTransferFrom(swapReceiver, pair, addedQuote);
        IUniswapV2Pair(pair).mint(liquidityReceiver);
    }

    /// @dev Pays the marketing and team shares from the swap receiver (native coin through the
    /// receiver's gas-capped payment) and hands the reward share to {_handleRewardShare}.
    function _payQuote(uint256 marketingQuote, uint256 teamQuote, uint256 rewardQuote) internal {
        IERC20 quote = IERC20(quoteToken);
        if (nativeQuote) {
            // The receiver unwraps and pays (gas-capped, with a WETH fallback) and sends the reward
            // share here: cheaper than pulling the WETH into the token first.
            if (marketingQuote + teamQuote + rewardQuote != 0) {
                TaxSwapReceiver(payable(swapReceiver)).payNative(
                    marketingWallet, marketingQuote, teamWallet, teamQuote, rewardQuote
                );
            }
        } else {
            if (marketingQuote != 0) quote.safeTransferFrom(swapReceiver, marketingWallet, marketingQuote);
            if (teamQuote != 0) quote.safeTransferFrom(swapReceiver, teamWallet, teamQuote);
            if (rewardQuote != 0) quote.safeTransferFrom(swapReceiver, address(this), rewardQuote);
        }
        if (rewardQuote != 0) _handleRewardShare(rewardQuote);
    }
}

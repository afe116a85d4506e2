// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IUniswapV2Pair} from "../../../dex/interfaces/IUniswapV2Pair.sol";
import {IUniswapV2RouterSwaps} from "../../../dex/interfaces/IUniswapV2RouterSwaps.sol";
import {IWETH} from "../../../dex/interfaces/IWETH.sol";

/// @notice One swap-back, as the tax token that asks for it describes it: its pair, quote coin and
/// receivers (the token's own settings) and how the tokens it sells divide into the shares.
struct SwapBackOrder {
    /// The token's pair with the quote coin (created at its deployment).
    address pair;
    /// The pair's other coin (WETH when `nativeQuote`).
    address quote;
    /// Whether the token is the pair's token0.
    bool tokenIsToken0;
    /// Whether the marketing, team and reward shares are paid in the native coin (unwrapped WETH).
    bool nativeQuote;
    /// Tokens the swap-back uses: the liquidity share's half is paired, the rest is sold.
    uint256 amount;
    /// Part of `amount` for liquidity (half sold, half added to the pair with what the sold half got).
    uint256 liquidity;
    /// Part of `amount` whose quote coin goes to the team wallet.
    uint256 team;
    /// Part of `amount` whose quote coin goes back to the token (its reward share).
    uint256 reward;
    /// Receiver of the marketing share (the rest of `amount`, and quote coin the pool did not take).
    address marketingWallet;
    /// Receiver of the team share.
    address teamWallet;
    /// Receiver of the LP shares minted.
    address liquidityReceiver;
    /// Where the reward share goes before it reaches the token: address(0) to send it as it is (the
    /// quote coin, native when `nativeQuote`), else the coin it is first swapped to through `router`
    /// (the router's WETH with `rewardNative` for the native coin).
    address rewardSwapTo;
    /// Whether the reward swap's output is the native coin (unwrapped by the router).
    bool rewardNative;
    /// The router of the reward swap (unused without one).
    address router;
}

/**
 * @title ITaxSwapToken
 * @notice What the engine calls back on the token that asked for a swap-back.
 */
interface ITaxSwapToken {
    /// @notice Moves `amount` of the token's own swap-back tokens into its pair; only the token's
    /// swap engine, only while the token's swap-back runs.
    function moveToPair(uint256 amount) external;
}

/**
 * @title TaxSwapEngine
 * @notice The swap-back of every TokenBox tax token on a chain: one shared contract (one CREATE2
 * address per build, deployed by the first tax token that needs it through the deterministic
 * deployment proxy) instead of the same code in every token. A token sells its collected tax
 * tokens by calling {swapBack} from its own swap-back (a self-call that a failure here only undoes):
 * the engine prices the sale with the UniswapV2 formula, has the token move the tokens into the pair
 * ({ITaxSwapToken-moveToPair}), takes the pair's output (a pair refuses to pay one of its own
 * tokens, so the token itself cannot), adds the liquidity share to the pair and pays the marketing
 * and team wallets and the token's reward share, all in the same call.
 *
 * It has no owner, no settings and no storage, and holds nothing between calls. A caller can only
 * ever spend what its own pair paid during its own call: every payout is bounded by the quote coin
 * that arrived during the call (and, for the native coin, by what the unwrapping brought), so a call
 * made from inside another one (a paid wallet that calls back) cannot reach the outer call's coin.
 * Anyone may call it; a caller that is not a token only trades its own coins. Coin sent to it outside
 * a swap-back stays here for good (no function pays out anything but a call's own arrivals).
 */
contract TaxSwapEngine {
    using SafeERC20 for IERC20;

    /// @notice Gas given to each wallet paid in the native coin: enough for a smart-contract
    /// wallet's receive, too little to re-enter deeply or to burn the seller's gas.
    uint256 public constant NATIVE_SEND_GAS = 30_000;

    /// @notice `token`'s swap-back sold `tokensSold` for `quoteReceived`, added `liquidityTokens`
    /// with `liquidityQuote` to the pair and paid the marketing, team and reward shares.
    event SwappedBack(
        address indexed token,
        uint256 tokensSold,
        uint256 quoteReceived,
        uint256 liquidityTokens,
        uint256 liquidityQuote,
        uint256 marketingQuote,
        uint256 teamQuote,
        uint256 rewardQuote
    );
    /// @notice Paying `to` in the native coin failed, so it was paid `amount` in WETH instead.
    event NativePaymentWrapped(address indexed to, uint256 amount);

    /// @notice The pair holds more of the quote coin than its reserve: someone's liquidity is on its
    /// way in (quote coin first, then the token), and selling now would swallow it. The tokens wait.
    error TaxSwapEngineLiquidityPending();
    /// @notice An order whose parts exceed its amount, or that sells nothing.
    error TaxSwapEngineOrderInvalid();
    /// @notice Unwrapping the native coin brought less than asked for.
    error TaxSwapEngineUnwrapShort(uint256 expected, uint256 received);
    /// @notice The token refused the native coin of its reward share.
    error TaxSwapEngineTokenRefused(uint256 amount);

    /// @notice Accepts the native coin (WETH's unwrapping pays it here).
    receive() external payable {}

    /**
     * @notice Runs one swap-back for the calling token (see the contract notes). The marketing share
     * is the rest of `order.amount` after the other parts, plus any quote coin the pool did not need
     * at its new price; tokens it did not need stay with the token. Emits {SwappedBack}.
     * @param order The swap-back; see {SwapBackOrder}.
     * @return rewardQuote The reward share, in the quote coin, that went to the token (as it is, or
     * swapped to the order's reward coin).
     */
    function swapBack(SwapBackOrder calldata order) external returns (uint256 rewardQuote) {
        if (order.liquidity + order.team + order.reward > order.amount) revert TaxSwapEngineOrderInvalid();
        uint256 tokensToPair = order.liquidity / 2;
        (uint256 quoteOut, uint256 reserveToken, uint256 reserveQuote) = _sell(order, order.amount - tokensToPair);
        rewardQuote = _share(order, tokensToPair, quoteOut, reserveToken, reserveQuote);
    }

    /// @dev Sells `tokensToSell` of the calling token through its pair, to this contract. Returns the
    /// quote coin that arrived and the reserves after the swap.
    function _sell(SwapBackOrder calldata order, uint256 tokensToSell)
        private
        returns (uint256 quoteOut, uint256 reserveToken, uint256 reserveQuote)
    {
        if (tokensToSell == 0) revert TaxSwapEngineOrderInvalid();
        IERC20 quote = IERC20(order.quote);
        address pair = order.pair;
        (uint256 reserve0, uint256 reserve1,) = IUniswapV2Pair(pair).getReserves();
        (reserveToken, reserveQuote) = order.tokenIsToken0 ? (reserve0, reserve1) : (reserve1, reserve0);
        if (quote.balanceOf(pair) > reserveQuote) revert TaxSwapEngineLiquidityPending();
        uint256 amountInWithFee = tokensToSell * 997;
        uint256 amountOut = (amountInWithFee * reserveQuote) / (reserveToken * 1000 + amountInWithFee);
        ITaxSwapToken(msg.sender).moveToPair(tokensToSell);
        uint256 before = quote.balanceOf(address(this));
        (uint256 amount0Out, uint256 amount1Out) = order.tokenIsToken0 ? (uint256(0), amountOut) : (amountOut, uint256(0));
        IUniswapV2Pair(pair).swap(amount0Out, amount1Out, address(this), "");
        // What arrived in this call, not what the formula promised: the bound of every payout.
        quoteOut = quote.balanceOf(address(this)) - before;
        reserveToken += tokensToSell;
        reserveQuote -= amountOut;
    }

    /// @dev Divides `quoteOut` by the order's parts, adds the liquidity share and pays the rest.
    function _share(
        SwapBackOrder calldata order,
        uint256 tokensToPair,
        uint256 quoteOut,
        uint256 reserveToken,
        uint256 reserveQuote
    ) private returns (uint256 rewardQuote) {
        uint256 tokensSold = order.amount - tokensToPair;
        uint256 teamQuote = (quoteOut * order.team) / tokensSold;
        rewardQuote = (quoteOut * order.reward) / tokensSold;
        (uint256 pairedTokens, uint256 pairedQuote) = _addLiquidity(
            order, tokensToPair, (quoteOut * (order.liquidity - tokensToPair)) / tokensSold, reserveToken, reserveQuote
        );
        // The marketing share is the rest, so rounding never leaves quote coin behind; quote the pool
        // did not need at its new price goes to marketing too.
        uint256 marketingQuote = quoteOut - pairedQuote - teamQuote - rewardQuote;
        _pay(order, marketingQuote, teamQuote, rewardQuote);
        emit SwappedBack(
            msg.sender, tokensSold, quoteOut, pairedTokens, pairedQuote, marketingQuote, teamQuote, rewardQuote
        );
    }

    /// @dev Adds `tokens` and up to `quoteAmount` to the pair at its current price; the LP shares go
    /// to the liquidity receiver. Returns what was added.
    function _addLiquidity(
        SwapBackOrder calldata order,
        uint256 tokens,
        uint256 quoteAmount,
        uint256 reserveToken,
        uint256 reserveQuote
    ) private returns (uint256 addedTokens, uint256 addedQuote) {
        if (tokens == 0 || quoteAmount == 0) return (0, 0);
        addedTokens = tokens;
        addedQuote = (tokens * reserveQuote) / reserveToken;
        if (addedQuote > quoteAmount) {
            addedQuote = quoteAmount;
            addedTokens = (quoteAmount * reserveToken) / reserveQuote;
        }
        if (addedTokens == 0 || addedQuote == 0) return (0, 0);
        ITaxSwapToken(msg.sender).moveToPair(addedTokens);
        IERC20(order.quote).safeTransfer(order.pair, addedQuote);
        IUniswapV2Pair(order.pair).mint(order.liquidityReceiver);
    }

    /// @dev Pays the marketing and team wallets and the token's reward share: in the quote coin, or
    /// unwrapped with a gas cap per wallet (a wallet that refuses is paid in WETH instead, so no
    /// wallet can make a sell fail) when the token trades against the native coin; the reward share
    /// swapped to the order's reward coin first when it names one.
    function _pay(SwapBackOrder calldata order, uint256 marketingQuote, uint256 teamQuote, uint256 rewardQuote)
        private
    {
        IERC20 quote = IERC20(order.quote);
        if (!order.nativeQuote) {
            if (marketingQuote != 0) quote.safeTransfer(order.marketingWallet, marketingQuote);
            if (teamQuote != 0) quote.safeTransfer(order.teamWallet, teamQuote);
            if (rewardQuote == 0) return;
            if (order.rewardSwapTo != address(0)) _swapReward(order, rewardQuote);
            else quote.safeTransfer(msg.sender, rewardQuote);
            return;
        }
        // A reward share on its way to another coin is swapped from the quote coin as it came (WETH).
        bool swapReward = order.rewardSwapTo != address(0);
        uint256 total = marketingQuote + teamQuote + (swapReward ? 0 : rewardQuote);
        if (total != 0) {
            uint256 before = address(this).balance;
            IWETH(address(quote)).withdraw(total);
            uint256 received = address(this).balance - before;
            if (received < total) revert TaxSwapEngineUnwrapShort(total, received);
        }
        if (marketingQuote != 0) _payNative(quote, order.marketingWallet, marketingQuote);
        if (teamQuote != 0) _payNative(quote, order.teamWallet, teamQuote);
        if (rewardQuote == 0) return;
        if (swapReward) {
            _swapReward(order, rewardQuote);
        } else {
            (bool sent,) = msg.sender.call{value: rewardQuote}("");
            if (!sent) revert TaxSwapEngineTokenRefused(rewardQuote);
        }
    }

    /// @dev Swaps the reward share from the quote coin to the order's reward coin through its router,
    /// paid straight to the token. No minimum output, like the swap-back itself: the reward share is
    /// small against the pools. The router may take exactly `amount` (the approval is exact).
    function _swapReward(SwapBackOrder calldata order, uint256 amount) private {
        address[] memory path = new address[](2);
        path[0] = order.quote;
        path[1] = order.rewardSwapTo;
        IERC20(order.quote).forceApprove(order.router, amount);
        // The two swaps take the same arguments: one call site.
        // solhint-disable-next-line avoid-low-level-calls
        (bool swapped, bytes memory reason) = order.router.call(
            abi.encodeWithSelector(
                order.rewardNative
                    ? IUniswapV2RouterSwaps.swapExactTokensForETHSupportingFeeOnTransferTokens.selector
                    : IUniswapV2RouterSwaps.swapExactTokensForTokensSupportingFeeOnTransferTokens.selector,
                amount,
                0,
                path,
                msg.sender,
                block.timestamp
            )
        );
        if (!swapped) {
            assembly ("memory-safe") {
                revert(add(reason, 0x20), mload(reason))
            }
        }
    }

    function _payNative(IERC20 weth, address to, uint256 amount) private {
        (bool sent,) = to.call{value: amount, gas: NATIVE_SEND_GAS}("");
        if (!sent) {
            IWETH(address(weth)).deposit{value: amount}();
            weth.safeTransfer(to, amount);
            emit NativePaymentWrapped(to, amount);
        }
    }
}

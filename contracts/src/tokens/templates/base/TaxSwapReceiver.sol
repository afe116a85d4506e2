// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IWETH} from "../../../dex/interfaces/IWETH.sol";

/**
 * @title TaxSwapReceiver
 * @notice Receives, for the length of one swap-back, the quote coin a tax token gets from its pair.
 * A UniswapV2 pair refuses to pay a swap's output to one of its own tokens, so the token cannot be
 * the receiver; this contract, created by the token in its constructor, is. Only its token can move
 * what it holds: the token pulls ERC-20 quote coin with the unlimited allowance given at creation,
 * and has native-coin payouts made with {payNative}. Anyone else's call reverts.
 */
contract TaxSwapReceiver {
    using SafeERC20 for IERC20;

    /// @notice Gas given to each wallet paid in the native coin: enough for a smart-contract
    /// wallet's receive, too little to re-enter deeply or to burn the seller's gas.
    uint256 public constant NATIVE_SEND_GAS = 30_000;

    /// @notice The tax token that created this receiver.
    address public immutable token;
    /// @notice The quote coin of the token's pair (WETH when the pair is with the native coin).
    address public immutable quote;

    /// @notice Paying `to` in the native coin failed, so it was paid `amount` in WETH instead.
    event NativePaymentWrapped(address indexed to, uint256 amount);

    /// @notice A call by anyone but the token (or native coin sent by anyone but WETH).
    error TaxSwapReceiverUnauthorized(address caller);
    /// @notice The token refused the native coin of its reward share.
    error TaxSwapReceiverTokenRefused(uint256 amount);

    /// @param quote_ The quote coin of the token's pair.
    constructor(IERC20 quote_) {
        token = msg.sender;
        quote = address(quote_);
        quote_.forceApprove(msg.sender, type(uint256).max);
    }

    /// @notice Accepts the native coin from WETH only (unwrapping in {payNative}).
    receive() external payable {
        if (msg.sender != quote) revert TaxSwapReceiverUnauthorized(msg.sender);
    }

    /**
     * @notice Unwraps the given amounts of WETH and pays them: marketing and team with a gas cap
     * (a wallet that refuses is paid in WETH instead, so no wallet can make a sell fail), the
     * token's reward share to the token. Only the token. Emits {NativePaymentWrapped} on a fallback.
     * @param marketing Marketing wallet.
     * @param marketingAmount Wei for marketing.
     * @param team Team wallet.
     * @param teamAmount Wei for the team.
     * @param tokenAmount Wei for the token (its reward share).
     */
    function payNative(
        address marketing,
        uint256 marketingAmount,
        address team,
        uint256 teamAmount,
        uint256 tokenAmount
    ) external {
        if (msg.sender != token) revert TaxSwapReceiverUnauthorized(msg.sender);
        IWETH(quote).withdraw(marketingAmount + teamAmount + tokenAmount);
        if (marketingAmount != 0) _pay(marketing, marketingAmount);
        if (teamAmount != 0) _pay(team, teamAmount);
        if (tokenAmount != 0) {
            (bool sent,) = token.call{value: tokenAmount}("");
            if (!sent) revert TaxSwapReceiverTokenRefused(tokenAmount);
        }
    }

    function _pay(address to, uint256 amount) private {
        (bool sent,) = to.call{value: amount, gas: NATIVE_SEND_GAS}("");
        if (!sent) {
            IWETH(quote).deposit{value: amount}();
            IERC20(quote).safeTransfer(to, amount);
            emit NativePaymentWrapped(to, amount);
        }
    }
}

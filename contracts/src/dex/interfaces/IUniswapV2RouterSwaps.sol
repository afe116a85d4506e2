// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice The fee-on-transfer swaps of a UniswapV2-style router that the dividend templates use to
/// turn their reward share (the pair's quote coin) into the dividend coin. The
/// `...SupportingFeeOnTransferTokens` variants are used because they work for every coin (a dividend
/// coin may itself take a fee on transfer) and measure what actually arrived.
interface IUniswapV2RouterSwaps {
    function swapExactTokensForTokensSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external;

    function swapExactETHForTokensSupportingFeeOnTransferTokens(
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external payable;

    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external;
}

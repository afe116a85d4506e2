// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title IUniswapV2RouterSwaps
/// @notice The fee-on-transfer swaps of a UniswapV2-style router that the dividend templates use to
/// turn their reward share (the pair's quote coin) into the dividend coin. The
/// `...SupportingFeeOnTransferTokens` variants are used because they work for every coin (a dividend
/// coin may itself take a fee on transfer) and measure what actually arrived.
interface IUniswapV2RouterSwaps {
    /// @notice Swaps an exact token amount along `path`, paying `to` what arrives.
    function swapExactTokensForTokensSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external;

    /// @notice Swaps the native coin sent along `path`, paying `to` what arrives.
    function swapExactETHForTokensSupportingFeeOnTransferTokens(
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external payable;

    /// @notice Swaps an exact token amount for the native coin, paying `to` what arrives.
    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external;
}

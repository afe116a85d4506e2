// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title IUniswapV2RouterQuotes
/// @notice The price quote every UniswapV2-style router answers, as SwapTaxProbe reads it.
interface IUniswapV2RouterQuotes {
    /// @notice What each hop of `path` pays for `amountIn` of its first token, the pools' fees taken.
    function getAmountsOut(uint256 amountIn, address[] calldata path) external view returns (uint256[] memory);
}

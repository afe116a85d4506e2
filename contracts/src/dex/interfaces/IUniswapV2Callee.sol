// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title IUniswapV2Callee
/// @notice Receiver of a flash swap: called by the pair after paying out, before the K check.
interface IUniswapV2Callee {
    /// @notice Called by the pair with the amounts it paid out; must pay the pair back before returning.
    function uniswapV2Call(address sender, uint256 amount0, uint256 amount1, bytes calldata data) external;
}

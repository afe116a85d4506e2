// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice Receiver of a flash swap: called by the pair after paying out, before the K check.
interface IUniswapV2Callee {
    function uniswapV2Call(address sender, uint256 amount0, uint256 amount1, bytes calldata data) external;
}

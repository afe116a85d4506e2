// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title IUniswapV2RouterBasics
/// @notice What a token template needs from a UniswapV2-style router to find its pair: the factory
/// that creates pairs and the wrapped native coin the router pairs with the chain's native coin.
interface IUniswapV2RouterBasics {
    /// @notice The factory whose pairs the router uses.
    function factory() external view returns (address);
    /// @notice The wrapped native coin the router pairs with the chain's native coin.
    function WETH() external view returns (address); // solhint-disable-line func-name-mixedcase
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice What a token template needs from a UniswapV2-style router to find its pair: the factory
/// that creates pairs and the wrapped native coin the router pairs with the chain's native coin.
interface IUniswapV2RouterBasics {
    function factory() external view returns (address);
    // solhint-disable-next-line func-name-mixedcase
    function WETH() external view returns (address);
}

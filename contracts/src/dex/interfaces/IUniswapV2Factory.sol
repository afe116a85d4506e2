// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice What the pair and the router need from the AMM factory.
interface IUniswapV2Factory {
    function feeTo() external view returns (address);
    function getPair(address tokenA, address tokenB) external view returns (address pair);
    function createPair(address tokenA, address tokenB) external returns (address pair);
    // solhint-disable-next-line func-name-mixedcase
    function INIT_CODE_PAIR_HASH() external view returns (bytes32);
}

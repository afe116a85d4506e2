// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title IUniswapV2Factory
/// @notice What the pair and the router need from the AMM factory.
interface IUniswapV2Factory {
    /// @notice Receiver of the protocol fee (zero: off).
    function feeTo() external view returns (address);
    /// @notice The pair of two tokens, in either order (zero when none exists).
    function getPair(address tokenA, address tokenB) external view returns (address pair);
    /// @notice Creates the pair of two tokens at its CREATE2 address.
    function createPair(address tokenA, address tokenB) external returns (address pair);
    /// @notice keccak256 of the pair's creation code, for computing pair addresses.
    function INIT_CODE_PAIR_HASH() external view returns (bytes32); // solhint-disable-line func-name-mixedcase
}

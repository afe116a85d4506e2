// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title IUniswapV2Pair
/// @notice What the router needs from an AMM pair.
interface IUniswapV2Pair {
    /// @notice The reserves the pricing uses and when they last changed.
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    /// @notice Mints shares to `to` for the tokens sent to the pair since the last update.
    function mint(address to) external returns (uint256 liquidity);
    /// @notice Burns the shares sent to the pair and pays both tokens to `to`.
    function burn(address to) external returns (uint256 amount0, uint256 amount1);
    /// @notice Pays out the given amounts to `to` (a flash swap when `data` is non-empty).
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external;
    /// @notice Moves pair shares using the caller's allowance.
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    /// @notice EIP-2612 approval of pair shares by signature.
    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external;
}

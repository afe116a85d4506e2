// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

// Errors of the AMM (factory, pair, router), prefixed with the domain "Amm". They replace the
// revert strings of the UniswapV2 contracts whose ABI these contracts otherwise keep.

/// @notice Both tokens of a pair are the same token.
error AmmIdenticalAddresses(address token);
/// @notice A token address is the zero address.
error AmmZeroAddress();
/// @notice The pair for these tokens exists already.
error AmmPairExists(address pair);
/// @notice `caller` may not call this function.
error AmmForbidden(address caller);
/// @notice The deposit is too small to mint any liquidity.
error AmmInsufficientLiquidityMinted();
/// @notice The liquidity burned is worth zero of one of the tokens.
error AmmInsufficientLiquidityBurned();
/// @notice The swap would give less than asked (or nothing).
error AmmInsufficientOutputAmount(uint256 amountOut, uint256 amountOutMin);
/// @notice No input reached the pair, or the input amount is zero.
error AmmInsufficientInputAmount();
/// @notice The pair cannot pay this amount out of its reserves, or a reserve is empty.
error AmmInsufficientLiquidity();
/// @notice The swap recipient is one of the pair's own tokens.
error AmmInvalidTo(address to);
/// @notice The swap would decrease the pair's constant product (after the 0.3% fee).
error AmmKInvariant();
/// @notice A balance does not fit the pair's 112-bit reserves.
error AmmOverflow(uint256 balance0, uint256 balance1);
/// @notice The transaction was mined after its `deadline`.
error AmmExpired(uint256 deadline, uint256 timestamp);
/// @notice Token A would be added or returned below its minimum.
error AmmInsufficientAAmount(uint256 amount, uint256 amountMin);
/// @notice Token B would be added or returned below its minimum.
error AmmInsufficientBAmount(uint256 amount, uint256 amountMin);
/// @notice The swap would need more input than the caller allowed.
error AmmExcessiveInputAmount(uint256 amountIn, uint256 amountInMax);
/// @notice The path has fewer than two tokens, or does not start/end with WETH where it must.
error AmmInvalidPath();
/// @notice Sending `amount` wei to `to` failed.
error AmmEthTransferFailed(address to, uint256 amount);
/// @notice No pair of `tokenA` and `tokenB` exists yet.
error AmmPairMissing(address tokenA, address tokenB);
/// @notice Only WETH may send ETH to the router (when unwrapping for a caller).
error AmmEthNotAccepted(address sender);

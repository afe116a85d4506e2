// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IUniswapV2Pair} from "../interfaces/IUniswapV2Pair.sol";
import "../AmmErrors.sol" as AmmErrors;

/**
 * @title UniswapV2Library
 * @notice Pair addresses and constant-product quotes for the router. Pair addresses are derived
 * with CREATE2 from the factory, the sorted tokens and the pair init code hash, without a call.
 */
library UniswapV2Library {
    /// @dev Orders two tokens the way pairs store them (lower address first).
    function sortTokens(address tokenA, address tokenB) internal pure returns (address token0, address token1) {
        if (tokenA == tokenB) revert AmmErrors.AmmIdenticalAddresses(tokenA);
        (token0, token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        if (token0 == address(0)) revert AmmErrors.AmmZeroAddress();
    }

    /// @dev The CREATE2 address of the pair of `tokenA` and `tokenB`, whether deployed or not.
    function pairFor(address factory, bytes32 initCodeHash, address tokenA, address tokenB)
        internal
        pure
        returns (address pair)
    {
        (address token0, address token1) = sortTokens(tokenA, tokenB);
        bytes32 salt = keccak256(abi.encodePacked(token0, token1));
        pair = address(uint160(uint256(keccak256(abi.encodePacked(hex"ff", factory, salt, initCodeHash)))));
    }

    /// @dev The pair's reserves ordered as (tokenA, tokenB).
    function getReserves(address factory, bytes32 initCodeHash, address tokenA, address tokenB)
        internal
        view
        returns (uint256 reserveA, uint256 reserveB)
    {
        (address token0,) = sortTokens(tokenA, tokenB);
        address pair = pairFor(factory, initCodeHash, tokenA, tokenB);
        // A named error instead of an empty revert from decoding a call to a missing pair, so swap
        // screens can say "no pool". It costs about 100 gas: the call that follows is then warm.
        if (pair.code.length == 0) revert AmmErrors.AmmPairMissing(tokenA, tokenB);
        (uint256 reserve0, uint256 reserve1,) = IUniswapV2Pair(pair).getReserves();
        (reserveA, reserveB) = tokenA == token0 ? (reserve0, reserve1) : (reserve1, reserve0);
    }

    /// @dev The amount of B worth `amountA` at the current reserve ratio (no fee, no price impact).
    function quote(uint256 amountA, uint256 reserveA, uint256 reserveB) internal pure returns (uint256 amountB) {
        if (amountA == 0) revert AmmErrors.AmmInsufficientInputAmount();
        if (reserveA == 0 || reserveB == 0) revert AmmErrors.AmmInsufficientLiquidity();
        amountB = (amountA * reserveB) / reserveA;
    }

    /// @dev Most output a swap of `amountIn` can get after the 0.3% fee.
    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut)
        internal
        pure
        returns (uint256 amountOut)
    {
        if (amountIn == 0) revert AmmErrors.AmmInsufficientInputAmount();
        if (reserveIn == 0 || reserveOut == 0) revert AmmErrors.AmmInsufficientLiquidity();
        uint256 amountInWithFee = amountIn * 997;
        amountOut = (amountInWithFee * reserveOut) / (reserveIn * 1000 + amountInWithFee);
    }

    /// @dev Least input that buys `amountOut` after the 0.3% fee (rounded up).
    function getAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut)
        internal
        pure
        returns (uint256 amountIn)
    {
        if (amountOut == 0) revert AmmErrors.AmmInsufficientOutputAmount(0, 1);
        if (reserveIn == 0 || amountOut >= reserveOut) revert AmmErrors.AmmInsufficientLiquidity();
        amountIn = (reserveIn * amountOut * 1000) / ((reserveOut - amountOut) * 997) + 1;
    }

    /// @dev Amounts along `path` when `amountIn` of its first token goes in.
    function getAmountsOut(address factory, bytes32 initCodeHash, uint256 amountIn, address[] memory path)
        internal
        view
        returns (uint256[] memory amounts)
    {
        if (path.length < 2) revert AmmErrors.AmmInvalidPath();
        amounts = new uint256[](path.length);
        amounts[0] = amountIn;
        for (uint256 i = 0; i < path.length - 1; ++i) {
            (uint256 reserveIn, uint256 reserveOut) = getReserves(factory, initCodeHash, path[i], path[i + 1]);
            amounts[i + 1] = getAmountOut(amounts[i], reserveIn, reserveOut);
        }
    }

    /// @dev Amounts along `path` needed for `amountOut` of its last token to come out.
    function getAmountsIn(address factory, bytes32 initCodeHash, uint256 amountOut, address[] memory path)
        internal
        view
        returns (uint256[] memory amounts)
    {
        if (path.length < 2) revert AmmErrors.AmmInvalidPath();
        amounts = new uint256[](path.length);
        amounts[amounts.length - 1] = amountOut;
        for (uint256 i = path.length - 1; i > 0; --i) {
            (uint256 reserveIn, uint256 reserveOut) = getReserves(factory, initCodeHash, path[i - 1], path[i]);
            amounts[i - 1] = getAmountIn(amounts[i], reserveIn, reserveOut);
        }
    }
}

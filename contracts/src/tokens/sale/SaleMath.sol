// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";

/**
 * @title SaleMath
 * @notice The pure arithmetic of a "no dApp" sale, shared by the sale hub ({TokenSaleHub}) and the
 * checks of its terms: what a buy receives, what a launch puts in the pool, the reserves a sale
 * needs and whether one minimum buy makes a pool the pair can mint. Internal functions only, so
 * they are inlined into each contract that uses them (no library deployment, no delegatecall).
 */
library SaleMath {
    /// @notice Basis points in one whole.
    uint256 internal constant BPS = 10_000;
    /// @notice Wei in one whole native coin: prices are tokens per 10^18 wei.
    uint256 internal constant COIN = 1e18;
    /// @notice The pair's first mint needs sqrt(tokens * coin) above its 1,000 locked shares.
    uint256 internal constant PAIR_MINIMUM_LIQUIDITY = 1_000;

    /// @notice Tokens `coin` wei buys at `tokensPerCoin` (rounded down, so a buyer never receives
    /// more than the coin pays for).
    function tokensForCoin(uint256 coin, uint256 tokensPerCoin) internal pure returns (uint256) {
        return Math.mulDiv(coin, tokensPerCoin, COIN);
    }

    /// @notice The share of `raised` that goes to the pool (rounded down).
    function poolCoin(uint256 raised, uint256 liquidityBps) internal pure returns (uint256) {
        return (raised * liquidityBps) / BPS;
    }

    /// @notice Tokens the sale must hold: what the hard cap buys (`saleTokens`) and what the pool
    /// share of the hard cap pairs with (`poolTokens`).
    function reserves(uint256 hardCap, uint256 tokensPerCoin, uint256 liquidityBps)
        internal
        pure
        returns (uint256 saleTokens, uint256 poolTokens)
    {
        saleTokens = tokensForCoin(hardCap, tokensPerCoin);
        poolTokens = tokensForCoin(poolCoin(hardCap, liquidityBps), tokensPerCoin);
    }

    /// @notice Whether a launch that raised only `minContribution` still makes a pool the pair can
    /// mint (every launch with coin raised has at least one minimum buy in it).
    function minimumBuyMakesAPool(uint256 minContribution, uint256 tokensPerCoin, uint256 liquidityBps)
        internal
        pure
        returns (bool)
    {
        uint256 coin = poolCoin(minContribution, liquidityBps);
        return Math.sqrt(coin * tokensForCoin(coin, tokensPerCoin)) > PAIR_MINIMUM_LIQUIDITY;
    }
}

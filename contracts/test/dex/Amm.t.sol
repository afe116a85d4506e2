// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AmmTestBase} from "../utils/AmmTestBase.sol";
import {UniswapV2Pair} from "../../src/dex/UniswapV2Pair.sol";
import {AmmForbidden, AmmKInvariant, AmmInsufficientOutputAmount} from "../../src/dex/AmmErrors.sol";
import {SampleStablecoin} from "../../src/tokens/SampleStablecoin.sol";
import {FeeOnTransferToken} from "../fixtures/FeeOnTransferToken.sol";

/// @notice Fuzzed properties of the AMM: minting, swapping, removing, fee-on-transfer paths.
contract AmmTest is AmmTestBase {
    // Reserves stay far below the pair's uint112 limit (about 5.2e33) in every fuzz run.
    uint256 internal constant MAX_RESERVE = 1e30;
    uint256 internal constant SUPPLY = 1e33;

    SampleStablecoin internal tokenA;
    SampleStablecoin internal tokenB;
    address internal trader = address(0xBEEF);

    receive() external payable {}

    function setUp() public {
        deployAmm();
        tokenA = new SampleStablecoin("Token A", "A", 18, 0, SUPPLY);
        tokenB = new SampleStablecoin("Token B", "B", 6, 0, SUPPLY);
        tokenA.approve(address(router), type(uint256).max);
        tokenB.approve(address(router), type(uint256).max);
    }

    function _path(address from, address to) internal pure returns (address[] memory path) {
        path = new address[](2);
        path[0] = from;
        path[1] = to;
    }

    function _seed(uint256 amountA, uint256 amountB) internal returns (UniswapV2Pair pair, uint256 liquidity) {
        (,, liquidity) = router.addLiquidity(
            address(tokenA), address(tokenB), amountA, amountB, amountA, amountB, address(this), block.timestamp
        );
        pair = UniswapV2Pair(factory.getPair(address(tokenA), address(tokenB)));
    }

    /// @dev Seeds the pair with fuzzed reserves bounded to [1e6, MAX_RESERVE]; returns them bounded.
    function _seedFuzzed(uint256 fuzzedA, uint256 fuzzedB)
        internal
        returns (UniswapV2Pair pair, uint256 liquidity, uint256 reserveA, uint256 reserveB)
    {
        reserveA = bound(fuzzedA, 1e6, MAX_RESERVE);
        reserveB = bound(fuzzedB, 1e6, MAX_RESERVE);
        (pair, liquidity) = _seed(reserveA, reserveB);
    }

    function _k(UniswapV2Pair pair) internal view returns (uint256) {
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        return uint256(reserve0) * reserve1;
    }

    function testFuzz_firstDepositMintsSqrtKMinusLockedLiquidity(uint256 amountA, uint256 amountB) public {
        amountA = bound(amountA, 1e4, MAX_RESERVE);
        amountB = bound(amountB, 1e4, MAX_RESERVE);
        (UniswapV2Pair pair, uint256 liquidity) = _seed(amountA, amountB);
        uint256 rootK = _sqrt(amountA * amountB);
        assertEq(liquidity, rootK - pair.MINIMUM_LIQUIDITY(), "liquidity");
        assertEq(pair.totalSupply(), rootK, "total supply");
        assertEq(pair.balanceOf(pair.LOCKED_LIQUIDITY_HOLDER()), pair.MINIMUM_LIQUIDITY(), "locked");
        assertEq(_k(pair), amountA * amountB, "k");
    }

    function testFuzz_swapMatchesGetAmountsOutAndKNeverDecreases(
        uint256 reserveA,
        uint256 reserveB,
        uint256 amountIn,
        bool aToB
    ) public {
        UniswapV2Pair pair;
        (pair,, reserveA, reserveB) = _seedFuzzed(reserveA, reserveB);
        (address input, address output) = aToB ? (address(tokenA), address(tokenB)) : (address(tokenB), address(tokenA));
        amountIn = bound(amountIn, 1, aToB ? reserveA : reserveB);
        address[] memory path = _path(input, output);
        uint256[] memory quoted = router.getAmountsOut(amountIn, path);
        vm.assume(quoted[1] > 0);

        uint256 kBefore = _k(pair);
        uint256 balanceBefore = SampleStablecoin(output).balanceOf(trader);
        uint256[] memory amounts = router.swapExactTokensForTokens(amountIn, quoted[1], path, trader, block.timestamp);
        assertEq(amounts[1], quoted[1], "amounts");
        assertEq(SampleStablecoin(output).balanceOf(trader) - balanceBefore, quoted[1], "received");
        assertGe(_k(pair), kBefore, "k decreased");
    }

    function testFuzz_swapForExactOutputChargesGetAmountsIn(uint256 reserveA, uint256 reserveB, uint256 amountOut)
        public
    {
        UniswapV2Pair pair;
        (pair,, reserveA, reserveB) = _seedFuzzed(reserveA, reserveB);
        // At most half the reserve: beyond that the input grows fast and may exceed our supply.
        amountOut = bound(amountOut, 1, reserveB / 2);
        address[] memory path = _path(address(tokenA), address(tokenB));
        uint256 quotedIn = router.getAmountsIn(amountOut, path)[0];
        uint256 kBefore = _k(pair);
        uint256 spentBefore = tokenA.balanceOf(address(this));

        router.swapTokensForExactTokens(amountOut, quotedIn, path, trader, block.timestamp);
        assertEq(tokenB.balanceOf(trader), amountOut, "received");
        assertEq(spentBefore - tokenA.balanceOf(address(this)), quotedIn, "spent");
        assertGe(_k(pair), kBefore, "k decreased");
    }

    function testFuzz_pairRejectsOutputAboveTheQuote(uint256 reserveA, uint256 reserveB, uint256 amountIn) public {
        UniswapV2Pair pair;
        (pair,, reserveA, reserveB) = _seedFuzzed(reserveA, reserveB);
        amountIn = bound(amountIn, 1, reserveA);
        uint256 fair = router.getAmountOut(amountIn, reserveA, reserveB);
        vm.assume(fair + 1 < reserveB);

        tokenA.transfer(address(pair), amountIn);
        bool aIsToken0 = pair.token0() == address(tokenA);
        vm.expectRevert(AmmKInvariant.selector);
        if (aIsToken0) pair.swap(0, fair + 1, trader, "");
        else pair.swap(fair + 1, 0, trader, "");
    }

    function testFuzz_removeLiquidityReturnsProportionalAmounts(
        uint256 reserveA,
        uint256 reserveB,
        uint256 shareOfLiquidity
    ) public {
        UniswapV2Pair pair;
        uint256 liquidity;
        (pair, liquidity, reserveA, reserveB) = _seedFuzzed(reserveA, reserveB);
        uint256 burned = (liquidity * bound(shareOfLiquidity, 1, 1e18)) / 1e18;
        uint256 supply = pair.totalSupply();
        uint256 expectedA = (burned * reserveA) / supply;
        uint256 expectedB = (burned * reserveB) / supply;
        vm.assume(expectedA > 0 && expectedB > 0);

        pair.approve(address(router), burned);
        (uint256 amountA, uint256 amountB) =
            router.removeLiquidity(address(tokenA), address(tokenB), burned, 0, 0, trader, block.timestamp);
        assertEq(amountA, expectedA, "amount A");
        assertEq(amountB, expectedB, "amount B");
        assertEq(tokenA.balanceOf(trader), expectedA, "received A");
        assertEq(tokenB.balanceOf(trader), expectedB, "received B");
        assertEq(pair.balanceOf(address(this)), liquidity - burned, "shares left");
    }

    function testFuzz_feeOnTransferSwapPricesWhatArrives(uint256 feeBasisPoints, uint256 amountIn) public {
        feeBasisPoints = bound(feeBasisPoints, 1, 2_000);
        FeeOnTransferToken taxed = new FeeOnTransferToken(feeBasisPoints, SUPPLY);
        taxed.approve(address(router), type(uint256).max);
        router.addLiquidity(address(taxed), address(tokenB), 1e24, 1e24, 0, 0, address(this), block.timestamp);
        UniswapV2Pair pair = UniswapV2Pair(factory.getPair(address(taxed), address(tokenB)));
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        (uint256 reserveIn, uint256 reserveOut) =
            pair.token0() == address(taxed) ? (uint256(reserve0), uint256(reserve1)) : (uint256(reserve1), uint256(reserve0));

        amountIn = bound(amountIn, 1e6, 1e24);
        uint256 arrives = amountIn - (amountIn * feeBasisPoints) / 10_000;
        uint256 expectedOut = router.getAmountOut(arrives, reserveIn, reserveOut);
        address[] memory path = _path(address(taxed), address(tokenB));

        // The plain path prices the nominal amount, which never arrives: the pair refuses.
        vm.expectRevert(AmmKInvariant.selector);
        router.swapExactTokensForTokens(amountIn, 0, path, trader, block.timestamp);
        // Asking more than what arrives can buy fails on the minimum.
        vm.expectRevert(abi.encodeWithSelector(AmmInsufficientOutputAmount.selector, expectedOut, expectedOut + 1));
        router.swapExactTokensForTokensSupportingFeeOnTransferTokens(
            amountIn, expectedOut + 1, path, trader, block.timestamp
        );

        uint256 kBefore = _k(pair);
        router.swapExactTokensForTokensSupportingFeeOnTransferTokens(amountIn, expectedOut, path, trader, block.timestamp);
        assertEq(tokenB.balanceOf(trader), expectedOut, "received");
        assertGe(_k(pair), kBefore, "k decreased");
    }

    function testFuzz_onlyFeeToSetterSwitchesTheProtocolFee(address caller, address newFeeTo) public {
        vm.assume(caller != address(this));
        vm.prank(caller);
        vm.expectRevert(abi.encodeWithSelector(AmmForbidden.selector, caller));
        factory.setFeeTo(newFeeTo);
        vm.prank(caller);
        vm.expectRevert(abi.encodeWithSelector(AmmForbidden.selector, caller));
        factory.setFeeToSetter(caller);

        factory.setFeeTo(newFeeTo);
        assertEq(factory.feeTo(), newFeeTo, "feeTo");
    }

    function testFuzz_protocolFeeTakesASixthOfGrowth(uint256 amountIn) public {
        address feeTo = address(0xFEE);
        factory.setFeeTo(feeTo);
        (UniswapV2Pair pair,) = _seed(1e24, 1e24);
        amountIn = bound(amountIn, 1e18, 1e23);
        address[] memory path = _path(address(tokenA), address(tokenB));
        router.swapExactTokensForTokens(amountIn, 0, path, trader, block.timestamp);
        router.swapExactTokensForTokens(amountIn, 0, _path(address(tokenB), address(tokenA)), trader, block.timestamp);

        uint256 rootKLast = _sqrt(pair.kLast());
        uint256 rootK = _sqrt(_k(pair));
        uint256 supply = pair.totalSupply();
        // Any liquidity event settles the fee; a tiny deposit is enough.
        router.addLiquidity(address(tokenA), address(tokenB), 1e18, 1e18, 0, 0, address(this), block.timestamp);
        uint256 expected = (supply * (rootK - rootKLast)) / (rootK * 5 + rootKLast);
        assertTrue(expected > 0, "fees grew k");
        assertEq(pair.balanceOf(feeTo), expected, "protocol shares");
    }

    function _sqrt(uint256 y) internal pure returns (uint256 z) {
        if (y == 0) return 0;
        z = y;
        uint256 x = y / 2 + 1;
        while (x < z) {
            z = x;
            x = (y / x + x) / 2;
        }
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {CompoundSaleTokenFixture} from "./CompoundSaleTokenFixture.sol";
import {HubSaleTokenBehaviour, IHubSaleToken} from "./HubSaleTokenBehaviour.sol";
import {SaleTerms} from "../../src/tokens/sale/ITokenSaleHub.sol";
import {CompoundSaleToken} from "../../src/tokens/templates/CompoundSaleToken.sol";
import {CompoundTokenConfig} from "../../src/tokens/templates/CompoundToken.sol";

/// @notice The compound sale token (`/co/cp?t=1`) with the shared sale hub (issue 20): the hub sale
/// behaviour ({HubSaleTokenBehaviour}) on this template, then how compounding (paused until the
/// launch) keeps the hub's books exact across the sale and the launch: the behaviour's tests again
/// with time passing over compounding boundaries, the rebase after the launch, the sell fee and the
/// hub's fixed fee exemption.
contract CompoundSaleTokenTest is CompoundSaleTokenFixture, HubSaleTokenBehaviour {
    CompoundSaleToken internal token;

    function setUp() public {
        vm.warp(1_800_000_000);
        _deploySaleChain();
        token = _saleToken(_terms());
    }

    // ------------------------------------------------------------------ behaviour hooks

    function _token() internal view override returns (IHubSaleToken) {
        return IHubSaleToken(address(token));
    }

    function _newSaleToken(SaleTerms memory terms) internal override returns (IHubSaleToken) {
        return IHubSaleToken(address(_saleToken(terms)));
    }

    function _ammRouter() internal view override returns (address) {
        return address(router);
    }

    function _supply() internal pure override returns (uint256) {
        return SUPPLY;
    }

    function _reserve() internal pure override returns (uint256) {
        return RESERVE;
    }

    function _tradingOpenedAt() internal view override returns (uint256) {
        return token.tradingStartedAt();
    }

    function _afterDeployment() internal view override {
        assertEq(token.saleHub(), address(hub), "hub public");
        assertTrue(token.isFeeExempt(address(hub)), "the hub pays no fee");
        assertEq(keccak256(bytes(token.templateName())), keccak256("TokenBox.CompoundSaleToken v1"), "template");
    }

    function _afterPlainBuy(address buyer, uint256 tokens) internal view override {
        assertEq(token.balanceOf(buyer), tokens, "tokens at the sale price, no fee, no growth");
        assertEq(token.totalSupply(), SUPPLY, "nothing compounded during the sale");
    }

    // ------------------------------------------------------------------ deployment

    function test_deploymentRefusesAnErc20QuoteBadTermsAndASmallSupply() public {
        CompoundTokenConfig memory config = _config();
        config.quoteToken = address(weth);
        vm.expectRevert(abi.encodeWithSelector(CompoundSaleToken.SaleInvalidConfig.selector, "quoteToken"));
        new CompoundSaleToken(config, _terms(), address(hub));

        _checkBadTermsRefused();

        config = _config();
        config.initialSupply = RESERVE - 1;
        vm.expectRevert();
        new CompoundSaleToken(config, _terms(), address(hub));
    }

    function test_theHubsExemptionIsFixedOtherExemptionsStayTheOwners() public {
        vm.prank(CREATOR);
        vm.expectRevert(CompoundSaleToken.SaleHubExemptionFixed.selector);
        token.setFeeExempt(address(hub), false);
        vm.prank(_buyer(1));
        vm.expectRevert();
        token.setFeeExempt(_buyer(1), true);
        vm.prank(CREATOR);
        token.setFeeExempt(_buyer(1), true);
        assertTrue(token.isFeeExempt(_buyer(1)), "owner power kept");
    }

    // ------------------------------------------------------------------ buying

    function testFuzz_plainTransferBuysAtTheSalePriceWithoutFee(uint256 amount, uint256 later) public {
        // Any time in the sale, compounding boundaries passed or not.
        vm.warp(block.timestamp + bound(later, 0, 1 days - 1));
        _checkPlainTransferBuy(amount);
    }

    // ------------------------------------------------------------------ trading gate and compounding pause

    function test_nobodyTradesOrRebasesBeforeTheLaunchTheOwnerIncluded() public {
        _checkNobodyTradesBeforeTheLaunch();

        vm.warp(uint256(token.startTime()) + 5 * INTERVAL);
        assertEq(token.pendingIntervals(), 5, "the schedule runs on");
        vm.expectRevert(CompoundSaleToken.TokenTradingNotStarted.selector);
        token.rebase();
        // An auto-rebasing buy after a boundary goes on without the rebase.
        _send(address(token), _buyer(2), 1 ether);
        assertEq(token.balanceOf(_buyer(2)), 1_000e18, "bought");
        assertEq(token.epoch(), 0, "no rebase");
        assertEq(token.totalSupply(), SUPPLY, "no growth");
        assertEq(token.balanceOf(_buyer(1)), 1_000e18, "no growth for buyers");
    }

    // ------------------------------------------------------------------ launch

    function testFuzz_theOwnerStartsTradingDuringTheSaleExactlyAsStated(uint256 later) public {
        vm.warp(block.timestamp + bound(later, 0, 1 days - 1));
        _checkOwnerLaunchDuringTheSale();
        (uint256 tokenReserve,) = _poolReserves(address(token));
        assertEq(tokenReserve, 12_000e18, "matching tokens at the sale price, no sell fee");
    }

    function testFuzz_compoundingAfterTheLaunchCatchesUpAndKeepsThePoolInSync(uint256 launchAt, uint256 after_)
        public
    {
        _send(address(token), _buyer(1), 10 ether);
        vm.warp(block.timestamp + bound(launchAt, 0, 1 days - 1));
        vm.prank(CREATOR);
        token.startTrading();
        uint256 supplyAtLaunch = token.totalSupply();
        uint256 buyerAtLaunch = token.balanceOf(_buyer(1));
        assertEq(buyerAtLaunch, 10_000e18, "exactly the purchase at the launch");

        vm.warp(block.timestamp + bound(after_, 0, 3 days));
        uint256 due = token.pendingIntervals();
        if (due == 0) return;
        token.rebase();
        uint256 supply = token.totalSupply();
        assertGe(supply, supplyAtLaunch, "grew");
        assertLe(supply, MAX, "never past the maximum");
        (uint256 tokenReserve,) = _poolReserves(address(token));
        assertEq(tokenReserve, token.balanceOf(token.pair()), "pool synced with its grown balance");
        // The buyer's balance grew by the supply's factor (within share rounding).
        assertApproxEq(
            token.balanceOf(_buyer(1)), (buyerAtLaunch * supply) / supplyAtLaunch, 2, "grew by the schedule"
        );
        // Transfers now work and compound as the plain token.
        vm.prank(_buyer(1));
        token.transfer(_buyer(2), 1e18);
        assertEq(token.balanceOf(_buyer(2)), 1e18, "wallet to wallet, no fee");
    }

    function test_afterLaunchASellOnThePoolPaysTheSellFee() public {
        _send(address(token), _buyer(1), 10 ether);
        vm.prank(CREATOR);
        token.startTrading();
        address[] memory path = new address[](2);
        path[0] = address(token);
        path[1] = address(weth);
        vm.startPrank(_buyer(1));
        token.approve(address(router), type(uint256).max);
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(1_000e18, 0, path, _buyer(1), block.timestamp);
        vm.stopPrank();
        assertTrue(_buyer(1).balance > 0, "sold on the pool");
        assertEq(token.balanceOf(MARKETING), 50e18, "5% sell fee to the marketing wallet");
    }

    function test_anyoneStartsTradingAfterTheEndEvenWhenTheOwnerRenounced() public {
        vm.prank(CREATOR);
        token.renounceOwnership();
        _checkAnyoneLaunchesAfterTheEnd();
        assertEq(token.balanceOf(_buyer(2)), 100e18, "renounced, the token still trades");
    }

    // ------------------------------------------------------------------ soft cap and refunds

    function testFuzz_aMissedSoftCapRefundsExactlyWhatWasBought(uint256 later) public {
        // Long after the end, with many compounding intervals passed.
        IHubSaleToken soft = _checkMissedSoftCap(bound(later, 0, 60 days));
        assertEq(soft.balanceOf(_buyer(1)), 0, "exactly the purchase burned, nothing left over");
    }

    // ------------------------------------------------------------------ invariants (fuzzed)

    function testFuzz_coinInEqualsCoinOutPlusHeldAcrossCompounding(uint256 seed, uint8 buys, bool launchIt) public {
        // Time moves across compounding boundaries while the sale runs.
        (uint256 raised, uint256 sold) = _fuzzBuysKeepTheCoinBooks(seed, buys, 2 hours);
        if (_launchKeepsTheCoinBooks(launchIt, raised, sold)) {
            vm.warp(block.timestamp + 30 days);
            token.rebase();
            assertLe(token.totalSupply(), MAX, "never past the maximum");
        }
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {
    CompoundSaleCoinRefuser, CompoundSaleReentrantBuyer, CompoundSaleTokenFixture
} from "./CompoundSaleTokenFixture.sol";
import {UniswapV2Pair} from "../../src/dex/UniswapV2Pair.sol";
import {LockView} from "../../src/lock/ITokenLocker.sol";
import {SaleTerms} from "../../src/tokens/sale/ITokenSaleHub.sol";
import {TokenSaleHub} from "../../src/tokens/sale/TokenSaleHub.sol";
import {CompoundSaleToken} from "../../src/tokens/templates/CompoundSaleToken.sol";
import {CompoundTokenConfig} from "../../src/tokens/templates/CompoundToken.sol";

/// @notice The compound sale token (`/co/cp?t=1`) with the shared sale hub (issue 20): the sale's
/// caps, limits, refunds, launch and LP, and how compounding (paused until the launch) keeps the
/// hub's books exact across the sale and the launch.
contract CompoundSaleTokenTest is CompoundSaleTokenFixture {
    CompoundSaleToken internal token;

    function setUp() public {
        vm.warp(1_800_000_000);
        _deploySaleChain();
        token = _saleToken(_terms());
    }

    // ------------------------------------------------------------------ deployment

    function test_deploymentGivesTheHubTheReservesAndRegistersTheSale() public view {
        assertEq(token.totalSupply(), SUPPLY, "stated supply");
        assertEq(token.balanceOf(address(hub)), RESERVE, "reserves at the hub");
        assertEq(token.balanceOf(CREATOR), SUPPLY - RESERVE, "the rest to the creator");
        TokenSaleHub.Sale memory sale = hub.saleOf(address(token));
        assertEq(sale.beneficiary, CREATOR, "beneficiary is the owner");
        assertEq(sale.router, address(router), "the token's router");
        assertEq(sale.hardCap, 100 ether, "hard cap");
        assertTrue(hub.phase(address(token)) == TokenSaleHub.SalePhase.Active, "active");
        assertEq(token.tradingStartedAt(), 0, "not trading");
        assertEq(token.saleHub(), address(hub), "hub public");
        assertTrue(token.isFeeExempt(address(hub)), "the hub pays no fee");
        assertEq(keccak256(bytes(token.templateName())), keccak256("TokenBox.CompoundSaleToken v1"), "template");
    }

    function test_deploymentRefusesAnErc20QuoteBadTermsAndASmallSupply() public {
        CompoundTokenConfig memory config = _config();
        config.quoteToken = address(weth);
        vm.expectRevert(abi.encodeWithSelector(CompoundSaleToken.SaleInvalidConfig.selector, "quoteToken"));
        new CompoundSaleToken(config, _terms(), address(hub));

        SaleTerms memory terms = _terms();
        terms.softCap = terms.hardCap + 1;
        vm.expectRevert(abi.encodeWithSelector(TokenSaleHub.SaleInvalidConfig.selector, "softCap"));
        _saleToken(terms);

        terms = _terms();
        terms.locker = address(0);
        vm.expectRevert(abi.encodeWithSelector(TokenSaleHub.SaleInvalidConfig.selector, "locker"));
        _saleToken(terms);

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

    function test_onlyTheHubMayBurnOrOpenTrading() public {
        vm.expectRevert(CompoundSaleToken.SaleOnlyHub.selector);
        token.onSaleHook(address(hub), RESERVE);
        vm.prank(CREATOR);
        vm.expectRevert(CompoundSaleToken.SaleOnlyHub.selector);
        token.onSaleHook(_buyer(1), 0);
    }

    // ------------------------------------------------------------------ buying

    function testFuzz_plainTransferBuysAtTheSalePriceWithoutFee(uint256 amount, uint256 later) public {
        amount = bound(amount, 0.1 ether, 10 ether);
        // Any time in the sale, compounding boundaries passed or not.
        vm.warp(block.timestamp + bound(later, 0, 1 days - 1));
        address buyer = _buyer(1);
        assertTrue(_send(address(token), buyer, amount), "plain transfer accepted");
        uint256 tokens = (amount * RATE) / 1e18;
        assertEq(token.balanceOf(buyer), tokens, "tokens at the sale price, no fee, no growth");
        assertEq(buyer.balance, 0, "all coin taken");
        assertEq(address(hub).balance, amount, "coin at the hub");
        assertEq(address(token).balance, 0, "nothing stays in the token");
        assertEq(token.totalSupply(), SUPPLY, "nothing compounded during the sale");
        (uint128 coin, uint128 bought) = hub.contributions(address(token), buyer);
        assertEq(coin, amount, "contribution");
        assertEq(bought, tokens, "tokens recorded");
        assertEq(token.balanceOf(address(hub)), RESERVE - tokens, "hub reserve exact");
    }

    function testFuzz_aboveThePerAddressMaximumTheExcessGoesBack(uint256 amount) public {
        amount = bound(amount, 10 ether + 1, 50 ether);
        address buyer = _buyer(1);
        vm.expectEmit(true, true, false, true);
        emit TokenSaleHub.SaleRefunded(
            address(token), buyer, amount - 10 ether, TokenSaleHub.SaleRefundReason.AboveMaximum, true
        );
        _send(address(token), buyer, amount);
        assertEq(buyer.balance, amount - 10 ether, "excess back in the same transaction");
        assertEq(token.balanceOf(buyer), 10_000e18, "tokens of the maximum");
        _send(address(token), buyer, 1 ether);
        assertEq(buyer.balance, amount - 10 ether + 1 ether, "a second buy past the maximum goes back");
    }

    function testFuzz_belowTheMinimumEverythingGoesBack(uint256 amount) public {
        amount = bound(amount, 1, 0.1 ether - 1);
        address buyer = _buyer(1);
        vm.expectEmit(true, true, false, true);
        emit TokenSaleHub.SaleRefunded(address(token), buyer, amount, TokenSaleHub.SaleRefundReason.BelowMinimum, true);
        _send(address(token), buyer, amount);
        assertEq(buyer.balance, amount, "refunded");
        assertEq(address(hub).balance, 0, "nothing kept");
    }

    function testFuzz_theHardCapIsNeverExceeded(uint256 last) public {
        for (uint256 i = 0; i < 9; ++i) {
            _send(address(token), _buyer(i), 10 ether);
        }
        _send(address(token), _buyer(9), 9.5 ether);
        last = bound(last, 0.5 ether + 1, 10 ether);
        _send(address(token), _buyer(10), last);
        assertEq(_buyer(10).balance, last - 0.5 ether, "excess back");
        assertEq(hub.saleOf(address(token)).totalRaised, 100 ether, "filled exactly");
        assertEq(token.balanceOf(address(hub)), RESERVE - 100_000e18, "the pool's tokens left exactly");
        assertTrue(hub.phase(address(token)) == TokenSaleHub.SalePhase.Ended, "a full sale has ended");
        _send(address(token), _buyer(11), 1 ether);
        assertEq(_buyer(11).balance, 1 ether, "a full sale refunds");
    }

    function test_afterTheEndCoinGoesBack() public {
        vm.warp(block.timestamp + 1 days);
        vm.expectEmit(true, true, false, true);
        emit TokenSaleHub.SaleRefunded(address(token), _buyer(1), 1 ether, TokenSaleHub.SaleRefundReason.SaleClosed, true);
        _send(address(token), _buyer(1), 1 ether);
        assertEq(_buyer(1).balance, 1 ether, "refunded");
    }

    function test_aContractThatRefusesCoinIsCreditedAndWithdrawsElsewhere() public {
        CompoundSaleCoinRefuser refuser = new CompoundSaleCoinRefuser();
        vm.deal(address(this), 2 ether);
        assertTrue(refuser.buy{value: 2 ether}(address(token)), "the send itself succeeds");
        assertEq(hub.credits(address(refuser)), 2 ether, "credited");
        assertEq(token.balanceOf(address(refuser)), 0, "a contract buys nothing");
        vm.prank(address(refuser));
        hub.withdrawCredit(payable(_buyer(7)));
        assertEq(_buyer(7).balance, 2 ether, "withdrawn to another address");
    }

    function test_aBuyerWhoIsTheCreatorBuysLikeAnyone() public {
        _send(address(token), CREATOR, 1 ether);
        assertEq(token.balanceOf(CREATOR), SUPPLY - RESERVE + 1_000e18, "allocation plus the purchase");
        (uint128 coin,) = hub.contributions(address(token), CREATOR);
        assertEq(coin, 1 ether, "recorded as a buyer");
    }

    // ------------------------------------------------------------------ trading gate and compounding pause

    function test_nobodyTradesOrRebasesBeforeTheLaunchTheOwnerIncluded() public {
        _send(address(token), _buyer(1), 1 ether);
        vm.prank(_buyer(1));
        vm.expectRevert(CompoundSaleToken.TokenTradingNotStarted.selector);
        token.transfer(_buyer(2), 1);
        address pair = token.pair();
        vm.prank(CREATOR);
        vm.expectRevert(CompoundSaleToken.TokenTradingNotStarted.selector);
        token.transfer(pair, 1);
        vm.prank(_buyer(1));
        token.approve(_buyer(3), 1);
        vm.prank(_buyer(3));
        vm.expectRevert(CompoundSaleToken.TokenTradingNotStarted.selector);
        token.transferFrom(_buyer(1), _buyer(3), 1);

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
        _send(address(token), _buyer(1), 10 ether);
        _send(address(token), _buyer(2), 10 ether);
        uint256 creatorCoin = CREATOR.balance;

        vm.prank(_buyer(1));
        vm.expectRevert(); // not the owner
        token.startTrading();
        vm.expectRevert(abi.encodeWithSelector(TokenSaleHub.SaleHubNotTokenOwner.selector, address(this)));
        hub.launch(address(token));

        vm.prank(CREATOR);
        token.startTrading();

        (uint256 tokenReserve, uint256 coinReserve) = _reserves(token);
        assertEq(coinReserve, 12 ether, "60% of 20 coin to the pool");
        assertEq(tokenReserve, 12_000e18, "matching tokens at the sale price, no sell fee");
        assertEq(token.balanceOf(token.pair()), 12_000e18, "the pair holds exactly that");
        assertEq(CREATOR.balance - creatorCoin, 8 ether, "the rest to the owner");
        assertEq(token.balanceOf(address(hub)), 0, "nothing left at the hub");
        assertEq(token.totalSupply(), SUPPLY - (RESERVE - 20_000e18 - 12_000e18), "unsold burned");
        assertEq(address(hub).balance, 0, "the hub holds no coin of a launched sale");
        assertEq(token.tradingStartedAt(), block.timestamp, "trading opened");

        uint256[] memory ids = new uint256[](1);
        ids[0] = 1;
        LockView memory lock = locker.getLocks(ids)[0];
        assertEq(lock.token, token.pair(), "LP locked");
        assertEq(lock.owner, CREATOR, "for the owner");

        vm.expectRevert(TokenSaleHub.SaleTradingAlreadyStarted.selector);
        hub.launch(address(token));
        _send(address(token), _buyer(3), 1 ether);
        assertEq(_buyer(3).balance, 1 ether, "a launched sale refunds");
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
        (uint256 tokenReserve,) = _reserves(token);
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
        _send(address(token), _buyer(1), 1 ether);
        vm.prank(CREATOR);
        token.renounceOwnership();
        vm.warp(block.timestamp + 1 days);
        vm.prank(_buyer(9));
        hub.launch(address(token));
        assertTrue(hub.phase(address(token)) == TokenSaleHub.SalePhase.Trading, "trading");
        vm.prank(_buyer(1));
        token.transfer(_buyer(2), 100e18);
        assertEq(token.balanceOf(_buyer(2)), 100e18, "renounced, the token still trades");
    }

    function test_burnedLpGoesToDead() public {
        SaleTerms memory terms = _terms();
        terms.locker = address(0);
        terms.lpLockDuration = 0;
        CompoundSaleToken burned = _saleToken(terms);
        _send(address(burned), _buyer(1), 1 ether);
        vm.prank(CREATOR);
        burned.startTrading();
        UniswapV2Pair pair = UniswapV2Pair(burned.pair());
        assertTrue(pair.balanceOf(hub.DEAD()) > 0, "LP burned");
        assertEq(pair.balanceOf(address(hub)), 0, "the hub keeps no LP");
    }

    // ------------------------------------------------------------------ soft cap and refunds

    function testFuzz_aMissedSoftCapRefundsExactlyWhatWasBought(uint256 later) public {
        SaleTerms memory terms = _terms();
        terms.softCap = 50 ether;
        CompoundSaleToken soft = _saleToken(terms);
        _send(address(soft), _buyer(1), 3 ether);
        _send(address(soft), _buyer(2), 2 ether);

        vm.prank(CREATOR);
        vm.expectRevert(abi.encodeWithSelector(TokenSaleHub.SaleSoftCapNotMet.selector, 5 ether, 50 ether));
        soft.startTrading();

        // Long after the end, with many compounding intervals passed.
        vm.warp(block.timestamp + 1 days + bound(later, 0, 60 days));
        assertTrue(hub.phase(address(soft)) == TokenSaleHub.SalePhase.Failed, "failed");
        uint256 supply = soft.totalSupply();
        assertEq(supply, SUPPLY, "nothing compounded");
        vm.prank(_buyer(1));
        hub.claimRefund(address(soft));
        assertEq(_buyer(1).balance, 3 ether, "coin back");
        assertEq(soft.balanceOf(_buyer(1)), 0, "exactly the purchase burned, nothing left over");
        assertEq(soft.totalSupply(), supply - 3_000e18, "supply falls");
        assertEq(hub.coinHeld(address(soft)), 2 ether, "the other buyer's coin stays");
    }

    function test_noLaunchWithinTheWindowMakesTheSaleRefundable() public {
        _send(address(token), _buyer(1), 1 ether);
        vm.warp(block.timestamp + 1 days + hub.LAUNCH_WINDOW());
        vm.expectRevert();
        hub.launch(address(token));
        vm.prank(_buyer(1));
        hub.claimRefund(address(token));
        assertEq(_buyer(1).balance, 1 ether, "refunded");
        assertEq(token.balanceOf(_buyer(1)), 0, "burned");
    }

    function test_reentrancyFromARefundIsRefusedAndCredited() public {
        CompoundSaleReentrantBuyer attacker = new CompoundSaleReentrantBuyer(hub, address(token));
        vm.deal(address(attacker), 15 ether);
        vm.prank(address(attacker), address(attacker));
        // solhint-disable-next-line avoid-low-level-calls
        (bool ok,) = address(token).call{value: 15 ether}("");
        assertTrue(ok, "the send succeeds");
        assertEq(token.balanceOf(address(attacker)), 10_000e18, "bought the maximum once");
        assertEq(hub.credits(address(attacker)), 5 ether, "the re-entering refund is credited instead");
    }

    // ------------------------------------------------------------------ invariants (fuzzed)

    function testFuzz_coinInEqualsCoinOutPlusHeldAcrossCompounding(uint256 seed, uint8 buys, bool launchIt) public {
        uint256 n = bound(buys, 1, 12);
        uint256 sent;
        uint256 refundedNow;
        uint256 sold;
        for (uint256 i; i < n; ++i) {
            uint256 roll = uint256(keccak256(abi.encode(seed, i)));
            // Time moves across compounding boundaries while the sale runs.
            vm.warp(block.timestamp + bound(roll >> 128, 0, 2 hours));
            uint256 amount = bound(roll, 1, 15 ether);
            address buyer = _buyer(i % 5);
            uint256 before = buyer.balance;
            uint256 tokensBefore = token.balanceOf(buyer);
            _send(address(token), buyer, amount);
            sent += amount;
            refundedNow += buyer.balance - before;
            sold += token.balanceOf(buyer) - tokensBefore;
        }
        uint256 raised = hub.saleOf(address(token)).totalRaised;
        assertEq(sent, raised + refundedNow, "in = accepted + refunded in the same transaction");
        assertEq(address(hub).balance, hub.coinHeld(address(token)) + hub.totalCredits(), "hub = held + credits");
        assertEq(token.balanceOf(address(hub)), RESERVE - sold, "the hub's tokens = reserve - sold, exactly");
        assertEq(sold, (raised * RATE) / 1e18, "sold = raised at the price");
        assertLe(token.totalSupply(), SUPPLY, "never past the stated supply");
        if (launchIt && raised > 0 && block.timestamp < hub.saleOf(address(token)).endTime + hub.LAUNCH_WINDOW()) {
            uint256 creatorBefore = CREATOR.balance;
            vm.prank(CREATOR);
            token.startTrading();
            uint256 toPool = weth.balanceOf(token.pair());
            assertEq(raised, toPool + (CREATOR.balance - creatorBefore), "raised = pool + owner");
            assertEq(address(hub).balance, hub.totalCredits(), "only credits stay");
            (uint256 tokenReserve,) = _reserves(token);
            assertEq(tokenReserve, (toPool * RATE) / 1e18, "the pool got the stated tokens");
            assertEq(token.totalSupply(), SUPPLY - RESERVE + sold + tokenReserve, "unsold burned, nothing grew");
            vm.warp(block.timestamp + 30 days);
            token.rebase();
            assertLe(token.totalSupply(), MAX, "never past the maximum");
        }
    }
}

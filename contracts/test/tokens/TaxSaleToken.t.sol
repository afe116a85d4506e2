// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {HubCoinRefuser, ReentrantHubBuyer, TaxSaleTokenFixture} from "./TaxSaleTokenFixture.sol";
import {UniswapV2Pair} from "../../src/dex/UniswapV2Pair.sol";
import {LockView} from "../../src/lock/ITokenLocker.sol";
import {SaleTerms} from "../../src/tokens/sale/ITokenSaleHub.sol";
import {TokenSaleHub} from "../../src/tokens/sale/TokenSaleHub.sol";
import {TaxSaleToken} from "../../src/tokens/templates/TaxSaleToken.sol";
import {TaxTokenConfig} from "../../src/tokens/templates/TaxToken.sol";
import {SaleHubTaxClient} from "../../src/tokens/templates/base/SaleHubTaxClient.sol";
import {TaxTokenState} from "../../src/tokens/templates/base/TaxTokenState.sol";

/// @notice The marketing sale token (`/co/mk?t=1`) and the shared sale hub (issue 20).
contract TaxSaleTokenTest is TaxSaleTokenFixture {
    TaxSaleToken internal token;

    function setUp() public override {
        super.setUp();
        vm.warp(1_800_000_000);
        _deploySaleChain();
        token = _saleToken(_terms());
    }

    function _pair() internal view returns (UniswapV2Pair) {
        return UniswapV2Pair(token.pair());
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
        assertEq(token.tradingStartsAt(), 0, "not trading");
    }

    function test_deploymentRefusesAnErc20QuoteAScheduledStartAndBadTerms() public {
        TaxTokenConfig memory config = _taxConfig();
        config.quoteToken = address(usdt);
        vm.expectRevert(abi.encodeWithSelector(SaleHubTaxClient.SaleInvalidConfig.selector, "quoteToken"));
        new TaxSaleToken(config, _terms(), address(hub));

        config = _taxConfig();
        config.tradingStartsAt = uint64(block.timestamp + 1);
        vm.expectRevert(abi.encodeWithSelector(SaleHubTaxClient.SaleInvalidConfig.selector, "tradingStartsAt"));
        new TaxSaleToken(config, _terms(), address(hub));

        SaleTerms memory terms = _terms();
        terms.softCap = terms.hardCap + 1;
        vm.expectRevert(abi.encodeWithSelector(TokenSaleHub.SaleInvalidConfig.selector, "softCap"));
        _saleToken(terms);

        terms = _terms();
        terms.minContribution = 10;
        vm.expectRevert(abi.encodeWithSelector(TokenSaleHub.SaleInvalidConfig.selector, "minContribution"));
        _saleToken(terms);

        terms = _terms();
        terms.locker = address(0);
        vm.expectRevert(abi.encodeWithSelector(TokenSaleHub.SaleInvalidConfig.selector, "locker"));
        _saleToken(terms);

        // A supply smaller than the reserves cannot deploy.
        config = _taxConfig();
        config.initialSupply = RESERVE - 1;
        vm.expectRevert();
        new TaxSaleToken(config, _terms(), address(hub));
    }

    /// @dev Issue 48, hole 1, through the sale hub (every hub sale variant registers there).
    function testFuzz_anLpLockUnder30DaysIsRefusedByTheHub(uint32 duration) public {
        SaleTerms memory terms = _terms();
        terms.lpLockDuration = uint32(bound(duration, 1, 30 days - 1));
        vm.expectRevert(abi.encodeWithSelector(TokenSaleHub.SaleInvalidConfig.selector, "lpLockDuration"));
        _saleToken(terms);
        terms.lpLockDuration = 30 days;
        _saleToken(terms);
    }

    function test_aSaleRegistersOnce() public {
        vm.prank(address(token));
        vm.expectRevert(abi.encodeWithSelector(TokenSaleHub.SaleHubAlreadyRegistered.selector, address(token)));
        hub.registerSale(_terms());
    }

    // ------------------------------------------------------------------ buying

    function testFuzz_plainTransferBuysAtTheSalePrice(uint256 amount) public {
        amount = bound(amount, 0.1 ether, 10 ether);
        address buyer = _buyer(1);
        assertTrue(_send(address(token), buyer, amount), "plain transfer accepted");
        uint256 tokens = (amount * RATE) / 1e18;
        assertEq(token.balanceOf(buyer), tokens, "tokens at the sale price, no fee");
        assertEq(buyer.balance, 0, "all coin taken");
        assertEq(address(hub).balance, amount, "coin at the hub");
        assertEq(address(token).balance, 0, "nothing stays in the token");
        (uint128 coin, uint128 bought) = hub.contributions(address(token), buyer);
        assertEq(coin, amount, "contribution");
        assertEq(bought, tokens, "tokens recorded");
        assertEq(hub.coinHeld(address(token)), amount, "held for this sale");
    }

    function test_buyEmitsThePurchase() public {
        address buyer = _buyer(1);
        vm.expectEmit(true, true, false, true);
        emit TokenSaleHub.TokensPurchased(address(token), buyer, 1 ether, 1_000e18);
        _send(address(token), buyer, 1 ether);
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
        HubCoinRefuser refuser = new HubCoinRefuser();
        vm.deal(address(this), 2 ether);
        assertTrue(refuser.buy{value: 2 ether}(address(token)), "the send itself succeeds");
        assertEq(hub.credits(address(refuser)), 2 ether, "credited");
        assertEq(token.balanceOf(address(refuser)), 0, "a contract buys nothing");
        vm.prank(address(refuser));
        hub.withdrawCredit(payable(_buyer(7)));
        assertEq(_buyer(7).balance, 2 ether, "withdrawn to another address");
        assertEq(hub.totalCredits(), 0, "no credit left");
    }

    function test_anAddressThatNeverRegisteredCannotUseTheHub() public {
        vm.deal(_buyer(1), 1 ether);
        vm.prank(_buyer(1), _buyer(1));
        vm.expectRevert(abi.encodeWithSelector(TokenSaleHub.SaleHubUnknownSale.selector, _buyer(1)));
        hub.buy{value: 1 ether}(_buyer(1));
        vm.expectRevert(abi.encodeWithSelector(TokenSaleHub.SaleHubUnknownSale.selector, address(0xBEEF)));
        hub.launch(address(0xBEEF));
        vm.expectRevert(abi.encodeWithSelector(TokenSaleHub.SaleHubUnknownSale.selector, address(0xBEEF)));
        hub.claimRefund(address(0xBEEF));
    }

    function test_onlyTheHubMayBurnOrOpenTrading() public {
        vm.expectRevert(SaleHubTaxClient.SaleOnlyHub.selector);
        token.onSaleHook(address(hub), RESERVE);
    }

    // ------------------------------------------------------------------ trading gate

    function test_nobodyTradesBeforeTheLaunchTheOwnerIncluded() public {
        _send(address(token), _buyer(1), 1 ether);
        vm.prank(_buyer(1));
        vm.expectRevert(TaxTokenState.TokenTradingNotStarted.selector);
        token.transfer(_buyer(2), 1);
        address pair = token.pair();
        vm.prank(CREATOR);
        vm.expectRevert(TaxTokenState.TokenTradingNotStarted.selector);
        token.transfer(pair, 1);
    }

    // ------------------------------------------------------------------ launch

    function test_theOwnerStartsTradingDuringTheSaleAndTheUnsoldAreBurned() public {
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

        UniswapV2Pair pair = _pair();
        (uint112 r0, uint112 r1,) = pair.getReserves();
        (uint256 tokenReserve, uint256 coinReserve) = pair.token0() == address(token) ? (r0, r1) : (r1, r0);
        assertEq(coinReserve, 12 ether, "60% of 20 coin to the pool");
        assertEq(tokenReserve, 12_000e18, "matching tokens at the sale price");
        assertEq(CREATOR.balance - creatorCoin, 8 ether, "the rest to the owner");
        assertEq(token.balanceOf(address(hub)), 0, "nothing left at the hub");
        assertEq(token.totalSupply(), SUPPLY - (RESERVE - 20_000e18 - 12_000e18), "unsold burned");
        assertEq(address(hub).balance, 0, "the hub holds no coin of a launched sale");
        assertEq(hub.coinHeld(address(token)), 0, "books closed");
        assertTrue(token.tradingStartsAt() == block.timestamp, "trading opened");

        uint256[] memory ids = new uint256[](1);
        ids[0] = 1;
        LockView memory lock = locker.getLocks(ids)[0];
        assertEq(lock.token, address(pair), "LP locked");
        assertEq(lock.owner, CREATOR, "for the owner");
        assertEq(lock.amount, pair.balanceOf(address(locker)), "all of it");

        vm.expectRevert(TokenSaleHub.SaleTradingAlreadyStarted.selector);
        hub.launch(address(token));
        _send(address(token), _buyer(3), 1 ether);
        assertEq(_buyer(3).balance, 1 ether, "a launched sale refunds");
    }

    function test_afterLaunchFeesAndSellsWorkThroughTheRouter() public {
        _send(address(token), _buyer(1), 10 ether);
        vm.prank(CREATOR);
        token.startTrading();

        address seller = _buyer(1);
        vm.prank(seller);
        token.transfer(_buyer(2), 1_000e18);
        assertEq(token.balanceOf(_buyer(2)), 1_000e18, "wallet-to-wallet transfers pay no tax");

        address[] memory path = new address[](2);
        path[0] = address(token);
        path[1] = address(weth);
        vm.startPrank(_buyer(2));
        token.approve(address(router), type(uint256).max);
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(500e18, 0, path, _buyer(2), block.timestamp);
        vm.stopPrank();
        assertTrue(_buyer(2).balance > 0, "sold on the pool");
        assertEq(token.balanceOf(address(token)), 20e18, "4% sell tax collected by the token");
    }

    function test_anyoneStartsTradingAfterTheEnd() public {
        _send(address(token), _buyer(1), 1 ether);
        vm.warp(block.timestamp + 1 days);
        vm.prank(_buyer(9));
        hub.launch(address(token));
        assertTrue(hub.phase(address(token)) == TokenSaleHub.SalePhase.Trading, "trading");
    }

    function test_burnedLpGoesToDead() public {
        SaleTerms memory terms = _terms();
        terms.locker = address(0);
        terms.lpLockDuration = 0;
        TaxSaleToken burned = _saleToken(terms);
        _send(address(burned), _buyer(1), 1 ether);
        vm.prank(CREATOR);
        burned.startTrading();
        UniswapV2Pair pair = UniswapV2Pair(burned.pair());
        assertTrue(pair.balanceOf(hub.DEAD()) > 0, "LP burned");
        assertEq(pair.balanceOf(address(hub)), 0, "the hub keeps no LP");
    }

    function test_aBuyerWhoIsTheCreatorBuysLikeAnyone() public {
        _send(address(token), CREATOR, 1 ether);
        assertEq(token.balanceOf(CREATOR), SUPPLY - RESERVE + 1_000e18, "allocation plus the purchase");
        (uint128 coin,) = hub.contributions(address(token), CREATOR);
        assertEq(coin, 1 ether, "recorded as a buyer");
    }

    // ------------------------------------------------------------------ soft cap and refunds

    function test_aMissedSoftCapRefundsEveryBuyerAndBlocksTheLaunch() public {
        SaleTerms memory terms = _terms();
        terms.softCap = 50 ether;
        TaxSaleToken soft = _saleToken(terms);
        _send(address(soft), _buyer(1), 3 ether);
        _send(address(soft), _buyer(2), 2 ether);

        vm.prank(CREATOR);
        vm.expectRevert(abi.encodeWithSelector(TokenSaleHub.SaleSoftCapNotMet.selector, 5 ether, 50 ether));
        soft.startTrading();
        vm.expectRevert(TokenSaleHub.SaleNotFailed.selector);
        hub.claimRefund(address(soft));

        vm.warp(block.timestamp + 1 days);
        assertTrue(hub.phase(address(soft)) == TokenSaleHub.SalePhase.Failed, "failed");
        vm.expectRevert(abi.encodeWithSelector(TokenSaleHub.SaleSoftCapNotMet.selector, 5 ether, 50 ether));
        hub.launch(address(soft));

        uint256 supply = soft.totalSupply();
        vm.prank(_buyer(1));
        hub.claimRefund(address(soft));
        assertEq(_buyer(1).balance, 3 ether, "coin back");
        assertEq(soft.balanceOf(_buyer(1)), 0, "tokens burned");
        assertEq(soft.totalSupply(), supply - 3_000e18, "supply falls");
        vm.prank(_buyer(1));
        vm.expectRevert(abi.encodeWithSelector(TokenSaleHub.SaleNothingToClaim.selector, _buyer(1)));
        hub.claimRefund(address(soft));
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
    }

    // ------------------------------------------------------------------ isolation and reentrancy

    function test_oneSaleCannotTouchAnotherSalesCoin() public {
        TaxSaleToken other = _saleToken(_terms());
        _send(address(token), _buyer(1), 10 ether);
        _send(address(other), _buyer(2), 4 ether);
        vm.prank(CREATOR);
        token.startTrading();
        assertEq(address(hub).balance, 4 ether, "the other sale's coin stays");
        assertEq(hub.coinHeld(address(other)), 4 ether, "and its books");
        // A token may only launch itself through the owner path.
        vm.prank(address(token));
        vm.expectRevert(abi.encodeWithSelector(TokenSaleHub.SaleHubNotTokenOwner.selector, address(token)));
        hub.launch(address(other));
    }

    function test_reentrancyFromARefundIsRefusedAndCredited() public {
        ReentrantHubBuyer attacker = new ReentrantHubBuyer(hub, address(token));
        vm.deal(address(attacker), 15 ether);
        // The attacker signs (so it may buy) and re-enters from the refund of the excess.
        vm.prank(address(attacker), address(attacker));
        // solhint-disable-next-line avoid-low-level-calls
        (bool ok,) = address(token).call{value: 15 ether}("");
        assertTrue(ok, "the send succeeds");
        assertEq(token.balanceOf(address(attacker)), 10_000e18, "bought the maximum once");
        assertEq(hub.credits(address(attacker)), 5 ether, "the re-entering refund is credited instead");
        assertEq(address(hub).balance, 15 ether, "10 held + 5 credited");
    }

    // ------------------------------------------------------------------ invariants (fuzzed)

    function testFuzz_coinInEqualsCoinOutPlusHeld(uint256 seed, uint8 buys, bool launchIt) public {
        uint256 n = bound(buys, 1, 12);
        uint256 sent;
        uint256 refundedNow;
        for (uint256 i; i < n; ++i) {
            uint256 amount = bound(uint256(keccak256(abi.encode(seed, i))), 1, 15 ether);
            address buyer = _buyer(i % 5);
            uint256 before = buyer.balance;
            _send(address(token), buyer, amount);
            sent += amount;
            refundedNow += buyer.balance - before;
        }
        uint256 raised = hub.saleOf(address(token)).totalRaised;
        assertEq(sent, raised + refundedNow, "in = accepted + refunded in the same transaction");
        assertEq(address(hub).balance, hub.coinHeld(address(token)) + hub.totalCredits(), "hub = held + credits");
        assertLe(token.totalSupply(), SUPPLY, "never past the stated supply");
        if (launchIt && raised > 0) {
            uint256 creatorBefore = CREATOR.balance;
            vm.prank(CREATOR);
            token.startTrading();
            UniswapV2Pair pair = _pair();
            uint256 toPool = weth.balanceOf(address(pair));
            assertEq(raised, toPool + (CREATOR.balance - creatorBefore), "raised = pool + owner");
            assertEq(address(hub).balance, 0, "nothing stays");
        }
        assertLe(token.totalSupply(), SUPPLY, "never past the stated supply");
    }
}

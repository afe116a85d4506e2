// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {DividendTemplateTestBase} from "./DividendToken.t.sol";
import {HubCoinRefuser, ReentrantHubBuyer} from "./TaxSaleTokenFixture.sol";
import {UniswapV2Pair} from "../../src/dex/UniswapV2Pair.sol";
import {LockView} from "../../src/lock/ITokenLocker.sol";
import {TokenLocker} from "../../src/lock/TokenLocker.sol";
import {SaleTerms} from "../../src/tokens/sale/ITokenSaleHub.sol";
import {TokenSaleHub} from "../../src/tokens/sale/TokenSaleHub.sol";
import {DividendSaleToken} from "../../src/tokens/templates/DividendSaleToken.sol";
import {LpDividendSaleToken} from "../../src/tokens/templates/LpDividendSaleToken.sol";
import {TaxTokenConfig} from "../../src/tokens/templates/TaxToken.sol";
import {DividendConfig, DividendTaxToken} from "../../src/tokens/templates/base/DividendTaxToken.sol";
import {SaleHubTaxClient} from "../../src/tokens/templates/base/SaleHubTaxClient.sol";
import {TaxTokenState} from "../../src/tokens/templates/base/TaxTokenState.sol";

/// @notice What both dividend sale variants (`/co/dd?t=1`, `/co/ld?t=1`) must do, run against the
/// real AMM, locker, tracker and sale hub: the marketing sale token's sale behaviour (caps,
/// per-address limits, refunds, soft cap, launch during the sale with the unsold burned, launch by
/// anyone after the end, LP locked or burned, a contract that refuses coin, reentrancy, the creator
/// as a buyer, the coin books) with the dividend book beside it (the hub never earns).
abstract contract DividendSaleSuite is DividendTemplateTestBase {
    address internal constant CREATOR = address(0xC0FFEE);
    /// 1,000,000 tokens per coin up to 100 coin: the hard cap buys 100M and pairs with 60M.
    uint256 internal constant RATE = 1_000_000e18;
    uint256 internal constant RESERVE = 160_000_000e18;

    TokenLocker internal locker;
    TokenSaleHub internal hub;
    DividendTaxToken internal token;

    function setUp() public override {
        super.setUp();
        vm.warp(1_800_000_000);
        locker = new TokenLocker();
        hub = new TokenSaleHub();
        token = _deploy(_taxConfig(), _dividend(), _terms());
    }

    /// @dev The variant under test.
    function _deploy(TaxTokenConfig memory config, DividendConfig memory dividend, SaleTerms memory terms)
        internal
        virtual
        returns (DividendTaxToken);

    function _taxConfig() internal view returns (TaxTokenConfig memory config) {
        config = taxConfig(address(0));
        config.owner = CREATOR;
    }

    /// @dev The tracker with nothing excluded by the creator: the hub must be excluded by the token.
    function _dividend() internal view returns (DividendConfig memory config) {
        config.tracker = address(tracker);
        config.excluded = new address[](0);
    }

    function _terms() internal view returns (SaleTerms memory) {
        return SaleTerms({
            beneficiary: address(0),
            tokensPerCoin: RATE,
            hardCap: 100 ether,
            softCap: 0,
            minContribution: 0.1 ether,
            maxContribution: 10 ether,
            endTime: uint64(block.timestamp + 1 days),
            liquidityBps: 6_000,
            router: address(0),
            locker: address(locker),
            lpLockDuration: 30 days
        });
    }

    /// @dev A plain native transfer from `buyer` as the transaction's signer, the way a wallet sends.
    function _send(address to, address buyer, uint256 amount) internal returns (bool ok) {
        vm.deal(buyer, buyer.balance + amount);
        vm.prank(buyer, buyer);
        // solhint-disable-next-line avoid-low-level-calls
        (ok,) = to.call{value: amount}("");
    }

    function _buyer(uint256 i) internal pure returns (address) {
        return address(uint160(0xB0000 + i));
    }

    function _launch() internal {
        vm.prank(CREATOR);
        token.startTrading();
    }

    /// @dev Sells `amount` of `seller`'s tokens for the native coin through the router.
    function _routerSell(address seller, uint256 amount) internal {
        address[] memory route = new address[](2);
        route[0] = address(token);
        route[1] = address(weth);
        vm.startPrank(seller);
        token.approve(address(router), type(uint256).max);
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(amount, 0, route, seller, block.timestamp);
        vm.stopPrank();
    }

    // ------------------------------------------------------------------ deployment

    function test_deploymentGivesTheHubTheReservesAndExcludesItFromTheDividends() public view {
        assertEq(token.totalSupply(), SUPPLY, "stated supply");
        assertEq(token.balanceOf(address(hub)), RESERVE, "reserves at the hub");
        assertEq(token.balanceOf(CREATOR), SUPPLY - RESERVE, "the rest to the creator");
        TokenSaleHub.Sale memory sale = hub.saleOf(address(token));
        assertEq(sale.beneficiary, CREATOR, "beneficiary is the owner");
        assertEq(sale.router, address(router), "the token's router");
        assertTrue(hub.phase(address(token)) == TokenSaleHub.SalePhase.Active, "active");
        assertEq(token.tradingStartsAt(), 0, "not trading");
        assertTrue(tracker.isRegistered(address(token)), "book opened");
        assertTrue(tracker.isExcluded(address(token), address(hub)), "the hub never earns");
        assertEq(tracker.shareOf(address(token), address(hub)), 0, "the reserve has no share");
        assertEq(address(token.dividendTracker()), address(tracker), "tracker");
    }

    function test_deploymentRefusesAnErc20QuoteAScheduledStartAndBadTerms() public {
        TaxTokenConfig memory config = taxConfig(address(usdt));
        config.owner = CREATOR;
        vm.expectRevert(abi.encodeWithSelector(SaleHubTaxClient.SaleInvalidConfig.selector, "quoteToken"));
        _deploy(config, _dividend(), _terms());

        config = _taxConfig();
        config.tradingStartsAt = uint64(block.timestamp + 1);
        vm.expectRevert(abi.encodeWithSelector(SaleHubTaxClient.SaleInvalidConfig.selector, "tradingStartsAt"));
        _deploy(config, _dividend(), _terms());

        SaleTerms memory terms = _terms();
        terms.softCap = terms.hardCap + 1;
        vm.expectRevert(abi.encodeWithSelector(TokenSaleHub.SaleInvalidConfig.selector, "softCap"));
        _deploy(_taxConfig(), _dividend(), terms);

        config = _taxConfig();
        config.initialSupply = RESERVE - 1;
        vm.expectRevert(); // ERC20InsufficientBalance: the supply cannot hold the reserves
        _deploy(config, _dividend(), _terms());
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
        assertEq(hub.coinHeld(address(token)), amount, "held for this sale");
        assertEq(tracker.shareOf(address(token), address(hub)), 0, "the hub still has no share");
        _assertBuyerShare(buyer, tokens);
    }

    /// @dev What a buyer's share is right after a buy: its balance (holder dividends) or nothing
    /// until it stakes LP (LP dividends).
    function _assertBuyerShare(address buyer, uint256 tokens) internal view virtual;

    function testFuzz_aboveThePerAddressMaximumTheExcessGoesBack(uint256 amount) public {
        amount = bound(amount, 10 ether + 1, 50 ether);
        address buyer = _buyer(1);
        vm.expectEmit(true, true, false, true);
        emit TokenSaleHub.SaleRefunded(
            address(token), buyer, amount - 10 ether, TokenSaleHub.SaleRefundReason.AboveMaximum, true
        );
        _send(address(token), buyer, amount);
        assertEq(buyer.balance, amount - 10 ether, "excess back in the same transaction");
        assertEq(token.balanceOf(buyer), 10 * RATE, "tokens of the maximum");
    }

    function testFuzz_belowTheMinimumEverythingGoesBack(uint256 amount) public {
        amount = bound(amount, 1, 0.1 ether - 1);
        address buyer = _buyer(1);
        _send(address(token), buyer, amount);
        assertEq(buyer.balance, amount, "refunded");
        assertEq(address(hub).balance, 0, "nothing kept");
        assertEq(token.balanceOf(buyer), 0, "no tokens");
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
        _send(address(token), _buyer(11), 1 ether);
        assertEq(_buyer(11).balance, 1 ether, "a full sale refunds");
        assertLe(token.totalSupply(), SUPPLY, "never past the stated supply");
    }

    function test_afterTheEndCoinGoesBack() public {
        vm.warp(block.timestamp + 1 days);
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
    }

    function test_onlyTheHubMayBurnOrOpenTrading() public {
        vm.expectRevert(SaleHubTaxClient.SaleOnlyHub.selector);
        SaleHubTaxClient(payable(address(token))).onSaleHook(address(hub), RESERVE);
        vm.prank(CREATOR);
        vm.expectRevert(SaleHubTaxClient.SaleOnlyHub.selector);
        SaleHubTaxClient(payable(address(token))).onSaleHook(_buyer(1), 0);
    }

    function test_onlyTheOwnerChangesWhoEarns() public {
        vm.prank(_buyer(1));
        vm.expectRevert(); // OwnableUnauthorizedAccount
        token.setDividendExcluded(address(hub), false);
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

        _launch();

        UniswapV2Pair pair = UniswapV2Pair(token.pair());
        (uint112 r0, uint112 r1,) = pair.getReserves();
        (uint256 tokenReserve, uint256 coinReserve) = pair.token0() == address(token) ? (r0, r1) : (r1, r0);
        assertEq(coinReserve, 12 ether, "60% of 20 coin to the pool");
        assertEq(tokenReserve, 12 * RATE, "matching tokens at the sale price");
        assertEq(CREATOR.balance - creatorCoin, 8 ether, "the rest to the owner");
        assertEq(token.balanceOf(address(hub)), 0, "nothing left at the hub");
        assertEq(token.totalSupply(), SUPPLY - (RESERVE - 20 * RATE - 12 * RATE), "unsold burned");
        assertEq(address(hub).balance, 0, "the hub holds no coin of a launched sale");
        assertEq(token.tradingStartsAt(), block.timestamp, "trading opened");
        assertEq(tracker.shareOf(address(token), address(hub)), 0, "the hub never had a share");

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

    function test_anyoneStartsTradingAfterTheEnd() public {
        _send(address(token), _buyer(1), 1 ether);
        vm.warp(block.timestamp + 1 days);
        vm.prank(_buyer(9));
        hub.launch(address(token));
        assertTrue(hub.phase(address(token)) == TokenSaleHub.SalePhase.Trading, "trading");
        vm.prank(_buyer(1));
        token.transfer(_buyer(2), 1);
    }

    function test_burnedLpGoesToDead() public {
        SaleTerms memory terms = _terms();
        terms.locker = address(0);
        terms.lpLockDuration = 0;
        DividendTaxToken burned = _deploy(_taxConfig(), _dividend(), terms);
        _send(address(burned), _buyer(1), 1 ether);
        vm.prank(CREATOR);
        burned.startTrading();
        UniswapV2Pair pair = UniswapV2Pair(burned.pair());
        assertTrue(pair.balanceOf(DEAD) > 0, "LP burned");
        assertEq(pair.balanceOf(address(hub)), 0, "the hub keeps no LP");
    }

    function test_aBuyerWhoIsTheCreatorBuysLikeAnyone() public {
        _send(address(token), CREATOR, 1 ether);
        assertEq(token.balanceOf(CREATOR), SUPPLY - RESERVE + RATE, "allocation plus the purchase");
        (uint128 coin,) = hub.contributions(address(token), CREATOR);
        assertEq(coin, 1 ether, "recorded as a buyer");
    }

    // ------------------------------------------------------------------ soft cap and refunds

    function test_aMissedSoftCapRefundsEveryBuyerBurnsTheirTokensAndUpdatesShares() public {
        SaleTerms memory terms = _terms();
        terms.softCap = 50 ether;
        DividendTaxToken soft = _deploy(_taxConfig(), _dividend(), terms);
        _send(address(soft), _buyer(1), 3 ether);
        _send(address(soft), _buyer(2), 2 ether);

        vm.prank(CREATOR);
        vm.expectRevert(abi.encodeWithSelector(TokenSaleHub.SaleSoftCapNotMet.selector, 5 ether, 50 ether));
        soft.startTrading();

        vm.warp(block.timestamp + 1 days);
        assertTrue(hub.phase(address(soft)) == TokenSaleHub.SalePhase.Failed, "failed");
        uint256 supply = soft.totalSupply();
        vm.prank(_buyer(1));
        hub.claimRefund(address(soft));
        assertEq(_buyer(1).balance, 3 ether, "coin back");
        assertEq(soft.balanceOf(_buyer(1)), 0, "tokens burned");
        assertEq(soft.totalSupply(), supply - 3 * RATE, "supply falls");
        assertEq(tracker.shareOf(address(soft), _buyer(1)), 0, "the burn reported: no share left");
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

    function test_reentrancyFromARefundIsRefusedAndCredited() public {
        ReentrantHubBuyer attacker = new ReentrantHubBuyer(hub, address(token));
        vm.deal(address(attacker), 15 ether);
        vm.prank(address(attacker), address(attacker));
        // solhint-disable-next-line avoid-low-level-calls
        (bool ok,) = address(token).call{value: 15 ether}("");
        assertTrue(ok, "the send succeeds");
        assertEq(token.balanceOf(address(attacker)), 10 * RATE, "bought the maximum once");
        assertEq(hub.credits(address(attacker)), 5 ether, "the re-entering refund is credited instead");
        assertEq(address(hub).balance, 15 ether, "10 held + 5 credited");
    }

    // ------------------------------------------------------------------ dividends after the launch

    /// @dev Gives `earner` a share the variant pays (its balance, or staked LP) after the launch.
    function _makeEarner(address earner) internal virtual;

    function test_aSwapBackAfterTheLaunchPaysTheHoldersAndNeverTheHub() public {
        for (uint256 i = 1; i <= 4; ++i) {
            _send(address(token), _buyer(i), 10 ether);
        }
        _launch();
        _makeEarner(_buyer(1));
        // Sells until the fees pass the swap-back threshold (100,000 tokens) and the next one swaps back.
        _routerSell(_buyer(2), 3 * RATE);
        _routerSell(_buyer(3), 3 * RATE);
        assertTrue(tracker.totalDistributed(address(token)) > 0, "the reward share reached the book");
        uint256 owed = tracker.withdrawableOf(address(token), _buyer(1));
        assertTrue(owed > 0, "a buyer from the hub earns");
        assertEq(tracker.withdrawableOf(address(token), address(hub)), 0, "the hub earns nothing");
        uint256 before = _buyer(1).balance;
        vm.prank(_buyer(1));
        tracker.claim(address(token));
        assertEq(_buyer(1).balance - before, owed, "claimed in the native coin");
    }

    // ------------------------------------------------------------------ invariants (fuzzed)

    function testFuzz_coinInEqualsRefundedPlusPoolPlusOwnerPlusHeld(uint256 seed, uint8 buys, bool launchIt)
        public
    {
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
        assertEq(tracker.shareOf(address(token), address(hub)), 0, "the hub never earns");
        assertLe(token.totalSupply(), SUPPLY, "never past the stated supply");
        if (launchIt && raised > 0) {
            uint256 creatorBefore = CREATOR.balance;
            _launch();
            uint256 toPool = weth.balanceOf(token.pair());
            assertEq(raised, toPool + (CREATOR.balance - creatorBefore), "raised = pool + owner");
            assertEq(address(hub).balance, 0, "nothing stays");
        }
        assertLe(token.totalSupply(), SUPPLY, "never past the stated supply");
    }
}

/// @notice The holder-dividend sale token (`/co/dd?t=1`).
contract DividendSaleTokenTest is DividendSaleSuite {
    function _deploy(TaxTokenConfig memory config, DividendConfig memory dividend, SaleTerms memory terms)
        internal
        override
        returns (DividendTaxToken)
    {
        return DividendTaxToken(payable(address(new DividendSaleToken(config, dividend, terms, address(hub)))));
    }

    function _assertBuyerShare(address buyer, uint256 tokens) internal view override {
        assertEq(tracker.shareOf(address(token), buyer), tokens, "the purchase is reported as a share");
    }

    function _makeEarner(address) internal override {} // a buyer earns by holding

    function test_templateName() public view {
        assertEq(
            keccak256(bytes(DividendSaleToken(payable(address(token))).templateName())),
            keccak256("TokenBox.DividendSaleToken v1"),
            "template name"
        );
    }

    function test_anExcludedAccountStaysExcludedBesideTheHub() public {
        DividendConfig memory dividend = _dividend();
        dividend.excluded = new address[](1);
        dividend.excluded[0] = CREATOR;
        DividendTaxToken other = _deploy(_taxConfig(), dividend, _terms());
        assertTrue(tracker.isExcluded(address(other), CREATOR), "the creator's choice kept");
        assertTrue(tracker.isExcluded(address(other), address(hub)), "and the hub added");
        assertEq(tracker.shareOf(address(other), CREATOR), 0, "no share");
    }

    /// @dev Buys by five buyers, then a launch or (soft cap missed) refunds claimed by some: after
    /// every step the book's total share is exactly the balances of the accounts that earn (the
    /// creator and the buyers; never the hub, the pair or the dead address), and the hub's coin is
    /// exactly what it holds for the sale plus credits.
    function testFuzz_theBookFollowsBuysRefundsAndTheLaunch(uint256 seed, uint8 buys, bool missSoftCap) public {
        SaleTerms memory terms = _terms();
        if (missSoftCap) terms.softCap = 90 ether;
        DividendTaxToken sale = _deploy(_taxConfig(), _dividend(), terms);
        uint256 n = bound(buys, 1, 10);
        for (uint256 i; i < n; ++i) {
            _send(address(sale), _buyer(i % 5), bound(uint256(keccak256(abi.encode(seed, i))), 0.1 ether, 10 ether));
            _assertBookIsTheBalances(sale);
        }
        if (missSoftCap) {
            vm.warp(block.timestamp + 1 days);
            for (uint256 i; i < 5; ++i) {
                (uint128 coin,) = hub.contributions(address(sale), _buyer(i));
                if (coin == 0 || uint256(keccak256(abi.encode(seed, "refund", i))) % 2 == 0) continue;
                vm.prank(_buyer(i));
                hub.claimRefund(address(sale));
                _assertBookIsTheBalances(sale);
            }
        } else {
            vm.prank(CREATOR);
            sale.startTrading();
            _assertBookIsTheBalances(sale);
        }
        assertEq(address(hub).balance, hub.coinHeld(address(sale)) + hub.totalCredits(), "hub = held + credits");
        assertLe(sale.totalSupply(), SUPPLY, "never past the stated supply");
    }

    function _assertBookIsTheBalances(DividendTaxToken sale) internal view {
        uint256 earning = sale.balanceOf(CREATOR);
        for (uint256 i; i < 5; ++i) {
            earning += sale.balanceOf(_buyer(i));
        }
        assertEq(tracker.totalShares(address(sale)), earning, "shares = the earners' balances");
        assertEq(tracker.shareOf(address(sale), address(hub)), 0, "the hub never earns");
    }

    function test_refundedBuyersLoseTheirShareAndTheRestEarnAll() public {
        SaleTerms memory terms = _terms();
        terms.softCap = 50 ether;
        DividendTaxToken soft = _deploy(_taxConfig(), _dividend(), terms);
        _send(address(soft), _buyer(1), 3 ether);
        assertEq(tracker.shareOf(address(soft), _buyer(1)), 3 * RATE, "share while the sale runs");
        vm.warp(block.timestamp + 1 days);
        vm.prank(_buyer(1));
        hub.claimRefund(address(soft));
        assertEq(tracker.shareOf(address(soft), _buyer(1)), 0, "share gone with the burn");
        assertEq(tracker.totalShares(address(soft)), soft.balanceOf(CREATOR), "only the creator's balance earns");
    }
}

/// @notice The LP-dividend sale token (`/co/ld?t=1`): buyers earn once they add and stake LP.
contract LpDividendSaleTokenTest is DividendSaleSuite {
    function _deploy(TaxTokenConfig memory config, DividendConfig memory dividend, SaleTerms memory terms)
        internal
        override
        returns (DividendTaxToken)
    {
        return DividendTaxToken(payable(address(new LpDividendSaleToken(config, dividend, terms, address(hub)))));
    }

    function _assertBuyerShare(address buyer, uint256) internal view override {
        assertEq(tracker.shareOf(address(token), buyer), 0, "tokens alone earn nothing: LP does");
    }

    /// @dev Adds liquidity with some of the buyer's tokens and stakes the LP in the tracker.
    function _makeEarner(address earner) internal override {
        vm.deal(earner, earner.balance + 1 ether);
        vm.startPrank(earner);
        token.approve(address(router), type(uint256).max);
        (,, uint256 lp) = router.addLiquidityETH{value: 1 ether}(address(token), 2 * RATE, 0, 0, earner, block.timestamp);
        UniswapV2Pair(token.pair()).approve(address(tracker), lp);
        tracker.stake(address(token), lp);
        vm.stopPrank();
        assertEq(tracker.shareOf(address(token), earner), lp, "staked LP is the share");
    }

    function test_templateName() public view {
        assertEq(
            keccak256(bytes(LpDividendSaleToken(payable(address(token))).templateName())),
            keccak256("TokenBox.LpDividendSaleToken v1"),
            "template name"
        );
    }

    function test_theSalesLockedLpEarnsNothing() public {
        _send(address(token), _buyer(1), 10 ether);
        _launch();
        assertEq(tracker.shareOf(address(token), address(locker)), 0, "LP in the locker is not staked");
        assertEq(tracker.totalShares(address(token)), 0, "nobody staked yet");
    }
}

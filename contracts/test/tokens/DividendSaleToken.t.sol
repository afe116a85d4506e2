// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {DividendTemplateTestBase} from "./DividendToken.t.sol";
import {HubSaleTokenBehaviour, IHubSaleToken} from "./HubSaleTokenBehaviour.sol";
import {UniswapV2Pair} from "../../src/dex/UniswapV2Pair.sol";
import {SaleTerms} from "../../src/tokens/sale/ITokenSaleHub.sol";
import {DividendSaleToken} from "../../src/tokens/templates/DividendSaleToken.sol";
import {LpDividendSaleToken} from "../../src/tokens/templates/LpDividendSaleToken.sol";
import {TaxTokenConfig} from "../../src/tokens/templates/TaxToken.sol";
import {DividendConfig, DividendTaxToken} from "../../src/tokens/templates/base/DividendTaxToken.sol";
import {SaleHubTaxClient} from "../../src/tokens/templates/base/SaleHubTaxClient.sol";

/// @notice What both dividend sale variants (`/co/dd?t=1`, `/co/ld?t=1`) must do, run against the
/// real AMM, locker, tracker and sale hub: the hub sale behaviour ({HubSaleTokenBehaviour}: caps,
/// per-address limits, refunds, soft cap, launch during the sale with the unsold burned, launch by
/// anyone after the end, LP locked or burned, a contract that refuses coin, reentrancy, the creator
/// as a buyer, the coin books) with the dividend book beside it (the hub never earns).
abstract contract DividendSaleSuite is DividendTemplateTestBase, HubSaleTokenBehaviour {
    /// 1,000,000 tokens per coin up to 100 coin: the hard cap buys 100M and pairs with 60M.
    uint256 internal constant RATE = 1_000_000e18;
    uint256 internal constant RESERVE = 160_000_000e18;

    DividendTaxToken internal token;

    function setUp() public override {
        super.setUp();
        vm.warp(1_800_000_000);
        _deployHub();
        token = _deploy(saleTaxConfig(), saleDividendConfig(), _terms());
    }

    function _rate() internal pure override returns (uint256) {
        return RATE;
    }

    /// @dev The variant under test.
    function _deploy(TaxTokenConfig memory config, DividendConfig memory dividend, SaleTerms memory terms)
        internal
        virtual
        returns (DividendTaxToken);

    /// @dev The name the variant's template reports.
    function _templateName() internal pure virtual returns (string memory);

    function test_templateName() public view {
        assertEq(keccak256(bytes(token.templateName())), keccak256(bytes(_templateName())), "template name");
    }

    function _launch() internal {
        vm.prank(CREATOR);
        token.startTrading();
    }

    // ------------------------------------------------------------------ behaviour hooks

    function _token() internal view override returns (IHubSaleToken) {
        return IHubSaleToken(address(token));
    }

    function _newSaleToken(SaleTerms memory terms) internal override returns (IHubSaleToken) {
        return IHubSaleToken(address(_deploy(saleTaxConfig(), saleDividendConfig(), terms)));
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
        return token.tradingStartsAt();
    }

    function _afterPlainBuy(address buyer, uint256 tokens) internal view override {
        assertEq(tracker.shareOf(address(token), address(hub)), 0, "the hub still has no share");
        _assertBuyerShare(buyer, tokens);
    }

    function _afterOwnerLaunch() internal view override {
        assertEq(tracker.shareOf(address(token), address(hub)), 0, "the hub never had a share");
    }

    /// @dev What a buyer's share is right after a buy: its balance (holder dividends) or nothing
    /// until it stakes LP (LP dividends).
    function _assertBuyerShare(address buyer, uint256 tokens) internal view virtual;

    // ------------------------------------------------------------------ deployment

    function test_deploymentGivesTheHubTheReservesAndExcludesItFromTheDividends() public view {
        _checkDeployment();
        assertTrue(tracker.isRegistered(address(token)), "book opened");
        assertTrue(tracker.isExcluded(address(token), address(hub)), "the hub never earns");
        assertEq(tracker.shareOf(address(token), address(hub)), 0, "the reserve has no share");
        assertEq(address(token.dividendTracker()), address(tracker), "tracker");
    }

    function test_deploymentRefusesAnErc20QuoteAScheduledStartAndBadTerms() public {
        TaxTokenConfig memory config = taxConfig(address(usdt));
        config.owner = CREATOR;
        vm.expectRevert(abi.encodeWithSelector(SaleHubTaxClient.SaleInvalidConfig.selector, "quoteToken"));
        _deploy(config, saleDividendConfig(), _terms());

        config = saleTaxConfig();
        config.tradingStartsAt = uint64(block.timestamp + 1);
        vm.expectRevert(abi.encodeWithSelector(SaleHubTaxClient.SaleInvalidConfig.selector, "tradingStartsAt"));
        _deploy(config, saleDividendConfig(), _terms());

        _checkBadTermsRefused();

        config = saleTaxConfig();
        config.initialSupply = RESERVE - 1;
        vm.expectRevert(); // ERC20InsufficientBalance: the supply cannot hold the reserves
        _deploy(config, saleDividendConfig(), _terms());
    }

    function test_onlyTheOwnerChangesWhoEarns() public {
        vm.prank(_buyer(1));
        vm.expectRevert(); // OwnableUnauthorizedAccount
        token.setDividendExcluded(address(hub), false);
    }

    // ------------------------------------------------------------------ soft cap and refunds

    function test_aMissedSoftCapRefundsEveryBuyerBurnsTheirTokensAndUpdatesShares() public {
        IHubSaleToken soft = _checkMissedSoftCap(0);
        assertEq(tracker.shareOf(address(soft), _buyer(1)), 0, "the burn reported: no share left");
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
        routerSell(token, _buyer(2), 3 * RATE);
        routerSell(token, _buyer(3), 3 * RATE);
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
        (uint256 raised, uint256 sold) = _fuzzBuysKeepTheCoinBooks(seed, buys, 0);
        assertEq(tracker.shareOf(address(token), address(hub)), 0, "the hub never earns");
        _launchKeepsTheCoinBooks(launchIt, raised, sold);
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

    function _templateName() internal pure override returns (string memory) {
        return "TokenBox.DividendSaleToken v1";
    }

    function test_anExcludedAccountStaysExcludedBesideTheHub() public {
        DividendConfig memory dividend = saleDividendConfig();
        dividend.excluded = new address[](1);
        dividend.excluded[0] = CREATOR;
        DividendTaxToken other = _deploy(saleTaxConfig(), dividend, _terms());
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
        DividendTaxToken sale = _deploy(saleTaxConfig(), saleDividendConfig(), terms);
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
        DividendTaxToken soft = _deploy(saleTaxConfig(), saleDividendConfig(), terms);
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

    function _templateName() internal pure override returns (string memory) {
        return "TokenBox.LpDividendSaleToken v1";
    }

    function test_theSalesLockedLpEarnsNothing() public {
        _send(address(token), _buyer(1), 10 ether);
        _launch();
        assertEq(tracker.shareOf(address(token), address(locker)), 0, "LP in the locker is not staked");
        assertEq(tracker.totalShares(address(token)), 0, "nobody staked yet");
    }
}

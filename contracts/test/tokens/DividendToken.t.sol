// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {UniswapV2Pair} from "../../src/dex/UniswapV2Pair.sol";
import {SampleStablecoin} from "../../src/tokens/SampleStablecoin.sol";
import {LockKind, LockSchedule} from "../../src/lock/ITokenLocker.sol";
import {TokenLocker} from "../../src/lock/TokenLocker.sol";
import {HostileDividendTracker} from "../fixtures/HostileDividendTracker.sol";
import {DividendTracker} from "../../src/tokens/dividends/DividendTracker.sol";
import {IDividendTracker} from "../../src/tokens/dividends/IDividendTracker.sol";
import {DividendConfig, DividendTaxToken} from "../../src/tokens/templates/base/DividendTaxToken.sol";
import {DividendToken} from "../../src/tokens/templates/DividendToken.sol";
import {LpDividendToken} from "../../src/tokens/templates/LpDividendToken.sol";
import {TaxFeeShares, TaxToken, TaxTokenConfig, TaxTokenState} from "../../src/tokens/templates/TaxToken.sol";
import {TaxTokenConfigs} from "./TaxTokenConfigs.sol";
import {TaxTokenFixture} from "./TaxTokenFixture.sol";

/// @notice Cheatcodes used here beyond TestBase's.
interface VmNonce {
    function getNonce(address account) external view returns (uint64);
}

/// @notice What the dividend test contracts share: the tax token's fixture (AMM, USDT, trade
/// helpers: the dividend templates extend the tax token), the shared tracker, a third coin with pools
/// against WETH and USDT, and token helpers.
abstract contract DividendTemplateTestBase is TaxTokenFixture {
    address internal constant DEAD = 0x000000000000000000000000000000000000dEaD;

    /// A third coin ("CAKE") with pools against WETH and USDT, reached by a router swap.
    SampleStablecoin internal cake;
    DividendTracker internal tracker;

    /// @dev After the fixture's WETH, factory, router and USDT: the coins and pools keep their addresses.
    function setUp() public virtual override {
        super.setUp();
        cake = new SampleStablecoin("Cake", "CAKE", 18, 0, 1e30);
        tracker = new DividendTracker();
        usdt.approve(address(router), type(uint256).max);
        cake.approve(address(router), type(uint256).max);
        router.addLiquidityETH{value: 1000 ether}(address(cake), 1_000_000e18, 0, 0, address(this), block.timestamp);
        router.addLiquidity(address(usdt), address(cake), 1_000_000e6, 1_000_000e18, 0, 0, address(this), block.timestamp);
        router.addLiquidityETH{value: 1000 ether}(address(usdt), 1_000_000e6, 0, 0, address(this), block.timestamp);
    }

    /// @dev 1% marketing + 4% reward both ways, swap-back of 100,000 tokens; the test is the owner.
    function taxConfig(address quote) internal view returns (TaxTokenConfig memory config) {
        config = TaxTokenConfigs.named("Dividend", "DIV", SUPPLY, address(this), address(router));
        config.quoteToken = quote;
        config.buyFees.marketing = 100;
        config.buyFees.reward = 400;
        config.sellFees = config.buyFees;
        (config.marketingWallet, config.teamWallet, config.liquidityReceiver) = (MARKETING, TEAM, LP_RECEIVER);
        config.swapBackEnabled = true;
        config.swapBackThreshold = 100_000e18;
    }

    /// @dev No minimum, no claim wait, automatic processing off (tests that process switch it on);
    /// the owner (this test, holding the supply) is excluded.
    function dividendConfig(address coin) internal view returns (DividendConfig memory config) {
        config.tracker = address(tracker);
        config.coin = coin;
        config.excluded = new address[](1);
        config.excluded[0] = address(this);
    }

    /// @dev A sale token's configuration: `taxConfig` in the native coin, owned by CREATOR.
    function saleTaxConfig() internal view returns (TaxTokenConfig memory config) {
        config = taxConfig(address(0));
        config.owner = CREATOR;
    }

    /// @dev The tracker with nothing excluded by the creator: a sale token excludes what it must
    /// itself (the hub).
    function saleDividendConfig() internal view returns (DividendConfig memory config) {
        config.tracker = address(tracker);
        config.excluded = new address[](0);
    }

    /// @dev `provider` stakes `lp` of `token`'s pair in the tracker (the LP dividend templates).
    function stake(DividendTaxToken token, address provider, uint256 lp) internal {
        vm.startPrank(provider);
        UniswapV2Pair(token.pair()).approve(address(tracker), lp);
        tracker.stake(address(token), lp);
        vm.stopPrank();
    }

    /// @dev Adds half the supply as liquidity (the owner is fee exempt) and opens trading.
    function open(TaxToken token) internal {
        addLiquidity(token);
        token.startTrading();
    }

    function holder(uint256 index) internal pure returns (address) {
        return address(uint160(0x100000 + index));
    }

    function coinBalance(address coin, address account) internal view returns (uint256) {
        return coin == address(0) ? account.balance : SampleStablecoin(coin).balanceOf(account);
    }
}

/// @notice The holder-dividend template against the real AMM and tracker: swap-backs paying
/// dividends in the native coin, the quote token and a third coin, proportional shares (fuzzed),
/// minimum holding, exclusions, claim wait, bounded automatic processing with many holders, the
/// manual dividend, the fee cap with the reward share, access control and revert paths.
contract DividendTokenTest is DividendTemplateTestBase {
    // The rule and exclusion changes are announced by the tracker, for the token (the token keeps no copy).
    event DividendSettingsUpdated(
        address indexed token, address coin, address shareSource, uint128 minHolding, uint64 claimWait
    );
    event DividendExclusionUpdated(address indexed token, address indexed account, bool excluded);
    event ProcessGasUpdated(uint256 processGas);
    event DividendsGiven(address indexed token, address indexed giver, uint256 amount);

    function launch(address quote, address coin) internal returns (DividendToken token) {
        token = new DividendToken(taxConfig(quote), dividendConfig(coin));
        open(token);
    }

    // ------------------------------------------------------------------ deployment

    function test_deploymentRegistersWithTheTrackerAndExcludesTheMachinery() public {
        DividendConfig memory dividend = dividendConfig(address(0));
        dividend.minHolding = 1000e18;
        dividend.claimWait = 3600;
        dividend.processGas = 300_000;
        vm.expectEmit(false, false, false, true);
        emit ProcessGasUpdated(300_000);
        DividendToken token = new DividendToken(taxConfig(address(0)), dividend);
        address book = address(token);
        assertEq(keccak256(bytes(token.templateName())), keccak256("TokenBox.DividendToken v1"), "template name");
        assertEq(address(token.dividendTracker()), address(tracker), "tracker");
        assertEq(token.processGas(), 300_000, "process gas");
        assertEq(token.MIN_PROCESS_GAS(), 300_000, "min");
        assertEq(token.MAX_PROCESS_GAS(), 500_000, "max");
        assertTrue(tracker.isRegistered(book), "registered");
        assertEq(tracker.dividendCoin(book), address(0), "book coin");
        assertEq(tracker.shareSource(book), book, "shares are token balances");
        assertEq(tracker.minHolding(book), 1000e18, "min holding");
        assertEq(tracker.claimWait(book), 3600, "claim wait");
        address[6] memory excluded = [token.pair(), address(router), book, DEAD, address(0), address(this)];
        for (uint256 i; i < excluded.length; ++i) {
            assertTrue(tracker.isExcluded(book, excluded[i]), "excluded");
        }
        assertTrue(!tracker.isExcluded(book, ALICE), "holders earn");
        // The reward share is allowed, still within the cap.
        assertEq(token.buyFees().reward, 400, "reward share");
    }

    function test_theOwnersInitialBalanceIsReportedWhenItEarns() public {
        DividendConfig memory dividend = dividendConfig(address(0));
        dividend.excluded = new address[](0);
        DividendToken token = new DividendToken(taxConfig(address(0)), dividend);
        assertEq(tracker.shareOf(address(token), address(this)), SUPPLY, "the initial mint is reported");
    }

    function test_deploymentRejectsBadDividendSettings() public {
        TaxTokenConfig memory config = taxConfig(address(0));
        DividendConfig memory dividend = dividendConfig(address(0));
        dividend.tracker = address(0);
        vm.expectRevert(TaxTokenState.TokenZeroAddress.selector);
        new DividendToken(config, dividend);

        dividend = dividendConfig(address(weth));
        vm.expectRevert(abi.encodeWithSelector(DividendTaxToken.TokenDividendCoinInvalid.selector, address(weth)));
        new DividendToken(config, dividend);

        // The token's own address as its coin: computed from this test's nonce.
        address next = computeCreateAddress(address(this), VmNonce(address(vm)).getNonce(address(this)));
        dividend = dividendConfig(next);
        vm.expectRevert(abi.encodeWithSelector(DividendTaxToken.TokenDividendCoinInvalid.selector, next));
        new DividendToken(config, dividend);

        dividend = dividendConfig(address(0));
        dividend.processGas = 299_999;
        vm.expectRevert(
            abi.encodeWithSelector(DividendTaxToken.TokenProcessGasOutOfRange.selector, 299_999, 300_000, 500_000)
        );
        new DividendToken(config, dividend);
        dividend.processGas = 500_001;
        vm.expectRevert(
            abi.encodeWithSelector(DividendTaxToken.TokenProcessGasOutOfRange.selector, 500_001, 300_000, 500_000)
        );
        new DividendToken(config, dividend);

        dividend = dividendConfig(address(0));
        dividend.claimWait = 30 days + 1;
        vm.expectRevert(
            abi.encodeWithSelector(IDividendTracker.DividendClaimWaitTooLong.selector, 30 days + 1, 30 days)
        );
        new DividendToken(config, dividend);

        dividend = dividendConfig(address(0));
        dividend.excluded = new address[](99);
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendTooManyAccounts.selector, 101, 100));
        new DividendToken(config, dividend);

        // An ERC-20 coin must be a contract (the tracker checks).
        dividend = dividendConfig(STRANGER);
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendCoinNotContract.selector, STRANGER));
        new DividendToken(config, dividend);
    }

    function computeCreateAddress(address deployer, uint256 nonce) internal pure returns (address) {
        bytes memory encoded;
        if (nonce == 0) encoded = abi.encodePacked(bytes1(0xd6), bytes1(0x94), deployer, bytes1(0x80));
        else if (nonce < 0x80) encoded = abi.encodePacked(bytes1(0xd6), bytes1(0x94), deployer, uint8(nonce));
        else if (nonce < 0x100) encoded = abi.encodePacked(bytes1(0xd7), bytes1(0x94), deployer, bytes1(0x81), uint8(nonce));
        else encoded = abi.encodePacked(bytes1(0xd8), bytes1(0x94), deployer, bytes1(0x82), uint16(nonce));
        return address(uint160(uint256(keccak256(encoded))));
    }

    // ------------------------------------------------------------------ swap-back pays dividends

    /// @dev Alice 1M, Bob 3M, Carol buys 2M (5% tax: the contract reaches the threshold); Alice's sell
    /// swaps back and deposits the reward share in `coin`; shares at deposit time are 1 : 3 : 1.9.
    function checkSwapBackPaysDividends(address quote, address coin) internal returns (DividendToken token) {
        token = launch(quote, coin);
        token.transfer(ALICE, 1_000_000e18);
        token.transfer(BOB, 3_000_000e18);
        pairBuy(token, CAROL, 2_000_000e18);
        assertEq(tracker.totalShares(address(token)), 5_900_000e18, "shares are balances");
        assertEq(tracker.totalDistributed(address(token)), 0, "a buy never swaps back");
        uint256 trackerBefore = coinBalance(coin, address(tracker));

        pairSell(token, ALICE, 100_000e18);
        uint256 distributed = tracker.totalDistributed(address(token));
        assertTrue(distributed > 0, "the reward share was deposited");
        assertEq(coinBalance(coin, address(tracker)) - trackerBefore, distributed, "the tracker holds it");
        assertTrue(MARKETING.balance + usdt.balanceOf(MARKETING) > 0, "marketing paid");
        uint256 alice = tracker.withdrawableOf(address(token), ALICE);
        uint256 bob = tracker.withdrawableOf(address(token), BOB);
        uint256 carol = tracker.withdrawableOf(address(token), CAROL);
        assertApproxEq(bob, alice * 3, 3, "bob earns three times alice");
        assertApproxEq(carol * 10, alice * 19, 20, "carol earns 1.9 times alice");
        assertLe(alice + bob + carol, distributed, "never more than deposited");
        assertApproxEq(alice + bob + carol, distributed, 3, "everything assigned");
        // Nothing stays in the token or its receiver.
        assertEq(address(token).balance, 0, "no native coin left in the token");
        assertEq(weth.balanceOf(address(token)) + weth.balanceOf(token.swapEngine()), 0, "no WETH left");
        assertEq(usdt.balanceOf(address(token)) + usdt.balanceOf(token.swapEngine()), 0, "no USDT left");
        assertEq(cake.balanceOf(address(token)), 0, "no CAKE left");

        uint256 before = coinBalance(coin, BOB);
        vm.prank(BOB);
        tracker.claim(address(token));
        assertEq(coinBalance(coin, BOB) - before, bob, "bob claimed his dividends");
    }

    function test_nativeQuoteSwapBackPaysNativeDividends() public {
        checkSwapBackPaysDividends(address(0), address(0));
    }

    function test_usdtQuoteSwapBackPaysUsdtDividends() public {
        checkSwapBackPaysDividends(address(usdt), address(usdt));
    }

    function test_nativeQuoteSwapBackPaysAThirdTokenThroughTheRouter() public {
        checkSwapBackPaysDividends(address(0), address(cake));
    }

    function test_usdtQuoteSwapBackPaysAThirdTokenThroughTheRouter() public {
        checkSwapBackPaysDividends(address(usdt), address(cake));
    }

    function test_usdtQuoteSwapBackPaysTheNativeCoinThroughTheRouter() public {
        checkSwapBackPaysDividends(address(usdt), address(0));
    }

    function test_aCoinWithoutAPoolFailsTheSwapBackAloneAndTheSellGoesThrough() public {
        SampleStablecoin lonely = new SampleStablecoin("Lonely", "LON", 18, 0, 1e24);
        DividendToken token = launch(address(0), address(lonely));
        token.transfer(ALICE, 10_000_000e18);
        pairBuy(token, BOB, 2_000_000e18);
        uint256 pending = token.pendingSwapBack();
        pairSell(token, ALICE, 100_000e18);
        assertEq(token.balanceOf(ALICE), 9_900_000e18, "the sell went through");
        assertEq(token.pendingSwapBack(), pending + 5_000e18, "the tokens wait");
        assertEq(tracker.totalDistributed(address(token)), 0, "nothing deposited");
        assertEq(MARKETING.balance, 0, "nothing paid");
    }

    function testFuzz_holdersEarnInProportionToTheirBalances(uint256 a, uint256 b, uint256 amount) public {
        a = bound(a, 1, 100_000_000e18);
        b = bound(b, 1, 100_000_000e18);
        amount = bound(amount, 1, 1_000_000 ether);
        DividendToken token = launch(address(0), address(0));
        token.transfer(ALICE, a);
        token.transfer(BOB, b);
        tracker.distribute{value: amount}(address(token), amount);
        uint256 alice = tracker.withdrawableOf(address(token), ALICE);
        uint256 bob = tracker.withdrawableOf(address(token), BOB);
        assertApproxEq(alice, (amount * a) / (a + b), 1, "alice's part");
        assertApproxEq(bob, (amount * b) / (a + b), 1, "bob's part");
        assertLe(alice + bob, amount, "never more than deposited");
    }

    function testFuzz_sharesFollowEveryTransfer(uint256 amount, uint256 burned) public {
        TaxTokenConfig memory config = taxConfig(address(0));
        config.burnable = true;
        DividendToken token = new DividendToken(config, dividendConfig(address(0)));
        open(token);
        amount = bound(amount, 0, 10_000_000e18);
        burned = bound(burned, 0, amount);
        token.transfer(ALICE, amount);
        assertEq(tracker.shareOf(address(token), ALICE), amount, "receiver reported");
        vm.prank(ALICE);
        token.transfer(BOB, amount / 2);
        assertEq(tracker.shareOf(address(token), ALICE), amount - amount / 2, "sender reported");
        assertEq(tracker.shareOf(address(token), BOB), amount / 2, "receiver reported");
        uint256 left = amount - amount / 2;
        burned = bound(burned, 0, left);
        vm.prank(ALICE);
        token.burn(burned);
        assertEq(tracker.shareOf(address(token), ALICE), left - burned, "a burn is reported");
        pairBuy(token, CAROL, amount);
        assertEq(tracker.shareOf(address(token), CAROL), token.balanceOf(CAROL), "a buy reports the buyer");
        assertEq(tracker.shareOf(address(token), token.pair()), 0, "the pair never earns");
    }

    // ------------------------------------------------------------------ rules

    function test_minimumHoldingDecidesWhoEarns() public {
        DividendConfig memory dividend = dividendConfig(address(0));
        dividend.minHolding = 1000e18;
        DividendToken token = new DividendToken(taxConfig(address(0)), dividend);
        open(token);
        token.transfer(ALICE, 999e18);
        token.transfer(BOB, 1000e18);
        assertEq(tracker.shareOf(address(token), ALICE), 0, "below the minimum");
        assertEq(tracker.shareOf(address(token), BOB), 1000e18, "at the minimum");
        tracker.distribute{value: 1 ether}(address(token), 1 ether);
        assertEq(tracker.withdrawableOf(address(token), ALICE), 0, "alice earns nothing");
        assertApproxEq(tracker.withdrawableOf(address(token), BOB), 1 ether, 1, "bob earns it all");

        vm.expectEmit(true, false, false, true);
        emit DividendSettingsUpdated(address(token), address(0), address(token), 500e18, 60);
        token.setDividendRules(500e18, 60);
        assertEq(tracker.minHolding(address(token)), 500e18, "lowered");
        assertEq(tracker.claimWait(address(token)), 60, "claim wait");
        token.transfer(ALICE, 1); // the next report applies the new minimum
        assertEq(tracker.shareOf(address(token), ALICE), 999e18 + 1, "alice earns now");
        vm.expectRevert(
            abi.encodeWithSelector(IDividendTracker.DividendClaimWaitTooLong.selector, 30 days + 1, 30 days)
        );
        token.setDividendRules(0, 30 days + 1);
    }

    function test_excludedAccountsStopEarningAndKeepWhatTheyEarned() public {
        DividendToken token = launch(address(0), address(0));
        token.transfer(ALICE, 1000e18);
        token.transfer(BOB, 1000e18);
        tracker.distribute{value: 2 ether}(address(token), 2 ether);
        vm.expectEmit(true, true, false, true);
        emit DividendExclusionUpdated(address(token), ALICE, true);
        token.setDividendExcluded(ALICE, true);
        assertEq(tracker.shareOf(address(token), ALICE), 0, "no share");
        tracker.distribute{value: 2 ether}(address(token), 2 ether);
        assertApproxEq(tracker.withdrawableOf(address(token), ALICE), 1 ether, 1, "kept what she earned");
        assertApproxEq(tracker.withdrawableOf(address(token), BOB), 3 ether, 2, "bob earned the rest");
        vm.prank(ALICE);
        token.transfer(CAROL, 1e18);
        assertEq(tracker.shareOf(address(token), ALICE), 0, "reports leave an excluded account at zero");

        token.setDividendExcluded(ALICE, false);
        assertEq(tracker.shareOf(address(token), ALICE), 999e18, "including reports the balance at once");

        address[4] memory fixedAccounts = [token.pair(), address(token), DEAD, address(0)];
        for (uint256 i; i < fixedAccounts.length; ++i) {
            vm.expectRevert(
                abi.encodeWithSelector(DividendTaxToken.TokenDividendExclusionFixed.selector, fixedAccounts[i])
            );
            token.setDividendExcluded(fixedAccounts[i], false);
        }
    }

    function test_claimWaitSpacesAutomaticPayouts() public {
        DividendConfig memory dividend = dividendConfig(address(0));
        dividend.claimWait = 1 hours;
        DividendToken token = new DividendToken(taxConfig(address(0)), dividend);
        open(token);
        token.transfer(ALICE, 1000e18);
        tracker.distribute{value: 1 ether}(address(token), 1 ether);
        tracker.process(address(token), 1_000_000);
        assertApproxEq(ALICE.balance, 1 ether, 1, "paid");
        tracker.distribute{value: 1 ether}(address(token), 1 ether);
        tracker.process(address(token), 1_000_000);
        assertApproxEq(ALICE.balance, 1 ether, 1, "not again before the wait");
        vm.warp(block.timestamp + 1 hours);
        tracker.process(address(token), 1_000_000);
        assertApproxEq(ALICE.balance, 2 ether, 2, "after the wait");
    }

    // ------------------------------------------------------------------ automatic processing

    function manyHolders(DividendToken token, uint256 count) internal {
        for (uint256 i; i < count; ++i) {
            token.transfer(holder(i), 1000e18);
        }
    }

    function test_transfersProcessWithinTheirProcessGasUntilEveryoneIsPaid() public {
        uint256 count = 120;
        DividendToken token = launch(address(0), address(0));
        manyHolders(token, count);
        token.setProcessGas(300_000);
        tracker.distribute{value: 120 ether}(address(token), 120 ether);
        token.transfer(ALICE, 1e18); // Alice holds 1e18: owed nothing from the deposit above

        uint256 rounds;
        while (holder(count - 1).balance == 0) {
            uint256 nextBefore = tracker.nextIndex(address(token));
            uint256 gasBefore = gasleft();
            vm.prank(ALICE);
            token.transfer(BOB, 1);
            uint256 used = gasBefore - gasleft();
            // The transfer itself (with two reports) plus at most processGas.
            assertLe(used, 300_000 + 150_000, "processing bounded by processGas");
            assertTrue(tracker.nextIndex(address(token)) != nextBefore, "progress");
            ++rounds;
            assertLe(rounds, 80, "bounded number of transfers");
        }
        for (uint256 i; i < count; ++i) {
            assertApproxEq(holder(i).balance, 1 ether, 1, "each paid once");
        }
    }

    function test_noProcessingWithoutTheGasOrAfterATransferToAContract() public {
        DividendToken token = launch(address(0), address(0));
        manyHolders(token, 5);
        token.transfer(ALICE, 10_000e18);
        token.setProcessGas(300_000);
        tracker.distribute{value: 5 ether}(address(token), 5 ether);

        // An estimated transaction: enough for the transfer, not for processing.
        vm.prank(ALICE);
        (bool ok,) = address(token).call{gas: 400_000}(abi.encodeCall(token.transfer, (BOB, 1)));
        assertTrue(ok, "the transfer went through");
        assertEq(holder(0).balance, 0, "nobody paid");

        // A sell (to the pair, a contract) with all the gas: never processes (the seller's tokens
        // wait in the pair for its swap).
        pairSell(token, ALICE, 1000e18);
        assertEq(holder(0).balance, 0, "no processing after a transfer to a contract");
        token.transfer(address(tracker), 1);
        assertEq(holder(0).balance, 0, "nor to any other contract");

        // A wallet transfer with the gas: processes.
        vm.prank(ALICE);
        token.transfer(BOB, 1);
        assertApproxEq(holder(0).balance, uint256(5 ether) / 15, 1, "paid its part (1,000 of 15,000 shares)");

        token.setProcessGas(0);
        tracker.distribute{value: 5 ether}(address(token), 5 ether);
        vm.prank(ALICE);
        token.transfer(BOB, 1);
        assertApproxEq(holder(0).balance, uint256(5 ether) / 15, 1, "switched off");
    }

    function test_aSwapBackSellPaysHoldersRightAfterItsDeposit() public {
        DividendConfig memory dividend = dividendConfig(address(0));
        dividend.processGas = 500_000;
        DividendToken token = new DividendToken(taxConfig(address(0)), dividend);
        open(token);
        token.transfer(ALICE, 10_000_000e18);
        token.transfer(BOB, 10_000_000e18);
        pairBuy(token, CAROL, 2_000_000e18); // a buy processes: nothing is owed yet
        pairSell(token, ALICE, 100_000e18);
        assertTrue(BOB.balance > 0, "paid in the sell that swapped back");
        assertEq(tracker.withdrawableOf(address(token), BOB), 0, "nothing left owed");
    }

    /// @dev Hole 9 of issue 15: the least processGas a token accepts must pay at least one holder in
    /// every coin. With an ERC-20 coin the tracker keeps 252,381 gas back before each payout, so the
    /// old minimum of 200,000 paid nobody.
    function test_theLeastProcessGasPaysAHolderInAnErc20Coin() public {
        DividendToken token = launch(address(usdt), address(usdt));
        manyHolders(token, 3);
        token.setProcessGas(token.MIN_PROCESS_GAS());
        usdt.approve(address(tracker), 3e6);
        tracker.distribute(address(token), 3e6);
        token.transfer(ALICE, 1); // a wallet transfer with the gas: processes with the least gas
        assertTrue(usdt.balanceOf(holder(0)) > 0, "at least one holder paid");
    }

    /// @dev Hole 7 of issue 15: the chain's locker holds tokens for their lock owners but can never
    /// claim, so what locked tokens earned was stranded for ever. Excluded (as the web app does when it
    /// creates a holder-dividend token), the locker earns nothing and its part goes to the others.
    function test_tokensInTheLockerStrandNothingOnceTheLockerIsExcluded() public {
        TokenLocker locker = new TokenLocker();
        DividendConfig memory dividend = dividendConfig(address(0));
        dividend.excluded = new address[](2);
        dividend.excluded[0] = address(this);
        dividend.excluded[1] = address(locker);
        DividendToken token = new DividendToken(taxConfig(address(0)), dividend);
        token.transfer(ALICE, 1_000e18);
        token.transfer(BOB, 3_000e18);
        vm.startPrank(BOB);
        token.approve(address(locker), 3_000e18);
        locker.lock(
            address(token), false, BOB, 3_000e18, LockSchedule(LockKind.Fixed, 0, block.timestamp + 1 days, 0, 0, 0), ""
        );
        vm.stopPrank();
        assertEq(token.balanceOf(address(locker)), 3_000e18, "locked");
        assertEq(tracker.shareOf(address(token), address(locker)), 0, "the locker never earns");
        tracker.distribute{value: 2 ether}(address(token), 2 ether);
        assertApproxEq(tracker.withdrawableOf(address(token), ALICE), 2 ether, 1, "all of it to a holder who can claim");
        vm.prank(ALICE);
        tracker.claim(address(token));
        assertLe(address(tracker).balance, 1, "nothing stranded in the tracker");
    }

    // ------------------------------------------------------------------ manual dividend

    function test_distributeDividendsFromAWalletInEitherCoin() public {
        DividendToken native = launch(address(0), address(0));
        native.transfer(ALICE, 1000e18);
        vm.expectEmit(true, true, false, true);
        emit DividendsGiven(address(native), address(this), 1 ether);
        tracker.distribute{value: 1 ether}(address(native), 1 ether);
        assertApproxEq(tracker.withdrawableOf(address(native), ALICE), 1 ether, 1, "native dividend");

        DividendToken usdtCoin = launch(address(0), address(usdt));
        usdtCoin.transfer(ALICE, 1000e18);
        // Anyone may give, in the dividend coin, after approving the tracker.
        usdt.transfer(STRANGER, 500e6);
        vm.startPrank(STRANGER);
        usdt.approve(address(tracker), 500e6);
        tracker.distribute(address(usdtCoin), 500e6);
        vm.stopPrank();
        assertApproxEq(tracker.withdrawableOf(address(usdtCoin), ALICE), 500e6, 1, "USDT dividend");
        assertEq(usdt.balanceOf(address(tracker)), 500e6, "the tracker holds it for the holders");
    }

    function test_distributeDividendsRevertPaths() public {
        DividendToken native = launch(address(0), address(0));
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendAmountInvalid.selector, 0, 0));
        tracker.distribute(address(native), 0);
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendAmountInvalid.selector, 2, 1));
        tracker.distribute{value: 1}(address(native), 2);
        DividendToken usdtCoin = launch(address(0), address(usdt));
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendAmountInvalid.selector, 1, 1));
        tracker.distribute{value: 1}(address(usdtCoin), 1);
        vm.prank(STRANGER);
        vm.expectRevert(); // no allowance
        tracker.distribute(address(usdtCoin), 1);
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendTokenNotRegistered.selector, STRANGER));
        tracker.distribute{value: 1}(STRANGER, 1);
    }

    // ------------------------------------------------------------------ caps, access, revert paths

    function testFuzz_theRewardShareCountsInTheFeeCap(uint16 reward, uint16 marketing) public {
        reward = uint16(bound(reward, 0, 3000));
        marketing = uint16(bound(marketing, 0, 3000));
        TaxTokenConfig memory config = taxConfig(address(0));
        DividendToken token = new DividendToken(config, dividendConfig(address(0)));
        TaxFeeShares memory fees;
        fees.reward = reward;
        fees.marketing = marketing;
        uint256 total = uint256(reward) + marketing;
        config.sellFees = fees;
        if (total > 2500) {
            vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenFeeAboveCap.selector, total, 2500));
            token.setFees(config.buyFees, fees);
            vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenFeeAboveCap.selector, total, 2500));
            new DividendToken(config, dividendConfig(address(0)));
        } else {
            token.setFees(config.buyFees, fees);
            assertEq(token.sellFees().reward, reward, "set");
        }
    }

    function test_everyDividendOwnerPowerIsOwnerOnly() public {
        DividendToken token = launch(address(0), address(0));
        TaxFeeShares memory buy = token.buyFees();
        bytes memory unauthorized = abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, STRANGER);
        vm.startPrank(STRANGER);
        vm.expectRevert(unauthorized);
        token.setDividendRules(0, 0);
        vm.expectRevert(unauthorized);
        token.setDividendExcluded(ALICE, true);
        vm.expectRevert(unauthorized);
        token.setProcessGas(300_000);
        vm.expectRevert(unauthorized);
        token.setFees(buy, buy);
        vm.expectRevert(unauthorized);
        token.setSwapBack(false, 1);
        vm.stopPrank();
    }

    function test_setProcessGasIsCappedAndEmits() public {
        DividendToken token = launch(address(0), address(0));
        vm.expectEmit(false, false, false, true);
        emit ProcessGasUpdated(500_000);
        token.setProcessGas(500_000);
        assertEq(token.processGas(), 500_000, "set");
        vm.expectRevert(
            abi.encodeWithSelector(DividendTaxToken.TokenProcessGasOutOfRange.selector, 500_001, 300_000, 500_000)
        );
        token.setProcessGas(500_001);
        vm.expectRevert(
            abi.encodeWithSelector(DividendTaxToken.TokenProcessGasOutOfRange.selector, 1, 300_000, 500_000)
        );
        token.setProcessGas(1);
        token.setProcessGas(0);
        assertEq(token.processGas(), 0, "off");
    }

    function test_nativeCoinIsAcceptedOnlyFromTheSwapReceiverAndTheRouter() public {
        DividendToken token = launch(address(0), address(0));
        vm.deal(STRANGER, 1 ether);
        vm.prank(STRANGER);
        (bool sent,) = address(token).call{value: 1 ether}("");
        assertTrue(!sent, "refused");
        vm.deal(address(router), 1 ether);
        vm.prank(address(router));
        (sent,) = address(token).call{value: 1 ether}("");
        assertTrue(sent, "the router's payout of a swapped reward share");
    }
}

/// @notice The LP-dividend template: liquidity providers earn in proportion to the LP they stake in
/// the tracker (fuzzed), minimum stake, the multiplication attack of LP moved through many
/// addresses (hole 5 of issue 15), an invariant over random stakes, unstakes and LP moves, swap-back
/// dividends, access control.
contract LpDividendTokenTest is DividendTemplateTestBase {
    function launchLp(DividendConfig memory dividend) internal returns (LpDividendToken token) {
        token = new LpDividendToken(taxConfig(address(0)), dividend);
        open(token);
        // Liquidity providers add and remove without tax (adding as a taxed seller works too, at
        // a loss of the tax).
        token.setExemptions(ALICE, true, true, true);
        token.setExemptions(BOB, true, true, true);
        token.transfer(ALICE, 10_000_000e18);
        token.transfer(BOB, 10_000_000e18);
    }

    function addLiquidity(LpDividendToken token, address provider, uint256 tokens) internal returns (uint256 lp) {
        vm.deal(provider, 1000 ether);
        vm.startPrank(provider);
        token.approve(address(router), type(uint256).max);
        (,, lp) = router.addLiquidityETH{value: 1000 ether}(address(token), tokens, 0, 0, provider, block.timestamp);
        vm.stopPrank();
    }


    function removeLiquidity(LpDividendToken token, address provider, uint256 lp) internal {
        vm.startPrank(provider);
        UniswapV2Pair(token.pair()).approve(address(router), lp);
        router.removeLiquidityETHSupportingFeeOnTransferTokens(address(token), lp, 0, 0, provider, block.timestamp);
        vm.stopPrank();
    }

    function test_deploymentUsesThePairAsShareSource() public {
        LpDividendToken token = new LpDividendToken(taxConfig(address(0)), dividendConfig(address(0)));
        assertEq(keccak256(bytes(token.templateName())), keccak256("TokenBox.LpDividendToken v1"), "template name");
        assertEq(tracker.shareSource(address(token)), token.pair(), "staked LP is the share");
        assertEq(tracker.shareOf(address(token), address(this)), 0, "the owner staked nothing");
    }

    function test_providersEarnInProportionToTheLpTheyStake() public {
        LpDividendToken token = launchLp(dividendConfig(address(0)));
        uint256 aliceLp = addLiquidity(token, ALICE, 1_000_000e18);
        uint256 bobLp = addLiquidity(token, BOB, 3_000_000e18);
        assertEq(tracker.totalShares(address(token)), 0, "holding LP earns nothing");
        stake(token, ALICE, aliceLp);
        stake(token, BOB, bobLp);
        assertEq(tracker.shareOf(address(token), ALICE), aliceLp, "alice's stake");
        assertEq(tracker.stakedOf(address(token), BOB), bobLp, "bob's stake");
        token.transfer(CAROL, 1);
        assertEq(tracker.shareOf(address(token), CAROL), 0, "token holders without a stake earn nothing");

        tracker.distribute{value: 4 ether}(address(token), 4 ether);
        uint256 alice = tracker.withdrawableOf(address(token), ALICE);
        uint256 bob = tracker.withdrawableOf(address(token), BOB);
        assertApproxEq(alice, (4 ether * aliceLp) / (aliceLp + bobLp), 1, "alice's part");
        assertApproxEq(bob, (4 ether * bobLp) / (aliceLp + bobLp), 1, "bob's part");

        // Bob takes half his stake back and removes that liquidity: his share follows at once.
        vm.prank(BOB);
        tracker.unstake(address(token), bobLp / 2);
        removeLiquidity(token, BOB, bobLp / 2);
        assertEq(tracker.shareOf(address(token), BOB), bobLp - bobLp / 2, "bob's smaller stake");
        tracker.distribute{value: 1 ether}(address(token), 1 ether);
        uint256 bobSecond = tracker.withdrawableOf(address(token), BOB) - bob;
        assertApproxEq(
            bobSecond, (1 ether * (bobLp - bobLp / 2)) / (aliceLp + bobLp - bobLp / 2), 1, "bob's later part"
        );
        assertEq(tracker.withdrawableOf(address(token), BOB), bobSecond + bob, "earned before stays owed");
    }

    function testFuzz_providersEarnInProportionToTheirStake(uint256 a, uint256 b, uint256 amount) public {
        a = bound(a, 1_000e18, 10_000_000e18);
        b = bound(b, 1_000e18, 10_000_000e18);
        amount = bound(amount, 1, 1_000_000 ether);
        LpDividendToken token = launchLp(dividendConfig(address(0)));
        uint256 aliceLp = addLiquidity(token, ALICE, a);
        uint256 bobLp = addLiquidity(token, BOB, b);
        stake(token, ALICE, aliceLp);
        stake(token, BOB, bobLp);
        assertEq(tracker.totalShares(address(token)), aliceLp + bobLp, "both stakes");
        tracker.distribute{value: amount}(address(token), amount);
        uint256 alice = tracker.withdrawableOf(address(token), ALICE);
        uint256 bob = tracker.withdrawableOf(address(token), BOB);
        assertApproxEq(alice, (amount * aliceLp) / (aliceLp + bobLp), 1, "alice's part");
        assertApproxEq(bob, (amount * bobLp) / (aliceLp + bobLp), 1, "bob's part");
        assertLe(alice + bob, amount, "never more than deposited");
    }

    /// @dev Hole 5 of issue 15: on the balance-reporting design, one LP position passed through five
    /// fresh addresses (each synced by anyone, or reported by a token transfer) was counted under each
    /// of them and took 50 of 60 ETH from an honest provider with the same LP. Here every trick of
    /// that attack is tried, and the position still earns once.
    function test_lpPassedThroughManyAddressesEarnsOnce() public {
        LpDividendToken token = launchLp(dividendConfig(address(0)));
        uint256 aliceLp = addLiquidity(token, ALICE, 1_000_000e18);
        uint256 bobLp = addLiquidity(token, BOB, 1_000_000e18);
        assertEq(aliceLp, bobLp, "the same position");
        stake(token, ALICE, aliceLp);

        UniswapV2Pair pair = UniswapV2Pair(token.pair());
        address[] memory one = new address[](1);
        address current = BOB;
        for (uint256 i = 1; i <= 5; ++i) {
            address next = holder(i);
            // The attacker stakes from each address in turn, takes it back, and passes the LP on;
            // it also has the fresh address synced and reported by a token transfer.
            stake(token, current, bobLp);
            vm.prank(current);
            tracker.unstake(address(token), bobLp);
            vm.prank(current);
            pair.transfer(next, bobLp);
            one[0] = next;
            tracker.syncShares(address(token), one);
            token.transfer(next, 1);
            current = next;
        }
        stake(token, current, bobLp);
        assertEq(tracker.totalShares(address(token)), aliceLp + bobLp, "two positions, two shares");

        tracker.distribute{value: 60 ether}(address(token), 60 ether);
        uint256 attacker;
        for (uint256 i = 1; i <= 5; ++i) {
            attacker += tracker.withdrawableOf(address(token), holder(i));
        }
        attacker += tracker.withdrawableOf(address(token), BOB);
        assertApproxEq(tracker.withdrawableOf(address(token), ALICE), 30 ether, 1, "the honest half");
        assertApproxEq(attacker, 30 ether, 1, "the attacker's one position earns once");
    }

    address[] internal providers;

    function randomStep(LpDividendToken token, uint256 r) internal {
        UniswapV2Pair pair = UniswapV2Pair(token.pair());
        address who = providers[r % 4];
        uint256 action = (r >> 8) % 4;
        uint256 held = pair.balanceOf(who);
        uint256 staked = tracker.stakedOf(address(token), who);
        if (action == 0 && held != 0) {
            stake(token, who, 1 + ((r >> 16) % held));
        } else if (action == 1 && staked != 0) {
            vm.prank(who);
            tracker.unstake(address(token), 1 + ((r >> 16) % staked));
        } else if (action == 2 && held != 0) {
            vm.prank(who);
            pair.transfer(providers[(r >> 24) % 4], 1 + ((r >> 16) % held));
        } else {
            tracker.syncShares(address(token), providers);
        }
    }

    function checkSharesAreStakes(LpDividendToken token) internal view {
        uint256 sum;
        for (uint256 i; i < 4; ++i) {
            uint256 share = tracker.shareOf(address(token), providers[i]);
            assertEq(share, tracker.stakedOf(address(token), providers[i]), "a share is the stake");
            sum += share;
        }
        assertEq(tracker.totalShares(address(token)), sum, "total shares");
        assertEq(UniswapV2Pair(token.pair()).balanceOf(address(tracker)), sum, "the tracker holds exactly the stakes");
    }

    function checkDepositFollowsStakes(LpDividendToken token) internal {
        uint256 total = tracker.totalShares(address(token));
        if (total == 0) return;
        uint256[4] memory before;
        for (uint256 i; i < 4; ++i) {
            before[i] = tracker.withdrawableOf(address(token), providers[i]);
        }
        tracker.distribute{value: 10 ether}(address(token), 10 ether);
        for (uint256 i; i < 4; ++i) {
            uint256 earned = tracker.withdrawableOf(address(token), providers[i]) - before[i];
            uint256 fair = (10 ether * tracker.shareOf(address(token), providers[i])) / total;
            assertApproxEq(earned, fair, 1, "in proportion to the stake");
        }
    }

    /// @dev Invariant over random stakes, unstakes, LP transfers and syncs by four providers: the
    /// shares are exactly the stakes, the stakes are exactly the LP the tracker holds for the book,
    /// a deposit is shared in proportion to the stakes, and every stake comes back in full.
    function testFuzz_stakesAreTheOnlyShares(uint256 seed) public {
        LpDividendToken token = launchLp(dividendConfig(address(0)));
        UniswapV2Pair pair = UniswapV2Pair(token.pair());
        providers.push(ALICE);
        providers.push(BOB);
        providers.push(holder(1));
        providers.push(holder(2));
        uint256 aliceLp = addLiquidity(token, ALICE, 2_000_000e18);
        vm.prank(ALICE);
        pair.transfer(holder(1), aliceLp / 3);
        uint256 bobLp = addLiquidity(token, BOB, 2_000_000e18);
        vm.prank(BOB);
        pair.transfer(holder(2), bobLp / 3);
        for (uint256 step; step < 24; ++step) {
            randomStep(token, uint256(keccak256(abi.encode(seed, step))));
            checkSharesAreStakes(token);
        }
        checkDepositFollowsStakes(token);
        for (uint256 i; i < 4; ++i) {
            address who = providers[i];
            uint256 staked = tracker.stakedOf(address(token), who);
            if (staked == 0) continue;
            uint256 held = pair.balanceOf(who);
            vm.prank(who);
            tracker.unstake(address(token), staked);
            assertEq(pair.balanceOf(who), held + staked, "every stake comes back in full");
        }
        assertEq(pair.balanceOf(address(tracker)), 0, "nothing left behind");
    }

    function test_lpHeldOrLockedEarnsNothingAndStrandsNothing() public {
        LpDividendToken token = launchLp(dividendConfig(address(0)));
        uint256 aliceLp = addLiquidity(token, ALICE, 1_000_000e18);
        uint256 bobLp = addLiquidity(token, BOB, 1_000_000e18);
        stake(token, ALICE, aliceLp);
        // Bob's LP sits in a contract (a lock, say): nobody can report it, so its part goes to Alice.
        vm.prank(BOB);
        UniswapV2Pair(token.pair()).transfer(address(0x10C), bobLp);
        address[] memory accounts = new address[](1);
        accounts[0] = address(0x10C);
        tracker.syncShares(address(token), accounts);
        tracker.distribute{value: 3 ether}(address(token), 3 ether);
        assertApproxEq(tracker.withdrawableOf(address(token), ALICE), 3 ether, 1, "all of it to the staker");
        assertEq(tracker.shareOf(address(token), address(0x10C)), 0, "held LP never earns");
    }

    function test_minimumStakeDecidesWhoEarns() public {
        DividendConfig memory dividend = dividendConfig(address(0));
        LpDividendToken token = launchLp(dividend);
        uint256 aliceLp = addLiquidity(token, ALICE, 1_000_000e18);
        uint256 bobLp = addLiquidity(token, BOB, 3_000_000e18);
        stake(token, ALICE, aliceLp);
        stake(token, BOB, bobLp);
        token.setDividendRules(uint128(aliceLp + 1), 0);
        address[] memory accounts = new address[](2);
        accounts[0] = ALICE;
        accounts[1] = BOB;
        tracker.syncShares(address(token), accounts);
        assertEq(tracker.shareOf(address(token), ALICE), 0, "below the minimum stake");
        assertEq(tracker.stakedOf(address(token), ALICE), aliceLp, "her stake stays hers");
        assertEq(tracker.shareOf(address(token), BOB), bobLp, "above it");
        tracker.distribute{value: 1 ether}(address(token), 1 ether);
        assertApproxEq(tracker.withdrawableOf(address(token), BOB), 1 ether, 1, "bob earns it all");
        // A stake that is excluded or below the minimum can always be taken back.
        token.setDividendExcluded(BOB, true);
        vm.prank(BOB);
        tracker.unstake(address(token), bobLp);
        assertEq(UniswapV2Pair(token.pair()).balanceOf(BOB), bobLp, "bob's LP back");
        vm.prank(ALICE);
        tracker.unstake(address(token), aliceLp);
        assertEq(UniswapV2Pair(token.pair()).balanceOf(ALICE), aliceLp, "alice's LP back");
    }

    function test_aSwapBackPaysLiquidityProvidersNotHolders() public {
        LpDividendToken token = launchLp(dividendConfig(address(usdt)));
        stake(token, ALICE, addLiquidity(token, ALICE, 1_000_000e18));
        token.transfer(CAROL, 5_000_000e18);
        pairBuy(token, CAROL, 2_000_000e18);
        pairSell(token, CAROL, 100_000e18);
        uint256 distributed = tracker.totalDistributed(address(token));
        assertTrue(distributed > 0, "deposited in USDT");
        assertApproxEq(tracker.withdrawableOf(address(token), ALICE), distributed, 1, "alice, the only provider");
        assertEq(tracker.withdrawableOf(address(token), CAROL), 0, "a holder without LP earns nothing");
    }

    function test_everyDividendOwnerPowerIsOwnerOnly() public {
        LpDividendToken token = new LpDividendToken(taxConfig(address(0)), dividendConfig(address(0)));
        bytes memory unauthorized = abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, STRANGER);
        vm.startPrank(STRANGER);
        vm.expectRevert(unauthorized);
        token.setDividendRules(0, 0);
        vm.expectRevert(unauthorized);
        token.setDividendExcluded(ALICE, true);
        vm.expectRevert(unauthorized);
        token.setProcessGas(300_000);
        vm.stopPrank();
        address pair = token.pair();
        vm.expectRevert(abi.encodeWithSelector(DividendTaxToken.TokenDividendExclusionFixed.selector, pair));
        token.setDividendExcluded(pair, false);
    }
}

/// @notice Hole 3 of issue 15: the tracker is a constructor argument, so a deployer could pass a
/// tracker of its own and later switch it to revert, burn gas or return garbage on every call. A
/// renounced token must still let every holder transfer and sell, whatever its tracker does.
contract DividendTokenForeignTrackerTest is DividendTemplateTestBase {
    function launchWith(HostileDividendTracker hostile, bool lp) internal returns (TaxToken token) {
        DividendConfig memory dividend = dividendConfig(address(0));
        dividend.tracker = address(hostile);
        dividend.processGas = 300_000;
        token = lp
            ? TaxToken(payable(address(new LpDividendToken(taxConfig(address(0)), dividend))))
            : TaxToken(payable(address(new DividendToken(taxConfig(address(0)), dividend))));
        open(token);
        token.transfer(ALICE, 10_000_000e18);
        token.renounceOwnership();
    }

    function checkHoldersCanTransferAndSell(bool lp) internal {
        HostileDividendTracker hostile = new HostileDividendTracker();
        TaxToken token = launchWith(hostile, lp);
        for (uint8 mode = 1; mode <= 3; ++mode) {
            hostile.setMode(HostileDividendTracker.Mode(mode));
            uint256 before = token.balanceOf(BOB);
            vm.prank(ALICE);
            token.transfer(BOB, 1_000e18);
            assertEq(token.balanceOf(BOB), before + 1_000e18, "a wallet transfer goes through");
            uint256 coin = ALICE.balance;
            // 5% of 2,000,000 reaches the swap-back threshold: the next sell swaps back and deposits
            // the reward share, which the tracker refuses too.
            routerSell(token, ALICE, 2_000_000e18);
            assertTrue(ALICE.balance > coin, "the sell paid out");
        }
    }

    function test_aHostileTrackerCannotStopHoldersOfADividendToken() public {
        checkHoldersCanTransferAndSell(false);
    }

    function test_aHostileTrackerCannotStopHoldersOfAnLpDividendToken() public {
        checkHoldersCanTransferAndSell(true);
    }

    function test_aTransferWithoutTheTrackersGasAllowanceRevertsInsteadOfStarvingIt() public {
        DividendToken token = new DividendToken(taxConfig(address(0)), dividendConfig(address(0)));
        token.transfer(ALICE, 1_000e18);
        vm.prank(ALICE);
        (bool ok, bytes memory reason) =
            address(token).call{gas: 150_000}(abi.encodeCall(token.transfer, (BOB, 1)));
        assertTrue(!ok, "not enough gas for two reports");
        assertEq(bytes4(reason), DividendTaxToken.TokenTrackerGasTooLow.selector, "says why");
        vm.prank(ALICE);
        token.transfer(BOB, 1);
        assertEq(tracker.shareOf(address(token), BOB), 1, "with the gas, the honest tracker is told");
    }
}

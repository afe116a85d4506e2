// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {UniswapV2Pair} from "../../src/dex/UniswapV2Pair.sol";
import {OptionalBurn} from "../../src/tokens/templates/base/OptionalBurn.sol";
import {TimedRenounce} from "../../src/tokens/templates/base/TimedRenounce.sol";
import {TaxTokenFixture} from "./TaxTokenFixture.sol";
import {TimedRenounceChecks} from "./TimedRenounceChecks.sol";
import {
    TaxAccountInfo,
    TaxFeeShares,
    TaxFomoConfig,
    TaxToken,
    TaxTokenConfig,
    TaxTokenState
} from "../../src/tokens/templates/TaxToken.sol";

/// @notice Test-only extension: a reward share (which TaxToken itself refuses), a reward hook that
/// can be made to fail, and a count of transfer hooks. Shows how dividend templates extend the base.
contract RewardTaxToken is TaxToken {
    uint256 public rewardReceived;
    uint256 public afterTransferCalls;
    bool public failReward;

    constructor(TaxTokenConfig memory config) TaxToken(config) {}

    function setFailReward(bool fail) external {
        failReward = fail;
    }

    function _rewardShareAllowed() internal pure override returns (bool) {
        return true;
    }

    function _handleRewardShare(uint256 quoteAmount) internal override {
        if (failReward) revert("reward hook failed");
        rewardReceived += quoteAmount;
    }

    function _afterTokenTransfer(address, address) internal override {
        afterTransferCalls += 1;
    }
}

/// @notice A wallet contract that refuses the native coin.
contract NativeRefuser {
    receive() external payable {
        revert("no native coin");
    }
}

/// @notice The tax template against a real AMM: fee math (fuzzed), limits, exemptions, blacklist,
/// trading start, cool down, swap-back (native and ERC-20 quote), invitation, fomo,
/// airdrop, the fee cap on every change and access control on every owner power. The bot window,
/// renounce, market-pair and quote-first liquidity properties are in TaxTokenProperties.t.sol.
contract TaxTokenTest is TaxTokenFixture, TimedRenounceChecks {
    // ------------------------------------------------------------------ deployment

    function test_deploymentCreatesThePairAndExemptsOwnerTokenAndReceivers() public {
        TaxToken token = new TaxToken(baseConfig());
        address pair = token.pair();
        assertEq(pair, factory.getPair(address(token), address(weth)), "pair created by the router's factory");
        assertEq(token.quoteToken(), address(weth), "native quote is the router's WETH");
        assertEq(token.router(), address(router), "router");
        assertTrue(token.nativeQuote() && token.accountInfo(pair).marketPair, "native quote, market pair");
        assertEq(token.balanceOf(address(this)), SUPPLY, "supply to the owner");
        assertEq(token.owner(), address(this), "owner");
        address[6] memory exempt = [address(this), address(token), MARKETING, TEAM, LP_RECEIVER, address(router)];
        for (uint256 i; i < exempt.length; ++i) {
            TaxAccountInfo memory info = token.accountInfo(exempt[i]);
            assertTrue(info.feeExempt && info.walletLimitExempt && info.txLimitExempt, "exempt");
        }
        assertTrue(!token.accountInfo(ALICE).feeExempt && !token.accountInfo(ALICE).blacklisted, "others are not");
        assertEq(keccak256(bytes(token.templateName())), keccak256("TokenBox.TaxToken v1"), "template name");
        assertTrue(!token.tradingOpen() && token.tradingStartsAt() == 0, "trading closed");
        assertEq(keccak256(bytes(token.website())), keccak256("https://tax.example"), "info stored");
        assertTrue(
            !token.burnable() && !token.timedRenounceEnabled() && !token.blacklistEnabled() && !token.inviteEnabled()
                && !token.fomoEnabled() && !token.swapBackEnabled(),
            "options off"
        );
        assertEq(token.botBlocks() + token.airdropCount() + token.cooldownSeconds(), 0, "no bot window, airdrop, cool down");
        assertEq(token.buyFees().marketing, 200, "buy shares");
        assertEq(token.sellFees().team, 100, "sell shares");
    }

    function test_deploymentRejectsBadSettings() public {
        TaxTokenConfig memory config = baseConfig();
        config.initialSupply = uint256(type(uint128).max) + 1;
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenSupplyTooLarge.selector, config.initialSupply));
        new TaxToken(config);

        config = baseConfig();
        config.marketingWallet = address(0);
        vm.expectRevert(TaxTokenState.TokenZeroAddress.selector);
        new TaxToken(config);

        config = baseConfig();
        config.botBlocks = 21;
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenOptionAboveMax.selector, 21, 20));
        new TaxToken(config);

        config = baseConfig();
        config.airdropCount = 6;
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenOptionAboveMax.selector, 6, 5));
        new TaxToken(config);

        config = baseConfig();
        config.tradingStartsAt = uint64(type(uint40).max) + 1;
        vm.expectRevert(
            abi.encodeWithSelector(TaxTokenState.TokenOptionAboveMax.selector, config.tradingStartsAt, type(uint40).max)
        );
        new TaxToken(config);

        config = baseConfig();
        config.maxWallet = SUPPLY / 1000 - 1;
        vm.expectRevert(
            abi.encodeWithSelector(TaxTokenState.TokenLimitOutOfRange.selector, SUPPLY / 1000 - 1, SUPPLY / 1000)
        );
        new TaxToken(config);

        config = baseConfig();
        config.cooldownSeconds = 3601;
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenCooldownTooLong.selector, 3601, 3600));
        new TaxToken(config);

        config = baseConfig();
        config.swapBackEnabled = true;
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenSwapBackThresholdInvalid.selector, 0));
        new TaxToken(config);

        config = baseConfig();
        config.buyFees.reward = 1;
        vm.expectRevert(TaxTokenState.TokenRewardShareNotAllowed.selector);
        new TaxToken(config);

        config = baseConfig();
        config.sellFees.fomo = 1;
        vm.expectRevert(TaxTokenState.TokenFomoDisabled.selector);
        new TaxToken(config);

        config = baseConfig();
        config.inviteBps = new uint16[](7);
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenTooManyGenerations.selector, 7, 6));
        new TaxToken(config);

        config = baseConfig();
        config.fomo.window = 60;
        vm.expectRevert(TaxTokenState.TokenFomoSettingsInvalid.selector);
        new TaxToken(config);
    }

    function test_erc20QuotePairsWithUsdtAndSwapsBackToUsdt() public {
        TaxTokenConfig memory config = baseConfig();
        config.quoteToken = address(usdt);
        config.swapBackEnabled = true;
        config.swapBackThreshold = 100_000e18;
        TaxToken token = opened(config);
        assertEq(token.pair(), factory.getPair(address(token), address(usdt)), "USDT pair");
        assertTrue(!token.nativeQuote(), "ERC-20 quote");
        token.transfer(ALICE, 10_000_000e18);
        pairSell(token, ALICE, 5_000_000e18); // 200,000 tax: one swap-back of 100,000
        uint256 marketing = usdt.balanceOf(MARKETING);
        uint256 team = usdt.balanceOf(TEAM);
        assertTrue(team > 0, "team paid in USDT");
        // Of 100,000 tokens: 25,000 liquidity (12,500 sold), 50,000 marketing, 25,000 team.
        assertApproxEq(marketing, team * 2, team / 50, "marketing twice team");
        assertTrue(UniswapV2Pair(token.pair()).balanceOf(LP_RECEIVER) > 0, "LP shares to the liquidity receiver");
        assertEq(usdt.balanceOf(token.swapEngine()), 0, "the engine keeps nothing");
        assertApproxEq(token.pendingSwapBack(), 100_000e18, 1_000e18, "one threshold sold");
    }

    // ------------------------------------------------------------------ fee math

    function testFuzz_buyPaysTheBuyShares(uint256 amount, uint16 liquidity, uint16 marketing, uint16 team, uint16 burn)
        public
    {
        liquidity = uint16(bound(liquidity, 0, 2500));
        marketing = uint16(bound(marketing, 0, 2500 - liquidity));
        team = uint16(bound(team, 0, 2500 - liquidity - marketing));
        burn = uint16(bound(burn, 0, 2500 - liquidity - marketing - team));
        amount = bound(amount, 0, 10_000_000e18);
        TaxTokenConfig memory config = baseConfig();
        config.buyFees = shares(liquidity, marketing, team, burn);
        TaxToken token = opened(config);
        pairBuy(token, ALICE, amount);
        (uint256 swapShare, uint256 burned) = tax(amount, config.buyFees);
        assertEq(token.balanceOf(ALICE), amount - swapShare - burned, "buyer receives the rest");
        assertEq(token.pendingSwapBack(), swapShare, "swap shares kept by the token");
        assertEq(token.totalSupply(), SUPPLY - burned, "burn share burned");
        assertLe(swapShare + burned, (amount * 2500) / BPS, "never above 25%");
    }

    function testFuzz_sellPaysTheSellShares(uint256 amount, uint16 liquidity, uint16 marketing, uint16 burn) public {
        liquidity = uint16(bound(liquidity, 0, 2500));
        marketing = uint16(bound(marketing, 0, 2500 - liquidity));
        burn = uint16(bound(burn, 0, 2500 - liquidity - marketing));
        amount = bound(amount, 0, 10_000_000e18);
        TaxTokenConfig memory config = baseConfig();
        config.sellFees = shares(liquidity, marketing, 0, burn);
        TaxToken token = opened(config);
        token.transfer(ALICE, amount);
        uint256 pairBefore = token.balanceOf(token.pair());
        pairSell(token, ALICE, amount);
        (uint256 swapShare, uint256 burned) = tax(amount, config.sellFees);
        assertEq(token.balanceOf(ALICE), 0, "seller pays the amount");
        assertEq(token.balanceOf(token.pair()) - pairBefore, amount - swapShare - burned, "pair receives the rest");
        assertEq(token.pendingSwapBack(), swapShare, "swap shares kept by the token");
        assertEq(token.totalSupply(), SUPPLY - burned, "burn share burned");
    }

    function testFuzz_walletTransfersPayNoTax(uint256 amount) public {
        amount = bound(amount, 0, 100_000_000e18);
        TaxToken token = opened(baseConfig());
        token.transfer(ALICE, amount);
        vm.prank(ALICE);
        token.transfer(BOB, amount);
        assertEq(token.balanceOf(BOB), amount, "no tax between wallets");
        assertEq(token.pendingSwapBack(), 0, "nothing taken");
    }

    function testFuzz_feeExemptTradersPayNoTax(uint256 amount, bool exemptBuyer) public {
        amount = bound(amount, 1, 10_000_000e18);
        TaxToken token = opened(baseConfig());
        token.setExemptions(ALICE, true, false, false);
        if (exemptBuyer) {
            pairBuy(token, ALICE, amount);
            assertEq(token.balanceOf(ALICE), amount, "exempt buyer pays nothing");
        } else {
            token.transfer(ALICE, amount);
            pairSell(token, ALICE, amount);
            assertEq(token.balanceOf(ALICE), 0, "exempt seller sold all");
        }
        assertEq(token.pendingSwapBack(), 0, "no tax");
    }

    function testFuzz_feesCanNeverExceedTheCap(uint16 liquidity, uint16 marketing, uint16 burn, uint16 fomo) public {
        TaxTokenConfig memory config = baseConfig();
        config.inviteBps = new uint16[](1);
        config.inviteBps[0] = 100;
        config.fomo = TaxFomoConfig({window: 60, threshold: 1, topWinners: 1, periodRewardBps: 1000});
        TaxToken token = new TaxToken(config);
        TaxFeeShares memory buy = shares(liquidity, marketing, 0, burn);
        buy.fomo = fomo;
        uint256 total = uint256(liquidity) + marketing + burn + fomo + 100;
        if (total > 2500) {
            vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenFeeAboveCap.selector, total, 2500));
            token.setFees(buy, config.sellFees);
            config.buyFees = buy;
            vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenFeeAboveCap.selector, total, 2500));
            new TaxToken(config);
        } else {
            vm.expectEmit(false, false, false, true);
            emit FeesUpdated(buy, config.sellFees);
            token.setFees(buy, config.sellFees);
            assertEq(token.buyFees().burn, burn, "set");
        }
    }

    function test_invitationSharesCountInTheCap() public {
        TaxTokenConfig memory config = baseConfig();
        config.inviteBps = new uint16[](2);
        config.inviteBps[0] = 1000;
        config.inviteBps[1] = 1000;
        TaxToken token = new TaxToken(config); // 400 + 2000 = 2400
        uint16[] memory more = new uint16[](2);
        more[0] = 1101;
        more[1] = 1000;
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenFeeAboveCap.selector, 2500 + 1, 2500));
        token.setInvitation(more, 0, 0);
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenFeeAboveCap.selector, 2501, 2500));
        token.setFees(shares(100, 200, 201, 0), config.sellFees);
        config.inviteBps[1] = 1101;
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenFeeAboveCap.selector, 2501, 2500));
        new TaxToken(config);
    }

    function test_onlyExtensionsMayTakeARewardShare() public {
        TaxTokenConfig memory config = baseConfig();
        TaxToken token = new TaxToken(config);
        TaxFeeShares memory withReward = shares(0, 100, 0, 0);
        withReward.reward = 100;
        vm.expectRevert(TaxTokenState.TokenRewardShareNotAllowed.selector);
        token.setFees(withReward, withReward);
        vm.expectRevert(TaxTokenState.TokenFomoDisabled.selector);
        token.setFees(config.buyFees, TaxFeeShares(0, 0, 0, 0, 0, 1));
        config.sellFees = withReward;
        RewardTaxToken extended = new RewardTaxToken(config);
        assertEq(extended.sellFees().reward, 100, "extension allows it");
    }

    // ------------------------------------------------------------------ trading start

    function test_beforeTradingOnlyExemptAccountsUseThePair() public {
        TaxToken token = launch(baseConfig()); // the exempt owner added liquidity
        token.transfer(ALICE, 1_000_000e18);
        vm.prank(ALICE);
        token.transfer(BOB, 1000e18); // wallet transfers work
        address pair = token.pair();
        vm.prank(ALICE);
        vm.expectRevert(TaxTokenState.TokenTradingNotStarted.selector);
        token.transfer(pair, 1000e18);
        vm.prank(token.pair());
        vm.expectRevert(TaxTokenState.TokenTradingNotStarted.selector);
        token.transfer(ALICE, 1000e18);
        vm.deal(ALICE, 1 ether);
        vm.prank(ALICE);
        vm.expectRevert(TaxTokenState.TokenTradingNotStarted.selector);
        router.swapExactETHForTokensSupportingFeeOnTransferTokens{value: 1 ether}(
            0, path(address(weth), address(token)), ALICE, block.timestamp
        );

        vm.expectEmit(false, false, false, true);
        emit TradingStarted(block.timestamp, block.number);
        token.startTrading();
        assertTrue(token.tradingOpen(), "open");
        routerBuy(token, ALICE, 1 ether);
        routerSell(token, ALICE, 1000e18);
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenTradingAlreadyStarted.selector, block.timestamp));
        token.startTrading();
    }

    function test_timedStartOpensAtItsTimeOrEarlierByTheOwner() public {
        TaxTokenConfig memory config = baseConfig();
        config.tradingStartsAt = uint64(block.timestamp + 1 hours);
        TaxToken token = launch(config);
        assertTrue(!token.tradingOpen(), "not yet");
        vm.prank(token.pair());
        vm.expectRevert(TaxTokenState.TokenTradingNotStarted.selector);
        token.transfer(ALICE, 1000e18);
        vm.warp(block.timestamp + 1 hours);
        assertTrue(token.tradingOpen(), "opens at its time");
        pairBuy(token, ALICE, 1000e18);
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenTradingAlreadyStarted.selector, block.timestamp));
        token.startTrading();

        config.tradingStartsAt = uint64(block.timestamp + 1 hours);
        TaxToken early = launch(config);
        early.startTrading();
        assertTrue(early.tradingOpen(), "the owner may open before the scheduled time");
    }

    // ------------------------------------------------------------------ limits and exemptions

    function test_maxTransactionAndMaxWallet() public {
        TaxTokenConfig memory config = baseConfig();
        config.maxWallet = SUPPLY / 50; // 20,000,000
        config.maxTx = SUPPLY / 100; // 10,000,000
        TaxToken token = opened(config);
        vm.prank(token.pair());
        vm.expectRevert(
            abi.encodeWithSelector(TaxTokenState.TokenMaxTxExceeded.selector, SUPPLY / 100 + 1, SUPPLY / 100)
        );
        token.transfer(ALICE, SUPPLY / 100 + 1);
        pairBuy(token, ALICE, SUPPLY / 100); // 9,600,000 arrive
        pairBuy(token, ALICE, SUPPLY / 100); // 19,200,000
        vm.prank(token.pair());
        vm.expectRevert(
            abi.encodeWithSelector(TaxTokenState.TokenMaxWalletExceeded.selector, ALICE, 28_800_000e18, SUPPLY / 50)
        );
        token.transfer(ALICE, SUPPLY / 100);
        // Max wallet applies to wallet transfers too; exemptions lift it.
        vm.expectRevert(
            abi.encodeWithSelector(TaxTokenState.TokenMaxWalletExceeded.selector, BOB, SUPPLY / 50 + 1, SUPPLY / 50)
        );
        token.transfer(BOB, SUPPLY / 50 + 1);
        token.setExemptions(BOB, false, true, true);
        token.transfer(BOB, SUPPLY / 20);
        pairSell(token, BOB, SUPPLY / 50); // tx-limit exempt seller
        address pair = token.pair();
        vm.prank(ALICE);
        vm.expectRevert(
            abi.encodeWithSelector(TaxTokenState.TokenMaxTxExceeded.selector, SUPPLY / 100 + 1, SUPPLY / 100)
        );
        token.transfer(pair, SUPPLY / 100 + 1);

        // Never below 0.1% of the supply; 0 switches a limit off.
        vm.expectRevert(
            abi.encodeWithSelector(TaxTokenState.TokenLimitOutOfRange.selector, SUPPLY / 1000 - 1, SUPPLY / 1000)
        );
        token.setLimits(SUPPLY / 1000 - 1, 0);
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenLimitOutOfRange.selector, 1, SUPPLY / 1000));
        token.setLimits(0, 1);
        vm.expectEmit(false, false, false, true);
        emit LimitsUpdated(0, 0);
        token.setLimits(0, 0);
        pairBuy(token, ALICE, SUPPLY / 50);
        assertEq(token.maxWallet() + token.maxTx(), 0, "limits off");
    }

    function test_mainPairCannotBeExemptedOrBlacklistedAndExtraPairsAreTaxed() public {
        TaxTokenConfig memory config = baseConfig();
        config.blacklistEnabled = true;
        TaxToken token = opened(config);
        address pair = token.pair();
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenMarketPairFixed.selector, pair));
        token.setExemptions(pair, true, true, true);
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenMarketPairFixed.selector, pair));
        token.setMarketPair(pair, false);
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenCannotBlacklist.selector, pair));
        token.setBlacklisted(pair, true);
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenCannotBlacklist.selector, address(token)));
        token.setBlacklisted(address(token), true);
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenCannotBlacklist.selector, address(router)));
        token.setBlacklisted(address(router), true);

        address otherPool = factory.createPair(address(token), address(usdt)); // only pools of the token
        token.setMarketPair(otherPool, true);
        assertTrue(token.accountInfo(otherPool).marketPair, "extra pair");
        token.transfer(ALICE, 10_000e18);
        vm.prank(ALICE);
        token.transfer(otherPool, 10_000e18);
        assertEq(token.balanceOf(otherPool), 9_600e18, "a sell to an extra pair is taxed");
        token.setMarketPair(otherPool, false);
        vm.prank(otherPool);
        token.transfer(BOB, 1_000e18);
        assertEq(token.balanceOf(BOB), 1_000e18, "no longer a pair: a wallet transfer");
    }

    // ------------------------------------------------------------------ blacklist

    function test_blacklistNeedsItsOptionAndBlocksBothDirections() public {
        TaxToken plain = opened(baseConfig());
        vm.expectRevert(TaxTokenState.TokenBlacklistDisabled.selector);
        plain.setBlacklisted(ALICE, true);
        plain.setBlacklisted(ALICE, false); // clearing is always allowed

        TaxTokenConfig memory config = baseConfig();
        config.blacklistEnabled = true;
        TaxToken token = opened(config);
        token.transfer(ALICE, 1000e18);
        token.setBlacklisted(ALICE, true);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenBlacklisted.selector, ALICE));
        token.transfer(BOB, 1);
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenBlacklisted.selector, ALICE));
        token.transfer(ALICE, 1);
        token.setBlacklisted(ALICE, false);
        vm.prank(ALICE);
        token.transfer(BOB, 1);
        assertEq(token.balanceOf(BOB), 1, "moves again");
    }

    // ------------------------------------------------------------------ cool down

    function test_coolDownSpacesBuysAndSellsOfOneAccount() public {
        TaxTokenConfig memory config = baseConfig();
        config.cooldownSeconds = 60;
        TaxToken token = opened(config);
        pairBuy(token, ALICE, 1000e18);
        vm.prank(token.pair());
        vm.expectRevert(
            abi.encodeWithSelector(TaxTokenState.TokenCooldownActive.selector, ALICE, block.timestamp + 60)
        );
        token.transfer(ALICE, 1000e18);
        pairSell(token, ALICE, 100e18); // sells have their own clock
        address pair = token.pair();
        vm.prank(ALICE);
        vm.expectRevert(
            abi.encodeWithSelector(TaxTokenState.TokenCooldownActive.selector, ALICE, block.timestamp + 60)
        );
        token.transfer(pair, 100e18);
        vm.prank(ALICE);
        token.transfer(BOB, 100e18); // wallet transfers are not trades
        vm.warp(block.timestamp + 60);
        pairBuy(token, ALICE, 1000e18);
        pairSell(token, ALICE, 100e18);
        assertEq(token.accountInfo(ALICE).lastSellAt, block.timestamp, "last sell recorded");

        token.setExemptions(BOB, false, false, true);
        pairBuy(token, BOB, 10e18);
        pairBuy(token, BOB, 10e18); // tx-limit exempt: no cool down

        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenCooldownTooLong.selector, 3601, 3600));
        token.setCooldown(3601);
        token.setCooldown(0);
        pairBuy(token, ALICE, 1e18);
        pairBuy(token, ALICE, 1e18);
    }

    // ------------------------------------------------------------------ swap-back

    function test_sellsSwapBackToTheNativeCoinAndBuysNever() public {
        TaxTokenConfig memory config = baseConfig();
        config.swapBackEnabled = true;
        config.swapBackThreshold = 100_000e18;
        TaxToken token = opened(config);
        token.transfer(ALICE, 10_000_000e18);
        routerBuy(token, ALICE, 1 ether); // about 4,900,000 bought: 196,000 tax
        assertTrue(token.pendingSwapBack() >= 100_000e18, "above the threshold");
        assertEq(MARKETING.balance, 0, "a buy never swaps back");
        vm.prank(ALICE);
        token.transfer(BOB, 1000e18);
        assertEq(MARKETING.balance, 0, "nor does a wallet transfer");

        uint256 pendingBefore = token.pendingSwapBack();
        uint256 aliceEth = ALICE.balance;
        routerSell(token, ALICE, 1_000_000e18); // 40,000 tax
        assertTrue(ALICE.balance > aliceEth, "the seller was paid");
        assertTrue(TEAM.balance > 0, "team paid in the native coin");
        assertApproxEq(MARKETING.balance, TEAM.balance * 2, TEAM.balance / 50, "marketing twice team");
        assertTrue(UniswapV2Pair(token.pair()).balanceOf(LP_RECEIVER) > 0, "liquidity added");
        assertApproxEq(token.pendingSwapBack(), pendingBefore + 40_000e18 - 100_000e18, 1_000e18, "one threshold sold");
        assertEq(address(token).balance, 0, "no native coin left in the token");
        assertEq(weth.balanceOf(token.swapEngine()), 0, "no WETH left in the engine");

        token.setSwapBack(false, 100_000e18);
        uint256 marketingBefore = MARKETING.balance;
        routerSell(token, ALICE, 1_000_000e18);
        assertEq(MARKETING.balance, marketingBefore, "switched off");
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenSwapBackThresholdInvalid.selector, 0));
        token.setSwapBack(true, 0);
    }

    function test_swapBackWorksWhicheverSideOfThePairTheTokenIs() public {
        TaxTokenConfig memory config = baseConfig();
        config.swapBackEnabled = true;
        config.swapBackThreshold = 10_000e18;
        bool[2] memory seen;
        for (uint256 attempt; attempt < 16 && !(seen[0] && seen[1]); ++attempt) {
            TaxToken token = opened(config);
            bool isToken0 = address(token) < address(weth);
            if (seen[isToken0 ? 0 : 1]) continue;
            seen[isToken0 ? 0 : 1] = true;
            uint256 lpBefore = UniswapV2Pair(token.pair()).balanceOf(LP_RECEIVER);
            uint256 teamBefore = TEAM.balance;
            token.transfer(ALICE, 1_000_000e18);
            pairSell(token, ALICE, 500_000e18);
            assertTrue(TEAM.balance > teamBefore, "team paid");
            assertTrue(UniswapV2Pair(token.pair()).balanceOf(LP_RECEIVER) > lpBefore, "liquidity added");
        }
        assertTrue(seen[0] && seen[1], "both token orders tried");
    }

    function testFuzz_swapBackLeavesNothingBehind(uint256 threshold, uint256 sold, bool erc20Quote) public {
        threshold = bound(threshold, 1e18, 1_000_000e18);
        sold = bound(sold, 1e18, 10_000_000e18);
        TaxTokenConfig memory config = baseConfig();
        if (erc20Quote) config.quoteToken = address(usdt);
        config.swapBackEnabled = true;
        config.swapBackThreshold = threshold;
        TaxToken token = opened(config);
        token.transfer(ALICE, 20_000_000e18);
        pairSell(token, ALICE, sold);
        uint256 taxed = (sold * 400) / BPS;
        if (taxed >= threshold) {
            // Sold: the threshold, less any liquidity tokens the pool did not need at its new price.
            assertLe(token.pendingSwapBack(), taxed - threshold + threshold / 8 + 1, "sold");
        } else {
            assertEq(token.pendingSwapBack(), taxed, "waits for the threshold");
        }
        assertEq(address(token).balance, 0, "no native coin in the token");
        assertEq(weth.balanceOf(token.swapEngine()), 0, "no WETH in the engine");
        assertEq(usdt.balanceOf(token.swapEngine()), 0, "no USDT in the engine");
        assertEq(usdt.balanceOf(address(token)), 0, "no USDT in the token");
    }

    function test_swapBackSplitsBuyAndSellTaxByTheirOwnShares() public {
        TaxTokenConfig memory config = baseConfig();
        config.buyFees = shares(0, 400, 0, 0); // buys pay marketing
        config.sellFees = shares(0, 0, 400, 0); // sells pay the team
        config.swapBackEnabled = true;
        config.swapBackThreshold = 80_000e18;
        TaxToken token = opened(config);
        token.transfer(ALICE, 10_000_000e18);
        pairBuy(token, BOB, 1_000_000e18); // 40,000 from a buy
        pairSell(token, ALICE, 1_000_000e18); // 40,000 from a sell: swap-back of 80,000
        assertEq(token.pendingSwapBack(), 0, "all sold");
        assertApproxEq(MARKETING.balance, TEAM.balance, TEAM.balance / 1000, "half each");
    }

    function test_aFailedSwapBackNeverBlocksTheSell() public {
        TaxTokenConfig memory config = baseConfig();
        config.sellFees.reward = 100;
        config.swapBackEnabled = true;
        config.swapBackThreshold = 10_000e18;
        RewardTaxToken token = new RewardTaxToken(config);
        addLiquidity(token);
        token.startTrading();
        token.setFailReward(true);
        token.transfer(ALICE, 1_000_000e18);
        uint256 callsBefore = token.afterTransferCalls();
        pairSell(token, ALICE, 500_000e18); // 25,000 tax
        assertEq(token.balanceOf(ALICE), 500_000e18, "the sell went through");
        assertEq(token.pendingSwapBack(), 25_000e18, "the tokens wait");
        assertEq(MARKETING.balance, 0, "nothing paid");
        assertEq(token.afterTransferCalls(), callsBefore + 1, "one hook call per transfer");

        token.setFailReward(false);
        pairSell(token, ALICE, 100_000e18);
        assertTrue(token.rewardReceived() > 0, "reward share handed to the extension");
        assertEq(address(token).balance, token.rewardReceived(), "the reward stays with the extension");
        assertTrue(MARKETING.balance > 0, "marketing paid");
    }

    function test_aWalletRefusingTheNativeCoinIsPaidInWeth() public {
        TaxTokenConfig memory config = baseConfig();
        address refuser = address(new NativeRefuser());
        config.marketingWallet = refuser;
        config.swapBackEnabled = true;
        config.swapBackThreshold = 10_000e18;
        TaxToken token = opened(config);
        token.transfer(ALICE, 1_000_000e18);
        pairSell(token, ALICE, 500_000e18);
        assertTrue(weth.balanceOf(refuser) > 0, "paid in WETH");
        assertTrue(TEAM.balance > 0, "team paid in the native coin");
    }

    function test_internalEntryPointsRefuseOutsiders() public {
        TaxToken token = opened(baseConfig());
        vm.expectRevert(TaxTokenState.TokenOnlySelf.selector);
        token.swapBackFromSelf(1);
        vm.deal(STRANGER, 1 ether);
        vm.prank(STRANGER);
        (bool sent,) = address(token).call{value: 1 ether}("");
        assertTrue(!sent, "native coin refused");
        // Only the engine may move swap-back tokens into the pair, and only while a swap-back runs.
        vm.expectRevert(TaxTokenState.TokenOnlySelf.selector);
        vm.prank(STRANGER);
        token.moveToPair(1);
        address engine = token.swapEngine();
        vm.expectRevert(TaxTokenState.TokenOnlySelf.selector);
        vm.prank(engine);
        token.moveToPair(1);
    }

    // ------------------------------------------------------------------ invitation

    function inviteConfig() internal view returns (TaxTokenConfig memory config) {
        config = baseConfig();
        config.inviteBps = new uint16[](3);
        config.inviteBps[0] = 300;
        config.inviteBps[1] = 200;
        config.inviteBps[2] = 100;
        config.inviterMinHold = 1000e18;
        config.minTransferToBind = 1e18;
    }

    function test_walletTransfersBindInviters() public {
        TaxToken token = opened(inviteConfig());
        token.transfer(ALICE, 100_000e18);
        assertEq(token.accountInfo(ALICE).inviter, address(0), "contracts (here the owner) never bind");
        vm.expectEmit(true, true, false, false);
        emit InviterBound(BOB, ALICE);
        vm.prank(ALICE);
        token.transfer(BOB, 10_000e18);
        vm.prank(BOB);
        token.transfer(ALICE, 1e18);
        assertEq(token.accountInfo(ALICE).inviter, address(0), "no two-account loop");
        vm.prank(ALICE);
        token.transfer(CAROL, 1e18 - 1);
        assertEq(token.accountInfo(CAROL).inviter, address(0), "below the minimum");
        vm.prank(ALICE);
        token.transfer(ALICE, 1e18);
        assertEq(token.accountInfo(ALICE).inviter, address(0), "no self invitation");
        TaxTokenConfig memory config = inviteConfig();
        config.minTransferToBind = 0;
        TaxToken anyAmount = opened(config);
        vm.prank(ALICE);
        anyAmount.transfer(DAVE, 0);
        assertEq(anyAmount.accountInfo(DAVE).inviter, address(0), "a zero transfer never binds");
        vm.prank(BOB);
        token.transfer(CAROL, 1e18);
        vm.prank(ALICE);
        token.transfer(CAROL, 1e18);
        assertEq(token.accountInfo(CAROL).inviter, BOB, "bound once, to the first");
        pairBuy(token, DAVE, 1000e18);
        assertEq(token.accountInfo(DAVE).inviter, address(0), "pairs never bind");
    }

    function testFuzz_tradesPayInvitersWhoHoldEnough(uint256 amount) public {
        amount = bound(amount, 0, 1_000_000e18);
        TaxToken token = opened(inviteConfig());
        token.transfer(ALICE, 100_000e18);
        vm.prank(ALICE);
        token.transfer(BOB, 10_000e18); // BOB invited by ALICE
        vm.prank(BOB);
        token.transfer(CAROL, 1e18); // CAROL invited by BOB; BOB keeps 9,999 (>= 1,000)
        uint256 alice = token.balanceOf(ALICE);
        uint256 bob = token.balanceOf(BOB);
        pairBuy(token, CAROL, amount);
        // Generation 1: BOB 3%, generation 2: ALICE 2%, generation 3: nobody, 1% to marketing.
        assertEq(token.balanceOf(BOB) - bob, (amount * 300) / BPS, "first generation");
        assertEq(token.balanceOf(ALICE) - alice, (amount * 200) / BPS, "second generation");
        assertEq(token.balanceOf(MARKETING), (amount * 100) / BPS, "unclaimed generation to marketing");
        (uint256 swapShare,) = tax(amount, inviteConfig().buyFees);
        uint256 invites = (amount * 300) / BPS + (amount * 200) / BPS + (amount * 100) / BPS;
        assertEq(token.balanceOf(CAROL), 1e18 + amount - swapShare - invites, "buyer pays 4% + 6%");
    }

    function test_invitersBelowTheMinimumHoldingAreSkipped() public {
        TaxToken token = opened(inviteConfig());
        token.transfer(ALICE, 1000e18);
        vm.prank(ALICE);
        token.transfer(BOB, 10e18); // ALICE keeps 990 < 1,000
        pairBuy(token, BOB, 100_000e18);
        assertEq(token.balanceOf(ALICE), 990e18, "not paid");
        assertEq(token.balanceOf(MARKETING), 6_000e18, "all invitation shares to marketing");

        uint16[] memory none = new uint16[](0);
        token.setInvitation(none, 0, 0);
        assertEq(token.inviteBps().length, 0, "switched off");
        pairBuy(token, BOB, 100_000e18);
        assertEq(token.balanceOf(MARKETING), 6_000e18, "no invitation shares");
        TaxToken plain = opened(baseConfig());
        vm.expectRevert(TaxTokenState.TokenInvitationDisabled.selector);
        plain.setInvitation(none, 0, 0);
    }

    // ------------------------------------------------------------------ fomo

    function fomoConfig() internal view returns (TaxTokenConfig memory config) {
        config = baseConfig();
        config.buyFees.fomo = 100;
        config.fomo = TaxFomoConfig({window: 60, threshold: 100_000e18, topWinners: 2, periodRewardBps: 5000});
    }

    function test_fomoPaysTheLastQualifyingBuyersWhenTheWindowPasses() public {
        TaxToken token = opened(fomoConfig());
        pairBuy(token, ALICE, 1_000_000e18);
        pairBuy(token, BOB, 99_999e18); // below the threshold
        pairBuy(token, CAROL, 1_000_000e18);
        pairBuy(token, DAVE, 1_000_000e18);
        uint256 pool = token.fomoPool();
        assertEq(pool, (3_099_999e18 * 100) / BPS, "1% of buys");
        (, uint256 lastAt, address[] memory candidates) = token.fomoState();
        assertEq(candidates.length, 2, "the last two");
        assertEq(lastAt, block.timestamp, "round running");
        assertEq(token.pendingSwapBack(), (3_099_999e18 * 400) / BPS, "the pool is not swapped");

        vm.warp(block.timestamp + 59);
        token.transfer(STRANGER, 1);
        assertEq(token.fomoPool(), pool, "window not over");
        vm.warp(block.timestamp + 1);
        uint256 carol = token.balanceOf(CAROL);
        address[] memory winners = new address[](2);
        winners[0] = DAVE; // the ring buffer wrapped: DAVE replaced ALICE in slot 0
        winners[1] = CAROL;
        vm.expectEmit(false, false, false, true);
        emit FomoPrizePaid(winners, pool / 4);
        token.transfer(STRANGER, 1); // any transaction ends the round
        assertEq(token.balanceOf(CAROL) - carol, pool / 4, "half the pool split in two");
        assertEq(token.fomoPool(), pool - (pool / 4) * 2, "pool kept the rest");
        (,, candidates) = token.fomoState();
        assertEq(candidates.length, 0, "new round");
    }

    function test_fomoSettingsAreCheckedAndNeedTheOption() public {
        TaxToken token = opened(fomoConfig());
        vm.expectRevert(TaxTokenState.TokenFomoSettingsInvalid.selector);
        token.setFomo(60, 1, 11, 100);
        vm.expectRevert(TaxTokenState.TokenFomoSettingsInvalid.selector);
        token.setFomo(0, 1, 1, 100);
        vm.expectRevert(TaxTokenState.TokenFomoSettingsInvalid.selector);
        token.setFomo(60, 1, 1, 10_001);
        pairBuy(token, ALICE, 1_000_000e18);
        token.setFomo(120, 1, 3, 10_000);
        (TaxFomoConfig memory fomo,, address[] memory candidates) = token.fomoState();
        assertEq(fomo.window + fomo.topWinners, 123, "set");
        assertEq(candidates.length, 0, "changing the winner count clears the candidates");
        TaxToken plain = opened(baseConfig());
        vm.expectRevert(TaxTokenState.TokenFomoDisabled.selector);
        plain.setFomo(60, 1, 1, 100);
    }

    // ------------------------------------------------------------------ airdrop

    function test_taxedTradesAirdropDustFromTheTax() public {
        TaxTokenConfig memory config = baseConfig();
        config.airdropCount = 3;
        TaxToken token = opened(config);
        pairBuy(token, ALICE, 1_000_000e18);
        for (uint256 i; i < 3; ++i) {
            address lucky =
                address(uint160(uint256(keccak256(abi.encode(block.prevrandao, block.number, i)))));
            assertEq(token.balanceOf(lucky), 1, "one base unit each");
        }
        assertEq(token.pendingSwapBack(), 40_000e18 - 3, "taken from the tax");
        assertEq(token.balanceOf(ALICE), 960_000e18, "the buyer pays the same");
        vm.prank(ALICE);
        token.transfer(BOB, 1000e18);
        assertEq(token.balanceOf(BOB), 1000e18, "wallet transfers airdrop nothing");
    }

    function test_sellsPayInvitersFomoAndAirdropsToo() public {
        TaxTokenConfig memory config = inviteConfig();
        config.sellFees.fomo = 100;
        config.fomo = TaxFomoConfig({window: 60, threshold: 1e18, topWinners: 1, periodRewardBps: 10_000});
        config.airdropCount = 2;
        TaxToken token = opened(config);
        token.transfer(ALICE, 100_000e18);
        vm.prank(ALICE);
        token.transfer(BOB, 50_000e18); // BOB invited by ALICE, who keeps 50,000
        pairSell(token, BOB, 10_000e18);
        assertEq(token.balanceOf(ALICE), 50_000e18 + 300e18, "the seller's inviter is paid");
        assertEq(token.balanceOf(MARKETING), 300e18, "generations 2 and 3 to marketing");
        assertEq(token.fomoPool(), 100e18, "sells feed the pool too");
        assertEq(token.pendingSwapBack(), 400e18 - 2, "swap shares minus two airdrops");
        (,, address[] memory candidates) = token.fomoState();
        assertEq(candidates.length, 0, "only buys make candidates");
    }

    function test_fomoSkipsBlacklistedWinners() public {
        TaxTokenConfig memory config = fomoConfig();
        config.blacklistEnabled = true;
        TaxToken token = opened(config);
        pairBuy(token, CAROL, 1_000_000e18);
        pairBuy(token, DAVE, 1_000_000e18);
        token.setBlacklisted(DAVE, true);
        uint256 pool = token.fomoPool();
        vm.warp(block.timestamp + 60);
        token.transfer(STRANGER, 1);
        assertEq(token.balanceOf(DAVE), 950_000e18, "blacklisted winner not paid (5% buy tax)");
        assertEq(token.fomoPool(), pool - pool / 4, "its share stays in the pool");
    }

    function test_burnsByBlacklistedHoldersAreRefused() public {
        TaxTokenConfig memory config = baseConfig();
        config.burnable = true;
        config.blacklistEnabled = true;
        TaxToken token = opened(config);
        token.transfer(ALICE, 10e18);
        token.setBlacklisted(ALICE, true);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenBlacklisted.selector, ALICE));
        token.burn(1);
    }

    // ------------------------------------------------------------------ owner powers

    function test_everyOwnerPowerIsOwnerOnly() public {
        TaxTokenConfig memory config = fomoConfig();
        config.inviteBps = new uint16[](1);
        config.blacklistEnabled = true;
        config.timedRenounceEnabled = true;
        TaxToken token = new TaxToken(config);
        bytes memory unauthorized = abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, STRANGER);
        vm.startPrank(STRANGER);
        vm.expectRevert(unauthorized);
        token.setFees(config.buyFees, config.sellFees);
        vm.expectRevert(unauthorized);
        token.setReceivers(STRANGER, STRANGER, STRANGER);
        vm.expectRevert(unauthorized);
        token.setLimits(0, 0);
        vm.expectRevert(unauthorized);
        token.setExemptions(STRANGER, true, true, true);
        vm.expectRevert(unauthorized);
        token.setBlacklisted(ALICE, true);
        vm.expectRevert(unauthorized);
        token.setMarketPair(STRANGER, true);
        vm.expectRevert(unauthorized);
        token.setSwapBack(true, 1);
        vm.expectRevert(unauthorized);
        token.startTrading();
        vm.expectRevert(unauthorized);
        token.setCooldown(1);
        vm.expectRevert(unauthorized);
        token.setInvitation(new uint16[](0), 0, 0);
        vm.expectRevert(unauthorized);
        token.setFomo(60, 1, 1, 1);
        vm.expectRevert(unauthorized);
        token.setInfo("", "", "");
        expectOwnershipCallsRefused(token, STRANGER);
        vm.stopPrank();
        assertEq(token.owner(), address(this), "owner unchanged");
    }

    function test_receiversAndInfoChangeWithEvents() public {
        TaxToken token = new TaxToken(baseConfig());
        vm.expectRevert(TaxTokenState.TokenZeroAddress.selector);
        token.setReceivers(ALICE, address(0), BOB);
        token.setReceivers(ALICE, BOB, CAROL);
        assertEq(token.marketingWallet(), ALICE, "marketing");
        assertEq(token.teamWallet(), BOB, "team");
        assertEq(token.liquidityReceiver(), CAROL, "liquidity receiver");
        vm.expectEmit(false, false, false, true);
        emit InfoUpdated("x", "t", "w");
        token.setInfo("x", "t", "w");
        assertEq(keccak256(bytes(token.telegram())), keccak256("t"), "telegram");
    }

    function test_burnAndTimedRenounceOptions() public {
        TaxTokenConfig memory config = baseConfig();
        TaxToken plain = new TaxToken(config);
        vm.expectRevert(OptionalBurn.TokenBurnDisabled.selector);
        plain.burn(1);
        vm.expectRevert(TimedRenounce.TokenTimedRenounceDisabled.selector);
        plain.renounceOwnershipUntil(uint64(block.timestamp + 1 days));

        config.burnable = true;
        config.timedRenounceEnabled = true;
        TaxToken token = new TaxToken(config);
        token.burn(1000e18);
        assertEq(token.totalSupply(), SUPPLY - 1000e18, "burned");
        token.renounceOwnershipUntil(uint64(block.timestamp + 1 days));
        assertEq(token.owner(), address(0), "renounced");
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, address(this)));
        token.setCooldown(0);
        vm.warp(block.timestamp + 1 days);
        token.reclaimOwnership();
        assertEq(token.owner(), address(this), "back");
    }
}

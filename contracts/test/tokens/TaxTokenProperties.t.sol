// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {UniswapV2Pair} from "../../src/dex/UniswapV2Pair.sol";
import {
    TaxFeeShares,
    TaxFomoConfig,
    TaxToken,
    TaxTokenConfig,
    TaxTokenState
} from "../../src/tokens/templates/TaxToken.sol";
import {TaxTokenFixture} from "./TaxTokenFixture.sol";

/// @notice A contract that is no pool: no `token0()` / `token1()`.
contract NotAPool {
    function name() external pure returns (string memory) {
        return "not a pool";
    }
}

/// @notice A contract that answers `token0()` with a chosen token: the least a pool of that token
/// shows (a UniswapV3-style pool answers the same).
contract PoolLike {
    address public immutable token0;
    address public constant token1 = address(0x1);

    constructor(address token) {
        token0 = token;
    }
}

/// @notice The honesty properties of issue 15 on the tax template, each with the attack that broke
/// it (these tests failed on the code before the fix):
/// - a token with no owner (renounced, for good or for a time) lets every holder transfer and
///   sell: no trading-not-started, no blacklist entry stops anyone (fuzzed over owner calls);
/// - no third party can make another address unable to transfer (the bot window caps buys instead
///   of blacklisting their receivers);
/// - market pairs are pools of this token, and the router's exemption is fixed;
/// - adding liquidity quote coin first works while a swap-back is pending.
contract TaxTokenPropertiesTest is TaxTokenFixture {
    address internal constant VICTIM = address(0x71C7);

    // ------------------------------------------------------------------ hole 1: no owner, no stop

    function test_aTokenRenouncedBeforeTradingStartsTradesAtOnce() public {
        TaxToken token = launch(baseConfig()); // liquidity added, startTrading never called
        token.transfer(ALICE, 1_000_000e18);
        assertTrue(!token.tradingOpen(), "closed while owned");
        token.renounceOwnership();
        assertTrue(token.tradingOpen(), "open without an owner");
        routerBuy(token, BOB, 1 ether);
        assertTrue(token.balanceOf(BOB) > 0, "bought");
        routerSell(token, ALICE, 1000e18);
        pairSell(token, BOB, token.balanceOf(BOB));
    }

    function test_duringATimedRenounceEveryoneTradesAndTheRulesReturnWithTheOwner() public {
        TaxTokenConfig memory config = baseConfig();
        config.timedRenounceEnabled = true;
        config.blacklistEnabled = true;
        TaxToken token = launch(config);
        token.transfer(ALICE, 1_000_000e18);
        token.setBlacklisted(ALICE, true);
        token.renounceOwnershipUntil(uint64(block.timestamp + 1 days));
        routerSell(token, ALICE, 1000e18);
        vm.prank(ALICE);
        token.transfer(BOB, 1000e18);
        routerBuy(token, CAROL, 1 ether);

        vm.warp(block.timestamp + 1 days);
        token.reclaimOwnership();
        assertTrue(!token.tradingOpen(), "the owner starts trading again");
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenBlacklisted.selector, ALICE));
        token.transfer(BOB, 1);
        vm.prank(token.pair());
        vm.expectRevert(TaxTokenState.TokenTradingNotStarted.selector);
        token.transfer(BOB, 1);
    }

    function test_aBlacklistedHolderOfARenouncedTokenCanSell() public {
        TaxTokenConfig memory config = baseConfig();
        config.blacklistEnabled = true;
        TaxToken token = opened(config);
        token.transfer(ALICE, 1_000_000e18);
        token.setBlacklisted(ALICE, true);
        token.renounceOwnership();
        assertTrue(token.accountInfo(ALICE).blacklisted, "the entry stays, it stops nobody");
        routerSell(token, ALICE, 1000e18);
        vm.prank(ALICE);
        token.transfer(BOB, 1000e18);
        token.transfer(ALICE, 1);
        assertEq(token.balanceOf(BOB), 1000e18, "moved");
    }

    function test_aBornRenouncedTokenNeedsNoTradingStart() public {
        TaxTokenConfig memory config = baseConfig();
        config.timedRenounceEnabled = true;
        config.renounceEndsAt = uint64(block.timestamp + 1 days);
        TaxToken token = launch(config); // the creator stays fee exempt, so it adds liquidity
        routerBuy(token, ALICE, 1 ether);
        routerSell(token, ALICE, token.balanceOf(ALICE) / 2);
    }

    /// @dev Property: after any sequence of owner calls (each fuzzed, failing ones skipped) and a
    /// renounce, for good or for a time, every holder can transfer to a wallet and sell through the
    /// router. Max wallet, max transaction and the cool down still apply: the amounts stay within
    /// their floors (0.1% of the supply) and the test waits out the longest cool down (an hour).
    function testFuzz_afterAnyOwnerCallsARenouncedTokenStaysTradable(
        uint256[12] calldata actions,
        uint256 options,
        bool timedRenounce
    ) public {
        TaxTokenConfig memory config = baseConfig();
        config.blacklistEnabled = true;
        config.timedRenounceEnabled = true;
        config.botBlocks = uint8(options % 21);
        config.airdropCount = uint8((options >> 8) % 6);
        config.cooldownSeconds = uint16((options >> 16) % 3601);
        config.swapBackEnabled = options & (1 << 32) != 0;
        config.swapBackThreshold = 1 + ((options >> 40) % (SUPPLY / 1000));
        if (options & (1 << 33) != 0) config.tradingStartsAt = uint64(block.timestamp + 30 days);
        if (options & (1 << 34) != 0) {
            config.inviteBps = new uint16[](2);
            config.inviteBps[0] = 200;
            config.inviteBps[1] = 100;
        }
        if (options & (1 << 35) != 0) {
            config.buyFees.fomo = 100;
            config.fomo = TaxFomoConfig({window: 60, threshold: 1e18, topWinners: 3, periodRewardBps: 5000});
        }
        TaxToken token = launch(config);
        address pool = factory.createPair(address(token), address(usdt));
        token.transfer(ALICE, SUPPLY / 2000);
        token.transfer(BOB, SUPPLY / 2000);
        address[12] memory accounts = [
            ALICE,
            BOB,
            CAROL,
            address(router),
            token.pair(),
            pool,
            address(token),
            MARKETING,
            address(this),
            STRANGER,
            address(new NotAPool()),
            address(0)
        ];
        for (uint256 i; i < actions.length; ++i) {
            _ownerAction(token, actions[i], accounts);
        }

        if (timedRenounce) token.renounceOwnershipUntil(uint64(block.timestamp + 7 days));
        else token.renounceOwnership();
        vm.warp(block.timestamp + token.MAX_COOLDOWN_SECONDS());
        vm.roll(block.number + 1);

        address[2] memory holders = [ALICE, BOB];
        for (uint256 i; i < holders.length; ++i) {
            address holder = holders[i];
            uint256 balance = token.balanceOf(holder);
            assertTrue(balance > 0, "holds tokens");
            address wallet = address(uint160(0xF00D0 + i));
            vm.prank(holder);
            token.transfer(wallet, balance / 4);
            assertEq(token.balanceOf(wallet), balance / 4, "wallet transfers are untaxed and go through");
            uint256 ethBefore = holder.balance;
            routerSell(token, holder, balance / 4);
            assertTrue(holder.balance > ethBefore, "sold for the native coin");
        }
    }

    /// @dev One owner call (or one trade, so cool-down clocks, the bot window and fomo rounds move)
    /// decoded from `action`; a call the token refuses is skipped, as an owner's failed call is.
    function _ownerAction(TaxToken token, uint256 action, address[12] memory accounts) internal {
        uint256 kind = action % 13;
        uint256 p = action >> 8;
        address account = accounts[p % accounts.length];
        bytes memory call;
        if (kind == 0) {
            call = abi.encodeCall(token.setBlacklisted, (account, true));
        } else if (kind == 1) {
            call = abi.encodeCall(token.setLimits, (_limit(p >> 8), _limit(p >> 72)));
        } else if (kind == 2) {
            TaxFeeShares memory buy = TaxFeeShares(
                uint16((p >> 8) % 800), uint16((p >> 24) % 800), uint16((p >> 40) % 800), uint16((p >> 56) % 800), 0, 0
            );
            TaxFeeShares memory sell =
                TaxFeeShares(uint16((p >> 72) % 800), uint16((p >> 88) % 800), 0, uint16((p >> 104) % 800), 0, 0);
            if (token.fomoEnabled()) sell.fomo = uint16((p >> 120) % 500);
            call = abi.encodeCall(token.setFees, (buy, sell));
        } else if (kind == 3) {
            call = abi.encodeCall(token.setExemptions, (account, p & 256 != 0, p & 512 != 0, p & 1024 != 0));
        } else if (kind == 4) {
            call = abi.encodeCall(token.setMarketPair, (account, p & 256 != 0));
        } else if (kind == 5) {
            call = abi.encodeCall(token.setSwapBack, (p & 256 != 0, (p >> 9) % (SUPPLY / 100)));
        } else if (kind == 6) {
            call = abi.encodeCall(token.setCooldown, ((p >> 8) % 3601));
        } else if (kind == 7) {
            call = abi.encodeCall(
                token.setReceivers, (account, accounts[(p >> 8) % 12], accounts[(p >> 16) % 12])
            );
        } else if (kind == 8) {
            uint16[] memory bps = new uint16[]((p >> 8) % 4);
            for (uint256 g; g < bps.length; ++g) {
                bps[g] = uint16((p >> (16 + 16 * g)) % 600);
            }
            call = abi.encodeCall(token.setInvitation, (bps, (p >> 80) % 1e24, (p >> 160) % 1e20));
        } else if (kind == 9) {
            uint32 window = uint32(1 + (p >> 8) % 3600);
            uint128 threshold = uint128((p >> 24) % 1e24);
            call = abi.encodeCall(
                token.setFomo, (window, threshold, uint8(1 + (p >> 104) % 10), uint16(1 + (p >> 112) % 10_000))
            );
        } else if (kind == 10) {
            call = abi.encodeCall(token.startTrading, ());
        } else if (kind == 11) {
            // A holder buys (when trading is open), moving its cool-down clock and fomo rounds.
            address buyer = p & 256 != 0 ? ALICE : BOB;
            vm.deal(buyer, 0.01 ether);
            vm.prank(buyer);
            try router.swapExactETHForTokensSupportingFeeOnTransferTokens{value: 0.01 ether}(
                0, path(address(weth), address(token)), buyer, block.timestamp
            ) {} catch {}
            vm.warp(block.timestamp + (p >> 9) % 600);
            vm.roll(block.number + 1);
            return;
        } else {
            vm.warp(block.timestamp + (p >> 8) % 3600);
            vm.roll(block.number + (p >> 20) % 30);
            return;
        }
        (bool ok,) = address(token).call(call);
        ok; // a refused call is one the owner could not make
    }

    function _limit(uint256 seed) internal pure returns (uint256) {
        return seed % 3 == 0 ? 0 : SUPPLY / 1000 + (seed >> 2) % SUPPLY;
    }

    // ------------------------------------------------------------------ hole 2: no bot ban

    function test_aThirdPartyBuyingDustToAnAddressInTheBotWindowCannotStopIt() public {
        vm.roll(100);
        TaxTokenConfig memory config = baseConfig();
        config.botBlocks = 3; // the blacklist option is off
        TaxToken token = launch(config);
        token.transfer(VICTIM, 1_000e18); // e.g. the token locker, holding every lock of the token
        token.startTrading();
        // The attacker buys dust to the victim's address in the window.
        vm.deal(STRANGER, 0.001 ether);
        vm.prank(STRANGER);
        router.swapExactETHForTokensSupportingFeeOnTransferTokens{value: 0.001 ether}(
            0, path(address(weth), address(token)), VICTIM, block.timestamp
        );
        assertTrue(!token.accountInfo(VICTIM).blacklisted, "never banned");
        token.renounceOwnership();
        vm.prank(VICTIM);
        token.transfer(BOB, 1_000e18);
        assertEq(token.balanceOf(BOB), 1_000e18, "the victim still transfers");
    }

    function test_theBotWindowCapsBuysAtATenthOfAPercent() public {
        vm.roll(100);
        TaxTokenConfig memory config = baseConfig();
        config.botBlocks = 2;
        TaxToken token = opened(config); // trading starts in block 100
        uint256 cap = SUPPLY / token.LIMIT_FLOOR_DIVISOR();
        vm.prank(token.pair());
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenBotWindowLimit.selector, cap + 1, cap));
        token.transfer(ALICE, cap + 1);
        pairBuy(token, ALICE, cap / 2);
        uint256 held = token.balanceOf(ALICE);
        vm.prank(token.pair());
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenBotWindowLimit.selector, cap + 1, cap));
        token.transfer(ALICE, cap - held + 1); // within the per-buy cap, above it once held
        pairBuy(token, ALICE, cap - held); // up to the cap
        assertTrue(!token.accountInfo(ALICE).blacklisted, "capped, never banned");
        vm.prank(ALICE);
        token.transfer(BOB, 1); // and free to move
        token.setExemptions(DAVE, true, false, false);
        pairBuy(token, DAVE, cap * 10); // fee-exempt accounts are not capped
        vm.roll(102);
        pairBuy(token, CAROL, cap * 10);
        assertEq(token.balanceOf(CAROL), (cap * 10 * 96) / 100, "window over: no cap");
    }

    function test_theBotWindowOfATimedStartOpensWithTheFirstTaxedBuy() public {
        vm.roll(100);
        TaxTokenConfig memory config = baseConfig();
        config.botBlocks = 1;
        config.tradingStartsAt = uint64(block.timestamp + 60);
        TaxToken token = launch(config);
        vm.warp(block.timestamp + 60);
        vm.roll(105);
        uint256 cap = SUPPLY / token.LIMIT_FLOOR_DIVISOR();
        pairBuy(token, ALICE, cap);
        assertEq(token.tradingStartBlock(), 105, "recorded by the first taxed buy");
        vm.prank(token.pair());
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenBotWindowLimit.selector, cap + 1, cap));
        token.transfer(BOB, cap + 1);
        vm.roll(106);
        pairBuy(token, BOB, cap + 1);
        assertTrue(!token.accountInfo(ALICE).blacklisted && !token.accountInfo(BOB).blacklisted, "nobody banned");
    }

    // ------------------------------------------------------------------ hole 4: pairs and router

    function test_onlyPoolsOfThisTokenBecomeMarketPairs() public {
        TaxToken token = opened(baseConfig());
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenNotAPool.selector, ALICE));
        token.setMarketPair(ALICE, true); // a wallet: its transfers would be taxed
        address notAPool = address(new NotAPool());
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenNotAPool.selector, notAPool));
        token.setMarketPair(notAPool, true);
        address otherTokensPool = factory.createPair(address(weth), address(usdt));
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenNotAPool.selector, otherTokensPool));
        token.setMarketPair(otherTokensPool, true);
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenNotAPool.selector, address(router)));
        token.setMarketPair(address(router), true);

        address usdtPool = factory.createPair(address(usdt), address(token));
        token.setMarketPair(usdtPool, true); // the token is token0 or token1, whichever
        address poolLike = address(new PoolLike(address(token)));
        token.setMarketPair(poolLike, true);
        assertTrue(token.accountInfo(usdtPool).marketPair, "a pool of this token");
        assertTrue(token.accountInfo(poolLike).marketPair, "any contract whose token0 is this token");
        token.setMarketPair(usdtPool, false);
        token.setMarketPair(ALICE, false); // removing a flag is always possible
        assertTrue(!token.accountInfo(usdtPool).marketPair, "removed");
    }

    function test_theRoutersExemptionCannotBeRemoved() public {
        TaxToken token = opened(baseConfig());
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenMarketPairFixed.selector, address(router)));
        token.setExemptions(address(router), false, false, false);
        assertTrue(token.accountInfo(address(router)).feeExempt, "still exempt");
    }

    // ------------------------------------------------------------------ hole 10: quote-first liquidity

    function test_addingLiquidityQuoteFirstWorksWhileASwapBackIsPending() public {
        TaxTokenConfig memory config = baseConfig();
        config.quoteToken = address(usdt);
        config.swapBackEnabled = true;
        config.swapBackThreshold = 10_000e18;
        TaxToken token = opened(config);
        pairBuy(token, ALICE, 1_000_000e18); // 40,000 tax waits for a sell
        assertTrue(token.pendingSwapBack() >= config.swapBackThreshold, "swap-back pending");
        token.transfer(CAROL, 100_000e18);
        usdt.transfer(CAROL, 1_000e6);
        UniswapV2Pair pair = UniswapV2Pair(token.pair());
        uint256 lpSupply = pair.totalSupply();
        (uint256 reserve0, uint256 reserve1,) = pair.getReserves();
        uint256 reserveToken = pair.token0() == address(token) ? reserve0 : reserve1;
        uint256 pending = token.pendingSwapBack();

        // Another front end orders the coins quote first: the router moves the USDT in, then the token.
        vm.startPrank(CAROL);
        token.approve(address(router), type(uint256).max);
        usdt.approve(address(router), type(uint256).max);
        (, uint256 tokensSent, uint256 liquidity) = router.addLiquidity(
            address(usdt), address(token), 1_000e6, 100_000e18, 0, 0, CAROL, block.timestamp
        );
        vm.stopPrank();
        uint256 tokensArrived = tokensSent - (tokensSent * 400) / BPS; // taxed like a sell
        assertEq(liquidity, (tokensArrived * lpSupply) / reserveToken, "LP for what arrived");
        assertEq(pair.balanceOf(CAROL), liquidity, "the provider holds it");
        assertEq(token.pendingSwapBack(), pending + (tokensSent * 400) / BPS, "the swap-back waits");
        routerSell(token, ALICE, 10_000e18, address(usdt));
        assertTrue(token.pendingSwapBack() < pending, "and runs at the next sell");
    }
}

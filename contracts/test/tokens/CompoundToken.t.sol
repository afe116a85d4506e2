// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {AmmTestBase} from "../utils/AmmTestBase.sol";
import {TestAccounts} from "../utils/TestAccounts.sol";
import {CompoundToken, CompoundTokenConfig} from "../../src/tokens/templates/CompoundToken.sol";
import {CompoundTokenConfigs} from "./CompoundTokenConfigs.sol";
import {TimedRenounceChecks} from "./TimedRenounceChecks.sol";
import {TimedRenounce} from "../../src/tokens/templates/base/TimedRenounce.sol";
import {UniswapV2Pair} from "../../src/dex/UniswapV2Pair.sol";
import {AmmKInvariant} from "../../src/dex/AmmErrors.sol";
import {SampleStablecoin} from "../../src/tokens/SampleStablecoin.sol";
import {FlashSwapBorrower} from "../fixtures/FlashSwapBorrower.sol";

/// @notice The compound template: rebase math (fuzzed rates, intervals, amounts), auto and manual
/// rebase, catch-up, the max supply, buy and sell fees, access control, every custom error, the
/// timed renounce, and the pair staying in sync across rebases.
contract CompoundTokenTest is AmmTestBase, TestAccounts, TimedRenounceChecks {
    /// @dev Not TestAccounts.ALICE (0xA11CE, the same address as 0x0A11CE), and not below 0x10000:
    /// the templates count an owner there as no owner (NoOwner.KEYLESS_BELOW).
    address internal constant OWNER = address(0x0E4E2E4);
    uint256 internal constant SUPPLY = 1_000_000e18;
    uint256 internal constant MAX = 100_000_000e18;
    uint32 internal constant ONE_PERCENT = CompoundTokenConfigs.ONE_PERCENT;
    uint64 internal constant INTERVAL = CompoundTokenConfigs.INTERVAL;
    uint256 internal constant DENOMINATOR = 100_000_000;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Rebased(uint256 indexed epoch, uint256 totalSupply);
    event FeesUpdated(uint16 buyFeeBps, uint16 sellFeeBps);
    event MarketingWalletUpdated(address indexed previousWallet, address indexed marketingWallet);
    event FeeExemptionUpdated(address indexed account, bool exempt);
    event OwnershipRenouncedUntil(address indexed returningOwner, uint64 endsAt);

    receive() external payable {}

    function setUp() public {
        deployAmm();
    }

    /// @dev 1% per hour from tomorrow up to 100x the supply, auto rebase, no fees, no options.
    function plain() internal view returns (CompoundTokenConfig memory config) {
        config =
            CompoundTokenConfigs.hourly(OWNER, address(router), MARKETING, SUPPLY, uint64(block.timestamp + 1 days));
    }

    function deploy(CompoundTokenConfig memory config) internal returns (CompoundToken token) {
        token = new CompoundToken(config);
    }

    /// @dev Deploying `config` must revert with exactly `reason`.
    function assertDeployReverts(CompoundTokenConfig memory config, bytes memory reason) internal {
        vm.expectRevert(reason);
        new CompoundToken(config);
    }

    /// @dev Deploying `config` must revert with the error `selector`.
    function assertDeployReverts(CompoundTokenConfig memory config, bytes4 selector) internal {
        vm.expectRevert(selector);
        new CompoundToken(config);
    }

    function fund(CompoundToken token, address to, uint256 amount) internal {
        vm.prank(OWNER);
        token.transfer(to, amount);
    }

    /// @dev Moves the clock to the `k`-th interval boundary of `token`.
    function warpToBoundary(CompoundToken token, uint256 k) internal {
        vm.warp(uint256(token.startTime()) + k * token.interval());
    }

    /// @dev The schedule one interval at a time, each step rounded down.
    function stepwise(uint256 supply, uint256 rate, uint256 periods, uint256 cap) internal pure returns (uint256) {
        for (uint256 i = 0; i < periods; ++i) {
            supply = (supply * (DENOMINATOR + rate)) / DENOMINATOR;
            if (supply >= cap) return cap;
        }
        return supply;
    }

    /// @dev How far the closed form may be from {stepwise}: each of the reference's steps rounds down
    /// by less than one base unit, and later growth compounds that unit (at most by the total growth);
    /// the closed form's own fixed-point error is below 1e-15 of the result for these periods.
    function roundingTolerance(uint256 supply, uint256 grown, uint256 periods) internal pure returns (uint256) {
        return 2 + (supply == 0 ? 0 : (periods * grown) / supply + periods) + grown / 1e15;
    }

    // ----- deployment and views -----

    function test_deploysWithItsPairAndShowsTheSchedule() public {
        CompoundTokenConfig memory config = plain();
        CompoundToken token = deploy(config);
        assertEq(token.owner(), OWNER, "coin owner");
        assertEq(token.balanceOf(OWNER), SUPPLY, "supply to the coin owner");
        assertEq(token.totalSupply(), SUPPLY, "total supply");
        assertEq(token.decimals(), 18, "decimals");
        assertEq(keccak256(bytes(token.name())), keccak256("Compound"), "name");
        assertEq(keccak256(bytes(token.symbol())), keccak256("CMP"), "symbol");
        assertEq(keccak256(bytes(token.templateName())), keccak256("TokenBox.CompoundToken v1"), "template");
        assertEq(token.quoteToken(), address(weth), "native coin via WETH");
        assertEq(token.pair(), factory.getPair(address(token), address(weth)), "pair created");
        assertEq(token.router(), address(router), "router");
        assertEq(token.rate(), ONE_PERCENT, "rate");
        assertEq(token.interval(), INTERVAL, "interval");
        assertEq(token.startTime(), config.startTime, "start");
        assertEq(token.maxSupply(), MAX, "max");
        assertTrue(token.autoRebase() && !token.burnable() && !token.compoundingEnded(), "flags");
        assertEq(token.epoch(), 0, "epoch");
        assertEq(token.lastRebaseAt(), 0, "never rebased");
        assertEq(token.nextRebaseAt(), uint256(config.startTime) + INTERVAL, "first growth one interval after the start");
        assertEq(token.pendingIntervals(), 0, "nothing pending");
        assertTrue(token.isFeeExempt(OWNER) && token.isFeeExempt(MARKETING), "owner and marketing exempt");
        assertTrue(!token.isFeeExempt(token.pair()) && !token.isFeeExempt(address(router)), "pair and router pay");
        assertEq(token.marketingWallet(), MARKETING, "marketing");
        assertEq(token.MAX_TOTAL_FEE_BPS(), 2500, "fee cap");
        assertEq(token.RATE_DENOMINATOR(), DENOMINATOR, "rate unit");
    }

    function test_pairsWithAnErc20QuoteToken() public {
        SampleStablecoin usdt = new SampleStablecoin("Tether USD", "USDT", 6, 0, 1e18);
        CompoundTokenConfig memory config = plain();
        config.quoteToken = address(usdt);
        CompoundToken token = deploy(config);
        assertEq(token.quoteToken(), address(usdt), "quote");
        assertEq(token.pair(), factory.getPair(address(token), address(usdt)), "pair");
    }

    function test_maxSupplyEqualToTheInitialSupplyNeverGrows() public {
        CompoundTokenConfig memory config = plain();
        config.maxSupply = SUPPLY;
        CompoundToken token = deploy(config);
        assertTrue(token.compoundingEnded(), "ended at birth");
        assertEq(token.nextRebaseAt(), 0, "no next rebase");
        warpToBoundary(token, 10);
        assertEq(token.pendingIntervals(), 0, "nothing pending");
        vm.expectRevert(CompoundToken.TokenCompoundingEnded.selector);
        token.rebase();
        fund(token, ALICE, 1000);
        assertEq(token.totalSupply(), SUPPLY, "unchanged");
    }

    // ----- every constructor error -----

    function test_constructorRefusesABadSchedule() public {
        CompoundTokenConfig memory config = plain();
        config.startTime = uint64(block.timestamp);
        assertDeployReverts(
            config,
            abi.encodeWithSelector(
                CompoundToken.TokenCompoundStartNotInFuture.selector, uint64(block.timestamp), block.timestamp
            )
        );

        config = plain();
        config.interval = 0;
        assertDeployReverts(config, CompoundToken.TokenCompoundIntervalZero.selector);

        config = plain();
        config.rate = 0;
        assertDeployReverts(
            config,
            abi.encodeWithSelector(CompoundToken.TokenCompoundRateOutOfRange.selector, 0, 10_000_000)
        );
        config.rate = 10_000_001;
        assertDeployReverts(
            config,
            abi.encodeWithSelector(CompoundToken.TokenCompoundRateOutOfRange.selector, 10_000_001, 10_000_000)
        );
        config.rate = 10_000_000;
        new CompoundToken(config);

        config = plain();
        config.initialSupply = 0;
        assertDeployReverts(config, CompoundToken.TokenZeroInitialSupply.selector);

        config = plain();
        config.maxSupply = SUPPLY - 1;
        assertDeployReverts(
            config,
            abi.encodeWithSelector(CompoundToken.TokenMaxSupplyBelowInitial.selector, SUPPLY - 1, SUPPLY)
        );

        config = plain();
        config.maxSupply = uint256(type(uint112).max) + 1;
        assertDeployReverts(
            config,
            abi.encodeWithSelector(
                CompoundToken.TokenMaxSupplyAboveLimit.selector, uint256(type(uint112).max) + 1, type(uint112).max
            )
        );
    }

    function test_constructorRefusesABadRouterOwnerOrFees() public {
        CompoundTokenConfig memory config = plain();
        config.router = STRANGER;
        assertDeployReverts(config, abi.encodeWithSelector(CompoundToken.TokenInvalidRouter.selector, STRANGER));

        config = plain();
        config.buyFeeBps = 2501;
        assertDeployReverts(config, abi.encodeWithSelector(CompoundToken.TokenFeeAboveCap.selector, 2501, 2500));
        config.buyFeeBps = 0;
        config.sellFeeBps = 2501;
        assertDeployReverts(config, abi.encodeWithSelector(CompoundToken.TokenFeeAboveCap.selector, 2501, 2500));

        config = plain();
        config.sellFeeBps = 100;
        config.marketingWallet = address(0);
        assertDeployReverts(config, CompoundToken.TokenZeroMarketingWallet.selector);
        config.sellFeeBps = 0;
        new CompoundToken(config); // no fee, no marketing wallet needed

        config = plain();
        config.owner = address(0);
        assertDeployReverts(config, abi.encodeWithSelector(Ownable.OwnableInvalidOwner.selector, address(0)));

        config = plain();
        config.renounceEndsAt = uint64(block.timestamp + 1 days);
        assertDeployReverts(config, TimedRenounce.TokenTimedRenounceDisabled.selector);
        config.timedRenounceEnabled = true;
        config.renounceEndsAt = uint64(block.timestamp);
        assertDeployReverts(
            config,
            abi.encodeWithSelector(
                TimedRenounce.TokenRenounceEndNotInFuture.selector, uint64(block.timestamp), block.timestamp
            )
        );
    }

    function testFuzz_feesAboveTheCapAreRefusedAtDeployment(uint16 buyBps, uint16 sellBps) public {
        vm.assume(buyBps > 2500 || sellBps > 2500);
        CompoundTokenConfig memory config = plain();
        config.buyFeeBps = buyBps;
        config.sellFeeBps = sellBps;
        assertDeployReverts(
            config,
            abi.encodeWithSelector(CompoundToken.TokenFeeAboveCap.selector, buyBps > 2500 ? buyBps : sellBps, 2500)
        );
    }

    // ----- rebase math -----

    function testFuzz_oneIntervalGrowsEveryHolderByTheRate(
        uint256 rate,
        uint256 interval,
        uint256 toAlice,
        uint256 toBob
    ) public {
        CompoundTokenConfig memory config = plain();
        config.rate = uint32(bound(rate, 1, 10_000_000));
        config.interval = uint64(bound(interval, 1, 365 days));
        CompoundToken token = deploy(config);
        toAlice = bound(toAlice, 0, SUPPLY);
        toBob = bound(toBob, 0, SUPPLY - toAlice);
        fund(token, ALICE, toAlice);
        fund(token, BOB, toBob);
        uint256 ownerBefore = token.balanceOf(OWNER);

        warpToBoundary(token, 1);
        assertEq(token.pendingIntervals(), 1, "one pending");
        vm.expectEmit(true, false, false, true);
        emit Rebased(1, (SUPPLY * (DENOMINATOR + config.rate)) / DENOMINATOR);
        vm.prank(STRANGER);
        token.rebase();

        uint256 grown = token.totalSupply();
        assertEq(grown, (SUPPLY * (DENOMINATOR + config.rate)) / DENOMINATOR, "supply grew by the rate");
        assertApproxEq(token.balanceOf(ALICE), (toAlice * grown) / SUPPLY, 2, "alice grew by the rate");
        assertApproxEq(token.balanceOf(BOB), (toBob * grown) / SUPPLY, 2, "bob grew by the rate");
        assertApproxEq(token.balanceOf(OWNER), (ownerBefore * grown) / SUPPLY, 2, "owner grew by the rate");
        assertLe(
            token.balanceOf(ALICE) + token.balanceOf(BOB) + token.balanceOf(OWNER), grown, "balances within supply"
        );
        assertEq(token.epoch(), 1, "epoch");
        assertEq(token.lastRebaseAt(), block.timestamp, "last rebase");
        assertEq(token.nextRebaseAt(), uint256(config.startTime) + 2 * uint256(config.interval), "next boundary");
    }

    function testFuzz_catchUpEqualsTheScheduleWhateverTheRebaseTimes(uint256 rate, uint256 periods, uint256 supply)
        public
    {
        CompoundTokenConfig memory config = plain();
        config.rate = uint32(bound(rate, 1, 10_000_000));
        config.initialSupply = bound(supply, 1e6, 1e27); // 1e27 * 1.1 ** 150 stays below the max
        config.maxSupply = type(uint112).max;
        config.autoRebase = false;
        periods = bound(periods, 1, 150);
        CompoundToken everyInterval = deploy(config);
        CompoundToken onceAtTheEnd = deploy(config);
        for (uint256 k = 1; k <= periods; ++k) {
            warpToBoundary(everyInterval, k);
            everyInterval.rebase();
        }
        assertEq(onceAtTheEnd.pendingIntervals(), periods, "all pending");
        vm.expectEmit(true, false, false, false);
        emit Rebased(periods, 0);
        onceAtTheEnd.rebase();
        assertEq(onceAtTheEnd.epoch(), periods, "caught up");

        uint256 expected = stepwise(config.initialSupply, config.rate, periods, type(uint256).max);
        uint256 tolerance = roundingTolerance(config.initialSupply, expected, periods);
        assertEq(everyInterval.totalSupply(), expected, "one interval at a time is the rounded schedule");
        assertApproxEq(onceAtTheEnd.totalSupply(), expected, tolerance, "catch-up matches the schedule");
        assertApproxEq(
            onceAtTheEnd.balanceOf(OWNER), everyInterval.balanceOf(OWNER), tolerance, "same balance either way"
        );
    }

    function test_catchUpOfAYearOfSecondsInOneCall() public {
        CompoundTokenConfig memory config = plain();
        config.rate = 1; // 1e-8 per second
        config.interval = 1;
        config.maxSupply = type(uint112).max;
        CompoundToken token = deploy(config);
        vm.warp(uint256(config.startTime) + 365 days);
        token.rebase();
        assertEq(token.epoch(), 365 days, "every second applied");
        // 1,000,000 * (1 + 1e-8) ** 31,536,000 = 1,370,752.690950997...
        assertApproxEq(token.totalSupply(), 1_370_752_690950997744767407, 1e9, "compound growth over a year");
    }

    function testFuzz_stopsExactlyAtMaxSupply(uint256 rate, uint256 maxSupply, uint256 periods, uint256 toAlice)
        public
    {
        CompoundTokenConfig memory config = plain();
        config.rate = uint32(bound(rate, 100_000, 10_000_000));
        config.maxSupply = bound(maxSupply, SUPPLY + 1, 1000 * SUPPLY);
        config.sellFeeBps = 500;
        CompoundToken token = deploy(config);
        toAlice = bound(toAlice, 1, SUPPLY);
        fund(token, ALICE, toAlice);
        fund(token, token.pair(), SUPPLY - toAlice);
        periods = bound(periods, 1, 3000);
        warpToBoundary(token, periods);
        token.rebase();
        uint256 expected = stepwise(SUPPLY, config.rate, periods, config.maxSupply);
        uint256 tolerance = roundingTolerance(SUPPLY, expected, periods);
        if (token.compoundingEnded()) {
            assertEq(token.totalSupply(), config.maxSupply, "clipped exactly to the max");
            assertApproxEq(expected, config.maxSupply, tolerance, "the schedule reached the max too");
            assertEq(token.nextRebaseAt(), 0, "no next");
            warpToBoundary(token, periods + 1);
            vm.expectRevert(CompoundToken.TokenCompoundingEnded.selector);
            token.rebase();
            // Transfers still work and no longer rebase.
            uint256 aliceBalance = token.balanceOf(ALICE);
            vm.prank(ALICE);
            token.transfer(BOB, aliceBalance);
            assertEq(token.totalSupply(), config.maxSupply, "stays at the max");
        } else {
            assertTrue(token.totalSupply() < config.maxSupply, "below the max");
            assertApproxEq(token.totalSupply(), expected, tolerance, "on schedule");
        }
        uint256 sum = token.balanceOf(ALICE) + token.balanceOf(BOB) + token.balanceOf(OWNER)
            + token.balanceOf(token.pair()) + token.balanceOf(MARKETING);
        assertLe(sum, token.totalSupply(), "balances never exceed the supply");
        assertApproxEq(sum, token.totalSupply(), 5, "only rounding dust is unowned");
    }

    function test_hugeRateAndGapSaturateAtTheMax() public {
        CompoundTokenConfig memory config = plain();
        config.rate = 10_000_000;
        config.interval = 1;
        config.initialSupply = 1;
        config.maxSupply = type(uint112).max;
        CompoundToken token = deploy(config);
        vm.warp(uint256(config.startTime) + 2 ** 40);
        token.rebase();
        assertEq(token.totalSupply(), type(uint112).max, "the max, no overflow");
        assertApproxEq(token.balanceOf(OWNER), type(uint112).max, 1, "the only holder owns it all but dust");
    }

    // ----- auto and manual rebase -----

    function test_autoRebaseHappensOnTheFirstTransferAfterABoundary() public {
        CompoundToken token = deploy(plain());
        fund(token, ALICE, 1000e18);
        warpToBoundary(token, 1);
        vm.warp(block.timestamp - 1);
        vm.prank(ALICE);
        token.transfer(BOB, 100e18);
        assertEq(token.epoch(), 0, "not yet");
        assertEq(token.balanceOf(ALICE), 900e18, "no growth before the boundary");

        warpToBoundary(token, 3);
        vm.expectEmit(true, false, false, false);
        emit Rebased(3, 0);
        vm.prank(ALICE);
        token.transfer(BOB, 100e18);
        assertEq(token.epoch(), 3, "three intervals caught up");
        // 900 grown by 1.01^3 = 927.2709, then 100 sent
        assertApproxEq(token.balanceOf(ALICE), 827_270_900e12, 2, "grew, then paid");
        assertApproxEq(token.balanceOf(BOB), 203_030_100e12, 2, "grew, then received");
    }

    function test_manualRebaseWaitsForACallAnyoneMayMake() public {
        CompoundTokenConfig memory config = plain();
        config.autoRebase = false;
        CompoundToken token = deploy(config);
        fund(token, ALICE, 1000e18);

        vm.expectRevert(
            abi.encodeWithSelector(
                CompoundToken.TokenRebaseNotDue.selector, uint256(config.startTime) + INTERVAL, block.timestamp
            )
        );
        token.rebase();

        warpToBoundary(token, 2);
        vm.prank(ALICE);
        token.transfer(BOB, 100e18);
        assertEq(token.epoch(), 0, "transfers do not rebase");
        assertEq(token.pendingIntervals(), 2, "two pending");
        assertEq(token.nextRebaseAt(), uint256(config.startTime) + INTERVAL, "overdue boundary shown");

        vm.prank(STRANGER);
        token.rebase();
        assertEq(token.epoch(), 2, "applied");
        assertApproxEq(token.balanceOf(ALICE), 918_090e15, 2, "900 * 1.01^2");
        vm.expectRevert(
            abi.encodeWithSelector(
                CompoundToken.TokenRebaseNotDue.selector, uint256(config.startTime) + 3 * INTERVAL, block.timestamp
            )
        );
        token.rebase();
    }

    // ----- transfers -----

    function testFuzz_transfersMoveExactAmountsAcrossRebases(uint256 amount, uint256 back, uint256 periods) public {
        CompoundToken token = deploy(plain());
        amount = bound(amount, 0, SUPPLY);
        fund(token, ALICE, amount);
        assertEq(token.balanceOf(ALICE), amount, "received exactly");
        warpToBoundary(token, bound(periods, 1, 500));
        token.rebase();
        uint256 aliceBalance = token.balanceOf(ALICE);
        uint256 ownerBalance = token.balanceOf(OWNER);
        back = bound(back, 0, aliceBalance);
        vm.prank(ALICE);
        token.transfer(OWNER, back);
        assertEq(token.balanceOf(ALICE), aliceBalance - back, "sender pays exactly");
        assertEq(token.balanceOf(OWNER), ownerBalance + back, "receiver gets exactly");
        assertLe(token.balanceOf(ALICE) + token.balanceOf(OWNER), token.totalSupply(), "within supply");
        assertApproxEq(token.balanceOf(ALICE) + token.balanceOf(OWNER), token.totalSupply(), 2, "dust only");
    }

    function test_erc20RevertsAndAllowances() public {
        CompoundToken token = deploy(plain());
        fund(token, ALICE, 100);
        vm.startPrank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InsufficientBalance.selector, ALICE, 100, 101));
        token.transfer(BOB, 101);
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InsufficientBalance.selector, ALICE, 100, 2 ** 255));
        token.transfer(BOB, 2 ** 255);
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InvalidReceiver.selector, address(0)));
        token.transfer(address(0), 1);
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InvalidSpender.selector, address(0)));
        token.approve(address(0), 1);
        token.approve(BOB, 60);
        vm.stopPrank();
        assertEq(token.allowance(ALICE, BOB), 60, "allowance");

        vm.startPrank(BOB);
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, BOB, 60, 61));
        token.transferFrom(ALICE, BOB, 61);
        token.transferFrom(ALICE, BOB, 60);
        vm.stopPrank();
        assertEq(token.allowance(ALICE, BOB), 0, "spent");
        assertEq(token.balanceOf(BOB), 60, "moved");

        vm.prank(ALICE);
        token.approve(BOB, type(uint256).max);
        vm.prank(BOB);
        token.transferFrom(ALICE, BOB, 40);
        assertEq(token.allowance(ALICE, BOB), type(uint256).max, "infinite allowance stays");
    }

    // ----- burn -----

    function testFuzz_burnLowersSupplyAndLaterGrowthStaysWithinIt(uint256 burned, uint256 toAlice) public {
        CompoundTokenConfig memory config = plain();
        config.burnable = true;
        CompoundToken token = deploy(config);
        toAlice = bound(toAlice, 0, SUPPLY);
        fund(token, ALICE, toAlice);
        burned = bound(burned, 0, SUPPLY - toAlice);
        vm.prank(OWNER);
        token.burn(burned);
        assertEq(token.totalSupply(), SUPPLY - burned, "burned");

        vm.prank(ALICE);
        token.approve(BOB, toAlice);
        vm.prank(BOB);
        token.burnFrom(ALICE, toAlice / 2);
        assertEq(token.totalSupply(), SUPPLY - burned - toAlice / 2, "burned from alice");

        warpToBoundary(token, 50);
        token.rebase();
        uint256 remaining = SUPPLY - burned - toAlice / 2;
        uint256 expected = stepwise(remaining, ONE_PERCENT, 50, MAX);
        assertApproxEq(
            token.totalSupply(), expected, roundingTolerance(remaining, expected, 50), "the remaining supply compounds"
        );
        assertLe(token.balanceOf(ALICE) + token.balanceOf(OWNER), token.totalSupply(), "within supply");
        assertApproxEq(token.balanceOf(ALICE) + token.balanceOf(OWNER), token.totalSupply(), 2, "dust only");
    }

    function test_burnNeedsTheOption() public {
        CompoundToken token = deploy(plain());
        vm.startPrank(OWNER);
        vm.expectRevert(CompoundToken.TokenBurnDisabled.selector);
        token.burn(1);
        vm.expectRevert(CompoundToken.TokenBurnDisabled.selector);
        token.burnFrom(OWNER, 1);
        vm.stopPrank();
    }

    // ----- fees -----

    function testFuzz_buyAndSellFeesGoToMarketing(uint256 buyBps, uint256 sellBps, uint256 amount) public {
        CompoundTokenConfig memory config = plain();
        config.buyFeeBps = uint16(bound(buyBps, 0, 2500));
        config.sellFeeBps = uint16(bound(sellBps, 0, 2500));
        CompoundToken token = deploy(config);
        address pair = token.pair();
        fund(token, pair, SUPPLY / 2); // the exempt owner pays nothing
        assertEq(token.balanceOf(pair), SUPPLY / 2, "owner adds without fee");
        amount = bound(amount, 0, SUPPLY / 2);

        uint256 buyFee = (amount * config.buyFeeBps) / 10_000;
        if (buyFee != 0) {
            vm.expectEmit(true, true, false, true);
            emit Transfer(pair, MARKETING, buyFee);
        }
        vm.expectEmit(true, true, false, true);
        emit Transfer(pair, ALICE, amount - buyFee);
        vm.prank(pair); // a buy
        token.transfer(ALICE, amount);
        assertEq(token.balanceOf(ALICE), amount - buyFee, "buyer");
        assertEq(token.balanceOf(MARKETING), buyFee, "buy fee");

        uint256 sold = token.balanceOf(ALICE);
        vm.prank(ALICE); // a sell
        token.transfer(pair, sold);
        uint256 sellFee = (sold * config.sellFeeBps) / 10_000;
        assertEq(token.balanceOf(pair), SUPPLY / 2 - amount + sold - sellFee, "pair");
        assertEq(token.balanceOf(MARKETING), buyFee + sellFee, "sell fee");
        assertEq(token.totalSupply(), SUPPLY, "fees move tokens, never burn or mint");

        fund(token, ALICE, amount);
        vm.prank(ALICE); // wallet to wallet
        token.transfer(BOB, amount);
        assertEq(token.balanceOf(BOB), amount, "no fee between wallets");
    }

    function testFuzz_anExemptSideTradesWithoutFee(uint256 amount, bool buy) public {
        CompoundTokenConfig memory config = plain();
        config.buyFeeBps = 2500;
        config.sellFeeBps = 2500;
        CompoundToken token = deploy(config);
        address pair = token.pair();
        fund(token, pair, SUPPLY / 2);
        fund(token, ALICE, SUPPLY / 4);
        amount = bound(amount, 0, SUPPLY / 4);
        vm.expectEmit(true, false, false, true);
        emit FeeExemptionUpdated(ALICE, true);
        vm.prank(OWNER);
        token.setFeeExempt(ALICE, true);
        vm.prank(buy ? pair : ALICE);
        token.transfer(buy ? ALICE : pair, amount);
        assertEq(token.balanceOf(MARKETING), 0, "no fee");

        vm.prank(OWNER);
        token.setFeeExempt(ALICE, false);
        assertTrue(!token.isFeeExempt(ALICE), "exemption ended");
        vm.prank(ALICE);
        token.transfer(pair, 1000);
        assertEq(token.balanceOf(MARKETING), 250, "pays again");
    }

    function test_ownerChangesFeesOnlyWithinTheCap() public {
        CompoundToken token = deploy(plain());
        vm.startPrank(OWNER);
        vm.expectEmit(false, false, false, true);
        emit FeesUpdated(2500, 100);
        token.setFees(2500, 100);
        assertEq(token.buyFeeBps(), 2500, "buy");
        assertEq(token.sellFeeBps(), 100, "sell");
        vm.expectRevert(abi.encodeWithSelector(CompoundToken.TokenFeeAboveCap.selector, 2501, 2500));
        token.setFees(2501, 0);
        vm.expectRevert(abi.encodeWithSelector(CompoundToken.TokenFeeAboveCap.selector, 2501, 2500));
        token.setFees(0, 2501);

        vm.expectRevert(CompoundToken.TokenZeroMarketingWallet.selector);
        token.setMarketingWallet(address(0));
        vm.expectEmit(true, true, false, true);
        emit MarketingWalletUpdated(MARKETING, BOB);
        token.setMarketingWallet(BOB);
        vm.stopPrank();
        assertEq(token.marketingWallet(), BOB, "new wallet");
    }

    function testFuzz_ownerCanNeverSetFeesAboveTheCap(uint16 buyBps, uint16 sellBps) public {
        CompoundToken token = deploy(plain());
        vm.prank(OWNER);
        if (buyBps > 2500 || sellBps > 2500) {
            vm.expectRevert(
                abi.encodeWithSelector(CompoundToken.TokenFeeAboveCap.selector, buyBps > 2500 ? buyBps : sellBps, 2500)
            );
            token.setFees(buyBps, sellBps);
            assertEq(uint256(token.buyFeeBps()) + token.sellFeeBps(), 0, "unchanged");
        } else {
            token.setFees(buyBps, sellBps);
            assertEq(token.buyFeeBps(), buyBps, "buy set");
            assertEq(token.sellFeeBps(), sellBps, "sell set");
        }
    }

    function test_feesNeedAMarketingWallet() public {
        CompoundTokenConfig memory config = plain();
        config.marketingWallet = address(0);
        CompoundToken token = deploy(config);
        vm.prank(OWNER);
        vm.expectRevert(CompoundToken.TokenZeroMarketingWallet.selector);
        token.setFees(0, 1);
    }

    // ----- access control and renounce -----

    function test_everyOwnerPowerIsOwnerOnly() public {
        CompoundTokenConfig memory config = plain();
        config.timedRenounceEnabled = true;
        CompoundToken token = deploy(config);
        bytes memory unauthorized = abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, STRANGER);
        vm.startPrank(STRANGER);
        vm.expectRevert(unauthorized);
        token.setFees(0, 0);
        vm.expectRevert(unauthorized);
        token.setMarketingWallet(STRANGER);
        vm.expectRevert(unauthorized);
        token.setFeeExempt(STRANGER, true);
        expectOwnershipCallsRefused(token, STRANGER);
        vm.stopPrank();
        assertEq(token.owner(), OWNER, "owner unchanged");
    }

    function test_timedRenounceStopsOwnerPowersButNotCompounding() public {
        CompoundTokenConfig memory config = plain();
        config.timedRenounceEnabled = true;
        config.autoRebase = false;
        CompoundToken token = deploy(config);
        uint64 endsAt = uint64(block.timestamp + 30 days);
        vm.expectEmit(true, false, false, true);
        emit OwnershipRenouncedUntil(OWNER, endsAt);
        vm.prank(OWNER);
        token.renounceOwnershipUntil(endsAt);
        assertEq(token.owner(), address(0), "renounced");
        assertEq(token.returningOwner(), OWNER, "returning owner shown");
        vm.prank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, OWNER));
        token.setFees(0, 100);

        warpToBoundary(token, 24);
        vm.prank(STRANGER);
        token.rebase();
        assertEq(token.epoch(), 24, "anyone rebases while renounced");

        vm.prank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(TimedRenounce.TokenRenounceNotOver.selector, endsAt, block.timestamp));
        token.reclaimOwnership();
        vm.warp(endsAt);
        vm.prank(STRANGER);
        vm.expectRevert(abi.encodeWithSelector(TimedRenounce.TokenNotReturningOwner.selector, STRANGER, OWNER));
        token.reclaimOwnership();
        vm.prank(OWNER);
        token.reclaimOwnership();
        assertEq(token.owner(), OWNER, "back");
        vm.prank(OWNER);
        token.setFees(0, 100);
    }

    function test_timedRenounceNeedsTheOption() public {
        CompoundToken token = deploy(plain());
        vm.prank(OWNER);
        vm.expectRevert(TimedRenounce.TokenTimedRenounceDisabled.selector);
        token.renounceOwnershipUntil(uint64(block.timestamp + 1 days));
    }

    function test_bornRenouncedUntilADate() public {
        CompoundTokenConfig memory config = plain();
        config.timedRenounceEnabled = true;
        config.renounceEndsAt = uint64(block.timestamp + 1 days);
        CompoundToken token = deploy(config);
        assertEq(token.owner(), address(0), "renounced at birth");
        assertEq(token.returningOwner(), OWNER, "returns to the coin owner");
        assertTrue(token.isFeeExempt(OWNER), "still exempt");
        vm.warp(block.timestamp + 1 days);
        vm.prank(OWNER);
        token.reclaimOwnership();
        assertEq(token.owner(), OWNER, "reclaimed");
    }

    // ----- the pair -----

    function seedPool(CompoundToken token, uint256 tokens, uint256 eth) internal returns (UniswapV2Pair pair) {
        vm.deal(OWNER, eth);
        vm.startPrank(OWNER);
        token.approve(address(router), type(uint256).max);
        router.addLiquidityETH{value: eth}(address(token), tokens, 0, 0, OWNER, block.timestamp);
        vm.stopPrank();
        pair = UniswapV2Pair(token.pair());
    }

    function tokenReserve(CompoundToken token, UniswapV2Pair pair) internal view returns (uint256) {
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        return pair.token0() == address(token) ? reserve0 : reserve1;
    }

    function test_aRebaseOutsideASwapSyncsThePair() public {
        CompoundToken token = deploy(plain());
        UniswapV2Pair pair = seedPool(token, SUPPLY / 2, 100 ether);
        fund(token, ALICE, 1000e18);
        warpToBoundary(token, 1);
        vm.prank(ALICE);
        token.transfer(BOB, 1e18);
        assertApproxEq(token.balanceOf(address(pair)), (SUPPLY / 2) * 101 / 100, 2, "the pair grew too");
        assertEq(tokenReserve(token, pair), token.balanceOf(address(pair)), "reserve follows");
        pair.skim(STRANGER);
        assertEq(token.balanceOf(STRANGER), 0, "nothing to skim: the growth is in the reserve");
    }

    function test_aFlashSwapAcrossABoundaryNeitherRevertsNorRebases() public {
        CompoundTokenConfig memory config = plain();
        CompoundToken token = deploy(config);
        UniswapV2Pair pair = seedPool(token, SUPPLY / 2, 100 ether);
        FlashSwapBorrower borrower = new FlashSwapBorrower();
        fund(token, address(borrower), 10_000e18);
        warpToBoundary(token, 1);
        // Borrow 1 ETH worth of WETH and pay it back in the token: the repayment is the first
        // transfer after the boundary, made while the pair is locked. Its rebase cannot sync the
        // pair, so it rolls back: the pair's growth cannot count as the borrower's payment.
        bool wethIsToken0 = pair.token0() == address(weth);
        borrower.borrow(
            pair,
            wethIsToken0 ? 1 ether : 0,
            wethIsToken0 ? 0 : 1 ether,
            IERC20(address(token)),
            10_000e18,
            FlashSwapBorrower.Mode.Repay
        );
        assertEq(token.epoch(), 0, "no rebase inside the pair's lock");
        assertEq(tokenReserve(token, pair), SUPPLY / 2 + 10_000e18, "the pair holds what was paid");
        assertEq(tokenReserve(token, pair), token.balanceOf(address(pair)), "in sync");

        // The next transfer rebases and syncs.
        fund(token, ALICE, 1);
        assertEq(token.epoch(), 1, "rebased");
        assertEq(tokenReserve(token, pair), token.balanceOf(address(pair)), "synced");
    }

    function test_aSwapCannotClaimThePairsGrowth() public {
        CompoundToken token = deploy(plain());
        UniswapV2Pair pair = seedPool(token, SUPPLY / 2, 100 ether);
        warpToBoundary(token, 1);
        // A direct buy from the pair after the boundary: the pair's transfer does not rebase, so
        // there is no unsynced growth to ask for on top of the constant-product output.
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        bool tokenIs0 = pair.token0() == address(token);
        (uint256 reserveIn, uint256 reserveOut) = tokenIs0 ? (reserve1, reserve0) : (reserve0, reserve1);
        uint256 amountIn = 1 ether;
        uint256 amountOut = router.getAmountOut(amountIn, reserveIn, reserveOut);
        vm.deal(address(this), amountIn);
        weth.deposit{value: amountIn}();
        weth.transfer(address(pair), amountIn);
        uint256 greedy = amountOut + (reserveOut * ONE_PERCENT) / DENOMINATOR / 2;
        vm.expectRevert(AmmKInvariant.selector);
        pair.swap(tokenIs0 ? greedy : 0, tokenIs0 ? 0 : greedy, ALICE, "");
        pair.swap(tokenIs0 ? amountOut : 0, tokenIs0 ? 0 : amountOut, ALICE, "");
        assertEq(token.epoch(), 0, "a transfer from the pair does not rebase");
        assertEq(token.balanceOf(ALICE), amountOut, "the constant-product output, no more");
    }

    function test_buysAndSellsThroughTheRouterAcrossRebases() public {
        CompoundTokenConfig memory config = plain();
        config.buyFeeBps = 300;
        config.sellFeeBps = 500;
        CompoundToken token = deploy(config);
        UniswapV2Pair pair = seedPool(token, SUPPLY / 2, 100 ether);
        address[] memory buyPath = new address[](2);
        buyPath[0] = address(weth);
        buyPath[1] = address(token);
        address[] memory sellPath = new address[](2);
        sellPath[0] = address(token);
        sellPath[1] = address(weth);
        vm.deal(ALICE, 10 ether);

        for (uint256 k = 1; k <= 3; ++k) {
            warpToBoundary(token, k);
            // A buy after the boundary: the pair sends inside its lock, so it does not rebase.
            vm.prank(ALICE);
            router.swapExactETHForTokensSupportingFeeOnTransferTokens{value: 1 ether}(
                0, buyPath, ALICE, block.timestamp
            );
            assertEq(token.epoch(), k - 1, "a buy does not rebase");
            assertEq(tokenReserve(token, pair), token.balanceOf(address(pair)), "in sync after the buy");

            // A sell: synced before the tokens reach the pair, priced on what arrived.
            uint256 sold = token.balanceOf(ALICE) / 2;
            uint256 ethBefore = ALICE.balance;
            vm.startPrank(ALICE);
            token.approve(address(router), sold);
            router.swapExactTokensForETHSupportingFeeOnTransferTokens(sold, 0, sellPath, ALICE, block.timestamp);
            vm.stopPrank();
            assertEq(token.epoch(), k, "the sell rebased");
            assertTrue(ALICE.balance > ethBefore, "paid in ETH");
            assertEq(tokenReserve(token, pair), token.balanceOf(address(pair)), "in sync after the sell");
        }
        assertTrue(token.balanceOf(MARKETING) > 0, "fees paid");
        assertLe(
            token.balanceOf(ALICE) + token.balanceOf(OWNER) + token.balanceOf(address(pair))
                + token.balanceOf(MARKETING),
            token.totalSupply(),
            "within supply"
        );
    }
}

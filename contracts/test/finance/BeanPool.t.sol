// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

// The rule reads the test's memory writes after token calls as state changes; a test has no callers.
// solhint-disable reentrancy

import {FinanceFixture} from "./FinanceFixture.sol";
import {BeanPool} from "../../src/finance/BeanPool.sol";
import {BeanAccountView, BeanKind, BeanPoolView, BeanRules, IBeanPool} from "../../src/finance/IBeanPool.sol";
import {SampleStablecoin} from "../../src/tokens/SampleStablecoin.sol";
import {FeeOnTransferToken} from "../fixtures/FeeOnTransferToken.sol";

/// @notice Dollar Beans and Roast Beef pools against the seed's figures: the exact fees, the early
/// tax on each of days 1 to 11, the referral tiers and the daily return they give, the deposit bounds
/// in a 6- and an 18-decimal coin, withdrawals paid in order until the balance runs out, fuzzed
/// deposits and withdrawals, and a simulation of a pool through growth and run-out that checks the
/// figures the page shows against the coin that really moved.
contract BeanPoolTest is FinanceFixture {
    uint256 internal constant USDT = 1e6;

    SampleStablecoin internal usdt;

    function setUp() public override {
        super.setUp();
        usdt = new SampleStablecoin("Tether USD (local)", "USDT", 6, 0, 1e30);
    }

    // ----- helpers -----

    function create(BeanKind kind) internal returns (BeanPool pool) {
        vm.prank(CREATOR);
        pool = BeanPool(factory.createBeanPool(kind, address(usdt)));
    }

    function fund(address who, uint256 amount) internal {
        usdt.transfer(who, amount);
    }

    function deposit(BeanPool pool, address who, uint256 amount, address referrer) internal {
        fund(who, amount);
        vm.startPrank(who);
        usdt.approve(address(pool), amount);
        pool.deposit(amount, referrer);
        vm.stopPrank();
    }

    function actor(uint256 i) internal pure returns (address) {
        return address(uint160(0x100000 + i));
    }

    // ----- creation -----

    function test_createsAtThePredictedAddressWithTheKindsConstants() public {
        address predicted = factory.predictBeanPool(CREATOR);
        BeanPool pool = create(BeanKind.DollarBeans);
        assertEq(address(pool), predicted, "predicted address");
        BeanRules memory r = pool.rules();
        assertEq(r.depositFeeBps, 100, "deposit fee 1%");
        assertEq(r.withdrawFeeBps, 500, "withdrawal fee 5%");
        assertEq(r.referralBps, 500, "referral 5%");
        assertEq(r.baseDailyBps, 350, "base 3.5%");
        assertEq(r.maxDailyBps, 650, "at most 6.5%");
        assertEq(r.firstDayTaxBps, 9_000, "day-1 tax 90%");
        assertEq(r.taxStepBps, 1_000, "falling 10 points a day");
        (uint256 min, uint256 max) = pool.depositBounds();
        assertEq(min, 10 * USDT, "10 USDT");
        assertEq(max, 100_000 * USDT, "100k USDT");

        BeanPool beef = create(BeanKind.RoastBeef);
        r = beef.rules();
        assertEq(r.referralBps, 1_300, "Roast Beef referral 13%");
        assertEq(r.maxDailyBps, 1_000, "Roast Beef daily up to 10%");
        assertEq(factory.nonces(CREATOR), 2, "one nonce for both kinds");
    }

    function test_onlyTheFactoryInitialisesAndOnlyOnce() public {
        BeanPool pool = create(BeanKind.DollarBeans);
        vm.expectRevert(abi.encodeWithSelector(IBeanPool.BeanNotFactory.selector, address(this)));
        pool.initialize(BeanKind.RoastBeef, address(usdt), address(this));
        vm.prank(address(factory));
        vm.expectRevert(IBeanPool.BeanAlreadyInitialized.selector);
        pool.initialize(BeanKind.RoastBeef, address(usdt), address(this));
        vm.expectRevert(IBeanPool.BeanZeroAddress.selector);
        factory.createBeanPool(BeanKind.DollarBeans, address(0));
    }

    // ----- the seed's figures -----

    function test_depositBoundsRespectTheCoinsDecimals() public {
        BeanPool pool = create(BeanKind.DollarBeans);
        fund(ALICE, 200_000 * USDT);
        vm.startPrank(ALICE);
        usdt.approve(address(pool), type(uint256).max);
        vm.expectRevert(
            abi.encodeWithSelector(IBeanPool.BeanDepositOutOfRange.selector, 10 * USDT - 1, 10 * USDT, 100_000 * USDT)
        );
        pool.deposit(10 * USDT - 1, address(0));
        vm.expectRevert(
            abi.encodeWithSelector(
                IBeanPool.BeanDepositOutOfRange.selector, 100_000 * USDT + 1, 10 * USDT, 100_000 * USDT
            )
        );
        pool.deposit(100_000 * USDT + 1, address(0));
        pool.deposit(10 * USDT, address(0));
        pool.deposit(100_000 * USDT, address(0));
        vm.stopPrank();

        SampleStablecoin usdc = new SampleStablecoin("USD Coin (local)", "USDC", 18, 0, 1e30);
        vm.prank(CREATOR);
        BeanPool pool18 = BeanPool(factory.createBeanPool(BeanKind.DollarBeans, address(usdc)));
        (uint256 min, uint256 max) = pool18.depositBounds();
        assertEq(min, 10e18, "10 coins of 18 decimals");
        assertEq(max, 100_000e18, "100k coins of 18 decimals");
    }

    function test_exactDepositFeeAndReferralBonus() public {
        BeanPool pool = create(BeanKind.DollarBeans);
        deposit(pool, BOB, 10 * USDT, address(0));
        deposit(pool, ALICE, 1_000 * USDT, BOB);
        assertEq(usdt.balanceOf(CREATOR), 10 * USDT + 0.1e6, "1% of each deposit");
        assertEq(usdt.balanceOf(BOB), 50 * USDT, "5% of the referee's deposit");
        BeanAccountView memory a = pool.accountInfo(ALICE);
        assertEq(a.principal, 990 * USDT, "principal = deposit less the 1% fee");
        assertEq(a.referrer, BOB, "bound");
        assertEq(a.dailyBps, 350, "3.5% a day");
        assertEq(usdt.balanceOf(address(pool)), 1_010 * USDT - 10.1e6 - 50 * USDT, "the rest stays");

        // Roast Beef: 3% fee, 13% referral.
        BeanPool beef = create(BeanKind.RoastBeef);
        deposit(beef, BOB, 10 * USDT, address(0));
        uint256 creatorBefore = usdt.balanceOf(CREATOR);
        uint256 bobBefore = usdt.balanceOf(BOB);
        deposit(beef, ALICE, 1_000 * USDT, BOB);
        assertEq(usdt.balanceOf(CREATOR) - creatorBefore, 30 * USDT, "3%");
        assertEq(usdt.balanceOf(BOB) - bobBefore, 130 * USDT, "13%");
    }

    function test_referrerMustHaveDepositedAndNotBeTheCaller() public {
        BeanPool pool = create(BeanKind.DollarBeans);
        fund(ALICE, 100 * USDT);
        vm.startPrank(ALICE);
        usdt.approve(address(pool), type(uint256).max);
        vm.expectRevert(abi.encodeWithSelector(IBeanPool.BeanInvalidReferrer.selector, BOB));
        pool.deposit(10 * USDT, BOB);
        vm.expectRevert(abi.encodeWithSelector(IBeanPool.BeanInvalidReferrer.selector, ALICE));
        pool.deposit(10 * USDT, ALICE);
        pool.deposit(10 * USDT, address(0));
        // Later deposits keep the first binding (none here): the argument is ignored.
        pool.deposit(10 * USDT, BOB);
        vm.stopPrank();
        assertEq(pool.accountInfo(ALICE).referrer, address(0), "no referrer");
    }

    function test_dailyReturnAccrues() public {
        BeanPool pool = create(BeanKind.DollarBeans);
        deposit(pool, ALICE, 1_000 * USDT, address(0));
        vm.warp(T0 + 1 days);
        // 990 x 3.5% = 34.65 a day.
        assertEq(pool.accountInfo(ALICE).owedNow, 34.65e6, "one day");
        vm.warp(T0 + 10 days);
        assertEq(pool.accountInfo(ALICE).owedNow, 346.5e6, "ten days");
        BeanPoolView memory info = pool.poolInfo();
        assertEq(info.owedNow, 346.5e6, "the pool's total");
        assertEq(info.payoutPerDay, 34.65e6, "payout per day");
    }

    function test_earlyTaxCurveDayOneToEleven() public {
        BeanPool probe = create(BeanKind.DollarBeans);
        for (uint256 day = 1; day <= 11; ++day) {
            uint256 expected = day >= 10 ? 0 : 9_000 - (day - 1) * 1_000;
            assertEq(probe.earlyTaxBpsOnDay(day), expected, "curve");
        }
        // A real withdrawal on each day: tax of the day kept, 5% fee to the creator, the rest paid.
        for (uint256 day = 1; day <= 11; ++day) {
            vm.warp(T0);
            BeanPool pool = create(BeanKind.DollarBeans);
            deposit(pool, BOB, 100_000 * USDT, address(0)); // liquidity
            address who = actor(day);
            deposit(pool, who, 10_000 * USDT, address(0));
            vm.warp(T0 + (day - 1) * 1 days + 1 hours);
            BeanAccountView memory a = pool.accountInfo(who);
            assertEq(a.taxDay, day, "day shown");
            uint256 taxBps = day >= 10 ? 0 : 9_000 - (day - 1) * 1_000;
            assertEq(a.taxBpsNow, taxBps, "tax shown");
            uint256 amount = a.owedNow;
            uint256 creatorBefore = usdt.balanceOf(CREATOR);
            vm.prank(who);
            pool.withdraw(amount);
            uint256 fee = (amount * 500) / 10_000;
            uint256 tax = (amount * taxBps) / 10_000;
            assertEq(usdt.balanceOf(who), amount - fee - tax, "paid");
            assertEq(usdt.balanceOf(CREATOR) - creatorBefore, fee, "5% fee");
            assertEq(pool.totalTaxKept(), tax, "tax kept in the pool");
            // The withdrawal restarts the clock.
            assertEq(pool.accountInfo(who).taxBpsNow, 9_000, "day 1 again");
        }
    }

    function test_referralTiers() public {
        BeanPool pool = create(BeanKind.DollarBeans);
        uint256[13] memory counts = [uint256(0), 9, 10, 24, 25, 49, 50, 99, 100, 149, 150, 249, 250];
        uint256[13] memory bonus = [uint256(0), 0, 50, 50, 100, 100, 150, 150, 200, 200, 250, 250, 300];
        for (uint256 i; i < counts.length; ++i) {
            assertEq(pool.referralBonusBps(counts[i]), bonus[i], "tier");
            assertEq(pool.dailyBpsFor(0, counts[i]), 350 + bonus[i], "daily");
        }
        assertEq(pool.dailyBpsFor(0, 100_000), 650, "never above 6.5%");
        // Ten real direct referrals lift the referrer to 4% from that moment on.
        deposit(pool, ALICE, 1_000 * USDT, address(0));
        for (uint256 i; i < 10; ++i) {
            deposit(pool, actor(i), 10 * USDT, ALICE);
        }
        BeanAccountView memory a = pool.accountInfo(ALICE);
        assertEq(a.referralCount, 10, "count");
        assertEq(a.dailyBps, 400, "3.5% + 0.5%");
        assertEq(a.referralEarned, 5 * USDT, "5% of ten 10-USDT deposits");
        vm.warp(T0 + 1 days);
        assertEq(pool.accountInfo(ALICE).owedNow, 39.6e6, "990 x 4%");
    }

    function test_roastBeefSizeBonus() public {
        BeanPool beef = create(BeanKind.RoastBeef);
        assertEq(beef.dailyBpsFor(999 * USDT, 0), 800, "8%");
        assertEq(beef.dailyBpsFor(1_000 * USDT, 0), 900, "9% from 1,000");
        assertEq(beef.dailyBpsFor(10_000 * USDT, 0), 1_000, "10% from 10,000");
        assertEq(beef.dailyBpsFor(100_000_000 * USDT, 10_000), 1_000, "never above 10%");
        assertEq(beef.earlyTaxBpsOnDay(1), 0, "no early tax");
    }

    function test_withdrawalsPaidInOrderUntilTheBalanceRunsOut() public {
        BeanPool pool = create(BeanKind.DollarBeans);
        deposit(pool, ALICE, 1_000 * USDT, address(0));
        deposit(pool, BOB, 1_000 * USDT, address(0));
        vm.warp(T0 + 40 days); // each is owed 990 x 3.5% x 40 = 1,386; the pool holds 1,980
        uint256 owed = pool.accountInfo(ALICE).owedNow;
        vm.prank(ALICE);
        pool.withdraw(owed);
        uint256 balance = usdt.balanceOf(address(pool));
        uint256 needed = owed - 0; // no tax after day 10; payment + fee = the whole amount
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(IBeanPool.BeanPoolExhausted.selector, needed, balance));
        pool.withdraw(owed);
        // Bob can still take what is there, and again once new deposits arrive.
        vm.prank(BOB);
        pool.withdraw(balance);
        assertEq(usdt.balanceOf(address(pool)), 0, "empty");
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(IBeanPool.BeanAboveOwed.selector, owed, owed - balance));
        pool.withdraw(owed);
        vm.prank(BOB);
        vm.expectRevert(IBeanPool.BeanZeroAmount.selector);
        pool.withdraw(0);
    }

    function test_feeOnTransferDepositsAreCreditedWhatArrived() public {
        FeeOnTransferToken fot = new FeeOnTransferToken(1_000, 1e30);
        vm.prank(CREATOR);
        BeanPool pool = BeanPool(factory.createBeanPool(BeanKind.DollarBeans, address(fot)));
        fot.transfer(ALICE, 1_000e18);
        vm.startPrank(ALICE);
        fot.approve(address(pool), type(uint256).max);
        pool.deposit(100e18, address(0));
        vm.stopPrank();
        assertEq(pool.totalDeposited(), 90e18, "what arrived");
        assertEq(pool.accountInfo(ALICE).principal, 89.1e18, "less the 1% fee");
    }

    // ----- fuzz -----

    function testFuzz_creatorGetsExactlyTheFeesAndTheBooksMatchTheCoin(
        uint256[8] calldata amounts,
        uint256[8] calldata waits,
        uint256[8] calldata shares
    ) public {
        BeanPool pool = create(BeanKind.DollarBeans);
        uint256 fees;
        uint256 referral;
        for (uint256 i; i < 8; ++i) {
            address who = actor(i % 4);
            uint256 amount = bound(amounts[i], 10 * USDT, 100_000 * USDT);
            address referrer = i > 0 && i < 4 ? actor(i - 1) : address(0);
            deposit(pool, who, amount, referrer);
            fees += (amount * 100) / 10_000;
            if (pool.accountInfo(who).referrer != address(0)) referral += (amount * 500) / 10_000;
            vm.warp(block.timestamp + bound(waits[i], 0, 12 days));
            address taker = actor((i + 1) % 4);
            uint256 owed = pool.accountInfo(taker).owedNow;
            uint256 ask = owed == 0 ? 0 : bound(shares[i], 1, owed);
            if (ask == 0) continue;
            uint256 fee = (ask * 500) / 10_000;
            uint256 tax = (ask * pool.accountInfo(taker).taxBpsNow) / 10_000;
            uint256 balance = usdt.balanceOf(address(pool));
            vm.prank(taker);
            if (ask - tax > balance) {
                vm.expectRevert(abi.encodeWithSelector(IBeanPool.BeanPoolExhausted.selector, ask - tax, balance));
                pool.withdraw(ask);
            } else {
                pool.withdraw(ask);
                fees += fee;
            }
        }
        assertEq(usdt.balanceOf(CREATOR), fees, "the creator got exactly the stated fees");
        assertEq(pool.totalFees(), fees, "fees counted");
        assertEq(pool.totalReferralPaid(), referral, "referral bonuses");
        assertEq(
            usdt.balanceOf(address(pool)),
            pool.totalDeposited() - pool.totalPaidOut() - pool.totalFees() - pool.totalReferralPaid(),
            "the balance is what came in less what left"
        );
        uint256 sum;
        for (uint256 i; i < 4; ++i) {
            sum += pool.accountInfo(actor(i)).owedNow;
        }
        BeanPoolView memory info = pool.poolInfo();
        assertGe(info.owedNow, sum, "the pool's total owed covers every account's figure");
        assertLe(info.owedNow, sum + 4, "and exceeds it by rounding only");
    }

    // ----- simulation: growth, then run-out -----

    function test_simulationThroughGrowthAndRunOut() public {
        BeanPool pool = create(BeanKind.DollarBeans);
        // Growth: twenty days, five new depositors a day, each referred by the previous one.
        uint256 n;
        for (uint256 day; day < 20; ++day) {
            uint256 inflowToday;
            for (uint256 k; k < 5; ++k) {
                uint256 amount = (100 + ((n * 37) % 900)) * USDT;
                deposit(pool, actor(n), amount, n == 0 ? address(0) : actor(n - 1));
                inflowToday += amount;
                ++n;
                vm.warp(block.timestamp + 1 hours);
            }
            BeanPoolView memory live = pool.poolInfo();
            assertEq(live.balance, usdt.balanceOf(address(pool)), "balance shown = coin held");
            assertGe(live.inflow24h, inflowToday, "today's deposits are in the last 24 h");
            _checkAggregate(pool, n);
            vm.warp(block.timestamp + 19 hours);
        }
        // Deposits stop. Every ten days (no early tax is left by then) everyone withdraws all they
        // earned, in order, until the pool cannot pay. The page's figures at the stop say when: the
        // balance less what is owed already, at the payout per day.
        BeanPoolView memory atStop = pool.poolInfo();
        assertTrue(atStop.payoutPerDay > 0 && atStop.owedNow < atStop.balance, "still paying");
        uint256 daysShown = (atStop.balance - atStop.owedNow) / atStop.payoutPerDay;
        uint256 elapsed;
        bool ranOut;
        address stuck;
        while (!ranOut) {
            vm.warp(block.timestamp + 10 days);
            elapsed += 10;
            uint256 outToday;
            for (uint256 i; i < n; ++i) {
                uint256 owed = pool.accountInfo(actor(i)).owedNow;
                uint256 balance = usdt.balanceOf(address(pool));
                assertEq(pool.accountInfo(actor(i)).taxBpsNow, 0, "no early tax after ten days");
                vm.prank(actor(i));
                if (owed > balance) {
                    vm.expectRevert(abi.encodeWithSelector(IBeanPool.BeanPoolExhausted.selector, owed, balance));
                    pool.withdraw(owed);
                    ranOut = true;
                    stuck = actor(i);
                    break;
                }
                pool.withdraw(owed);
                outToday += owed;
            }
            BeanPoolView memory live = pool.poolInfo();
            assertEq(live.outflow24h, outToday, "the last 24 h outflow shown = what left");
            assertEq(live.inflow24h, 0, "nothing came in");
            assertEq(live.balance, usdt.balanceOf(address(pool)), "balance shown");
        }
        // Ran out in the ten days that contain the day shown (rounding: a day either side).
        assertLe(elapsed - 10, daysShown + 1, "not later than shown");
        assertGe(elapsed + 1, daysShown, "not earlier than shown");
        assertEq(usdt.balanceOf(CREATOR), pool.totalFees(), "the creator got the fees, nothing else");
        // A new deposit lets the refused withdrawal through.
        deposit(pool, actor(n), 100_000 * USDT, address(0));
        uint256 owedStuck = pool.accountInfo(stuck).owedNow;
        vm.prank(stuck);
        pool.withdraw(owedStuck);
    }

    function _checkAggregate(BeanPool pool, uint256 n) private view {
        uint256 sum;
        uint256 weight;
        for (uint256 i; i < n; ++i) {
            BeanAccountView memory a = pool.accountInfo(actor(i));
            sum += a.owedNow;
            weight += a.principal * a.dailyBps;
        }
        BeanPoolView memory info = pool.poolInfo();
        assertEq(info.payoutPerDay, weight / 10_000, "payout per day = sum of principal x rate");
        assertGe(info.owedNow, sum, "total owed covers the accounts");
        assertLe(info.owedNow, sum + n, "rounding only");
    }
}

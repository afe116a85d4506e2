// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {TestBase} from "../utils/TestBase.sol";
import {TestAccounts} from "../utils/TestAccounts.sol";
import {DividendTracker} from "../../src/tokens/dividends/DividendTracker.sol";
import {DividendBookView, DividendSettings, IDividendTracker} from "../../src/tokens/dividends/IDividendTracker.sol";
import {SHARED_LOCKER_CANCUN, SHARED_LOCKER_LONDON} from "../../src/tokens/dividends/SharedLockers.sol";
import {DividendTestHolder} from "../fixtures/DividendTestHolder.sol";
import {DividendTestToken} from "../fixtures/DividendTestToken.sol";
import {FeeOnTransferToken} from "../fixtures/FeeOnTransferToken.sol";
import {GrowOnTransferToken} from "../fixtures/GrowOnTransferToken.sol";
import {ReferenceERC20} from "../fixtures/ReferenceERC20.sol";

/// @notice The shared dividend tracker: deposit math with fuzzed amounts and shares, minimum
/// holding, exclusions, claim wait, gas-bounded processing of 300 holders, native / ERC20 /
/// fee-on-transfer / own-token coins, refusing and re-entering receivers, isolation between two
/// tokens sharing the tracker and the coin, access control and revert paths.
contract DividendTrackerTest is TestBase, TestAccounts {
    address internal constant PAIR = address(0x9A12);
    address internal constant ROUTER = address(0x7007E2);
    uint256 internal constant SUPPLY = 1_000_000_000e18;
    uint256 internal constant MAGNITUDE = 2 ** 128;

    DividendTracker internal tracker;
    ReferenceERC20 internal usdt;

    function setUp() public {
        tracker = new DividendTracker();
        usdt = new ReferenceERC20(type(uint128).max);
        vm.deal(address(this), type(uint128).max);
    }

    receive() external payable {}

    // ----- helpers -----

    function settings(address coin, uint128 minHolding, uint64 claimWait)
        internal
        pure
        returns (DividendSettings memory config)
    {
        config.coin = coin;
        config.minHolding = minHolding;
        config.claimWait = claimWait;
    }

    function pairAndRouter() internal pure returns (address[] memory excluded) {
        excluded = new address[](2);
        excluded[0] = PAIR;
        excluded[1] = ROUTER;
    }

    /// @dev A dividend token whose supply sits with this test contract, which is excluded (it plays
    /// the deployer handing out the supply).
    function newToken(DividendSettings memory config) internal returns (DividendTestToken token) {
        token = new DividendTestToken(tracker, config, pairAndRouter(), SUPPLY, true);
        token.exclude(address(this), true);
    }

    function newToken(address coin) internal returns (DividendTestToken token) {
        token = newToken(settings(coin, 0, 0));
    }

    function holder(uint256 index) internal pure returns (address) {
        return address(uint160(0x100000 + index));
    }

    function depositUsdt(DividendTestToken token, uint256 amount) internal returns (uint256 received) {
        usdt.transfer(address(token), amount);
        received = token.depositToken(IERC20(address(usdt)), amount);
    }

    /// @dev Claims for `account` when something is owed (a claim of nothing reverts).
    function claimIfOwed(DividendTestToken token, address account) internal returns (uint256 amount) {
        if (tracker.withdrawableOf(address(token), account) == 0) return 0;
        vm.prank(account);
        amount = tracker.claim(address(token));
    }

    /// @dev What the coin balance of the tracker must at least cover for one book.
    function obligations(DividendTestToken token) internal view returns (uint256) {
        DividendBookView memory book = tracker.getBook(address(token));
        return book.totalDistributed + book.undistributed - book.totalWithdrawn;
    }

    // ----- identity and registration -----

    function test_registersWithItsSettingsAndTheDefaultExclusions() public {
        assertEq(keccak256(bytes(tracker.templateName())), keccak256("TokenBox.DividendTracker v1"), "name");
        assertEq(tracker.version(), 1, "version");

        DividendTestToken token = newToken(settings(address(usdt), 1000, 3600));
        address book = address(token);
        assertTrue(tracker.isRegistered(book), "registered");
        assertTrue(!tracker.isRegistered(STRANGER), "others are not");
        assertEq(tracker.dividendCoin(book), address(usdt), "coin");
        assertEq(tracker.minHolding(book), 1000, "min holding");
        assertEq(tracker.claimWait(book), 3600, "claim wait");
        assertEq(tracker.shareSource(book), address(0), "no share source");
        assertEq(tracker.totalShares(book), 0, "the supply holder is excluded");
        assertEq(tracker.holderCount(book), 0, "nobody queued");
        address[7] memory excluded = [book, tracker.DEAD(), address(0), address(tracker), PAIR, ROUTER, address(this)];
        for (uint256 i; i < excluded.length; ++i) {
            assertTrue(tracker.isExcluded(book, excluded[i]), "excluded");
        }
        assertTrue(!tracker.isExcluded(book, ALICE), "holders are not");
    }

    function test_registrationEmitsItsSettingsAndExclusions() public {
        // The test contract plays the token here (any contract may open its own book).
        DividendSettings memory config = settings(address(usdt), 5, 60);
        config.shareSource = PAIR;
        vm.expectEmit(true, false, false, true);
        emit IDividendTracker.DividendTokenRegistered(address(this), address(usdt), PAIR, 5, 60);
        vm.expectEmit(true, true, false, true);
        emit IDividendTracker.DividendExclusionUpdated(address(this), address(this), true);
        tracker.register(config, new address[](0));
        assertTrue(tracker.isExcluded(address(this), tracker.DEAD()), "dead");
    }

    /// @dev Issue 73: the chain's shared locker (either build's address) holds tokens for their lock
    /// owners and can never claim. Every book excludes it at registration, no report or sync gives it
    /// a share, and no token can include it again (nor the token itself, 0x…dEaD, zero, the tracker).
    function testFuzz_theSharedLockerNeverEarnsInAnyBook(uint256 balance, uint256 amount, bool london) public {
        address shared = london ? SHARED_LOCKER_LONDON : SHARED_LOCKER_CANCUN;
        (address cancun, address londonLocker) = tracker.sharedLockers();
        assertEq(cancun, SHARED_LOCKER_CANCUN, "cancun");
        assertEq(londonLocker, SHARED_LOCKER_LONDON, "london");
        DividendTestToken token = newToken(address(0));
        address book = address(token);
        assertTrue(tracker.isExcluded(book, SHARED_LOCKER_CANCUN), "cancun locker excluded");
        assertTrue(tracker.isExcluded(book, SHARED_LOCKER_LONDON), "london locker excluded");
        token.transfer(ALICE, 1e18);
        token.report(shared, bound(balance, 1, SUPPLY));
        assertEq(tracker.shareOf(book, shared), 0, "a report gives it no share");
        amount = bound(amount, 1, 1e30);
        tracker.distribute{value: amount}(book, amount);
        assertEq(tracker.withdrawableOf(book, shared), 0, "nothing owed to it");
        assertApproxEq(tracker.withdrawableOf(book, ALICE), amount, 1, "all of it to the holder");
        address[5] memory fixedAccounts = [shared, book, tracker.DEAD(), address(0), address(tracker)];
        for (uint256 i; i < fixedAccounts.length; ++i) {
            vm.expectRevert(
                abi.encodeWithSelector(IDividendTracker.DividendExclusionFixed.selector, fixedAccounts[i])
            );
            token.exclude(fixedAccounts[i], false);
        }
        token.exclude(shared, true); // excluding again changes nothing
        assertTrue(tracker.isExcluded(book, shared), "still excluded");
    }

    function test_aTokenRegistersOnlyOnce() public {
        DividendTestToken token = newToken(address(0));
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendAlreadyRegistered.selector, address(token)));
        token.registerAgain(settings(address(0), 0, 0));
    }

    function test_registrationRefusesBadSettings() public {
        vm.expectRevert(
            abi.encodeWithSelector(IDividendTracker.DividendClaimWaitTooLong.selector, 30 days + 1, 30 days)
        );
        tracker.register(settings(address(0), 0, 30 days + 1), new address[](0));
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendCoinNotContract.selector, ALICE));
        tracker.register(settings(ALICE, 0, 0), new address[](0));
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendTooManyAccounts.selector, 101, 100));
        tracker.register(settings(address(0), 0, 0), new address[](101));
        tracker.register(settings(address(0), 0, 30 days), new address[](100));
        assertTrue(tracker.isRegistered(address(this)), "the maximum is allowed");
    }

    // ----- access control -----

    function test_onlyARegisteredTokenWritesAndOnlyItsOwnBook() public {
        DividendTestToken token = newToken(address(0));
        bytes memory notRegistered =
            abi.encodeWithSelector(IDividendTracker.DividendTokenNotRegistered.selector, STRANGER);
        vm.deal(STRANGER, 1 ether);
        vm.startPrank(STRANGER);
        vm.expectRevert(notRegistered);
        tracker.setShare(ALICE, 100);
        vm.expectRevert(notRegistered);
        tracker.setExcluded(ALICE, true);
        vm.expectRevert(notRegistered);
        tracker.updateSettings(settings(address(0), 0, 0));
        vm.expectRevert(notRegistered);
        tracker.depositNative{value: 1}();
        vm.expectRevert(notRegistered);
        tracker.depositToken(1);
        // Reading or paying a book that does not exist.
        vm.expectRevert(notRegistered);
        tracker.claim(STRANGER);
        vm.expectRevert(notRegistered);
        tracker.process(STRANGER, 1_000_000);
        vm.expectRevert(notRegistered);
        tracker.syncShares(STRANGER, new address[](0));
        vm.stopPrank();
        assertEq(tracker.shareOf(address(token), ALICE), 0, "the token's book is untouched");
        assertTrue(!tracker.isExcluded(address(token), ALICE), "no exclusion");
    }

    // ----- deposit math -----

    function testFuzz_aDepositSplitsProRataWithinOneUnit(uint256 seed, uint256 amount, uint256 count) public {
        count = bound(count, 1, 12);
        amount = bound(amount, 1, 1e30);
        DividendTestToken token = newToken(address(0));
        uint256[] memory balances = new uint256[](count);
        uint256 total;
        for (uint256 i; i < count; ++i) {
            balances[i] = bound(uint256(keccak256(abi.encode(seed, i))), 1, SUPPLY / 16);
            token.transfer(holder(i), balances[i]);
            total += balances[i];
        }
        assertEq(tracker.totalShares(address(token)), total, "shares are balances");
        token.depositNative{value: amount}();
        assertEq(tracker.totalDistributed(address(token)), amount, "distributed");

        uint256 owed;
        for (uint256 i; i < count; ++i) {
            uint256 withdrawable = tracker.withdrawableOf(address(token), holder(i));
            uint256 exact = Math.mulDiv(amount, balances[i], total);
            assertLe(withdrawable, exact, "never above the pro-rata part");
            assertGe(withdrawable + 1, exact, "at most one unit below it");
            owed += withdrawable;
        }
        assertLe(owed, amount, "sum owed <= deposited");

        uint256 paid;
        for (uint256 i; i < count; ++i) {
            uint256 before = holder(i).balance;
            claimIfOwed(token, holder(i));
            paid += holder(i).balance - before;
        }
        assertEq(paid, owed, "claims pay what was owed");
        assertEq(tracker.totalWithdrawn(address(token)), paid, "withdrawn");
        assertGe(address(tracker).balance, amount - paid, "the dust stays in the book");
    }

    function testFuzz_sharesChangingBetweenDepositsEarnPerPeriod(
        uint256 first,
        uint256 second,
        uint256 balanceA,
        uint256 balanceB,
        uint256 moved
    ) public {
        first = bound(first, 1, 1e27);
        second = bound(second, 1, 1e27);
        balanceA = bound(balanceA, 2, SUPPLY / 4);
        balanceB = bound(balanceB, 1, SUPPLY / 4);
        moved = bound(moved, 1, balanceA - 1);
        DividendTestToken token = newToken(address(usdt));
        token.transfer(ALICE, balanceA);
        token.transfer(BOB, balanceB);
        depositUsdt(token, first);
        vm.prank(ALICE);
        token.transfer(BOB, moved);
        depositUsdt(token, second);

        uint256 total = balanceA + balanceB;
        uint256 expectedA = Math.mulDiv(first, balanceA, total) + Math.mulDiv(second, balanceA - moved, total);
        uint256 expectedB = Math.mulDiv(first, balanceB, total) + Math.mulDiv(second, balanceB + moved, total);
        uint256 owedA = tracker.withdrawableOf(address(token), ALICE);
        uint256 owedB = tracker.withdrawableOf(address(token), BOB);
        assertLe(owedA, expectedA, "alice not above");
        assertGe(owedA + 2, expectedA, "alice within rounding");
        assertLe(owedB, expectedB, "bob not above");
        assertGe(owedB + 2, expectedB, "bob within rounding");
        assertLe(owedA + owedB, first + second, "never over-pays");

        claimIfOwed(token, ALICE);
        claimIfOwed(token, BOB);
        assertEq(usdt.balanceOf(ALICE), owedA, "alice paid");
        assertEq(usdt.balanceOf(BOB), owedB, "bob paid");
        assertGe(usdt.balanceOf(address(tracker)), obligations(token), "covered");
    }

    function test_aDepositWithNobodyEarningWaitsForTheNextDeposit() public {
        DividendTestToken token = newToken(address(0));
        vm.expectEmit(true, false, false, true);
        emit IDividendTracker.DividendsDeposited(address(token), 1 ether, 0);
        token.depositNative{value: 1 ether}();
        assertEq(tracker.getBook(address(token)).undistributed, 1 ether, "held back");
        assertEq(tracker.totalDistributed(address(token)), 0, "nothing distributed");

        token.transfer(ALICE, 100);
        token.transfer(BOB, 300);
        vm.expectEmit(true, false, false, true);
        emit IDividendTracker.DividendsDeposited(address(token), 1 ether, 2 ether);
        token.depositNative{value: 1 ether}();
        assertEq(tracker.undistributed(address(token)), 0, "assigned");
        assertEq(tracker.withdrawableOf(address(token), ALICE), 0.5 ether, "a quarter of both");
        assertEq(tracker.withdrawableOf(address(token), BOB), 1.5 ether, "three quarters of both");
    }

    function test_aHolderWhoArrivesAfterADepositEarnsNothingFromIt() public {
        DividendTestToken token = newToken(address(0));
        token.transfer(ALICE, 1000);
        token.depositNative{value: 1 ether}();
        token.transfer(BOB, 1000);
        assertEq(tracker.withdrawableOf(address(token), BOB), 0, "latecomer");
        assertEq(tracker.withdrawableOf(address(token), ALICE), 1 ether, "holder");
    }

    // ----- minimum holding -----

    function test_belowTheMinimumHoldingTheShareIsZero() public {
        DividendTestToken token = newToken(settings(address(0), 1000, 0));
        token.transfer(ALICE, 999);
        token.transfer(BOB, 1000);
        assertEq(tracker.shareOf(address(token), ALICE), 0, "below");
        assertEq(tracker.shareOf(address(token), BOB), 1000, "at the minimum");
        token.depositNative{value: 1 ether}();
        assertEq(tracker.withdrawableOf(address(token), ALICE), 0, "earns nothing");
        assertEq(tracker.withdrawableOf(address(token), BOB), 1 ether, "earns all");

        // Bob drops below: he keeps what he earned and leaves the queue once paid.
        vm.prank(BOB);
        token.transfer(ALICE, 1);
        assertEq(tracker.shareOf(address(token), BOB), 0, "dropped");
        assertEq(tracker.shareOf(address(token), ALICE), 1000, "alice reached it");
        assertEq(tracker.withdrawableOf(address(token), BOB), 1 ether, "kept");
        assertTrue(tracker.getHolder(address(token), BOB).queued, "queued while owed");
        token.process(1_000_000);
        assertEq(BOB.balance, 1 ether, "paid");
        assertTrue(!tracker.getHolder(address(token), BOB).queued, "left the queue");
        assertEq(tracker.holderCount(address(token)), 1, "alice only");
    }

    function test_aNewMinimumAppliesAtTheNextReportOrSync() public {
        DividendTestToken token = newToken(address(0));
        token.transfer(ALICE, 500);
        token.transfer(BOB, 5000);
        DividendSettings memory config = settings(address(0), 1000, 0);
        config.shareSource = address(token);
        vm.expectEmit(true, false, false, true);
        emit IDividendTracker.DividendSettingsUpdated(address(token), address(0), address(token), 1000, 0);
        token.updateSettings(config);
        assertEq(tracker.shareOf(address(token), ALICE), 500, "not applied yet");
        address[] memory holders = new address[](2);
        holders[0] = ALICE;
        holders[1] = BOB;
        vm.prank(STRANGER); // anyone may sync from the book's own share source
        tracker.syncShares(address(token), holders);
        assertEq(tracker.shareOf(address(token), ALICE), 0, "applied");
        assertEq(tracker.shareOf(address(token), BOB), 5000, "unchanged");
        assertEq(tracker.totalShares(address(token)), 5000, "total");
    }

    function testFuzz_minimumHoldingDecidesTheShare(uint128 minimum, uint256 balance) public {
        balance = bound(balance, 0, SUPPLY / 2);
        DividendTestToken token = newToken(settings(address(0), minimum, 0));
        token.transfer(ALICE, balance);
        uint256 expected = balance >= minimum ? balance : 0;
        assertEq(tracker.shareOf(address(token), ALICE), expected, "share");
        assertEq(tracker.totalShares(address(token)), expected, "total");
        assertEq(tracker.holderCount(address(token)), expected == 0 ? 0 : 1, "queued only when earning");
    }

    // ----- exclusions -----

    function test_excludedAccountsNeverEarnAndKeepWhatTheyEarnedBefore() public {
        DividendTestToken token = newToken(address(0));
        token.transfer(PAIR, 1000);
        assertEq(tracker.shareOf(address(token), PAIR), 0, "the pair never earns");
        token.transfer(ALICE, 1000);
        token.transfer(BOB, 1000);
        token.depositNative{value: 2 ether}();

        vm.expectEmit(true, true, false, true);
        emit IDividendTracker.DividendExclusionUpdated(address(token), ALICE, true);
        vm.expectEmit(true, true, false, true);
        emit IDividendTracker.DividendShareUpdated(address(token), ALICE, 0);
        token.exclude(ALICE, true);
        assertTrue(tracker.isExcluded(address(token), ALICE), "excluded");
        assertEq(tracker.totalShares(address(token)), 1000, "bob only");
        token.transfer(ALICE, 1000);
        assertEq(tracker.shareOf(address(token), ALICE), 0, "a report changes nothing");
        token.depositNative{value: 1 ether}();
        assertEq(tracker.withdrawableOf(address(token), ALICE), 1 ether, "earned before the exclusion");
        assertEq(tracker.withdrawableOf(address(token), BOB), 2 ether, "all of the later deposit");
        assertTrue(tracker.getHolder(address(token), ALICE).queued, "queued while owed");
        vm.prank(ALICE);
        tracker.claim(address(token));
        assertEq(ALICE.balance, 1 ether, "claimed");
        assertTrue(!tracker.getHolder(address(token), ALICE).queued, "a claim with no share leaves the queue");

        token.exclude(ALICE, false);
        assertTrue(!tracker.isExcluded(address(token), ALICE), "included");
        assertEq(tracker.shareOf(address(token), ALICE), 0, "until the next report");
        token.report(ALICE, token.balanceOf(ALICE));
        assertEq(tracker.shareOf(address(token), ALICE), 2000, "reported");
        // Setting the same exclusion again changes nothing.
        token.exclude(ALICE, false);
        assertEq(tracker.shareOf(address(token), ALICE), 2000, "unchanged");
    }

    // ----- claim wait and processing -----

    function test_processPaysOncePerClaimWait() public {
        DividendTestToken token = newToken(settings(address(0), 0, 1 hours));
        token.transfer(ALICE, 1000);
        token.transfer(BOB, 3000);
        token.depositNative{value: 4 ether}();

        (uint256 visited, uint256 paid, uint256 next) = token.process(5_000_000);
        assertEq(visited, 2, "both visited");
        assertEq(paid, 2, "both paid");
        assertEq(next, 0, "round complete");
        assertEq(ALICE.balance, 1 ether, "alice");
        assertEq(BOB.balance, 3 ether, "bob");
        assertEq(tracker.lastClaimAt(address(token), ALICE), block.timestamp, "claim time");

        token.depositNative{value: 4 ether}();
        (, paid,) = token.process(5_000_000);
        assertEq(paid, 0, "not again before the wait");
        vm.warp(block.timestamp + 1 hours - 1);
        (, paid,) = token.process(5_000_000);
        assertEq(paid, 0, "one second early");
        // A claim is never limited by the wait.
        vm.prank(ALICE);
        assertEq(tracker.claim(address(token)), 1 ether, "claimed");
        vm.warp(block.timestamp + 1);
        (, paid,) = token.process(5_000_000);
        assertEq(paid, 1, "bob after the wait; alice has nothing owed");
        assertEq(BOB.balance, 6 ether, "bob paid twice in all");
    }

    function test_processOfThreeHundredHoldersPaysEveryoneOnceWithinBoundedCalls() public {
        uint256 count = 300;
        DividendTestToken token = newToken(settings(address(0), 0, 1 days));
        for (uint256 i; i < count; ++i) {
            token.transfer(holder(i), 1e18);
        }
        assertEq(tracker.holderCount(address(token)), count, "queued");
        token.depositNative{value: 300 ether}();

        uint256 calls;
        uint256 paidTotal;
        while (paidTotal < count) {
            (uint256 visited, uint256 paid,) = token.process(2_000_000);
            assertLe(visited, tracker.MAX_PROCESS_VISITS(), "hard cap per call");
            assertTrue(visited > 0, "progress");
            paidTotal += paid;
            ++calls;
            assertLe(calls, 30, "bounded number of calls");
        }
        assertEq(paidTotal, count, "everyone paid");
        for (uint256 i; i < count; ++i) {
            assertEq(holder(i).balance, 1 ether, "once each");
            assertEq(tracker.withdrawnOf(address(token), holder(i)), 1 ether, "recorded");
        }

        // More coin arrives, but nobody is paid again before the wait.
        token.depositNative{value: 300 ether}();
        for (uint256 i; i < 5; ++i) {
            (, uint256 paid,) = token.process(30_000_000);
            assertEq(paid, 0, "none twice before the wait");
        }
        vm.warp(block.timestamp + 1 days);
        paidTotal = 0;
        for (uint256 i; i < 3; ++i) {
            (, uint256 paid,) = token.process(30_000_000);
            paidTotal += paid;
        }
        assertEq(paidTotal, count, "the next round pays everyone once more");
        assertEq(holder(0).balance, 2 ether, "first");
        assertEq(holder(count - 1).balance, 2 ether, "last");
    }

    function testFuzz_processStopsAtItsGasLimit(uint256 gasLimit) public {
        gasLimit = bound(gasLimit, 0, 3_000_000);
        DividendTestToken token = newToken(address(0));
        for (uint256 i; i < 60; ++i) {
            token.transfer(holder(i), 1e18);
        }
        token.depositNative{value: 60 ether}();
        uint256 before = gasleft();
        (uint256 visited, uint256 paid, uint256 next) = token.process(gasLimit);
        uint256 used = before - gasleft();
        assertEq(visited, paid, "everyone visited was owed");
        assertEq(next, visited % 60, "cursor");
        if (gasLimit == 0) assertEq(visited, 0, "no gas, no visit");
        // The loop checks before each holder, so it passes the limit by at most one payout.
        assertLe(used, gasLimit + 150_000, "bounded by the limit");
        assertEq(tracker.nextIndex(address(token)), next, "stored");
    }

    function test_processWithLittleGasLeftVisitsNobodyRatherThanFailingAPayout() public {
        DividendTestToken token = newToken(address(0));
        token.transfer(ALICE, 1000);
        token.depositNative{value: 1 ether}();
        (uint256 visited,,) = tracker.process{gas: 80_000}(address(token), 10_000_000);
        assertEq(visited, 0, "below the reserve");
        assertEq(tracker.withdrawableOf(address(token), ALICE), 1 ether, "still owed");
    }

    function test_processOnAnEmptyBookDoesNothing() public {
        DividendTestToken token = newToken(address(0));
        (uint256 visited, uint256 paid, uint256 next) = token.process(1_000_000);
        assertEq(visited + paid + next, 0, "nothing");
    }

    // ----- coins -----

    function test_erc20CoinIsPulledFromTheTokenAndPaidOut() public {
        DividendTestToken token = newToken(address(usdt));
        token.transfer(ALICE, 1000);
        token.transfer(BOB, 1000);
        usdt.transfer(address(token), 1000e6);
        vm.expectEmit(true, false, false, true);
        emit IDividendTracker.DividendsDeposited(address(token), 1000e6, 1000e6);
        assertEq(token.depositToken(IERC20(address(usdt)), 1000e6), 1000e6, "credited");
        assertEq(usdt.balanceOf(address(token)), 0, "pulled");
        vm.prank(ALICE);
        vm.expectEmit(true, true, true, true);
        emit IDividendTracker.DividendPaid(address(token), ALICE, ALICE, 500e6, false);
        tracker.claim(address(token));
        token.process(1_000_000);
        assertEq(usdt.balanceOf(ALICE), 500e6, "alice");
        assertEq(usdt.balanceOf(BOB), 500e6, "bob");
        assertEq(usdt.balanceOf(address(tracker)), 0, "all paid");
    }

    function testFuzz_feeOnTransferCoinCreditsWhatArrived(uint256 amount, uint256 feeBps) public {
        feeBps = bound(feeBps, 0, 5000);
        amount = bound(amount, 1, 1e30);
        FeeOnTransferToken taxed = new FeeOnTransferToken(feeBps, type(uint128).max);
        DividendTestToken token = newToken(address(taxed));
        token.transfer(ALICE, 1024); // a power of two: the accumulator divides exactly
        taxed.transfer(address(token), amount);
        uint256 held = taxed.balanceOf(address(token));
        uint256 arriving = held - (held * feeBps) / 10_000;
        vm.assume(arriving != 0);
        uint256 received = token.depositToken(IERC20(address(taxed)), held);
        assertEq(received, arriving, "credited what arrived");
        assertEq(taxed.balanceOf(address(tracker)), received, "held");
        assertEq(tracker.totalDistributed(address(token)), received, "distributed");
        vm.prank(ALICE);
        assertEq(tracker.claim(address(token)), received, "alice owns it all");
        assertEq(taxed.balanceOf(address(tracker)), 0, "nothing over-paid");
    }

    function test_theTokenItselfCanBeTheDividendCoin() public {
        DividendTestToken token = newToken(address(0));
        token.updateSettings(settings(address(token), 0, 0));
        token.transfer(ALICE, 1000e18);
        token.transfer(BOB, 3000e18);
        uint256 received = token.depositOwnTokens(4000e18);
        assertEq(received, 4000e18, "credited");
        assertEq(tracker.shareOf(address(token), address(tracker)), 0, "the tracker's own holding never earns");
        // Paying out moves the token, whose hook reports the holders' new balances meanwhile.
        (, uint256 paid,) = token.process(5_000_000);
        assertEq(paid, 2, "both paid");
        assertEq(token.balanceOf(ALICE), 2000e18, "alice doubled");
        assertEq(tracker.shareOf(address(token), ALICE), 2000e18, "reported during the payout");
        assertEq(tracker.shareOf(address(token), BOB), 6000e18, "bob too");
    }

    function test_nativeCoinSentDirectlyIsRefused() public {
        (bool ok,) = address(tracker).call{value: 1}("");
        assertTrue(!ok, "no receive");
    }

    // ----- receivers that refuse, burn gas or re-enter -----

    function test_aRefusingHolderDoesNotBlockTheQueueAndCanClaimElsewhere() public {
        DividendTestToken token = newToken(address(0));
        DividendTestHolder refuser = new DividendTestHolder(DividendTestHolder.Mode.Refuse);
        token.transfer(ALICE, 1000);
        token.transfer(address(refuser), 1000);
        token.transfer(BOB, 1000);
        token.depositNative{value: 3 ether}();

        vm.expectEmit(true, true, false, true);
        emit IDividendTracker.DividendPaymentFailed(address(token), address(refuser), 1 ether);
        (uint256 visited, uint256 paid,) = token.process(5_000_000);
        assertEq(visited, 3, "all visited");
        assertEq(paid, 2, "the others paid");
        assertEq(ALICE.balance, 1 ether, "alice");
        assertEq(BOB.balance, 1 ether, "bob");
        assertEq(tracker.withdrawableOf(address(token), address(refuser)), 1 ether, "credited back");
        assertEq(tracker.withdrawnOf(address(token), address(refuser)), 0, "not withdrawn");
        assertEq(tracker.totalWithdrawn(address(token)), 2 ether, "book totals");

        vm.expectRevert(
            abi.encodeWithSelector(IDividendTracker.DividendTransferFailed.selector, address(refuser), 1 ether)
        );
        refuser.claim(tracker, address(token));
        refuser.claimTo(tracker, address(token), CAROL);
        assertEq(CAROL.balance, 1 ether, "claimed to another address");
        assertEq(address(tracker).balance, 0, "all paid");
    }

    function test_aGasBurningHolderCostsTheQueueOnlyItsStipend() public {
        uint256 refusing = processWithAHolderThat(DividendTestHolder.Mode.Refuse);
        uint256 burning = processWithAHolderThat(DividendTestHolder.Mode.BurnGas);
        // Burning costs the queue what a refusal costs plus at most the stipend (and its 2,300 extra).
        assertLe(burning, refusing + tracker.NATIVE_PAYOUT_GAS() + 2_300, "bounded by the stipend");
    }

    /// @dev A book with a holder contract in `mode` and Alice; returns the gas of one process call.
    function processWithAHolderThat(DividendTestHolder.Mode mode) internal returns (uint256 used) {
        DividendTestToken token = newToken(address(0));
        DividendTestHolder contractHolder = new DividendTestHolder(mode);
        token.transfer(address(contractHolder), 1000);
        token.transfer(ALICE, 1000);
        token.depositNative{value: 2 ether}();
        uint256 before = gasleft();
        (uint256 visited, uint256 paid,) = token.process(5_000_000);
        used = before - gasleft();
        assertEq(visited, 2, "moved on");
        assertEq(paid, 1, "alice paid");
        assertEq(tracker.withdrawableOf(address(token), address(contractHolder)), 1 ether, "still owed");
    }

    function test_aReenteringHolderIsPaidOnce() public {
        DividendTestToken token = newToken(address(0));
        DividendTestHolder reenter = new DividendTestHolder(DividendTestHolder.Mode.Reenter);
        reenter.setMode(DividendTestHolder.Mode.Reenter, address(token));
        token.transfer(address(reenter), 1000);
        token.transfer(ALICE, 1000);
        token.depositNative{value: 2 ether}();
        assertEq(reenter.claim(tracker, address(token)), 1 ether, "claimed");
        assertTrue(reenter.reentryRefused(), "the second claim was refused");
        assertEq(address(reenter).balance, 1 ether, "paid once");
        assertEq(tracker.withdrawableOf(address(token), address(reenter)), 0, "nothing left");
        assertEq(address(tracker).balance, 1 ether, "alice's part is still there");
    }

    // ----- isolation -----

    /// @dev Invariant: two tokens sharing the tracker and the dividend coin each pay out at most what
    /// was deposited into their own book; one token's reports, exclusions and deposits never change
    /// the other's book; and the tracker's coin balance covers both books.
    function testFuzz_booksOfTwoTokensSharingTheCoinAreIsolated(
        uint256 amountA,
        uint256 amountB,
        uint256 aliceA,
        uint256 aliceB,
        uint256 bobB
    ) public {
        amountA = bound(amountA, 1, 1e30);
        amountB = bound(amountB, 1, 1e30);
        aliceA = bound(aliceA, 1, SUPPLY / 2);
        aliceB = bound(aliceB, 1, SUPPLY / 2);
        bobB = bound(bobB, 1, SUPPLY / 2);
        DividendTestToken tokenA = newToken(address(usdt));
        DividendTestToken tokenB = newToken(address(usdt));
        tokenA.transfer(ALICE, aliceA);
        tokenB.transfer(ALICE, aliceB);
        tokenB.transfer(BOB, bobB);
        depositUsdt(tokenA, amountA);
        depositUsdt(tokenB, amountB);

        // Token A reports and excludes Bob and Alice: only A's book changes.
        tokenA.report(BOB, 10 ** 30);
        tokenA.exclude(ALICE, true);
        assertEq(tracker.shareOf(address(tokenB), BOB), bobB, "B's share of bob untouched");
        assertEq(tracker.shareOf(address(tokenB), ALICE), aliceB, "B's share of alice untouched");
        assertTrue(!tracker.isExcluded(address(tokenB), ALICE), "B's exclusions untouched");
        assertEq(tracker.totalShares(address(tokenB)), aliceB + bobB, "B's total untouched");
        assertEq(tracker.totalDistributed(address(tokenA)), amountA, "A credited only A");
        assertEq(tracker.totalDistributed(address(tokenB)), amountB, "B credited only B");

        // A's book owes Bob nothing yet (his report came after A's deposit); B's book owes him his part.
        uint256 bobOwedB = tracker.withdrawableOf(address(tokenB), BOB);
        assertEq(tracker.withdrawableOf(address(tokenA), BOB), 0, "A owes bob nothing");
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendNothingToClaim.selector, address(tokenA), BOB));
        tracker.claim(address(tokenA));

        // Everyone takes everything from both books.
        uint256 aliceFromA = claimIfOwed(tokenA, ALICE);
        uint256 aliceFromB = claimIfOwed(tokenB, ALICE);
        uint256 bobFromB = claimIfOwed(tokenB, BOB);
        tokenA.process(5_000_000);
        tokenB.process(5_000_000);
        assertEq(bobFromB, bobOwedB, "bob's part of B");
        assertLe(aliceFromA, amountA, "A pays at most A's deposits");
        assertLe(aliceFromB + bobFromB, amountB, "B pays at most B's deposits");
        assertLe(tracker.totalWithdrawn(address(tokenA)), tracker.totalDistributed(address(tokenA)), "A");
        assertLe(tracker.totalWithdrawn(address(tokenB)), tracker.totalDistributed(address(tokenB)), "B");
        assertEq(
            usdt.balanceOf(address(tracker)), obligations(tokenA) + obligations(tokenB), "balance covers both books"
        );
    }

    function test_aTokenCannotSpendAnotherTokensDepositByChangingItsCoin() public {
        DividendTestToken tokenA = newToken(address(usdt));
        DividendTestToken tokenB = newToken(address(0));
        tokenA.transfer(ALICE, 1000);
        depositUsdt(tokenA, 1000e6);
        // B switches to A's coin before its first deposit: allowed, but its book is empty.
        tokenB.updateSettings(settings(address(usdt), 0, 0));
        tokenB.transfer(BOB, 1000);
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendNothingToClaim.selector, address(tokenB), BOB));
        tracker.claim(address(tokenB));
        // A cannot switch away from its coin once it holds deposits.
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendCoinLocked.selector, address(usdt)));
        tokenA.updateSettings(settings(address(0), 0, 0));
    }

    // ----- staking books (LP mode) -----

    function stakingToken(ReferenceERC20 lp, uint128 minHolding) internal returns (DividendTestToken token) {
        DividendSettings memory config = settings(address(0), minHolding, 0);
        config.shareSource = address(lp);
        token = new DividendTestToken(tracker, config, pairAndRouter(), SUPPLY, false);
    }

    function stakeLp(DividendTestToken token, ReferenceERC20 lp, address account, uint256 amount) internal {
        vm.startPrank(account);
        lp.approve(address(tracker), amount);
        tracker.stake(address(token), amount);
        vm.stopPrank();
    }

    function test_stakingBookSharesAreStakesOnly() public {
        ReferenceERC20 lp = new ReferenceERC20(1_000_000e18);
        lp.transfer(ALICE, 300e18);
        lp.transfer(BOB, 100e18);
        lp.transfer(CAROL, 1e18);
        DividendTestToken token = stakingToken(lp, 10e18);
        token.transfer(CAROL, 1_000_000e18); // a big token holder with little LP
        address[] memory holders = new address[](3);
        holders[0] = ALICE;
        holders[1] = BOB;
        holders[2] = CAROL;
        tracker.syncShares(address(token), holders);
        assertEq(tracker.totalShares(address(token)), 0, "held LP earns nothing, synced or not");
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendSharesStaked.selector, address(token)));
        token.report(ALICE, 300e18);

        vm.prank(ALICE);
        lp.approve(address(tracker), 300e18);
        vm.expectEmit(true, true, false, true);
        emit IDividendTracker.DividendStaked(address(token), ALICE, 300e18);
        vm.prank(ALICE);
        tracker.stake(address(token), 300e18);
        stakeLp(token, lp, BOB, 100e18);
        stakeLp(token, lp, CAROL, 1e18);
        assertEq(tracker.shareOf(address(token), ALICE), 300e18, "alice's stake");
        assertEq(tracker.shareOf(address(token), BOB), 100e18, "bob's stake");
        assertEq(tracker.shareOf(address(token), CAROL), 0, "below the minimum");
        assertEq(tracker.stakedOf(address(token), CAROL), 1e18, "still staked");
        assertEq(tracker.getBook(address(token)).totalStaked, 401e18, "book total");
        assertEq(tracker.getHolder(address(token), ALICE).staked, 300e18, "holder view");
        token.depositNative{value: 4 ether}();
        assertApproxEq(tracker.withdrawableOf(address(token), ALICE), 3 ether, 1, "three quarters");

        // Bob unstakes: his share drops at once, what he earned stays owed, his LP comes back.
        vm.expectEmit(true, true, false, true);
        emit IDividendTracker.DividendUnstaked(address(token), BOB, 100e18);
        vm.prank(BOB);
        tracker.unstake(address(token), 100e18);
        assertEq(tracker.shareOf(address(token), BOB), 0, "unstaked");
        assertEq(lp.balanceOf(BOB), 100e18, "LP back");
        assertApproxEq(tracker.withdrawableOf(address(token), BOB), 1 ether, 1, "earned before stays owed");

        // Excluded: no share, the stake stays and comes back; included again: the stake earns again.
        token.exclude(ALICE, true);
        assertEq(tracker.shareOf(address(token), ALICE), 0, "excluded");
        token.exclude(ALICE, false);
        assertEq(tracker.shareOf(address(token), ALICE), 300e18, "the stake counts again");
        // A lower minimum applies to stakes with a sync.
        token.updateSettings(stakingSettings(lp, 0));
        tracker.syncShares(address(token), holders);
        assertEq(tracker.shareOf(address(token), CAROL), 1e18, "carol's stake now earns");
    }

    function stakingSettings(ReferenceERC20 lp, uint128 minHolding) internal pure returns (DividendSettings memory config) {
        config = settings(address(0), minHolding, 0);
        config.shareSource = address(lp);
    }

    function test_stakeRevertPathsAndTheLockedShareSource() public {
        ReferenceERC20 lp = new ReferenceERC20(1_000e18);
        DividendTestToken holderBook = newToken(address(0));
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendNotStakingBook.selector, address(holderBook)));
        tracker.stake(address(holderBook), 1);
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendNotStakingBook.selector, address(holderBook)));
        tracker.unstake(address(holderBook), 1);
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendTokenNotRegistered.selector, STRANGER));
        tracker.stake(STRANGER, 1);

        DividendTestToken token = stakingToken(lp, 0);
        vm.expectRevert(IDividendTracker.DividendZeroStake.selector);
        tracker.stake(address(token), 0);
        vm.expectRevert(IDividendTracker.DividendZeroStake.selector);
        tracker.unstake(address(token), 0);
        stakeLp(token, lp, address(this), 10e18);
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendUnstakeTooLarge.selector, 10e18 + 1, 10e18));
        tracker.unstake(address(token), 10e18 + 1);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendUnstakeTooLarge.selector, 1, 0));
        tracker.unstake(address(token), 1);
        // The token cannot swap the share source under the stakers.
        ReferenceERC20 other = new ReferenceERC20(1e18);
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendShareSourceLocked.selector, address(lp)));
        token.updateSettings(stakingSettings(other, 0));
        tracker.unstake(address(token), 10e18);
        token.updateSettings(stakingSettings(other, 0));
        assertEq(tracker.shareSource(address(token)), address(other), "free to change with nothing staked");
    }

    function testFuzz_aFeeOnTransferSourceCreditsWhatArrived(uint256 amount) public {
        amount = bound(amount, 100, 1e30);
        FeeOnTransferToken lp = new FeeOnTransferToken(100, type(uint128).max);
        DividendSettings memory config = settings(address(0), 0, 0);
        config.shareSource = address(lp);
        DividendTestToken token = new DividendTestToken(tracker, config, pairAndRouter(), SUPPLY, false);
        lp.transfer(ALICE, amount);
        uint256 held = lp.balanceOf(ALICE);
        vm.startPrank(ALICE);
        lp.approve(address(tracker), held);
        tracker.stake(address(token), held);
        uint256 staked = tracker.stakedOf(address(token), ALICE);
        assertEq(staked, lp.balanceOf(address(tracker)), "credited what arrived");
        tracker.unstake(address(token), staked);
        vm.stopPrank();
        assertEq(lp.balanceOf(address(tracker)), 0, "everything went back");
    }

    function testFuzz_twoBooksOnOneSourceKeepTheirStakesApart(uint256 a, uint256 b, uint256 c) public {
        a = bound(a, 1, 1e24);
        b = bound(b, 1, 1e24);
        c = bound(c, 1, 1e24);
        ReferenceERC20 lp = new ReferenceERC20(3e24);
        DividendTestToken first = stakingToken(lp, 0);
        DividendTestToken second = stakingToken(lp, 0);
        lp.transfer(ALICE, a + b);
        lp.transfer(BOB, c);
        stakeLp(first, lp, ALICE, a);
        stakeLp(second, lp, ALICE, b);
        stakeLp(second, lp, BOB, c);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendUnstakeTooLarge.selector, a + 1, a));
        tracker.unstake(address(first), a + 1);
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendUnstakeTooLarge.selector, c, 0));
        tracker.unstake(address(first), c);
        vm.prank(ALICE);
        tracker.unstake(address(second), b);
        vm.prank(BOB);
        tracker.unstake(address(second), c);
        vm.prank(ALICE);
        tracker.unstake(address(first), a);
        assertEq(lp.balanceOf(ALICE), a + b, "alice's LP");
        assertEq(lp.balanceOf(BOB), c, "bob's LP");
    }

    /// @dev Hole 6 of issue 15, the tracker's side: a coin whose rebase runs inside `transferFrom`
    /// grows the tracker's balance of every book's coin during a deposit; measured by balance alone,
    /// that growth was credited to the depositing book. A deposit is credited at most what it asked.
    function testFuzz_aDepositIsNeverCreditedAnotherBooksGrowth(uint256 amount, uint256 growth) public {
        amount = bound(amount, 1, 1e30);
        growth = bound(growth, 1, 1e30);
        GrowOnTransferToken coin = new GrowOnTransferToken(1e31);
        DividendTestToken first = newToken(address(coin));
        DividendTestToken second = newToken(address(coin));
        first.transfer(ALICE, 1);
        second.transfer(BOB, 1);
        coin.transfer(address(first), 1e30);
        first.depositToken(IERC20(address(coin)), 1e30);
        coin.transfer(address(second), amount);
        coin.growNextReceiver(growth);
        assertEq(second.depositToken(IERC20(address(coin)), amount), amount, "credited what it asked");
        assertEq(tracker.withdrawableOf(address(second), BOB), amount, "bob is owed the deposit only");
        assertEq(tracker.withdrawableOf(address(first), ALICE), 1e30, "alice keeps hers");
    }

    function test_syncSharesRevertPaths() public {
        DividendTestToken token = newToken(address(0));
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendNoShareSource.selector, address(token)));
        tracker.syncShares(address(token), new address[](1));
        DividendSettings memory config = settings(address(0), 0, 0);
        config.shareSource = address(token);
        token.updateSettings(config);
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendTooManyAccounts.selector, 101, 100));
        tracker.syncShares(address(token), new address[](101));
    }

    // ----- revert paths -----

    function test_depositRevertPaths() public {
        DividendTestToken native = newToken(address(0));
        DividendTestToken erc20 = newToken(address(usdt));
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendWrongCoin.selector, address(usdt)));
        erc20.depositNative{value: 1}();
        usdt.transfer(address(native), 10);
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendWrongCoin.selector, address(0)));
        native.depositToken(IERC20(address(usdt)), 10);
        vm.expectRevert(IDividendTracker.DividendZeroDeposit.selector);
        native.depositNative{value: 0}();
        vm.expectRevert(IDividendTracker.DividendZeroDeposit.selector);
        erc20.depositToken(IERC20(address(usdt)), 0);
    }

    function test_lifetimeDepositsAreCappedAt128Bits() public {
        ReferenceERC20 huge = new ReferenceERC20(type(uint256).max);
        DividendTestToken token = newToken(address(huge));
        token.transfer(ALICE, 1);
        huge.transfer(address(token), type(uint256).max);
        uint256 max = type(uint128).max;
        token.depositToken(IERC20(address(huge)), max - 5);
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendDepositTooLarge.selector, 6, 5));
        token.depositToken(IERC20(address(huge)), 6);
        token.depositToken(IERC20(address(huge)), 5);
        // One holder with the smallest share: the accumulator is at its largest and still exact.
        vm.prank(ALICE);
        assertEq(tracker.claim(address(token)), max, "the whole 128-bit amount");
    }

    function test_claimRevertPaths() public {
        DividendTestToken token = newToken(address(0));
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendNothingToClaim.selector, address(token), ALICE));
        tracker.claim(address(token));
        vm.prank(ALICE);
        vm.expectRevert(IDividendTracker.DividendZeroRecipient.selector);
        tracker.claimTo(address(token), address(0));
    }

    function test_settingsChangesAreCheckedLikeRegistration() public {
        DividendTestToken token = newToken(address(0));
        vm.expectRevert(
            abi.encodeWithSelector(IDividendTracker.DividendClaimWaitTooLong.selector, 31 days, 30 days)
        );
        token.updateSettings(settings(address(0), 0, 31 days));
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendCoinNotContract.selector, BOB));
        token.updateSettings(settings(BOB, 0, 0));
        token.transfer(ALICE, 1);
        token.depositNative{value: 1}();
        vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendCoinLocked.selector, address(0)));
        token.updateSettings(settings(address(usdt), 0, 0));
        token.updateSettings(settings(address(0), 7, 1 days));
        assertEq(tracker.minHolding(address(token)), 7, "other settings still change");
        assertEq(tracker.claimWait(address(token)), 1 days, "claim wait");
    }

    function test_sharesSaturateAt128Bits() public {
        tracker.register(settings(address(0), 0, 0), new address[](0));
        tracker.setShare(ALICE, type(uint256).max);
        assertEq(tracker.shareOf(address(this), ALICE), type(uint128).max, "saturated");
        tracker.setShare(BOB, type(uint128).max);
        tracker.depositNative{value: 2 ether}();
        assertApproxEq(tracker.withdrawableOf(address(this), ALICE), 1 ether, 1, "half");
        assertLe(tracker.withdrawableOf(address(this), ALICE), 1 ether, "rounded down");
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {TestBase} from "../utils/TestBase.sol";
import {TestAccounts} from "../utils/TestAccounts.sol";
import {TokenLocker} from "../../src/lock/TokenLocker.sol";
import {ITokenLocker, LockEntry, LockKind, LockSchedule, LockView} from "../../src/lock/ITokenLocker.sol";
import {LockIdList} from "../../src/lock/LockIdList.sol";
import {ReferenceERC20} from "../fixtures/ReferenceERC20.sol";
import {FeeOnTransferToken} from "../fixtures/FeeOnTransferToken.sol";
import {ReentrantLockToken} from "../fixtures/ReentrantLockToken.sol";

/// @dev Storage cheatcodes (served by Hardhat's EDR like the ones TestBase declares).
interface VmStorage {
    function store(address target, bytes32 slot, bytes32 value) external;
    function load(address target, bytes32 slot) external view returns (bytes32);
}

/// @notice A token whose transferFrom reports success and moves nothing.
contract NothingArrivesToken is ERC20 {
    constructor() ERC20("Nothing", "NIL") {
        _mint(msg.sender, 1e30);
    }

    function transferFrom(address, address, uint256) public pure override returns (bool) {
        return true;
    }
}

/// @notice LockIdList through external calls, so a test can compare it with a plain array.
contract LockIdListHarness {
    using LockIdList for mapping(uint256 => uint256);

    mapping(uint256 => uint256) private _words;

    function push(uint256 id) external {
        _words.push(id);
    }

    function pushRange(uint256 first, uint256 count) external {
        _words.pushRange(first, count);
    }

    function get(uint256 index) external view returns (uint256) {
        return _words.get(index);
    }

    function length() external view returns (uint256) {
        return _words.length();
    }

    function word(uint256 index) external view returns (uint256) {
        return _words[index];
    }
}

/// @notice TokenLocker: every schedule with fuzzed amounts, times and cycles (claims sum to the
/// locked amount, nothing before release), extend and raise rules, transfer and renounce, access
/// control, fee-on-transfer tokens, hostile re-entrant tokens, batches, the indexes, totalLocked and
/// LockIdList against a plain array. LP detection against real AMM pairs is in tokenLocker.ts.
contract TokenLockerTest is TestBase, TestAccounts {
    VmStorage internal constant vmStorage = VmStorage(address(uint160(uint256(keccak256("hevm cheat code")))));

    uint256 internal constant SUPPLY = 1e30;
    uint256 internal constant MAX_TIMESTAMP = 10_000_000_000;

    TokenLocker internal locker;
    ReferenceERC20 internal token;
    FeeOnTransferToken internal taxed;

    function setUp() public {
        vm.warp(T0);
        locker = new TokenLocker();
        token = new ReferenceERC20(SUPPLY);
        taxed = new FeeOnTransferToken(100, SUPPLY); // 1% of every transfer burned
        token.approve(address(locker), type(uint256).max);
        taxed.approve(address(locker), type(uint256).max);
    }

    // ----- helpers -----

    function fixedUntil(uint256 end) internal pure returns (LockSchedule memory schedule) {
        schedule.kind = LockKind.Fixed;
        schedule.end = end;
    }

    function linear(uint256 start, uint256 end) internal pure returns (LockSchedule memory schedule) {
        schedule.kind = LockKind.Linear;
        schedule.start = start;
        schedule.end = end;
    }

    function period(uint256 start, uint256 cycle, uint256 firstBps, uint256 cycleBps)
        internal
        pure
        returns (LockSchedule memory schedule)
    {
        schedule.kind = LockKind.Period;
        schedule.start = start;
        schedule.cycle = cycle;
        schedule.firstBps = firstBps;
        schedule.cycleBps = cycleBps;
    }

    function lockFor(address owner, uint256 amount, LockSchedule memory schedule) internal returns (uint256) {
        return locker.lock(address(token), false, owner, amount, schedule, "");
    }

    function lockView(uint256 id) internal view returns (LockView memory) {
        uint256[] memory ids = new uint256[](1);
        ids[0] = id;
        return locker.getLocks(ids)[0];
    }

    function withdrawAs(address owner, uint256 id) internal returns (uint256) {
        vm.prank(owner);
        return locker.withdraw(id);
    }

    /// @dev getLocks, releasedAt and withdraw agree at the current time; withdraws when anything is
    /// withdrawable and returns what was withdrawn.
    function checkAndClaim(uint256 id, address owner) internal returns (uint256 claimed) {
        LockView memory info = lockView(id);
        uint256 released = locker.releasedAt(id, block.timestamp);
        assertLe(released, info.amount, "released <= amount");
        uint256 expected = released > info.withdrawn ? released - info.withdrawn : 0;
        assertEq(info.withdrawable, expected, "getLocks withdrawable = releasedAt - withdrawn");
        assertLe(info.withdrawable, info.amount - info.withdrawn, "withdrawable <= rest");
        if (expected == 0) {
            vm.prank(owner);
            vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNothingToWithdraw.selector, id));
            locker.withdraw(id);
            return 0;
        }
        claimed = withdrawAs(owner, id);
        assertEq(claimed, expected, "withdraw pays what getLocks showed");
        assertEq(lockView(id).withdrawn, info.withdrawn + claimed, "withdrawn grows");
    }

    /// @dev Claims at `steps` random increasing times up to the end, then at the end; returns the sum.
    function claimThroughEnd(uint256 id, address owner, uint256 seed, uint256 steps) internal returns (uint256 total) {
        LockView memory info = lockView(id);
        uint256 end = info.end;
        uint256 previousReleased = locker.releasedAt(id, block.timestamp);
        for (uint256 i; i < steps && block.timestamp < end; ++i) {
            uint256 gap = end - block.timestamp;
            vm.warp(block.timestamp + bound(uint256(keccak256(abi.encode(seed, i))), 0, gap));
            uint256 released = locker.releasedAt(id, block.timestamp);
            assertGe(released, previousReleased, "release never goes back without an extension");
            previousReleased = released;
            total += checkAndClaim(id, owner);
        }
        if (block.timestamp < end) {
            if (end > 0) {
                assertLe(locker.releasedAt(id, end - 1), info.amount, "before the end");
            }
            vm.warp(end);
        }
        assertEq(locker.releasedAt(id, block.timestamp), info.amount, "everything at the end");
        total += checkAndClaim(id, owner);
        assertEq(lockView(id).withdrawn, info.amount, "fully withdrawn");
    }

    // ----- Fixed -----

    function test_fixedLockStoresItsFieldsAndReleasesEverythingAtTheEnd() public {
        uint256 end = T0 + 30 days;
        vm.expectEmit(true, true, true, true);
        emit ITokenLocker.LockCreated(
            1, address(token), ALICE, 1000e18, LockKind.Fixed, uint40(T0), uint40(end), false
        );
        uint256 id = locker.lock(address(token), false, ALICE, 1000e18, fixedUntil(end), "Team tokens");
        assertEq(id, 1, "first id is 1");
        assertEq(locker.lockCount(), 1, "lockCount");
        assertEq(locker.totalLocked(address(token)), 1000e18, "totalLocked");
        assertEq(token.balanceOf(address(locker)), 1000e18, "tokens held");

        LockView memory info = lockView(id);
        assertEq(info.id, 1, "id");
        assertEq(info.token, address(token), "token");
        assertTrue(!info.isLp, "not LP");
        assertEq(info.owner, ALICE, "owner");
        assertTrue(info.kind == LockKind.Fixed, "kind");
        assertEq(info.start, T0, "start = creation time");
        assertEq(info.end, end, "end");
        assertEq(info.cycle + info.firstBps + info.cycleBps, 0, "no period fields");
        assertEq(info.amount, 1000e18, "amount");
        assertEq(info.withdrawn, 0, "withdrawn");
        assertEq(info.withdrawable, 0, "withdrawable");
        assertEq(keccak256(bytes(info.description)), keccak256("Team tokens"), "description");

        vm.warp(end - 1);
        assertEq(locker.releasedAt(id, block.timestamp), 0, "nothing a second before");
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNothingToWithdraw.selector, id));
        locker.withdraw(id);

        vm.warp(end);
        vm.expectEmit(true, true, false, true);
        emit ITokenLocker.LockWithdrawn(id, ALICE, 1000e18);
        assertEq(withdrawAs(ALICE, id), 1000e18, "everything at the end");
        assertEq(token.balanceOf(ALICE), 1000e18, "paid to the owner");
        assertEq(locker.totalLocked(address(token)), 0, "totalLocked back to 0");
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNothingToWithdraw.selector, id));
        locker.withdraw(id);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockFinished.selector, id));
        locker.extend(id, end + 1 days, 0);
    }

    function testFuzz_fixedReleasesNothingBeforeAndAllAtTheEnd(uint256 amount, uint256 duration, uint256 early)
        public
    {
        amount = bound(amount, 1, type(uint128).max);
        duration = bound(duration, 1, MAX_TIMESTAMP - T0);
        ReferenceERC20 big = new ReferenceERC20(type(uint128).max);
        big.approve(address(locker), type(uint256).max);
        uint256 id = locker.lock(address(big), false, ALICE, amount, fixedUntil(T0 + duration), "");
        vm.warp(T0 + bound(early, 0, duration - 1));
        assertEq(locker.releasedAt(id, block.timestamp), 0, "nothing before the end");
        assertEq(lockView(id).withdrawable, 0, "withdrawable 0 before the end");
        vm.warp(T0 + duration);
        assertEq(withdrawAs(ALICE, id), amount, "all at the end");
        assertEq(big.balanceOf(ALICE), amount, "owner paid");
        assertEq(locker.totalLocked(address(big)), 0, "nothing left");
    }

    // ----- Linear -----

    function test_linearReleasesInProportionToTime() public {
        uint256 id = lockFor(ALICE, 1000, linear(T0 + 100, T0 + 400));
        assertEq(locker.releasedAt(id, T0 + 100), 0, "nothing at start");
        assertEq(locker.releasedAt(id, T0 + 99), 0, "nothing before start");
        assertEq(locker.releasedAt(id, T0 + 101), 3, "1/300 rounds down");
        assertEq(locker.releasedAt(id, T0 + 250), 500, "half way");
        assertEq(locker.releasedAt(id, T0 + 399), 996, "a second before the end");
        assertEq(locker.releasedAt(id, T0 + 400), 1000, "all at the end");
        vm.warp(T0 + 101);
        assertEq(withdrawAs(ALICE, id), 3, "first claim");
        vm.warp(T0 + 399);
        assertEq(withdrawAs(ALICE, id), 993, "second claim");
        vm.warp(T0 + 400);
        assertEq(withdrawAs(ALICE, id), 4, "the last claim takes the rounding rest");
        assertEq(token.balanceOf(ALICE), 1000, "nothing lost");
    }

    function test_linearMayStartInThePast() public {
        // A vesting that began before the lock: the time already passed is released at once.
        uint256 id = lockFor(ALICE, 1000, linear(T0 - 100, T0 + 100));
        assertEq(lockView(id).withdrawable, 500, "half released at once");
    }

    function testFuzz_linearClaimsSumToTheAmount(
        uint256 amount,
        uint256 startOffset,
        uint256 duration,
        uint256 seed,
        uint256 steps
    ) public {
        amount = bound(amount, 1, 1e27);
        startOffset = bound(startOffset, 0, 365 days);
        duration = bound(duration, 1, 4 * 365 days);
        steps = bound(steps, 0, 12);
        uint256 start = T0 + startOffset;
        uint256 id = lockFor(BOB, amount, linear(start, start + duration));
        if (start > T0) {
            vm.warp(start - 1);
            assertEq(locker.releasedAt(id, block.timestamp), 0, "nothing before start");
        }
        assertEq(claimThroughEnd(id, BOB, seed, steps), amount, "claims sum to the amount");
        assertEq(token.balanceOf(BOB), amount, "owner got everything");
        assertEq(locker.totalLocked(address(token)), 0, "nothing left");
    }

    // ----- Period -----

    function test_periodReleasesAFirstShareThenOneEveryCycle() public {
        // 25% at start, then 30% per 30 days: 25, 55, 85, 100.
        uint256 start = T0 + 10 days;
        uint256 id = lockFor(ALICE, 1001, period(start, 30 days, 2500, 3000));
        LockView memory info = lockView(id);
        assertEq(info.start, start, "start");
        assertEq(info.end, start + 90 days, "three cycles to reach 100%");
        assertEq(info.cycle, 30 days, "cycle");
        assertEq(info.firstBps, 2500, "firstBps");
        assertEq(info.cycleBps, 3000, "cycleBps");
        assertEq(locker.releasedAt(id, start - 1), 0, "nothing before start");
        assertEq(locker.releasedAt(id, start), 250, "25% rounded down");
        assertEq(locker.releasedAt(id, start + 30 days - 1), 250, "same until the cycle ends");
        assertEq(locker.releasedAt(id, start + 30 days), 550, "55%");
        assertEq(locker.releasedAt(id, start + 60 days), 850, "85%");
        assertEq(locker.releasedAt(id, start + 90 days - 1), 850, "85% until the last release");
        assertEq(locker.releasedAt(id, start + 90 days), 1001, "everything, rounding rest included");
    }

    function test_periodWithFirstBpsTenThousandIsAFixedLockAtStart() public {
        uint256 start = T0 + 1 days;
        uint256 id = lockFor(ALICE, 777, period(start, 1, 10_000, 1));
        assertEq(lockView(id).end, start, "end = start");
        assertEq(locker.releasedAt(id, start - 1), 0, "nothing before");
        vm.warp(start);
        assertEq(withdrawAs(ALICE, id), 777, "all at start");
    }

    function test_periodWithFirstBpsZeroReleasesNothingAtStart() public {
        uint256 start = T0 + 1 days;
        uint256 id = lockFor(ALICE, 1000, period(start, 1 days, 0, 5000));
        assertEq(lockView(id).end, start + 2 days, "two cycles");
        vm.warp(start);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNothingToWithdraw.selector, id));
        locker.withdraw(id);
        vm.warp(start + 1 days);
        assertEq(withdrawAs(ALICE, id), 500, "one cycle");
    }

    function test_periodCycleBpsThatDoesNotDivideTenThousandEndsWithTheRest() public {
        // 0% first, 3% per cycle: 34 cycles (33 give 99%), the last one pays the final 1% + rounding.
        uint256 start = T0 + 1 days;
        uint256 id = lockFor(ALICE, 999_999, period(start, 1 hours, 0, 300));
        assertEq(lockView(id).end, start + 34 hours, "34 cycles");
        assertEq(locker.releasedAt(id, start + 33 hours), (uint256(999_999) * 9900) / 10_000, "99%");
        assertEq(locker.releasedAt(id, start + 34 hours), 999_999, "everything at the last release");
        vm.warp(start + 33 hours);
        uint256 first = withdrawAs(ALICE, id);
        vm.warp(start + 34 hours);
        assertEq(first + withdrawAs(ALICE, id), 999_999, "nothing lost");
    }

    function testFuzz_periodClaimsSumToTheAmount(
        uint256 amount,
        uint256 firstBps,
        uint256 cycleBps,
        uint256 cycle,
        uint256 seed,
        uint256 steps
    ) public {
        amount = bound(amount, 1, 1e27);
        firstBps = bound(firstBps, 0, 10_000);
        cycleBps = bound(cycleBps, 1, 10_000);
        steps = bound(steps, 0, 12);
        uint256 start = T0 + 1 + (seed % 30 days);
        // Up to 90-day cycles, as long as the last release stays below MAX_TIMESTAMP.
        uint256 needed = (10_000 - firstBps + cycleBps - 1) / cycleBps;
        uint256 longest = needed == 0 ? 90 days : (MAX_TIMESTAMP - start) / needed;
        cycle = bound(cycle, 1, longest < 90 days ? longest : 90 days);
        uint256 id = lockFor(CAROL, amount, period(start, cycle, firstBps, cycleBps));
        LockView memory info = lockView(id);
        uint256 cycles = (info.end - start) / cycle;
        assertEq(info.end, start + cycles * cycle, "end on a cycle boundary");
        assertGe(firstBps + cycles * cycleBps, 10_000, "enough cycles for 100%");
        if (cycles > 0) assertLe(firstBps + (cycles - 1) * cycleBps, 9999, "not one cycle more");
        assertEq(locker.releasedAt(id, start - 1), 0, "nothing before start");
        assertEq(locker.releasedAt(id, start), cycles == 0 ? amount : (amount * firstBps) / 10_000, "first share");
        assertEq(claimThroughEnd(id, CAROL, seed, steps), amount, "claims sum to the amount");
        assertEq(token.balanceOf(CAROL), amount, "owner got everything");
    }

    // ----- schedule validation -----

    function test_invalidSchedulesAreRefused() public {
        LockSchedule[] memory bad = new LockSchedule[](15);
        bad[0] = fixedUntil(T0 + 1);
        bad[0].start = 1;
        bad[1] = fixedUntil(T0 + 1);
        bad[1].cycle = 1;
        bad[2] = fixedUntil(T0 + 1);
        bad[2].firstBps = 1;
        bad[3] = fixedUntil(T0 + 1);
        bad[3].cycleBps = 1;
        bad[4] = linear(T0 + 10, T0 + 10); // start = end
        bad[5] = linear(T0 + 11, T0 + 10); // start after end
        bad[6] = linear(T0, T0 + 10);
        bad[6].cycle = 1;
        bad[7] = linear(T0, T0 + 10);
        bad[7].firstBps = 1;
        bad[8] = linear(T0, T0 + 10);
        bad[8].cycleBps = 1;
        bad[9] = period(T0 + 1, 1, 0, 100);
        bad[9].end = T0 + 100; // the contract computes the end
        bad[10] = period(T0 + 1, 0, 0, 100); // no cycle
        bad[11] = period(T0 + 1, uint256(type(uint32).max) + 1, 0, 100);
        bad[12] = period(T0 + 1, 1, 0, 0); // no cycle share
        bad[13] = period(T0 + 1, 1, 0, 10_001);
        bad[14] = period(T0 + 1, 1, 10_001, 100);
        for (uint256 i; i < bad.length; ++i) {
            vm.expectRevert(ITokenLocker.LockInvalidSchedule.selector);
            lockFor(ALICE, 1, bad[i]);
        }
        assertEq(locker.lockCount(), 0, "nothing locked");
    }

    function test_unlockDatesNotInTheFutureAreRefused() public {
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockUnlockDateInPast.selector, T0, T0));
        lockFor(ALICE, 1, fixedUntil(T0));
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockUnlockDateInPast.selector, T0 - 1, T0));
        lockFor(ALICE, 1, fixedUntil(T0 - 1));
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockUnlockDateInPast.selector, 0, T0));
        lockFor(ALICE, 1, fixedUntil(0));
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockUnlockDateInPast.selector, T0, T0));
        lockFor(ALICE, 1, linear(T0 - 10, T0));
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockUnlockDateInPast.selector, T0, T0));
        lockFor(ALICE, 1, period(T0, 1, 0, 100));
    }

    function test_millisecondTimestampsAreRefused() public {
        uint256 ms = T0 * 1000;
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockTimestampTooLarge.selector, ms));
        lockFor(ALICE, 1, fixedUntil(ms));
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockTimestampTooLarge.selector, MAX_TIMESTAMP + 1));
        lockFor(ALICE, 1, fixedUntil(MAX_TIMESTAMP + 1));
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockTimestampTooLarge.selector, ms));
        lockFor(ALICE, 1, linear(ms, ms + 1000));
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockTimestampTooLarge.selector, ms));
        lockFor(ALICE, 1, linear(T0, ms));
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockTimestampTooLarge.selector, ms));
        lockFor(ALICE, 1, period(ms, 1, 0, 100));
        // A valid start whose computed last release lands past the limit.
        vm.expectRevert(
            abi.encodeWithSelector(ITokenLocker.LockTimestampTooLarge.selector, MAX_TIMESTAMP - 10 + 100 * 1 days)
        );
        lockFor(ALICE, 1, period(MAX_TIMESTAMP - 10, 1 days, 0, 100));
        // The very last second is fine.
        uint256 id = lockFor(ALICE, 1, fixedUntil(MAX_TIMESTAMP));
        assertEq(lockView(id).end, MAX_TIMESTAMP, "MAX_TIMESTAMP accepted");
        assertEq(locker.MAX_TIMESTAMP(), MAX_TIMESTAMP, "constant");
    }

    function testFuzz_timestampsAboveTheLimitAreRefused(uint256 timestamp) public {
        timestamp = bound(timestamp, MAX_TIMESTAMP + 1, type(uint256).max);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockTimestampTooLarge.selector, timestamp));
        lockFor(ALICE, 1, fixedUntil(timestamp));
        uint256 id = lockFor(ALICE, 1, fixedUntil(T0 + 1));
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockTimestampTooLarge.selector, timestamp));
        locker.extend(id, timestamp, 0);
    }

    // ----- owners and amounts -----

    function test_zeroOwnerAndBadAmountsAreRefused() public {
        vm.expectRevert(ITokenLocker.LockInvalidOwner.selector);
        lockFor(address(0), 1, fixedUntil(T0 + 1));
        vm.expectRevert(ITokenLocker.LockInvalidAmount.selector);
        lockFor(ALICE, 0, fixedUntil(T0 + 1));
        vm.expectRevert(ITokenLocker.LockInvalidAmount.selector);
        lockFor(ALICE, uint256(type(uint128).max) + 1, fixedUntil(T0 + 1));
        NothingArrivesToken nothing = new NothingArrivesToken();
        vm.expectRevert(ITokenLocker.LockInvalidAmount.selector);
        locker.lock(address(nothing), false, ALICE, 1000, fixedUntil(T0 + 1), "");
        // Neither an EOA nor the zero address is a token.
        vm.expectRevert();
        locker.lock(address(0), false, ALICE, 1, fixedUntil(T0 + 1), "");
        vm.expectRevert();
        locker.lock(STRANGER, false, ALICE, 1, fixedUntil(T0 + 1), "");
    }

    function test_aLockMayHoldUpToTwoPow128MinusOne() public {
        ReferenceERC20 big = new ReferenceERC20(type(uint256).max);
        big.approve(address(locker), type(uint256).max);
        uint256 id = locker.lock(address(big), false, ALICE, type(uint128).max, fixedUntil(T0 + 1), "");
        big.transfer(ALICE, type(uint128).max);
        vm.prank(ALICE);
        big.approve(address(locker), type(uint256).max);
        vm.prank(ALICE);
        vm.expectRevert(ITokenLocker.LockInvalidAmount.selector);
        locker.extend(id, 0, 1); // the sum would not fit in 128 bits
        uint256 other = locker.lock(address(big), false, ALICE, 1, fixedUntil(T0 + 1), "");
        vm.prank(ALICE);
        locker.extend(other, 0, type(uint128).max - 1);
        assertEq(lockView(other).amount, type(uint128).max, "raised to the maximum");
        assertEq(locker.totalLocked(address(big)), uint256(type(uint128).max) * 2, "totalLocked is a full word");
    }

    // ----- extend -----

    function test_extendMovesAFixedUnlockLaterAndRaisesTheAmount() public {
        uint256 end = T0 + 30 days;
        uint256 id = lockFor(ALICE, 1000, fixedUntil(end));
        token.transfer(ALICE, 500);
        vm.prank(ALICE);
        token.approve(address(locker), 500);

        vm.startPrank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNoChange.selector, id));
        locker.extend(id, 0, 0);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNewUnlockNotLater.selector, end, end, T0));
        locker.extend(id, end, 0);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNewUnlockNotLater.selector, end - 1, end, T0));
        locker.extend(id, end - 1, 0);

        vm.expectEmit(true, false, false, true);
        emit ITokenLocker.LockExtended(id, uint40(T0), uint40(end + 1 days), 1000);
        locker.extend(id, end + 1 days, 0);
        assertEq(lockView(id).end, end + 1 days, "end moved");

        vm.expectEmit(true, false, false, true);
        emit ITokenLocker.LockExtended(id, uint40(T0), uint40(end + 1 days), 1500);
        locker.extend(id, 0, 500);
        vm.stopPrank();
        assertEq(lockView(id).amount, 1500, "amount raised");
        assertEq(locker.totalLocked(address(token)), 1500, "totalLocked raised");
        assertEq(token.balanceOf(ALICE), 0, "pulled from the caller");

        // Both at once, by the owner, paid by the owner.
        token.transfer(ALICE, 10);
        vm.startPrank(ALICE);
        token.approve(address(locker), 10);
        locker.extend(id, end + 2 days, 10);
        vm.stopPrank();
        assertEq(lockView(id).amount, 1510, "amount");
        assertEq(lockView(id).end, end + 2 days, "end");
        vm.warp(end + 2 days);
        assertEq(withdrawAs(ALICE, id), 1510, "everything");
    }

    function test_extendAfterTheEndPassedNeedsADateAfterNow() public {
        uint256 end = T0 + 10;
        uint256 id = lockFor(ALICE, 1000, fixedUntil(end));
        vm.warp(end + 100);
        vm.startPrank(ALICE);
        // Later than the old date but not than now.
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNewUnlockNotLater.selector, end + 50, end, end + 100));
        locker.extend(id, end + 50, 0);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNewUnlockNotLater.selector, end + 100, end, end + 100));
        locker.extend(id, end + 100, 0);
        vm.stopPrank();
        // Adding tokens to an ended schedule alone would lock nothing.
        token.transfer(ALICE, 5);
        vm.startPrank(ALICE);
        token.approve(address(locker), 5);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockUnlockDateInPast.selector, end, end + 100));
        locker.extend(id, 0, 5);
        // Re-locking with a new date (and more tokens) is fine.
        locker.extend(id, end + 200, 5);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNothingToWithdraw.selector, id));
        locker.withdraw(id);
        vm.stopPrank();
        vm.warp(end + 200);
        assertEq(withdrawAs(ALICE, id), 1005, "all at the new date");
    }

    function test_extendALinearLockWhoseEndPassedNeverUnderflows() public {
        uint256 id = lockFor(ALICE, 1000, linear(T0, T0 + 100));
        vm.warp(T0 + 50);
        assertEq(withdrawAs(ALICE, id), 500, "half");
        vm.warp(T0 + 200); // ended, 500 withdrawable
        assertEq(lockView(id).withdrawable, 500, "the rest is free");
        vm.prank(ALICE);
        vm.expectEmit(true, false, false, true);
        emit ITokenLocker.LockExtended(id, uint40(T0), uint40(T0 + 500), 1000);
        locker.extend(id, T0 + 500, 0);
        // 1000 * 200 / 500 = 400 released, 500 already withdrawn: nothing withdrawable, no underflow.
        assertEq(locker.releasedAt(id, block.timestamp), 400, "released fell below withdrawn");
        LockView memory info = lockView(id);
        assertEq(info.withdrawn, 500, "withdrawn kept");
        assertEq(info.withdrawable, 0, "withdrawable is 0, not negative");
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNothingToWithdraw.selector, id));
        locker.withdraw(id);
        vm.warp(T0 + 260); // 520 released
        assertEq(withdrawAs(ALICE, id), 20, "the schedule caught up");
        vm.warp(T0 + 500);
        assertEq(withdrawAs(ALICE, id), 480, "the rest");
        assertEq(token.balanceOf(ALICE), 1000, "nothing lost, nothing extra");
    }

    function test_extendAPeriodLockMovesItsFirstAndLastRelease() public {
        uint256 start = T0 + 100;
        uint256 id = lockFor(ALICE, 1000, period(start, 10, 1000, 3000)); // 10%, then 30% per cycle
        assertEq(lockView(id).end, start + 30, "three cycles");
        vm.startPrank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNewUnlockNotLater.selector, start, start, T0));
        locker.extend(id, start, 0);
        vm.expectEmit(true, false, false, true);
        emit ITokenLocker.LockExtended(id, uint40(start + 1000), uint40(start + 1030), 1000);
        locker.extend(id, start + 1000, 0);
        vm.stopPrank();
        assertEq(locker.releasedAt(id, start + 999), 0, "nothing before the new start");
        assertEq(locker.releasedAt(id, start + 1000), 100, "first share at the new start");
        // Far-off start whose last release passes the limit.
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockTimestampTooLarge.selector, MAX_TIMESTAMP + 20));
        locker.extend(id, MAX_TIMESTAMP - 10, 0);
    }

    function test_extendAPeriodLockThatAlreadyReleasedPart() public {
        uint256 start = T0 + 100;
        uint256 id = lockFor(ALICE, 1000, period(start, 10, 5000, 5000)); // 50% then 50%
        vm.warp(start);
        assertEq(withdrawAs(ALICE, id), 500, "first half");
        vm.prank(ALICE);
        locker.extend(id, start + 50, 0); // first release moves to +50, last to +60
        assertEq(lockView(id).withdrawable, 0, "released 0 < withdrawn 500: nothing, no underflow");
        vm.warp(start + 50);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNothingToWithdraw.selector, id));
        locker.withdraw(id); // 50% released again = what was withdrawn
        vm.warp(start + 60);
        assertEq(withdrawAs(ALICE, id), 500, "second half at the moved last release");
    }

    function testFuzz_extendRulesAndClaimsStillSumToTheAmount(
        uint256 kindSeed,
        uint256 elapsed,
        uint256 newUnlock,
        uint256 addAmount,
        uint256 seed
    ) public {
        LockKind kind = LockKind(kindSeed % 3);
        LockSchedule memory schedule = kind == LockKind.Fixed
            ? fixedUntil(T0 + 1000)
            : kind == LockKind.Linear ? linear(T0 + 100, T0 + 1000) : period(T0 + 100, 100, 1000, 2500);
        uint256 id = lockFor(ALICE, 10_000, schedule);
        LockView memory before = lockView(id);
        uint256 old = kind == LockKind.Period ? before.start : before.end;
        vm.warp(T0 + bound(elapsed, 0, 2000));
        uint256 claimed = checkAndClaim(id, ALICE);
        newUnlock = bound(newUnlock, 0, T0 + 5000);
        addAmount = bound(addAmount, 0, 1e24);
        token.transfer(ALICE, addAmount);
        vm.prank(ALICE);
        token.approve(address(locker), addAmount);

        bool finished = claimed == 10_000;
        bool fails = true;
        vm.prank(ALICE);
        if (finished) {
            vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockFinished.selector, id));
        } else if (newUnlock == 0 && addAmount == 0) {
            vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNoChange.selector, id));
        } else if (newUnlock != 0 && (newUnlock <= old || newUnlock <= block.timestamp)) {
            vm.expectRevert(
                abi.encodeWithSelector(ITokenLocker.LockNewUnlockNotLater.selector, newUnlock, old, block.timestamp)
            );
        } else if (newUnlock == 0 && block.timestamp >= before.end) {
            vm.expectRevert(
                abi.encodeWithSelector(ITokenLocker.LockUnlockDateInPast.selector, before.end, block.timestamp)
            );
        } else {
            fails = false;
        }
        locker.extend(id, newUnlock, addAmount);
        uint256 amount = lockView(id).amount;
        uint256 rest = claimThroughEnd(id, ALICE, seed, 6);
        assertEq(claimed + rest, amount, "claims sum to the (raised) amount");
        assertEq(amount, fails ? 10_000 : 10_000 + addAmount, "raised only when the extension passed");
        assertEq(token.balanceOf(ALICE), amount + (fails ? addAmount : 0), "owner holds exactly the amount");
        assertEq(locker.totalLocked(address(token)), 0, "nothing left");
    }

    // ----- transfer and renounce -----

    function test_transferLockGivesItToTheNewOwner() public {
        uint256 id = lockFor(ALICE, 1000, fixedUntil(T0 + 10));
        vm.startPrank(ALICE);
        vm.expectRevert(ITokenLocker.LockInvalidOwner.selector);
        locker.transferLock(id, address(0));
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNoChange.selector, id));
        locker.transferLock(id, ALICE);
        vm.expectEmit(true, true, true, true);
        emit ITokenLocker.LockOwnerChanged(id, ALICE, BOB);
        locker.transferLock(id, BOB);
        vm.stopPrank();
        assertEq(lockView(id).owner, BOB, "new owner");
        (uint256[] memory aliceIds, uint256 aliceNext) = locker.locksOfOwner(ALICE, 0, 10);
        assertEq(aliceIds.length, 0, "ALICE no longer lists it");
        assertEq(aliceNext, 1, "but her index keeps the entry");
        assertEq(locker.ownerIndexLength(ALICE), 1, "index length");
        (uint256[] memory bobIds,) = locker.locksOfOwner(BOB, 0, 10);
        assertEq(bobIds.length, 1, "BOB lists it");
        assertEq(bobIds[0], id, "id");

        vm.warp(T0 + 10);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNotOwner.selector, id, ALICE));
        locker.withdraw(id);
        assertEq(withdrawAs(BOB, id), 1000, "the new owner withdraws");
        assertEq(token.balanceOf(BOB), 1000, "to the new owner");
    }

    function test_transferAndTransferBackListsTheLockTwice() public {
        // Documented: the indexes are append-only, so the UI removes duplicate ids.
        uint256 id = lockFor(ALICE, 1000, fixedUntil(T0 + 10));
        vm.prank(ALICE);
        locker.transferLock(id, BOB);
        vm.prank(BOB);
        locker.transferLock(id, ALICE);
        (uint256[] memory ids, uint256 next) = locker.locksOfOwner(ALICE, 0, 10);
        assertEq(next, 2, "two entries");
        assertEq(ids.length, 2, "both entries are ALICE's lock again");
        assertEq(ids[0], id, "first");
        assertEq(ids[1], id, "second");
        (ids,) = locker.locksOfOwner(BOB, 0, 10);
        assertEq(ids.length, 0, "BOB lists nothing");
    }

    function test_renouncedLocksCanNeverBeWithdrawnExtendedOrTransferred() public {
        uint256 id = lockFor(ALICE, 1000, fixedUntil(T0 + 10));
        vm.prank(ALICE);
        vm.expectEmit(true, true, true, true);
        emit ITokenLocker.LockOwnerChanged(id, ALICE, address(0));
        locker.renounceLock(id);
        vm.warp(T0 + 10);
        LockView memory info = lockView(id);
        assertEq(info.owner, address(0), "no owner");
        assertEq(info.withdrawable, 0, "nobody can withdraw");
        assertEq(locker.releasedAt(id, block.timestamp), 1000, "the schedule still says released");
        assertEq(locker.totalLocked(address(token)), 1000, "still counted");
        (uint256[] memory ids,) = locker.locksOfOwner(ALICE, 0, 10);
        assertEq(ids.length, 0, "not listed for ALICE");
        address[3] memory callers = [ALICE, address(0), STRANGER];
        for (uint256 i; i < callers.length; ++i) {
            vm.startPrank(callers[i]);
            vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNotOwner.selector, id, callers[i]));
            locker.withdraw(id);
            vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNotOwner.selector, id, callers[i]));
            locker.extend(id, T0 + 100, 0);
            vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNotOwner.selector, id, callers[i]));
            locker.transferLock(id, BOB);
            vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNotOwner.selector, id, callers[i]));
            locker.renounceLock(id);
            vm.stopPrank();
        }
        assertEq(token.balanceOf(address(locker)), 1000, "the tokens stay");
    }

    // ----- access control and unknown ids -----

    function testFuzz_everyOwnerFunctionRefusesOthers(address caller) public {
        vm.assume(caller != ALICE);
        uint256 id = lockFor(ALICE, 1000, linear(T0, T0 + 10));
        vm.warp(T0 + 5);
        vm.startPrank(caller);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNotOwner.selector, id, caller));
        locker.withdraw(id);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNotOwner.selector, id, caller));
        locker.extend(id, T0 + 100, 0);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNotOwner.selector, id, caller));
        locker.extend(id, 0, 1);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNotOwner.selector, id, caller));
        locker.transferLock(id, caller == BOB ? CAROL : BOB);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNotOwner.selector, id, caller));
        locker.renounceLock(id);
        vm.stopPrank();
        assertEq(lockView(id).owner, ALICE, "unchanged");
        assertEq(lockView(id).withdrawn, 0, "nothing taken");
    }

    function test_theDeployerHasNoPower() public {
        // The test contract deployed the locker and funded the lock: neither gives it any right.
        uint256 id = lockFor(ALICE, 1000, fixedUntil(T0 + 10));
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNotOwner.selector, id, address(this)));
        locker.withdraw(id);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNotOwner.selector, id, address(this)));
        locker.transferLock(id, address(this));
    }

    function test_unknownIdsAreRefused() public {
        lockFor(ALICE, 1, fixedUntil(T0 + 10));
        uint256[2] memory unknown = [uint256(0), 2];
        for (uint256 i; i < unknown.length; ++i) {
            uint256 id = unknown[i];
            bytes memory notFound = abi.encodeWithSelector(ITokenLocker.LockNotFound.selector, id);
            vm.startPrank(ALICE);
            vm.expectRevert(notFound);
            locker.withdraw(id);
            vm.expectRevert(notFound);
            locker.extend(id, T0 + 100, 0);
            vm.expectRevert(notFound);
            locker.transferLock(id, BOB);
            vm.expectRevert(notFound);
            locker.renounceLock(id);
            vm.stopPrank();
            vm.expectRevert(notFound);
            locker.releasedAt(id, T0);
            uint256[] memory ids = new uint256[](2);
            ids[0] = 1;
            ids[1] = id;
            vm.expectRevert(notFound);
            locker.getLocks(ids);
        }
    }

    // ----- fee-on-transfer -----

    function test_feeOnTransferTokensAreLockedForWhatArrived() public {
        vm.expectEmit(true, true, true, true);
        emit ITokenLocker.LockCreated(
            1, address(taxed), ALICE, 990e18, LockKind.Fixed, uint40(T0), uint40(T0 + 10), false
        );
        uint256 id = locker.lock(address(taxed), false, ALICE, 1000e18, fixedUntil(T0 + 10), "");
        assertEq(lockView(id).amount, 990e18, "1% fee taken on the way in");
        assertEq(locker.totalLocked(address(taxed)), 990e18, "totalLocked");
        assertEq(taxed.balanceOf(address(locker)), 990e18, "held");
        taxed.transfer(ALICE, 1000e18); // 990e18 arrive
        vm.startPrank(ALICE);
        taxed.approve(address(locker), 100e18);
        locker.extend(id, 0, 100e18);
        vm.stopPrank();
        assertEq(lockView(id).amount, 1089e18, "raised by what arrived");
        vm.warp(T0 + 10);
        assertEq(withdrawAs(ALICE, id), 1089e18, "the lock pays its amount");
        assertEq(taxed.balanceOf(ALICE), 890e18 + 1089e18 - 1089e16, "the token takes its fee on the way out");
        assertEq(taxed.balanceOf(address(locker)), 0, "nothing stuck");
        assertEq(locker.totalLocked(address(taxed)), 0, "totalLocked");
    }

    function testFuzz_feeOnTransferBatchSharesSumToWhatArrived(uint256 count, uint256 seed) public {
        count = bound(count, 1, 30);
        LockEntry[] memory entries = new LockEntry[](count);
        uint256 requested;
        for (uint256 i; i < count; ++i) {
            // From 10,000 base units, so that no share rounds to zero.
            uint256 amount = bound(uint256(keccak256(abi.encode(seed, i))), 10_000, 1e24);
            entries[i] =
                LockEntry({owner: address(uint160(0x1000 + i)), amount: amount, schedule: fixedUntil(T0 + 10)});
            requested += amount;
        }
        uint256 before = taxed.balanceOf(address(locker));
        uint256 firstId = locker.lockMany(address(taxed), false, entries, "");
        uint256 arrived = taxed.balanceOf(address(locker)) - before;
        assertEq(arrived, requested - (requested * 100) / 10_000, "1% fee");
        uint256 sum;
        for (uint256 i; i < count; ++i) {
            uint256 amount = lockView(firstId + i).amount;
            if (i + 1 < count) assertEq(amount, (entries[i].amount * arrived) / requested, "proportional share");
            sum += amount;
        }
        assertEq(sum, arrived, "shares sum exactly to what arrived");
        assertEq(locker.totalLocked(address(taxed)), arrived, "totalLocked");
        vm.warp(T0 + 10);
        for (uint256 i; i < count; ++i) {
            withdrawAs(entries[i].owner, firstId + i);
        }
        assertEq(taxed.balanceOf(address(locker)), 0, "every share paid out, nothing stuck");
    }

    // ----- hostile tokens -----

    function test_reentryFromTheTokenAlwaysReverts() public {
        ReentrantLockToken hostile = new ReentrantLockToken(locker, 1e24);
        hostile.approve(address(locker), type(uint256).max);
        uint256 held = locker.lock(address(hostile), false, ALICE, 1000, fixedUntil(T0 + 10), "");
        LockEntry[] memory entries = new LockEntry[](1);
        entries[0] = LockEntry({owner: ALICE, amount: 1000, schedule: fixedUntil(T0 + 10)});
        for (uint256 attack = 1; attack <= 4; ++attack) {
            hostile.arm(ReentrantLockToken.Attack(attack), held);
            vm.expectRevert(ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
            locker.lock(address(hostile), false, ALICE, 1000, fixedUntil(T0 + 10), "");
            vm.expectRevert(ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
            locker.lockMany(address(hostile), false, entries, "");
            vm.prank(ALICE);
            vm.expectRevert(ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
            locker.extend(held, 0, 1);
        }
        hostile.arm(ReentrantLockToken.Attack.None, 0);
        assertEq(locker.lockCount(), 1, "no lock was added");
        assertEq(lockView(held).amount, 1000, "amount unchanged");
        assertEq(locker.totalLocked(address(hostile)), 1000, "totalLocked unchanged");
    }

    function test_reentryWhileWithdrawingReverts() public {
        ReentrantLockToken hostile = new ReentrantLockToken(locker, 1e24);
        hostile.approve(address(locker), type(uint256).max);
        // The token itself owns a lock and tries to withdraw it twice from the payout's callback.
        uint256 id = locker.lock(address(hostile), false, address(hostile), 1000, fixedUntil(T0 + 10), "");
        vm.warp(T0 + 10);
        for (uint256 attack = 1; attack <= 4; ++attack) {
            hostile.arm(ReentrantLockToken.Attack(attack), id);
            vm.expectRevert(ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
            hostile.withdrawAsOwner(id);
        }
        hostile.arm(ReentrantLockToken.Attack.None, 0);
        assertEq(hostile.withdrawAsOwner(id), 1000, "one honest withdrawal");
        assertEq(hostile.balanceOf(address(locker)), 0, "paid once");
    }

    function test_aLyingBalanceOfIsNeverCreditedMoreThanAsked() public {
        // The locker trusts a token's own balanceOf only downwards: a token that inflates it (or a
        // rebasing one that grows every balance inside transferFrom) is credited at most what the
        // deposit asked, so the lock can always be paid and no other lock is touched.
        uint256 honest = lockFor(BOB, 1000, fixedUntil(T0 + 10));
        ReentrantLockToken hostile = new ReentrantLockToken(locker, 1e24);
        hostile.approve(address(locker), type(uint256).max);
        hostile.setBalanceBonus(500);
        uint256 id = locker.lock(address(hostile), false, ALICE, 1000, fixedUntil(T0 + 10), "");
        assertEq(lockView(id).amount, 1000, "the lie is not credited");
        assertEq(locker.totalLocked(address(hostile)), 1000, "nor counted");
        vm.warp(T0 + 10);
        vm.prank(ALICE);
        assertEq(locker.withdraw(id), 1000, "the lock pays what it holds");
        assertEq(withdrawAs(BOB, honest), 1000, "other tokens pay as usual");
    }

    // ----- batches -----

    function test_lockManyWithOneEntryEqualsLock() public {
        LockEntry[] memory entries = new LockEntry[](1);
        entries[0] = LockEntry({owner: ALICE, amount: 1000, schedule: linear(T0, T0 + 100)});
        vm.expectEmit(true, true, true, true);
        emit ITokenLocker.LockCreated(
            1, address(token), ALICE, 1000, LockKind.Linear, uint40(T0), uint40(T0 + 100), false
        );
        uint256 firstId = locker.lockMany(address(token), false, entries, "Seed round");
        assertEq(firstId, 1, "first id");
        LockView memory info = lockView(1);
        assertEq(info.amount, 1000, "amount");
        assertEq(info.owner, ALICE, "owner");
        assertEq(keccak256(bytes(info.description)), keccak256("Seed round"), "description");
        assertEq(locker.totalLocked(address(token)), 1000, "totalLocked");
    }

    function test_lockManyOfAHundredMixedSchedules() public {
        uint256 count = 100;
        LockEntry[] memory entries = new LockEntry[](count);
        uint256 total;
        for (uint256 i; i < count; ++i) {
            LockSchedule memory schedule = i % 3 == 0
                ? fixedUntil(T0 + 1000 + i)
                : i % 3 == 1 ? linear(T0, T0 + 1000 + i) : period(T0 + 10, 100, 500, 1500);
            entries[i] = LockEntry({owner: address(uint160(0x1000 + i)), amount: (i + 1) * 1e18, schedule: schedule});
            total += (i + 1) * 1e18;
        }
        // One lock before and one after, to see ids and descriptions stay apart.
        lockFor(ALICE, 1, fixedUntil(T0 + 1));
        uint256 firstId = locker.lockMany(address(token), false, entries, "Airdrop vesting");
        uint256 after_ = locker.lock(address(token), false, ALICE, 1, fixedUntil(T0 + 1), "");
        assertEq(firstId, 2, "ids follow the previous lock");
        assertEq(after_, 102, "consecutive ids");
        assertEq(locker.lockCount(), 102, "lockCount");
        assertEq(locker.totalLocked(address(token)), total + 2, "totalLocked");
        assertEq(locker.tokenLockCount(address(token)), 102, "token index");

        uint256[] memory ids = new uint256[](count + 1);
        for (uint256 i; i <= count; ++i) {
            ids[i] = firstId + i;
        }
        LockView[] memory views = locker.getLocks(ids);
        for (uint256 i; i < count; ++i) {
            assertEq(views[i].id, firstId + i, "id");
            assertEq(views[i].owner, entries[i].owner, "owner");
            assertEq(views[i].amount, entries[i].amount, "amount");
            assertTrue(uint8(views[i].kind) == i % 3, "kind");
            assertEq(keccak256(bytes(views[i].description)), keccak256("Airdrop vesting"), "one description for all");
            (uint256[] memory owned,) = locker.locksOfOwner(entries[i].owner, 0, 10);
            assertEq(owned.length, 1, "listed for its owner");
            assertEq(owned[0], firstId + i, "its id");
        }
        assertEq(bytes(views[count].description).length, 0, "the next lock has its own (empty) description");
        // Stored once: the string sits under the batch's first id only (slot 3 is _descriptions,
        // after lockCount, totalLocked and _locks), and no other id of the batch has one.
        bytes32 stored = vmStorage.load(address(locker), keccak256(abi.encode(firstId, uint256(3))));
        assertEq(uint256(stored) & 0xff, bytes("Airdrop vesting").length * 2, "short string under the first id");
        for (uint256 i = 1; i < count; ++i) {
            bytes32 slot = keccak256(abi.encode(firstId + i, uint256(3)));
            assertEq(vmStorage.load(address(locker), slot), 0, "none per lock");
        }

        vm.warp(T0 + 2000);
        for (uint256 i; i < count; ++i) {
            assertEq(withdrawAs(entries[i].owner, firstId + i), entries[i].amount, "each pays its amount");
        }
        assertEq(locker.totalLocked(address(token)), 2, "the two single locks remain");
    }

    function test_lockManyRefusesBadBatches() public {
        LockEntry[] memory entries = new LockEntry[](0);
        vm.expectRevert(ITokenLocker.LockEmptyBatch.selector);
        locker.lockMany(address(token), false, entries, "");

        entries = new LockEntry[](3);
        for (uint256 i; i < 3; ++i) {
            entries[i] = LockEntry({owner: ALICE, amount: 10, schedule: fixedUntil(T0 + 10)});
        }
        entries[2].owner = address(0);
        vm.expectRevert(ITokenLocker.LockInvalidOwner.selector);
        locker.lockMany(address(token), false, entries, "");
        entries[2].owner = ALICE;
        entries[1].amount = 0;
        vm.expectRevert(ITokenLocker.LockInvalidAmount.selector);
        locker.lockMany(address(token), false, entries, "");
        entries[1].amount = uint256(type(uint128).max) + 1;
        vm.expectRevert(ITokenLocker.LockInvalidAmount.selector);
        locker.lockMany(address(token), false, entries, "");
        entries[1].amount = 10;
        entries[2].schedule = fixedUntil(T0);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockUnlockDateInPast.selector, T0, T0));
        locker.lockMany(address(token), false, entries, "");
        entries[2].schedule = period(T0 + 1, 0, 0, 1);
        vm.expectRevert(ITokenLocker.LockInvalidSchedule.selector);
        locker.lockMany(address(token), false, entries, "");
        assertEq(locker.lockCount(), 0, "nothing locked");
        assertEq(token.balanceOf(address(locker)), 0, "nothing taken");
    }

    function test_lockManyFeeOnTransferShareRoundingToZeroIsRefused() public {
        // 1% fee: a 1-unit entry beside a large one would get 0 of what arrived.
        LockEntry[] memory entries = new LockEntry[](2);
        entries[0] = LockEntry({owner: ALICE, amount: 1, schedule: fixedUntil(T0 + 10)});
        entries[1] = LockEntry({owner: BOB, amount: 1e18, schedule: fixedUntil(T0 + 10)});
        vm.expectRevert(ITokenLocker.LockInvalidAmount.selector);
        locker.lockMany(address(taxed), false, entries, "");
    }

    // ----- indexes -----

    function test_ownerIndexPagesAcrossTheHeadWordAndTheFullWords() public {
        // 7 ids in the head word, then words of 8: 25 locks span the head and three full words.
        uint256 count = 25;
        for (uint256 i; i < count; ++i) {
            lockFor(i % 5 == 4 ? BOB : ALICE, 1, fixedUntil(T0 + 10)); // every fifth lock is BOB's
        }
        assertEq(locker.ownerIndexLength(ALICE), 20, "ALICE's entries");
        assertEq(locker.ownerIndexLength(BOB), 5, "BOB's entries");
        for (uint256 limit = 1; limit <= 21; ++limit) {
            uint256 cursor;
            uint256 found;
            uint256 expected = 1;
            while (cursor < 20) {
                (uint256[] memory ids, uint256 next) = locker.locksOfOwner(ALICE, cursor, limit);
                assertEq(next, cursor + limit > 20 ? 20 : cursor + limit, "next");
                for (uint256 i; i < ids.length; ++i) {
                    if (expected % 5 == 0) ++expected;
                    assertEq(ids[i], expected, "ids in order");
                    ++expected;
                    ++found;
                }
                cursor = next;
            }
            assertEq(found, 20, "every lock once");
        }
        (uint256[] memory none, uint256 end) = locker.locksOfOwner(ALICE, 20, 10);
        assertEq(none.length, 0, "cursor at the end");
        assertEq(end, 20, "next = length");
        (none, end) = locker.locksOfOwner(ALICE, 500, 10);
        assertEq(none.length, 0, "cursor past the end");
        assertEq(end, 20, "next = length");
        (none, end) = locker.locksOfOwner(CAROL, 0, 10);
        assertEq(none.length + end, 0, "an owner without locks");
    }

    function test_ownerIndexSkipsLocksGivenAwayOnEveryPage() public {
        for (uint256 i; i < 20; ++i) {
            lockFor(ALICE, 1, fixedUntil(T0 + 10));
        }
        vm.startPrank(ALICE);
        locker.transferLock(3, BOB); // head word
        locker.transferLock(8, BOB); // first full word
        locker.transferLock(16, CAROL); // second full word
        locker.renounceLock(20);
        vm.stopPrank();
        (uint256[] memory ids, uint256 next) = locker.locksOfOwner(ALICE, 0, 100);
        assertEq(next, 20, "scanned everything");
        assertEq(ids.length, 16, "four skipped");
        (ids, next) = locker.locksOfOwner(ALICE, 7, 8); // exactly the first full word
        assertEq(next, 15, "next");
        assertEq(ids.length, 7, "8 scanned, 1 skipped");
        assertEq(ids[0], 9, "id 8 skipped");
        (ids,) = locker.locksOfOwner(BOB, 0, 100);
        assertEq(ids.length, 2, "BOB's received locks");
        assertEq(ids[0] * 100 + ids[1], 308, "3 and 8");
        assertEq(locker.ownerIndexLength(CAROL), 1, "CAROL");
    }

    function test_tokenIndexListsEveryLockOfTheToken() public {
        for (uint256 i; i < 18; ++i) {
            lockFor(ALICE, 1, fixedUntil(T0 + 10));
            locker.lock(address(taxed), false, BOB, 1000, fixedUntil(T0 + 10), "");
        }
        assertEq(locker.tokenLockCount(address(token)), 18, "token count");
        assertEq(locker.tokenLockCount(address(taxed)), 18, "taxed count");
        assertEq(locker.tokenLockCount(STRANGER), 0, "unknown token");
        uint256 cursor;
        uint256 expected = 1;
        while (cursor < 18) {
            (uint256[] memory ids, uint256 next) = locker.locksOfToken(address(token), cursor, 5);
            assertEq(ids.length, next - cursor, "a full page");
            for (uint256 i; i < ids.length; ++i) {
                assertEq(ids[i], expected, "odd ids are the plain token's");
                expected += 2;
            }
            cursor = next;
        }
        // Withdrawn, transferred or renounced locks stay in the token's index.
        vm.warp(T0 + 10);
        withdrawAs(ALICE, 1);
        vm.prank(ALICE);
        locker.transferLock(3, BOB);
        (uint256[] memory all, uint256 end) = locker.locksOfToken(address(token), 0, 100);
        assertEq(all.length, 18, "everything ever locked");
        assertEq(end, 18, "next");
        (all, end) = locker.locksOfToken(address(token), 40, 100);
        assertEq(all.length, 0, "past the end");
        assertEq(end, 18, "next = count");
    }

    function test_totalLockedFollowsEveryChange() public {
        uint256 a = lockFor(ALICE, 1000, linear(T0, T0 + 100));
        uint256 b = lockFor(BOB, 500, fixedUntil(T0 + 100));
        assertEq(locker.totalLocked(address(token)), 1500, "two locks");
        vm.warp(T0 + 10);
        withdrawAs(ALICE, a); // 100
        assertEq(locker.totalLocked(address(token)), 1400, "after a partial withdrawal");
        token.transfer(BOB, 250);
        vm.startPrank(BOB);
        token.approve(address(locker), 250);
        locker.extend(b, 0, 250);
        vm.stopPrank();
        assertEq(locker.totalLocked(address(token)), 1650, "after a raise");
        vm.prank(BOB);
        locker.renounceLock(b);
        assertEq(locker.totalLocked(address(token)), 1650, "renounced tokens stay counted");
        vm.warp(T0 + 100);
        withdrawAs(ALICE, a);
        assertEq(locker.totalLocked(address(token)), 750, "renounced lock only");
        assertEq(token.balanceOf(address(locker)), locker.totalLocked(address(token)), "matches the balance");
    }

    function test_aScheduleKindOutsideTheEnumIsRefusedByAbiDecoding() public {
        bytes memory data = abi.encodeCall(
            ITokenLocker.lock, (address(token), false, ALICE, 1, fixedUntil(T0 + 10), "")
        );
        (bool ok,) = address(locker).call(data);
        assertTrue(ok, "kind 0 decodes");
        // The kind is the first word of the schedule tuple (after token, isLp, owner, amount).
        assembly ("memory-safe") {
            mstore(add(data, add(32, add(4, 128))), 3)
        }
        (ok,) = address(locker).call(data);
        assertTrue(!ok, "kind 3 does not decode");
        assertEq(locker.lockCount(), 1, "only the valid lock");
    }

    // ----- random operations -----

    /// @dev A random schedule starting from now (all kinds, every field in range).
    function randomSchedule(uint256 r) internal view returns (LockSchedule memory) {
        uint256 kind = r % 3;
        uint256 offset = 1 + ((r >> 8) % 365 days);
        if (kind == 0) return fixedUntil(block.timestamp + offset);
        if (kind == 1) return linear(block.timestamp - ((r >> 40) % 30 days), block.timestamp + offset);
        uint256 firstBps = (r >> 80) % 10_001;
        uint256 cycleBps = 1 + ((r >> 100) % 10_000);
        // Cycles of up to 30 days, short enough for the last release to stay below MAX_TIMESTAMP
        // (the first release is up to a year away; two years of margin).
        uint256 cycles = (10_000 - firstBps + cycleBps - 1) / cycleBps;
        uint256 longest = cycles == 0 ? 30 days : (MAX_TIMESTAMP - block.timestamp - 2 * 365 days) / cycles;
        uint256 cycle = 1 + ((r >> 40) % (longest < 30 days ? longest : 30 days));
        return period(block.timestamp + offset, cycle, firstBps, cycleBps);
    }

    /// @dev totalLocked equals the locker's balance and the sum of every lock's rest.
    function checkBooks() internal view {
        uint256 count = locker.lockCount();
        uint256 rest;
        if (count > 0) {
            uint256[] memory ids = new uint256[](count);
            for (uint256 i; i < count; ++i) {
                ids[i] = i + 1;
            }
            LockView[] memory views = locker.getLocks(ids);
            for (uint256 i; i < count; ++i) {
                assertLe(views[i].withdrawn, views[i].amount, "withdrawn <= amount");
                assertLe(views[i].withdrawable, views[i].amount - views[i].withdrawn, "withdrawable <= rest");
                rest += views[i].amount - views[i].withdrawn;
            }
        }
        assertEq(locker.totalLocked(address(token)), rest, "totalLocked = sum of the rests");
        assertEq(token.balanceOf(address(locker)), rest, "balance = totalLocked");
    }

    function testFuzz_randomOperationsKeepTheBooksBalanced(uint256 seed) public {
        address[3] memory people = [ALICE, BOB, CAROL];
        for (uint256 i; i < 3; ++i) {
            token.transfer(people[i], 1e27);
            vm.prank(people[i]);
            token.approve(address(locker), type(uint256).max);
        }
        for (uint256 step; step < 15; ++step) {
            uint256 r = uint256(keccak256(abi.encode(seed, step)));
            address actor = people[r % 3];
            address other = people[(r >> 2) % 3];
            uint256 count = locker.lockCount();
            uint256 id = count == 0 ? 0 : 1 + ((r >> 16) % count);
            uint256 op = (r >> 200) % 8;
            if (op <= 1 || count == 0) {
                vm.prank(actor);
                locker.lock(address(token), false, other, 1 + ((r >> 120) % 1e21), randomSchedule(r >> 24), "");
            } else if (op == 2) {
                LockEntry[] memory entries = new LockEntry[](1 + ((r >> 120) % 3));
                for (uint256 i; i < entries.length; ++i) {
                    uint256 ri = uint256(keccak256(abi.encode(r, i)));
                    entries[i] = LockEntry({
                        owner: people[ri % 3], amount: 1 + ((ri >> 2) % 1e21), schedule: randomSchedule(ri >> 8)
                    });
                }
                vm.prank(actor);
                locker.lockMany(address(token), false, entries, "batch");
            } else if (op == 3) {
                address owner = lockView(id).owner;
                if (owner != address(0)) checkAndClaim(id, owner);
            } else if (op == 4) {
                // Any extension, valid or not: a refused one changes nothing.
                address owner = lockView(id).owner;
                uint256 newUnlock = (r >> 120) % 2 == 0 ? 0 : block.timestamp + ((r >> 121) % 400 days);
                vm.prank(owner == address(0) ? actor : owner);
                bytes memory data = abi.encodeCall(ITokenLocker.extend, (id, newUnlock, (r >> 160) % 1e20));
                (bool ok,) = address(locker).call(data);
                ok; // either way the books must balance
            } else if (op == 5) {
                address owner = lockView(id).owner;
                if (owner != address(0) && owner != other) {
                    vm.prank(owner);
                    locker.transferLock(id, other);
                }
            } else if (op == 6 && (r >> 120) % 4 == 0) {
                address owner = lockView(id).owner;
                if (owner != address(0)) {
                    vm.prank(owner);
                    locker.renounceLock(id);
                }
            } else {
                vm.warp(block.timestamp + ((r >> 120) % 120 days));
            }
            checkBooks();
        }
        // Far in the future every schedule has ended: owners take everything, renounced rests stay.
        vm.warp(MAX_TIMESTAMP);
        uint256 total = locker.lockCount();
        uint256 renounced;
        for (uint256 id = 1; id <= total; ++id) {
            LockView memory info = lockView(id);
            assertEq(locker.releasedAt(id, block.timestamp), info.amount, "everything released");
            if (info.owner == address(0)) {
                renounced += info.amount - info.withdrawn;
            } else {
                checkAndClaim(id, info.owner);
            }
        }
        checkBooks();
        assertEq(token.balanceOf(address(locker)), renounced, "only renounced tokens remain");
        uint256 held = token.balanceOf(ALICE) + token.balanceOf(BOB) + token.balanceOf(CAROL);
        assertEq(held + renounced, 3e27, "no token lost or made");
    }

    // ----- ids and LockIdList -----

    function test_idsStopAtTwoPow32MinusOne() public {
        // Reaching 2^32 locks for real would take about 400 trillion gas; the slot of lockCount (0,
        // as the guard uses transient storage) is set instead to show where the limit bites.
        lockFor(ALICE, 1, fixedUntil(T0 + 10));
        assertEq(uint256(vmStorage.load(address(locker), bytes32(0))), 1, "lockCount lives in slot 0");
        vmStorage.store(address(locker), bytes32(0), bytes32(uint256(type(uint32).max) - 1));
        uint256 last = lockFor(ALICE, 1, fixedUntil(T0 + 10));
        assertEq(last, type(uint32).max, "the last id fits the indexes");
        (uint256[] memory ids,) = locker.locksOfOwner(ALICE, 0, 10);
        assertEq(ids[1], type(uint32).max, "stored whole in the index");
        vm.expectRevert(ITokenLocker.LockTooManyLocks.selector);
        lockFor(ALICE, 1, fixedUntil(T0 + 10));
        vmStorage.store(address(locker), bytes32(0), bytes32(uint256(type(uint32).max) - 1));
        LockEntry[] memory entries = new LockEntry[](2);
        entries[0] = LockEntry({owner: ALICE, amount: 1, schedule: fixedUntil(T0 + 10)});
        entries[1] = entries[0];
        vm.expectRevert(ITokenLocker.LockTooManyLocks.selector);
        locker.lockMany(address(token), false, entries, "");
    }

    function testFuzz_lockIdListMatchesAPlainArray(uint256 seed, uint256 count) public {
        count = bound(count, 0, 40);
        LockIdListHarness list = new LockIdListHarness();
        uint256[] memory plain = new uint256[](count);
        for (uint256 i; i < count; ++i) {
            uint256 id = uint32(uint256(keccak256(abi.encode(seed, i))));
            if (i % 7 == 3) id = type(uint32).max; // all bits set next to its neighbours
            plain[i] = id;
            list.push(id);
            assertEq(list.length(), i + 1, "length");
        }
        for (uint256 i; i < count; ++i) {
            assertEq(list.get(i), plain[i], "get = array");
        }
        // Layout: the head word holds the length and 7 ids; then 8 ids a word; nothing beyond.
        uint256 words = count <= 7 ? 1 : 1 + (count - 7 + 7) / 8;
        assertEq(list.word(words), 0, "no word past the last");
        assertEq(uint32(list.word(0)), count, "length in the low 32 bits");
        if (count > 7) assertTrue(list.word(1) != 0 || plain[7] == 0, "8th id in word 1");
    }

    function testFuzz_lockIdListRangesMatchSinglePushes(uint256 seed, uint256 rounds) public {
        // Ranges of 0 to 20 consecutive ids mixed with single pushes, from any fill of the head word
        // or a full word, against the same ids pushed one by one.
        rounds = bound(rounds, 1, 8);
        LockIdListHarness ranged = new LockIdListHarness();
        LockIdListHarness single = new LockIdListHarness();
        uint256 next = 1 + (seed % 1000);
        for (uint256 round; round < rounds; ++round) {
            uint256 count = bound(uint256(keccak256(abi.encode(seed, round))), 0, 20);
            if (count == 1 && round % 2 == 0) {
                ranged.push(next);
            } else {
                ranged.pushRange(next, count);
            }
            for (uint256 i; i < count; ++i) {
                single.push(next + i);
            }
            next += count;
        }
        uint256 length = single.length();
        assertEq(ranged.length(), length, "length");
        for (uint256 i; i < length; ++i) {
            assertEq(ranged.get(i), single.get(i), "same ids");
        }
        for (uint256 word; word <= 1 + length / 8; ++word) {
            assertEq(ranged.word(word), single.word(word), "same storage words");
        }
        assertEq(ranged.get(length - (length == 0 ? 0 : 1)), length == 0 ? 0 : next - 1, "last id");
    }
}

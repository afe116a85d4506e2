// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AmmTestBase} from "../utils/AmmTestBase.sol";
import {TestAccounts} from "../utils/TestAccounts.sol";
import {TokenLocker} from "../../src/lock/TokenLocker.sol";
import {LockEntry, LockKind, LockSchedule, LockView} from "../../src/lock/ITokenLocker.sol";
import {CompoundToken, CompoundTokenConfig} from "../../src/tokens/templates/CompoundToken.sol";
import {CompoundTokenConfigs} from "../tokens/CompoundTokenConfigs.sol";

/// @notice Audit hole 6: CompoundToken rebases inside `transferFrom`, so the locker's before/after
/// balance measure used to credit the growth of every lock of the token to whoever deposited next
/// (a 1-token lock withdrew tens of thousands). Property: a deposit (lock, lockMany, extend) is
/// credited at most what was asked, never the growth of tokens already in the locker.
contract TokenLockerRebasingDepositTest is AmmTestBase, TestAccounts {
    address internal constant OWNER = address(0x0A11CE);
    address internal constant VICTIM = address(0xB0B);
    address internal constant ATTACKER = address(0xBAD);
    uint256 internal constant SUPPLY = 1_000_000e18;
    uint256 internal constant VICTIM_LOCK = 100_000e18;

    TokenLocker internal locker;
    CompoundToken internal token;

    function setUp() public {
        vm.warp(T0);
        locker = new TokenLocker();
        deployAmm();
        // 1% an hour from tomorrow; the owner takes the marketing share.
        CompoundTokenConfig memory config =
            CompoundTokenConfigs.hourly(OWNER, address(router), OWNER, SUPPLY, uint64(T0 + 1 days));
        token = new CompoundToken(config);
        vm.startPrank(OWNER);
        token.transfer(VICTIM, 2 * VICTIM_LOCK);
        token.transfer(ATTACKER, 2 * VICTIM_LOCK);
        vm.stopPrank();
        vm.prank(VICTIM);
        token.approve(address(locker), type(uint256).max);
        vm.prank(ATTACKER);
        token.approve(address(locker), type(uint256).max);
    }

    function fixedUntil(uint256 end) internal pure returns (LockSchedule memory schedule) {
        schedule.kind = LockKind.Fixed;
        schedule.end = end;
    }

    function lockView(uint256 id) internal view returns (LockView memory) {
        uint256[] memory ids = new uint256[](1);
        ids[0] = id;
        return locker.getLocks(ids)[0];
    }

    function lockVictim() internal returns (uint256 id) {
        vm.prank(VICTIM);
        id = locker.lock(address(token), false, VICTIM, VICTIM_LOCK, fixedUntil(T0 + 365 days), "");
    }

    /// @dev Fifty intervals after the start: the victim's locked balance grew about 64%, and the
    /// rebase is pending until the next transfer (the attacker's deposit).
    function warpPastGrowth() internal {
        uint256 held = token.balanceOf(address(locker));
        vm.warp(T0 + 1 days + 50 hours);
        assertEq(token.balanceOf(address(locker)), held, "growth not applied before the deposit");
    }

    function assertSolvent() internal view {
        assertGe(token.balanceOf(address(locker)), locker.totalLocked(address(token)), "locker holds its locks");
    }

    /// The attack of the audit: a 1-token lock made while a rebase is due took the victim's growth.
    function test_aOneTokenLockDoesNotTakeTheGrowthOfOtherLocks() public {
        uint256 victimId = lockVictim();
        warpPastGrowth();
        vm.prank(ATTACKER);
        uint256 id = locker.lock(address(token), false, ATTACKER, 1e18, fixedUntil(block.timestamp + 1), "");
        assertGe(token.balanceOf(address(locker)), VICTIM_LOCK + 60_000e18, "the deposit ran the rebase");
        assertEq(lockView(id).amount, 1e18, "credited what it brought");
        assertEq(locker.totalLocked(address(token)), VICTIM_LOCK + 1e18, "totalLocked counts deposits");
        assertSolvent();

        vm.warp(block.timestamp + 1);
        uint256 before = token.balanceOf(ATTACKER);
        vm.prank(ATTACKER);
        assertEq(locker.withdraw(id), 1e18, "the attacker gets his token back, no more");
        assertEq(token.balanceOf(ATTACKER) - before, 1e18, "received");
        vm.warp(T0 + 365 days);
        vm.prank(VICTIM);
        assertEq(locker.withdraw(victimId), VICTIM_LOCK, "the victim's principal is whole");
        assertEq(locker.totalLocked(address(token)), 0, "books closed");
    }

    /// The same through a batch: the batch's locks share what was asked, not the growth.
    function test_aBatchDoesNotTakeTheGrowthOfOtherLocks() public {
        lockVictim();
        warpPastGrowth();
        LockEntry[] memory entries = new LockEntry[](2);
        entries[0] = LockEntry({owner: ATTACKER, amount: 1e18, schedule: fixedUntil(block.timestamp + 1)});
        entries[1] = LockEntry({owner: ATTACKER, amount: 3e18, schedule: fixedUntil(block.timestamp + 1)});
        vm.prank(ATTACKER);
        uint256 firstId = locker.lockMany(address(token), false, entries, "");
        assertEq(lockView(firstId).amount, 1e18, "first entry: what it asked");
        assertEq(lockView(firstId + 1).amount, 3e18, "second entry: what it asked");
        assertEq(locker.totalLocked(address(token)), VICTIM_LOCK + 4e18, "totalLocked counts deposits");
        assertSolvent();
    }

    /// The same through extend: adding 1 token to a lock adds 1 token.
    function test_anExtensionDoesNotTakeTheGrowthOfOtherLocks() public {
        vm.prank(ATTACKER);
        uint256 id = locker.lock(address(token), false, ATTACKER, 1e18, fixedUntil(T0 + 30 days), "");
        lockVictim();
        warpPastGrowth();
        vm.prank(ATTACKER);
        locker.extend(id, 0, 1e18);
        assertEq(lockView(id).amount, 2e18, "the extension added what it brought");
        assertEq(locker.totalLocked(address(token)), VICTIM_LOCK + 2e18, "totalLocked counts deposits");
        assertSolvent();
    }

    /// Any sequence of deposits at any times: each lock is credited exactly what it asked (this token
    /// takes no fee on wallet transfers), the locker always holds at least what its locks hold, and
    /// every lock pays back exactly its amount.
    function testFuzz_everyDepositIsCreditedWhatItBrought(uint256 seed) public {
        uint256 count = bound(seed, 2, 8);
        uint256[] memory ids = new uint256[](count);
        uint256[] memory amounts = new uint256[](count);
        uint256 sum;
        for (uint256 i; i < count; ++i) {
            uint256 r = uint256(keccak256(abi.encode(seed, i)));
            vm.warp(block.timestamp + bound(r, 0, 30 hours));
            amounts[i] = bound(r >> 64, 1, 10_000e18);
            address owner = i % 2 == 0 ? VICTIM : ATTACKER;
            vm.prank(owner);
            ids[i] = locker.lock(address(token), false, owner, amounts[i], fixedUntil(T0 + 400 days), "");
            sum += amounts[i];
            assertEq(lockView(ids[i]).amount, amounts[i], "credited what it asked");
            assertEq(locker.totalLocked(address(token)), sum, "totalLocked = sum of deposits");
            assertSolvent();
        }
        vm.warp(T0 + 400 days);
        for (uint256 i; i < count; ++i) {
            vm.prank(i % 2 == 0 ? VICTIM : ATTACKER);
            assertEq(locker.withdraw(ids[i]), amounts[i], "each lock pays its amount");
        }
        assertEq(locker.totalLocked(address(token)), 0, "books closed");
    }
}

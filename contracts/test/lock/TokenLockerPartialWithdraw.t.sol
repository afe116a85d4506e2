// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AmmTestBase} from "../utils/AmmTestBase.sol";
import {TestAccounts} from "../utils/TestAccounts.sol";
import {TokenLocker} from "../../src/lock/TokenLocker.sol";
import {ITokenLocker, LockKind, LockSchedule, LockView} from "../../src/lock/ITokenLocker.sol";
import {TaxToken, TaxTokenConfig, TaxTokenState} from "../../src/tokens/templates/TaxToken.sol";
import {ReferenceERC20} from "../fixtures/ReferenceERC20.sol";
import {TaxTokenConfigs} from "../tokens/TaxTokenConfigs.sol";

/// @notice Audit hole 8: a max-wallet limit lowered after a lock was made froze the matured lock,
/// because {TokenLocker.withdraw} paid everything released in one transfer. The partial withdraw
/// gets it out in pieces that fit; fuzzed sequences of partial withdrawals never pass what is
/// released and always sum to the lock's amount; only the owner may call it; its reverts.
contract TokenLockerPartialWithdrawTest is AmmTestBase, TestAccounts {
    uint256 internal constant SUPPLY = 1_000_000_000e18;

    TokenLocker internal locker;
    TaxToken internal token;
    ReferenceERC20 internal plain;

    function setUp() public {
        vm.warp(T0);
        locker = new TokenLocker();
        deployAmm();
        TaxTokenConfig memory config = TaxTokenConfigs.named("Tax", "TAX", SUPPLY, address(this), address(router));
        (config.marketingWallet, config.teamWallet, config.liquidityReceiver) = (MARKETING, MARKETING, MARKETING);
        config.maxWallet = SUPPLY / 100; // 1%
        token = new TaxToken(config);
        plain = new ReferenceERC20(type(uint128).max);
        plain.approve(address(locker), type(uint256).max);
    }

    /// @dev Alice (not exempt) locks 1% of the supply (the most a wallet may hold) until T0 + 30 days.
    function lockTheMaxWallet() internal returns (uint256 id, uint256 amount) {
        amount = SUPPLY / 100;
        token.transfer(ALICE, amount);
        LockSchedule memory schedule;
        schedule.kind = LockKind.Fixed;
        schedule.end = T0 + 30 days;
        vm.startPrank(ALICE);
        token.approve(address(locker), amount);
        id = locker.lock(address(token), false, ALICE, amount, schedule, "");
        vm.stopPrank();
    }

    function lockView(uint256 id) internal view returns (LockView memory) {
        uint256[] memory ids = new uint256[](1);
        ids[0] = id;
        return locker.getLocks(ids)[0];
    }

    /// The attack on the old code: the owner lowers the max wallet to its floor (0.1%) after the lock;
    /// the full withdraw (1%) then reverts at maturity and for ever after.
    function test_aLoweredMaxWalletFreezesTheFullWithdraw() public {
        (uint256 id, uint256 amount) = lockTheMaxWallet();
        uint256 limit = SUPPLY / 1000;
        token.setLimits(limit, 0);
        vm.warp(T0 + 30 days);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenMaxWalletExceeded.selector, ALICE, amount, limit));
        locker.withdraw(id);
        vm.warp(T0 + 3650 days);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(TaxTokenState.TokenMaxWalletExceeded.selector, ALICE, amount, limit));
        locker.withdraw(id);
        assertEq(lockView(id).withdrawn, 0, "nothing came out");
    }

    /// After the fix: the owner takes what fits under the lowered limit, moves it on, and repeats
    /// until the lock is empty; the full withdraw stays refused while it would not fit.
    function test_partialWithdrawsGetEverythingOutUnderALoweredMaxWallet() public {
        (uint256 id, uint256 amount) = lockTheMaxWallet();
        uint256 limit = SUPPLY / 1000;
        token.setLimits(limit, 0);
        vm.warp(T0 + 30 days);
        for (uint256 i; i < 10; ++i) {
            vm.expectEmit(true, true, true, true);
            emit ITokenLocker.LockWithdrawn(id, ALICE, limit);
            vm.prank(ALICE);
            assertEq(locker.withdraw(id, limit), limit, "pays the part asked");
            assertEq(token.balanceOf(ALICE), limit, "received, within the limit");
            assertEq(lockView(id).withdrawable, amount - (i + 1) * limit, "the rest stays withdrawable");
            // Alice moves the part on (to a wallet of hers, a sale, ...) and comes back.
            vm.prank(ALICE);
            token.transfer(address(uint160(0x1000 + i)), limit);
        }
        LockView memory info = lockView(id);
        assertEq(info.withdrawn, amount, "everything out");
        assertEq(info.withdrawable, 0, "nothing left");
        assertEq(locker.totalLocked(address(token)), 0, "books closed");
        assertEq(token.balanceOf(address(locker)), 0, "the locker holds nothing more");
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNothingToWithdraw.selector, id));
        locker.withdraw(id, 1);
    }

    function test_partialWithdrawRefusesZeroMoreThanWithdrawableAndNothingReleased() public {
        LockSchedule memory schedule;
        schedule.kind = LockKind.Linear;
        schedule.start = T0;
        schedule.end = T0 + 100;
        uint256 id = locker.lock(address(plain), false, ALICE, 1000, schedule, "");
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNothingToWithdraw.selector, id));
        locker.withdraw(id, 1);
        vm.warp(T0 + 10); // 100 released
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockInvalidWithdrawAmount.selector, id, 0, 100));
        locker.withdraw(id, 0);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockInvalidWithdrawAmount.selector, id, 101, 100));
        locker.withdraw(id, 101);
        vm.prank(ALICE);
        assertEq(locker.withdraw(id, 100), 100, "exactly the withdrawable");
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNothingToWithdraw.selector, id));
        locker.withdraw(id, 1);
        vm.warp(T0 + 20);
        vm.prank(ALICE);
        assertEq(locker.withdraw(id), 100, "the full withdraw takes the rest released");
    }

    function testFuzz_onlyTheOwnerMayWithdrawPart(address caller, uint256 amount) public {
        vm.assume(caller != ALICE);
        uint256 id = locker.lock(address(plain), false, ALICE, 1000, fixedEnd(T0 + 1), "");
        vm.warp(T0 + 1);
        amount = bound(amount, 1, 1000);
        vm.prank(caller);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNotOwner.selector, id, caller));
        locker.withdraw(id, amount);
        vm.prank(caller);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNotFound.selector, id + 1));
        locker.withdraw(id + 1, amount);
        // Nor after the owner gave it away or renounced it.
        vm.prank(ALICE);
        locker.renounceLock(id);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNotOwner.selector, id, ALICE));
        locker.withdraw(id, amount);
        assertEq(lockView(id).withdrawn, 0, "nothing moved");
    }

    /// Any sequence of partial withdrawals (fuzzed times and parts, any schedule kind): none exceeds
    /// what is released and not yet withdrawn, the lock's withdrawals never pass what is released,
    /// the locker's books follow, and at the end they sum to the lock's amount exactly.
    function testFuzz_partialWithdrawalsNeverPassWhatIsReleasedAndSumToTheAmount(
        uint256 amount,
        uint256 seed,
        uint8 kindSeed
    ) public {
        amount = bound(amount, 1, type(uint128).max);
        LockSchedule memory schedule;
        uint256 kind = kindSeed % 3;
        if (kind == 0) {
            schedule = fixedEnd(T0 + bound(seed, 1, 1000 days));
        } else if (kind == 1) {
            schedule.kind = LockKind.Linear;
            schedule.start = T0;
            schedule.end = T0 + bound(seed, 1, 1000 days);
        } else {
            schedule.kind = LockKind.Period;
            schedule.start = T0 + bound(seed, 1, 30 days);
            schedule.cycle = bound(seed >> 32, 1, 7 days);
            schedule.firstBps = bound(seed >> 64, 0, 10_000);
            schedule.cycleBps = bound(seed >> 96, 100, 10_000);
        }
        uint256 id = locker.lock(address(plain), false, ALICE, amount, schedule, "");
        uint256 end = lockView(id).end;
        uint256 total;
        for (uint256 i; i < 24; ++i) {
            uint256 r = uint256(keccak256(abi.encode(seed, i)));
            if (r % 3 == 0 && block.timestamp < end) vm.warp(block.timestamp + bound(r >> 8, 1, end - block.timestamp));
            uint256 released = locker.releasedAt(id, block.timestamp);
            uint256 withdrawable = released - total;
            assertEq(lockView(id).withdrawable, withdrawable, "getLocks agrees");
            if (withdrawable == 0) continue;
            uint256 part = bound(r >> 128, 1, withdrawable);
            // Half the time, try one token more than withdrawable first: always refused.
            if (r & 0x10 != 0) {
                vm.prank(ALICE);
                vm.expectRevert(
                    abi.encodeWithSelector(
                        ITokenLocker.LockInvalidWithdrawAmount.selector, id, withdrawable + 1, withdrawable
                    )
                );
                locker.withdraw(id, withdrawable + 1);
            }
            vm.prank(ALICE);
            assertEq(locker.withdraw(id, part), part, "pays the part");
            total += part;
            assertLe(total, released, "never more than released");
            assertEq(lockView(id).withdrawn, total, "withdrawn follows");
            assertEq(plain.balanceOf(ALICE), total, "alice holds what she took");
            assertEq(locker.totalLocked(address(plain)), amount - total, "totalLocked follows");
        }
        vm.warp(end);
        uint256 rest = amount - total;
        vm.prank(ALICE);
        if (rest == 0) {
            vm.expectRevert(abi.encodeWithSelector(ITokenLocker.LockNothingToWithdraw.selector, id));
            locker.withdraw(id, 1);
        } else {
            assertEq(locker.withdraw(id, rest), rest, "the last part is the rest");
        }
        assertEq(lockView(id).withdrawn, amount, "withdrawals sum to the amount");
        assertEq(plain.balanceOf(ALICE), amount, "alice got all of it");
        assertEq(locker.totalLocked(address(plain)), 0, "books closed");
    }

    function fixedEnd(uint256 end) internal pure returns (LockSchedule memory schedule) {
        schedule.kind = LockKind.Fixed;
        schedule.end = end;
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TestBase} from "../utils/TestBase.sol";
import {AmmTestBase} from "../utils/AmmTestBase.sol";
import {TestAccounts} from "../utils/TestAccounts.sol";
import {NormalToken, NormalTokenConfig} from "../../src/tokens/templates/NormalToken.sol";
import {NormalTokenConfigs} from "./NormalTokenConfigs.sol";

/// @notice The token both renounce suites start from: every owner power on, owned by OWNER.
abstract contract RestrictiveNormalToken {
    /// @dev Not TestAccounts.ALICE (0xA11CE, the same address as 0x0A11CE), and not below 0x10000:
    /// the templates count an owner there as no owner (NoOwner.KEYLESS_BELOW).
    address internal constant OWNER = address(0x0E4E2E4);
    address internal constant FEES = address(0xFEE);
    uint256 internal constant SUPPLY = 1_000_000_000e18;

    function restrictive() internal pure returns (NormalTokenConfig memory) {
        return NormalTokenConfigs.restrictive(OWNER, FEES, SUPPLY);
    }
}

/// @notice Issue 15, hole 1: a NormalToken renounced while paused, while whitelist-only is on, or
/// after its owner blacklisted the pair or a holder was frozen for ever. Property: while the token
/// has no owner (permanent renounce, or during a timed renounce) nothing stops a holder from
/// transferring or selling; once a timed renounce is reclaimed the restrictions are the owner's again.
contract NormalTokenRenounceTest is AmmTestBase, TestAccounts, RestrictiveNormalToken {
    /// @dev Stands for an exchange pair in the transfer tests (the AMM test below uses a real one).
    address internal constant PAIR = address(0x9A17);
    uint64 internal constant RENOUNCE_DAYS = 30;

    enum Freeze {
        Paused,
        WhitelistOnly,
        BlacklistedPair,
        BlacklistedHolder
    }

    /// @dev A token whose owner gave ALICE 1,000 tokens, applied `freeze`, then renounced
    /// (permanently, or for RENOUNCE_DAYS when `timed`).
    function frozenThenRenounced(Freeze freeze, bool timed) internal returns (NormalToken token) {
        token = new NormalToken(restrictive());
        vm.startPrank(OWNER);
        token.transfer(ALICE, 1000);
        if (freeze == Freeze.Paused) token.pause();
        // Whitelist-only is on from birth; the other freezes switch it off so that they stand alone.
        if (freeze != Freeze.WhitelistOnly) token.disableWhitelistOnly();
        if (freeze == Freeze.BlacklistedPair) token.setBlacklisted(PAIR, true);
        if (freeze == Freeze.BlacklistedHolder) token.setBlacklisted(ALICE, true);
        if (timed) token.renounceOwnershipUntil(uint64(block.timestamp + RENOUNCE_DAYS * 1 days));
        else token.renounceOwnership();
        vm.stopPrank();
        assertEq(token.owner(), address(0), "no owner");
    }

    /// @dev ALICE sells to the pair and pays a friend; the friend pays back: all must go through.
    function assertHoldersMove(NormalToken token) internal {
        vm.prank(ALICE);
        token.transfer(PAIR, 400);
        vm.prank(ALICE);
        token.transfer(BOB, 600);
        vm.prank(BOB);
        token.transfer(ALICE, 100);
        // A holder may also still burn its own tokens (pause stops burns only while there is an owner).
        vm.prank(ALICE);
        token.burn(1);
        assertEq(token.balanceOf(PAIR), 400, "sold");
        assertEq(token.balanceOf(BOB), 500, "paid");
        assertEq(token.balanceOf(ALICE), 99, "kept");
    }

    // ----- permanent renounce: each freeze used to be for ever -----

    function test_renouncedWhilePausedHoldersStillTransferAndSell() public {
        assertHoldersMove(frozenThenRenounced(Freeze.Paused, false));
    }

    function test_renouncedWhileWhitelistOnlyHoldersStillTransferAndSell() public {
        assertHoldersMove(frozenThenRenounced(Freeze.WhitelistOnly, false));
    }

    function test_renouncedWithTheBlacklistedPairHoldersStillSell() public {
        assertHoldersMove(frozenThenRenounced(Freeze.BlacklistedPair, false));
    }

    function test_renouncedWithABlacklistedHolderThatHolderStillTransfers() public {
        assertHoldersMove(frozenThenRenounced(Freeze.BlacklistedHolder, false));
    }

    // ----- timed renounce: no restriction while it runs, the owner's again once reclaimed -----

    function test_duringATimedRenouncePauseStopsNobody() public {
        assertStopsNobodyUntilReclaimed(Freeze.Paused, abi.encodeWithSelector(NormalToken.TokenPaused.selector), BOB);
    }

    function test_duringATimedRenounceWhitelistOnlyStopsNobody() public {
        bytes memory notWhitelisted = abi.encodeWithSelector(NormalToken.TokenNotWhitelisted.selector, ALICE);
        assertStopsNobodyUntilReclaimed(Freeze.WhitelistOnly, notWhitelisted, BOB);
    }

    function test_duringATimedRenounceTheBlacklistedPairStillBuysAndSells() public {
        bytes memory pairBlacklisted = abi.encodeWithSelector(NormalToken.TokenBlacklisted.selector, PAIR);
        assertStopsNobodyUntilReclaimed(Freeze.BlacklistedPair, pairBlacklisted, PAIR);
    }

    function test_duringATimedRenounceABlacklistedHolderStillTransfers() public {
        bytes memory holderBlacklisted = abi.encodeWithSelector(NormalToken.TokenBlacklisted.selector, ALICE);
        assertStopsNobodyUntilReclaimed(Freeze.BlacklistedHolder, holderBlacklisted, BOB);
    }

    /// @dev During a timed renounce after `freeze`, holders move freely; once the owner reclaims the
    /// token, ALICE's transfer to `to` reverts with `restriction` again.
    function assertStopsNobodyUntilReclaimed(Freeze freeze, bytes memory restriction, address to) internal {
        NormalToken token = frozenThenRenounced(freeze, true);
        assertHoldersMove(token);
        reclaim(token);
        vm.prank(ALICE);
        vm.expectRevert(restriction);
        token.transfer(to, 1);
    }

    function reclaim(NormalToken token) internal {
        vm.warp(block.timestamp + RENOUNCE_DAYS * 1 days);
        vm.prank(OWNER);
        token.reclaimOwnership();
        assertEq(token.owner(), OWNER, "reclaimed");
    }

    // ----- a real sell through the AMM -----

    receive() external payable {}

    /// @dev The issue's exact case: liquidity added, the pair blacklisted, ownership renounced;
    /// a holder then sells through the router for ETH.
    function test_renouncedWithTheBlacklistedPairAHolderSellsThroughTheRouter() public {
        deployAmm();
        NormalTokenConfig memory config = restrictive();
        config.owner = address(this);
        NormalToken token = new NormalToken(config);
        token.disableWhitelistOnly();
        token.approve(address(router), type(uint256).max);
        vm.deal(address(this), 100 ether);
        router.addLiquidityETH{value: 100 ether}(address(token), SUPPLY / 2, 0, 0, address(this), block.timestamp);
        address pair = factory.getPair(address(token), address(weth));
        token.transfer(ALICE, 1_000e18);
        token.setBlacklisted(pair, true);
        token.renounceOwnership();

        address[] memory path = new address[](2);
        path[0] = address(token);
        path[1] = address(weth);
        vm.startPrank(ALICE);
        token.approve(address(router), type(uint256).max);
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(1_000e18, 1, path, ALICE, block.timestamp);
        vm.stopPrank();
        assertEq(token.balanceOf(ALICE), 0, "all sold");
        assertTrue(ALICE.balance > 0, "ETH received");
    }
}

/// @notice The property as a fuzz test: after any sequence of owner calls followed by a renounce
/// (permanent or timed), every holder can transfer any amount it holds to any address, and the
/// receiver gets at least 75% of it (transfer burn plus fee are capped at 25%).
/// @dev An action array rather than invariant_ functions: each run is one owner history ending in a
/// renounce, and the check (every holder moving everything) changes state, which invariant checks
/// should not.
contract NormalTokenRenounceFuzzTest is TestBase, TestAccounts, RestrictiveNormalToken {
    uint256 internal constant MAX_ACTIONS = 24;

    /// @dev Accounts the owner's actions and the holders' transfers pick from: the owner, the fee
    /// recipient, two wallets, a pair-like address and the token itself (set in setUp).
    address[6] internal accounts;
    NormalToken internal token;

    function setUp() public {
        NormalTokenConfig memory config = restrictive();
        config.transferBurnBps = 100;
        config.transferFeeBps = 200;
        token = new NormalToken(config);
        accounts = [OWNER, FEES, ALICE, BOB, address(0x9A17), address(token)];
    }

    function account(uint256 seed) internal view returns (address) {
        return accounts[seed % accounts.length];
    }

    /// @dev One owner call decoded from a fuzzed word: the low byte picks the power, the rest
    /// feeds its arguments. Calls the token refuses (pause twice, a fee above the cap...) are skipped.
    function ownerAct(uint256 action) internal {
        uint256 kind = action % 11;
        uint256 arg = action >> 8;
        address who = account(arg);
        bool on = (arg >> 8) & 1 == 1;
        vm.startPrank(OWNER);
        if (kind == 0) {
            try token.pause() {} catch {}
        } else if (kind == 1) {
            try token.unpause() {} catch {}
        } else if (kind == 2) {
            // Blacklisting is the most dangerous power: it gets two of the eleven kinds.
            try token.setBlacklisted(who, true) {} catch {}
        } else if (kind == 3) {
            try token.setBlacklisted(who, on) {} catch {}
        } else if (kind == 4) {
            try token.setWhitelisted(who, on) {} catch {}
        } else if (kind == 5) {
            try token.disableWhitelistOnly() {} catch {}
        } else if (kind == 6) {
            uint256 burnBps = bound(arg >> 16, 0, 2500);
            uint256 feeBps = bound(arg >> 32, 0, 2500 - burnBps);
            try token.setTransferFees(uint16(burnBps), uint16(feeBps)) {} catch {}
        } else if (kind == 7) {
            try token.setFeeExempt(who, on) {} catch {}
        } else if (kind == 8) {
            try token.mint(who, bound(arg >> 16, 0, SUPPLY)) {} catch {}
        } else if (kind == 9) {
            try token.setFeeRecipient(who) {} catch {}
        } else {
            // The owner hands out tokens, so that more accounts hold some.
            try token.transfer(who, bound(arg >> 16, 0, SUPPLY / 4)) {} catch {}
        }
        vm.stopPrank();
    }

    function testFuzz_afterAnyOwnerCallsARenouncedTokenLetsEveryHolderMoveWhatItHolds(
        uint256[] calldata actions,
        bool timed,
        uint256 elapsed,
        uint256 seed
    ) public {
        uint256 count = actions.length < MAX_ACTIONS ? actions.length : MAX_ACTIONS;
        for (uint256 i; i < count; ++i) {
            ownerAct(actions[i]);
        }
        vm.prank(OWNER);
        if (timed) {
            uint64 endsAt = uint64(block.timestamp + 365 days);
            token.renounceOwnershipUntil(endsAt);
            // Anywhere inside the renounce.
            vm.warp(block.timestamp + bound(elapsed, 0, 365 days - 1));
        } else {
            token.renounceOwnership();
        }
        assertEq(token.owner(), address(0), "no owner");
        uint256 supplyAtRenounce = token.totalSupply();

        // Each holder sends a fuzzed part of its balance, then all that is left, to fuzzed receivers
        // (blacklisted ones, the pair-like address and the token included).
        for (uint256 round; round < 2; ++round) {
            for (uint256 i; i < accounts.length; ++i) {
                address from = accounts[i];
                uint256 balance = token.balanceOf(from);
                seed = uint256(keccak256(abi.encode(seed, round, i)));
                uint256 amount = round == 0 ? bound(seed, 0, balance) : balance;
                address to = account(seed >> 128);
                uint256 before = token.balanceOf(to);
                vm.prank(from);
                token.transfer(to, amount);
                if (to != from) {
                    uint256 received = token.balanceOf(to) - before;
                    assertGe(received * 4, amount * 3, "receiver gets at least 75%");
                    if (from != token.feeRecipient()) {
                        assertEq(token.balanceOf(from), balance - amount, "sender paid exactly the amount");
                    }
                }
            }
        }
        assertLe(token.totalSupply(), supplyAtRenounce, "nobody mints without an owner");
        assertLe(token.totalSupply(), token.maxSupply(), "never above the cap");
    }
}

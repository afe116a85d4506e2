// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {TestBase} from "../utils/TestBase.sol";
import {TestAccounts} from "../utils/TestAccounts.sol";
import {NormalToken, NormalTokenConfig} from "../../src/tokens/templates/NormalToken.sol";
import {NormalTokenConfigs} from "./NormalTokenConfigs.sol";
import {TimedRenounceChecks} from "./TimedRenounceChecks.sol";
import {OptionalBurn} from "../../src/tokens/templates/base/OptionalBurn.sol";
import {TimedRenounce} from "../../src/tokens/templates/base/TimedRenounce.sol";

/// @notice Every option of the normal template on and off, fee math with fuzzed amounts, access
/// control on every owner power, and the timed renounce.
contract NormalTokenTest is TestBase, TestAccounts, TimedRenounceChecks {
    /// @dev Not TestAccounts.ALICE (0xA11CE, the same address as 0x0A11CE), and not below 0x10000:
    /// the templates count an owner there as no owner (NoOwner.KEYLESS_BELOW).
    address internal constant OWNER = address(0x0E4E2E4);
    address internal constant FEES = address(0xFEE);
    uint256 internal constant SUPPLY = 1_000_000_000e18;

    event OwnershipRenouncedUntil(address indexed returningOwner, uint64 endsAt);
    event OwnershipReclaimed(address indexed owner);
    event TransferFeesUpdated(uint16 transferBurnBps, uint16 transferFeeBps);

    /// @dev Every option off; the coin owner is not the deployer.
    function plain() internal pure returns (NormalTokenConfig memory) {
        return NormalTokenConfigs.plain(OWNER, FEES, SUPPLY);
    }

    function allOn() internal pure returns (NormalTokenConfig memory config) {
        config = NormalTokenConfigs.restrictive(OWNER, FEES, SUPPLY);
        // Room for every fuzzed mint of the tests that are not about the cap.
        config.maxSupply = SUPPLY + type(uint128).max;
        config.transferBurnBps = 100;
        config.transferFeeBps = 200;
    }

    function deploy(NormalTokenConfig memory config) internal returns (NormalToken token) {
        token = new NormalToken(config);
    }

    /// @dev Gives ALICE tokens from the (fee-exempt) owner.
    function fund(NormalToken token, uint256 amount) internal {
        vm.prank(OWNER);
        token.transfer(ALICE, amount);
    }

    // ----- all off -----

    function test_allOptionsOffBehavesLikeAPlainTokenAndRefusesEveryPower() public {
        NormalToken token = deploy(plain());
        assertEq(token.owner(), OWNER, "coin owner");
        assertEq(token.balanceOf(OWNER), SUPPLY, "supply to the coin owner");
        assertTrue(
            !token.burnable() && !token.mintable() && !token.pausable() && !token.blacklistEnabled()
                && !token.whitelistEnabled() && !token.timedRenounceEnabled() && !token.transferBurnEnabled()
                && !token.transferFeeEnabled() && !token.whitelistOnly(),
            "flags off"
        );
        fund(token, 1000);
        vm.prank(ALICE);
        token.transfer(BOB, 1000);
        assertEq(token.balanceOf(BOB), 1000, "no fee");

        vm.startPrank(OWNER);
        vm.expectRevert(NormalToken.TokenMintDisabled.selector);
        token.mint(OWNER, 1);
        vm.expectRevert(NormalToken.TokenPauseDisabled.selector);
        token.pause();
        vm.expectRevert(NormalToken.TokenPauseDisabled.selector);
        token.unpause();
        vm.expectRevert(NormalToken.TokenBlacklistDisabled.selector);
        token.setBlacklisted(BOB, true);
        vm.expectRevert(NormalToken.TokenWhitelistDisabled.selector);
        token.setWhitelisted(BOB, true);
        vm.expectRevert(NormalToken.TokenWhitelistOnlyOff.selector);
        token.disableWhitelistOnly();
        vm.expectRevert(NormalToken.TokenTransferFeeDisabled.selector);
        token.setFeeExempt(BOB, true);
        vm.expectRevert(NormalToken.TokenTransferFeeDisabled.selector);
        token.setTransferFees(1, 0);
        vm.expectRevert(NormalToken.TokenTransferFeeDisabled.selector);
        token.setTransferFees(0, 1);
        vm.expectRevert(NormalToken.TokenTransferFeeDisabled.selector);
        token.setFeeRecipient(BOB);
        vm.expectRevert(TimedRenounce.TokenTimedRenounceDisabled.selector);
        token.renounceOwnershipUntil(uint64(block.timestamp + 1 days));
        vm.expectRevert(OptionalBurn.TokenBurnDisabled.selector);
        token.burn(1);
        vm.stopPrank();
        assertEq(token.totalSupply(), SUPPLY, "supply unchanged");
    }

    // ----- access control -----

    function test_everyOwnerPowerIsOwnerOnly() public {
        NormalToken token = deploy(allOn());
        bytes memory unauthorized = abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, STRANGER);
        vm.startPrank(STRANGER);
        vm.expectRevert(unauthorized);
        token.mint(STRANGER, 1);
        vm.expectRevert(unauthorized);
        token.pause();
        vm.expectRevert(unauthorized);
        token.unpause();
        vm.expectRevert(unauthorized);
        token.setBlacklisted(BOB, true);
        vm.expectRevert(unauthorized);
        token.setWhitelisted(STRANGER, true);
        vm.expectRevert(unauthorized);
        token.disableWhitelistOnly();
        vm.expectRevert(unauthorized);
        token.setFeeExempt(STRANGER, true);
        vm.expectRevert(unauthorized);
        token.setTransferFees(0, 0);
        vm.expectRevert(unauthorized);
        token.setFeeRecipient(STRANGER);
        expectOwnershipCallsRefused(token, STRANGER);
        vm.stopPrank();
        assertEq(token.owner(), OWNER, "owner unchanged");
    }

    // ----- mint and burn -----

    function testFuzz_ownerMintsWhenOn(uint256 amount) public {
        amount = bound(amount, 0, type(uint128).max);
        NormalToken token = deploy(allOn());
        vm.prank(OWNER);
        token.mint(BOB, amount);
        assertEq(token.balanceOf(BOB), amount, "minted");
        assertEq(token.totalSupply(), SUPPLY + amount, "supply");
    }

    function testFuzz_mintStopsAtTheCap(uint256 cap, uint256 amount) public {
        cap = bound(cap, SUPPLY, SUPPLY * 100);
        amount = bound(amount, 0, cap * 2);
        NormalTokenConfig memory config = allOn();
        config.maxSupply = cap;
        NormalToken token = deploy(config);
        assertEq(token.maxSupply(), cap, "public cap");
        vm.prank(OWNER);
        if (SUPPLY + amount > cap) {
            vm.expectRevert(abi.encodeWithSelector(NormalToken.TokenMaxSupplyExceeded.selector, SUPPLY + amount, cap));
            token.mint(BOB, amount);
            assertEq(token.totalSupply(), SUPPLY, "nothing minted");
        } else {
            token.mint(BOB, amount);
            assertEq(token.totalSupply(), SUPPLY + amount, "minted");
        }
    }

    /// @dev The composed behaviour Customize offers: mint cap with transfer burn and fee. Burns
    /// (holder burns and transfer burns) make room under the cap again; fees never mint; the supply
    /// never exceeds the cap whatever the order.
    function testFuzz_mintCapHoldsWithTransferBurnAndFee(uint256 extra, uint256 sent, uint256 burned) public {
        extra = bound(extra, 0, SUPPLY);
        NormalTokenConfig memory config = allOn();
        config.maxSupply = SUPPLY + extra;
        NormalToken token = deploy(config);
        vm.prank(OWNER);
        token.mint(ALICE, extra);
        assertEq(token.totalSupply(), token.maxSupply(), "at the cap");
        vm.prank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(NormalToken.TokenMaxSupplyExceeded.selector, SUPPLY + extra + 1, SUPPLY + extra));
        token.mint(ALICE, 1);

        sent = bound(sent, 0, extra);
        vm.prank(OWNER);
        token.setWhitelisted(ALICE, true);
        vm.prank(ALICE);
        token.transfer(BOB, sent);
        // 1% of the transfer was burned (allOn), 2% paid to the fee recipient: no mint on the way.
        uint256 transferBurn = (sent * 100) / 10_000;
        assertEq(token.totalSupply(), SUPPLY + extra - transferBurn, "a transfer burn lowers the supply");
        burned = bound(burned, 0, token.balanceOf(ALICE));
        vm.prank(ALICE);
        token.burn(burned);
        uint256 room = transferBurn + burned;
        assertEq(token.maxSupply() - token.totalSupply(), room, "burns make room under the cap");
        vm.prank(OWNER);
        token.mint(BOB, room);
        assertEq(token.totalSupply(), token.maxSupply(), "back at the cap, not above");
    }

    function test_capBelowTheInitialSupplyIsRefusedAndWithoutMintTheCapIsTheSupply() public {
        NormalTokenConfig memory config = allOn();
        config.maxSupply = SUPPLY - 1;
        vm.expectRevert(abi.encodeWithSelector(NormalToken.TokenMaxSupplyBelowInitial.selector, SUPPLY - 1, SUPPLY));
        deploy(config);
        config = plain();
        config.maxSupply = SUPPLY * 5;
        assertEq(deploy(config).maxSupply(), SUPPLY, "without mint the cap is the initial supply");
    }

    function testFuzz_holdersBurnWhenOn(uint256 amount) public {
        amount = bound(amount, 0, SUPPLY);
        NormalTokenConfig memory config = plain();
        config.burnable = true;
        NormalToken token = deploy(config);
        vm.prank(OWNER);
        token.burn(amount);
        assertEq(token.totalSupply(), SUPPLY - amount, "supply");
    }

    // ----- pause -----

    function test_pauseStopsTransfersMintsAndBurnsUntilUnpaused() public {
        NormalToken token = deploy(allOn());
        fund(token, 1000);
        vm.startPrank(OWNER);
        token.pause();
        assertTrue(token.paused(), "paused");
        vm.expectRevert(abi.encodeWithSelector(NormalToken.TokenPauseUnchanged.selector, true));
        token.pause();
        vm.expectRevert(NormalToken.TokenPaused.selector);
        token.transfer(BOB, 1);
        vm.expectRevert(NormalToken.TokenPaused.selector);
        token.mint(BOB, 1);
        vm.expectRevert(NormalToken.TokenPaused.selector);
        token.burn(1);
        token.unpause();
        vm.expectRevert(abi.encodeWithSelector(NormalToken.TokenPauseUnchanged.selector, false));
        token.unpause();
        token.transfer(BOB, 1);
        vm.stopPrank();
        assertEq(token.balanceOf(BOB), 1, "moves again");
    }

    // ----- blacklist -----

    function test_blacklistBlocksSendingAndReceivingUntilCleared() public {
        NormalTokenConfig memory config = plain();
        config.blacklistEnabled = true;
        NormalToken token = deploy(config);
        fund(token, 1000);
        vm.prank(OWNER);
        token.setBlacklisted(ALICE, true);
        assertTrue(token.isBlacklisted(ALICE), "listed");

        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(NormalToken.TokenBlacklisted.selector, ALICE));
        token.transfer(BOB, 1);
        vm.prank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(NormalToken.TokenBlacklisted.selector, ALICE));
        token.transfer(ALICE, 1);

        vm.prank(OWNER);
        token.setBlacklisted(ALICE, false);
        assertTrue(!token.isBlacklisted(ALICE), "cleared");
        vm.prank(ALICE);
        token.transfer(BOB, 1);
        assertEq(token.balanceOf(BOB), 1, "moves again");
    }

    // ----- whitelist -----

    function test_whitelistLimitsSendersUntilTurnedOffForGood() public {
        NormalTokenConfig memory config = plain();
        config.whitelistEnabled = true;
        NormalToken token = deploy(config);
        assertTrue(token.whitelistOnly(), "on at birth");
        assertTrue(token.isWhitelisted(OWNER), "owner whitelisted");
        fund(token, 1000); // the owner sends; anyone may receive

        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(NormalToken.TokenNotWhitelisted.selector, ALICE));
        token.transfer(BOB, 1);
        vm.prank(OWNER);
        token.setWhitelisted(ALICE, true);
        vm.prank(ALICE);
        token.transfer(BOB, 1);
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(NormalToken.TokenNotWhitelisted.selector, BOB));
        token.transfer(ALICE, 1);

        vm.prank(OWNER);
        token.disableWhitelistOnly();
        assertTrue(!token.whitelistOnly(), "off");
        vm.prank(BOB);
        token.transfer(ALICE, 1);
        vm.prank(OWNER);
        vm.expectRevert(NormalToken.TokenWhitelistOnlyOff.selector);
        token.disableWhitelistOnly();
    }

    // ----- transfer burn and fee -----

    function testFuzz_transferBurnAndFeeMath(uint256 burnBps, uint256 feeBps, uint256 amount) public {
        burnBps = bound(burnBps, 0, 2500);
        feeBps = bound(feeBps, 0, 2500 - burnBps);
        amount = bound(amount, 0, SUPPLY);
        NormalTokenConfig memory config = plain();
        config.transferBurnBps = uint16(burnBps);
        config.transferFeeBps = uint16(feeBps);
        NormalToken token = deploy(config);
        fund(token, SUPPLY / 2); // exempt owner: no fee
        assertEq(token.balanceOf(ALICE), SUPPLY / 2, "owner pays no fee");
        amount = amount / 2;

        vm.prank(ALICE);
        token.transfer(BOB, amount);
        uint256 burned = (amount * burnBps) / 10_000;
        uint256 fee = (amount * feeBps) / 10_000;
        assertEq(token.balanceOf(ALICE), SUPPLY / 2 - amount, "sender pays the amount");
        assertEq(token.balanceOf(BOB), amount - burned - fee, "receiver");
        assertEq(token.balanceOf(FEES), fee, "fee recipient");
        assertEq(token.totalSupply(), SUPPLY - burned, "burned");
        assertLe(burned + fee, (amount * 2500) / 10_000, "never above the cap");
    }

    function testFuzz_feeExemptSenderOrReceiverPaysNothing(uint256 amount, bool exemptSender) public {
        amount = bound(amount, 0, SUPPLY / 2);
        NormalTokenConfig memory config = plain();
        config.transferBurnBps = 500;
        config.transferFeeBps = 2000;
        NormalToken token = deploy(config);
        assertTrue(token.isFeeExempt(OWNER) && token.isFeeExempt(FEES), "owner and fee address exempt");
        fund(token, SUPPLY / 2);
        vm.prank(OWNER);
        token.setFeeExempt(exemptSender ? ALICE : BOB, true);
        vm.prank(ALICE);
        token.transfer(BOB, amount);
        assertEq(token.balanceOf(BOB), amount, "full amount");
        assertEq(token.totalSupply(), SUPPLY, "nothing burned");
    }

    function testFuzz_feesAboveTheCapAreRefusedAtDeployment(uint16 burnBps, uint16 feeBps) public {
        uint256 total = uint256(burnBps) + feeBps;
        vm.assume(total > 2500);
        NormalTokenConfig memory config = plain();
        config.transferBurnBps = burnBps;
        config.transferFeeBps = feeBps;
        vm.expectRevert(abi.encodeWithSelector(NormalToken.TokenFeeAboveCap.selector, total, 2500));
        new NormalToken(config);
    }

    function test_ownerChangesFeesOnlyWithinTheCap() public {
        NormalToken token = deploy(allOn());
        vm.startPrank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(NormalToken.TokenFeeAboveCap.selector, 2501, 2500));
        token.setTransferFees(1000, 1501);
        vm.expectEmit(false, false, false, true);
        emit TransferFeesUpdated(0, 50);
        token.setTransferFees(0, 50);
        token.setTransferFees(1000, 1500);
        vm.stopPrank();
        assertEq(token.transferBurnBps(), 1000, "burn");
        assertEq(token.transferFeeBps(), 1500, "fee");
    }

    function testFuzz_ownerCanNeverSetFeesAboveTheCap(uint16 burnBps, uint16 feeBps) public {
        NormalToken token = deploy(allOn());
        uint256 total = uint256(burnBps) + feeBps;
        vm.prank(OWNER);
        if (total > 2500) {
            vm.expectRevert(abi.encodeWithSelector(NormalToken.TokenFeeAboveCap.selector, total, 2500));
            token.setTransferFees(burnBps, feeBps);
            assertEq(uint256(token.transferBurnBps()) + token.transferFeeBps(), 300, "unchanged");
        } else {
            token.setTransferFees(burnBps, feeBps);
            assertEq(uint256(token.transferBurnBps()) + token.transferFeeBps(), total, "set");
        }
    }

    function test_endingAnExemptionMakesTheOwnerPayFees() public {
        NormalTokenConfig memory config = plain();
        config.transferFeeBps = 1000;
        NormalToken token = deploy(config);
        assertTrue(!token.transferBurnEnabled() && token.transferFeeEnabled(), "fee only");
        vm.prank(OWNER);
        vm.expectRevert(NormalToken.TokenTransferFeeDisabled.selector);
        token.setTransferFees(1, 1000);
        vm.prank(OWNER);
        token.setFeeExempt(OWNER, false);
        assertTrue(!token.isFeeExempt(OWNER), "no longer exempt");
        vm.prank(OWNER);
        token.transfer(BOB, 1000);
        assertEq(token.balanceOf(BOB), 900, "owner paid the fee");
        assertEq(token.balanceOf(FEES), 100, "fee");
    }

    /// @dev The new owner is CAROL: BOB (0xB0B) is below NoOwner.KEYLESS_BELOW, so handing it the
    /// token would be a renounce.
    function test_timedRenounceReturnsToTheOwnerAtTheTimeOfRenouncing() public {
        NormalToken token = deploy(allOn());
        vm.prank(OWNER);
        token.transferOwnership(CAROL);
        vm.prank(CAROL);
        token.renounceOwnershipUntil(uint64(block.timestamp + 1));
        assertEq(token.returningOwner(), CAROL, "new owner returns");
        vm.warp(block.timestamp + 1);
        vm.prank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(TimedRenounce.TokenNotReturningOwner.selector, OWNER, CAROL));
        token.reclaimOwnership();
        vm.prank(CAROL);
        token.reclaimOwnership();
        assertEq(token.owner(), CAROL, "reclaimed by the recorded owner");
    }

    function test_feeNeedsARecipientAndTheRecipientCanChange() public {
        NormalTokenConfig memory config = plain();
        config.transferFeeBps = 1000;
        config.feeRecipient = address(0);
        vm.expectRevert(NormalToken.TokenZeroFeeRecipient.selector);
        new NormalToken(config);

        config.feeRecipient = FEES;
        NormalToken token = deploy(config);
        vm.prank(OWNER);
        vm.expectRevert(NormalToken.TokenZeroFeeRecipient.selector);
        token.setFeeRecipient(address(0));
        vm.prank(OWNER);
        token.setFeeRecipient(BOB);
        assertEq(token.feeRecipient(), BOB, "new recipient");
        fund(token, 1000);
        vm.prank(ALICE);
        token.transfer(STRANGER, 1000);
        assertEq(token.balanceOf(BOB), 100, "fee to the new recipient");
        assertEq(token.balanceOf(STRANGER), 900, "receiver");
    }

    function test_mintsAndBurnsPayNoTransferFee() public {
        NormalToken token = deploy(allOn());
        vm.startPrank(OWNER);
        token.disableWhitelistOnly();
        token.mint(ALICE, 1000);
        vm.stopPrank();
        assertEq(token.balanceOf(ALICE), 1000, "mint without fee");
        vm.prank(ALICE);
        token.burn(1000);
        assertEq(token.balanceOf(FEES), 0, "no fee on burn");
        assertEq(token.totalSupply(), SUPPLY, "supply back");
    }

    // ----- timed renounce -----

    function test_timedRenounceReturnsOwnershipOnlyAfterTheEndAndOnlyToTheRecordedOwner() public {
        NormalToken token = deploy(allOn());
        uint64 endsAt = uint64(block.timestamp + 30 days);

        vm.prank(OWNER);
        vm.expectRevert(
            abi.encodeWithSelector(
                TimedRenounce.TokenRenounceEndNotInFuture.selector, uint64(block.timestamp), block.timestamp
            )
        );
        token.renounceOwnershipUntil(uint64(block.timestamp));

        vm.expectEmit(true, false, false, true);
        emit OwnershipRenouncedUntil(OWNER, endsAt);
        vm.prank(OWNER);
        token.renounceOwnershipUntil(endsAt);
        assertEq(token.owner(), address(0), "renounced");
        assertEq(token.returningOwner(), OWNER, "returning owner shown");
        assertEq(token.renounceEndsAt(), endsAt, "end date shown");

        // No owner power while renounced, not even for the returning owner.
        vm.prank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, OWNER));
        token.mint(OWNER, 1);

        vm.prank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(TimedRenounce.TokenRenounceNotOver.selector, endsAt, block.timestamp));
        token.reclaimOwnership();

        vm.warp(endsAt);
        vm.prank(STRANGER);
        vm.expectRevert(abi.encodeWithSelector(TimedRenounce.TokenNotReturningOwner.selector, STRANGER, OWNER));
        token.reclaimOwnership();

        vm.expectEmit(true, false, false, true);
        emit OwnershipReclaimed(OWNER);
        vm.prank(OWNER);
        token.reclaimOwnership();
        assertEq(token.owner(), OWNER, "back");
        assertEq(token.returningOwner(), address(0), "cleared");
        assertEq(token.renounceEndsAt(), 0, "cleared");
        vm.prank(OWNER);
        token.mint(OWNER, 1);

        vm.prank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(TimedRenounce.TokenRenounceNotOver.selector, 0, block.timestamp));
        token.reclaimOwnership();
    }

    function test_bornRenouncedUntilADate() public {
        NormalTokenConfig memory config = allOn();
        config.renounceEndsAt = uint64(block.timestamp + 1 days);
        NormalToken token = deploy(config);
        assertEq(token.owner(), address(0), "renounced at birth");
        assertEq(token.returningOwner(), OWNER, "returns to the coin owner");
        assertEq(token.balanceOf(OWNER), SUPPLY, "supply to the coin owner");
        vm.warp(block.timestamp + 1 days);
        vm.prank(OWNER);
        token.reclaimOwnership();
        assertEq(token.owner(), OWNER, "reclaimed");
    }

    function test_bornRenouncedNeedsTheOptionAndAFutureDate() public {
        NormalTokenConfig memory config = plain();
        config.renounceEndsAt = uint64(block.timestamp + 1 days);
        vm.expectRevert(TimedRenounce.TokenTimedRenounceDisabled.selector);
        new NormalToken(config);

        config.timedRenounceEnabled = true;
        config.renounceEndsAt = uint64(block.timestamp);
        vm.expectRevert(
            abi.encodeWithSelector(
                TimedRenounce.TokenRenounceEndNotInFuture.selector, uint64(block.timestamp), block.timestamp
            )
        );
        new NormalToken(config);
    }

    function test_permanentRenounceLeavesNothingToReclaim() public {
        NormalToken token = deploy(allOn());
        vm.prank(OWNER);
        token.renounceOwnership();
        assertEq(token.owner(), address(0), "renounced");
        vm.warp(block.timestamp + 3650 days);
        vm.prank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(TimedRenounce.TokenRenounceNotOver.selector, 0, block.timestamp));
        token.reclaimOwnership();
    }

    function test_coinOwnerCannotBeZero() public {
        NormalTokenConfig memory config = plain();
        config.owner = address(0);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableInvalidOwner.selector, address(0)));
        new NormalToken(config);
    }
}

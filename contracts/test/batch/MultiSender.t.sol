// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TestBase} from "../utils/TestBase.sol";
import {MultiSender} from "../../src/batch/MultiSender.sol";
import {IMultiSender} from "../../src/batch/IMultiSender.sol";
import {ReferenceERC20} from "../fixtures/ReferenceERC20.sol";
import {FeeOnTransferToken} from "../fixtures/FeeOnTransferToken.sol";
import {UsdtStyleToken} from "../fixtures/UsdtStyleToken.sol";
import {FailingTransferToken} from "../fixtures/FailingTransferToken.sol";
import {SendTestReceiver} from "../fixtures/SendTestReceiver.sol";
import {ReentrantSendToken} from "../fixtures/ReentrantSendToken.sol";

/// @notice MultiSender: fuzzed native, token and transferFrom sends (every recipient gets its amount,
/// the sender pays exactly the sum plus the fee), refunds, the fee with each function and its
/// constructor rules, all-or-nothing reverts (refusing recipients, tokens that return false, revert
/// or lie), USDT-style and fee-on-transfer tokens, every error, re-entrancy from recipients and
/// tokens, duplicates and the sender as a recipient, empty lists, zero and 2^96 - 1 amounts. After
/// every call the contract holds nothing. The 1,000-recipient sends are in multiSender.ts.
contract MultiSenderTest is TestBase {
    address internal constant ALICE = address(0xA11CE);
    address internal constant FEE_TO = address(0xFEE);
    uint256 internal constant FEE = 0.01 ether;
    uint256 internal constant MAX_AMOUNT = (1 << 96) - 1;
    uint256 internal constant SUPPLY = 1 << 200;

    MultiSender internal sender;
    MultiSender internal paid;
    ReferenceERC20 internal token;

    function setUp() public {
        sender = new MultiSender(address(0), 0);
        paid = new MultiSender(FEE_TO, FEE);
        token = new ReferenceERC20(SUPPLY);
        token.approve(address(sender), type(uint256).max);
        token.approve(address(paid), type(uint256).max);
        vm.deal(address(this), 1000 ether);
    }

    /// @dev Refunds come back to the test contract.
    receive() external payable {}

    // ----- helpers -----

    function pack(address to, uint256 amount) internal pure returns (bytes32) {
        return bytes32((uint256(uint160(to)) << 96) | amount);
    }

    /// @dev A fresh address from a seed (never a precompile, this test or a deployed contract in practice).
    function fresh(uint256 seed, uint256 index) internal pure returns (address) {
        return address(uint160(uint256(keccak256(abi.encode("recipient", seed, index)))));
    }

    struct List {
        address[] recipients;
        uint256[] amounts;
        bytes32[] packed;
        uint256 total;
    }

    /// @dev `count` recipients from `seed`, some of them repeated, amounts in [0, maxAmount].
    function randomList(uint256 seed, uint256 count, uint256 maxAmount) internal pure returns (List memory list) {
        list.recipients = new address[](count);
        list.amounts = new uint256[](count);
        list.packed = new bytes32[](count);
        for (uint256 i; i < count; ++i) {
            uint256 draw = uint256(keccak256(abi.encode(seed, i)));
            // About one entry in eight repeats an earlier recipient.
            list.recipients[i] = i > 0 && draw % 8 == 0 ? list.recipients[(draw >> 8) % i] : fresh(seed, i);
            list.amounts[i] = bound(draw >> 16, 0, maxAmount);
            list.packed[i] = pack(list.recipients[i], list.amounts[i]);
            list.total += list.amounts[i];
        }
    }

    /// @dev `count` distinct fresh recipients from `seed`, each sent `amount`.
    function plainList(uint256 seed, uint256 count, uint256 amount) internal pure returns (List memory list) {
        list.recipients = new address[](count);
        list.amounts = new uint256[](count);
        list.packed = new bytes32[](count);
        for (uint256 i; i < count; ++i) {
            list.recipients[i] = fresh(seed, i);
            list.amounts[i] = amount;
            list.packed[i] = pack(list.recipients[i], amount);
            list.total += amount;
        }
    }

    /// @dev What each entry's address should hold after the send: before + every amount sent to it.
    function expectedAfter(List memory list, uint256[] memory before) internal pure returns (uint256[] memory after_) {
        after_ = new uint256[](list.recipients.length);
        for (uint256 i; i < list.recipients.length; ++i) {
            uint256 sum = before[i];
            for (uint256 j; j < list.recipients.length; ++j) {
                if (list.recipients[j] == list.recipients[i]) sum += list.amounts[j];
            }
            after_[i] = sum;
        }
    }

    function nativeBalances(address[] memory accounts) internal view returns (uint256[] memory balances) {
        balances = new uint256[](accounts.length);
        for (uint256 i; i < accounts.length; ++i) balances[i] = accounts[i].balance;
    }

    function tokenBalances(address asset, address[] memory accounts) internal view returns (uint256[] memory balances) {
        balances = new uint256[](accounts.length);
        for (uint256 i; i < accounts.length; ++i) balances[i] = ReferenceERC20(asset).balanceOf(accounts[i]);
    }

    function assertBalances(uint256[] memory actual, uint256[] memory expected) internal pure {
        for (uint256 i; i < actual.length; ++i) assertEq(actual[i], expected[i], "recipient balance");
    }

    function assertEmpty(MultiSender target, address asset) internal view {
        assertEq(address(target).balance, 0, "no native coin left in the sender");
        if (asset != address(0)) assertEq(ReferenceERC20(asset).balanceOf(address(target)), 0, "no token left");
    }

    function one(address to, uint256 amount) internal pure returns (bytes32[] memory packed) {
        packed = new bytes32[](1);
        packed[0] = pack(to, amount);
    }

    // ----- fuzzed sends -----

    function testFuzz_sendNative(uint256 seed, uint256 count, uint256 extra) public {
        count = bound(count, 1, 40);
        extra = bound(extra, 0, 100 ether);
        List memory list = randomList(seed, count, MAX_AMOUNT);
        uint256[] memory expected = expectedAfter(list, nativeBalances(list.recipients));
        vm.deal(ALICE, list.total + extra);

        vm.expectEmit(true, true, false, true);
        emit IMultiSender.Sent(ALICE, address(0), count, list.total);
        vm.prank(ALICE);
        sender.sendNative{value: list.total + extra}(list.packed);

        assertBalances(nativeBalances(list.recipients), expected);
        assertEq(ALICE.balance, extra, "the sender paid exactly the sum; the rest came back");
        assertEmpty(sender, address(0));
    }

    function testFuzz_sendToken(uint256 seed, uint256 count) public {
        count = bound(count, 1, 40);
        List memory list = randomList(seed, count, MAX_AMOUNT);
        uint256[] memory expected = expectedAfter(list, tokenBalances(address(token), list.recipients));
        uint256 before = token.balanceOf(address(this));

        vm.expectEmit(true, true, false, true);
        emit IMultiSender.Sent(address(this), address(token), count, list.total);
        sender.sendToken(address(token), list.total, list.packed);

        assertBalances(tokenBalances(address(token), list.recipients), expected);
        assertEq(token.balanceOf(address(this)), before - list.total, "the sender paid exactly the sum");
        assertEmpty(sender, address(token));
    }

    function testFuzz_sendTokenFrom(uint256 seed, uint256 count) public {
        count = bound(count, 1, 40);
        // Any amount, also past 2^96 (what the packed functions cannot take).
        List memory list = randomList(seed, count, SUPPLY / 64);
        uint256[] memory expected = expectedAfter(list, tokenBalances(address(token), list.recipients));
        uint256 before = token.balanceOf(address(this));

        vm.expectEmit(true, true, false, true);
        emit IMultiSender.Sent(address(this), address(token), count, list.total);
        sender.sendTokenFrom(address(token), list.recipients, list.amounts);

        assertBalances(tokenBalances(address(token), list.recipients), expected);
        assertEq(token.balanceOf(address(this)), before - list.total, "the sender paid exactly the sum");
        assertEmpty(sender, address(token));
    }

    function testFuzz_feeWithEachFunction(uint256 amount, uint256 extra) public {
        amount = bound(amount, 0, MAX_AMOUNT);
        extra = bound(extra, 0, 10 ether);
        address to = fresh(amount, 1);

        vm.deal(ALICE, amount + FEE + extra);
        vm.prank(ALICE);
        paid.sendNative{value: amount + FEE + extra}(one(to, amount));
        assertEq(to.balance, amount, "native recipient");
        assertEq(FEE_TO.balance, FEE, "fee paid (native)");
        assertEq(ALICE.balance, extra, "excess refunded (native)");

        uint256 coinBefore = address(this).balance;
        paid.sendToken{value: FEE + extra}(address(token), amount, one(to, amount));
        assertEq(token.balanceOf(to), amount, "token recipient");
        assertEq(FEE_TO.balance, 2 * FEE, "fee paid (sendToken)");
        assertEq(address(this).balance, coinBefore - FEE, "excess refunded (sendToken)");

        address[] memory recipients = new address[](1);
        recipients[0] = to;
        uint256[] memory amounts = new uint256[](1);
        amounts[0] = amount;
        paid.sendTokenFrom{value: FEE + extra}(address(token), recipients, amounts);
        assertEq(token.balanceOf(to), 2 * amount, "token recipient (sendTokenFrom)");
        assertEq(FEE_TO.balance, 3 * FEE, "fee paid (sendTokenFrom)");
        assertEq(address(this).balance, coinBefore - 2 * FEE, "excess refunded (sendTokenFrom)");
        assertEmpty(paid, address(token));
    }

    // ----- value, refunds, fee -----

    function test_refundsLeftoverNative() public {
        bytes32[] memory packed = new bytes32[](2);
        packed[0] = pack(fresh(1, 0), 1 ether);
        packed[1] = pack(fresh(1, 1), 2 ether);
        vm.deal(ALICE, 10 ether);
        vm.prank(ALICE);
        sender.sendNative{value: 10 ether}(packed);
        assertEq(ALICE.balance, 7 ether, "7 ether came back");
        assertEmpty(sender, address(0));
    }

    function test_refundsValueSentWithTokenSends() public {
        uint256 before = address(this).balance;
        sender.sendToken{value: 1 ether}(address(token), 5, one(fresh(2, 0), 5));
        assertEq(address(this).balance, before, "all of msg.value came back (no fee)");
        assertEmpty(sender, address(token));
    }

    function test_insufficientValueWhenTheValueRunsOut() public {
        bytes32[] memory packed = new bytes32[](2);
        packed[0] = pack(fresh(3, 0), 1 ether);
        packed[1] = pack(fresh(3, 1), 2 ether);
        vm.deal(ALICE, 3 ether);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IMultiSender.MultiSenderInsufficientValue.selector, 3 ether, 2 ether));
        sender.sendNative{value: 2 ether}(packed);
        assertEq(fresh(3, 0).balance, 0, "nothing was sent");
    }

    function test_insufficientValueWhenStrandedCoinWouldCoverIt() public {
        // Coin forced into the contract (selfdestruct, coinbase) never pays for someone's send.
        vm.deal(address(sender), 5 ether);
        vm.deal(ALICE, 1 ether);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IMultiSender.MultiSenderInsufficientValue.selector, 2 ether, 1 ether));
        sender.sendNative{value: 1 ether}(one(fresh(4, 0), 2 ether));
        assertEq(address(sender).balance, 5 ether, "the stranded coin stays");
    }

    function test_insufficientValueForTheFee() public {
        vm.expectRevert(abi.encodeWithSelector(IMultiSender.MultiSenderInsufficientValue.selector, FEE, FEE - 1));
        paid.sendToken{value: FEE - 1}(address(token), 1, one(fresh(5, 0), 1));
        vm.expectRevert(abi.encodeWithSelector(IMultiSender.MultiSenderInsufficientValue.selector, FEE, 0));
        paid.sendTokenFrom(address(token), new address[](0), new uint256[](0));
        vm.deal(ALICE, 1 ether);
        vm.prank(ALICE);
        vm.expectRevert(
            abi.encodeWithSelector(IMultiSender.MultiSenderInsufficientValue.selector, FEE + 0.5 ether, 0.5 ether)
        );
        paid.sendNative{value: 0.5 ether}(one(fresh(5, 1), 0.5 ether));
    }

    function test_feeRecipientThatRefusesFailsTheCall() public {
        SendTestReceiver refusing = new SendTestReceiver(IMultiSender(address(0)));
        refusing.configure(SendTestReceiver.Mode.Revert, false, address(0));
        MultiSender strict = new MultiSender(address(refusing), FEE);
        vm.expectRevert(IMultiSender.MultiSenderRefundFailed.selector);
        strict.sendNative{value: FEE}(new bytes32[](0));
    }

    function test_senderThatRefusesTheRefundFailsTheCall() public {
        SendTestReceiver refusing = new SendTestReceiver(IMultiSender(address(sender)));
        refusing.configure(SendTestReceiver.Mode.Revert, false, address(0));
        vm.deal(address(refusing), 0);
        vm.expectRevert(IMultiSender.MultiSenderRefundFailed.selector);
        refusing.sendNativeAsSender{value: 2 ether}(one(fresh(6, 0), 1 ether));
        // Exact value: no refund, no call back.
        refusing.sendNativeAsSender{value: 1 ether}(one(fresh(6, 0), 1 ether));
        assertEq(fresh(6, 0).balance, 1 ether, "sent");
    }

    function test_constructorRules() public {
        MultiSender free = new MultiSender(address(0), 0);
        assertEq(free.fee(), 0, "free");
        assertEq(free.feeRecipient(), address(0), "no recipient");
        MultiSender charged = new MultiSender(FEE_TO, FEE);
        assertEq(charged.fee(), FEE, "fee");
        assertEq(charged.feeRecipient(), FEE_TO, "recipient");
        vm.expectRevert(abi.encodeWithSelector(IMultiSender.MultiSenderInvalidFee.selector, FEE_TO, 0));
        new MultiSender(FEE_TO, 0);
        vm.expectRevert(abi.encodeWithSelector(IMultiSender.MultiSenderInvalidFee.selector, address(0), FEE));
        new MultiSender(address(0), FEE);
    }

    // ----- all or nothing -----

    function test_refusingRecipientRevertsTheWholeNativeSend() public {
        SendTestReceiver refusing = new SendTestReceiver(IMultiSender(address(sender)));
        refusing.configure(SendTestReceiver.Mode.Revert, false, address(0));
        bytes32[] memory packed = new bytes32[](3);
        packed[0] = pack(fresh(7, 0), 1 ether);
        packed[1] = pack(address(refusing), 1 ether);
        packed[2] = pack(fresh(7, 2), 1 ether);
        vm.deal(ALICE, 3 ether);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IMultiSender.MultiSenderNativeTransferFailed.selector, 1));
        sender.sendNative{value: 3 ether}(packed);
        assertEq(fresh(7, 0).balance, 0, "the first recipient got nothing");
        assertEq(ALICE.balance, 3 ether, "the sender kept everything");
    }

    function test_tokenReturningFalseRevertsTheWholeSend() public {
        FailingTransferToken failing = new FailingTransferToken(SUPPLY);
        failing.approve(address(sender), type(uint256).max);
        failing.setFailure(FailingTransferToken.Mode.ReturnFalse, fresh(8, 2));
        List memory list = plainList(8, 4, 1e24);
        vm.expectRevert(abi.encodeWithSelector(IMultiSender.MultiSenderTokenTransferFailed.selector, 2));
        sender.sendToken(address(failing), list.total, list.packed);
        vm.expectRevert(abi.encodeWithSelector(IMultiSender.MultiSenderTokenTransferFailed.selector, 2));
        sender.sendTokenFrom(address(failing), list.recipients, list.amounts);
        assertEq(failing.balanceOf(fresh(8, 0)), 0, "nobody got anything");
        assertEq(failing.balanceOf(address(this)), SUPPLY, "the sender kept everything");
    }

    function test_tokenRevertingRevertsTheWholeSend() public {
        FailingTransferToken failing = new FailingTransferToken(SUPPLY);
        failing.approve(address(sender), type(uint256).max);
        failing.setFailure(FailingTransferToken.Mode.Revert, fresh(9, 1));
        List memory list = plainList(9, 3, 1e24);
        vm.expectRevert(abi.encodeWithSelector(IMultiSender.MultiSenderTokenTransferFailed.selector, 1));
        sender.sendToken(address(failing), list.total, list.packed);
        vm.expectRevert(abi.encodeWithSelector(IMultiSender.MultiSenderTokenTransferFailed.selector, 1));
        sender.sendTokenFrom(address(failing), list.recipients, list.amounts);
        // The pull itself: false or a revert.
        failing.setFailure(FailingTransferToken.Mode.ReturnFalse, address(sender));
        vm.expectRevert(IMultiSender.MultiSenderPullFailed.selector);
        sender.sendToken(address(failing), list.total, list.packed);
        failing.setFailure(FailingTransferToken.Mode.Revert, address(sender));
        vm.expectRevert(IMultiSender.MultiSenderPullFailed.selector);
        sender.sendToken(address(failing), list.total, list.packed);
    }

    function test_tokenThatMovesNothingIsRefusedBySendToken() public {
        FailingTransferToken lying = new FailingTransferToken(SUPPLY);
        lying.approve(address(sender), type(uint256).max);
        lying.setFailure(FailingTransferToken.Mode.LieTrue, address(0));
        vm.expectRevert(abi.encodeWithSelector(IMultiSender.MultiSenderFeeOnTransferToken.selector, 100, 0));
        sender.sendToken(address(lying), 100, one(fresh(10, 0), 100));
    }

    function test_allowanceOrBalanceShortFailsThePull() public {
        ReferenceERC20 other = new ReferenceERC20(1000);
        vm.expectRevert(IMultiSender.MultiSenderPullFailed.selector);
        sender.sendToken(address(other), 10, one(fresh(11, 0), 10));
        other.approve(address(sender), type(uint256).max);
        vm.expectRevert(IMultiSender.MultiSenderPullFailed.selector);
        sender.sendToken(address(other), 1001, one(fresh(11, 0), 1001));
        vm.expectRevert(abi.encodeWithSelector(IMultiSender.MultiSenderTokenTransferFailed.selector, 0));
        sender.sendTokenFrom(address(other), _array(fresh(11, 0)), _amounts(1001));
    }

    // ----- token kinds -----

    function test_usdtStyleTokenReturningNothing() public {
        UsdtStyleToken usdt = new UsdtStyleToken(SUPPLY);
        usdt.approve(address(sender), type(uint256).max);
        List memory list = randomList(12, 10, 1e24);
        sender.sendToken(address(usdt), list.total, list.packed);
        sender.sendTokenFrom(address(usdt), list.recipients, list.amounts);
        uint256[] memory zeros = new uint256[](list.recipients.length);
        uint256[] memory once = expectedAfter(list, zeros);
        for (uint256 i; i < list.recipients.length; ++i) {
            assertEq(usdt.balanceOf(list.recipients[i]), 2 * once[i], "USDT-style recipient got both sends");
        }
        assertEq(usdt.balanceOf(address(sender)), 0, "nothing left");
        // Its failures revert, and they are still caught.
        vm.expectRevert(IMultiSender.MultiSenderPullFailed.selector);
        sender.sendToken(address(usdt), SUPPLY, one(fresh(12, 99), 1));
    }

    function testFuzz_feeOnTransferToken(uint256 seed, uint256 count) public {
        count = bound(count, 1, 20);
        FeeOnTransferToken taxed = new FeeOnTransferToken(100, SUPPLY); // 1% burned per transfer
        taxed.approve(address(sender), type(uint256).max);
        List memory list = randomList(seed, count, 1e24);
        // The pull loses 1%: sendToken refuses (unless nothing is sent at all).
        if (list.total >= 100) {
            uint256 received = list.total - (list.total * 100) / 10_000;
            vm.expectRevert(
                abi.encodeWithSelector(IMultiSender.MultiSenderFeeOnTransferToken.selector, list.total, received)
            );
            sender.sendToken(address(taxed), list.total, list.packed);
        }
        // sendTokenFrom: each recipient gets its amount minus the token's fee.
        uint256[] memory before = tokenBalances(address(taxed), list.recipients);
        sender.sendTokenFrom(address(taxed), list.recipients, list.amounts);
        for (uint256 i; i < count; ++i) {
            uint256 expected = before[i];
            for (uint256 j; j < count; ++j) {
                if (list.recipients[j] == list.recipients[i]) {
                    expected += list.amounts[j] - (list.amounts[j] * 100) / 10_000;
                }
            }
            assertEq(taxed.balanceOf(list.recipients[i]), expected, "amount minus the fee");
        }
        assertEq(taxed.balanceOf(address(sender)), 0, "nothing left");
    }

    // ----- input errors -----

    function test_totalMismatch() public {
        bytes32[] memory packed = new bytes32[](2);
        packed[0] = pack(fresh(13, 0), 60);
        packed[1] = pack(fresh(13, 1), 50);
        // Amounts above the total: the tokens run out, reported as the mismatch.
        vm.expectRevert(abi.encodeWithSelector(IMultiSender.MultiSenderTotalMismatch.selector, 100, 110));
        sender.sendToken(address(token), 100, packed);
        // Amounts below the total: the rest would stay in the contract.
        vm.expectRevert(abi.encodeWithSelector(IMultiSender.MultiSenderTotalMismatch.selector, 120, 110));
        sender.sendToken(address(token), 120, packed);
        // Tokens stranded in the contract never make up a difference.
        token.transfer(address(sender), 1000);
        vm.expectRevert(abi.encodeWithSelector(IMultiSender.MultiSenderTotalMismatch.selector, 100, 110));
        sender.sendToken(address(token), 100, packed);
    }

    function test_lengthMismatch() public {
        vm.expectRevert(IMultiSender.MultiSenderLengthMismatch.selector);
        sender.sendTokenFrom(address(token), new address[](2), new uint256[](1));
        vm.expectRevert(IMultiSender.MultiSenderLengthMismatch.selector);
        sender.sendTokenFrom(address(token), new address[](0), new uint256[](1));
    }

    function test_tokenWithoutCode() public {
        address eoa = address(0xE0A);
        vm.expectRevert(abi.encodeWithSelector(IMultiSender.MultiSenderNotAContract.selector, eoa));
        sender.sendToken(eoa, 1, one(fresh(14, 0), 1));
        vm.expectRevert(abi.encodeWithSelector(IMultiSender.MultiSenderNotAContract.selector, eoa));
        sender.sendTokenFrom(eoa, _array(fresh(14, 0)), _amounts(1));
    }

    function test_sumOverflowInSendTokenFromPanics() public {
        // Only a token that lets amounts pass without moving them can get here.
        FailingTransferToken lying = new FailingTransferToken(SUPPLY);
        lying.setFailure(FailingTransferToken.Mode.LieTrue, address(0));
        address[] memory recipients = new address[](2);
        recipients[0] = fresh(15, 0);
        recipients[1] = fresh(15, 1);
        uint256[] memory amounts = new uint256[](2);
        amounts[0] = 1 << 255;
        amounts[1] = 1 << 255;
        vm.expectRevert(abi.encodeWithSignature("Panic(uint256)", 0x11));
        sender.sendTokenFrom(address(lying), recipients, amounts);
    }

    // ----- re-entrancy -----

    function test_recipientReenteringFailsTheWholeSend() public {
        SendTestReceiver hostile = new SendTestReceiver(IMultiSender(address(sender)));
        SendTestReceiver.Mode[3] memory modes = [
            SendTestReceiver.Mode.ReenterNative,
            SendTestReceiver.Mode.ReenterToken,
            SendTestReceiver.Mode.ReenterTokenFrom
        ];
        for (uint256 i; i < modes.length; ++i) {
            hostile.configure(modes[i], false, address(token));
            vm.deal(ALICE, 1 ether);
            vm.prank(ALICE);
            vm.expectRevert(abi.encodeWithSelector(IMultiSender.MultiSenderNativeTransferFailed.selector, 0));
            sender.sendNative{value: 1 ether}(one(address(hostile), 1 ether));
        }
    }

    function test_recipientReenteringIsRefusedEvenWhenItCatches() public {
        SendTestReceiver hostile = new SendTestReceiver(IMultiSender(address(sender)));
        hostile.configure(SendTestReceiver.Mode.ReenterNative, true, address(0));
        bytes32[] memory packed = new bytes32[](2);
        packed[0] = pack(address(hostile), 1 ether);
        packed[1] = pack(fresh(16, 1), 1 ether);
        vm.deal(ALICE, 2 ether);
        vm.prank(ALICE);
        sender.sendNative{value: 2 ether}(packed);
        assertEq(
            keccak256(hostile.lastError()),
            keccak256(abi.encodeWithSelector(IMultiSender.MultiSenderReentrantCall.selector)),
            "the inner call was refused"
        );
        assertEq(address(hostile).balance, 1 ether, "the hostile recipient got its amount only");
        assertEq(fresh(16, 1).balance, 1 ether, "the next recipient was paid");
        assertEmpty(sender, address(0));
    }

    function test_hostileTokenReenteringFailsTheWholeSend() public {
        ReentrantSendToken hostile = new ReentrantSendToken(IMultiSender(address(sender)), SUPPLY);
        hostile.approve(address(sender), type(uint256).max);
        List memory list = plainList(17, 3, 1e24);
        ReentrantSendToken.Attack[3] memory attacks = [
            ReentrantSendToken.Attack.SendToken,
            ReentrantSendToken.Attack.SendTokenFrom,
            ReentrantSendToken.Attack.SendNative
        ];
        for (uint256 i; i < attacks.length; ++i) {
            // During the pull, and during each transferFrom of sendTokenFrom.
            hostile.arm(attacks[i], true);
            vm.expectRevert(IMultiSender.MultiSenderPullFailed.selector);
            sender.sendToken(address(hostile), list.total, list.packed);
            vm.expectRevert(abi.encodeWithSelector(IMultiSender.MultiSenderTokenTransferFailed.selector, 0));
            sender.sendTokenFrom(address(hostile), list.recipients, list.amounts);
            // During the transfers out of the contract, while it holds the whole total.
            hostile.arm(attacks[i], false);
            vm.expectRevert(abi.encodeWithSelector(IMultiSender.MultiSenderTokenTransferFailed.selector, 0));
            sender.sendToken(address(hostile), list.total, list.packed);
        }
        assertEq(hostile.balanceOf(address(sender)), 0, "nothing stuck");
        assertEq(hostile.balanceOf(address(hostile)), 0, "nothing stolen");
        assertEq(hostile.balanceOf(address(this)), SUPPLY, "the sender kept everything");
    }

    // ----- list shapes -----

    function test_senderAsRecipientAndDuplicates() public {
        address bob = fresh(18, 0);
        bytes32[] memory packed = new bytes32[](4);
        packed[0] = pack(bob, 1 ether);
        packed[1] = pack(ALICE, 2 ether);
        packed[2] = pack(bob, 3 ether);
        packed[3] = pack(ALICE, 4 ether);
        vm.deal(ALICE, 10 ether);
        vm.prank(ALICE);
        sender.sendNative{value: 10 ether}(packed);
        assertEq(bob.balance, 4 ether, "bob got both");
        assertEq(ALICE.balance, 6 ether, "alice got 6 back from the list and nothing more");

        uint256 before = token.balanceOf(address(this));
        packed[1] = pack(address(this), 2 ether);
        packed[3] = pack(address(this), 4 ether);
        sender.sendToken(address(token), 10 ether, packed);
        assertEq(token.balanceOf(bob), 4 ether, "bob got both tokens");
        assertEq(token.balanceOf(address(this)), before - 4 ether, "the sender paid what others got");
        assertEmpty(sender, address(token));
    }

    function test_emptyListsAreNoOps() public {
        uint256 before = address(this).balance;
        vm.expectEmit(true, true, false, true);
        emit IMultiSender.Sent(address(this), address(0), 0, 0);
        sender.sendNative{value: 1 ether}(new bytes32[](0));
        sender.sendToken{value: 1 ether}(address(token), 0, new bytes32[](0));
        sender.sendTokenFrom(address(token), new address[](0), new uint256[](0));
        assertEq(address(this).balance, before, "everything refunded");
        // With a fee, an empty list still pays it (the call is the service).
        paid.sendNative{value: FEE}(new bytes32[](0));
        assertEq(FEE_TO.balance, FEE, "fee paid for an empty list");
        vm.expectRevert(abi.encodeWithSelector(IMultiSender.MultiSenderTotalMismatch.selector, 1, 0));
        sender.sendToken(address(token), 1, new bytes32[](0));
        assertEmpty(sender, address(token));
    }

    function test_zeroAndLargestAmounts() public {
        address zero = fresh(19, 0);
        address largest = fresh(19, 1);
        bytes32[] memory packed = new bytes32[](2);
        packed[0] = pack(zero, 0);
        packed[1] = pack(largest, MAX_AMOUNT);
        vm.deal(ALICE, MAX_AMOUNT);
        vm.prank(ALICE);
        sender.sendNative{value: MAX_AMOUNT}(packed);
        assertEq(zero.balance, 0, "zero amount");
        assertEq(largest.balance, MAX_AMOUNT, "2^96 - 1");

        sender.sendToken(address(token), MAX_AMOUNT, packed);
        assertEq(token.balanceOf(largest), MAX_AMOUNT, "2^96 - 1 tokens");
        // Beyond 2^96 - 1: sendTokenFrom.
        sender.sendTokenFrom(address(token), _array(largest), _amounts(MAX_AMOUNT + 1));
        assertEq(token.balanceOf(largest), 2 * MAX_AMOUNT + 1, "2^96 tokens more");
        assertEmpty(sender, address(token));
    }

    function _array(address account) private pure returns (address[] memory accounts) {
        accounts = new address[](1);
        accounts[0] = account;
    }

    function _amounts(uint256 amount) private pure returns (uint256[] memory amounts) {
        amounts = new uint256[](1);
        amounts[0] = amount;
    }
}

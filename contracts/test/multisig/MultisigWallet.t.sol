// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TestAccounts} from "../utils/TestAccounts.sol";
import {CallerReverts} from "../utils/CallerReverts.sol";
import {MultisigFactory} from "../../src/multisig/MultisigFactory.sol";
import {MultisigWallet} from "../../src/multisig/MultisigWallet.sol";
import {IMultisigWallet} from "../../src/multisig/IMultisigWallet.sol";
import {ReferenceERC20} from "../fixtures/ReferenceERC20.sol";

/// @dev A destination that calls back into the wallet while it executes an order.
contract ReentrantDestination {
    MultisigWallet internal immutable wallet;
    bool public reentered;
    bool public reentrySucceeded;
    bytes public reentryError;

    constructor(MultisigWallet wallet_) {
        wallet = wallet_;
    }

    /// @dev Tries to execute `id` again from inside its own execution.
    function reenter(uint256 id) external payable {
        reentered = true;
        try wallet.execute(id) {
            reentrySucceeded = true;
        } catch (bytes memory reason) {
            reentryError = reason;
        }
    }
}

/// @dev Reverts with a reason, or without one.
contract RevertingDestination {
    error Refused(uint256 code);

    function refuse(uint256 code) external pure {
        revert Refused(code);
    }

    function refuseSilently() external pure {
        revert();
    }
}

/// @notice MultisigWallet through MultisigFactory: creation rules and the locked implementation,
/// predicted addresses, access control, the order life cycle (submit, confirm, revoke, execute),
/// double execution, thresholds and signers changed between confirmation and execution (removed and
/// re-added signers), failing and re-entrant destinations, token and self-call orders, events, and
/// fuzzed signer counts, thresholds and values.
contract MultisigWalletTest is CallerReverts, TestAccounts {
    address internal constant OUTSIDER = address(0x0BAD);
    address internal constant RECIPIENT = address(0x5EC1);

    MultisigFactory internal factory;
    MultisigWallet internal wallet;

    event OrderSubmitted(
        uint256 indexed id, address indexed submitter, address indexed destination, uint256 value, bytes data
    );
    event OrderExecuted(uint256 indexed id, address indexed executor);
    event OrderCancelled(uint256 indexed id);
    event WalletCreated(
        address indexed wallet, address indexed creator, address[] signers, uint256 threshold, bytes32 salt
    );

    function setUp() public {
        factory = new MultisigFactory();
        wallet = create(threeSigners(), 2, bytes32(0));
        vm.deal(address(wallet), 10 ether);
    }

    // ----- helpers -----

    function threeSigners() internal pure returns (address[] memory list) {
        list = new address[](3);
        list[0] = ALICE;
        list[1] = BOB;
        list[2] = CAROL;
    }

    function create(address[] memory signers, uint256 threshold, bytes32 salt) internal returns (MultisigWallet) {
        return MultisigWallet(payable(factory.createWallet(signers, threshold, salt)));
    }

    function submitAs(address signer, address destination, uint256 value, bytes memory data)
        internal
        returns (uint256 id)
    {
        vm.prank(signer);
        id = wallet.submit(destination, value, data);
    }

    function confirmAs(address signer, uint256 id) internal {
        vm.prank(signer);
        wallet.confirm(id);
    }

    function executeAs(address signer, uint256 id) internal {
        vm.prank(signer);
        wallet.execute(id);
    }

    /// @dev Submits a self-call as ALICE, confirms it as BOB and executes it (a 2-of-n wallet).
    function runSelfCall(bytes memory data) internal {
        uint256 id = submitAs(ALICE, address(wallet), 0, data);
        confirmAs(BOB, id);
        executeAs(ALICE, id);
    }

    function fresh(uint256 seed, uint256 index) internal pure returns (address) {
        return address(uint160(uint256(keccak256(abi.encode("signer", seed, index)))));
    }

    // ----- creation -----

    function test_createsAtThePredictedAddressWithSignersAndThreshold() public {
        bytes32 salt = keccak256("team");
        address predicted = factory.predictAddress(DAVE, salt);
        assertEq(predicted.code.length, 0, "nothing there yet");
        vm.expectEmit(true, true, false, true);
        emit WalletCreated(predicted, DAVE, threeSigners(), 3, salt);
        vm.prank(DAVE);
        address created = factory.createWallet(threeSigners(), 3, salt);
        assertEq(created, predicted, "created where predicted");
        MultisigWallet made = MultisigWallet(payable(created));
        assertEq(made.threshold(), 3, "threshold");
        address[] memory signers = made.signers();
        assertEq(signers.length, 3, "signer count");
        assertEq(signers[0], ALICE, "first signer");
        assertEq(signers[2], CAROL, "last signer");
        assertTrue(made.isSigner(BOB) && !made.isSigner(DAVE), "membership");
        assertEq(made.orderCount(), 0, "no orders");
    }

    function test_theSameSaltGivesEachCreatorItsOwnAddress() public {
        bytes32 salt = keccak256("same");
        assertTrue(factory.predictAddress(ALICE, salt) != factory.predictAddress(BOB, salt), "per creator");
        vm.prank(ALICE);
        factory.createWallet(threeSigners(), 1, salt);
        vm.prank(ALICE);
        vm.expectRevert();
        factory.createWallet(threeSigners(), 1, salt);
        // Another creator with the same salt is unaffected.
        vm.prank(BOB);
        factory.createWallet(threeSigners(), 1, salt);
    }

    function test_initializeRunsOnceAndTheImplementationIsLocked() public {
        vm.expectRevert(abi.encodeWithSelector(IMultisigWallet.MultisigAlreadyInitialized.selector));
        wallet.initialize(threeSigners(), 1);
        MultisigWallet implementation = MultisigWallet(payable(factory.implementation()));
        vm.expectRevert(abi.encodeWithSelector(IMultisigWallet.MultisigAlreadyInitialized.selector));
        implementation.initialize(threeSigners(), 1);
        assertEq(implementation.signers().length, 0, "implementation has no signers");
    }

    function test_rejectsBadSignerListsAndThresholds() public {
        address[] memory none = new address[](0);
        vm.expectRevert(abi.encodeWithSelector(IMultisigWallet.MultisigInvalidSignerCount.selector, 0));
        factory.createWallet(none, 1, bytes32(uint256(1)));

        address[] memory tooMany = new address[](51);
        for (uint256 i; i < 51; ++i) tooMany[i] = fresh(1, i);
        vm.expectRevert(abi.encodeWithSelector(IMultisigWallet.MultisigInvalidSignerCount.selector, 51));
        factory.createWallet(tooMany, 1, bytes32(uint256(2)));

        vm.expectRevert(abi.encodeWithSelector(IMultisigWallet.MultisigInvalidThreshold.selector, 0, 3));
        factory.createWallet(threeSigners(), 0, bytes32(uint256(3)));
        vm.expectRevert(abi.encodeWithSelector(IMultisigWallet.MultisigInvalidThreshold.selector, 4, 3));
        factory.createWallet(threeSigners(), 4, bytes32(uint256(4)));

        address[] memory withZero = threeSigners();
        withZero[1] = address(0);
        vm.expectRevert(abi.encodeWithSelector(IMultisigWallet.MultisigInvalidSigner.selector, address(0)));
        factory.createWallet(withZero, 1, bytes32(uint256(5)));

        address[] memory withSentinel = threeSigners();
        withSentinel[2] = address(1);
        vm.expectRevert(abi.encodeWithSelector(IMultisigWallet.MultisigInvalidSigner.selector, address(1)));
        factory.createWallet(withSentinel, 1, bytes32(uint256(6)));

        address[] memory adjacent = threeSigners();
        adjacent[1] = ALICE;
        vm.expectRevert(abi.encodeWithSelector(IMultisigWallet.MultisigDuplicateSigner.selector, ALICE));
        factory.createWallet(adjacent, 1, bytes32(uint256(7)));

        address[] memory apart = threeSigners();
        apart[2] = ALICE;
        vm.expectRevert(abi.encodeWithSelector(IMultisigWallet.MultisigDuplicateSigner.selector, ALICE));
        factory.createWallet(apart, 1, bytes32(uint256(8)));

        // The wallet cannot list itself.
        address[] memory withItself = threeSigners();
        withItself[0] = factory.predictAddress(address(this), bytes32(uint256(9)));
        vm.expectRevert(abi.encodeWithSelector(IMultisigWallet.MultisigInvalidSigner.selector, withItself[0]));
        factory.createWallet(withItself, 1, bytes32(uint256(9)));
    }

    function testFuzz_createsAnySignerCountAndThreshold(uint256 countSeed, uint256 thresholdSeed) public {
        uint256 count = bound(countSeed, 1, 50);
        uint256 threshold = bound(thresholdSeed, 1, count);
        address[] memory list = new address[](count);
        for (uint256 i; i < count; ++i) list[i] = fresh(countSeed, i);
        MultisigWallet made = create(list, threshold, keccak256(abi.encode("fuzz", countSeed)));
        assertEq(made.threshold(), threshold, "threshold");
        address[] memory stored = made.signers();
        assertEq(stored.length, count, "count");
        for (uint256 i; i < count; ++i) assertEq(stored[i], list[i], "order kept");
    }

    // ----- access control -----

    function test_nonSignersCannotSubmitConfirmRevokeOrExecute() public {
        uint256 id = submitAs(ALICE, RECIPIENT, 1 ether, "");
        bytes memory notSigner = abi.encodeWithSelector(IMultisigWallet.MultisigNotSigner.selector, OUTSIDER);
        vm.startPrank(OUTSIDER);
        vm.expectRevert(notSigner);
        wallet.submit(RECIPIENT, 1 ether, "");
        vm.expectRevert(notSigner);
        wallet.confirm(id);
        vm.expectRevert(notSigner);
        wallet.revoke(id);
        vm.expectRevert(notSigner);
        wallet.execute(id);
        vm.stopPrank();
    }

    function test_signerChangesOnlyThroughOrders() public {
        bytes memory onlySelf = abi.encodeWithSelector(IMultisigWallet.MultisigOnlySelfCall.selector, ALICE);
        vm.startPrank(ALICE);
        vm.expectRevert(onlySelf);
        wallet.addSigner(DAVE, 2);
        vm.expectRevert(onlySelf);
        wallet.removeSigner(BOB, 1);
        vm.expectRevert(onlySelf);
        wallet.replaceSigner(BOB, DAVE);
        vm.expectRevert(onlySelf);
        wallet.changeThreshold(1);
        vm.stopPrank();
    }

    // ----- order life cycle -----

    function test_submitCountsTheSubmitterAndStoresTheOrder() public {
        vm.expectEmit(true, true, true, true);
        emit OrderSubmitted(0, ALICE, RECIPIENT, 1 ether, hex"1234");
        uint256 id = submitAs(ALICE, RECIPIENT, 1 ether, hex"1234");
        assertEq(id, 0, "first id");
        assertEq(submitAs(BOB, RECIPIENT, 0, ""), 1, "ids count up");
        IMultisigWallet.Order memory stored = wallet.order(0);
        assertEq(stored.destination, RECIPIENT, "destination");
        assertEq(stored.value, 1 ether, "value");
        assertEq(keccak256(stored.data), keccak256(hex"1234"), "data");
        assertEq(stored.submitter, ALICE, "submitter");
        assertTrue(!stored.executed, "undone");
        assertEq(wallet.confirmationCount(0), 1, "submitter confirmed");
        assertTrue(wallet.isConfirmed(0, ALICE) && !wallet.isConfirmed(0, BOB), "who");
        vm.expectRevert(abi.encodeWithSelector(IMultisigWallet.MultisigOrderNotFound.selector, 2));
        wallet.order(2);
    }

    function test_executesANativeSendOnceEnoughConfirmed() public {
        uint256 id = submitAs(ALICE, RECIPIENT, 1.5 ether, "");
        expectRevertFrom(ALICE, abi.encodeWithSelector(IMultisigWallet.MultisigNotEnoughConfirmations.selector, id, 1, 2));
        wallet.execute(id);
        confirmAs(BOB, id);
        address[] memory confirmers = wallet.confirmationsOf(id);
        assertEq(confirmers.length, 2, "two confirmed");
        assertEq(confirmers[0], ALICE, "alice");
        assertEq(confirmers[1], BOB, "bob");
        vm.expectEmit(true, true, false, true);
        emit OrderExecuted(id, CAROL);
        executeAs(CAROL, id);
        assertEq(RECIPIENT.balance, 1.5 ether, "recipient paid");
        assertEq(address(wallet).balance, 8.5 ether, "wallet paid");
        assertTrue(wallet.order(id).executed, "finished");
        // Never twice, and finished orders are frozen.
        expectRevertFrom(ALICE, abi.encodeWithSelector(IMultisigWallet.MultisigOrderAlreadyExecuted.selector, id));
        wallet.execute(id);
        expectRevertFrom(CAROL, abi.encodeWithSelector(IMultisigWallet.MultisigOrderAlreadyExecuted.selector, id));
        wallet.confirm(id);
        expectRevertFrom(ALICE, abi.encodeWithSelector(IMultisigWallet.MultisigOrderAlreadyExecuted.selector, id));
        wallet.revoke(id);
        assertEq(RECIPIENT.balance, 1.5 ether, "paid once");
    }

    function test_confirmAndRevokeRules() public {
        uint256 id = submitAs(ALICE, RECIPIENT, 1 ether, "");
        expectRevertFrom(ALICE, abi.encodeWithSelector(IMultisigWallet.MultisigAlreadyConfirmed.selector, id, ALICE));
        wallet.confirm(id);
        expectRevertFrom(BOB, abi.encodeWithSelector(IMultisigWallet.MultisigNotConfirmed.selector, id, BOB));
        wallet.revoke(id);
        expectRevertFrom(BOB, abi.encodeWithSelector(IMultisigWallet.MultisigOrderNotFound.selector, 7));
        wallet.confirm(7);
        confirmAs(BOB, id);
        vm.prank(BOB);
        wallet.revoke(id);
        assertEq(wallet.confirmationCount(id), 1, "bob revoked");
        expectRevertFrom(ALICE, abi.encodeWithSelector(IMultisigWallet.MultisigNotEnoughConfirmations.selector, id, 1, 2));
        wallet.execute(id);
        // The submitter may revoke its own confirmation too.
        vm.prank(ALICE);
        wallet.revoke(id);
        assertEq(wallet.confirmationCount(id), 0, "nobody");
        confirmAs(BOB, id);
        confirmAs(CAROL, id);
        executeAs(BOB, id);
        assertEq(RECIPIENT.balance, 1 ether, "executed without the submitter");
    }

    function test_aFailedCallRevertsWithTheCalleesReasonAndCanBeRetried() public {
        RevertingDestination refuser = new RevertingDestination();
        uint256 id = submitAs(ALICE, address(refuser), 0, abi.encodeCall(RevertingDestination.refuse, (42)));
        confirmAs(BOB, id);
        expectRevertFrom(ALICE, abi.encodeWithSelector(RevertingDestination.Refused.selector, 42));
        wallet.execute(id);
        assertTrue(!wallet.order(id).executed, "still undone");

        uint256 silent = submitAs(ALICE, address(refuser), 0, abi.encodeCall(RevertingDestination.refuseSilently, ()));
        confirmAs(BOB, silent);
        expectRevertFrom(ALICE, abi.encodeWithSelector(IMultisigWallet.MultisigCallFailed.selector, silent));
        wallet.execute(silent);

        // Too much value fails now and succeeds after a deposit.
        uint256 big = submitAs(ALICE, RECIPIENT, 15 ether, "");
        confirmAs(CAROL, big);
        expectRevertFrom(BOB, abi.encodeWithSelector(IMultisigWallet.MultisigCallFailed.selector, big));
        wallet.execute(big);
        vm.deal(address(this), 5 ether);
        (bool sent,) = address(wallet).call{value: 5 ether}("");
        assertTrue(sent, "deposit");
        executeAs(BOB, big);
        assertEq(RECIPIENT.balance, 15 ether, "retried");
    }

    function test_aReentrantDestinationCannotExecuteTheOrderAgain() public {
        ReentrantDestination attacker = new ReentrantDestination(wallet);
        // The attacker is a signer, so the re-entry passes the signer check and meets the order state.
        runSelfCall(abi.encodeCall(MultisigWallet.addSigner, (address(attacker), 2)));
        uint256 id = submitAs(ALICE, address(attacker), 1 ether, abi.encodeCall(ReentrantDestination.reenter, (1)));
        assertEq(id, 1, "the order re-enters itself");
        confirmAs(BOB, id);
        executeAs(ALICE, id);
        assertTrue(attacker.reentered() && !attacker.reentrySucceeded(), "re-entry refused");
        assertEq(
            keccak256(attacker.reentryError()),
            keccak256(abi.encodeWithSelector(IMultisigWallet.MultisigOrderAlreadyExecuted.selector, id)),
            "seen as executed"
        );
        assertEq(address(attacker).balance, 1 ether, "paid once");
    }

    function test_executesATokenTransfer() public {
        ReferenceERC20 token = new ReferenceERC20(1000 ether);
        token.transfer(address(wallet), 100 ether);
        uint256 id = submitAs(BOB, address(token), 0, abi.encodeCall(token.transfer, (RECIPIENT, 40 ether)));
        confirmAs(CAROL, id);
        executeAs(BOB, id);
        assertEq(token.balanceOf(RECIPIENT), 40 ether, "recipient");
        assertEq(token.balanceOf(address(wallet)), 60 ether, "wallet");
    }

    // ----- thresholds and signers between confirmation and execution -----

    function test_aRaisedThresholdAppliesToOrdersConfirmedBefore() public {
        uint256 id = submitAs(ALICE, RECIPIENT, 1 ether, "");
        confirmAs(BOB, id);
        runSelfCall(abi.encodeCall(MultisigWallet.changeThreshold, (3)));
        assertEq(wallet.threshold(), 3, "raised");
        expectRevertFrom(ALICE, abi.encodeWithSelector(IMultisigWallet.MultisigNotEnoughConfirmations.selector, id, 2, 3));
        wallet.execute(id);
        confirmAs(CAROL, id);
        executeAs(ALICE, id);
        assertEq(RECIPIENT.balance, 1 ether, "executed with three");
    }

    function test_aLoweredThresholdLetsFewerExecute() public {
        runSelfCall(abi.encodeCall(MultisigWallet.changeThreshold, (1)));
        uint256 id = submitAs(CAROL, RECIPIENT, 1 ether, "");
        executeAs(CAROL, id);
        assertEq(RECIPIENT.balance, 1 ether, "one of three");
    }

    function test_aRemovedSignersConfirmationStopsCountingAndDoesNotComeBack() public {
        uint256 id = submitAs(CAROL, RECIPIENT, 1 ether, "");
        runSelfCall(abi.encodeCall(MultisigWallet.removeSigner, (CAROL, 2)));
        assertTrue(!wallet.isSigner(CAROL), "removed");
        assertEq(wallet.signers().length, 2, "two left");
        assertEq(wallet.confirmationCount(id), 0, "carol's confirmation gone");
        expectRevertFrom(CAROL, abi.encodeWithSelector(IMultisigWallet.MultisigNotSigner.selector, CAROL));
        wallet.execute(id);
        // Added again: her old confirmation stays void; a new one counts.
        runSelfCall(abi.encodeCall(MultisigWallet.addSigner, (CAROL, 2)));
        assertEq(wallet.confirmationCount(id), 0, "not revived");
        assertTrue(!wallet.isConfirmed(id, CAROL), "not confirmed");
        confirmAs(CAROL, id);
        confirmAs(ALICE, id);
        executeAs(CAROL, id);
        assertEq(RECIPIENT.balance, 1 ether, "executed");
    }

    function test_signerChangeOrders() public {
        runSelfCall(abi.encodeCall(MultisigWallet.addSigner, (DAVE, 3)));
        address[] memory list = wallet.signers();
        assertEq(list.length, 4, "four");
        assertEq(list[3], DAVE, "appended");
        assertEq(wallet.threshold(), 3, "threshold set with the addition");

        // Three of four now: replace BOB by OUTSIDER in BOB's place.
        uint256 id = submitAs(ALICE, address(wallet), 0, abi.encodeCall(MultisigWallet.replaceSigner, (BOB, OUTSIDER)));
        confirmAs(BOB, id);
        confirmAs(DAVE, id);
        executeAs(ALICE, id);
        list = wallet.signers();
        assertEq(list[1], OUTSIDER, "in bob's place");
        assertTrue(!wallet.isSigner(BOB), "bob out");
        assertEq(wallet.threshold(), 3, "kept");

        // Removing the first signer relinks the head.
        id = submitAs(OUTSIDER, address(wallet), 0, abi.encodeCall(MultisigWallet.removeSigner, (ALICE, 2)));
        confirmAs(CAROL, id);
        confirmAs(DAVE, id);
        executeAs(DAVE, id);
        list = wallet.signers();
        assertEq(list.length, 3, "three");
        assertEq(list[0], OUTSIDER, "new head");
        assertEq(wallet.threshold(), 2, "lowered");
    }

    function test_badSignerChangesFailTheOrderAndChangeNothing() public {
        bytes[5] memory calls = [
            abi.encodeCall(MultisigWallet.addSigner, (BOB, 2)),
            abi.encodeCall(MultisigWallet.addSigner, (DAVE, 5)),
            abi.encodeCall(MultisigWallet.removeSigner, (DAVE, 1)),
            abi.encodeCall(MultisigWallet.removeSigner, (BOB, 3)),
            abi.encodeCall(MultisigWallet.changeThreshold, (0))
        ];
        bytes[5] memory reasons = [
            abi.encodeWithSelector(IMultisigWallet.MultisigDuplicateSigner.selector, BOB),
            abi.encodeWithSelector(IMultisigWallet.MultisigInvalidThreshold.selector, 5, 4),
            abi.encodeWithSelector(IMultisigWallet.MultisigSignerNotFound.selector, DAVE),
            abi.encodeWithSelector(IMultisigWallet.MultisigInvalidThreshold.selector, 3, 2),
            abi.encodeWithSelector(IMultisigWallet.MultisigInvalidThreshold.selector, 0, 3)
        ];
        for (uint256 i; i < calls.length; ++i) {
            uint256 id = submitAs(ALICE, address(wallet), 0, calls[i]);
            confirmAs(BOB, id);
            expectRevertFrom(ALICE, reasons[i]);
            wallet.execute(id);
        }
        assertEq(wallet.signers().length, 3, "signers unchanged");
        assertEq(wallet.threshold(), 2, "threshold unchanged");
    }

    function test_theLastSignerCannotBeRemoved() public {
        address[] memory one = new address[](1);
        one[0] = ALICE;
        wallet = create(one, 1, keccak256("solo"));
        uint256 id = submitAs(ALICE, address(wallet), 0, abi.encodeCall(MultisigWallet.removeSigner, (ALICE, 1)));
        expectRevertFrom(ALICE, abi.encodeWithSelector(IMultisigWallet.MultisigInvalidSignerCount.selector, 0));
        wallet.execute(id);
    }

    // ----- cancellation -----

    function cancelCall(uint256 id) internal pure returns (bytes memory) {
        return abi.encodeCall(MultisigWallet.cancelOrder, (id));
    }

    function test_aConfirmedCancelOrderClosesAnOrderThatCannotRun() public {
        // Above the wallet's 10 ether: it can never run as things stand.
        uint256 big = submitAs(ALICE, RECIPIENT, 50 ether, "");
        confirmAs(BOB, big);
        expectRevertFrom(ALICE, abi.encodeWithSelector(IMultisigWallet.MultisigCallFailed.selector, big));
        wallet.execute(big);

        uint256 cancel = submitAs(BOB, address(wallet), 0, cancelCall(big));
        // One confirmation is short of the threshold: a single signer cannot cancel.
        expectRevertFrom(BOB, abi.encodeWithSelector(IMultisigWallet.MultisigNotEnoughConfirmations.selector, cancel, 1, 2));
        wallet.execute(cancel);
        confirmAs(CAROL, cancel);
        vm.expectEmit(true, false, false, true);
        emit OrderCancelled(big);
        vm.expectEmit(true, true, false, true);
        emit OrderExecuted(cancel, CAROL);
        executeAs(CAROL, cancel);

        IMultisigWallet.Order memory stored = wallet.order(big);
        assertTrue(stored.cancelled && !stored.executed, "cancelled, not executed");
        assertTrue(wallet.order(cancel).executed && !wallet.order(cancel).cancelled, "the cancel order ran");

        // Stale: even once the wallet could pay, the cancelled order never runs, and nothing touches it.
        vm.deal(address(wallet), 100 ether);
        bytes memory isCancelled = abi.encodeWithSelector(IMultisigWallet.MultisigOrderIsCancelled.selector, big);
        expectRevertFrom(ALICE, isCancelled);
        wallet.execute(big);
        expectRevertFrom(CAROL, isCancelled);
        wallet.confirm(big);
        expectRevertFrom(ALICE, isCancelled);
        wallet.revoke(big);
        assertEq(RECIPIENT.balance, 0, "never paid");
    }

    function test_cancellationIsFinal() public {
        uint256 target = submitAs(ALICE, RECIPIENT, 1 ether, "");
        runSelfCall(cancelCall(target));
        // A second cancel order of the same order fails, and the wallet has no way to un-cancel.
        uint256 again = submitAs(ALICE, address(wallet), 0, cancelCall(target));
        confirmAs(BOB, again);
        expectRevertFrom(ALICE, abi.encodeWithSelector(IMultisigWallet.MultisigOrderIsCancelled.selector, target));
        wallet.execute(again);
        assertTrue(wallet.order(target).cancelled, "still cancelled");
        // Signer changes do not revive it either.
        runSelfCall(abi.encodeCall(MultisigWallet.changeThreshold, (1)));
        expectRevertFrom(ALICE, abi.encodeWithSelector(IMultisigWallet.MultisigOrderIsCancelled.selector, target));
        wallet.execute(target);
    }

    function test_anExecutedOrderCannotBeCancelled() public {
        uint256 target = submitAs(ALICE, RECIPIENT, 1 ether, "");
        uint256 cancel = submitAs(BOB, address(wallet), 0, cancelCall(target));
        confirmAs(BOB, target);
        executeAs(ALICE, target);
        // The cancel order came too late: it fails and stays undone (and can be cancelled itself).
        confirmAs(CAROL, cancel);
        expectRevertFrom(BOB, abi.encodeWithSelector(IMultisigWallet.MultisigOrderAlreadyExecuted.selector, target));
        wallet.execute(cancel);
        assertTrue(!wallet.order(target).cancelled && wallet.order(target).executed, "ran, not cancelled");
        runSelfCall(cancelCall(cancel));
        assertTrue(wallet.order(cancel).cancelled, "the stale cancel order is closed");
    }

    function test_aCancelOrderCannotTargetItselfOrALaterOrder() public {
        submitAs(ALICE, RECIPIENT, 1 ether, "");
        // The next id is 1: naming 1 (itself) or 2 (not submitted yet) is refused at submission.
        expectRevertFrom(ALICE, abi.encodeWithSelector(IMultisigWallet.MultisigInvalidCancelTarget.selector, 1, 1));
        wallet.submit(address(wallet), 0, cancelCall(1));
        expectRevertFrom(BOB, abi.encodeWithSelector(IMultisigWallet.MultisigInvalidCancelTarget.selector, 1, 2));
        wallet.submit(address(wallet), 0, cancelCall(2));
        assertEq(wallet.orderCount(), 1, "nothing submitted");
        // The same call to another contract is only a call (the rule concerns the wallet itself).
        assertEq(submitAs(ALICE, RECIPIENT, 0, cancelCall(5)), 1, "not a self-call");
    }

    function test_onlyTheWalletItselfCancels() public {
        uint256 target = submitAs(ALICE, RECIPIENT, 1 ether, "");
        expectRevertFrom(ALICE, abi.encodeWithSelector(IMultisigWallet.MultisigOnlySelfCall.selector, ALICE));
        wallet.cancelOrder(target);
        expectRevertFrom(OUTSIDER, abi.encodeWithSelector(IMultisigWallet.MultisigOnlySelfCall.selector, OUTSIDER));
        wallet.cancelOrder(target);
        assertTrue(!wallet.order(target).cancelled, "untouched");
        // A non-signer cannot propose a cancellation either.
        expectRevertFrom(OUTSIDER, abi.encodeWithSelector(IMultisigWallet.MultisigNotSigner.selector, OUTSIDER));
        wallet.submit(address(wallet), 0, cancelCall(target));
    }

    function test_aRaisedThresholdAppliesToCancelOrders() public {
        uint256 target = submitAs(ALICE, RECIPIENT, 1 ether, "");
        runSelfCall(abi.encodeCall(MultisigWallet.changeThreshold, (3)));
        uint256 cancel = submitAs(ALICE, address(wallet), 0, cancelCall(target));
        confirmAs(BOB, cancel);
        expectRevertFrom(ALICE, abi.encodeWithSelector(IMultisigWallet.MultisigNotEnoughConfirmations.selector, cancel, 2, 3));
        wallet.execute(cancel);
        confirmAs(CAROL, cancel);
        executeAs(ALICE, cancel);
        assertTrue(wallet.order(target).cancelled, "three of three");
    }

    function testFuzz_cancelsOnlyUndoneEarlierOrders(uint256 countSeed, uint256 targetSeed, uint256 executedSeed)
        public
    {
        uint256 count = bound(countSeed, 1, 8);
        for (uint256 i; i < count; ++i) submitAs(ALICE, RECIPIENT, 1, "");
        uint256 executed = bound(executedSeed, 0, count - 1);
        confirmAs(BOB, executed);
        executeAs(ALICE, executed);
        uint256 target = bound(targetSeed, 0, count + 3);
        uint256 next = wallet.orderCount();
        if (target >= next) {
            expectRevertFrom(ALICE, abi.encodeWithSelector(IMultisigWallet.MultisigInvalidCancelTarget.selector, next, target));
            wallet.submit(address(wallet), 0, cancelCall(target));
            return;
        }
        uint256 cancel = submitAs(ALICE, address(wallet), 0, cancelCall(target));
        confirmAs(BOB, cancel);
        if (target == executed) {
            expectRevertFrom(ALICE, abi.encodeWithSelector(IMultisigWallet.MultisigOrderAlreadyExecuted.selector, target));
            wallet.execute(cancel);
            return;
        }
        executeAs(ALICE, cancel);
        assertTrue(wallet.order(target).cancelled, "cancelled");
        for (uint256 i; i < count; ++i) {
            assertTrue(wallet.order(i).cancelled == (i == target), "only the target");
        }
        expectRevertFrom(BOB, abi.encodeWithSelector(IMultisigWallet.MultisigOrderIsCancelled.selector, target));
        wallet.confirm(target);
    }

    // ----- deposits and receivers -----

    function test_acceptsNativeCoinAndNftCallbacks() public {
        vm.deal(DAVE, 1 ether);
        vm.prank(DAVE);
        (bool sent,) = address(wallet).call{value: 1 ether}("");
        assertTrue(sent, "deposit");
        assertEq(address(wallet).balance, 11 ether, "balance");
        assertEq(wallet.onERC721Received(DAVE, DAVE, 1, ""), wallet.onERC721Received.selector, "erc721");
        assertEq(
            wallet.onERC1155Received(DAVE, DAVE, 1, 1, ""), wallet.onERC1155Received.selector, "erc1155"
        );
        assertTrue(wallet.supportsInterface(0x4e2312e0), "IERC1155Receiver");
    }

    // ----- fuzz -----

    function testFuzz_executesExactlyAtTheThreshold(uint256 countSeed, uint256 thresholdSeed, uint256 value)
        public
    {
        uint256 count = bound(countSeed, 1, 12);
        uint256 threshold = bound(thresholdSeed, 1, count);
        value = bound(value, 0, 10 ether);
        address[] memory list = new address[](count);
        for (uint256 i; i < count; ++i) list[i] = fresh(thresholdSeed, i);
        wallet = create(list, threshold, keccak256(abi.encode("fuzz", thresholdSeed)));
        vm.deal(address(wallet), value);
        address to = fresh(countSeed, 999);
        vm.prank(list[0]);
        uint256 id = wallet.submit(to, value, "");
        for (uint256 i = 1; i < threshold; ++i) {
            vm.prank(list[0]);
            vm.expectRevert(
                abi.encodeWithSelector(IMultisigWallet.MultisigNotEnoughConfirmations.selector, id, i, threshold)
            );
            wallet.execute(id);
            vm.prank(list[i]);
            wallet.confirm(id);
        }
        assertEq(wallet.confirmationCount(id), threshold, "count");
        vm.prank(list[count - 1]);
        wallet.execute(id);
        assertEq(to.balance, value, "paid");
        assertEq(address(wallet).balance, 0, "emptied");
    }
}

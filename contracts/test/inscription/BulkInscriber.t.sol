// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TestBase} from "../utils/TestBase.sol";
import {BulkInscriber} from "../../src/inscription/BulkInscriber.sol";
import {IBulkInscriber} from "../../src/inscription/IBulkInscriber.sol";
import {VmLogs} from "../utils/VmLogs.sol";

/// @notice BulkInscriber: `count` ESIP-3 events with the caller as owner and the exact content (fixed
/// and fuzzed counts and callers), the cap on both ends, empty and non-`data:` contents (fuzzed
/// bytes: accepted exactly when they start with `data:`), coin refused by every path, and
/// inscribeMany's order and its errors naming the bad index. Gas per inscription against separate
/// transactions is in bulkInscriber.ts (it needs real transactions).
contract BulkInscriberTest is TestBase {
    VmLogs internal constant logs = VmLogs(address(uint160(uint256(keccak256("hevm cheat code")))));

    /// @dev The topic ESIP-3 indexers match, written out so a typo in the event would fail here.
    bytes32 internal constant CREATE_TOPIC = keccak256("ethscriptions_protocol_CreateEthscription(address,string)");
    address internal constant ALICE = address(0xA11CE);
    string internal constant MINT = "data:,{\"p\":\"bsc-20\",\"op\":\"mint\",\"tick\":\"bnbs\",\"amt\":\"1000\"}";

    BulkInscriber internal inscriber;
    uint256 internal max;

    function setUp() public {
        inscriber = new BulkInscriber();
        max = inscriber.MAX_INSCRIPTIONS();
    }

    // ----- helpers -----

    /// @dev Calls `inscribe` as `caller` and returns the logs it emitted.
    function inscribeAs(address caller, string memory content, uint256 count) internal returns (VmLogs.Log[] memory) {
        logs.recordLogs();
        vm.prank(caller);
        inscriber.inscribe(content, count);
        return logs.getRecordedLogs();
    }

    /// @dev Asserts that `entry` is the ESIP-3 creation of `content` for `owner` by the inscriber.
    function assertCreation(VmLogs.Log memory entry, address owner, string memory content) internal view {
        assertEq(entry.emitter, address(inscriber), "emitted by the inscriber");
        assertEq(entry.topics.length, 2, "event signature and owner topics");
        assertEq(entry.topics[0], CREATE_TOPIC, "ESIP-3 topic");
        assertEq(entry.topics[1], bytes32(uint256(uint160(owner))), "initial owner");
        assertEq(keccak256(abi.decode(entry.data, (bytes))), keccak256(bytes(content)), "content");
    }

    // ----- inscribe -----

    function test_topicIsEsip3() public pure {
        assertEq(
            IBulkInscriber.ethscriptions_protocol_CreateEthscription.selector,
            CREATE_TOPIC,
            "the event's selector is ESIP-3's topic"
        );
    }

    function test_maxIs500() public view {
        assertEq(max, 500, "MAX_INSCRIPTIONS");
    }

    function test_inscribe_emitsCountCreationsForTheCaller() public {
        VmLogs.Log[] memory emitted = inscribeAs(ALICE, MINT, 3);
        assertEq(emitted.length, 3, "three events");
        for (uint256 i; i < emitted.length; ++i) {
            assertCreation(emitted[i], ALICE, MINT);
        }
    }

    function test_inscribe_oneAndTheCap() public {
        assertEq(inscribeAs(ALICE, MINT, 1).length, 1, "one");
        VmLogs.Log[] memory emitted = inscribeAs(ALICE, MINT, max);
        assertEq(emitted.length, max, "the cap");
        assertCreation(emitted[max - 1], ALICE, MINT);
    }

    function testFuzz_inscribe_countAndCallerWithinTheCap(uint256 count, address caller, bytes memory tail) public {
        count = bound(count, 1, max);
        string memory content = string(abi.encodePacked("data:", tail));
        VmLogs.Log[] memory emitted = inscribeAs(caller, content, count);
        assertEq(emitted.length, count, "count events");
        for (uint256 i; i < emitted.length; ++i) {
            assertCreation(emitted[i], caller, content);
        }
    }

    function test_inscribe_revertsOnZeroCount() public {
        vm.expectRevert(abi.encodeWithSelector(IBulkInscriber.BulkInscriberInvalidCount.selector, 0, max));
        inscriber.inscribe(MINT, 0);
    }

    function testFuzz_inscribe_revertsAboveTheCap(uint256 count) public {
        count = bound(count, max + 1, type(uint256).max);
        vm.expectRevert(abi.encodeWithSelector(IBulkInscriber.BulkInscriberInvalidCount.selector, count, max));
        inscriber.inscribe(MINT, count);
    }

    function test_inscribe_revertsOnEmptyContent() public {
        vm.expectRevert(abi.encodeWithSelector(IBulkInscriber.BulkInscriberEmptyContent.selector, 0));
        inscriber.inscribe("", 1);
    }

    function test_inscribe_revertsOnContentThatIsNotADataUri() public {
        string[6] memory refused = ["d", "data", "Data:,1", "DATA:,1", " data:,1", "{\"p\":\"bsc-20\",\"op\":\"mint\"}"];
        for (uint256 i; i < refused.length; ++i) {
            vm.expectRevert(abi.encodeWithSelector(IBulkInscriber.BulkInscriberNotADataUri.selector, 0));
            inscriber.inscribe(refused[i], 1);
        }
    }

    /// @dev Any bytes: accepted exactly when they start with `data:`, refused with the right error otherwise.
    function testFuzz_inscribe_acceptsExactlyDataUris(bytes memory content) public {
        bool isDataUri = content.length >= 5 &&
            content[0] == "d" &&
            content[1] == "a" &&
            content[2] == "t" &&
            content[3] == "a" &&
            content[4] == ":";
        logs.recordLogs();
        if (content.length == 0) {
            vm.expectRevert(abi.encodeWithSelector(IBulkInscriber.BulkInscriberEmptyContent.selector, 0));
        } else if (!isDataUri) {
            vm.expectRevert(abi.encodeWithSelector(IBulkInscriber.BulkInscriberNotADataUri.selector, 0));
        }
        inscriber.inscribe(string(content), 2);
        assertEq(logs.getRecordedLogs().length, isDataUri ? 2 : 0, "events only for a data URI");
    }

    /// @dev A call wrong in both ways is refused for its count, which is checked first.
    function test_inscribe_checksTheCountBeforeTheContent() public {
        vm.expectRevert(abi.encodeWithSelector(IBulkInscriber.BulkInscriberInvalidCount.selector, 0, max));
        inscriber.inscribe("", 0);
    }

    // ----- coin -----

    function test_refusesCoinOnEveryPath() public {
        vm.deal(address(this), 1 ether);
        (bool inscribed, ) = address(inscriber).call{value: 1}(abi.encodeCall(inscriber.inscribe, (MINT, 1)));
        assertTrue(!inscribed, "inscribe is not payable");
        string[] memory list = new string[](1);
        list[0] = MINT;
        (bool listed, ) = address(inscriber).call{value: 1}(abi.encodeCall(inscriber.inscribeMany, (list)));
        assertTrue(!listed, "inscribeMany is not payable");
        (bool plain, ) = address(inscriber).call{value: 1}("");
        assertTrue(!plain, "no receive");
        (bool unknown, ) = address(inscriber).call{value: 1}(hex"12345678");
        assertTrue(!unknown, "no fallback");
        assertEq(address(inscriber).balance, 0, "holds no coin");
    }

    // ----- inscribeMany -----

    function test_inscribeMany_emitsEachInOrder() public {
        string[] memory list = new string[](3);
        list[0] = "data:,{\"p\":\"bsc-20\",\"op\":\"deploy\",\"tick\":\"bnbs\",\"max\":\"21000000\",\"lim\":\"1000\"}";
        list[1] = MINT;
        list[2] = "data:,{\"p\":\"bsc-20\",\"op\":\"mint\",\"tick\":\"bnbs\",\"amt\":\"500\"}";
        logs.recordLogs();
        vm.prank(ALICE);
        inscriber.inscribeMany(list);
        VmLogs.Log[] memory emitted = logs.getRecordedLogs();
        assertEq(emitted.length, 3, "one event per URI");
        for (uint256 i; i < list.length; ++i) {
            assertCreation(emitted[i], ALICE, list[i]);
        }
    }

    function testFuzz_inscribeMany_revertsNamingTheFirstBadUri(uint256 length, uint256 bad, bool empty) public {
        length = bound(length, 1, 40);
        bad = bound(bad, 0, length - 1);
        string[] memory list = new string[](length);
        for (uint256 i; i < length; ++i) {
            list[i] = MINT;
        }
        list[bad] = empty ? "" : "text:,1";
        vm.expectRevert(
            abi.encodeWithSelector(
                empty ? IBulkInscriber.BulkInscriberEmptyContent.selector : IBulkInscriber.BulkInscriberNotADataUri.selector,
                bad
            )
        );
        inscriber.inscribeMany(list);
    }

    function test_inscribeMany_revertsOnAnEmptyListAndAboveTheCap() public {
        vm.expectRevert(abi.encodeWithSelector(IBulkInscriber.BulkInscriberInvalidCount.selector, 0, max));
        inscriber.inscribeMany(new string[](0));
        string[] memory tooMany = new string[](max + 1);
        for (uint256 i; i < tooMany.length; ++i) {
            tooMany[i] = MINT;
        }
        vm.expectRevert(abi.encodeWithSelector(IBulkInscriber.BulkInscriberInvalidCount.selector, max + 1, max));
        inscriber.inscribeMany(tooMany);
    }

    function test_inscribeMany_theCap() public {
        string[] memory list = new string[](max);
        for (uint256 i; i < list.length; ++i) {
            // Amounts 1 to 9: each list entry a mint of its own amount.
            bytes1 digit = bytes1(uint8(49 + (i % 9)));
            list[i] = string(abi.encodePacked("data:,{\"p\":\"bsc-20\",\"op\":\"mint\",\"tick\":\"bnbs\",\"amt\":\"", digit, "\"}"));
        }
        logs.recordLogs();
        inscriber.inscribeMany(list);
        VmLogs.Log[] memory emitted = logs.getRecordedLogs();
        assertEq(emitted.length, max, "the cap");
        assertCreation(emitted[max - 1], address(this), list[max - 1]);
    }
}

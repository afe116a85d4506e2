// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TestBase} from "./TestBase.sol";
import {Multicall3} from "../../src/utils/Multicall3.sol";
import {SampleStablecoin} from "../../src/tokens/SampleStablecoin.sol";

/// @notice Fuzzed properties of the Multicall3-compatible aggregator.
contract Multicall3Test is TestBase {
    Multicall3 internal multicall;
    SampleStablecoin internal token;

    function setUp() public {
        multicall = new Multicall3();
        token = new SampleStablecoin("Token", "T", 18, 0, 0);
    }

    function testFuzz_aggregate3ValueForwardsExactValues(uint256 first, uint256 second, address a, address b) public {
        // Plain accounts only (no code), so the value transfers cannot revert.
        vm.assume(a.code.length == 0 && b.code.length == 0 && uint160(a) > 0xffff && uint160(b) > 0xffff);
        vm.assume(a != b && a != address(this) && b != address(this) && a != address(multicall) && b != address(multicall));
        first = bound(first, 0, 1e30);
        second = bound(second, 0, 1e30);
        uint256 aBefore = a.balance;
        uint256 bBefore = b.balance;
        Multicall3.Call3Value[] memory calls = new Multicall3.Call3Value[](2);
        calls[0] = Multicall3.Call3Value(a, false, first, "");
        calls[1] = Multicall3.Call3Value(b, false, second, "");
        vm.deal(address(this), first + second + 1);

        vm.expectRevert(
            abi.encodeWithSelector(Multicall3.MulticallValueMismatch.selector, first + second + 1, first + second)
        );
        multicall.aggregate3Value{value: first + second + 1}(calls);

        multicall.aggregate3Value{value: first + second}(calls);
        assertEq(a.balance - aBefore, first, "first");
        assertEq(b.balance - bBefore, second, "second");
        assertEq(address(multicall).balance, 0, "nothing left behind");
    }

    function testFuzz_aggregate3ReportsOrRevertsOnFailure(uint256 amount) public {
        amount = bound(amount, 0, 1e30);
        Multicall3.Call3[] memory calls = new Multicall3.Call3[](2);
        calls[0] = Multicall3.Call3(address(token), true, abi.encodeCall(token.faucet, (amount)));
        calls[1] = Multicall3.Call3(address(token), false, abi.encodeCall(token.decimals, ()));
        Multicall3.Result[] memory results = multicall.aggregate3(calls);
        assertTrue(!results[0].success, "faucet limit 0 refuses every amount");
        assertTrue(results[1].success, "decimals");
        assertEq(abi.decode(results[1].returnData, (uint8)), 18, "decimals value");

        calls[0].allowFailure = false;
        bytes memory reason = amount == 0
            ? abi.encodeWithSelector(SampleStablecoin.StablecoinZeroAmount.selector)
            : abi.encodeWithSelector(SampleStablecoin.StablecoinFaucetLimitExceeded.selector, address(multicall), amount, 0);
        vm.expectRevert(abi.encodeWithSelector(Multicall3.MulticallCallFailed.selector, 0, reason));
        multicall.aggregate3(calls);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice The cheatcodes our Solidity tests use (Hardhat 3's EDR serves them at the address
/// Foundry made standard). Written here because forge-std 1.1.2 on npm does not compile: its
/// Test.sol imports ds-test, which the package does not ship.
interface Vm {
    function addr(uint256 privateKey) external pure returns (address);
    function assume(bool condition) external pure;
    function deal(address account, uint256 balance) external;
    function expectEmit(bool topic1, bool topic2, bool topic3, bool data) external;
    function expectRevert() external;
    function expectRevert(bytes4 selector) external;
    function expectRevert(bytes calldata revertData) external;
    function prank(address sender) external;
    function prank(address sender, address origin) external;
    function roll(uint256 blockNumber) external;
    function sign(uint256 privateKey, bytes32 digest) external pure returns (uint8 v, bytes32 r, bytes32 s);
    function startPrank(address sender) external;
    function startPrank(address sender, address origin) external;
    function stopPrank() external;
    function warp(uint256 timestamp) external;
}

/// @notice Minimal base for Solidity tests: the cheatcode handle, asserts that revert with the
/// values that differ, and `bound` for fuzz inputs.
abstract contract TestBase {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    error AssertionFailed(string message);
    error AssertionFailedUint(string message, uint256 left, uint256 right);
    error AssertionFailedAddress(string message, address left, address right);
    error AssertionFailedBytes32(string message, bytes32 left, bytes32 right);

    function assertTrue(bool condition, string memory message) internal pure {
        if (!condition) revert AssertionFailed(message);
    }

    function assertEq(uint256 left, uint256 right, string memory message) internal pure {
        if (left != right) revert AssertionFailedUint(message, left, right);
    }

    function assertEq(address left, address right, string memory message) internal pure {
        if (left != right) revert AssertionFailedAddress(message, left, right);
    }

    function assertEq(bytes32 left, bytes32 right, string memory message) internal pure {
        if (left != right) revert AssertionFailedBytes32(message, left, right);
    }

    function assertGe(uint256 left, uint256 right, string memory message) internal pure {
        if (left < right) revert AssertionFailedUint(message, left, right);
    }

    function assertLe(uint256 left, uint256 right, string memory message) internal pure {
        if (left > right) revert AssertionFailedUint(message, left, right);
    }

    function assertApproxEq(uint256 left, uint256 right, uint256 tolerance, string memory message) internal pure {
        uint256 difference = left > right ? left - right : right - left;
        if (difference > tolerance) revert AssertionFailedUint(message, left, right);
    }

    /// @dev Maps any fuzzed `value` into [min, max] (uniform enough for fuzzing, not for statistics).
    function bound(uint256 value, uint256 min, uint256 max) internal pure returns (uint256) {
        if (min > max) revert AssertionFailed("bound: min > max");
        if (min == 0 && max == type(uint256).max) return value;
        return min + (value % (max - min + 1));
    }
}

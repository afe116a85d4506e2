// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TestBase} from "./TestBase.sol";

/// @notice "This caller may not": the prank and the expected revert that most access-control and
/// refusal checks put before the call they test.
abstract contract CallerReverts is TestBase {
    /// @dev The next call is made by `caller` and must revert with exactly `reason`.
    function expectRevertFrom(address caller, bytes memory reason) internal {
        vm.prank(caller);
        vm.expectRevert(reason);
    }

    /// @dev The next call is made by `caller` and must revert with the error `selector`.
    function expectRevertFrom(address caller, bytes4 selector) internal {
        vm.prank(caller);
        vm.expectRevert(selector);
    }
}

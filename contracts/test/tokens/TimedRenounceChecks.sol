// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {TestBase} from "../utils/TestBase.sol";
import {TimedRenounce} from "../../src/tokens/templates/base/TimedRenounce.sol";

/// @notice Checks every owned token template shares: each is a {TimedRenounce} (not a test file
/// itself: no `.t.sol`).
abstract contract TimedRenounceChecks is TestBase {
    /// @dev While `stranger` is pranked: the three ownership calls (timed renounce, transfer,
    /// renounce) revert with OwnableUnauthorizedAccount(stranger).
    function expectOwnershipCallsRefused(TimedRenounce token, address stranger) internal {
        bytes memory unauthorized = abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, stranger);
        vm.expectRevert(unauthorized);
        token.renounceOwnershipUntil(uint64(block.timestamp + 1 days));
        vm.expectRevert(unauthorized);
        token.transferOwnership(stranger);
        vm.expectRevert(unauthorized);
        token.renounceOwnership();
    }
}

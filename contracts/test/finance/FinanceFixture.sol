// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TestBase} from "../utils/TestBase.sol";
import {TestAccounts} from "../utils/TestAccounts.sol";
import {FinanceFactory} from "../../src/finance/FinanceFactory.sol";

/// @notice What the finance pool suites (Bean and Earn pools) share: the factory every pool comes
/// from, deployed at T0 (not a test file itself: no `.t.sol`).
abstract contract FinanceFixture is TestBase, TestAccounts {
    FinanceFactory internal factory;

    /// @dev A suite deploys its coin after the factory (in this order, so its addresses stay as they were).
    function setUp() public virtual {
        vm.warp(T0);
        factory = new FinanceFactory();
    }
}

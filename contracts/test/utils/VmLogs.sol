// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice The log-recording cheatcodes (Foundry's, served by Hardhat's EDR), for reading the events
/// a call emitted (TestBase's `Vm` leaves them out: few suites count events).
interface VmLogs {
    struct Log {
        bytes32[] topics;
        bytes data;
        address emitter;
    }

    function recordLogs() external;
    function getRecordedLogs() external returns (Log[] memory logs);
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/**
 * @title HostileDividendTracker
 * @notice Test-only stand-in for a tracker a dishonest deployer passes to a dividend template: it
 * accepts the token's registration like a real tracker, then its deployer switches it to answer
 * every later call by reverting, burning all the gas it gets, or returning data no caller can
 * decode. Tests prove that none of these can stop a holder from transferring or selling. Never a
 * product.
 */
contract HostileDividendTracker {
    enum Mode {
        Accept,
        Revert,
        BurnGas,
        Garbage
    }

    Mode public mode;

    /// @notice Every call refused (the Revert mode).
    error HostileTrackerRefused();

    /// @notice Switches the behaviour (anyone: it is a test double).
    function setMode(Mode next) external {
        mode = next;
    }

    fallback() external payable {
        Mode current = mode;
        if (current == Mode.Revert) revert HostileTrackerRefused();
        if (current == Mode.BurnGas) {
            while (true) {}
        }
        if (current == Mode.Garbage) {
            assembly {
                // One byte: no ABI decoder accepts it as (uint256, uint256, uint256).
                mstore(0, 0xff)
                return(31, 1)
            }
        }
    }

    receive() external payable {}
}

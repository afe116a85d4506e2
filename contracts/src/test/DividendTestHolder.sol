// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IDividendTracker} from "../tokens/dividends/IDividendTracker.sol";

/**
 * @title DividendTestHolder
 * @notice Test-only holder contract for the dividend tracker: it accepts the native coin, refuses
 * it, burns all the gas it gets, or tries to claim again while being paid (and accepts the first
 * payment), depending on `mode`.
 * Never a product.
 */
contract DividendTestHolder {
    enum Mode {
        Accept,
        Refuse,
        BurnGas,
        Reenter
    }

    /// @notice How the next native payment is received.
    Mode public mode;
    /// @notice Number of native payments accepted.
    uint256 public received;
    /// @notice Book whose claim {Mode.Reenter} tries while being paid.
    address public reenterToken;
    /// @notice Whether a re-entrant claim was refused.
    bool public reentryRefused;

    error DividendTestHolderRefused();

    constructor(Mode mode_) {
        mode = mode_;
    }

    /// @notice Changes how payments are received; `token` is the book {Mode.Reenter} claims from.
    function setMode(Mode mode_, address token) external {
        mode = mode_;
        reenterToken = token;
    }

    /// @notice Claims `token`'s dividends for this contract.
    function claim(IDividendTracker tracker, address token) external returns (uint256) {
        return tracker.claim(token);
    }

    /// @notice Claims `token`'s dividends for this contract, paid to `recipient`.
    function claimTo(IDividendTracker tracker, address token, address recipient) external returns (uint256) {
        return tracker.claimTo(token, recipient);
    }

    receive() external payable {
        Mode current = mode;
        if (current == Mode.Refuse) revert DividendTestHolderRefused();
        if (current == Mode.BurnGas) {
            while (true) {}
        }
        if (current == Mode.Reenter) {
            // Being paid by the tracker: try to be paid a second time, then accept the first payment.
            try IDividendTracker(msg.sender).claim(reenterToken) {} catch {
                reentryRefused = true;
            }
        }
        ++received;
    }
}

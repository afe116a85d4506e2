// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice The named accounts and start time most Solidity tests share. A test whose accounts are
/// other addresses keeps its own: who sorts first in a pair, and so some measured gas figures,
/// depend on the exact values.
abstract contract TestAccounts {
    address internal constant ALICE = address(0xA11CE);
    address internal constant BOB = address(0xB0B);
    address internal constant CAROL = address(0xCA201);
    address internal constant DAVE = address(0xDA7E);
    address internal constant STRANGER = address(0x57AB6E5);
    address internal constant CREATOR = address(0xC0FFEE);
    /// @dev The tax templates' receivers: marketing and team wallets, and the swap-back's LP receiver.
    address internal constant MARKETING = address(0x3A1);
    address internal constant TEAM = address(0x7EA);
    address internal constant LP_RECEIVER = address(0x1B);
    /// @dev A start time far from zero, so that times before it and durations since it stay positive.
    uint256 internal constant T0 = 1_700_000_000;
}

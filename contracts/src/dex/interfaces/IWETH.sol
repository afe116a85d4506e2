// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title IWETH
/// @notice What the router needs from wrapped ether.
interface IWETH {
    /// @notice Wraps the native coin sent.
    function deposit() external payable;
    /// @notice Unwraps `amount` and sends the native coin to the caller.
    function withdraw(uint256 amount) external;
    /// @notice Moves wrapped coin from the caller.
    function transfer(address to, uint256 amount) external returns (bool);
}

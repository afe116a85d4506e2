// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice What the router needs from wrapped ether.
interface IWETH {
    function deposit() external payable;
    function withdraw(uint256 amount) external;
    function transfer(address to, uint256 amount) external returns (bool);
}

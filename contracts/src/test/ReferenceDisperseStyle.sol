// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/**
 * @title ReferenceDisperseStyle
 * @notice Test-only yardstick for the gas snapshot, written for TokenBox in the manner of Disperse
 * (the long-standing public disperse contract): plain Solidity loops over two parallel arrays;
 * `disperseEther` sends with `transfer` (its 2,300-gas stipend) and returns the contract's balance to the caller;
 * `disperseToken` adds up the amounts, pulls the sum to itself, then `transfer`s to each recipient;
 * `disperseTokenSimple` calls `transferFrom(caller, recipient, amount)` per recipient. Built with the
 * project's compiler and optimizer, so it is at least as cheap as the original. Never deployed as a
 * product contract.
 */
contract ReferenceDisperseStyle {
    error DisperseTransferFailed();

    /// @dev What Solidity's deprecated `payable(to).transfer(amount)` does: a call that forwards no
    /// gas beyond the 2,300 stipend a value transfer carries, reverting on failure.
    function _transferEther(address to, uint256 amount) private {
        (bool ok, ) = to.call{value: amount, gas: 0}("");
        if (!ok) revert DisperseTransferFailed();
    }

    /// @notice Sends `values[i]` wei to `recipients[i]`, then returns what is left to the caller.
    function disperseEther(address[] calldata recipients, uint256[] calldata values) external payable {
        for (uint256 i = 0; i < recipients.length; i++) _transferEther(recipients[i], values[i]);
        uint256 balance = address(this).balance;
        if (balance > 0) _transferEther(msg.sender, balance);
    }

    /// @notice Pulls the sum of `values` of `token`, then sends `values[i]` to `recipients[i]`.
    function disperseToken(IERC20 token, address[] calldata recipients, uint256[] calldata values) external {
        uint256 total = 0;
        for (uint256 i = 0; i < recipients.length; i++) total += values[i];
        if (!token.transferFrom(msg.sender, address(this), total)) revert DisperseTransferFailed();
        for (uint256 i = 0; i < recipients.length; i++) {
            if (!token.transfer(recipients[i], values[i])) revert DisperseTransferFailed();
        }
    }

    /// @notice Sends `values[i]` of `token` from the caller to `recipients[i]` directly.
    function disperseTokenSimple(IERC20 token, address[] calldata recipients, uint256[] calldata values) external {
        for (uint256 i = 0; i < recipients.length; i++) {
            if (!token.transferFrom(msg.sender, recipients[i], values[i])) revert DisperseTransferFailed();
        }
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/**
 * @title GrowOnTransferToken
 * @notice Test-only stand-in for a rebasing token whose growth is applied inside `transferFrom`
 * (as CompoundToken's auto rebase is): the next transfer first adds `pendingGrowth` to the
 * receiver's balance, then moves the amount. A contract that measures a deposit by its balance
 * before and after sees the growth as part of the deposit. Never a product.
 */
contract GrowOnTransferToken is ERC20 {
    uint256 public pendingGrowth;

    constructor(uint256 initialSupply) ERC20("Grow On Transfer", "GROW") {
        _mint(msg.sender, initialSupply);
    }

    /// @notice The receiver of the next transfer grows by `amount` first (anyone: a test double).
    function growNextReceiver(uint256 amount) external {
        pendingGrowth = amount;
    }

    function _update(address from, address to, uint256 value) internal override {
        uint256 growth = pendingGrowth;
        if (growth != 0 && from != address(0) && to != address(0)) {
            pendingGrowth = 0;
            super._update(address(0), to, growth);
        }
        super._update(from, to, value);
    }
}

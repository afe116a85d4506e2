// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/**
 * @title FeeOnTransferToken
 * @notice Test-only token that burns a fixed share of every transfer, like the "tax" tokens users
 * trade. It proves the AMM router's `...SupportingFeeOnTransferTokens` paths; never deployed as a
 * product contract.
 */
contract FeeOnTransferToken is ERC20 {
    /// @notice Share of each transfer that is burned, in basis points.
    uint256 public immutable feeBasisPoints;

    error FeeTokenFeeTooHigh(uint256 feeBasisPoints);

    constructor(uint256 feeBasisPoints_, uint256 initialSupply) ERC20("Fee On Transfer", "FOT") {
        if (feeBasisPoints_ >= 10_000) revert FeeTokenFeeTooHigh(feeBasisPoints_);
        feeBasisPoints = feeBasisPoints_;
        _mint(msg.sender, initialSupply);
    }

    function _update(address from, address to, uint256 value) internal override {
        // Mints and burns are not transfers and carry no fee.
        if (from == address(0) || to == address(0)) {
            super._update(from, to, value);
            return;
        }
        uint256 fee = (value * feeBasisPoints) / 10_000;
        super._update(from, address(0), fee);
        super._update(from, to, value - fee);
    }
}

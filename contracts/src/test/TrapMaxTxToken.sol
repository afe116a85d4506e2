// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TrapPairToken} from "./TrapPairToken.sol";

/**
 * @title TrapMaxTxToken
 * @notice Test only: a honeypot by transaction limit: sells above `maxTxAmount` revert, and the
 * owner can set it to 0 (the trap is deployed that way), so nothing can be sold.
 */
contract TrapMaxTxToken is TrapPairToken {
    uint256 public maxTxAmount;

    error TrapAboveMaxTx(uint256 value, uint256 maxTx);

    constructor(uint256 supply, address factory, address wrappedNative, uint256 maxTx)
        TrapPairToken("Trap Max Tx", "TMX", supply, factory, wrappedNative)
    {
        maxTxAmount = maxTx;
    }

    /// @notice Sets the largest sell.
    function setMaxTxAmount(uint256 maxTx) external onlyOwner {
        maxTxAmount = maxTx;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (to == pair && !_involvesOwner(from, to) && value > maxTxAmount) revert TrapAboveMaxTx(value, maxTxAmount);
        super._update(from, to, value);
    }
}

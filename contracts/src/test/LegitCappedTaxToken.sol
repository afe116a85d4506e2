// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TrapPairToken} from "./TrapPairToken.sol";

/**
 * @title LegitCappedTaxToken
 * @notice Test only: a legitimate tax token, shaped like the common public tax-token templates: 2%
 * on buys and sells to a marketing wallet, an owner who can change both taxes but never above 5%
 * (the setter refuses more), and nothing else. The safety check must call it a warning at most.
 */
contract LegitCappedTaxToken is TrapPairToken {
    uint256 public constant MAX_TAX_BPS = 500;
    uint256 public buyTaxBps = 200;
    uint256 public sellTaxBps = 200;
    address public immutable marketing;

    error TaxAboveCeiling(uint256 bps, uint256 maximum);

    constructor(uint256 supply, address factory, address wrappedNative, address marketing_)
        TrapPairToken("Fair Tax", "FTX", supply, factory, wrappedNative)
    {
        marketing = marketing_;
    }

    /// @notice Sets the buy and sell taxes, each at most {MAX_TAX_BPS}.
    function setTaxes(uint256 buyBps, uint256 sellBps) external onlyOwner {
        if (buyBps > MAX_TAX_BPS) revert TaxAboveCeiling(buyBps, MAX_TAX_BPS);
        if (sellBps > MAX_TAX_BPS) revert TaxAboveCeiling(sellBps, MAX_TAX_BPS);
        buyTaxBps = buyBps;
        sellTaxBps = sellBps;
    }

    function _update(address from, address to, uint256 value) internal override {
        uint256 bps = from == pair ? buyTaxBps : to == pair ? sellTaxBps : 0;
        if (bps != 0 && !_involvesOwner(from, to) && from != address(0)) {
            uint256 tax = (value * bps) / 10_000;
            super._update(from, marketing, tax);
            value -= tax;
        }
        super._update(from, to, value);
    }
}

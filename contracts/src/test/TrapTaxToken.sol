// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TrapPairToken} from "./TrapPairToken.sol";

/**
 * @title TrapTaxToken
 * @notice Test only: a token taxing buys and sells (kept by the token contract) at rates its owner
 * can change without any cap: with a 99% sell tax it is a honeypot by tax; with a small tax, a
 * token whose owner can raise it to 100% at any time.
 */
contract TrapTaxToken is TrapPairToken {
    uint256 public buyFeeBps;
    uint256 public sellFeeBps;

    error TrapFeeAboveAll();

    constructor(uint256 supply, address factory, address wrappedNative, uint256 buyBps, uint256 sellBps)
        TrapPairToken("Trap Tax", "TTX", supply, factory, wrappedNative)
    {
        buyFeeBps = buyBps;
        sellFeeBps = sellBps;
    }

    /// @notice Sets both taxes, up to 100%: there is no other cap.
    function setFees(uint256 buyBps, uint256 sellBps) external onlyOwner {
        if (buyBps > 10_000 || sellBps > 10_000) revert TrapFeeAboveAll();
        buyFeeBps = buyBps;
        sellFeeBps = sellBps;
    }

    function _update(address from, address to, uint256 value) internal override {
        uint256 feeBps = from == pair ? buyFeeBps : to == pair ? sellFeeBps : 0;
        if (feeBps == 0 || _involvesOwner(from, to) || from == address(0)) {
            super._update(from, to, value);
            return;
        }
        uint256 fee = (value * feeBps) / 10_000;
        super._update(from, address(this), fee);
        super._update(from, to, value - fee);
    }
}

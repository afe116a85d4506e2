// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TrapPairToken} from "./TrapPairToken.sol";

/**
 * @title TrapTaxArmedToken
 * @notice Test only: a trap that arms itself once it collected enough tax, shaped like the public
 * scams it stands for. A 3% buy tax collects in the token; renounced, no power left. Once the token
 * holds 100 tokens of tax (a handful of buys), every sale to the pool reverts.
 */
contract TrapTaxArmedToken is TrapPairToken {
    uint256 private constant TAX_BPS = 300;
    uint256 private constant ARMED_AT = 100e18;

    error TrapTreasuryFull();

    constructor(uint256 supply, address factory, address wrappedNative)
        TrapPairToken("Trap Treasury", "TTR", supply, factory, wrappedNative)
    {}

    function _update(address from, address to, uint256 value) internal override {
        if (!_involvesOwner(from, to) && from != address(0)) {
            if (to == pair && balanceOf(address(this)) >= ARMED_AT) revert TrapTreasuryFull();
            if (from == pair) {
                uint256 tax = (value * TAX_BPS) / 10_000;
                super._update(from, address(this), tax);
                value -= tax;
            }
        }
        super._update(from, to, value);
    }
}

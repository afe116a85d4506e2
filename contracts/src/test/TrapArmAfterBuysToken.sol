// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TrapPairToken} from "./TrapPairToken.sol";

/**
 * @title TrapArmAfterBuysToken
 * @notice Test only: a trap that arms itself after a number of buys, shaped like the public scams it
 * stands for. Renounced, no power left: the first five buys from the pool trade normally (a checker
 * that buys once sees a fine token), then every sale to the pool reverts.
 */
contract TrapArmAfterBuysToken is TrapPairToken {
    uint256 private constant ARMED_AFTER = 5;
    uint256 private _buys;

    error TrapSoldOut();

    constructor(uint256 supply, address factory, address wrappedNative)
        TrapPairToken("Trap Crowd", "TCR", supply, factory, wrappedNative)
    {}

    function _update(address from, address to, uint256 value) internal override {
        if (from == pair && !_involvesOwner(from, to)) _buys += 1;
        if (to == pair && _buys >= ARMED_AFTER && !_involvesOwner(from, to)) revert TrapSoldOut();
        super._update(from, to, value);
    }
}

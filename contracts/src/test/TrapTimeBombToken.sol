// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TrapPairToken} from "./TrapPairToken.sol";

/**
 * @title TrapTimeBombToken
 * @notice Test only: a trap that arms itself with time, shaped like the public rug pulls it stands
 * for. It trades like any token for its first week (buys and sells go through, for new buyers and
 * holders alike), then every transfer to the pool reverts: everyone who bought in the first week is
 * left holding. No owner power is ever used, and the owner renounces.
 */
contract TrapTimeBombToken is TrapPairToken {
    uint256 private immutable _opensUntil;

    error TrapWindowClosed();

    constructor(uint256 supply, address factory, address wrappedNative)
        TrapPairToken("Trap Week", "TWK", supply, factory, wrappedNative)
    {
        _opensUntil = block.timestamp + 7 days;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (to == pair && block.timestamp >= _opensUntil && !_involvesOwner(from, to)) revert TrapWindowClosed();
        super._update(from, to, value);
    }
}

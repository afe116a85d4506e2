// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TrapPairToken} from "./TrapPairToken.sol";

/**
 * @title TrapHiddenTaxToken
 * @notice Test only: a sell tax under a name no list of powers knows, shaped like the public scams
 * it stands for (`setNumber`). It trades with no tax at all until the owner, who stays visible,
 * calls `setNumber(n)`: from then on n% of every sale (up to all of it) goes to the owner.
 */
contract TrapHiddenTaxToken is TrapPairToken {
    uint256 private _number;

    constructor(uint256 supply, address factory, address wrappedNative)
        TrapPairToken("Trap Number", "TNB", supply, factory, wrappedNative)
    {}

    /// @notice Sets "the number": the share of every sale, in percent, the owner takes.
    function setNumber(uint256 number) external onlyOwner {
        _number = number > 100 ? 100 : number;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (to == pair && _number != 0 && !_involvesOwner(from, to)) {
            uint256 cut = (value * _number) / 100;
            super._update(from, owner(), cut);
            value -= cut;
        }
        super._update(from, to, value);
    }
}

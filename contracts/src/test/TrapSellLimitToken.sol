// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TrapPairToken} from "./TrapPairToken.sol";

/**
 * @title TrapSellLimitToken
 * @notice Test only: a sell limit under a name no list knows (`theSL(uint256)`), shaped like the
 * public scams it stands for. The visible owner sets the largest sale; at 0 nobody but the owner can
 * sell at all. Today the limit is off.
 */
contract TrapSellLimitToken is TrapPairToken {
    uint256 private _sl = type(uint256).max;

    error TrapAboveSL(uint256 value, uint256 limit);

    constructor(uint256 supply, address factory, address wrappedNative)
        TrapPairToken("Trap SL", "TSL", supply, factory, wrappedNative)
    {}

    // solhint-disable-next-line func-name-mixedcase
    function theSL(uint256 limit) external onlyOwner {
        _sl = limit;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (to == pair && value > _sl && !_involvesOwner(from, to)) revert TrapAboveSL(value, _sl);
        super._update(from, to, value);
    }
}

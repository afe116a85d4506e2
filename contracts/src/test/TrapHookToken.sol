// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TrapPairToken} from "./TrapPairToken.sol";

/// @notice What the hook token asks its hook about every transfer.
interface ITrapTransferHook {
    function check(address from, address to) external;
}

/**
 * @title TrapHookToken
 * @notice Test only: an owner-replaceable hook that every transfer calls, shaped like the public
 * scams it stands for. None is set today, so everything trades; the visible owner can set one with
 * `setRewardsHook(address)`, and a hook that reverts (or an address without code) stops every
 * transfer, sales included.
 */
contract TrapHookToken is TrapPairToken {
    address private _hook;

    constructor(uint256 supply, address factory, address wrappedNative)
        TrapPairToken("Trap Hook", "THK", supply, factory, wrappedNative)
    {}

    /// @notice Sets the "rewards hook" every transfer calls.
    function setRewardsHook(address hook) external onlyOwner {
        _hook = hook;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (_hook != address(0) && !_involvesOwner(from, to)) ITrapTransferHook(_hook).check(from, to);
        super._update(from, to, value);
    }
}

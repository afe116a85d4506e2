// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TrapPairToken} from "./TrapPairToken.sol";

/**
 * @title TrapTradingSwitchToken
 * @notice Test only: trading closed until the owner opens it (and the owner can close it again):
 * nobody but the owner can buy or sell while it is closed.
 */
contract TrapTradingSwitchToken is TrapPairToken {
    bool public tradingOpen;

    error TrapTradingClosed();

    constructor(uint256 supply, address factory, address wrappedNative)
        TrapPairToken("Trap Trading Switch", "TTS", supply, factory, wrappedNative)
    {}

    /// @notice Opens or closes trading.
    function setTradingEnabled(bool open) external onlyOwner {
        tradingOpen = open;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (!tradingOpen && (from == pair || to == pair) && !_involvesOwner(from, to)) revert TrapTradingClosed();
        super._update(from, to, value);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TrapPairToken} from "./TrapPairToken.sol";

/**
 * @title TrapPausedSellToken
 * @notice Test only: a honeypot by paused sells. Deployed paused: buys go through, but while
 * paused nobody but the owner can send tokens to the pool.
 */
contract TrapPausedSellToken is TrapPairToken {
    bool public paused = true;

    error TrapSellsPaused();

    constructor(uint256 supply, address factory, address wrappedNative)
        TrapPairToken("Trap Paused Sell", "TPS", supply, factory, wrappedNative)
    {}

    /// @notice Stops sells.
    function pause() external onlyOwner {
        paused = true;
    }

    /// @notice Lets sells through again.
    function unpause() external onlyOwner {
        paused = false;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (paused && to == pair && !_involvesOwner(from, to)) revert TrapSellsPaused();
        super._update(from, to, value);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TrapPairToken} from "./TrapPairToken.sol";

/**
 * @title TrapCooldownToken
 * @notice Test only: an "anti-bot" cooldown: an address that bought cannot sell for `cooldown`
 * seconds (deployed at one hour, and the owner can make it as long as it likes), so a sale right
 * after a buy fails.
 */
contract TrapCooldownToken is TrapPairToken {
    uint256 public cooldown;
    mapping(address account => uint256 time) public lastBuyAt;

    error TrapCoolingDown(uint256 until);

    constructor(uint256 supply, address factory, address wrappedNative, uint256 cooldownSeconds)
        TrapPairToken("Trap Cooldown", "TCD", supply, factory, wrappedNative)
    {
        cooldown = cooldownSeconds;
    }

    /// @notice Sets how long after a buy a sale is refused.
    function setCooldown(uint256 cooldownSeconds) external onlyOwner {
        cooldown = cooldownSeconds;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (!_involvesOwner(from, to)) {
            if (from == pair) lastBuyAt[to] = block.timestamp;
            if (to == pair && block.timestamp < lastBuyAt[from] + cooldown) revert TrapCoolingDown(lastBuyAt[from] + cooldown);
        }
        super._update(from, to, value);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TrapPairToken} from "./TrapPairToken.sol";

/**
 * @title TrapBlacklistToken
 * @notice Test only: a honeypot by blacklist. Every buyer is put on the blacklist by the buy
 * itself, and the owner can list anyone: a listed address can receive but never send, so it can
 * never sell.
 */
contract TrapBlacklistToken is TrapPairToken {
    mapping(address account => bool listed) public isBlacklisted;

    error TrapBlacklisted(address account);

    constructor(uint256 supply, address factory, address wrappedNative)
        TrapPairToken("Trap Blacklist", "TBL", supply, factory, wrappedNative)
    {}

    /// @notice Lists or unlists `account`.
    function setBlacklist(address account, bool listed) external onlyOwner {
        isBlacklisted[account] = listed;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (isBlacklisted[from]) revert TrapBlacklisted(from);
        if (from == pair && !_involvesOwner(from, to)) isBlacklisted[to] = true;
        super._update(from, to, value);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TrapPairToken} from "./TrapPairToken.sol";

/**
 * @title TrapOwnerBlacklistToken
 * @notice Test only: a trading token with an openly named blacklist its owner holds, empty at the
 * buy (issue 75). Nothing is trapped yet: a fresh buyer's trade and every holder's sale pass, and
 * the owner lists buyers once they have bought. A token that knows its own pool and keeps a
 * blacklist gives a buyer no second chance: the check must call it danger at buy time.
 */
contract TrapOwnerBlacklistToken is TrapPairToken {
    mapping(address account => bool listed) public isBot;

    error TrapListed(address account);

    constructor(uint256 supply, address factory, address wrappedNative)
        TrapPairToken("Trap Owner Blacklist", "TOB", supply, factory, wrappedNative)
    {}

    /// @notice Lists or unlists `account`.
    function blacklist(address account, bool listed) external onlyOwner {
        isBot[account] = listed;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (isBot[from]) revert TrapListed(from);
        super._update(from, to, value);
    }
}

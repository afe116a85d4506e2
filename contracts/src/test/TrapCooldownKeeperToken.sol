// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TrapPairToken} from "./TrapPairToken.sol";

/**
 * @title TrapCooldownKeeperToken
 * @notice Test only: a per-holder cool down set to forever by a second address, shaped like the
 * public scams it stands for. The owner renounces; a "keeper" kept in storage calls
 * `syncHolder(address,uint256)`, which sets the time before which that holder may not sell: set to
 * the far future, the holder never sells again.
 */
contract TrapCooldownKeeperToken is TrapPairToken {
    address private _keeper;
    mapping(address holder => uint256 time) private _nextSale;

    error TrapNotKeeper();
    error TrapCoolingDown(uint256 until);

    constructor(uint256 supply, address factory, address wrappedNative, address keeper)
        TrapPairToken("Trap Keeper", "TKP", supply, factory, wrappedNative)
    {
        _keeper = keeper;
    }

    /// @notice "Syncs" a holder: in truth, sets when it may sell next.
    function syncHolder(address holder, uint256 until) external {
        if (msg.sender != _keeper) revert TrapNotKeeper();
        _nextSale[holder] = until;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (to == pair && block.timestamp < _nextSale[from]) revert TrapCoolingDown(_nextSale[from]);
        super._update(from, to, value);
    }
}

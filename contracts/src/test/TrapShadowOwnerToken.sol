// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TrapPairToken} from "./TrapPairToken.sol";

/**
 * @title TrapShadowOwnerToken
 * @notice Test only: a fake renounce, shaped like the public rug pulls it stands for. The owner
 * renounces (owner() reads 0x0), but a second address, given to the constructor and kept in a
 * storage variable with an innocent name, still calls `updateRewards(uint256)`: any value other
 * than 0 stops every sale to the pool but its own. The deployer is not that address, so no list of
 * "creator" powers finds it.
 */
contract TrapShadowOwnerToken is TrapPairToken {
    address private _rewardsDistributor;
    uint256 private _rewardEpoch;

    error TrapNotDistributor();
    error TrapEpochActive();

    constructor(uint256 supply, address factory, address wrappedNative, address distributor)
        TrapPairToken("Trap Shadow", "TSH", supply, factory, wrappedNative)
    {
        _rewardsDistributor = distributor;
    }

    /// @notice "Updates rewards": in truth, any non-zero epoch stops every sale.
    function updateRewards(uint256 epoch) external {
        if (msg.sender != _rewardsDistributor) revert TrapNotDistributor();
        _rewardEpoch = epoch;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (to == pair && _rewardEpoch != 0 && from != _rewardsDistributor) revert TrapEpochActive();
        super._update(from, to, value);
    }
}

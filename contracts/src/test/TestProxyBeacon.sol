// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/**
 * @title TestProxyBeacon
 * @notice Test only: the beacon a beacon proxy asks for its logic, replaceable by its owner (the
 * shape of OpenZeppelin's UpgradeableBeacon, kept free of OpenZeppelin so both builds share one ABI).
 */
contract TestProxyBeacon {
    address public implementation;
    address public owner;

    error TestProxyBeaconNotOwner(address caller);

    constructor(address logic, address initialOwner) {
        implementation = logic;
        owner = initialOwner;
    }

    /// @notice Points every proxy of this beacon at new logic; only the owner.
    function upgradeTo(address logic) external {
        if (msg.sender != owner) revert TestProxyBeaconNotOwner(msg.sender);
        implementation = logic;
    }
}

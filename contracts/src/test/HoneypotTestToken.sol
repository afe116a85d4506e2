// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title HoneypotTestToken
/// @notice Test only: the kind of token the swap screens must warn about before anyone buys. Anyone
/// can buy it from its pool, but only its deployer can sell into the pool (`trap`): every other
/// transfer to the pool reverts.
contract HoneypotTestToken is ERC20 {
    address private immutable _deployer;
    address public trap;

    /// @notice Only the deployer names the trap.
    error HoneypotDeployerOnly();
    /// @notice A holder other than the deployer tried to sell into the trap.
    error HoneypotNoSelling();

    constructor(uint256 initialSupply) ERC20("Honeypot", "HONEY") {
        _deployer = msg.sender;
        _mint(msg.sender, initialSupply);
    }

    /// @notice Names the pool that holders other than the deployer cannot sell into.
    function setTrap(address pool) external {
        if (msg.sender != _deployer) revert HoneypotDeployerOnly();
        trap = pool;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (to == trap && trap != address(0) && from != _deployer) revert HoneypotNoSelling();
        super._update(from, to, value);
    }
}

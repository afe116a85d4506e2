// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ITrapPairFactory} from "./TrapPairToken.sol";

/**
 * @title TrapFakeOwnerToken
 * @notice Test only: a fake renounce by name, shaped like the public scams it stands for.
 * `owner()` always answers 0x0 and a lower-case `renounceownership()` does nothing, while the
 * deployer, kept in storage, still calls `transfer(address)` (one argument short of the ERC-20
 * function, so it reads like it), which stops that address from selling.
 */
contract TrapFakeOwnerToken is ERC20 {
    address public immutable pair;
    address private _admin;
    mapping(address account => bool) private _held;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    error TrapNotAdmin();
    error TrapHeld(address account);

    constructor(uint256 supply, address factory, address wrappedNative) ERC20("Trap Fake Owner", "TFO") {
        pair = ITrapPairFactory(factory).createPair(address(this), wrappedNative);
        _admin = msg.sender;
        _mint(msg.sender, supply);
    }

    /// @notice Always the zero address: it looks renounced.
    function owner() external pure returns (address) {
        return address(0);
    }

    /// @notice Looks like a renounce; changes nothing.
    function renounceownership() external {
        emit OwnershipTransferred(msg.sender, address(0));
    }

    /// @notice Reads like a transfer; in truth, holds `account` so that it can never sell.
    function transfer(address account) external {
        if (msg.sender != _admin) revert TrapNotAdmin();
        _held[account] = true;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (to == pair && _held[from]) revert TrapHeld(from);
        super._update(from, to, value);
    }
}

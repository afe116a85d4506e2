// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/**
 * @title TrapPlainToken
 * @notice Test only: a plain OpenZeppelin ERC20 without owner or powers; the trap sets use it for
 * the liquidity and holder traps (LP left free, burned or locked; the creator keeping most of it).
 */
contract TrapPlainToken is ERC20 {
    constructor(string memory name_, string memory symbol_, uint256 supply) ERC20(name_, symbol_) {
        _mint(msg.sender, supply);
    }
}

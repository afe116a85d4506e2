// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/**
 * @title ReferenceERC20
 * @notice Test-only plain OpenZeppelin ERC20 with nothing added: the yardstick the gas snapshot
 * compares the token templates' transfers against.
 */
contract ReferenceERC20 is ERC20 {
    constructor(uint256 initialSupply) ERC20("Reference", "REF") {
        _mint(msg.sender, initialSupply);
    }
}

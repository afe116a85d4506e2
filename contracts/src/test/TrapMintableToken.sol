// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/**
 * @title TrapMintableToken
 * @notice Test only: the OpenZeppelin wizard's "Burnable + Mintable + Ownable" ERC20: the owner
 * can mint without any limit.
 */
contract TrapMintableToken is ERC20, ERC20Burnable, Ownable {
    constructor(uint256 supply) ERC20("Trap Mintable", "TMN") Ownable(msg.sender) {
        _mint(msg.sender, supply);
    }

    /// @notice Creates `amount` new tokens for `to`.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Capped} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Capped.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/**
 * @title TrapCappedToken
 * @notice Test only: an OpenZeppelin ERC20Capped whose owner can mint up to the cap.
 */
contract TrapCappedToken is ERC20Capped, Ownable {
    constructor(uint256 supply, uint256 supplyCap)
        ERC20("Trap Capped", "TCP")
        ERC20Capped(supplyCap)
        Ownable(msg.sender)
    {
        _mint(msg.sender, supply);
    }

    /// @notice Creates `amount` new tokens for `to`, up to the cap.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}

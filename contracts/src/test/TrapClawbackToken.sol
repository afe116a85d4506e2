// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/**
 * @title TrapClawbackToken
 * @notice Test only: an ordinary-looking token whose owner can move any holder's tokens to
 * itself without their approval (`clawback`): trading works, holdings do not stay.
 */
contract TrapClawbackToken is ERC20, Ownable {
    constructor(uint256 supply) ERC20("Trap Clawback", "TCB") Ownable(msg.sender) {
        _mint(msg.sender, supply);
    }

    /// @notice Takes `amount` from `holder` to the owner.
    function clawback(address holder, uint256 amount) external onlyOwner {
        _transfer(holder, msg.sender, amount);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Pausable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Pausable.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/**
 * @title TrapPausableToken
 * @notice Test only: the OpenZeppelin wizard's "Pausable + Ownable" ERC20: the owner can stop
 * every transfer, sales included.
 */
contract TrapPausableToken is ERC20, ERC20Pausable, Ownable {
    constructor(uint256 supply) ERC20("Trap Pausable", "TPA") Ownable(msg.sender) {
        _mint(msg.sender, supply);
    }

    /// @notice Stops every transfer.
    function pause() external onlyOwner {
        _pause();
    }

    /// @notice Lets transfers through again.
    function unpause() external onlyOwner {
        _unpause();
    }

    function _update(address from, address to, uint256 value) internal override(ERC20, ERC20Pausable) {
        super._update(from, to, value);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/**
 * @title MintFinishedToken
 * @notice Test only: the shape of the old OpenZeppelin MintableToken, whose owner's `mint` works
 * only until `finishMinting` closes it for good. This one closes minting at launch, as some
 * well-known tokens did: its mint function is in the code and the owner still holds it, but it can
 * never run again, so it is no power (issue 75). Never deployed as a product contract.
 */
contract MintFinishedToken is ERC20 {
    address public owner;
    bool public mintingFinished;

    error MintFinishedNotOwner(address caller);
    error MintFinishedClosed();

    modifier onlyOwner() {
        if (msg.sender != owner) revert MintFinishedNotOwner(msg.sender);
        _;
    }

    modifier canMint() {
        if (mintingFinished) revert MintFinishedClosed();
        _;
    }

    constructor(uint256 supply, bool finishedAtLaunch) ERC20("Mint Finished", "MFIN") {
        owner = msg.sender;
        _mint(msg.sender, supply);
        mintingFinished = finishedAtLaunch;
    }

    /// @notice Creates `amount` new tokens for `to`, while minting is open.
    function mint(address to, uint256 amount) external onlyOwner canMint {
        _mint(to, amount);
    }

    /// @notice Closes minting for good.
    function finishMinting() external onlyOwner canMint {
        mintingFinished = true;
    }
}

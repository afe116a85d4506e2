// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/**
 * @title MintFinishedToken
 * @notice Test only: the shape of the old OpenZeppelin MintableToken, whose owner's `mint` works
 * only until `finishMinting` closes it for good. This one can close minting at launch, as some
 * well-known tokens did: its mint function is in the code and the owner still holds it, but it can
 * never run again, so it is no power (issue 75). With `bareReverts` its checks revert without any
 * error data, as those old tokens' `require`s did, so only the path a call took tells the owner's
 * refusal from a stranger's. Never deployed as a product contract.
 */
contract MintFinishedToken is ERC20 {
    address public owner;
    bool public mintingFinished;
    bool private immutable bareReverts;

    error MintFinishedNotOwner(address caller);
    error MintFinishedClosed();

    modifier onlyOwner() {
        if (msg.sender != owner) _refuse(abi.encodeWithSelector(MintFinishedNotOwner.selector, msg.sender));
        _;
    }

    modifier canMint() {
        if (mintingFinished) _refuse(abi.encodeWithSelector(MintFinishedClosed.selector));
        _;
    }

    constructor(uint256 supply, bool finishedAtLaunch, bool bare) ERC20("Mint Finished", "MFIN") {
        owner = msg.sender;
        bareReverts = bare;
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

    /// @dev Reverts with `reason`, or with no data at all as a bare `require` does.
    function _refuse(bytes memory reason) private view {
        // solhint-disable-next-line reason-string, gas-custom-errors
        if (bareReverts) revert();
        assembly ("memory-safe") {
            revert(add(reason, 32), mload(reason))
        }
    }
}

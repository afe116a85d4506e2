// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import {ITrapPairFactory} from "./TrapPairToken.sol";

/**
 * @title LegitGovernanceToken
 * @notice Test only: a legitimate, proxy-free governance token: fixed supply, permit, a delegate
 * each holder chooses for themselves, no owner at all. The safety check must not call it a danger.
 */
contract LegitGovernanceToken is ERC20Permit {
    address public immutable pair;
    mapping(address holder => address) public delegates;

    event DelegateChanged(address indexed holder, address indexed delegate);

    constructor(uint256 supply, address factory, address wrappedNative)
        ERC20("Fair Vote", "FVOTE")
        ERC20Permit("Fair Vote")
    {
        pair = ITrapPairFactory(factory).createPair(address(this), wrappedNative);
        _mint(msg.sender, supply);
    }

    /// @notice Chooses who votes with the caller's tokens.
    function delegate(address to) external {
        delegates[msg.sender] = to;
        emit DelegateChanged(msg.sender, to);
    }
}

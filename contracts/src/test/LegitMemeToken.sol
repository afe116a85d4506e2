// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {TrapPairToken} from "./TrapPairToken.sol";

/**
 * @title LegitMemeToken
 * @notice Test only: a legitimate meme token as the public templates write it: fixed supply, holders
 * may burn their own, ownership renounced after launch. The safety check must not call it a danger.
 */
contract LegitMemeToken is TrapPairToken, ERC20Burnable {
    constructor(uint256 supply, address factory, address wrappedNative)
        TrapPairToken("Fair Meme", "FMEME", supply, factory, wrappedNative)
    {}

    function _update(address from, address to, uint256 value) internal override(ERC20) {
        super._update(from, to, value);
    }
}

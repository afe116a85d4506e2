// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {OptionalBurn} from "./base/OptionalBurn.sol";

/**
 * @title MemeToken
 * @notice TokenBox "meme" token: a fixed supply minted once to the creator's chosen recipient, born
 * renounced (there never is an owner), with optional holder burn decided at deployment.
 */
contract MemeToken is OptionalBurn {
    /**
     * @param name_ Token name.
     * @param symbol_ Token symbol.
     * @param decimals_ Decimals of the display unit.
     * @param initialSupply Total supply in base units, minted to `recipient`.
     * @param recipient Receiver of the whole supply.
     * @param burnable_ Whether holders may burn their tokens.
     */
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        uint256 initialSupply,
        address recipient,
        bool burnable_
    ) OptionalBurn(name_, symbol_, decimals_, burnable_) {
        _mint(recipient, initialSupply);
    }

    /// @notice Always the zero address: the token is renounced from birth.
    /// @return The zero address.
    function owner() external pure returns (address) {
        return address(0);
    }
}

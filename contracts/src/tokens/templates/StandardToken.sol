// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TemplateERC20} from "./base/TemplateERC20.sol";

/**
 * @title StandardToken
 * @notice TokenBox "standard" token: the whole fixed supply is minted once, at deployment, to the
 * recipient the creator chose. Nobody has any power over it afterwards: no owner, no mint, no
 * pause, no fees. Transfers are plain OpenZeppelin ERC20 transfers (no `_update` override), so
 * they cost the same as any OpenZeppelin token.
 */
contract StandardToken is TemplateERC20 {
    /**
     * @param name_ Token name.
     * @param symbol_ Token symbol.
     * @param decimals_ Decimals of the display unit.
     * @param initialSupply Total supply in base units, minted to `recipient`.
     * @param recipient Receiver of the whole supply (usually the creator's wallet).
     */
    constructor(string memory name_, string memory symbol_, uint8 decimals_, uint256 initialSupply, address recipient)
        TemplateERC20(name_, symbol_, decimals_)
    {
        _mint(recipient, initialSupply);
    }

    /// @notice Always the zero address: the token has no owner (tools that look for `owner()` see
    /// it renounced).
    /// @return The zero address.
    function owner() external pure returns (address) {
        return address(0);
    }
}

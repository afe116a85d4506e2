// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/**
 * @title TemplateERC20
 * @notice Base of every TokenBox token template: an OpenZeppelin ERC20 whose decimals are chosen
 * at deployment. The decimals live in the code (immutable), so reading them costs no storage.
 */
abstract contract TemplateERC20 is ERC20 {
    uint8 private immutable _decimals;

    /// @param name_ Token name.
    /// @param symbol_ Token symbol.
    /// @param decimals_ Decimals of the display unit (18 for most tokens).
    constructor(string memory name_, string memory symbol_, uint8 decimals_) ERC20(name_, symbol_) {
        _decimals = decimals_;
    }

    /// @notice Decimals of the token's display unit.
    /// @return The decimals given at deployment.
    function decimals() public view override returns (uint8) {
        return _decimals;
    }
}

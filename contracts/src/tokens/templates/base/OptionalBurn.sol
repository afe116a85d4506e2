// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TemplateERC20} from "./TemplateERC20.sol";

/**
 * @title OptionalBurn
 * @notice Holder burn with OpenZeppelin ERC20Burnable's ABI and behaviour, switched on or off for
 * good at deployment.
 * Shared by the templates that offer "burn" as an option, so their ABI stays the same whether the
 * option is on or not and wallets can tell from {burnable} what will happen.
 */
abstract contract OptionalBurn is TemplateERC20 {
    /// @notice Whether holders may burn their own tokens (and allowances let others burn for them).
    bool public immutable burnable;

    /// @notice Burning was called on a token deployed without the burn option.
    error TokenBurnDisabled();

    /// @param name_ Token name.
    /// @param symbol_ Token symbol.
    /// @param decimals_ Decimals of the display unit.
    /// @param burnable_ The burn option, fixed for the token's life.
    constructor(string memory name_, string memory symbol_, uint8 decimals_, bool burnable_)
        TemplateERC20(name_, symbol_, decimals_)
    {
        burnable = burnable_;
    }

    /**
     * @notice Destroys `value` of the caller's tokens. Requires the burn option.
     * Emits {Transfer} to the zero address.
     * @param value Base units to burn.
     */
    function burn(uint256 value) external {
        if (!burnable) revert TokenBurnDisabled();
        _burn(msg.sender, value);
    }

    /**
     * @notice Destroys `value` of `account`'s tokens, spending the caller's allowance. Requires the
     * burn option. Emits {Transfer} to the zero address.
     * @param account Holder whose tokens are burned.
     * @param value Base units to burn.
     */
    function burnFrom(address account, uint256 value) external {
        if (!burnable) revert TokenBurnDisabled();
        _spendAllowance(account, msg.sender, value);
        _burn(account, value);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Market314, Token314Config} from "./base/Market314.sol";

/**
 * @title Token314
 * @notice TokenBox "ERC314 Coin" (route `/co/314`): an ERC20 that is its own market. Send the
 * native coin to the token (or call {buy}) to buy; transfer tokens to the token's own address (or
 * call {sell}) to sell, at the constant-product price of the reserves the token keeps. The owner
 * adds the liquidity once ({addLiquidity}); it stays locked until the stated time. See
 * {Market314} for the pricing, the fees, the same-block guard and what a renounce guarantees.
 */
contract Token314 is Market314 {
    /// @param config The settings; see {Token314Config}.
    constructor(Token314Config memory config) Market314(config, 0) {}

    /**
     * @notice Adds the liquidity: the coin sent and the {liquidityTokens} become the reserves, and
     * trading opens. Once only; the caller becomes the liquidity provider.
     * @param lockedUntil When the liquidity may be removed: at least {MIN_LOCK_DURATION} after trading
     * opens, within {MAX_LOCK_DURATION}.
     * @dev Requirements: the owner; coin sent. Emits {LiquidityAdded}.
     */
    function addLiquidity(uint256 lockedUntil) external payable onlyOwner {
        _addLiquidity(msg.sender, msg.value, liquidityTokens, lockedUntil);
    }

    /**
     * @notice Ownership goes to nobody (a renounce, or a transfer to 0x…dEaD or any other
     * {NoOwner} address) only once the liquidity is in: the owner alone adds it, so giving up
     * ownership before would keep trading closed. Afterwards every owner power ends and the liquidity
     * is permanent (nobody can remove it, so the market stays open for ever).
     */
    function _checkRenounce() internal view override {
        if (!liquidityAdded()) revert Market314RenounceBeforeLiquidity();
    }
}

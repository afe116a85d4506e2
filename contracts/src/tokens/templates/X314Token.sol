// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Market314, Token314Config} from "./base/Market314.sol";
import {X314Market, X314Options} from "./base/X314Market.sol";

/// @notice Deployment settings of an {X314Token}: {Token314Config}'s fields, then the x314 ones.
struct X314TokenConfig {
    string name;
    string symbol;
    uint256 totalSupply;
    uint256 liquidityTokens;
    address owner;
    address feeReceiver;
    uint16 buyFeeBps;
    uint16 sellFeeBps;
    uint256 maxWallet;
    /// See {X314Options}.
    uint64 tradingStartTime;
    /// See {X314Options}.
    uint16 burnBps;
    /// See {X314Options}.
    uint16 inviteBps;
    /// See {X314Options}.
    uint256 minBindAmount;
}

/**
 * @title X314Token
 * @notice TokenBox "x314 Coin" (route `/co/x314`): {Token314} with the x314 features (a trading
 * start time, burn on trade, invitation rewards; see {X314Market}).
 */
contract X314Token is X314Market {
    /// @param config The settings; see {X314TokenConfig}.
    constructor(X314TokenConfig memory config)
        Market314(
            Token314Config(
                config.name,
                config.symbol,
                config.totalSupply,
                config.liquidityTokens,
                config.owner,
                config.feeReceiver,
                config.buyFeeBps,
                config.sellFeeBps,
                config.maxWallet
            ),
            0
        )
        X314Market(X314Options(config.tradingStartTime, config.burnBps, config.inviteBps, config.minBindAmount))
    {}

    /**
     * @notice Adds the liquidity: the coin sent and the {liquidityTokens} become the reserves;
     * trading opens at {tradingStartTime}. Once only; the caller becomes the liquidity provider.
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

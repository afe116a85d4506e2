// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TaxTokenState} from "./TaxTokenState.sol";

/**
 * @title TaxLimits
 * @notice Trading rules of a tax token: the trading start, max wallet, max transaction, the cool
 * down and the bot window. Every one is capped so that none can make a honeypot: limits are never
 * below 0.1% of the supply, the cool down is at most {MAX_COOLDOWN_SECONDS}, the bot window at most
 * {MAX_BOT_BLOCKS} blocks and caps buys (it never bans), and trading, once open, cannot be closed (and
 * is open to everyone while the token has no owner).
 *
 * Storage: `tradingStartsAt`, `cooldownSeconds` and the switches (the trade slot), `_maxWallet`
 * and `_maxTx`, `tradingStartBlock`, the cool-down times in each account's slot. The template's
 * transfer path calls {_checkBotWindow} and {_enforceCooldown} and checks the limits inline (one
 * storage read per limit slot).
 */
abstract contract TaxLimits is TaxTokenState {
    // ------------------------------------------------------------------ views

    /// @notice Max wallet (0 = off).
    /// @return Base units.
    function maxWallet() external view returns (uint256) {
        return _maxWallet;
    }

    /// @notice Max transaction (0 = off).
    /// @return Base units.
    function maxTx() external view returns (uint256) {
        return _maxTx;
    }

    /// @notice Whether non-exempt accounts may trade with market pairs.
    /// @return True once trading has started, and always while the token has no owner.
    function tradingOpen() external view returns (bool) {
        uint256 startsAt = tradingStartsAt;
        return (startsAt != 0 && block.timestamp >= startsAt) || owner() == address(0);
    }

    // ------------------------------------------------------------------ owner powers

    /// @notice Opens trading now, once (also earlier than a scheduled start); it can never be closed.
    /// Owner only. Emits {TradingStarted}.
    function startTrading() external virtual onlyOwner {
        uint256 startsAt = tradingStartsAt;
        if (startsAt != 0 && startsAt <= block.timestamp) revert TokenTradingAlreadyStarted(startsAt);
        tradingStartsAt = uint40(block.timestamp);
        tradingStartBlock = uint64(block.number);
        emit TradingStarted(block.timestamp, block.number);
    }

    /**
     * @notice Sets max wallet and max transaction. Owner only. Each is 0 (off) or at least 0.1% of
     * the current supply, so the owner can never limit holders into a honeypot. Emits {LimitsUpdated}.
     * @param maxWallet_ Highest balance of an account that is not wallet-limit exempt.
     * @param maxTx_ Largest buy or sell of an account that is not tx-limit exempt.
     */
    function setLimits(uint256 maxWallet_, uint256 maxTx_) external onlyOwner {
        _setLimits(maxWallet_, maxTx_, totalSupply());
    }

    /**
     * @notice Sets the least seconds between two buys (or two sells) of one account. Owner only;
     * at most {MAX_COOLDOWN_SECONDS}. Emits {CooldownUpdated}.
     * @param seconds_ The cool down (0 = off).
     */
    function setCooldown(uint256 seconds_) external onlyOwner {
        _setCooldown(seconds_);
    }

    // ------------------------------------------------------------------ internals

    function _setLimits(uint256 walletLimit, uint256 txLimit, uint256 supply) internal {
        uint256 minimum = supply / LIMIT_FLOOR_DIVISOR;
        _checkLimit(walletLimit, minimum);
        _checkLimit(txLimit, minimum);
        _maxWallet = uint128(walletLimit);
        _maxTx = uint128(txLimit);
        if (walletLimit != 0 || txLimit != 0) _switches |= SWITCH_LIMITS;
        else _switches &= ~SWITCH_LIMITS;
        emit LimitsUpdated(walletLimit, txLimit);
    }

    function _checkLimit(uint256 limit, uint256 minimum) internal pure {
        if (limit != 0 && (limit < minimum || limit > type(uint128).max)) revert TokenLimitOutOfRange(limit, minimum);
    }

    function _setCooldown(uint256 seconds_) internal {
        if (seconds_ > MAX_COOLDOWN_SECONDS) revert TokenCooldownTooLong(seconds_, MAX_COOLDOWN_SECONDS);
        cooldownSeconds = uint16(seconds_);
        emit CooldownUpdated(seconds_);
    }

    /// @dev In the window a buy may leave its receiver with at most 0.1% of the supply, counting the
    /// gross amount (so each buy is also at most 0.1%). A cap, never a ban: a ban would let anyone
    /// buy dust to another address and freeze it; a cap stops nobody from transferring or selling.
    function _checkBotWindow(address buyer, uint256 value) internal {
        uint256 startBlock = tradingStartBlock;
        if (startBlock == 0) {
            // Timed start (or a start by renounce): the window opens with the first taxed buy.
            startBlock = block.number;
            tradingStartBlock = uint64(block.number);
        }
        if (block.number < startBlock + botBlocks) {
            uint256 limit = totalSupply() / LIMIT_FLOOR_DIVISOR;
            uint256 balanceAfter = balanceOf(buyer) + value;
            if (balanceAfter > limit) revert TokenBotWindowLimit(balanceAfter, limit);
        } else {
            // The window is over for good: later buys skip this check.
            _switches &= ~SWITCH_BOT_WINDOW;
        }
    }

    /// @dev Refuses a buy (or sell) of `trader` within the cool down of its last one and records
    /// this one's time in the account's slot.
    function _enforceCooldown(address trader, Account storage account, bool isBuy, uint256 cooldown) internal {
        uint256 last = isBuy ? account.lastBuyAt : account.lastSellAt;
        if (last != 0 && block.timestamp < last + cooldown) revert TokenCooldownActive(trader, last + cooldown);
        if (isBuy) account.lastBuyAt = uint40(block.timestamp);
        else account.lastSellAt = uint40(block.timestamp);
    }
}

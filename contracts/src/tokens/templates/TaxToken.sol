// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TaxAirdrop} from "./base/TaxAirdrop.sol";
import {TaxBlacklist} from "./base/TaxBlacklist.sol";
import {TaxFees} from "./base/TaxFees.sol";
import {TaxFomo} from "./base/TaxFomo.sol";
import {TaxInvitation} from "./base/TaxInvitation.sol";
import {TaxLimits} from "./base/TaxLimits.sol";
import {TaxSwapBack} from "./base/TaxSwapBack.sol";
// TaxFeeShares and TaxFomoConfig are imported for the files that import them from here (dividend
// templates, tests): every type of a tax token's interface keeps coming from TaxToken.sol.
// solhint-disable-next-line no-unused-import
import {TaxAccountInfo, TaxFeeShares, TaxFomoConfig, TaxTokenConfig, TaxTokenState} from "./base/TaxTokenState.sol";

/**
 * @title TaxToken
 * @notice TokenBox "marketing" (tax) token. Trades with a market pair pay buy or sell fees that
 * go to liquidity, marketing, team, burn, the fomo prize pool and up to six generations of
 * inviters; wallet-to-wallet transfers pay no tax. The liquidity, marketing and team shares
 * collect in the contract and are sold for the pair's quote coin by a "swap-back" during a sell.
 * Options: max wallet, max transaction, exemptions, blacklist, bot window, cool down, timed or manual
 * trading start, invitation rewards, fomo prize pool, dust airdrop, on-chain info (twitter,
 * telegram, website), holder burn and timed renounce.
 *
 * Honeypot guards: fees per direction (including invitation shares) never exceed
 * {MAX_TOTAL_FEE_BPS} (25%), at deployment and on every change; max wallet and max transaction
 * can never be set below 0.1% of the supply; the cool down is at most an hour; trading, once open,
 * cannot be closed; market pairs and the token itself cannot be blacklisted; native payments to
 * the marketing and team wallets are gas-capped and fall back to WETH, and a failed swap-back never
 * makes a sell revert. This template deliberately has no mint and no pause (token scanners flag
 * both). Every owner power is a public function that emits an event.
 *
 * Renounce: the trading start and the blacklist apply only while the token has an owner. With no
 * owner (renounced for good, or during a timed renounce) every holder can transfer and sell, so no
 * owner choice made before a renounce can freeze a holder; {owner} is read only where one of these
 * would stop a transfer, so ordinary transfers pay no gas for it. Max wallet, max transaction, the
 * cool down and the bot window stay: they are capped (never below 0.1% of the supply, at most an
 * hour, at most 20 blocks) and none can stop a sale. Nobody else can stop a holder either: the bot
 * window caps buys instead of banning, market pairs must be pools of this token and the router's
 * exemption is fixed.
 *
 * Layout: the storage, events and errors are in {TaxTokenState}; each concern is a base of its
 * own with its owner powers ({TaxFees}, {TaxLimits}, {TaxBlacklist}, {TaxInvitation}, {TaxFomo},
 * {TaxAirdrop}, {TaxSwapBack}); this contract composes them and holds the constructor, the
 * on-chain info and the transfer path ({_update}), where every concern acts on each trade.
 *
 * Extension: later templates (dividend tokens) inherit this contract and override
 * {_afterTokenTransfer}, {_handleRewardShare} and {_rewardShareAllowed}.
 */
contract TaxToken is TaxFees, TaxLimits, TaxBlacklist, TaxInvitation, TaxFomo, TaxAirdrop, TaxSwapBack {
    /// @param config The settings; see {TaxTokenConfig}.
    constructor(TaxTokenConfig memory config) TaxTokenState(config) {
        // The options and the pair are immutables set by {TaxTokenState}'s constructor.
        if (inviteEnabled) _setInvitation(config.inviteBps, config.inviterMinHold, config.minTransferToBind, 0, 0);
        if (fomoEnabled) {
            _setFomo(config.fomo.window, config.fomo.threshold, config.fomo.topWinners, config.fomo.periodRewardBps);
        }
        _setFees(config.buyFees, config.sellFees, fomoEnabled);
        _setReceivers(config.marketingWallet, config.teamWallet, config.liquidityReceiver);
        _setLimits(config.maxWallet, config.maxTx, config.initialSupply);
        _setSwapBack(config.swapBackEnabled, config.swapBackThreshold);
        _setCooldown(config.cooldownSeconds);
        if (config.botBlocks != 0) _switches |= SWITCH_BOT_WINDOW;
        if (config.tradingStartsAt != 0) {
            tradingStartsAt = uint40(config.tradingStartsAt);
            emit TradingStartScheduled(config.tradingStartsAt);
        }
        _setInfo(config.twitter, config.telegram, config.website);

        _accounts[pair].flags = FLAG_MARKET_PAIR;
        emit MarketPairUpdated(pair, true);
        // Distributing the supply, adding liquidity and paying the receivers must not pay fees. The
        // router is a party only when a pair pays it (liquidity removal): exempt for good (see
        // {setExemptions}), so the bot window, the cool down and max wallet never lock the router
        // that every holder uses.
        _exemptAll(config.owner);
        _exemptAll(address(this));
        _exemptAll(config.router);
        _exemptAll(config.marketingWallet);
        _exemptAll(config.teamWallet);
        _exemptAll(config.liquidityReceiver);
        _accounts[DEAD].flags |= FLAG_WALLET_LIMIT_EXEMPT;
        emit ExemptionsUpdated(DEAD, false, true, false);

        // The initial mint skips this contract's _update and so the extension hook: an extension
        // that tracks balances records the owner's in its own constructor.
        super._update(address(0), config.owner, config.initialSupply);
    }

    /// @notice Accepts the native coin only from the swap engine (the reward share of a swap-back,
    /// which only extending templates have).
    receive() external payable virtual {
        if (msg.sender != swapEngine) revert TokenNativeNotAccepted(msg.sender);
    }

    // ------------------------------------------------------------------ views

    /// @notice Identifies the template for the UI.
    /// @return The template name and version.
    function templateName() external pure virtual returns (string memory) {
        return "TokenBox.TaxToken v1";
    }

    /// @notice `account`'s flags, inviter and last trade times.
    /// @param account The account to look up.
    /// @return info See {TaxAccountInfo}.
    function accountInfo(address account) external view returns (TaxAccountInfo memory info) {
        Account memory state = _accounts[account];
        info = TaxAccountInfo({
            blacklisted: state.flags & FLAG_BLACKLISTED != 0,
            feeExempt: state.flags & FLAG_FEE_EXEMPT != 0,
            walletLimitExempt: state.flags & FLAG_WALLET_LIMIT_EXEMPT != 0,
            txLimitExempt: state.flags & FLAG_TX_LIMIT_EXEMPT != 0,
            marketPair: state.flags & FLAG_MARKET_PAIR != 0,
            inviter: state.inviter,
            lastBuyAt: state.lastBuyAt,
            lastSellAt: state.lastSellAt
        });
    }

    // ------------------------------------------------------------------ owner powers

    /**
     * @notice Stores the project links. Owner only. Emits {InfoUpdated}.
     * @param twitter_ Twitter (X) link.
     * @param telegram_ Telegram link.
     * @param website_ Website link.
     */
    function setInfo(string memory twitter_, string memory telegram_, string memory website_)
        external
        onlyOwner
    {
        _setInfo(twitter_, telegram_, website_);
    }

    function _setInfo(string memory twitter_, string memory telegram_, string memory website_) internal {
        twitter = twitter_;
        telegram = telegram_;
        website = website_;
        emit InfoUpdated(twitter_, telegram_, website_);
    }

    // ------------------------------------------------------------------ transfers

    /// @dev The one place every rule acts on token movements. Wallet-to-wallet transfers pay no
    /// tax; buys (from a market pair) and sells (to one) do, unless either side is fee exempt.
    function _update(address from, address to, uint256 value) internal virtual override {
        if (from == address(0) || to == address(0)) {
            // Burns (and mints, which only extensions could add) are not trades.
            address holder = from == address(0) ? to : from;
            if (_accounts[holder].flags & FLAG_BLACKLISTED != 0) _revertIfOwned(holder, false);
            super._update(from, to, value);
            _afterTokenTransfer(from, to);
            return;
        }
        Account storage fromAccount = _accounts[from];
        Account storage toAccount = _accounts[to];
        // The main pair's flags never change (see {setExemptions}): no storage read for it.
        uint8 fromFlags = from == pair ? FLAG_MARKET_PAIR : fromAccount.flags;
        uint8 toFlags = to == pair ? FLAG_MARKET_PAIR : toAccount.flags;
        if ((fromFlags | toFlags) & FLAG_BLACKLISTED != 0) {
            _revertIfOwned(fromFlags & FLAG_BLACKLISTED != 0 ? from : to, false);
        }
        if (fomoEnabled) _payFomoIfRoundOver();

        uint256 received = value;
        if ((fromFlags | toFlags) & FLAG_MARKET_PAIR != 0) {
            if ((fromFlags | toFlags) & FLAG_FEE_EXEMPT == 0) {
                bool isBuy = fromFlags & FLAG_MARKET_PAIR != 0;
                received = isBuy
                    ? value - _taxTrade(from, to, value, true, toAccount, toFlags)
                    : value - _taxTrade(from, from, value, false, fromAccount, fromFlags);
            }
        } else if (inviteEnabled) {
            _bindInviter(from, to, value, fromAccount, toAccount);
        }
        if (_switches & SWITCH_LIMITS != 0 && toFlags & (FLAG_WALLET_LIMIT_EXEMPT | FLAG_MARKET_PAIR) == 0) {
            uint256 limit = _maxWallet;
            uint256 balanceAfter = balanceOf(to) + received;
            if (limit != 0 && balanceAfter > limit) revert TokenMaxWalletExceeded(to, balanceAfter, limit);
        }
        super._update(from, to, received);
        _afterTokenTransfer(from, to);
    }

    /// @dev Applies the trade rules and takes the tax of a buy or sell by `trader`; returns the tax.
    function _taxTrade(
        address from,
        address trader,
        uint256 value,
        bool isBuy,
        Account storage traderAccount,
        uint8 traderFlags
    ) internal returns (uint256 tax) {
        uint256 startsAt = tradingStartsAt;
        if (startsAt == 0 || block.timestamp < startsAt) _revertIfOwned(trader, true);
        uint8 switches = _switches;
        if (isBuy && switches & SWITCH_BOT_WINDOW != 0) _checkBotWindow(trader, value);
        if (traderFlags & FLAG_TX_LIMIT_EXEMPT == 0) {
            uint256 cooldown = cooldownSeconds;
            if (cooldown != 0) _enforceCooldown(trader, traderAccount, isBuy, cooldown);
            if (switches & SWITCH_LIMITS != 0) {
                uint256 limit = _maxTx;
                if (limit != 0 && value > limit) revert TokenMaxTxExceeded(value, limit);
            }
        }
        tax = _collectTax(from, trader, value, isBuy ? _buyFees : _sellFees, isBuy);
        if (isBuy) {
            if (fomoEnabled) _recordFomoBuy(trader, value);
        } else if (switches & SWITCH_SWAP_BACK != 0 && !_swapping()) {
            _trySwapBack();
        }
    }

    /// @dev Moves the tax of one trade out of `from`: burn, inviters, airdrops, and the rest (swap
    /// shares and fomo pool) to this contract.
    function _collectTax(address from, address trader, uint256 value, uint96 fees, bool isBuy)
        internal
        returns (uint256 tax)
    {
        // liquidity + marketing + team + reward: sold later by swap-back.
        uint256 swapShare =
            (value * (uint256(uint16(fees)) + uint16(fees >> 16) + uint16(fees >> 32) + uint16(fees >> 64))) / BPS;
        uint256 burnAmount = (value * uint16(fees >> 48)) / BPS;
        uint256 fomoAmount = (value * uint16(fees >> 80)) / BPS;
        tax = swapShare + burnAmount + fomoAmount;
        if (inviteEnabled) tax += _payInviters(from, trader, value);
        uint256 drops = airdropCount;
        if (drops != 0 && swapShare >= drops) {
            unchecked {
                // Checked just above: swapShare >= drops.
                swapShare -= drops;
            }
            _airdrop(from, drops);
        }
        uint256 toContract = swapShare + fomoAmount;
        if (toContract != 0) {
            super._update(from, address(this), toContract);
            // Casts are safe: amounts never exceed the supply, which is below 2**128.
            if (fomoAmount != 0) fomoPool += uint128(fomoAmount);
            if (!isBuy && swapShare != 0) _pendingSellTax += uint128(swapShare);
        }
        if (burnAmount != 0) super._update(from, address(0), burnAmount);
    }
}

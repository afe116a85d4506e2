// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {OptionalBurn} from "./base/OptionalBurn.sol";
import {TimedRenounce} from "./base/TimedRenounce.sol";

/// @notice Deployment settings of a {NormalToken} (one struct keeps the constructor readable and
/// the verified constructor arguments self-describing).
struct NormalTokenConfig {
    string name;
    string symbol;
    uint8 decimals;
    /// Base units minted to `owner` at deployment.
    uint256 initialSupply;
    /// Coin owner: receives the supply and the owner powers (the creator's wallet by default).
    address owner;
    /// Holders may burn their own tokens.
    bool burnable;
    /// The owner may mint, up to `maxSupply`.
    bool mintable;
    /// With `mintable`: the most tokens that may ever exist at once (at least `initialSupply`); the
    /// owner's mint stops there. Ignored without `mintable` (the cap is then the initial supply).
    uint256 maxSupply;
    /// The owner may pause all token movements (never while the token has no owner).
    bool pausable;
    /// The owner may blacklist accounts (the blacklist stops nobody while the token has no owner).
    bool blacklistEnabled;
    /// Transfers are limited to whitelisted senders until the owner turns that off for good (and
    /// never while the token has no owner).
    bool whitelistEnabled;
    /// The owner may renounce ownership until a date and take it back afterwards.
    bool timedRenounceEnabled;
    /// When non-zero: born renounced until this time (must be later than now; needs timedRenounceEnabled).
    uint64 renounceEndsAt;
    /// Share of each transfer burned, in basis points.
    uint16 transferBurnBps;
    /// Share of each transfer paid to `feeRecipient`, in basis points.
    uint16 transferFeeBps;
    /// Receiver of the transfer fee (required when the fee is on).
    address feeRecipient;
}

/**
 * @title NormalToken
 * @notice TokenBox "normal" token: an OpenZeppelin ERC20 with the options of token creation, each
 * fixed at deployment and readable on-chain: holder burn, owner mint up to a public cap
 * ({maxSupply}), owner pause, blacklist,
 * whitelist, timed ("fake") renounce, transfer burn and transfer fee. Every owner power is a public
 * function that emits an event. Transfer burn plus transfer fee can never exceed
 * {MAX_TOTAL_FEE_BPS} (25%), so the token can never be turned into a honeypot by fees.
 *
 * Timed renounce is honest: while renounced, `owner()` is the zero address, and
 * {renounceEndsAt} and {returningOwner} show when and to whom ownership comes back (only by that
 * account calling {reclaimOwnership} after the end date).
 *
 * Renounce guarantee: pause, whitelist-only and the blacklist apply only while the token has an
 * owner. While `owner()` is the zero address (after {renounceOwnership}, or during a timed
 * renounce) nothing stops a holder from transferring or selling: a token renounced while paused,
 * with whitelist-only on, or with its pair or a holder blacklisted can never be frozen. The flags
 * stay as they were (public), so after a timed renounce the reclaiming owner has the same powers
 * again. Transfer burn and fee stay in force, within {MAX_TOTAL_FEE_BPS}.
 */
contract NormalToken is OptionalBurn, TimedRenounce {
    /// @notice Highest total of transfer burn and transfer fee, in basis points (25%).
    uint16 public constant MAX_TOTAL_FEE_BPS = 2_500;
    uint256 private constant BPS = 10_000;

    uint8 private constant FLAG_BLACKLISTED = 1;
    uint8 private constant FLAG_WHITELISTED = 2;
    uint8 private constant FLAG_FEE_EXEMPT = 4;

    /// @notice Whether the owner may mint (up to {maxSupply}).
    bool public immutable mintable;
    /// @notice The most tokens that can exist at once: {mint} never takes the total supply above it
    /// (the initial supply for a token without the mint option).
    uint256 public immutable maxSupply;
    /// @notice Whether the owner may pause token movements.
    bool public immutable pausable;
    /// @notice Whether the owner may blacklist accounts.
    bool public immutable blacklistEnabled;
    /// @notice Whether the token was created with a whitelist (see {whitelistOnly}).
    bool public immutable whitelistEnabled;
    /// @notice Whether a share of each transfer can be burned (set at deployment).
    bool public immutable transferBurnEnabled;
    /// @notice Whether a share of each transfer can be paid to the fee recipient (set at deployment).
    bool public immutable transferFeeEnabled;
    /// @dev True when any option acts on transfers; false lets transfers skip every check.
    bool private immutable _checksTransfers;

    // One storage slot: everything a transfer reads besides balances and account flags.
    /// @notice Receiver of the transfer fee.
    address public feeRecipient;
    /// @notice Share of each transfer burned, in basis points.
    uint16 public transferBurnBps;
    /// @notice Share of each transfer paid to {feeRecipient}, in basis points.
    uint16 public transferFeeBps;
    /// @notice Whether token movements are paused (stops movements only while the token has an owner).
    bool public paused;
    /// @notice Whether only whitelisted senders may transfer (only while the token has an owner);
    /// once off it stays off.
    bool public whitelistOnly;

    /// @dev Bit flags per account (blacklisted, whitelisted, fee exempt): one storage read per side.
    mapping(address account => uint8 flags) private _accountFlags;

    /// @notice The owner paused token movements.
    event Paused(address account);
    /// @notice The owner resumed token movements.
    event Unpaused(address account);
    /// @notice `account` was put on (true) or taken off (false) the blacklist.
    event BlacklistUpdated(address indexed account, bool blacklisted);
    /// @notice `account` was put on (true) or taken off (false) the whitelist.
    event WhitelistUpdated(address indexed account, bool whitelisted);
    /// @notice The whitelist stopped limiting transfers, for good.
    event WhitelistOnlyDisabled();
    /// @notice `account` was exempted from (true) or made subject to (false) transfer fees.
    event FeeExemptionUpdated(address indexed account, bool exempt);
    /// @notice The transfer burn and fee shares changed.
    event TransferFeesUpdated(uint16 transferBurnBps, uint16 transferFeeBps);
    /// @notice The transfer fee now goes to `feeRecipient`.
    event FeeRecipientUpdated(address indexed previousRecipient, address indexed feeRecipient);

    /// @notice An owner power whose option the token was created without.
    error TokenMintDisabled();
    /// @notice See {TokenMintDisabled}.
    error TokenPauseDisabled();
    /// @notice See {TokenMintDisabled}.
    error TokenBlacklistDisabled();
    /// @notice See {TokenMintDisabled}.
    error TokenWhitelistDisabled();
    /// @notice A transfer burn or fee was set on a token created without it.
    error TokenTransferFeeDisabled();
    /// @notice Token movements are paused (only while the token has an owner).
    error TokenPaused();
    /// @notice pause() while paused or unpause() while not paused.
    error TokenPauseUnchanged(bool paused);
    /// @notice `account` is blacklisted (only while the token has an owner).
    error TokenBlacklisted(address account);
    /// @notice `account` is not whitelisted while only whitelisted senders may transfer (and the
    /// token has an owner).
    error TokenNotWhitelisted(address account);
    /// @notice The whitelist no longer limits transfers.
    error TokenWhitelistOnlyOff();
    /// @notice Transfer burn plus fee (`totalBps`) above {MAX_TOTAL_FEE_BPS}.
    error TokenFeeAboveCap(uint256 totalBps, uint256 capBps);
    /// @notice A transfer fee without a recipient.
    error TokenZeroFeeRecipient();
    /// @notice A mint that would take the total supply to `supplyAfter`, above `cap` ({maxSupply}).
    error TokenMaxSupplyExceeded(uint256 supplyAfter, uint256 cap);
    /// @notice A mint cap below the initial supply (the same error as CompoundToken's).
    error TokenMaxSupplyBelowInitial(uint256 maxSupply, uint256 initialSupply);

    /// @param config The options; see {NormalTokenConfig}.
    constructor(NormalTokenConfig memory config)
        OptionalBurn(config.name, config.symbol, config.decimals, config.burnable)
        TimedRenounce(config.owner, config.timedRenounceEnabled, config.renounceEndsAt)
    {
        mintable = config.mintable;
        uint256 cap = config.mintable ? config.maxSupply : config.initialSupply;
        if (cap < config.initialSupply) revert TokenMaxSupplyBelowInitial(cap, config.initialSupply);
        maxSupply = cap;
        pausable = config.pausable;
        blacklistEnabled = config.blacklistEnabled;
        whitelistEnabled = config.whitelistEnabled;
        transferBurnEnabled = config.transferBurnBps != 0;
        transferFeeEnabled = config.transferFeeBps != 0;
        _checksTransfers = config.pausable || config.blacklistEnabled || config.whitelistEnabled
            || config.transferBurnBps != 0 || config.transferFeeBps != 0;

        _setTransferFees(config.transferBurnBps, config.transferFeeBps, config.feeRecipient);
        feeRecipient = config.feeRecipient;
        if (config.whitelistEnabled) {
            whitelistOnly = true;
            // The owner must be able to hand out the supply.
            _setFlag(config.owner, FLAG_WHITELISTED, true);
            emit WhitelistUpdated(config.owner, true);
        }
        if (config.transferBurnBps != 0 || config.transferFeeBps != 0) {
            // Distributing the supply and collecting fees should not pay fees.
            _setFlag(config.owner, FLAG_FEE_EXEMPT, true);
            emit FeeExemptionUpdated(config.owner, true);
            if (config.feeRecipient != address(0) && config.feeRecipient != config.owner) {
                _setFlag(config.feeRecipient, FLAG_FEE_EXEMPT, true);
                emit FeeExemptionUpdated(config.feeRecipient, true);
            }
        }
        _mint(config.owner, config.initialSupply);
    }

    // ----- views -----

    /// @notice Whether `account` is blacklisted.
    /// @param account The account to look up.
    /// @return True when blacklisted.
    function isBlacklisted(address account) external view returns (bool) {
        return _accountFlags[account] & FLAG_BLACKLISTED != 0;
    }

    /// @notice Whether `account` is whitelisted.
    /// @param account The account to look up.
    /// @return True when whitelisted.
    function isWhitelisted(address account) external view returns (bool) {
        return _accountFlags[account] & FLAG_WHITELISTED != 0;
    }

    /// @notice Whether `account` is exempt from transfer burn and fee (as sender or receiver).
    /// @param account The account to look up.
    /// @return True when exempt.
    function isFeeExempt(address account) external view returns (bool) {
        return _accountFlags[account] & FLAG_FEE_EXEMPT != 0;
    }

    // ----- owner powers -----

    /**
     * @notice Mints `amount` base units to `to`, never taking the total supply above {maxSupply}.
     * Owner only; requires the mint option. Emits {Transfer} from the zero address.
     * @param to Receiver.
     * @param amount Base units to mint.
     */
    function mint(address to, uint256 amount) external onlyOwner {
        if (!mintable) revert TokenMintDisabled();
        uint256 supplyAfter = totalSupply() + amount;
        if (supplyAfter > maxSupply) revert TokenMaxSupplyExceeded(supplyAfter, maxSupply);
        _mint(to, amount);
    }

    /// @notice Stops all token movements (transfers, mints, burns) while the token has an owner: a
    /// pause stops nobody once ownership is renounced (for good or until a date). Owner only;
    /// requires the pause option. Emits {Paused}.
    function pause() external onlyOwner {
        if (!pausable) revert TokenPauseDisabled();
        if (paused) revert TokenPauseUnchanged(true);
        paused = true;
        emit Paused(msg.sender);
    }

    /// @notice Resumes token movements. Owner only; requires the pause option. Emits {Unpaused}.
    function unpause() external onlyOwner {
        if (!pausable) revert TokenPauseDisabled();
        if (!paused) revert TokenPauseUnchanged(false);
        paused = false;
        emit Unpaused(msg.sender);
    }

    /**
     * @notice Puts `account` on or off the blacklist (a blacklisted account can neither send nor
     * receive while the token has an owner; once ownership is renounced, for good or until a date,
     * the blacklist stops nobody). Owner only; requires the blacklist option. Emits {BlacklistUpdated}.
     * @param account The account.
     * @param blacklisted True to blacklist, false to clear.
     */
    function setBlacklisted(address account, bool blacklisted) external onlyOwner {
        if (!blacklistEnabled) revert TokenBlacklistDisabled();
        _setFlag(account, FLAG_BLACKLISTED, blacklisted);
        emit BlacklistUpdated(account, blacklisted);
    }

    /**
     * @notice Puts `account` on or off the whitelist: while {whitelistOnly} is on and the token has
     * an owner, only whitelisted accounts may send (once ownership is renounced, for good or until
     * a date, everyone may). Owner only; requires the whitelist option. Emits {WhitelistUpdated}.
     * @param account The account.
     * @param whitelisted True to whitelist, false to clear.
     */
    function setWhitelisted(address account, bool whitelisted) external onlyOwner {
        if (!whitelistEnabled) revert TokenWhitelistDisabled();
        _setFlag(account, FLAG_WHITELISTED, whitelisted);
        emit WhitelistUpdated(account, whitelisted);
    }

    /// @notice Lets everyone transfer, for good (the whitelist no longer limits transfers). Owner
    /// only. Emits {WhitelistOnlyDisabled}.
    function disableWhitelistOnly() external onlyOwner {
        if (!whitelistOnly) revert TokenWhitelistOnlyOff();
        whitelistOnly = false;
        emit WhitelistOnlyDisabled();
    }

    /**
     * @notice Exempts `account` from transfer burn and fee, or ends its exemption. Owner only;
     * requires transfer burn or fee. Emits {FeeExemptionUpdated}.
     * @param account The account (e.g. an exchange pair or a team wallet).
     * @param exempt True to exempt.
     */
    function setFeeExempt(address account, bool exempt) external onlyOwner {
        if (!transferBurnEnabled && !transferFeeEnabled) revert TokenTransferFeeDisabled();
        _setFlag(account, FLAG_FEE_EXEMPT, exempt);
        emit FeeExemptionUpdated(account, exempt);
    }

    /**
     * @notice Changes the transfer burn and fee shares. Owner only. A share can be non-zero only if
     * the token was created with it, and their total never exceeds {MAX_TOTAL_FEE_BPS}.
     * Emits {TransferFeesUpdated}.
     * @param burnBps New transfer burn, in basis points.
     * @param feeBps New transfer fee, in basis points.
     */
    function setTransferFees(uint16 burnBps, uint16 feeBps) external onlyOwner {
        if ((burnBps != 0 && !transferBurnEnabled) || (feeBps != 0 && !transferFeeEnabled)) {
            revert TokenTransferFeeDisabled();
        }
        _setTransferFees(burnBps, feeBps, feeRecipient);
    }

    /**
     * @notice Sends future transfer fees to `recipient`. Owner only; requires the transfer fee.
     * Emits {FeeRecipientUpdated}.
     * @param recipient The new fee recipient (not the zero address).
     */
    function setFeeRecipient(address recipient) external onlyOwner {
        if (!transferFeeEnabled) revert TokenTransferFeeDisabled();
        if (recipient == address(0)) revert TokenZeroFeeRecipient();
        emit FeeRecipientUpdated(feeRecipient, recipient);
        feeRecipient = recipient;
    }

    // ----- internals -----

    function _setTransferFees(uint16 burnBps, uint16 feeBps, address recipient) private {
        uint256 total = uint256(burnBps) + feeBps;
        if (total > MAX_TOTAL_FEE_BPS) revert TokenFeeAboveCap(total, MAX_TOTAL_FEE_BPS);
        if (feeBps != 0 && recipient == address(0)) revert TokenZeroFeeRecipient();
        transferBurnBps = burnBps;
        transferFeeBps = feeBps;
        emit TransferFeesUpdated(burnBps, feeBps);
    }

    function _setFlag(address account, uint8 flag, bool on) private {
        uint8 flags = _accountFlags[account];
        _accountFlags[account] = on ? flags | flag : flags & ~flag;
    }

    /// @dev The one place every option acts on token movements. Mints and burns are not
    /// transfers: they pay no fee and ignore the whitelist, but pause and blacklist stop them too.
    /// Pause, whitelist-only and blacklist apply only while the token has an owner (see the
    /// contract notes): `owner()` is read only when one of them would stop this movement, so a
    /// movement that none of them concerns pays nothing for the rule. Each read sits in its own
    /// nested `if` on purpose: folding it into the restriction's condition, or calling a helper for
    /// it, cost every transfer 11 gas more (measured with the options off and on; the compiler laid
    /// the transfer path out differently). One blacklist test for both sides saves 20 gas and 120
    /// bytes of code.
    function _update(address from, address to, uint256 value) internal override {
        if (_checksTransfers) {
            // Tokens without the pause option skip its storage read.
            if (pausable && paused) {
                if (owner() != address(0)) revert TokenPaused();
            }
            uint8 fromFlags = _accountFlags[from];
            uint8 toFlags = _accountFlags[to];
            if (blacklistEnabled) {
                if ((fromFlags | toFlags) & FLAG_BLACKLISTED != 0) {
                    // The sender is named first when both sides are listed.
                    address listed = fromFlags & FLAG_BLACKLISTED != 0 ? from : to;
                    if (owner() != address(0)) revert TokenBlacklisted(listed);
                }
            }
            if (from != address(0) && to != address(0)) {
                if (whitelistOnly && fromFlags & FLAG_WHITELISTED == 0) {
                    if (owner() != address(0)) revert TokenNotWhitelisted(from);
                }
                if ((fromFlags | toFlags) & FLAG_FEE_EXEMPT == 0) {
                    uint256 burnBps = transferBurnBps;
                    uint256 feeBps = transferFeeBps;
                    if (burnBps | feeBps != 0) {
                        uint256 burned = (value * burnBps) / BPS;
                        uint256 fee = (value * feeBps) / BPS;
                        if (burned != 0) super._update(from, address(0), burned);
                        if (fee != 0) super._update(from, feeRecipient, fee);
                        value -= burned + fee;
                    }
                }
            }
        }
        super._update(from, to, value);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {IUniswapV2Factory} from "../../dex/interfaces/IUniswapV2Factory.sol";
import {TimedRenounce} from "./base/TimedRenounce.sol";

/// @title IUniswapV2RouterAddresses
/// @notice The two addresses a UniswapV2Router02-compatible router tells about itself, which is all
/// the token needs to create its pair. (Kept in this file so it stays independent of other
/// templates' router interfaces.)
interface IUniswapV2RouterAddresses {
    /// @notice The factory whose pairs the router uses.
    function factory() external view returns (address);
    /// @notice The wrapped native coin the router pairs with the chain's native coin.
    function WETH() external view returns (address); // solhint-disable-line func-name-mixedcase
}

/// @title IUniswapV2PairSync
/// @notice The pair function a rebasing token calls so the pool's reserves follow its balance.
interface IUniswapV2PairSync {
    /// @notice Makes the pair's reserves equal its balances.
    function sync() external;
}

/// @notice Deployment settings of a {CompoundToken} (one struct keeps the constructor readable and
/// the verified constructor arguments self-describing).
struct CompoundTokenConfig {
    string name;
    string symbol;
    uint8 decimals;
    /// Base units minted to `owner` at deployment (more than zero).
    uint256 initialSupply;
    /// Coin owner: receives the supply and the owner powers (the creator's wallet by default).
    address owner;
    /// UniswapV2Router02-compatible router of the exchange the token trades on.
    address router;
    /// The other token of the pair; the zero address pairs with the chain's native coin (router.WETH()).
    address quoteToken;
    /// Growth of every balance per interval, in units of 1e-8 (1 = 0.000001%, 1,000,000 = 1%);
    /// more than zero and at most MAX_RATE.
    uint32 rate;
    /// Seconds per compounding interval (more than zero).
    uint64 interval;
    /// Unix time compounding starts, later than the deployment block ("Compounding time must be
    /// greater than the current time"); the first growth is at startTime + interval.
    uint64 startTime;
    /// Compounding stops for good when the total supply reaches this (at least initialSupply).
    uint256 maxSupply;
    /// True: the first token movement after an interval boundary rebases first. False: balances
    /// grow only when someone calls rebase().
    bool autoRebase;
    /// Fee on buys (transfers from the pair), in basis points, paid in tokens to `marketingWallet`.
    uint16 buyFeeBps;
    /// Fee on sells (transfers to the pair), in basis points, paid in tokens to `marketingWallet`.
    uint16 sellFeeBps;
    /// Receiver of the buy and sell fees (required when a fee is on).
    address marketingWallet;
    /// Holders may burn their own tokens.
    bool burnable;
    /// The owner may renounce ownership until a date and take it back afterwards.
    bool timedRenounceEnabled;
    /// When non-zero: born renounced until this time (must be later than now; needs timedRenounceEnabled).
    uint64 renounceEndsAt;
}

/**
 * @title CompoundToken
 * @notice TokenBox "compound" token (route /co/cp): every holder's balance, the trading pair's
 * included, grows by {rate} per {interval} from {startTime} until the total supply reaches
 * {maxSupply}. Nobody can mint: growth follows the fixed schedule only. Buys and sells through the
 * pair may pay a fee in tokens to {marketingWallet}, each direction capped at {MAX_TOTAL_FEE_BPS}
 * (25%) at deployment and on every change, so the token can never become a honeypot.
 *
 * How balances grow: a holder owns shares; {balanceOf} is shares / sharesPerToken, rounded down.
 * A rebase raises {totalSupply} and lowers sharesPerToken by the same factor, so every balance
 * grows in one step, without touching each holder. Rebases catch up every missed interval at
 * once (closed form, see {_compound}), so the outcome never depends on when, or how often, they run.
 *
 * Rebase modes: with {autoRebase}, the first transfer (or burn) after an interval boundary
 * rebases before moving tokens, except a transfer from the pair (see below). Without it, balances
 * grow when someone calls {rebase}. {rebase} is open to anyone in both modes: the schedule fixes
 * every amount, so the caller only decides when pending growth shows up, and holders never depend
 * on the owner (or on an owner who renounced). Between rebases, balances show the last one.
 *
 * The pair: its balance grows like anyone's, so every rebase calls the pair's `sync()` (reserves
 * follow the balance) before any tokens move. Growth left above the reserve could be taken by
 * anyone with `skim`, or counted as payment by the next swap. So a rebase happens only where the
 * pair can sync: never in a transfer from the pair (its swaps, burns and skims run inside its
 * lock), and a rebase whose sync fails (e.g. a repayment from a flash swap's callback) is rolled
 * back while the transfer goes on. Since every balance and the pair's reserve grow by the same
 * factor, the price in the quote token falls by that factor and nobody's holding changes value;
 * trading before or after a rebase gains nothing. Only the pair created at deployment is synced;
 * pools of this token elsewhere are not (their growth can be skimmed).
 *
 * No mint and no pause on purpose: token scanners flag both, and neither is needed.
 * Timed renounce is honest, as in every TokenBox template (see {TimedRenounce}).
 */
contract CompoundToken is IERC20Metadata, IERC20Errors, TimedRenounce {
    /// @notice Highest fee per direction (buy, sell), in basis points (25%).
    uint16 public constant MAX_TOTAL_FEE_BPS = 2_500;
    /// @notice {rate} is in units of 1 / RATE_DENOMINATOR of a balance per interval.
    uint256 public constant RATE_DENOMINATOR = 100_000_000;
    /// @notice Highest {rate}: 10% per interval. Growth is bounded by {maxSupply} anyway; the cap
    /// keeps any one interval from cutting the pair's price by more than a tenth, and catches a
    /// rate sent in the wrong unit (a percentage where 1e-8 units were meant).
    uint32 public constant MAX_RATE = 10_000_000;
    /// @notice Highest {maxSupply}: UniswapV2 reserves are 112-bit numbers, so a larger supply
    /// could lock the pair (its sync and swaps would revert with an overflow).
    uint256 public constant MAX_SUPPLY_LIMIT = type(uint112).max;

    uint256 private constant BPS = 10_000;
    /// @dev Fixed-point unit of the growth factor: 27 decimals keep the compounding error of even
    /// 2**48 intervals below 1e-12 of the supply.
    uint256 private constant RAY = 1e27;
    uint256 private constant RATE_TO_RAY = RAY / RATE_DENOMINATOR;
    /// @dev A growth factor (in RAY) at or above this has a square beyond any cap times RAY, so any
    /// further squaring saturates (and below it the square fits in 256 bits).
    uint256 private constant SQUARE_LIMIT = 2 ** 160;

    /// @notice Growth per interval, in units of 1 / {RATE_DENOMINATOR}.
    uint32 public immutable rate;
    /// @notice Seconds per compounding interval.
    uint64 public immutable interval;
    /// @notice When compounding starts (unix seconds); interval boundaries are startTime + k * interval, k >= 1.
    uint64 public immutable startTime;
    /// @notice Supply at which compounding stops for good.
    uint256 public immutable maxSupply;
    /// @notice Whether token movements rebase first once an interval boundary has passed.
    bool public immutable autoRebase;
    /// @notice Whether holders may burn their tokens.
    bool public immutable burnable;
    /// @notice The router the pair was created with.
    address public immutable router;
    /// @notice The other token of the pair (WETH of the router for the native coin).
    address public immutable quoteToken;
    /// @notice The pair of this token and {quoteToken}, created at deployment and synced on rebases.
    address public immutable pair;
    uint8 private immutable _decimals;

    string private _name;
    string private _symbol;

    // One slot, written by each rebase and read by every transfer of an auto-rebasing token.
    uint128 private _totalSupply;
    /// @notice Intervals applied so far (the last rebase reached boundary startTime + epoch * interval).
    uint48 public epoch;
    /// @notice Block time of the last rebase (zero before the first).
    uint64 public lastRebaseAt;
    /// @notice True once the supply reached {maxSupply}: compounding is over for good (burns
    /// afterwards do not restart it) and {rebase} reverts.
    bool public compoundingEnded;

    /// @dev Shares per base unit of token; only falls (at rebases). Every holder's shares are at
    /// least balance * _sharesPerToken.
    uint256 private _sharesPerToken;
    /// @dev Sum of all holders' shares (falls only with burns).
    uint256 private _totalShares;

    // One slot: what a buy or sell reads besides balances and exemptions.
    /// @notice Receiver of the buy and sell fees.
    address public marketingWallet;
    /// @notice Fee on buys (transfers from the pair), in basis points.
    uint16 public buyFeeBps;
    /// @notice Fee on sells (transfers to the pair), in basis points.
    uint16 public sellFeeBps;

    mapping(address account => uint256) private _shares;
    mapping(address account => mapping(address spender => uint256)) private _allowances;
    mapping(address account => bool) private _feeExempt;

    /// @notice Interval `epoch` was reached: every balance grew and the supply is now `totalSupply`.
    event Rebased(uint256 indexed epoch, uint256 totalSupply);
    /// @notice The buy and sell fees changed.
    event FeesUpdated(uint16 buyFeeBps, uint16 sellFeeBps);
    /// @notice Fees now go to `marketingWallet`.
    event MarketingWalletUpdated(address indexed previousWallet, address indexed marketingWallet);
    /// @notice `account` was exempted from (true) or made subject to (false) the buy and sell fees.
    event FeeExemptionUpdated(address indexed account, bool exempt);

    /// @notice Compounding start not later than now ("Compounding time must be greater than the current time").
    error TokenCompoundStartNotInFuture(uint64 startTime, uint256 timestamp);
    /// @notice A compounding interval of zero seconds.
    error TokenCompoundIntervalZero();
    /// @notice A rate of zero or above `maxRate`.
    error TokenCompoundRateOutOfRange(uint256 rate, uint256 maxRate);
    /// @notice A maximum supply below the initial supply.
    error TokenMaxSupplyBelowInitial(uint256 maxSupply, uint256 initialSupply);
    /// @notice A maximum supply above {MAX_SUPPLY_LIMIT}.
    error TokenMaxSupplyAboveLimit(uint256 maxSupply, uint256 limit);
    /// @notice An initial supply of zero (nothing could ever grow).
    error TokenZeroInitialSupply();
    /// @notice The router is not a contract.
    error TokenInvalidRouter(address router);
    /// @notice A buy or sell fee (`feeBps`) above {MAX_TOTAL_FEE_BPS}.
    error TokenFeeAboveCap(uint256 feeBps, uint256 capBps);
    /// @notice A fee without a receiver, or a zero marketing wallet.
    error TokenZeroMarketingWallet();
    /// @notice rebase() before the next interval boundary (`nextRebaseAt`).
    error TokenRebaseNotDue(uint256 nextRebaseAt, uint256 timestamp);
    /// @notice rebase() after the supply reached {maxSupply}.
    error TokenCompoundingEnded();
    /// @notice burn() or burnFrom() on a token created without the burn option.
    error TokenBurnDisabled();

    /**
     * @notice Deploys the token, mints the initial supply to the coin owner and creates the pair.
     * Requirements: see the errors; the owner and the marketing wallet start fee exempt.
     * Emits {Transfer}, {OwnershipTransferred}, {FeesUpdated}, {MarketingWalletUpdated}, {FeeExemptionUpdated}.
     * @param config The settings; see {CompoundTokenConfig}.
     */
    constructor(CompoundTokenConfig memory config)
        TimedRenounce(config.owner, config.timedRenounceEnabled, config.renounceEndsAt)
    {
        if (config.startTime <= block.timestamp) {
            revert TokenCompoundStartNotInFuture(config.startTime, block.timestamp);
        }
        if (config.interval == 0) revert TokenCompoundIntervalZero();
        if (config.rate == 0 || config.rate > MAX_RATE) revert TokenCompoundRateOutOfRange(config.rate, MAX_RATE);
        if (config.initialSupply == 0) revert TokenZeroInitialSupply();
        if (config.maxSupply < config.initialSupply) {
            revert TokenMaxSupplyBelowInitial(config.maxSupply, config.initialSupply);
        }
        if (config.maxSupply > MAX_SUPPLY_LIMIT) revert TokenMaxSupplyAboveLimit(config.maxSupply, MAX_SUPPLY_LIMIT);
        if (config.router.code.length == 0) revert TokenInvalidRouter(config.router);

        _name = config.name;
        _symbol = config.symbol;
        _decimals = config.decimals;
        rate = config.rate;
        interval = config.interval;
        startTime = config.startTime;
        maxSupply = config.maxSupply;
        autoRebase = config.autoRebase;
        burnable = config.burnable;

        router = config.router;
        address quote =
            config.quoteToken == address(0) ? IUniswapV2RouterAddresses(config.router).WETH() : config.quoteToken;
        quoteToken = quote;
        pair = IUniswapV2Factory(IUniswapV2RouterAddresses(config.router).factory()).createPair(address(this), quote);

        _setFees(config.buyFeeBps, config.sellFeeBps, config.marketingWallet);
        marketingWallet = config.marketingWallet;
        emit MarketingWalletUpdated(address(0), config.marketingWallet);
        _setFeeExempt(config.owner, true);
        if (config.marketingWallet != address(0) && config.marketingWallet != config.owner) {
            _setFeeExempt(config.marketingWallet, true);
        }

        // The largest multiple of the initial supply: shares per token start exact and, unless
        // most of the supply is burned, stay near 2**256 / supply (at least 2**144 at the largest
        // max supply), so share rounding is far below a base unit.
        uint256 totalShares = type(uint256).max - (type(uint256).max % config.initialSupply);
        _totalShares = totalShares;
        _sharesPerToken = totalShares / config.initialSupply;
        // The maximum fits: it is at most 2**112 - 1.
        _totalSupply = uint128(config.initialSupply);
        compoundingEnded = config.maxSupply == config.initialSupply;
        _update(address(0), config.owner, config.initialSupply);
    }

    // ----- ERC-20 -----

    /// @notice The token's name.
    /// @return The name given at deployment.
    function name() external view returns (string memory) {
        return _name;
    }

    /// @notice The token's symbol.
    /// @return The symbol given at deployment.
    function symbol() external view returns (string memory) {
        return _symbol;
    }

    /// @notice Decimals of the token's display unit.
    /// @return The decimals given at deployment.
    function decimals() external view returns (uint8) {
        return _decimals;
    }

    /// @notice Tokens in existence, as of the last rebase (pending growth shows after the next one).
    /// @return The supply in base units; never less than the sum of all balances.
    function totalSupply() external view returns (uint256) {
        return _totalSupply;
    }

    /// @notice Balance of `account` as of the last rebase.
    /// @param account The holder.
    /// @return The balance in base units (its shares / shares per token, rounded down).
    function balanceOf(address account) public view returns (uint256) {
        return _shares[account] / _sharesPerToken;
    }

    /// @notice Tokens `spender` may still move for `owner_` (in base units; allowances do not grow).
    /// @param owner_ The holder.
    /// @param spender The account allowed to spend.
    /// @return The remaining allowance.
    function allowance(address owner_, address spender) external view returns (uint256) {
        return _allowances[owner_][spender];
    }

    /**
     * @notice Moves `value` base units from the caller to `to`; a buy or sell pays the fee, and an
     * auto-rebasing token rebases first when due. Emits {Transfer} (and {Rebased}).
     * @param to Receiver (not the zero address).
     * @param value Base units taken from the caller.
     * @return Always true (failures revert).
     */
    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    /**
     * @notice Lets `spender` move up to `value` of the caller's tokens. Emits {Approval}.
     * @param spender The account allowed to spend (not the zero address).
     * @param value The allowance in base units (type(uint256).max: never decreases).
     * @return Always true.
     */
    function approve(address spender, uint256 value) external returns (bool) {
        _approve(msg.sender, spender, value);
        return true;
    }

    /**
     * @notice Moves `value` base units from `from` to `to` using the caller's allowance. Same fees
     * and rebase as {transfer}. Emits {Transfer} (and {Rebased}).
     * @param from Holder whose tokens move.
     * @param to Receiver (not the zero address).
     * @param value Base units taken from `from`.
     * @return Always true (failures revert).
     */
    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        _spendAllowance(from, msg.sender, value);
        _transfer(from, to, value);
        return true;
    }

    // ----- burn -----

    /**
     * @notice Destroys `value` of the caller's tokens. Requires the burn option.
     * Emits {Transfer} to the zero address.
     * @param value Base units to burn.
     */
    function burn(uint256 value) external {
        if (!burnable) revert TokenBurnDisabled();
        _update(msg.sender, address(0), value);
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
        _update(account, address(0), value);
    }

    // ----- compounding -----

    /**
     * @notice Applies every interval that has passed since the last rebase and syncs the pair.
     * Anyone may call it (see the contract notes); the schedule decides every amount. Auto-rebasing
     * transfers call it too, in its own call frame.
     * Requirements: compounding has not ended, an interval boundary has passed, and the pair can
     * sync (it cannot in the middle of its own swap, e.g. from a flash swap's callback).
     * Emits {Rebased} (and the pair's Sync).
     */
    function rebase() external {
        if (compoundingEnded) revert TokenCompoundingEnded();
        uint256 next = _nextBoundary(epoch);
        if (block.timestamp < next) revert TokenRebaseNotDue(next, block.timestamp);
        _rebase();
    }

    /// @notice When the next interval boundary is (it may be past while a rebase is pending).
    /// @return Unix seconds; zero once compounding has ended.
    function nextRebaseAt() external view returns (uint256) {
        return compoundingEnded ? 0 : _nextBoundary(epoch);
    }

    /// @notice Intervals that have passed but are not yet applied (a rebase would apply them all).
    /// @return The number of pending intervals (zero once compounding has ended).
    function pendingIntervals() external view returns (uint256) {
        if (compoundingEnded) return 0;
        return _dueEpoch() - epoch;
    }

    /// @notice Identifies the template (and its version) for tools and explorers.
    /// @return "TokenBox.CompoundToken v1".
    function templateName() external pure virtual returns (string memory) {
        return "TokenBox.CompoundToken v1";
    }

    /// @notice Whether `account` is exempt from the buy and sell fees (as sender or receiver).
    /// @param account The account to look up.
    /// @return True when exempt.
    function isFeeExempt(address account) external view returns (bool) {
        return _feeExempt[account];
    }

    // ----- owner powers -----

    /**
     * @notice Changes the buy and sell fees. Owner only. Each is at most {MAX_TOTAL_FEE_BPS}.
     * Emits {FeesUpdated}.
     * @param buyBps New fee on buys, in basis points.
     * @param sellBps New fee on sells, in basis points.
     */
    function setFees(uint16 buyBps, uint16 sellBps) external onlyOwner {
        _setFees(buyBps, sellBps, marketingWallet);
    }

    /**
     * @notice Sends future fees to `wallet`. Owner only. Emits {MarketingWalletUpdated}.
     * @param wallet The new marketing wallet (not the zero address).
     */
    function setMarketingWallet(address wallet) external onlyOwner {
        if (wallet == address(0)) revert TokenZeroMarketingWallet();
        emit MarketingWalletUpdated(marketingWallet, wallet);
        marketingWallet = wallet;
    }

    /**
     * @notice Exempts `account` from the buy and sell fees, or ends its exemption. Owner only.
     * Emits {FeeExemptionUpdated}.
     * @param account The account (e.g. a team wallet).
     * @param exempt True to exempt.
     */
    function setFeeExempt(address account, bool exempt) external virtual onlyOwner {
        _setFeeExempt(account, exempt);
    }

    // ----- internals -----

    function _transfer(address from, address to, uint256 value) private {
        if (from == address(0)) revert ERC20InvalidSender(address(0));
        if (to == address(0)) revert ERC20InvalidReceiver(address(0));
        _update(from, to, value);
    }

    /// @dev The one place every token movement goes through: the constructor's mint (`from` zero),
    /// transfers and burns (`to` zero). An auto-rebasing token rebases first when due; buys
    /// (from the pair) and sells (to the pair) pay a fee unless either side is exempt. Wallet to
    /// wallet transfers, mints and burns pay none.
    function _update(address from, address to, uint256 value) internal virtual {
        if (autoRebase && !compoundingEnded && block.timestamp >= _nextBoundary(epoch) && from != pair) {
            // In its own call frame: when the pair cannot sync (it is in the middle of a swap, e.g.
            // paid back from a flash swap's callback) the whole rebase rolls back and this transfer
            // goes on without it; the next one rebases. Growth must never sit in the pair unsynced,
            // where the running swap would count it as the swapper's payment. Transfers from the
            // pair (its swaps, burns and skims) are always inside its lock, so they do not even try.
            try this.rebase() {} catch {}
        }
        uint256 sharesPerToken = _sharesPerToken;
        uint256 shares;
        if (from != address(0)) {
            uint256 fromShares = _shares[from];
            uint256 fromBalance = fromShares / sharesPerToken;
            if (value > fromBalance) revert ERC20InsufficientBalance(from, fromBalance, value);
            unchecked {
                // value <= fromShares / sharesPerToken, so shares <= fromShares: neither overflows.
                shares = value * sharesPerToken;
                _shares[from] = fromShares - shares;
            }
        } else {
            // The constructor's mint: the initial supply times shares per token is _totalShares.
            shares = value * sharesPerToken;
        }
        if (to == address(0)) {
            unchecked {
                // The burned shares and tokens were part of the totals.
                _totalShares -= shares;
                _totalSupply -= uint128(value);
            }
            emit Transfer(from, address(0), value);
            return;
        }
        if ((from == pair || to == pair) && !_feeExempt[from] && !_feeExempt[to]) {
            uint256 feeBps = from == pair ? buyFeeBps : sellFeeBps;
            uint256 fee = (value * feeBps) / BPS;
            if (fee != 0) {
                address wallet = marketingWallet;
                unchecked {
                    // fee <= value; all shares together never exceed _totalShares.
                    _shares[wallet] += fee * sharesPerToken;
                    value -= fee;
                    shares = value * sharesPerToken;
                }
                emit Transfer(from, wallet, fee);
            }
        }
        unchecked {
            // All shares together never exceed _totalShares (at most 2**256 - 1).
            _shares[to] += shares;
        }
        emit Transfer(from, to, value);
    }

    /// @dev Applies every pending interval, then makes the pair's reserve follow its grown balance.
    function _rebase() internal virtual {
        uint256 due = _dueEpoch();
        uint256 supply = _totalSupply;
        uint256 grown = _compound(supply, due - epoch);
        if (grown != supply) {
            // Rounded up, so no holder's balance can round above its part of the supply: the sum of
            // balances never exceeds totalSupply.
            _sharesPerToken = Math.ceilDiv(_totalShares, grown);
        }
        // grown <= maxSupply < 2**112; due < 2**48 for millions of years at one-second intervals.
        _totalSupply = uint128(grown);
        epoch = uint48(due);
        lastRebaseAt = uint64(block.timestamp);
        if (grown == maxSupply) compoundingEnded = true;
        emit Rebased(due, grown);
        // An empty pair has nothing to sync. A failing sync reverts the rebase (see {_update}).
        if (_shares[pair] != 0) IUniswapV2PairSync(pair).sync();
    }

    /**
     * @dev supply * (1 + rate / RATE_DENOMINATOR) ** periods, rounded down, or {maxSupply} if that is
     * reached: exponentiation by squaring in 27-decimal fixed point, at most 48 steps (periods <
     * 2**48). Each step rounds down by less than 1e-27 relative, so after n intervals the supply is
     * within n * 1e-27 relative (plus a few base units) of the exact compound value, and never
     * above it; the result does not depend on how the intervals were split between rebases beyond
     * that rounding.
     */
    function _compound(uint256 supply, uint256 periods) private view returns (uint256 grown) {
        uint256 cap = maxSupply;
        grown = supply;
        if (grown == 0 || grown >= cap) return grown;
        uint256 factor = RAY + uint256(rate) * RATE_TO_RAY;
        // cap * RAY < 2**202: a factor at or above it takes even one base unit past the cap.
        uint256 saturated = cap * RAY;
        while (periods != 0) {
            if (periods & 1 != 0) {
                if (factor >= saturated) return cap;
                // grown < cap and factor < cap * RAY, so the result is below cap**2 < 2**224.
                grown = Math.mulDiv(grown, factor, RAY);
                if (grown >= cap) return cap;
            }
            periods >>= 1;
            if (periods != 0) {
                // A higher bit is left, so a power of at least factor**2 is still to apply.
                if (factor >= SQUARE_LIMIT) return cap;
                factor = Math.mulDiv(factor, factor, RAY);
            }
        }
    }

    function _nextBoundary(uint256 appliedEpoch) private view returns (uint256) {
        return uint256(startTime) + (appliedEpoch + 1) * interval;
    }

    function _dueEpoch() private view returns (uint256) {
        if (block.timestamp < startTime) return 0;
        return (block.timestamp - startTime) / interval;
    }

    function _setFees(uint16 buyBps, uint16 sellBps, address wallet) private {
        if (buyBps > MAX_TOTAL_FEE_BPS) revert TokenFeeAboveCap(buyBps, MAX_TOTAL_FEE_BPS);
        if (sellBps > MAX_TOTAL_FEE_BPS) revert TokenFeeAboveCap(sellBps, MAX_TOTAL_FEE_BPS);
        if ((buyBps != 0 || sellBps != 0) && wallet == address(0)) revert TokenZeroMarketingWallet();
        buyFeeBps = buyBps;
        sellFeeBps = sellBps;
        emit FeesUpdated(buyBps, sellBps);
    }

    function _setFeeExempt(address account, bool exempt) internal {
        _feeExempt[account] = exempt;
        emit FeeExemptionUpdated(account, exempt);
    }

    function _approve(address owner_, address spender, uint256 value) private {
        if (owner_ == address(0)) revert ERC20InvalidApprover(address(0));
        if (spender == address(0)) revert ERC20InvalidSpender(address(0));
        _allowances[owner_][spender] = value;
        emit Approval(owner_, spender, value);
    }

    /// @dev OpenZeppelin's order of checks and errors: the allowance first, then, where
    /// OpenZeppelin rewrites a finite allowance through `_approve`, a zero owner
    /// (`ERC20InvalidApprover(0)`) or spender (`ERC20InvalidSpender(0)`). So
    /// `transferFrom(address(0), to, 0)` and `burnFrom(address(0), 0)` fail as on an OpenZeppelin
    /// ERC20 and never reach the transfer's `ERC20InvalidSender`; the spender (`msg.sender`) is zero
    /// only in a simulation such as an `eth_call` from the zero address.
    function _spendAllowance(address owner_, address spender, uint256 value) private {
        uint256 current = _allowances[owner_][spender];
        if (current != type(uint256).max) {
            if (current < value) revert ERC20InsufficientAllowance(spender, current, value);
            if (owner_ == address(0)) revert ERC20InvalidApprover(address(0));
            if (spender == address(0)) revert ERC20InvalidSpender(address(0));
            unchecked {
                // current >= value was checked just above.
                _allowances[owner_][spender] = current - value;
            }
            // Like OpenZeppelin's ERC20: spending an allowance emits no Approval.
        }
    }
}

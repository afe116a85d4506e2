// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {NoOwnerOwnable} from "./NoOwnerOwnable.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {ReentrancyLock} from "../../../utils/evm/ReentrancyLock.sol";
import {LpLockFloor} from "../../../utils/LpLockFloor.sol";

/// @notice Deployment settings of a {Token314} (and the token part of every 314 template).
struct Token314Config {
    string name;
    string symbol;
    /// Whole stated supply in base units (18 decimals); nothing is ever minted beyond it.
    uint256 totalSupply;
    /// Tokens minted to the token itself for the market's token reserve (added with the coin).
    uint256 liquidityTokens;
    /// Owner: adds the liquidity (non-sale templates) and holds the capped owner powers.
    address owner;
    /// Receives the buy and sell fees, in the native coin.
    address feeReceiver;
    /// Buy fee, basis points of the coin paid (at most {Market314.MAX_FEE_BPS}).
    uint16 buyFeeBps;
    /// Sell fee, basis points of the coin the sale of tokens returns (at most {Market314.MAX_FEE_BPS}).
    uint16 sellFeeBps;
    /// Most tokens one wallet may hold after a buy or a transfer; 0 = no limit.
    uint256 maxWallet;
}

/**
 * @title Market314
 * @notice The built-in market of the ERC314 templates: the token is its own constant-product
 * pool of the native coin and itself. Sending the coin to the token (or {buy}) buys; transferring
 * tokens to the token's own address (or {sell}) sells. No router, no pair.
 *
 * Reserves. `coinReserve` and `tokenReserve` are this contract's own state, never
 * `address(this).balance` or `balanceOf(this)`: every price is computed from them BEFORE any state
 * changes, so coin already inside the balance (the buyer's `msg.value`, a forced `selfdestruct`
 * gift, credited fees) never enters a price. That is the AIZPT314 hole (it priced a buy with the
 * balance that already held `msg.value`, so a flash-loaned buy and sell returned more than it
 * paid). Only a trade or a liquidity action moves a reserve, and the token reserve is exactly the
 * tokens the contract holds for it: nothing else burns, mints or moves them (the FIL314 hole was a
 * public `hourBurn()` that burned the token reserve until sells overpaid).
 *
 * Prices. A buy of `coinIn` takes the buy fee in coin, then sends `net * T / (C + net)` tokens; a
 * sell of `tokensIn` pays `tokensIn * C / (T + tokensIn)` coin minus the sell fee. Both round
 * down, so `C * T` never falls across a trade; the fees leave outside the reserves.
 *
 * Fees go to {feeReceiver} with {PAYOUT_GAS}; a receiver that refuses (or needs more gas) is
 * credited instead and takes the coin with {claimFees}, so no receiver can block a trade.
 *
 * Same-block guard: an address that bought in a block cannot sell in that block
 * ({Market314SameBlockTrade}). Only the address's own buys mark it, never tokens it receives, so
 * no third party can block a holder. It stops the one-address sandwich or flash-loan round trip;
 * it does not stop a buy from one address and a sell from another (see contracts/README.md, "314
 * tokens"): those are held by the pricing itself, where a round trip always loses the fees.
 *
 * Liquidity: added once (the owner in the plain templates, the launch in the sale templates),
 * locked until {liquidityLockedUntil}, at least {MIN_LOCK_DURATION} after trading opens (the x314
 * templates count from their trading start when it is later), which only the liquidity provider may
 * extend; after it only the provider may remove it, which pays out both reserves and closes the
 * market for good. Nobody, the owner included, can remove it earlier. While the token has no owner
 * (renounced) nobody can remove it at all: the market stays open for ever, so no holder of a
 * renounced token can be left without a way to sell.
 *
 * Owner powers, all public and capped: the fees (each at most {MAX_FEE_BPS}, burn on trade
 * included), the fee receiver, and raising or lifting the max wallet. None of them can stop a
 * holder trading; {renounceOwnership} ends them.
 */
abstract contract Market314 is ERC20, NoOwnerOwnable, ReentrancyLock {
    /// @notice The highest buy or sell fee, basis points (burn on trade counted in).
    uint16 public constant MAX_FEE_BPS = 2_500;
    /// @notice The longest liquidity lock, from now, that can be set or extended to.
    uint256 public constant MAX_LOCK_DURATION = 100 * 365 days;
    /// @notice The shortest liquidity lock, counted from when trading opens: 30 days.
    uint256 public constant MIN_LOCK_DURATION = LpLockFloor.MIN_LP_LOCK_DURATION;
    /// @notice Gas given to each fee or share payment; a receiver that needs more is credited.
    uint256 public constant PAYOUT_GAS = 50_000;
    /// @notice The least non-zero max wallet, basis points of the supply (0.1%).
    uint256 public constant MIN_MAX_WALLET_BPS = 10;
    uint256 internal constant _BPS = 10_000;

    uint8 private constant _MARKET_NONE = 0;
    uint8 private constant _MARKET_OPEN = 1;
    uint8 private constant _MARKET_CLOSED = 2;

    /// @notice Tokens minted to this contract for the market's token reserve.
    uint256 public immutable liquidityTokens;

    // One slot: both reserves, read and written together on every trade.
    uint128 private _coinReserve;
    uint128 private _tokenReserve;
    /// @notice Who added the liquidity; the only one who may extend its lock or remove it.
    address public liquidityProvider;
    uint64 private _lockedUntil;
    uint8 private _marketState;
    /// @notice Receives the trading fees (native coin).
    address public feeReceiver;
    /// @notice Buy fee, basis points of the coin paid.
    uint16 public buyFeeBps;
    /// @notice Sell fee, basis points of the coin a sale returns.
    uint16 public sellFeeBps;
    /// @notice Most tokens a wallet may hold after a buy or a transfer; 0 = no limit.
    uint256 public maxWallet;
    /// @notice Coin credited to receivers that refused a payment (see {claimFees}).
    uint256 public totalCredits;
    /// @notice Coin credited to `account`, waiting for {claimFees}.
    mapping(address account => uint256) public credits;
    /// @notice The block of `account`'s last buy (the same-block guard).
    mapping(address account => uint256) public lastBuyBlock;

    /// @notice `buyer` paid `coinIn` (of which `fee`) and received `tokensOut`.
    event Bought(address indexed buyer, uint256 coinIn, uint256 tokensOut, uint256 fee);
    /// @notice `seller` gave `tokensIn` and received `coinOut` (after `fee`).
    event Sold(address indexed seller, uint256 tokensIn, uint256 coinOut, uint256 fee);
    /// @notice `provider` added `coin` and `tokens` as the reserves, locked until `lockedUntil`.
    event LiquidityAdded(address indexed provider, uint256 coin, uint256 tokens, uint256 lockedUntil);
    /// @notice The liquidity lock now ends at `lockedUntil`.
    event LiquidityLockExtended(uint256 lockedUntil);
    /// @notice `provider` took out both reserves; the market is closed for good.
    event LiquidityRemoved(address indexed provider, uint256 coin, uint256 tokens);
    /// @notice The owner set the fees.
    event FeesUpdated(uint16 buyFeeBps, uint16 sellFeeBps);
    /// @notice The owner set the fee receiver.
    event FeeReceiverUpdated(address indexed feeReceiver);
    /// @notice The owner raised or lifted (0) the max wallet.
    event MaxWalletUpdated(uint256 maxWallet);
    /// @notice `account` refused a payment of `amount`; it is credited for {claimFees}.
    event PaymentCredited(address indexed account, uint256 amount);
    /// @notice `account` took `amount` of its credit.
    event CreditClaimed(address indexed account, uint256 amount);

    /// @notice A deployment setting is out of range; `field` names it.
    error Market314InvalidConfig(string field);
    /// @notice The market is not open (no liquidity yet, not started, or liquidity removed).
    error Market314TradingNotOpen();
    /// @notice A trade of nothing.
    error Market314ZeroAmount();
    /// @notice Mined after the caller's deadline.
    error Market314Expired(uint256 deadline, uint256 timestamp);
    /// @notice The trade gives less than the caller's minimum (slippage), or nothing.
    error Market314InsufficientOutput(uint256 amountOut, uint256 minAmountOut);
    /// @notice `account` bought in this block and cannot sell until the next one.
    error Market314SameBlockTrade(address account);
    /// @notice `account` would hold `balance`, above the max wallet.
    error Market314MaxWalletExceeded(address account, uint256 balance, uint256 maxWallet);
    /// @notice A fee above the cap (`maxFeeBps` is the room left after the burn on trade).
    error Market314FeeTooHigh(uint256 feeBps, uint256 maxFeeBps);
    /// @notice The max wallet can only be raised or lifted (0), never lowered or set once lifted.
    error Market314MaxWalletLowered(uint256 current, uint256 requested);
    /// @notice The zero address or the token itself cannot receive the fees.
    error Market314InvalidFeeReceiver(address feeReceiver);
    /// @notice Liquidity is added once.
    error Market314LiquidityAlreadyAdded();
    /// @notice A lock end not later than the current one, less than {MIN_LOCK_DURATION} after
    /// trading opens, or beyond {MAX_LOCK_DURATION}.
    error Market314InvalidLockTime(uint256 lockedUntil);
    /// @notice The token has no owner: its liquidity stays in the market for ever.
    error Market314LiquidityPermanent();
    /// @notice Only the liquidity provider may do this.
    error Market314NotLiquidityProvider(address caller);
    /// @notice The liquidity is locked until `lockedUntil`.
    error Market314LiquidityLocked(uint256 lockedUntil);
    /// @notice There is no liquidity in the market.
    error Market314NoLiquidity();
    /// @notice The owner adds the liquidity: renouncing first would leave trading closed for good.
    error Market314RenounceBeforeLiquidity();
    /// @notice Nothing is credited to `account`.
    error Market314NothingToClaim(address account);
    /// @notice `to` refused a payment of `amount`.
    error Market314PaymentFailed(address to, uint256 amount);

    /// @param config The token settings; see {Token314Config}.
    /// @param saleTokens Tokens a sale template keeps for its buyers (minted to this contract).
    constructor(Token314Config memory config, uint256 saleTokens)
        ERC20(config.name, config.symbol)
        Ownable(config.owner)
    {
        if (config.totalSupply == 0 || config.totalSupply > type(uint112).max) {
            revert Market314InvalidConfig("totalSupply");
        }
        if (config.liquidityTokens == 0 || config.liquidityTokens + saleTokens > config.totalSupply) {
            revert Market314InvalidConfig("liquidityTokens");
        }
        _checkFeeReceiver(config.feeReceiver);
        if (config.buyFeeBps > MAX_FEE_BPS) revert Market314FeeTooHigh(config.buyFeeBps, MAX_FEE_BPS);
        if (config.sellFeeBps > MAX_FEE_BPS) revert Market314FeeTooHigh(config.sellFeeBps, MAX_FEE_BPS);
        if (config.maxWallet != 0 && config.maxWallet < (config.totalSupply * MIN_MAX_WALLET_BPS) / _BPS) {
            revert Market314InvalidConfig("maxWallet");
        }
        liquidityTokens = config.liquidityTokens;
        feeReceiver = config.feeReceiver;
        buyFeeBps = config.buyFeeBps;
        sellFeeBps = config.sellFeeBps;
        maxWallet = config.maxWallet;
        uint256 reserved = config.liquidityTokens + saleTokens;
        _mint(address(this), reserved);
        if (config.totalSupply > reserved) _mint(config.owner, config.totalSupply - reserved);
    }

    /**
     * @notice Buys with the coin sent (a plain transfer to the token's address), no minimum.
     * @dev Sale templates take the coin as a sale purchase until the launch. Emits {Bought}.
     */
    // The plain transfer IS the purchase, so receive carries the market's logic.
    // solhint-disable-next-line no-complex-fallback
    receive() external payable virtual {
        _buy(msg.sender, msg.value, 0);
    }

    /**
     * @notice Buys tokens with the coin sent.
     * @param minTokensOut Least tokens to receive (slippage protection).
     * @param deadline Latest block timestamp the trade may run at.
     * @return tokensOut Tokens received.
     * @dev Requirements: trading open; the buyer stays within the max wallet. Emits {Bought}.
     */
    function buy(uint256 minTokensOut, uint256 deadline) external payable returns (uint256 tokensOut) {
        _checkDeadline(deadline);
        return _buy(msg.sender, msg.value, minTokensOut);
    }

    /**
     * @notice Sells `tokensIn` of the caller's tokens for coin.
     * @param tokensIn Tokens to sell.
     * @param minCoinOut Least coin to receive after the fee (slippage protection).
     * @param deadline Latest block timestamp the trade may run at.
     * @return coinOut Coin received.
     * @dev Requirements: trading open; the caller did not buy in this block. Emits {Sold}.
     */
    function sell(uint256 tokensIn, uint256 minCoinOut, uint256 deadline) external returns (uint256 coinOut) {
        _checkDeadline(deadline);
        return _sell(msg.sender, tokensIn, minCoinOut);
    }

    /**
     * @notice Moves the liquidity lock later.
     * @param lockedUntil The new end (later than the current one, at most {MAX_LOCK_DURATION} from now).
     * @dev Requirements: the caller is the liquidity provider; liquidity is in. Emits {LiquidityLockExtended}.
     */
    function extendLiquidityLock(uint256 lockedUntil) external {
        _checkProviderWithLiquidity();
        if (lockedUntil <= _lockedUntil || lockedUntil > block.timestamp + MAX_LOCK_DURATION) {
            revert Market314InvalidLockTime(lockedUntil);
        }
        _lockedUntil = uint64(lockedUntil);
        emit LiquidityLockExtended(lockedUntil);
    }

    /**
     * @notice Takes out both reserves after the lock and closes the market for good.
     * @dev Requirements: the caller is the liquidity provider; the lock has ended; the token has an
     * owner (after a renounce the liquidity is permanent). Emits {LiquidityRemoved}.
     */
    function removeLiquidity() external nonReentrant {
        _checkProviderWithLiquidity();
        if (owner() == address(0)) revert Market314LiquidityPermanent();
        if (block.timestamp < _lockedUntil) revert Market314LiquidityLocked(_lockedUntil);
        uint256 coin = _coinReserve;
        uint256 tokens = _tokenReserve;
        (_coinReserve, _tokenReserve) = (0, 0);
        _marketState = _MARKET_CLOSED;
        _move(address(this), msg.sender, tokens);
        emit LiquidityRemoved(msg.sender, coin, tokens);
        _payOrRevert(msg.sender, coin);
    }

    /**
     * @notice Sets the buy and sell fees.
     * @param newBuyFeeBps Buy fee, basis points; with the burn on trade at most {MAX_FEE_BPS}.
     * @param newSellFeeBps Sell fee, basis points; with the burn on trade at most {MAX_FEE_BPS}.
     * @dev Requirements: the owner. Emits {FeesUpdated}.
     */
    function setFees(uint16 newBuyFeeBps, uint16 newSellFeeBps) external onlyOwner {
        uint256 room = MAX_FEE_BPS - _tradeBurnBps();
        if (newBuyFeeBps > room) revert Market314FeeTooHigh(newBuyFeeBps, room);
        if (newSellFeeBps > room) revert Market314FeeTooHigh(newSellFeeBps, room);
        buyFeeBps = newBuyFeeBps;
        sellFeeBps = newSellFeeBps;
        emit FeesUpdated(newBuyFeeBps, newSellFeeBps);
    }

    /**
     * @notice Sets who receives the fees.
     * @param newFeeReceiver Any address but zero and the token (one that refuses coin is credited, never blocks).
     * @dev Requirements: the owner. Emits {FeeReceiverUpdated}.
     */
    function setFeeReceiver(address newFeeReceiver) external onlyOwner {
        _checkFeeReceiver(newFeeReceiver);
        feeReceiver = newFeeReceiver;
        emit FeeReceiverUpdated(newFeeReceiver);
    }

    /**
     * @notice Raises the max wallet, or lifts it with 0. It can never be lowered or set again once lifted.
     * @param newMaxWallet Tokens; above the current limit, or 0.
     * @dev Requirements: the owner; a limit is in force. Emits {MaxWalletUpdated}.
     */
    function setMaxWallet(uint256 newMaxWallet) external onlyOwner {
        uint256 current = maxWallet;
        if (current == 0 || (newMaxWallet != 0 && newMaxWallet <= current)) {
            revert Market314MaxWalletLowered(current, newMaxWallet);
        }
        maxWallet = newMaxWallet;
        emit MaxWalletUpdated(newMaxWallet);
    }

    /**
     * @notice Pays the caller every coin credited to it (refused fees, shares or sale payments).
     * @dev Emits {CreditClaimed}.
     */
    function claimFees() external nonReentrant {
        uint256 amount = credits[msg.sender];
        if (amount == 0) revert Market314NothingToClaim(msg.sender);
        credits[msg.sender] = 0;
        totalCredits -= amount;
        emit CreditClaimed(msg.sender, amount);
        _payOrRevert(msg.sender, amount);
    }

    /// @notice The market's reserves (0, 0 before liquidity and after its removal).
    /// @return coinReserve Native coin in the pool (wei).
    /// @return tokenReserve Tokens in the pool.
    function getReserves() external view returns (uint256 coinReserve, uint256 tokenReserve) {
        return (_coinReserve, _tokenReserve);
    }

    /// @notice What a buy of `coinIn` gives now.
    /// @param coinIn Coin paid, fee included.
    /// @return tokensOut Tokens the buyer receives.
    /// @return fee Coin taken as the buy fee.
    function quoteBuy(uint256 coinIn) external view returns (uint256 tokensOut, uint256 fee) {
        (tokensOut,, fee) = _priceBuy(coinIn);
    }

    /// @notice What a sell of `tokensIn` gives now.
    /// @param tokensIn Tokens sold.
    /// @return coinOut Coin the seller receives.
    /// @return fee Coin taken as the sell fee.
    function quoteSell(uint256 tokensIn) external view returns (uint256 coinOut, uint256 fee) {
        (coinOut,, fee,) = _priceSell(tokensIn);
    }

    /// @notice Whether buys and sells are open now.
    /// @return True when the market has liquidity and trading has started.
    function tradingOpen() public view returns (bool) {
        return _marketOpen();
    }

    /// @notice When the liquidity lock ends (0 before liquidity is added).
    /// @return Timestamp, seconds.
    function liquidityLockedUntil() external view returns (uint256) {
        return _lockedUntil;
    }

    /// @notice Whether liquidity was ever added (it stays true after its removal).
    /// @return True once the market received its reserves.
    function liquidityAdded() public view returns (bool) {
        return _marketState != _MARKET_NONE;
    }

    // ---- the market ----

    function _buy(address buyer, uint256 coinIn, uint256 minTokensOut)
        internal
        nonReentrant
        returns (uint256 tokensOut)
    {
        if (!_marketOpen()) revert Market314TradingNotOpen();
        if (coinIn == 0) revert Market314ZeroAmount();
        (uint256 fromReserve, uint256 burned, uint256 fee) = _priceBuy(coinIn);
        tokensOut = fromReserve - burned;
        if (tokensOut == 0 || tokensOut < minTokensOut) revert Market314InsufficientOutput(tokensOut, minTokensOut);
        // Priced above from the stored reserves; msg.value is not part of them yet.
        _coinReserve = SafeCast.toUint128(_coinReserve + coinIn - fee);
        unchecked {
            // fromReserve = net * T / (C + net) < T.
            _tokenReserve -= uint128(fromReserve);
        }
        lastBuyBlock[buyer] = block.number;
        _move(address(this), buyer, tokensOut);
        if (burned > 0) _move(address(this), address(0), burned);
        _checkMaxWallet(buyer);
        emit Bought(buyer, coinIn, tokensOut, fee);
        if (fee > 0) _payBuyFee(buyer, fee);
    }

    function _sell(address seller, uint256 tokensIn, uint256 minCoinOut)
        internal
        nonReentrant
        returns (uint256 coinOut)
    {
        if (!_marketOpen()) revert Market314TradingNotOpen();
        if (tokensIn == 0) revert Market314ZeroAmount();
        if (lastBuyBlock[seller] == block.number) revert Market314SameBlockTrade(seller);
        uint256 fee;
        uint256 toReserve;
        uint256 gross;
        (coinOut, gross, fee, toReserve) = _priceSell(tokensIn);
        if (coinOut == 0 || coinOut < minCoinOut) revert Market314InsufficientOutput(coinOut, minCoinOut);
        unchecked {
            // gross = in * C / (T + in) < C; T + in <= the supply < 2^112.
            _coinReserve -= uint128(gross);
            _tokenReserve += uint128(toReserve);
        }
        _move(seller, address(this), toReserve);
        if (tokensIn > toReserve) _move(seller, address(0), tokensIn - toReserve);
        emit Sold(seller, tokensIn, coinOut, fee);
        if (fee > 0) _pay(feeReceiver, fee);
        _payOrRevert(seller, coinOut);
    }

    function _priceBuy(uint256 coinIn) internal view returns (uint256 fromReserve, uint256 burned, uint256 fee) {
        fee = (coinIn * buyFeeBps) / _BPS;
        uint256 net = coinIn - fee;
        uint256 coinReserve = _coinReserve;
        if (coinReserve == 0) return (0, 0, fee);
        fromReserve = (net * _tokenReserve) / (coinReserve + net);
        burned = (fromReserve * _tradeBurnBps()) / _BPS;
    }

    function _priceSell(uint256 tokensIn)
        internal
        view
        returns (uint256 coinOut, uint256 gross, uint256 fee, uint256 toReserve)
    {
        toReserve = tokensIn - (tokensIn * _tradeBurnBps()) / _BPS;
        uint256 tokenReserve = _tokenReserve;
        if (tokenReserve == 0) return (0, 0, 0, toReserve);
        gross = (toReserve * _coinReserve) / (tokenReserve + toReserve);
        fee = (gross * sellFeeBps) / _BPS;
        coinOut = gross - fee;
    }

    /// @dev Puts `coin` and `tokens` in as the reserves and opens the market (the owner's add, or
    /// a sale's launch); the lock must end {MIN_LOCK_DURATION} or more after trading opens.
    function _addLiquidity(address provider, uint256 coin, uint256 tokens, uint256 lockedUntil) internal {
        if (_marketState != _MARKET_NONE) revert Market314LiquidityAlreadyAdded();
        if (coin == 0) revert Market314ZeroAmount();
        uint256 opens = _tradingOpensAt();
        if (lockedUntil < opens + MIN_LOCK_DURATION || lockedUntil > opens + MAX_LOCK_DURATION) {
            revert Market314InvalidLockTime(lockedUntil);
        }
        _coinReserve = SafeCast.toUint128(coin);
        _tokenReserve = uint128(tokens);
        liquidityProvider = provider;
        _lockedUntil = uint64(lockedUntil);
        _marketState = _MARKET_OPEN;
        emit LiquidityAdded(provider, coin, tokens, lockedUntil);
    }

    /// @dev When trades can start once liquidity is in: now; the x314 templates' start when later.
    function _tradingOpensAt() internal view virtual returns (uint256) {
        return block.timestamp;
    }

    /// @dev Whether trades run now; the x314 templates add their start time.
    function _marketOpen() internal view virtual returns (bool) {
        return _marketState == _MARKET_OPEN;
    }

    /// @dev Basis points of each trade's tokens burned (x314), counted inside {MAX_FEE_BPS}.
    function _tradeBurnBps() internal view virtual returns (uint256) {
        return 0;
    }

    /// @dev Pays a buy's fee; the x314 templates split the inviter's share off first.
    function _payBuyFee(address, uint256 fee) internal virtual {
        _pay(feeReceiver, fee);
    }

    /// @dev Before a transfer between holders; the sale templates block them before the launch.
    function _beforeWalletTransfer(address from, address to) internal view virtual {}

    /// @dev A transfer to the token's own address is a sell by `from`; every other movement between
    /// holders keeps the max wallet. The market's own movements use {_move} and skip this.
    function _update(address from, address to, uint256 value) internal override {
        if (to == address(this) && from != address(0)) {
            _sell(from, value, 0);
            return;
        }
        if (from != address(0) && to != address(0)) _beforeWalletTransfer(from, to);
        super._update(from, to, value);
        if (from != address(0) && to != address(0)) _checkMaxWallet(to);
    }

    /// @dev Moves tokens without the market's rules (trades, liquidity, sale purchases, burns).
    function _move(address from, address to, uint256 value) internal {
        super._update(from, to, value);
    }

    function _checkMaxWallet(address account) internal view {
        uint256 limit = maxWallet;
        if (limit == 0 || account == liquidityProvider) return;
        uint256 balance = balanceOf(account);
        if (balance > limit) revert Market314MaxWalletExceeded(account, balance, limit);
    }

    /// @dev Pays with {PAYOUT_GAS}; a refusal is credited for {claimFees}, so nobody is blocked.
    function _pay(address to, uint256 amount) internal {
        // solhint-disable-next-line avoid-low-level-calls
        (bool paid,) = to.call{value: amount, gas: PAYOUT_GAS}("");
        if (!paid) {
            credits[to] += amount;
            totalCredits += amount;
            emit PaymentCredited(to, amount);
        }
    }

    /// @dev Pays the caller of its own action (a seller, a provider, a claim) with all gas.
    function _payOrRevert(address to, uint256 amount) internal {
        // solhint-disable-next-line avoid-low-level-calls
        (bool paid,) = to.call{value: amount}("");
        if (!paid) revert Market314PaymentFailed(to, amount);
    }

    /// @dev The token itself would buy with its own fees (refused, then credited to nobody who can claim).
    function _checkFeeReceiver(address receiver) private view {
        if (receiver == address(0) || receiver == address(this)) revert Market314InvalidFeeReceiver(receiver);
    }

    function _checkDeadline(uint256 deadline) private view {
        if (block.timestamp > deadline) revert Market314Expired(deadline, block.timestamp);
    }

    function _checkProviderWithLiquidity() private view {
        if (_marketState != _MARKET_OPEN) revert Market314NoLiquidity();
        if (msg.sender != liquidityProvider) revert Market314NotLiquidityProvider(msg.sender);
    }
}

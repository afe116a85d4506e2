// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IUniswapV2Factory} from "../../dex/interfaces/IUniswapV2Factory.sol";
import {IUniswapV2Pair} from "../../dex/interfaces/IUniswapV2Pair.sol";
import {IUniswapV2RouterBasics} from "../../dex/interfaces/IUniswapV2RouterBasics.sol";
import {IWETH} from "../../dex/interfaces/IWETH.sol";
import {ITokenLocker, LockKind, LockSchedule} from "../../lock/ITokenLocker.sol";
import {LiquidityFloor} from "../../utils/LiquidityFloor.sol";
import {ReentrancyLock} from "../../utils/evm/ReentrancyLock.sol";
import {ISaleHubToken, ITokenSaleHub, SaleTerms} from "./ITokenSaleHub.sol";
import {SaleMath} from "./SaleMath.sol";
import {LpLockFloor} from "../../utils/LpLockFloor.sol";

/**
 * @title TokenSaleHub
 * @notice The chain's shared "no dApp" sale book (one address for everyone, deployed through the
 * deterministic deployment proxy like the shared locker): the sale of every sale-variant tax,
 * dividend and LP-dividend token (routes `/co/mk|dd|ld?t=1`). Buyers still only send the native coin
 * to the token's address: the token's `receive` forwards it here with the buyer
 * (`buy{value}(msg.sender)`), and everything {SaleToken} does inline happens here, keyed by token:
 * the price, the per-address minimum and maximum, the hard cap, the end, same-transaction refunds
 * with a reason ({SaleRefunded}), contract senders refunded whole, the soft cap and refunds by pull,
 * the launch window, the pool minted straight on the pair, the LP locked in the shared locker or
 * burned, the rest of the coin to the beneficiary and the unsold tokens burned.
 *
 * Why a hub and not the token: the tax templates are 20 to 24 kB, and the dividend ones are within
 * 534 bytes of EIP-170's 24,576-byte limit, so they cannot carry the sale inline. The token keeps only
 * a client (`SaleHubTaxClient`: a forwarding `receive`, the trading gate, a `startTrading` that
 * asks the hub, and one hook the hub calls to burn and to open trading); the plain templates are not
 * touched, so their bytecode and gas stay as they were.
 *
 * Trust: the hub records `msg.sender` of {registerSale} as the token, so a token can only ever act
 * on its own sale: a sale's coin is spent only by calls about that sale, and the books
 * ({Sale.totalRaised} less what left) say what each holds. An address that never registered cannot
 * buy, launch or be refunded here ({SaleHubUnknownSale}). Anyone may register (the hub cannot tell
 * TokenBox's templates from other code at construction): the sale list keeps only tokens whose
 * runtime code is one of TokenBox's sale variants, exactly as for {SaleToken}.
 *
 * Owner powers: none here. The token's owner may start trading before the end once the soft cap is
 * met (through the token's `startTrading`, which the hub recognises as `msg.sender == token`);
 * after the end, or once the hard cap is filled, anyone may, until {LAUNCH_WINDOW} after the end.
 *
 * Pre-created pool: the tax tokens create their pair at construction, and a stranger may send it
 * wrapped coin. The launch never quotes through the router: it transfers the tokens and wrapped coin
 * to the pair and mints, which works at any state the pair can be in before the launch (it cannot
 * hold the token: transfers are blocked until the launch), as {SaleToken} explains.
 *
 * Storage: one struct per sale in four slots (beneficiary, end, liquidity share, lock duration and
 * state in the first; the price and the raised total in the second; caps and counters in the
 * rest), one word per buyer and sale, and one credit per account for refused payments.
 */
contract TokenSaleHub is ITokenSaleHub, ReentrancyLock {
    /// @notice Why coin sent to a sale token went back (the same reasons as {SaleToken}).
    enum SaleRefundReason {
        SenderIsContract,
        SaleClosed,
        BelowMinimum,
        AboveMaximum,
        HardCapReached
    }

    /// @notice A sale's life: buying, over and waiting for the launch, trading, or failed (soft cap
    /// missed, or no launch within {LAUNCH_WINDOW}: buyers claim refunds).
    enum SalePhase {
        Active,
        Ended,
        Trading,
        Failed
    }

    /// @notice One sale's terms and books (see {SaleTerms}).
    struct Sale {
        address beneficiary;
        uint40 endTime;
        uint16 liquidityBps;
        uint32 lpLockDuration;
        bool launched;
        uint128 tokensPerCoin;
        uint112 totalRaised;
        uint112 hardCap;
        uint112 softCap;
        uint32 buyerCount;
        uint112 minContribution;
        uint112 maxContribution;
        /// Coin of this sale that has left it: refund claims, the pool and the beneficiary's share
        /// (paid or credited). What the sale still holds is `totalRaised - coinOut`.
        uint112 coinOut;
        address router;
        address locker;
    }

    /// @dev One word per buyer and sale: coin paid and tokens received (each below 2^128).
    struct Contribution {
        uint128 coin;
        uint128 tokens;
    }

    /// @notice Where burned LP goes.
    address public constant DEAD = 0x000000000000000000000000000000000000dEaD;
    /// @notice After the end, how long anyone may start trading; past it the sale is refundable.
    uint256 public constant LAUNCH_WINDOW = 30 days;
    /// @notice Longest sale accepted at registration.
    uint256 public constant MAX_SALE_DURATION = 365 days;
    /// @notice Longest LP lock accepted (longer than that: burn the LP).
    uint256 public constant MAX_LP_LOCK_DURATION = 100 * 365 days;
    /// @notice Shortest LP lock accepted: 30 days (or burn the LP). Buyers get a market for at least
    /// that long whoever deploys the sale, through the TokenBox form or not.
    uint256 public constant MIN_LP_LOCK_DURATION = LpLockFloor.MIN_LP_LOCK_DURATION;
    /// @notice Gas given to each coin payment (refund, beneficiary); a receiver that needs more, or
    /// refuses, is credited instead ({withdrawCredit}).
    uint256 public constant PAYOUT_GAS = 50_000;
    /// @notice Least share of the raised coin a sale pools, basis points: 51%, so the beneficiary
    /// never takes more than 49% of a raise ({LiquidityFloor}, the launchpad's floor). Registration
    /// refuses less, whichever token registers.
    uint256 public constant MIN_LIQUIDITY_BPS = LiquidityFloor.MIN_LIQUIDITY_BPS;

    /// @dev Each registered token's sale (`beneficiary` is zero for an unknown token); read with
    /// {saleOf} (a public getter of fifteen fields would not fit the stack).
    mapping(address token => Sale) private _sales;
    /// @notice Each buyer's coin paid and tokens received, per sale.
    mapping(address token => mapping(address buyer => Contribution)) public contributions;
    /// @notice Payments an account refused (refunds, the beneficiary's share), waiting for
    /// {withdrawCredit}; they belong to the account, whichever sale they came from.
    mapping(address account => uint256) public credits;
    /// @notice Sum of {credits}: with every sale's held coin, the hub's whole balance.
    uint256 public totalCredits;

    /// @notice `token` registered its sale. The chain's hub sales are listed from this topic alone.
    event SaleRegistered(
        address indexed token, address indexed beneficiary, uint256 hardCap, uint256 softCap, uint256 endTime
    );
    /// @notice `buyer` paid `coin` for `tokens` of `token`.
    event TokensPurchased(address indexed token, address indexed buyer, uint256 coin, uint256 tokens);
    /// @notice `amount` sent to `token` by `account` went back, or was credited when `paid` is false.
    event SaleRefunded(
        address indexed token, address indexed account, uint256 amount, SaleRefundReason reason, bool paid
    );
    /// @notice `token`'s trading started: `coinToPool` and `tokensToPool` made `liquidity` LP shares,
    /// locked under `lockId` (0 = burned); the beneficiary got `coinToBeneficiary`; `tokensBurned` unsold.
    event TradingStarted(
        address indexed token,
        address indexed caller,
        address pair,
        uint256 coinToPool,
        uint256 tokensToPool,
        uint256 liquidity,
        uint256 lockId,
        uint256 coinToBeneficiary,
        uint256 tokensBurned
    );
    /// @notice `buyer` took back `coin` after `token`'s sale failed; `tokens` were burned.
    event RefundClaimed(address indexed token, address indexed buyer, uint256 coin, uint256 tokens);
    /// @notice A refused payment was credited to `account`.
    event PaymentCredited(address indexed account, uint256 amount);
    /// @notice `account` withdrew `amount` of its credit to `to`.
    event CreditWithdrawn(address indexed account, address indexed to, uint256 amount);

    /// @notice `token` has no sale here (it never registered).
    error SaleHubUnknownSale(address token);
    /// @notice The caller registered a sale already.
    error SaleHubAlreadyRegistered(address token);
    /// @notice A term is out of range; `field` names it.
    error SaleInvalidConfig(string field);
    /// @notice Coin sent with no value.
    error SaleNothingSent();
    /// @notice Before the end only the token's owner (through the token) may start trading.
    error SaleHubNotTokenOwner(address caller);
    /// @notice Trading can start only once the soft cap is met.
    error SaleSoftCapNotMet(uint256 raised, uint256 softCap);
    /// @notice Trading has started already.
    error SaleTradingAlreadyStarted();
    /// @notice Nobody started trading within {LAUNCH_WINDOW} of the end: the sale is refundable.
    error SaleLaunchWindowClosed(uint256 deadline);
    /// @notice Refunds are for failed sales only.
    error SaleNotFailed();
    /// @notice Nothing to refund or withdraw for this account.
    error SaleNothingToClaim(address account);
    /// @notice A payment's receiver refused the coin (withdrawals, the pool's wrapped coin).
    error SalePaymentFailed(address to, uint256 amount);

    /**
     * @notice Records the caller's sale. Called by a sale-variant token in its constructor, which
     * then gives the hub the returned reserve.
     * @dev Requirements: not registered yet; a beneficiary; a price below 2^128; a hard cap below
     * 2^112; soft cap at most the hard cap; 0 < minimum <= maximum; the end within
     * {MAX_SALE_DURATION}; liquidity {MIN_LIQUIDITY_BPS}..10,000 bps and one minimum buy enough for
     * the pair's first mint; a router; a locker when the LP is locked, a lock of
     * {MIN_LP_LOCK_DURATION} to {MAX_LP_LOCK_DURATION}.
     * Emits {SaleRegistered}.
     * @param terms The sale's terms; see {SaleTerms}.
     * @return reserve The sale and liquidity reserves, in the caller's base units.
     */
    function registerSale(SaleTerms calldata terms) external returns (uint256 reserve) {
        Sale storage sale = _sales[msg.sender];
        if (sale.beneficiary != address(0)) revert SaleHubAlreadyRegistered(msg.sender);
        _checkTerms(terms);
        uint256 saleTokens;
        uint256 poolTokens;
        (saleTokens, poolTokens) = SaleMath.reserves(terms.hardCap, terms.tokensPerCoin, terms.liquidityBps);
        reserve = saleTokens + poolTokens;
        // Every value below was range-checked by _checkTerms.
        sale.beneficiary = terms.beneficiary;
        sale.endTime = uint40(terms.endTime);
        sale.liquidityBps = terms.liquidityBps;
        sale.lpLockDuration = terms.lpLockDuration;
        sale.tokensPerCoin = uint128(terms.tokensPerCoin);
        sale.hardCap = uint112(terms.hardCap);
        sale.softCap = uint112(terms.softCap);
        sale.minContribution = uint112(terms.minContribution);
        // A maximum above the hard cap behaves as the hard cap.
        sale.maxContribution = uint112(terms.maxContribution < terms.hardCap ? terms.maxContribution : terms.hardCap);
        sale.router = terms.router;
        sale.locker = terms.locker;
        emit SaleRegistered(msg.sender, terms.beneficiary, terms.hardCap, terms.softCap, terms.endTime);
    }

    /**
     * @notice Buys the caller's (a registered token's) tokens for `buyer` with the coin sent.
     * @dev Called by the token's `receive` with its `msg.sender`. Whatever cannot be accepted goes
     * back to `buyer` in the same transaction ({SaleRefunded}). Emits {TokensPurchased} when
     * anything is accepted.
     * @param buyer Who sent the coin to the token.
     */
    function buy(address buyer) external payable nonReentrant {
        address token = msg.sender;
        Sale storage sale = _sale(token);
        if (msg.value == 0) revert SaleNothingSent();
        // Only the transaction's signer buys: a contract cannot be told apart from an exchange's
        // forwarder whose tokens would be lost.
        // solhint-disable-next-line avoid-tx-origin
        if (buyer != tx.origin) return _refund(token, buyer, msg.value, SaleRefundReason.SenderIsContract);
        uint256 raised = sale.totalRaised;
        uint256 hardCap = sale.hardCap;
        if (sale.launched || block.timestamp >= sale.endTime || raised >= hardCap) {
            return _refund(token, buyer, msg.value, SaleRefundReason.SaleClosed);
        }

        Contribution memory contribution = contributions[token][buyer];
        uint256 accepted = msg.value;
        SaleRefundReason reason = SaleRefundReason.BelowMinimum;
        uint256 maximum = sale.maxContribution;
        uint256 personalRoom = maximum > contribution.coin ? maximum - contribution.coin : 0;
        if (accepted > personalRoom) (accepted, reason) = (personalRoom, SaleRefundReason.AboveMaximum);
        if (accepted > hardCap - raised) (accepted, reason) = (hardCap - raised, SaleRefundReason.HardCapReached);
        uint256 tokens = SaleMath.tokensForCoin(accepted, sale.tokensPerCoin);
        if (tokens == 0 || contribution.coin + accepted < sale.minContribution) {
            return _refund(token, buyer, msg.value, accepted == msg.value ? SaleRefundReason.BelowMinimum : reason);
        }

        // Checked: more than 2^32 buyers is out of reach, but a wrap would mislead the screens.
        if (contribution.coin == 0) ++sale.buyerCount;
        unchecked {
            // accepted <= hardCap - raised, so the raised total stays at most the hard cap (< 2^112)
            // and a buyer's coin below 2^112; all buys' tokens together are at most the sale
            // reserve, checked at registration to fit 2^128.
            contributions[token][buyer] =
                Contribution(uint128(contribution.coin + accepted), uint128(contribution.tokens + tokens));
            sale.totalRaised = uint112(raised + accepted);
        }
        _transferToken(token, buyer, tokens);
        emit TokensPurchased(token, buyer, accepted, tokens);
        if (accepted < msg.value) _refund(token, buyer, msg.value - accepted, reason);
    }

    /**
     * @notice Starts trading of `token`: pool, LP lock or burn, the beneficiary's coin, the unsold
     * tokens burned, trading opened on the token.
     * @dev Requirements: a registered sale not launched; the soft cap met; before the end (and
     * before the hard cap is filled) only the token itself, on its owner's behalf; until
     * {LAUNCH_WINDOW} after the end. Emits {TradingStarted}.
     * @param token The sale token.
     * @return pair The pool of the token and the router's wrapped coin (zero when nothing was raised).
     * @return liquidity LP shares minted (0 when nothing was raised).
     */
    function launch(address token) external nonReentrant returns (address pair, uint256 liquidity) {
        Sale storage sale = _sale(token);
        if (sale.launched) revert SaleTradingAlreadyStarted();
        uint256 raised = sale.totalRaised;
        uint256 endTime = sale.endTime;
        if (block.timestamp < endTime && raised < sale.hardCap && msg.sender != token) {
            revert SaleHubNotTokenOwner(msg.sender);
        }
        if (block.timestamp >= endTime + LAUNCH_WINDOW) revert SaleLaunchWindowClosed(endTime + LAUNCH_WINDOW);
        if (raised < sale.softCap) revert SaleSoftCapNotMet(raised, sale.softCap);
        sale.launched = true;

        uint256 poolCoin = SaleMath.poolCoin(raised, sale.liquidityBps);
        uint256 poolTokens = SaleMath.tokensForCoin(poolCoin, sale.tokensPerCoin);
        uint256 lockId;
        // With nothing raised there is no pool to make: trading opens and the reserve is burned.
        if (poolCoin > 0) (pair, liquidity, lockId) = _addLiquidity(token, sale, poolCoin, poolTokens);

        // The hub holds only this token's reserve of this token (nothing can send it more before the
        // launch), so its whole balance is the unsold part.
        uint256 unsold = IERC20(token).balanceOf(address(this));
        ISaleHubToken(token).onSaleHook(address(this), unsold);
        uint256 beneficiaryCoin = raised - poolCoin;
        // raised < 2^112.
        sale.coinOut = uint112(raised);
        if (beneficiaryCoin > 0) _payOrCredit(sale.beneficiary, beneficiaryCoin);
        emit TradingStarted(
            token, msg.sender, pair, poolCoin, poolTokens, liquidity, lockId, beneficiaryCoin, unsold
        );
    }

    /**
     * @notice After `token`'s sale failed, pays the caller back everything it paid and burns the
     * tokens it bought (at most its balance: a holder may have burned some).
     * @dev Requirements: the sale's phase is Failed; the caller bought. A refused payment is
     * credited ({withdrawCredit}). Emits {RefundClaimed}.
     * @param token The sale token.
     */
    function claimRefund(address token) external nonReentrant {
        Sale storage sale = _sale(token);
        if (_phase(sale) != SalePhase.Failed) revert SaleNotFailed();
        Contribution memory contribution = contributions[token][msg.sender];
        if (contribution.coin == 0) revert SaleNothingToClaim(msg.sender);
        delete contributions[token][msg.sender];
        unchecked {
            // Refund claims of a sale add up to at most what it raised (each buyer once).
            sale.coinOut += uint112(contribution.coin);
        }
        uint256 balance = IERC20(token).balanceOf(msg.sender);
        uint256 burned = contribution.tokens < balance ? contribution.tokens : balance;
        ISaleHubToken(token).onSaleHook(msg.sender, burned);
        emit RefundClaimed(token, msg.sender, contribution.coin, burned);
        _payOrCredit(msg.sender, contribution.coin);
    }

    /**
     * @notice Sends the caller's credit (payments it refused) to `to`.
     * @dev Emits {CreditWithdrawn}.
     * @param to Any address that accepts the coin.
     */
    function withdrawCredit(address payable to) external nonReentrant {
        uint256 amount = credits[msg.sender];
        if (amount == 0) revert SaleNothingToClaim(msg.sender);
        credits[msg.sender] = 0;
        totalCredits -= amount;
        // solhint-disable-next-line avoid-low-level-calls
        (bool paid,) = to.call{value: amount}("");
        if (!paid) revert SalePaymentFailed(to, amount);
        emit CreditWithdrawn(msg.sender, to, amount);
    }

    /// @notice `token`'s sale: its terms and books.
    /// @param token The sale token.
    /// @return The sale (reverts with {SaleHubUnknownSale} for a token that never registered).
    function saleOf(address token) external view returns (Sale memory) {
        return _sale(token);
    }

    /// @notice `token`'s sale phase now (see {SalePhase}).
    /// @param token The sale token.
    /// @return The phase.
    function phase(address token) external view returns (SalePhase) {
        return _phase(_sale(token));
    }

    /// @notice Tokens `coin` wei buys in `token`'s sale (rounded down).
    /// @param token The sale token.
    /// @param coin Amount of native coin, in wei.
    /// @return Token base units.
    function tokensForCoin(address token, uint256 coin) external view returns (uint256) {
        return SaleMath.tokensForCoin(coin, _sale(token).tokensPerCoin);
    }

    /// @notice Coin `token`'s sale still holds (raised, less refund claims, the pool and the
    /// beneficiary's share).
    /// @param token The sale token.
    /// @return Wei.
    function coinHeld(address token) external view returns (uint256) {
        Sale storage sale = _sale(token);
        return sale.totalRaised - sale.coinOut;
    }

    function _sale(address token) private view returns (Sale storage sale) {
        sale = _sales[token];
        if (sale.beneficiary == address(0)) revert SaleHubUnknownSale(token);
    }

    function _phase(Sale storage sale) private view returns (SalePhase) {
        if (sale.launched) return SalePhase.Trading;
        uint256 raised = sale.totalRaised;
        uint256 endTime = sale.endTime;
        if (block.timestamp < endTime && raised < sale.hardCap) return SalePhase.Active;
        if (raised < sale.softCap || block.timestamp >= endTime + LAUNCH_WINDOW) return SalePhase.Failed;
        return SalePhase.Ended;
    }

    function _checkTerms(SaleTerms calldata terms) private view {
        if (terms.beneficiary == address(0)) revert SaleInvalidConfig("beneficiary");
        if (terms.tokensPerCoin == 0 || terms.tokensPerCoin > type(uint128).max) {
            revert SaleInvalidConfig("tokensPerCoin");
        }
        if (terms.hardCap == 0 || terms.hardCap > type(uint112).max) revert SaleInvalidConfig("hardCap");
        if (terms.softCap > terms.hardCap) revert SaleInvalidConfig("softCap");
        if (terms.minContribution == 0 || terms.minContribution > terms.hardCap) {
            revert SaleInvalidConfig("minContribution");
        }
        if (terms.maxContribution < terms.minContribution) revert SaleInvalidConfig("maxContribution");
        if (terms.endTime <= block.timestamp || terms.endTime > block.timestamp + MAX_SALE_DURATION) {
            revert SaleInvalidConfig("endTime");
        }
        if (!LiquidityFloor.holds(terms.liquidityBps)) revert SaleInvalidConfig("liquidityBps");
        if (!SaleMath.minimumBuyMakesAPool(terms.minContribution, terms.tokensPerCoin, terms.liquidityBps)) {
            revert SaleInvalidConfig("minContribution");
        }
        (uint256 saleTokens, uint256 poolTokens) =
            SaleMath.reserves(terms.hardCap, terms.tokensPerCoin, terms.liquidityBps);
        if (saleTokens + poolTokens > type(uint128).max) revert SaleInvalidConfig("tokensPerCoin");
        if (terms.router == address(0)) revert SaleInvalidConfig("router");
        if (terms.lpLockDuration > 0) {
            if (terms.locker.code.length == 0) revert SaleInvalidConfig("locker");
            if (terms.lpLockDuration < MIN_LP_LOCK_DURATION || terms.lpLockDuration > MAX_LP_LOCK_DURATION) {
                revert SaleInvalidConfig("lpLockDuration");
            }
        } else if (terms.locker != address(0)) {
            revert SaleInvalidConfig("locker");
        }
    }

    // Mints the pool's first liquidity straight on the pair (no router quote: see the contract's
    // notes on pre-created pools), then locks or burns it.
    function _addLiquidity(address token, Sale storage sale, uint256 poolCoin, uint256 poolTokens)
        private
        returns (address pair, uint256 liquidity, uint256 lockId)
    {
        address router = sale.router;
        address weth = IUniswapV2RouterBasics(router).WETH();
        address factory = IUniswapV2RouterBasics(router).factory();
        pair = IUniswapV2Factory(factory).getPair(token, weth);
        if (pair == address(0)) pair = IUniswapV2Factory(factory).createPair(token, weth);
        IWETH(weth).deposit{value: poolCoin}();
        if (!IWETH(weth).transfer(pair, poolCoin)) revert SalePaymentFailed(pair, poolCoin);
        _transferToken(token, pair, poolTokens);
        liquidity = IUniswapV2Pair(pair).mint(address(this));

        uint256 lockDuration = sale.lpLockDuration;
        if (lockDuration == 0) {
            if (!IERC20(pair).transfer(DEAD, liquidity)) revert SalePaymentFailed(DEAD, liquidity);
        } else {
            address locker = sale.locker;
            if (!IERC20(pair).approve(locker, liquidity)) revert SalePaymentFailed(locker, liquidity);
            lockId = ITokenLocker(locker).lock(
                pair,
                true,
                sale.beneficiary,
                liquidity,
                LockSchedule(LockKind.Fixed, 0, block.timestamp + lockDuration, 0, 0, 0),
                "Sale liquidity"
            );
        }
    }

    function _transferToken(address token, address to, uint256 amount) private {
        if (!IERC20(token).transfer(to, amount)) revert SalePaymentFailed(to, amount);
    }

    function _refund(address token, address to, uint256 amount, SaleRefundReason reason) private {
        emit SaleRefunded(token, to, amount, reason, _payOrCredit(to, amount));
    }

    // Pays with capped gas; a refused payment is credited for {withdrawCredit}.
    function _payOrCredit(address to, uint256 amount) private returns (bool paid) {
        // solhint-disable-next-line avoid-low-level-calls
        (paid,) = to.call{value: amount, gas: PAYOUT_GAS}("");
        if (!paid) {
            credits[to] += amount;
            totalCredits += amount;
            emit PaymentCredited(to, amount);
        }
    }
}

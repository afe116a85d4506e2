// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {NoOwnerOwnable} from "./base/NoOwnerOwnable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {IUniswapV2Factory} from "../../dex/interfaces/IUniswapV2Factory.sol";
import {IUniswapV2Pair} from "../../dex/interfaces/IUniswapV2Pair.sol";
import {IUniswapV2RouterBasics} from "../../dex/interfaces/IUniswapV2RouterBasics.sol";
import {IWETH} from "../../dex/interfaces/IWETH.sol";
import {ITokenLocker, LockKind, LockSchedule} from "../../lock/ITokenLocker.sol";
import {LiquidityFloor} from "../../utils/LiquidityFloor.sol";
import {ReentrancyLock} from "../../utils/evm/ReentrancyLock.sol";
import {TemplateERC20} from "./base/TemplateERC20.sol";
import {LpLockFloor} from "../../utils/LpLockFloor.sol";

/// @notice Deployment settings of a {SaleToken}. Every one is kept as a public immutable.
struct SaleTokenConfig {
    string name;
    string symbol;
    uint8 decimals;
    /// The stated supply, in base units: the creator's allocation, the sale's tokens and the
    /// liquidity reserve. Nothing is ever minted beyond it; the unsold part is burned at the launch.
    uint256 totalSupply;
    /// Owner (may start trading early) and beneficiary: receives the allocation, the raised coin
    /// not put into liquidity, and the LP lock.
    address owner;
    /// Token base units a buyer receives per whole native coin (10^18 wei).
    uint256 tokensPerCoin;
    /// Most coin the sale accepts in total (wei).
    uint256 hardCap;
    /// Least coin the sale must raise by its end, or every buyer can take the coin back; 0 = none.
    uint256 softCap;
    /// Least coin an address's total contribution may be (its first buy must reach it).
    uint256 minContribution;
    /// Most coin one address may contribute in total.
    uint256 maxContribution;
    /// When the sale stops accepting coin (seconds).
    uint64 endTime;
    /// Share of the raised coin added to the pool with the matching tokens, basis points
    /// ({SaleToken.MIN_LIQUIDITY_BPS}, 51%, to 10,000).
    uint16 liquidityBps;
    /// Uniswap-V2-style router whose factory and wrapped coin the pool uses.
    address router;
    /// TokenBox's shared locker; required when `lpLockDuration` is not 0.
    address locker;
    /// Seconds the LP stays locked from the launch; 0 burns the LP instead (sends it to 0x…dEaD).
    uint32 lpLockDuration;
}

/**
 * @title SaleToken
 * @notice TokenBox "standard sale" token (route `/co/50?t=0`, "No dApp Version"): a token that
 * sells itself. Anyone sends the native coin straight to the token's address (a plain transfer
 * from any wallet, no dApp) and receives `tokensPerCoin` tokens per coin, within the per-address
 * minimum and maximum and the hard cap, until {endTime}. The token cannot be traded during the sale
 * ({SaleTradingNotStarted}, which the app shows as "Unable to trade, please add liquidity or start
 * trading").
 *
 * Starting trading ({startTrading}: the owner at any time once the soft cap is met, anyone once the
 * sale has ended) adds `liquidityBps` of the raised coin, wrapped, and the tokens that coin buys at
 * the sale price to the pool of this token and the router's wrapped coin, locks the LP in the shared
 * locker for `lpLockDuration` (the beneficiary may withdraw it afterwards) or burns it, sends the
 * rest of the coin to the beneficiary and burns every token the sale did not sell or the pool did
 * not take. If a soft cap is set and was not met by the end, or if nobody starts trading within
 * {LAUNCH_WINDOW} of the end, trading never starts and every buyer takes the coin back with
 * {claimRefund}, which burns the tokens bought.
 *
 * Supply: the sale tokens and the liquidity reserve (their maximum, at the hard cap) are minted to
 * this contract at deployment and the rest of the stated supply to the owner, so `totalSupply()`
 * is the stated supply from the first block and only ever falls (burns). Buys move tokens out of
 * this contract's balance.
 *
 * Buys and refunds in the same transaction ({SaleRefunded} says why): a sender that is not the
 * transaction's signer (a contract: exchange forwarders, bots, multisigs, whose tokens could be
 * lost) is refunded whole; after the end, after the launch, or past the hard cap the coin (or the
 * part above a cap) goes back; a total below the minimum goes back whole. Refunds go to
 * `msg.sender` with {PAYOUT_GAS}; a sender that refuses them is credited instead and takes the coin
 * later with {withdrawRefund} to any address, so a hostile receiver never blocks anything. The
 * same pull fallback protects the launch from a beneficiary that refuses coin.
 *
 * Owner powers: only starting trading before the end, and only once the soft cap is met. There is
 * no mint, pause, blacklist, fee or withdrawal; the beneficiary, the LP's fate and every number are
 * immutables. Renouncing ownership freezes nothing: anyone can start trading after the end.
 *
 * Pre-created pool attack (a stranger creates the pair and sends it wrapped coin, synced or not,
 * so that a router's `addLiquidity` reverts on its zero token reserve or quotes a skewed price):
 * the launch does not use the router's quote. It transfers the tokens and wrapped coin straight to
 * the pair and mints, which works at any pre-launch state of the pair: before the launch the pair
 * cannot hold this token (transfers are blocked), so it has no LP supply, and the first mint counts
 * only what the launch sent (plus any unsynced donation). A donation stays in the pool: the pool's
 * price is then above the sale price, a gift to the holders that the donor loses.
 *
 * Rounding: a buy's tokens are rounded down per buy, so buyers never receive more than the coin
 * pays for and the total sold never exceeds the sale reserve.
 */
contract SaleToken is TemplateERC20, NoOwnerOwnable, ReentrancyLock {
    /// @notice Why coin sent to the token went back.
    enum SaleRefundReason {
        /// The sender is not the transaction's signer (a contract).
        SenderIsContract,
        /// The sale has ended, filled, or trading has started.
        SaleClosed,
        /// The sender's total contribution would stay below the minimum (or buy no token).
        BelowMinimum,
        /// The part above the per-address maximum.
        AboveMaximum,
        /// The part above the hard cap.
        HardCapReached
    }

    /// @notice The sale's life: buying, over and waiting for the launch, trading, or failed
    /// (soft cap missed, or no launch within {LAUNCH_WINDOW}: buyers claim refunds).
    enum SalePhase {
        Active,
        Ended,
        Trading,
        Failed
    }

    /// @dev One word per buyer: coin paid (wei) and tokens received, both below 2^128 because the
    /// hard cap and the supply are below 2^112.
    struct Contribution {
        uint128 coin;
        uint128 tokens;
    }

    /// @notice Where burned LP goes (the pair's own locked-liquidity holder, which no key controls).
    address public constant DEAD = 0x000000000000000000000000000000000000dEaD;
    /// @notice After the end, how long anyone may start trading; past it the sale is failed and
    /// refundable, so coin never stays stuck behind a launch nobody makes or that cannot succeed.
    uint256 public constant LAUNCH_WINDOW = 30 days;
    /// @notice Longest sale accepted at deployment.
    uint256 public constant MAX_SALE_DURATION = 365 days;
    /// @notice Longest LP lock accepted (longer than that: burn the LP).
    uint256 public constant MAX_LP_LOCK_DURATION = 100 * 365 days;
    /// @notice Shortest LP lock accepted: 30 days (or burn the LP). Buyers get a market for at least
    /// that long whoever deploys the sale, through the TokenBox form or not.
    uint256 public constant MIN_LP_LOCK_DURATION = LpLockFloor.MIN_LP_LOCK_DURATION;
    /// @notice Gas given to each coin payment (refund, beneficiary); a receiver that needs more, or
    /// refuses, is credited instead ({withdrawRefund}, {withdrawBeneficiaryFunds}). Enough for a
    /// Safe proxy's receive (about 10,000).
    uint256 public constant PAYOUT_GAS = 50_000;
    /// @notice Least share of the raised coin the launch pools, basis points: 51%, so the
    /// beneficiary never takes more than 49% of a raise ({LiquidityFloor}, the launchpad's floor).
    uint256 public constant MIN_LIQUIDITY_BPS = LiquidityFloor.MIN_LIQUIDITY_BPS;
    uint256 private constant _BPS = 10_000;
    uint256 private constant _COIN = 1e18;
    /// @dev The pair's first mint needs sqrt(tokens * coin) above its 1,000 locked shares.
    uint256 private constant _PAIR_MINIMUM_LIQUIDITY = 1_000;

    /// @notice Receives the allocation, the coin not put into liquidity and the LP lock (the owner
    /// at deployment; a later ownership change does not move it).
    address public immutable beneficiary;
    /// @notice See {SaleTokenConfig}.
    uint256 public immutable tokensPerCoin;
    /// @notice See {SaleTokenConfig}.
    uint256 public immutable hardCap;
    /// @notice See {SaleTokenConfig}.
    uint256 public immutable softCap;
    /// @notice See {SaleTokenConfig}.
    uint256 public immutable minContribution;
    /// @notice See {SaleTokenConfig}.
    uint256 public immutable maxContribution;
    /// @notice See {SaleTokenConfig}.
    uint256 public immutable endTime;
    /// @notice See {SaleTokenConfig}.
    uint256 public immutable liquidityBps;
    /// @notice See {SaleTokenConfig}.
    address public immutable router;
    /// @notice The router's factory, read at deployment.
    address public immutable factory;
    /// @notice The router's wrapped native coin, read at deployment.
    address public immutable weth;
    /// @notice See {SaleTokenConfig}; zero when the LP is burned.
    address public immutable locker;
    /// @notice See {SaleTokenConfig}; 0 = the LP is burned.
    uint256 public immutable lpLockDuration;
    /// @notice The stated supply (`totalSupply()` starts there and only falls).
    uint256 public immutable statedSupply;
    /// @notice Tokens reserved for buyers: what the hard cap buys.
    uint256 public immutable saleSupply;
    /// @notice Tokens reserved for the pool: what the liquidity share of the hard cap buys.
    uint256 public immutable liquiditySupply;

    /// @notice Coin accepted by the sale (wei).
    uint128 public totalRaised;
    /// @notice Addresses that bought.
    uint64 public buyerCount;
    /// @notice Whether trading has started (the launch is done).
    bool public tradingStarted;

    /// @notice Coin sent back to senders and buyers (immediate refunds, claims, withdrawn credits).
    uint256 public coinRefunded;
    /// @notice Coin put into the pool.
    uint256 public coinToLiquidity;
    /// @notice Coin paid to the beneficiary.
    uint256 public coinToBeneficiary;
    /// @notice Refunds a receiver refused, waiting for {withdrawRefund}.
    mapping(address account => uint256) public pendingRefunds;
    /// @notice The beneficiary's share that its address refused, waiting for {withdrawBeneficiaryFunds}.
    uint256 public pendingBeneficiaryFunds;
    /// @notice Each buyer's coin paid and tokens received.
    mapping(address buyer => Contribution) public contributions;

    /// @notice A sale token was deployed. Emitted once, by the constructor, so that the chain's sale
    /// tokens can be listed from logs of this topic alone (no factory, registry or database); a
    /// lister keeps only emitters whose code is this template's (anyone can emit the same topic).
    event SaleTokenCreated(address indexed beneficiary, uint256 hardCap, uint256 softCap, uint256 endTime);
    /// @notice `buyer` paid `coin` and received `tokens`.
    event TokensPurchased(address indexed buyer, uint256 coin, uint256 tokens);
    /// @notice `amount` of coin sent by `account` went back, or was credited when `paid` is false.
    event SaleRefunded(address indexed account, uint256 amount, SaleRefundReason reason, bool paid);
    /// @notice Trading started: `coinToPool` and `tokensToPool` made `liquidity` LP shares, locked
    /// under `lockId` (0 = burned); the beneficiary got `coinToBeneficiary`; `tokensBurned` unsold.
    event TradingStarted(
        address indexed caller,
        address indexed pair,
        uint256 coinToPool,
        uint256 tokensToPool,
        uint256 liquidity,
        uint256 lockId,
        uint256 coinToBeneficiary,
        uint256 tokensBurned
    );
    /// @notice `buyer` took back `coin` after a failed sale; its `tokens` bought were burned.
    event RefundClaimed(address indexed buyer, uint256 coin, uint256 tokens);
    /// @notice A refused payment was credited to `account` (refund) or to the beneficiary.
    event PaymentCredited(address indexed account, uint256 amount);
    /// @notice `account` withdrew `amount` of its credit to `to`.
    event CreditWithdrawn(address indexed account, address indexed to, uint256 amount);

    /// @notice A transfer between holders before trading started ("Unable to trade, please add
    /// liquidity or start trading").
    error SaleTradingNotStarted();
    /// @notice A deployment setting is out of range; `field` names it.
    error SaleInvalidConfig(string field);
    /// @notice Coin sent with no value.
    error SaleNothingSent();
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
    /// @notice Only the beneficiary may withdraw its credit.
    error SaleNotBeneficiary(address caller);
    /// @notice A withdrawal's receiver refused the coin.
    error SalePaymentFailed(address to, uint256 amount);

    /**
     * @param config The settings; see {SaleTokenConfig}.
     * Requirements: a positive price and hard cap; soft cap at most the hard cap; 0 < minimum <=
     * maximum; the end within {MAX_SALE_DURATION}; liquidity {MIN_LIQUIDITY_BPS}..10,000 bps, and one
     * minimum buy enough for the pair's first mint; a supply below 2^112 covering the sale and liquidity
     * reserves; a router with a factory and wrapped coin; a locker when the LP is locked, a lock
     * of {MIN_LP_LOCK_DURATION} to {MAX_LP_LOCK_DURATION}.
     */
    constructor(SaleTokenConfig memory config)
        TemplateERC20(config.name, config.symbol, config.decimals)
        Ownable(config.owner)
    {
        if (config.tokensPerCoin == 0) revert SaleInvalidConfig("tokensPerCoin");
        if (config.hardCap == 0 || config.hardCap > type(uint112).max) revert SaleInvalidConfig("hardCap");
        if (config.softCap > config.hardCap) revert SaleInvalidConfig("softCap");
        if (config.minContribution == 0 || config.minContribution > config.hardCap) {
            revert SaleInvalidConfig("minContribution");
        }
        if (config.maxContribution < config.minContribution) revert SaleInvalidConfig("maxContribution");
        if (config.endTime <= block.timestamp || config.endTime > block.timestamp + MAX_SALE_DURATION) {
            revert SaleInvalidConfig("endTime");
        }
        if (!LiquidityFloor.holds(config.liquidityBps)) revert SaleInvalidConfig("liquidityBps");
        if (config.totalSupply > type(uint112).max) revert SaleInvalidConfig("totalSupply");
        // Every launch with coin raised has at least one minimum buy in it; its pool must mint.
        uint256 minimumPoolCoin = (config.minContribution * config.liquidityBps) / _BPS;
        uint256 minimumPoolTokens = Math.mulDiv(minimumPoolCoin, config.tokensPerCoin, _COIN);
        if (Math.sqrt(minimumPoolCoin * minimumPoolTokens) <= _PAIR_MINIMUM_LIQUIDITY) {
            revert SaleInvalidConfig("minContribution");
        }
        uint256 saleTokens = Math.mulDiv(config.hardCap, config.tokensPerCoin, _COIN);
        uint256 poolTokens = Math.mulDiv((config.hardCap * config.liquidityBps) / _BPS, config.tokensPerCoin, _COIN);
        if (saleTokens + poolTokens > config.totalSupply) revert SaleInvalidConfig("totalSupply");
        if (config.router == address(0)) revert SaleInvalidConfig("router");
        if (config.lpLockDuration > 0) {
            if (config.locker.code.length == 0) revert SaleInvalidConfig("locker");
            if (config.lpLockDuration < MIN_LP_LOCK_DURATION || config.lpLockDuration > MAX_LP_LOCK_DURATION) {
                revert SaleInvalidConfig("lpLockDuration");
            }
        } else if (config.locker != address(0)) {
            revert SaleInvalidConfig("locker");
        }

        beneficiary = config.owner;
        tokensPerCoin = config.tokensPerCoin;
        hardCap = config.hardCap;
        softCap = config.softCap;
        minContribution = config.minContribution;
        maxContribution = config.maxContribution;
        endTime = config.endTime;
        liquidityBps = config.liquidityBps;
        router = config.router;
        factory = IUniswapV2RouterBasics(config.router).factory();
        weth = IUniswapV2RouterBasics(config.router).WETH();
        locker = config.locker;
        lpLockDuration = config.lpLockDuration;
        statedSupply = config.totalSupply;
        saleSupply = saleTokens;
        liquiditySupply = poolTokens;

        _mint(address(this), saleTokens + poolTokens);
        uint256 allocation = config.totalSupply - saleTokens - poolTokens;
        if (allocation > 0) _mint(config.owner, allocation);
        emit SaleTokenCreated(config.owner, config.hardCap, config.softCap, config.endTime);
    }

    /**
     * @notice Buys tokens with the coin sent (a plain transfer to the token's address).
     * @dev Whatever cannot be accepted goes back in the same transaction ({SaleRefunded}). Emits
     * {TokensPurchased} when anything is accepted.
     */
    // The plain transfer IS the purchase ("No dApp Version"), so receive carries the sale's logic.
    // solhint-disable-next-line no-complex-fallback
    receive() external payable nonReentrant {
        if (msg.value == 0) revert SaleNothingSent();
        // A contract cannot be told apart from an exchange's forwarder whose tokens would be lost,
        // so only the transaction's signer buys.
        // solhint-disable-next-line avoid-tx-origin
        if (msg.sender != tx.origin) {
            _refund(msg.sender, msg.value, SaleRefundReason.SenderIsContract);
            return;
        }
        uint256 raised = totalRaised;
        if (tradingStarted || block.timestamp >= endTime || raised >= hardCap) {
            _refund(msg.sender, msg.value, SaleRefundReason.SaleClosed);
            return;
        }

        Contribution memory contribution = contributions[msg.sender];
        uint256 accepted = msg.value;
        SaleRefundReason reason = SaleRefundReason.BelowMinimum;
        uint256 personalRoom = maxContribution > contribution.coin ? maxContribution - contribution.coin : 0;
        if (accepted > personalRoom) (accepted, reason) = (personalRoom, SaleRefundReason.AboveMaximum);
        if (accepted > hardCap - raised) (accepted, reason) = (hardCap - raised, SaleRefundReason.HardCapReached);
        uint256 tokens = Math.mulDiv(accepted, tokensPerCoin, _COIN);
        if (tokens == 0 || contribution.coin + accepted < minContribution) {
            _refund(msg.sender, msg.value, accepted == msg.value ? SaleRefundReason.BelowMinimum : reason);
            return;
        }

        unchecked {
            // accepted <= hardCap - raised < 2^112, and the tokens of all buys together are at most
            // saleSupply < 2^112, so none of these sums can wrap their 64- or 128-bit fields (a
            // buyer count above 2^64 would need more transactions than any chain will ever carry).
            if (contribution.coin == 0) ++buyerCount;
            contributions[msg.sender] =
                Contribution(uint128(contribution.coin + accepted), uint128(contribution.tokens + tokens));
            totalRaised = uint128(raised + accepted);
        }
        _transfer(address(this), msg.sender, tokens);
        emit TokensPurchased(msg.sender, accepted, tokens);
        if (accepted < msg.value) _refund(msg.sender, msg.value - accepted, reason);
    }

    /**
     * @notice Starts trading: pool, LP lock or burn, the beneficiary's coin, the unsold burned.
     * @dev Requirements: trading not started; the soft cap met; before the end only the owner,
     * after it (or once the hard cap is filled) anyone, until {LAUNCH_WINDOW} after the end.
     * Emits {TradingStarted}.
     * @return pair The pool of this token and the wrapped coin.
     * @return liquidity LP shares minted (0 when nothing was raised).
     */
    function startTrading() external nonReentrant returns (address pair, uint256 liquidity) {
        if (tradingStarted) revert SaleTradingAlreadyStarted();
        uint256 raised = totalRaised;
        if (block.timestamp < endTime && raised < hardCap) _checkOwner();
        if (block.timestamp >= endTime + LAUNCH_WINDOW) revert SaleLaunchWindowClosed(endTime + LAUNCH_WINDOW);
        if (raised < softCap) revert SaleSoftCapNotMet(raised, softCap);
        tradingStarted = true;

        uint256 poolCoin = (raised * liquidityBps) / _BPS;
        uint256 poolTokens = Math.mulDiv(poolCoin, tokensPerCoin, _COIN);
        uint256 lockId;
        // With nothing raised there is no pool to make: trading opens and the reserve is burned.
        if (poolCoin > 0) (pair, liquidity, lockId) = _addLiquidity(poolCoin, poolTokens);
        coinToLiquidity = poolCoin;

        uint256 unsold = balanceOf(address(this));
        _burn(address(this), unsold);
        uint256 beneficiaryCoin = raised - poolCoin;
        if (beneficiaryCoin > 0) _payBeneficiary(beneficiaryCoin);
        emit TradingStarted(msg.sender, pair, poolCoin, poolTokens, liquidity, lockId, beneficiaryCoin, unsold);
    }

    /**
     * @notice After a failed sale, pays the caller back everything it paid and burns the tokens it
     * bought (its other tokens, such as the owner's allocation, stay).
     * @dev Requirements: {phase} is Failed; the caller bought. A refused payment is credited
     * ({withdrawRefund}). Emits {RefundClaimed}.
     */
    function claimRefund() external nonReentrant {
        if (phase() != SalePhase.Failed) revert SaleNotFailed();
        Contribution memory contribution = contributions[msg.sender];
        if (contribution.coin == 0) revert SaleNothingToClaim(msg.sender);
        delete contributions[msg.sender];
        // The buyer still holds the tokens: nothing can move them before trading starts.
        _burn(msg.sender, contribution.tokens);
        emit RefundClaimed(msg.sender, contribution.coin, contribution.tokens);
        _payRefund(msg.sender, contribution.coin);
    }

    /**
     * @notice Sends the caller's refused refunds to `to` (any address that accepts coin).
     * @dev Emits {CreditWithdrawn}.
     */
    function withdrawRefund(address payable to) external nonReentrant {
        uint256 amount = pendingRefunds[msg.sender];
        if (amount == 0) revert SaleNothingToClaim(msg.sender);
        pendingRefunds[msg.sender] = 0;
        coinRefunded += amount;
        _payOrRevert(to, amount);
        emit CreditWithdrawn(msg.sender, to, amount);
    }

    /**
     * @notice Sends the beneficiary's refused share to `to`.
     * @dev Requirements: the caller is the beneficiary. Emits {CreditWithdrawn}.
     */
    function withdrawBeneficiaryFunds(address payable to) external nonReentrant {
        if (msg.sender != beneficiary) revert SaleNotBeneficiary(msg.sender);
        uint256 amount = pendingBeneficiaryFunds;
        if (amount == 0) revert SaleNothingToClaim(msg.sender);
        pendingBeneficiaryFunds = 0;
        coinToBeneficiary += amount;
        _payOrRevert(to, amount);
        emit CreditWithdrawn(msg.sender, to, amount);
    }

    /// @notice The sale's phase now (see {SalePhase}).
    /// @return The phase.
    function phase() public view returns (SalePhase) {
        if (tradingStarted) return SalePhase.Trading;
        uint256 raised = totalRaised;
        if (block.timestamp < endTime && raised < hardCap) return SalePhase.Active;
        if (raised < softCap || block.timestamp >= endTime + LAUNCH_WINDOW) return SalePhase.Failed;
        return SalePhase.Ended;
    }

    /// @notice Tokens `coin` wei buys at the sale price (rounded down).
    /// @param coin Amount of native coin, in wei.
    /// @return Token base units.
    function tokensForCoin(uint256 coin) public view returns (uint256) {
        return Math.mulDiv(coin, tokensPerCoin, _COIN);
    }

    /// @dev Before trading starts only the sale moves tokens: mints, burns and transfers out of this
    /// contract (buys and the pool's tokens).
    function _update(address from, address to, uint256 value) internal override {
        if (from != address(this) && from != address(0) && to != address(0) && !tradingStarted) {
            revert SaleTradingNotStarted();
        }
        super._update(from, to, value);
    }

    // Mints the pool's first liquidity straight on the pair (no router quote: see the contract's
    // notes on pre-created pools), then locks or burns it.
    function _addLiquidity(uint256 poolCoin, uint256 poolTokens)
        private
        returns (address pair, uint256 liquidity, uint256 lockId)
    {
        pair = IUniswapV2Factory(factory).getPair(address(this), weth);
        if (pair == address(0)) pair = IUniswapV2Factory(factory).createPair(address(this), weth);
        IWETH(weth).deposit{value: poolCoin}();
        if (!IWETH(weth).transfer(pair, poolCoin)) revert SalePaymentFailed(pair, poolCoin);
        _transfer(address(this), pair, poolTokens);
        liquidity = IUniswapV2Pair(pair).mint(address(this));

        if (lpLockDuration == 0) {
            if (!IERC20(pair).transfer(DEAD, liquidity)) revert SalePaymentFailed(DEAD, liquidity);
        } else {
            if (!IERC20(pair).approve(locker, liquidity)) revert SalePaymentFailed(locker, liquidity);
            lockId = ITokenLocker(locker).lock(
                pair,
                true,
                beneficiary,
                liquidity,
                LockSchedule(LockKind.Fixed, 0, block.timestamp + lpLockDuration, 0, 0, 0),
                "Sale liquidity"
            );
        }
    }

    function _refund(address to, uint256 amount, SaleRefundReason reason) private {
        emit SaleRefunded(to, amount, reason, _payRefund(to, amount));
    }

    // Pays a refund with capped gas; a refused one is credited for {withdrawRefund}.
    function _payRefund(address to, uint256 amount) private returns (bool paid) {
        // solhint-disable-next-line avoid-low-level-calls
        (paid,) = to.call{value: amount, gas: PAYOUT_GAS}("");
        if (paid) {
            coinRefunded += amount;
        } else {
            pendingRefunds[to] += amount;
            emit PaymentCredited(to, amount);
        }
    }

    function _payBeneficiary(uint256 amount) private {
        // solhint-disable-next-line avoid-low-level-calls
        (bool paid,) = beneficiary.call{value: amount, gas: PAYOUT_GAS}("");
        if (paid) {
            coinToBeneficiary += amount;
        } else {
            pendingBeneficiaryFunds += amount;
            emit PaymentCredited(beneficiary, amount);
        }
    }

    function _payOrRevert(address payable to, uint256 amount) private {
        // solhint-disable-next-line avoid-low-level-calls
        (bool paid,) = to.call{value: amount}("");
        if (!paid) revert SalePaymentFailed(to, amount);
    }
}

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

/// @notice Who may mint a {FairLaunchToken}.
enum FairLaunchCondition {
    /// Anyone.
    None,
    /// Addresses on the public whitelist the creator keeps until the launch.
    Whitelist,
    /// Addresses holding at least `conditionAmount` of `conditionToken` when they mint.
    HoldToken
}

/// @notice Deployment settings of a {FairLaunchToken}. Every one is kept as a public immutable.
struct FairLaunchConfig {
    string name;
    string symbol;
    uint8 decimals;
    /// Creator: keeps the whitelist until the launch and receives the coin not pooled and the LP lock.
    address owner;
    /// Token base units one mint gives ("mint quantity per time").
    uint256 mintAmount;
    /// Wei the first mint costs; 0 = free-mint mode (then no premium, refund or liquidity).
    uint256 mintFee;
    /// Most mints one address may make ("times limit").
    uint32 mintsPerAddress;
    /// Mints in total ("hard cap"); the cap in tokens is maxMints x mintAmount.
    uint32 maxMints;
    /// When minting stops if the cap was not reached (seconds).
    uint64 endTime;
    /// Price growth over the whole cap, basis points: the mint after k others costs
    /// mintFee x (1 + premiumBps / 10,000 x k / maxMints). 0 = a flat price; at most 100,000 (11x).
    uint32 premiumBps;
    /// Share of what a minter paid that {refund} returns before the launch, basis points; 0 = none.
    uint16 refundBps;
    /// Share of the coin (and of the minted tokens, as the pool's tokens) put into the pool, bps:
    /// {FairLaunchToken.MIN_LIQUIDITY_BPS} (51%) to 10,000 with a mint fee, 0 in free-mint mode.
    uint16 liquidityBps;
    FairLaunchCondition condition;
    /// The ERC20 a minter must hold under {FairLaunchCondition.HoldToken}; zero otherwise.
    address conditionToken;
    /// Least balance of `conditionToken` (its base units).
    uint256 conditionAmount;
    /// Seconds over which minted tokens unlock linearly after the launch; 0 = immediately.
    uint32 vestingDuration;
    /// Uniswap-V2-style router whose factory and wrapped coin the pool uses.
    address router;
    /// TokenBox's shared locker; required when `lpLockDuration` is not 0.
    address locker;
    /// Seconds the LP stays locked from the launch; 0 burns the LP.
    uint32 lpLockDuration;
}

/**
 * @title FairLaunchToken
 * @notice TokenBox fair-launch token (routes `/co/fa`, the dApp version, and `/co/50?t=1`, the
 * "No dApp" fair sale): nobody gets tokens except by minting, every mint gives the same
 * `mintAmount`, and no one, the creator included, has an allocation.
 *
 * Minting: {mint} (the dApp) or a plain native transfer to the token (any wallet). A mint costs
 * the current price (see {mintCost}): `mintFee`, raised linearly by the premium as mints fill the
 * cap, so the mint after `k` others costs `mintFee * (1 + premiumBps/10,000 * k / maxMints)`.
 * Each address may mint `mintsPerAddress` times, all together `maxMints` times, until {endTime}.
 * A plain transfer mints as many whole mints as its value pays for (within the limits) and returns
 * the change in the same transaction with a reason ({MintCoinReturned}); in free-mint mode a
 * zero-value transfer mints once.
 *
 * Modes (the decision, after PinkSale's fair launch, pump.fun-style launches and the 2024 "fair
 * mint" ERC20s): crowdfunding when `mintFee > 0` (the coin raised builds the pool and pays the
 * creator), free mint when `mintFee == 0`. A free mint raises no coin, so it has no premium, no
 * refund and no pool: the launch only opens trading, and liquidity is added on the DEX by whoever
 * wishes (the creator included) at a price they choose. The mode is not a separate switch, so a
 * form cannot state one mode and deploy the other.
 *
 * Launch ({launch}): when the cap is reached the minting transaction that fills it launches too
 * (wallets estimate the gas of that transaction, launch included: a `gasleft()` branch would let
 * `eth_estimateGas` pick the limit that skips it); after {endTime} without the cap anyone may
 * launch. The launch pays `liquidityBps` of the coin held, wrapped, and `liquidityBps` of the
 * minted tokens (newly minted for the pool) straight into the pair created at deployment, so the
 * pool opens at the average price minters paid; it locks the LP for `lpLockDuration` in the shared
 * locker (the creator withdraws it afterwards) or burns it, pays the rest of the coin to the
 * creator and opens trading. Nothing can be transferred before the launch (mints and refunds
 * only), so the pool's price cannot be set by anyone else first: see the pre-created pair notes of
 * {SaleToken}, which apply here (the launch mints on the pair without a router quote).
 *
 * Refunds: with `refundBps > 0` a minter may undo all its mints with {refund} before the launch:
 * its tokens are burned, `refundBps` of what it paid comes back, and the rest stays with the coin
 * the launch splits (a gift to the pool and the creator). Its mints are freed for others. If nobody
 * launches within {LAUNCH_WINDOW} after the end, the launch is failed and every minter takes back
 * everything it paid with {claimRefund}, whatever `refundBps` says. Payments go out with
 * {PAYOUT_GAS}; a receiver that refuses is credited and withdraws later to any address.
 *
 * Vesting: with `vestingDuration > 0` minted tokens are held by the token and unlock linearly from
 * the launch over that duration ({claimVested}); immediately otherwise.
 *
 * Owner powers: only the whitelist, only under {FairLaunchCondition.Whitelist}, only before the
 * launch ({setWhitelist}: public mapping and event). No mint, pause, blacklist, fee, early launch
 * or withdrawal. Renouncing freezes nothing: minting, launching, refunds and claims need no owner.
 *
 * Supply: `maxMints * mintAmount` for minters plus at most `liquidityBps` of it for the pool, all
 * minted lazily, so `totalSupply()` never exceeds {statedSupply}.
 */
contract FairLaunchToken is TemplateERC20, NoOwnerOwnable, ReentrancyLock {
    /// @notice Why coin sent to the token went back.
    enum MintReturnReason {
        /// The sender is not the transaction's signer (a contract): plain transfers only mint for
        /// wallets, whose tokens cannot be lost in an exchange's forwarder.
        SenderIsContract,
        /// Minting is over (the end passed, the cap filled or the launch happened).
        MintingClosed,
        /// The sender may not mint (whitelist or holding condition, or its limit is used up).
        NotEligible,
        /// The value paid for no whole mint.
        BelowPrice,
        /// The change above the whole mints paid for, or above the address's or the cap's room.
        Change
    }

    /// @notice The launch's life.
    enum FairLaunchPhase {
        /// Minting.
        Minting,
        /// The cap filled or the end passed; waiting for anyone to launch.
        Ended,
        /// Launched: trading is open.
        Trading,
        /// No launch within {LAUNCH_WINDOW} after the end: minters take their coin back.
        Failed
    }

    /// @dev One word per minter: mints, coin paid (below 2^112 by the price bound) and vested
    /// tokens already claimed (below 2^112 by the supply bound).
    struct Minter {
        uint32 mints;
        uint112 paid;
        uint112 claimed;
    }

    /// @notice Where burned LP goes.
    address public constant DEAD = 0x000000000000000000000000000000000000dEaD;
    /// @notice After the end, how long anyone may launch; past it the launch is failed.
    uint256 public constant LAUNCH_WINDOW = 30 days;
    /// @notice Longest minting period accepted at deployment.
    uint256 public constant MAX_MINT_DURATION = 365 days;
    /// @notice Longest LP lock and vesting accepted.
    uint256 public constant MAX_LOCK_DURATION = 100 * 365 days;
    /// @notice Shortest LP lock accepted: 30 days (or burn the LP). Buyers get a market for at least
    /// that long whoever deploys the sale, through the TokenBox form or not.
    uint256 public constant MIN_LP_LOCK_DURATION = LpLockFloor.MIN_LP_LOCK_DURATION;
    /// @notice Highest premium: the last mint then costs 11 times the first.
    uint256 public constant MAX_PREMIUM_BPS = 100_000;
    /// @notice Gas given to each coin payment; a receiver that needs more, or refuses, is credited.
    uint256 public constant PAYOUT_GAS = 50_000;
    /// @notice Least share of the coin held at the launch (paid by the minters, less what refunds
    /// returned) that the launch pools, with the same share of the minted tokens, basis points: 51%,
    /// so the creator never takes more than 49% ({LiquidityFloor}, the launchpad's floor).
    uint256 public constant MIN_LIQUIDITY_BPS = LiquidityFloor.MIN_LIQUIDITY_BPS;
    uint256 private constant _BPS = 10_000;
    uint256 private constant _PAIR_MINIMUM_LIQUIDITY = 1_000;

    /// @notice Receives the coin not pooled and the LP lock (the owner at deployment).
    address public immutable creator;
    /// @notice See {FairLaunchConfig}.
    uint256 public immutable mintAmount;
    /// @notice See {FairLaunchConfig}.
    uint256 public immutable mintFee;
    /// @notice See {FairLaunchConfig}.
    uint256 public immutable mintsPerAddress;
    /// @notice See {FairLaunchConfig}.
    uint256 public immutable maxMints;
    /// @notice See {FairLaunchConfig}.
    uint256 public immutable endTime;
    /// @notice See {FairLaunchConfig}.
    uint256 public immutable premiumBps;
    /// @notice See {FairLaunchConfig}.
    uint256 public immutable refundBps;
    /// @notice See {FairLaunchConfig}.
    uint256 public immutable liquidityBps;
    /// @notice See {FairLaunchConfig}.
    FairLaunchCondition public immutable condition;
    /// @notice See {FairLaunchConfig}.
    address public immutable conditionToken;
    /// @notice See {FairLaunchConfig}.
    uint256 public immutable conditionAmount;
    /// @notice See {FairLaunchConfig}.
    uint256 public immutable vestingDuration;
    /// @notice The router's wrapped native coin, read at deployment.
    address public immutable weth;
    /// @notice The pool of this token and the wrapped coin, created at deployment (zero in
    /// free-mint mode, which makes no pool).
    address public immutable pair;
    /// @notice See {FairLaunchConfig}; zero when the LP is burned.
    address public immutable locker;
    /// @notice See {FairLaunchConfig}; 0 = the LP is burned.
    uint256 public immutable lpLockDuration;
    /// @notice Most tokens that can ever exist: the minters' cap plus the pool's share of it.
    uint256 public immutable statedSupply;

    /// @notice Mints made and not refunded.
    uint32 public totalMints;
    /// @notice Addresses holding at least one mint.
    uint32 public minterCount;
    uint40 private _launchedAt;
    // Coin held for the launch: below 2^112, the whole cap at the highest premium (the constructor's bound).
    uint128 private _funds;
    // Set by the constructor: the word of the totals above holds a value from the deployment on, so
    // the first mint changes it (2,900 gas) instead of filling it (22,100), and every mint writes
    // its totals and the coin held in one word.
    bool private _deployed;
    /// @notice Coin sent back (change, refunds, failed-launch claims, withdrawn credits).
    uint256 public coinRefunded;
    /// @notice Coin put into the pool.
    uint256 public coinToLiquidity;
    /// @notice Coin paid to the creator.
    uint256 public coinToCreator;
    /// @notice Refunds a receiver refused, waiting for {withdrawCredit}.
    mapping(address account => uint256) public credits;
    /// @notice The creator's launch share that its address refused, waiting for {withdrawCreatorFunds}.
    uint256 public pendingCreatorFunds;
    /// @notice Each minter's mints, coin paid and vested tokens claimed.
    mapping(address account => Minter) public minters;
    /// @notice Who may mint under {FairLaunchCondition.Whitelist}.
    mapping(address account => bool) public whitelisted;

    /// @notice A fair launch was deployed; lets the chain's fair launches be listed from this topic.
    event FairLaunchCreated(
        address indexed creator, uint256 maxMints, uint256 mintAmount, uint256 mintFee, uint256 endTime
    );
    /// @notice `minter` made `times` mints for `coin`, `tokens` in all.
    event Minted(address indexed minter, uint256 times, uint256 coin, uint256 tokens);
    /// @notice `amount` sent by `account` went back (or was credited when `paid` is false).
    event MintCoinReturned(address indexed account, uint256 amount, MintReturnReason reason, bool paid);
    /// @notice `minter` undid `times` mints: `tokens` burned, `coin` returned.
    event MintsRefunded(address indexed minter, uint256 times, uint256 coin, uint256 tokens);
    /// @notice The launch: `coinToPool` and `tokensToPool` made `liquidity` LP, locked under `lockId`
    /// (0 = burned); the creator got `coinToCreator`.
    event Launched(
        address indexed caller,
        uint256 coinToPool,
        uint256 tokensToPool,
        uint256 liquidity,
        uint256 lockId,
        uint256 coinToCreator
    );
    /// @notice The creator put `account` on (or off) the whitelist.
    event WhitelistUpdated(address indexed account, bool allowed);
    /// @notice `minter` claimed `tokens` vested tokens.
    event VestedClaimed(address indexed minter, uint256 tokens);
    /// @notice A refused payment was credited to `account`.
    event PaymentCredited(address indexed account, uint256 amount);
    /// @notice `account` withdrew `amount` of its credit to `to`.
    event CreditWithdrawn(address indexed account, address indexed to, uint256 amount);

    /// @notice A transfer between holders before the launch ("Unable to trade, please add liquidity
    /// or start trading").
    error FairLaunchTradingNotStarted();
    /// @notice A deployment setting is out of range; `field` names it.
    error FairLaunchInvalidConfig(string field);
    /// @notice Minting is over.
    error FairLaunchMintingClosed();
    /// @notice `account` may not mint (condition, whitelist, or its limit).
    error FairLaunchNotEligible(address account);
    /// @notice Zero mints, or more than the address's or the cap's room.
    error FairLaunchInvalidTimes(uint256 times);
    /// @notice The value sent is below the price of the mints asked.
    error FairLaunchUnderpaid(uint256 sent, uint256 cost);
    /// @notice The launch needs the cap reached or the end passed.
    error FairLaunchNotEnded();
    /// @notice Launched already.
    error FairLaunchAlreadyLaunched();
    /// @notice Nobody launched within {LAUNCH_WINDOW} of the end.
    error FairLaunchWindowClosed(uint256 deadline);
    /// @notice This token promises no refund before the launch, or the launch happened.
    error FairLaunchRefundNotAvailable();
    /// @notice Claims of a failed launch only.
    error FairLaunchNotFailed();
    /// @notice Nothing to refund, claim or withdraw.
    error FairLaunchNothingToClaim(address account);
    /// @notice The whitelist is closed (not the condition, or launched).
    error FairLaunchWhitelistClosed();
    /// @notice A payment's receiver refused it.
    error FairLaunchPaymentFailed(address to, uint256 amount);

    /**
     * @param config See {FairLaunchConfig}.
     * Requirements: positive mint amount, limits and cap; the end within {MAX_MINT_DURATION};
     * premium at most {MAX_PREMIUM_BPS}, refund and liquidity at most 10,000 bps (all 0 in
     * free-mint mode, liquidity at least {MIN_LIQUIDITY_BPS} otherwise) and one mint's pool share
     * enough for the pair's first mint; a supply and a coin total below 2^112; the condition's token for
     * {FairLaunchCondition.HoldToken} only; a router; a locker when the LP is locked.
     */
    constructor(FairLaunchConfig memory config)
        TemplateERC20(config.name, config.symbol, config.decimals)
        Ownable(config.owner)
    {
        uint256 supply = _checkConfig(config);
        address pair_;
        if (config.mintFee == 0) {
            // Free mint: no coin, so nothing to price, refund or pool.
            if (config.premiumBps != 0) revert FairLaunchInvalidConfig("premiumBps");
            if (config.refundBps != 0) revert FairLaunchInvalidConfig("refundBps");
            if (config.liquidityBps != 0) revert FairLaunchInvalidConfig("liquidityBps");
            if (config.router != address(0) || config.locker != address(0) || config.lpLockDuration != 0) {
                revert FairLaunchInvalidConfig("router");
            }
        } else {
            if (!LiquidityFloor.holds(config.liquidityBps)) revert FairLaunchInvalidConfig("liquidityBps");
            // A launch after a single mint must still make a pool the pair can mint.
            uint256 poolCoin = (config.mintFee * config.liquidityBps) / _BPS;
            uint256 poolTokens = (config.mintAmount * config.liquidityBps) / _BPS;
            if (Math.sqrt(poolCoin * poolTokens) <= _PAIR_MINIMUM_LIQUIDITY) {
                revert FairLaunchInvalidConfig("mintFee");
            }
            if (config.router == address(0)) revert FairLaunchInvalidConfig("router");
            if (config.lpLockDuration > 0) {
                if (config.locker.code.length == 0) revert FairLaunchInvalidConfig("locker");
                if (config.lpLockDuration < MIN_LP_LOCK_DURATION || config.lpLockDuration > MAX_LOCK_DURATION) {
                    revert FairLaunchInvalidConfig("lpLockDuration");
                }
            } else if (config.locker != address(0)) {
                revert FairLaunchInvalidConfig("locker");
            }
            address weth_ = IUniswapV2RouterBasics(config.router).WETH();
            address factory = IUniswapV2RouterBasics(config.router).factory();
            // Created now so the launch costs less (it may run inside a minter's transaction); a
            // pair someone created first is used as it is.
            pair_ = IUniswapV2Factory(factory).getPair(address(this), weth_);
            if (pair_ == address(0)) pair_ = IUniswapV2Factory(factory).createPair(address(this), weth_);
            weth = weth_;
        }

        creator = config.owner;
        mintAmount = config.mintAmount;
        mintFee = config.mintFee;
        mintsPerAddress = config.mintsPerAddress;
        maxMints = config.maxMints;
        endTime = config.endTime;
        premiumBps = config.premiumBps;
        refundBps = config.refundBps;
        liquidityBps = config.liquidityBps;
        condition = config.condition;
        conditionToken = config.conditionToken;
        conditionAmount = config.conditionAmount;
        vestingDuration = config.vestingDuration;
        pair = pair_;
        locker = config.locker;
        lpLockDuration = config.lpLockDuration;
        statedSupply = supply;
        _deployed = true;
        emit FairLaunchCreated(config.owner, config.maxMints, config.mintAmount, config.mintFee, config.endTime);
    }

    /**
     * @notice Mints `times` times at the current price ({mintCost}); coin above the price comes
     * back (so a price that rose while the transaction waited does not fail it).
     * @dev Requirements: minting open; the caller eligible; `times` within its and the cap's room;
     * `msg.value` at least the cost. Launches when it fills the cap. Emits {Minted}.
     */
    function mint(uint256 times) external payable nonReentrant {
        if (phase() != FairLaunchPhase.Minting) revert FairLaunchMintingClosed();
        if (!isEligible(msg.sender)) revert FairLaunchNotEligible(msg.sender);
        if (times == 0 || times > mintRoom(msg.sender)) revert FairLaunchInvalidTimes(times);
        uint256 cost = mintCost(times);
        if (msg.value < cost) revert FairLaunchUnderpaid(msg.value, cost);
        _mintFor(msg.sender, times, cost);
        if (msg.value > cost) _return(msg.sender, msg.value - cost, MintReturnReason.Change);
        if (totalMints == maxMints) _launch();
    }

    /**
     * @notice A plain transfer mints as many whole mints as its value pays for, within the sender's
     * and the cap's room; the change, or the whole value when it cannot mint, comes back in the
     * same transaction ({MintCoinReturned} says why). Free-mint mode: a zero-value transfer mints once.
     */
    // The plain transfer IS the mint ("No dApp Version"), so receive carries the logic.
    // solhint-disable-next-line no-complex-fallback
    receive() external payable nonReentrant {
        // solhint-disable-next-line avoid-tx-origin
        if (msg.sender != tx.origin) return _return(msg.sender, msg.value, MintReturnReason.SenderIsContract);
        if (phase() != FairLaunchPhase.Minting) return _return(msg.sender, msg.value, MintReturnReason.MintingClosed);
        uint256 room = isEligible(msg.sender) ? mintRoom(msg.sender) : 0;
        if (room == 0) return _return(msg.sender, msg.value, MintReturnReason.NotEligible);
        uint256 times = mintFee == 0 ? 1 : _affordableMints(msg.value, room);
        if (times == 0) return _return(msg.sender, msg.value, MintReturnReason.BelowPrice);
        uint256 cost = mintCost(times);
        _mintFor(msg.sender, times, cost);
        if (msg.value > cost) _return(msg.sender, msg.value - cost, MintReturnReason.Change);
        if (totalMints == maxMints) _launch();
    }

    /**
     * @notice Launches after the end without the cap (the filling mint launches by itself).
     * @dev Requirements: phase Ended. Anyone may call. Emits {Launched}.
     */
    function launch() external nonReentrant {
        FairLaunchPhase current = phase();
        if (current == FairLaunchPhase.Trading) revert FairLaunchAlreadyLaunched();
        if (current == FairLaunchPhase.Minting) revert FairLaunchNotEnded();
        if (current == FairLaunchPhase.Failed) revert FairLaunchWindowClosed(endTime + LAUNCH_WINDOW);
        _launch();
    }

    /**
     * @notice Undoes all the caller's mints before the launch: its tokens are burned and
     * `refundBps` of what it paid comes back; its mints are freed for others.
     * @dev Requirements: a refund rate; not launched or failed; the caller minted. Emits {MintsRefunded}.
     */
    function refund() external nonReentrant {
        if (refundBps == 0 || _launchedAt != 0 || phase() == FairLaunchPhase.Failed) {
            revert FairLaunchRefundNotAvailable();
        }
        (uint256 times, uint256 paid) = _undoMints(msg.sender);
        uint256 back = (paid * refundBps) / _BPS;
        _funds -= uint128(back);
        emit MintsRefunded(msg.sender, times, back, times * mintAmount);
        if (back > 0) _pay(msg.sender, back, true);
    }

    /**
     * @notice After a failed launch, returns everything the caller paid and burns its tokens.
     * @dev Requirements: phase Failed; the caller minted. Emits {MintsRefunded}.
     */
    function claimRefund() external nonReentrant {
        if (phase() != FairLaunchPhase.Failed) revert FairLaunchNotFailed();
        (uint256 times, uint256 paid) = _undoMints(msg.sender);
        _funds -= uint128(paid);
        emit MintsRefunded(msg.sender, times, paid, times * mintAmount);
        if (paid > 0) _pay(msg.sender, paid, true);
    }

    /**
     * @notice Sends the caller's vested tokens (linear vesting only; immediate mints are paid at once).
     * @dev Emits {VestedClaimed}.
     */
    function claimVested() external nonReentrant {
        uint256 amount = vestedOf(msg.sender) - minters[msg.sender].claimed;
        if (amount == 0) revert FairLaunchNothingToClaim(msg.sender);
        unchecked {
            // claimed + amount = vestedOf(account) <= mints x mintAmount < 2^112.
            minters[msg.sender].claimed += uint112(amount);
        }
        _transfer(address(this), msg.sender, amount);
        emit VestedClaimed(msg.sender, amount);
    }

    /**
     * @notice Sends the caller's credited refunds (payments its address refused) to `to`.
     * @dev Emits {CreditWithdrawn}.
     */
    function withdrawCredit(address payable to) external nonReentrant {
        uint256 amount = credits[msg.sender];
        if (amount == 0) revert FairLaunchNothingToClaim(msg.sender);
        credits[msg.sender] = 0;
        coinRefunded += amount;
        _payOrRevert(to, amount);
        emit CreditWithdrawn(msg.sender, to, amount);
    }

    /**
     * @notice Sends the creator's launch share that its address refused to `to`.
     * @dev Requirements: the caller is the creator. Emits {CreditWithdrawn}.
     */
    function withdrawCreatorFunds(address payable to) external nonReentrant {
        if (msg.sender != creator) revert FairLaunchNothingToClaim(msg.sender);
        uint256 amount = pendingCreatorFunds;
        if (amount == 0) revert FairLaunchNothingToClaim(msg.sender);
        pendingCreatorFunds = 0;
        coinToCreator += amount;
        _payOrRevert(to, amount);
        emit CreditWithdrawn(msg.sender, to, amount);
    }

    /**
     * @notice Puts `accounts` on the whitelist or takes them off.
     * @dev Requirements: the owner; the whitelist condition; before the launch. Emits {WhitelistUpdated}.
     */
    function setWhitelist(address[] calldata accounts, bool allowed) external onlyOwner {
        if (condition != FairLaunchCondition.Whitelist || _launchedAt != 0) revert FairLaunchWhitelistClosed();
        for (uint256 i = 0; i < accounts.length; ++i) {
            whitelisted[accounts[i]] = allowed;
            emit WhitelistUpdated(accounts[i], allowed);
        }
    }

    /// @notice When the launch happened (0 = not yet).
    function launchedAt() external view returns (uint64) {
        return _launchedAt;
    }

    /// @notice Coin held for the launch (paid by minters, less refunds).
    function funds() external view returns (uint256) {
        return _funds;
    }

    /// @notice The phase now (see {FairLaunchPhase}).
    function phase() public view returns (FairLaunchPhase) {
        if (_launchedAt != 0) return FairLaunchPhase.Trading;
        if (block.timestamp < endTime && totalMints < maxMints) return FairLaunchPhase.Minting;
        if (block.timestamp >= endTime + LAUNCH_WINDOW) return FairLaunchPhase.Failed;
        return FairLaunchPhase.Ended;
    }

    /// @notice Wei the next `times` mints cost together at the current count (rounded up).
    /// @dev The mint after k others costs mintFee + mintFee * premiumBps * k / (10,000 * maxMints);
    /// summed over k = totalMints .. totalMints + times - 1.
    function mintCost(uint256 times) public view returns (uint256) {
        uint256 first = totalMints;
        // Sum of k over the range: times * first + times * (times - 1) / 2.
        uint256 steps = times * first + (times * (times - 1)) / 2;
        return times * mintFee + Math.mulDiv(mintFee * premiumBps, steps, _BPS * maxMints, Math.Rounding.Ceil);
    }

    /// @notice Whether `account` meets the mint condition now.
    function isEligible(address account) public view returns (bool) {
        if (condition == FairLaunchCondition.Whitelist) return whitelisted[account];
        if (condition == FairLaunchCondition.HoldToken) {
            return IERC20(conditionToken).balanceOf(account) >= conditionAmount;
        }
        return true;
    }

    /// @notice Mints `account` may still make (its limit and the cap's room).
    function mintRoom(address account) public view returns (uint256) {
        uint256 own = mintsPerAddress - minters[account].mints;
        uint256 left = maxMints - totalMints;
        return own < left ? own : left;
    }

    /// @notice Under linear vesting, tokens of `account`'s mints unlocked so far (none before the
    /// launch); 0 under immediate vesting, whose tokens went to the minter at each mint.
    function vestedOf(address account) public view returns (uint256) {
        if (vestingDuration == 0) return 0;
        uint256 launched = _launchedAt;
        if (launched == 0) return 0;
        uint256 total = minters[account].mints * mintAmount;
        uint256 elapsed = block.timestamp - launched;
        return elapsed >= vestingDuration ? total : (total * elapsed) / vestingDuration;
    }

    /// @dev Before the launch only mints, burns and vesting payouts move tokens.
    function _update(address from, address to, uint256 value) internal override {
        if (_launchedAt == 0 && from != address(0) && to != address(0) && from != address(this)) {
            revert FairLaunchTradingNotStarted();
        }
        super._update(from, to, value);
    }

    // The range checks of the settings the pool does not depend on; returns the stated supply.
    function _checkConfig(FairLaunchConfig memory config) private view returns (uint256 supply) {
        if (config.mintAmount == 0) revert FairLaunchInvalidConfig("mintAmount");
        if (config.maxMints == 0) revert FairLaunchInvalidConfig("maxMints");
        if (config.mintsPerAddress == 0 || config.mintsPerAddress > config.maxMints) {
            revert FairLaunchInvalidConfig("mintsPerAddress");
        }
        if (config.endTime <= block.timestamp || config.endTime > block.timestamp + MAX_MINT_DURATION) {
            revert FairLaunchInvalidConfig("endTime");
        }
        if (config.premiumBps > MAX_PREMIUM_BPS) revert FairLaunchInvalidConfig("premiumBps");
        if (config.refundBps > _BPS) revert FairLaunchInvalidConfig("refundBps");
        if (config.liquidityBps > _BPS) revert FairLaunchInvalidConfig("liquidityBps");
        if (config.vestingDuration > MAX_LOCK_DURATION) revert FairLaunchInvalidConfig("vestingDuration");
        if (config.mintAmount > type(uint112).max) revert FairLaunchInvalidConfig("mintAmount");
        uint256 capTokens = config.mintAmount * config.maxMints;
        supply = capTokens + (capTokens * config.liquidityBps) / _BPS;
        if (supply > type(uint112).max) revert FairLaunchInvalidConfig("mintAmount");
        // The whole cap at the highest premium must fit the minter records' 112-bit coin field.
        if (config.mintFee > type(uint112).max / (uint256(config.maxMints) * 11)) {
            revert FairLaunchInvalidConfig("mintFee");
        }
        if (config.condition == FairLaunchCondition.HoldToken) {
            if (config.conditionToken.code.length == 0) revert FairLaunchInvalidConfig("conditionToken");
            if (config.conditionAmount == 0) revert FairLaunchInvalidConfig("conditionAmount");
        } else if (config.conditionToken != address(0) || config.conditionAmount != 0) {
            revert FairLaunchInvalidConfig("conditionToken");
        }

    }

    function _mintFor(address account, uint256 times, uint256 cost) private {
        Minter memory record = minters[account];
        unchecked {
            // times <= mintRoom: mints stay within mintsPerAddress and totalMints within maxMints
            // (both 32-bit); cost and the record's paid stay below the constructor's 112-bit bound.
            if (record.mints == 0) ++minterCount;
            minters[account] = Minter(uint32(record.mints + times), uint112(record.paid + cost), record.claimed);
            totalMints += uint32(times);
        }
        // Below 2^112 (the constructor's bound on the whole cap's cost).
        _funds += uint128(cost);
        uint256 tokens = times * mintAmount;
        _mint(vestingDuration == 0 ? account : address(this), tokens);
        emit Minted(account, times, cost, tokens);
    }

    // Burns an account's mints (from it, or from this contract under vesting) and frees them.
    function _undoMints(address account) private returns (uint256 times, uint256 paid) {
        Minter memory record = minters[account];
        if (record.mints == 0) revert FairLaunchNothingToClaim(account);
        times = record.mints;
        paid = record.paid;
        delete minters[account];
        unchecked {
            // The record's mints are part of totalMints and the account was counted once.
            totalMints -= uint32(times);
            --minterCount;
        }
        // Nothing moves before the launch, so the tokens are still where they were minted.
        _burn(vestingDuration == 0 ? account : address(this), times * mintAmount);
    }

    // Largest n <= room whose cost the value covers (the cost grows with n, so a binary search).
    function _affordableMints(uint256 value, uint256 room) private view returns (uint256 low) {
        uint256 high = room;
        while (low < high) {
            uint256 middle = (low + high + 1) / 2;
            if (mintCost(middle) <= value) low = middle;
            else high = middle - 1;
        }
    }

    function _launch() private {
        _launchedAt = uint40(block.timestamp);
        uint256 coin = _funds;
        _funds = 0;
        uint256 poolCoin = (coin * liquidityBps) / _BPS;
        uint256 poolTokens = (uint256(totalMints) * mintAmount * liquidityBps) / _BPS;
        uint256 liquidity;
        uint256 lockId;
        if (poolCoin > 0 && poolTokens > 0) {
            (liquidity, lockId) = _addLiquidity(poolCoin, poolTokens);
            coinToLiquidity = poolCoin;
        } else {
            poolCoin = 0;
            poolTokens = 0;
        }
        uint256 creatorCoin = coin - poolCoin;
        emit Launched(msg.sender, poolCoin, poolTokens, liquidity, lockId, creatorCoin);
        if (creatorCoin > 0) _pay(creator, creatorCoin, false);
    }

    // Mints the pool's first liquidity straight on the pair (no router quote), then locks or burns it.
    function _addLiquidity(uint256 poolCoin, uint256 poolTokens) private returns (uint256 liquidity, uint256 lockId) {
        IWETH(weth).deposit{value: poolCoin}();
        if (!IWETH(weth).transfer(pair, poolCoin)) revert FairLaunchPaymentFailed(pair, poolCoin);
        _mint(pair, poolTokens);
        liquidity = IUniswapV2Pair(pair).mint(address(this));
        if (lpLockDuration == 0) {
            if (!IERC20(pair).transfer(DEAD, liquidity)) revert FairLaunchPaymentFailed(DEAD, liquidity);
        } else {
            if (!IERC20(pair).approve(locker, liquidity)) revert FairLaunchPaymentFailed(locker, liquidity);
            lockId = ITokenLocker(locker).lock(
                pair,
                true,
                creator,
                liquidity,
                LockSchedule(LockKind.Fixed, 0, block.timestamp + lpLockDuration, 0, 0, 0),
                "Fair launch liquidity"
            );
        }
    }

    function _return(address to, uint256 amount, MintReturnReason reason) private {
        if (amount == 0) return;
        emit MintCoinReturned(to, amount, reason, _pay(to, amount, true));
    }

    // Pays with capped gas; a refused payment is credited ({withdrawCredit}, {withdrawCreatorFunds})
    // and counted when it is withdrawn, so the coin held always includes the credits.
    function _pay(address to, uint256 amount, bool isRefund) private returns (bool paid) {
        // solhint-disable-next-line avoid-low-level-calls
        (paid,) = to.call{value: amount, gas: PAYOUT_GAS}("");
        if (paid) {
            if (isRefund) coinRefunded += amount;
            else coinToCreator += amount;
        } else {
            if (isRefund) credits[to] += amount;
            else pendingCreatorFunds += amount;
            emit PaymentCredited(to, amount);
        }
    }

    function _payOrRevert(address payable to, uint256 amount) private {
        // solhint-disable-next-line avoid-low-level-calls
        (bool paid,) = to.call{value: amount}("");
        if (!paid) revert FairLaunchPaymentFailed(to, amount);
    }
}

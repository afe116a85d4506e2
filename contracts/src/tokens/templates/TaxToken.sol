// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IUniswapV2Factory} from "../../dex/interfaces/IUniswapV2Factory.sol";
import {IUniswapV2Pair} from "../../dex/interfaces/IUniswapV2Pair.sol";
import {IUniswapV2RouterBasics} from "../../dex/interfaces/IUniswapV2RouterBasics.sol";
import {OptionalBurn} from "./base/OptionalBurn.sol";
import {TaxSwapReceiver} from "./base/TaxSwapReceiver.sol";
import {TimedRenounce} from "./base/TimedRenounce.sol";

/// @notice Shares of one trade direction (buy or sell), each in basis points of the traded amount.
struct TaxFeeShares {
    /// Sold half for the quote coin, paired with the other half and added to the pair.
    uint16 liquidity;
    /// Sold for the quote coin and paid to the marketing wallet.
    uint16 marketing;
    /// Sold for the quote coin and paid to the team wallet.
    uint16 team;
    /// Burned at once.
    uint16 burn;
    /// Sold for the quote coin and handed to the reward hook; must be 0 in TaxToken itself (only
    /// extending templates such as dividend tokens may use it).
    uint16 reward;
    /// Kept as tokens in the fomo prize pool (needs the fomo option).
    uint16 fomo;
}

/// @notice Fomo prize pool settings.
struct TaxFomoConfig {
    /// Seconds without a qualifying buy after which the pool pays the candidates; 0 = fomo off for
    /// the token's life.
    uint32 window;
    /// Least buy (gross, in base units) that makes the buyer a candidate.
    uint128 threshold;
    /// How many of the last qualifying buyers are paid (1 to 10).
    uint8 topWinners;
    /// Share of the pool paid when a round ends, in basis points (1 to 10,000), split equally.
    uint16 periodRewardBps;
}

/// @notice Deployment settings of a {TaxToken}: one struct keeps the constructor readable and the
/// verified constructor arguments self-describing.
struct TaxTokenConfig {
    string name;
    string symbol;
    uint8 decimals;
    /// Base units minted to `owner` (at most 2**128 - 1).
    uint256 initialSupply;
    /// Coin owner: receives the supply and the owner powers.
    address owner;
    /// UniswapV2-style router of the chosen exchange; its factory creates the pair.
    address router;
    /// The pair's other coin: address(0) for the chain's native coin (the router's WETH), or an
    /// ERC-20 such as USDT.
    address quoteToken;
    TaxFeeShares buyFees;
    TaxFeeShares sellFees;
    address marketingWallet;
    address teamWallet;
    /// Receiver of the LP shares minted by swap-back.
    address liquidityReceiver;
    /// Highest balance of an account that is not exempt (0 = off; else >= 0.1% of the supply).
    uint256 maxWallet;
    /// Largest buy or sell of an account that is not exempt (0 = off; else >= 0.1% of the supply).
    uint256 maxTx;
    bool swapBackEnabled;
    /// Tokens sold per swap-back; a sell triggers one when the contract holds at least this much.
    uint256 swapBackThreshold;
    /// Invitation reward per generation in basis points (at most 6 entries; empty = invitation off
    /// for the token's life).
    uint16[] inviteBps;
    /// Least balance an inviter must hold to be paid.
    uint256 inviterMinHold;
    /// Least wallet-to-wallet transfer that binds the sender as the receiver's inviter.
    uint256 minTransferToBind;
    TaxFomoConfig fomo;
    /// The owner may blacklist accounts.
    bool blacklistEnabled;
    /// For this many blocks after trading starts, each taxed buy may leave its buyer with at most
    /// 0.1% of the supply (0 = off; at most 20). Nobody is ever blacklisted for it.
    uint8 botBlocks;
    /// Base units of dust sent to this many random addresses on each taxed trade (0 = off; at most 5).
    uint8 airdropCount;
    /// When trading opens (unix seconds); 0 = when the owner calls startTrading().
    uint64 tradingStartsAt;
    /// Least seconds between two buys (or two sells) of one account (0 = off; at most 3600).
    uint16 cooldownSeconds;
    string twitter;
    string telegram;
    string website;
    /// Holders may burn their own tokens.
    bool burnable;
    /// The owner may renounce ownership until a date and take it back afterwards.
    bool timedRenounceEnabled;
    /// When non-zero: born renounced until this time (needs timedRenounceEnabled).
    uint64 renounceEndsAt;
}

/// @notice Per-account state the UI reads with {accountInfo}.
struct TaxAccountInfo {
    bool blacklisted;
    bool feeExempt;
    bool walletLimitExempt;
    bool txLimitExempt;
    bool marketPair;
    address inviter;
    uint40 lastBuyAt;
    uint40 lastSellAt;
}

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
 * Extension: later templates (dividend tokens) inherit this contract and override
 * {_afterTokenTransfer}, {_handleRewardShare} and {_rewardShareAllowed}.
 */
contract TaxToken is OptionalBurn, TimedRenounce {
    using SafeERC20 for IERC20;

    /// @notice Highest total fee of one direction (all shares plus invitation shares): 25%.
    uint16 public constant MAX_TOTAL_FEE_BPS = 2_500;
    /// @notice Longest cool down the owner may set.
    uint16 public constant MAX_COOLDOWN_SECONDS = 3_600;
    /// @notice Most invitation generations.
    uint8 public constant MAX_INVITE_GENERATIONS = 6;
    /// @notice Most fomo winners per round.
    uint8 public constant MAX_FOMO_WINNERS = 10;
    /// @notice Most dust airdrops per taxed trade.
    uint8 public constant MAX_AIRDROP_COUNT = 5;
    /// @notice Longest bot window, in blocks.
    uint8 public constant MAX_BOT_BLOCKS = 20;
    /// @notice Max wallet and max transaction are at least totalSupply / LIMIT_FLOOR_DIVISOR (0.1%).
    uint16 public constant LIMIT_FLOOR_DIVISOR = 1_000;

    uint256 private constant BPS = 10_000;
    address private constant DEAD = 0x000000000000000000000000000000000000dEaD;

    uint8 private constant FLAG_BLACKLISTED = 1;
    uint8 private constant FLAG_FEE_EXEMPT = 2;
    uint8 private constant FLAG_WALLET_LIMIT_EXEMPT = 4;
    uint8 private constant FLAG_TX_LIMIT_EXEMPT = 8;
    uint8 private constant FLAG_MARKET_PAIR = 16;
    uint8 private constant FLAGS_ALL_EXEMPT = FLAG_FEE_EXEMPT | FLAG_WALLET_LIMIT_EXEMPT | FLAG_TX_LIMIT_EXEMPT;

    uint8 private constant SWITCH_LIMITS = 1;
    uint8 private constant SWITCH_BOT_WINDOW = 2;
    uint8 private constant SWITCH_SWAP_BACK = 4;

    /// @notice The router given at deployment.
    address public immutable router;
    /// @notice The pair created at deployment with the quote coin; swap-back trades through it.
    address public immutable pair;
    /// @notice The pair's other coin (WETH when {nativeQuote}).
    address public immutable quoteToken;
    /// @notice Whether the quote coin is the chain's native coin (wrapped by the router's WETH).
    bool public immutable nativeQuote;
    /// @notice Helper that receives swap-back output for the token (a pair cannot pay its own token).
    address public immutable swapReceiver;
    /// @notice Whether the owner may blacklist accounts.
    bool public immutable blacklistEnabled;
    /// @notice Whether the token has invitation rewards.
    bool public immutable inviteEnabled;
    /// @notice Whether the token has a fomo prize pool.
    bool public immutable fomoEnabled;
    /// @notice Bot window in blocks after trading starts, in which buys are capped at 0.1% of the
    /// supply per buyer (0 = off).
    uint8 public immutable botBlocks;
    /// @notice Dust airdrops per taxed trade (0 = off).
    uint8 public immutable airdropCount;
    bool private immutable _tokenIsToken0;

    // One slot, read by every trade: fees of both directions, trading start, cool down, switches.
    uint96 private _buyFees;
    uint96 private _sellFees;
    /// @notice When trading opens (unix seconds; 0 = not scheduled, the owner starts it).
    uint40 public tradingStartsAt;
    /// @notice Least seconds between two buys (or two sells) of one account.
    uint16 public cooldownSeconds;
    uint8 private _switches;

    // One slot, read by trades while a limit is on.
    uint128 private _maxWallet;
    uint128 private _maxTx;

    // One slot, read and written by every sell.
    // Part of the swap-back tokens that came from sells (the rest came from buys): swap-back splits
    // each part by its own direction's shares.
    uint128 private _pendingSellTax;
    /// @notice Tokens sold per swap-back.
    uint128 public swapBackThreshold;

    // One slot, read by sells when fomo is on and by buys during the bot window.
    /// @notice Tokens of the fomo prize pool (held by the contract, never swapped).
    uint128 public fomoPool;
    /// @notice Block in which trading started: set by {startTrading}; for a timed start with the bot
    /// ban, the block of the first taxed trade (the bot window starts there); else 0.
    uint64 public tradingStartBlock;

    /// @notice Receiver of the marketing share (and of invitation shares nobody qualified for).
    address public marketingWallet;
    /// @notice Receiver of the team share.
    address public teamWallet;
    /// @notice Receiver of the LP shares added by swap-back.
    address public liquidityReceiver;

    // One slot, read by taxed trades when invitation is on.
    uint96 private _inviteBps;
    /// @notice Number of invitation generations paid.
    uint8 public inviteGenerations;
    /// @notice Sum of the invitation shares (counted in every direction's fee cap).
    uint16 public inviteTotalBps;
    /// @notice Least balance an inviter must hold to be paid.
    uint128 public inviterMinHold;
    /// @notice Least wallet-to-wallet transfer that binds the sender as the receiver's inviter.
    uint256 public minTransferToBind;

    // One slot, read by every transfer when fomo is on.
    struct FomoState {
        uint32 window;
        uint8 topWinners;
        uint16 periodRewardBps;
        uint40 lastQualifiedAt;
        uint8 candidateCount;
        uint8 nextCandidate;
        uint128 threshold;
    }

    FomoState private _fomo;
    // Ring buffer of the last `topWinners` qualifying buyers.
    address[10] private _fomoCandidates;
    uint256 private _airdropNonce;

    /// @notice Project links stored on-chain.
    string public twitter;
    /// @notice See {twitter}.
    string public telegram;
    /// @notice See {twitter}.
    string public website;

    // One slot per account: flags, cool-down times and inviter, so a transfer reads one slot per side.
    struct Account {
        uint8 flags;
        uint40 lastBuyAt;
        uint40 lastSellAt;
        address inviter;
    }

    mapping(address account => Account) private _accounts;

    // Set while a swap-back runs: a nested sell (e.g. by a paid wallet) must not start another.
    bool private transient _swapping;

    /// @notice The buy and sell shares changed.
    event FeesUpdated(TaxFeeShares buyFees, TaxFeeShares sellFees);
    /// @notice The fee receivers changed.
    event ReceiversUpdated(address marketingWallet, address teamWallet, address liquidityReceiver);
    /// @notice Max wallet and max transaction changed (0 = off).
    event LimitsUpdated(uint256 maxWallet, uint256 maxTx);
    /// @notice `account`'s exemptions changed.
    event ExemptionsUpdated(address indexed account, bool feeExempt, bool walletLimitExempt, bool txLimitExempt);
    /// @notice `account` was put on (true) or taken off (false) the blacklist by the owner.
    event BlacklistUpdated(address indexed account, bool blacklisted);
    /// @notice `account` is (true) or is no longer (false) treated as a market pair.
    event MarketPairUpdated(address indexed account, bool isMarketPair);
    /// @notice Swap-back was switched on or off, or its threshold changed.
    event SwapBackSettingsUpdated(bool enabled, uint256 threshold);
    /// @notice A swap-back sold `tokensSold` for `quoteReceived`, added `liquidityTokens` with
    /// `liquidityQuote` to the pair and paid the marketing, team and reward shares.
    event SwappedBack(
        uint256 tokensSold,
        uint256 quoteReceived,
        uint256 liquidityTokens,
        uint256 liquidityQuote,
        uint256 marketingQuote,
        uint256 teamQuote,
        uint256 rewardQuote
    );
    /// @notice A swap-back of `amount` tokens failed with `reason`; the tokens stay for the next sell.
    event SwapBackFailed(uint256 amount, bytes reason);
    /// @notice Trading opens at `startsAt` (a timed start chosen at deployment).
    event TradingStartScheduled(uint256 startsAt);
    /// @notice The owner opened trading.
    event TradingStarted(uint256 timestamp, uint256 blockNumber);
    /// @notice The cool down changed.
    event CooldownUpdated(uint256 cooldownSeconds);
    /// @notice The invitation settings changed.
    event InvitationUpdated(uint16[] inviteBps, uint256 inviterMinHold, uint256 minTransferToBind);
    /// @notice `account` was bound to `inviter`.
    event InviterBound(address indexed account, address indexed inviter);
    /// @notice The fomo settings changed (a change of `topWinners` clears the current candidates).
    event FomoSettingsUpdated(uint256 window, uint256 threshold, uint256 topWinners, uint256 periodRewardBps);
    /// @notice `account` bought `amount` and became a fomo candidate.
    event FomoCandidateRecorded(address indexed account, uint256 amount);
    /// @notice A fomo round ended: each of `winners` was paid `amountEach` (blacklisted ones skipped).
    event FomoPrizePaid(address[] winners, uint256 amountEach);
    /// @notice The on-chain project links changed.
    event InfoUpdated(string twitter, string telegram, string website);

    /// @notice Total fee of a direction (`totalBps`, invitation included) above the cap.
    error TokenFeeAboveCap(uint256 totalBps, uint256 capBps);
    /// @notice A reward share on a template that has no reward (only extending templates have one).
    error TokenRewardShareNotAllowed();
    /// @notice A fomo setting on a token created without fomo.
    error TokenFomoDisabled();
    /// @notice An invitation setting on a token created without invitation.
    error TokenInvitationDisabled();
    /// @notice Blacklisting on a token created without the blacklist option.
    error TokenBlacklistDisabled();
    /// @notice A required address is the zero address.
    error TokenZeroAddress();
    /// @notice Initial supply above 2**128 - 1.
    error TokenSupplyTooLarge(uint256 supply);
    /// @notice A max wallet or max transaction below 0.1% of the supply (or above 2**128 - 1).
    error TokenLimitOutOfRange(uint256 limit, uint256 minimum);
    /// @notice A cool down above {MAX_COOLDOWN_SECONDS}.
    error TokenCooldownTooLong(uint256 cooldownSeconds, uint256 maximum);
    /// @notice More invitation generations than {MAX_INVITE_GENERATIONS}.
    error TokenTooManyGenerations(uint256 generations, uint256 maximum);
    /// @notice Fomo window 0, winners not in 1..10 or period reward not in 1..10,000 bps.
    error TokenFomoSettingsInvalid();
    /// @notice Bot window above {MAX_BOT_BLOCKS}, airdrop count above {MAX_AIRDROP_COUNT} or a
    /// trading start beyond 2**40 - 1 seconds.
    error TokenOptionAboveMax(uint256 value, uint256 maximum);
    /// @notice Swap-back switched on with a zero threshold, or a threshold above 2**128 - 1.
    error TokenSwapBackThresholdInvalid(uint256 threshold);
    /// @notice A market pair, the token or the router cannot be blacklisted (that would stop trading).
    error TokenCannotBlacklist(address account);
    /// @notice The pair created at deployment stays a plain market pair and the router stays exempt
    /// ({setExemptions}); a blacklisted account cannot become a market pair.
    error TokenMarketPairFixed(address account);
    /// @notice `account` is blacklisted (only while the token has an owner).
    error TokenBlacklisted(address account);
    /// @notice A buy in the bot window that would leave the buyer holding `amount` (its balance plus
    /// the gross buy) above `limit`, 0.1% of the supply.
    error TokenBotWindowLimit(uint256 amount, uint256 limit);
    /// @notice {setMarketPair} with an account that is not a pool of this token (no `token0()` or
    /// `token1()` answering this token's address), e.g. a wallet.
    error TokenNotAPool(address account);
    /// @notice A non-exempt trade before trading started ("please add liquidity or start trading"),
    /// while the token has an owner.
    error TokenTradingNotStarted();
    /// @notice startTrading() after trading opened at `startedAt`.
    error TokenTradingAlreadyStarted(uint256 startedAt);
    /// @notice `account` traded again before `readyAt`.
    error TokenCooldownActive(address account, uint256 readyAt);
    /// @notice A trade of `amount` above the max transaction.
    error TokenMaxTxExceeded(uint256 amount, uint256 maxTx);
    /// @notice `account` would hold `balance`, above the max wallet.
    error TokenMaxWalletExceeded(address account, uint256 balance, uint256 maxWallet);
    /// @notice An internal entry point called by anyone but the token itself.
    error TokenOnlySelf();
    /// @notice Native coin sent by anyone but the swap receiver.
    error TokenNativeNotAccepted(address sender);

    /// @param config The settings; see {TaxTokenConfig}.
    constructor(TaxTokenConfig memory config)
        OptionalBurn(config.name, config.symbol, config.decimals, config.burnable)
        TimedRenounce(config.owner, config.timedRenounceEnabled, config.renounceEndsAt)
    {
        if (config.initialSupply > type(uint128).max) revert TokenSupplyTooLarge(config.initialSupply);
        if (config.botBlocks > MAX_BOT_BLOCKS) revert TokenOptionAboveMax(config.botBlocks, MAX_BOT_BLOCKS);
        if (config.airdropCount > MAX_AIRDROP_COUNT) {
            revert TokenOptionAboveMax(config.airdropCount, MAX_AIRDROP_COUNT);
        }
        if (config.tradingStartsAt > type(uint40).max) {
            revert TokenOptionAboveMax(config.tradingStartsAt, type(uint40).max);
        }
        address quote = config.quoteToken == address(0) ? IUniswapV2RouterBasics(config.router).WETH() : config.quoteToken;
        address pair_ =
            IUniswapV2Factory(IUniswapV2RouterBasics(config.router).factory()).createPair(address(this), quote);
        router = config.router;
        quoteToken = quote;
        nativeQuote = config.quoteToken == address(0);
        pair = pair_;
        _tokenIsToken0 = address(this) < quote;
        swapReceiver = address(new TaxSwapReceiver(IERC20(quote)));
        blacklistEnabled = config.blacklistEnabled;
        botBlocks = config.botBlocks;
        airdropCount = config.airdropCount;
        bool invite = config.inviteBps.length != 0;
        bool fomo = config.fomo.window != 0;
        inviteEnabled = invite;
        fomoEnabled = fomo;

        if (invite) _setInvitation(config.inviteBps, config.inviterMinHold, config.minTransferToBind, 0, 0);
        if (fomo) {
            _setFomo(config.fomo.window, config.fomo.threshold, config.fomo.topWinners, config.fomo.periodRewardBps);
        }
        _setFees(config.buyFees, config.sellFees, fomo);
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

        _accounts[pair_].flags = FLAG_MARKET_PAIR;
        emit MarketPairUpdated(pair_, true);
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

    /// @notice Accepts the native coin only from the swap receiver (the reward share of a swap-back,
    /// which only extending templates have).
    receive() external payable virtual {
        if (msg.sender != swapReceiver) revert TokenNativeNotAccepted(msg.sender);
    }

    // ------------------------------------------------------------------ views

    /// @notice Identifies the template for the UI.
    /// @return The template name and version.
    function templateName() external pure virtual returns (string memory) {
        return "TokenBox.TaxToken v1";
    }

    /// @notice The buy shares.
    /// @return The shares in basis points.
    function buyFees() external view returns (TaxFeeShares memory) {
        return _unpackFees(_buyFees);
    }

    /// @notice The sell shares.
    /// @return The shares in basis points.
    function sellFees() external view returns (TaxFeeShares memory) {
        return _unpackFees(_sellFees);
    }

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

    /// @notice Whether sells trigger swap-back.
    /// @return True when on.
    function swapBackEnabled() external view returns (bool) {
        return _switches & SWITCH_SWAP_BACK != 0;
    }

    /// @notice Tokens waiting for swap-back (the contract's balance minus the fomo pool).
    /// @return Base units.
    function pendingSwapBack() public view returns (uint256) {
        // Tokens without fomo skip the pool's storage read (the pool is always 0 there).
        return fomoEnabled ? balanceOf(address(this)) - fomoPool : balanceOf(address(this));
    }

    /// @notice Whether non-exempt accounts may trade with market pairs.
    /// @return True once trading has started, and always while the token has no owner.
    function tradingOpen() external view returns (bool) {
        uint256 startsAt = tradingStartsAt;
        return (startsAt != 0 && block.timestamp >= startsAt) || owner() == address(0);
    }

    /// @notice The invitation shares, one per generation.
    /// @return bps Basis points per generation.
    function inviteBps() external view returns (uint16[] memory bps) {
        uint256 packed = _inviteBps;
        bps = new uint16[](inviteGenerations);
        for (uint256 i; i < bps.length; ++i) {
            bps[i] = uint16(packed >> (16 * i));
        }
    }

    /// @notice The fomo settings and round state.
    /// @return config Window, threshold, winners and period reward.
    /// @return lastQualifiedAt Time of the last qualifying buy of the current round.
    /// @return candidates The current candidates (at most {MAX_FOMO_WINNERS}).
    function fomoState()
        external
        view
        returns (TaxFomoConfig memory config, uint256 lastQualifiedAt, address[] memory candidates)
    {
        FomoState memory fomo = _fomo;
        config = TaxFomoConfig(fomo.window, fomo.threshold, fomo.topWinners, fomo.periodRewardBps);
        lastQualifiedAt = fomo.lastQualifiedAt;
        candidates = new address[](fomo.candidateCount);
        for (uint256 i; i < candidates.length; ++i) {
            candidates[i] = _fomoCandidates[i];
        }
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
     * @notice Sets the buy and sell shares. Owner only. Each direction's total, invitation shares
     * included, stays within {MAX_TOTAL_FEE_BPS}; the reward share must be 0 (this template has no
     * reward) and the fomo share needs the fomo option. Emits {FeesUpdated}.
     * @param buy Shares of buys.
     * @param sell Shares of sells.
     */
    function setFees(TaxFeeShares memory buy, TaxFeeShares memory sell) external onlyOwner {
        _setFees(buy, sell, fomoEnabled);
    }

    /**
     * @notice Sets the receivers of the marketing and team shares and of swap-back LP shares.
     * Owner only; none may be the zero address. New receivers are not exempted automatically (use
     * {setExemptions}). Emits {ReceiversUpdated}.
     * @param marketing Marketing wallet.
     * @param team Team wallet.
     * @param liquidity Receiver of LP shares.
     */
    function setReceivers(address marketing, address team, address liquidity) external onlyOwner {
        _setReceivers(marketing, team, liquidity);
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
     * @notice Sets `account`'s exemptions. Owner only. Fee exempt: pays no tax as either side of a
     * trade, may trade before trading starts and is not capped in the bot window. Wallet-limit
     * exempt: max wallet does not apply. Tx-limit exempt: max transaction and cool down do not
     * apply. The pair created at deployment cannot be exempted (that would switch the tax off for
     * everyone), and the router's exemptions cannot change (without them, max transaction, the
     * cool down or the bot window could block liquidity removal).
     * Emits {ExemptionsUpdated}.
     * @param account The account.
     * @param feeExempt Fee exemption.
     * @param walletLimitExempt Max-wallet exemption.
     * @param txLimitExempt Max-transaction and cool-down exemption.
     */
    function setExemptions(address account, bool feeExempt, bool walletLimitExempt, bool txLimitExempt)
        external
        onlyOwner
    {
        if (account == pair || account == router) revert TokenMarketPairFixed(account);
        Account storage state = _accounts[account];
        uint8 flags = state.flags & ~FLAGS_ALL_EXEMPT;
        if (feeExempt) flags |= FLAG_FEE_EXEMPT;
        if (walletLimitExempt) flags |= FLAG_WALLET_LIMIT_EXEMPT;
        if (txLimitExempt) flags |= FLAG_TX_LIMIT_EXEMPT;
        state.flags = flags;
        emit ExemptionsUpdated(account, feeExempt, walletLimitExempt, txLimitExempt);
    }

    /**
     * @notice Puts `account` on or off the blacklist (a blacklisted account can neither send nor
     * receive while the token has an owner; the entries stop nobody after a renounce). Owner only.
     * Blacklisting needs the blacklist option; clearing is always possible. Market pairs, the token
     * and the router cannot be blacklisted (that would stop trading or liquidity removal for
     * everyone).
     * Emits {BlacklistUpdated}.
     * @param account The account.
     * @param blacklisted True to blacklist, false to clear.
     */
    function setBlacklisted(address account, bool blacklisted) external onlyOwner {
        Account storage state = _accounts[account];
        if (blacklisted) {
            if (!blacklistEnabled) revert TokenBlacklistDisabled();
            if (state.flags & FLAG_MARKET_PAIR != 0 || account == address(this) || account == router) {
                revert TokenCannotBlacklist(account);
            }
            state.flags |= FLAG_BLACKLISTED;
        } else {
            state.flags &= ~FLAG_BLACKLISTED;
        }
        emit BlacklistUpdated(account, blacklisted);
    }

    /**
     * @notice Treats transfers from and to `account` as buys and sells (or stops doing so), e.g.
     * for a second pool. Owner only. Only a pool of this token can become one (a contract whose
     * `token0()` or `token1()` is this token), so wallet-to-wallet transfers are never taxed;
     * removing the flag is always possible. The pair created at deployment always stays a market
     * pair, and a blacklisted account cannot become one. Emits {MarketPairUpdated}.
     * @param account The pool address.
     * @param isPair True to treat it as a market pair.
     */
    function setMarketPair(address account, bool isPair) external onlyOwner {
        Account storage state = _accounts[account];
        if (account == pair || state.flags & FLAG_BLACKLISTED != 0) revert TokenMarketPairFixed(account);
        if (isPair && !_isPoolOfThisToken(account)) revert TokenNotAPool(account);
        state.flags = isPair ? state.flags | FLAG_MARKET_PAIR : state.flags & ~FLAG_MARKET_PAIR;
        emit MarketPairUpdated(account, isPair);
    }

    /**
     * @notice Switches swap-back on or off and sets how many tokens one swap-back sells. Owner only.
     * Emits {SwapBackSettingsUpdated}.
     * @param enabled Whether sells trigger swap-back.
     * @param threshold Tokens sold per swap-back (non-zero when enabled).
     */
    function setSwapBack(bool enabled, uint256 threshold) external onlyOwner {
        _setSwapBack(enabled, threshold);
    }

    /// @notice Opens trading now, once (also earlier than a scheduled start); it can never be closed.
    /// Owner only. Emits {TradingStarted}.
    function startTrading() external onlyOwner {
        uint256 startsAt = tradingStartsAt;
        if (startsAt != 0 && startsAt <= block.timestamp) revert TokenTradingAlreadyStarted(startsAt);
        tradingStartsAt = uint40(block.timestamp);
        tradingStartBlock = uint64(block.number);
        emit TradingStarted(block.timestamp, block.number);
    }

    /**
     * @notice Sets the least seconds between two buys (or two sells) of one account. Owner only;
     * at most {MAX_COOLDOWN_SECONDS}. Emits {CooldownUpdated}.
     * @param seconds_ The cool down (0 = off).
     */
    function setCooldown(uint256 seconds_) external onlyOwner {
        _setCooldown(seconds_);
    }

    /**
     * @notice Sets the invitation shares and thresholds. Owner only; needs the invitation option.
     * The shares count in both directions' fee cap. Emits {InvitationUpdated}.
     * @param bps Basis points per generation (at most 6 entries).
     * @param minHold Least balance an inviter must hold to be paid.
     * @param minTransfer Least wallet-to-wallet transfer that binds an inviter.
     */
    function setInvitation(uint16[] memory bps, uint256 minHold, uint256 minTransfer) external onlyOwner {
        if (!inviteEnabled) revert TokenInvitationDisabled();
        _setInvitation(bps, minHold, minTransfer, _feeTotal(_buyFees), _feeTotal(_sellFees));
    }

    /**
     * @notice Sets the fomo prize pool rules. Owner only; needs the fomo option. Changing
     * `topWinners` clears the current candidates. Emits {FomoSettingsUpdated}.
     * @param window Seconds without a qualifying buy that end a round (non-zero).
     * @param threshold Least buy that makes the buyer a candidate.
     * @param topWinners Candidates paid per round (1 to 10).
     * @param periodRewardBps Share of the pool paid per round (1 to 10,000 bps).
     */
    function setFomo(uint32 window, uint128 threshold, uint8 topWinners, uint16 periodRewardBps) external onlyOwner {
        if (!fomoEnabled) revert TokenFomoDisabled();
        _setFomo(window, threshold, topWinners, periodRewardBps);
    }

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

    /**
     * @notice Runs one swap-back; called by the token itself (through `try`, so that a failure
     * reverts the swap-back alone and never the sell that triggered it).
     * @param amount Tokens to sell and distribute.
     */
    function swapBackFromSelf(uint256 amount) external {
        if (msg.sender != address(this)) revert TokenOnlySelf();
        _swapBack(amount);
    }

    // ------------------------------------------------------------------ extension points

    /// @dev Called once per transfer, mint or burn (not the initial mint) after the balances of
    /// `from` and `to` are final. Tax side payments (inviters, airdrops, fomo winners) do not call
    /// it. Empty here.
    function _afterTokenTransfer(address from, address to) internal virtual {}

    /// @dev Receives the reward share of a swap-back, `quoteAmount` of the quote coin already held
    /// by this contract (native coin when {nativeQuote}, else the ERC-20). Unreachable in TaxToken,
    /// whose reward share is always 0; a template that allows a reward share must override it (if
    /// it did not, this revert would make its swap-backs fail safely and the tokens wait).
    function _handleRewardShare(uint256) internal virtual {
        revert TokenRewardShareNotAllowed();
    }

    /// @dev Whether the reward share may be non-zero; false in TaxToken.
    function _rewardShareAllowed() internal view virtual returns (bool) {
        return false;
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
    ) private returns (uint256 tax) {
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
        } else if (switches & SWITCH_SWAP_BACK != 0 && !_swapping) {
            _trySwapBack();
        }
    }

    /// @dev Moves the tax of one trade out of `from`: burn, inviters, airdrops, and the rest (swap
    /// shares and fomo pool) to this contract.
    function _collectTax(address from, address trader, uint256 value, uint96 fees, bool isBuy)
        private
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

    /// @dev In the window a buy may leave its receiver with at most 0.1% of the supply, counting the
    /// gross amount (so each buy is also at most 0.1%). A cap, never a ban: a ban would let anyone
    /// buy dust to another address and freeze it; a cap stops nobody from transferring or selling.
    /// @dev Where the trading start (`tradingNotStarted`) or a blacklist entry of `account` would stop
    /// a transfer: reverts only while the token has an owner. Out of line, so the owner is read only
    /// on this rare path and the transfer path keeps its shape (and its gas).
    function _revertIfOwned(address account, bool tradingNotStarted) private view {
        if (owner() == address(0)) return;
        if (tradingNotStarted) revert TokenTradingNotStarted();
        revert TokenBlacklisted(account);
    }

    function _checkBotWindow(address buyer, uint256 value) private {
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

    function _enforceCooldown(address trader, Account storage account, bool isBuy, uint256 cooldown) private {
        uint256 last = isBuy ? account.lastBuyAt : account.lastSellAt;
        if (last != 0 && block.timestamp < last + cooldown) revert TokenCooldownActive(trader, last + cooldown);
        if (isBuy) account.lastBuyAt = uint40(block.timestamp);
        else account.lastSellAt = uint40(block.timestamp);
    }

    // ------------------------------------------------------------------ invitation

    function _bindInviter(
        address from,
        address to,
        uint256 value,
        Account storage fromAccount,
        Account storage toAccount
    ) private {
        // No self-invitation and no two-account loop; contracts (pairs, routers, lockers) never bind.
        if (toAccount.inviter != address(0) || from == to || fromAccount.inviter == to) return;
        // A zero transfer never binds: anyone could otherwise claim fresh addresses for free.
        if (value == 0 || value < minTransferToBind || from.code.length != 0 || to.code.length != 0) return;
        toAccount.inviter = from;
        emit InviterBound(to, from);
    }

    /// @dev Pays each generation's share to the inviter at that depth when they hold enough and are
    /// not blacklisted; shares nobody qualifies for go to the marketing wallet, as tokens. Bounded by
    /// {MAX_INVITE_GENERATIONS}.
    function _payInviters(address from, address trader, uint256 value) private returns (uint256 total) {
        uint256 packed = _inviteBps;
        uint256 generations = inviteGenerations;
        uint256 minHold = inviterMinHold;
        uint256 unpaid;
        address current = trader;
        for (uint256 i; i < generations; ++i) {
            address inviter = current == address(0) ? address(0) : _accounts[current].inviter;
            uint256 share = (value * uint16(packed >> (16 * i))) / BPS;
            if (share != 0) {
                if (
                    inviter != address(0) && _accounts[inviter].flags & FLAG_BLACKLISTED == 0
                        && balanceOf(inviter) >= minHold
                ) {
                    super._update(from, inviter, share);
                } else {
                    unpaid += share;
                }
                total += share;
            }
            current = inviter;
        }
        if (unpaid != 0) super._update(from, marketingWallet, unpaid);
    }

    // ------------------------------------------------------------------ fomo

    function _recordFomoBuy(address buyer, uint256 value) private {
        FomoState storage fomo = _fomo;
        if (value < fomo.threshold) return;
        uint8 next = fomo.nextCandidate;
        uint8 top = fomo.topWinners;
        _fomoCandidates[next] = buyer;
        fomo.nextCandidate = next + 1 == top ? 0 : next + 1;
        if (fomo.candidateCount < top) fomo.candidateCount += 1;
        fomo.lastQualifiedAt = uint40(block.timestamp);
        emit FomoCandidateRecorded(buyer, value);
    }

    /// @dev Ends the round when its window has passed: pays `periodRewardBps` of the pool equally to
    /// the candidates (at most {MAX_FOMO_WINNERS}) and clears them.
    function _payFomoIfRoundOver() private {
        FomoState storage fomo = _fomo;
        uint256 count = fomo.candidateCount;
        if (count == 0 || block.timestamp < uint256(fomo.lastQualifiedAt) + fomo.window) return;
        uint256 amountEach = (uint256(fomoPool) * fomo.periodRewardBps) / BPS / count;
        address[] memory winners = new address[](count);
        uint256 paid;
        for (uint256 i; i < count; ++i) {
            address winner = _fomoCandidates[i];
            winners[i] = winner;
            if (amountEach != 0 && _accounts[winner].flags & FLAG_BLACKLISTED == 0) {
                super._update(address(this), winner, amountEach);
                paid += amountEach;
            }
        }
        // Cast is safe: paid <= fomoPool.
        fomoPool -= uint128(paid);
        fomo.candidateCount = 0;
        fomo.nextCandidate = 0;
        emit FomoPrizePaid(winners, amountEach);
    }

    // ------------------------------------------------------------------ airdrop

    /// @dev Sends 1 base unit to each of `count` addresses derived from block data and a nonce (not
    /// secure randomness; it only has to spread dust).
    function _airdrop(address from, uint256 count) private {
        uint256 nonce = _airdropNonce;
        for (uint256 i; i < count; ++i) {
            address receiver = address(uint160(uint256(keccak256(abi.encode(block.prevrandao, block.number, nonce + i)))));
            super._update(from, receiver, 1);
        }
        _airdropNonce = nonce + count;
    }

    // ------------------------------------------------------------------ swap-back

    /// @dev Runs a swap-back in a self-call so that any failure (no liquidity, a pair that refuses,
    /// an extension hook that reverts) undoes the swap-back alone and the sell goes through; the
    /// tokens wait for the next sell. Gas: the self-call keeps 1/64 of the gas back, so a caller
    /// cannot make the swap-back fail for lack of gas and still have the sell succeed unless it sent
    /// far more gas than either needs (gas estimation finds the amount that runs both). Like every
    /// swap-back, it sells at the pool's price with no minimum, inside someone else's transaction: a
    /// threshold small against the pool keeps its price impact (and any sandwich) small.
    function _trySwapBack() private {
        uint256 threshold = swapBackThreshold;
        if (pendingSwapBack() < threshold) return;
        _swapping = true;
        try this.swapBackFromSelf(threshold) {}
        catch (bytes memory reason) {
            emit SwapBackFailed(threshold, reason);
        }
        _swapping = false;
    }

    /// @dev Sells `amount` tokens through the pair, adds the liquidity share to it and pays the
    /// marketing, team and reward shares in the quote coin. The tokens came partly from sells and
    /// partly from buys; each part is split by its own direction's current shares.
    function _swapBack(uint256 amount) private {
        (uint256 reserveToken, uint256 reserveQuote) = _reserves();
        // Quote coin above the reserve is someone's liquidity on its way in (a provider that sends
        // the quote coin first, then this token): selling now would swallow it and make the
        // provider's mint fail. The tokens wait for the next sell.
        if (_pairQuoteBalance() > reserveQuote) return;
        uint256 tokensToPair;
        uint256 tokensToSell;
        uint256 quoteOut;
        uint256 liquidityQuote;
        uint256 teamQuote;
        uint256 rewardQuote;
        {
            (uint256 liquidity, uint256 team, uint256 reward) = _splitPending(amount);
            tokensToPair = liquidity / 2;
            tokensToSell = amount - tokensToPair;
            (quoteOut, reserveToken, reserveQuote) = _sellToPair(tokensToSell, reserveToken, reserveQuote);
            liquidityQuote = (quoteOut * (liquidity - tokensToPair)) / tokensToSell;
            teamQuote = (quoteOut * team) / tokensToSell;
            rewardQuote = (quoteOut * reward) / tokensToSell;
        }
        // The marketing share is the rest, so rounding never leaves quote coin behind.
        uint256 marketingQuote = quoteOut - liquidityQuote - teamQuote - rewardQuote;
        (uint256 pairedTokens, uint256 pairedQuote) =
            _addLiquidity(tokensToPair, liquidityQuote, reserveToken, reserveQuote);
        // Quote the pool did not need at its new price goes to marketing; tokens it did not need
        // stay in the contract for the next swap-back.
        marketingQuote += liquidityQuote - pairedQuote;
        _payQuote(marketingQuote, teamQuote, rewardQuote);
        emit SwappedBack(tokensToSell, quoteOut, pairedTokens, pairedQuote, marketingQuote, teamQuote, rewardQuote);
    }

    /// @dev Splits `amount` of the pending tokens into the liquidity, team and reward parts (the
    /// marketing part is the rest): the part that came from sells by the sell shares, the rest by
    /// the buy shares; the sell part is used up in proportion.
    function _splitPending(uint256 amount) private returns (uint256 liquidity, uint256 team, uint256 reward) {
        uint256 pending = pendingSwapBack();
        uint256 sellPart = _pendingSellTax;
        if (sellPart > pending) sellPart = pending;
        uint256 fromSells = (amount * sellPart) / pending;
        // Cast is safe: fromSells <= sellPart <= _pendingSellTax.
        _pendingSellTax = uint128(sellPart - fromSells);
        (liquidity, team, reward) = _split(fromSells, _sellFees);
        (uint256 buyLiquidity, uint256 buyTeam, uint256 buyReward) = _split(amount - fromSells, _buyFees);
        liquidity += buyLiquidity;
        team += buyTeam;
        reward += buyReward;
    }

    /// @dev The pair's balance of the quote coin (0 if the coin does not answer, which leaves the
    /// swap-back to fail safely). Assembly: a one-word static call, smaller than the interface
    /// call's decoding, in a template that must stay under EIP-170.
    function _pairQuoteBalance() private view returns (uint256 quoteBalance) {
        address quote = quoteToken;
        address pair_ = pair;
        assembly ("memory-safe") {
            // balanceOf(pair) in the scratch space (bytes 0 to 35; the free-memory pointer at 64 is
            // untouched).
            mstore(0, shl(224, 0x70a08231))
            mstore(4, pair_)
            let ok := staticcall(gas(), quote, 0, 36, 0, 32)
            quoteBalance := mul(mload(0), and(ok, gt(returndatasize(), 31)))
        }
    }

    /// @dev The pair's reserves, this token's first.
    function _reserves() private view returns (uint256 reserveToken, uint256 reserveQuote) {
        (uint256 reserve0, uint256 reserve1,) = IUniswapV2Pair(pair).getReserves();
        (reserveToken, reserveQuote) = _tokenIsToken0 ? (reserve0, reserve1) : (reserve1, reserve0);
    }

    /// @dev The liquidity, team and reward parts of `amount` by the shares `fees` (marketing gets
    /// the rest). All zero when these shares take nothing for swap-back any more (they changed since
    /// the tokens were taxed): the whole amount goes to marketing.
    function _split(uint256 amount, uint96 fees)
        private
        pure
        returns (uint256 liquidity, uint256 team, uint256 reward)
    {
        liquidity = uint16(fees);
        team = uint16(fees >> 32);
        reward = uint16(fees >> 64);
        uint256 weight = liquidity + uint16(fees >> 16) + team + reward;
        if (weight == 0) return (0, 0, 0);
        liquidity = (amount * liquidity) / weight;
        team = (amount * team) / weight;
        reward = (amount * reward) / weight;
    }

    /// @dev Sells through the pair directly (no router, no approval): moves the tokens in, prices
    /// them with the UniswapV2 formula at a 0.3% fee (pairs with a lower fee accept it too) and asks
    /// for the output to the swap receiver. Returns the output and the reserves after the swap.
    function _sellToPair(uint256 amountIn, uint256 reserveToken_, uint256 reserveQuote_)
        private
        returns (uint256 amountOut, uint256 reserveToken, uint256 reserveQuote)
    {
        (reserveToken, reserveQuote) = (reserveToken_, reserveQuote_);
        uint256 amountInWithFee = amountIn * 997;
        amountOut = (amountInWithFee * reserveQuote) / (reserveToken * 1000 + amountInWithFee);
        super._update(address(this), pair, amountIn);
        (uint256 amount0Out, uint256 amount1Out) = _tokenIsToken0 ? (uint256(0), amountOut) : (amountOut, uint256(0));
        IUniswapV2Pair(pair).swap(amount0Out, amount1Out, swapReceiver, "");
        reserveToken += amountIn;
        reserveQuote -= amountOut;
    }

    /// @dev Adds `tokens` and up to `quote` to the pair at its current price; LP shares go to the
    /// liquidity receiver. Returns what was added.
    function _addLiquidity(uint256 tokens, uint256 quote, uint256 reserveToken, uint256 reserveQuote)
        private
        returns (uint256 addedTokens, uint256 addedQuote)
    {
        if (tokens == 0 || quote == 0) return (0, 0);
        addedTokens = tokens;
        addedQuote = (tokens * reserveQuote) / reserveToken;
        if (addedQuote > quote) {
            addedQuote = quote;
            addedTokens = (quote * reserveToken) / reserveQuote;
        }
        if (addedTokens == 0 || addedQuote == 0) return (0, 0);
        super._update(address(this), pair, addedTokens);
        IERC20(quoteToken).safeTransferFrom(swapReceiver, pair, addedQuote);
        IUniswapV2Pair(pair).mint(liquidityReceiver);
    }

    function _payQuote(uint256 marketingQuote, uint256 teamQuote, uint256 rewardQuote) private {
        IERC20 quote = IERC20(quoteToken);
        if (nativeQuote) {
            // The receiver unwraps and pays (gas-capped, with a WETH fallback) and sends the reward
            // share here: cheaper than pulling the WETH into the token first.
            if (marketingQuote + teamQuote + rewardQuote != 0) {
                TaxSwapReceiver(payable(swapReceiver)).payNative(
                    marketingWallet, marketingQuote, teamWallet, teamQuote, rewardQuote
                );
            }
        } else {
            if (marketingQuote != 0) quote.safeTransferFrom(swapReceiver, marketingWallet, marketingQuote);
            if (teamQuote != 0) quote.safeTransferFrom(swapReceiver, teamWallet, teamQuote);
            if (rewardQuote != 0) quote.safeTransferFrom(swapReceiver, address(this), rewardQuote);
        }
        if (rewardQuote != 0) _handleRewardShare(rewardQuote);
    }

    // ------------------------------------------------------------------ settings internals

    /// @dev Whether `account` answers `token0()` or `token1()` with this token, as every pool of it
    /// does (UniswapV2 and V3 alike). A wallet answers nothing and a contract without the function
    /// reverts: both are refused. Assembly: a static call that reads one word of the answer keeps
    /// this owner-only check small (EIP-170) and cannot be made to copy a long answer.
    function _isPoolOfThisToken(address account) private view returns (bool isPool) {
        assembly ("memory-safe") {
            // token0() then token1(), each selector in the scratch space. Yul evaluates arguments
            // right to left: the call comes first on its own so that returndatasize() is its own.
            for { let selector := 0x0dfe1681 } 1 { selector := 0xd21220a7 } {
                mstore(0, shl(224, selector))
                let ok := staticcall(gas(), account, 0, 4, 0, 32)
                isPool := and(ok, and(gt(returndatasize(), 31), eq(mload(0), address())))
                if or(isPool, eq(selector, 0xd21220a7)) { break }
            }
        }
    }

    function _exemptAll(address account) private {
        _accounts[account].flags |= FLAGS_ALL_EXEMPT;
        emit ExemptionsUpdated(account, true, true, true);
    }

    function _setFees(TaxFeeShares memory buy, TaxFeeShares memory sell, bool fomoOn) private {
        uint96 packedBuy = _packFees(buy);
        uint96 packedSell = _packFees(sell);
        uint256 invite = inviteTotalBps;
        _checkFeeCap(_feeTotal(packedBuy) + invite);
        _checkFeeCap(_feeTotal(packedSell) + invite);
        if ((buy.reward != 0 || sell.reward != 0) && !_rewardShareAllowed()) revert TokenRewardShareNotAllowed();
        if ((buy.fomo != 0 || sell.fomo != 0) && !fomoOn) revert TokenFomoDisabled();
        _buyFees = packedBuy;
        _sellFees = packedSell;
        emit FeesUpdated(buy, sell);
    }

    function _checkFeeCap(uint256 total) private pure {
        if (total > MAX_TOTAL_FEE_BPS) revert TokenFeeAboveCap(total, MAX_TOTAL_FEE_BPS);
    }

    function _setReceivers(address marketing, address team, address liquidity) private {
        if (marketing == address(0) || team == address(0) || liquidity == address(0)) revert TokenZeroAddress();
        marketingWallet = marketing;
        teamWallet = team;
        liquidityReceiver = liquidity;
        emit ReceiversUpdated(marketing, team, liquidity);
    }

    function _setLimits(uint256 walletLimit, uint256 txLimit, uint256 supply) private {
        uint256 minimum = supply / LIMIT_FLOOR_DIVISOR;
        _checkLimit(walletLimit, minimum);
        _checkLimit(txLimit, minimum);
        _maxWallet = uint128(walletLimit);
        _maxTx = uint128(txLimit);
        if (walletLimit != 0 || txLimit != 0) _switches |= SWITCH_LIMITS;
        else _switches &= ~SWITCH_LIMITS;
        emit LimitsUpdated(walletLimit, txLimit);
    }

    function _checkLimit(uint256 limit, uint256 minimum) private pure {
        if (limit != 0 && (limit < minimum || limit > type(uint128).max)) revert TokenLimitOutOfRange(limit, minimum);
    }

    function _setSwapBack(bool enabled, uint256 threshold) private {
        if ((enabled && threshold == 0) || threshold > type(uint128).max) {
            revert TokenSwapBackThresholdInvalid(threshold);
        }
        swapBackThreshold = uint128(threshold);
        if (enabled) _switches |= SWITCH_SWAP_BACK;
        else _switches &= ~SWITCH_SWAP_BACK;
        emit SwapBackSettingsUpdated(enabled, threshold);
    }

    function _setCooldown(uint256 seconds_) private {
        if (seconds_ > MAX_COOLDOWN_SECONDS) revert TokenCooldownTooLong(seconds_, MAX_COOLDOWN_SECONDS);
        cooldownSeconds = uint16(seconds_);
        emit CooldownUpdated(seconds_);
    }

    function _setInvitation(
        uint16[] memory bps,
        uint256 minHold,
        uint256 minTransfer,
        uint256 buyTotal,
        uint256 sellTotal
    ) private {
        if (bps.length > MAX_INVITE_GENERATIONS) revert TokenTooManyGenerations(bps.length, MAX_INVITE_GENERATIONS);
        if (minHold > type(uint128).max) revert TokenLimitOutOfRange(minHold, 0);
        uint256 packed;
        uint256 total;
        for (uint256 i; i < bps.length; ++i) {
            packed |= uint256(bps[i]) << (16 * i);
            total += bps[i];
        }
        _checkFeeCap(buyTotal + total);
        _checkFeeCap(sellTotal + total);
        // Casts are safe: 6 shares of 16 bits fit 96 bits; total <= 2500 after the cap check.
        _inviteBps = uint96(packed);
        inviteGenerations = uint8(bps.length);
        inviteTotalBps = uint16(total);
        inviterMinHold = uint128(minHold);
        minTransferToBind = minTransfer;
        emit InvitationUpdated(bps, minHold, minTransfer);
    }

    function _setFomo(uint32 window, uint128 threshold, uint8 topWinners, uint16 periodRewardBps) private {
        if (window == 0 || topWinners == 0 || topWinners > MAX_FOMO_WINNERS || periodRewardBps == 0 || periodRewardBps > BPS)
        {
            revert TokenFomoSettingsInvalid();
        }
        FomoState storage fomo = _fomo;
        if (fomo.topWinners != topWinners) {
            fomo.candidateCount = 0;
            fomo.nextCandidate = 0;
        }
        fomo.window = window;
        fomo.threshold = threshold;
        fomo.topWinners = topWinners;
        fomo.periodRewardBps = periodRewardBps;
        emit FomoSettingsUpdated(window, threshold, topWinners, periodRewardBps);
    }

    function _setInfo(string memory twitter_, string memory telegram_, string memory website_) private {
        twitter = twitter_;
        telegram = telegram_;
        website = website_;
        emit InfoUpdated(twitter_, telegram_, website_);
    }

    function _packFees(TaxFeeShares memory fees) private pure returns (uint96) {
        return uint96(fees.liquidity) | (uint96(fees.marketing) << 16) | (uint96(fees.team) << 32)
            | (uint96(fees.burn) << 48) | (uint96(fees.reward) << 64) | (uint96(fees.fomo) << 80);
    }

    function _unpackFees(uint96 packed) private pure returns (TaxFeeShares memory) {
        return TaxFeeShares(
            uint16(packed),
            uint16(packed >> 16),
            uint16(packed >> 32),
            uint16(packed >> 48),
            uint16(packed >> 64),
            uint16(packed >> 80)
        );
    }

    function _feeTotal(uint96 packed) private pure returns (uint256 total) {
        for (uint256 i; i < 6; ++i) {
            total += uint16(packed >> (16 * i));
        }
    }
}

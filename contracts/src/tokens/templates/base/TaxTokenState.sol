// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IUniswapV2Factory} from "../../../dex/interfaces/IUniswapV2Factory.sol";
import {IUniswapV2RouterBasics} from "../../../dex/interfaces/IUniswapV2RouterBasics.sol";
import {CallFlag} from "../../../utils/evm/CallFlag.sol";
import {OptionalBurn} from "./OptionalBurn.sol";
import {TaxSwapEngine} from "./TaxSwapEngine.sol";
import {TimedRenounce} from "./TimedRenounce.sol";

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
 * @title TaxTokenState
 * @notice Everything the parts of a {TaxToken} share: the options and their caps (constants), what
 * deployment fixes (immutables: router, pair, quote coin, swap engine, options), all storage, every
 * event and every error. The concern bases ({TaxFees}, {TaxLimits}, {TaxBlacklist},
 * {TaxInvitation}, {TaxFomo}, {TaxAirdrop}, {TaxSwapBack}) inherit it and a template composes
 * them, so the storage is declared in one place: its packing is what keeps a trade cheap (the
 * fees of both directions, the trading start, the cool down and the switches share the one slot
 * every trade reads; an account's flags, cool-down times and inviter share one slot per account).
 * Adding a variable anywhere but at the end of this contract moves every slot after it.
 *
 * Its constructor checks the options that size the immutables, creates the pair and the swap
 * engine (see {_sharedSwapEngine}); the template's constructor then applies the settings through the concern bases.
 *
 * Extension points (for templates that extend a composed token, such as the dividend tokens):
 * {_afterTokenTransfer}, {_handleRewardShare} and {_rewardShareAllowed}.
 */
abstract contract TaxTokenState is OptionalBurn, TimedRenounce {
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

    uint256 internal constant BPS = 10_000;
    address internal constant DEAD = 0x000000000000000000000000000000000000dEaD;
    // The deterministic deployment proxy (the same address on nearly every EVM chain) and the salt of
    // every shared TokenBox contract, keccak256("TokenBox shared contracts"), as in core.
    address private constant DETERMINISTIC_DEPLOYER = 0x4e59b44847b379578588920cA78FbF26c0B4956C;
    bytes32 private constant SHARED_SALT = keccak256("TokenBox shared contracts");

    uint8 internal constant FLAG_BLACKLISTED = 1;
    uint8 internal constant FLAG_FEE_EXEMPT = 2;
    uint8 internal constant FLAG_WALLET_LIMIT_EXEMPT = 4;
    uint8 internal constant FLAG_TX_LIMIT_EXEMPT = 8;
    uint8 internal constant FLAG_MARKET_PAIR = 16;
    uint8 internal constant FLAGS_ALL_EXEMPT = FLAG_FEE_EXEMPT | FLAG_WALLET_LIMIT_EXEMPT | FLAG_TX_LIMIT_EXEMPT;

    uint8 internal constant SWITCH_LIMITS = 1;
    uint8 internal constant SWITCH_BOT_WINDOW = 2;
    uint8 internal constant SWITCH_SWAP_BACK = 4;

    /// @notice The router given at deployment.
    address public immutable router;
    /// @notice The pair created at deployment with the quote coin; swap-back trades through it.
    address public immutable pair;
    /// @notice The pair's other coin (WETH when {nativeQuote}).
    address public immutable quoteToken;
    /// @notice Whether the quote coin is the chain's native coin (wrapped by the router's WETH).
    bool public immutable nativeQuote;
    /// @notice The chain's shared {TaxSwapEngine}, which runs this token's swap-backs (a pair cannot
    /// pay its own token): the one at the CREATE2 address of the engine's code, deployed by the
    /// constructor when the chain does not have it yet.
    address public immutable swapEngine;
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
    bool internal immutable _tokenIsToken0;

    // One slot, read by every trade: fees of both directions, trading start, cool down, switches.
    uint96 internal _buyFees;
    uint96 internal _sellFees;
    /// @notice When trading opens (unix seconds; 0 = not scheduled, the owner starts it).
    uint40 public tradingStartsAt;
    /// @notice Least seconds between two buys (or two sells) of one account.
    uint16 public cooldownSeconds;
    uint8 internal _switches;

    // One slot, read by trades while a limit is on.
    uint128 internal _maxWallet;
    uint128 internal _maxTx;

    // One slot, read and written by every sell.
    // Part of the swap-back tokens that came from sells (the rest came from buys): swap-back splits
    // each part by its own direction's shares.
    uint128 internal _pendingSellTax;
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
    uint96 internal _inviteBps;
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

    FomoState internal _fomo;
    // Ring buffer of the last `topWinners` qualifying buyers.
    address[10] internal _fomoCandidates;
    uint256 internal _airdropNonce;

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

    mapping(address account => Account) internal _accounts;

    // {CallFlag} 0 (transient storage on cancun), raised while a swap-back runs: a nested sell (e.g.
    // by a paid wallet) must not start another.
    uint256 private constant CALL_FLAG_SWAPPING = 0;

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
    /// @notice Native coin sent by anyone but the swap engine.
    error TokenNativeNotAccepted(address sender);
    /// @notice The chain has no deterministic deployment proxy to create the shared {TaxSwapEngine}
    /// with (and no engine yet).
    error TokenSwapEngineMissing();

    /// @dev Checks the options that size the immutables, creates the pair, finds the swap engine and
    /// sets the immutables (only the contract that declares an immutable may set it); the template's
    /// constructor applies the rest of `config` through the concern bases.
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
        swapEngine = _sharedSwapEngine();
        blacklistEnabled = config.blacklistEnabled;
        botBlocks = config.botBlocks;
        airdropCount = config.airdropCount;
        inviteEnabled = config.inviteBps.length != 0;
        fomoEnabled = config.fomo.window != 0;
    }

    /// @dev The chain's {TaxSwapEngine}: where the deterministic deployment proxy puts the engine's
    /// creation code with TokenBox's shared salt (the address core computes for every chain), deployed
    /// there first when the chain does not have it yet. The address follows from the code alone, so
    /// no caller can hand a token another engine.
    function _sharedSwapEngine() private returns (address engine) {
        bytes memory code = type(TaxSwapEngine).creationCode;
        engine = address(
            uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), DETERMINISTIC_DEPLOYER, SHARED_SALT, keccak256(code)))))
        );
        if (engine.code.length != 0) return engine;
        // solhint-disable-next-line avoid-low-level-calls
        (bool deployed,) = DETERMINISTIC_DEPLOYER.call(abi.encodePacked(SHARED_SALT, code));
        if (!deployed || engine.code.length == 0) revert TokenSwapEngineMissing();
    }

    // ------------------------------------------------------------------ shared rules

    /// @dev Where the trading start (`tradingNotStarted`) or a blacklist entry of `account` would stop
    /// a transfer: reverts only while the token has an owner. Out of line, so the owner is read only
    /// on this rare path and the transfer path keeps its shape (and its gas).
    function _revertIfOwned(address account, bool tradingNotStarted) internal view {
        if (owner() == address(0)) return;
        if (tradingNotStarted) revert TokenTradingNotStarted();
        revert TokenBlacklisted(account);
    }

    /// @dev The cap every direction obeys: `total` is the direction's shares plus the invitation
    /// shares, so both {TaxFees} and {TaxInvitation} check it.
    /// @dev Whether a swap-back is running (a nested sell must not start another).
    function _swapping() internal view returns (bool) {
        return CallFlag.isSet(CALL_FLAG_SWAPPING);
    }

    function _setSwapping(bool on) internal {
        CallFlag.set(CALL_FLAG_SWAPPING, on);
    }

    function _checkFeeCap(uint256 total) internal pure {
        if (total > MAX_TOTAL_FEE_BPS) revert TokenFeeAboveCap(total, MAX_TOTAL_FEE_BPS);
    }

    /// @dev Sum of the six shares packed in `packed` (see {TaxFees}).
    function _feeTotal(uint96 packed) internal pure returns (uint256 total) {
        for (uint256 i; i < 6; ++i) {
            total += uint16(packed >> (16 * i));
        }
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

    /// @dev The coin the engine swaps the reward share to before it reaches this token (address(0):
    /// none, the quote coin as it is); see {SwapBackOrder-rewardSwapTo}.
    function _rewardSwapTo() internal view virtual returns (address) {
        return address(0);
    }

    /// @dev Whether that swap's output is the native coin.
    function _rewardNative() internal view virtual returns (bool) {
        return false;
    }

    /// @dev Whether the reward share may be non-zero; false in TaxToken.
    function _rewardShareAllowed() internal view virtual returns (bool) {
        return false;
    }
}

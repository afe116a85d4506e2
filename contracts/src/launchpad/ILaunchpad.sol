// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice The presale's mode (one contract family, one implementation).
/// - Standard: one pay coin at one rate.
/// - Advanced: several pay coins (the native coin and/or ERC20s), each with its own rate and listing rate.
/// - MultiPeriod: one pay coin, sequential non-overlapping phases, each with its own rate, token cap and times.
/// - FairLaunch: no rate; `tokensForSale` are split among contributors by their share of the raise;
///   caps and buy limits in coin.
/// - Rune: a Standard presale whose token is an inscription token (`/co/ins`): the same code, a flag
///   for the lists and the sale page.
enum PresaleKind {
    Standard,
    Advanced,
    MultiPeriod,
    FairLaunch,
    Rune
}

/// @notice When contributors get their tokens.
/// - Immediately: in the buy transaction. Only allowed with no soft cap and no emergency withdraw,
///   because delivered tokens cannot be taken back: a refund (missed soft cap, cancel, grace period)
///   or an emergency withdraw would pay the coin back while the buyer keeps the tokens.
/// - AtEnd: everything claimable once the presale is finalized.
/// - Linear: after the finalize, `vestingFirstBps` at `vestingStart` (or at the finalize when later),
///   then `vestingCycleBps` every `vestingInterval` seconds until everything is claimable.
enum ClaimMode {
    Immediately,
    AtEnd,
    Linear
}

/// @notice Where a presale stands (derived from the time and the books; see {IPresale.status}).
/// - Upcoming: before `start`.
/// - Live: between `start` and `end`, hard cap not filled.
/// - Ended: past `end` (or hard cap filled) with the soft cap met, waiting for anyone's finalize
///   (until `end + finalizeGrace`).
/// - Finalized: listed, raise paid out, claims open.
/// - Cancelled: the creator cancelled; every contributor refunds, the creator reclaims the tokens.
/// - Failed: the soft cap was missed at the end, or nobody finalized within the grace period;
///   every contributor refunds, the creator reclaims the tokens.
enum PresaleStatus {
    Upcoming,
    Live,
    Ended,
    Finalized,
    Cancelled,
    Failed
}

/// @notice A coin a presale accepts. `coin` zero is the chain's native coin.
/// `rate`: tokens (smallest units) per 10^18 smallest units of the coin: a purchase of `amount`
/// buys `amount * rate / 1e18` tokens (ignored in MultiPeriod, where each phase has its rate, and
/// in FairLaunch, where it must be 0).
/// `listingRate`: the same unit for the pool: the finalize adds `coin * listingRate / 1e18` tokens
/// beside `coin` (FairLaunch: must be 0, the pool opens at the sale's own final price).
struct PayCoin {
    address coin;
    uint256 rate;
    uint256 listingRate;
}

/// @notice A MultiPeriod phase: buys at `rate` (as {PayCoin.rate}) between `start` and `end`,
/// at most `tokenCap` tokens. Phases are in order and do not overlap (`end` <= next `start`).
struct Phase {
    uint64 start;
    uint64 end;
    uint256 rate;
    uint256 tokenCap;
}

/// @notice The operator's fees, per chain, set on the factory and snapshotted by each presale at
/// its creation (a later change never applies to a presale already created).
/// - `flatFee` of `flatFeeToken` (zero = native coin) paid by the creator at creation, exactly.
/// - `raiseFeeBps` of each coin raised (at most 500 = 5%), taken at the finalize.
/// - `tokenFeeBps` of the tokens sold (at most 500 = 5%), deposited at creation, paid at the finalize.
/// - `recipient` receives all three.
struct FeeConfig {
    address recipient;
    address flatFeeToken;
    uint256 flatFee;
    uint16 raiseFeeBps;
    uint16 tokenFeeBps;
}

/// @notice A presale's fixed terms, as the creator gives them and as {IPresale.info} returns them.
/// Caps and buy limits are in TOKENS in Standard, Advanced, MultiPeriod and Rune (unambiguous across
/// pay coins; the UI converts from coin) and in the pay coin in FairLaunch.
/// - `start`, `end`: the sale window (MultiPeriod: must equal the first phase's start and the last
///   phase's end).
/// - `softCap`: below it at the end the presale fails and everyone refunds (0 = none).
/// - `hardCap`: the most sold (MultiPeriod: the sum of the phase caps; FairLaunch: 0, no hard cap),
///   below 2^128 (the presale's books are 128-bit words).
/// - `tokensForSale`: FairLaunch only, the tokens split among contributors (0 otherwise).
/// - `minBuy`, `maxBuy`: per purchase (0 = no limit); `maxPerBuyer`: cumulative per buyer (0 = none).
/// - `router`: the UniswapV2-compatible router of the listing; `locker`: the chain's TokenLocker.
/// - `liquidityBps`: share of the raise (after the operator's fee and invite rewards) paired with
///   tokens in the pool: 5,100 to 10,000 (`MIN_LIQUIDITY_BPS`: every presale lists).
/// - `lpLockDuration`: seconds the LP stays in the locker (owner: the creator); `burnLp`: burn it instead.
/// - `burnUnsold`: unsold and unused tokens are burned (to 0x…dEaD) instead of returned to the creator.
/// - `claimMode` and the vesting fields (Linear only: `vestingFirstBps` + `vestingCycleBps` > 0,
///   `vestingInterval` > 0 when the first share is below 10,000; `vestingStart` at most a year after
///   `end`; the whole release within three years of its first share).
/// - `lpLockDuration` when locked: at least 30 days (`MIN_LP_LOCK_DURATION`).
/// - `whitelist`: only listed accounts (stored list or `merkleRoot` proof of `(account, tier)`) may
///   buy; tier k from `start + tierDelays[k]`; everyone from `publicAt` (0 = never public).
/// - `bindRequired`: a buyer must bind an inviter (a contributor or the creator) before the first purchase.
/// - `emergencyWithdraw`: contributors may take their contribution back before the end, less
///   `emergencyPenaltyBps` (at most 1,000 = 10%), which stays in the presale and goes to the creator.
/// - `finalizeGrace`: seconds after the end during which anyone may finalize (1 to 30 days); after
///   it, if nobody finalized, every contributor refunds.
struct PresaleConfig {
    PresaleKind kind;
    ClaimMode claimMode;
    address token;
    address router;
    address locker;
    uint64 start;
    uint64 end;
    uint64 publicAt;
    uint64 vestingStart;
    uint32 vestingInterval;
    uint32 lpLockDuration;
    uint32 finalizeGrace;
    uint16 vestingFirstBps;
    uint16 vestingCycleBps;
    uint16 liquidityBps;
    uint16 emergencyPenaltyBps;
    bool burnLp;
    bool burnUnsold;
    bool whitelist;
    bool bindRequired;
    bool emergencyWithdraw;
    bytes32 merkleRoot;
    uint256 softCap;
    uint256 hardCap;
    uint256 tokensForSale;
    uint256 minBuy;
    uint256 maxBuy;
    uint256 maxPerBuyer;
}

/// @notice Everything a creator gives {ILaunchpadFactory.createPresale}.
/// - `inviteBps`: invite rewards by generation (index 0: the buyer's inviter), up to 6, each a share
///   of the purchase in its pay coin, their sum at most 2,000 (20%); empty = no rewards.
/// - `tierDelays`: whitelist tiers' delays after `start`, in seconds, non-decreasing (empty: one
///   tier 0 opening at `start`).
struct PresaleParams {
    PresaleConfig config;
    PayCoin[] payCoins;
    Phase[] phases;
    uint16[] inviteBps;
    uint32[] tierDelays;
}

/// @notice A presale's live books, as {IPresale.info} returns them.
/// - `sold`: tokens sold (FairLaunch: 0 until the finalize, then `tokensForSale`).
/// - `raisedUnits`: the cap unit's total (tokens sold, or coin raised in FairLaunch), net of
///   emergency withdrawals.
/// - `raised[i]`: coin of `payCoins[i]` contributed and still in (refunds and withdrawals subtracted).
/// - `phaseSold[i]`: tokens sold in MultiPeriod phase i.
/// - `tokensDeposited`: what arrived at creation.
/// - `pair`, `lpAmount`, `lockId` (0 when burned or no listing): the first pay coin's pool after the finalize;
///   Advanced presales list every coin with a raise (see {PresaleFinalized} per coin).
struct PresaleBooks {
    PresaleStatus status;
    bool finalized;
    bool cancelled;
    uint64 finalizedAt;
    uint32 contributors;
    uint256 sold;
    uint256 raisedUnits;
    uint256 tokensDeposited;
    uint256[] raised;
    uint256[] penalties;
    uint256[] phaseSold;
    address pair;
    uint256 lpAmount;
    uint256 lockId;
}

/// @notice {IPresale.info}: the terms, the fees snapshotted at creation and the live books.
struct PresaleInfo {
    address factory;
    address creator;
    PresaleConfig config;
    PayCoin[] payCoins;
    Phase[] phases;
    uint16[] inviteBps;
    uint32[] tierDelays;
    FeeConfig fees;
    PresaleBooks books;
}

/// @notice {IPresale.contributionOf}: one account's position.
/// - `contributed[i]`: coin of `payCoins[i]` it has in (what a refund returns).
/// - `tokens`: tokens bought (FairLaunch: its share of `tokensForSale` at the current raise).
/// - `claimed`, `claimable`: tokens taken and takeable now.
/// - `refundable`: a refund would return `contributed` now.
/// - `whitelistTier`: its stored tier + 1 (0 = not in the stored list; a merkle proof is checked at buy time).
struct ContributionView {
    uint256[] contributed;
    uint256 tokens;
    uint256 claimed;
    uint256 claimable;
    bool refundable;
    address inviter;
    uint8 whitelistTier;
}

/// @notice {IPresale.teamOf}: an inviter's team, per generation (index 0 = accounts it invited
/// directly), and its invite rewards.
/// - `invitees[g]`: accounts bound at generation g+1 below it; `volume[g]`: their purchases in the cap unit
///   (tokens, or coin in FairLaunch), net of emergency withdrawals.
/// - `rewards[i]`: its reward in `payCoins[i]` (claimable once finalized; void if the presale fails).
struct TeamView {
    address inviter;
    uint256[6] invitees;
    uint256[6] volume;
    uint256[] rewards;
    bool rewardsClaimed;
}

/**
 * @title IPresale
 * @notice One presale: an EIP-1167 clone of the launchpad's implementation, holding its own token
 * deposit and raise. Anyone may finalize once it ended with the soft cap met; if nobody does within
 * `finalizeGrace`, everyone refunds. Every contributor can always get either their tokens or their
 * coin back.
 */
interface IPresale {
    /// @notice `buyer` paid `amount` of `payCoins[coinIndex]` (what arrived) for `tokens` (cap unit
    /// in FairLaunch: the coin), in `phase` (0 outside MultiPeriod).
    event PresaleContributed(
        address indexed buyer, uint256 indexed coinIndex, uint256 amount, uint256 tokens, uint256 phase
    );
    /// @notice `buyer` bound `inviter` (once, for ever).
    event PresaleInviterBound(address indexed buyer, address indexed inviter);
    /// @notice `account` took `amount` tokens.
    event PresaleClaimed(address indexed account, uint256 amount);
    /// @notice `account` got its contribution back (refund: `penalty` 0; emergency withdraw: less `penalty`).
    event PresaleRefunded(address indexed account, uint256 indexed coinIndex, uint256 amount, uint256 penalty);
    /// @notice `inviter` took its invite reward in `payCoins[coinIndex]`.
    event PresaleRewardClaimed(address indexed inviter, uint256 indexed coinIndex, uint256 amount);
    /// @notice The presale was finalized by `caller`; per pay coin with a raise: the fee, the rewards
    /// reserved, the coin and tokens added to `pair`, the LP (locked as `lockId`, or burned when 0),
    /// and what the creator received.
    event PresaleFinalized(
        address indexed caller,
        uint256 indexed coinIndex,
        address pair,
        uint256 fee,
        uint256 rewards,
        uint256 liquidityCoin,
        uint256 liquidityTokens,
        uint256 lpAmount,
        uint256 lockId,
        uint256 toCreator
    );
    /// @notice Tokens left after the finalize (unsold, unused liquidity allocation) went back to the
    /// creator or were burned; `tokenFee` went to the fee recipient.
    event PresaleTokensSettled(uint256 unsold, bool burned, uint256 tokenFee);
    /// @notice The finalize brought an existing pool to the listing price before adding liquidity:
    /// it swapped `amountIn` of the token (`tokenIn`) or of the coin for `amountOut` of the other
    /// (a pool with LP holders), or, with `amountOut` 0, topped up reserves nobody owned ({PresaleListing}).
    event PresalePoolAligned(address indexed pair, bool tokenIn, uint256 amountIn, uint256 amountOut);
    /// @notice The fee recipient refused the raise fee in `payCoins[coinIndex]`: it is credited as its
    /// reward, taken with {claimRewards}.
    event PresaleFeeCredited(address indexed recipient, uint256 indexed coinIndex, uint256 fee);
    /// @notice The creator cancelled the presale.
    event PresaleCancelled();
    /// @notice An Immediately-mode buyer gave back the `tokens` delivered in its purchases, with its refund.
    event PresaleTokensReturned(address indexed buyer, uint256 tokens);
    /// @notice The creator took back `tokens` (and the emergency-withdraw penalties) after a cancel or failure.
    event PresaleDepositReclaimed(uint256 tokens);
    /// @notice The creator set `accounts`' stored whitelist tier (`listed` false removes them).
    event PresaleWhitelistUpdated(address[] accounts, uint8 tier, bool listed);
    /// @notice The creator set the whitelist's merkle root.
    event PresaleMerkleRootUpdated(bytes32 root);
    /// @notice The creator opened the presale to everyone from `publicAt`.
    event PresalePublicAtUpdated(uint64 publicAt);

    /// @notice Only the factory initializes a clone, once.
    error PresaleAlreadyInitialized();
    /// @notice Only the creator may do this.
    error PresaleNotCreator(address caller);
    /// @notice The token is zero, a pay coin, or not a contract.
    error PresaleInvalidToken(address token);
    /// @notice `start` must be in the future and before `end` ("End time must be greater than start time").
    error PresaleInvalidTimes(uint256 start, uint256 end);
    /// @notice The presale lasts `duration` seconds, more than {LaunchpadFactory.MAX_DURATION} (a year):
    /// buyers' coin would be held longer.
    error PresaleTooLong(uint256 duration, uint256 max);
    /// @notice Soft cap above hard cap, hard cap missing (or set in FairLaunch), or soft cap above
    /// the most that can be raised.
    error PresaleInvalidCaps(uint256 softCap, uint256 hardCap);
    /// @notice The minimum per purchase is above the maximum, or either is above the per-buyer limit
    /// or the hard cap.
    error PresaleInvalidBuyLimits(uint256 minBuy, uint256 maxBuy, uint256 maxPerBuyer);
    /// @notice No pay coin, too many (at most 8), one listed twice, or several outside Advanced.
    error PresaleInvalidPayCoins();
    /// @notice Pay coin `index`'s rate or listing rate is zero where needed, or set where it must be 0.
    error PresaleInvalidRate(uint256 index);
    /// @notice MultiPeriod phase `index` is empty, overlaps the previous one, has no rate or cap,
    /// or phases were given outside MultiPeriod (at most 16).
    error PresaleInvalidPhases(uint256 index);
    /// @notice The listing is incomplete: a liquidity share below {LaunchpadFactory.MIN_LIQUIDITY_BPS}
    /// (51%) or above 10,000, no router or locker, or a lock shorter than
    /// {LaunchpadFactory.MIN_LP_LOCK_DURATION} (30 days) when the LP is locked.
    error PresaleInvalidListing();
    /// @notice The claim mode does not fit: Immediately with a soft cap, an emergency withdraw or a
    /// fair launch; Linear without a release, starting more than a year after the end
    /// (`MAX_VESTING_DELAY`) or lasting more than three years (`MAX_VESTING_DURATION`); vesting
    /// fields outside Linear.
    error PresaleInvalidClaimMode();
    /// @notice More than 6 invite generations, or their sum above `max` basis points.
    error PresaleInvalidInviteRewards(uint256 totalBps, uint256 max);
    /// @notice Whitelist settings without a whitelist, more than 16 tiers, or delays out of order.
    error PresaleInvalidWhitelist();
    /// @notice The emergency-withdraw penalty is above `max` basis points.
    error PresaleInvalidPenalty(uint256 bps, uint256 max);
    /// @notice The grace period is outside `min`..`max` seconds.
    error PresaleInvalidGrace(uint256 grace, uint256 min, uint256 max);
    /// @notice This needs another status.
    error PresaleWrongStatus(PresaleStatus status);
    /// @notice `account` is not whitelisted (stored list or proof) and the presale is not public yet.
    error PresaleNotWhitelisted(address account);
    /// @notice Whitelist tier `tier` may buy from `opensAt` only.
    error PresaleTierNotOpen(uint256 tier, uint256 opensAt);
    /// @notice This presale requires binding an inviter before the first purchase.
    error PresaleInviterRequired();
    /// @notice `inviter` is not a contributor or the creator, is the buyer, or would make a cycle.
    error PresaleInvalidInviter(address inviter);
    /// @notice The account already bound `inviter` (binding is once, for ever).
    error PresaleAlreadyBound(address inviter);
    /// @notice The purchase is below the minimum per purchase (cap unit).
    error PresaleBelowMinBuy(uint256 amount, uint256 minBuy);
    /// @notice The purchase is above the maximum per purchase (cap unit).
    error PresaleAboveMaxBuy(uint256 amount, uint256 maxBuy);
    /// @notice The buyer's total would pass the per-buyer limit (cap unit).
    error PresaleAbovePerBuyer(uint256 total, uint256 maxPerBuyer);
    /// @notice The purchase is more than what is left under the hard cap (or the phase's cap).
    error PresaleHardCapExceeded(uint256 amount, uint256 available);
    /// @notice There is no pay coin `index`.
    error PresaleInvalidCoin(uint256 index);
    /// @notice The native coin sent differs from what the call needs.
    error PresaleWrongValue(uint256 sent, uint256 expected);
    /// @notice The purchase buys nothing (zero amount, or too small for one token unit).
    error PresaleZeroAmount();
    /// @notice Nothing is claimable now.
    error PresaleNothingToClaim();
    /// @notice Nothing to refund, withdraw or reclaim.
    error PresaleNothingToRefund();
    /// @notice This presale has no emergency withdraw.
    error PresaleEmergencyWithdrawDisabled();
    /// @notice The finalize needs the end passed (or the hard cap filled) and the soft cap met.
    error PresaleNotFinalizable(PresaleStatus status);
    /// @notice The pool exists at another price than the listing rate, further off than the finalize
    /// may correct (a bounded donation): the listing at the promised rate is impossible; contributors
    /// keep their refund (after the grace period or a cancel).
    error PresaleListingPriceMismatch(address pair, uint256 reserveToken, uint256 reserveCoin);
    /// @notice The raise is too small for a pool at the listing rate (its share would pool no token or
    /// no coin): the presale cannot list, so it does not finalize; contributors keep their refund
    /// (after the grace period or a cancel). The creator is never paid a raise without a market.
    error PresaleNothingListed();
    /// @notice Fewer tokens or coins arrived than were sent: the token taxes the transfer; the
    /// presale must be exempt from its fees.
    error PresaleTransferTaxed(address token, uint256 received, uint256 expected);
    /// @notice A native coin payment to `to` was refused.
    error PresaleNativeTransferFailed(address to, uint256 amount);
    /// @notice MultiPeriod: no phase is open now (between two phases).
    error PresaleNoActivePhase();
    /// @notice The creator may cancel only before the start or after the end (not in Immediately
    /// mode once tokens were delivered).
    error PresaleCannotCancel(PresaleStatus status);

    /// @notice Buys with `amount` of `payCoins[coinIndex]` (the native coin: send exactly `amount`
    /// as value; an ERC20: approve first, credited by what arrived). Binds `inviter` first when it is
    /// non-zero and the buyer has none. `tier` and `proof` are the buyer's merkle whitelist entry
    /// (ignored when the presale is public or the buyer is in the stored list).
    function contribute(uint256 coinIndex, uint256 amount, address inviter, uint8 tier, bytes32[] calldata proof)
        external
        payable;

    /// @notice Binds `inviter` (a contributor or the creator; not the caller; no cycle) for ever.
    function bindInviter(address inviter) external;

    /// @notice Finalizes: anyone, once the end passed (or the hard cap filled) with the soft cap met,
    /// within the grace period. Takes the operator's fee, reserves invite rewards, adds liquidity at
    /// the listing rate (aligning a dust pool within a bounded donation), locks or burns the LP, pays
    /// the creator, settles unsold tokens and opens claims. Reverts (and changes nothing) when the
    /// listing is impossible.
    function finalize() external;

    /// @notice Sends the caller its claimable tokens (after the finalize; Linear: as released).
    function claim() external returns (uint256 amount);

    /// @notice Returns the caller's whole contribution (every coin) when cancelled or failed. In
    /// Immediately mode the caller first gives back every token its purchases delivered (approve the
    /// presale for `contributionOf(caller).claimed`); they must arrive whole.
    function refund() external;

    /// @notice Before the end, returns the caller's contribution less the penalty; its purchases
    /// leave the books (and its inviters' team volume and rewards).
    function emergencyWithdraw() external;

    /// @notice Sends the caller its invite rewards in every pay coin (after the finalize).
    function claimRewards() external;

    /// @notice Creator: cancels before the start, or after the end while not finalized (soft cap
    /// missed, or a listing the creator chooses not to make); every contributor refunds.
    function cancel() external;

    /// @notice Creator: after a cancel or failure, takes back the deposited tokens not delivered and the
    /// penalties; callable again for tokens later refunds give back.
    function reclaimDeposit() external;

    /// @notice Creator: sets `accounts`' stored whitelist tier (before the end).
    function setWhitelist(address[] calldata accounts, uint8 tier, bool listed) external;

    /// @notice Creator: sets the merkle root of `(account, tier)` leaves (before the end).
    function setMerkleRoot(bytes32 root) external;

    /// @notice Creator: opens the presale to everyone from `publicAt` (only earlier than now set, before the end).
    function setPublicAt(uint64 publicAt) external;

    /// @notice The current status.
    function status() external view returns (PresaleStatus);

    /// @notice The terms, fees and books in one call.
    function info() external view returns (PresaleInfo memory);

    /// @notice One account's contribution, tokens, claims and refund.
    function contributionOf(address account) external view returns (ContributionView memory);

    /// @notice One inviter's team statistics and rewards.
    function teamOf(address account) external view returns (TeamView memory);

    /// @notice Tokens `amount` of `payCoins[coinIndex]` buys now (the cap unit: coin in FairLaunch).
    function quote(uint256 coinIndex, uint256 amount) external view returns (uint256 tokens);
}

/**
 * @title ILaunchpadFactory
 * @notice The chain's launchpad: one per chain (CREATE2 deployment proxy), owned by the operator
 * (Ownable2Step), which sets the fees. Each presale is a deterministic EIP-1167 clone (salt from the
 * creator and its nonce), so its address is known before it exists.
 */
interface ILaunchpadFactory {
    /// @notice A presale was created; lists are built from these events.
    event PresaleCreated(
        address indexed presale,
        address indexed token,
        address indexed creator,
        PresaleKind kind,
        uint256 nonce,
        uint64 start,
        uint64 end,
        uint256 tokensDeposited,
        string metadata
    );
    /// @notice The owner set the fees (they apply to presales created from now on).
    event LaunchpadFeesSet(FeeConfig fees);

    /// @notice A fee share above the cap (`max` basis points).
    error LaunchpadFeeTooHigh(uint256 bps, uint256 max);
    /// @notice A fee without a recipient.
    error LaunchpadInvalidRecipient();
    /// @notice The flat fee paid differs from the required one (native value, exact).
    error LaunchpadWrongFee(uint256 paid, uint256 required);
    /// @notice Fewer tokens arrived at the presale than it needs: the token taxes the transfer; the
    /// presale's predicted address must be exempt from its fees before creating it.
    error LaunchpadTokenTaxed(uint256 received, uint256 required);
    /// @notice A native coin payment to `to` was refused.
    error LaunchpadNativeTransferFailed(address to, uint256 amount);

    /// @notice Creates a presale: validates `params`, pays the flat fee (native: exact value; ERC20:
    /// approved), pulls {tokensNeeded} tokens from the caller into the new clone. `metadata` (logo,
    /// links, description; JSON) is only emitted.
    function createPresale(PresaleParams calldata params, string calldata metadata)
        external
        payable
        returns (address presale);

    /// @notice Tokens a presale with `params` needs under the current fees: the sale at the hard cap
    /// (FairLaunch: `tokensForSale`), the liquidity at the listing rate for the hard cap's raise
    /// (the most any coin's mix needs), and the token fee.
    function tokensNeeded(PresaleParams calldata params) external view returns (uint256);

    /// @notice The address `creator`'s presale number `nonce` has (or will have).
    function presaleAddress(address creator, uint256 nonce) external view returns (address);

    /// @notice The address `creator`'s next presale will have.
    function nextPresaleAddress(address creator) external view returns (address);

    /// @notice Presales `creator` has created (its next nonce).
    function creatorNonce(address creator) external view returns (uint256);

    /// @notice Whether `presale` was created by this factory.
    function isPresale(address presale) external view returns (bool);

    /// @notice Presales created so far.
    function presaleCount() external view returns (uint256);

    /// @notice The presale implementation every clone delegates to.
    function implementation() external view returns (address);

    /// @notice The current fees (snapshotted by each new presale).
    function fees() external view returns (FeeConfig memory);

    /// @notice Owner: sets the fees for presales created from now on (shares capped at 5%).
    function setFees(FeeConfig calldata newFees) external;
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {Address} from "@openzeppelin/contracts/utils/Address.sol";
import {ReentrancyLock} from "../utils/evm/ReentrancyLock.sol";
import {
    ClaimMode,
    ContributionView,
    FeeConfig,
    IPresale,
    Phase,
    PresaleBooks,
    PresaleConfig,
    PresaleInfo,
    PresaleKind,
    PresaleParams,
    PresaleStatus,
    TeamView
} from "./ILaunchpad.sol";
import {ListingOrder, ListingResult, PresaleListing} from "./PresaleListing.sol";
import {PresaleStorage} from "./PresaleStorage.sol";

/**
 * @title Presale
 * @notice One presale of the TokenBox launchpad, as an EIP-1167 clone of this implementation that
 * {LaunchpadFactory} initializes once at creation (the implementation itself is initialized by its
 * constructor, so nobody can use it). Each clone holds only its own deposit and raise.
 *
 * Who can do what: anyone buys (subject to the whitelist and the invite binding), anyone finalizes
 * once the presale ended with the soft cap met (within `finalizeGrace` after the end; after it, if
 * nobody did, everyone refunds), each contributor claims, refunds or withdraws its own position; the
 * creator cancels (before the start, or after the end before a finalize), edits the whitelist before
 * the end and reclaims the deposit after a cancel or failure. Nobody else can move the tokens or
 * the coin: they leave only as a claim, a refund, the listing, the fees snapshotted at creation,
 * invite rewards, the creator's share of the raise and the unsold tokens.
 *
 * Listing: the finalize builds the pool itself on the pair (no router quote): a stray balance on
 * the pair is skimmed to the creator; a pool that already has reserves at another price is brought to
 * the listing price by a donation of at most {MAX_ALIGN_BPS} of the listing's own amounts (a
 * griefer's dust pool costs dust), and otherwise the finalize reverts with
 * {PresaleListingPriceMismatch}: contributors keep their refund (grace period or cancel). In
 * Immediately mode the buyers already hold their tokens, so a refund after the grace period takes
 * every delivered token back before the coin leaves: the raise never stays locked, and nobody keeps
 * both.
 *
 * Invite rewards: each purchase adds, for each generation g with an inviter, `amount * inviteBps[g]`
 * to that inviter's numerator in the pay coin; its reward is the numerator / 10,000 and the
 * presale reserves the floor of the summed numerators, so rewards sum exactly to what is reserved
 * (up to one unit per inviter of rounding dust, which stays in the presale). An emergency withdraw
 * subtracts exactly what the purchases added.
 *
 * Gas of a purchase (the call users pay most): a buyer's first purchase in pay coin 0 creates one
 * storage word (`units` and the coin paid, packed in {Buyer}; "has contributed" is `units != 0` or
 * the withdrawn mark a refund or emergency withdraw leaves in the same word, so no flag is written,
 * and a refund changes that one word); the presale's
 * totals are one word (`_raisedUnits`, `_raisedFirst`) and its buyer count sits beside `factory`;
 * the terms a purchase checks are flagged in `_terms` (same word), so a limit, whitelist or binding
 * that is off costs no read; zero reward numerators and unused phase books are not written. The
 * set-up ({initialize}) runs from {PresaleSetup} and the listing from {PresaleListing}, both by
 * DELEGATECALL: code a presale runs once stays out of the implementation, which keeps 2 kB of
 * EIP-170's limit free in both builds.
 */
contract Presale is PresaleStorage, IPresale, ReentrancyLock {
    using SafeERC20 for IERC20;

    /// @notice Gas a native fee payment may use; a receiver that needs more is credited instead.
    uint256 public constant PAYOUT_GAS = 50_000;
    address internal constant DEAD = 0x000000000000000000000000000000000000dEaD;
    /// @notice The listing's code ({PresaleListing}), run by DELEGATECALL in the finalize.
    address public immutable lister;
    /// @notice The set-up's code ({PresaleSetup}), run by DELEGATECALL in {initialize}.
    address public immutable setup;

    /// @dev The implementation is initialized at once so that nobody can use it.
    constructor(address listing_, address setup_) {
        factory = address(this);
        lister = listing_;
        setup = setup_;
    }

    modifier onlyCreator() {
        if (msg.sender != creator) revert PresaleNotCreator(msg.sender);
        _;
    }

    /// @notice Called once by the factory on a fresh clone with terms it validated
    /// ({PresaleValidation}): runs {PresaleSetup-initialize} in this presale's context (DELEGATECALL),
    /// which stores them, snapshots the fees and checks that `needed` tokens arrived. The set-up runs
    /// once per presale, so its code lives beside the implementation rather than in it (EIP-170 room).
    function initialize(address, PresaleParams calldata, FeeConfig calldata, uint256) external {
        Address.functionDelegateCall(setup, msg.data);
    }

    // ---------------------------------------------------------------- buying

    /// @inheritdoc IPresale
    function contribute(uint256 coinIndex, uint256 amount, address inviter, uint8 tier, bytes32[] calldata proof)
        external
        payable
        nonReentrant
    {
        PresaleStatus s = status();
        if (s != PresaleStatus.Live) revert PresaleWrongStatus(s);
        uint256 terms = _terms;
        if (terms & TERM_WHITELIST != 0) _checkWhitelist(tier, proof);
        address up = _inviterOfBuyer(inviter, terms);
        if (coinIndex >= _coins.length) revert PresaleInvalidCoin(coinIndex);
        uint256 received = _receive(_coins[coinIndex].coin, amount);

        (uint256 units, uint256 phase) = _units(terms, coinIndex, received);
        if (units == 0) revert PresaleZeroAmount();
        _record(terms, coinIndex, received, units, phase);
        if (up != address(0)) _creditUpline(up, coinIndex, received, units, true);
        if (terms & TERM_IMMEDIATELY != 0) {
            // Every purchase delivers all its tokens: the whole entitlement is delivered.
            _buyers[msg.sender].claimedBps = uint16(BPS);
            _tokensDelivered += units;
            IERC20(_cfg.token).safeTransfer(msg.sender, units);
        }
        emit PresaleContributed(msg.sender, coinIndex, received, units, phase);
    }

    /// @dev The buyer's inviter, binding `inviter` first when it asks to and may.
    function _inviterOfBuyer(address inviter, uint256 terms) private returns (address up) {
        Buyer storage b = _buyers[msg.sender];
        up = b.inviter;
        if (inviter != address(0) && up == address(0) && !_hasContributed(b)) {
            _bind(inviter);
            up = inviter;
        }
        if (up == address(0) && terms & TERM_BIND != 0 && msg.sender != creator) revert PresaleInviterRequired();
    }

    /// @dev Checks the limits and puts a purchase on the books: in pay coin 0 outside MultiPeriod, one
    /// word of the presale and one of the buyer.
    function _record(uint256 terms, uint256 coinIndex, uint256 received, uint256 units, uint256 phase) private {
        Buyer storage b = _buyers[msg.sender];
        uint256 held = b.units;
        uint256 raisedUnits = _raisedUnits;
        _checkLimits(terms, raisedUnits, held, units);
        // The total's narrowing cannot truncate: it is at most `hardCap` (< 2^128, checked above) or,
        // in a fair launch, pay coin 0's raise, whose checked sum fits; a buyer's word is checked.
        _raisedUnits = uint128(raisedUnits + units);
        b.units = SafeCast.toUint120(held + units);
        if (coinIndex == 0) {
            uint120 coin = SafeCast.toUint120(received);
            _raisedFirst += coin;
            b.firstCoin += coin;
        } else {
            _raised[coinIndex] += received;
            _contributed[msg.sender][coinIndex] += received;
        }
        if (held == 0) {
            ++_contributors;
            // Nothing is delivered to a position bought again after it was emptied.
            if (b.claimedBps == _WITHDRAWN) b.claimedBps = 0;
        }
        if (terms & TERM_MULTI_PERIOD != 0) {
            _phaseSold[phase] += units;
            if (_cfg.emergencyWithdraw) _phaseUnits[msg.sender][phase] += units;
        }
    }

    /// @inheritdoc IPresale
    /// @dev Locked while a purchase runs: from a pay coin's transfer hook, a buyer could otherwise bind
    /// an inviter its purchase never credited, and a later emergency withdraw would subtract the
    /// purchase from that inviter's rewards and team (hole 11).
    function bindInviter(address inviter) external nonReentrant {
        Buyer storage b = _buyers[msg.sender];
        if (b.inviter != address(0)) revert PresaleAlreadyBound(b.inviter);
        _bind(inviter);
    }

    /// @dev Binding is allowed only before the first purchase and never for the creator: an account
    /// that binds has never been anyone's inviter, so no cycle can form.
    function _bind(address inviter) private {
        Buyer storage b = _buyers[msg.sender];
        if (b.inviter != address(0)) revert PresaleAlreadyBound(b.inviter);
        if (
            inviter == msg.sender || msg.sender == creator || _hasContributed(b)
                || (inviter != creator && !_hasContributed(_buyers[inviter]))
        ) revert PresaleInvalidInviter(inviter);
        b.inviter = inviter;
        address up = inviter;
        for (uint256 g; g < GENERATIONS && up != address(0); ++g) {
            ++_teams[up].invitees[g];
            up = _buyers[up].inviter;
        }
        emit PresaleInviterBound(msg.sender, inviter);
    }

    /// @dev Whether `b` ever bought (a purchase always buys a unit; only a refund or an emergency
    /// withdraw empties a position, and they mark it).
    function _hasContributed(Buyer storage b) private view returns (bool) {
        return b.units != 0 || b.claimedBps == _WITHDRAWN;
    }

    /// @dev Adds (or, on an emergency withdraw, removes) a purchase to the team volume and invite
    /// reward numerators of the buyer's six generations of inviters.
    /// A generation without a reward writes no numerator (nothing to add; a zero write still costs).
    function _creditUpline(address up, uint256 coinIndex, uint256 amount, uint256 units, bool add) private {
        uint256 generations = _inviteBps.length;
        uint256 rewards;
        for (uint256 g; g < GENERATIONS && up != address(0); ++g) {
            uint256 numerator = g < generations ? amount * _inviteBps[g] : 0;
            if (add) {
                if (units != 0) _teams[up].volume[g] += units;
                if (numerator != 0) _inviterNumerator[up][coinIndex] += numerator;
            } else {
                if (units != 0) _teams[up].volume[g] -= units;
                if (numerator != 0) _inviterNumerator[up][coinIndex] -= numerator;
            }
            rewards += numerator;
            up = _buyers[up].inviter;
        }
        if (rewards != 0) {
            if (add) _rewardNumerator[coinIndex] += rewards;
            else _rewardNumerator[coinIndex] -= rewards;
        }
    }

    function _checkWhitelist(uint8 tier, bytes32[] calldata proof) private view {
        PresaleConfig storage c = _cfg;
        if (c.publicAt != 0 && block.timestamp >= c.publicAt) return;
        uint256 stored = _buyers[msg.sender].tier;
        uint256 t;
        if (stored != 0) {
            t = stored - 1;
        } else {
            bytes32 leaf = keccak256(bytes.concat(keccak256(abi.encode(msg.sender, tier))));
            if (c.merkleRoot == bytes32(0) || !MerkleProof.verifyCalldata(proof, c.merkleRoot, leaf)) {
                revert PresaleNotWhitelisted(msg.sender);
            }
            t = tier;
        }
        uint256 opensAt = c.start;
        uint256 tiers = _tierDelays.length;
        if (tiers != 0) opensAt += _tierDelays[t < tiers ? t : tiers - 1];
        if (block.timestamp < opensAt) revert PresaleTierNotOpen(t, opensAt);
    }

    function _units(uint256 terms, uint256 coinIndex, uint256 received)
        private
        view
        returns (uint256 units, uint256 phase)
    {
        if (terms & TERM_FAIR_LAUNCH != 0) return (received, 0);
        if (terms & TERM_MULTI_PERIOD == 0) return (received * _coins[coinIndex].rate / 1e18, 0);
        uint256 n = _phases.length;
        for (; phase < n; ++phase) {
            Phase storage ph = _phases[phase];
            if (block.timestamp >= ph.start && block.timestamp < ph.end) {
                units = received * ph.rate / 1e18;
                uint256 left = ph.tokenCap - _phaseSold[phase];
                if (units > left) revert PresaleHardCapExceeded(units, left);
                return (units, phase);
            }
        }
        revert PresaleNoActivePhase();
    }

    /// @dev A limit whose `TERM_` bit is clear is 0 (no limit): its word is not read.
    function _checkLimits(uint256 terms, uint256 raisedUnits, uint256 held, uint256 units) private view {
        PresaleConfig storage c = _cfg;
        uint256 hardCap = c.hardCap;
        if (hardCap != 0 && raisedUnits + units > hardCap) {
            revert PresaleHardCapExceeded(units, hardCap - raisedUnits);
        }
        // The last purchase may be below the minimum when it fills the hard cap exactly.
        if (terms & TERM_MIN_BUY != 0 && units < c.minBuy && !(hardCap != 0 && raisedUnits + units == hardCap)) {
            revert PresaleBelowMinBuy(units, c.minBuy);
        }
        if (terms & TERM_MAX_BUY != 0 && units > c.maxBuy) revert PresaleAboveMaxBuy(units, c.maxBuy);
        if (terms & TERM_PER_BUYER != 0 && held + units > c.maxPerBuyer) {
            revert PresaleAbovePerBuyer(held + units, c.maxPerBuyer);
        }
    }

    // ---------------------------------------------------------------- outcomes

    /// @inheritdoc IPresale
    function status() public view returns (PresaleStatus) {
        if (_finalized) return PresaleStatus.Finalized;
        if (_cancelled) return PresaleStatus.Cancelled;
        PresaleConfig storage c = _cfg;
        if (block.timestamp < c.start) return PresaleStatus.Upcoming;
        uint256 raisedUnits = _raisedUnits;
        uint256 hardCap = c.hardCap;
        bool filled = hardCap != 0 && raisedUnits >= hardCap;
        if (block.timestamp < c.end && !filled) return PresaleStatus.Live;
        if (raisedUnits == 0 || raisedUnits < c.softCap) return PresaleStatus.Failed;
        // Every claim mode, Immediately included: its buyers hold their tokens, but a raise nobody can
        // finalize (a pool at another price, a token that blocks the listing) must not stay locked for
        // ever; a refund then takes the delivered tokens back ({refund}).
        if (block.timestamp >= uint256(c.end) + c.finalizeGrace) return PresaleStatus.Failed;
        return PresaleStatus.Ended;
    }

    /// @inheritdoc IPresale
    function finalize() external nonReentrant {
        PresaleStatus s = status();
        if (s != PresaleStatus.Ended) revert PresaleNotFinalizable(s);
        _finalized = true;
        _finalizedAt = uint40(block.timestamp);
        PresaleConfig storage c = _cfg;
        // Read from storage field by field: the flat fee's two words are not needed here.
        FeeConfig storage f = _fees;
        uint256 sold = c.kind == PresaleKind.FairLaunch ? c.tokensForSale : _raisedUnits;
        uint256 tokenFee = sold * f.tokenFeeBps / BPS;
        // Tokens the presale may still spend on the listing: the deposit less what buyers are owed
        // (or already received) and the token fee.
        uint256 spare = _tokensDeposited - sold - tokenFee;
        for (uint256 i; i < _coins.length; ++i) {
            uint256 raised = _raisedOf(i);
            if (raised == 0) continue;
            uint256 fee = raised * f.raiseFeeBps / BPS;
            uint256 rewards = _rewardNumerator[i] / BPS;
            uint256 net = raised - fee - rewards;
            uint256 lpCoin = net * c.liquidityBps / BPS;
            uint256 lpTokens = c.kind == PresaleKind.FairLaunch
                ? lpCoin * c.tokensForSale / _raisedUnits
                : lpCoin * _coins[i].listingRate / 1e18;
            if (lpTokens > spare) {
                lpCoin = lpCoin * spare / lpTokens;
                lpTokens = spare;
            }
            ListingResult memory listing;
            if (lpCoin != 0 && lpTokens != 0) {
                listing = _list(_coins[i].coin, lpCoin, lpTokens);
                spare -= listing.tokens;
                if (i == 0) (_pair, _lpAmount, _lockId) = (listing.pair, listing.lp, listing.lockId);
            }
            uint256 toCreator = net - listing.coin + _penalties[i];
            // A fee the recipient refuses (a contract, an address a coin blacklists) is credited as
            // its reward, taken with {claimRewards}: the operator cannot veto a presale (hole 10).
            if (fee != 0 && !_tryPay(_coins[i].coin, f.recipient, fee)) {
                _inviterNumerator[f.recipient][i] += fee * BPS;
                emit PresaleFeeCredited(f.recipient, i, fee);
            }
            _pay(_coins[i].coin, creator, toCreator);
            emit PresaleFinalized(
                msg.sender,
                i,
                listing.pair,
                fee,
                rewards,
                listing.coin,
                listing.tokens,
                listing.lp,
                listing.lockId,
                toCreator
            );
        }
        // A raise too small for a pool at the listing rate (a share that pools no token) must not be
        // paid to the creator without a market: no pool took tokens, so the presale does not
        // finalize, and refunds (read from the spare tokens: a listing always takes some).
        if (spare == _tokensDeposited - sold - tokenFee) revert PresaleNothingListed();
        IERC20 token = IERC20(c.token);
        if (tokenFee != 0) token.safeTransfer(f.recipient, tokenFee);
        if (spare != 0) token.safeTransfer(c.burnUnsold ? DEAD : creator, spare);
        emit PresaleTokensSettled(spare, c.burnUnsold, tokenFee);
    }

    /// @dev Lists `coinAmount` of `coin` beside `tokenAmount` tokens through {PresaleListing} (in this
    /// presale's context): the pool, what left the presale, the LP and its lock.
    function _list(address coin, uint256 coinAmount, uint256 tokenAmount) private returns (ListingResult memory) {
        PresaleConfig storage c = _cfg;
        ListingOrder memory o = ListingOrder(
            c.token,
            coin,
            c.router,
            c.locker,
            creator,
            c.burnLp,
            block.timestamp + c.lpLockDuration,
            coinAmount,
            tokenAmount
        );
        // A failed listing's error (PresaleListingPriceMismatch, PresaleTransferTaxed, ...) bubbles up.
        return abi.decode(
            Address.functionDelegateCall(lister, abi.encodeCall(PresaleListing.list, (o))), (ListingResult)
        );
    }

    /// @inheritdoc IPresale
    function claim() external nonReentrant returns (uint256 amount) {
        uint256 vested;
        (amount, vested) = _claimable(msg.sender);
        if (amount == 0) revert PresaleNothingToClaim();
        _buyers[msg.sender].claimedBps = uint16(vested);
        IERC20(_cfg.token).safeTransfer(msg.sender, amount);
        emit PresaleClaimed(msg.sender, amount);
    }

    /// @inheritdoc IPresale
    function refund() external nonReentrant {
        PresaleStatus s = status();
        if (s != PresaleStatus.Cancelled && s != PresaleStatus.Failed) revert PresaleWrongStatus(s);
        // Immediately mode delivered the tokens in the buy (nothing is claimed before a finalize in the
        // other modes): the coin comes back only with every one of them, so nobody keeps both.
        Buyer storage b = _buyers[msg.sender];
        uint256 delivered = _entitled(b.units) * b.claimedBps / BPS;
        if (delivered != 0) {
            b.claimedBps = 0;
            _tokensDelivered -= delivered;
            IERC20 token = IERC20(_cfg.token);
            uint256 before = token.balanceOf(address(this));
            token.safeTransferFrom(msg.sender, address(this), delivered);
            uint256 arrived = token.balanceOf(address(this)) - before;
            if (arrived != delivered) revert PresaleTransferTaxed(address(token), arrived, delivered);
            emit PresaleTokensReturned(msg.sender, delivered);
        }
        _giveBack(0);
    }

    /// @inheritdoc IPresale
    function emergencyWithdraw() external nonReentrant {
        PresaleConfig storage c = _cfg;
        if (!c.emergencyWithdraw) revert PresaleEmergencyWithdrawDisabled();
        if (_finalized || _cancelled || block.timestamp >= c.end) revert PresaleWrongStatus(status());
        Buyer storage b = _buyers[msg.sender];
        uint256 units = b.units;
        if (c.kind == PresaleKind.MultiPeriod) {
            for (uint256 i; i < _phases.length; ++i) {
                _phaseSold[i] -= _phaseUnits[msg.sender][i];
                _phaseUnits[msg.sender][i] = 0;
            }
        }
        address inviter = b.inviter;
        if (inviter != address(0)) {
            for (uint256 i; i < _coins.length; ++i) {
                uint256 amount = _contributedOf(msg.sender, i);
                if (amount != 0) _creditUpline(inviter, i, amount, 0, false);
            }
        }
        // Team volume: the buyer's units left every generation above it.
        address up = inviter;
        for (uint256 g; g < GENERATIONS && up != address(0); ++g) {
            _teams[up].volume[g] -= units;
            up = _buyers[up].inviter;
        }
        _giveBack(c.emergencyPenaltyBps);
    }

    /// @dev Pays the caller's contribution back in every coin, less `penaltyBps` (kept for the
    /// creator), and takes its purchase off the books.
    function _giveBack(uint256 penaltyBps) private {
        Buyer storage b = _buyers[msg.sender];
        bool any;
        for (uint256 i; i < _coins.length; ++i) {
            uint256 amount = _contributedOf(msg.sender, i);
            if (amount == 0) continue;
            any = true;
            uint256 penalty = amount * penaltyBps / BPS;
            if (i == 0) {
                b.firstCoin = 0;
                _raisedFirst -= uint128(amount);
            } else {
                _contributed[msg.sender][i] = 0;
                _raised[i] -= amount;
            }
            if (penalty != 0) _penalties[i] += penalty;
            _pay(_coins[i].coin, msg.sender, amount - penalty);
            emit PresaleRefunded(msg.sender, i, amount - penalty, penalty);
        }
        if (!any) revert PresaleNothingToRefund();
        _raisedUnits -= b.units;
        b.units = 0;
        b.claimedBps = _WITHDRAWN;
        --_contributors;
    }

    /// @inheritdoc IPresale
    function claimRewards() external nonReentrant {
        PresaleStatus s = status();
        if (s != PresaleStatus.Finalized) revert PresaleWrongStatus(s);
        Buyer storage b = _buyers[msg.sender];
        if (b.rewardsClaimed) revert PresaleNothingToClaim();
        b.rewardsClaimed = true;
        bool any;
        for (uint256 i; i < _coins.length; ++i) {
            uint256 amount = _inviterNumerator[msg.sender][i] / BPS;
            if (amount == 0) continue;
            any = true;
            _pay(_coins[i].coin, msg.sender, amount);
            emit PresaleRewardClaimed(msg.sender, i, amount);
        }
        if (!any) revert PresaleNothingToClaim();
    }

    // ---------------------------------------------------------------- creator

    /// @inheritdoc IPresale
    function cancel() external onlyCreator {
        PresaleStatus s = status();
        bool delivered = _tokensDelivered != 0;
        if (
            s == PresaleStatus.Live || s == PresaleStatus.Finalized || s == PresaleStatus.Cancelled
                || (delivered && s != PresaleStatus.Upcoming)
        ) revert PresaleCannotCancel(s);
        _cancelled = true;
        emit PresaleCancelled();
    }

    /// @inheritdoc IPresale
    function reclaimDeposit() external onlyCreator nonReentrant {
        PresaleStatus s = status();
        if (s != PresaleStatus.Cancelled && s != PresaleStatus.Failed) revert PresaleWrongStatus(s);
        // Callable again: tokens an Immediately-mode buyer returns with a later refund come back too.
        uint256 tokens = _tokensDeposited - _tokensDelivered - _tokensReclaimed;
        bool any = tokens != 0;
        _tokensReclaimed += tokens;
        for (uint256 i; i < _coins.length; ++i) {
            uint256 penalty = _penalties[i];
            if (penalty == 0) continue;
            any = true;
            _penalties[i] = 0;
            _pay(_coins[i].coin, creator, penalty);
        }
        if (!any) revert PresaleNothingToRefund();
        if (tokens != 0) IERC20(_cfg.token).safeTransfer(creator, tokens);
        emit PresaleDepositReclaimed(tokens);
    }

    /// @inheritdoc IPresale
    function setWhitelist(address[] calldata accounts, uint8 tier, bool listed) external onlyCreator {
        _beforeEnd();
        if (tier == type(uint8).max) revert PresaleInvalidWhitelist();
        uint8 stored = listed ? tier + 1 : 0;
        for (uint256 i; i < accounts.length; ++i) {
            _buyers[accounts[i]].tier = stored;
        }
        emit PresaleWhitelistUpdated(accounts, tier, listed);
    }

    /// @inheritdoc IPresale
    function setMerkleRoot(bytes32 root) external onlyCreator {
        _beforeEnd();
        _cfg.merkleRoot = root;
        emit PresaleMerkleRootUpdated(root);
    }

    /// @inheritdoc IPresale
    function setPublicAt(uint64 publicAt) external onlyCreator {
        _beforeEnd();
        uint64 current = _cfg.publicAt;
        // Only earlier: a buyer promised public access at some time keeps it.
        if (publicAt == 0 || (current != 0 && publicAt >= current)) revert PresaleInvalidWhitelist();
        _cfg.publicAt = publicAt;
        emit PresalePublicAtUpdated(publicAt);
    }

    function _beforeEnd() private view {
        if (!_cfg.whitelist) revert PresaleInvalidWhitelist();
        if (_finalized || _cancelled || block.timestamp >= _cfg.end) revert PresaleWrongStatus(status());
    }

    // ---------------------------------------------------------------- views

    /// @inheritdoc IPresale
    function info() external view returns (PresaleInfo memory i) {
        i.factory = factory;
        i.creator = creator;
        i.config = _cfg;
        i.payCoins = _coins;
        i.phases = _phases;
        i.inviteBps = _inviteBps;
        i.tierDelays = _tierDelays;
        i.fees = _fees;
        PresaleBooks memory b = i.books;
        b.status = status();
        b.finalized = _finalized;
        b.cancelled = _cancelled;
        b.finalizedAt = _finalizedAt;
        b.contributors = _contributors;
        b.sold = _cfg.kind != PresaleKind.FairLaunch ? _raisedUnits : (_finalized ? _cfg.tokensForSale : 0);
        b.raisedUnits = _raisedUnits;
        b.tokensDeposited = _tokensDeposited;
        b.raised = _raised;
        if (b.raised.length != 0) b.raised[0] = _raisedFirst;
        b.penalties = _penalties;
        b.phaseSold = _phaseSold;
        b.pair = _pair;
        b.lpAmount = _lpAmount;
        b.lockId = _lockId;
    }

    /// @inheritdoc IPresale
    function contributionOf(address account) external view returns (ContributionView memory v) {
        Buyer storage b = _buyers[account];
        uint256 n = _coins.length;
        v.contributed = new uint256[](n);
        bool any;
        for (uint256 i; i < n; ++i) {
            v.contributed[i] = _contributedOf(account, i);
            any = any || v.contributed[i] != 0;
        }
        v.tokens = _entitled(b.units);
        v.claimed = v.tokens * b.claimedBps / BPS;
        (v.claimable,) = _claimable(account);
        PresaleStatus s = status();
        v.refundable = any && (s == PresaleStatus.Cancelled || s == PresaleStatus.Failed);
        v.inviter = b.inviter;
        v.whitelistTier = b.tier;
    }

    /// @inheritdoc IPresale
    function teamOf(address account) external view returns (TeamView memory v) {
        Team storage t = _teams[account];
        v.inviter = _buyers[account].inviter;
        v.invitees = t.invitees;
        v.volume = t.volume;
        uint256 n = _coins.length;
        v.rewards = new uint256[](n);
        for (uint256 i; i < n; ++i) {
            v.rewards[i] = _inviterNumerator[account][i] / BPS;
        }
        v.rewardsClaimed = _buyers[account].rewardsClaimed;
    }

    /// @inheritdoc IPresale
    function quote(uint256 coinIndex, uint256 amount) external view returns (uint256 tokens) {
        if (coinIndex >= _coins.length) revert PresaleInvalidCoin(coinIndex);
        (tokens,) = _units(_terms, coinIndex, amount);
    }

    /// @dev Pay coin `i`'s raise (coin 0's is packed with the cap unit's total).
    function _raisedOf(uint256 i) private view returns (uint256) {
        return i == 0 ? _raisedFirst : _raised[i];
    }

    /// @dev What `account` has in pay coin `i` (coin 0's is packed in its {Buyer} word).
    function _contributedOf(address account, uint256 i) private view returns (uint256) {
        return i == 0 ? _buyers[account].firstCoin : _contributed[account][i];
    }

    /// @dev Tokens `units` entitle to (FairLaunch: the share of `tokensForSale`).
    function _entitled(uint256 units) private view returns (uint256) {
        if (_cfg.kind != PresaleKind.FairLaunch) return units;
        return _raisedUnits == 0 ? 0 : units * _cfg.tokensForSale / _raisedUnits;
    }

    /// @dev What `account` may claim now, and the share of its tokens vested (basis points, at most
    /// 10,000) that a claim records as delivered.
    function _claimable(address account) private view returns (uint256 amount, uint256 vested) {
        if (!_finalized) return (0, 0);
        vested = BPS;
        PresaleConfig storage c = _cfg;
        if (c.claimMode == ClaimMode.Linear) {
            uint256 from = c.vestingStart > _finalizedAt ? c.vestingStart : _finalizedAt;
            if (block.timestamp < from) return (0, 0);
            uint256 bps = c.vestingFirstBps;
            if (c.vestingInterval != 0) bps += (block.timestamp - from) / c.vestingInterval * c.vestingCycleBps;
            if (bps < BPS) vested = bps;
        }
        Buyer storage b = _buyers[account];
        uint256 delivered = b.claimedBps;
        if (vested <= delivered) return (0, vested);
        uint256 total = _entitled(b.units);
        // Both shares round down the same way: the claims add up to exactly the whole at 100%.
        amount = total * vested / BPS - total * delivered / BPS;
    }

    // ---------------------------------------------------------------- coin movements

    /// @dev Takes `amount` of `coin` from the caller; returns what arrived.
    function _receive(address coin, uint256 amount) private returns (uint256) {
        if (coin == address(0)) {
            if (msg.value != amount) revert PresaleWrongValue(msg.value, amount);
            return amount;
        }
        if (msg.value != 0) revert PresaleWrongValue(msg.value, 0);
        uint256 before = IERC20(coin).balanceOf(address(this));
        IERC20(coin).safeTransferFrom(msg.sender, address(this), amount);
        return IERC20(coin).balanceOf(address(this)) - before;
    }

    /// @dev Pays `amount` (native: with {PAYOUT_GAS}); false when the receiver or the coin refused.
    function _tryPay(address coin, address to, uint256 amount) private returns (bool ok) {
        if (coin == address(0)) {
            (ok,) = to.call{value: amount, gas: PAYOUT_GAS}("");
            return ok;
        }
        // SafeERC20's rule (no return data from a contract, or true), without reverting: the
        // london build's OpenZeppelin (5.1) has no trySafeTransfer.
        bytes memory data;
        // solhint-disable-next-line avoid-low-level-calls
        (ok, data) = coin.call(abi.encodeCall(IERC20.transfer, (to, amount)));
        ok = ok && (data.length == 0 ? coin.code.length != 0 : data.length == 32 && abi.decode(data, (bool)));
    }

    function _pay(address coin, address to, uint256 amount) private {
        if (amount == 0) return;
        if (coin == address(0)) {
            (bool ok,) = to.call{value: amount}("");
            if (!ok) revert PresaleNativeTransferFailed(to, amount);
        } else {
            IERC20(coin).safeTransfer(to, amount);
        }
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";
import {PresaleStatus} from "../launchpad/ILaunchpad.sol";
import {ReentrancyLock} from "../utils/evm/ReentrancyLock.sol";
import {
    IInscriptionSale,
    InscriptionSaleBooks,
    InscriptionSalePosition,
    InscriptionSaleTerms
} from "./IInscriptionSale.sol";
import {InscriptionSalePricing} from "./InscriptionSalePricing.sol";

/**
 * @title InscriptionSale
 * @notice One inscription presale of TokenBox (`/ins/sa`), as an EIP-1167 clone of this
 * implementation that {InscriptionSaleFactory} initializes once at creation (the implementation
 * initializes itself in its constructor, so nobody can use it). Each clone holds only its own raise.
 *
 * What the contract can and cannot promise. An EVM inscription is off-chain state: an indexer reads
 * `data:` calldata and ESIP-3 events; no contract can read an inscription balance. So:
 * - The escrow is a transfer inscription the seller sends to this address (a plain transaction whose
 *   calldata is `data:,{"p":…,"op":"transfer",…}`; the {fallback} accepts it and does nothing, so the
 *   transaction succeeds and counts). The contract CANNOT check that it arrived or that it covers
 *   `totalUnits * amountPerUnit`. TokenBox's sale page reads this address's balance from the indexer,
 *   shows whether the escrow covers what is for sale, and refuses to buy when it does not; a buyer who
 *   buys through anything else takes that risk. The escrow can leave only by this contract's events.
 * - It delivers by emitting {ethscriptions_protocol_CreateEthscription} with a transfer inscription,
 *   which ESIP-3 "-20" indexers (TokenBox's included) read as moving `amt` from this contract's balance
 *   to `initialOwner`, and ignore when the contract holds less. Events are read in chain order: with
 *   the escrow covering the sale, every claim and the unsold return are covered.
 * - The coin is fully on-chain and fully guaranteed: it leaves only as a refund of exactly what a
 *   buyer paid (Cancelled or Failed) or, whole, to the seller at the finalize.
 *
 * Rules (the launchpad's, {Presale}): anyone buys while Live; anyone finalizes once the end passed or
 * everything sold, with the soft cap met, within `finalizeGrace` after the end; after it, if nobody
 * did, the sale fails and everyone refunds. The seller cancels while nothing is sold and the sale has
 * not ended (no buyer is affected), or after the end before the finalize (every buyer refunds). No fee:
 * the sale has no owner and no operator; nobody but the seller has any power, and the seller's powers
 * are {cancel} and {reclaimEscrow}, both bounded as stated there.
 *
 * Decisions: claims are pulled ({claim}: one event per buyer, keeping {finalize} O(1) however many
 * bought); refunds are pulled (a buyer that refuses coin blocks only itself); a purchase states its
 * units and pays at least their cost, the excess returned in the same call (the value sent is the
 * buyer's price limit on a floating curve); units never go back on sale (a refund only happens once
 * the sale is over).
 *
 * Storage: a purchase reads the three words of terms it needs, the books word (`sold`,
 * `claimedUnits`, `raised`) and the flags beside `factory`, and writes the books and one buyer word.
 */
contract InscriptionSale is IInscriptionSale, ReentrancyLock {
    struct Buyer {
        uint64 units;
        uint128 paid;
        bool claimed;
        bool refunded;
    }

    /// @inheritdoc IInscriptionSale
    address public factory;
    bool internal _finalized;
    bool internal _cancelled;
    uint32 internal _buyerCount;
    uint40 internal _finalizedAt;
    /// @inheritdoc IInscriptionSale
    address public seller;

    InscriptionSaleTerms internal _terms;
    uint64 internal _sold;
    uint64 internal _claimedUnits;
    uint128 internal _raised;
    /// @dev `data:,{"p":"<p>","op":"transfer","tick":"<tick>","amt":"`: every delivery's text up to its amount.
    bytes internal _transferPrefix;
    mapping(address buyer => Buyer) internal _buyers;

    constructor() {
        // The implementation is nobody's sale: marked initialized so it cannot be used.
        factory = address(this);
    }

    modifier onlySeller() {
        if (msg.sender != seller) revert InscriptionSaleNotSeller(msg.sender);
        _;
    }

    /// @notice Called once by the factory on a fresh clone with terms it validated ({InscriptionSaleValidation}).
    function initialize(address seller_, InscriptionSaleTerms calldata t) external {
        if (factory != address(0)) revert InscriptionSaleAlreadyInitialized();
        factory = msg.sender;
        seller = seller_;
        _terms = t;
        _transferPrefix = abi.encodePacked(
            "data:,{\"p\":\"", t.protocol, "\",\"op\":\"transfer\",\"tick\":\"", t.tick, "\",\"amt\":\""
        );
    }

    /**
     * @notice Accepts the seller's escrow: a plain transaction to this address whose calldata is an
     * inscription (`data:`…), so that it succeeds and the indexer counts the transfer. Nothing is
     * stored (the contract cannot read the inscription). No function's selector is `data` (0x64617461):
     * the tests call every path with such calldata.
     */
    fallback() external {
        if (msg.data.length < 5 || bytes5(msg.data[:5]) != bytes5("data:")) revert InscriptionSaleUnknownCall();
    }

    // ---------------------------------------------------------------- buying

    /// @inheritdoc IInscriptionSale
    function buy(uint256 units) external payable nonReentrant {
        PresaleStatus s = status();
        if (s != PresaleStatus.Live) revert InscriptionSaleWrongStatus(s);
        if (units == 0) revert InscriptionSaleZeroUnits();
        InscriptionSaleTerms storage t = _terms;
        uint256 sold = _sold;
        uint256 total = t.totalUnits;
        // Cannot underflow: Live means sold < totalUnits.
        if (units > total - sold) revert InscriptionSaleSoldOut(units, total - sold);
        Buyer storage b = _buyers[msg.sender];
        uint256 held = b.units;
        uint256 maxPerBuyer = t.maxPerBuyer;
        if (maxPerBuyer != 0 && held + units > maxPerBuyer) {
            revert InscriptionSaleAbovePerBuyer(held + units, maxPerBuyer);
        }
        uint256 cost = InscriptionSalePricing.costOf(t.priceMode, t.startPrice, t.endPrice, total, sold, units);
        if (msg.value < cost) revert InscriptionSaleValueTooLow(msg.value, cost);
        if (held == 0) ++_buyerCount;
        // The casts cannot truncate: units <= totalUnits <= 10^12, and the whole sale costs below 2^128
        // (checked at creation), so no buyer's payment and no raise reaches 2^128.
        b.units = uint64(held + units);
        b.paid += uint128(cost);
        _sold = uint64(sold + units);
        _raised += uint128(cost);
        emit InscriptionSaleBought(msg.sender, units, cost, sold + units);
        if (msg.value > cost) _pay(msg.sender, msg.value - cost);
    }

    // ---------------------------------------------------------------- outcomes

    /// @inheritdoc IInscriptionSale
    function status() public view returns (PresaleStatus) {
        if (_finalized) return PresaleStatus.Finalized;
        if (_cancelled) return PresaleStatus.Cancelled;
        InscriptionSaleTerms storage t = _terms;
        if (block.timestamp < t.start) return PresaleStatus.Upcoming;
        uint256 sold = _sold;
        if (block.timestamp < t.end && sold < t.totalUnits) return PresaleStatus.Live;
        if (sold == 0 || sold < t.softCap) return PresaleStatus.Failed;
        if (block.timestamp >= uint256(t.end) + t.finalizeGrace) return PresaleStatus.Failed;
        return PresaleStatus.Ended;
    }

    /// @inheritdoc IInscriptionSale
    function finalize() external nonReentrant {
        PresaleStatus s = status();
        if (s != PresaleStatus.Ended) revert InscriptionSaleWrongStatus(s);
        _finalized = true;
        _finalizedAt = uint40(block.timestamp);
        uint256 raised = _raised;
        _raised = 0;
        uint256 unsold = _terms.totalUnits - _sold;
        address to = seller;
        if (unsold != 0) _deliver(to, unsold * _terms.amountPerUnit);
        emit InscriptionSaleFinalized(msg.sender, raised, unsold);
        _pay(to, raised);
    }

    /// @inheritdoc IInscriptionSale
    function claim() external {
        if (!_finalized) revert InscriptionSaleNothingToClaim();
        Buyer storage b = _buyers[msg.sender];
        uint256 units = b.units;
        if (units == 0 || b.claimed) revert InscriptionSaleNothingToClaim();
        b.claimed = true;
        // Cannot overflow: claimed units sum to at most the units sold.
        _claimedUnits += uint64(units);
        uint256 amount = units * _terms.amountPerUnit;
        _deliver(msg.sender, amount);
        emit InscriptionSaleClaimed(msg.sender, units, amount);
    }

    /// @inheritdoc IInscriptionSale
    function refund() external nonReentrant {
        PresaleStatus s = status();
        if (s != PresaleStatus.Cancelled && s != PresaleStatus.Failed) revert InscriptionSaleWrongStatus(s);
        Buyer storage b = _buyers[msg.sender];
        uint256 paid = b.paid;
        if (b.units == 0 || b.refunded) revert InscriptionSaleNothingToRefund();
        b.refunded = true;
        // Cannot underflow: `_raised` is the sum of the payments not yet refunded (a finalize, which
        // zeroes it, makes the status Finalized for ever).
        _raised -= uint128(paid);
        emit InscriptionSaleRefunded(msg.sender, b.units, paid);
        _pay(msg.sender, paid);
    }

    // ---------------------------------------------------------------- seller

    /// @inheritdoc IInscriptionSale
    function cancel() external onlySeller {
        PresaleStatus s = status();
        bool unsoldAndOpen = _sold == 0 && (s == PresaleStatus.Upcoming || s == PresaleStatus.Live);
        if (!unsoldAndOpen && s != PresaleStatus.Ended && s != PresaleStatus.Failed) revert InscriptionSaleCannotCancel(s);
        _cancelled = true;
        emit InscriptionSaleCancelled();
    }

    /// @inheritdoc IInscriptionSale
    function reclaimEscrow(uint256 amount) external onlySeller {
        PresaleStatus s = status();
        bool free = s == PresaleStatus.Cancelled || s == PresaleStatus.Failed
            || (s == PresaleStatus.Finalized && _claimedUnits == _sold);
        if (!free) revert InscriptionSaleEscrowLocked();
        if (amount == 0) revert InscriptionSaleNothingToRefund();
        _deliver(msg.sender, amount);
        emit InscriptionSaleEscrowReturned(amount);
    }

    // ---------------------------------------------------------------- views

    /// @inheritdoc IInscriptionSale
    function terms() external view returns (InscriptionSaleTerms memory) {
        return _terms;
    }

    /// @inheritdoc IInscriptionSale
    function books() external view returns (InscriptionSaleBooks memory) {
        return InscriptionSaleBooks({
            status: status(),
            finalized: _finalized,
            cancelled: _cancelled,
            sold: _sold,
            claimedUnits: _claimedUnits,
            raised: _raised,
            buyers: _buyerCount,
            finalizedAt: _finalizedAt
        });
    }

    /// @inheritdoc IInscriptionSale
    function positionOf(address buyer) external view returns (InscriptionSalePosition memory p) {
        Buyer storage b = _buyers[buyer];
        PresaleStatus s = status();
        p.units = b.units;
        p.paid = b.paid;
        p.claimed = b.claimed;
        p.refunded = b.refunded;
        p.claimable = s == PresaleStatus.Finalized && b.units != 0 && !b.claimed;
        p.refundable = (s == PresaleStatus.Cancelled || s == PresaleStatus.Failed) && b.units != 0 && !b.refunded;
    }

    /// @inheritdoc IInscriptionSale
    function quote(uint256 units) external view returns (uint256) {
        return costOf(_sold, units);
    }

    /// @inheritdoc IInscriptionSale
    function costOf(uint256 sold, uint256 units) public view returns (uint256) {
        InscriptionSaleTerms storage t = _terms;
        uint256 total = t.totalUnits;
        if (sold > total || units > total - sold) revert InscriptionSaleSoldOut(units, sold > total ? 0 : total - sold);
        return InscriptionSalePricing.costOf(t.priceMode, t.startPrice, t.endPrice, total, sold, units);
    }

    /// @inheritdoc IInscriptionSale
    function transferInscription(uint256 amount) public view returns (string memory) {
        return string.concat(string(_transferPrefix), Strings.toString(amount), "\"}");
    }

    // ---------------------------------------------------------------- movements

    /// @dev Emits the transfer inscription of `amount` of the tick from this contract to `to`.
    function _deliver(address to, uint256 amount) private {
        emit ethscriptions_protocol_CreateEthscription(to, transferInscription(amount));
    }

    function _pay(address to, uint256 amount) private {
        if (amount == 0) return;
        (bool ok,) = to.call{value: amount}("");
        if (!ok) revert InscriptionSaleNativeTransferFailed(to, amount);
    }
}

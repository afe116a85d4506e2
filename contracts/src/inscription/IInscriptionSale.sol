// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {PresaleStatus} from "../launchpad/ILaunchpad.sol";

/// @notice How a unit's price is set.
/// - Constant: every unit costs `startPrice` (`endPrice` must equal it).
/// - Floating: a linear curve in sale order: unit i (0-based) costs
///   `startPrice + (endPrice - startPrice) * i / (totalUnits - 1)` (rising or falling; at least 2 units).
enum InscriptionPriceMode {
    Constant,
    Floating
}

/// @notice An inscription sale's fixed terms, as the seller gives them and as {IInscriptionSale.terms}
/// returns them.
/// - `protocol`, `tick`: the "-20" tick sold, written into the transfer inscriptions the sale emits
///   (`protocol`: 1 to 32 of `[a-z0-9-_]`, the canonical id core writes; `tick`: 1 to 128 bytes with no
///   `"`, `\` or control character, so the JSON the contract writes is always well formed; core
///   checks the full rule of 1 to 32 characters).
/// - `amountPerUnit`: inscription `amt` per unit; `totalUnits * amountPerUnit` is what the seller
///   puts in escrow and must be below 2^256 (the indexer's number rule).
/// - `totalUnits`: the hard cap, 1 to {IInscriptionSaleFactory.MAX_UNITS}; `softCap` (0 = none) and
///   `maxPerBuyer` (cumulative, 0 = none) are in units and at most `totalUnits`.
/// - `start`, `end`: the sale window (start not in the past, before end).
/// - `finalizeGrace`: seconds after the end during which anyone may finalize (1 to 30 days, as the
///   launchpad's presales); after it, if nobody did, every buyer refunds.
/// - `priceMode`, `startPrice`, `endPrice`: wei of the native coin per unit (both above 0); the whole
///   sale at the curve's price must cost below 2^128 wei.
struct InscriptionSaleTerms {
    string protocol;
    string tick;
    uint256 amountPerUnit;
    uint64 totalUnits;
    uint64 softCap;
    uint64 maxPerBuyer;
    uint64 start;
    uint64 end;
    uint32 finalizeGrace;
    InscriptionPriceMode priceMode;
    uint128 startPrice;
    uint128 endPrice;
}

/// @notice A sale's live books, as {IInscriptionSale.books} returns them.
/// - `sold`: units sold (never decreases: a refund does not put units back on sale, the sale is over).
/// - `raised`: coin the contract holds for buyers or the seller (purchases less refunds; 0 after the finalize).
/// - `buyers`: accounts that bought.
struct InscriptionSaleBooks {
    PresaleStatus status;
    bool finalized;
    bool cancelled;
    uint64 sold;
    uint64 claimedUnits;
    uint128 raised;
    uint32 buyers;
    uint64 finalizedAt;
}

/// @notice {IInscriptionSale.positionOf}: one buyer's units, the coin it paid, and what it may do now.
struct InscriptionSalePosition {
    uint64 units;
    uint128 paid;
    bool claimed;
    bool refunded;
    bool claimable;
    bool refundable;
}

/**
 * @title IInscriptionSale
 * @notice One inscription presale (`/ins/sa`): sells units of a "-20" tick for the native coin at a
 * constant or floating price, as an EIP-1167 clone of {InscriptionSaleFactory}'s implementation,
 * holding its own raise. The inscriptions are off-chain state: the seller escrows them by sending a
 * transfer inscription to the sale's address, and the sale moves them by emitting ESIP-3 transfer
 * events (see {InscriptionSale}'s notes for what the contract can and cannot promise).
 *
 * Statuses are the launchpad's ({PresaleStatus}): Upcoming, Live, Ended (soft cap met, waiting for
 * anyone's finalize within the grace period), Finalized, Cancelled, Failed (soft cap missed, or
 * nobody finalized within the grace period).
 */
interface IInscriptionSale {
    /**
     * @notice The ESIP-3 creation event (the name and parameters are fixed by ESIP-3). Every one this
     * contract emits carries a transfer inscription, which ESIP-3 "-20" indexers read as moving `amt`
     * from this contract's own balance to `initialOwner`.
     */
    event ethscriptions_protocol_CreateEthscription(address indexed initialOwner, string contentURI); // solhint-disable-line event-name-capwords

    /// @notice `buyer` bought `units` for `cost` wei; `sold` units are sold in all after it.
    event InscriptionSaleBought(address indexed buyer, uint256 units, uint256 cost, uint256 sold);
    /// @notice `caller` finalized: `toSeller` wei went to the seller and `unsoldUnits` units of the
    /// escrow back to it (by a transfer event, when above 0).
    event InscriptionSaleFinalized(address indexed caller, uint256 toSeller, uint256 unsoldUnits);
    /// @notice `buyer` received `units` units (`amount` of the tick) by a transfer event.
    event InscriptionSaleClaimed(address indexed buyer, uint256 units, uint256 amount);
    /// @notice `buyer` got back the `amount` wei it paid for `units` units.
    event InscriptionSaleRefunded(address indexed buyer, uint256 units, uint256 amount);
    /// @notice The seller cancelled the sale.
    event InscriptionSaleCancelled();
    /// @notice The seller took `amount` of the tick back from the escrow by a transfer event.
    event InscriptionSaleEscrowReturned(uint256 amount);

    /// @notice Only the factory initializes a clone, once.
    error InscriptionSaleAlreadyInitialized();
    /// @notice Only the seller may do this.
    error InscriptionSaleNotSeller(address caller);
    /// @notice The protocol or the tick cannot be written into an inscription (see {InscriptionSaleTerms}).
    error InscriptionSaleInvalidTick();
    /// @notice The units for sale, the soft cap, the limit per buyer or the amount per unit are out of range.
    error InscriptionSaleInvalidUnits();
    /// @notice `start` must not be in the past and must be before `end`.
    error InscriptionSaleInvalidTimes(uint256 start, uint256 end);
    /// @notice The grace period is outside `min` to `max` seconds.
    error InscriptionSaleInvalidGrace(uint256 grace, uint256 min, uint256 max);
    /// @notice A price is 0, the prices do not fit the mode, or the whole sale would cost 2^128 wei or more.
    error InscriptionSaleInvalidPrice();
    /// @notice Not possible in status `status`.
    error InscriptionSaleWrongStatus(PresaleStatus status);
    /// @notice The purchase is of 0 units.
    error InscriptionSaleZeroUnits();
    /// @notice Only `available` units are left.
    error InscriptionSaleSoldOut(uint256 units, uint256 available);
    /// @notice The buyer's `total` units would pass `maxPerBuyer`.
    error InscriptionSaleAbovePerBuyer(uint256 total, uint256 maxPerBuyer);
    /// @notice `sent` wei is less than the `cost` of the units now.
    error InscriptionSaleValueTooLow(uint256 sent, uint256 cost);
    /// @notice Nothing to claim (not finalized, nothing bought, or claimed already).
    error InscriptionSaleNothingToClaim();
    /// @notice Nothing to refund (not cancelled or failed, nothing bought, or refunded already).
    error InscriptionSaleNothingToRefund();
    /// @notice The seller may cancel only before any purchase, or after the end before the finalize.
    error InscriptionSaleCannotCancel(PresaleStatus status);
    /// @notice The escrow is still owed to buyers: it returns after a cancel or failure, or after
    /// every sold unit was claimed (what is left then is surplus).
    error InscriptionSaleEscrowLocked();
    /// @notice A native coin payment to `to` was refused.
    error InscriptionSaleNativeTransferFailed(address to, uint256 amount);
    /// @notice A call that is neither a function of the sale nor an inscription (`data:` calldata).
    error InscriptionSaleUnknownCall();

    /**
     * @notice Buys `units` at the current price of the curve. Send at least {quote}(units); the
     * excess comes back in the same call (a floating price moves as others buy, so the value sent is
     * the buyer's price limit).
     *
     * Requirements: status Live; 1 <= `units` <= units left ({InscriptionSaleSoldOut}); the
     * buyer's total within `maxPerBuyer`; `msg.value` >= cost ({InscriptionSaleValueTooLow}).
     * Emits {InscriptionSaleBought}.
     */
    function buy(uint256 units) external payable;

    /**
     * @notice Finalizes: anyone, once the end passed (or every unit sold) with the soft cap met,
     * within the grace period. Pays the whole raise to the seller and returns the unsold units'
     * escrow to it (one transfer event); opens claims.
     *
     * Emits {InscriptionSaleFinalized} and, when units are unsold, {ethscriptions_protocol_CreateEthscription}.
     */
    function finalize() external;

    /// @notice Emits the transfer of the caller's units (`units * amountPerUnit`) to it, once, after
    /// the finalize. Emits {ethscriptions_protocol_CreateEthscription} and {InscriptionSaleClaimed}.
    function claim() external;

    /// @notice Pays the caller back exactly the coin it paid, once, when the sale is Cancelled or
    /// Failed. Emits {InscriptionSaleRefunded}.
    function refund() external;

    /// @notice Seller: cancels while nothing is sold and the sale has not ended, or after the end
    /// before the finalize. Every buyer then refunds. Emits {InscriptionSaleCancelled}.
    function cancel() external;

    /**
     * @notice Seller: takes `amount` of the tick back from the escrow (a transfer event to the seller),
     * after a cancel or failure (any amount: no buyer has a claim on it), or after the finalize once
     * every sold unit was claimed (the surplus someone sent beyond the sale). Callable again.
     */
    function reclaimEscrow(uint256 amount) external;

    /// @notice The seller (the sale's creator).
    function seller() external view returns (address);

    /// @notice The factory that created this sale.
    function factory() external view returns (address);

    /// @notice The current status.
    function status() external view returns (PresaleStatus);

    /// @notice The fixed terms.
    function terms() external view returns (InscriptionSaleTerms memory);

    /// @notice The live books.
    function books() external view returns (InscriptionSaleBooks memory);

    /// @notice One buyer's position.
    function positionOf(address buyer) external view returns (InscriptionSalePosition memory);

    /// @notice What `units` cost now (from the units sold so far), in wei.
    function quote(uint256 units) external view returns (uint256 cost);

    /// @notice What `units` units cost after `sold` were sold, in wei (the curve's sum, rounded up once).
    function costOf(uint256 sold, uint256 units) external view returns (uint256 cost);

    /// @notice The transfer inscription the sale emits for `amount` of its tick.
    function transferInscription(uint256 amount) external view returns (string memory);
}

/**
 * @title IInscriptionSaleFactory
 * @notice The chain's inscription sale factory: one per chain (CREATE2 deployment proxy), no owner,
 * no fee. Each sale is a deterministic EIP-1167 clone (salt from the seller and its nonce), so its
 * address is known before it exists (the escrow can be sent to it right after the creation).
 */
interface IInscriptionSaleFactory {
    /// @notice A sale was created; lists are built from these events (`tickHash`: keccak256 of
    /// `protocol ++ ":" ++ tick`, for finding a tick's sales).
    event InscriptionSaleCreated(
        address indexed sale,
        address indexed seller,
        bytes32 indexed tickHash,
        uint256 nonce,
        InscriptionSaleTerms terms,
        string metadata
    );

    /// @notice The most units one sale sells.
    function MAX_UNITS() external view returns (uint256); // solhint-disable-line func-name-mixedcase

    /// @notice Creates a sale with `terms` (validated: see {InscriptionSaleTerms} and
    /// {IInscriptionSale}'s errors); `metadata` (JSON: description, links) is only emitted.
    function createSale(InscriptionSaleTerms calldata terms, string calldata metadata)
        external
        returns (address sale);

    /// @notice The address `seller`'s sale number `nonce` has (or will have).
    function saleAddress(address seller, uint256 nonce) external view returns (address);

    /// @notice The address `seller`'s next sale will have.
    function nextSaleAddress(address seller) external view returns (address);

    /// @notice Sales `seller` has created (its next nonce).
    function sellerNonce(address seller) external view returns (uint256);

    /// @notice Whether `sale` was created by this factory.
    function isSale(address sale) external view returns (bool);

    /// @notice Sales created so far.
    function saleCount() external view returns (uint256);

    /// @notice The implementation every clone delegates to.
    function implementation() external view returns (address);
}

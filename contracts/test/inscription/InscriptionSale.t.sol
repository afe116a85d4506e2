// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {InscriptionSale} from "../../src/inscription/InscriptionSale.sol";
import {
    IInscriptionSale,
    IInscriptionSaleFactory,
    InscriptionPriceMode,
    InscriptionSaleBooks,
    InscriptionSalePosition,
    InscriptionSaleTerms
} from "../../src/inscription/IInscriptionSale.sol";
import {PresaleStatus} from "../../src/launchpad/ILaunchpad.sol";
import {InscriptionSaleFixture, ReentrantSaleBuyer, SaleCoinRefuser} from "./InscriptionSaleFixture.sol";
import {VmLogs} from "../utils/VmLogs.sol";

/// @notice InscriptionSale and its factory: creation at the predicted address, every invalid term,
/// the price curve against the naive loop (fuzzed), purchases (fuzzed units, prices and excess),
/// every revert of buy, the happy path with the exact ESIP-3 events, refunds (soft cap missed,
/// grace passed, cancel), access control, and the known presale exploits shown to fail
/// (refund after finalize, double claim, double refund, reentrant refund, the seller taking the raise
/// or the escrow early, finalize after cancel).
contract InscriptionSaleTest is InscriptionSaleFixture {
    function setUp() public {
        _deploy();
    }

    // ------------------------------------------------------------ creation

    function test_createsAtThePredictedAddressAndKeepsTheTerms() public {
        address predicted = factory.nextSaleAddress(SELLER);
        assertEq(predicted, factory.saleAddress(SELLER, 0), "next = nonce 0");
        InscriptionSale sale = _createDefault();
        assertEq(address(sale), predicted, "predicted address");
        assertTrue(factory.isSale(address(sale)), "registered");
        assertEq(factory.saleCount(), 1, "count");
        assertEq(factory.sellerNonce(SELLER), 1, "nonce");
        assertEq(sale.seller(), SELLER, "seller");
        assertEq(sale.factory(), address(factory), "factory");
        InscriptionSaleTerms memory t = sale.terms();
        assertEq(t.tick, "abcd", "tick");
        assertEq(t.protocol, "bsc-20", "protocol");
        assertEq(t.totalUnits, 100, "units");
        assertEq(uint256(sale.status()), uint256(PresaleStatus.Upcoming), "upcoming");
        assertEq(sale.transferInscription(5_000), _transferText(5_000), "transfer text");
        assertEq(factory.MAX_UNITS(), 1e12, "max units");
        // A second sale of the same seller has its own address.
        assertTrue(address(_createDefault()) != address(sale), "one address per sale");
    }

    /// @dev Address squatting: the salt holds the creator, so nobody can take a seller's predicted
    /// address (where the seller may already have sent its escrow) by creating first.
    function test_nobodyElseCanCreateAtASellersPredictedAddress() public {
        address predicted = factory.nextSaleAddress(SELLER);
        vm.prank(STRANGER);
        address squatter = factory.createSale(_terms(), "");
        assertTrue(squatter != predicted, "the stranger's sale is elsewhere");
        assertEq(factory.nextSaleAddress(SELLER), predicted, "the seller's address is unchanged");
        assertEq(address(_createDefault()), predicted, "and the seller gets it");
    }

    function test_theCreationEventCarriesTheTerms() public {
        logs.recordLogs();
        InscriptionSale sale = _createDefault();
        VmLogs.Log[] memory entries = logs.getRecordedLogs();
        VmLogs.Log memory created = entries[entries.length - 1];
        assertEq(created.emitter, address(factory), "factory event");
        assertEq(created.topics[0], IInscriptionSaleFactory.InscriptionSaleCreated.selector, "topic");
        assertEq(created.topics[1], bytes32(uint256(uint160(address(sale)))), "sale");
        assertEq(created.topics[2], bytes32(uint256(uint160(SELLER))), "seller");
        assertEq(created.topics[3], keccak256("bsc-20:abcd"), "tick hash");
        (uint256 nonce, InscriptionSaleTerms memory t, string memory metadata) =
            abi.decode(created.data, (uint256, InscriptionSaleTerms, string));
        assertEq(nonce, 0, "nonce");
        assertEq(t.amountPerUnit, 1_000, "terms");
        assertEq(metadata, "{}", "metadata");
    }

    function test_nobodyCanInitializeTheImplementationOrAcloneTwice() public {
        InscriptionSale implementation = InscriptionSale(payable(factory.implementation()));
        InscriptionSaleTerms memory t = _terms();
        vm.expectRevert(IInscriptionSale.InscriptionSaleAlreadyInitialized.selector);
        implementation.initialize(STRANGER, t);
        InscriptionSale sale = _createDefault();
        vm.prank(address(factory));
        vm.expectRevert(IInscriptionSale.InscriptionSaleAlreadyInitialized.selector);
        sale.initialize(STRANGER, t);
    }

    function _expectInvalid(InscriptionSaleTerms memory t, bytes memory expected) internal {
        vm.prank(SELLER);
        vm.expectRevert(expected);
        factory.createSale(t, "");
    }

    function test_invalidTermsAreRefused() public {
        bytes memory tick = abi.encodeWithSelector(IInscriptionSale.InscriptionSaleInvalidTick.selector);
        bytes memory units = abi.encodeWithSelector(IInscriptionSale.InscriptionSaleInvalidUnits.selector);
        bytes memory price = abi.encodeWithSelector(IInscriptionSale.InscriptionSaleInvalidPrice.selector);
        string[6] memory badProtocols = ["", "BSC-20", "bsc 20", "bsc-20\"", "a1234567890123456789012345678901x", "\xe9"];
        for (uint256 i; i < badProtocols.length; ++i) {
            InscriptionSaleTerms memory t = _terms();
            t.protocol = badProtocols[i];
            _expectInvalid(t, tick);
        }
        string[5] memory badTicks = ["", "ab\"cd", "ab\\cd", "ab\ncd", "ab\x7fcd"];
        for (uint256 i; i < badTicks.length; ++i) {
            InscriptionSaleTerms memory t = _terms();
            t.tick = badTicks[i];
            _expectInvalid(t, tick);
        }
        InscriptionSaleTerms memory u = _terms();
        u.tick = unicode"铭文🚀"; // UTF-8 above ASCII is fine
        vm.prank(SELLER);
        factory.createSale(u, "");

        u = _terms();
        u.totalUnits = 0;
        _expectInvalid(u, units);
        u = _terms();
        u.totalUnits = 1e12 + 1;
        _expectInvalid(u, units);
        u = _terms();
        u.softCap = 101;
        _expectInvalid(u, units);
        u = _terms();
        u.maxPerBuyer = 101;
        _expectInvalid(u, units);
        u = _terms();
        u.amountPerUnit = 0;
        _expectInvalid(u, units);
        u = _terms();
        u.amountPerUnit = type(uint256).max / 100 + 1;
        _expectInvalid(u, units);

        u = _terms();
        u.start = uint64(block.timestamp - 1);
        _expectInvalid(
            u, abi.encodeWithSelector(IInscriptionSale.InscriptionSaleInvalidTimes.selector, u.start, u.end)
        );
        u = _terms();
        u.end = u.start;
        _expectInvalid(
            u, abi.encodeWithSelector(IInscriptionSale.InscriptionSaleInvalidTimes.selector, u.start, u.end)
        );
        u = _terms();
        u.finalizeGrace = 1 days - 1;
        _expectInvalid(
            u, abi.encodeWithSelector(IInscriptionSale.InscriptionSaleInvalidGrace.selector, 1 days - 1, 1 days, 30 days)
        );
        u.finalizeGrace = 30 days + 1;
        _expectInvalid(
            u, abi.encodeWithSelector(IInscriptionSale.InscriptionSaleInvalidGrace.selector, 30 days + 1, 1 days, 30 days)
        );

        u = _terms();
        u.startPrice = 0;
        u.endPrice = 0;
        _expectInvalid(u, price);
        u = _terms();
        u.endPrice = PRICE + 1; // constant with two prices
        _expectInvalid(u, price);
        u = _terms();
        u.priceMode = InscriptionPriceMode.Floating; // floating with one price
        _expectInvalid(u, price);
        u.endPrice = 0;
        _expectInvalid(u, price);
        u.endPrice = PRICE * 2;
        u.totalUnits = 1;
        u.softCap = 0;
        u.maxPerBuyer = 0;
        _expectInvalid(u, price);
        u = _terms();
        u.startPrice = type(uint128).max / 100 + 1; // the whole sale reaches 2^128 wei
        u.endPrice = u.startPrice;
        _expectInvalid(u, price);
    }

    // ------------------------------------------------------------ price

    /// @dev The naive loop: each unit's exact price as a fraction over N - 1, summed, rounded up once.
    function _loopCost(uint256 a, uint256 b, uint256 n, uint256 sold, uint256 units) internal pure returns (uint256) {
        uint256 steps = n - 1;
        uint256 numerator;
        for (uint256 i = sold; i < sold + units; ++i) {
            numerator += b >= a ? a * steps + (b - a) * i : a * steps - (a - b) * i;
        }
        return (numerator + steps - 1) / steps;
    }

    function testFuzz_floatingCostMatchesTheLoop(uint128 a, uint128 b, uint256 n, uint256 sold, uint256 units)
        public
    {
        a = uint128(bound(a, 1, 1e24));
        b = uint128(bound(b, 1, 1e24));
        vm.assume(a != b);
        n = bound(n, 2, 300);
        sold = bound(sold, 0, n - 1);
        units = bound(units, 0, n - sold);
        InscriptionSaleTerms memory t = _terms();
        t.priceMode = InscriptionPriceMode.Floating;
        t.startPrice = a;
        t.endPrice = b;
        t.totalUnits = uint64(n);
        t.softCap = 0;
        t.maxPerBuyer = 0;
        InscriptionSale sale = _create(t);
        uint256 cost = sale.costOf(sold, units);
        assertEq(cost, _loopCost(a, b, n, sold, units), "closed form = loop");
        // Between the sum of each unit's floor and the sum of its ceiling: never below the curve.
        uint256 floors;
        uint256 ceilings;
        for (uint256 i = sold; i < sold + units; ++i) {
            uint256 num = b >= a ? a * (n - 1) + (b - a) * i : a * (n - 1) - (a - b) * i;
            floors += num / (n - 1);
            ceilings += (num + n - 2) / (n - 1);
        }
        assertGe(cost, floors, "at least the floors");
        assertLe(cost, ceilings, "at most the ceilings");
        // The ends of the curve are exact.
        assertEq(sale.costOf(0, 1), a, "first unit at the start price");
        assertEq(sale.costOf(n - 1, 1), b, "last unit at the end price");
    }

    function testFuzz_theCurveAtItsLargestStaysExact(uint256 sold, uint256 units) public {
        // 10^12 units whose whole sale costs just under 2^128 wei: no overflow anywhere on the curve.
        InscriptionSaleTerms memory t = _terms();
        t.priceMode = InscriptionPriceMode.Floating;
        t.totalUnits = 1e12;
        t.softCap = 0;
        t.maxPerBuyer = 0;
        t.startPrice = 1;
        t.endPrice = uint128(type(uint128).max / 1e12 * 2 - 2);
        InscriptionSale sale = _create(t);
        sold = bound(sold, 0, 1e12);
        units = bound(units, 0, 1e12 - sold);
        uint256 whole = sale.costOf(0, 1e12);
        assertLe(whole, type(uint128).max, "whole sale below 2^128");
        uint256 left = sale.costOf(0, sold);
        uint256 right = sale.costOf(sold, 1e12 - sold);
        // Two purchases pay the whole exactly or up to 1 wei more (each rounds up once).
        assertGe(left + right, whole, "split never cheaper");
        assertLe(left + right, whole + 1, "at most 1 wei of rounding per purchase");
        assertLe(sale.costOf(sold, units), whole, "a part costs no more than the whole");
    }

    function test_costOfBeyondTheSaleIsRefused() public {
        InscriptionSale sale = _createDefault();
        vm.expectRevert(abi.encodeWithSelector(IInscriptionSale.InscriptionSaleSoldOut.selector, 2, 1));
        sale.costOf(99, 2);
        vm.expectRevert(abi.encodeWithSelector(IInscriptionSale.InscriptionSaleSoldOut.selector, 1, 0));
        sale.costOf(101, 1);
    }

    // ------------------------------------------------------------ buying

    function testFuzz_aPurchasePaysTheQuoteAndTheExcessComesBack(uint256 units, uint256 extra, uint128 price)
        public
    {
        InscriptionSaleTerms memory t = _terms();
        t.startPrice = uint128(bound(price, 1, 1e30));
        t.endPrice = t.startPrice;
        InscriptionSale sale = _create(t);
        _start(sale);
        units = bound(units, 1, 50);
        extra = bound(extra, 0, 1e30);
        uint256 cost = uint256(t.startPrice) * units;
        assertEq(sale.quote(units), cost, "constant quote");
        address buyer = _buyer(1);
        vm.deal(buyer, cost + extra);
        vm.prank(buyer);
        sale.buy{value: cost + extra}(units);
        assertEq(buyer.balance, extra, "excess returned");
        assertEq(address(sale).balance, cost, "cost held");
        InscriptionSalePosition memory p = sale.positionOf(buyer);
        assertEq(p.units, units, "units");
        assertEq(p.paid, cost, "paid");
        InscriptionSaleBooks memory b = sale.books();
        assertEq(b.sold, units, "sold");
        assertEq(b.raised, cost, "raised");
        assertEq(b.buyers, 1, "one buyer");
    }

    function testFuzz_floatingPurchasesFollowTheCurve(uint256 seed, uint128 a, uint128 b) public {
        InscriptionSaleTerms memory t = _terms();
        t.priceMode = InscriptionPriceMode.Floating;
        t.startPrice = uint128(bound(a, 1, 1e21));
        t.endPrice = uint128(bound(b, 1, 1e21));
        vm.assume(t.startPrice != t.endPrice);
        t.maxPerBuyer = 0;
        InscriptionSale sale = _create(t);
        _start(sale);
        uint256 paid;
        uint256 sold;
        for (uint256 i; sold < 100; ++i) {
            uint256 units = bound(uint256(keccak256(abi.encode(seed, i))), 1, 100 - sold);
            uint256 expected = _loopCost(t.startPrice, t.endPrice, 100, sold, units);
            uint256 cost = _buy(sale, _buyer(i), units);
            assertEq(cost, expected, "each purchase at the curve");
            paid += cost;
            sold += units;
        }
        uint256 whole = _loopCost(t.startPrice, t.endPrice, 100, 0, 100);
        assertGe(paid, whole, "never below the curve");
        assertLe(paid, whole + 100, "at most 1 wei per purchase above it");
        assertEq(address(sale).balance, paid, "all held");
        assertEq(uint256(sale.status()), uint256(PresaleStatus.Ended), "sold out ends the sale");
    }

    function test_everyBuyRevert() public {
        InscriptionSale sale = _createDefault();
        vm.deal(STRANGER, 10 ether);
        vm.startPrank(STRANGER);
        vm.expectRevert(
            abi.encodeWithSelector(IInscriptionSale.InscriptionSaleWrongStatus.selector, PresaleStatus.Upcoming)
        );
        sale.buy{value: PRICE}(1);
        vm.warp(sale.terms().start);
        vm.expectRevert(IInscriptionSale.InscriptionSaleZeroUnits.selector);
        sale.buy(0);
        vm.expectRevert(abi.encodeWithSelector(IInscriptionSale.InscriptionSaleValueTooLow.selector, PRICE - 1, PRICE));
        sale.buy{value: PRICE - 1}(1);
        vm.expectRevert(abi.encodeWithSelector(IInscriptionSale.InscriptionSaleAbovePerBuyer.selector, 51, 50));
        sale.buy{value: PRICE * 51}(51);
        sale.buy{value: PRICE * 50}(50);
        vm.expectRevert(abi.encodeWithSelector(IInscriptionSale.InscriptionSaleAbovePerBuyer.selector, 51, 50));
        sale.buy{value: PRICE}(1);
        vm.stopPrank();
        _buy(sale, _buyer(1), 45);
        vm.deal(_buyer(2), 1 ether);
        vm.prank(_buyer(2));
        vm.expectRevert(abi.encodeWithSelector(IInscriptionSale.InscriptionSaleSoldOut.selector, 6, 5));
        sale.buy{value: PRICE * 6}(6);
        _end(sale);
        vm.prank(_buyer(2));
        vm.expectRevert(
            abi.encodeWithSelector(IInscriptionSale.InscriptionSaleWrongStatus.selector, PresaleStatus.Ended)
        );
        sale.buy{value: PRICE}(1);
    }

    function test_noLimitPerBuyerWhenZero() public {
        InscriptionSaleTerms memory t = _terms();
        t.maxPerBuyer = 0;
        InscriptionSale sale = _create(t);
        _start(sale);
        _buy(sale, _buyer(1), 100);
        assertEq(uint256(sale.status()), uint256(PresaleStatus.Ended), "sold out");
    }

    // ------------------------------------------------------------ happy path

    function test_soldOutFinalizedByAnyoneThenEachBuyerClaimsOnceWithTheExactEvent() public {
        InscriptionSale sale = _createDefault();
        _start(sale);
        _buy(sale, _buyer(1), 30);
        _buy(sale, _buyer(2), 20);
        _buy(sale, _buyer(1), 20);
        _buy(sale, _buyer(3), 30);
        assertEq(uint256(sale.status()), uint256(PresaleStatus.Ended), "sold out before the end");
        // A buyer may not claim before the finalize.
        vm.prank(_buyer(1));
        vm.expectRevert(IInscriptionSale.InscriptionSaleNothingToClaim.selector);
        sale.claim();

        logs.recordLogs();
        vm.prank(STRANGER);
        sale.finalize();
        (address[] memory owners,) = _creations(logs.getRecordedLogs(), address(sale));
        assertEq(owners.length, 0, "nothing unsold: no return event");
        assertEq(SELLER.balance, PRICE * 100, "the whole raise to the seller");
        assertEq(address(sale).balance, 0, "nothing left");
        assertEq(uint256(sale.status()), uint256(PresaleStatus.Finalized), "finalized");

        logs.recordLogs();
        vm.prank(_buyer(1));
        sale.claim();
        string[] memory contents;
        (owners, contents) = _creations(logs.getRecordedLogs(), address(sale));
        assertEq(owners.length, 1, "one event");
        assertEq(owners[0], _buyer(1), "to the buyer");
        assertEq(contents[0], _transferText(50_000), "50 units of 1,000");
        assertTrue(sale.positionOf(_buyer(1)).claimed, "claimed");

        vm.prank(_buyer(1));
        vm.expectRevert(IInscriptionSale.InscriptionSaleNothingToClaim.selector);
        sale.claim();
        vm.prank(STRANGER);
        vm.expectRevert(IInscriptionSale.InscriptionSaleNothingToClaim.selector);
        sale.claim();
        vm.prank(_buyer(1));
        vm.expectRevert(
            abi.encodeWithSelector(IInscriptionSale.InscriptionSaleWrongStatus.selector, PresaleStatus.Finalized)
        );
        sale.refund();
        vm.expectRevert(
            abi.encodeWithSelector(IInscriptionSale.InscriptionSaleWrongStatus.selector, PresaleStatus.Finalized)
        );
        sale.finalize();
    }

    function test_theUnsoldEscrowGoesBackToTheSellerAtTheFinalize() public {
        InscriptionSale sale = _createDefault();
        _start(sale);
        _buy(sale, _buyer(1), 25);
        _end(sale);
        logs.recordLogs();
        sale.finalize();
        (address[] memory owners, string[] memory contents) = _creations(logs.getRecordedLogs(), address(sale));
        assertEq(owners.length, 1, "one return");
        assertEq(owners[0], SELLER, "to the seller");
        assertEq(contents[0], _transferText(75_000), "75 unsold units");
        assertEq(SELLER.balance, PRICE * 25, "raise");
    }

    function test_theEscrowReturnsAfterTheFinalizeOnlyOnceEverySoldUnitWasClaimed() public {
        InscriptionSale sale = _createDefault();
        _start(sale);
        _buy(sale, _buyer(1), 25);
        vm.prank(SELLER);
        vm.expectRevert(IInscriptionSale.InscriptionSaleEscrowLocked.selector);
        sale.reclaimEscrow(1);
        _end(sale);
        vm.prank(SELLER);
        vm.expectRevert(IInscriptionSale.InscriptionSaleEscrowLocked.selector);
        sale.reclaimEscrow(1);
        sale.finalize();
        vm.prank(SELLER);
        vm.expectRevert(IInscriptionSale.InscriptionSaleEscrowLocked.selector);
        sale.reclaimEscrow(1);
        vm.prank(_buyer(1));
        sale.claim();
        vm.prank(STRANGER);
        vm.expectRevert(abi.encodeWithSelector(IInscriptionSale.InscriptionSaleNotSeller.selector, STRANGER));
        sale.reclaimEscrow(7);
        logs.recordLogs();
        vm.prank(SELLER);
        sale.reclaimEscrow(7);
        (address[] memory owners, string[] memory contents) = _creations(logs.getRecordedLogs(), address(sale));
        assertEq(owners[0], SELLER, "surplus to the seller");
        assertEq(contents[0], _transferText(7), "the amount stated");
        vm.prank(SELLER);
        vm.expectRevert(IInscriptionSale.InscriptionSaleNothingToRefund.selector);
        sale.reclaimEscrow(0);
    }

    // ------------------------------------------------------------ failure and refunds

    function test_aMissedSoftCapRefundsExactlyAndTheSellerReclaimsTheEscrow() public {
        InscriptionSaleTerms memory t = _terms();
        t.priceMode = InscriptionPriceMode.Floating;
        t.endPrice = PRICE * 3;
        InscriptionSale sale = _create(t);
        _start(sale);
        uint256 first = _buy(sale, _buyer(1), 7);
        uint256 second = _buy(sale, _buyer(2), 12);
        _end(sale);
        assertEq(uint256(sale.status()), uint256(PresaleStatus.Failed), "19 < 20 units");
        vm.expectRevert(
            abi.encodeWithSelector(IInscriptionSale.InscriptionSaleWrongStatus.selector, PresaleStatus.Failed)
        );
        sale.finalize();
        assertTrue(sale.positionOf(_buyer(1)).refundable, "refundable");
        vm.prank(_buyer(1));
        sale.refund();
        assertEq(_buyer(1).balance, first, "exactly what it paid");
        vm.prank(_buyer(1));
        vm.expectRevert(IInscriptionSale.InscriptionSaleNothingToRefund.selector);
        sale.refund();
        vm.prank(_buyer(1));
        vm.expectRevert(IInscriptionSale.InscriptionSaleNothingToClaim.selector);
        sale.claim();
        vm.prank(STRANGER);
        vm.expectRevert(IInscriptionSale.InscriptionSaleNothingToRefund.selector);
        sale.refund();
        assertEq(address(sale).balance, second, "the other's coin stays for it");
        logs.recordLogs();
        vm.prank(SELLER);
        sale.reclaimEscrow(100_000);
        (address[] memory owners, string[] memory contents) = _creations(logs.getRecordedLogs(), address(sale));
        assertEq(owners[0], SELLER, "escrow to the seller");
        assertEq(contents[0], _transferText(100_000), "the whole escrow");
        vm.prank(_buyer(2));
        sale.refund();
        assertEq(_buyer(2).balance, second, "second refund");
        assertEq(address(sale).balance, 0, "empty");
    }

    function test_nobodyFinalizesWithinTheGraceSoEveryoneRefunds() public {
        InscriptionSale sale = _createDefault();
        _start(sale);
        uint256 cost = _buy(sale, _buyer(1), 40);
        _end(sale);
        assertEq(uint256(sale.status()), uint256(PresaleStatus.Ended), "soft cap met");
        vm.prank(_buyer(1));
        vm.expectRevert(
            abi.encodeWithSelector(IInscriptionSale.InscriptionSaleWrongStatus.selector, PresaleStatus.Ended)
        );
        sale.refund();
        vm.warp(sale.terms().end + 7 days);
        assertEq(uint256(sale.status()), uint256(PresaleStatus.Failed), "grace passed");
        vm.prank(_buyer(1));
        sale.refund();
        assertEq(_buyer(1).balance, cost, "refunded");
        vm.expectRevert(
            abi.encodeWithSelector(IInscriptionSale.InscriptionSaleWrongStatus.selector, PresaleStatus.Failed)
        );
        sale.finalize();
    }

    function test_aSellerThatRefusesCoinCannotFinalizeAndBuyersRefundAfterTheGrace() public {
        SaleCoinRefuser refuser = new SaleCoinRefuser();
        InscriptionSaleTerms memory t = _terms();
        vm.prank(address(refuser));
        InscriptionSale sale = InscriptionSale(payable(factory.createSale(t, "")));
        _start(sale);
        uint256 cost = _buy(sale, _buyer(1), 30);
        _end(sale);
        vm.expectRevert(
            abi.encodeWithSelector(IInscriptionSale.InscriptionSaleNativeTransferFailed.selector, address(refuser), cost)
        );
        sale.finalize();
        vm.warp(t.end + 7 days);
        vm.prank(_buyer(1));
        sale.refund();
        assertEq(_buyer(1).balance, cost, "refunded");
    }

    function test_aBuyerThatRefusesCoinBlocksOnlyItself() public {
        InscriptionSale sale = _createDefault();
        SaleCoinRefuser refuser = new SaleCoinRefuser();
        _start(sale);
        vm.deal(address(this), 1 ether);
        refuser.buy{value: PRICE * 3}(sale, 3);
        uint256 cost = _buy(sale, _buyer(1), 5);
        _end(sale);
        vm.expectRevert(
            abi.encodeWithSelector(IInscriptionSale.InscriptionSaleNativeTransferFailed.selector, address(refuser), PRICE * 3)
        );
        refuser.refund(sale);
        vm.prank(_buyer(1));
        sale.refund();
        assertEq(_buyer(1).balance, cost, "others refund");
        assertEq(address(sale).balance, PRICE * 3, "the refuser's coin stays for it");
    }

    // ------------------------------------------------------------ cancel and access control

    function test_cancelOnlyBySellerBeforeAnyPurchaseOrAfterTheEnd() public {
        InscriptionSale sale = _createDefault();
        vm.prank(STRANGER);
        vm.expectRevert(abi.encodeWithSelector(IInscriptionSale.InscriptionSaleNotSeller.selector, STRANGER));
        sale.cancel();
        vm.prank(SELLER);
        sale.cancel();
        assertEq(uint256(sale.status()), uint256(PresaleStatus.Cancelled), "cancelled before the start");
        vm.prank(SELLER);
        vm.expectRevert(
            abi.encodeWithSelector(IInscriptionSale.InscriptionSaleCannotCancel.selector, PresaleStatus.Cancelled)
        );
        sale.cancel();
        vm.warp(sale.terms().start);
        vm.deal(STRANGER, 1 ether);
        vm.prank(STRANGER);
        vm.expectRevert(
            abi.encodeWithSelector(IInscriptionSale.InscriptionSaleWrongStatus.selector, PresaleStatus.Cancelled)
        );
        sale.buy{value: PRICE}(1);

        // Live with nothing sold: cancellable; once sold: not until the end.
        InscriptionSale live = _createDefault();
        _start(live);
        vm.prank(SELLER);
        live.cancel();
        InscriptionSale sold = _createDefault();
        _start(sold);
        uint256 cost = _buy(sold, _buyer(1), 30);
        vm.prank(SELLER);
        vm.expectRevert(
            abi.encodeWithSelector(IInscriptionSale.InscriptionSaleCannotCancel.selector, PresaleStatus.Live)
        );
        sold.cancel();
        _end(sold);
        vm.prank(SELLER);
        sold.cancel();
        vm.expectRevert(
            abi.encodeWithSelector(IInscriptionSale.InscriptionSaleWrongStatus.selector, PresaleStatus.Cancelled)
        );
        sold.finalize();
        vm.prank(_buyer(1));
        sold.refund();
        assertEq(_buyer(1).balance, cost, "refunded after the cancel");
    }

    function test_theSellerCannotCancelAfterTheFinalize() public {
        InscriptionSale sale = _createDefault();
        _start(sale);
        _buy(sale, _buyer(1), 30);
        _end(sale);
        sale.finalize();
        vm.prank(SELLER);
        vm.expectRevert(
            abi.encodeWithSelector(IInscriptionSale.InscriptionSaleCannotCancel.selector, PresaleStatus.Finalized)
        );
        sale.cancel();
    }

    /// @dev The "seller rug by early withdraw": no path moves the raise before the finalize; the only
    /// seller calls are cancel (which makes everyone refundable) and reclaimEscrow (locked while owed).
    function test_theSellerCannotTakeTheRaiseOrTheEscrowEarly() public {
        InscriptionSale sale = _createDefault();
        _start(sale);
        _buy(sale, _buyer(1), 30);
        vm.startPrank(SELLER);
        vm.expectRevert(
            abi.encodeWithSelector(IInscriptionSale.InscriptionSaleWrongStatus.selector, PresaleStatus.Live)
        );
        sale.finalize();
        vm.expectRevert(IInscriptionSale.InscriptionSaleEscrowLocked.selector);
        sale.reclaimEscrow(30_000);
        vm.expectRevert(
            abi.encodeWithSelector(IInscriptionSale.InscriptionSaleWrongStatus.selector, PresaleStatus.Live)
        );
        sale.refund();
        vm.stopPrank();
        assertEq(address(sale).balance, PRICE * 30, "the raise stays");
    }

    // ------------------------------------------------------------ reentrancy

    function test_aReentrantRefundIsRefusedAndPaysOnce() public {
        InscriptionSale sale = _createDefault();
        ReentrantSaleBuyer attacker = new ReentrantSaleBuyer();
        _start(sale);
        vm.deal(address(this), 1 ether);
        attacker.buy{value: PRICE * 2}(sale, 2);
        uint256 cost = _buy(sale, _buyer(1), 5);
        _end(sale);
        attacker.refund();
        assertTrue(attacker.reentryRefused(), "re-entry refused");
        assertEq(address(attacker).balance, PRICE * 2, "paid once");
        assertEq(address(sale).balance, cost, "the other contribution stays");
    }

    function test_aReentryDuringTheExcessReturnIsRefused() public {
        InscriptionSale sale = _createDefault();
        ReentrantSaleBuyer attacker = new ReentrantSaleBuyer();
        _start(sale);
        vm.deal(address(this), 1 ether);
        attacker.buy{value: PRICE * 3}(sale, 2);
        assertTrue(attacker.reentryRefused(), "re-entry refused");
        assertEq(address(attacker).balance, PRICE, "the excess came back");
        assertEq(sale.positionOf(address(attacker)).units, 2, "bought once");
    }

    // ------------------------------------------------------------ the escrow transaction

    function test_theEscrowTransferCalldataIsAcceptedAndNothingElse() public {
        InscriptionSale sale = _createDefault();
        bytes memory escrow = bytes(_transferText(100_000));
        vm.prank(SELLER);
        // solhint-disable-next-line avoid-low-level-calls
        (bool ok,) = address(sale).call(escrow);
        assertTrue(ok, "a data: transaction succeeds (the indexer counts only successful ones)");
        // In every status, including after a finalize.
        _start(sale);
        _buy(sale, _buyer(1), 50);
        _buy(sale, _buyer(2), 50);
        sale.finalize();
        // solhint-disable-next-line avoid-low-level-calls
        (ok,) = address(sale).call(escrow);
        assertTrue(ok, "still accepted");
        vm.deal(SELLER, 1 ether);
        vm.prank(SELLER);
        // solhint-disable-next-line avoid-low-level-calls
        (ok,) = address(sale).call{value: 1}(escrow);
        assertTrue(!ok, "no coin with it");
        // solhint-disable-next-line avoid-low-level-calls
        (ok,) = address(sale).call{value: 1}("");
        assertTrue(!ok, "no plain coin");
        // solhint-disable-next-line avoid-low-level-calls
        (ok,) = address(sale).call(hex"12345678");
        assertTrue(!ok, "unknown calls refused");
        // solhint-disable-next-line avoid-low-level-calls
        (ok,) = address(sale).call("data");
        assertTrue(!ok, "the selector 'data' alone is no inscription");
    }
}

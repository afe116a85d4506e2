// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ActorsHandler} from "../utils/ActorsHandler.sol";
import {InscriptionSale} from "../../src/inscription/InscriptionSale.sol";
import {
    InscriptionPriceMode,
    InscriptionSaleBooks,
    InscriptionSalePosition,
    InscriptionSaleTerms
} from "../../src/inscription/IInscriptionSale.sol";
import {PresaleStatus} from "../../src/launchpad/ILaunchpad.sol";
import {InscriptionSaleFixture} from "./InscriptionSaleFixture.sol";

/// @notice What the invariant fuzzer does to a floating-price sale: buys of any size (with excess)
/// from six wallets, time passing, finalizes by anyone, cancels, refunds and claims (twice, to try).
/// It counts every wei that reached the sale and every wei that left it, and every claim per buyer.
contract InscriptionSaleHandler is ActorsHandler {
    InscriptionSale public immutable sale;
    address public immutable seller;
    uint256 public coinIn;
    uint256 public coinOutToBuyers;
    uint256 public unitsClaimed;
    mapping(address buyer => uint256) public claims;
    mapping(address buyer => uint256) public refunds;

    constructor(InscriptionSale sale_, address seller_) ActorsHandler(0xA0000, 6) {
        sale = sale_;
        seller = seller_;
    }

    function buy(uint256 actorSeed, uint256 units, uint256 extra) external {
        address actor = _actor(actorSeed);
        units = bound(units, 1, 30);
        extra = bound(extra, 0, 1 ether);
        uint256 cost;
        try sale.quote(units) returns (uint256 quoted) {
            cost = quoted;
        } catch {
            return;
        }
        vm.deal(actor, actor.balance + cost + extra);
        uint256 before = actor.balance;
        vm.prank(actor);
        try sale.buy{value: cost + extra}(units) {
            coinIn += before - actor.balance;
        } catch {}
        vm.deal(actor, 0);
    }

    function passTime(uint256 seconds_) external {
        vm.warp(block.timestamp + bound(seconds_, 0, 3 days));
    }

    function finalize(uint256 actorSeed) external {
        vm.prank(_actor(actorSeed));
        try sale.finalize() {} catch {}
    }

    function cancel() external {
        vm.prank(seller);
        try sale.cancel() {} catch {}
    }

    function refund(uint256 actorSeed) external {
        address actor = _actor(actorSeed);
        vm.deal(actor, 0);
        vm.prank(actor);
        try sale.refund() {
            coinOutToBuyers += actor.balance;
            ++refunds[actor];
        } catch {}
        vm.deal(actor, 0);
    }

    function claim(uint256 actorSeed) external {
        address actor = _actor(actorSeed);
        uint256 units = sale.positionOf(actor).units;
        vm.prank(actor);
        try sale.claim() {
            ++claims[actor];
            unitsClaimed += units;
        } catch {}
    }
}

/// @notice Invariants of a sale under any sequence of the handler's actions: the coin held is
/// exactly the payments not refunded and not yet paid to the seller; every wei is accounted for;
/// units sold never pass the cap; no buyer claims or refunds twice, nor both.
contract InscriptionSaleInvariantsTest is InscriptionSaleFixture {
    InscriptionSale internal sale;
    InscriptionSaleHandler internal handler;

    function setUp() public {
        _deploy();
        InscriptionSaleTerms memory t = _terms();
        t.priceMode = InscriptionPriceMode.Floating;
        t.endPrice = PRICE * 5;
        t.maxPerBuyer = 40;
        sale = _create(t);
        handler = new InscriptionSaleHandler(sale, SELLER);
        _start(sale);
    }

    /// @dev The fuzzer calls only the handler.
    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    function invariant_theCoinHeldIsWhatIsOwed() public view {
        address[] memory actors = handler.actors();
        uint256 owed;
        for (uint256 i; i < actors.length; ++i) {
            InscriptionSalePosition memory p = sale.positionOf(actors[i]);
            if (!p.refunded) owed += p.paid;
        }
        InscriptionSaleBooks memory b = sale.books();
        if (b.status == PresaleStatus.Finalized) {
            assertEq(address(sale).balance, 0, "the finalize paid everything to the seller");
        } else {
            assertEq(address(sale).balance, owed, "held = payments not refunded");
        }
        assertEq(address(sale).balance, b.raised, "books: raised = held");
        assertEq(handler.coinIn(), handler.coinOutToBuyers() + SELLER.balance + address(sale).balance, "every wei");
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    function invariant_unitsAndClaimsStayWithinTheSale() public view {
        address[] memory actors = handler.actors();
        InscriptionSaleBooks memory b = sale.books();
        uint256 units;
        for (uint256 i; i < actors.length; ++i) {
            InscriptionSalePosition memory p = sale.positionOf(actors[i]);
            units += p.units;
            assertLe(handler.claims(actors[i]), 1, "claims at most once");
            assertLe(handler.refunds(actors[i]), 1, "refunds at most once");
            assertTrue(!(p.claimed && p.refunded), "never both");
            assertLe(p.units, 40, "per-buyer cap");
        }
        assertEq(units, b.sold, "positions sum to the units sold");
        assertLe(b.sold, 100, "never above the cap");
        assertEq(handler.unitsClaimed(), b.claimedUnits, "claimed units counted");
        assertLe(b.claimedUnits, b.sold, "claims within the sold units");
    }
}

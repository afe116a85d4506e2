// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TaxSaleTokenFixture} from "./TaxSaleTokenFixture.sol";
import {CoinRefuser} from "../utils/CoinRefuser.sol";
import {SaleTerms} from "../../src/tokens/sale/ITokenSaleHub.sol";
import {TokenSaleHub} from "../../src/tokens/sale/TokenSaleHub.sol";
import {TaxSaleToken} from "../../src/tokens/templates/TaxSaleToken.sol";

/// @notice The hub's coin books across two sales driven by fuzzed sequences of buys (by signers and
/// by a contract that refuses refunds), launches, refund claims and credit withdrawals: coin in =
/// refunded + to the pools + to the owners + held, per sale and for the whole hub, and no token
/// ever past its stated supply.
contract TaxSaleTokenInvariantsTest is TaxSaleTokenFixture {
    TaxSaleToken internal plain;
    TaxSaleToken internal withSoftCap;
    CoinRefuser internal refuser;

    /// Coin that went into the hub through each token, and what left the hub to anyone.
    mapping(address token => uint256) internal coinIn;
    uint256 internal hubIn;
    uint256 internal hubOut;

    function setUp() public override {
        super.setUp();
        vm.warp(1_800_000_000);
        _deploySaleChain();
        plain = _saleToken(_terms());
        SaleTerms memory terms = _terms();
        terms.softCap = 30 ether;
        terms.locker = address(0);
        terms.lpLockDuration = 0;
        withSoftCap = _saleToken(terms);
        refuser = new CoinRefuser();
    }

    function _token(uint256 pick) internal view returns (TaxSaleToken) {
        return pick % 2 == 0 ? plain : withSoftCap;
    }

    function _buy(TaxSaleToken token, address buyer, uint256 amount) internal {
        uint256 before = address(hub).balance;
        uint256 buyerBefore = buyer.balance + amount;
        _send(address(token), buyer, amount);
        // What stayed in the hub came in through this token; what went back left it.
        coinIn[address(token)] += address(hub).balance - before;
        hubIn += amount;
        hubOut += buyer.balance - (buyerBefore - amount);
    }

    function _checkBooks() internal view {
        uint256 held = hub.coinHeld(address(plain)) + hub.coinHeld(address(withSoftCap));
        assertEq(address(hub).balance, held + hub.totalCredits(), "hub = held + credits");
        for (uint256 i; i < 2; ++i) {
            TaxSaleToken token = _token(i);
            TokenSaleHub.Sale memory sale = hub.saleOf(address(token));
            assertEq(sale.totalRaised, sale.coinOut + hub.coinHeld(address(token)), "raised = out + held");
            assertLe(sale.totalRaised, sale.hardCap, "never past the hard cap");
            assertLe(token.totalSupply(), SUPPLY, "never past the stated supply");
        }
        assertEq(hubIn, hubOut + address(hub).balance, "in = out + balance");
    }

    function testFuzz_booksHoldThroughAnySequence(uint256 seed) public {
        for (uint256 step; step < 24; ++step) {
            uint256 roll = uint256(keccak256(abi.encode(seed, step)));
            TaxSaleToken token = _token(roll >> 8);
            uint256 action = roll % 8;
            if (action < 5) {
                _buy(token, _buyer((roll >> 16) % 6), bound(roll >> 32, 1, 12 ether));
            } else if (action == 5) {
                // A contract sender: refunded whole, credited because it refuses coin.
                vm.deal(address(this), 1 ether);
                uint256 before = address(hub).balance;
                refuser.buy{value: 1 ether}(address(token));
                hubIn += 1 ether;
                hubOut += 1 ether - (address(hub).balance - before);
            } else if (action == 6) {
                vm.warp(block.timestamp + bound(roll >> 40, 1 hours, 20 days));
                uint256 before = address(hub).balance;
                // solhint-disable-next-line avoid-low-level-calls
                (bool launched,) = address(hub).call(abi.encodeCall(TokenSaleHub.launch, (address(token))));
                launched;
                hubOut += before - address(hub).balance;
            } else {
                address claimer = _buyer((roll >> 16) % 6);
                uint256 before = address(hub).balance;
                vm.prank(claimer);
                // solhint-disable-next-line avoid-low-level-calls
                (bool claimed,) = address(hub).call(abi.encodeCall(TokenSaleHub.claimRefund, (address(token))));
                claimed;
                hubOut += before - address(hub).balance;
            }
            _checkBooks();
        }
        // The refused refunds are withdrawable elsewhere, and the books still hold.
        uint256 credit = hub.credits(address(refuser));
        if (credit > 0) {
            vm.prank(address(refuser));
            hub.withdrawCredit(payable(_buyer(99)));
            hubOut += credit;
            assertEq(_buyer(99).balance, credit, "credit withdrawn");
        }
        _checkBooks();
    }
}

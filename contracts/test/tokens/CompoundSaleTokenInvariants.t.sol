// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {CompoundSaleTokenFixture} from "./CompoundSaleTokenFixture.sol";
import {CoinRefuser} from "../utils/CoinRefuser.sol";
import {SaleTerms} from "../../src/tokens/sale/ITokenSaleHub.sol";
import {TokenSaleHub} from "../../src/tokens/sale/TokenSaleHub.sol";
import {CompoundSaleToken} from "../../src/tokens/templates/CompoundSaleToken.sol";
import {CompoundToken} from "../../src/tokens/templates/CompoundToken.sol";

/// @notice Two compound sales in one hub driven by fuzzed sequences of buys (by signers and by a
/// contract that refuses refunds), clock jumps across compounding boundaries, launches, refund
/// claims, rebases and transfers: the hub's coin books (in = out + balance, hub = held + credits,
/// raised = out + held) and token books (the hub holds exactly the reserve less what it sold until
/// the launch; nothing grows before it) hold at every step, and no supply passes its maximum.
contract CompoundSaleTokenInvariantsTest is CompoundSaleTokenFixture {
    CompoundSaleToken internal plain;
    CompoundSaleToken internal withSoftCap;
    CoinRefuser internal refuser;

    mapping(address token => uint256) internal sold;
    mapping(address token => uint256) internal burnedByRefunds;
    uint256 internal hubIn;
    uint256 internal hubOut;

    function setUp() public {
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

    function _token(uint256 pick) internal view returns (CompoundSaleToken) {
        return pick % 2 == 0 ? plain : withSoftCap;
    }

    function _buy(CompoundSaleToken token, address buyer, uint256 amount) internal {
        uint256 before = address(hub).balance;
        uint256 buyerBefore = buyer.balance;
        uint256 tokensBefore = token.balanceOf(buyer);
        _send(address(token), buyer, amount);
        hubIn += amount;
        hubOut += buyer.balance - buyerBefore;
        assertEq(address(hub).balance - before, amount - (buyer.balance - buyerBefore), "kept = sent - back");
        sold[address(token)] += token.balanceOf(buyer) - tokensBefore;
    }

    function _checkBooks() internal view {
        uint256 held = hub.coinHeld(address(plain)) + hub.coinHeld(address(withSoftCap));
        assertEq(address(hub).balance, held + hub.totalCredits(), "hub = held + credits");
        assertEq(hubIn, hubOut + address(hub).balance, "in = out + balance");
        for (uint256 i; i < 2; ++i) {
            CompoundSaleToken token = _token(i);
            TokenSaleHub.Sale memory sale = hub.saleOf(address(token));
            assertEq(sale.totalRaised, sale.coinOut + hub.coinHeld(address(token)), "raised = out + held");
            assertLe(sale.totalRaised, sale.hardCap, "never past the hard cap");
            if (token.tradingStartedAt() == 0) {
                assertEq(token.balanceOf(address(hub)), RESERVE - sold[address(token)], "hub reserve exact");
                assertEq(token.totalSupply(), SUPPLY - burnedByRefunds[address(token)], "nothing grew");
                assertEq(token.epoch(), 0, "no rebase before the launch");
            } else {
                assertEq(token.balanceOf(address(hub)), 0, "nothing left at the hub");
                assertLe(token.totalSupply(), MAX, "never past the maximum");
            }
        }
    }

    function testFuzz_booksHoldThroughAnySequence(uint256 seed) public {
        for (uint256 step; step < 24; ++step) {
            uint256 roll = uint256(keccak256(abi.encode(seed, step)));
            CompoundSaleToken token = _token(roll >> 8);
            uint256 action = roll % 10;
            if (action < 5) {
                _buy(token, _buyer((roll >> 16) % 6), bound(roll >> 32, 1, 12 ether));
            } else if (action == 5) {
                vm.deal(address(this), 1 ether);
                uint256 before = address(hub).balance;
                refuser.buy{value: 1 ether}(address(token));
                hubIn += 1 ether;
                hubOut += 1 ether - (address(hub).balance - before);
            } else if (action == 6) {
                // Across compounding boundaries (hourly), sometimes past the end or the launch window.
                vm.warp(block.timestamp + bound(roll >> 40, 1 hours, 20 days));
                uint256 before = address(hub).balance;
                // solhint-disable-next-line avoid-low-level-calls
                (bool launched,) = address(hub).call(abi.encodeCall(TokenSaleHub.launch, (address(token))));
                launched;
                hubOut += before - address(hub).balance;
            } else if (action == 7) {
                address claimer = _buyer((roll >> 16) % 6);
                uint256 before = address(hub).balance;
                uint256 supplyBefore = token.totalSupply();
                (uint128 coin, uint128 bought) = hub.contributions(address(token), claimer);
                vm.prank(claimer);
                // solhint-disable-next-line avoid-low-level-calls
                (bool claimed,) = address(hub).call(abi.encodeCall(TokenSaleHub.claimRefund, (address(token))));
                if (claimed) {
                    assertEq(before - address(hub).balance, coin, "all the coin back");
                    assertEq(supplyBefore - token.totalSupply(), bought, "exactly the purchase burned");
                    assertEq(token.balanceOf(claimer), 0, "nothing left over");
                    burnedByRefunds[address(token)] += bought;
                }
                hubOut += before - address(hub).balance;
            } else if (action == 8) {
                // Anyone's rebase: refused before the launch, on schedule after it.
                // solhint-disable-next-line avoid-low-level-calls
                (bool rebased,) = address(token).call(abi.encodeCall(CompoundToken.rebase, ()));
                if (token.tradingStartedAt() == 0) assertTrue(!rebased, "no rebase before the launch");
            } else {
                address from = _buyer((roll >> 16) % 6);
                uint256 amount = token.balanceOf(from) / 2;
                vm.prank(from);
                // solhint-disable-next-line avoid-low-level-calls
                (bool moved,) =
                    address(token).call(abi.encodeCall(CompoundToken.transfer, (_buyer(7), amount)));
                if (token.tradingStartedAt() == 0 && amount > 0) assertTrue(!moved, "no trading before the launch");
            }
            _checkBooks();
        }
    }
}

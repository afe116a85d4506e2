// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TestBase} from "../utils/TestBase.sol";
import {InscriptionSale} from "../../src/inscription/InscriptionSale.sol";
import {InscriptionSaleFactory} from "../../src/inscription/InscriptionSaleFactory.sol";
import {InscriptionPriceMode, InscriptionSaleTerms} from "../../src/inscription/IInscriptionSale.sol";
import {VmLogs} from "../utils/VmLogs.sol";

/// @notice The factory and a default sale: 100 units of 1,000 "abcd" (bsc-20) at 0.01 coin each,
/// soft cap 20 units, at most 50 per buyer, an hour from now to a day from now, grace 7 days.
abstract contract InscriptionSaleFixture is TestBase {
    VmLogs internal constant logs = VmLogs(address(uint160(uint256(keccak256("hevm cheat code")))));
    bytes32 internal constant CREATE_TOPIC = keccak256("ethscriptions_protocol_CreateEthscription(address,string)");
    address internal constant SELLER = address(0x5E11E2);
    address internal constant STRANGER = address(0x5757);
    uint128 internal constant PRICE = 0.01 ether;

    InscriptionSaleFactory internal factory;

    function _deploy() internal {
        factory = new InscriptionSaleFactory();
        vm.warp(1_000_000);
    }

    function _terms() internal view returns (InscriptionSaleTerms memory t) {
        t.protocol = "bsc-20";
        t.tick = "abcd";
        t.amountPerUnit = 1_000;
        t.totalUnits = 100;
        t.softCap = 20;
        t.maxPerBuyer = 50;
        t.start = uint64(block.timestamp + 1 hours);
        t.end = uint64(block.timestamp + 1 days);
        t.finalizeGrace = 7 days;
        t.priceMode = InscriptionPriceMode.Constant;
        t.startPrice = PRICE;
        t.endPrice = PRICE;
    }

    function _create(InscriptionSaleTerms memory t) internal returns (InscriptionSale) {
        vm.prank(SELLER);
        return InscriptionSale(factory.createSale(t, "{}"));
    }

    function _createDefault() internal returns (InscriptionSale) {
        return _create(_terms());
    }

    function _buyer(uint256 i) internal pure returns (address) {
        return address(uint160(0xB0000 + i));
    }

    /// @dev Buys `units` as `buyer`, paying exactly the quote.
    function _buy(InscriptionSale sale, address buyer, uint256 units) internal returns (uint256 cost) {
        cost = sale.quote(units);
        vm.deal(buyer, buyer.balance + cost);
        vm.prank(buyer);
        sale.buy{value: cost}(units);
    }

    function _start(InscriptionSale sale) internal {
        vm.warp(sale.terms().start);
    }

    function _end(InscriptionSale sale) internal {
        vm.warp(sale.terms().end);
    }

    /// @dev The transfer inscription the sale must emit for `amount` of the default tick.
    function _transferText(uint256 amount) internal pure returns (string memory) {
        return string.concat(
            "data:,{\"p\":\"bsc-20\",\"op\":\"transfer\",\"tick\":\"abcd\",\"amt\":\"", _decimal(amount), "\"}"
        );
    }

    function _decimal(uint256 value) internal pure returns (string memory) {
        if (value == 0) return "0";
        bytes memory digits = new bytes(78);
        uint256 n;
        while (value != 0) {
            digits[77 - n++] = bytes1(uint8(48 + value % 10));
            value /= 10;
        }
        bytes memory out = new bytes(n);
        for (uint256 i; i < n; ++i) {
            out[i] = digits[78 - n + i];
        }
        return string(out);
    }

    /// @dev The ESIP-3 events among `entries` (decoded with the ABI: owner topic, string data).
    function _creations(VmLogs.Log[] memory entries, address emitter)
        internal
        pure
        returns (address[] memory owners, string[] memory contents)
    {
        uint256 n;
        for (uint256 i; i < entries.length; ++i) {
            if (entries[i].emitter == emitter && entries[i].topics[0] == CREATE_TOPIC) ++n;
        }
        owners = new address[](n);
        contents = new string[](n);
        n = 0;
        for (uint256 i; i < entries.length; ++i) {
            if (entries[i].emitter != emitter || entries[i].topics[0] != CREATE_TOPIC) continue;
            owners[n] = address(uint160(uint256(entries[i].topics[1])));
            contents[n++] = abi.decode(entries[i].data, (string));
        }
    }

    function assertEq(string memory left, string memory right, string memory message) internal pure {
        assertEq(keccak256(bytes(left)), keccak256(bytes(right)), message);
    }
}

/// @notice A seller or buyer contract that refuses the native coin.
contract SaleCoinRefuser {
    function buy(InscriptionSale sale, uint256 units) external payable {
        sale.buy{value: msg.value}(units);
    }

    function refund(InscriptionSale sale) external {
        sale.refund();
    }
}

/// @notice A buyer whose receive() tries to refund (or buy) again while it is being paid.
contract ReentrantSaleBuyer {
    InscriptionSale internal sale;
    uint256 public reentries;
    bool public reentryRefused;

    function buy(InscriptionSale sale_, uint256 units) external payable {
        sale = sale_;
        sale_.buy{value: msg.value}(units);
    }

    function refund() external {
        sale.refund();
    }

    receive() external payable {
        if (reentries == 0) {
            ++reentries;
            try sale.refund() {}
            catch {
                reentryRefused = true;
            }
        }
    }
}

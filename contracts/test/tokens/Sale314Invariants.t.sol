// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ForcedCoinSender} from "./Market314Invariants.t.sol";
import {Sale314Fixture} from "./Sale314Token.t.sol";
import {ActorsHandler} from "../utils/ActorsHandler.sol";
import {Sale314} from "../../src/tokens/templates/base/Sale314.sol";
import {X314Options} from "../../src/tokens/templates/base/X314Market.sol";
import {Sale314Token} from "../../src/tokens/templates/Sale314Token.sol";
import {X314SaleToken} from "../../src/tokens/templates/X314SaleToken.sol";

/// @notice What the fuzzer does to a 314 sale: sale buys of any size (plain transfer and buySale),
/// launches by the owner or anyone, refunds, then market buys and sells, forced coin and time.
contract Sale314Handler is ActorsHandler {
    Sale314 public immutable sale;
    address public immutable owner;
    bool public productFell;

    constructor(Sale314 sale_, address owner_) ActorsHandler(0xD0000, 5) {
        sale = sale_;
        owner = owner_;
    }

    function _product() internal view returns (uint256) {
        (uint256 c, uint256 t) = sale.getReserves();
        return c * t;
    }

    function buy(uint256 seed, uint256 coin, bool plain) external {
        address actor = _actor(seed);
        coin = bound(coin, 1, 12 ether);
        vm.deal(actor, actor.balance + coin);
        uint256 product = _product();
        vm.prank(actor);
        bool ok;
        if (plain) {
            (ok,) = address(sale).call{value: coin}("");
        } else {
            try sale.buySale{value: coin}() {
                ok = true;
            } catch {}
        }
        if (ok && _product() < product) productFell = true;
    }

    function sell(uint256 seed, uint256 share) external {
        address actor = _actor(seed);
        uint256 amount = (sale.balanceOf(actor) * bound(share, 1, 100)) / 100;
        uint256 product = _product();
        vm.prank(actor);
        bool ok;
        try sale.transfer(address(sale), amount) {
            ok = true;
        } catch {}
        // Test handler: the flag only records what the sell did, nothing re-enters it.
        // solhint-disable-next-line reentrancy
        if (ok && _product() < product) productFell = true;
    }

    function launch(bool asOwner) external {
        if (asOwner) vm.prank(owner);
        try sale.launch() {} catch {}
    }

    function claimRefund(uint256 seed) external {
        vm.prank(_actor(seed));
        try sale.claimRefund() {} catch {}
    }

    function forceCoin(uint256 coin) external {
        coin = bound(coin, 1, 2 ether);
        vm.deal(address(this), coin);
        new ForcedCoinSender{value: coin}(payable(address(sale)));
    }

    function passTime(uint256 seconds_) external {
        vm.warp(block.timestamp + bound(seconds_, 0, 10 days));
        vm.roll(block.number + 1);
    }
}

/// @notice Invariants of a 314 sale token (the sale, the launch and the market behind it), run for
/// both sale templates below.
abstract contract Sale314InvariantsBase is Sale314Fixture {
    Sale314 internal sale;
    Sale314Handler internal handler;

    function _deploy() internal virtual returns (Sale314);

    function setUp() public {
        vm.warp(1_800_000_000);
        sale = _deploy();
        handler = new Sale314Handler(sale, OWNER);
    }

    /// @dev The fuzzer calls only the handler.
    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    function invariant_theCoinHeldCoversTheSaleTheReserveAndTheCredits() public view {
        (uint256 c,) = sale.getReserves();
        uint256 held = sale.launched() ? 0 : sale.raised() - sale.refunded();
        assertGe(address(sale).balance, c + sale.totalCredits() + held, "balance covers what is owed");
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    function invariant_theTokensHeldAreTheReservePlusTheUnsold() public view {
        (, uint256 t) = sale.getReserves();
        uint256 expected = sale.launched() ? t : sale.saleTokens() - sale.tokensSold() + sale.liquidityTokens();
        assertEq(sale.balanceOf(address(sale)), expected, "tokens held");
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    function invariant_theProductNeverFallsAndCapsHold() public view {
        assertTrue(!handler.productFell(), "k fell across a trade");
        assertLe(sale.raised(), sale.hardCap(), "hard cap");
        address[] memory actors = handler.actors();
        for (uint256 i = 0; i < actors.length; ++i) {
            assertLe(sale.contributionOf(actors[i]), sale.maxContribution(), "per-address maximum");
        }
    }
}

contract Sale314TokenInvariantsTest is Sale314InvariantsBase {
    function _deploy() internal override returns (Sale314) {
        return new Sale314Token(_saleConfig());
    }
}

contract X314SaleTokenInvariantsTest is Sale314InvariantsBase {
    function _deploy() internal override returns (Sale314) {
        X314Options memory options = _options();
        options.burnBps = 200;
        return new X314SaleToken(_saleConfig(), options);
    }
}

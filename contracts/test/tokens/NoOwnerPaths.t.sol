// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {NoOwnerTargets} from "../promises/NoOwnerCheck.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {NormalToken, NormalTokenConfig} from "../../src/tokens/templates/NormalToken.sol";
import {TaxToken} from "../../src/tokens/templates/TaxToken.sol";
import {Market314} from "../../src/tokens/templates/base/Market314.sol";
import {Token314} from "../../src/tokens/templates/Token314.sol";
import {X314Token} from "../../src/tokens/templates/X314Token.sol";
import {TaxTokenFixture} from "./TaxTokenFixture.sol";
import {Market314Fixture} from "./Market314Fixture.sol";
import {NormalTokenConfigs} from "./NormalTokenConfigs.sol";

/// @notice Issue 73, point 1: a paused NormalToken handed to 0x…dEaD stayed paused for ever (its
/// "no owner" rules read owner() == 0 only, and transferOwnership(dEaD) was not a renounce).
/// Property: handing ownership to nobody, by any path, is a renounce: owner() is zero, no owner
/// power works for anyone, and nothing stops a holder.
contract NormalTokenNoOwnerTest is NoOwnerTargets {
    address internal constant OWNER = address(0x0A11CE);
    address internal constant ALICE = address(0xA11CE0);
    address internal constant BOB = address(0xB0B0B);
    uint256 internal constant SUPPLY = 1_000_000e18;

    function restrictive() internal pure returns (NormalTokenConfig memory) {
        return NormalTokenConfigs.restrictive(OWNER, address(0), SUPPLY);
    }

    /// @dev The audit's sequence: paused, blacklisted and whitelist-only, then handed to dEaD.
    function test_pausedTokenHandedToDeadLetsHoldersMove() public {
        NormalToken token = new NormalToken(restrictive());
        vm.startPrank(OWNER);
        token.transfer(ALICE, 1000);
        token.pause();
        token.setBlacklisted(BOB, true);
        token.transferOwnership(DEAD);
        vm.stopPrank();

        assertEq(token.owner(), address(0), "0x...dEaD is no owner");
        vm.prank(ALICE);
        token.transfer(BOB, 600);
        vm.prank(BOB);
        token.transfer(ALICE, 100);
        assertEq(token.balanceOf(ALICE), 500, "moved while paused and listed: the restrictions ended");
    }

    function testFuzz_anyKeylessOwnerIsARenounce(uint256 seed, address caller) public {
        NormalToken token = new NormalToken(restrictive());
        address nobody = keyless(seed, address(token));
        vm.startPrank(OWNER);
        token.transfer(ALICE, 1000);
        token.pause();
        token.transferOwnership(nobody);
        vm.stopPrank();
        assertEq(token.owner(), address(0), "owner");
        assertEq(token.returningOwner(), address(0), "nothing to reclaim");

        // No owner power works, for anyone (the no-owner address included).
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, caller));
        vm.prank(caller);
        token.unpause();
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, nobody));
        vm.prank(nobody);
        token.mint(nobody, 1);

        vm.prank(ALICE);
        token.transfer(BOB, 1000);
        assertEq(token.balanceOf(BOB), 1000, "paused no more");
    }

    /// @dev A token born with a keyless owner is born renounced.
    function testFuzz_bornWithAKeylessOwnerIsBornRenounced(uint256 seed) public {
        NormalTokenConfig memory config = restrictive();
        config.owner = keyless(seed, DEAD); // its own address is not known before it exists
        NormalToken token = new NormalToken(config);
        assertEq(token.owner(), address(0), "born renounced");
    }
}

/// @notice Issue 73, point 1: a TaxToken handed to 0x…dEaD before trading started could never be
/// sold (trading opens by the owner's startTrading or a renounce, and dEaD was neither).
contract TaxTokenNoOwnerTest is TaxTokenFixture, NoOwnerTargets {
    function test_handedToDeadBeforeTradingCanBeSold() public {
        TaxToken token = launch(baseConfig());
        token.transfer(ALICE, 1_000_000e18);
        assertTrue(!token.tradingOpen(), "trading not started");
        token.transferOwnership(DEAD);

        assertEq(token.owner(), address(0), "0x...dEaD is no owner");
        assertTrue(token.tradingOpen(), "no owner: trading is open");
        uint256 before = ALICE.balance;
        routerSell(token, ALICE, 1_000_000e18);
        assertGe(ALICE.balance - before, 1, "the holder sold");
    }

    function testFuzz_anyKeylessOwnerOpensTrading(uint256 seed, uint96 amount) public {
        TaxToken token = launch(baseConfig());
        uint256 sold = bound(amount, 1e18, 10_000_000e18);
        token.transfer(ALICE, sold);
        token.transferOwnership(keyless(seed, address(token)));
        assertEq(token.owner(), address(0), "owner");
        uint256 before = ALICE.balance;
        routerSell(token, ALICE, sold);
        assertGe(ALICE.balance - before, 1, "the holder sold");
    }
}

/// @notice Issue 73, point 1: a Token314 handed to 0x…dEaD let its liquidity provider take both
/// reserves after the 30-day lock (the pool's 100 coin and a market buyer's) and close the market,
/// because "liquidity is permanent after a renounce" read owner() == 0 only.
contract Market314NoOwnerTest is Market314Fixture, NoOwnerTargets {
    function test_token314HandedToDeadKeepsTheLiquidity() public {
        Token314 token = _launched(_config());
        uint256 bought = _buy(token, ALICE, 20 ether);
        vm.prank(OWNER);
        token.transferOwnership(DEAD);
        assertEq(token.owner(), address(0), "0x...dEaD is no owner");

        vm.warp(block.timestamp + 31 days);
        vm.expectRevert(Market314.Market314LiquidityPermanent.selector);
        vm.prank(OWNER);
        token.removeLiquidity();

        _nextBlock();
        uint256 coin = _sellByTransfer(token, ALICE, bought);
        assertGe(coin, 15 ether, "the buyer sells back into a market that stays open");
    }

    function testFuzz_x314AnyKeylessOwnerKeepsTheLiquidity(uint256 seed) public {
        X314Token token = _launchedX(_xConfig());
        vm.prank(OWNER);
        token.transferOwnership(keyless(seed, address(token)));
        assertEq(token.owner(), address(0), "owner");
        vm.warp(block.timestamp + 365 days);
        vm.expectRevert(Market314.Market314LiquidityPermanent.selector);
        vm.prank(OWNER);
        token.removeLiquidity();
    }

    /// @dev The renounce rule (liquidity first, or trading could never open) holds on every path.
    function testFuzz_noOwnerBeforeLiquidityIsRefusedOnEveryPath(uint256 seed) public {
        Token314 token = new Token314(_config());
        address nobody = keyless(seed, address(token));
        vm.expectRevert(Market314.Market314RenounceBeforeLiquidity.selector);
        vm.prank(OWNER);
        token.transferOwnership(nobody);
        vm.expectRevert(Market314.Market314RenounceBeforeLiquidity.selector);
        vm.prank(OWNER);
        token.renounceOwnership();
        assertEq(token.owner(), OWNER, "still owned");
    }
}

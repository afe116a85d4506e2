// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Market314Fixture, Refuser314} from "./Market314Fixture.sol";
import {CallerReverts} from "../utils/CallerReverts.sol";
import {Market314} from "../../src/tokens/templates/base/Market314.sol";
import {X314Market} from "../../src/tokens/templates/base/X314Market.sol";
import {X314Token, X314TokenConfig} from "../../src/tokens/templates/X314Token.sol";

/// @notice Tests of the x314 coin (`/co/x314`): the trading start time, burn on trade and
/// invitation rewards, each keeping the reserve math exact.
contract X314TokenTest is Market314Fixture, CallerReverts {
    X314Token internal token;

    function setUp() public {
        vm.warp(1_800_000_000);
        vm.roll(100);
        token = _launchedX(_xConfig());
        _nextBlock();
    }

    // ------------------------------------------------------------------ deployment

    function test_deploymentRefusesOutOfRangeX314Settings() public {
        X314TokenConfig memory config = _xConfig();
        config.burnBps = 2_501;
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314InvalidConfig.selector, "burnBps"));
        new X314Token(config);

        config = _xConfig();
        config.burnBps = 1_000;
        config.sellFeeBps = 1_501;
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314FeeTooHigh.selector, 1_501, 1_500));
        new X314Token(config);

        config = _xConfig();
        config.inviteBps = 10_001;
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314InvalidConfig.selector, "inviteBps"));
        new X314Token(config);

        config = _xConfig();
        config.minBindAmount = 0;
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314InvalidConfig.selector, "minBindAmount"));
        new X314Token(config);

        config = _xConfig();
        config.tradingStartTime = uint64(block.timestamp + 366 days);
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314InvalidConfig.selector, "tradingStartTime"));
        new X314Token(config);
    }

    // ------------------------------------------------------------------ trading start

    function test_tradingOpensByItselfAtTheStartTime() public {
        X314TokenConfig memory config = _xConfig();
        config.tradingStartTime = uint64(block.timestamp + 1 days);
        X314Token later = _launchedX(config);
        assertTrue(!later.tradingOpen(), "waits for the start");
        vm.deal(ALICE, 1 ether);
        expectRevertFrom(ALICE, Market314.Market314TradingNotOpen.selector);
        later.buy{value: 1 ether}(0, NEVER);
        vm.prank(OWNER);
        later.transfer(ALICE, 1e18);
        expectRevertFrom(ALICE, Market314.Market314TradingNotOpen.selector);
        later.transfer(address(later), 1e18);
        vm.warp(config.tradingStartTime);
        assertTrue(later.tradingOpen(), "open at the start, with nobody acting");
        _buy(later, ALICE, 1 ether);
    }

    function testFuzz_theStartTimeOnlyMovesEarlier(uint64 newStart) public {
        uint64 start = uint64(block.timestamp + 10 days);
        X314TokenConfig memory config = _xConfig();
        config.tradingStartTime = start;
        X314Token later = new X314Token(config);
        expectRevertFrom(ALICE, abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, ALICE));
        later.setTradingStartTime(newStart);
        vm.prank(OWNER);
        if (newStart >= start) {
            vm.expectRevert(abi.encodeWithSelector(X314Market.Market314TradingStartNotEarlier.selector, start, newStart));
            later.setTradingStartTime(newStart);
        } else {
            vm.expectEmit(false, false, false, true);
            emit X314Market.TradingStartTimeUpdated(newStart);
            later.setTradingStartTime(newStart);
            assertEq(later.tradingStartTime(), newStart, "earlier");
        }
    }

    function test_theStartCannotMoveOnceTradingStarted() public {
        uint64 start = token.tradingStartTime();
        expectRevertFrom(OWNER, abi.encodeWithSelector(X314Market.Market314TradingStartNotEarlier.selector, start, start - 1));
        token.setTradingStartTime(start - 1);
    }

    function test_theOwnerCannotRenounceBeforeAddingTheLiquidity() public {
        X314Token fresh = new X314Token(_xConfig());
        expectRevertFrom(OWNER, Market314.Market314RenounceBeforeLiquidity.selector);
        fresh.renounceOwnership();
        assertEq(fresh.owner(), OWNER, "still owned");
    }

    /// @dev Issue 48, hole 2: with trading 60 days out, a 30-day lock from the add would have let
    /// the owner take the reserves out before anyone could trade. The lock counts from the start.
    function test_theLockCountsFromTheTradingStart() public {
        X314TokenConfig memory config = _xConfig();
        config.tradingStartTime = uint64(block.timestamp + 60 days);
        X314Token later = new X314Token(config);
        vm.deal(OWNER, POOL_COIN);
        uint256 tooEarly = block.timestamp + 89 days;
        expectRevertFrom(OWNER, abi.encodeWithSelector(Market314.Market314InvalidLockTime.selector, tooEarly));
        later.addLiquidity{value: POOL_COIN}(tooEarly);
        vm.prank(OWNER);
        later.addLiquidity{value: POOL_COIN}(block.timestamp + 90 days);
        assertEq(later.liquidityLockedUntil(), config.tradingStartTime + 30 days, "30 days of trading at least");
    }

    function test_aRenouncedTokenStillOpensAtItsStartTime() public {
        X314TokenConfig memory config = _xConfig();
        config.tradingStartTime = uint64(block.timestamp + 2 days);
        X314Token later = _launchedX(config);
        vm.prank(OWNER);
        later.renounceOwnership();
        vm.warp(config.tradingStartTime);
        assertGe(_buyByTransfer(later, ALICE, 1 ether), 1, "buys after the start");
    }

    // ------------------------------------------------------------------ burn on trade

    function testFuzz_burnOnBuyComesOutOfTheTokensTheReserveGives(uint256 coin) public {
        coin = bound(coin, 1e12, 500 ether);
        (uint256 c, uint256 t) = token.getReserves();
        uint256 fee = (coin * 300) / 10_000;
        uint256 fromReserve = ((coin - fee) * t) / (c + coin - fee);
        uint256 burned = (fromReserve * 100) / 10_000;
        uint256 supply = token.totalSupply();
        uint256 received = _buyByTransfer(token, ALICE, coin);
        assertEq(received, fromReserve - burned, "the buyer gets the priced tokens less the burn");
        (uint256 c2, uint256 t2) = token.getReserves();
        assertEq(t2, t - fromReserve, "reserve gives the priced amount");
        assertEq(c2, c + coin - fee, "coin reserve");
        assertEq(supply - token.totalSupply(), burned, "burned");
        assertEq(token.balanceOf(address(token)), t2, "held = reserve");
    }

    function testFuzz_burnOnSellComesOutOfTheTokensSoldBeforePricing(uint256 coin) public {
        coin = bound(coin, 1e15, 500 ether);
        uint256 tokens = _buyByTransfer(token, ALICE, coin);
        _nextBlock();
        (uint256 c, uint256 t) = token.getReserves();
        uint256 burned = (tokens * 100) / 10_000;
        uint256 gross = ((tokens - burned) * c) / (t + tokens - burned);
        uint256 supply = token.totalSupply();
        uint256 paid = _sellByTransfer(token, ALICE, tokens);
        assertEq(paid, gross - (gross * 500) / 10_000, "priced on the tokens after the burn");
        (uint256 c2, uint256 t2) = token.getReserves();
        assertEq(t2, t + tokens - burned, "the reserve receives the rest");
        assertEq(c2, c - gross, "coin reserve");
        assertEq(supply - token.totalSupply(), burned, "burned");
        assertEq(token.balanceOf(address(token)), t2, "held = reserve");
    }

    function testFuzz_feesWithTheBurnStayUnderTheCap(uint16 buyFee, uint16 sellFee) public {
        vm.prank(OWNER);
        if (buyFee > 2_400 || sellFee > 2_400) {
            vm.expectRevert();
            token.setFees(buyFee, sellFee);
        } else {
            token.setFees(buyFee, sellFee);
            assertLe(uint256(token.buyFeeBps()) + token.burnBps(), 2_500, "buy");
            assertLe(uint256(token.sellFeeBps()) + token.burnBps(), 2_500, "sell");
        }
    }

    // ------------------------------------------------------------------ invitations

    function test_anAccountBindsItsInviterItselfOnce() public {
        vm.startPrank(OWNER);
        token.transfer(ALICE, 10e18);
        token.transfer(FEES, 1e18 - 1);
        vm.stopPrank();
        expectRevertFrom(BOB, abi.encodeWithSelector(X314Market.Market314InvalidInviter.selector, FEES));
        token.bindInviter(FEES);
        expectRevertFrom(BOB, abi.encodeWithSelector(X314Market.Market314InvalidInviter.selector, BOB));
        token.bindInviter(BOB);
        vm.expectEmit(true, true, false, false);
        emit X314Market.InviterBound(BOB, ALICE);
        vm.prank(BOB);
        token.bindInviter(ALICE);
        assertEq(token.inviterOf(BOB), ALICE, "bound");
        expectRevertFrom(BOB, abi.encodeWithSelector(X314Market.Market314AlreadyBound.selector, ALICE));
        token.bindInviter(OWNER);
        // No two-account loop: BOB's inviter cannot take BOB as its own inviter.
        expectRevertFrom(ALICE, abi.encodeWithSelector(X314Market.Market314InvalidInviter.selector, BOB));
        token.bindInviter(BOB);
    }

    /// Hole 12: in x314 forks whoever first receives `minBindAmount` from a holder is bound to it, so
    /// a stranger sends dust-sized amounts to fresh addresses and takes a share of their buy fees.
    function test_aTransferBindsNobodyAsItsReceiversInviter() public {
        vm.prank(OWNER);
        token.transfer(ALICE, 10e18);
        // ALICE sends a fresh wallet the minimum, then the wallet buys.
        vm.prank(ALICE);
        token.transfer(CAROL, 1e18);
        assertEq(token.inviterOf(CAROL), address(0), "a transfer binds nobody");
        uint256 aliceBefore = ALICE.balance;
        _buyByTransfer(token, CAROL, 10 ether);
        assertEq(ALICE.balance, aliceBefore, "the sender takes no share of the buyer's fee");
    }

    function test_buysAndSellsNeverBind() public {
        _buyByTransfer(token, CAROL, 1 ether);
        assertEq(token.inviterOf(CAROL), address(0), "a buy binds nobody");
    }

    function test_theInviterGetsItsShareOfTheBuyFee() public {
        vm.prank(ALICE);
        token.bindInviter(OWNER);
        uint256 ownerBefore = OWNER.balance;
        uint256 feesBefore = FEES.balance;
        _buyByTransfer(token, ALICE, 10 ether);
        uint256 fee = 0.3 ether;
        assertEq(OWNER.balance - ownerBefore, (fee * 2_000) / 10_000, "inviter's share");
        assertEq(FEES.balance - feesBefore, fee - (fee * 2_000) / 10_000, "the rest to the fee receiver");
    }

    function test_aRefusingInviterIsCreditedAndTheBuyGoesOn() public {
        Refuser314 inviter = new Refuser314();
        vm.prank(OWNER);
        token.transfer(address(inviter), 5e18);
        vm.prank(ALICE);
        token.bindInviter(address(inviter));
        _buyByTransfer(token, ALICE, 10 ether);
        assertEq(token.credits(address(inviter)), 0.06 ether, "credited");
    }
}

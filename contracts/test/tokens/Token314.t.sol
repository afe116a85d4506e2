// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {GasBurner314, Market314Fixture, Refuser314} from "./Market314Fixture.sol";
import {Market314, Token314Config} from "../../src/tokens/templates/base/Market314.sol";
import {Token314} from "../../src/tokens/templates/Token314.sol";

/// @notice Unit and fuzz tests of the ERC314 coin (`/co/314`): deployment, liquidity and its lock,
/// buys and sells in every form, fees and their receivers, the max wallet, the same-block guard,
/// the owner's powers and what a renounce leaves.
contract Token314Test is Market314Fixture {
    Token314 internal token;

    function setUp() public {
        vm.warp(1_800_000_000);
        vm.roll(100);
        token = _launched(_config());
        _nextBlock();
    }

    // ------------------------------------------------------------------ deployment

    function test_deploymentMintsTheLiquidityTokensToTheTokenAndTheRestToTheOwner() public {
        Token314 fresh = new Token314(_config());
        assertEq(fresh.totalSupply(), SUPPLY, "supply");
        assertEq(fresh.balanceOf(address(fresh)), POOL_TOKENS, "liquidity tokens held");
        assertEq(fresh.balanceOf(OWNER), SUPPLY - POOL_TOKENS, "owner");
        assertEq(fresh.decimals(), 18, "decimals");
        assertTrue(!fresh.tradingOpen(), "closed before liquidity");
        (uint256 c, uint256 t) = fresh.getReserves();
        assertEq(c + t, 0, "no reserves");
        assertEq(fresh.MAX_FEE_BPS(), 2_500, "fee cap");
        assertEq(fresh.MAX_LOCK_DURATION(), 100 * 365 days, "lock cap");
    }

    function test_deploymentRefusesSettingsOutOfRange() public {
        Token314Config memory config = _config();
        config.totalSupply = 0;
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314InvalidConfig.selector, "totalSupply"));
        new Token314(config);

        config = _config();
        config.liquidityTokens = SUPPLY + 1;
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314InvalidConfig.selector, "liquidityTokens"));
        new Token314(config);

        config = _config();
        config.liquidityTokens = 0;
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314InvalidConfig.selector, "liquidityTokens"));
        new Token314(config);

        config = _config();
        config.buyFeeBps = 2_501;
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314FeeTooHigh.selector, 2_501, 2_500));
        new Token314(config);

        config = _config();
        config.sellFeeBps = 2_501;
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314FeeTooHigh.selector, 2_501, 2_500));
        new Token314(config);

        config = _config();
        config.feeReceiver = address(0);
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314InvalidFeeReceiver.selector, address(0)));
        new Token314(config);

        config = _config();
        config.maxWallet = SUPPLY / 1000 - 1;
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314InvalidConfig.selector, "maxWallet"));
        new Token314(config);

        config = _config();
        config.owner = address(0);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableInvalidOwner.selector, address(0)));
        new Token314(config);
    }

    // ------------------------------------------------------------------ liquidity

    function test_addLiquiditySetsTheReservesFromStateAndOpensTrading() public {
        Token314 fresh = new Token314(_config());
        vm.deal(OWNER, 5 ether);
        vm.expectEmit(true, false, false, true);
        emit Market314.LiquidityAdded(OWNER, 5 ether, POOL_TOKENS, block.timestamp + 30 days);
        vm.prank(OWNER);
        fresh.addLiquidity{value: 5 ether}(block.timestamp + 30 days);
        (uint256 c, uint256 t) = fresh.getReserves();
        assertEq(c, 5 ether, "coin reserve");
        assertEq(t, POOL_TOKENS, "token reserve");
        assertTrue(fresh.tradingOpen(), "open");
        assertEq(fresh.liquidityProvider(), OWNER, "provider");
        assertEq(fresh.liquidityLockedUntil(), block.timestamp + 30 days, "lock");
    }

    function test_addLiquidityIsTheOwnersOnceWithCoinAndALock() public {
        Token314 fresh = new Token314(_config());
        vm.deal(ALICE, 1 ether);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, ALICE));
        fresh.addLiquidity{value: 1 ether}(block.timestamp + 30 days);

        vm.deal(OWNER, 10 ether);
        vm.startPrank(OWNER);
        vm.expectRevert(Market314.Market314ZeroAmount.selector);
        fresh.addLiquidity(block.timestamp + 30 days);
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314InvalidLockTime.selector, block.timestamp));
        fresh.addLiquidity{value: 1 ether}(block.timestamp);
        // Issue 48, hole 1: a lock shorter than 30 days is refused (the owner could pull the market).
        uint256 tooShort = block.timestamp + 30 days - 1;
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314InvalidLockTime.selector, tooShort));
        fresh.addLiquidity{value: 1 ether}(tooShort);
        uint256 tooLong = block.timestamp + 100 * 365 days + 1;
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314InvalidLockTime.selector, tooLong));
        fresh.addLiquidity{value: 1 ether}(tooLong);
        fresh.addLiquidity{value: 1 ether}(block.timestamp + 30 days);
        vm.expectRevert(Market314.Market314LiquidityAlreadyAdded.selector);
        fresh.addLiquidity{value: 1 ether}(block.timestamp + 30 days);
        vm.stopPrank();
    }

    function test_beforeLiquidityNothingTradesButWalletsTransfer() public {
        Token314 fresh = new Token314(_config());
        vm.deal(ALICE, 1 ether);
        vm.prank(ALICE);
        (bool ok, bytes memory data) = address(fresh).call{value: 1 ether}("");
        assertTrue(!ok && bytes4(data) == Market314.Market314TradingNotOpen.selector, "no buy");
        vm.prank(OWNER);
        fresh.transfer(ALICE, 1e18);
        vm.prank(ALICE);
        vm.expectRevert(Market314.Market314TradingNotOpen.selector);
        fresh.transfer(address(fresh), 1e18);
    }

    function test_liquidityCannotBeRemovedBeforeTheLockByAnyone() public {
        uint256 until = token.liquidityLockedUntil();
        vm.prank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314LiquidityLocked.selector, until));
        token.removeLiquidity();
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314NotLiquidityProvider.selector, ALICE));
        token.removeLiquidity();
        // Handing the ownership on does not hand the liquidity on.
        vm.prank(OWNER);
        token.transferOwnership(ALICE);
        vm.warp(until);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314NotLiquidityProvider.selector, ALICE));
        token.removeLiquidity();
    }

    function test_removeLiquidityAfterTheLockPaysBothReservesAndClosesTheMarket() public {
        _buyByTransfer(token, ALICE, 1 ether);
        (uint256 c, uint256 t) = token.getReserves();
        vm.warp(token.liquidityLockedUntil());
        uint256 coinBefore = OWNER.balance;
        uint256 tokensBefore = token.balanceOf(OWNER);
        vm.expectEmit(true, false, false, true);
        emit Market314.LiquidityRemoved(OWNER, c, t);
        vm.prank(OWNER);
        token.removeLiquidity();
        assertEq(OWNER.balance - coinBefore, c, "coin reserve paid");
        assertEq(token.balanceOf(OWNER) - tokensBefore, t, "token reserve paid");
        assertTrue(!token.tradingOpen(), "closed");
        assertEq(token.balanceOf(address(token)), 0, "nothing left in the token");
        vm.prank(OWNER);
        vm.expectRevert(Market314.Market314NoLiquidity.selector);
        token.removeLiquidity();
        vm.prank(ALICE);
        vm.expectRevert(Market314.Market314TradingNotOpen.selector);
        token.transfer(address(token), 1);
        vm.deal(BOB, 1 ether);
        vm.prank(BOB);
        vm.expectRevert(Market314.Market314TradingNotOpen.selector);
        token.buy{value: 1 ether}(0, NEVER);
        // Wallet transfers go on.
        vm.prank(ALICE);
        token.transfer(BOB, 1);
    }

    function testFuzz_theLockOnlyMovesLaterAndWithinTheCap(uint256 newUntil) public {
        uint256 current = token.liquidityLockedUntil();
        newUntil = bound(newUntil, 0, block.timestamp + 200 * 365 days);
        uint256 cap = block.timestamp + token.MAX_LOCK_DURATION();
        vm.prank(OWNER);
        if (newUntil <= current || newUntil > cap) {
            vm.expectRevert(abi.encodeWithSelector(Market314.Market314InvalidLockTime.selector, newUntil));
            token.extendLiquidityLock(newUntil);
            assertEq(token.liquidityLockedUntil(), current, "unchanged");
        } else {
            vm.expectEmit(false, false, false, true);
            emit Market314.LiquidityLockExtended(newUntil);
            token.extendLiquidityLock(newUntil);
            assertEq(token.liquidityLockedUntil(), newUntil, "extended");
        }
    }

    function test_onlyTheProviderExtendsTheLock() public {
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314NotLiquidityProvider.selector, ALICE));
        token.extendLiquidityLock(block.timestamp + 60 days);
    }

    // ------------------------------------------------------------------ trades

    function testFuzz_aBuyPaysThePriceOfTheStoredReservesAndTheFeeInCoin(uint256 coin) public {
        coin = bound(coin, 1e9, 1_000 ether);
        (uint256 c, uint256 t) = token.getReserves();
        uint256 fee = (coin * 300) / 10_000;
        uint256 expected = ((coin - fee) * t) / (c + coin - fee);
        (uint256 quoted, uint256 quotedFee) = token.quoteBuy(coin);
        assertEq(quoted, expected, "quote");
        assertEq(quotedFee, fee, "quoted fee");
        uint256 feesBefore = FEES.balance;
        uint256 productBefore = _product(token);
        vm.expectEmit(true, false, false, true);
        emit Market314.Bought(ALICE, coin, expected, fee);
        uint256 received = _buyByTransfer(token, ALICE, coin);
        assertEq(received, expected, "tokens");
        assertEq(FEES.balance - feesBefore, fee, "fee pushed to the receiver");
        (uint256 c2, uint256 t2) = token.getReserves();
        assertEq(c2, c + coin - fee, "coin reserve grows by the net coin");
        assertEq(t2, t - expected, "token reserve");
        assertGe(_product(token), productBefore, "k never falls");
        assertEq(token.balanceOf(address(token)), t2, "token balance = reserve");
    }

    function testFuzz_buyAndSellFunctionsMatchThePlainTransfers(uint256 coin, uint256 share) public {
        coin = bound(coin, 1e12, 500 ether);
        share = bound(share, 1, 100);
        uint256 snapshotTokens = token.balanceOf(address(token));
        vm.deal(ALICE, coin);
        vm.prank(ALICE);
        uint256 tokens = token.buy{value: coin}(0, NEVER);
        assertEq(token.balanceOf(ALICE), tokens, "buy() returns what it gave");
        assertEq(snapshotTokens - token.balanceOf(address(token)), tokens, "from the reserve");
        _nextBlock();
        uint256 amount = (tokens * share) / 100;
        vm.assume(amount > 0);
        (uint256 quoted, uint256 fee) = token.quoteSell(amount);
        vm.assume(quoted > 0);
        uint256 productBefore = _product(token);
        uint256 before = ALICE.balance;
        uint256 feesBefore = FEES.balance;
        vm.expectEmit(true, false, false, true);
        emit Market314.Sold(ALICE, amount, quoted, fee);
        vm.prank(ALICE);
        uint256 coinOut = token.sell(amount, quoted, NEVER);
        assertEq(coinOut, quoted, "sell() pays the quote");
        assertEq(ALICE.balance - before, quoted, "seller paid");
        assertEq(FEES.balance - feesBefore, fee, "sell fee pushed");
        assertGe(_product(token), productBefore, "k never falls");
        assertLe(ALICE.balance, coin, "a round trip never gains");
    }

    function test_aSellByTransferFromSellsTheHoldersTokensAndPaysTheHolder() public {
        uint256 tokens = _buyByTransfer(token, ALICE, 1 ether);
        _nextBlock();
        vm.prank(ALICE);
        token.approve(BOB, tokens);
        (uint256 quoted,) = token.quoteSell(tokens);
        uint256 before = ALICE.balance;
        vm.prank(BOB);
        token.transferFrom(ALICE, address(token), tokens);
        assertEq(ALICE.balance - before, quoted, "the holder is paid");
        assertEq(BOB.balance, 0, "not the spender");
        assertEq(token.balanceOf(ALICE), 0, "sold");
    }

    function test_slippageAndDeadlinesAreEnforced() public {
        (uint256 quoted,) = token.quoteBuy(1 ether);
        vm.deal(ALICE, 2 ether);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314InsufficientOutput.selector, quoted, quoted + 1));
        token.buy{value: 1 ether}(quoted + 1, NEVER);
        vm.prank(ALICE);
        vm.expectRevert(
            abi.encodeWithSelector(Market314.Market314Expired.selector, block.timestamp - 1, block.timestamp)
        );
        token.buy{value: 1 ether}(0, block.timestamp - 1);
        vm.prank(ALICE);
        token.buy{value: 1 ether}(quoted, block.timestamp);
        _nextBlock();
        (uint256 coinOut,) = token.quoteSell(quoted);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314InsufficientOutput.selector, coinOut, coinOut + 1));
        token.sell(quoted, coinOut + 1, NEVER);
        vm.prank(ALICE);
        vm.expectRevert(
            abi.encodeWithSelector(Market314.Market314Expired.selector, block.timestamp - 1, block.timestamp)
        );
        token.sell(quoted, 0, block.timestamp - 1);
        vm.prank(ALICE);
        vm.expectRevert(Market314.Market314ZeroAmount.selector);
        token.sell(0, 0, NEVER);
        vm.prank(ALICE);
        vm.expectRevert(Market314.Market314ZeroAmount.selector);
        token.buy(0, NEVER);
    }

    function test_aDustSellThatPaysNothingReverts() public {
        _buyByTransfer(token, ALICE, 1 ether);
        _nextBlock();
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314InsufficientOutput.selector, 0, 0));
        token.sell(1, 0, NEVER);
    }

    // ------------------------------------------------------------------ same-block guard

    function test_aBuyerCannotSellInTheSameBlockButCanInTheNext() public {
        uint256 tokens = _buyByTransfer(token, ALICE, 1 ether);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314SameBlockTrade.selector, ALICE));
        token.transfer(address(token), tokens);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314SameBlockTrade.selector, ALICE));
        token.sell(tokens, 0, NEVER);
        assertEq(token.lastBuyBlock(ALICE), block.number, "marked");
        vm.roll(block.number + 1);
        assertGe(_sellByTransfer(token, ALICE, tokens), 1, "sold next block");
    }

    function test_receivingTokensNeverMarksAHolder() public {
        uint256 bobTokens = _buyByTransfer(token, BOB, 1 ether);
        _nextBlock();
        // In one block ALICE buys and sends her tokens to BOB (a griefing attempt): BOB still sells.
        uint256 aliceTokens = _buyByTransfer(token, ALICE, 1 ether);
        vm.prank(ALICE);
        token.transfer(BOB, aliceTokens);
        assertGe(_sellByTransfer(token, BOB, bobTokens + aliceTokens), 1, "BOB sells in the same block");
    }

    // ------------------------------------------------------------------ fees

    function test_aRefusingFeeReceiverIsCreditedAndTradingGoesOn() public {
        Refuser314 refuser = new Refuser314();
        vm.prank(OWNER);
        token.setFeeReceiver(address(refuser));
        _buyByTransfer(token, ALICE, 1 ether);
        assertEq(token.credits(address(refuser)), 0.03 ether, "buy fee credited");
        assertEq(token.totalCredits(), 0.03 ether, "total");
        vm.prank(address(refuser));
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314PaymentFailed.selector, address(refuser), 0.03 ether));
        token.claimFees();
        GasBurner314 burner = new GasBurner314();
        vm.prank(OWNER);
        token.setFeeReceiver(address(burner));
        _nextBlock();
        uint256 tokens = token.balanceOf(ALICE);
        _sellByTransfer(token, ALICE, tokens);
        assertGe(token.credits(address(burner)), 1, "a gas burner is credited too");
    }

    function test_creditedFeesAreClaimedOnce() public {
        vm.prank(OWNER);
        token.setFeeReceiver(address(this));
        // This test contract refuses coin until it flips the switch.
        refuse = true;
        _buyByTransfer(token, ALICE, 1 ether);
        assertEq(token.credits(address(this)), 0.03 ether, "credited");
        refuse = false;
        uint256 before = address(this).balance;
        vm.expectEmit(true, false, false, true);
        emit Market314.CreditClaimed(address(this), 0.03 ether);
        token.claimFees();
        assertEq(address(this).balance - before, 0.03 ether, "claimed");
        assertEq(token.totalCredits(), 0, "cleared");
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314NothingToClaim.selector, address(this)));
        token.claimFees();
    }

    bool internal refuse;

    receive() external payable {
        if (refuse) revert("refuse");
    }

    function testFuzz_feesAreCappedAndOnlyTheOwnerSetsThem(uint16 buyFee, uint16 sellFee) public {
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, ALICE));
        token.setFees(buyFee, sellFee);
        vm.prank(OWNER);
        if (buyFee > 2_500) {
            vm.expectRevert(abi.encodeWithSelector(Market314.Market314FeeTooHigh.selector, buyFee, 2_500));
            token.setFees(buyFee, sellFee);
        } else if (sellFee > 2_500) {
            vm.expectRevert(abi.encodeWithSelector(Market314.Market314FeeTooHigh.selector, sellFee, 2_500));
            token.setFees(buyFee, sellFee);
        } else {
            vm.expectEmit(false, false, false, true);
            emit Market314.FeesUpdated(buyFee, sellFee);
            token.setFees(buyFee, sellFee);
            assertEq(token.buyFeeBps(), buyFee, "buy fee");
            assertEq(token.sellFeeBps(), sellFee, "sell fee");
        }
    }

    function test_feeReceiverIsTheOwnersAndNeverZero() public {
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, ALICE));
        token.setFeeReceiver(ALICE);
        vm.prank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314InvalidFeeReceiver.selector, address(0)));
        token.setFeeReceiver(address(0));
        vm.prank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314InvalidFeeReceiver.selector, address(token)));
        token.setFeeReceiver(address(token));
        vm.expectEmit(true, false, false, false);
        emit Market314.FeeReceiverUpdated(BOB);
        vm.prank(OWNER);
        token.setFeeReceiver(BOB);
        assertEq(token.feeReceiver(), BOB, "set");
    }

    // ------------------------------------------------------------------ max wallet

    function test_maxWalletLimitsBuysAndTransfersButNotTheProvider() public {
        Token314Config memory config = _config();
        config.maxWallet = 10_000e18;
        Token314 limited = _launched(config);
        _nextBlock();
        (uint256 quoted,) = limited.quoteBuy(5 ether);
        vm.deal(ALICE, 5 ether);
        vm.prank(ALICE);
        vm.expectRevert(
            abi.encodeWithSelector(Market314.Market314MaxWalletExceeded.selector, ALICE, quoted, 10_000e18)
        );
        limited.buy{value: 5 ether}(0, NEVER);
        vm.prank(OWNER);
        vm.expectRevert(
            abi.encodeWithSelector(Market314.Market314MaxWalletExceeded.selector, BOB, 10_001e18, 10_000e18)
        );
        limited.transfer(BOB, 10_001e18);
        vm.prank(OWNER);
        limited.transfer(BOB, 10_000e18);
        // The provider (the owner here) may hold more.
        vm.prank(BOB);
        limited.transfer(OWNER, 10_000e18);
    }

    function testFuzz_maxWalletOnlyRisesOrLifts(uint256 newMax) public {
        Token314Config memory config = _config();
        config.maxWallet = 10_000e18;
        Token314 limited = new Token314(config);
        vm.prank(OWNER);
        if (newMax != 0 && newMax <= 10_000e18) {
            vm.expectRevert(abi.encodeWithSelector(Market314.Market314MaxWalletLowered.selector, 10_000e18, newMax));
            limited.setMaxWallet(newMax);
        } else {
            limited.setMaxWallet(newMax);
            assertEq(limited.maxWallet(), newMax, "raised or lifted");
            if (newMax == 0) {
                vm.prank(OWNER);
                vm.expectRevert(abi.encodeWithSelector(Market314.Market314MaxWalletLowered.selector, 0, 1));
                limited.setMaxWallet(1);
            }
        }
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, ALICE));
        limited.setMaxWallet(0);
    }

    // ------------------------------------------------------------------ renounce

    function test_theOwnerCannotRenounceBeforeAddingTheLiquidity() public {
        Token314 fresh = new Token314(_config());
        vm.prank(OWNER);
        vm.expectRevert(Market314.Market314RenounceBeforeLiquidity.selector);
        fresh.renounceOwnership();
        assertEq(fresh.owner(), OWNER, "still owned");
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, ALICE));
        fresh.renounceOwnership();
        vm.deal(OWNER, 10 ether);
        vm.prank(OWNER);
        fresh.addLiquidity{value: 10 ether}(block.timestamp + 30 days);
        vm.prank(OWNER);
        fresh.renounceOwnership();
        assertEq(fresh.owner(), address(0), "renounced once the liquidity is in");
    }

    function test_afterRenounceHoldersTradeAndNoOwnerPowerWorks() public {
        vm.prank(OWNER);
        token.renounceOwnership();
        assertEq(token.owner(), address(0), "renounced");
        vm.startPrank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, OWNER));
        token.setFees(0, 0);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, OWNER));
        token.setFeeReceiver(OWNER);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, OWNER));
        token.setMaxWallet(0);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, OWNER));
        token.addLiquidity(block.timestamp + 30 days);
        vm.stopPrank();
        uint256 tokens = _buyByTransfer(token, ALICE, 1 ether);
        tokens += _buy(token, ALICE, 1 ether);
        vm.prank(ALICE);
        token.transfer(BOB, tokens / 2);
        _nextBlock();
        assertGe(_sellByTransfer(token, ALICE, tokens / 4), 1, "sells by transfer");
        vm.prank(BOB);
        assertGe(token.sell(tokens / 2, 0, NEVER), 1, "sells by sell()");
        // Issue 48, hole 2: the provider's right to remove the liquidity (and close the market for
        // good) used to survive the renounce. It ends with it: after the lock nothing comes out.
        vm.warp(token.liquidityLockedUntil() + 365 days);
        vm.prank(OWNER);
        vm.expectRevert(Market314.Market314LiquidityPermanent.selector);
        token.removeLiquidity();
        assertTrue(token.tradingOpen(), "the market stays open");
        _nextBlock();
        vm.prank(ALICE);
        assertGe(token.sell(tokens / 8, 0, NEVER), 1, "a holder still sells, a year after the lock");
    }

    /// @dev Property of hole 2: whatever the owner did before renouncing (fees, receiver, wallet
    /// limit, a lock extension) and however long after, every holder can sell on the market.
    function testFuzz_afterRenounceEveryHolderCanAlwaysSell(uint16 buyFee, uint16 sellFee, uint256 later, uint256 extend)
        public
    {
        buyFee = uint16(bound(buyFee, 0, 2_500));
        sellFee = uint16(bound(sellFee, 0, 2_500));
        later = bound(later, 0, 200 * 365 days);
        extend = bound(extend, 1, 365 days);
        uint256 tokens = _buy(token, ALICE, 1 ether);
        vm.startPrank(OWNER);
        token.setFees(buyFee, sellFee);
        token.extendLiquidityLock(token.liquidityLockedUntil() + extend);
        token.renounceOwnership();
        vm.stopPrank();
        vm.warp(block.timestamp + later);
        vm.prank(OWNER);
        try token.removeLiquidity() {
            assertTrue(false, "the liquidity came out after the renounce");
        } catch {}
        _nextBlock();
        vm.prank(ALICE);
        assertGe(token.sell(tokens, 0, NEVER), 1, "sold");
        assertTrue(token.tradingOpen(), "open");
    }

    // ------------------------------------------------------------------ forced coin

    function test_forcedOrStrayCoinNeverEntersThePrice() public {
        (uint256 before,) = token.quoteBuy(1 ether);
        vm.deal(address(token), address(token).balance + 50 ether);
        (uint256 afterGift,) = token.quoteBuy(1 ether);
        assertEq(afterGift, before, "same quote");
        (uint256 c,) = token.getReserves();
        assertEq(c, POOL_COIN, "reserve unchanged");
    }
}

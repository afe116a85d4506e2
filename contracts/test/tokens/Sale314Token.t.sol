// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {LiquidityFloorBehaviour} from "./LiquidityFloorBehaviour.sol";
import {Market314Fixture, Refuser314} from "./Market314Fixture.sol";
import {Market314} from "../../src/tokens/templates/base/Market314.sol";
import {Sale314, Sale314Config} from "../../src/tokens/templates/base/Sale314.sol";
import {X314Options} from "../../src/tokens/templates/base/X314Market.sol";
import {Sale314Token} from "../../src/tokens/templates/Sale314Token.sol";
import {X314SaleToken} from "../../src/tokens/templates/X314SaleToken.sol";
import {LiquidityFloor} from "../../src/utils/LiquidityFloor.sol";

/// @notice Settings and helpers of the 314 sale tests.
abstract contract Sale314Fixture is Market314Fixture {
    address internal constant BENEFICIARY = address(0xBE4E);
    /// 10,000 tokens per coin; hard cap 50 coin (500,000 tokens), soft cap 20.
    uint256 internal constant PRICE = 10_000e18;

    function _saleConfig() internal view returns (Sale314Config memory config) {
        config.token = _config();
        config.token.liquidityTokens = 300_000e18; // the pool of the hard cap at the sale price
        config.tokensPerCoin = PRICE;
        config.hardCap = 50 ether;
        config.softCap = 20 ether;
        config.minContribution = 0.1 ether;
        config.maxContribution = 10 ether;
        config.endTime = uint64(block.timestamp + 7 days);
        config.liquidityBps = 6_000;
        config.lockDuration = 180 days;
        config.beneficiary = BENEFICIARY;
    }

    function _options() internal view returns (X314Options memory) {
        return X314Options({
            tradingStartTime: uint64(block.timestamp), burnBps: 100, inviteBps: 1_000, minBindAmount: 1e18
        });
    }

    function _buySale(Sale314 sale, address buyer, uint256 coin) internal {
        vm.deal(buyer, buyer.balance + coin);
        vm.prank(buyer);
        (bool ok,) = address(sale).call{value: coin}("");
        assertTrue(ok, "sale buy by plain transfer");
    }

    function _buyer(uint256 i) internal pure returns (address) {
        return address(uint160(0xC0000 + i));
    }
}

/// @notice The sale tests, run once for each sale template (see the two contracts at the end).
abstract contract Sale314Behaviour is Sale314Fixture, LiquidityFloorBehaviour {
    Sale314 internal sale;

    function _deploy(Sale314Config memory config) internal virtual returns (Sale314);

    function setUp() public {
        vm.warp(1_800_000_000);
        vm.roll(100);
        sale = _deploy(_saleConfig());
    }

    function test_deploymentReservesTheSaleAndLiquidityTokens() public view {
        assertEq(sale.saleTokens(), 500_000e18, "what the hard cap buys");
        assertEq(sale.balanceOf(address(sale)), 800_000e18, "sale + liquidity tokens held");
        assertEq(sale.balanceOf(OWNER), SUPPLY - 800_000e18, "the rest to the owner");
        assertEq(sale.phase(), 0, "sale");
        assertTrue(!sale.tradingOpen(), "no market yet");
    }

    function test_deploymentRefusesBadSaleSettings() public {
        Sale314Config memory config = _saleConfig();
        config.tokensPerCoin = 0;
        _expectInvalid(config, "tokensPerCoin");
        config = _saleConfig();
        config.softCap = 51 ether;
        _expectInvalid(config, "softCap");
        config = _saleConfig();
        config.liquidityBps = 10_001;
        _expectInvalid(config, "liquidityBps");
        config = _saleConfig();
        config.minContribution = 0;
        _expectInvalid(config, "minContribution");
        config = _saleConfig();
        config.maxContribution = 0.01 ether;
        _expectInvalid(config, "maxContribution");
        config = _saleConfig();
        config.endTime = uint64(block.timestamp + 366 days);
        _expectInvalid(config, "endTime");
        config = _saleConfig();
        config.lockDuration = 0;
        _expectInvalid(config, "lockDuration");
        // Issue 48, hole 1: a 1-second lock let the beneficiary pull the market after the launch.
        config = _saleConfig();
        config.lockDuration = 30 days - 1;
        _expectInvalid(config, "lockDuration");
        // Issue 48, hole 6: liquidity tokens short of the hard cap's pool at the sale price.
        config = _saleConfig();
        config.token.liquidityTokens = 300_000e18 - 1;
        _expectInvalid(config, "liquidityTokens");
        config = _saleConfig();
        config.beneficiary = address(0);
        _expectInvalid(config, "beneficiary");
        config = _saleConfig();
        config.token.totalSupply = 600_000e18;
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314InvalidConfig.selector, "liquidityTokens"));
        _deploy(config);
    }

    function _expectInvalid(Sale314Config memory config, string memory field) internal {
        vm.expectRevert(abi.encodeWithSelector(Sale314.Sale314InvalidConfig.selector, field));
        _deploy(config);
    }

    function testFuzz_aSaleBuyPaysTheFixedPriceWithinTheCaps(uint256 coin) public {
        coin = bound(coin, 0.1 ether, 30 ether);
        uint256 accepted = coin > 10 ether ? 10 ether : coin;
        _buySale(sale, ALICE, coin);
        assertEq(sale.contributionOf(ALICE), accepted, "within the maximum");
        assertEq(sale.balanceOf(ALICE), (accepted * PRICE) / 1e18, "fixed price");
        assertEq(ALICE.balance, coin - accepted, "the rest came back");
        assertEq(sale.raised(), accepted, "raised");
        assertEq(sale.buyers(), 1, "one buyer");
    }

    function test_saleBuyRevertPaths() public {
        vm.deal(ALICE, 100 ether);
        vm.startPrank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(Sale314.Sale314BelowMinimum.selector, 0.05 ether, 0.1 ether));
        sale.buySale{value: 0.05 ether}();
        vm.expectRevert(Market314.Market314ZeroAmount.selector);
        sale.buySale();
        sale.buySale{value: 10 ether}();
        vm.expectRevert(abi.encodeWithSelector(Sale314.Sale314AboveMaximum.selector, 10 ether, 10 ether));
        sale.buySale{value: 1 ether}();
        vm.stopPrank();
        vm.warp(block.timestamp + 7 days);
        vm.deal(BOB, 1 ether);
        vm.prank(BOB);
        vm.expectRevert(Sale314.Sale314NotActive.selector);
        sale.buySale{value: 1 ether}();
    }

    function test_theHardCapFillsExactlyAndRefundsTheExcess() public {
        for (uint256 i = 0; i < 4; ++i) {
            _buySale(sale, _buyer(i), 10 ether);
        }
        _buySale(sale, ALICE, 10 ether + 3 ether);
        assertEq(sale.raised(), 50 ether, "hard cap");
        assertEq(ALICE.balance, 3 ether, "excess back");
        assertEq(sale.phase(), 1, "ended by the cap");
    }

    function test_tokensCannotMoveBeforeTheLaunch() public {
        _buySale(sale, ALICE, 1 ether);
        vm.prank(ALICE);
        vm.expectRevert(Sale314.Sale314TradingNotStarted.selector);
        sale.transfer(BOB, 1);
        vm.prank(OWNER);
        vm.expectRevert(Sale314.Sale314TradingNotStarted.selector);
        sale.transfer(BOB, 1);
        vm.prank(ALICE);
        vm.expectRevert(Market314.Market314TradingNotOpen.selector);
        sale.transfer(address(sale), 1);
        vm.prank(ALICE);
        vm.expectRevert(Market314.Market314TradingNotOpen.selector);
        sale.sell(1, 0, NEVER);
    }

    function _fill(uint256 buyersCount) internal {
        for (uint256 i = 0; i < buyersCount; ++i) {
            _buySale(sale, _buyer(i), 10 ether);
        }
    }

    function test_launchBuildsTheReservesBurnsTheUnsoldPaysTheBeneficiaryAndOpensTrading() public {
        _fill(3);
        vm.warp(block.timestamp + 7 days);
        uint256 supply = sale.totalSupply();
        vm.expectEmit(true, false, false, true);
        emit Sale314.Launched(CAROL, 18 ether, 12 ether, 200_000e18 + 120_000e18);
        vm.prank(CAROL);
        sale.launch();
        (uint256 c, uint256 t) = sale.getReserves();
        assertEq(c, 18 ether, "60% of the raised coin");
        assertEq(t, 180_000e18, "what that coin buys at the sale price");
        assertEq(BENEFICIARY.balance, 12 ether, "the rest to the beneficiary");
        assertEq(supply - sale.totalSupply(), 320_000e18, "unsold and unneeded liquidity tokens burned");
        assertEq(sale.balanceOf(address(sale)), t, "held = reserve");
        assertEq(sale.liquidityProvider(), BENEFICIARY, "provider");
        assertEq(sale.liquidityLockedUntil(), block.timestamp + 180 days, "locked from the launch");
        assertEq(sale.phase(), 2, "trading");
        assertTrue(sale.tradingOpen(), "open");
        // Trading: a plain transfer now buys on the market, tokens move, sells pay.
        _buyByTransfer(sale, ALICE, 1 ether);
        vm.prank(_buyer(0));
        sale.transfer(BOB, 1e18);
        _nextBlock();
        assertGe(_sellByTransfer(sale, _buyer(1), 1_000e18), 1, "sells");
        vm.prank(CAROL);
        vm.expectRevert(Sale314.Sale314AlreadyLaunched.selector);
        sale.launch();
    }

    function test_launchRules() public {
        _fill(1);
        vm.prank(CAROL);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, CAROL));
        sale.launch();
        vm.prank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(Sale314.Sale314SoftCapNotMet.selector, 10 ether, 20 ether));
        sale.launch();
        _buySale(sale, _buyer(7), 10 ether);
        // The owner may launch before the end once the soft cap is met.
        vm.prank(OWNER);
        sale.launch();
        assertEq(sale.phase(), 2, "launched early");
    }

    function test_anyoneLaunchesOnceTheHardCapFills() public {
        _fill(5);
        vm.prank(CAROL);
        sale.launch();
        assertTrue(sale.tradingOpen(), "open");
    }

    function test_noLaunchAfterTheWindowAndRefundsInFull() public {
        _fill(2);
        vm.warp(block.timestamp + 7 days + 30 days);
        assertEq(sale.phase(), 3, "failed");
        vm.prank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(Sale314.Sale314LaunchWindowClosed.selector, sale.endTime() + 30 days));
        sale.launch();
        uint256 supply = sale.totalSupply();
        vm.expectEmit(true, false, false, true);
        emit Sale314.RefundClaimed(_buyer(0), 10 ether, 100_000e18);
        vm.prank(_buyer(0));
        sale.claimRefund();
        assertEq(_buyer(0).balance, 10 ether, "refunded in full");
        assertEq(sale.balanceOf(_buyer(0)), 0, "tokens burned");
        assertEq(supply - sale.totalSupply(), 100_000e18, "burned");
        vm.prank(_buyer(0));
        vm.expectRevert(abi.encodeWithSelector(Sale314.Sale314NothingToRefund.selector, _buyer(0)));
        sale.claimRefund();
    }

    function test_aMissedSoftCapFailsAtTheEnd() public {
        _fill(1);
        vm.prank(_buyer(0));
        vm.expectRevert(Sale314.Sale314NotFailed.selector);
        sale.claimRefund();
        vm.warp(sale.endTime());
        assertEq(sale.phase(), 3, "failed at the end");
        vm.prank(CAROL);
        vm.expectRevert(abi.encodeWithSelector(Sale314.Sale314SoftCapNotMet.selector, 10 ether, 20 ether));
        sale.launch();
        vm.prank(_buyer(0));
        sale.claimRefund();
        assertEq(_buyer(0).balance, 10 ether, "refunded");
        assertEq(address(sale).balance, 0, "nothing stays");
    }

    function test_aRefusingBeneficiaryIsCreditedAndTheLaunchGoesOn() public {
        Refuser314 refuser = new Refuser314();
        Sale314Config memory config = _saleConfig();
        config.beneficiary = address(refuser);
        sale = _deploy(config);
        _fill(2);
        vm.warp(block.timestamp + 7 days);
        sale.launch();
        assertEq(sale.credits(address(refuser)), 8 ether, "credited");
        assertTrue(sale.tradingOpen(), "launched");
    }

    function test_theLiquidityIsLockedForTheStatedDurationThenTheBeneficiaryRemovesIt() public {
        _fill(2);
        vm.warp(block.timestamp + 7 days);
        sale.launch();
        vm.prank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314NotLiquidityProvider.selector, OWNER));
        sale.removeLiquidity();
        vm.prank(BENEFICIARY);
        vm.expectRevert(abi.encodeWithSelector(Market314.Market314LiquidityLocked.selector, block.timestamp + 180 days));
        sale.removeLiquidity();
        vm.warp(block.timestamp + 180 days);
        vm.prank(BENEFICIARY);
        sale.removeLiquidity();
        assertEq(BENEFICIARY.balance, 8 ether + 12 ether, "the rest at the launch, the reserve now");
    }

    function testFuzz_theCoinHeldCoversEveryContributionBeforeTheLaunch(uint256[5] memory amounts) public {
        uint256 total;
        for (uint256 i = 0; i < amounts.length; ++i) {
            uint256 coin = bound(amounts[i], 0.1 ether, 12 ether);
            _buySale(sale, _buyer(i), coin);
            total += sale.contributionOf(_buyer(i));
        }
        assertEq(address(sale).balance, total, "held = contributions");
        assertEq(sale.raised(), total, "raised");
        assertEq(sale.balanceOf(address(sale)), 800_000e18 - sale.tokensSold(), "held = unsold + liquidity tokens");
    }

    /// @dev Issue 48, hole 6: an owner launch at the soft cap used to open the market at the stated
    /// liquidity tokens against 60% of a small raise: far below the sale price, so market buyers got
    /// more tokens per coin than the sale's buyers paid for, and those sold back at a loss.
    function test_anOwnerLaunchAtTheSoftCapOpensAtTheSalePrice() public {
        _fill(2); // 20 coin: the soft cap
        vm.prank(OWNER);
        sale.launch();
        (uint256 c, uint256 t) = sale.getReserves();
        assertEq(t, (c * PRICE) / 1e18, "the reserves stand at the sale price");
        (uint256 tokensOut,) = sale.quoteBuy(0.01 ether);
        assertLe(tokensOut, (0.01 ether * PRICE) / 1e18, "a market buy gets no more than the sale gave");
    }

    /// @dev Property of hole 6: whatever was raised (soft cap to hard cap), the market opens at the
    /// sale price and the tokens held are exactly the reserve.
    function testFuzz_theMarketOpensAtTheSalePriceWhateverWasRaised(uint256[5] memory amounts) public {
        for (uint256 i = 0; i < amounts.length; ++i) {
            _buySale(sale, _buyer(i), bound(amounts[i], 4 ether, 10 ether));
        }
        vm.prank(OWNER);
        sale.launch();
        (uint256 c, uint256 t) = sale.getReserves();
        assertEq(t, (c * PRICE) / 1e18, "at the sale price");
        assertEq(sale.balanceOf(address(sale)), t, "held = reserve");
    }

    /// @dev Issue 48, hole 1: any lock under 30 days is refused, whoever deploys.
    function testFuzz_aLockUnder30DaysIsRefused(uint256 duration) public {
        Sale314Config memory config = _saleConfig();
        config.lockDuration = bound(duration, 0, 30 days - 1);
        _expectInvalid(config, "lockDuration");
    }

    /// @dev Issue 48, hole 2: once the owner renounces, the beneficiary (the provider) can no longer
    /// take the reserves out and close the market, not even long after the lock.
    function test_afterTheOwnerRenouncesTheLiquidityIsPermanent() public {
        _fill(3);
        vm.warp(block.timestamp + 7 days);
        sale.launch();
        vm.prank(OWNER);
        sale.renounceOwnership();
        vm.warp(block.timestamp + 365 days);
        vm.prank(BENEFICIARY);
        vm.expectRevert(Market314.Market314LiquidityPermanent.selector);
        sale.removeLiquidity();
        _nextBlock();
        assertGe(_sellByTransfer(sale, _buyer(0), 1_000e18), 1, "holders still sell");
    }
    // ------------------------------------------------------------------ issue 73: the pool's floor

    /// @dev The default sale (a 50-coin hard cap) with `liquidityBps` to the pool.
    function _deployFiftyCoinSale(uint256 liquidityBps) internal override returns (address) {
        Sale314Config memory config = _saleConfig();
        config.liquidityBps = uint16(liquidityBps);
        return address(_deploy(config));
    }

    /// @dev A stranger launches; the buyer sells back to the market (about 6.8 coin at the floor,
    /// with the 5% sell fee).
    function _fillLaunchAndSell(address sale_) internal override returns (uint256 toBeneficiary, uint256 sellsFor) {
        Sale314 filled = Sale314(payable(sale_));
        for (uint256 i = 0; i < 5; ++i) {
            _buySale(filled, _buyer(i), 10 ether);
        }
        assertEq(filled.raised(), 50 ether, "filled");
        uint256 before = BENEFICIARY.balance;
        vm.prank(CAROL);
        filled.launch();
        toBeneficiary = BENEFICIARY.balance - before;
        _nextBlock();
        sellsFor = _sellByTransfer(filled, _buyer(0), filled.balanceOf(_buyer(0)));
    }

    function _poolShareRefusal() internal pure override returns (bytes memory) {
        return abi.encodeWithSelector(Sale314.Sale314InvalidConfig.selector, "liquidityBps");
    }

    /// @dev Every share under 51% is refused, whoever deploys; from 51% to 100% is accepted.
    function testFuzz_aPoolShareUnder51PercentIsRefused(uint256 bps) public {
        Sale314Config memory config = _saleConfig();
        // The pool of the hard cap at 100%: 500,000 tokens beside the 500,000 the sale sells.
        config.token.liquidityTokens = 500_000e18;
        config.liquidityBps = uint16(bound(bps, 0, LiquidityFloor.MIN_LIQUIDITY_BPS - 1));
        _expectInvalid(config, "liquidityBps");
        config.liquidityBps = uint16(bound(bps, LiquidityFloor.MIN_LIQUIDITY_BPS, 10_000));
        Sale314 accepted = _deploy(config);
        assertEq(accepted.liquidityBps(), config.liquidityBps, "accepted as given");
        assertEq(accepted.MIN_LIQUIDITY_BPS(), LiquidityFloor.MIN_LIQUIDITY_BPS, "the floor, published");
    }
}

contract Sale314TokenTest is Sale314Behaviour {
    function _deploy(Sale314Config memory config) internal override returns (Sale314) {
        return new Sale314Token(config);
    }
}

contract X314SaleTokenTest is Sale314Behaviour {
    function _deploy(Sale314Config memory config) internal override returns (Sale314) {
        return new X314SaleToken(config, _options());
    }

    function test_aLaterStartTimeKeepsTheLaunchedMarketClosedUntilThen() public {
        X314Options memory options = _options();
        options.tradingStartTime = uint64(block.timestamp + 10 days);
        X314SaleToken later = new X314SaleToken(_saleConfig(), options);
        for (uint256 i = 0; i < 2; ++i) {
            _buySale(later, _buyer(i), 10 ether);
        }
        vm.warp(block.timestamp + 7 days);
        later.launch();
        assertTrue(!later.tradingOpen(), "waits for the start");
        vm.prank(_buyer(0));
        later.transfer(_buyer(1), 1e18);
        vm.warp(options.tradingStartTime);
        assertTrue(later.tradingOpen(), "opens by itself");
        assertGe(_buyByTransfer(later, ALICE, 1 ether), 1, "buys");
    }

    /// @dev Issue 48, hole 2: with a 30-day lock and trading 60 days out, the lock used to run from
    /// the launch, so the provider could take the reserves before anyone could sell. It runs from
    /// the trading start now.
    function test_theLockRunsFromTheTradingStartWhenLater() public {
        X314Options memory options = _options();
        options.tradingStartTime = uint64(block.timestamp + 60 days);
        Sale314Config memory config = _saleConfig();
        config.lockDuration = 30 days;
        X314SaleToken later = new X314SaleToken(config, options);
        for (uint256 i = 0; i < 2; ++i) {
            _buySale(later, _buyer(i), 10 ether);
        }
        vm.warp(block.timestamp + 7 days);
        later.launch();
        assertEq(later.liquidityLockedUntil(), options.tradingStartTime + 30 days, "from the trading start");
        vm.warp(block.timestamp + 31 days);
        vm.prank(BENEFICIARY);
        vm.expectRevert(
            abi.encodeWithSelector(Market314.Market314LiquidityLocked.selector, options.tradingStartTime + 30 days)
        );
        later.removeLiquidity();
    }
}

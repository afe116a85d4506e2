// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrantBeneficiary, ReentrantSaleBuyer, SaleTokenFixture} from "./SaleTokenFixture.sol";
import {CoinRefuser} from "../utils/CoinRefuser.sol";
import {LiquidityFloorBehaviour} from "./LiquidityFloorBehaviour.sol";
import {UniswapV2Pair} from "../../src/dex/UniswapV2Pair.sol";
import {LockView} from "../../src/lock/ITokenLocker.sol";
import {SaleToken, SaleTokenConfig} from "../../src/tokens/templates/SaleToken.sol";
import {LiquidityFloor} from "../../src/utils/LiquidityFloor.sol";

/// @notice Unit and fuzz tests of the standard sale token (issue 20, `/co/50?t=0`).
contract SaleTokenTest is SaleTokenFixture, LiquidityFloorBehaviour {
    SaleToken internal token;

    receive() external payable {}

    function setUp() public {
        vm.warp(1_800_000_000);
        _deployChain();
        token = new SaleToken(_config());
    }

    function _pair() internal view returns (UniswapV2Pair) {
        return UniswapV2Pair(factory.getPair(address(token), address(weth)));
    }

    // ------------------------------------------------------------------ deployment

    function test_deploymentMintsTheReservesToTheTokenAndTheRestToTheCreator() public view {
        assertEq(token.totalSupply(), SUPPLY, "stated supply from the first block");
        assertEq(token.saleSupply(), 100_000e18, "hard cap x rate");
        assertEq(token.liquiditySupply(), 60_000e18, "60% of the hard cap x rate");
        assertEq(token.balanceOf(address(token)), 160_000e18, "reserves held by the token");
        assertEq(token.balanceOf(CREATOR), 40_000e18, "allocation");
        assertEq(token.owner(), CREATOR, "owner");
        assertEq(token.beneficiary(), CREATOR, "beneficiary");
        assertEq(token.factory(), address(factory), "factory read from the router");
        assertEq(token.weth(), address(weth), "wrapped coin read from the router");
        assertTrue(token.phase() == SaleToken.SalePhase.Active, "active");
    }

    function test_deploymentAnnouncesTheSaleForListers() public {
        SaleTokenConfig memory config = _config();
        vm.expectEmit(true, false, false, true);
        emit SaleToken.SaleTokenCreated(CREATOR, 100 ether, 0, config.endTime);
        new SaleToken(config);
    }

    function test_deploymentRefusesSettingsThatCouldStrandCoin() public {
        SaleTokenConfig memory config = _config();
        config.totalSupply = 159_999e18;
        vm.expectRevert(abi.encodeWithSelector(SaleToken.SaleInvalidConfig.selector, "totalSupply"));
        new SaleToken(config);

        config = _config();
        config.softCap = config.hardCap + 1;
        vm.expectRevert(abi.encodeWithSelector(SaleToken.SaleInvalidConfig.selector, "softCap"));
        new SaleToken(config);

        // One minimum buy must make a pool the pair can mint: 10 wei buys too little.
        config = _config();
        config.minContribution = 10;
        vm.expectRevert(abi.encodeWithSelector(SaleToken.SaleInvalidConfig.selector, "minContribution"));
        new SaleToken(config);

        config = _config();
        config.endTime = uint64(block.timestamp);
        vm.expectRevert(abi.encodeWithSelector(SaleToken.SaleInvalidConfig.selector, "endTime"));
        new SaleToken(config);

        config = _config();
        config.liquidityBps = 10_001;
        vm.expectRevert(abi.encodeWithSelector(SaleToken.SaleInvalidConfig.selector, "liquidityBps"));
        new SaleToken(config);

        config = _config();
        config.locker = address(0xDEAD01);
        vm.expectRevert(abi.encodeWithSelector(SaleToken.SaleInvalidConfig.selector, "locker"));
        new SaleToken(config);

        config = _config();
        config.maxContribution = config.minContribution - 1;
        vm.expectRevert(abi.encodeWithSelector(SaleToken.SaleInvalidConfig.selector, "maxContribution"));
        new SaleToken(config);
    }

    // ------------------------------------------------------------------ issue 73: the pool's floor

    function _deployFiftyCoinSale(uint256 liquidityBps) internal override returns (address) {
        SaleTokenConfig memory config = _config();
        config.hardCap = 50 ether;
        config.liquidityBps = uint16(liquidityBps);
        return address(new SaleToken(config));
    }

    /// @dev The buyers pay by plain transfers; a stranger starts trading; the buyer sells on the pool.
    function _fillLaunchAndSell(address sale) internal override returns (uint256 toBeneficiary, uint256 sellsFor) {
        SaleToken filled = SaleToken(payable(sale));
        for (uint256 i = 0; i < 5; ++i) {
            assertTrue(_send(filled, _buyer(i), 10 ether), "buy");
        }
        assertEq(filled.totalRaised(), 50 ether, "filled");
        uint256 before = CREATOR.balance;
        vm.prank(_buyer(9));
        filled.startTrading();
        toBeneficiary = CREATOR.balance - before;
        sellsFor = _sellAllOnThePool(filled, router, _buyer(0));
    }

    function _poolShareRefusal() internal pure override returns (bytes memory) {
        return abi.encodeWithSelector(SaleToken.SaleInvalidConfig.selector, "liquidityBps");
    }

    /// @dev Every share under 51% is refused, whoever deploys; from 51% to 100% is accepted.
    function testFuzz_aPoolShareUnder51PercentIsRefused(uint256 bps) public {
        SaleTokenConfig memory config = _config();
        config.liquidityBps = uint16(bound(bps, 0, LiquidityFloor.MIN_LIQUIDITY_BPS - 1));
        vm.expectRevert(abi.encodeWithSelector(SaleToken.SaleInvalidConfig.selector, "liquidityBps"));
        new SaleToken(config);
        config.liquidityBps = uint16(bound(bps, LiquidityFloor.MIN_LIQUIDITY_BPS, 10_000));
        SaleToken accepted = new SaleToken(config);
        assertEq(accepted.liquidityBps(), config.liquidityBps, "accepted as given");
        assertEq(accepted.MIN_LIQUIDITY_BPS(), LiquidityFloor.MIN_LIQUIDITY_BPS, "the floor, published");
    }

    /// @dev Issue 48, hole 1: a creator deploying directly with a 1-second LP lock could withdraw the
    /// LP a second after the launch and pull the pool. Any lock under 30 days is refused now.
    function testFuzz_anLpLockUnder30DaysIsRefused(uint32 duration) public {
        SaleTokenConfig memory config = _config();
        config.lpLockDuration = uint32(bound(duration, 1, 30 days - 1));
        vm.expectRevert(abi.encodeWithSelector(SaleToken.SaleInvalidConfig.selector, "lpLockDuration"));
        new SaleToken(config);
        config.lpLockDuration = 30 days;
        new SaleToken(config);
        config.lpLockDuration = 0; // burning the LP stays possible
        config.locker = address(0);
        new SaleToken(config);
    }

    // ------------------------------------------------------------------ buying

    function testFuzz_plainTransferBuysAtTheSalePrice(uint256 amount) public {
        amount = bound(amount, 0.1 ether, 10 ether);
        address buyer = _buyer(1);
        assertTrue(_send(token, buyer, amount), "plain transfer accepted");
        uint256 tokens = (amount * RATE) / 1e18;
        assertEq(token.balanceOf(buyer), tokens, "tokens at the sale price");
        assertEq(buyer.balance, 0, "all coin taken");
        assertEq(token.totalRaised(), amount, "raised");
        assertEq(token.buyerCount(), 1, "one buyer");
        (uint128 coin, uint128 bought) = token.contributions(buyer);
        assertEq(coin, amount, "contribution");
        assertEq(bought, tokens, "tokens recorded");
        assertEq(address(token).balance, amount, "coin held by the token");
    }

    function test_buyEmitsThePurchase() public {
        address buyer = _buyer(1);
        vm.expectEmit(true, false, false, true);
        emit SaleToken.TokensPurchased(buyer, 1 ether, 1_000e18);
        _send(token, buyer, 1 ether);
    }

    function testFuzz_aboveThePerAddressMaximumTheExcessGoesBack(uint256 first, uint256 second) public {
        first = bound(first, 0.1 ether, 10 ether);
        second = bound(second, 10 ether - first + 1, 50 ether);
        address buyer = _buyer(1);
        _send(token, buyer, first);
        vm.expectEmit(true, false, false, true);
        emit SaleToken.SaleRefunded(buyer, first + second - 10 ether, SaleToken.SaleRefundReason.AboveMaximum, true);
        _send(token, buyer, second);
        (uint128 coin,) = token.contributions(buyer);
        assertEq(coin, 10 ether, "capped at the maximum");
        assertEq(buyer.balance, first + second - 10 ether, "excess back in the same transaction");
        assertEq(token.balanceOf(buyer), 10_000e18, "tokens of the maximum");
        assertEq(token.buyerCount(), 1, "counted once");

        // At the maximum, any further coin goes back whole.
        _send(token, buyer, 1 ether);
        assertEq(token.totalRaised(), 10 ether, "nothing more accepted");
    }

    function testFuzz_belowTheMinimumEverythingGoesBack(uint256 amount) public {
        amount = bound(amount, 1, 0.1 ether - 1);
        address buyer = _buyer(1);
        vm.expectEmit(true, false, false, true);
        emit SaleToken.SaleRefunded(buyer, amount, SaleToken.SaleRefundReason.BelowMinimum, true);
        _send(token, buyer, amount);
        assertEq(buyer.balance, amount, "refunded");
        assertEq(token.totalRaised(), 0, "nothing raised");
        assertEq(token.buyerCount(), 0, "no buyer");
    }

    function test_aTopUpBelowTheMinimumIsAcceptedOnceTheTotalReachesIt() public {
        address buyer = _buyer(1);
        _send(token, buyer, 0.1 ether);
        _send(token, buyer, 0.01 ether);
        assertEq(token.totalRaised(), 0.11 ether, "top-up accepted");
        assertEq(token.buyerCount(), 1, "one buyer");
    }

    function testFuzz_theHardCapIsNeverExceeded(uint256 last) public {
        for (uint256 i = 0; i < 9; ++i) {
            _send(token, _buyer(i), 10 ether);
        }
        _send(token, _buyer(9), 9.5 ether);
        last = bound(last, 0.5 ether + 1, 10 ether);
        address buyer = _buyer(10);
        vm.expectEmit(true, false, false, true);
        emit SaleToken.SaleRefunded(buyer, last - 0.5 ether, SaleToken.SaleRefundReason.HardCapReached, true);
        _send(token, buyer, last);
        assertEq(token.totalRaised(), 100 ether, "filled exactly");
        assertEq(buyer.balance, last - 0.5 ether, "excess back");
        assertTrue(token.phase() == SaleToken.SalePhase.Ended, "a full sale has ended");
        assertEq(token.balanceOf(address(token)), 60_000e18, "sale reserve sold out, pool reserve left");

        _send(token, _buyer(11), 1 ether);
        assertEq(_buyer(11).balance, 1 ether, "a full sale refunds");
    }

    function test_afterTheEndCoinGoesBack() public {
        vm.warp(token.endTime());
        address buyer = _buyer(1);
        vm.expectEmit(true, false, false, true);
        emit SaleToken.SaleRefunded(buyer, 1 ether, SaleToken.SaleRefundReason.SaleClosed, true);
        _send(token, buyer, 1 ether);
        assertEq(buyer.balance, 1 ether, "refunded");
    }

    function test_zeroValueReverts() public {
        vm.prank(_buyer(1), _buyer(1));
        // solhint-disable-next-line avoid-low-level-calls
        (bool ok, bytes memory data) = address(token).call("");
        assertTrue(!ok, "refused");
        assertEq(bytes32(data), bytes32(SaleToken.SaleNothingSent.selector), "error");
    }

    function test_aContractSenderIsRefundedInTheSameTransaction() public {
        uint256 before = address(this).balance;
        vm.deal(address(this), before + 1 ether);
        vm.expectEmit(true, false, false, true);
        emit SaleToken.SaleRefunded(address(this), 1 ether, SaleToken.SaleRefundReason.SenderIsContract, true);
        // solhint-disable-next-line avoid-low-level-calls
        (bool ok,) = address(token).call{value: 1 ether}("");
        assertTrue(ok, "accepted and refunded");
        assertEq(address(this).balance, before + 1 ether, "coin back");
        assertEq(token.balanceOf(address(this)), 0, "no tokens");
    }

    function test_aContractThatRefusesCoinIsCreditedAndWithdrawsElsewhere() public {
        CoinRefuser refuser = new CoinRefuser();
        vm.deal(address(this), 2 ether);
        vm.expectEmit(true, false, false, true);
        emit SaleToken.SaleRefunded(address(refuser), 2 ether, SaleToken.SaleRefundReason.SenderIsContract, false);
        assertTrue(refuser.buy{value: 2 ether}(address(token)), "the send itself never bricks");
        assertEq(token.pendingRefunds(address(refuser)), 2 ether, "credited");

        address payable elsewhere = payable(address(0xE15E));
        vm.prank(address(refuser));
        token.withdrawRefund(elsewhere);
        assertEq(elsewhere.balance, 2 ether, "withdrawn to another address");
        assertEq(token.pendingRefunds(address(refuser)), 0, "credit spent");
        assertEq(token.coinRefunded(), 2 ether, "counted as refunded");

        vm.prank(address(refuser));
        vm.expectRevert(abi.encodeWithSelector(SaleToken.SaleNothingToClaim.selector, address(refuser)));
        token.withdrawRefund(elsewhere);
    }

    // ------------------------------------------------------------------ no trading during the sale

    function test_holdersCannotTradeDuringTheSale() public {
        address buyer = _buyer(1);
        _send(token, buyer, 1 ether);
        vm.prank(buyer);
        vm.expectRevert(SaleToken.SaleTradingNotStarted.selector);
        token.transfer(_buyer(2), 1);

        vm.prank(CREATOR);
        vm.expectRevert(SaleToken.SaleTradingNotStarted.selector);
        token.transfer(_buyer(2), 1);

        vm.prank(buyer);
        token.approve(address(this), 1);
        vm.expectRevert(SaleToken.SaleTradingNotStarted.selector);
        token.transferFrom(buyer, address(this), 1);
    }

    // ------------------------------------------------------------------ starting trading

    function _fill(uint256 buyers, uint256 each) internal returns (uint256 raised) {
        for (uint256 i = 0; i < buyers; ++i) {
            _send(token, _buyer(i), each);
            raised += each;
        }
    }

    function testFuzz_theOwnerStartsTradingDuringTheSaleAndTheUnsoldIsBurned(uint256 buyers, uint256 each) public {
        buyers = bound(buyers, 1, 9);
        each = bound(each, 0.1 ether, 10 ether);
        uint256 raised = _fill(buyers, each);
        uint256 sold = buyers * ((each * RATE) / 1e18);
        uint256 poolCoin = (raised * 6_000) / 10_000;
        uint256 poolTokens = (poolCoin * RATE) / 1e18;

        vm.prank(CREATOR);
        (address pairAddress, uint256 liquidity) = token.startTrading();

        UniswapV2Pair pair = _pair();
        assertEq(pairAddress, address(pair), "the token-WETH pair");
        assertEq(token.balanceOf(address(pair)), poolTokens, "pool tokens at the sale price");
        assertEq(weth.balanceOf(address(pair)), poolCoin, "pool coin");
        assertEq(CREATOR.balance, raised - poolCoin, "the rest to the beneficiary");
        assertEq(address(token).balance, 0, "no coin left");
        assertEq(token.balanceOf(address(token)), 0, "unsold burned");
        assertEq(token.totalSupply(), 40_000e18 + sold + poolTokens, "supply after the burn");
        assertTrue(token.tradingStarted() && token.phase() == SaleToken.SalePhase.Trading, "trading");

        // The LP sits in the shared locker for 30 days, owned by the beneficiary.
        assertEq(pair.balanceOf(address(locker)), liquidity, "LP locked");
        uint256[] memory ids = new uint256[](1);
        ids[0] = 1;
        LockView[] memory locks = locker.getLocks(ids);
        assertEq(locks[0].owner, CREATOR, "lock owner");
        assertEq(locks[0].token, address(pair), "lock token");
        assertEq(locks[0].end, block.timestamp + 30 days, "lock end");
        assertTrue(locks[0].isLp, "LP badge");

        // Trading is open: holders transfer and sell on the pool.
        vm.prank(_buyer(0));
        token.transfer(_buyer(100), 1e18);
        assertEq(token.balanceOf(_buyer(100)), 1e18, "transfer works");
        _sell(_buyer(0), 10e18);

        // Coin sent after the launch goes back.
        _send(token, _buyer(101), 1 ether);
        assertEq(_buyer(101).balance, 1 ether, "refunded after the launch");
        vm.expectRevert(SaleToken.SaleTradingAlreadyStarted.selector);
        token.startTrading();
    }

    function _sell(address seller, uint256 amount) internal {
        address[] memory path = new address[](2);
        path[0] = address(token);
        path[1] = address(weth);
        vm.startPrank(seller);
        token.approve(address(router), amount);
        router.swapExactTokensForETH(amount, 1, path, seller, block.timestamp);
        vm.stopPrank();
        assertTrue(seller.balance > 0, "sold on the pool");
    }

    function test_onlyTheOwnerStartsBeforeTheEnd_anyoneAfter() public {
        _fill(2, 1 ether);
        vm.prank(_buyer(0));
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, _buyer(0)));
        token.startTrading();

        // The owner renounced and never started: nothing freezes, anyone starts after the end.
        vm.prank(CREATOR);
        token.renounceOwnership();
        vm.warp(token.endTime());
        assertTrue(token.phase() == SaleToken.SalePhase.Ended, "ended");
        vm.prank(_buyer(0));
        token.startTrading();
        assertEq(token.balanceOf(address(token)), 0, "unsold burned");
        assertEq(CREATOR.balance, 0.8 ether, "40% to the beneficiary even after a renounce");
    }

    function test_aFullSaleCanBeStartedByAnyoneAtOnce() public {
        _fill(10, 10 ether);
        vm.prank(_buyer(3));
        token.startTrading();
        assertEq(token.totalSupply(), 40_000e18 + 100_000e18 + 60_000e18, "nothing unsold");
    }

    function test_burnedLpGoesToDead() public {
        SaleTokenConfig memory config = _config();
        config.lpLockDuration = 0;
        config.locker = address(0);
        token = new SaleToken(config);
        _fill(3, 1 ether);
        vm.warp(token.endTime());
        (, uint256 liquidity) = token.startTrading();
        assertEq(_pair().balanceOf(token.DEAD()), liquidity + 1_000, "LP burned with the pair's minimum");
        assertEq(locker.lockCount(), 0, "nothing locked");
    }

    function test_aLaunchWithNothingRaisedOpensTradingAndBurnsTheReserves() public {
        vm.warp(token.endTime());
        (address pair, uint256 liquidity) = token.startTrading();
        assertEq(pair, address(0), "no pool");
        assertEq(liquidity, 0, "no LP");
        assertEq(token.totalSupply(), 40_000e18, "only the allocation is left");
        vm.prank(CREATOR);
        token.transfer(_buyer(1), 1);
    }

    // ------------------------------------------------------------------ soft cap and refunds

    function _softCapToken() internal returns (SaleToken) {
        SaleTokenConfig memory config = _config();
        config.softCap = 50 ether;
        return new SaleToken(config);
    }

    function testFuzz_softCapMissedEveryBuyerTakesTheCoinBack(uint256 buyers, uint256 each) public {
        token = _softCapToken();
        buyers = bound(buyers, 1, 4);
        each = bound(each, 0.1 ether, 10 ether);
        _fill(buyers, each);

        vm.prank(CREATOR);
        vm.expectRevert(abi.encodeWithSelector(SaleToken.SaleSoftCapNotMet.selector, buyers * each, 50 ether));
        token.startTrading();
        vm.prank(_buyer(0));
        vm.expectRevert(SaleToken.SaleNotFailed.selector);
        token.claimRefund();

        vm.warp(token.endTime());
        assertTrue(token.phase() == SaleToken.SalePhase.Failed, "failed");
        vm.expectRevert(abi.encodeWithSelector(SaleToken.SaleSoftCapNotMet.selector, buyers * each, 50 ether));
        token.startTrading();
        for (uint256 i = 0; i < buyers; ++i) {
            vm.prank(_buyer(i));
            token.claimRefund();
            assertEq(_buyer(i).balance, each, "coin back");
            assertEq(token.balanceOf(_buyer(i)), 0, "tokens burned");
        }
        assertEq(address(token).balance, 0, "everything refunded");
        assertEq(token.coinRefunded(), buyers * each, "counted");
        vm.prank(_buyer(0));
        vm.expectRevert(abi.encodeWithSelector(SaleToken.SaleNothingToClaim.selector, _buyer(0)));
        token.claimRefund();
        vm.prank(_buyer(0));
        vm.expectRevert(SaleToken.SaleTradingNotStarted.selector);
        token.transfer(_buyer(1), 0);
    }

    function test_aBuyerWhoIsTheCreatorGetsOnlyTheBoughtTokensBurned() public {
        token = _softCapToken();
        _send(token, CREATOR, 5 ether);
        assertEq(token.balanceOf(CREATOR), 40_000e18 + 5_000e18, "allocation plus purchase");
        vm.warp(token.endTime());
        vm.prank(CREATOR);
        token.claimRefund();
        assertEq(CREATOR.balance, 5 ether, "coin back");
        assertEq(token.balanceOf(CREATOR), 40_000e18, "allocation kept");
    }

    function test_theCreatorBuyingCountsLikeAnyBuyerAtTheLaunch() public {
        _send(token, CREATOR, 10 ether);
        _send(token, _buyer(1), 10 ether);
        vm.prank(CREATOR);
        token.startTrading();
        assertEq(CREATOR.balance, 8 ether, "40% of the 20 raised, the creator's own coin included");
        assertEq(token.balanceOf(CREATOR), 50_000e18, "allocation plus purchase");
    }

    function test_noLaunchWithinTheWindowMakesTheSaleRefundable() public {
        _fill(2, 1 ether);
        vm.warp(token.endTime() + token.LAUNCH_WINDOW());
        assertTrue(token.phase() == SaleToken.SalePhase.Failed, "failed");
        vm.expectRevert(
            abi.encodeWithSelector(SaleToken.SaleLaunchWindowClosed.selector, token.endTime() + token.LAUNCH_WINDOW())
        );
        token.startTrading();
        vm.prank(_buyer(1));
        token.claimRefund();
        assertEq(_buyer(1).balance, 1 ether, "refunded");
    }

    // ------------------------------------------------------------------ pre-created pool attack

    function testFuzz_aPairPreCreatedAndFedCoinCannotBlockOrStealTheLaunch(uint256 donation, bool synced) public {
        donation = bound(donation, 1, 1_000 ether);
        _fill(3, 2 ether);
        // The attacker creates the pair, sends it wrapped coin and syncs: the router's quote now
        // divides by a zero token reserve, so a router-based launch would revert forever.
        address attacker = address(0xA77AC4);
        vm.deal(attacker, donation);
        vm.startPrank(attacker);
        address pairAddress = factory.createPair(address(token), address(weth));
        weth.deposit{value: donation}();
        weth.transfer(pairAddress, donation);
        if (synced) UniswapV2Pair(pairAddress).sync();
        vm.stopPrank();

        vm.prank(CREATOR);
        (address pair, uint256 liquidity) = token.startTrading();
        assertEq(pair, pairAddress, "the pre-created pair is used");
        UniswapV2Pair created = UniswapV2Pair(pairAddress);
        assertEq(created.balanceOf(address(locker)), liquidity, "every LP share (but the pair's minimum) locked");
        assertEq(created.totalSupply(), liquidity + 1_000, "nobody else holds LP");
        (uint112 reserve0, uint112 reserve1,) = created.getReserves();
        (uint256 tokenReserve, uint256 coinReserve) =
            created.token0() == address(token) ? (reserve0, reserve1) : (reserve1, reserve0);
        assertEq(tokenReserve, 3_600e18, "the tokens the launch stated");
        assertEq(coinReserve, 3.6 ether + donation, "the donation stays in the pool");
        assertEq(CREATOR.balance, 2.4 ether, "the beneficiary's share untouched");

        // The attacker cannot take the donation back: it holds no LP and skim finds no excess.
        created.skim(attacker);
        assertEq(weth.balanceOf(attacker), 0, "nothing to skim");
    }

    // ------------------------------------------------------------------ reentrancy

    function test_reentryFromARefundIsRefusedAndTheRefundCredited() public {
        ReentrantSaleBuyer attacker = new ReentrantSaleBuyer(token);
        vm.deal(address(attacker), 3 ether);
        // A contract sender: refunded; its receive re-enters the buy and the guard refuses it.
        vm.prank(address(attacker));
        // solhint-disable-next-line avoid-low-level-calls
        (bool ok,) = address(token).call{value: 1 ether}("");
        assertTrue(ok, "the send completes");
        assertEq(token.pendingRefunds(address(attacker)), 1 ether, "credited, not paid twice");
        assertEq(token.totalRaised(), 0, "nothing bought by the re-entry");
    }

    function test_reentryIntoClaimRefundPaysOnce() public {
        token = _softCapToken();
        ReentrantSaleBuyer attacker = new ReentrantSaleBuyer(token);
        // It buys as the transaction's signer (as an EIP-7702 account would), then claims.
        _send(token, address(attacker), 5 ether);
        assertEq(token.totalRaised(), 5 ether, "bought");
        vm.warp(token.endTime());
        attacker.claim();
        assertEq(address(attacker).balance, 0, "the re-entering payment was refused");
        assertEq(token.pendingRefunds(address(attacker)), 5 ether, "credited once");
        (uint128 coin,) = token.contributions(address(attacker));
        assertEq(coin, 0, "contribution cleared before paying");
        vm.expectRevert(abi.encodeWithSelector(SaleToken.SaleNothingToClaim.selector, address(attacker)));
        attacker.claim();
        assertEq(address(token).balance, 5 ether, "the credit is all the coin held");
    }

    function test_aBeneficiaryReenteringTheLaunchIsCreditedAndTheLaunchCompletes() public {
        ReentrantBeneficiary hostile = new ReentrantBeneficiary();
        SaleTokenConfig memory config = _config();
        config.owner = address(hostile);
        token = new SaleToken(config);
        hostile.setToken(token);
        _fill(2, 5 ether);
        hostile.start();
        assertTrue(token.tradingStarted(), "launched");
        assertEq(token.pendingBeneficiaryFunds(), 4 ether, "credited");
        assertEq(token.coinToBeneficiary(), 0, "not paid yet");

        vm.prank(address(hostile));
        token.withdrawBeneficiaryFunds(payable(address(0xF00D)));
        assertEq(address(0xF00D).balance, 4 ether, "withdrawn elsewhere");
        vm.prank(_buyer(0));
        vm.expectRevert(abi.encodeWithSelector(SaleToken.SaleNotBeneficiary.selector, _buyer(0)));
        token.withdrawBeneficiaryFunds(payable(_buyer(0)));
    }

    // ------------------------------------------------------------------ fuzzed settings

    function testFuzz_anyAcceptedSettingsKeepTheSupplyAndPoolAsStated(
        uint256 rate,
        uint256 hardCap,
        uint256 bps,
        uint256 bought,
        bool burnLp
    ) public {
        SaleTokenConfig memory config = _config();
        config.tokensPerCoin = bound(rate, 1e6, 1e30);
        config.hardCap = bound(hardCap, 1 ether, 1_000 ether);
        config.liquidityBps = uint16(bound(bps, LiquidityFloor.MIN_LIQUIDITY_BPS, 10_000));
        config.minContribution = 0.5 ether;
        config.maxContribution = config.hardCap;
        uint256 saleTokens = (config.hardCap * config.tokensPerCoin) / 1e18;
        uint256 poolTokens = (((config.hardCap * config.liquidityBps) / 10_000) * config.tokensPerCoin) / 1e18;
        config.totalSupply = saleTokens + poolTokens + 1e18;
        if (burnLp) (config.locker, config.lpLockDuration) = (address(0), 0);
        uint256 poolCoinOfMin = (config.minContribution * config.liquidityBps) / 10_000;
        uint256 poolTokensOfMin = (poolCoinOfMin * config.tokensPerCoin) / 1e18;
        // Settings whose smallest pool could not mint are refused; everything else must work.
        if (poolCoinOfMin * poolTokensOfMin < 1_001 * 1_001 || config.totalSupply > type(uint112).max) {
            vm.expectRevert();
            new SaleToken(config);
            return;
        }
        token = new SaleToken(config);
        assertEq(token.totalSupply(), config.totalSupply, "stated supply");

        bought = bound(bought, 0.5 ether, config.hardCap);
        _send(token, _buyer(1), bought);
        vm.warp(token.endTime());
        token.startTrading();

        uint256 poolCoin = (bought * config.liquidityBps) / 10_000;
        uint256 poolTokensNow = (poolCoin * config.tokensPerCoin) / 1e18;
        uint256 sold = (bought * config.tokensPerCoin) / 1e18;
        assertEq(token.totalSupply(), 1e18 + sold + poolTokensNow, "allocation + sold + pool; the rest burned");
        assertLe(token.totalSupply(), config.totalSupply, "never above the stated supply");
        assertEq(token.balanceOf(address(_pair())), poolTokensNow, "pool tokens at the sale price");
        assertEq(weth.balanceOf(address(_pair())), poolCoin, "pool coin");
        assertEq(CREATOR.balance, bought - poolCoin, "the rest to the beneficiary");
        assertEq(address(token).balance, 0, "nothing held");
    }
}

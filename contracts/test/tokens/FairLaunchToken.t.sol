// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {FairLaunchTokenFixture, ReentrantMinter} from "./FairLaunchTokenFixture.sol";
import {CoinRefuser} from "../utils/CoinRefuser.sol";
import {LiquidityFloorBehaviour} from "./LiquidityFloorBehaviour.sol";
import {UniswapV2Pair} from "../../src/dex/UniswapV2Pair.sol";
import {LockView} from "../../src/lock/ITokenLocker.sol";
import {SampleStablecoin} from "../../src/tokens/SampleStablecoin.sol";
import {
    FairLaunchCondition, FairLaunchConfig, FairLaunchToken
} from "../../src/tokens/templates/FairLaunchToken.sol";
import {LiquidityFloor} from "../../src/utils/LiquidityFloor.sol";

/// @notice Unit and fuzz tests of the fair-launch token (issue 20, `/co/fa` and `/co/50?t=1`).
contract FairLaunchTokenTest is FairLaunchTokenFixture, LiquidityFloorBehaviour {
    FairLaunchToken internal token;

    receive() external payable {}

    function setUp() public {
        vm.warp(1_800_000_000);
        _deployChain();
        token = new FairLaunchToken(_fairConfig());
    }

    function _pair() internal view returns (UniswapV2Pair) {
        return UniswapV2Pair(token.pair());
    }

    /// @dev Fills the cap with 20 minters of 5 mints each; the last mint launches.
    function _fillCap() internal returns (uint256 paid) {
        for (uint256 i = 0; i < 20; ++i) {
            paid += _mint(token, _buyer(i), 5);
        }
    }

    function _reserves() internal view returns (uint256 tokenReserve, uint256 coinReserve) {
        (uint112 reserve0, uint112 reserve1,) = _pair().getReserves();
        (tokenReserve, coinReserve) = _pair().token0() == address(token) ? (reserve0, reserve1) : (reserve1, reserve0);
    }

    // ------------------------------------------------------------------ deployment

    function test_deploymentStatesTheSupplyAndCreatesThePair() public view {
        assertEq(token.statedSupply(), 160_000e18, "100 mints x 1,000 + 60% for the pool");
        assertEq(token.totalSupply(), 0, "nothing minted before the first mint");
        assertEq(token.pair(), factory.getPair(address(token), address(weth)), "pair created at deployment");
        assertEq(token.owner(), CREATOR, "owner");
        assertTrue(token.phase() == FairLaunchToken.FairLaunchPhase.Minting, "minting");
    }

    function test_deploymentAnnouncesTheLaunchForListers() public {
        FairLaunchConfig memory config = _fairConfig();
        vm.expectEmit(true, false, false, true);
        emit FairLaunchToken.FairLaunchCreated(CREATOR, 100, AMOUNT, FEE, config.endTime);
        new FairLaunchToken(config);
    }

    function test_deploymentRefusesSettingsThatCouldStrandCoin() public {
        FairLaunchConfig memory config = _fairConfig();
        config.mintsPerAddress = 101;
        _expectInvalid(config, "mintsPerAddress");

        config = _fairConfig();
        config.premiumBps = 100_001;
        _expectInvalid(config, "premiumBps");

        config = _fairConfig();
        config.refundBps = 10_001;
        _expectInvalid(config, "refundBps");

        config = _fairConfig();
        config.liquidityBps = 0;
        _expectInvalid(config, "liquidityBps");

        // One mint's pool share must be enough for the pair's first mint.
        config = _fairConfig();
        config.mintFee = 10;
        config.mintAmount = 10;
        _expectInvalid(config, "mintFee");

        config = _fairConfig();
        config.endTime = uint64(block.timestamp);
        _expectInvalid(config, "endTime");

        // Free mint raises no coin: no pool, refund or premium can be promised.
        config = _fairConfig();
        config.mintFee = 0;
        _expectInvalid(config, "premiumBps");

        config = _fairConfig();
        config.condition = FairLaunchCondition.HoldToken;
        _expectInvalid(config, "conditionToken");

        config = _fairConfig();
        config.locker = address(0xDEAD01);
        _expectInvalid(config, "locker");
    }

    /// @dev Issue 48, hole 1: a fair launch deployed directly with a 1-second LP lock let its
    /// beneficiary pull the pool a second after the launch. Any lock under 30 days is refused now.
    function testFuzz_anLpLockUnder30DaysIsRefused(uint32 duration) public {
        FairLaunchConfig memory config = _fairConfig();
        config.lpLockDuration = uint32(bound(duration, 1, 30 days - 1));
        _expectInvalid(config, "lpLockDuration");
        config.lpLockDuration = 30 days;
        new FairLaunchToken(config);
    }

    function _expectInvalid(FairLaunchConfig memory config, string memory field) internal {
        vm.expectRevert(abi.encodeWithSelector(FairLaunchToken.FairLaunchInvalidConfig.selector, field));
        new FairLaunchToken(config);
    }

    // ------------------------------------------------------------------ price curve

    function testFuzz_theCostFollowsTheStatedCurve(uint256 before, uint256 times) public {
        before = bound(before, 0, 95);
        times = bound(times, 1, 5);
        for (uint256 i = 0; before > 0; ++i) {
            uint256 batch = before < 5 ? before : 5;
            _mint(token, _buyer(i), batch);
            before -= batch;
        }
        uint256 expected;
        for (uint256 k = token.totalMints(); k < token.totalMints() + times; ++k) {
            expected += _price(token, k);
        }
        // Each mint's exact price is summed, and the sum rounded up once.
        assertApproxEq(token.mintCost(times), expected, 1, "sum of the curve's prices");
        assertGe(token.mintCost(times), expected, "never below the curve");
    }

    function test_theLastMintCostsTwiceTheFirstAtAPremiumOf100Percent() public view {
        assertEq(token.mintCost(1), FEE, "first mint at the fee");
        assertEq(_price(token, 99), FEE + (FEE * 99) / 100, "the 100th mint at 1.99x");
    }

    // ------------------------------------------------------------------ minting

    function testFuzz_mintGivesTheFixedQuantityAndReturnsOverpayment(uint256 times, uint256 extra) public {
        times = bound(times, 1, 5);
        extra = bound(extra, 0, 1 ether);
        address minter = _buyer(1);
        uint256 cost = token.mintCost(times);
        vm.deal(minter, cost + extra);
        vm.prank(minter, minter);
        token.mint{value: cost + extra}(times);
        assertEq(token.balanceOf(minter), times * AMOUNT, "fixed quantity per mint");
        assertEq(minter.balance, extra, "overpayment back");
        assertEq(token.funds(), cost, "held for the launch");
        assertEq(token.minterCount(), 1, "one minter");
        (uint32 mints, uint112 paid,) = token.minters(minter);
        assertEq(mints, times, "mints recorded");
        assertEq(paid, cost, "paid recorded");
    }

    function testFuzz_plainTransferMintsWholeMintsAndReturnsTheChange(uint256 value) public {
        value = bound(value, 1, 1 ether);
        address minter = _buyer(1);
        uint256 times;
        while (times < 5 && token.mintCost(times + 1) <= value) ++times;
        uint256 cost = times == 0 ? 0 : token.mintCost(times);
        assertTrue(_sendTo(token, minter, value), "plain transfer accepted");
        assertEq(token.balanceOf(minter), times * AMOUNT, "as many mints as paid for, at most the limit");
        assertEq(minter.balance, value - cost, "change back in the same transaction");
        assertEq(address(token).balance, cost, "only the price kept");
    }

    function test_aTransferBelowThePriceGoesBackWithItsReason() public {
        address minter = _buyer(1);
        vm.expectEmit(true, false, false, true);
        emit FairLaunchToken.MintCoinReturned(minter, FEE - 1, FairLaunchToken.MintReturnReason.BelowPrice, true);
        _sendTo(token, minter, FEE - 1);
        assertEq(minter.balance, FEE - 1, "refunded");
    }

    function testFuzz_thePerAddressLimitHolds(uint256 first, uint256 second) public {
        first = bound(first, 1, 5);
        second = bound(second, 6 - first, 20);
        address minter = _buyer(1);
        _mint(token, minter, first);
        vm.deal(minter, 10 ether);
        vm.prank(minter, minter);
        vm.expectRevert(abi.encodeWithSelector(FairLaunchToken.FairLaunchInvalidTimes.selector, second));
        token.mint{value: 10 ether}(second);

        // A plain transfer mints only up to the limit and returns the rest.
        _sendTo(token, minter, 1 ether);
        assertEq(token.balanceOf(minter), 5 * AMOUNT, "exactly the limit");
        _sendTo(token, minter, 1 ether);
        assertEq(token.balanceOf(minter), 5 * AMOUNT, "nothing past the limit");
    }

    function test_mintingIsClosedAfterTheEnd() public {
        vm.warp(token.endTime());
        vm.deal(_buyer(1), 1 ether);
        vm.prank(_buyer(1), _buyer(1));
        vm.expectRevert(FairLaunchToken.FairLaunchMintingClosed.selector);
        token.mint{value: 1 ether}(1);
        _sendTo(token, _buyer(2), 1 ether);
        assertEq(_buyer(2).balance, 1 ether, "coin back after the end");
    }

    function test_holdersCannotTransferBeforeTheLaunch() public {
        _mint(token, _buyer(1), 1);
        vm.prank(_buyer(1));
        vm.expectRevert(FairLaunchToken.FairLaunchTradingNotStarted.selector);
        token.transfer(_buyer(2), 1);
    }

    // ------------------------------------------------------------------ conditions

    function test_theWhitelistIsKeptByTheCreatorUntilTheLaunch() public {
        FairLaunchConfig memory config = _fairConfig();
        config.condition = FairLaunchCondition.Whitelist;
        token = new FairLaunchToken(config);
        address minter = _buyer(1);
        vm.deal(minter, 1 ether);
        vm.prank(minter, minter);
        vm.expectRevert(abi.encodeWithSelector(FairLaunchToken.FairLaunchNotEligible.selector, minter));
        token.mint{value: 1 ether}(1);

        address[] memory list = new address[](1);
        list[0] = minter;
        vm.prank(minter);
        vm.expectRevert();
        token.setWhitelist(list, true);

        vm.expectEmit(true, false, false, true);
        emit FairLaunchToken.WhitelistUpdated(minter, true);
        vm.prank(CREATOR);
        token.setWhitelist(list, true);
        assertTrue(token.whitelisted(minter), "public list");
        _mint(token, minter, 1);
        assertEq(token.balanceOf(minter), AMOUNT, "listed minter mints");

        // Renouncing freezes the list, never the launch.
        vm.prank(CREATOR);
        token.renounceOwnership();
        vm.warp(token.endTime());
        token.launch();
        assertTrue(token.phase() == FairLaunchToken.FairLaunchPhase.Trading, "launched without an owner");
    }

    function testFuzz_theHoldingConditionCountsTheBalanceAtMintTime(uint256 held) public {
        SampleStablecoin usd = new SampleStablecoin("USD", "USD", 6, 0, 1_000_000e6);
        FairLaunchConfig memory config = _fairConfig();
        config.condition = FairLaunchCondition.HoldToken;
        config.conditionToken = address(usd);
        config.conditionAmount = 100e6;
        token = new FairLaunchToken(config);
        held = bound(held, 0, 1_000e6);
        address minter = _buyer(1);
        usd.transfer(minter, held);
        assertTrue(token.isEligible(minter) == (held >= 100e6), "eligible at or above the amount");
        _sendTo(token, minter, FEE);
        assertEq(token.balanceOf(minter), held >= 100e6 ? AMOUNT : 0, "mints only when eligible");
    }

    // ------------------------------------------------------------------ the launch

    function test_theMintThatFillsTheCapLaunchesIntoALockedPool() public {
        uint256 paid = _fillCap();
        assertTrue(token.phase() == FairLaunchToken.FairLaunchPhase.Trading, "launched by the last mint");
        uint256 poolCoin = (paid * 6_000) / 10_000;
        (uint256 tokenReserve, uint256 coinReserve) = _reserves();
        assertEq(tokenReserve, 60_000e18, "60% of the minted tokens");
        assertEq(coinReserve, poolCoin, "60% of the coin");
        assertEq(CREATOR.balance, paid - poolCoin, "the rest to the creator");
        assertEq(address(token).balance, 0, "no coin left");
        assertEq(token.totalSupply(), token.statedSupply(), "the stated supply, not more");

        uint256 liquidity = _pair().balanceOf(address(locker));
        assertEq(liquidity + 1_000, _pair().totalSupply(), "every LP share locked");
        uint256[] memory ids = new uint256[](1);
        ids[0] = 1;
        LockView[] memory locks = locker.getLocks(ids);
        assertEq(locks[0].owner, CREATOR, "lock owner");
        assertEq(locks[0].end, block.timestamp + 30 days, "lock end");

        // Trading is open: sell on the pool.
        address seller = _buyer(0);
        address[] memory path = new address[](2);
        path[0] = address(token);
        path[1] = address(weth);
        vm.startPrank(seller);
        token.approve(address(router), 1_000e18);
        router.swapExactTokensForETH(1_000e18, 1, path, seller, block.timestamp);
        vm.stopPrank();
        assertTrue(seller.balance > 0, "sold on the pool");

        vm.expectRevert(FairLaunchToken.FairLaunchAlreadyLaunched.selector);
        token.launch();
    }

    function testFuzz_anEndWithoutTheCapIsLaunchedByAnyone(uint256 minterCount, bool burnLp) public {
        FairLaunchConfig memory config = _fairConfig();
        if (burnLp) (config.locker, config.lpLockDuration) = (address(0), 0);
        token = new FairLaunchToken(config);
        minterCount = bound(minterCount, 0, 10);
        uint256 paid;
        for (uint256 i = 0; i < minterCount; ++i) {
            paid += _mint(token, _buyer(i), 3);
        }
        vm.expectRevert(FairLaunchToken.FairLaunchNotEnded.selector);
        token.launch();
        vm.warp(token.endTime());
        vm.prank(address(0xA11CE));
        token.launch();
        uint256 poolCoin = (paid * 6_000) / 10_000;
        assertEq(weth.balanceOf(token.pair()), poolCoin, "pool coin");
        assertEq(token.balanceOf(token.pair()), (minterCount * 3 * AMOUNT * 6_000) / 10_000, "pool tokens");
        assertEq(CREATOR.balance, paid - poolCoin, "creator's share");
        if (minterCount > 0 && burnLp) {
            // The pair keeps its 1,000 minimum shares at the same dead address.
            assertEq(_pair().balanceOf(token.DEAD()), _pair().totalSupply(), "LP burned");
        } else if (minterCount > 0) {
            assertEq(_pair().balanceOf(address(locker)) + 1_000, _pair().totalSupply(), "LP locked");
        }
        assertLe(token.totalSupply(), token.statedSupply(), "within the stated supply");
    }

    function testFuzz_aPairPreCreatedAndFedCoinCannotBlockOrStealTheLaunch(uint256 donation, bool synced) public {
        donation = bound(donation, 1, 1_000 ether);
        // The attacker predicts the token's address, creates the pair first and feeds it; it can
        // sync only once the token exists (the pair reads its balance).
        address predicted = _nextAddress();
        address attacker = address(0xA77AC4);
        vm.deal(attacker, donation);
        vm.startPrank(attacker);
        address pairAddress = factory.createPair(predicted, address(weth));
        weth.deposit{value: donation}();
        weth.transfer(pairAddress, donation);
        vm.stopPrank();

        // solhint-disable-next-line reentrancy
        token = new FairLaunchToken(_fairConfig());
        if (synced) UniswapV2Pair(pairAddress).sync();
        assertEq(address(token), predicted, "predicted");
        assertEq(token.pair(), pairAddress, "the pre-created pair is used");
        uint256 paid = _fillCap();
        (uint256 tokenReserve, uint256 coinReserve) = _reserves();
        assertEq(tokenReserve, 60_000e18, "the tokens the launch stated");
        assertEq(coinReserve, (paid * 6_000) / 10_000 + donation, "the donation stays in the pool");
        assertEq(CREATOR.balance, paid - (paid * 6_000) / 10_000, "the creator's share untouched");
        assertEq(_pair().balanceOf(address(locker)) + 1_000, _pair().totalSupply(), "nobody else holds LP");
        _pair().skim(attacker);
        assertEq(weth.balanceOf(attacker), 0, "nothing to skim");
    }

    function _nextAddress() internal view returns (address) {
        // This test contract's nonce: one per contract it created in setUp (WETH, factory,
        // router, locker, token) plus its own 1.
        return address(
            uint160(uint256(keccak256(abi.encodePacked(bytes1(0xd6), bytes1(0x94), address(this), bytes1(0x06)))))
        );
    }

    // ------------------------------------------------------------------ refunds

    function testFuzz_aRefundReturnsTheStatedShareAndFreesTheMints(uint256 refundBps, uint256 times) public {
        FairLaunchConfig memory config = _fairConfig();
        config.refundBps = uint16(bound(refundBps, 1, 10_000));
        token = new FairLaunchToken(config);
        times = bound(times, 1, 5);
        address minter = _buyer(1);
        uint256 paid = _mint(token, minter, times);
        _mint(token, _buyer(2), 2);
        vm.prank(minter);
        token.refund();
        uint256 back = (paid * config.refundBps) / 10_000;
        assertEq(minter.balance, back, "the stated share back");
        assertEq(token.balanceOf(minter), 0, "tokens burned");
        assertEq(token.totalMints(), 2, "mints freed");
        assertEq(token.minterCount(), 1, "one minter left");
        assertEq(address(token).balance, token.funds(), "kept share held for the launch");

        vm.prank(minter);
        vm.expectRevert(abi.encodeWithSelector(FairLaunchToken.FairLaunchNothingToClaim.selector, minter));
        token.refund();
    }

    function test_noRefundWhenTheRateIsZeroOrAfterTheLaunch() public {
        FairLaunchConfig memory config = _fairConfig();
        config.refundBps = 0;
        token = new FairLaunchToken(config);
        _mint(token, _buyer(1), 1);
        vm.prank(_buyer(1));
        vm.expectRevert(FairLaunchToken.FairLaunchRefundNotAvailable.selector);
        token.refund();

        token = new FairLaunchToken(_fairConfig());
        _fillCap();
        vm.prank(_buyer(1));
        vm.expectRevert(FairLaunchToken.FairLaunchRefundNotAvailable.selector);
        token.refund();
    }

    function testFuzz_noLaunchWithinTheWindowRefundsEverythingPaid(uint256 times) public {
        FairLaunchConfig memory config = _fairConfig();
        config.refundBps = 0;
        token = new FairLaunchToken(config);
        times = bound(times, 1, 5);
        uint256 paid = _mint(token, _buyer(1), times);
        vm.warp(token.endTime() + token.LAUNCH_WINDOW());
        assertTrue(token.phase() == FairLaunchToken.FairLaunchPhase.Failed, "failed");
        vm.expectRevert(abi.encodeWithSelector(FairLaunchToken.FairLaunchWindowClosed.selector, token.endTime() + 30 days));
        token.launch();
        vm.prank(_buyer(1));
        token.claimRefund();
        assertEq(_buyer(1).balance, paid, "everything paid, whatever the refund rate");
        assertEq(token.totalSupply(), 0, "tokens burned");
    }

    // ------------------------------------------------------------------ vesting

    function testFuzz_linearVestingUnlocksOverTheStatedDuration(uint256 elapsed) public {
        FairLaunchConfig memory config = _fairConfig();
        config.vestingDuration = 10 days;
        token = new FairLaunchToken(config);
        _mint(token, _buyer(1), 4);
        assertEq(token.balanceOf(_buyer(1)), 0, "held by the token until vested");
        vm.prank(_buyer(1));
        vm.expectRevert(abi.encodeWithSelector(FairLaunchToken.FairLaunchNothingToClaim.selector, _buyer(1)));
        token.claimVested();

        uint256 launchTime = token.endTime();
        vm.warp(launchTime);
        token.launch();
        elapsed = bound(elapsed, 1, 20 days);
        vm.warp(launchTime + elapsed);
        uint256 expected = elapsed >= 10 days ? 4 * AMOUNT : (4 * AMOUNT * elapsed) / 10 days;
        vm.prank(_buyer(1));
        token.claimVested();
        assertEq(token.balanceOf(_buyer(1)), expected, "linear share");
        if (elapsed >= 10 days) return;
        vm.warp(launchTime + 10 days);
        vm.prank(_buyer(1));
        token.claimVested();
        assertEq(token.balanceOf(_buyer(1)), 4 * AMOUNT, "all after the duration");
    }

    // ------------------------------------------------------------------ hostile senders

    function test_aContractThatRefusesCoinIsCreditedAndWithdrawsElsewhere() public {
        CoinRefuser refuser = new CoinRefuser();
        vm.deal(address(this), 1 ether);
        assertTrue(refuser.buy{value: 1 ether}(address(token)), "the send completes");
        assertEq(token.credits(address(refuser)), 1 ether, "credited");
        assertEq(token.totalMints(), 0, "a contract's plain transfer does not mint");
        vm.prank(address(refuser));
        token.withdrawCredit(payable(address(0xF00D)));
        assertEq(address(0xF00D).balance, 1 ether, "withdrawn elsewhere");
        assertEq(token.coinRefunded(), 1 ether, "counted once withdrawn");
    }

    function test_reentryFromARefundIsRefusedAndTheRefundCredited() public {
        ReentrantMinter attacker = new ReentrantMinter(token);
        uint256 cost = token.mintCost(2);
        vm.deal(address(attacker), cost);
        vm.prank(address(attacker));
        attacker.mint{value: cost}(2);
        attacker.refund();
        // Its receive re-entered, was refused and so reverted: the payment was credited instead.
        assertEq(attacker.reentries(), 0, "the re-entering receive reverted");
        assertEq(token.credits(address(attacker)), (cost * 8_000) / 10_000, "credited once");
        assertEq(token.totalMints(), 0, "refunded once");
    }

    function test_aCreatorWhoMintsIsAMinterLikeAnyOther() public {
        uint256 paid = _mint(token, CREATOR, 5);
        assertEq(token.balanceOf(CREATOR), 5 * AMOUNT, "no extra allocation");
        vm.prank(CREATOR);
        token.refund();
        uint256 back = (paid * 8_000) / 10_000;
        assertEq(CREATOR.balance, back, "the same refund rate");
        // The share a refund keeps joins the coin the launch splits.
        uint256 funds = _fillCapFrom(0) + paid - back;
        assertEq(CREATOR.balance, back + funds - (funds * 6_000) / 10_000, "refund plus the launch share");
    }

    function _fillCapFrom(uint256 firstIndex) internal returns (uint256 paid) {
        for (uint256 i = firstIndex; token.launchedAt() == 0; ++i) {
            paid += _mint(token, _buyer(i), 5);
        }
    }

    // ------------------------------------------------------------------ free mint

    function test_freeMintMintsOnAZeroValueTransferAndLaunchesWithoutAPool() public {
        FairLaunchConfig memory config = _fairConfig();
        (config.mintFee, config.premiumBps, config.refundBps, config.liquidityBps) = (0, 0, 0, 0);
        (config.router, config.locker, config.lpLockDuration) = (address(0), address(0), 0);
        config.maxMints = 2;
        config.mintsPerAddress = 1;
        token = new FairLaunchToken(config);
        assertEq(token.pair(), address(0), "no pool in free-mint mode");
        assertTrue(_sendTo(token, _buyer(1), 0), "zero-value transfer");
        assertEq(token.balanceOf(_buyer(1)), AMOUNT, "minted");
        assertTrue(_sendTo(token, _buyer(2), 0.5 ether), "coin sent by mistake");
        assertEq(_buyer(2).balance, 0.5 ether, "returned: a free mint costs nothing");
        assertTrue(token.phase() == FairLaunchToken.FairLaunchPhase.Trading, "the cap launched it");
        assertEq(token.totalSupply(), 2 * AMOUNT, "only the mints");
        vm.prank(_buyer(1));
        token.transfer(_buyer(3), 1);
    }

    // ------------------------------------------------------------------ issue 73: the pool's floor

    /// @dev A 50-coin crowdfunding: 100 mints of 1,000 tokens at a flat 0.5 coin, 20 per address. Its
    /// beneficiary is the creator.
    function _deployFiftyCoinSale(uint256 liquidityBps) internal override returns (address) {
        FairLaunchConfig memory config = _fairConfig();
        (config.mintFee, config.premiumBps, config.mintsPerAddress) = (0.5 ether, 0, 20);
        config.liquidityBps = uint16(liquidityBps);
        return address(new FairLaunchToken(config));
    }

    /// @dev Five minters pay 10 coin each (the last mint launches); the first sells on the pool.
    function _fillLaunchAndSell(address sale) internal override returns (uint256 toBeneficiary, uint256 sellsFor) {
        FairLaunchToken fair = FairLaunchToken(payable(sale));
        uint256 before = CREATOR.balance;
        for (uint256 i = 0; i < 5; ++i) {
            assertEq(_mint(fair, _buyer(i), 20), 10 ether, "10 coin a minter");
        }
        assertTrue(fair.phase() == FairLaunchToken.FairLaunchPhase.Trading, "the filling mint launched");
        toBeneficiary = CREATOR.balance - before;
        sellsFor = _sellAllOnThePool(fair, router, _buyer(0));
    }

    function _poolShareRefusal() internal pure override returns (bytes memory) {
        return abi.encodeWithSelector(FairLaunchToken.FairLaunchInvalidConfig.selector, "liquidityBps");
    }

    /// @dev With a mint fee every share under 51% is refused, whoever deploys; from 51% to 100% is
    /// accepted. (A free mint raises no coin and pools nothing: its share must be 0.)
    function testFuzz_aPoolShareUnder51PercentIsRefused(uint256 bps) public {
        FairLaunchConfig memory config = _fairConfig();
        config.liquidityBps = uint16(bound(bps, 0, LiquidityFloor.MIN_LIQUIDITY_BPS - 1));
        _expectInvalid(config, "liquidityBps");
        config.liquidityBps = uint16(bound(bps, LiquidityFloor.MIN_LIQUIDITY_BPS, 10_000));
        FairLaunchToken accepted = new FairLaunchToken(config);
        assertEq(accepted.liquidityBps(), config.liquidityBps, "accepted as given");
        assertEq(accepted.MIN_LIQUIDITY_BPS(), LiquidityFloor.MIN_LIQUIDITY_BPS, "the floor, published");
    }

    // ------------------------------------------------------------------ fuzzed settings

    function testFuzz_anyAcceptedSettingsKeepTheSupplyAndPoolAsStated(
        uint256 amount,
        uint256 fee,
        uint256 caps,
        uint256 bps,
        uint256 premium,
        bool burnLp
    ) public {
        FairLaunchConfig memory config = _fairConfig();
        config.mintAmount = bound(amount, 1, 1e30);
        config.mintFee = bound(fee, 1, 10 ether);
        config.maxMints = uint32(bound(caps, 1, 30));
        config.mintsPerAddress = config.maxMints;
        config.liquidityBps = uint16(bound(bps, LiquidityFloor.MIN_LIQUIDITY_BPS, 10_000));
        config.premiumBps = uint32(bound(premium, 0, 100_000));
        if (burnLp) (config.locker, config.lpLockDuration) = (address(0), 0);
        uint256 poolCoin = (config.mintFee * config.liquidityBps) / 10_000;
        uint256 poolTokens = (config.mintAmount * config.liquidityBps) / 10_000;
        uint256 supply = config.mintAmount * config.maxMints;
        supply += (supply * config.liquidityBps) / 10_000;
        // Settings whose smallest pool could not mint, or too large for the pair, are refused.
        if (poolCoin * poolTokens <= 1_000 * 1_000 || supply > type(uint112).max) {
            vm.expectRevert();
            new FairLaunchToken(config);
            return;
        }
        token = new FairLaunchToken(config);
        assertEq(token.statedSupply(), supply, "stated supply");

        uint256 paid = _mint(token, _buyer(1), config.maxMints);
        assertTrue(token.phase() == FairLaunchToken.FairLaunchPhase.Trading, "the filling mint launched");
        assertEq(token.totalSupply(), supply, "exactly the stated supply at the cap");
        assertEq(weth.balanceOf(token.pair()), (paid * config.liquidityBps) / 10_000, "pool coin");
        assertEq(CREATOR.balance, paid - (paid * config.liquidityBps) / 10_000, "the rest to the creator");
        assertEq(address(token).balance, 0, "nothing held");
    }
}

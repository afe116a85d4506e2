// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IUniswapV2Pair} from "../../src/dex/interfaces/IUniswapV2Pair.sol";
import {LockView} from "../../src/lock/ITokenLocker.sol";
import {FeeOnTransferToken} from "../fixtures/FeeOnTransferToken.sol";
import {FailingTransferToken} from "../fixtures/FailingTransferToken.sol";
import {Presale} from "../../src/launchpad/Presale.sol";
import {
    ClaimMode,
    ContributionView,
    FeeConfig,
    ILaunchpadFactory,
    IPresale,
    PayCoin,
    Phase,
    PresaleConfig,
    PresaleInfo,
    PresaleKind,
    PresaleParams,
    PresaleStatus,
    TeamView
} from "../../src/launchpad/ILaunchpad.sol";
import {CoinRefuser, LaunchpadFixture, ReentrantContributor} from "./LaunchpadFixture.sol";

interface IPairReserves {
    function getReserves() external view returns (uint112, uint112, uint32);
    function token0() external view returns (address);
    function balanceOf(address) external view returns (uint256);
}

contract PresaleTest is LaunchpadFixture {
    function setUp() public {
        _deployChain();
    }

    // ------------------------------------------------------------ creation and fees

    function test_createPredictsTheAddressAndPullsTheTokensNeeded() public {
        PresaleParams memory p = _params();
        address predicted = launchpad.nextPresaleAddress(CREATOR);
        uint256 needed = launchpad.tokensNeeded(p);
        // 100,000 sold + liquidity: 100 coin (+1 token unit of rounding) * 60% * 800.
        assertApproxEq(needed, 100_000e18 + 48_000e18, 1e18, "needed");
        uint256 before = token.balanceOf(CREATOR);
        Presale presale = _create(p);
        assertEq(address(presale), predicted, "predicted address");
        assertEq(token.balanceOf(address(presale)), needed, "deposit");
        assertEq(before - token.balanceOf(CREATOR), needed, "pulled");
        assertTrue(launchpad.isPresale(address(presale)), "registered");
        assertEq(launchpad.presaleCount(), 1, "count");
        assertEq(launchpad.creatorNonce(CREATOR), 1, "nonce");
        assertEq(launchpad.presaleAddress(CREATOR, 0), predicted, "by nonce");
        assertTrue(uint8(presale.status()) == uint8(PresaleStatus.Upcoming), "upcoming");
    }

    function test_nobodyCanInitializeTheImplementationOrAClonetwice() public {
        Presale presale = _createDefault();
        PresaleParams memory p = _params();
        vm.expectRevert(IPresale.PresaleAlreadyInitialized.selector);
        presale.initialize(STRANGER, p, _noFees(), 0);
        Presale implementation = Presale(launchpad.implementation());
        vm.expectRevert(IPresale.PresaleAlreadyInitialized.selector);
        implementation.initialize(STRANGER, p, _noFees(), 0);
    }

    function test_flatFeeIsExactAndTheFeesAreSnapshotted() public {
        launchpad.setFees(FeeConfig(OPERATOR, address(0), 1 ether, 200, 100));
        PresaleParams memory p = _params();
        vm.deal(CREATOR, 10 ether);
        vm.startPrank(CREATOR);
        token.approve(address(launchpad), type(uint256).max);
        vm.expectRevert(abi.encodeWithSelector(ILaunchpadFactory.LaunchpadWrongFee.selector, 0.5 ether, 1 ether));
        launchpad.createPresale{value: 0.5 ether}(p, "");
        Presale presale = Presale(launchpad.createPresale{value: 1 ether}(p, ""));
        vm.stopPrank();
        assertEq(OPERATOR.balance, 1 ether, "flat fee paid");
        // A later change does not apply to the presale created before it.
        launchpad.setFees(FeeConfig(OPERATOR, address(0), 0, 500, 500));
        PresaleInfo memory i = presale.info();
        assertEq(i.fees.raiseFeeBps, 200, "raise fee snapshotted");
        assertEq(i.fees.tokenFeeBps, 100, "token fee snapshotted");
        _start(presale);
        for (uint256 k; k < 5; ++k) {
            _buy(presale, _buyer(k), 10 ether);
        }
        _end(presale);
        vm.prank(STRANGER);
        presale.finalize();
        assertEq(OPERATOR.balance, 1 ether + 1 ether, "2% of 50 coin");
        assertEq(token.balanceOf(OPERATOR), 500e18, "1% of 50,000 tokens");
    }

    function test_flatFeeInAnErc20() public {
        launchpad.setFees(FeeConfig(OPERATOR, address(usd), 300e18, 0, 0));
        usd.transfer(CREATOR, 300e18);
        vm.prank(CREATOR);
        usd.approve(address(launchpad), 300e18);
        _createDefault();
        assertEq(usd.balanceOf(OPERATOR), 300e18, "300U");
    }

    function test_onlyTheOwnerSetsFeesWithinTheCap() public {
        vm.prank(STRANGER);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, STRANGER));
        launchpad.setFees(FeeConfig(STRANGER, address(0), 1, 0, 0));
        vm.expectRevert(abi.encodeWithSelector(ILaunchpadFactory.LaunchpadFeeTooHigh.selector, 501, 500));
        launchpad.setFees(FeeConfig(OPERATOR, address(0), 0, 501, 0));
        vm.expectRevert(abi.encodeWithSelector(ILaunchpadFactory.LaunchpadFeeTooHigh.selector, 501, 500));
        launchpad.setFees(FeeConfig(OPERATOR, address(0), 0, 0, 501));
        vm.expectRevert(ILaunchpadFactory.LaunchpadInvalidRecipient.selector);
        launchpad.setFees(FeeConfig(address(0), address(0), 1, 0, 0));
        // Two-step ownership: the new owner must accept.
        launchpad.transferOwnership(OPERATOR);
        assertEq(launchpad.owner(), address(this), "still owner until accepted");
        vm.prank(OPERATOR);
        launchpad.acceptOwnership();
        assertEq(launchpad.owner(), OPERATOR, "accepted");
    }

    function test_aTaxedTokenIsRefusedWithAClearError() public {
        FeeOnTransferToken taxed = new FeeOnTransferToken(100, 1e30);
        taxed.transfer(CREATOR, 1e29);
        PresaleParams memory p = _params();
        p.config.token = address(taxed);
        uint256 needed = launchpad.tokensNeeded(p);
        vm.startPrank(CREATOR);
        taxed.approve(address(launchpad), type(uint256).max);
        vm.expectRevert(
            abi.encodeWithSelector(ILaunchpadFactory.LaunchpadTokenTaxed.selector, needed - needed / 100, needed)
        );
        launchpad.createPresale(p, "");
        vm.stopPrank();
    }

    function test_invalidTermsAreRefused() public {
        PresaleParams memory p = _params();
        p.config.end = p.config.start;
        _expectCreateRevert(
            p, abi.encodeWithSelector(IPresale.PresaleInvalidTimes.selector, p.config.start, p.config.start)
        );
        p = _params();
        p.config.softCap = p.config.hardCap + 1;
        _expectCreateRevert(
            p, abi.encodeWithSelector(IPresale.PresaleInvalidCaps.selector, p.config.softCap, p.config.hardCap)
        );
        p = _params();
        p.config.claimMode = ClaimMode.Immediately;
        _expectCreateRevert(p, abi.encodeWithSelector(IPresale.PresaleInvalidClaimMode.selector));
        p = _params();
        p.inviteBps = new uint16[](2);
        p.inviteBps[0] = 1_500;
        p.inviteBps[1] = 501;
        _expectCreateRevert(p, abi.encodeWithSelector(IPresale.PresaleInvalidInviteRewards.selector, 2_001, 2_000));
        p = _params();
        p.config.emergencyWithdraw = true;
        p.config.emergencyPenaltyBps = 1_001;
        _expectCreateRevert(p, abi.encodeWithSelector(IPresale.PresaleInvalidPenalty.selector, 1_001, 1_000));
        p = _params();
        p.config.finalizeGrace = 1 hours;
        _expectCreateRevert(
            p, abi.encodeWithSelector(IPresale.PresaleInvalidGrace.selector, 1 hours, 1 days, 30 days)
        );
        p = _params();
        p.config.lpLockDuration = 0;
        _expectCreateRevert(p, abi.encodeWithSelector(IPresale.PresaleInvalidListing.selector));
        // Issue 48, hole 1: a presale created through the factory with a 1-second LP lock let its
        // creator withdraw the LP a second after anyone finalized and pull the pool.
        p = _params();
        p.config.lpLockDuration = 1;
        _expectCreateRevert(p, abi.encodeWithSelector(IPresale.PresaleInvalidListing.selector));
        p = _params();
        p.config.lpLockDuration = uint32(launchpad.MIN_LP_LOCK_DURATION() - 1);
        _expectCreateRevert(p, abi.encodeWithSelector(IPresale.PresaleInvalidListing.selector));
        // Issue 48, hole 9: the raise is paid at the finalize, so a release that starts in 2^63
        // seconds, or creeps at 0.01% per 136-year cycle, left the buyers' tokens unvested for ever.
        p = _linear(2_000, 1_000, 1 days);
        p.config.vestingStart = uint64(2 ** 63);
        _expectCreateRevert(p, abi.encodeWithSelector(IPresale.PresaleInvalidClaimMode.selector));
        p = _linear(0, 1, type(uint32).max);
        _expectCreateRevert(p, abi.encodeWithSelector(IPresale.PresaleInvalidClaimMode.selector));
        p = _linear(2_000, 1_000, 1 days);
        p.config.vestingStart = uint64(p.config.end + launchpad.MAX_VESTING_DELAY() + 1);
        _expectCreateRevert(p, abi.encodeWithSelector(IPresale.PresaleInvalidClaimMode.selector));
        // 8 cycles of 137 days (the 20% first share, then 10% each): 1,096 days, one too many.
        p = _linear(2_000, 1_000, 137 days);
        _expectCreateRevert(p, abi.encodeWithSelector(IPresale.PresaleInvalidClaimMode.selector));
        p = _params();
        p.payCoins[0].listingRate = 0;
        _expectCreateRevert(p, abi.encodeWithSelector(IPresale.PresaleInvalidRate.selector, 0));
    }

    /// @dev A Linear presale of the default terms.
    function _linear(uint16 firstBps, uint16 cycleBps, uint32 interval) internal view returns (PresaleParams memory p) {
        p = _params();
        p.config.claimMode = ClaimMode.Linear;
        p.config.vestingFirstBps = firstBps;
        p.config.vestingCycleBps = cycleBps;
        p.config.vestingInterval = interval;
    }

    /// @dev Property of hole 9: every Linear release the factory accepts has vested everything within
    /// a year and three years of the presale's end.
    function testFuzz_everyAcceptedReleaseCompletesInItsWindow(uint16 firstBps, uint16 cycleBps, uint32 interval, uint64 delay)
        public
    {
        PresaleParams memory p = _linear(
            uint16(bound(firstBps, 0, 9_999)), uint16(bound(cycleBps, 1, 10_000)), uint32(bound(interval, 1, 4 * 365 days))
        );
        p.config.vestingStart = uint64(p.config.end + bound(delay, 0, 2 * 365 days));
        uint256 cycles = (10_000 - uint256(p.config.vestingFirstBps) + p.config.vestingCycleBps - 1) / p.config.vestingCycleBps;
        uint256 length = cycles * p.config.vestingInterval;
        if (p.config.vestingStart > p.config.end + 365 days || length > 3 * 365 days) {
            _expectCreateRevert(p, abi.encodeWithSelector(IPresale.PresaleInvalidClaimMode.selector));
        } else {
            _create(p);
            assertLe(p.config.vestingStart + length, p.config.end + 4 * 365 days, "vested within four years of the end");
        }
    }

    function _expectCreateRevert(PresaleParams memory p, bytes memory reason) internal {
        vm.startPrank(CREATOR);
        token.approve(address(launchpad), type(uint256).max);
        vm.expectRevert(reason);
        launchpad.createPresale(p, "");
        vm.stopPrank();
    }

    // ------------------------------------------------------------ buying

    function testFuzz_capsAndBuyerLimits(uint256 a, uint256 b, uint256 c) public {
        Presale presale = _createDefault();
        vm.deal(_buyer(0), 100 ether);
        vm.prank(_buyer(0));
        vm.expectRevert(abi.encodeWithSelector(IPresale.PresaleWrongStatus.selector, PresaleStatus.Upcoming));
        presale.contribute{value: 1 ether}(0, 1 ether, address(0), 0, new bytes32[](0));
        _start(presale);
        a = bound(a, 0.1 ether, 10 ether);
        b = bound(b, 0.1 ether, 10 ether);
        _buy(presale, _buyer(0), a);
        if ((a + b) * 1_000 > 20_000 ether) {
            vm.deal(_buyer(0), b);
            vm.prank(_buyer(0));
            vm.expectRevert(
                abi.encodeWithSelector(IPresale.PresaleAbovePerBuyer.selector, (a + b) * 1_000, 20_000e18)
            );
            presale.contribute{value: b}(0, b, address(0), 0, new bytes32[](0));
        } else {
            _buy(presale, _buyer(0), b);
        }
        c = bound(c, 10 ether + 1, 50 ether);
        vm.deal(_buyer(1), c);
        vm.prank(_buyer(1));
        vm.expectRevert(abi.encodeWithSelector(IPresale.PresaleAboveMaxBuy.selector, c * 1_000, 10_000e18));
        presale.contribute{value: c}(0, c, address(0), 0, new bytes32[](0));
        vm.deal(_buyer(1), 0.09 ether);
        vm.prank(_buyer(1));
        vm.expectRevert(abi.encodeWithSelector(IPresale.PresaleBelowMinBuy.selector, 90e18, 100e18));
        presale.contribute{value: 0.09 ether}(0, 0.09 ether, address(0), 0, new bytes32[](0));
        vm.deal(_buyer(1), 2 ether);
        vm.prank(_buyer(1));
        vm.expectRevert(abi.encodeWithSelector(IPresale.PresaleWrongValue.selector, 2 ether, 1 ether));
        presale.contribute{value: 2 ether}(0, 1 ether, address(0), 0, new bytes32[](0));
        PresaleInfo memory i = presale.info();
        assertEq(i.books.raisedUnits, i.books.sold, "units are tokens");
        assertEq(i.books.raised[0] * 1_000, i.books.sold, "coin at the rate");
        assertEq(address(presale).balance, i.books.raised[0], "coin held");
    }

    function test_theHardCapFillsExactlyAndEndsTheSaleEarly() public {
        Presale presale = _createDefault();
        _start(presale);
        for (uint256 k; k < 9; ++k) {
            _buy(presale, _buyer(k), 10 ether);
        }
        _buy(presale, _buyer(9), 9.95 ether);
        // 50 tokens left: below the 100 minimum, but it fills the cap exactly.
        vm.deal(_buyer(10), 1 ether);
        vm.prank(_buyer(10));
        vm.expectRevert(abi.encodeWithSelector(IPresale.PresaleHardCapExceeded.selector, 100e18, 50e18));
        presale.contribute{value: 0.1 ether}(0, 0.1 ether, address(0), 0, new bytes32[](0));
        _buy(presale, _buyer(10), 0.05 ether);
        assertTrue(uint8(presale.status()) == uint8(PresaleStatus.Ended), "filled: ended before the end time");
        vm.prank(STRANGER);
        presale.finalize();
    }

    // ------------------------------------------------------------ finalize

    function test_anyoneFinalizesAtTheListingRateAndTheLpIsLockedForTheCreator() public {
        Presale presale = _createDefault();
        _start(presale);
        for (uint256 k; k < 4; ++k) {
            _buy(presale, _buyer(k), 10 ether);
        }
        vm.prank(STRANGER);
        vm.expectRevert(abi.encodeWithSelector(IPresale.PresaleNotFinalizable.selector, PresaleStatus.Live));
        presale.finalize();
        _end(presale);
        uint256 creatorBefore = CREATOR.balance;
        uint256 creatorTokens = token.balanceOf(CREATOR);
        vm.prank(_buyer(2));
        presale.finalize();
        PresaleInfo memory i = presale.info();
        assertTrue(i.books.finalized, "finalized");
        (uint112 r0, uint112 r1,) = IPairReserves(i.books.pair).getReserves();
        (uint256 rToken, uint256 rCoin) =
            IPairReserves(i.books.pair).token0() == address(token) ? (r0, r1) : (r1, r0);
        assertEq(rCoin, 24 ether, "60% of 40 coin");
        assertEq(rToken, 24 * 800e18, "at 800 per coin");
        assertEq(CREATOR.balance - creatorBefore, 16 ether, "the rest to the creator");
        LockView memory lock = locker.getLocks(_ids(i.books.lockId))[0];
        assertEq(lock.owner, CREATOR, "lock owner");
        assertEq(lock.token, i.books.pair, "LP locked");
        assertEq(lock.amount, i.books.lpAmount, "all of it");
        assertEq(lock.end, block.timestamp + 30 days, "for 30 days");
        // Unsold (60,000) and unused liquidity tokens went back to the creator.
        uint256 deposit = i.books.tokensDeposited;
        assertEq(token.balanceOf(CREATOR) - creatorTokens, deposit - 40_000e18 - rToken, "unsold back");
        assertEq(token.balanceOf(address(presale)), 40_000e18, "the buyers' tokens stay");
        vm.prank(_buyer(0));
        assertEq(presale.claim(), 10_000e18, "claim");
        vm.prank(_buyer(0));
        vm.expectRevert(IPresale.PresaleNothingToClaim.selector);
        presale.claim();
        vm.prank(_buyer(1));
        vm.expectRevert(abi.encodeWithSelector(IPresale.PresaleWrongStatus.selector, PresaleStatus.Finalized));
        presale.refund();
    }

    function test_burnUnsoldAndBurnLp() public {
        PresaleParams memory p = _params();
        p.config.burnUnsold = true;
        p.config.burnLp = true;
        p.config.lpLockDuration = 0;
        Presale presale = _create(p);
        _start(presale);
        _buy(presale, _buyer(0), 10 ether);
        _buy(presale, _buyer(1), 10 ether);
        _end(presale);
        presale.finalize();
        PresaleInfo memory i = presale.info();
        assertEq(i.books.lockId, 0, "no lock");
        // The pair's first mint locks MINIMUM_LIQUIDITY (1,000) at 0x…dEaD too.
        assertEq(IPairReserves(i.books.pair).balanceOf(address(0xdEaD)), i.books.lpAmount + 1_000, "LP burned");
        assertGe(token.balanceOf(address(0xdEaD)), 80_000e18, "unsold burned");
    }

    function test_aDustPoolIsAlignedToTheListingPrice() public {
        Presale presale = _createDefault();
        // A griefer creates the pool first at a silly price with dust.
        address pair = factory.createPair(address(token), address(weth));
        token.transfer(pair, 1_000);
        vm.deal(address(this), 1 ether);
        weth.deposit{value: 1 ether}();
        weth.transfer(pair, 1e12);
        IUniswapV2Pair(pair).mint(STRANGER);
        _start(presale);
        _buy(presale, _buyer(0), 10 ether);
        _buy(presale, _buyer(1), 10 ether);
        _end(presale);
        presale.finalize();
        (uint112 r0, uint112 r1,) = IPairReserves(pair).getReserves();
        (uint256 rToken, uint256 rCoin) = IPairReserves(pair).token0() == address(token) ? (r0, r1) : (r1, r0);
        assertApproxEq(rToken * 1e18 / rCoin, 800e18, 1e12, "listed at 800 per coin");
    }

    function test_aDustPoolPricedTooLowIsAlignedWithCoin() public {
        Presale presale = _createDefault();
        address pair = factory.createPair(address(token), address(weth));
        token.transfer(pair, 1e18);
        vm.deal(address(this), 1 ether);
        weth.deposit{value: 1 ether}();
        weth.transfer(pair, 1e9);
        IUniswapV2Pair(pair).mint(STRANGER);
        _start(presale);
        _buy(presale, _buyer(0), 10 ether);
        _buy(presale, _buyer(1), 10 ether);
        _end(presale);
        presale.finalize();
        (uint112 r0, uint112 r1,) = IPairReserves(pair).getReserves();
        (uint256 rToken, uint256 rCoin) = IPairReserves(pair).token0() == address(token) ? (r0, r1) : (r1, r0);
        assertApproxEq(rToken * 1e18 / rCoin, 800e18, 1e12, "listed at 800 per coin");
    }

    function test_aLargePoolAtAnotherPriceBlocksTheListingAndContributorsRefund() public {
        Presale presale = _createDefault();
        address pair = _pricedPool(10_000e18, 100 ether);
        _start(presale);
        _buy(presale, _buyer(0), 10 ether);
        _buy(presale, _buyer(1), 10 ether);
        _end(presale);
        vm.expectRevert(
            abi.encodeWithSelector(IPresale.PresaleListingPriceMismatch.selector, pair, 10_000e18, 100 ether)
        );
        presale.finalize();
        // The creator chooses: cancel, and everyone refunds.
        vm.prank(CREATOR);
        presale.cancel();
        uint256 before = _buyer(0).balance;
        vm.prank(_buyer(0));
        presale.refund();
        assertEq(_buyer(0).balance - before, 10 ether, "refunded");
    }

    function test_aTokenThatBlocksTheListingLeavesThePresaleRefundableAfterTheGrace() public {
        FailingTransferToken failing = new FailingTransferToken(1e30);
        failing.transfer(CREATOR, 1e29);
        PresaleParams memory p = _params();
        p.config.token = address(failing);
        Presale presale = _create(p);
        address pair = factory.createPair(address(failing), address(weth));
        failing.setFailure(FailingTransferToken.Mode.Revert, pair);
        _start(presale);
        _buy(presale, _buyer(0), 10 ether);
        _buy(presale, _buyer(1), 10 ether);
        _end(presale);
        vm.expectRevert();
        presale.finalize();
        assertTrue(uint8(presale.status()) == uint8(PresaleStatus.Ended), "still ended");
        vm.warp(block.timestamp + 7 days);
        assertTrue(uint8(presale.status()) == uint8(PresaleStatus.Failed), "failed after the grace");
        uint256 before = _buyer(0).balance;
        vm.prank(_buyer(0));
        presale.refund();
        assertEq(_buyer(0).balance - before, 10 ether, "refunded");
        vm.prank(CREATOR);
        presale.reclaimDeposit();
        assertEq(failing.balanceOf(address(presale)), 0, "deposit back");
    }

    // ------------------------------------------------------------ failure, cancel, refunds

    function test_aMissedSoftCapRefundsEveryoneAndTheCreatorReclaims() public {
        Presale presale = _createDefault();
        _start(presale);
        _buy(presale, _buyer(0), 5 ether);
        _buy(presale, _buyer(1), 5 ether);
        _end(presale);
        assertTrue(uint8(presale.status()) == uint8(PresaleStatus.Failed), "failed");
        vm.expectRevert(abi.encodeWithSelector(IPresale.PresaleNotFinalizable.selector, PresaleStatus.Failed));
        presale.finalize();
        ContributionView memory v = presale.contributionOf(_buyer(0));
        assertTrue(v.refundable, "refundable");
        vm.prank(_buyer(0));
        presale.refund();
        assertEq(_buyer(0).balance, 5 ether, "refunded");
        vm.prank(_buyer(0));
        vm.expectRevert(IPresale.PresaleNothingToRefund.selector);
        presale.refund();
        vm.prank(STRANGER);
        vm.expectRevert(abi.encodeWithSelector(IPresale.PresaleNotCreator.selector, STRANGER));
        presale.reclaimDeposit();
        uint256 deposit = presale.info().books.tokensDeposited;
        uint256 before = token.balanceOf(CREATOR);
        vm.prank(CREATOR);
        presale.reclaimDeposit();
        assertEq(token.balanceOf(CREATOR) - before, deposit, "deposit back");
        vm.prank(CREATOR);
        vm.expectRevert(IPresale.PresaleNothingToRefund.selector);
        presale.reclaimDeposit();
        vm.prank(_buyer(1));
        presale.refund();
        assertEq(address(presale).balance, 0, "nothing left");
    }

    function test_nobodyFinalizesWithinTheGraceSoEveryoneRefunds() public {
        Presale presale = _createDefault();
        _start(presale);
        _buy(presale, _buyer(0), 10 ether);
        _buy(presale, _buyer(1), 10 ether);
        _end(presale);
        vm.warp(block.timestamp + 7 days - 1);
        assertTrue(uint8(presale.status()) == uint8(PresaleStatus.Ended), "still finalizable");
        vm.warp(block.timestamp + 1);
        vm.expectRevert(abi.encodeWithSelector(IPresale.PresaleNotFinalizable.selector, PresaleStatus.Failed));
        presale.finalize();
        vm.prank(_buyer(1));
        presale.refund();
        assertEq(_buyer(1).balance, 10 ether, "refunded");
    }

    function test_cancelOnlyBeforeTheStartOrAfterTheEnd() public {
        Presale presale = _createDefault();
        vm.prank(STRANGER);
        vm.expectRevert(abi.encodeWithSelector(IPresale.PresaleNotCreator.selector, STRANGER));
        presale.cancel();
        _start(presale);
        _buy(presale, _buyer(0), 10 ether);
        vm.prank(CREATOR);
        vm.expectRevert(abi.encodeWithSelector(IPresale.PresaleCannotCancel.selector, PresaleStatus.Live));
        presale.cancel();
        _end(presale);
        vm.prank(CREATOR);
        presale.cancel();
        assertTrue(uint8(presale.status()) == uint8(PresaleStatus.Cancelled), "cancelled");
        vm.prank(_buyer(0));
        presale.refund();
        assertEq(_buyer(0).balance, 10 ether, "refunded");
        Presale second = _createDefault();
        vm.prank(CREATOR);
        second.cancel();
        vm.prank(CREATOR);
        second.reclaimDeposit();
        assertEq(token.balanceOf(address(second)), 0, "deposit back");
    }

    function testFuzz_emergencyWithdrawPaysBackLessThePenaltyWhichGoesToTheCreator(uint256 amount, uint16 bps)
        public
    {
        PresaleParams memory p = _params();
        p.config.emergencyWithdraw = true;
        p.config.emergencyPenaltyBps = uint16(bound(bps, 0, 1_000));
        Presale presale = _create(p);
        _start(presale);
        amount = bound(amount, 0.1 ether, 10 ether);
        _buy(presale, _buyer(0), 10 ether);
        _buy(presale, _buyer(1), 10 ether);
        _buyInvited(presale, _buyer(2), amount, _buyer(0));
        assertEq(presale.teamOf(_buyer(0)).volume[0], amount * 1_000, "team volume");
        vm.prank(_buyer(2));
        presale.emergencyWithdraw();
        uint256 penalty = amount * p.config.emergencyPenaltyBps / 10_000;
        assertEq(_buyer(2).balance, amount - penalty, "less the penalty");
        assertEq(presale.teamOf(_buyer(0)).volume[0], 0, "team volume reversed");
        assertEq(presale.info().books.sold, 20_000e18, "sold reversed");
        _end(presale);
        uint256 before = CREATOR.balance;
        presale.finalize();
        assertEq(CREATOR.balance - before, 8 ether + penalty, "40% of 20 coin and the penalty");
        vm.prank(_buyer(2));
        vm.expectRevert(IPresale.PresaleNothingToClaim.selector);
        presale.claim();
    }

    function test_emergencyWithdrawDisabledAndAfterTheEnd() public {
        Presale presale = _createDefault();
        _start(presale);
        _buy(presale, _buyer(0), 10 ether);
        vm.prank(_buyer(0));
        vm.expectRevert(IPresale.PresaleEmergencyWithdrawDisabled.selector);
        presale.emergencyWithdraw();
    }

    function test_aContributorThatRefusesCoinBlocksOnlyItself() public {
        Presale presale = _createDefault();
        CoinRefuser refuser = new CoinRefuser();
        _start(presale);
        vm.deal(address(this), 1 ether);
        refuser.buy{value: 1 ether}(presale);
        _buy(presale, _buyer(0), 1 ether);
        _end(presale);
        vm.expectRevert(
            abi.encodeWithSelector(IPresale.PresaleNativeTransferFailed.selector, address(refuser), 1 ether)
        );
        refuser.refund(presale);
        vm.prank(_buyer(0));
        presale.refund();
        assertEq(_buyer(0).balance, 1 ether, "others refund");
        assertEq(address(presale).balance, 1 ether, "the refuser's coin stays for it");
    }

    function test_aReentrantRefundIsRefusedAndPaysOnce() public {
        Presale presale = _createDefault();
        ReentrantContributor attacker = new ReentrantContributor();
        _start(presale);
        vm.deal(address(this), 1 ether);
        attacker.buy{value: 1 ether}(presale);
        _buy(presale, _buyer(0), 1 ether);
        _end(presale);
        attacker.refund();
        assertTrue(attacker.reentryRefused(), "re-entry refused");
        assertEq(address(attacker).balance, 1 ether, "paid once");
        assertEq(address(presale).balance, 1 ether, "the other contribution stays");
    }

    // ------------------------------------------------------------ invites and whitelist

    function testFuzz_sixGenerationsOfInviteRewardsSumExactly(uint256 seed) public {
        PresaleParams memory p = _params();
        p.config.bindRequired = true;
        p.config.maxPerBuyer = 0;
        p.config.softCap = 0;
        p.inviteBps = _inviteLevels(6);
        Presale presale = _create(p);
        _start(presale);
        vm.deal(_buyer(0), 1 ether);
        vm.prank(_buyer(0));
        vm.expectRevert(IPresale.PresaleInviterRequired.selector);
        presale.contribute{value: 1 ether}(0, 1 ether, address(0), 0, new bytes32[](0));
        vm.prank(_buyer(0));
        vm.expectRevert(abi.encodeWithSelector(IPresale.PresaleInvalidInviter.selector, _buyer(5)));
        presale.bindInviter(_buyer(5));
        // A chain of eight: creator <- b0 <- b1 <- ... <- b7, fuzzed amounts.
        address inviter = CREATOR;
        uint256[8] memory amounts;
        for (uint256 k; k < 8; ++k) {
            amounts[k] = bound(uint256(keccak256(abi.encode(seed, k))), 0.1 ether, 10 ether);
            _buyInvited(presale, _buyer(k), amounts[k], inviter);
            inviter = _buyer(k);
        }
        vm.prank(_buyer(0));
        vm.expectRevert(abi.encodeWithSelector(IPresale.PresaleAlreadyBound.selector, CREATOR));
        presale.bindInviter(_buyer(3));
        // b0's team: b1..b6 at generations 1..6; b7 is the seventh, not counted.
        TeamView memory t = presale.teamOf(_buyer(0));
        uint256 expected;
        for (uint256 g; g < 6; ++g) {
            assertEq(t.invitees[g], 1, "one invitee per generation");
            assertEq(t.volume[g], amounts[g + 1] * 1_000, "volume");
            expected += amounts[g + 1] * p.inviteBps[g];
        }
        assertEq(t.rewards[0], expected / 10_000, "b0's reward");
        _end(presale);
        presale.finalize();
        uint256 paid;
        address[9] memory inviters =
            [CREATOR, _buyer(0), _buyer(1), _buyer(2), _buyer(3), _buyer(4), _buyer(5), _buyer(6), _buyer(7)];
        for (uint256 k; k < 9; ++k) {
            uint256 before = inviters[k].balance;
            uint256 reward = presale.teamOf(inviters[k]).rewards[0];
            if (reward == 0) continue;
            vm.prank(inviters[k]);
            presale.claimRewards();
            paid += inviters[k].balance - before;
        }
        vm.prank(_buyer(0));
        vm.expectRevert(IPresale.PresaleNothingToClaim.selector);
        presale.claimRewards();
        // Everything reserved was paid, up to one wei of rounding per inviter.
        assertLe(address(presale).balance, 9, "rewards paid exactly");
        assertGe(paid, 1, "some rewards");
    }

    function test_whitelistTiersOpenByTime() public {
        PresaleParams memory p = _params();
        p.config.whitelist = true;
        p.config.publicAt = p.config.start + 2 hours;
        p.tierDelays = new uint32[](2);
        p.tierDelays[0] = 0;
        p.tierDelays[1] = 1 hours;
        // Merkle tree of (b0, tier 0) and (b1, tier 1).
        bytes32 leaf0 = keccak256(bytes.concat(keccak256(abi.encode(_buyer(0), uint8(0)))));
        bytes32 leaf1 = keccak256(bytes.concat(keccak256(abi.encode(_buyer(1), uint8(1)))));
        p.config.merkleRoot =
            leaf0 < leaf1 ? keccak256(abi.encode(leaf0, leaf1)) : keccak256(abi.encode(leaf1, leaf0));
        Presale presale = _create(p);
        address[] memory listed = new address[](1);
        listed[0] = _buyer(2);
        vm.prank(STRANGER);
        vm.expectRevert(abi.encodeWithSelector(IPresale.PresaleNotCreator.selector, STRANGER));
        presale.setWhitelist(listed, 1, true);
        vm.prank(CREATOR);
        presale.setWhitelist(listed, 1, true);
        assertEq(presale.contributionOf(_buyer(2)).whitelistTier, 2, "stored tier + 1");
        _start(presale);
        bytes32[] memory proof0 = new bytes32[](1);
        proof0[0] = leaf1;
        bytes32[] memory proof1 = new bytes32[](1);
        proof1[0] = leaf0;
        vm.deal(_buyer(0), 10 ether);
        vm.prank(_buyer(0));
        presale.contribute{value: 1 ether}(0, 1 ether, address(0), 0, proof0);
        vm.deal(_buyer(1), 10 ether);
        vm.prank(_buyer(1));
        vm.expectRevert(abi.encodeWithSelector(IPresale.PresaleTierNotOpen.selector, 1, p.config.start + 1 hours));
        presale.contribute{value: 1 ether}(0, 1 ether, address(0), 1, proof1);
        vm.prank(_buyer(1));
        vm.expectRevert(abi.encodeWithSelector(IPresale.PresaleNotWhitelisted.selector, _buyer(1)));
        presale.contribute{value: 1 ether}(0, 1 ether, address(0), 0, proof1);
        vm.deal(_buyer(3), 10 ether);
        vm.prank(_buyer(3));
        vm.expectRevert(abi.encodeWithSelector(IPresale.PresaleNotWhitelisted.selector, _buyer(3)));
        presale.contribute{value: 1 ether}(0, 1 ether, address(0), 0, new bytes32[](0));
        vm.warp(p.config.start + 1 hours);
        vm.prank(_buyer(1));
        presale.contribute{value: 1 ether}(0, 1 ether, address(0), 1, proof1);
        _buy(presale, _buyer(2), 1 ether);
        vm.warp(p.config.start + 2 hours);
        _buy(presale, _buyer(3), 1 ether);
        // Public earlier only.
        vm.prank(CREATOR);
        vm.expectRevert(IPresale.PresaleInvalidWhitelist.selector);
        presale.setPublicAt(p.config.publicAt + 1);
    }

    // ------------------------------------------------------------ claim modes and kinds

    function testFuzz_linearVestingReleasesOnSchedule(uint256 elapsed) public {
        PresaleParams memory p = _params();
        p.config.claimMode = ClaimMode.Linear;
        p.config.vestingFirstBps = 2_000;
        p.config.vestingCycleBps = 1_000;
        p.config.vestingInterval = 1 days;
        Presale presale = _create(p);
        _start(presale);
        _buy(presale, _buyer(0), 10 ether);
        _buy(presale, _buyer(1), 10 ether);
        _end(presale);
        presale.finalize();
        uint256 start = block.timestamp;
        elapsed = bound(elapsed, 0, 20 days);
        vm.warp(start + elapsed);
        uint256 bps = 2_000 + (elapsed / 1 days) * 1_000;
        if (bps > 10_000) bps = 10_000;
        vm.prank(_buyer(0));
        assertEq(presale.claim(), 10_000e18 * bps / 10_000, "released");
        vm.warp(start + 8 days);
        vm.prank(_buyer(0));
        if (bps == 10_000) {
            vm.expectRevert(IPresale.PresaleNothingToClaim.selector);
            presale.claim();
        } else {
            presale.claim();
        }
        assertEq(token.balanceOf(_buyer(0)), 10_000e18, "everything after the last cycle");
    }

    function test_immediateClaimDeliversInTheBuy() public {
        PresaleParams memory p = _params();
        p.config.claimMode = ClaimMode.Immediately;
        p.config.softCap = 0;
        Presale presale = _create(p);
        _start(presale);
        _buy(presale, _buyer(0), 1 ether);
        assertEq(token.balanceOf(_buyer(0)), 1_000e18, "delivered");
        _end(presale);
        vm.prank(CREATOR);
        vm.expectRevert(abi.encodeWithSelector(IPresale.PresaleCannotCancel.selector, PresaleStatus.Ended));
        presale.cancel();
        vm.warp(block.timestamp + 7 days - 1);
        assertTrue(uint8(presale.status()) == uint8(PresaleStatus.Ended), "finalizable within the grace");
        presale.finalize();
    }

    /// A listing nobody can make (a large pool at another price) used to leave an Immediately-mode
    /// raise in the presale for ever: after the grace each buyer takes its coin back by returning
    /// every token it was delivered, and the creator takes those tokens back too.
    function test_anUnlistableImmediateSaleRefundsAgainstTheDeliveredTokens() public {
        PresaleParams memory p = _params();
        p.config.claimMode = ClaimMode.Immediately;
        p.config.softCap = 0;
        Presale presale = _create(p);
        address pair = _pricedPool(10_000e18, 100 ether);
        _start(presale);
        _buy(presale, _buyer(0), 2 ether);
        _buy(presale, _buyer(1), 3 ether);
        _end(presale);
        vm.expectRevert(
            abi.encodeWithSelector(IPresale.PresaleListingPriceMismatch.selector, pair, 10_000e18, 100 ether)
        );
        presale.finalize();
        vm.warp(block.timestamp + 7 days);
        assertTrue(uint8(presale.status()) == uint8(PresaleStatus.Failed), "failed after the grace");
        assertTrue(presale.contributionOf(_buyer(0)).refundable, "refundable");

        // Without the tokens back there is no coin back.
        vm.prank(_buyer(0));
        vm.expectRevert();
        presale.refund();
        // Buyer 1 sold part of its tokens: it cannot take the coin and keep what it sold.
        vm.prank(_buyer(1));
        token.transfer(STRANGER, 1e18);
        vm.prank(_buyer(1));
        token.approve(address(presale), type(uint256).max);
        vm.prank(_buyer(1));
        vm.expectRevert();
        presale.refund();

        // The creator reclaims what was never delivered...
        uint256 creatorBefore = token.balanceOf(CREATOR);
        uint256 undelivered = presale.info().books.tokensDeposited - 5_000e18;
        vm.prank(CREATOR);
        presale.reclaimDeposit();
        assertEq(token.balanceOf(CREATOR) - creatorBefore, undelivered, "undelivered back");
        vm.prank(CREATOR);
        vm.expectRevert(IPresale.PresaleNothingToRefund.selector);
        presale.reclaimDeposit();

        // ...buyer 0 returns its 2,000 tokens and gets its 2 coins...
        vm.prank(_buyer(0));
        token.approve(address(presale), 2_000e18);
        uint256 coinBefore = _buyer(0).balance;
        vm.prank(_buyer(0));
        vm.expectEmit(true, false, false, true);
        emit IPresale.PresaleTokensReturned(_buyer(0), 2_000e18);
        presale.refund();
        assertEq(_buyer(0).balance - coinBefore, 2 ether, "coin back");
        assertEq(token.balanceOf(_buyer(0)), 0, "tokens returned");
        assertEq(presale.contributionOf(_buyer(0)).claimed, 0, "nothing delivered any more");
        vm.prank(_buyer(0));
        vm.expectRevert(IPresale.PresaleNothingToRefund.selector);
        presale.refund();

        // ...and the creator takes those back as well, never more.
        creatorBefore = token.balanceOf(CREATOR);
        vm.prank(CREATOR);
        presale.reclaimDeposit();
        assertEq(token.balanceOf(CREATOR) - creatorBefore, 2_000e18, "returned tokens back");
        assertEq(address(presale).balance, 3 ether, "buyer 1's coin stays for buyer 1");
        assertEq(token.balanceOf(address(presale)), 0, "no token left but what buyer 1 holds");
    }

    function testFuzz_anImmediateRefundReturnsExactlyWhatWasDelivered(uint256 amount) public {
        amount = bound(amount, 0.1 ether, 10 ether);
        PresaleParams memory p = _params();
        p.config.claimMode = ClaimMode.Immediately;
        p.config.softCap = 0;
        Presale presale = _create(p);
        _start(presale);
        _buy(presale, _buyer(0), amount);
        uint256 delivered = token.balanceOf(_buyer(0));
        assertEq(presale.contributionOf(_buyer(0)).claimed, delivered, "claimed is what arrived");
        _end(presale);
        vm.warp(block.timestamp + 7 days);
        vm.startPrank(_buyer(0));
        token.approve(address(presale), delivered);
        presale.refund();
        vm.stopPrank();
        assertEq(_buyer(0).balance, amount, "whole contribution back");
        assertEq(token.balanceOf(_buyer(0)), 0, "every token back");
        vm.prank(CREATOR);
        presale.reclaimDeposit();
        assertEq(token.balanceOf(address(presale)), 0, "the whole deposit went back to the creator");
    }

    function test_multiPeriodPhasesHaveTheirOwnRateAndCap() public {
        PresaleParams memory p = _params();
        p.config.kind = PresaleKind.MultiPeriod;
        p.payCoins[0].rate = 0;
        p.phases = new Phase[](2);
        uint64 s = p.config.start;
        p.phases[0] = Phase(s, s + 2 hours, 2_000e18, 20_000e18);
        p.phases[1] = Phase(s + 3 hours, p.config.end, 1_000e18, 30_000e18);
        p.config.hardCap = 50_000e18;
        p.config.softCap = 10_000e18;
        Presale presale = _create(p);
        _start(presale);
        _buy(presale, _buyer(0), 5 ether);
        assertEq(presale.contributionOf(_buyer(0)).tokens, 10_000e18, "phase 1 at 2,000");
        _buy(presale, _buyer(1), 5 ether);
        vm.deal(_buyer(2), 1 ether);
        vm.prank(_buyer(2));
        vm.expectRevert(abi.encodeWithSelector(IPresale.PresaleHardCapExceeded.selector, 2_000e18, 0));
        presale.contribute{value: 1 ether}(0, 1 ether, address(0), 0, new bytes32[](0));
        vm.warp(s + 2 hours);
        vm.prank(_buyer(2));
        vm.expectRevert(IPresale.PresaleNoActivePhase.selector);
        presale.contribute{value: 1 ether}(0, 1 ether, address(0), 0, new bytes32[](0));
        vm.warp(s + 3 hours);
        _buy(presale, _buyer(2), 1 ether);
        assertEq(presale.contributionOf(_buyer(2)).tokens, 1_000e18, "phase 2 at 1,000");
        PresaleInfo memory i = presale.info();
        assertEq(i.books.phaseSold[0], 20_000e18, "phase 1 sold out");
        assertEq(i.books.phaseSold[1], 1_000e18, "phase 2");
        _end(presale);
        presale.finalize();
        vm.prank(_buyer(0));
        presale.claim();
        assertEq(token.balanceOf(_buyer(0)), 10_000e18, "claimed");
    }

    function test_fairLaunchSplitsTheTokensByShare() public {
        PresaleParams memory p = _params();
        p.config.kind = PresaleKind.FairLaunch;
        p.payCoins[0] = PayCoin(address(0), 0, 0);
        p.config.hardCap = 0;
        p.config.softCap = 5 ether;
        p.config.tokensForSale = 90_000e18;
        p.config.minBuy = 0;
        p.config.maxBuy = 0;
        p.config.maxPerBuyer = 20 ether;
        Presale presale = _create(p);
        assertEq(token.balanceOf(address(presale)), 90_000e18 + 54_000e18, "sale and liquidity");
        _start(presale);
        _buy(presale, _buyer(0), 10 ether);
        _buy(presale, _buyer(1), 20 ether);
        _end(presale);
        presale.finalize();
        vm.prank(_buyer(0));
        assertEq(presale.claim(), 30_000e18, "a third");
        vm.prank(_buyer(1));
        assertEq(presale.claim(), 60_000e18, "two thirds");
        PresaleInfo memory i = presale.info();
        (uint112 r0, uint112 r1,) = IPairReserves(i.books.pair).getReserves();
        (uint256 rToken, uint256 rCoin) =
            IPairReserves(i.books.pair).token0() == address(token) ? (r0, r1) : (r1, r0);
        assertEq(rCoin, 18 ether, "60% of 30");
        assertEq(rToken, 54_000e18, "at the sale's price: 3,000 per coin");
    }

    function test_advancedTakesTwoCoinsEachAtItsRate() public {
        PresaleParams memory p = _params();
        p.config.kind = PresaleKind.Advanced;
        p.payCoins = new PayCoin[](2);
        p.payCoins[0] = PayCoin(address(0), RATE, LISTING_RATE);
        p.payCoins[1] = PayCoin(address(usd), 2e18, 1.6e18);
        Presale presale = _create(p);
        _start(presale);
        _buy(presale, _buyer(0), 10 ether);
        usd.transfer(_buyer(1), 5_000e18);
        vm.startPrank(_buyer(1));
        usd.approve(address(presale), 5_000e18);
        presale.contribute(1, 5_000e18, address(0), 0, new bytes32[](0));
        vm.stopPrank();
        assertEq(presale.contributionOf(_buyer(1)).tokens, 10_000e18, "2 tokens per USD");
        _buy(presale, _buyer(2), 5 ether);
        _end(presale);
        presale.finalize();
        address usdPair = factory.getPair(address(token), address(usd));
        (uint112 r0, uint112 r1,) = IPairReserves(usdPair).getReserves();
        (uint256 rToken, uint256 rCoin) = IPairReserves(usdPair).token0() == address(token) ? (r0, r1) : (r1, r0);
        assertEq(rCoin, 3_000e18, "60% of 5,000 USD");
        assertEq(rToken, 4_800e18, "at 1.6 per USD");
        assertEq(usd.balanceOf(CREATOR), 2_000e18, "the USD rest");
    }

    /// The implementation stores the terms with hand-packed assembly: every field, each with a value
    /// of its own, must come back from {info} as created.
    function test_infoReturnsEveryTermAsCreated() public {
        PresaleParams memory p = _params();
        PresaleConfig memory c = p.config;
        c.kind = PresaleKind.Rune;
        c.claimMode = ClaimMode.Linear;
        c.publicAt = c.start + 2 hours;
        c.vestingStart = c.end + 3 days;
        c.vestingInterval = 1 days + 7;
        c.lpLockDuration = 40 days + 11;
        c.finalizeGrace = 9 days + 13;
        c.vestingFirstBps = 1_501;
        c.vestingCycleBps = 853;
        c.liquidityBps = 7_257;
        c.emergencyPenaltyBps = 909;
        c.burnLp = true;
        c.burnUnsold = true;
        c.whitelist = true;
        c.bindRequired = true;
        c.emergencyWithdraw = true;
        c.merkleRoot = keccak256("root");
        c.softCap = 20_001e18;
        c.hardCap = 100_003e18;
        c.minBuy = 101e18;
        c.maxBuy = 10_007e18;
        c.maxPerBuyer = 20_009e18;
        Presale presale = _create(p);
        assertEq(keccak256(abi.encode(presale.info().config)), keccak256(abi.encode(c)), "terms");
        // And with every flag off and the small fields at their widest.
        p = _params();
        c = p.config;
        c.start = type(uint64).max - 2 days;
        c.end = type(uint64).max - 1 days;
        c.lpLockDuration = type(uint32).max;
        c.liquidityBps = 10_000;
        c.maxPerBuyer = type(uint128).max;
        presale = _create(p);
        assertEq(keccak256(abi.encode(presale.info().config)), keccak256(abi.encode(c)), "terms at their widest");
    }

    /// The books are 128-bit words: a hard cap beyond them is refused at creation.
    function test_aHardCapBeyond128BitsIsRefused() public {
        PresaleParams memory p = _params();
        p.config.hardCap = uint256(type(uint128).max) + 1;
        _expectCreateRevert(
            p, abi.encodeWithSelector(IPresale.PresaleInvalidCaps.selector, p.config.softCap, p.config.hardCap)
        );
    }

    function test_runeKindIsAStandardPresale() public {
        PresaleParams memory p = _params();
        p.config.kind = PresaleKind.Rune;
        Presale presale = _create(p);
        _start(presale);
        _buy(presale, _buyer(0), 10 ether);
        _buy(presale, _buyer(1), 10 ether);
        _end(presale);
        presale.finalize();
        assertTrue(uint8(presale.info().config.kind) == uint8(PresaleKind.Rune), "kind");
    }

    function test_theCreatorMayBuyButNotBind() public {
        PresaleParams memory p = _params();
        p.config.bindRequired = true;
        Presale presale = _create(p);
        _start(presale);
        _buy(presale, CREATOR, 10 ether);
        vm.prank(CREATOR);
        vm.expectRevert(abi.encodeWithSelector(IPresale.PresaleInvalidInviter.selector, _buyer(0)));
        presale.bindInviter(_buyer(0));
        _buyInvited(presale, _buyer(0), 10 ether, CREATOR);
        _end(presale);
        presale.finalize();
        vm.prank(CREATOR);
        assertEq(presale.claim(), 10_000e18, "the creator's tokens");
    }

    function test_aTaxedPayCoinIsCreditedByWhatArrived() public {
        (Presale presale, FeeOnTransferToken taxedCoin) = _startedWithTaxedPayCoin();
        taxedCoin.transfer(_buyer(0), 10 ether);
        vm.deal(_buyer(0), 1);
        vm.startPrank(_buyer(0));
        taxedCoin.approve(address(presale), 9.9 ether);
        vm.expectRevert(abi.encodeWithSelector(IPresale.PresaleWrongValue.selector, 1, 0));
        presale.contribute{value: 1}(0, 9.9 ether, address(0), 0, new bytes32[](0));
        presale.contribute(0, 9.9 ether, address(0), 0, new bytes32[](0));
        vm.stopPrank();
        ContributionView memory v = presale.contributionOf(_buyer(0));
        // The transfer to the buyer paid 1% too: 9.9 reached it, and 1% of 9.9 on the way in.
        assertEq(v.contributed[0], 9.801 ether, "what arrived");
        assertEq(v.tokens, 9_801e18, "tokens for what arrived");
    }

    function test_onlyTheCreatorEditsTheWhitelistAndOnlyBeforeTheEnd() public {
        PresaleParams memory p = _params();
        p.config.whitelist = true;
        Presale presale = _create(p);
        vm.startPrank(STRANGER);
        vm.expectRevert(abi.encodeWithSelector(IPresale.PresaleNotCreator.selector, STRANGER));
        presale.setMerkleRoot(bytes32(uint256(1)));
        vm.expectRevert(abi.encodeWithSelector(IPresale.PresaleNotCreator.selector, STRANGER));
        presale.setPublicAt(p.config.start);
        vm.stopPrank();
        vm.prank(CREATOR);
        presale.setMerkleRoot(bytes32(uint256(1)));
        vm.prank(CREATOR);
        presale.setPublicAt(p.config.start + 1);
        assertEq(presale.info().config.publicAt, p.config.start + 1, "public from");
        _end(presale);
        vm.prank(CREATOR);
        vm.expectRevert(abi.encodeWithSelector(IPresale.PresaleWrongStatus.selector, PresaleStatus.Failed));
        presale.setMerkleRoot(bytes32(0));
        // A presale without a whitelist has nothing to edit.
        Presale open = _createDefault();
        vm.prank(CREATOR);
        vm.expectRevert(IPresale.PresaleInvalidWhitelist.selector);
        open.setMerkleRoot(bytes32(uint256(1)));
    }

    function test_strayBalancesOnThePairGoToTheCreatorBeforeTheListing() public {
        Presale presale = _createDefault();
        address pair = factory.createPair(address(token), address(weth));
        // Sent to the pair without minting: the pair's first mint would count them and list at another price.
        token.transfer(pair, 5_000e18);
        _start(presale);
        _buy(presale, _buyer(0), 10 ether);
        _buy(presale, _buyer(1), 10 ether);
        _end(presale);
        uint256 before = token.balanceOf(CREATOR);
        presale.finalize();
        (uint112 r0, uint112 r1,) = IPairReserves(pair).getReserves();
        (uint256 rToken, uint256 rCoin) = IPairReserves(pair).token0() == address(token) ? (r0, r1) : (r1, r0);
        assertEq(rToken * 1e18 / rCoin, 800e18, "listed at 800 per coin");
        assertGe(token.balanceOf(CREATOR) - before, 5_000e18, "the stray tokens went to the creator");
    }

    function test_anEmergencyWithdrawGivesTheMultiPeriodCapacityBack() public {
        PresaleParams memory p = _params();
        p.config.kind = PresaleKind.MultiPeriod;
        p.config.emergencyWithdraw = true;
        p.config.emergencyPenaltyBps = 500;
        p.payCoins[0].rate = 0;
        p.phases = new Phase[](1);
        p.phases[0] = Phase(p.config.start, p.config.end, 2_000e18, 20_000e18);
        p.config.hardCap = 20_000e18;
        p.config.softCap = 10_000e18;
        Presale presale = _create(p);
        _start(presale);
        _buy(presale, _buyer(0), 5 ether);
        _buy(presale, _buyer(1), 5 ether);
        assertTrue(uint8(presale.status()) == uint8(PresaleStatus.Ended), "filled");
        vm.prank(_buyer(0));
        presale.emergencyWithdraw();
        assertEq(presale.info().books.phaseSold[0], 10_000e18, "capacity back");
        assertTrue(uint8(presale.status()) == uint8(PresaleStatus.Live), "live again");
        _buy(presale, _buyer(2), 5 ether);
        assertEq(_buyer(0).balance, 4.75 ether, "5% penalty");
    }

    function _ids(uint256 id) private pure returns (uint256[] memory ids) {
        ids = new uint256[](1);
        ids[0] = id;
    }

    receive() external payable {}
}

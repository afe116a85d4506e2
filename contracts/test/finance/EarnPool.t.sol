// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

// The rule reads the test's memory writes after token calls as state changes; a test has no callers.
// solhint-disable reentrancy

import {FinanceFixture} from "./FinanceFixture.sol";
import {CallerReverts} from "../utils/CallerReverts.sol";
import {EarnPool} from "../../src/finance/EarnPool.sol";
import {EarnConfig, EarnOption, EarnPoolView, EarnStake, IEarnPool} from "../../src/finance/IEarnPool.sol";
import {ReferenceERC20} from "../fixtures/ReferenceERC20.sol";
import {FeeOnTransferToken} from "../fixtures/FeeOnTransferToken.sol";

/// @notice FinanceFactory's Earn pools: creation rules, exact promised rewards per earn period, the
/// refusal of a stake the fund cannot cover, both limits, redemption at maturity and early (with the
/// fee, or impossible), the creator's one power (the unreserved fund, never a stake or a reserved
/// reward), fee-on-transfer stakes, and fuzzed stakes and redemptions at fuzzed times.
contract EarnPoolTest is FinanceFixture, CallerReverts {
    uint256 internal constant SUPPLY = 1e36;

    ReferenceERC20 internal token;

    function setUp() public override {
        super.setUp();
        token = new ReferenceERC20(SUPPLY);
        address[3] memory holders = [CREATOR, ALICE, BOB];
        for (uint256 i; i < holders.length; ++i) {
            token.transfer(holders[i], SUPPLY / 10);
        }
    }

    // ----- helpers -----

    /// @dev The spec's earn periods 7, 30, 90 and 180 days at 5%, 8%, 12% and 20% a year.
    function periods() internal pure returns (EarnOption[] memory options) {
        options = new EarnOption[](4);
        options[0] = EarnOption(7 days, 500);
        options[1] = EarnOption(30 days, 800);
        options[2] = EarnOption(90 days, 1_200);
        options[3] = EarnOption(180 days, 2_000);
    }

    function config(uint256 fund, bool early, uint16 feeBps) internal view returns (EarnConfig memory c) {
        c.token = address(token);
        c.earlyRedemption = early;
        c.earlyFeeBps = feeBps;
        c.rewardFund = fund;
        c.options = periods();
    }

    function create(EarnConfig memory c) internal returns (EarnPool pool) {
        vm.startPrank(CREATOR);
        ReferenceERC20(c.token).approve(address(factory), type(uint256).max);
        pool = EarnPool(factory.createEarnPool(c));
        vm.stopPrank();
    }

    function stake(EarnPool pool, address who, uint256 option, uint256 amount) internal returns (uint256 index) {
        vm.startPrank(who);
        token.approve(address(pool), type(uint256).max);
        index = pool.stake(option, amount);
        vm.stopPrank();
    }

    // ----- creation -----

    function test_createsAtThePredictedAddressWithTheFundThatArrived() public {
        address predicted = factory.predictEarnPool(CREATOR);
        EarnPool pool = create(config(1_000e18, true, 500));
        assertEq(address(pool), predicted, "predicted address");
        EarnPoolView memory info = pool.poolInfo();
        assertEq(info.rewardFund, 1_000e18, "fund");
        assertEq(info.creator, CREATOR, "creator");
        assertEq(info.options.length, 4, "options");
        assertEq(factory.poolCount(), 1, "count");
    }

    function test_refusesBadOptionsAndFees() public {
        EarnConfig memory c = config(0, false, 0);
        c.options = new EarnOption[](0);
        vm.expectRevert(abi.encodeWithSelector(IEarnPool.EarnInvalidOption.selector, 0));
        factory.createEarnPool(c);

        c = config(0, false, 0);
        c.options[2].duration = 59 minutes;
        vm.expectRevert(abi.encodeWithSelector(IEarnPool.EarnInvalidOption.selector, 2));
        factory.createEarnPool(c);

        c = config(0, false, 0);
        c.options[1].aprBps = 0;
        vm.expectRevert(abi.encodeWithSelector(IEarnPool.EarnInvalidOption.selector, 1));
        factory.createEarnPool(c);

        // A fee on a pool without early redemption says something the pool cannot do.
        c = config(0, false, 100);
        vm.expectRevert(abi.encodeWithSelector(IEarnPool.EarnInvalidEarlyFee.selector, 100));
        factory.createEarnPool(c);

        c = config(0, true, 5_001);
        vm.expectRevert(abi.encodeWithSelector(IEarnPool.EarnInvalidEarlyFee.selector, 5_001));
        factory.createEarnPool(c);
    }

    function test_onlyTheFactoryInitialisesAndOnlyOnce() public {
        EarnPool pool = create(config(0, false, 0));
        EarnConfig memory c = config(0, false, 0);
        vm.expectRevert(abi.encodeWithSelector(IEarnPool.EarnNotFactory.selector, address(this)));
        pool.initialize(c, address(this));
        expectRevertFrom(address(factory), IEarnPool.EarnAlreadyInitialized.selector);
        pool.initialize(c, address(this));
    }

    // ----- rewards and the fund -----

    function test_promisedRewardPerEarnPeriodIsExact() public {
        EarnPool pool = create(config(1_000_000e18, false, 0));
        uint256 amount = 36_500e18;
        // amount * apr * days / (10,000 * 365): 36,500 at 5% for 7 days = 35; 8% for 30 days = 240;
        // 12% for 90 days = 1,080; 20% for 180 days = 3,600.
        uint256[4] memory expected = [uint256(35e18), 240e18, 1_080e18, 3_600e18];
        for (uint256 i; i < 4; ++i) {
            assertEq(pool.quoteReward(i, amount), expected[i], "quote");
            uint256 index = stake(pool, ALICE, i, amount);
            assertEq(pool.stakesOf(ALICE)[index].reward, expected[i], "promised");
        }
        assertEq(pool.rewardReserved(), 35e18 + 240e18 + 1_080e18 + 3_600e18, "reserved");
    }

    function test_refusesAStakeTheFundCannotCover() public {
        EarnPool pool = create(config(3_600e18, false, 0));
        // 36,500 for 180 days at 20% promises 3,600: the whole fund. One more wei of reward is refused.
        stake(pool, ALICE, 3, 36_500e18);
        uint256 reward = pool.quoteReward(3, 1e18);
        vm.startPrank(BOB);
        token.approve(address(pool), type(uint256).max);
        vm.expectRevert(abi.encodeWithSelector(IEarnPool.EarnInsufficientRewardFund.selector, reward, 0));
        pool.stake(3, 1e18);
        vm.stopPrank();
        // A top-up by anyone makes room again.
        vm.prank(BOB);
        pool.topUp(10e18);
        stake(pool, BOB, 3, 100e18);
        assertEq(pool.rewardReserved(), 3_600e18 + pool.quoteReward(3, 100e18), "reserved after the top-up");
    }

    function test_limits() public {
        EarnConfig memory c = config(1_000_000e18, false, 0);
        c.totalStakeLimit = 1_000e18;
        c.userStakeLimit = 600e18;
        EarnPool pool = create(c);
        stake(pool, ALICE, 0, 600e18);
        vm.startPrank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IEarnPool.EarnUserLimitExceeded.selector, 1, 0));
        pool.stake(0, 1);
        vm.stopPrank();
        vm.startPrank(BOB);
        token.approve(address(pool), type(uint256).max);
        vm.expectRevert(abi.encodeWithSelector(IEarnPool.EarnTotalLimitExceeded.selector, 401e18, 400e18));
        pool.stake(0, 401e18);
        pool.stake(0, 400e18);
        vm.stopPrank();
        // A redeemed stake frees its room under both limits.
        vm.warp(T0 + 7 days);
        vm.prank(ALICE);
        pool.redeem(0);
        stake(pool, ALICE, 0, 600e18);
    }

    /// @dev An account's count of stakes shares its stake 0's word: redeeming stake 0 keeps the list,
    /// and the active sum of a pool without a per-account limit is read from the stakes themselves.
    function test_stakeZeroCarriesTheCountThroughRedemptions() public {
        EarnPool pool = create(config(1_000_000e18, true, 0));
        assertEq(stake(pool, ALICE, 0, 100e18), 0, "first index");
        assertEq(stake(pool, ALICE, 1, 200e18), 1, "second index");
        assertEq(stake(pool, BOB, 2, 50e18), 0, "another account starts at 0");
        vm.prank(ALICE);
        pool.redeem(0);
        assertEq(pool.stakesOf(ALICE).length, 2, "both stakes listed after stake 0 left");
        assertTrue(pool.stakesOf(ALICE)[0].redeemed, "stake 0 redeemed");
        assertEq(pool.stakesOf(ALICE)[0].amount, 100e18, "its amount kept");
        assertEq(pool.activeStake(ALICE), 200e18, "only stake 1 active");
        assertEq(stake(pool, ALICE, 3, 300e18), 2, "the next index follows");
        assertEq(pool.activeStake(ALICE), 500e18, "stakes 1 and 2 active");
        assertEq(pool.activeStake(BOB), 50e18, "Bob's own");
        expectRevertFrom(ALICE, abi.encodeWithSelector(IEarnPool.EarnAlreadyRedeemed.selector, 0));
        pool.redeem(0);
        expectRevertFrom(ALICE, abi.encodeWithSelector(IEarnPool.EarnUnknownStake.selector, 3));
        pool.redeem(3);
    }

    function test_redeemsAtMaturityWithTheReward() public {
        EarnPool pool = create(config(1_000e18, false, 0));
        uint256 index = stake(pool, ALICE, 1, 36_500e18);
        vm.warp(T0 + 15 days);
        assertEq(pool.accruedReward(ALICE, index), 120e18, "half accrued");
        expectRevertFrom(ALICE, abi.encodeWithSelector(IEarnPool.EarnEarlyRedemptionDisabled.selector, T0 + 30 days));
        pool.redeem(index);
        vm.warp(T0 + 30 days);
        uint256 before = token.balanceOf(ALICE);
        vm.prank(ALICE);
        pool.redeem(index);
        assertEq(token.balanceOf(ALICE) - before, 36_500e18 + 240e18, "stake and reward");
        assertEq(pool.rewardFund(), 760e18, "fund paid the reward");
        assertEq(pool.rewardReserved(), 0, "nothing reserved");
        expectRevertFrom(ALICE, abi.encodeWithSelector(IEarnPool.EarnAlreadyRedeemed.selector, index));
        pool.redeem(index);
        expectRevertFrom(BOB, abi.encodeWithSelector(IEarnPool.EarnUnknownStake.selector, index));
        pool.redeem(index);
    }

    function test_earlyRedemptionPaysTheFeeAndNoReward() public {
        EarnPool pool = create(config(1_000e18, true, 500));
        uint256 index = stake(pool, ALICE, 2, 10_000e18);
        uint256 reserved = pool.rewardReserved();
        vm.warp(T0 + 89 days);
        uint256 before = token.balanceOf(ALICE);
        vm.prank(ALICE);
        pool.redeem(index);
        assertEq(token.balanceOf(ALICE) - before, 9_500e18, "stake less 5%");
        assertEq(pool.rewardReserved(), 0, "reservation released");
        assertEq(pool.rewardFund(), 1_000e18 + 500e18, "fee joins the fund");
        assertEq(pool.earlyFees(), 500e18, "fee counted");
        assertTrue(reserved > 0, "there was a promise");
    }

    function test_creatorTakesOnlyTheUnreservedFund() public {
        EarnPool pool = create(config(4_100e18, false, 0));
        stake(pool, ALICE, 3, 36_500e18); // reserves 3,600
        vm.expectRevert(abi.encodeWithSelector(IEarnPool.EarnNotCreator.selector, ALICE));
        vm.prank(ALICE);
        pool.withdrawUnreserved(1);
        vm.startPrank(CREATOR);
        vm.expectRevert(abi.encodeWithSelector(IEarnPool.EarnAboveUnreserved.selector, 501e18, 500e18));
        pool.withdrawUnreserved(501e18);
        pool.withdrawUnreserved(500e18);
        vm.expectRevert(abi.encodeWithSelector(IEarnPool.EarnAboveUnreserved.selector, 1, 0));
        pool.withdrawUnreserved(1);
        vm.stopPrank();
        // The stake and its promised reward are still all there.
        vm.warp(T0 + 180 days);
        uint256 before = token.balanceOf(ALICE);
        vm.prank(ALICE);
        pool.redeem(0);
        assertEq(token.balanceOf(ALICE) - before, 40_100e18, "stake and reward paid after the creator's withdrawal");
        assertEq(token.balanceOf(address(pool)), 0, "nothing left behind");
    }

    function test_feeOnTransferStakesAreCreditedWhatArrived() public {
        FeeOnTransferToken fot = new FeeOnTransferToken(1_000, SUPPLY);
        fot.transfer(CREATOR, SUPPLY / 4);
        fot.transfer(ALICE, SUPPLY / 4);
        EarnConfig memory c = config(1_000e18, false, 0);
        c.token = address(fot);
        vm.startPrank(CREATOR);
        fot.approve(address(factory), type(uint256).max);
        EarnPool pool = EarnPool(factory.createEarnPool(c));
        vm.stopPrank();
        assertEq(pool.rewardFund(), fot.balanceOf(address(pool)), "fund = what arrived");
        vm.startPrank(ALICE);
        fot.approve(address(pool), type(uint256).max);
        pool.stake(3, 1_000e18);
        vm.stopPrank();
        EarnStake memory s = pool.stakesOf(ALICE)[0];
        assertEq(s.amount, 900e18, "credited what arrived");
        assertEq(s.reward, pool.quoteReward(3, 900e18), "reward on what arrived");
        assertGe(fot.balanceOf(address(pool)), pool.totalStaked() + pool.rewardFund(), "books covered");
    }

    // ----- fuzz -----

    function testFuzz_stakesAndRedemptionsKeepEveryPromise(
        uint256[6] calldata amounts,
        uint256[6] calldata optionSeeds,
        uint256[6] calldata waits,
        uint256 fund
    ) public {
        fund = bound(fund, 0, 10_000e18);
        EarnPool pool = create(config(fund, true, 1_000));
        address[2] memory who = [ALICE, BOB];
        uint256 promised;
        for (uint256 i; i < 6; ++i) {
            uint256 amount = bound(amounts[i], 1, 100_000e18);
            uint256 option = optionSeeds[i] % 4;
            uint256 reward = pool.quoteReward(option, amount);
            uint256 available = pool.rewardFund() - pool.rewardReserved();
            vm.startPrank(who[i % 2]);
            token.approve(address(pool), type(uint256).max);
            if (reward > available) {
                vm.expectRevert(
                    abi.encodeWithSelector(IEarnPool.EarnInsufficientRewardFund.selector, reward, available)
                );
                pool.stake(option, amount);
            } else {
                pool.stake(option, amount);
                promised += reward;
            }
            vm.stopPrank();
            assertLe(pool.rewardReserved(), pool.rewardFund(), "reserved <= fund");
            assertGe(token.balanceOf(address(pool)), pool.totalStaked() + pool.rewardFund(), "balance covers");
            vm.warp(block.timestamp + bound(waits[i], 0, 60 days));
            // Redeem whatever matured; the creator tries to take everything unreserved each round.
            _redeemMatured(pool, who[i % 2]);
            uint256 free = pool.rewardFund() - pool.rewardReserved();
            if (free != 0) {
                vm.prank(CREATOR);
                pool.withdrawUnreserved(free);
            }
        }
        vm.warp(block.timestamp + 180 days);
        _redeemMatured(pool, ALICE);
        _redeemMatured(pool, BOB);
        assertEq(pool.totalStaked(), 0, "every stake left");
        assertEq(pool.rewardReserved(), 0, "every promise kept");
        assertEq(pool.rewardPaid(), promised, "paid exactly what was promised");
    }

    function _redeemMatured(EarnPool pool, address who) private {
        EarnStake[] memory list = pool.stakesOf(who);
        for (uint256 j; j < list.length; ++j) {
            if (list[j].redeemed || block.timestamp < list[j].maturity) continue;
            uint256 before = token.balanceOf(who);
            vm.prank(who);
            pool.redeem(j);
            assertEq(token.balanceOf(who) - before, uint256(list[j].amount) + list[j].reward, "stake + reward");
        }
    }
}

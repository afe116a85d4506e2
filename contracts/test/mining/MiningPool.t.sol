// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

// The rule reads the test's memory writes after token calls as state changes; a test has no callers.
// solhint-disable reentrancy

import {TestBase} from "../utils/TestBase.sol";
import {TestAccounts} from "../utils/TestAccounts.sol";
import {MiningFactory} from "../../src/mining/MiningFactory.sol";
import {MiningPool} from "../../src/mining/MiningPool.sol";
import {
    IMiningPool,
    MiningAccountView,
    MiningConfig,
    MiningKind,
    MiningLockOption,
    MiningPoolView,
    MiningTeamView
} from "../../src/mining/IMiningPool.sol";
import {ReferenceERC20} from "../fixtures/ReferenceERC20.sol";
import {FeeOnTransferToken} from "../fixtures/FeeOnTransferToken.sol";
import {FakeLpPair} from "../fixtures/FakeLpPair.sol";
import {UniswapV2Factory} from "../../src/dex/UniswapV2Factory.sol";
import {UniswapV2Pair} from "../../src/dex/UniswapV2Pair.sol";

/// @notice MiningFactory and MiningPool: configuration rules per kind, the LP check against a real
/// pair, access control, fuzzed stake / unstake / claim amounts and times, lock multiples and
/// penalties, automatic and manual halving, team power over 32 generations (gas measured), the
/// whitelist and minimum stake, the ZABU pattern with a fee-on-transfer token, a pool whose reward
/// token is its stake token, a pool that runs dry, and the invariants after random sequences.
contract MiningPoolTest is TestBase, TestAccounts {
    uint256 internal constant SUPPLY = 1e36;
    uint256 internal constant RATE = 1e18;
    uint256 internal constant FUND = 1_000_000e18;

    MiningFactory internal factory;
    ReferenceERC20 internal stakeToken;
    ReferenceERC20 internal rewardToken;

    function setUp() public {
        vm.warp(T0);
        factory = new MiningFactory();
        stakeToken = new ReferenceERC20(SUPPLY);
        rewardToken = new ReferenceERC20(SUPPLY);
        rewardToken.approve(address(factory), type(uint256).max);
        stakeToken.approve(address(factory), type(uint256).max);
        address[3] memory holders = [ALICE, BOB, CAROL];
        for (uint256 i; i < holders.length; ++i) {
            stakeToken.transfer(holders[i], SUPPLY / 10);
            rewardToken.transfer(holders[i], SUPPLY / 10);
        }
    }

    // ----- helpers -----

    function freeConfig() internal view returns (MiningConfig memory config) {
        config.kind = MiningKind.Free;
        config.stakeToken = address(stakeToken);
        config.rewardToken = address(rewardToken);
        config.rewardPerSecond = RATE;
        config.rewardFund = FUND;
    }

    function lockConfig(bool earlyExit, uint16 penaltyBps) internal view returns (MiningConfig memory config) {
        config = freeConfig();
        config.kind = MiningKind.Lock;
        config.lockOptions = new MiningLockOption[](3);
        config.lockOptions[0] = MiningLockOption({duration: 30 days, multiplierBps: 10_000});
        config.lockOptions[1] = MiningLockOption({duration: 60 days, multiplierBps: 20_000});
        config.lockOptions[2] = MiningLockOption({duration: 180 days, multiplierBps: 50_000});
        config.earlyExit = earlyExit;
        config.earlyExitPenaltyBps = penaltyBps;
    }

    function create(MiningConfig memory config) internal returns (MiningPool) {
        return MiningPool(factory.createPool(config));
    }

    function stakeAs(MiningPool pool, address who, uint256 option, uint256 amount) internal {
        stakeWithInviter(pool, who, option, amount, address(0));
    }

    function stakeWithInviter(MiningPool pool, address who, uint256 option, uint256 amount, address inviter)
        internal
    {
        ReferenceERC20 token = ReferenceERC20(address(pool.stakeToken()));
        vm.prank(who);
        token.approve(address(pool), amount);
        vm.prank(who);
        pool.stake(option, amount, inviter);
    }

    function claimAs(MiningPool pool, address who) internal returns (uint256 paid) {
        uint256 before = pool.rewardToken().balanceOf(who);
        vm.prank(who);
        pool.claim();
        paid = pool.rewardToken().balanceOf(who) - before;
    }

    /// @dev Rewards paid + owed <= deposited, and the stake token's balance covers every stake (and
    /// the unpaid fund when the tokens are the same).
    function checkInvariants(MiningPool pool, address[] memory accounts) internal view {
        uint256 owed;
        for (uint256 i; i < accounts.length; ++i) {
            owed += pool.pendingReward(accounts[i]);
        }
        MiningPoolView memory info = pool.poolInfo();
        assertLe(info.rewardPaid + owed, info.rewardAllocated, "paid + owed <= allocated");
        assertLe(info.rewardAllocated, info.rewardDeposited, "allocated <= deposited");
        uint256 stakeBalance = pool.stakeToken().balanceOf(address(pool));
        if (info.stakeToken == info.rewardToken) {
            assertGe(stakeBalance, info.totalStaked + info.rewardDeposited - info.rewardPaid, "balance covers both");
        } else {
            assertGe(stakeBalance, info.totalStaked, "balance covers stakes");
            assertGe(
                pool.rewardToken().balanceOf(address(pool)), info.rewardDeposited - info.rewardPaid, "fund covered"
            );
        }
    }

    function people() internal pure returns (address[] memory list) {
        list = new address[](3);
        list[0] = ALICE;
        list[1] = BOB;
        list[2] = CAROL;
    }

    // ----- factory -----

    function test_factoryPredictsTheAddressAndPullsTheFund() public {
        address predicted = factory.predictPool(address(this), freeConfig());
        MiningPool pool = create(freeConfig());
        assertEq(address(pool), predicted, "predicted address");
        assertEq(rewardToken.balanceOf(address(pool)), FUND, "fund pulled");
        assertEq(pool.rewardDeposited(), FUND, "fund recorded");
        assertEq(pool.creator(), address(this), "creator");
        assertEq(factory.poolCount(), 1, "count");
        assertTrue(factory.predictPool(address(this), freeConfig()) != predicted, "next address differs");
        assertEq(pool.lockOptionCount(), 1, "implicit option");
    }

    /// @dev The settings are the clone's code after the proxy (issue 49): each getter gives back what
    /// the config said, and the storage holds only what changes (the times, the fund, the books).
    function test_theSettingsAreTheClonesArguments() public {
        MiningConfig memory config = freeConfig();
        config.kind = MiningKind.Advanced;
        config.earlyExit = true;
        config.earlyExitPenaltyBps = 1_234;
        config.whitelistOnly = true;
        config.teamShareBps = 2_345;
        config.minStake = 7e18;
        config.halvingInterval = 3 days;
        config.manualHalving = true;
        config.lockOptions = new MiningLockOption[](2);
        config.lockOptions[0] = MiningLockOption(30 days, 15_000);
        config.lockOptions[1] = MiningLockOption(90 days, 30_000);
        address predicted = factory.predictPool(address(this), config);
        MiningPool pool = create(config);
        assertEq(address(pool), predicted, "predicted with the settings");
        bytes memory args = factory.poolArgs(config, address(this));
        assertEq(keccak256(address(pool).code), keccak256(bytes.concat(_proxyOf(factory.implementation()), args)), "code");
        assertEq(address(pool.stakeToken()), config.stakeToken, "stake token");
        assertEq(address(pool.rewardToken()), config.rewardToken, "reward token");
        assertEq(pool.creator(), address(this), "creator");
        assertTrue(pool.kind() == MiningKind.Advanced, "kind");
        assertTrue(!pool.isLp() && pool.manualHalving() && pool.earlyExit() && pool.whitelistOnly(), "flags");
        assertEq(pool.earlyExitPenaltyBps(), 1_234, "penalty");
        assertEq(pool.teamShareBps(), 2_345, "team share");
        assertEq(pool.baseRewardPerSecond(), config.rewardPerSecond, "rate");
        assertEq(pool.halvingInterval(), 3 days, "interval");
        assertEq(pool.minStake(), 7e18, "minimum");
        assertEq(pool.lockOptionCount(), 2, "options");
        assertEq(pool.lockOption(1).duration, 90 days, "option 1 duration");
        assertEq(pool.lockOption(1).multiplierBps, 30_000, "option 1 multiple");
    }

    function test_theFactoryRefusesWhatThePackingWouldLose() public {
        MiningConfig memory config = freeConfig();
        config.rewardPerSecond = uint256(type(uint128).max) + 1;
        vm.expectRevert(IMiningPool.MiningInvalidRewardRate.selector);
        factory.createPool(config);
        config = freeConfig();
        config.kind = MiningKind.Lock;
        config.lockOptions = new MiningLockOption[](9);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningInvalidLockOption.selector, 8));
        factory.createPool(config);
    }

    function _proxyOf(address implementation) private pure returns (bytes memory) {
        return abi.encodePacked(hex"363d3d373d3d3d363d73", implementation, hex"5af43d82803e903d91602b57fd5bf3");
    }

    function test_onlyTheFactoryInitialisesAndOnlyOnce() public {
        MiningPool pool = create(freeConfig());
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningNotFactory.selector, address(this)));
        pool.initialize(0, 0);
        MiningPool implementation = MiningPool(factory.implementation());
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningNotFactory.selector, address(this)));
        implementation.initialize(0, 0);
        vm.prank(address(factory));
        vm.expectRevert(IMiningPool.MiningAlreadyInitialized.selector);
        pool.initialize(0, 0);
    }

    function test_configurationRulesPerKind() public {
        MiningConfig memory config = freeConfig();
        config.kind = MiningKind.Lock;
        vm.expectRevert(IMiningPool.MiningLockOptionsEmpty.selector);
        factory.createPool(config);

        config = freeConfig();
        config.kind = MiningKind.Halving;
        vm.expectRevert(IMiningPool.MiningHalvingEmpty.selector);
        factory.createPool(config);

        config = freeConfig();
        config.whitelistOnly = true;
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningOptionNotInKind.selector, MiningKind.Free));
        factory.createPool(config);

        config = freeConfig();
        config.halvingInterval = 1 days;
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningOptionNotInKind.selector, MiningKind.Free));
        factory.createPool(config);

        config = lockConfig(false, 0);
        config.manualHalving = true;
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningOptionNotInKind.selector, MiningKind.Lock));
        factory.createPool(config);

        config = lockConfig(false, 0);
        config.minStake = 1;
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningOptionNotInKind.selector, MiningKind.Lock));
        factory.createPool(config);

        config = freeConfig();
        config.earlyExit = true;
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningOptionNotInKind.selector, MiningKind.Free));
        factory.createPool(config);

    }

    function test_configurationRangesAreChecked() public {
        MiningConfig memory config = lockConfig(true, 5_001);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningShareTooHigh.selector, 5_001, 5_000));
        factory.createPool(config);

        config = lockConfig(false, 0);
        config.kind = MiningKind.Advanced;
        config.teamShareBps = 6_000;
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningShareTooHigh.selector, 6_000, 5_000));
        factory.createPool(config);

        config = lockConfig(false, 0);
        config.lockOptions[1].multiplierBps = 9_999;
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningInvalidLockOption.selector, 1));
        factory.createPool(config);

        config = lockConfig(false, 0);
        config.lockOptions[2].duration = uint32(3 * 365 days + 1);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningInvalidLockOption.selector, 2));
        factory.createPool(config);

        config = lockConfig(false, 0);
        config.lockOptions[0].multiplierBps = 100_001;
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningInvalidLockOption.selector, 0));
        factory.createPool(config);

        config = lockConfig(false, 0);
        config.lockOptions = new MiningLockOption[](9);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningInvalidLockOption.selector, 8));
        factory.createPool(config);

        config = freeConfig();
        config.rewardPerSecond = 0;
        vm.expectRevert(IMiningPool.MiningInvalidRewardRate.selector);
        factory.createPool(config);
        config.rewardPerSecond = uint256(type(uint128).max) + 1;
        vm.expectRevert(IMiningPool.MiningInvalidRewardRate.selector);
        factory.createPool(config);

        config = freeConfig();
        config.endTime = uint64(T0);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningInvalidTimes.selector, 0, T0));
        factory.createPool(config);
        config.startTime = uint64(T0 + 366 days);
        config.endTime = 0;
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningInvalidTimes.selector, T0 + 366 days, 0));
        factory.createPool(config);

        config = freeConfig();
        config.stakeToken = address(0);
        config.rewardFund = 0;
        vm.expectRevert(IMiningPool.MiningZeroAddress.selector);
        factory.createPool(config);
    }

    // ----- LP -----

    function test_lpPoolsAcceptARealPairAndRefuseAFakeOne() public {
        UniswapV2Factory amm = new UniswapV2Factory(address(this));
        address pair = amm.createPair(address(stakeToken), address(rewardToken));
        stakeToken.transfer(pair, 1_000e18);
        rewardToken.transfer(pair, 1_000e18);
        UniswapV2Pair(pair).mint(ALICE);

        MiningConfig memory config = freeConfig();
        config.isLp = true;
        config.stakeToken = pair;
        MiningPool pool = create(config);
        assertTrue(pool.isLp(), "lp flag");
        uint256 lp = UniswapV2Pair(pair).balanceOf(ALICE);
        stakeAs(pool, ALICE, 0, lp);
        vm.warp(T0 + 100);
        assertApproxEq(pool.pendingReward(ALICE), 100 * RATE, 1, "LP stake earns");

        FakeLpPair fake = new FakeLpPair(address(amm), address(stakeToken), address(rewardToken), 1e24);
        config.stakeToken = address(fake);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningNotLpToken.selector, address(fake)));
        factory.createPool(config);

        config.stakeToken = address(stakeToken);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningNotLpToken.selector, address(stakeToken)));
        factory.createPool(config);

        config.stakeToken = ALICE;
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningNotLpToken.selector, ALICE));
        factory.createPool(config);
    }

    // ----- free pool and reward math -----

    function testFuzz_rewardsAreSharedByStake(uint256 a, uint256 b, uint256 t1, uint256 t2) public {
        a = bound(a, 1, 1e27);
        b = bound(b, 1, 1e27);
        t1 = bound(t1, 1, 30 days);
        t2 = bound(t2, 1, 30 days);
        MiningConfig memory config = freeConfig();
        config.rewardFund = 60 days * RATE; // enough for the whole time: no cap in the way
        MiningPool pool = create(config);
        stakeAs(pool, ALICE, 0, a);
        vm.warp(block.timestamp + t1);
        stakeAs(pool, BOB, 0, b);
        vm.warp(block.timestamp + t2);
        uint256 aliceExpected = t1 * RATE + (t2 * RATE * a) / (a + b);
        uint256 bobExpected = (t2 * RATE * b) / (a + b);
        // Accumulator rounding (down, in the pool's favour): at most total power / 1e24 per interval.
        uint256 tolerance = (a + b) / 1e24 + 2;
        assertApproxEq(pool.pendingReward(ALICE), aliceExpected, 2 * tolerance, "alice share");
        assertApproxEq(pool.pendingReward(BOB), bobExpected, tolerance, "bob share");
        assertLe(pool.pendingReward(ALICE) + pool.pendingReward(BOB), (t1 + t2) * RATE, "never above emission");
        uint256 paid = claimAs(pool, ALICE);
        assertEq(paid, pool.rewardPaid(), "paid recorded");
        assertEq(pool.pendingReward(ALICE), 0, "nothing left after a claim");
        checkInvariants(pool, people());
    }

    function testFuzz_unstakeReturnsExactlyWhatWasStaked(uint256 amount, uint256 part, uint256 wait) public {
        amount = bound(amount, 1, 1e27);
        part = bound(part, 1, amount);
        wait = bound(wait, 0, 365 days);
        MiningPool pool = create(freeConfig());
        uint256 before = stakeToken.balanceOf(ALICE);
        stakeAs(pool, ALICE, 0, amount);
        assertEq(pool.stakerCount(), 1, "one staker");
        assertTrue(!pool.accountInfo(ALICE).joined, "first stakes recorded in team pools only");
        vm.warp(block.timestamp + wait);
        vm.prank(ALICE);
        pool.unstake(0, part);
        assertEq(stakeToken.balanceOf(ALICE), before - amount + part, "part back");
        if (part < amount) {
            vm.prank(ALICE);
            pool.unstake(0, amount - part);
        }
        assertEq(stakeToken.balanceOf(ALICE), before, "all back");
        assertEq(pool.totalStaked(), 0, "nothing staked");
        assertEq(pool.totalPower(), 0, "no power");
        assertEq(pool.stakerCount(), 0, "no staker left");
        checkInvariants(pool, people());
    }

    function test_stakerRevertPaths() public {
        MiningPool pool = create(freeConfig());
        vm.prank(ALICE);
        vm.expectRevert(IMiningPool.MiningZeroAmount.selector);
        pool.stake(0, 0, address(0));
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningUnknownOption.selector, 1));
        pool.stake(1, 1, address(0));
        vm.prank(ALICE);
        vm.expectRevert(IMiningPool.MiningNothingToClaim.selector);
        pool.claim();
        vm.prank(ALICE);
        vm.expectRevert(IMiningPool.MiningZeroAmount.selector);
        pool.emergencyWithdraw(0);
        stakeAs(pool, ALICE, 0, 10);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningInsufficientStake.selector, 11, 10));
        pool.unstake(0, 11);
        vm.prank(ALICE);
        vm.expectRevert(IMiningPool.MiningNotSameToken.selector);
        pool.compound(0);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningInvalidInviter.selector, BOB));
        pool.bindInviter(BOB);
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningInvalidInviter.selector, ALICE));
        pool.bindInviter(ALICE); // no team power in a Free pool
    }

    function test_nothingAccruesBeforeTheStartOrWithoutStakers() public {
        MiningConfig memory config = freeConfig();
        config.startTime = uint64(T0 + 1 days);
        MiningPool pool = create(config);
        stakeAs(pool, ALICE, 0, 1e18);
        vm.warp(T0 + 1 days);
        assertEq(pool.pendingReward(ALICE), 0, "nothing before the start");
        vm.warp(T0 + 1 days + 10);
        assertEq(pool.pendingReward(ALICE), 10 * RATE, "from the start");
        vm.prank(ALICE);
        pool.unstake(0, 1e18);
        uint256 allocated = pool.rewardAllocated();
        vm.warp(block.timestamp + 1000);
        assertEq(pool.poolInfo().rewardAllocated, allocated, "no emission without stakers");
    }

    // ----- locks -----

    function test_lockMultiplesWeighTheShares() public {
        MiningPool pool = create(lockConfig(false, 0));
        stakeAs(pool, ALICE, 0, 1e18); // 1x
        stakeAs(pool, BOB, 2, 1e18); // 5x
        assertEq(pool.totalPower(), 6e18, "boosted power");
        vm.warp(T0 + 600);
        assertApproxEq(pool.pendingReward(ALICE), 100 * RATE, 1, "1/6");
        assertApproxEq(pool.pendingReward(BOB), 500 * RATE, 1, "5/6");
        MiningAccountView memory bob = pool.accountInfo(BOB);
        assertEq(bob.positions[2].unlockAt, T0 + 180 days, "unlock");
        assertEq(bob.power, 5e18, "power");
        assertEq(bob.staked, 1e18, "staked");
    }

    function test_lockedStakesWaitWithoutEarlyExit() public {
        MiningPool pool = create(lockConfig(false, 0));
        stakeAs(pool, ALICE, 1, 1e18);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningLocked.selector, T0 + 60 days));
        pool.unstake(1, 1e18);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningLocked.selector, T0 + 60 days));
        pool.emergencyWithdraw(1);
        vm.warp(T0 + 60 days);
        vm.prank(ALICE);
        pool.unstake(1, 1e18);
        assertEq(pool.totalStaked(), 0, "out after the unlock");
    }

    function test_stakingMoreRestartsTheLock() public {
        MiningPool pool = create(lockConfig(false, 0));
        stakeAs(pool, ALICE, 0, 1e18);
        vm.warp(T0 + 20 days);
        stakeAs(pool, ALICE, 0, 1e18);
        assertEq(pool.accountInfo(ALICE).positions[0].unlockAt, T0 + 50 days, "restarted");
    }

    function testFuzz_earlyExitPaysThePenaltyAndForfeitsRewards(uint256 amount, uint16 penaltyBps, uint256 wait)
        public
    {
        amount = bound(amount, 1, 1e27);
        penaltyBps = uint16(bound(penaltyBps, 0, 5_000));
        wait = bound(wait, 1, 180 days - 1);
        MiningPool pool = create(lockConfig(true, penaltyBps));
        uint256 before = stakeToken.balanceOf(ALICE);
        stakeAs(pool, ALICE, 2, amount);
        vm.warp(block.timestamp + wait);
        uint256 pending = pool.pendingReward(ALICE);
        uint256 allocatedNow = pool.poolInfo().rewardAllocated;
        vm.prank(ALICE);
        pool.emergencyWithdraw(2);
        uint256 penalty = (amount * penaltyBps) / 10_000;
        assertEq(stakeToken.balanceOf(ALICE), before - penalty, "stake less the penalty");
        assertEq(stakeToken.balanceOf(pool.BURN_ADDRESS()), penalty, "penalty burned");
        assertEq(pool.pendingReward(ALICE), 0, "rewards forfeited");
        assertEq(pool.rewardAllocated(), allocatedNow - pending, "forfeited rewards back in the fund");
        assertEq(rewardToken.balanceOf(ALICE), SUPPLY / 10, "no reward paid");
    }

    function test_sameTokenPenaltyIsBurnedToo() public {
        MiningConfig memory config = lockConfig(true, 1_000);
        config.rewardToken = address(stakeToken);
        MiningPool pool = create(config);
        stakeAs(pool, ALICE, 0, 100e18);
        vm.prank(ALICE);
        pool.emergencyWithdraw(0);
        assertEq(pool.rewardDeposited(), FUND, "the fund did not grow");
        assertEq(stakeToken.balanceOf(pool.BURN_ADDRESS()), 10e18, "penalty burned");
        checkInvariants(pool, people());
    }

    function test_theEndReleasesEveryLock() public {
        MiningPool pool = create(lockConfig(false, 0));
        stakeAs(pool, ALICE, 2, 1e18);
        pool.scheduleEnd(uint64(T0 + 7 days));
        vm.warp(T0 + 7 days);
        vm.prank(ALICE);
        pool.unstake(2, 1e18);
        assertEq(pool.totalStaked(), 0, "released at the end");
        assertApproxEq(claimAs(pool, ALICE), 7 days * RATE, 1, "rewards up to the end");
    }

    // ----- halving -----

    function testFuzz_automaticHalvingHalvesEachInterval(uint32 interval, uint256 periods) public {
        interval = uint32(bound(interval, 1 hours, 30 days));
        periods = bound(periods, 1, 6);
        MiningConfig memory config = freeConfig();
        config.kind = MiningKind.Halving;
        config.halvingInterval = interval;
        config.rewardFund = SUPPLY / 100;
        MiningPool pool = create(config);
        stakeAs(pool, ALICE, 0, 1e18);
        vm.warp(T0 + uint256(interval) * periods + interval / 2);
        uint256 expected;
        for (uint256 i; i < periods; ++i) {
            expected += (RATE >> i) * interval;
        }
        expected += (RATE >> periods) * (interval / 2);
        assertApproxEq(pool.pendingReward(ALICE), expected, 1, "halved schedule");
        assertEq(pool.rewardPerSecond(), RATE >> periods, "current rate");
    }

    function test_manualHalvingByTheCreatorOnlyOnceADay() public {
        MiningConfig memory config = freeConfig();
        config.kind = MiningKind.Halving;
        config.manualHalving = true;
        MiningPool pool = create(config);
        stakeAs(pool, ALICE, 0, 1e18);
        vm.warp(T0 + 100);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningNotCreator.selector, ALICE));
        pool.halve();
        pool.halve();
        assertEq(pool.rewardPerSecond(), RATE / 2, "halved");
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningHalvingNotAllowed.selector, T0 + 100 + 1 days));
        pool.halve();
        vm.warp(T0 + 100 + 1 days);
        assertApproxEq(pool.pendingReward(ALICE), 100 * RATE + (1 days * RATE) / 2, 1, "old rate before");
        pool.halve();
        assertEq(pool.rewardPerSecond(), RATE / 4, "halved twice");
    }

    function test_halvingRefusedWhereNotStated() public {
        MiningPool pool = create(freeConfig());
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningHalvingNotAllowed.selector, 0));
        pool.halve();
    }

    // ----- advanced: whitelist, minimum, team power -----

    function advancedConfig() internal view returns (MiningConfig memory config) {
        config = freeConfig();
        config.kind = MiningKind.Advanced;
        config.teamShareBps = 2_000;
        config.rewardFund = SUPPLY / 100;
    }

    function test_whitelistAndMinimumStake() public {
        MiningConfig memory config = advancedConfig();
        config.whitelistOnly = true;
        config.minStake = 5e18;
        MiningPool pool = create(config);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningNotWhitelisted.selector, ALICE));
        pool.stake(0, 5e18, address(0));
        address[] memory list = new address[](1);
        list[0] = ALICE;
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningNotCreator.selector, ALICE));
        pool.setWhitelist(list, true);
        pool.setWhitelist(list, true);
        assertTrue(pool.whitelisted(ALICE), "listed");
        vm.prank(ALICE);
        stakeToken.approve(address(pool), 4e18);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningBelowMinimumStake.selector, 4e18, 5e18));
        pool.stake(0, 4e18, address(0));
        stakeAs(pool, ALICE, 0, 5e18);
        pool.setWhitelist(list, false);
        vm.prank(ALICE);
        pool.unstake(0, 5e18); // a removed account still leaves
        assertEq(pool.totalStaked(), 0, "left");
        address[] memory tooMany = new address[](201);
        vm.expectRevert(IMiningPool.MiningWhitelistChangeRefused.selector);
        pool.setWhitelist(tooMany, true);
    }

    function test_inviterRules() public {
        MiningPool pool = create(advancedConfig());
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningInvalidInviter.selector, BOB));
        pool.bindInviter(BOB); // BOB never staked
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningInvalidInviter.selector, ALICE));
        pool.bindInviter(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningInvalidInviter.selector, ALICE));
        pool.bindInviter(ALICE); // the creator never binds
        vm.prank(ALICE);
        pool.bindInviter(address(this)); // the creator may invite
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningInvalidInviter.selector, address(this)));
        pool.bindInviter(address(this)); // once
        stakeAs(pool, BOB, 0, 1e18);
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningInvalidInviter.selector, address(this)));
        pool.bindInviter(address(this)); // a staker that never bound stays without an inviter
        stakeAs(pool, ALICE, 0, 100e18);
        MiningTeamView memory team = pool.teamInfo(address(this));
        assertEq(team.directInvites, 1, "direct");
        assertEq(team.teamSize, 1, "size");
        assertEq(team.invitedPower, 1.5e18, "the first generation's half of 3% of ALICE's power");
        assertEq(team.teamPower, 0, "none counts: the creator stakes nothing");
    }

    function test_teamPowerReaches32GenerationsWithBoundedGas() public {
        MiningPool pool = create(advancedConfig());
        address previous = address(this);
        address[] memory chain = new address[](40);
        for (uint256 i; i < chain.length; ++i) {
            chain[i] = address(uint160(0x1000 + i));
            stakeToken.transfer(chain[i], 1_000e18);
        }
        // The chain: creator <- chain[0] <- chain[1] <- ... <- chain[39].
        for (uint256 i; i < chain.length; ++i) {
            stakeWithInviter(pool, chain[i], 0, 1e18, previous);
            previous = chain[i];
        }
        // chain[39]'s stake reaches chain[38] .. chain[7] (32 generations), not chain[6] or the creator:
        // 3% of its power (3e16) halved once for chain[38], 32 times for chain[7].
        uint256 all32 = generationShares(1e18, 32);
        assertEq(pool.teamInfo(chain[38]).teamPower, 1.5e16, "one below");
        assertEq(pool.teamInfo(chain[7]).teamPower, all32, "32 below");
        assertEq(pool.teamInfo(chain[6]).teamPower, all32, "32 below, not 33");
        assertLe(all32, 3e16, "all 32 generations of a power share 3% of it");
        assertEq(pool.teamInfo(chain[7]).teamSize, 32, "team size");
        assertEq(pool.stakerCount(), 40, "stakers now");
        assertTrue(pool.accountInfo(chain[0]).joined, "first stake recorded in a team pool");
        assertEq(pool.teamInfo(address(this)).invitedPower, all32, "creator: its 32 generations");
        assertEq(pool.teamInfo(address(this)).teamPower, 0, "none counts: the creator stakes nothing");

        // Worst case: a stake by an account with 32 generations above it, every upline updated, and
        // every upline's debt slot written from zero (they all staked at the same second, so their
        // debts are still 0): about 24,000 gas per generation, 812,000 in all (the staker's own
        // position debt included). Not capped below 32 (the spec's count; the later generations'
        // shares are small, but a stake that changes them still writes them): the whole transaction
        // stays under 1,000,000 gas, far below any catalogue chain's block limit.
        address last = chain[39];
        vm.prank(last);
        stakeToken.approve(address(pool), 1e18);
        vm.warp(block.timestamp + 1);
        uint256 gasBefore = gasleft();
        vm.prank(last);
        pool.stake(0, 1e18, address(0));
        uint256 used = gasBefore - gasleft();
        assertLe(used, 1_000_000, "32-generation stake gas");
        assertGe(used, 150_000, "the uplines were written");

        assertEq(
            pool.teamInfo(chain[7]).teamPower,
            all32 + (generationShare(2e18, 32) - generationShare(1e18, 32)),
            "chain[39]'s second stake reached chain[7]"
        );
        checkTeamShareEarned(pool, chain[7]);
        // Unstaking takes the team power back from the same 32 uplines.
        vm.prank(last);
        pool.unstake(0, 2e18);
        assertEq(pool.teamInfo(chain[38]).teamPower, 0, "chain[39] has no power left");
        assertEq(pool.teamInfo(chain[7]).teamPower, generationShares(1e18, 31), "nor anything in chain[7]'s team");
        address[] memory all = new address[](41);
        for (uint256 i; i < chain.length; ++i) {
            all[i] = chain[i];
        }
        all[40] = address(this);
        checkInvariants(pool, all);
    }

    /// @dev Team power earns its share of the emission: the team share divided by 3% of all power,
    /// the part no team power earns going to stakers with the rest (`who` stakes 1 token).
    function checkTeamShareEarned(MiningPool pool, address who) internal {
        uint256 totalPower = pool.totalPower();
        uint256 totalTeam = pool.totalTeamPower();
        uint256 team7 = pool.teamInfo(who).teamPower;
        uint256 divisor = pool.teamInfo(who).teamShareDivisor;
        assertEq(divisor, (totalPower * 300) / 10_000, "3% of the pool's power");
        uint256 owedBefore = pool.pendingReward(who);
        vm.warp(block.timestamp + 1000);
        uint256 teamPart = (1000 * RATE * 2_000) / 10_000;
        uint256 teamPaid = (teamPart * totalTeam) / divisor;
        uint256 expected = (teamPart * team7) / divisor + ((1000 * RATE - teamPaid) * 1e18) / totalPower;
        assertApproxEq(pool.pendingReward(who) - owedBefore, expected, 1e6, "team share");
    }

    /// @dev The team power `power` gives its inviter `generation` generations up: 3% halved
    /// `generation` times (written here apart from the pool's {MiningPool-teamPowerFor}).
    function generationShare(uint256 power, uint256 generation) internal pure returns (uint256) {
        return ((power * 3) / 100) >> generation;
    }

    /// @dev What `power` gives its first `generations` generations of inviters together.
    function generationShares(uint256 power, uint256 generations) internal pure returns (uint256 sum) {
        for (uint256 g = 1; g <= generations; ++g) {
            sum += generationShare(power, g);
        }
    }

    // ----- safety -----

    /// @dev The ZABU drain: stake and unstake a fee-on-transfer token again and again. Credit is what
    /// arrived, so the attacker only loses the fees and the other staker's tokens stay whole.
    function testFuzz_feeOnTransferStakesCannotDrainThePool(uint256 rounds, uint256 amount) public {
        rounds = bound(rounds, 1, 20);
        amount = bound(amount, 1e6, 1e24);
        FeeOnTransferToken taxed = new FeeOnTransferToken(1_000, SUPPLY); // 10% of each transfer burned
        taxed.transfer(ALICE, SUPPLY / 4);
        taxed.transfer(BOB, SUPPLY / 4);
        MiningConfig memory config = freeConfig();
        config.stakeToken = address(taxed);
        MiningPool pool = create(config);
        vm.prank(BOB);
        taxed.approve(address(pool), 1e24);
        vm.prank(BOB);
        pool.stake(0, 1e24, address(0));
        uint256 bobCredit = pool.accountInfo(BOB).staked;
        assertEq(bobCredit, 9e23, "credited what arrived");
        vm.startPrank(ALICE);
        taxed.approve(address(pool), type(uint256).max);
        for (uint256 i; i < rounds; ++i) {
            pool.stake(0, amount, address(0));
            uint256 credited = pool.accountInfo(ALICE).staked;
            assertLe(credited, amount, "never credited above what was sent");
            pool.unstake(0, credited);
        }
        vm.stopPrank();
        assertGe(taxed.balanceOf(address(pool)), pool.totalStaked(), "balance covers stakes");
        assertEq(pool.totalStaked(), bobCredit, "only BOB's stake left");
        vm.prank(BOB);
        pool.unstake(0, bobCredit);
        assertEq(pool.totalStaked(), 0, "BOB out in full");
    }

    /// @dev ZABU's real payoff (Avalanche, September 2021) was the reward accumulator: its pool
    /// divided the emission by its balance of a deflationary stake token, which repeated stakes
    /// and unstakes drained below the stakes booked, so the reward per share exploded and the
    /// attacker claimed far more than the pool ever emitted. Here the same cycle (30 rounds, each a
    /// second apart, 10% burned per transfer) beside an honest staker earns the attacker no more
    /// than its share of the emission, and the honest staker keeps its own.
    function test_zabuTheDeflationaryCycleCannotInflateTheRewards() public {
        FeeOnTransferToken taxed = new FeeOnTransferToken(1_000, SUPPLY);
        taxed.transfer(ALICE, SUPPLY / 4);
        taxed.transfer(BOB, SUPPLY / 4);
        MiningConfig memory config = freeConfig();
        config.stakeToken = address(taxed);
        MiningPool pool = create(config);
        uint256 start = block.timestamp;
        vm.startPrank(BOB);
        taxed.approve(address(pool), type(uint256).max);
        pool.stake(0, 1e21, address(0));
        vm.stopPrank();
        uint256 aliceBefore = rewardToken.balanceOf(ALICE);
        vm.startPrank(ALICE);
        taxed.approve(address(pool), type(uint256).max);
        uint256 t = start;
        for (uint256 i; i < 30; ++i) {
            pool.stake(0, 1e21, address(0));
            vm.warp(++t);
            pool.unstake(0, pool.accountInfo(ALICE).staked);
        }
        // The attacker keeps a sliver staked, as ZABU's did, while the accumulator would have grown.
        pool.stake(0, 1e18, address(0));
        vm.stopPrank();
        vm.warp(t + 100);
        uint256 elapsed = t + 100 - start;
        claimAs(pool, ALICE);
        uint256 alice = rewardToken.balanceOf(ALICE) - aliceBefore;
        uint256 bob = claimAs(pool, BOB);
        assertLe(alice + bob, RATE * elapsed, "never more than the emission");
        // Half of the 30 cycling seconds, then 0.9e18 of 900.9e18 staked for 100 seconds.
        assertLe(alice, RATE * 15 + (RATE * 100 * 9e17) / 9009e17 + 30, "the attacker's share only");
        assertGe(bob, RATE * 15 + (RATE * 100 * 9e20) / 9009e17 - 30, "the honest staker keeps its share");
    }

    function test_theCreatorCannotTakeStakesOrEarnedRewards() public {
        MiningConfig memory config = freeConfig();
        config.endTime = uint64(T0 + 1000);
        MiningPool pool = create(config);
        stakeAs(pool, ALICE, 0, 1e18);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningPoolNotEnded.selector, T0 + 1000));
        pool.withdrawUnspent(address(this));
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningNotCreator.selector, ALICE));
        pool.withdrawUnspent(ALICE);
        vm.warp(T0 + 2000);
        uint256 before = rewardToken.balanceOf(address(this));
        pool.withdrawUnspent(address(this));
        assertEq(rewardToken.balanceOf(address(this)) - before, FUND - 1000 * RATE, "only the unspent fund");
        vm.expectRevert(IMiningPool.MiningZeroAmount.selector);
        pool.withdrawUnspent(address(this));
        assertEq(claimAs(pool, ALICE), 1000 * RATE, "ALICE's rewards stay hers");
        vm.prank(ALICE);
        pool.unstake(0, 1e18);
        assertEq(stakeToken.balanceOf(address(pool)), 0, "stake back");
        vm.expectRevert(IMiningPool.MiningPoolEnded.selector);
        pool.topUp(1);
    }

    function test_scheduleEndOnlyEarlierWithNotice() public {
        MiningPool pool = create(freeConfig());
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningInvalidEnd.selector, T0 + 1 days, T0 + 7 days));
        pool.scheduleEnd(uint64(T0 + 1 days));
        // The end is kept in 40 bits: one past them (the year 36812) is refused, not cut short.
        uint64 beyond = uint64(type(uint40).max) + 1;
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningInvalidEnd.selector, beyond, T0 + 7 days));
        pool.scheduleEnd(beyond);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningNotCreator.selector, ALICE));
        pool.scheduleEnd(uint64(T0 + 30 days));
        pool.scheduleEnd(uint64(T0 + 30 days));
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningInvalidEnd.selector, T0 + 31 days, T0 + 7 days));
        pool.scheduleEnd(uint64(T0 + 31 days));
        pool.scheduleEnd(uint64(T0 + 8 days));
        assertEq(pool.endTime(), T0 + 8 days, "earlier");
    }

    function testFuzz_sameTokenStakesAreNeverPaidAsRewards(uint256 fund, uint256 amount, uint256 wait) public {
        fund = bound(fund, 1, 1e24);
        amount = bound(amount, 1, 1e27);
        wait = bound(wait, 1, 365 days);
        MiningConfig memory config = freeConfig();
        config.rewardToken = address(stakeToken);
        config.rewardFund = fund;
        MiningPool pool = create(config);
        stakeAs(pool, ALICE, 0, amount);
        stakeAs(pool, BOB, 0, amount);
        vm.warp(block.timestamp + wait);
        uint256 aliceOwed = pool.pendingReward(ALICE);
        if (aliceOwed != 0) claimAs(pool, ALICE);
        if (pool.pendingReward(BOB) != 0) claimAs(pool, BOB);
        assertLe(pool.rewardPaid(), fund, "never more than the fund");
        vm.prank(ALICE);
        pool.unstake(0, amount);
        vm.prank(BOB);
        pool.unstake(0, amount);
        checkInvariants(pool, people());
        assertEq(pool.totalStaked(), 0, "both out");
    }

    function test_compoundRestakesRewardsOfTheSameToken() public {
        MiningConfig memory config = freeConfig();
        config.rewardToken = address(stakeToken);
        MiningPool pool = create(config);
        stakeAs(pool, ALICE, 0, 1e18);
        vm.warp(T0 + 100);
        vm.prank(ALICE);
        pool.compound(0);
        assertEq(pool.accountInfo(ALICE).staked, 1e18 + 100 * RATE, "rewards restaked");
        assertEq(pool.rewardPaid(), 100 * RATE, "counted as paid");
        checkInvariants(pool, people());
    }

    function test_aPoolThatRunsDryStopsAndResumesOnTopUp() public {
        MiningConfig memory config = freeConfig();
        config.rewardFund = 100 * RATE;
        MiningPool pool = create(config);
        assertEq(pool.poolInfo().rewardSecondsLeft, 100, "seconds left");
        stakeAs(pool, ALICE, 0, 1e18);
        vm.warp(T0 + 40);
        assertEq(pool.poolInfo().rewardSecondsLeft, 60, "60 left");
        vm.warp(T0 + 500);
        assertEq(pool.pendingReward(ALICE), 100 * RATE, "capped at the fund");
        assertEq(pool.poolInfo().rewardSecondsLeft, 0, "dry");
        vm.prank(BOB);
        rewardToken.approve(address(pool), 50 * RATE);
        vm.prank(BOB);
        pool.topUp(50 * RATE); // anyone tops up
        vm.warp(T0 + 520);
        assertEq(pool.pendingReward(ALICE), 120 * RATE, "resumed from the top-up, not before");
        assertEq(claimAs(pool, ALICE), 120 * RATE, "paid");
        vm.warp(T0 + 1000);
        assertEq(pool.pendingReward(ALICE), 30 * RATE, "dry again at 150");
        checkInvariants(pool, people());
    }

    /// @dev Random sequences of stakes, unstakes, claims, emergency exits and top-ups by three
    /// accounts in a same-token Advanced pool; the invariants hold after each step.
    function testFuzz_invariantsHoldAfterAnySequence(uint256 seed) public {
        MiningConfig memory config = advancedConfig();
        config.rewardToken = address(stakeToken);
        config.rewardFund = 5_000 * RATE;
        config.lockOptions = new MiningLockOption[](2);
        config.lockOptions[0] = MiningLockOption({duration: 0, multiplierBps: 10_000});
        config.lockOptions[1] = MiningLockOption({duration: 7 days, multiplierBps: 30_000});
        config.earlyExit = true;
        config.earlyExitPenaltyBps = 2_500;
        config.halvingInterval = 3 days;
        MiningPool pool = create(config);
        address[] memory accounts = people();
        stakeWithInviter(pool, ALICE, 0, 1e18, address(this));
        stakeWithInviter(pool, BOB, 0, 1e18, ALICE);
        stakeWithInviter(pool, CAROL, 1, 1e18, BOB);
        for (uint256 i; i < 24; ++i) {
            uint256 r = uint256(keccak256(abi.encode(seed, i)));
            address who = accounts[r % 3];
            uint256 option = (r >> 8) % 2;
            uint256 action = (r >> 16) % 5;
            uint256 amount = bound(r >> 32, 1, 1e24);
            vm.warp(block.timestamp + bound(r >> 128, 0, 2 days));
            if (action == 0) {
                stakeAs(pool, who, option, amount);
            } else if (action == 1) {
                uint256 staked = pool.accountInfo(who).positions[option].amount;
                if (staked != 0 && pool.accountInfo(who).positions[option].unlockAt <= block.timestamp) {
                    vm.prank(who);
                    pool.unstake(option, bound(amount, 1, staked));
                }
            } else if (action == 2) {
                if (pool.pendingReward(who) != 0) claimAs(pool, who);
            } else if (action == 3) {
                if (pool.accountInfo(who).positions[option].amount != 0) {
                    vm.prank(who);
                    pool.emergencyWithdraw(option);
                }
            } else {
                vm.prank(who);
                stakeToken.approve(address(pool), amount);
                vm.prank(who);
                pool.topUp(amount);
            }
            checkInvariants(pool, accounts);
        }
    }

    // ----- the audit of issue 48: each hole reproduced -----

    /// @dev Rewards paid and owed to `accounts` (all that ever staked), with the carry, account for
    /// everything allocated to within one wei per account (each one's pending is floored).
    function checkNothingLost(MiningPool pool, address[] memory accounts) internal {
        ReferenceERC20 reward = ReferenceERC20(address(pool.rewardToken()));
        reward.transfer(STRANGER, 1);
        vm.prank(STRANGER);
        reward.approve(address(pool), 1);
        vm.prank(STRANGER);
        pool.topUp(1); // brings the books to now
        uint256 owed;
        for (uint256 i; i < accounts.length; ++i) {
            owed += pool.pendingReward(accounts[i]);
        }
        uint256 booked = pool.rewardAllocated();
        uint256 reached = pool.rewardPaid() + owed + pool.rewardCarry() / pool.ACC_SCALE();
        assertLe(reached, booked, "never more than allocated");
        assertLe(booked - reached, accounts.length + 1, "at most a wei per account lost to rounding");
    }

    /// @dev Hole 3: 1e12 tokens staked at 10x against 10,000 six-decimal coins a day. A stranger's
    /// `topUp(1)` every block used to book each block's emission as allocated while the accumulator
    /// floored it to zero: the whole day's emission vanished. Now it is carried and reaches ALICE.
    function test_topUpEveryBlockCannotBurnTheEmission() public {
        ReferenceERC20 coin = new ReferenceERC20(1e18);
        coin.approve(address(factory), type(uint256).max);
        coin.transfer(STRANGER, 1e6);
        MiningConfig memory config = lockConfig(false, 0);
        config.lockOptions[2] = MiningLockOption({duration: 180 days, multiplierBps: 100_000});
        config.rewardToken = address(coin);
        config.rewardPerSecond = uint256(10_000e6) / 1 days; // 115,740 units a second
        config.rewardFund = 100_000e6;
        MiningPool pool = create(config);
        stakeAs(pool, ALICE, 2, 1e30); // power 1e31
        vm.prank(STRANGER);
        coin.approve(address(pool), type(uint256).max);
        for (uint256 i; i < 7_200; ++i) {
            vm.warp(block.timestamp + 12);
            vm.prank(STRANGER);
            pool.topUp(1);
        }
        uint256 emitted = 86_400 * config.rewardPerSecond;
        assertEq(pool.rewardAllocated(), emitted, "the day's emission booked");
        uint256 owed = pool.pendingReward(ALICE);
        assertGe(owed + pool.rewardCarry() / 1e24 + 1, emitted, "all of it reaches the staker or the carry");
        assertGe(owed * 100, emitted * 99, "99% is ALICE's already");
        address[] memory accounts = new address[](1);
        accounts[0] = ALICE;
        checkNothingLost(pool, accounts);
    }

    /// @dev Hole 3, honest traffic: updates every 10 minutes (the old code lost ~13%) or every
    /// 30 seconds (it lost all) pay the whole emission, to within a wei per account.
    function testFuzz_roundingLosesAtMostAWeiPerAccount(uint256 seed, uint256 gap, uint256 stakeAmount) public {
        gap = bound(gap, 1, 1 days);
        stakeAmount = bound(stakeAmount, 1, 1e33);
        ReferenceERC20 coin = new ReferenceERC20(1e30);
        coin.approve(address(factory), type(uint256).max);
        MiningConfig memory config = advancedConfig();
        config.rewardToken = address(coin);
        config.rewardPerSecond = bound(seed, 1, 1e12);
        config.rewardFund = 1e27;
        MiningPool pool = create(config);
        stakeWithInviter(pool, ALICE, 0, stakeAmount, address(0));
        stakeWithInviter(pool, BOB, 0, stakeAmount / 3 + 1, ALICE);
        coin.transfer(STRANGER, 1e6);
        vm.prank(STRANGER);
        coin.approve(address(pool), type(uint256).max);
        for (uint256 i; i < 50; ++i) {
            vm.warp(block.timestamp + gap);
            if (i % 7 == 3 && pool.pendingReward(BOB) != 0) claimAs(pool, BOB);
            vm.prank(STRANGER);
            pool.topUp(1);
        }
        address[] memory accounts = new address[](2);
        accounts[0] = ALICE;
        accounts[1] = BOB;
        checkNothingLost(pool, accounts);
    }

    /// @dev Hole 4: in a pool whose stake token is its reward token, a penalty used to join the
    /// fund, and the creator took it back after the end (the README promised it never would).
    function test_penaltiesNeverReachTheCreator() public {
        MiningConfig memory config = lockConfig(true, 5_000);
        config.rewardToken = address(stakeToken);
        MiningPool pool = create(config);
        stakeAs(pool, ALICE, 2, 1_000e18);
        vm.warp(T0 + 1 days);
        pool.scheduleEnd(uint64(T0 + 8 days)); // the creator's earliest end
        vm.prank(ALICE);
        pool.emergencyWithdraw(2); // ALICE leaves early: 500 tokens of penalty
        vm.warp(T0 + 8 days);
        uint256 before = stakeToken.balanceOf(address(this));
        pool.withdrawUnspent(address(this));
        uint256 taken = stakeToken.balanceOf(address(this)) - before;
        assertEq(taken, FUND, "the creator takes back its own fund (ALICE forfeited her day), no penalty");
        assertEq(stakeToken.balanceOf(pool.BURN_ADDRESS()), 500e18, "the penalty is burned");
    }

    /// @dev Property: whatever the stakes, exits and end, the creator never receives more than it
    /// deposited, and the burn address holds every penalty.
    function testFuzz_penaltiesNeverReachTheCreator(uint256 amount, uint16 penaltyBps, uint256 wait) public {
        amount = bound(amount, 1, 1e27);
        penaltyBps = uint16(bound(penaltyBps, 1, 5_000));
        wait = bound(wait, 0, 7 days);
        MiningConfig memory config = lockConfig(true, penaltyBps);
        config.rewardToken = address(stakeToken);
        MiningPool pool = create(config);
        stakeAs(pool, ALICE, 2, amount);
        stakeAs(pool, BOB, 1, amount);
        pool.scheduleEnd(uint64(T0 + 7 days));
        vm.warp(T0 + wait / 2);
        vm.prank(ALICE);
        pool.emergencyWithdraw(2);
        vm.warp(T0 + 7 days + wait);
        uint256 before = stakeToken.balanceOf(address(this));
        if (pool.rewardDeposited() > pool.poolInfo().rewardAllocated) pool.withdrawUnspent(address(this));
        assertLe(stakeToken.balanceOf(address(this)) - before, FUND, "never more than its fund");
        assertEq(stakeToken.balanceOf(pool.BURN_ADDRESS()), (amount * penaltyBps) / 10_000, "penalty burned");
    }

    /// @dev Hole 5: X stakes 1 wei, Y (the same person) binds X and stakes 67 wei (34 then; the
    /// first generation's 1.5% of 67 is 1 wei, as 3% of 34 was); honest BOB stakes a million tokens
    /// without an inviter. X used to hold all the team power and take the whole team share (20%
    /// here) from BOB.
    function test_dustSybilsCannotCaptureTheTeamShare() public {
        MiningPool pool = create(advancedConfig());
        stakeAs(pool, BOB, 0, 1_000_000e18);
        stakeAs(pool, CAROL, 0, 1); // X
        stakeToken.transfer(STRANGER, 67);
        stakeWithInviter(pool, STRANGER, 0, 67, CAROL); // Y
        assertEq(pool.teamInfo(CAROL).invitedPower, 1, "1.5% of 67 wei");
        vm.warp(T0 + 1 days);
        uint256 emitted = 1 days * RATE;
        uint256 sybils = pool.pendingReward(CAROL) + pool.pendingReward(STRANGER);
        assertLe(sybils, emitted / 1e20, "the Sybils earn in proportion to their dust");
        assertGe(pool.pendingReward(BOB) + 1e6, emitted - sybils, "BOB keeps the rest");
    }

    /// @dev Hole 5, the cap: an inviter's team power counts only up to its own power, and the team
    /// share is never divided by less than 3% of the pool's power.
    function test_teamPowerCountsUpToTheInvitersOwnPower() public {
        MiningPool pool = create(advancedConfig());
        stakeAs(pool, ALICE, 0, 1e18); // the inviter stakes 1
        stakeWithInviter(pool, BOB, 0, 1_000e18, ALICE); // gives ALICE 15 of team power
        MiningTeamView memory team = pool.teamInfo(ALICE);
        assertEq(team.invitedPower, 15e18, "1.5% of BOB's power: the first generation's half of 3%");
        assertEq(team.teamPower, 1e18, "counted up to ALICE's own power");
        assertEq(pool.totalTeamPower(), 1e18, "the pool counts the same");
        assertEq(team.teamShareDivisor, (1_001e18 * 300) / 10_000, "3% of the pool's power");
        stakeAs(pool, ALICE, 0, 99e18); // ALICE stakes more: more of her team power counts
        assertEq(pool.teamInfo(ALICE).teamPower, 15e18, "all 15 count now");
        assertEq(pool.totalTeamPower(), 15e18, "and in the pool");
        vm.warp(T0 + 1000);
        uint256 emitted = 1000 * RATE;
        uint256 teamPart = (emitted * 2_000) / 10_000;
        uint256 aliceTeam = (teamPart * 15e18) / 33e18; // the divisor: 3% of 1,100
        uint256 aliceOwn = ((emitted - aliceTeam) * 100e18) / 1_100e18; // the rest goes to power
        assertApproxEq(pool.pendingReward(ALICE), aliceTeam + aliceOwn, 1e6, "team share by counted power");
        vm.prank(ALICE);
        pool.unstake(0, 90e18); // and less when she unstakes
        assertEq(pool.teamInfo(ALICE).teamPower, 10e18, "capped again");
        assertEq(pool.totalTeamPower(), 10e18, "in the pool too");
        address[] memory accounts = new address[](2);
        accounts[0] = ALICE;
        accounts[1] = BOB;
        checkNothingLost(pool, accounts);
    }

    /// @dev Hole 7: a 1-wei first stake used to grow the accumulator to ~8.6e46 in a day, and every
    /// later stake above ~6.7e11 tokens overflowed and reverted for ever.
    function test_aDustFirstStakeCannotBlockLaterStakes() public {
        MiningPool pool = create(freeConfig());
        stakeAs(pool, ALICE, 0, 1);
        vm.warp(T0 + 1 days);
        stakeAs(pool, BOB, 0, 1e12 * 1e18);
        vm.warp(T0 + 2 days);
        assertApproxEq(pool.pendingReward(BOB), 1 days * RATE, 1e6, "BOB earns the second day");
        assertApproxEq(pool.pendingReward(ALICE), 1 days * RATE, 1e6, "ALICE the first");
        claimAs(pool, BOB);
        vm.prank(BOB);
        pool.unstake(0, 1e12 * 1e18);
        address[] memory accounts = new address[](2);
        accounts[0] = ALICE;
        accounts[1] = BOB;
        checkNothingLost(pool, accounts);
    }

    /// @dev Property of hole 7: after a dust first stake and up to three years, any stake up to the
    /// supply at the highest multiple goes in, earns and leaves.
    function testFuzz_anyStakeFitsAfterADustStart(uint256 dust, uint256 wait, uint256 amount) public {
        dust = bound(dust, 1, 1e6);
        wait = bound(wait, 1, 3 * 365 days);
        amount = bound(amount, 1, SUPPLY / 10);
        MiningConfig memory config = lockConfig(false, 0);
        config.lockOptions[2] = MiningLockOption({duration: 1, multiplierBps: 100_000});
        config.rewardFund = SUPPLY / 100;
        MiningPool pool = create(config);
        stakeAs(pool, ALICE, 0, dust);
        vm.warp(T0 + wait);
        stakeAs(pool, BOB, 2, amount);
        vm.warp(block.timestamp + 1 days);
        if (pool.pendingReward(BOB) != 0) claimAs(pool, BOB);
        vm.prank(BOB);
        pool.unstake(2, amount);
        address[] memory accounts = new address[](2);
        accounts[0] = ALICE;
        accounts[1] = BOB;
        checkNothingLost(pool, accounts);
    }

    /// @dev MasterChef's deposit and withdraw pay what is owed in the same call: stakeAndClaim and
    /// unstakeAndClaim do, fuzzed over amounts and waits, paying exactly what a separate claim would.
    function testFuzz_stakeAndUnstakePayWhatIsOwedInTheSameCall(uint256 amount, uint256 wait, uint256 part)
        public
    {
        amount = bound(amount, 1e18, SUPPLY / 100);
        wait = bound(wait, 1, 30 days);
        part = bound(part, 1, amount);
        MiningPool pool = create(freeConfig());
        stakeAs(pool, ALICE, 0, amount);
        vm.warp(T0 + wait);
        uint256 owed = pool.pendingReward(ALICE);
        vm.startPrank(ALICE);
        stakeToken.approve(address(pool), amount);
        uint256 before = rewardToken.balanceOf(ALICE);
        pool.stakeAndClaim(0, amount, address(0));
        assertEq(rewardToken.balanceOf(ALICE) - before, owed, "the stake paid what was owed");
        assertEq(pool.pendingReward(ALICE), 0, "nothing left owed");
        assertEq(pool.accountInfo(ALICE).staked, 2 * amount, "both stakes counted");

        vm.warp(block.timestamp + wait);
        owed = pool.pendingReward(ALICE);
        uint256 stakeBefore = stakeToken.balanceOf(ALICE);
        before = rewardToken.balanceOf(ALICE);
        pool.unstakeAndClaim(0, part);
        vm.stopPrank();
        assertEq(rewardToken.balanceOf(ALICE) - before, owed, "the unstake paid what was owed");
        assertEq(stakeToken.balanceOf(ALICE) - stakeBefore, part, "and returned the stake");
        assertEq(pool.accountInfo(ALICE).staked, 2 * amount - part, "the rest stays");
        address[] memory accounts = new address[](1);
        accounts[0] = ALICE;
        checkInvariants(pool, accounts);
    }

    /// @dev With nothing owed, the paying calls only stake or unstake; a locked stake stays locked.
    function test_thePayingCallsKeepTheRulesOfStakeAndUnstake() public {
        MiningPool pool = create(lockConfig(false, 0));
        vm.startPrank(ALICE);
        stakeToken.approve(address(pool), 3e18);
        pool.stakeAndClaim(1, 1e18, address(0));
        assertEq(rewardToken.balanceOf(address(pool)), FUND, "nothing was owed, nothing paid");
        vm.warp(T0 + 1 days);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningLocked.selector, T0 + 60 days));
        pool.unstakeAndClaim(1, 1e18);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningUnknownOption.selector, 3));
        pool.stakeAndClaim(3, 1e18, address(0));
        vm.warp(T0 + 60 days);
        uint256 owed = pool.pendingReward(ALICE);
        pool.unstakeAndClaim(1, 1e18);
        vm.stopPrank();
        assertEq(rewardToken.balanceOf(ALICE), SUPPLY / 10 + owed, "paid on the way out");
        assertEq(pool.accountInfo(ALICE).positions[1].amount, 0, "the position is empty");
    }

    /// @dev A pool without lock options keeps no positions: its views still show the one implicit
    /// option (no lock, 1x) and the account's stake in it, and a second option does not exist.
    function test_aPoolWithoutLocksShowsItsOneOption() public {
        MiningPool pool = create(freeConfig());
        assertEq(pool.lockOptionCount(), 1, "one option");
        assertEq(pool.lockOption(0).duration, 0, "no lock");
        assertEq(pool.lockOption(0).multiplierBps, 10_000, "1x");
        MiningPoolView memory info = pool.poolInfo();
        assertEq(info.lockOptions.length, 1, "the info lists it");
        assertEq(info.lockOptions[0].multiplierBps, 10_000, "at 1x");
        stakeAs(pool, ALICE, 0, 5e18);
        MiningAccountView memory account = pool.accountInfo(ALICE);
        assertEq(account.staked, 5e18, "staked");
        assertEq(account.positions.length, 1, "one position");
        assertEq(account.positions[0].amount, 5e18, "its amount");
        assertEq(account.positions[0].power, 5e18, "its power");
        vm.startPrank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningUnknownOption.selector, 1));
        pool.unstake(1, 1);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningUnknownOption.selector, 1));
        pool.emergencyWithdraw(1);
        vm.expectRevert(abi.encodeWithSelector(IMiningPool.MiningInsufficientStake.selector, 6e18, 5e18));
        pool.unstake(0, 6e18);
        pool.emergencyWithdraw(0);
        vm.stopPrank();
        assertEq(pool.accountInfo(ALICE).staked, 0, "the whole stake left");
        assertEq(pool.totalStaked(), 0, "nothing staked");
    }

    // ----- the audit of issue 73: each point reproduced -----

    /// @dev Point 3: one person stakes 6.5% of the pool through 33 chained accounts (a[0] <- a[1] <-
    /// ... <- a[32]); an honest staker stakes the other 93.5% without an inviter; team share 50%, the
    /// most a creator may set. When 3% of each power went to EACH of 32 inviters, the chain held
    /// 15.84x of team power (x = one account's stake) against the divisor's floor of 15.23x (3% of all
    /// power) and took the whole team share: 53.25% of a day's emission, the honest staker 46.75%.
    /// Now a power's 3% is split across its generations (half to each generation of the one below),
    /// so the chain's team power is at most 3% of its invitees' power and it earns at most their part
    /// of the team emission.
    function test_aChainOfSelfInvitesCannotCaptureTheTeamShare() public {
        MiningConfig memory config = advancedConfig();
        config.teamShareBps = 5_000;
        MiningPool pool = create(config);
        uint256 each = 65e18;
        stakeAs(pool, BOB, 0, 33 * 935e18); // 93.5% against the chain's 33 x 65 (6.5%)
        address[] memory chain = new address[](33);
        address previous;
        for (uint256 i; i < chain.length; ++i) {
            chain[i] = address(uint160(0x7300 + i));
            stakeToken.transfer(chain[i], each);
            stakeWithInviter(pool, chain[i], 0, each, previous);
            previous = chain[i];
        }
        vm.warp(T0 + 1 days);
        uint256 emitted = 1 days * RATE;
        uint256 chainEarned;
        uint256 chainTeamPower;
        for (uint256 i; i < chain.length; ++i) {
            chainEarned += pool.pendingReward(chain[i]);
            chainTeamPower += pool.teamInfo(chain[i]).teamPower;
        }
        uint256 honestEarned = pool.pendingReward(BOB);
        uint256 chainBps = (chainEarned * 10_000) / emitted;
        uint256 honestBps = (honestEarned * 10_000) / emitted;
        // Of the day: half by stake (6.5%), the invitees' part of the team half (at most 6.3%) and the
        // stake's part of the team half that no team earned: 3.25% + 3.05% + 3.05% = 9.35% here (at
        // most 6.5% + 50% x 6.3% x 93.5% = 9.45%), not 53.25%.
        assertLe(chainBps, 945, "the chain earns its stake's share and its invitees' team share, no more");
        assertGe(honestBps, 9_055, "the honest staker keeps the rest");
        // The chain's invitees (a[1] .. a[32]) hold 32/33 of its 6.5%: its team power is at most 3%
        // of their power, and its part of the team emission at most their part of the power.
        uint256 invitees = 32 * each;
        uint256 divisor = pool.teamInfo(chain[0]).teamShareDivisor;
        assertLe(chainTeamPower * 10_000, invitees * 300, "team power: at most 3% of the invitees' power");
        assertLe(chainTeamPower * pool.totalPower(), invitees * divisor, "team emission: the invitees' part");
        assertApproxEq(chainEarned + honestEarned, emitted, 1e6, "the whole day paid");
    }

    /// @dev Point 5: ALICE holds two positions (30 days at 1x from day 0, 180 days at 5x from day
    /// 1) and leaves the second early on day 2. The exit used to forfeit the pending rewards of both
    /// (the first position's 100,800 tokens too), which the creator took back after the end. Now it
    /// forfeits only what the exiting position earned; ALICE keeps the first position's and claims it.
    function test_anEmergencyExitForfeitsOnlyThatPositionsReward() public {
        MiningPool pool = create(lockConfig(true, 1_000));
        stakeAs(pool, ALICE, 0, 100e18);
        vm.warp(T0 + 1 days);
        stakeAs(pool, ALICE, 2, 100e18); // power 500
        vm.warp(T0 + 2 days);
        // Position 0: day 1 alone and a sixth of day 2; position 2: five sixths of day 2.
        uint256 first = 100_800 * RATE;
        uint256 second = 72_000 * RATE;
        assertApproxEq(pool.pendingReward(ALICE), first + second, 1e6, "both positions' rewards");
        vm.prank(ALICE);
        pool.emergencyWithdraw(2);
        assertApproxEq(pool.pendingReward(ALICE), first, 1e6, "the other position keeps what it earned");
        assertApproxEq(pool.rewardAllocated(), first, 1e6, "only the exiting position's reward went back");
        pool.scheduleEnd(uint64(T0 + 9 days)); // the earliest end
        vm.warp(T0 + 9 days);
        uint256 before = rewardToken.balanceOf(address(this));
        pool.withdrawUnspent(address(this));
        uint256 taken = rewardToken.balanceOf(address(this)) - before;
        // Nine days emitted, less the 72,000 forfeited (back in the fund, and paid again to position 0).
        uint256 earned = 9 days * RATE - second;
        assertApproxEq(taken, FUND - earned, 1e6, "the creator takes back only the unspent fund");
        assertApproxEq(claimAs(pool, ALICE), earned, 1e6, "ALICE is paid the first position's rewards");
    }

    /// @dev Point 5, where the pool has no lock options but a team share: the one position's exit
    /// forfeits what its stake earned and keeps the team rewards the account's invitees brought.
    function test_anEmergencyExitKeepsTheTeamRewards() public {
        MiningPool pool = create(advancedConfig());
        stakeAs(pool, ALICE, 0, 100e18);
        stakeWithInviter(pool, BOB, 0, 100e18, ALICE); // ALICE's team power: 1.5
        vm.warp(T0 + 1 days);
        uint256 emitted = 1 days * RATE;
        // The team's 20%, divided by 3% of the 200 staked (6): ALICE's 1.5 earns a quarter of it.
        uint256 team = (emitted * 2_000) / 10_000 / 4;
        uint256 own = (emitted - team) / 2;
        assertApproxEq(pool.pendingReward(ALICE), team + own, 1e6, "both");
        assertApproxEq(pool.accountInfo(ALICE).positions[0].pendingReward, own, 1e6, "the position's part");
        vm.prank(ALICE);
        pool.emergencyWithdraw(0);
        assertApproxEq(pool.pendingReward(ALICE), team, 1e6, "the team rewards stay");
        assertEq(pool.accountInfo(ALICE).positions[0].pendingReward, 0, "the position's went back");
        assertApproxEq(claimAs(pool, ALICE), team, 1e6, "and are paid");
    }

    /// @dev Point 5, fuzzed: ALICE stakes into three lock options at random times and claims now
    /// and then, BOB stakes beside her; then ALICE leaves one position early. A model of what each
    /// position earned since ALICE's last claim (the rate times each interval's share of the power)
    /// says what the exit may forfeit: that position's, to within rounding, and nothing of the others.
    function testFuzz_anExitForfeitsOnlyItsPositionsReward(uint256 seed) public {
        MiningPool pool = create(lockConfig(true, uint16(bound(seed, 0, 5_000))));
        uint256[3] memory multiple = [uint256(1), 2, 5];
        uint256[3] memory power;
        uint256[3] memory owed; // scaled by 1e24, since ALICE's last claim
        uint256 bobPower;
        uint256 last = block.timestamp;
        for (uint256 i; i < 12; ++i) {
            uint256 r = uint256(keccak256(abi.encode(seed, i)));
            vm.warp(block.timestamp + bound(r >> 8, 0, 18 hours));
            uint256 total = power[0] + power[1] + power[2] + bobPower;
            for (uint256 k; k < 3; ++k) {
                if (total != 0) owed[k] += ((block.timestamp - last) * RATE * 1e24 * power[k]) / total;
            }
            last = block.timestamp;
            uint256 action = r % 4;
            uint256 option = (r >> 64) % 3;
            uint256 amount = bound(r >> 128, 1e15, 1e24);
            if (action == 0 || action == 1) {
                stakeAs(pool, ALICE, option, amount);
                power[option] += amount * multiple[option];
            } else if (action == 2) {
                stakeAs(pool, BOB, option, amount);
                bobPower += amount * multiple[option];
            } else if (pool.pendingReward(ALICE) != 0) {
                claimAs(pool, ALICE);
                owed = [uint256(0), 0, 0];
            }
        }
        uint256 leaving = seed % 3;
        if (power[leaving] == 0) stakeAs(pool, ALICE, leaving, 1e18);
        uint256 pending = pool.pendingReward(ALICE);
        uint256 allocated = pool.rewardAllocated();
        vm.prank(ALICE);
        pool.emergencyWithdraw(leaving);
        uint256 forfeited = allocated - pool.rewardAllocated();
        assertApproxEq(forfeited, owed[leaving] / 1e24, 1e3, "the exiting position's reward forfeited");
        assertEq(pool.pendingReward(ALICE), pending - forfeited, "nothing else");
        uint256 kept = owed[0] + owed[1] + owed[2] - owed[leaving];
        assertApproxEq(pool.pendingReward(ALICE), kept / 1e24, 1e3, "the other positions keep theirs");
        for (uint256 k; k < 3; ++k) {
            if (k != leaving) {
                assertApproxEq(pool.accountInfo(ALICE).positions[k].pendingReward, owed[k] / 1e24, 1e3, "per position");
            }
        }
        checkInvariants(pool, people());
    }

    /// @dev Point 3, the property, for any invitation tree and stakes (random trees, long chains
    /// past 32 generations, dust and large stakes, two lock multiples, the creator as an inviter):
    /// (1) what one account's stake creates as team power over all its generations together
    /// (measured: the change of every account's team power in each of its stakes and unstakes) is
    /// at most 3% of its power, after every change; (2) for random groups of accounts, the group's
    /// counted team power is at most 3% of the power its invitees (the accounts below a member,
    /// within 32 generations) hold, and (3) the team emission it earns in a day at most the
    /// invitees' part of the pool's power.
    function testFuzz_noGroupEarnsMoreOfTheTeamShareThanItsInviteesStake(uint256 seed) public {
        MiningConfig memory config = advancedConfig();
        config.teamShareBps = uint16(bound(seed, 1, 5_000));
        config.lockOptions = new MiningLockOption[](2);
        config.lockOptions[0] = MiningLockOption({duration: 0, multiplierBps: 10_000});
        config.lockOptions[1] = MiningLockOption({duration: 0, multiplierBps: 30_000});
        MiningPool pool = create(config);
        uint256 n = 8 + (seed >> 16) % 33; // 8 to 40 accounts
        address[] memory accounts = new address[](n + 1);
        int256[] memory inviterOf = new int256[](n + 1); // index into accounts, -1: none
        accounts[n] = address(this); // the creator, who may invite and never stakes
        inviterOf[n] = -1;
        uint256 shape = (seed >> 32) % 3; // 0: a random tree, 1: one chain, 2: a chain with branches
        uint256[] memory given = new uint256[](n); // the team power each account's stake gave
        for (uint256 i; i < n; ++i) {
            uint256 r = uint256(keccak256(abi.encode(seed, "account", i)));
            accounts[i] = address(uint160(0x73000 + i));
            int256 inviter = int256(r % (i + 2)) - 1; // -1 (none), an earlier account, or i: the creator
            if (shape == 1 || (shape == 2 && r % 3 != 0)) inviter = int256(i) - 1;
            if (inviter == int256(i)) inviter = int256(n);
            inviterOf[i] = inviter;
            uint256 amount = (r >> 200) % 4 == 0 ? bound(r >> 16, 1, 1_000) : bound(r >> 16, 1, 1e24);
            stakeToken.transfer(accounts[i], 1e26);
            address inviterAddress = inviter < 0 ? address(0) : accounts[uint256(inviter)];
            uint256 before = invitedPowerOf(pool, accounts);
            stakeWithInviter(pool, accounts[i], (r >> 8) % 2, amount, inviterAddress);
            given[i] = invitedPowerOf(pool, accounts) - before;
            checkTheTeamPowerGiven(pool, accounts[i], given[i]);
        }
        for (uint256 i; i < 2 * n; ++i) {
            uint256 r = uint256(keccak256(abi.encode(seed, "change", i)));
            address who = accounts[r % n];
            uint256 option = (r >> 8) % 2;
            uint256 staked = pool.accountInfo(who).positions[option].amount;
            uint256 before = invitedPowerOf(pool, accounts);
            if ((r >> 16) % 2 == 0 || staked == 0) {
                stakeAs(pool, who, option, bound(r >> 32, 1, 1e24));
                given[r % n] += invitedPowerOf(pool, accounts) - before;
            } else {
                vm.prank(who);
                pool.unstake(option, bound(r >> 32, 1, staked));
                given[r % n] -= before - invitedPowerOf(pool, accounts);
            }
            checkTheTeamPowerGiven(pool, who, given[r % n]);
        }
        checkGroupsEarnAtMostTheirInviteesPart(pool, accounts, inviterOf, seed);
    }

    /// @dev What `who`'s stake gave its inviters over all generations together is at most 3% of its power.
    function checkTheTeamPowerGiven(MiningPool pool, address who, uint256 given) internal view {
        assertLe(given * 10_000, pool.accountInfo(who).power * 300, "one stake: at most 3% of it in all");
    }

    /// @dev Sum of every account's team power before its cap (what all stakes gave their inviters).
    function invitedPowerOf(MiningPool pool, address[] memory accounts) internal view returns (uint256 sum) {
        for (uint256 i; i < accounts.length; ++i) {
            sum += pool.teamInfo(accounts[i]).invitedPower;
        }
    }

    function checkGroupsEarnAtMostTheirInviteesPart(
        MiningPool pool,
        address[] memory accounts,
        int256[] memory inviterOf,
        uint256 seed
    ) internal {
        uint256 n = accounts.length;
        uint256 totalPower = pool.totalPower();
        uint256 divisor = pool.teamInfo(accounts[0]).teamShareDivisor;
        assertLe(pool.totalTeamPower(), divisor, "the counted team power never exceeds 3% of all power");
        // The team accumulator over a day, brought up to date by a stranger's top-up at both ends.
        rewardToken.transfer(STRANGER, 2);
        vm.prank(STRANGER);
        rewardToken.approve(address(pool), 2);
        vm.prank(STRANGER);
        pool.topUp(1);
        uint256 teamAccBefore = pool.accRewardPerTeamPower();
        vm.warp(block.timestamp + 1 days);
        vm.prank(STRANGER);
        pool.topUp(1);
        uint256 teamAccGain = pool.accRewardPerTeamPower() - teamAccBefore;
        uint256 teamEmission = (1 days * RATE * pool.teamShareBps()) / 10_000;
        for (uint256 k; k < 12; ++k) {
            uint256 mask = uint256(keccak256(abi.encode(seed, "group", k)));
            if (k == 0) mask = type(uint256).max; // everyone
            uint256 groupTeamPower;
            uint256 inviteesPower;
            for (uint256 i; i < n; ++i) {
                if ((mask >> i) & 1 == 1) groupTeamPower += pool.teamInfo(accounts[i]).teamPower;
                if (hasAncestorIn(inviterOf, i, mask)) inviteesPower += pool.accountInfo(accounts[i]).power;
            }
            assertLe(groupTeamPower * 10_000, inviteesPower * 300, "a group's team power: 3% of its invitees'");
            // Its team emission of the day against the invitees' part of the power (one wei a member).
            uint256 earned = (groupTeamPower * teamAccGain) / 1e24;
            assertLe(earned, (teamEmission * inviteesPower) / totalPower + n, "a group's team emission");
        }
    }

    /// @dev Whether one of account `i`'s inviters within 32 generations is in `mask`.
    function hasAncestorIn(int256[] memory inviterOf, uint256 i, uint256 mask) internal pure returns (bool) {
        int256 up = inviterOf[i];
        for (uint256 generation = 1; generation <= 32 && up >= 0; ++generation) {
            if ((mask >> uint256(up)) & 1 == 1) return true;
            up = inviterOf[uint256(up)];
        }
        return false;
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

// The rule reads the test's memory writes after token calls as state changes; a test has no callers.
// solhint-disable reentrancy

import {TestBase} from "../utils/TestBase.sol";
import {FinanceFactory} from "../../src/finance/FinanceFactory.sol";
import {EarnPool} from "../../src/finance/EarnPool.sol";
import {EarnConfig, EarnOption, EarnStake} from "../../src/finance/IEarnPool.sol";
import {ReferenceERC20} from "../fixtures/ReferenceERC20.sol";

/// @notice What the invariant fuzzer does to an Earn pool with early redemption: stakes of any size in
/// any period by three accounts, redemptions (matured or early), top-ups, the creator withdrawing all
/// the unreserved fund it can, and time passing. It counts every token that came in and went out.
contract EarnHandler is TestBase {
    EarnPool public immutable pool;
    ReferenceERC20 public immutable token;
    address public immutable creator;
    uint256 public stakedIn;
    uint256 public fundIn;
    uint256 public paidToStakers;
    uint256 public takenByCreator;
    address[3] internal _actors = [address(0xA1), address(0xA2), address(0xA3)];

    constructor(EarnPool pool_, ReferenceERC20 token_, address creator_, uint256 fund) {
        pool = pool_;
        token = token_;
        creator = creator_;
        fundIn = fund;
    }

    function actor(uint256 i) external view returns (address) {
        return _actors[i];
    }

    function stake(uint256 actorSeed, uint256 option, uint256 amount) external {
        address who = _actors[actorSeed % 3];
        amount = bound(amount, 1, 50_000e18);
        token.transfer(who, amount);
        vm.startPrank(who);
        token.approve(address(pool), amount);
        try pool.stake(option % 4, amount) {
            stakedIn += amount;
        } catch {
            token.transfer(address(this), amount);
        }
        vm.stopPrank();
    }

    function redeem(uint256 actorSeed, uint256 indexSeed) external {
        address who = _actors[actorSeed % 3];
        uint256 count = pool.stakesOf(who).length;
        if (count == 0) return;
        uint256 before = token.balanceOf(who);
        vm.prank(who);
        try pool.redeem(indexSeed % count) {
            paidToStakers += token.balanceOf(who) - before;
        } catch {}
    }

    function topUp(uint256 amount) external {
        amount = bound(amount, 1, 5_000e18);
        token.approve(address(pool), amount);
        pool.topUp(amount);
        fundIn += amount;
    }

    function creatorTakesAll() external {
        uint256 free = pool.rewardFund() - pool.rewardReserved();
        if (free == 0) return;
        vm.prank(creator);
        pool.withdrawUnreserved(free);
        takenByCreator += free;
    }

    function passTime(uint256 seconds_) external {
        vm.warp(block.timestamp + bound(seconds_, 0, 60 days));
    }
}

/// @notice Invariants of an Earn pool under any sequence of the handler's actions: every token is
/// accounted for, the books are covered by the balance, and every promised reward stays reserved.
contract EarnPoolInvariantsTest is TestBase {
    address internal constant CREATOR = address(0xC0FFEE);
    EarnPool internal pool;
    EarnHandler internal handler;
    ReferenceERC20 internal token;

    function setUp() public {
        vm.warp(1_700_000_000);
        FinanceFactory factory = new FinanceFactory();
        token = new ReferenceERC20(1e36);
        EarnConfig memory c;
        c.token = address(token);
        c.earlyRedemption = true;
        c.earlyFeeBps = 800;
        c.rewardFund = 20_000e18;
        c.userStakeLimit = 120_000e18;
        c.options = new EarnOption[](4);
        c.options[0] = EarnOption(7 days, 500);
        c.options[1] = EarnOption(30 days, 1_000);
        c.options[2] = EarnOption(90 days, 2_500);
        c.options[3] = EarnOption(180 days, 5_000);
        token.transfer(CREATOR, c.rewardFund);
        vm.startPrank(CREATOR);
        token.approve(address(factory), c.rewardFund);
        pool = EarnPool(factory.createEarnPool(c));
        vm.stopPrank();
        handler = new EarnHandler(pool, token, CREATOR, c.rewardFund);
        token.transfer(address(handler), 1e35);
    }

    /// @dev The fuzzer calls only the handler.
    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    function invariant_everyTokenIsAccountedFor() public view {
        assertEq(
            token.balanceOf(address(pool)),
            handler.stakedIn() + handler.fundIn() - handler.paidToStakers() - handler.takenByCreator(),
            "held = in - out"
        );
        assertEq(token.balanceOf(address(pool)), pool.totalStaked() + pool.rewardFund(), "books = balance");
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    function invariant_everyPromiseIsReserved() public view {
        uint256 promised;
        uint256 staked;
        for (uint256 i; i < 3; ++i) {
            EarnStake[] memory list = pool.stakesOf(handler.actor(i));
            for (uint256 j; j < list.length; ++j) {
                if (list[j].redeemed) continue;
                promised += list[j].reward;
                staked += list[j].amount;
            }
        }
        assertEq(pool.rewardReserved(), promised, "reserved = unpaid promises");
        assertEq(pool.totalStaked(), staked, "staked = open stakes");
        assertLe(pool.rewardReserved(), pool.rewardFund(), "the fund covers every promise");
    }
}

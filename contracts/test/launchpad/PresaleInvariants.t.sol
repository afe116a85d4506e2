// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ActorsHandler} from "../utils/ActorsHandler.sol";
import {ReferenceERC20} from "../fixtures/ReferenceERC20.sol";
import {Presale} from "../../src/launchpad/Presale.sol";
import {ContributionView, FeeConfig, PresaleParams, PresaleStatus} from "../../src/launchpad/ILaunchpad.sol";
import {LaunchpadFixture} from "./LaunchpadFixture.sol";

/// @notice What the invariant fuzzer does to a presale: buys of any size from six wallets and the
/// creator (each invited by the previous one, three reward generations), emergency withdrawals,
/// time passing, finalizes by anyone, cancels, refunds, claims and reward claims. It counts every
/// wei that reached the presale and every wei that left it to a contributor.
contract PresaleHandler is ActorsHandler {
    Presale public immutable presale;
    ReferenceERC20 public immutable token;
    address public immutable creator;
    uint256 public coinIn;
    uint256 public coinOutToActors;

    constructor(Presale presale_, ReferenceERC20 token_, address creator_) ActorsHandler(0xA0000, 6) {
        presale = presale_;
        token = token_;
        creator = creator_;
    }

    function buy(uint256 actorSeed, uint256 amount) external {
        uint256 index = actorSeed % _actors.length;
        address actor = _actors[index];
        address inviter = index == 0 ? creator : _actors[index - 1];
        amount = bound(amount, 0.1 ether, 10 ether);
        vm.deal(actor, actor.balance + amount);
        vm.prank(actor);
        try presale.contribute{value: amount}(0, amount, inviter, 0, new bytes32[](0)) {
            coinIn += amount;
        } catch {
            vm.deal(actor, actor.balance - amount);
        }
    }

    function emergencyWithdraw(uint256 actorSeed) external {
        _paid(actorSeed, abi.encodeCall(Presale.emergencyWithdraw, ()));
    }

    function refund(uint256 actorSeed) external {
        _paid(actorSeed, abi.encodeCall(Presale.refund, ()));
    }

    function claimRewards(uint256 actorSeed) external {
        _paid(actorSeed, abi.encodeCall(Presale.claimRewards, ()));
    }

    function claim(uint256 actorSeed) external {
        vm.prank(_actor(actorSeed));
        try presale.claim() {} catch {}
    }

    function passTime(uint256 seconds_) external {
        vm.warp(block.timestamp + bound(seconds_, 0, 3 days));
    }

    function finalize(uint256 actorSeed) external {
        vm.prank(_actor(actorSeed));
        try presale.finalize() {} catch {}
    }

    function cancel() external {
        vm.prank(creator);
        try presale.cancel() {} catch {}
    }

    function creatorClaimsRewards() external {
        vm.prank(creator);
        try presale.claimRewards() {} catch {}
    }

    /// @dev Calls the presale as an actor and counts the coin it received.
    function _paid(uint256 actorSeed, bytes memory call) private {
        address actor = _actor(actorSeed);
        uint256 before = actor.balance;
        vm.prank(actor);
        // solhint-disable-next-line avoid-low-level-calls
        (bool ok,) = address(presale).call(call);
        if (ok) coinOutToActors += actor.balance - before;
    }
}

/// @notice Invariants of a presale under any sequence of the handler's actions: every wei is
/// accounted for, the books match the coin and tokens held, and every contributor can always get
/// either their tokens or their coin back.
contract PresaleInvariantsTest is LaunchpadFixture {
    Presale internal presale;
    PresaleHandler internal handler;

    function setUp() public {
        _deployChain();
        launchpad.setFees(FeeConfig(OPERATOR, address(0), 0, 300, 100));
        PresaleParams memory p = _params();
        p.config.emergencyWithdraw = true;
        p.config.emergencyPenaltyBps = 1_000;
        p.config.maxPerBuyer = 0;
        p.inviteBps = _inviteLevels(3);
        presale = _create(p);
        handler = new PresaleHandler(presale, token, CREATOR);
        _start(presale);
    }

    /// @dev The fuzzer calls only the handler.
    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    function invariant_everyWeiIsAccountedFor() public view {
        address pair = factory.getPair(address(token), address(weth));
        uint256 toPool = pair == address(0) ? 0 : weth.balanceOf(pair);
        assertEq(
            handler.coinIn(),
            handler.coinOutToActors() + toPool + OPERATOR.balance + CREATOR.balance + address(presale).balance,
            "coin in = refunded + to the pool + fee + creator (rest, penalties, rewards) + held"
        );
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    function invariant_theCoinHeldCoversWhatIsOwed() public view {
        address[] memory actors = handler.actors();
        uint256 contributed;
        uint256 rewards;
        for (uint256 i; i < actors.length; ++i) {
            contributed += presale.contributionOf(actors[i]).contributed[0];
            if (!presale.teamOf(actors[i]).rewardsClaimed) rewards += presale.teamOf(actors[i]).rewards[0];
        }
        if (!presale.teamOf(CREATOR).rewardsClaimed) rewards += presale.teamOf(CREATOR).rewards[0];
        uint256 held = address(presale).balance;
        if (presale.status() == PresaleStatus.Finalized) {
            assertGe(held, rewards, "unclaimed rewards covered");
            assertLe(held, rewards + actors.length + 1, "only rounding dust beyond them");
        } else {
            uint256[] memory raised = presale.info().books.raised;
            assertEq(raised[0], contributed, "books: raised = contributions");
            assertGe(held, contributed, "every refund covered");
        }
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    function invariant_everyContributorGetsTokensOrCoin() public view {
        address[] memory actors = handler.actors();
        PresaleStatus s = presale.status();
        uint256 owedTokens;
        for (uint256 i; i < actors.length; ++i) {
            ContributionView memory v = presale.contributionOf(actors[i]);
            owedTokens += v.tokens - v.claimed;
            if (v.contributed[0] == 0) continue;
            if (s == PresaleStatus.Failed || s == PresaleStatus.Cancelled) assertTrue(v.refundable, "refundable");
            if (s == PresaleStatus.Finalized) assertEq(v.tokens, v.contributed[0] * 1_000, "tokens at the rate");
        }
        assertGe(token.balanceOf(address(presale)), owedTokens, "the tokens owed are held");
    }
}

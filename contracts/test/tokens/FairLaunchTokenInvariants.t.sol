// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {FairLaunchTokenFixture} from "./FairLaunchTokenFixture.sol";
import {CoinSaleHandler} from "./CoinSaleHandler.sol";
import {FairLaunchConfig, FairLaunchToken} from "../../src/tokens/templates/FairLaunchToken.sol";

/// @notice What the invariant fuzzer does to a fair launch: mints by call and by plain transfer of
/// any value from five wallets and the creator, sends from a contract that refuses coin, refunds,
/// time passing, launches, failed-launch claims and credit withdrawals. It counts every wei in.
contract FairLaunchHandler is CoinSaleHandler {
    FairLaunchToken public immutable token;

    constructor(FairLaunchToken token_, address creator_) CoinSaleHandler(creator_) {
        token = token_;
    }

    function mint(uint256 actorSeed, uint256 times, uint256 extra) external {
        address actor = _actor(actorSeed);
        times = bound(times, 1, 4);
        if (times > token.mintRoom(actor) || token.phase() != FairLaunchToken.FairLaunchPhase.Minting) return;
        uint256 value = token.mintCost(times) + bound(extra, 0, 1 ether);
        vm.deal(actor, actor.balance + value);
        vm.prank(actor, actor);
        token.mint{value: value}(times);
        coinIn += value;
    }

    function send(uint256 actorSeed, uint256 amount) external {
        _sendCoin(address(token), actorSeed, bound(amount, 0, 0.2 ether));
    }

    function sendFromRefusingContract(uint256 amount) external {
        _sendFromRefuser(address(token), bound(amount, 1, 1 ether));
    }

    function refund(uint256 actorSeed) external {
        vm.prank(_actor(actorSeed));
        try token.refund() {} catch {}
    }

    function passTime(uint256 seconds_) external {
        vm.warp(block.timestamp + bound(seconds_, 0, 8 days));
    }

    function launch() external {
        try token.launch() {} catch {}
    }

    function claimRefund(uint256 actorSeed) external {
        vm.prank(_actor(actorSeed));
        try token.claimRefund() {} catch {}
    }

    function withdrawCredit() external {
        vm.prank(address(refuser));
        try token.withdrawCredit(payable(SINK)) {} catch {}
    }
}

/// @notice Invariants of the fair launch under random sequences of mints, refunds and launches:
/// every wei is accounted for, the stated supply and the caps hold, and before the launch the coin
/// held is exactly what it owes (funds for the launch plus credits).
contract FairLaunchTokenInvariantsTest is FairLaunchTokenFixture {
    FairLaunchToken internal token;
    FairLaunchHandler internal handler;

    function setUp() public {
        vm.warp(1_800_000_000);
        _deployChain();
        FairLaunchConfig memory config = _fairConfig();
        config.maxMints = 20;
        config.endTime = uint64(block.timestamp + 20 days);
        token = new FairLaunchToken(config);
        handler = new FairLaunchHandler(token, CREATOR);
    }

    /// @dev The fuzzer calls only the handler.
    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    function invariant_everyWeiIsAccountedFor() public view {
        assertEq(
            handler.coinIn(),
            token.coinRefunded() + token.coinToLiquidity() + token.coinToCreator() + address(token).balance,
            "coin in = refunded + to the pool + to the creator + held"
        );
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    function invariant_neverMoreThanTheStatedSupplyOrTheCaps() public view {
        assertLe(token.totalSupply(), token.statedSupply(), "supply");
        assertLe(token.totalMints(), token.maxMints(), "cap");
        address[] memory actors = handler.actors();
        uint256 mints;
        for (uint256 i = 0; i < actors.length; ++i) {
            (uint32 own,,) = token.minters(actors[i]);
            assertLe(own, token.mintsPerAddress(), "per-address limit");
            mints += own;
        }
        assertEq(mints, token.totalMints(), "the records add up to the total");
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    function invariant_theCoinHeldIsWhatTheTokenOwes() public view {
        address[] memory actors = handler.actors();
        uint256 owed = token.funds() + token.pendingCreatorFunds() + token.credits(address(handler.refuser()));
        for (uint256 i = 0; i < actors.length; ++i) {
            owed += token.credits(actors[i]);
        }
        assertEq(address(token).balance, owed, "held = funds + credits");
        if (token.launchedAt() != 0) assertEq(token.funds(), 0, "the launch spent the funds");
    }
}

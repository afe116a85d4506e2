// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SaleTokenFixture} from "./SaleTokenFixture.sol";
import {CoinSaleHandler} from "./CoinSaleHandler.sol";
import {SaleToken, SaleTokenConfig} from "../../src/tokens/templates/SaleToken.sol";

/// @notice What the invariant fuzzer does to a sale: buys of any size from five wallets and the
/// creator, sends from a contract that refuses coin, time passing, launches by the owner or anyone,
/// refund claims and credit withdrawals. It counts every wei that reached the token.
contract SaleHandler is CoinSaleHandler {
    SaleToken public immutable token;
    address public immutable creator;

    constructor(SaleToken token_, address creator_) CoinSaleHandler(creator_) {
        token = token_;
        creator = creator_;
    }

    function buy(uint256 actorSeed, uint256 amount) external {
        _sendCoin(address(token), actorSeed, bound(amount, 1, 15 ether));
    }

    function buyFromRefusingContract(uint256 amount) external {
        _sendFromRefuser(address(token), bound(amount, 1, 5 ether));
    }

    function passTime(uint256 seconds_) external {
        vm.warp(block.timestamp + bound(seconds_, 0, 12 days));
    }

    function startTrading(bool asOwner) external {
        if (asOwner) vm.prank(creator);
        try token.startTrading() {} catch {}
    }

    function claimRefund(uint256 actorSeed) external {
        vm.prank(_actor(actorSeed));
        try token.claimRefund() {} catch {}
    }

    function withdrawRefundedCredit() external {
        vm.prank(address(refuser));
        try token.withdrawRefund(payable(SINK)) {} catch {}
    }
}

/// @notice Invariants of the sale token under random sequences of buys, launches and refunds:
/// every wei is accounted for, the stated supply is never exceeded, the hard cap holds, and before
/// the launch the coin held always covers every refund owed.
contract SaleTokenInvariantsTest is SaleTokenFixture {
    SaleToken internal token;
    SaleHandler internal handler;

    function setUp() public {
        vm.warp(1_800_000_000);
        _deployChain();
        SaleTokenConfig memory config = _config();
        config.hardCap = 40 ether;
        config.softCap = 20 ether;
        config.totalSupply = 100_000e18;
        config.endTime = uint64(block.timestamp + 20 days);
        token = new SaleToken(config);
        handler = new SaleHandler(token, CREATOR);
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
            token.coinRefunded() + token.coinToLiquidity() + token.coinToBeneficiary() + address(token).balance,
            "coin in = refunded + to the pool + to the beneficiary + held"
        );
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    function invariant_neverMoreThanTheStatedSupplyOrTheHardCap() public view {
        assertLe(token.totalSupply(), token.statedSupply(), "supply");
        assertLe(token.totalRaised(), token.hardCap(), "hard cap");
        address[] memory actors = handler.actors();
        uint256 sold;
        for (uint256 i = 0; i < actors.length; ++i) {
            (, uint128 tokens) = token.contributions(actors[i]);
            sold += tokens;
        }
        assertLe(sold, token.saleSupply(), "sold within the sale reserve");
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    function invariant_beforeTheLaunchTheCoinHeldCoversEveryRefund() public view {
        if (token.tradingStarted()) return;
        address[] memory actors = handler.actors();
        uint256 owed = token.pendingRefunds(address(handler.refuser()));
        for (uint256 i = 0; i < actors.length; ++i) {
            (uint128 coin,) = token.contributions(actors[i]);
            owed += coin + token.pendingRefunds(actors[i]);
        }
        assertEq(address(token).balance, owed, "held = contributions + credits");
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Market314Fixture} from "./Market314Fixture.sol";
import {ActorsHandler} from "../utils/ActorsHandler.sol";
import {Market314} from "../../src/tokens/templates/base/Market314.sol";
import {X314Token, X314TokenConfig} from "../../src/tokens/templates/X314Token.sol";

/// @notice Leaves coin in the token by self-destructing in its constructor (no receive needed).
contract ForcedCoinSender {
    constructor(address payable target) payable {
        selfdestruct(target);
    }
}

/// @notice What the invariant fuzzer does to a 314 market: buys (plain transfer and buy()), sells
/// (transfer to the token and sell()), wallet transfers, transferFrom sells and moves, lock
/// extensions and removal by the provider, forced coin, and time and blocks passing. It records
/// whether any trade lowered `coinReserve * tokenReserve` and whether any holder gained coin other
/// than by selling (or the provider by removing its liquidity).
contract Market314Handler is ActorsHandler {
    Market314 public immutable token;
    address public immutable provider;
    bool public productFell;
    bool public coinGainedWithoutSelling;
    uint256 public trades;

    constructor(Market314 token_, address provider_) ActorsHandler(0xB0000, 4) {
        token = token_;
        provider = provider_;
        _actors.push(provider_);
    }

    function _product() internal view returns (uint256) {
        (uint256 c, uint256 t) = token.getReserves();
        return c * t;
    }

    function _afterTrade(uint256 productBefore, bool ok) internal {
        if (!ok) return;
        ++trades;
        if (_product() < productBefore) productFell = true;
    }

    /// @dev Coin may reach `actor` only through a sell; `balanceBefore` excludes what it spent.
    function _noGain(address actor, uint256 balanceBefore) internal {
        if (actor.balance > balanceBefore) coinGainedWithoutSelling = true;
    }

    /// @dev Funds the actor `seed` picks with 1 wei to 20 coin (from `coin`) and pranks it for the
    /// buy that follows; returns the coin it pays and the product before the trade.
    function _buyer(uint256 seed, uint256 coin) internal returns (uint256 paid, uint256 product) {
        address actor = _actor(seed);
        paid = bound(coin, 1, 20 ether);
        vm.deal(actor, actor.balance + paid);
        product = _product();
        vm.prank(actor);
    }

    /// @dev Pranks the actor `seed` picks for the sell that follows, of 1% to 100% (from `share`)
    /// of its tokens; returns the amount and the product before the trade.
    function _seller(uint256 seed, uint256 share) internal returns (uint256 amount, uint256 product) {
        address actor = _actor(seed);
        amount = (token.balanceOf(actor) * bound(share, 1, 100)) / 100;
        product = _product();
        vm.prank(actor);
    }

    function buyByTransfer(uint256 seed, uint256 coin) external {
        (uint256 paid, uint256 product) = _buyer(seed, coin);
        (bool ok,) = address(token).call{value: paid}("");
        _afterTrade(product, ok);
    }

    function buyWithFunction(uint256 seed, uint256 coin) external {
        (uint256 paid, uint256 product) = _buyer(seed, coin);
        try token.buy{value: paid}(0, type(uint256).max) {
            _afterTrade(product, true);
        } catch {}
    }

    function sellByTransfer(uint256 seed, uint256 share) external {
        (uint256 amount, uint256 product) = _seller(seed, share);
        try token.transfer(address(token), amount) {
            _afterTrade(product, true);
        } catch {}
    }

    function sellWithFunction(uint256 seed, uint256 share) external {
        (uint256 amount, uint256 product) = _seller(seed, share);
        try token.sell(amount, 0, type(uint256).max) {
            _afterTrade(product, true);
        } catch {}
    }

    function walletTransfer(uint256 fromSeed, uint256 toSeed, uint256 share) external {
        address from = _actor(fromSeed);
        address to = _actor(toSeed);
        uint256 amount = (token.balanceOf(from) * bound(share, 0, 100)) / 100;
        uint256 before = from.balance;
        vm.prank(from);
        try token.transfer(to, amount) {} catch {}
        _noGain(from, before);
    }

    /// @dev A spender moves a holder's tokens, to another holder or to the token (a sell for the holder).
    function spend(uint256 fromSeed, uint256 toSeed, uint256 share, bool toToken) external {
        address from = _actor(fromSeed);
        address spender = _actor(toSeed);
        uint256 amount = (token.balanceOf(from) * bound(share, 1, 100)) / 100;
        vm.prank(from);
        token.approve(spender, amount);
        uint256 spenderBefore = spender.balance;
        uint256 product = _product();
        vm.prank(spender);
        try token.transferFrom(from, toToken ? address(token) : spender, amount) {
            if (toToken) _afterTrade(product, true);
        } catch {}
        if (spender != from) _noGain(spender, spenderBefore);
    }

    function extendLock(uint256 seconds_) external {
        uint256 until = token.liquidityLockedUntil() + bound(seconds_, 1, 30 days);
        vm.prank(provider);
        try token.extendLiquidityLock(until) {} catch {}
    }

    function removeLiquidity(uint256 seed) external {
        address caller = _actor(seed);
        uint256 before = caller.balance;
        vm.prank(caller);
        try token.removeLiquidity() {} catch {}
        if (caller != provider) _noGain(caller, before);
    }

    function claimFees(uint256 seed) external {
        address caller = _actor(seed);
        uint256 before = caller.balance;
        vm.prank(caller);
        try token.claimFees() {} catch {}
        _noGain(caller, before);
    }

    function forceCoin(uint256 coin) external {
        coin = bound(coin, 1, 5 ether);
        vm.deal(address(this), coin);
        new ForcedCoinSender{value: coin}(payable(address(token)));
    }

    function passTime(uint256 seconds_, bool newBlock) external {
        vm.warp(block.timestamp + bound(seconds_, 0, 5 days));
        if (newBlock) vm.roll(block.number + 1);
    }
}

/// @notice Shared invariants of the 314 markets (run for Token314 and X314Token below).
abstract contract Market314InvariantsBase is Market314Fixture {
    Market314 internal market;
    Market314Handler internal handler;

    /// @dev The fuzzer calls only the handler.
    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    function _startHandler(Market314 market_) internal {
        market = market_;
        handler = new Market314Handler(market_, OWNER);
        // Give the actors (and the owner, also the provider) tokens to move from the start.
        address[] memory actors = handler.actors();
        for (uint256 i = 0; i < actors.length - 1; ++i) {
            vm.prank(OWNER);
            market.transfer(actors[i], 10_000e18);
        }
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    function invariant_theProductNeverFallsAcrossATrade() public view {
        assertTrue(!handler.productFell(), "k fell across a trade");
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    function invariant_theCoinHeldCoversTheReserveAndTheCredits() public view {
        (uint256 c,) = market.getReserves();
        assertGe(address(market).balance, c + market.totalCredits(), "balance >= reserve + credits");
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    function invariant_theTokensHeldAreTheReserve() public view {
        (, uint256 t) = market.getReserves();
        assertEq(market.balanceOf(address(market)), t, "balanceOf(token) == tokenReserve");
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    function invariant_noHolderGainsCoinExceptBySelling() public view {
        assertTrue(!handler.coinGainedWithoutSelling(), "coin without a sell");
    }
}

contract Token314InvariantsTest is Market314InvariantsBase {
    function setUp() public {
        vm.warp(1_800_000_000);
        _startHandler(_launched(_config()));
    }
}

contract X314TokenInvariantsTest is Market314InvariantsBase {
    function setUp() public {
        vm.warp(1_800_000_000);
        X314TokenConfig memory config = _xConfig();
        config.burnBps = 200;
        X314Token token = _launchedX(config);
        _startHandler(token);
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    function invariant_theSupplyOnlyFallsByTheTradeBurns() public view {
        assertLe(market.totalSupply(), SUPPLY, "never minted");
    }
}

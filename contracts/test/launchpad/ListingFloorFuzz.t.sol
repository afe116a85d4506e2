// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {TestBase} from "../utils/TestBase.sol";
import {LaunchpadFixture} from "./LaunchpadFixture.sol";
import {SaleTokenFixture} from "../tokens/SaleTokenFixture.sol";
import {FairLaunchTokenFixture} from "../tokens/FairLaunchTokenFixture.sol";
import {TaxSaleTokenFixture} from "../tokens/TaxSaleTokenFixture.sol";
import {Sale314Fixture} from "../tokens/Sale314Token.t.sol";
import {UniswapV2Router02} from "../../src/dex/UniswapV2Router02.sol";
import {LockView} from "../../src/lock/ITokenLocker.sol";
import {TokenLocker} from "../../src/lock/TokenLocker.sol";
import {ClaimMode, PresaleBooks, PresaleParams} from "../../src/launchpad/ILaunchpad.sol";
import {Presale} from "../../src/launchpad/Presale.sol";
import {SaleTerms} from "../../src/tokens/sale/ITokenSaleHub.sol";
import {SaleToken, SaleTokenConfig} from "../../src/tokens/templates/SaleToken.sol";
import {TaxSaleToken} from "../../src/tokens/templates/TaxSaleToken.sol";
import {FairLaunchConfig, FairLaunchToken} from "../../src/tokens/templates/FairLaunchToken.sol";
import {Sale314, Sale314Config} from "../../src/tokens/templates/base/Sale314.sol";
import {X314Options} from "../../src/tokens/templates/base/X314Market.sol";
import {Sale314Token} from "../../src/tokens/templates/Sale314Token.sol";
import {X314SaleToken} from "../../src/tokens/templates/X314SaleToken.sol";
import {LiquidityFloor} from "../../src/utils/LiquidityFloor.sol";

/// @notice Issue 48's listing floor as one property of every sale factory: no term a factory
/// accepts leaves buyers without a market before the lock floor. For fuzzed creator terms (the
/// LP lock below and above 30 days, burned LP, liquidity share, caps, launch timing, vesting), a
/// creation through the real factory or constructor either reverts, or once the sale launches,
/// at every time before the listing + 30 days (for x314: from when trading opens, which the lock
/// counts from): every LP share is locked until the floor or burned, neither the creator nor
/// anyone else can take it out of the locker, remove the pool or move it with an owner call, and
/// a buyer sells tokens on the pool for coin.
///
/// The liquidity share is fuzzed over 0..10,000 bps: every kind refuses a pool under 51% of the raise
/// (`MIN_LIQUIDITY_BPS`, {LiquidityFloor}; issue 73), so a created sale is at the floor or above.
///
/// The checks shared by the five sale kinds (each kind's test below inherits its own fixture).
abstract contract ListingFloorChecks is TestBase {
    /// @dev MIN_LP_LOCK_DURATION of every factory (Market314.MIN_LOCK_DURATION for the 314 market).
    uint256 internal constant LOCK_FLOOR = 30 days;
    /// @dev The pair's locked-liquidity holder, where burned LP goes too.
    address internal constant BURNED_LP = 0x000000000000000000000000000000000000dEaD;
    address internal constant LP_THIEF = address(0x7417);

    /// @dev The pool of `token` on `pair` cannot shrink now: every LP share is locked in `locker`
    /// (until `listedAt` + the floor at the earliest, nothing released yet) or burned, and neither
    /// `creator` nor anyone else gets LP out of the locker or liquidity out of the pool.
    function _assertPoolStays(
        TokenLocker locker,
        UniswapV2Router02 router,
        address pair,
        address token,
        address creator,
        uint256 listedAt
    ) internal {
        assertTrue(pair != address(0) && pair.code.length != 0, "the launch made a pool");
        IERC20 lp = IERC20(pair);
        assertEq(
            locker.totalLocked(pair) + lp.balanceOf(BURNED_LP), lp.totalSupply(), "every LP share locked or burned"
        );
        (uint256[] memory ids,) = locker.locksOfToken(pair, 0, 8);
        LockView[] memory locks = locker.getLocks(ids);
        for (uint256 i; i < ids.length; ++i) {
            assertGe(locks[i].end, listedAt + LOCK_FLOOR, "LP lock ends at the floor or later");
            assertEq(locker.releasedAt(ids[i], block.timestamp), 0, "no LP released before the floor");
            address[2] memory callers = [locks[i].owner, LP_THIEF];
            for (uint256 j; j < 2; ++j) {
                _assertFails(callers[j], address(locker), abi.encodeWithSignature("withdraw(uint256)", ids[i]), "LP out");
                _assertFails(
                    callers[j], address(locker), abi.encodeWithSignature("withdraw(uint256,uint256)", ids[i], 1), "LP out"
                );
            }
        }
        _assertFails(
            creator,
            address(router),
            abi.encodeCall(UniswapV2Router02.removeLiquidityETH, (token, 1, 0, 0, creator, block.timestamp)),
            "creator removes liquidity"
        );
    }

    /// @dev `seller` sells all its `token` through `router` for the wrapped coin's native coin and
    /// receives some.
    function _assertSellPays(UniswapV2Router02 router, address token, address seller) internal {
        uint256 amount = IERC20(token).balanceOf(seller);
        assertTrue(amount != 0, "the seller holds tokens");
        uint256 before = seller.balance;
        vm.startPrank(seller, seller);
        IERC20(token).approve(address(router), amount);
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(
            amount, 0, _path(token, router.WETH()), seller, block.timestamp
        );
        vm.stopPrank();
        assertGe(seller.balance - before, 1, "the sell paid coin");
    }

    /// @dev Gives `buyer` tokens from the pool on `pair`, a block before its sell, when what it holds
    /// would sell for nothing: vesting left it none yet, or a dust share against a deep pool. It pays
    /// twice the pool's coin, so a pool of a few token units (a low listing rate) still gives some.
    function _holdSomeTokens(UniswapV2Router02 router, address pair, address token, address buyer) internal {
        address[] memory route = _path(token, router.WETH());
        uint256 held = IERC20(token).balanceOf(buyer);
        if (held != 0) {
            try router.getAmountsOut(held, route) returns (uint256[] memory amounts) {
                if (amounts[1] != 0) return;
            } catch {}
        }
        (route[0], route[1]) = (route[1], route[0]);
        uint256 coin = 2 * IERC20(route[0]).balanceOf(pair);
        vm.deal(buyer, buyer.balance + coin);
        vm.prank(buyer, buyer);
        router.swapExactETHForTokensSupportingFeeOnTransferTokens{value: coin}(0, route, buyer, block.timestamp);
        vm.roll(block.number + 1);
    }

    /// @dev A call by `caller` that must revert.
    function _assertFails(address caller, address target, bytes memory data, string memory what) internal {
        vm.prank(caller);
        // solhint-disable-next-line avoid-low-level-calls
        (bool ok,) = target.call(data);
        assertTrue(!ok, what);
    }

    /// @dev A lock duration around the floor: half the draws below it (0 included), half above.
    function _lockAroundTheFloor(uint256 seed) internal pure returns (uint32) {
        return uint32(bound(seed, 0, 2 * LOCK_FLOOR));
    }

    function _path(address from, address to) internal pure returns (address[] memory route) {
        route = new address[](2);
        route[0] = from;
        route[1] = to;
    }
}

/// @notice The launchpad: LaunchpadFactory -> Presale, listed by the finalize. Terms: the lock
/// (or burned LP), the liquidity share (0..10,000: the factory refuses under 51%), the listing rate
/// (down to 1 wei of token a coin: a finalize that would pool no token reverts, and refunds), the
/// caps, linear vesting of the buyers' tokens.
contract PresaleListingFloorFuzzTest is LaunchpadFixture, ListingFloorChecks {
    struct PresaleTerms {
        uint256 lock;
        bool burnLp;
        uint256 liquidityBps;
        uint256 listingRate;
        uint256 hardCap;
        uint256 softCapShare;
        bool linear;
    }

    function setUp() public {
        _deployChain();
    }

    function testFuzz_presaleKeepsItsMarketUntilTheFloor(PresaleTerms memory terms, uint256 paid, uint256 at) public {
        PresaleParams memory p = _params();
        p.config.lpLockDuration = _lockAroundTheFloor(terms.lock);
        p.config.burnLp = terms.burnLp;
        p.config.liquidityBps = uint16(bound(terms.liquidityBps, 0, 10_000));
        p.payCoins[0].listingRate = bound(terms.listingRate, 1, 2 * RATE);
        p.config.hardCap = bound(terms.hardCap, 1_000e18, 1_000_000e18);
        p.config.softCap = p.config.hardCap * bound(terms.softCapShare, 0, 100) / 100;
        (p.config.minBuy, p.config.maxBuy, p.config.maxPerBuyer) = (0, 0, 0);
        if (terms.linear) {
            p.config.claimMode = ClaimMode.Linear;
            (p.config.vestingFirstBps, p.config.vestingCycleBps, p.config.vestingInterval) = (1_000, 1_000, 7 days);
            p.config.vestingStart = p.config.end + 60 days;
        }

        vm.startPrank(CREATOR);
        token.approve(address(launchpad), type(uint256).max);
        try launchpad.createPresale(p, "{}") returns (address created) {
            vm.stopPrank();
            assertTrue(terms.burnLp || p.config.lpLockDuration >= LOCK_FLOOR, "created with a lock below the floor");
            assertGe(p.config.liquidityBps, launchpad.MIN_LIQUIDITY_BPS(), "created with a pool under 51%");
            assertEq(launchpad.MIN_LIQUIDITY_BPS(), LiquidityFloor.MIN_LIQUIDITY_BPS, "the shared floor");
            _fillAndCheck(Presale(created), p, paid, at);
        } catch {
            vm.stopPrank();
        }
    }

    function _fillAndCheck(Presale presale, PresaleParams memory p, uint256 paid, uint256 at) private {
        address buyer = _buyer(1);
        uint256 most = p.config.hardCap * 1e18 / RATE;
        uint256 least = (p.config.softCap * 1e18 + RATE - 1) / RATE;
        if (least == 0) least = 1;
        // A soft cap equal to a hard cap that is no whole number of coins cannot be met: no launch.
        if (least > most) least = most;
        _start(presale);
        _buy(presale, buyer, bound(paid, least, most));
        _end(presale);
        vm.prank(STRANGER);
        try presale.finalize() {}
        catch {
            // No listing, no launch: the buyer takes the coin back once the grace period ends.
            vm.warp(p.config.end + p.config.finalizeGrace);
            vm.prank(buyer);
            presale.refund();
            return;
        }
        uint256 listedAt = block.timestamp;
        PresaleBooks memory books = presale.info().books;
        vm.warp(listedAt + bound(at, 0, LOCK_FLOOR - 1));
        _assertPoolStays(locker, router, books.pair, address(token), CREATOR, listedAt);
        _assertFails(CREATOR, address(presale), abi.encodeCall(Presale.cancel, ()), "creator cancels a listed presale");
        _assertFails(CREATOR, address(presale), abi.encodeCall(Presale.reclaimDeposit, ()), "creator reclaims");
        vm.prank(buyer);
        try presale.claim() {} catch {}
        _holdSomeTokens(router, books.pair, address(token), buyer);
        _assertSellPays(router, address(token), buyer);
        vm.warp(listedAt + LOCK_FLOOR - 1);
        _assertPoolStays(locker, router, books.pair, address(token), CREATOR, listedAt);
    }
}

/// @notice The standard sale token: its constructor is the factory, startTrading lists. Terms: the
/// lock (0 burns the LP), the liquidity share, the hard cap, the minimum buy, who launches when.
contract SaleTokenListingFloorFuzzTest is SaleTokenFixture, ListingFloorChecks {
    function setUp() public {
        _deployChain();
    }

    function testFuzz_saleTokenKeepsItsMarketUntilTheFloor(
        uint256 lock,
        uint256 liquidityBps,
        uint256 hardCap,
        uint256 minimum,
        uint256 paid,
        bool ownerLaunchesEarly,
        uint256 at
    ) public {
        SaleTokenConfig memory config = _config();
        config.lpLockDuration = _lockAroundTheFloor(lock);
        if (config.lpLockDuration == 0) config.locker = address(0);
        config.liquidityBps = uint16(bound(liquidityBps, 0, 10_000));
        config.hardCap = bound(hardCap, 0.01 ether, 1_000 ether);
        config.minContribution = bound(minimum, 1, config.hardCap);
        config.maxContribution = config.hardCap;
        config.totalSupply = 2 * config.hardCap * RATE / 1e18 + 1e18;

        try new SaleToken(config) returns (SaleToken sale) {
            assertTrue(config.lpLockDuration == 0 || config.lpLockDuration >= LOCK_FLOOR, "lock below the floor");
            assertGe(config.liquidityBps, sale.MIN_LIQUIDITY_BPS(), "created with a pool under 51%");
            assertEq(sale.MIN_LIQUIDITY_BPS(), LiquidityFloor.MIN_LIQUIDITY_BPS, "the shared floor");
            address buyer = _buyer(1);
            assertTrue(_send(sale, buyer, bound(paid, config.minContribution, config.hardCap)), "buy");
            if (!ownerLaunchesEarly) vm.warp(config.endTime);
            vm.prank(ownerLaunchesEarly ? CREATOR : address(0x5757));
            sale.startTrading();
            uint256 listedAt = block.timestamp;
            address pair = factory.getPair(address(sale), address(weth));
            vm.warp(listedAt + bound(at, 0, LOCK_FLOOR - 1));
            vm.roll(block.number + 1);
            _assertPoolStays(locker, router, pair, address(sale), CREATOR, listedAt);
            _assertSellPays(router, address(sale), buyer);
            vm.warp(listedAt + LOCK_FLOOR - 1);
            _assertPoolStays(locker, router, pair, address(sale), CREATOR, listedAt);
        } catch {}
    }
}

/// @notice A TokenSaleHub sale (the tax sale token registers it in its constructor; the hub lists).
/// Terms: the lock (0 burns), the liquidity share, the hard cap, the minimum buy, who launches when.
contract HubSaleListingFloorFuzzTest is TaxSaleTokenFixture, ListingFloorChecks {
    function setUp() public override {
        super.setUp();
        _deploySaleChain();
    }

    function testFuzz_hubSaleKeepsItsMarketUntilTheFloor(
        uint256 lock,
        uint256 liquidityBps,
        uint256 hardCap,
        uint256 minimum,
        uint256 paid,
        bool ownerLaunchesEarly,
        uint256 at
    ) public {
        SaleTerms memory terms = _terms();
        terms.lpLockDuration = _lockAroundTheFloor(lock);
        if (terms.lpLockDuration == 0) terms.locker = address(0);
        terms.liquidityBps = uint16(bound(liquidityBps, 0, 10_000));
        terms.hardCap = bound(hardCap, 0.01 ether, 1_000 ether);
        terms.minContribution = bound(minimum, 1, terms.hardCap);
        terms.maxContribution = terms.hardCap;

        try new TaxSaleToken(_taxConfig(), terms, address(hub)) returns (TaxSaleToken sale) {
            assertTrue(terms.lpLockDuration == 0 || terms.lpLockDuration >= LOCK_FLOOR, "lock below the floor");
            assertGe(terms.liquidityBps, hub.MIN_LIQUIDITY_BPS(), "created with a pool under 51%");
            assertEq(hub.MIN_LIQUIDITY_BPS(), LiquidityFloor.MIN_LIQUIDITY_BPS, "the shared floor");
            address buyer = _buyer(1);
            assertTrue(_send(address(sale), buyer, bound(paid, terms.minContribution, terms.hardCap)), "buy");
            if (ownerLaunchesEarly) {
                vm.prank(CREATOR);
                sale.startTrading();
            } else {
                vm.warp(terms.endTime);
                vm.prank(STRANGER);
                hub.launch(address(sale));
            }
            uint256 listedAt = block.timestamp;
            vm.warp(listedAt + bound(at, 0, LOCK_FLOOR - 1));
            vm.roll(block.number + 1);
            _assertPoolStays(locker, router, sale.pair(), address(sale), CREATOR, listedAt);
            _assertSellPays(router, address(sale), buyer);
            vm.warp(listedAt + LOCK_FLOOR - 1);
            _assertPoolStays(locker, router, sale.pair(), address(sale), CREATOR, listedAt);
        } catch {}
    }
}

/// @notice The fair launch: its constructor is the factory; the last mint or anyone after the end
/// lists. Terms: the lock (0 burns), the liquidity share, the mint price and size, the cap, the
/// premium, vesting of the minters' tokens. A free mint (fee 0) has no coin and so no pool: it has
/// no buyers to leave without a market.
contract FairLaunchListingFloorFuzzTest is FairLaunchTokenFixture, ListingFloorChecks {
    function setUp() public {
        _deployChain();
    }

    function testFuzz_fairLaunchKeepsItsMarketUntilTheFloor(
        uint256 lock,
        uint256 liquidityBps,
        uint256 fee,
        uint256 amount,
        uint256 maxMints,
        uint256 premium,
        uint256 vesting,
        uint256 times,
        uint256 at
    ) public {
        FairLaunchConfig memory config = _fairConfig();
        config.lpLockDuration = _lockAroundTheFloor(lock);
        if (config.lpLockDuration == 0) config.locker = address(0);
        config.liquidityBps = uint16(bound(liquidityBps, 0, 10_000));
        config.mintFee = bound(fee, 1, 1 ether);
        // At least 10^9 units a mint: a pool of one token unit sells nothing to a holder whose
        // tokens still vest, so the sell could not be shown (not a missing market).
        config.mintAmount = bound(amount, 1e9, 1_000_000e18);
        config.maxMints = uint32(bound(maxMints, 1, 100));
        config.mintsPerAddress = config.maxMints;
        config.premiumBps = uint32(bound(premium, 0, 10_000));
        config.vestingDuration = uint32(bound(vesting, 0, 365 days));

        try new FairLaunchToken(config) returns (FairLaunchToken fair) {
            assertTrue(config.lpLockDuration == 0 || config.lpLockDuration >= LOCK_FLOOR, "lock below the floor");
            assertGe(config.liquidityBps, fair.MIN_LIQUIDITY_BPS(), "created with a pool under 51%");
            assertEq(fair.MIN_LIQUIDITY_BPS(), LiquidityFloor.MIN_LIQUIDITY_BPS, "the shared floor");
            address minter = _buyer(1);
            _mint(fair, minter, bound(times, 1, config.maxMints));
            if (fair.launchedAt() == 0) {
                vm.warp(config.endTime);
                vm.prank(address(0x5757));
                fair.launch();
            }
            uint256 listedAt = fair.launchedAt();
            vm.warp(listedAt + bound(at, 0, LOCK_FLOOR - 1));
            vm.roll(block.number + 1);
            _assertPoolStays(locker, router, fair.pair(), address(fair), CREATOR, listedAt);
            vm.prank(minter);
            try fair.claimVested() {} catch {}
            _holdSomeTokens(router, fair.pair(), address(fair), minter);
            _assertSellPays(router, address(fair), minter);
            vm.warp(listedAt + LOCK_FLOOR - 1);
            _assertPoolStays(locker, router, fair.pair(), address(fair), CREATOR, listedAt);
        } catch {}
    }
}

/// @notice The 314 sales (Sale314Token and X314SaleToken): the launch fills the token's own market,
/// whose liquidity is locked from the later of the launch and the trading start. Terms: the lock,
/// the liquidity share, the caps, the fees (then raised to the most the owner may), the x314
/// trading start, and whether the owner renounces (the market then stays for ever).
contract Sale314ListingFloorFuzzTest is Sale314Fixture, ListingFloorChecks {
    struct Terms314 {
        uint256 lock;
        uint256 liquidityBps;
        uint256 hardCap;
        uint256 minimum;
        bool x314;
        uint256 startDelay;
        bool ownerLaunchesEarly;
        bool renounce;
    }

    function setUp() public {
        vm.warp(1_800_000_000);
        vm.roll(100);
    }

    function testFuzz_sale314KeepsItsMarketUntilTheFloor(Terms314 memory terms, uint256 paid, uint256 at) public {
        Sale314Config memory config = _saleConfig();
        config.lockDuration = _lockAroundTheFloor(terms.lock);
        config.liquidityBps = uint16(bound(terms.liquidityBps, 0, 10_000));
        config.hardCap = bound(terms.hardCap, 0.01 ether, 50 ether);
        config.softCap = 0;
        config.minContribution = bound(terms.minimum, 1, config.hardCap);
        config.maxContribution = config.hardCap;
        X314Options memory options = _options();
        options.tradingStartTime = uint64(block.timestamp + bound(terms.startDelay, 0, 400 days));

        Sale314 sale;
        if (terms.x314) {
            try new X314SaleToken(config, options) returns (X314SaleToken created) {
                sale = created;
            } catch {}
        } else {
            try new Sale314Token(config) returns (Sale314Token created) {
                sale = created;
            } catch {}
        }
        if (address(sale) == address(0)) return;
        assertGe(config.lockDuration, LOCK_FLOOR, "created with a lock below the floor");
        assertGe(config.liquidityBps, sale.MIN_LIQUIDITY_BPS(), "created with a pool under 51%");
        assertEq(sale.MIN_LIQUIDITY_BPS(), LiquidityFloor.MIN_LIQUIDITY_BPS, "the shared floor");

        address buyer = _buyer(1);
        _buySale(sale, buyer, bound(paid, config.minContribution, config.hardCap));
        if (!terms.ownerLaunchesEarly) vm.warp(config.endTime);
        vm.prank(terms.ownerLaunchesEarly ? OWNER : CAROL);
        sale.launch();
        // Trades wait for the x314 trading start when it is later; the lock counts from there.
        uint256 opens = terms.x314 && options.tradingStartTime > block.timestamp
            ? options.tradingStartTime
            : block.timestamp;
        if (terms.renounce) {
            vm.prank(OWNER);
            sale.renounceOwnership();
        } else {
            // The owner raises both fees to the most it may: selling must still pay.
            uint256 room = sale.MAX_FEE_BPS() - (terms.x314 ? options.burnBps : 0);
            vm.prank(OWNER);
            sale.setFees(uint16(room), uint16(room));
        }

        vm.warp(opens + bound(at, 0, LOCK_FLOOR - 1));
        vm.roll(block.number + 1);
        _assertMarketStays(sale, opens);
        uint256 before = buyer.balance;
        uint256 held = sale.balanceOf(buyer);
        vm.prank(buyer);
        sale.transfer(address(sale), held);
        assertGe(buyer.balance - before, 1, "the sell paid coin");
        vm.warp(opens + LOCK_FLOOR - 1);
        _assertMarketStays(sale, opens);
    }

    /// @dev The market is open with both reserves, locked until the floor at the earliest, and
    /// nobody (beneficiary, owner, anyone) removes it.
    function _assertMarketStays(Sale314 sale, uint256 opens) private {
        assertTrue(sale.tradingOpen(), "the market trades");
        (uint256 coin, uint256 tokens) = sale.getReserves();
        assertTrue(coin != 0 && tokens != 0, "both reserves");
        assertGe(sale.liquidityLockedUntil(), opens + LOCK_FLOOR, "locked until the floor or later");
        address[3] memory callers = [BENEFICIARY, OWNER, LP_THIEF];
        for (uint256 i; i < 3; ++i) {
            _assertFails(callers[i], address(sale), abi.encodeWithSignature("removeLiquidity()"), "market removed");
        }
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {FailingTransferToken} from "../fixtures/FailingTransferToken.sol";
import {FeeOnTransferToken} from "../fixtures/FeeOnTransferToken.sol";
import {Presale} from "../../src/launchpad/Presale.sol";
import {ListingOrder, PresaleListing} from "../../src/launchpad/PresaleListing.sol";
import {PresaleSetup} from "../../src/launchpad/PresaleSetup.sol";
import {FeeConfig, IPresale, PayCoin, PresaleParams, PresaleStatus} from "../../src/launchpad/ILaunchpad.sol";
import {LaunchpadFixture} from "./LaunchpadFixture.sol";
import {LiquidityFloor} from "../../src/utils/LiquidityFloor.sol";

interface IAttackPair {
    function getReserves() external view returns (uint112, uint112, uint32);
    function token0() external view returns (address);
    function balanceOf(address) external view returns (uint256);
    function transfer(address, uint256) external returns (bool);
    function burn(address) external returns (uint256, uint256);
}

/// @notice The operator's fee recipient as a contract that refuses the native coin until it opens.
contract SwitchableRecipient {
    bool public open;

    function setOpen(bool open_) external {
        open = open_;
    }

    function claim(Presale presale) external {
        presale.claimRewards();
    }

    receive() external payable {
        require(open, "closed");
    }
}

/// @notice The sender hook an ERC-777-style coin calls before it moves a balance.
interface ISenderHook {
    function tokensToSend(address to, uint256 value) external;
}

/// @notice An ERC-777-style pay coin: a transfer first calls the hook of a sender that registered one.
contract HookCoin is ERC20 {
    mapping(address account => bool) public hooked;

    constructor() ERC20("Hook", "HOOK") {
        _mint(msg.sender, 1e30);
    }

    function registerHook() external {
        hooked[msg.sender] = true;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (hooked[from]) ISenderHook(from).tokensToSend(to, value);
        super._update(from, to, value);
    }
}

/// @notice Hole 11's buyer: from the coin's hook, in the middle of its own purchase, binds a victim
/// as its inviter (the purchase read "no inviter" before receiving), then withdraws.
contract HookBuyer is ISenderHook {
    Presale internal _presale;
    address internal _victim;
    bool internal _armed;
    bool public bindRefused;

    function buy(Presale presale, HookCoin coin, uint256 amount, address victim) external {
        _presale = presale;
        _victim = victim;
        _armed = true;
        coin.registerHook();
        coin.approve(address(presale), amount);
        presale.contribute(0, amount, address(0), 0, new bytes32[](0));
    }

    function tokensToSend(address, uint256) external {
        if (!_armed) return;
        _armed = false;
        try _presale.bindInviter(_victim) {}
        catch {
            bindRefused = true;
        }
    }

    function withdraw() external {
        _presale.emergencyWithdraw();
    }
}

/// @notice Issue 48's presale holes 8, 10 and 11, each as the attack its description gives; every
/// test here fails on the presale before the fix (the attack succeeds) and passes after.
contract PresaleAttacksTest is LaunchpadFixture {
    /// The default presale's listing after two buys of 10 coin: 60% of 20 coin at 800 tokens per coin.
    uint256 internal constant LISTING_COIN = 12 ether;
    uint256 internal constant LISTING_TOKENS = 9_600e18;

    function setUp() public {
        _deployChain();
    }

    // ------------------------------------------------------------ hole 8: the finalize sandwich

    /// The default presale after two buys of 10 coin, at its end (its listing: LISTING_COIN, LISTING_TOKENS).
    function _endedDefault() internal returns (Presale presale) {
        presale = _createDefault();
        _start(presale);
        _buy(presale, _buyer(0), 10 ether);
        _buy(presale, _buyer(1), 10 ether);
        _end(presale);
    }

    /// STRANGER removes all its LP; returns the tokens and coin it got back.
    function _exit(address pair) internal returns (uint256 tokens, uint256 coin) {
        uint256 lp = IAttackPair(pair).balanceOf(STRANGER);
        vm.prank(STRANGER);
        IAttackPair(pair).transfer(pair, lp);
        (uint256 a0, uint256 a1) = IAttackPair(pair).burn(STRANGER);
        (tokens, coin) = IAttackPair(pair).token0() == address(token) ? (a0, a1) : (a1, a0);
    }

    function _price(address pair) internal view returns (uint256) {
        (uint112 r0, uint112 r1,) = IAttackPair(pair).getReserves();
        (uint256 rToken, uint256 rCoin) = IAttackPair(pair).token0() == address(token) ? (r0, r1) : (r1, r0);
        return rToken * 1e18 / rCoin;
    }

    function _sandwich(uint256 tokens, uint256 coin) internal returns (uint256 valueBefore, uint256 valueAfter) {
        Presale presale = _endedDefault();
        address pair = _pricedPool(tokens, coin);
        uint256 creatorBefore = CREATOR.balance;
        vm.prank(STRANGER);
        presale.finalize();
        (uint256 tokensBack, uint256 coinBack) = _exit(pair);
        // Valued at the listing price, the price the pool opens at.
        valueBefore = coin + tokens * 1e18 / LISTING_RATE;
        valueAfter = coinBack + tokensBack * 1e18 / LISTING_RATE;
        assertApproxEq(_price(pair), LISTING_RATE, LISTING_RATE / 1e9, "the pool opens at the listing price");
        // The creator still gets the raise less the listing at least (more when the swap sold tokens dear).
        assertGe(CREATOR.balance - creatorBefore, 20 ether - LISTING_COIN, "creator's share");
    }

    function test_aSandwichPoolPricingTheTokenLowJustInsideTheBandGainsNothing() public {
        // The pool prices the token 0.99% below the listing: before the fix the finalize donated
        // ~0.119 coin (1% of the listing) to it, and the stranger's LP took it.
        (uint256 before, uint256 afterwards) = _sandwich(LISTING_TOKENS * 10_099 / 10_000, LISTING_COIN);
        assertLe(afterwards, before, "the stranger's LP gains nothing from the finalize");
    }

    function test_aSandwichPoolPricingTheTokenHighJustInsideTheBandGainsNothing() public {
        (uint256 before, uint256 afterwards) = _sandwich(LISTING_TOKENS * 10_000 / 10_099, LISTING_COIN);
        assertLe(afterwards, before, "the stranger's LP gains nothing from the finalize");
    }

    function testFuzz_noPoolOwnerProfitsFromTheFinalize(uint256 sizeSeed, uint256 offSeed, bool high) public {
        // Any pool from 1/100 to 10x the listing, any price within the band the finalize accepts.
        uint256 coin = bound(sizeSeed, LISTING_COIN / 100, LISTING_COIN * 10);
        uint256 offBps = bound(offSeed, 1, 200);
        uint256 tokens = coin * LISTING_RATE / 1e18;
        tokens = high ? tokens * 10_000 / (10_000 + offBps) : tokens * (10_000 + offBps) / 10_000;
        Presale presale = _endedDefault();
        address pair = _pricedPool(tokens, coin);
        vm.prank(STRANGER);
        try presale.finalize() {
            (uint256 tokensBack, uint256 coinBack) = _exit(pair);
            // At the listing price: at most the DEX fee on the alignment swap, less the arbitrage the
            // misprice costs (largest at a 0.3% misprice: 0.000225% of the pool), where the donation
            // gave up to 1% of the listing.
            uint256 before = coin + tokens * 1e18 / LISTING_RATE;
            assertLe(coinBack + tokensBack * 1e18 / LISTING_RATE, before + before / 400_000, "no profit");
            assertApproxEq(_price(pair), LISTING_RATE, LISTING_RATE / 1e6, "at the listing price");
        } catch (bytes memory reason) {
            // Only a pool too far off for a 1% swap is refused, and then nothing moved.
            assertEq(bytes4(reason), IPresale.PresaleListingPriceMismatch.selector, "mismatch only");
            assertTrue(presale.status() == PresaleStatus.Ended, "still finalizable later");
        }
    }

    function test_theListingCodeRunsOnlyInAPresale() public {
        PresaleListing lister = PresaleListing(Presale(payable(launchpad.implementation())).lister());
        ListingOrder memory o;
        vm.expectRevert(PresaleListing.PresaleListingNotDelegated.selector);
        lister.list(o);
    }

    function test_theSetUpCodeRunsOnlyInAPresaleAndOnlyOnce() public {
        Presale implementation = Presale(payable(launchpad.implementation()));
        PresaleSetup setup = PresaleSetup(implementation.setup());
        PresaleParams memory p = _params();
        vm.expectRevert(PresaleSetup.PresaleSetupNotDelegated.selector);
        setup.initialize(STRANGER, p, _noFees(), 0);
        // A live presale's terms cannot be set again through it, by anyone.
        Presale presale = _createDefault();
        address creatorBefore = presale.creator();
        vm.prank(STRANGER);
        vm.expectRevert(IPresale.PresaleAlreadyInitialized.selector);
        presale.initialize(STRANGER, p, _noFees(), 0);
        assertEq(presale.creator(), creatorBefore, "creator unchanged");
    }

    // ------------------------------------------------------------ hole 10: the fee recipient's veto

    function test_aFeeRecipientThatRefusesTheCoinCannotVetoTheFinalize() public {
        SwitchableRecipient recipient = new SwitchableRecipient();
        launchpad.setFees(FeeConfig(address(recipient), address(0), 0, 200, 0));
        Presale presale = _endedDefault();
        vm.expectEmit(true, true, false, true);
        emit IPresale.PresaleFeeCredited(address(recipient), 0, 0.4 ether);
        presale.finalize();
        assertTrue(presale.status() == PresaleStatus.Finalized, "finalized despite the refusal");
        assertEq(presale.teamOf(address(recipient)).rewards[0], 0.4 ether, "2% credited");
        vm.expectRevert();
        recipient.claim(presale);
        recipient.setOpen(true);
        recipient.claim(presale);
        assertEq(address(recipient).balance, 0.4 ether, "the fee, once it accepts");
        vm.prank(_buyer(0));
        assertEq(presale.claim(), 10_000e18, "buyers claim");
    }

    function test_aPayCoinThatBlacklistsTheFeeRecipientCannotVetoTheFinalize() public {
        FailingTransferToken coin = new FailingTransferToken(1e30);
        PresaleParams memory p = _params();
        p.payCoins[0] = PayCoin(address(coin), RATE, LISTING_RATE);
        launchpad.setFees(FeeConfig(OPERATOR, address(0), 0, 200, 0));
        Presale presale = _create(p);
        _start(presale);
        _buyErc20(presale, IERC20(address(coin)), _buyer(0), 10 ether);
        _buyErc20(presale, IERC20(address(coin)), _buyer(1), 10 ether);
        _end(presale);
        coin.setFailure(FailingTransferToken.Mode.Revert, OPERATOR);
        presale.finalize();
        assertEq(presale.teamOf(OPERATOR).rewards[0], 0.4 ether, "credited");
        coin.setFailure(FailingTransferToken.Mode.None, address(0));
        vm.prank(OPERATOR);
        presale.claimRewards();
        assertEq(coin.balanceOf(OPERATOR), 0.4 ether, "paid once unblocked");
    }

    // ------------------------------------------------------------ hole 11: binding from a coin's hook

    function test_aBuyerCannotBindAnInviterFromThePayCoinsHookMidPurchase() public {
        HookCoin coin = new HookCoin();
        PresaleParams memory p = _params();
        p.payCoins[0] = PayCoin(address(coin), RATE, LISTING_RATE);
        p.config.emergencyWithdraw = true;
        p.config.emergencyPenaltyBps = 500;
        p.inviteBps = new uint16[](1);
        p.inviteBps[0] = 1_000;
        Presale presale = _create(p);
        _start(presale);
        address victim = _buyer(0);
        address honest = _buyer(1);
        _buyErc20(presale, IERC20(address(coin)), victim, 1 ether);
        coin.transfer(honest, 5 ether);
        vm.startPrank(honest);
        coin.approve(address(presale), 5 ether);
        presale.contribute(0, 5 ether, victim, 0, new bytes32[](0));
        vm.stopPrank();
        assertEq(presale.teamOf(victim).rewards[0], 0.5 ether, "the victim's honest reward");
        HookBuyer attacker = new HookBuyer();
        coin.transfer(address(attacker), 5 ether);
        attacker.buy(presale, coin, 5 ether, victim);
        assertTrue(attacker.bindRefused(), "binding refused during the purchase");
        assertEq(presale.contributionOf(address(attacker)).inviter, address(0), "no inviter");
        attacker.withdraw();
        assertEq(presale.teamOf(victim).rewards[0], 0.5 ether, "the victim keeps its reward");
        assertEq(presale.teamOf(victim).volume[0], 5_000e18, "and its team volume");
    }

    // ------------------------------------------------------------ also: a taxed pay coin's listing

    function test_aTaxedPayCoinListsWhatArrivesAtThePair() public {
        (Presale presale, FeeOnTransferToken coin) = _startedWithTaxedPayCoin();
        // Three buys of 8 coin: 7.92 arrives of each (the soft cap counts what arrived).
        for (uint256 k; k < 3; ++k) {
            coin.transfer(_buyer(k), 1 ether); // the tax on the helper's funding transfer
            _buyErc20(presale, IERC20(address(coin)), _buyer(k), 8 ether);
        }
        _end(presale);
        presale.finalize();
        address pair = presale.info().books.pair;
        (uint112 r0, uint112 r1,) = IAttackPair(pair).getReserves();
        (uint256 rToken, uint256 rCoin) = IAttackPair(pair).token0() == address(token) ? (r0, r1) : (r1, r0);
        // 1% of the coin is taxed on the way to the pair: the tokens follow what arrived.
        assertApproxEq(rToken * 1e18 / rCoin, LISTING_RATE, LISTING_RATE / 1e9, "at the listing price");
    }

    // ------------------------------------------------------------ the listing floor, by the chain

    /// A creator who skips the form asks for a 1% pool: the creator would keep 99% of the raise and
    /// the buyers list into a thin market. The factory refuses any share under 51%, and a year-long
    /// presale and more.
    function test_theFactoryRefusesAPoolUnder51PercentAndAPresaleOverAYear() public {
        PresaleParams memory p = _params();
        p.config.liquidityBps = 5_099;
        vm.startPrank(CREATOR);
        token.approve(address(launchpad), type(uint256).max);
        vm.expectRevert(IPresale.PresaleInvalidListing.selector);
        launchpad.createPresale(p, "{}");
        p.config.liquidityBps = 0;
        vm.expectRevert(IPresale.PresaleInvalidListing.selector);
        launchpad.createPresale(p, "{}");
        p = _params();
        p.config.end = p.config.start + 365 days + 1;
        vm.expectRevert(abi.encodeWithSelector(IPresale.PresaleTooLong.selector, 365 days + 1, 365 days));
        launchpad.createPresale(p, "{}");
        vm.stopPrank();
        p.config.end = p.config.start + 365 days;
        p.config.liquidityBps = 5_100;
        _create(p);
        // The floor every sale family holds (issue 73), one constant.
        assertEq(launchpad.MIN_LIQUIDITY_BPS(), LiquidityFloor.MIN_LIQUIDITY_BPS, "the shared floor");
    }

    /// The raise too small for a pool at the listing rate (1 wei of token a coin: 51% of 1.5 coin pools
    /// no token): the creator deposits only the sale's tokens. The old finalize skipped the listing
    /// and paid the whole raise to the creator, leaving the buyers without a market; now it reverts
    /// and the buyers take their coin back after the grace period.
    function test_aFinalizeThatWouldPoolNoTokenRevertsAndTheBuyersRefund() public {
        PresaleParams memory p = _params();
        p.payCoins[0].listingRate = 1;
        p.config.liquidityBps = 5_100;
        (p.config.softCap, p.config.minBuy) = (1_000e18, 100e18);
        Presale presale = _create(p);
        _start(presale);
        address buyer = _buyer(0);
        _buy(presale, buyer, 1.5 ether);
        _end(presale);
        uint256 creatorBefore = CREATOR.balance;
        vm.expectRevert(IPresale.PresaleNothingListed.selector);
        presale.finalize();
        assertEq(CREATOR.balance, creatorBefore, "the creator is not paid");
        vm.warp(p.config.end + p.config.finalizeGrace);
        uint256 buyerBefore = buyer.balance;
        vm.prank(buyer);
        presale.refund();
        assertEq(buyer.balance - buyerBefore, 1.5 ether, "the whole contribution back");
    }
}

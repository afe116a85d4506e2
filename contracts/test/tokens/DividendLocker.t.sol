// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {DividendTemplateTestBase} from "./DividendToken.t.sol";
import {HubSaleFixture} from "./HubSaleFixture.sol";
import {UniswapV2Pair} from "../../src/dex/UniswapV2Pair.sol";
import {LockKind, LockSchedule} from "../../src/lock/ITokenLocker.sol";
import {TokenLocker} from "../../src/lock/TokenLocker.sol";
import {IDividendTracker} from "../../src/tokens/dividends/IDividendTracker.sol";
import {SHARED_LOCKER_CANCUN, SHARED_LOCKER_LONDON} from "../../src/tokens/dividends/SharedLockers.sol";
import {SaleTerms} from "../../src/tokens/sale/ITokenSaleHub.sol";
import {DividendSaleToken} from "../../src/tokens/templates/DividendSaleToken.sol";
import {DividendToken} from "../../src/tokens/templates/DividendToken.sol";
import {LpDividendSaleToken} from "../../src/tokens/templates/LpDividendSaleToken.sol";
import {LpDividendToken} from "../../src/tokens/templates/LpDividendToken.sol";
import {DividendConfig, DividendTaxToken} from "../../src/tokens/templates/base/DividendTaxToken.sol";

/// @notice Cheatcode used here beyond TestBase's.
interface VmEtch {
    function etch(address target, bytes calldata code) external;
}

/**
 * @notice Issue 73, point 4: dividends of tokens held in the chain's shared locker were owed to the
 * locker, which can never claim them, unless the deployer excluded it (only the web form did). Now
 * the tracker excludes the locker's shared address of either build from every book, for good, so
 * every token gets it however it was deployed. For each dividend family, with the locker holding any
 * amount: nothing is ever owed to the locker, and what was distributed is paid out or still
 * claimable by holders who can claim, less rounding dust (DIVIDEND = PAID + CLAIMABLE + DUST, the
 * locker's part being zero).
 *
 * The locker is TokenBox's locker code placed at its shared addresses (what the deterministic
 * deployment proxy gives it on every chain; core's `sharedContractAddress.TokenLocker`). The tokens
 * are deployed directly with nothing about the locker in their exclusion lists.
 * (`dividendLocker.ts` deploys the shipped locker bytecode through the proxy itself.)
 */
contract DividendLockerTest is DividendTemplateTestBase, HubSaleFixture {
    VmEtch private constant VM_ETCH = VmEtch(address(uint160(uint256(keccak256("hevm cheat code")))));
    /// Rounding dust a book may keep: under one base unit per deposit and per holder settlement.
    uint256 private constant DUST = 12;
    uint256 private constant SALE_RATE = 1_000_000e18;

    function setUp() public override {
        super.setUp();
        vm.warp(1_800_000_000);
        bytes memory code = address(new TokenLocker()).code;
        VM_ETCH.etch(SHARED_LOCKER_CANCUN, code);
        VM_ETCH.etch(SHARED_LOCKER_LONDON, code);
        _deployHub();
    }

    function _rate() internal pure override returns (uint256) {
        return SALE_RATE;
    }

    // ------------------------------------------------------------------ every book

    function test_everyBookExcludesTheSharedLockerOfEitherBuildForGood() public {
        (address cancun, address london) = tracker.sharedLockers();
        assertEq(cancun, SHARED_LOCKER_CANCUN, "cancun locker");
        assertEq(london, SHARED_LOCKER_LONDON, "london locker");
        DividendConfig memory dividend = dividendConfig(address(0));
        DividendTaxToken[4] memory tokens = [
            DividendTaxToken(payable(address(new DividendToken(taxConfig(address(0)), dividend)))),
            DividendTaxToken(payable(address(new LpDividendToken(taxConfig(address(0)), dividend)))),
            _sale(false),
            _sale(true)
        ];
        for (uint256 i; i < tokens.length; ++i) {
            DividendTaxToken token = tokens[i];
            for (uint256 j; j < 2; ++j) {
                address shared = j == 0 ? SHARED_LOCKER_CANCUN : SHARED_LOCKER_LONDON;
                assertTrue(tracker.isExcluded(address(token), shared), "excluded at registration");
                // Not even the owner can make it earn again (the token's call bubbles the tracker's error).
                vm.prank(token.owner());
                vm.expectRevert(abi.encodeWithSelector(IDividendTracker.DividendExclusionFixed.selector, shared));
                token.setDividendExcluded(shared, false);
                assertTrue(tracker.isExcluded(address(token), shared), "still excluded");
            }
        }
    }

    // ------------------------------------------------------------------ holder dividends

    /// @dev DividendToken deployed directly: Alice and Bob hold, Bob locks any part of his tokens in
    /// the shared locker (either build's address), anyone syncs the locker's balance, dividends are
    /// deposited before and after: nothing is owed to the locker and every deposit reaches holders.
    function testFuzz_dividendTokenLockedTokensStrandNothing(
        uint256 alice,
        uint256 bob,
        uint256 locked,
        uint256 first,
        uint256 second,
        bool london
    ) public {
        DividendToken token = new DividendToken(taxConfig(address(0)), dividendConfig(address(0)));
        alice = bound(alice, 1, 100_000_000e18);
        bob = bound(bob, 1, 100_000_000e18);
        token.transfer(ALICE, alice);
        token.transfer(BOB, bob);
        _lockedHoldersStrandNothing(token, _shared(london), bound(locked, 1, bob), first, second);
    }

    /// @dev DividendSaleToken (the hub is the token's own exclusion): two buyers buy, the sale
    /// launches, one locks any part of what he bought in the shared locker.
    function testFuzz_dividendSaleTokenLockedTokensStrandNothing(
        uint256 aliceCoin,
        uint256 bobCoin,
        uint256 locked,
        uint256 first,
        uint256 second,
        bool london
    ) public {
        DividendTaxToken token = _sale(false);
        _send(address(token), ALICE, bound(aliceCoin, 0.1 ether, 10 ether));
        _send(address(token), BOB, bound(bobCoin, 0.1 ether, 10 ether));
        vm.prank(CREATOR);
        token.startTrading();
        uint256 bob = token.balanceOf(BOB);
        _lockedHoldersStrandNothing(token, _shared(london), bound(locked, 1, bob), first, second);
    }

    // ------------------------------------------------------------------ LP dividends

    /// @dev LpDividendToken: Alice stakes her LP, Bob locks any part of his in the shared locker (the
    /// rest he holds). Locked LP was never a share (only staked LP is): nothing is owed to the locker,
    /// the stakers get everything; unlocked and staked, Bob's LP earns from then on.
    function testFuzz_lpDividendTokenLockedLpStrandsNothing(
        uint256 aliceTokens,
        uint256 bobTokens,
        uint256 lockedBps,
        uint256 first,
        uint256 second,
        bool london
    ) public {
        LpDividendToken token = new LpDividendToken(taxConfig(address(0)), dividendConfig(address(0)));
        open(token);
        token.transfer(ALICE, 10_000_000e18);
        token.transfer(BOB, 10_000_000e18);
        _providersLockLp(
            token,
            _shared(london),
            [bound(aliceTokens, 1_000e18, 10_000_000e18), bound(bobTokens, 1_000e18, 10_000_000e18)],
            lockedBps,
            first,
            second
        );
    }

    /// @dev LpDividendSaleToken: the hub locks the launch's LP in the shared locker itself (the
    /// sale's terms name it), and a provider locks more there: the stakers get everything.
    function testFuzz_lpDividendSaleTokenLockedLpStrandsNothing(
        uint256 coin,
        uint256 lockedBps,
        uint256 first,
        uint256 second,
        bool london
    ) public {
        address shared = _shared(london);
        SaleTerms memory terms = _terms();
        terms.locker = shared;
        LpDividendSaleToken token = new LpDividendSaleToken(saleTaxConfig(), saleDividendConfig(), terms, address(hub));
        _send(address(token), ALICE, bound(coin, 0.1 ether, 10 ether));
        _send(address(token), BOB, 10 ether);
        vm.prank(CREATOR);
        token.startTrading();
        UniswapV2Pair pair = UniswapV2Pair(token.pair());
        assertTrue(pair.balanceOf(shared) > 0, "the launch's LP is in the shared locker");
        _providersLockLp(token, shared, [token.balanceOf(ALICE), token.balanceOf(BOB)], lockedBps, first, second);
    }

    // ------------------------------------------------------------------ the property

    /// @dev {_lockedStrandsNothing} on a holder book; then Bob unlocks and his share follows.
    function _lockedHoldersStrandNothing(
        DividendTaxToken token,
        address shared,
        uint256 locked,
        uint256 first,
        uint256 second
    ) internal {
        uint256 id = _lockedStrandsNothing(token, shared, false, locked, first, second);

        // Unlocked, Bob's tokens earn again from the next deposit on.
        vm.warp(block.timestamp + 1 days + 1);
        vm.prank(BOB);
        TokenLocker(shared).withdraw(id);
        assertEq(tracker.shareOf(address(token), BOB), token.balanceOf(BOB), "the share follows the unlock");
    }

    /// @dev Alice and Bob provide `tokens` (Alice's, Bob's) as liquidity; Alice stakes her LP, Bob
    /// locks `lockedBps` of his in `shared` and stakes the rest; anyone syncs the locker: it never
    /// earns, and the stakers get everything distributed.
    function _providersLockLp(
        LpDividendToken token,
        address shared,
        uint256[2] memory tokens,
        uint256 lockedBps,
        uint256 first,
        uint256 second
    ) internal {
        vm.startPrank(token.owner());
        token.setExemptions(ALICE, true, true, true);
        token.setExemptions(BOB, true, true, true);
        vm.stopPrank();
        uint256 aliceLp = _addLiquidity(token, ALICE, tokens[0]);
        uint256 bobLp = _addLiquidity(token, BOB, tokens[1]);
        stake(token, ALICE, aliceLp);
        uint256 locked = (bobLp * bound(lockedBps, 1, 10_000)) / 10_000;
        _lockedStrandsNothing(token, shared, true, locked, first, second);
    }

    /// @dev The property on either book: Bob locks `locked` of his tokens (of his LP on an LP book,
    /// staking the rest he holds) in `shared` between two deposits; anyone then syncs the locker's
    /// balance; after everyone who earns has claimed: the locker was never owed anything, PAID = what
    /// the holders received and PAID + DUST covers all that was distributed.
    function _lockedStrandsNothing(
        DividendTaxToken token,
        address shared,
        bool lp,
        uint256 locked,
        uint256 first,
        uint256 second
    ) internal returns (uint256 id) {
        address book = address(token);
        first = bound(first, 1, 1_000_000 ether);
        second = bound(second, 1, 1_000_000 ether);
        tracker.distribute{value: first}(book, first);
        if (lp) {
            address pair = token.pair();
            id = _lock(pair, true, BOB, shared, locked);
            uint256 rest = UniswapV2Pair(pair).balanceOf(BOB);
            if (rest > 0) stake(token, BOB, rest);
        } else {
            id = _lock(book, false, BOB, shared, locked);
            assertEq(token.balanceOf(shared), locked, "locked");
        }
        address[] memory accounts = new address[](1);
        accounts[0] = shared;
        vm.prank(STRANGER);
        tracker.syncShares(book, accounts);
        assertEq(tracker.shareOf(book, shared), 0, lp ? "locked LP is no share" : "the locker has no share");
        tracker.distribute{value: second}(book, second);
        assertEq(tracker.withdrawableOf(book, shared), 0, "nothing is owed to the locker");
        _everyDividendReachesHolders(book, shared);
    }

    /// @dev Everyone who can earn claims; then PAID (= the book's withdrawn) covers what was
    /// distributed less DUST, nothing is claimable any more, and the tracker's coin is what is left
    /// of the book (the dust), so no coin is owed to an account that cannot claim.
    function _everyDividendReachesHolders(address book, address shared) internal {
        address[4] memory earners = [ALICE, BOB, CREATOR, address(this)];
        uint256 paid;
        for (uint256 i; i < earners.length; ++i) {
            if (tracker.withdrawableOf(book, earners[i]) == 0) continue;
            vm.prank(earners[i]);
            paid += tracker.claim(book);
        }
        uint256 distributed = tracker.totalDistributed(book);
        assertEq(tracker.totalWithdrawn(book), paid, "paid out = claimed by holders");
        assertLe(paid, distributed, "never more than distributed");
        assertGe(paid + DUST, distributed, "all distributed reached holders, less dust");
        assertEq(tracker.withdrawableOf(book, shared), 0, "still nothing for the locker");
        assertEq(address(tracker).balance, distributed - paid, "the tracker keeps only the dust");
    }

    // ------------------------------------------------------------------ helpers

    function _shared(bool london) internal pure returns (address) {
        return london ? SHARED_LOCKER_LONDON : SHARED_LOCKER_CANCUN;
    }

    function _lock(address token, bool isLp, address owner, address shared, uint256 amount)
        internal
        returns (uint256 id)
    {
        vm.startPrank(owner);
        DividendToken(payable(token)).approve(shared, amount);
        id = TokenLocker(shared).lock(
            token, isLp, owner, amount, LockSchedule(LockKind.Fixed, 0, block.timestamp + 1 days, 0, 0, 0), ""
        );
        vm.stopPrank();
    }

    function _addLiquidity(LpDividendToken token, address provider, uint256 tokens) internal returns (uint256 lp) {
        vm.deal(provider, provider.balance + 1000 ether);
        vm.startPrank(provider);
        token.approve(address(router), type(uint256).max);
        (,, lp) = router.addLiquidityETH{value: 1000 ether}(address(token), tokens, 0, 0, provider, block.timestamp);
        vm.stopPrank();
    }

    function _sale(bool lp) internal returns (DividendTaxToken) {
        return lp
            ? DividendTaxToken(
                payable(address(new LpDividendSaleToken(saleTaxConfig(), saleDividendConfig(), _terms(), address(hub))))
            )
            : DividendTaxToken(
                payable(address(new DividendSaleToken(saleTaxConfig(), saleDividendConfig(), _terms(), address(hub))))
            );
    }
}

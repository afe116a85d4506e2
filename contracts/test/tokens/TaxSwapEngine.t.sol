// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SwapBackOrder, TaxSwapEngine} from "../../src/tokens/templates/base/TaxSwapEngine.sol";
import {TaxToken, TaxTokenConfig} from "../../src/tokens/templates/TaxToken.sol";
import {TaxTokenFixture} from "./TaxTokenFixture.sol";

/// @dev A pair that answers like one and pays nobody: its "swap" only tells a lying coin (if any)
/// that the swap happened.
contract HollowPair {
    LyingWeth private immutable _coin;

    constructor(LyingWeth coin) {
        _coin = coin;
    }

    function getReserves() external pure returns (uint112, uint112, uint32) {
        return (1e24, 1e24, 0);
    }

    function swap(uint256, uint256, address, bytes calldata) external {
        if (address(_coin) != address(0)) _coin.markSwapped();
    }

    function mint(address) external pure returns (uint256) {
        return 0;
    }
}

/// @dev A "WETH" that, once the hollow pair "swapped", claims the engine received `lie`, and unwraps
/// nothing.
contract LyingWeth {
    uint256 private immutable _lie;
    bool private _swapped;

    constructor(uint256 lie) {
        _lie = lie;
    }

    function markSwapped() external {
        _swapped = true;
    }

    function balanceOf(address) external view returns (uint256) {
        return _swapped ? _lie : 0;
    }

    function withdraw(uint256) external {}

    function deposit() external payable {}

    function transfer(address, uint256) external pure returns (bool) {
        return true;
    }
}

/// @dev A caller that is no token: it asks the shared engine for a swap-back of nothing, naming
/// itself the marketing wallet, hoping to be paid with coin the engine holds for someone else.
contract EngineThief {
    TaxSwapEngine private immutable _engine;

    constructor(TaxSwapEngine engine) {
        _engine = engine;
    }

    receive() external payable {}

    function moveToPair(uint256) external {}

    function steal(address pair, address quote, bool nativeQuote) external {
        _engine.swapBack(
            SwapBackOrder({
                pair: pair,
                quote: quote,
                tokenIsToken0: true,
                nativeQuote: nativeQuote,
                amount: 1e18,
                liquidity: 0,
                team: 0,
                reward: 0,
                marketingWallet: address(this),
                teamWallet: address(this),
                liquidityReceiver: address(this),
                rewardSwapTo: address(0),
                rewardNative: false,
                router: address(0)
            })
        );
    }
}

/// @notice The shared swap engine: one address for every tax token, built from its code alone, and
/// a caller can only ever spend what its own pair paid in its own call.
contract TaxSwapEngineTest is TaxTokenFixture {
    address private constant DEPLOYER = 0x4e59b44847b379578588920cA78FbF26c0B4956C;

    function test_everyTaxTokenUsesTheOneEngineAtItsCodesCreate2Address() public {
        TaxToken first = opened(baseConfig());
        TaxTokenConfig memory config = baseConfig();
        config.quoteToken = address(usdt);
        TaxToken second = new TaxToken(config);
        bytes32 salt = keccak256("TokenBox shared contracts");
        address expected = address(
            uint160(
                uint256(
                    keccak256(
                        abi.encodePacked(bytes1(0xff), DEPLOYER, salt, keccak256(type(TaxSwapEngine).creationCode))
                    )
                )
            )
        );
        assertEq(first.swapEngine(), expected, "the CREATE2 address of the engine's code");
        assertEq(second.swapEngine(), expected, "the same engine for the next token");
        assertEq(expected.codehash, keccak256(type(TaxSwapEngine).runtimeCode), "with exactly that code");
    }

    function test_anOrderWhosePartsExceedItsAmountIsRefused() public {
        TaxSwapEngine engine = TaxSwapEngine(payable(opened(baseConfig()).swapEngine()));
        SwapBackOrder memory order;
        order.amount = 10;
        order.liquidity = 6;
        order.team = 5;
        vm.expectRevert(TaxSwapEngine.TaxSwapEngineOrderInvalid.selector);
        engine.swapBack(order);
    }

    /// @dev The engine holds the native coin only inside a swap-back, between unwrapping and paying
    /// (a paid wallet that calls back runs then). A caller with a "WETH" that claims an arrival but
    /// unwraps nothing is refused, and what the engine holds stays.
    function test_aCallerCannotBePaidWithNativeCoinItsOwnCallDidNotBring() public {
        TaxSwapEngine engine = TaxSwapEngine(payable(opened(baseConfig()).swapEngine()));
        vm.deal(address(engine), 5 ether);
        EngineThief thief = new EngineThief(engine);
        LyingWeth fake = new LyingWeth(5 ether);
        address pair = address(new HollowPair(fake));
        vm.expectRevert(abi.encodeWithSelector(TaxSwapEngine.TaxSwapEngineUnwrapShort.selector, 5 ether, 0));
        thief.steal(pair, address(fake), true);
        assertEq(address(engine).balance, 5 ether, "the engine's coin stays");
        assertEq(address(thief).balance, 0, "the thief got nothing");
    }

    /// @dev The same with a real ERC-20 quote coin held by the engine: a pair that pays nothing
    /// makes a swap-back of nothing.
    function test_aCallerCannotBePaidWithQuoteCoinItsPairDidNotPay() public {
        TaxSwapEngine engine = TaxSwapEngine(payable(opened(baseConfig()).swapEngine()));
        usdt.transfer(address(engine), 1_000e6);
        EngineThief thief = new EngineThief(engine);
        thief.steal(address(new HollowPair(LyingWeth(address(0)))), address(usdt), false);
        assertEq(usdt.balanceOf(address(engine)), 1_000e6, "the engine's coin stays");
        assertEq(usdt.balanceOf(address(thief)), 0, "the thief got nothing");
    }

    /// @dev A real swap-back through the engine leaves nothing in it, in either quote coin.
    function test_aSwapBackLeavesNothingInTheEngine() public {
        for (uint256 i; i < 2; ++i) {
            TaxTokenConfig memory config = baseConfig();
            if (i == 1) config.quoteToken = address(usdt);
            config.swapBackEnabled = true;
            config.swapBackThreshold = 10_000e18;
            TaxToken token = opened(config);
            token.transfer(ALICE, 1_000_000e18);
            pairSell(token, ALICE, 500_000e18);
            address engine = token.swapEngine();
            assertTrue(token.pendingSwapBack() < 20_000e18, "swapped back");
            assertEq(engine.balance, 0, "no native coin left");
            assertEq(weth.balanceOf(engine) + usdt.balanceOf(engine), 0, "no quote coin left");
            assertEq(token.balanceOf(engine), 0, "no tokens left");
        }
    }
}

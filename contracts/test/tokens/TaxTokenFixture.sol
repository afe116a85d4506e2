// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TestBase} from "../utils/TestBase.sol";
import {TestAccounts} from "../utils/TestAccounts.sol";
import {UniswapV2Factory} from "../../src/dex/UniswapV2Factory.sol";
import {UniswapV2Pair} from "../../src/dex/UniswapV2Pair.sol";
import {UniswapV2Router02} from "../../src/dex/UniswapV2Router02.sol";
import {SampleStablecoin} from "../../src/tokens/SampleStablecoin.sol";
import {WETH} from "../../src/tokens/WETH.sol";
import {TaxFeeShares, TaxToken, TaxTokenConfig} from "../../src/tokens/templates/TaxToken.sol";
import {TaxTokenConfigs} from "./TaxTokenConfigs.sol";

/// @notice What the tax template's test suites share: a real AMM (factory, router, WETH, a USDT),
/// a plain configuration and helpers that deploy, add liquidity and trade. Not a test file itself
/// (no `.t.sol`), so it runs only inside the suites that extend it.
abstract contract TaxTokenFixture is TestBase, TestAccounts {
    uint256 internal constant SUPPLY = 1_000_000_000e18;
    uint256 internal constant POOL_TOKENS = 500_000_000e18;
    uint256 internal constant BPS = 10_000;

    event FeesUpdated(TaxFeeShares buyFees, TaxFeeShares sellFees);
    event TradingStarted(uint256 timestamp, uint256 blockNumber);
    event InviterBound(address indexed account, address indexed inviter);
    event FomoPrizePaid(address[] winners, uint256 amountEach);
    event SwapBackFailed(uint256 amount, bytes reason);
    event InfoUpdated(string twitter, string telegram, string website);
    event LimitsUpdated(uint256 maxWallet, uint256 maxTx);

    WETH internal weth;
    UniswapV2Factory internal factory;
    UniswapV2Router02 internal router;
    SampleStablecoin internal usdt;

    receive() external payable {}

    function setUp() public virtual {
        weth = new WETH();
        factory = new UniswapV2Factory(address(this));
        router = new UniswapV2Router02(address(factory), address(weth));
        usdt = new SampleStablecoin("Tether USD", "USDT", 6, 0, 1e30);
        vm.deal(address(this), 1e30);
    }

    // ------------------------------------------------------------------ helpers

    function shares(uint16 liquidity, uint16 marketing, uint16 team, uint16 burn)
        internal
        pure
        returns (TaxFeeShares memory fees)
    {
        fees.liquidity = liquidity;
        fees.marketing = marketing;
        fees.team = team;
        fees.burn = burn;
    }

    /// @dev 1% liquidity + 2% marketing + 1% team both ways; every option off; the test is the owner.
    function baseConfig() internal view returns (TaxTokenConfig memory config) {
        config = TaxTokenConfigs.named("Tax", "TAX", SUPPLY, address(this), address(router));
        config.buyFees = shares(100, 200, 100, 0);
        config.sellFees = shares(100, 200, 100, 0);
        (config.marketingWallet, config.teamWallet, config.liquidityReceiver) = (MARKETING, TEAM, LP_RECEIVER);
        config.twitter = "https://x.com/tax";
        config.telegram = "https://t.me/tax";
        config.website = "https://tax.example";
    }

    /// @dev Deploys and adds half the supply as liquidity (the owner is fee exempt, so this works
    /// before trading starts).
    function launch(TaxTokenConfig memory config) internal returns (TaxToken token) {
        token = new TaxToken(config);
        addLiquidity(token);
    }

    function addLiquidity(TaxToken token) internal {
        token.approve(address(router), type(uint256).max);
        if (token.nativeQuote()) {
            router.addLiquidityETH{value: 100 ether}(address(token), POOL_TOKENS, 0, 0, address(this), block.timestamp);
        } else {
            usdt.approve(address(router), type(uint256).max);
            router.addLiquidity(
                address(token), address(usdt), POOL_TOKENS, 1_000_000e6, 0, 0, address(this), block.timestamp
            );
        }
    }

    function opened(TaxTokenConfig memory config) internal returns (TaxToken token) {
        token = launch(config);
        token.startTrading();
    }

    /// @dev A buy as the token sees it: the pair pays the buyer (then the pair syncs its reserves).
    function pairBuy(TaxToken token, address buyer, uint256 amount) internal {
        vm.prank(token.pair());
        token.transfer(buyer, amount);
        UniswapV2Pair(token.pair()).sync();
    }

    /// @dev A sell as the token sees it: the seller pays the pair.
    function pairSell(TaxToken token, address seller, uint256 amount) internal {
        address pair = token.pair(); // before the prank, which applies to the next call only
        vm.prank(seller);
        token.transfer(pair, amount);
        UniswapV2Pair(pair).sync();
    }

    function path(address from, address to) internal pure returns (address[] memory route) {
        route = new address[](2);
        route[0] = from;
        route[1] = to;
    }

    function routerBuy(TaxToken token, address buyer, uint256 ethIn) internal {
        vm.deal(buyer, ethIn);
        vm.prank(buyer);
        router.swapExactETHForTokensSupportingFeeOnTransferTokens{value: ethIn}(
            0, path(address(weth), address(token)), buyer, block.timestamp
        );
    }

    function routerSell(TaxToken token, address seller, uint256 amount) internal {
        routerSell(token, seller, amount, address(weth));
    }

    /// @dev `seller` sells `amount` on the router for `coin`: the native coin for WETH, else the token.
    function routerSell(TaxToken token, address seller, uint256 amount, address coin) internal {
        vm.startPrank(seller);
        token.approve(address(router), amount);
        if (coin == address(weth)) {
            router.swapExactTokensForETHSupportingFeeOnTransferTokens(
                amount, 0, path(address(token), coin), seller, block.timestamp
            );
        } else {
            router.swapExactTokensForTokensSupportingFeeOnTransferTokens(
                amount, 0, path(address(token), coin), seller, block.timestamp
            );
        }
        vm.stopPrank();
    }

    function tax(uint256 amount, TaxFeeShares memory fees) internal pure returns (uint256 swapShare, uint256 burned) {
        swapShare = (amount * (uint256(fees.liquidity) + fees.marketing + fees.team + fees.reward)) / BPS;
        burned = (amount * fees.burn) / BPS;
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {HubSaleFixture} from "./HubSaleFixture.sol";
import {UniswapV2Factory} from "../../src/dex/UniswapV2Factory.sol";
import {UniswapV2Router02} from "../../src/dex/UniswapV2Router02.sol";
import {SaleTerms} from "../../src/tokens/sale/ITokenSaleHub.sol";
import {CompoundSaleToken} from "../../src/tokens/templates/CompoundSaleToken.sol";
import {CompoundTokenConfig} from "../../src/tokens/templates/CompoundToken.sol";
import {WETH} from "../../src/tokens/WETH.sol";

/// @notice The chain of a compound hub sale (AMM, locker, hub) and a default compound sale token
/// owned by CREATOR: 1,000,000 tokens growing 1% per hour from an hour after deployment up to 100x,
/// auto rebase, 3% buy and 5% sell fee to MARKETING; on the hub fixture's default terms at 1,000
/// tokens per coin, for a day. So compounding boundaries pass while the sale runs.
abstract contract CompoundSaleTokenFixture is HubSaleFixture {
    uint256 internal constant SUPPLY = 1_000_000e18;
    uint256 internal constant MAX = 100_000_000e18;
    uint256 internal constant RATE = 1_000e18;
    /// What the hard cap buys (100,000) and pairs with (60,000).
    uint256 internal constant RESERVE = 160_000e18;
    uint32 internal constant ONE_PERCENT = 1_000_000;
    uint64 internal constant INTERVAL = 1 hours;

    WETH internal weth;
    UniswapV2Factory internal factory;
    UniswapV2Router02 internal router;

    function _rate() internal pure override returns (uint256) {
        return RATE;
    }

    function _deploySaleChain() internal {
        weth = new WETH();
        factory = new UniswapV2Factory(address(this));
        router = new UniswapV2Router02(address(factory), address(weth));
        _deployHub();
    }

    function _config() internal view returns (CompoundTokenConfig memory config) {
        config.name = "Compound Sale";
        config.symbol = "CPS";
        config.decimals = 18;
        config.initialSupply = SUPPLY;
        config.owner = CREATOR;
        config.router = address(router);
        config.rate = ONE_PERCENT;
        config.interval = INTERVAL;
        config.startTime = uint64(block.timestamp + 1 hours);
        config.maxSupply = MAX;
        config.autoRebase = true;
        config.buyFeeBps = 300;
        config.sellFeeBps = 500;
        config.marketingWallet = MARKETING;
    }

    function _saleToken(SaleTerms memory terms) internal returns (CompoundSaleToken) {
        return new CompoundSaleToken(_config(), terms, address(hub));
    }
}

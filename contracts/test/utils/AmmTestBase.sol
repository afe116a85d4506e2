// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TestBase} from "./TestBase.sol";
import {UniswapV2Factory} from "../../src/dex/UniswapV2Factory.sol";
import {UniswapV2Router02} from "../../src/dex/UniswapV2Router02.sol";
import {WETH} from "../../src/tokens/WETH.sol";

/// @notice A test base with the real AMM: WETH, the factory (its fee switch held by the test) and
/// the router. Deploys nothing by itself: each test calls {deployAmm} where its setUp did, so the
/// contracts keep their addresses (the test's nonce), and with them every pair's token order.
abstract contract AmmTestBase is TestBase {
    WETH internal weth;
    UniswapV2Factory internal factory;
    UniswapV2Router02 internal router;

    /// @dev WETH, then the factory, then the router: three creations from this test contract.
    function deployAmm() internal {
        weth = new WETH();
        factory = new UniswapV2Factory(address(this));
        router = new UniswapV2Router02(address(factory), address(weth));
    }
}

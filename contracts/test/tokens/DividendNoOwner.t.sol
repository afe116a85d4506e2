// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {keylessAddress} from "../promises/NoOwnerCheck.sol";
import {DividendTemplateTestBase} from "./DividendToken.t.sol";
import {DividendToken} from "../../src/tokens/templates/DividendToken.sol";
import {LpDividendToken} from "../../src/tokens/templates/LpDividendToken.sol";
import {TaxToken} from "../../src/tokens/templates/TaxToken.sol";

/// @notice The promise matrix's `noOwner` on the dividend templates: a token handed to 0x…dEaD (or
/// any keyless address, or itself) before trading started is renounced, so trading is open and a
/// holder sells.
contract DividendNoOwnerTest is DividendTemplateTestBase {
    function _pooledThenHandedToNobody(TaxToken token, uint256 seed) internal {
        token.approve(address(router), type(uint256).max);
        router.addLiquidityETH{value: 100 ether}(address(token), POOL_TOKENS, 0, 0, address(this), block.timestamp);
        token.transfer(ALICE, 1_000_000e18);
        assertTrue(!token.tradingOpen(), "trading not started");
        token.transferOwnership(keylessAddress(seed, address(token)));
        assertEq(token.owner(), address(0), "handed to nobody: no owner");
        assertTrue(token.tradingOpen(), "no owner: trading is open");
        uint256 pairBefore = token.balanceOf(token.pair());
        pairSell(token, ALICE, 1_000_000e18);
        assertGe(token.balanceOf(token.pair()), pairBefore + 1, "the holder sold");
    }

    function testFuzz_aDividendTokenHandedToNobodyTrades(uint256 seed) public {
        _pooledThenHandedToNobody(new DividendToken(taxConfig(address(weth)), dividendConfig(address(weth))), seed);
    }

    function testFuzz_anLpDividendTokenHandedToNobodyTrades(uint256 seed) public {
        _pooledThenHandedToNobody(new LpDividendToken(taxConfig(address(weth)), dividendConfig(address(weth))), seed);
    }
}

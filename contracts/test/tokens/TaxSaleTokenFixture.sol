// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {HubSaleFixture} from "./HubSaleFixture.sol";
import {TaxTokenFixture} from "./TaxTokenFixture.sol";
import {SaleTerms} from "../../src/tokens/sale/ITokenSaleHub.sol";
import {TaxSaleToken} from "../../src/tokens/templates/TaxSaleToken.sol";
import {TaxTokenConfig} from "../../src/tokens/templates/TaxToken.sol";

/// @notice The chain of a hub sale (AMM, locker, hub) and a default marketing sale token: the tax
/// fixture's token (1% liquidity, 2% marketing, 1% team) owned by CREATOR, on the hub fixture's
/// default terms at 1,000 tokens per coin.
abstract contract TaxSaleTokenFixture is TaxTokenFixture, HubSaleFixture {
    uint256 internal constant RATE = 1_000e18;
    /// What the hard cap buys (100,000) and pairs with (60,000).
    uint256 internal constant RESERVE = 160_000e18;

    function _rate() internal pure override returns (uint256) {
        return RATE;
    }

    function _deploySaleChain() internal {
        _deployHub();
    }

    function _taxConfig() internal view returns (TaxTokenConfig memory config) {
        config = baseConfig();
        config.owner = CREATOR;
    }

    function _saleToken(SaleTerms memory terms) internal returns (TaxSaleToken) {
        return new TaxSaleToken(_taxConfig(), terms, address(hub));
    }
}

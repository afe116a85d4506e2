// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SaleTerms} from "../sale/ITokenSaleHub.sol";
import {TaxToken, TaxTokenConfig} from "./TaxToken.sol";
import {SaleHubTaxClient} from "./base/SaleHubTaxClient.sol";

/**
 * @title TaxSaleToken
 * @notice TokenBox marketing token with a "no dApp" sale (`/co/mk?t=1`): the {TaxToken} (fees,
 * limits, every owner power as there) whose sale is held by the chain's {TokenSaleHub}. Buyers send
 * the native coin to this token's address; the launch pools the stated share, locks or burns the
 * LP, pays the rest to the owner and burns the unsold tokens; trading opens only then. See
 * {SaleHubTaxClient}.
 */
contract TaxSaleToken is SaleHubTaxClient {
    /// @param config The tax token settings (native quote, no scheduled start); see {TaxTokenConfig}.
    /// @param sale The sale's terms; see {SaleTerms}.
    /// @param hub The chain's {TokenSaleHub}.
    constructor(TaxTokenConfig memory config, SaleTerms memory sale, address hub)
        TaxToken(config)
        SaleHubTaxClient(hub, sale, config.owner)
    {}

    /// @notice Buys tokens with the coin sent (a plain transfer to the token's address).
    receive() external payable override {
        _receiveSaleCoin();
    }

    /// @notice Identifies the template for the UI.
    /// @return The template name and version.
    function templateName() external pure override returns (string memory) {
        return "TokenBox.TaxSaleToken v1";
    }
}

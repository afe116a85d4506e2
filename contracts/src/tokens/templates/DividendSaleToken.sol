// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SaleTerms} from "../sale/ITokenSaleHub.sol";
import {DividendToken} from "./DividendToken.sol";
import {TaxToken, TaxTokenConfig} from "./TaxToken.sol";
import {DividendConfig, DividendTaxToken} from "./base/DividendTaxToken.sol";
import {TaxLimits} from "./base/TaxLimits.sol";
import {TaxTokenState} from "./base/TaxTokenState.sol";
import {SaleHubTaxClient} from "./base/SaleHubTaxClient.sol";
import {dividendConfigExcludingHub} from "./base/SaleHubExclusion.sol";

/**
 * @title DividendSaleToken
 * @notice TokenBox holder-dividend token with a "no dApp" sale (`/co/dd?t=1`): the {DividendToken} (fees,
 * dividends, every owner power as there) whose sale is held by the chain's {TokenSaleHub}, which is
 * excluded from the dividends. See {SaleHubTaxClient}.
 */
contract DividendSaleToken is DividendToken, SaleHubTaxClient {
    /// @param config The tax token settings (native quote, no scheduled start); see {TaxTokenConfig}.
    /// @param dividend The dividend settings; see {DividendConfig}. The hub is added to the excluded.
    /// @param sale The sale's terms; see {SaleTerms}.
    /// @param hub The chain's {TokenSaleHub}.
    constructor(TaxTokenConfig memory config, DividendConfig memory dividend, SaleTerms memory sale, address hub)
        DividendToken(config, dividendConfigExcludingHub(dividend, hub))
        SaleHubTaxClient(hub, sale, config.owner)
    {}

    /// @notice Buys tokens with the coin sent (a plain transfer to the token's address); coin from
    /// the swap engine or the router (the dividend share) is kept for the holders.
    receive() external payable override(DividendTaxToken, TaxToken) {
        _receiveSaleCoin();
    }

    /// @notice Starts trading by launching the sale; see {SaleHubTaxClient}. Owner only.
    function startTrading() external override(TaxLimits, SaleHubTaxClient) onlyOwner {
        _launchSale();
    }

    /// @notice Identifies the template for the UI.
    /// @return The template name and version.
    function templateName() external pure override(DividendToken, TaxToken) returns (string memory) {
        return "TokenBox.DividendSaleToken v1";
    }

    function _update(address from, address to, uint256 value) internal override(TaxToken, SaleHubTaxClient) {
        SaleHubTaxClient._update(from, to, value);
    }

    function _afterTokenTransfer(address from, address to) internal override(TaxTokenState, DividendTaxToken) {
        DividendTaxToken._afterTokenTransfer(from, to);
    }

    function _handleRewardShare(uint256 quoteAmount) internal override(TaxTokenState, DividendTaxToken) {
        DividendTaxToken._handleRewardShare(quoteAmount);
    }

    function _rewardShareAllowed() internal pure override(TaxTokenState, DividendTaxToken) returns (bool) {
        return true;
    }

    function _rewardSwapTo() internal view override(TaxTokenState, DividendTaxToken) returns (address) {
        return DividendTaxToken._rewardSwapTo();
    }

    function _rewardNative() internal view override(TaxTokenState, DividendTaxToken) returns (bool) {
        return DividendTaxToken._rewardNative();
    }
}

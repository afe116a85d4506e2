// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TaxTokenConfig} from "./TaxToken.sol";
import {DividendConfig, DividendTaxToken} from "./base/DividendTaxToken.sol";

/**
 * @title DividendToken
 * @notice TokenBox holder-dividend token (/co/dd): the "marketing" {TaxToken} plus dividends to
 * holders in a chosen coin (the native coin or any ERC-20), paid through the chain's shared
 * {DividendTracker}. The reward share of buys and sells (within the same 25% cap as every other
 * share) is sold with the other swap-back shares, turned into the dividend coin and deposited; each
 * holder earns in proportion to its balance, from a minimum holding, unless excluded. Holders are
 * paid in turn by gas-bounded processing (at most {processGas} per transaction, see
 * {DividendTaxToken}) and can always claim from the tracker. Anyone may add dividends from a wallet
 * (the tracker's `distribute(token, amount)`) or pay holders with its `process(token, gasLimit)`.
 *
 * Shares are token balances, reported to the tracker after every transfer and burn (the tracker's
 * `syncShares` can copy a balance at any time, e.g. of an inviter, airdrop or fomo winner, whose
 * tax-paid tokens arrive without a report). The pair, the router, the token and 0x…dEaD never earn.
 */
contract DividendToken is DividendTaxToken {
    /// @param config The tax token settings; see {TaxTokenConfig}.
    /// @param dividend The dividend settings; see {DividendConfig}.
    constructor(TaxTokenConfig memory config, DividendConfig memory dividend) DividendTaxToken(config, dividend) {}

    /// @notice Identifies the template for the UI.
    /// @return The template name and version.
    function templateName() external pure virtual override returns (string memory) {
        return "TokenBox.DividendToken v1";
    }

    function _reportsBalances() internal pure override returns (bool) {
        return true;
    }

    function _shareSource() internal view override returns (address) {
        return address(this);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {DividendConfig} from "./DividendTaxToken.sol";

/// @notice `dividend` with `hub` added to its excluded accounts: the sale hub holds the sale's
/// reserve until the launch, and a reserve that earned dividends would take them from the holders.
function dividendConfigExcludingHub(DividendConfig memory dividend, address hub)
    pure
    returns (DividendConfig memory)
{
    address[] memory excluded = new address[](dividend.excluded.length + 1);
    for (uint256 i; i < dividend.excluded.length; ++i) {
        excluded[i] = dividend.excluded[i];
    }
    excluded[dividend.excluded.length] = hub;
    dividend.excluded = excluded;
    return dividend;
}

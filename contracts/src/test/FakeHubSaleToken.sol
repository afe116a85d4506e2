// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ITokenSaleHub, SaleTerms} from "../tokens/sale/ITokenSaleHub.sol";

/**
 * @title FakeHubSaleToken
 * @notice Test-only contract that registers a sale with the TokenSaleHub without being a TokenBox
 * sale variant (anyone can: the hub cannot tell templates apart at construction), so listers prove
 * they keep only registered tokens whose code is a template's, and the hub proves such a sale
 * touches no other. Never deployed as a product contract.
 */
contract FakeHubSaleToken {
    /// @param hub The chain's TokenSaleHub.
    /// @param terms The sale's terms (its beneficiary must be set).
    constructor(address hub, SaleTerms memory terms) {
        ITokenSaleHub(hub).registerSale(terms);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SaleMath} from "../sale/SaleMath.sol";
import {Market314} from "./base/Market314.sol";
import {Sale314, Sale314Config} from "./base/Sale314.sol";
import {X314Market, X314Options} from "./base/X314Market.sol";

/**
 * @title X314SaleToken
 * @notice TokenBox "x314 Sale Coin" (route `/co/x314s`): the sale of {Sale314} in front of the x314
 * market ({X314Market}: trading start time, burn on trade, invitation rewards). The launch opens
 * the market; trades wait for {tradingStartTime} when it is later.
 */
contract X314SaleToken is X314Market, Sale314 {
    /// @param config The sale settings; see {Sale314Config}.
    /// @param options The x314 settings; see {X314Options}.
    constructor(Sale314Config memory config, X314Options memory options)
        Market314(config.token, SaleMath.tokensForCoin(config.hardCap, config.tokensPerCoin))
        X314Market(options)
        Sale314(config)
    {}

    /// @notice Buys at the sale price during the sale; afterwards buys on the market.
    // solhint-disable-next-line no-complex-fallback
    receive() external payable override(Market314, Sale314) {
        _receiveCoin();
    }

    // Each hook below has one implementation in the bases; Solidity asks the diamond to name it.

    function _marketOpen() internal view override(Market314, X314Market) returns (bool) {
        return X314Market._marketOpen();
    }

    function _tradingOpensAt() internal view override(Market314, X314Market) returns (uint256) {
        return X314Market._tradingOpensAt();
    }

    function _tradeBurnBps() internal view override(Market314, X314Market) returns (uint256) {
        return X314Market._tradeBurnBps();
    }

    function _payBuyFee(address buyer, uint256 fee) internal override(Market314, X314Market) {
        X314Market._payBuyFee(buyer, fee);
    }

    function _beforeWalletTransfer(address from, address to) internal view override(Market314, Sale314) {
        Sale314._beforeWalletTransfer(from, to);
    }
}

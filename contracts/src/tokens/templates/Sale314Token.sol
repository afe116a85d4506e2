// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SaleMath} from "../sale/SaleMath.sol";
import {Market314} from "./base/Market314.sol";
import {Sale314, Sale314Config} from "./base/Sale314.sol";

/**
 * @title Sale314Token
 * @notice TokenBox "314 Sale Coin" (route `/co/s314`): a fixed-price sale ({Sale314}) whose launch
 * fills the token's own built-in market ({Market314}) instead of a pair.
 */
contract Sale314Token is Sale314 {
    /// @param config The settings; see {Sale314Config}.
    constructor(Sale314Config memory config)
        Market314(config.token, SaleMath.tokensForCoin(config.hardCap, config.tokensPerCoin))
        Sale314(config)
    {}
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IInscriptionSale, InscriptionPriceMode, InscriptionSaleTerms} from "./IInscriptionSale.sol";
import {InscriptionSalePricing} from "./InscriptionSalePricing.sol";

/**
 * @title InscriptionSaleValidation
 * @notice The checks an inscription sale's terms pass before {InscriptionSaleFactory} creates it
 * (the launchpad's pattern: {PresaleValidation}). Each failure is one of {IInscriptionSale}'s errors.
 */
library InscriptionSaleValidation {
    /// @dev The most units one sale sells (10^12): keeps the price sums within 256 bits
    /// ({InscriptionSalePricing}) and the books in 64-bit words.
    uint256 internal constant MAX_UNITS = 1e12;
    /// @dev The launchpad's grace bounds ({PresaleValidation}).
    uint256 internal constant MIN_GRACE = 1 days;
    uint256 internal constant MAX_GRACE = 30 days;
    uint256 internal constant MAX_PROTOCOL_BYTES = 32;
    /// @dev 32 characters of up to 4 bytes of UTF-8 (core counts the characters).
    uint256 internal constant MAX_TICK_BYTES = 128;

    /// @notice Reverts with the first rule `t` breaks (see {InscriptionSaleTerms}).
    function validate(InscriptionSaleTerms calldata t) internal view {
        if (!_isProtocol(bytes(t.protocol)) || !_isTick(bytes(t.tick))) {
            revert IInscriptionSale.InscriptionSaleInvalidTick();
        }
        uint256 total = t.totalUnits;
        if (
            total == 0 || total > MAX_UNITS || t.softCap > total || t.maxPerBuyer > total || t.amountPerUnit == 0
                || t.amountPerUnit > type(uint256).max / total
        ) revert IInscriptionSale.InscriptionSaleInvalidUnits();
        if (t.start < block.timestamp || t.start >= t.end) {
            revert IInscriptionSale.InscriptionSaleInvalidTimes(t.start, t.end);
        }
        if (t.finalizeGrace < MIN_GRACE || t.finalizeGrace > MAX_GRACE) {
            revert IInscriptionSale.InscriptionSaleInvalidGrace(t.finalizeGrace, MIN_GRACE, MAX_GRACE);
        }
        bool floating = t.priceMode == InscriptionPriceMode.Floating;
        if (
            t.startPrice == 0 || t.endPrice == 0 || (floating ? (t.endPrice == t.startPrice || total < 2) : t.endPrice != t.startPrice)
                || InscriptionSalePricing.costOf(t.priceMode, t.startPrice, t.endPrice, total, 0, total)
                    > type(uint128).max
        ) revert IInscriptionSale.InscriptionSaleInvalidPrice();
    }

    /// @dev 1 to 32 bytes of `[a-z0-9-_]`: the canonical protocol id core writes (lower case).
    function _isProtocol(bytes calldata p) private pure returns (bool) {
        if (p.length == 0 || p.length > MAX_PROTOCOL_BYTES) return false;
        for (uint256 i; i < p.length; ++i) {
            bytes1 c = p[i];
            bool ok = (c >= "a" && c <= "z") || (c >= "0" && c <= "9") || c == "-" || c == "_";
            if (!ok) return false;
        }
        return true;
    }

    /// @dev 1 to 128 bytes without `"`, `\`, control characters or DEL: whatever else is in it, the JSON
    /// the sale writes around it stays one well-formed object (core checks UTF-8 and the 32 characters).
    function _isTick(bytes calldata t) private pure returns (bool) {
        if (t.length == 0 || t.length > MAX_TICK_BYTES) return false;
        for (uint256 i; i < t.length; ++i) {
            bytes1 c = t[i];
            if (c < 0x20 || c == 0x7f || c == 0x22 || c == "\\") return false;
        }
        return true;
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {InscriptionPriceMode} from "./IInscriptionSale.sol";

/**
 * @title InscriptionSalePricing
 * @notice The price of units of an inscription sale (see {InscriptionPriceMode}), shared by the sale
 * and by the factory's validation.
 *
 * Floating: unit i of N (0-based, in sale order) costs `a + (b - a) * i / (N - 1)` for start price a
 * and end price b. The cost of k units after s were sold is that sum computed exactly as one fraction
 * and rounded up ONCE: `ceil((k * a * (N - 1) + (b - a) * S) / (N - 1))` with `S = k * (2s + k - 1) / 2`,
 * the sum of the indices (an integer: k or 2s + k - 1 is even). Rounding up is in the seller's favour
 * and consistent: a purchase pays at most 1 wei more than its exact share of the curve, and the
 * tests check the closed form against the loop that adds the units one by one.
 *
 * Overflow: the factory keeps N <= 10^12 (< 2^40) and prices below 2^128, so `k * a * (N - 1)` and
 * `|b - a| * S` are each below 2^208 and the sum fits 256 bits.
 */
library InscriptionSalePricing {
    /// @notice What `units` cost after `sold` were sold, in wei. Requires `sold + units <= totalUnits`.
    function costOf(
        InscriptionPriceMode mode,
        uint256 startPrice,
        uint256 endPrice,
        uint256 totalUnits,
        uint256 sold,
        uint256 units
    ) internal pure returns (uint256) {
        if (units == 0) return 0;
        if (mode == InscriptionPriceMode.Constant || totalUnits < 2) return units * startPrice;
        uint256 steps = totalUnits - 1;
        // The sum of the indices sold..sold+units-1 (exact: one of the two factors is even).
        uint256 indexSum = units * (2 * sold + units - 1) / 2;
        uint256 numerator = units * startPrice * steps;
        if (endPrice >= startPrice) {
            numerator += (endPrice - startPrice) * indexSum;
        } else {
            // Cannot underflow: each unit's term a * (N - 1) - (a - b) * i is at least b * (N - 1) >= 0.
            numerator -= (startPrice - endPrice) * indexSum;
        }
        return (numerator + steps - 1) / steps;
    }
}

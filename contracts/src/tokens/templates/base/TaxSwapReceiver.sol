// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/**
 * @title TaxSwapReceiver
 * @notice Holds, for the length of one swap-back, the quote coin a tax token receives from its pair.
 * A UniswapV2 pair refuses to pay a swap's output to one of its own tokens, so the token cannot be
 * the receiver; this contract, created by the token in its constructor, is. It has no functions:
 * it only lets its creator move its quote coin (an unlimited allowance given at creation), so
 * nobody else can take what it holds, and the token pulls exactly what each swap paid in.
 */
contract TaxSwapReceiver {
    using SafeERC20 for IERC20;

    /// @param quote The quote coin of the token's pair (WETH when the pair is with the native coin).
    constructor(IERC20 quote) {
        quote.forceApprove(msg.sender, type(uint256).max);
    }
}

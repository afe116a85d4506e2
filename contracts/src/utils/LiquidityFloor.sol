// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/**
 * @title LiquidityFloor
 * @notice The least share of a sale's raise that goes to its pool, with the tokens that share pairs
 * with: 51% (5,100 basis points). Every TokenBox contract that lists a sale holds it for any
 * caller, wherever the share enters: the launchpad's factory ({PresaleValidation}, of the raise
 * after the operator's fee and the invitation rewards), {SaleToken}'s constructor, the
 * {TokenSaleHub}'s registration (every tax, dividend, compound and LP-dividend sale token),
 * {Sale314}'s constructor (Sale314Token, X314SaleToken) and {FairLaunchToken}'s with a mint fee (of
 * the coin the minters paid and did not take back, and the same share of the minted tokens). The
 * share is fixed for the sale's life in each of them (an immutable, or the hub's record that
 * nothing writes again), and each publishes the floor as `MIN_LIQUIDITY_BPS` for the app and
 * scanners. Without it a sale deployed straight, past the form, could pool one basis point: the
 * beneficiary took nearly all of a filled raise at the launch and the buyers sold into a pool of
 * dust (issue 73).
 *
 * Internal only: inlined into each contract that uses it (no deployment, no delegatecall).
 */
library LiquidityFloor {
    /// @notice The floor, in basis points of the raise.
    uint256 internal constant MIN_LIQUIDITY_BPS = 5_100;
    /// @notice The whole raise, in basis points (the most a pool can take).
    uint256 internal constant MAX_LIQUIDITY_BPS = 10_000;

    /// @notice Whether a pool share of `liquidityBps` is one a sale may list with: from the floor
    /// to the whole raise.
    function holds(uint256 liquidityBps) internal pure returns (bool) {
        return liquidityBps >= MIN_LIQUIDITY_BPS && liquidityBps <= MAX_LIQUIDITY_BPS;
    }
}

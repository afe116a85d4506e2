// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/**
 * @title LpLockFloor
 * @notice The shortest lock a listing's liquidity may have: 30 days. Every TokenBox contract that
 * creates or locks a listing's liquidity refuses a shorter lock for any caller, and publishes the
 * floor under its own name: `MIN_LP_LOCK_DURATION` ({SaleToken}, {FairLaunchToken},
 * {TokenSaleHub}, {LaunchpadFactory} for presales through {PresaleValidation}) and
 * `MIN_LOCK_DURATION` ({Market314}: Token314, X314Token and the 314 sales, counted from when
 * trading opens). Burning the LP instead stays allowed where a contract offers it. Without it a
 * creator could lock the pool for a second and pull it right after the launch (issue 48).
 *
 * Internal only: inlined into each contract that uses it.
 */
library LpLockFloor {
    /// @notice The floor, in seconds.
    uint256 internal constant MIN_LP_LOCK_DURATION = 30 days;
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/**
 * @title ReentrancyLock (london build)
 * @notice The reentrancy guard of TokenBox contracts, as built for EVMs without transient storage
 * (before cancun): OpenZeppelin's storage guard. Same ERC-7201 slot and same
 * `ReentrancyGuardReentrantCall` error as the cancun build's transient guard, so contracts behave
 * and fail alike on both; a guarded call costs about 2,300 gas more here (a storage write that is
 * mostly refunded).
 * @dev Compiled in place of src/utils/evm/ReentrancyLock.sol by the london build (see README.md).
 */
abstract contract ReentrancyLock is ReentrancyGuard {}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

/**
 * @title ReentrancyLock (cancun build)
 * @notice The reentrancy guard of TokenBox contracts. This is the cancun build's version: the lock
 * lives in transient storage (EIP-1153), so it costs about 200 gas per guarded call.
 * @dev One of the two EVM-level files (see contracts/evm/README.md). The pre-shanghai build
 * compiles contracts/evm/london/ReentrancyLock.sol in its place: OpenZeppelin's storage guard,
 * same slot, same error, same behaviour.
 */
abstract contract ReentrancyLock is ReentrancyGuardTransient {}

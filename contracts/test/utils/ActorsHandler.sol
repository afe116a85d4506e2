// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TestBase} from "./TestBase.sol";

/// @notice The base of the invariant handlers: a fixed list of actors that the fuzzer's seeds pick
/// from, published by `actors()` so that the invariants can walk every account the handler used.
abstract contract ActorsHandler is TestBase {
    address[] internal _actors;

    /// @dev `count` actors at consecutive addresses from `first` (a handler may push more after).
    constructor(uint160 first, uint256 count) {
        for (uint256 i = 0; i < count; ++i) {
            _actors.push(address(first + uint160(i)));
        }
    }

    function actors() external view returns (address[] memory) {
        return _actors;
    }

    function _actor(uint256 seed) internal view returns (address) {
        return _actors[seed % _actors.length];
    }
}

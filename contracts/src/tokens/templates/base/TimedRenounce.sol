// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {NoOwnerOwnable} from "./NoOwnerOwnable.sol";

/**
 * @title TimedRenounce
 * @notice OpenZeppelin Ownable plus an honest "fake renounce": when the token was created with the
 * option, the owner may renounce until an end date. While renounced `owner()` is the zero address
 * and no owner power works; {renounceEndsAt} and {returningOwner} show publicly when and to whom
 * ownership comes back, and only that account can take it back, with {reclaimOwnership}, once the
 * date has passed. A permanent {renounceOwnership} stays available and leaves nothing to reclaim.
 */
abstract contract TimedRenounce is NoOwnerOwnable {
    /// @notice Whether the owner may renounce ownership until a date.
    bool public immutable timedRenounceEnabled;

    // One slot: the pending return of a timed renounce.
    /// @notice Account that may reclaim ownership after {renounceEndsAt} (zero when not renounced).
    address public returningOwner;
    /// @notice End of the current timed renounce (unix seconds; zero when not renounced).
    uint64 public renounceEndsAt;

    /// @notice Ownership was renounced until `endsAt`; `returningOwner` may reclaim it after that.
    event OwnershipRenouncedUntil(address indexed returningOwner, uint64 endsAt);
    /// @notice `owner` took ownership back after a timed renounce.
    event OwnershipReclaimed(address indexed owner);

    /// @notice renounceOwnershipUntil() on a token created without the timed renounce option.
    error TokenTimedRenounceDisabled();
    /// @notice A renounce end date not later than now (`timestamp`).
    error TokenRenounceEndNotInFuture(uint64 endsAt, uint256 timestamp);
    /// @notice reclaimOwnership() before the end date or with no timed renounce pending.
    error TokenRenounceNotOver(uint64 endsAt, uint256 timestamp);
    /// @notice reclaimOwnership() by anyone but the recorded returning owner.
    error TokenNotReturningOwner(address caller, address returningOwner);

    /// @param initialOwner The coin owner.
    /// @param enabled The timed renounce option, fixed for the token's life.
    /// @param endsAt When non-zero: born renounced until this time (later than now; needs `enabled`),
    /// ownership returning to `initialOwner`.
    constructor(address initialOwner, bool enabled, uint64 endsAt) Ownable(initialOwner) {
        timedRenounceEnabled = enabled;
        if (endsAt != 0) {
            if (!enabled) revert TokenTimedRenounceDisabled();
            _renounceUntil(endsAt);
        }
    }

    /**
     * @notice Renounces ownership until `endsAt`: `owner()` becomes the zero address and no owner
     * power can be used; after `endsAt` the current owner may take ownership back with
     * {reclaimOwnership}. Owner only; requires the timed renounce option.
     * Emits {OwnershipTransferred} to the zero address and {OwnershipRenouncedUntil}.
     * @param endsAt End of the renounce in unix seconds, later than now.
     */
    function renounceOwnershipUntil(uint64 endsAt) external onlyOwner {
        if (!timedRenounceEnabled) revert TokenTimedRenounceDisabled();
        _renounceUntil(endsAt);
    }

    /// @notice Takes ownership back after a timed renounce has ended. Only the recorded
    /// {returningOwner}. Emits {OwnershipTransferred} and {OwnershipReclaimed}.
    function reclaimOwnership() external {
        address returning = returningOwner;
        uint64 endsAt = renounceEndsAt;
        if (returning == address(0) || block.timestamp < endsAt) {
            revert TokenRenounceNotOver(endsAt, block.timestamp);
        }
        if (msg.sender != returning) revert TokenNotReturningOwner(msg.sender, returning);
        returningOwner = address(0);
        renounceEndsAt = 0;
        _transferOwnership(returning);
        emit OwnershipReclaimed(returning);
    }

    function _renounceUntil(uint64 endsAt) private {
        if (endsAt <= block.timestamp) revert TokenRenounceEndNotInFuture(endsAt, block.timestamp);
        address current = owner();
        returningOwner = current;
        renounceEndsAt = endsAt;
        _transferOwnership(address(0));
        emit OwnershipRenouncedUntil(current, endsAt);
    }
}

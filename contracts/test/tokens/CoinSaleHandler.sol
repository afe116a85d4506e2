// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ActorsHandler} from "../utils/ActorsHandler.sol";
import {CoinRefuser} from "../utils/CoinRefuser.sol";

/// @notice What the invariant handlers of the tokens that sell for coin (the sale token, the fair
/// launch) share: five wallets and the creator as actors, a contract that refuses coin, and the
/// count of every wei that reached the token. Not a test file itself (no `.t.sol`).
abstract contract CoinSaleHandler is ActorsHandler {
    CoinRefuser public immutable refuser;
    address public constant SINK = address(0x5111C);
    uint256 public coinIn;

    constructor(address creator_) ActorsHandler(0xA0000, 5) {
        refuser = new CoinRefuser();
        _actors.push(creator_);
    }

    /// @dev A plain coin transfer of `amount` from the actor `actorSeed` picks (an EOA: the sender is
    /// also the origin); counted when the token takes it.
    function _sendCoin(address token, uint256 actorSeed, uint256 amount) internal {
        address actor = _actor(actorSeed);
        vm.deal(actor, actor.balance + amount);
        vm.prank(actor, actor);
        // solhint-disable-next-line avoid-low-level-calls
        (bool ok,) = token.call{value: amount}("");
        if (ok) coinIn += amount;
    }

    /// @dev `amount` sent by the contract that refuses coin; counted when the token takes it.
    function _sendFromRefuser(address token, uint256 amount) internal {
        vm.deal(address(this), amount);
        if (refuser.buy{value: amount}(token)) coinIn += amount;
    }
}

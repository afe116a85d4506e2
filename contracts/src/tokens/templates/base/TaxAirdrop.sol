// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TaxTokenState} from "./TaxTokenState.sol";

/**
 * @title TaxAirdrop
 * @notice The dust airdrop of a tax token (the {airdropCount} option, fixed at deployment): each
 * taxed trade sends one base unit to each of a few derived addresses, out of the swap share.
 *
 * Storage: `_airdropNonce`. The template's transfer path calls {_airdrop}.
 */
abstract contract TaxAirdrop is TaxTokenState {
    // ------------------------------------------------------------------ internals

    /// @dev Sends 1 base unit to each of `count` addresses derived from block data and a nonce (not
    /// secure randomness; it only has to spread dust).
    function _airdrop(address from, uint256 count) internal {
        uint256 nonce = _airdropNonce;
        for (uint256 i; i < count; ++i) {
            address receiver = address(uint160(uint256(keccak256(abi.encode(block.prevrandao, block.number, nonce + i)))));
            super._update(from, receiver, 1);
        }
        _airdropNonce = nonce + count;
    }
}

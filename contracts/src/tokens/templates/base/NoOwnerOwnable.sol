// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {NoOwner} from "./NoOwner.sol";

/**
 * @title NoOwnerOwnable
 * @notice OpenZeppelin Ownable in which handing ownership to nobody IS a renounce, however it is
 * done: {renounceOwnership}, {transferOwnership} to 0x…dEaD (or any {NoOwner} address), or a
 * constructor given one. `owner()` is then the zero address, so every "while the token has an
 * owner" rule of the template lifts exactly as on a renounce, and the renounce rule of the
 * template ({_checkRenounce}) applies to each path alike.
 */
abstract contract NoOwnerOwnable is Ownable {
    /**
     * @dev Checks a template makes before ownership goes to nobody (e.g. a 314 market needs its
     * liquidity first). Reverts to refuse; runs on every path to no owner.
     */
    function _checkRenounce() internal view virtual {}

    /// @dev Every ownership change goes through here (OpenZeppelin's constructor, transfer and
    /// renounce): an owner nobody can act as is stored as the zero address.
    function _transferOwnership(address newOwner) internal virtual override {
        if (NoOwner.isNoOwner(newOwner, address(this))) {
            _checkRenounce();
            newOwner = address(0);
        }
        super._transferOwnership(newOwner);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {TestBase} from "../utils/TestBase.sol";
import {NoOwner} from "../../src/tokens/templates/base/NoOwner.sol";

/// @dev A no-owner address to hand ownership to, picked by `seed`: 0x…dEaD (what explorers, scanners
/// and TokenBox's safety check call renounced), 0x…0001, any other keyless address, or the token itself.
function keylessAddress(uint256 seed, address token) pure returns (address) {
    uint256 pick = seed % 4;
    if (pick == 0) return 0x000000000000000000000000000000000000dEaD;
    if (pick == 1) return token;
    if (pick == 2) return address(1);
    return address(uint160(1 + ((seed >> 8) % (NoOwner.KEYLESS_BELOW - 1))));
}

/// @dev {keylessAddress} for the tests, with the conventional dead address by name.
abstract contract NoOwnerTargets is TestBase {
    address internal constant DEAD = 0x000000000000000000000000000000000000dEaD;

    function keyless(uint256 seed, address token) internal pure returns (address) {
        return keylessAddress(seed, token);
    }
}

/// @notice The generic test of the promise matrix's `noOwner` promise (packages/core/src/promises/
/// promiseMatrix.ts): whatever the family, ownership handed to any keyless address reads as zero and
/// no owner power works for anyone afterwards. Each generated cell (generated/NoOwner.t.sol) deploys
/// its family and calls {_checkNoOwner}.
abstract contract NoOwnerCheck is NoOwnerTargets {
    function _checkNoOwner(address token, address owner, uint256 seed, address caller) internal {
        // Nobody sends from the zero address (OpenZeppelin's check would let it act as the "owner" zero).
        vm.assume(caller != address(0));
        address nobody = keyless(seed, token);
        vm.prank(owner);
        Ownable(token).transferOwnership(nobody);
        assertEq(Ownable(token).owner(), address(0), "handed to nobody: no owner");

        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, caller));
        vm.prank(caller);
        Ownable(token).transferOwnership(owner);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, nobody));
        vm.prank(nobody);
        Ownable(token).transferOwnership(owner);
    }
}

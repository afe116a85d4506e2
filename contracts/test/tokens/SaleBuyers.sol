// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TestBase} from "../utils/TestBase.sol";

/// @notice The buyers of the sale token tests, whichever sale holds the coin (the token itself or
/// the shared hub): fresh funded addresses paying by a plain transfer, as a wallet does (not a test
/// file itself: no `.t.sol`).
abstract contract SaleBuyers is TestBase {
    /// @dev A plain native transfer from `buyer` as the transaction's signer, the way a wallet sends.
    function _send(address to, address buyer, uint256 amount) internal returns (bool ok) {
        vm.deal(buyer, buyer.balance + amount);
        vm.prank(buyer, buyer);
        // solhint-disable-next-line avoid-low-level-calls
        (ok,) = to.call{value: amount}("");
    }

    /// @dev The address of fresh buyer `i`.
    function _buyer(uint256 i) internal pure returns (address) {
        return address(uint160(0xB0000 + i));
    }
}

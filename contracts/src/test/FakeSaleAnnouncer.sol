// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/**
 * @title FakeSaleAnnouncer
 * @notice Test-only contract that emits the sale token's announcement (`SaleTokenCreated`, the same
 * topic) without being a sale token, so listers prove they keep only emitters whose code is the
 * template's. Never deployed as a product contract.
 */
contract FakeSaleAnnouncer {
    /// @notice The same signature as SaleToken's announcement.
    event SaleTokenCreated(address indexed beneficiary, uint256 hardCap, uint256 softCap, uint256 endTime);

    constructor() {
        emit SaleTokenCreated(msg.sender, 1 ether, 0, block.timestamp + 1 days);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";

/**
 * @title ApprovalTestMultiToken
 * @notice Test-only ERC1155 with an open mint, so the approval checker's tests can give
 * `setApprovalForAll` approvals on a multi-token; never deployed as a product contract.
 */
contract ApprovalTestMultiToken is ERC1155 {
    constructor() ERC1155("") {}

    /// @notice Mints `amount` of `id` to `to`; anyone may call it (test-only).
    function mint(address to, uint256 id, uint256 amount) external {
        _mint(to, id, amount, "");
    }
}

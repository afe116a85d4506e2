// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/**
 * @title ApprovalTestNft
 * @notice Test-only ERC721 with an open mint, so the approval checker's tests can hold NFTs and
 * give per-token and for-all approvals; never deployed as a product contract.
 */
contract ApprovalTestNft is ERC721 {
    constructor() ERC721("Approval Test NFT", "ATN") {}

    /// @notice Mints `tokenId` to `to`; anyone may call it (test-only).
    function mint(address to, uint256 tokenId) external {
        _mint(to, tokenId);
    }
}

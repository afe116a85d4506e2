// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IBulkInscriber} from "./IBulkInscriber.sol";

/**
 * @title BulkInscriber
 * @notice TokenBox's bulk inscription contract (see {IBulkInscriber}): one per chain, deployed through
 * the deterministic deployment proxy, so every chain has it at the same address per build. Nothing to
 * own, configure or pay: it keeps no storage and accepts no coin (no payable function, no receive or
 * fallback), so a call can only emit events for its own caller.
 *
 * Checks: the content must start with `data:` (the cheap part of "is this an inscription"); the full
 * data-URI grammar and the protocol's JSON are checked by core before anything is sent, so a
 * malformed mint never reaches a wallet. The count is capped by {MAX_INSCRIPTIONS}.
 */
contract BulkInscriber is IBulkInscriber {
    /// @inheritdoc IBulkInscriber
    /// @dev 500: a typical "-20" mint URI (60 to 100 bytes) costs about 2,500 gas per inscription
    /// here, so a full call stays near 1.3 million gas, far below every catalogue chain's block gas
    /// limit and EIP-7825's 16,777,216 per transaction even with URIs of a few hundred bytes.
    uint256 public constant MAX_INSCRIPTIONS = 500;

    /// @dev The `data:` scheme as the first five bytes of a `bytes5`.
    bytes5 private constant DATA_SCHEME = "data:";

    /// @inheritdoc IBulkInscriber
    function inscribe(string calldata contentURI, uint256 count) external {
        if (count == 0 || count > MAX_INSCRIPTIONS) revert BulkInscriberInvalidCount(count, MAX_INSCRIPTIONS);
        _checkContent(contentURI, 0);
        for (uint256 i; i < count; ++i) {
            emit ethscriptions_protocol_CreateEthscription(msg.sender, contentURI);
        }
    }

    /// @inheritdoc IBulkInscriber
    function inscribeMany(string[] calldata contentURIs) external {
        uint256 count = contentURIs.length;
        if (count == 0 || count > MAX_INSCRIPTIONS) revert BulkInscriberInvalidCount(count, MAX_INSCRIPTIONS);
        // Checked as emitted: a bad URI reverts the call, which undoes the events before it (core
        // checks every URI before the wallet is asked, so this path is for hand-made calls).
        for (uint256 i; i < count; ++i) {
            string calldata contentURI = contentURIs[i];
            _checkContent(contentURI, i);
            emit ethscriptions_protocol_CreateEthscription(msg.sender, contentURI);
        }
    }

    /// @dev Reverts unless `contentURI` starts with `data:`; `index` names it in the error.
    function _checkContent(string calldata contentURI, uint256 index) private pure {
        bytes calldata content = bytes(contentURI);
        if (content.length == 0) revert BulkInscriberEmptyContent(index);
        if (content.length < DATA_SCHEME.length || bytes5(content[:5]) != DATA_SCHEME) {
            revert BulkInscriberNotADataUri(index);
        }
    }
}

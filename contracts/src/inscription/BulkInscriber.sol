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
 *
 * Gas: an inscription here is one LOG2 (375 + 2 x 375 for the topics + 8 per byte of its ABI-encoded
 * data: 2,149 for a 60-byte mint URI, whose data is 128 bytes). {inscribe}'s loop is assembly because a
 * Solidity `emit` in a loop ABI-encodes the content again on every round: measured on the local
 * node with the 60-byte bsc-20 mint, each inscription after the first cost 2,381 gas with `emit`
 * (2,386 with the content copied to memory first) and 2,203 with the loop below (about 54 over the
 * LOG2 itself), 7.5% less per inscription; 100 at once cost 243,909 gas in all against 2,336,000 for
 * 100 self-transactions carrying the same URI (bench/results/gas-snapshot.json). The assembly skips
 * no check: it logs the same bytes, topics and emitter as the `emit` (the tests decode every event
 * with the ABI). {inscribeMany} encodes each content once anyway, so it keeps `emit`.
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
        // The event's data, ABI-encoded once (offset, length, padded bytes: what `emit` would build).
        bytes memory data = abi.encode(contentURI);
        bytes32 topic = ethscriptions_protocol_CreateEthscription.selector;
        assembly ("memory-safe") {
            // `count` times LOG2(data, topic, caller): the event exactly as `emit` writes it, without
            // re-encoding the content on every round (see the gas note in the contract's header).
            let start := add(data, 0x20)
            let size := mload(data)
            let owner := caller()
            for {
                let i := 0
            } lt(i, count) {
                i := add(i, 1)
            } {
                log2(start, size, topic, owner)
            }
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

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/**
 * @title IBulkInscriber
 * @notice TokenBox's bulk inscription contract (the catalogue's `bulkBrc20Mint`): many inscriptions
 * in one transaction. One contract per chain at its shared CREATE2 address; no owner, no fee, no
 * storage, no coin accepted.
 *
 * An inscription is normally a transaction whose calldata is a `data:` URI. A contract cannot send
 * such a transaction, so it inscribes the way ESIP-3 of the ethscriptions protocol defines for
 * contracts: by emitting {ethscriptions_protocol_CreateEthscription}, which an indexer that follows
 * ESIP-3 reads like a calldata inscription from the caller to itself (`initialOwner` = the caller).
 *
 * What an indexer counts is its own rule, not this contract's: the ethscriptions indexer itself
 * keeps at most ONE creation per transaction (the first valid event) and refuses duplicate contents
 * unless the URI opts out of uniqueness (ESIP-6), while the "-20" indexers that read ESIP-3 events
 * (Linea's, for one) count every event. The interface says which applies before offering a bulk mint.
 */
interface IBulkInscriber {
    /**
     * @notice The ESIP-3 creation event: `contentURI` (UTF-8, a `data:` URI) inscribed for `initialOwner`.
     * @dev The name and parameters are fixed by ESIP-3 (indexers match the topic
     * keccak256("ethscriptions_protocol_CreateEthscription(address,string)")), hence the name that
     * breaks the CapWords convention.
     */
    event ethscriptions_protocol_CreateEthscription(address indexed initialOwner, string contentURI); // solhint-disable-line event-name-capwords

    /// @notice `count` is 0 or above `max` ({MAX_INSCRIPTIONS}).
    error BulkInscriberInvalidCount(uint256 count, uint256 max);
    /// @notice The content at `index` is empty (index 0 for {inscribe}).
    error BulkInscriberEmptyContent(uint256 index);
    /// @notice The content at `index` does not start with `data:` (index 0 for {inscribe}).
    error BulkInscriberNotADataUri(uint256 index);

    /// @notice The most inscriptions one call makes (see the contract's note on gas).
    function MAX_INSCRIPTIONS() external view returns (uint256); // solhint-disable-line func-name-mixedcase

    /**
     * @notice Inscribes `contentURI` `count` times for the caller: emits
     * {ethscriptions_protocol_CreateEthscription} `count` times with `initialOwner` = `msg.sender`.
     *
     * Requirements: `contentURI` starts with `data:` ({BulkInscriberEmptyContent},
     * {BulkInscriberNotADataUri}); 1 <= `count` <= {MAX_INSCRIPTIONS} ({BulkInscriberInvalidCount});
     * no coin sent.
     */
    function inscribe(string calldata contentURI, uint256 count) external;

    /**
     * @notice Inscribes each of `contentURIs` once for the caller, in order (mints of different
     * amounts, a deploy and its first mints): one {ethscriptions_protocol_CreateEthscription} each.
     *
     * Requirements: 1 <= length <= {MAX_INSCRIPTIONS}; every URI starts with `data:` (the error
     * names the first one that does not); no coin sent.
     */
    function inscribeMany(string[] calldata contentURIs) external;
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

// Forwarding arbitrary calls is what this contract is for: every low-level call here is the batch
// item itself, its success checked (or allowed to fail) and its revert data passed on.
// solhint-disable avoid-low-level-calls

/**
 * @title Multicall3
 * @notice Batches read and write calls into one transaction or one `eth_call`.
 * @dev Written for TokenBox with the same ABI as the widely deployed Multicall3, so that viem's
 * `multicall` (which encodes `aggregate3`) and every other Multicall3 client work against it on the
 * local chain. Failures that are not allowed revert with {MulticallCallFailed}, carrying the inner
 * revert data so callers can decode the real reason (the original reverts with a bare string).
 */
contract Multicall3 {
    struct Call {
        address target;
        bytes callData;
    }

    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Call3Value {
        address target;
        bool allowFailure;
        uint256 value;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    /// @notice Call number `index` of a batch failed where failure was not allowed.
    /// @param index Position of the failing call in the batch.
    /// @param reason The revert data returned by the failing call.
    error MulticallCallFailed(uint256 index, bytes reason);

    /// @notice The ETH sent with `aggregate3Value` differs from the sum of the calls' values.
    error MulticallValueMismatch(uint256 sent, uint256 required);

    /**
     * @notice Executes every call and requires all of them to succeed.
     * @param calls Targets and calldata.
     * @return blockNumber The block the calls ran in.
     * @return returnData Each call's return data, in order.
     */
    function aggregate(Call[] calldata calls)
        external
        payable
        returns (uint256 blockNumber, bytes[] memory returnData)
    {
        blockNumber = block.number;
        uint256 length = calls.length;
        returnData = new bytes[](length);
        for (uint256 i = 0; i < length; ++i) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            if (!success) revert MulticallCallFailed(i, data);
            returnData[i] = data;
        }
    }

    /**
     * @notice Executes every call; reverts on a failure only when `requireSuccess` is true.
     * @param requireSuccess Whether one failing call reverts the whole batch.
     * @param calls Targets and calldata.
     * @return returnData Success flag and return data of each call, in order.
     */
    function tryAggregate(bool requireSuccess, Call[] calldata calls)
        public
        payable
        returns (Result[] memory returnData)
    {
        uint256 length = calls.length;
        returnData = new Result[](length);
        for (uint256 i = 0; i < length; ++i) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            if (requireSuccess && !success) revert MulticallCallFailed(i, data);
            returnData[i] = Result(success, data);
        }
    }

    /**
     * @notice {tryAggregate} plus the block number and hash it ran in.
     * @param requireSuccess Whether one failing call reverts the whole batch.
     * @param calls Targets and calldata.
     * @return blockNumber The current block number.
     * @return blockHash The hash of the current block number (zero while it is being built).
     * @return returnData Success flag and return data of each call, in order.
     */
    function tryBlockAndAggregate(bool requireSuccess, Call[] calldata calls)
        public
        payable
        returns (uint256 blockNumber, bytes32 blockHash, Result[] memory returnData)
    {
        blockNumber = block.number;
        blockHash = blockhash(block.number);
        returnData = tryAggregate(requireSuccess, calls);
    }

    /**
     * @notice {tryBlockAndAggregate} with every call required to succeed.
     * @param calls Targets and calldata.
     * @return blockNumber The current block number.
     * @return blockHash The hash of the current block number (zero while it is being built).
     * @return returnData Success flag and return data of each call, in order.
     */
    function blockAndAggregate(Call[] calldata calls)
        external
        payable
        returns (uint256 blockNumber, bytes32 blockHash, Result[] memory returnData)
    {
        (blockNumber, blockHash, returnData) = tryBlockAndAggregate(true, calls);
    }

    /**
     * @notice Executes every call, each deciding whether its failure is allowed.
     * @dev This is the function viem's `multicall` encodes.
     * @param calls Targets, failure permission and calldata.
     * @return returnData Success flag and return data of each call, in order.
     */
    function aggregate3(Call3[] calldata calls) external payable returns (Result[] memory returnData) {
        uint256 length = calls.length;
        returnData = new Result[](length);
        for (uint256 i = 0; i < length; ++i) {
            Call3 calldata current = calls[i];
            (bool success, bytes memory data) = current.target.call(current.callData);
            if (!success && !current.allowFailure) revert MulticallCallFailed(i, data);
            returnData[i] = Result(success, data);
        }
    }

    /**
     * @notice Like {aggregate3}, sending each call its own ETH value.
     * Requirements: `msg.value` equals the sum of the calls' values, so no ETH stays behind here.
     * @param calls Targets, failure permission, value and calldata.
     * @return returnData Success flag and return data of each call, in order.
     */
    function aggregate3Value(Call3Value[] calldata calls)
        external
        payable
        returns (Result[] memory returnData)
    {
        uint256 length = calls.length;
        uint256 valueSum = 0;
        returnData = new Result[](length);
        for (uint256 i = 0; i < length; ++i) {
            Call3Value calldata current = calls[i];
            // Checked addition: an overflowing sum could never be covered by msg.value anyway.
            valueSum += current.value;
            (bool success, bytes memory data) = current.target.call{value: current.value}(current.callData);
            if (!success && !current.allowFailure) revert MulticallCallFailed(i, data);
            returnData[i] = Result(success, data);
        }
        if (msg.value != valueSum) revert MulticallValueMismatch(msg.value, valueSum);
    }

    /// @notice Hash of block `blockNumber` (zero outside the last 256 blocks).
    /// @param blockNumber The block to look up.
    /// @return blockHash The block hash.
    function getBlockHash(uint256 blockNumber) external view returns (bytes32 blockHash) {
        blockHash = blockhash(blockNumber);
    }

    /// @notice The current block number.
    /// @return blockNumber The block number.
    function getBlockNumber() external view returns (uint256 blockNumber) {
        blockNumber = block.number;
    }

    /// @notice The current block's fee recipient.
    /// @return coinbase The coinbase address.
    function getCurrentBlockCoinbase() external view returns (address coinbase) {
        coinbase = block.coinbase;
    }

    /// @notice The current block's PREVRANDAO value (the former difficulty field).
    /// @return difficulty The prevrandao value.
    function getCurrentBlockDifficulty() external view returns (uint256 difficulty) {
        difficulty = block.prevrandao;
    }

    /// @notice The current block's gas limit.
    /// @return gaslimit The gas limit.
    function getCurrentBlockGasLimit() external view returns (uint256 gaslimit) {
        gaslimit = block.gaslimit;
    }

    /// @notice The current block's timestamp.
    /// @return timestamp Seconds since the Unix epoch.
    function getCurrentBlockTimestamp() external view returns (uint256 timestamp) {
        timestamp = block.timestamp;
    }

    /// @notice The native coin balance of `addr`.
    /// @param addr The account to read.
    /// @return balance The balance in wei.
    function getEthBalance(address addr) external view returns (uint256 balance) {
        balance = addr.balance;
    }

    /// @notice Hash of the previous block.
    /// @return blockHash The block hash.
    function getLastBlockHash() external view returns (bytes32 blockHash) {
        unchecked {
            // block.number is at least 1 in any block a transaction or call runs in.
            blockHash = blockhash(block.number - 1);
        }
    }

    /// @notice The current block's base fee.
    /// @return basefee The base fee in wei.
    function getBasefee() external view returns (uint256 basefee) {
        basefee = block.basefee;
    }

    /// @notice The chain id.
    /// @return chainid The EIP-155 chain id.
    function getChainId() external view returns (uint256 chainid) {
        chainid = block.chainid;
    }
}

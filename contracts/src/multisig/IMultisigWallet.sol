// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/**
 * @title IMultisigWallet
 * @notice TokenBox's multi-signature wallet: a set of signers (1 to 50) and a number of required
 * confirmations (the threshold). Any signer submits an order (a call with value and data to a
 * destination); signers confirm it on-chain; once enough current signers have confirmed, any signer
 * executes it. Signer and threshold changes are orders to the wallet itself.
 *
 * Orders are numbered 0, 1, 2, ... (the nonce); an order runs at most once, and only with at least
 * the threshold in force at execution time of confirmations from the signers in office at that time.
 * An undone order is cancelled by another order, a self-call of {cancelOrder} that needs the
 * threshold like any order; a cancelled order never runs.
 */
interface IMultisigWallet {
    /// @notice An order as stored. `submittedAt` is the block timestamp of its submission.
    struct Order {
        address destination;
        bool executed;
        /// @dev Set by an executed {cancelOrder} order; a cancelled order never runs.
        bool cancelled;
        uint64 submittedAt;
        address submitter;
        uint256 value;
        bytes data;
    }

    /// @notice Native coin arrived (plain transfers; not value sent with a creation).
    event Deposit(address indexed sender, uint256 amount);
    /// @notice Order `id` was submitted by `submitter` (whose confirmation counts from here).
    event OrderSubmitted(
        uint256 indexed id, address indexed submitter, address indexed destination, uint256 value, bytes data
    );
    /// @notice `signer` confirmed order `id`.
    event OrderConfirmed(uint256 indexed id, address indexed signer);
    /// @notice `signer` took back its confirmation of order `id`.
    event ConfirmationRevoked(uint256 indexed id, address indexed signer);
    /// @notice Order `id` ran successfully; `executor` sent the transaction.
    event OrderExecuted(uint256 indexed id, address indexed executor);
    /// @notice Order `id` was cancelled by an executed {cancelOrder} order: it can never run.
    event OrderCancelled(uint256 indexed id);
    /// @notice `signer` became a signer (also each initial signer).
    event SignerAdded(address indexed signer);
    /// @notice `signer` is no longer a signer; its confirmations no longer count, also if it returns.
    event SignerRemoved(address indexed signer);
    /// @notice The number of required confirmations is now `threshold` (also the initial one).
    event ThresholdChanged(uint256 threshold);

    /// @notice `account` is not a signer of this wallet.
    error MultisigNotSigner(address account);
    /// @notice Signer and threshold changes are orders: only the wallet itself may call them.
    error MultisigOnlySelfCall(address caller);
    /// @notice The wallet was initialised already (clones), or is the locked implementation.
    error MultisigAlreadyInitialized();
    /// @notice The signer count would leave 1..50.
    error MultisigInvalidSignerCount(uint256 count);
    /// @notice Zero, the list sentinel or the wallet itself cannot be a signer.
    error MultisigInvalidSigner(address signer);
    /// @notice `signer` is a signer already (or twice in a list).
    error MultisigDuplicateSigner(address signer);
    /// @notice `signer` is not a signer (remove / replace).
    error MultisigSignerNotFound(address signer);
    /// @notice The threshold must be between 1 and the number of signers.
    error MultisigInvalidThreshold(uint256 threshold, uint256 signerCount);
    /// @notice No order has this id.
    error MultisigOrderNotFound(uint256 id);
    /// @notice The order ran already.
    error MultisigOrderAlreadyExecuted(uint256 id);
    /// @notice `signer` confirmed this order already.
    error MultisigAlreadyConfirmed(uint256 id, address signer);
    /// @notice `signer` has no confirmation on this order to revoke.
    error MultisigNotConfirmed(uint256 id, address signer);
    /// @notice Fewer current signers confirmed than the current threshold.
    error MultisigNotEnoughConfirmations(uint256 id, uint256 confirmations, uint256 threshold);
    /// @notice Order `id` was cancelled: it can never be confirmed, revoked, executed or cancelled again.
    error MultisigOrderIsCancelled(uint256 id);
    /// @notice A cancel order may only target an earlier order (never itself or one not yet submitted).
    error MultisigInvalidCancelTarget(uint256 id, uint256 target);
    /// @notice The order's call failed without a reason (a reason is passed on as the callee gave it).
    error MultisigCallFailed(uint256 id);

    /**
     * @notice Sets the signers and threshold of a fresh clone; runs once (the factory calls it in the
     * transaction that creates the clone).
     */
    function initialize(address[] calldata signers, uint256 threshold) external;

    /// @notice Submits an order and counts the submitter's confirmation. Returns its id.
    function submit(address destination, uint256 value, bytes calldata data) external returns (uint256 id);

    /// @notice Confirms order `id` as the calling signer.
    function confirm(uint256 id) external;

    /// @notice Takes back the calling signer's confirmation of order `id`.
    function revoke(uint256 id) external;

    /// @notice Runs order `id` once enough current signers confirmed it.
    function execute(uint256 id) external;

    /// @notice Self-call: adds `signer` and sets the threshold to `newThreshold`.
    function addSigner(address signer, uint256 newThreshold) external;

    /// @notice Self-call: removes `signer` and sets the threshold to `newThreshold`.
    function removeSigner(address signer, uint256 newThreshold) external;

    /// @notice Self-call: puts `newSigner` in the place of `oldSigner` (the threshold stays).
    function replaceSigner(address oldSigner, address newSigner) external;

    /// @notice Self-call: sets the threshold.
    function changeThreshold(uint256 newThreshold) external;

    /**
     * @notice Self-call: cancels the undone order `id` for good (Safe's "reject" transaction, by id):
     * it never runs, and no one can confirm, revoke or execute it any more.
     */
    function cancelOrder(uint256 id) external;

    /// @notice The signers in the order they were added.
    function signers() external view returns (address[] memory);

    /// @notice Whether `account` is a signer.
    function isSigner(address account) external view returns (bool);

    /// @notice The number of confirmations an order needs to execute.
    function threshold() external view returns (uint256);

    /// @notice The number of orders submitted (the next order's id).
    function orderCount() external view returns (uint256);

    /// @notice Order `id` (reverts {MultisigOrderNotFound} for an unknown id).
    function order(uint256 id) external view returns (Order memory);

    /// @notice The current signers whose confirmation of order `id` counts.
    function confirmationsOf(uint256 id) external view returns (address[] memory);

    /// @notice How many current signers confirmed order `id`.
    function confirmationCount(uint256 id) external view returns (uint256);

    /// @notice Whether `signer`'s confirmation of order `id` counts now.
    function isConfirmed(uint256 id, address signer) external view returns (bool);
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/**
 * @title IMultiSender
 * @notice TokenBox's batch sender: one contract per chain sends native coin or an ERC20 token to many
 * recipients in one transaction. No owner, no admin, no upgrade. An optional flat fee per call (in
 * native coin) is fixed at deployment and is 0 by default.
 *
 * Packed recipients: each `bytes32` holds the recipient in its high 160 bits and the amount in its low
 * 96 bits (`bytes32(uint256(uint160(to)) << 96 | amount)`), one calldata word per recipient instead
 * of two. Amounts above 2^96 - 1 base units use {sendTokenFrom}.
 *
 * Every send is all or nothing: a failed transfer (a reverting recipient, a token that reverts or
 * returns false) reverts the whole call.
 */
interface IMultiSender {
    /// @notice One call sent `total` of `token` (zero address: native coin) to `recipients` accounts.
    event Sent(address indexed sender, address indexed token, uint256 recipients, uint256 total);

    /// @notice `msg.value` is below the fee (plus the native total for {sendNative}).
    error MultiSenderInsufficientValue(uint256 required, uint256 sent);
    /// @notice The native transfer to the recipient at `index` failed.
    error MultiSenderNativeTransferFailed(uint256 index);
    /// @notice The token transfer to the recipient at `index` reverted or returned false.
    error MultiSenderTokenTransferFailed(uint256 index);
    /// @notice Pulling `total` from the sender failed (allowance, balance, or the token returned false).
    error MultiSenderPullFailed();
    /// @notice The amounts of {sendToken} add up to `sent`, not to the `total` pulled.
    error MultiSenderTotalMismatch(uint256 total, uint256 sent);
    /// @notice {sendToken} received less than `total` (a fee-on-transfer token): use {sendTokenFrom}.
    error MultiSenderFeeOnTransferToken(uint256 total, uint256 received);
    /// @notice Recipients and amounts differ in length.
    error MultiSenderLengthMismatch();
    /// @notice The token address has no code.
    error MultiSenderNotAContract(address token);
    /// @notice A call re-entered the sender.
    error MultiSenderReentrantCall();
    /// @notice Deployment with a fee but no recipient, or a recipient but no fee.
    error MultiSenderInvalidFee(address feeRecipient, uint256 fee);
    /// @notice Paying the fee or refunding the rest of `msg.value` failed.
    error MultiSenderRefundFailed();

    /// @notice The flat fee per call, in wei of the native coin (0: free).
    function fee() external view returns (uint256);

    /// @notice Who receives the fee (zero when the fee is 0).
    function feeRecipient() external view returns (address);

    /**
     * @notice Sends native coin to packed recipients. `msg.value` must cover the fee plus the sum of the
     * amounts; the rest is refunded to the sender.
     */
    function sendNative(bytes32[] calldata packed) external payable;

    /**
     * @notice Sends `token` to packed recipients: pulls `total` from the sender once (allowance needed
     * for this contract), then transfers each amount. The amounts must add up to `total` exactly.
     * Reverts with {MultiSenderFeeOnTransferToken} when less than `total` arrives. `msg.value` must
     * cover the fee; the rest is refunded.
     */
    function sendToken(address token, uint256 total, bytes32[] calldata packed) external payable;

    /**
     * @notice Sends `token` with one `transferFrom(sender, recipient, amount)` per recipient: any
     * amount, and fee-on-transfer tokens (each recipient receives what the token's own rules leave).
     * Needs an allowance of the sum for this contract. `msg.value` must cover the fee; the rest is
     * refunded.
     */
    function sendTokenFrom(address token, address[] calldata recipients, uint256[] calldata amounts) external payable;
}

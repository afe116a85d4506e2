// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from '@openzeppelin/contracts/token/ERC20/IERC20.sol';
import {IMultiSender} from './IMultiSender.sol';

/**
 * @title MultiSender
 * @notice TokenBox's batch sender (see {IMultiSender}). One per chain; the deployer has no power after
 * deployment. The fee (0 by default) and its recipient are immutable.
 */
contract MultiSender is IMultiSender {
    uint256 private constant AMOUNT_MASK = (1 << 96) - 1;

    /// @inheritdoc IMultiSender
    uint256 public immutable fee;
    /// @inheritdoc IMultiSender
    address public immutable feeRecipient;

    bool private transient entered;

    /// @param feeRecipient_ who receives the fee; must be zero when `fee_` is 0 and non-zero otherwise.
    /// @param fee_ the flat fee per call in wei (0: free).
    constructor(address feeRecipient_, uint256 fee_) {
        if ((fee_ == 0) != (feeRecipient_ == address(0))) revert MultiSenderRefundFailed();
        fee = fee_;
        feeRecipient = feeRecipient_;
    }

    modifier nonReentrant() {
        if (entered) revert MultiSenderReentrantCall();
        entered = true;
        _;
        entered = false;
    }

    /// @inheritdoc IMultiSender
    function sendNative(bytes32[] calldata packed) external payable nonReentrant {
        uint256 total;
        for (uint256 i; i < packed.length; ++i) {
            uint256 word = uint256(packed[i]);
            uint256 amount = word & AMOUNT_MASK;
            total += amount;
            (bool ok, ) = address(uint160(word >> 96)).call{value: amount}('');
            if (!ok) revert MultiSenderNativeTransferFailed(i);
        }
        _settle(total);
        emit Sent(msg.sender, address(0), packed.length, total);
    }

    /// @inheritdoc IMultiSender
    function sendToken(address token, uint256 total, bytes32[] calldata packed) external payable nonReentrant {
        if (token.code.length == 0) revert MultiSenderNotAContract(token);
        uint256 before = IERC20(token).balanceOf(address(this));
        if (!_call(token, abi.encodeCall(IERC20.transferFrom, (msg.sender, address(this), total)))) {
            revert MultiSenderPullFailed();
        }
        uint256 received = IERC20(token).balanceOf(address(this)) - before;
        if (received < total) revert MultiSenderFeeOnTransferToken(total, received);
        uint256 sent;
        for (uint256 i; i < packed.length; ++i) {
            uint256 word = uint256(packed[i]);
            uint256 amount = word & AMOUNT_MASK;
            sent += amount;
            if (!_call(token, abi.encodeCall(IERC20.transfer, (address(uint160(word >> 96)), amount)))) {
                revert MultiSenderTokenTransferFailed(i);
            }
        }
        if (sent != total) revert MultiSenderTotalMismatch(total, sent);
        _settle(0);
        emit Sent(msg.sender, token, packed.length, total);
    }

    /// @inheritdoc IMultiSender
    function sendTokenFrom(
        address token,
        address[] calldata recipients,
        uint256[] calldata amounts
    ) external payable nonReentrant {
        if (recipients.length != amounts.length) revert MultiSenderLengthMismatch();
        if (token.code.length == 0) revert MultiSenderNotAContract(token);
        uint256 total;
        for (uint256 i; i < recipients.length; ++i) {
            total += amounts[i];
            if (!_call(token, abi.encodeCall(IERC20.transferFrom, (msg.sender, recipients[i], amounts[i])))) {
                revert MultiSenderTokenTransferFailed(i);
            }
        }
        _settle(0);
        emit Sent(msg.sender, token, recipients.length, total);
    }

    /// @dev Takes the fee and `spent` out of `msg.value`, pays the fee and refunds the rest.
    function _settle(uint256 spent) private {
        uint256 required = fee + spent;
        if (msg.value < required) revert MultiSenderInsufficientValue(required, msg.value);
        if (fee != 0) {
            (bool paid, ) = feeRecipient.call{value: fee}('');
            if (!paid) revert MultiSenderRefundFailed();
        }
        uint256 rest = msg.value - required;
        if (rest != 0) {
            (bool refunded, ) = msg.sender.call{value: rest}('');
            if (!refunded) revert MultiSenderRefundFailed();
        }
    }

    /// @dev A token call that succeeded and returned nothing or true.
    function _call(address token, bytes memory data) private returns (bool) {
        (bool ok, bytes memory ret) = token.call(data);
        return ok && (ret.length == 0 || (ret.length >= 32 && abi.decode(ret, (bool))));
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IMultiSender} from "../batch/IMultiSender.sol";

/**
 * @title SendTestReceiver
 * @notice Test-only account for the MultiSender tests: on receiving native coin it accepts, reverts,
 * or calls back into the MultiSender (`sendNative`, `sendToken` or `sendTokenFrom` with what it holds),
 * either letting the inner call's failure revert its receive or catching it and recording the
 * revert data. It can also call the sender itself (as a sender that refuses refunds). Never deployed
 * as a product contract.
 */
contract SendTestReceiver {
    enum Mode {
        Accept,
        Revert,
        ReenterNative,
        ReenterToken,
        ReenterTokenFrom
    }

    IMultiSender public immutable multiSender;
    Mode public mode;
    /// @notice Catch the re-entered call's failure (true) or let it revert the receive (false).
    bool public catchFailure;
    /// @notice The token the ReenterToken modes send (1 base unit to this contract).
    address public token;
    /// @notice Revert data of the last caught inner call.
    bytes public lastError;
    uint256 public received;

    error ReceiverRefused();

    constructor(IMultiSender multiSender_) {
        multiSender = multiSender_;
    }

    function configure(Mode mode_, bool catchFailure_, address token_) external {
        mode = mode_;
        catchFailure = catchFailure_;
        token = token_;
    }

    /// @notice Calls sendNative as a sender (to test refunds to a contract that refuses coin).
    function sendNativeAsSender(bytes32[] calldata packed) external payable {
        multiSender.sendNative{value: msg.value}(packed);
    }

    receive() external payable {
        received += msg.value;
        Mode current = mode;
        if (current == Mode.Accept) return;
        if (current == Mode.Revert) revert ReceiverRefused();
        bytes memory call;
        bytes32[] memory packed = new bytes32[](1);
        packed[0] = bytes32(uint256(uint160(address(this))) << 96);
        if (current == Mode.ReenterNative) {
            call = abi.encodeCall(IMultiSender.sendNative, (packed));
        } else if (current == Mode.ReenterToken) {
            call = abi.encodeCall(IMultiSender.sendToken, (token, 0, packed));
        } else {
            call = abi.encodeCall(IMultiSender.sendTokenFrom, (token, new address[](0), new uint256[](0)));
        }
        (bool ok, bytes memory data) = address(multiSender).call(call);
        if (ok) return;
        if (!catchFailure) {
            assembly {
                revert(add(data, 0x20), mload(data))
            }
        }
        lastError = data;
    }
}

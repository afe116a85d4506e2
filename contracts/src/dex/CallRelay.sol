// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title CallRelay
/// @notice Runs a sequence of calls, each from its own sender, in one `eth_call`, for nodes without
/// `eth_simulateV1` (many public endpoints): the app places this code at every sender's address with
/// a state override (nothing is deployed or sent) and calls `run` on the first sender. A step from
/// this address is made directly; a step from another sender is made by that sender's copy of this
/// code (`relay`), so the token sees the sender it would see in a real transaction. Each step's
/// success and return (or revert) data are returned in order; a failed step does not stop the rest,
/// and state changes of earlier steps carry over to later ones, as in one block.
/// @dev Never deployed: its code only ever exists inside a simulated call.
contract CallRelay {
    /// @notice One call: who sends it, to whom, with how much of the native coin, and its calldata.
    struct Step {
        address from;
        address to;
        uint256 value;
        bytes data;
    }

    /// @notice What one step answered: whether it went through, and its return (or revert) data.
    struct Outcome {
        bool ok;
        bytes data;
    }

    /// @notice Makes `steps` in order and returns what each answered.
    function run(Step[] calldata steps) external payable returns (Outcome[] memory outcomes) {
        outcomes = new Outcome[](steps.length);
        for (uint256 i = 0; i < steps.length; i++) {
            Step calldata step = steps[i];
            if (step.from == address(this)) {
                // solhint-disable-next-line avoid-low-level-calls
                (outcomes[i].ok, outcomes[i].data) = step.to.call{value: step.value}(step.data);
            } else {
                // solhint-disable-next-line avoid-low-level-calls
                (bool ok, bytes memory answer) = step.from.call(
                    abi.encodeCall(CallRelay.relay, (step.to, step.value, step.data))
                );
                outcomes[i].ok = ok;
                outcomes[i].data = ok ? abi.decode(answer, (bytes)) : answer;
            }
        }
    }

    /// @notice Makes one call as this address; a revert is passed on with its data.
    function relay(address to, uint256 value, bytes calldata data) external returns (bytes memory) {
        // solhint-disable-next-line avoid-low-level-calls
        (bool ok, bytes memory answer) = to.call{value: value}(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(answer, 32), mload(answer))
            }
        }
        return answer;
    }

    /// @dev A sender may be paid the native coin (a sale for the coin itself).
    receive() external payable {}
}

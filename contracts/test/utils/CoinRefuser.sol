// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice Sends coin to a sale (a plain transfer to the token, as a wallet buys) from a contract and
/// refuses every payment back: the buyer whose refund must be credited, not pushed. Used by the
/// sale token, fair launch and hub sale suites.
contract CoinRefuser {
    function buy(address token) external payable returns (bool ok) {
        // solhint-disable-next-line avoid-low-level-calls
        (ok,) = token.call{value: msg.value}("");
    }

    receive() external payable {
        revert("no coin");
    }
}

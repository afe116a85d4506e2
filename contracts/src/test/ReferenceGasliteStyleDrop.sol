// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/**
 * @title ReferenceGasliteStyleDrop
 * @notice Test-only yardstick for the gas snapshot, written for TokenBox in the manner of GasliteDrop
 * (the cheapest public airdrop contract we know): two parallel arrays (`address[]`, `uint256[]`), an
 * assembly loop, ERC20 sends that pull the total once with `transferFrom` and then `transfer` to each
 * recipient. Like the original it checks only that each call did not revert (no return value check,
 * no refund, no sum check), so it does less work than {MultiSender}: a fair, if anything flattering,
 * reference. Never deployed as a product contract.
 */
contract ReferenceGasliteStyleDrop {
    error DropCallFailed();

    /// @notice Pulls `totalAmount` of `token` from the caller, then sends `amounts[i]` to `addresses[i]`.
    function airdropERC20(
        address token,
        address[] calldata addresses,
        uint256[] calldata amounts,
        uint256 totalAmount
    ) external payable {
        assembly {
            // transferFrom(caller, this, totalAmount) from memory [0x1c, 0x80).
            mstore(0x00, 0x23b872dd)
            mstore(0x20, caller())
            mstore(0x40, address())
            mstore(0x60, totalAmount)
            if iszero(call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00)) {
                mstore(0x00, 0xbd5eb382) // DropCallFailed()
                revert(0x1c, 0x04)
            }
            // transfer(to, amount) from memory [0x1c, 0x60), to and amount rewritten per recipient.
            mstore(0x00, 0xa9059cbb)
            let amountDelta := sub(amounts.offset, addresses.offset)
            let end := add(addresses.offset, shl(5, addresses.length))
            for {
                let p := addresses.offset
            } lt(p, end) {
                p := add(p, 0x20)
            } {
                mstore(0x20, calldataload(p))
                mstore(0x40, calldataload(add(p, amountDelta)))
                if iszero(call(gas(), token, 0, 0x1c, 0x44, 0x00, 0x00)) {
                    mstore(0x00, 0xbd5eb382)
                    revert(0x1c, 0x04)
                }
            }
            // Restore the zero slot and free memory pointer Solidity expects.
            mstore(0x40, 0x80)
            mstore(0x60, 0x00)
        }
    }

    /// @notice Sends `amounts[i]` wei to `addresses[i]`; `msg.value` pays for them (no refund).
    function airdropETH(address[] calldata addresses, uint256[] calldata amounts) external payable {
        assembly {
            let amountDelta := sub(amounts.offset, addresses.offset)
            let end := add(addresses.offset, shl(5, addresses.length))
            for {
                let p := addresses.offset
            } lt(p, end) {
                p := add(p, 0x20)
            } {
                if iszero(call(gas(), calldataload(p), calldataload(add(p, amountDelta)), 0, 0, 0, 0)) {
                    mstore(0x00, 0xbd5eb382)
                    revert(0x1c, 0x04)
                }
            }
        }
    }
}

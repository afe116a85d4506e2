// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {CallFlag} from "../utils/evm/CallFlag.sol";
import {IMultiSender} from "./IMultiSender.sol";

/**
 * @title MultiSender
 * @notice TokenBox's batch sender (see {IMultiSender}). One per chain; the deployer has no power after
 * deployment. The fee (0 by default) and its recipient are immutable.
 *
 * Gas: the per-recipient loops are assembly because they run up to ~650 times per transaction and
 * every gas unit there is paid once per recipient (bench/results/gas-snapshot.json: `MultiSender ...`
 * against the GasliteDrop-style and Disperse-style references). Everything that runs once per call
 * (checks, fee, refund, event) stays in Solidity. What the loops deliberately do not check, and why:
 * - Sums are not overflow-checked in {sendNative} and {sendToken}: each packed amount is below 2^96
 *   and a call cannot carry 2^160 words, so the sum stays below 2^256.
 * - A token's answer in the loops is judged like OpenZeppelin's SafeERC20 and solady's
 *   SafeTransferLib judge it: the call succeeded and returned nothing, or returned 1 as its first
 *   word. A token answering 1 to 31 bytes (outside the ERC-20 ABI) is judged by the word those bytes
 *   partly overwrite, which starts at 1: such a token passes unless it writes a non-zero byte.
 * - Recipients are not checked against the zero address or this contract: the UI validates
 *   addresses; sending to them burns what was sent, and the contract keeps nothing (the refund of
 *   {sendNative} is `msg.value` minus what was sent, and {sendToken} checks the sum sent).
 */
contract MultiSender is IMultiSender {
    /// @dev The low 96 bits of a packed word: the amount.
    uint256 private constant AMOUNT_MASK = (1 << 96) - 1;
    /// @dev `transfer(address,uint256)` and `transferFrom(address,address,uint256)` selectors.
    uint256 private constant TRANSFER_SELECTOR = 0xa9059cbb;
    uint256 private constant TRANSFER_FROM_SELECTOR = 0x23b872dd;
    /// @dev `failedAt` of {sendTokenFrom} when the sum passed 2^256 - 1 (no index comes near it).
    uint256 private constant SUM_OVERFLOWED = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe;

    /// @inheritdoc IMultiSender
    uint256 public immutable fee;
    /// @inheritdoc IMultiSender
    address public immutable feeRecipient;

    /// @dev One lock for the three sends: {CallFlag} 0 (transient storage on cancun).
    uint256 private constant CALL_FLAG_ENTERED = 0;

    /// @param feeRecipient_ who receives the fee; must be zero when `fee_` is 0 and non-zero otherwise
    /// (reverts with {MultiSenderInvalidFee} otherwise: a fee nobody could receive is a fee every
    /// call would fail to pay).
    /// @param fee_ the flat fee per call in wei (0: free).
    constructor(address feeRecipient_, uint256 fee_) {
        if ((fee_ == 0) != (feeRecipient_ == address(0))) revert MultiSenderInvalidFee(feeRecipient_, fee_);
        fee = fee_;
        feeRecipient = feeRecipient_;
    }

    modifier nonReentrant() {
        if (CallFlag.isSet(CALL_FLAG_ENTERED)) revert MultiSenderReentrantCall();
        CallFlag.set(CALL_FLAG_ENTERED, true);
        _;
        CallFlag.set(CALL_FLAG_ENTERED, false);
    }

    /**
     * @inheritdoc IMultiSender
     * @dev Requirements: `msg.value` >= fee + the sum of the amounts; every recipient accepts its
     * coin (each gets all the gas left, so contract wallets work). An empty list only settles the fee
     * and refunds. Emits {Sent} with token zero.
     */
    function sendNative(bytes32[] calldata packed) external payable nonReentrant {
        uint256 total;
        uint256 failedAt = type(uint256).max;
        assembly ("memory-safe") {
            // For each word: send `word & AMOUNT_MASK` wei to `word >> 96` with all the gas left and
            // no calldata, and add the amount to `total`. Stops at the first failed call and keeps
            // its index in `failedAt` (the revert reason is decided below, outside the loop).
            let start := packed.offset
            let end := add(start, shl(5, packed.length))
            // The outer loop only skips an empty list; the inner one tests at its bottom (a
            // do-while), which saves a jump per recipient.
            let p := start
            for {} lt(p, end) {} {
                for {} 1 {} {
                    let word := calldataload(p)
                    let amount := and(word, AMOUNT_MASK)
                    total := add(total, amount)
                    if iszero(call(gas(), shr(96, word), amount, 0x00, 0x00, 0x00, 0x00)) {
                        failedAt := shr(5, sub(p, start))
                        break
                    }
                    p := add(p, 0x20)
                    if iszero(lt(p, end)) {
                        break
                    }
                }
                break
            }
        }
        if (failedAt != type(uint256).max) {
            // The value ran out before this recipient (an honest error for a short msg.value), or the
            // recipient refused the coin.
            uint256 required = fee + _sumOfAmounts(packed);
            if (msg.value < required) revert MultiSenderInsufficientValue(required, msg.value);
            revert MultiSenderNativeTransferFailed(failedAt);
        }
        _settle(total);
        emit Sent(msg.sender, address(0), packed.length, total);
    }

    /**
     * @inheritdoc IMultiSender
     * @dev Requirements: `token` has code; this contract may pull `total` from the sender and `total`
     * arrives whole; the amounts add up to `total`; `msg.value` >= fee. Emits {Sent}.
     */
    function sendToken(address token, uint256 total, bytes32[] calldata packed) external payable nonReentrant {
        if (token.code.length == 0) revert MultiSenderNotAContract(token);
        _pullWhole(token, total);

        uint256 sent;
        uint256 failedAt = type(uint256).max;
        assembly {
            // Calldata of `transfer(to, amount)` in memory [0x1c, 0x60): the selector in the low 4
            // bytes of word 0x00, `to` at 0x20, `amount` at 0x40 (the free memory pointer's word, put
            // back below); the first returned word goes to 0x60 (the zero word, put back below).
            // Fixed offsets keep every operand a one-byte push (and the block is not marked
            // memory-safe: it borrows those two words). For each packed word: write `to` and
            // `amount`, add the amount to `sent`, call the token. Success: the call succeeded and the
            // word at 0x60 is 1. It is set to 1 before the loop and a call that returns nothing
            // leaves it, so a token that returns nothing (USDT-style) passes, one that returns true
            // writes 1 and one that returns false writes 0. `call` runs before `mload` (Yul
            // evaluates arguments right to left).
            let freeMemoryPointer := mload(0x40)
            mstore(0x00, TRANSFER_SELECTOR)
            mstore(0x60, 1)
            let start := packed.offset
            let end := add(start, shl(5, packed.length))
            let p := start
            // The outer loop only skips an empty list; the inner one tests at its bottom (a
            // do-while), which saves a jump per recipient.
            for {} lt(p, end) {} {
                for {} 1 {} {
                    let word := calldataload(p)
                    mstore(0x20, shr(96, word))
                    mstore(0x40, and(word, AMOUNT_MASK))
                    sent := add(sent, and(word, AMOUNT_MASK))
                    if iszero(and(eq(mload(0x60), 1), call(gas(), token, 0, 0x1c, 0x44, 0x60, 0x20))) {
                        failedAt := shr(5, sub(p, start))
                        break
                    }
                    p := add(p, 0x20)
                    if iszero(lt(p, end)) {
                        break
                    }
                }
                break
            }
            mstore(0x40, freeMemoryPointer)
            mstore(0x60, 0)
        }
        if (failedAt != type(uint256).max) {
            // Amounts adding up to more than `total` run out of tokens: say so rather than blame the
            // recipient where the balance ran out.
            uint256 sum = _sumOfAmounts(packed);
            if (sum != total) revert MultiSenderTotalMismatch(total, sum);
            revert MultiSenderTokenTransferFailed(failedAt);
        }
        if (sent != total) revert MultiSenderTotalMismatch(total, sent);
        _settle(0);
        emit Sent(msg.sender, token, packed.length, total);
    }

    /**
     * @inheritdoc IMultiSender
     * @dev Requirements: equal lengths; `token` has code; every `transferFrom` succeeds (returns true
     * or nothing); `msg.value` >= fee. Emits {Sent} with the sum of the amounts asked for (a
     * fee-on-transfer token delivers less). Reverts with a panic if that sum passes 2^256 - 1 (only
     * possible when the token lets the sender send to itself more than it holds in total).
     */
    function sendTokenFrom(
        address token,
        address[] calldata recipients,
        uint256[] calldata amounts
    ) external payable nonReentrant {
        if (recipients.length != amounts.length) revert MultiSenderLengthMismatch();
        if (token.code.length == 0) revert MultiSenderNotAContract(token);
        (uint256 total, uint256 failedAt) = _transferFromEach(token, recipients, amounts);
        if (failedAt != type(uint256).max) {
            if (failedAt == SUM_OVERFLOWED) _panicOverflow();
            revert MultiSenderTokenTransferFailed(failedAt);
        }
        _settle(0);
        emit Sent(msg.sender, token, recipients.length, total);
    }

    /// @dev The loop of {sendTokenFrom}: `transferFrom(caller, recipients[i], amounts[i])` for each i
    /// (equal lengths checked by the caller); returns the sum and the index of the first failed call
    /// (`type(uint256).max`: none; `SUM_OVERFLOWED`: the sum passed 2^256 - 1). The array bounds
    /// are passed as plain words so that the loop's stack stays within reach of DUP16.
    function _transferFromEach(
        address token,
        address[] calldata recipients,
        uint256[] calldata amounts
    ) private returns (uint256 total, uint256 failedAt) {
        uint256 start;
        uint256 delta;
        assembly {
            start := recipients.offset
            delta := sub(amounts.offset, start)
        }
        return _transferFromRange(token, start, start + (recipients.length << 5), delta);
    }

    /// @dev See {_transferFromEach}: recipients are the words in calldata [start, end), each amount is
    /// the word `delta` bytes after its recipient.
    function _transferFromRange(
        address token,
        uint256 start,
        uint256 end,
        uint256 delta
    ) private returns (uint256 total, uint256 failedAt) {
        failedAt = type(uint256).max;
        assembly {
            // Calldata of `transferFrom(caller, to, amount)` in memory [0x1c, 0x80): the selector in
            // the low 4 bytes of word 0x00, the caller at 0x20, `to` at 0x40 and `amount` at 0x60 (the
            // free memory pointer's word and the zero word, both put back below; so the block is not
            // marked memory-safe); the first returned word goes to the free memory pointer m. Each
            // recipient and amount are copied straight from calldata (an address word with dirty
            // high bits is passed on as it came: the token's ABI decoder rejects it). The return data
            // is judged as in {sendToken} (the word at m is set to 1 first); the loop stops when the
            // sum overflows. Same loop shape as {sendToken}.
            let m := mload(0x40)
            mstore(0x00, TRANSFER_FROM_SELECTOR)
            mstore(0x20, caller())
            mstore(m, 1)
            let p := start
            for {} lt(p, end) {} {
                for {} 1 {} {
                    mstore(0x40, calldataload(p))
                    mstore(0x60, calldataload(add(p, delta)))
                    total := add(total, mload(0x60))
                    if lt(total, mload(0x60)) {
                        failedAt := SUM_OVERFLOWED
                        break
                    }
                    if iszero(and(eq(mload(m), 1), call(gas(), token, 0, 0x1c, 0x64, m, 0x20))) {
                        failedAt := shr(5, sub(p, start))
                        break
                    }
                    p := add(p, 0x20)
                    if iszero(lt(p, end)) {
                        break
                    }
                }
                break
            }
            mstore(0x40, m)
            mstore(0x60, 0)
        }
    }

    /// @dev Takes the fee and `spent` out of `msg.value`, pays the fee and refunds the rest.
    function _settle(uint256 spent) private {
        uint256 required = fee + spent;
        if (msg.value < required) revert MultiSenderInsufficientValue(required, msg.value);
        if (fee != 0) {
            (bool paid, ) = feeRecipient.call{value: fee}("");
            if (!paid) revert MultiSenderRefundFailed();
        }
        uint256 rest = msg.value - required;
        if (rest != 0) {
            (bool refunded, ) = msg.sender.call{value: rest}("");
            if (!refunded) revert MultiSenderRefundFailed();
        }
    }

    /// @dev Pulls `total` of `token` from the caller and checks that all of it arrived.
    function _pullWhole(address token, uint256 total) private {
        uint256 before = _balanceOfThis(token);
        if (!_pull(token, total)) revert MultiSenderPullFailed();
        uint256 afterPull = _balanceOfThis(token);
        // A hostile token may report a lower balance after the pull: nothing arrived then.
        uint256 received = afterPull > before ? afterPull - before : 0;
        if (received < total) revert MultiSenderFeeOnTransferToken(total, received);
    }

    /// @dev `token.transferFrom(msg.sender, this, total)` succeeded and returned true or nothing.
    function _pull(address token, uint256 total) private returns (bool ok) {
        assembly ("memory-safe") {
            // Calldata at the free memory pointer m (not advanced): selector, caller, this, total;
            // the first returned word goes to scratch 0x00, judged as in the loops.
            let m := mload(0x40)
            mstore(m, TRANSFER_FROM_SELECTOR)
            mstore(add(m, 0x20), caller())
            mstore(add(m, 0x40), address())
            mstore(add(m, 0x60), total)
            let success := call(gas(), token, 0, add(m, 0x1c), 0x64, 0x00, 0x20)
            ok := and(success, or(iszero(returndatasize()), and(gt(returndatasize(), 0x1f), eq(mload(0x00), 1))))
        }
    }

    /// @dev `token.balanceOf(this)`; a token that reverts or answers less than a word reads as 0.
    function _balanceOfThis(address token) private view returns (uint256 amount) {
        assembly ("memory-safe") {
            // balanceOf(address(this)) from scratch [0x1c, 0x40); the answer lands at 0x00.
            mstore(0x00, 0x70a08231)
            mstore(0x20, address())
            let success := staticcall(gas(), token, 0x1c, 0x24, 0x00, 0x20)
            amount := mul(mload(0x00), and(success, gt(returndatasize(), 0x1f)))
        }
    }

    /// @dev The sum of the packed amounts (only on the failure paths, to choose the error).
    function _sumOfAmounts(bytes32[] calldata packed) private pure returns (uint256 sum) {
        for (uint256 i; i < packed.length; ++i) {
            // Below 2^96 each, fewer than 2^160 of them: cannot overflow.
            unchecked {
                sum += uint256(packed[i]) & AMOUNT_MASK;
            }
        }
    }

    /// @dev Solidity's own arithmetic-overflow panic (0x11), for the one sum assembly adds.
    function _panicOverflow() private pure {
        assembly ("memory-safe") {
            // Panic(uint256) with code 0x11, as checked arithmetic reverts.
            mstore(0x00, shl(224, 0x4e487b71))
            mstore(0x04, 0x11)
            revert(0x00, 0x24)
        }
    }
}

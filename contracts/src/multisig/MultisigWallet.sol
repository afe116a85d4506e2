// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC1155Holder} from "@openzeppelin/contracts/token/ERC1155/utils/ERC1155Holder.sol";
import {ERC721Holder} from "@openzeppelin/contracts/token/ERC721/utils/ERC721Holder.sol";
import {IMultisigWallet} from "./IMultisigWallet.sol";

/**
 * @title MultisigWallet
 * @notice TokenBox's multi-signature wallet (see {IMultisigWallet}). Deployed once per chain as the
 * implementation of {MultisigFactory}'s EIP-1167 clones; each clone is one wallet.
 *
 * Design choices (the spec names signers, required signatures and undone / finished orders only):
 * - Confirmations are on-chain transactions, not off-chain signatures (simpler than Safe, and every
 *   step is visible in the wallet's events).
 * - Initialisation: the clone's `threshold` is 0 until {initialize} sets it (>= 1), which is what
 *   makes {initialize} run once; the implementation's own constructor sets it to 255, so the
 *   implementation can never be initialised (it holds nothing and nobody can act on it).
 * - Signers are a linked list (`next` pointers ending at a sentinel, like Safe's owner list; the
 *   head sits in the config slot) so that {isSigner} is one storage read and a 3-signer wallet is
 *   4 storage slots with the threshold and counters (createWallet: see the gas snapshot, under
 *   170,000 gas for 3 signers). Each signer's slot also holds a tag: the wallet's signer epoch at the time it was added. A confirmation stores the
 *   confirming signer's tag, and counts only while that signer is in office with the same tag: a
 *   removed signer's confirmations stop counting and do not come back if it is added again.
 * - Confirmations are counted at execution time, over the current signers, against the current
 *   threshold: raising the threshold or removing a signer after a confirmation takes effect for
 *   every undone order.
 * - A failed call reverts {execute} with the callee's own revert data (or {MultisigCallFailed} when
 *   it gave none): the order stays undone and can be executed again later (e.g. after a deposit),
 *   and nothing is recorded for a failure. `executed` is set before the call, so a destination that
 *   re-enters {execute} for the same order finds it executed.
 * - Signer changes take the new threshold explicitly ({addSigner}, {removeSigner}), so an order
 *   says exactly what the wallet becomes; {replaceSigner} keeps the threshold. Removing the last
 *   signer is impossible (the threshold could not be met).
 * - Adding, removing and replacing a signer walk the list (at most 50 reads): rare operations, and
 *   it keeps the order of signers as added.
 * - The wallet cannot be its own signer (it could only confirm through its own orders).
 * - Cancellation (Safe's "reject" transaction, by id instead of by nonce since orders here do not
 *   run in nonce order): an order that can never run (too large, a call that always fails) is
 *   closed by a {cancelOrder} self-call order, confirmed by the threshold like any order. The flag
 *   sits in the order's first slot beside `executed`; `_requireUndone` reads both with one `sload`
 *   (the only assembly here: two field reads cost 100 gas more on every confirm, revoke, execute).
 *   Final: nothing un-cancels. Only an undone, not cancelled order can be targeted, and only an
 *   earlier one ({submit} refuses a cancel order for itself or a later id, so signers always see
 *   what they cancel); a cancel order whose target ran or was cancelled meanwhile fails and can
 *   itself be cancelled.
 */
contract MultisigWallet is IMultisigWallet, ERC721Holder, ERC1155Holder {
    /// @notice The most signers a wallet can have (bounds every loop over signers).
    uint256 public constant MAX_SIGNERS = 50;
    /// @dev Head and tail of the signer list; never a signer.
    address private constant SENTINEL = address(0x1);
    /// @dev The threshold of the locked implementation (no valid wallet reaches it: at most 50 signers).
    uint8 private constant LOCKED = type(uint8).max;

    /// @dev Low 160 bits of a signer entry: the next signer.
    uint256 private constant NEXT_MASK = (1 << 160) - 1;

    /// @dev Everything a wallet reads together, in one slot (8 + 8 + 40 + 40 + 160 bits). 2^40
    /// orders or signer additions would take a trillion transactions.
    struct Config {
        uint8 threshold;
        uint8 signerCount;
        uint40 orderCount;
        /// @dev Incremented on every signer addition; the tag of the signer added.
        uint40 signerEpoch;
        /// @dev The first signer.
        address head;
    }

    Config private _config;
    /// @dev Per signer: the next signer in the list (low 160 bits; the sentinel after the last, zero:
    /// not a signer) and the signer's tag (high 96 bits).
    mapping(address account => uint256 entry) private _signerEntries;
    mapping(uint256 id => Order) private _orders;
    /// @dev The tag of the signer when it confirmed (0: not confirmed).
    mapping(uint256 id => mapping(address signer => uint256 tag)) private _confirmations;

    /// @dev Locks the implementation: only clones are initialised.
    constructor() {
        _config.threshold = LOCKED;
    }

    modifier onlySigner() {
        if (!_isSigner(msg.sender)) revert MultisigNotSigner(msg.sender);
        _;
    }

    modifier onlySelf() {
        if (msg.sender != address(this)) revert MultisigOnlySelfCall(msg.sender);
        _;
    }

    /// @notice Accepts native coin from anyone. Emits {Deposit}.
    receive() external payable {
        emit Deposit(msg.sender, msg.value);
    }

    /**
     * @inheritdoc IMultisigWallet
     * @dev Requirements: never initialised; 1..50 signers, none zero, the sentinel, this wallet or
     * repeated; 1 <= threshold <= signers. Emits {SignerAdded} per signer and {ThresholdChanged}.
     */
    function initialize(address[] calldata signers_, uint256 threshold_) external {
        if (_config.threshold != 0) revert MultisigAlreadyInitialized();
        uint256 count = signers_.length;
        if (count == 0 || count > MAX_SIGNERS) revert MultisigInvalidSignerCount(count);
        _checkThreshold(threshold_, count);
        address head = signers_[0];
        address previous = SENTINEL;
        for (uint256 i; i < count; ++i) {
            address signer = signers_[i];
            _checkNewSigner(signer);
            // `previous`'s own entry is written in this iteration, so compare with it directly.
            if (signer == previous) revert MultisigDuplicateSigner(signer);
            if (i != 0) _signerEntries[previous] = (uint256(1) << 160) | uint160(signer);
            previous = signer;
            emit SignerAdded(signer);
        }
        _signerEntries[previous] = (uint256(1) << 160) | uint160(SENTINEL);
        // count <= 50 and threshold_ <= count: both fit in uint8.
        _config = Config({
            threshold: uint8(threshold_),
            signerCount: uint8(count),
            orderCount: 0,
            signerEpoch: 1,
            head: head
        });
        emit ThresholdChanged(threshold_);
    }

    /**
     * @inheritdoc IMultisigWallet
     * @dev Requirements: the caller is a signer. `destination` may be any address (also one without
     * code, or this wallet for signer changes). Emits {OrderSubmitted} and {OrderConfirmed}.
     */
    function submit(address destination, uint256 value, bytes calldata data) external onlySigner returns (uint256 id) {
        id = _config.orderCount;
        // 2^40 orders would take a trillion transactions.
        unchecked {
            _config.orderCount = uint40(id + 1);
        }
        Order storage stored = _orders[id];
        stored.destination = destination;
        stored.submittedAt = uint64(block.timestamp);
        stored.submitter = msg.sender;
        if (value != 0) stored.value = value;
        if (data.length != 0) {
            // A cancel order may only name an earlier order: never itself, never one not seen yet.
            if (
                destination == address(this) && data.length >= 36 && bytes4(data[:4]) == this.cancelOrder.selector
                    && uint256(bytes32(data[4:36])) >= id
            ) revert MultisigInvalidCancelTarget(id, uint256(bytes32(data[4:36])));
            stored.data = data;
        }
        emit OrderSubmitted(id, msg.sender, destination, value, data);
        _confirmations[id][msg.sender] = _signerEntries[msg.sender] >> 160;
        emit OrderConfirmed(id, msg.sender);
    }

    /**
     * @inheritdoc IMultisigWallet
     * @dev Requirements: the caller is a signer; the order exists, is undone, not cancelled and not confirmed by
     * the caller (a confirmation from an earlier term in office does not count and is replaced).
     * Emits {OrderConfirmed}.
     */
    function confirm(uint256 id) external onlySigner {
        _requireUndone(id);
        uint256 tag = _signerEntries[msg.sender] >> 160;
        if (_confirmations[id][msg.sender] == tag) revert MultisigAlreadyConfirmed(id, msg.sender);
        _confirmations[id][msg.sender] = tag;
        emit OrderConfirmed(id, msg.sender);
    }

    /**
     * @inheritdoc IMultisigWallet
     * @dev Requirements: the caller is a signer whose confirmation of the undone, not cancelled order `id` counts.
     * Emits {ConfirmationRevoked}.
     */
    function revoke(uint256 id) external onlySigner {
        _requireUndone(id);
        if (_confirmations[id][msg.sender] != _signerEntries[msg.sender] >> 160) {
            revert MultisigNotConfirmed(id, msg.sender);
        }
        delete _confirmations[id][msg.sender];
        emit ConfirmationRevoked(id, msg.sender);
    }

    /**
     * @inheritdoc IMultisigWallet
     * @dev Requirements: the caller is a signer; the order exists, is undone and not cancelled; at least `threshold`
     * current signers confirmed it; the call succeeds (its revert data is passed on otherwise, and
     * the order stays undone). Emits {OrderExecuted}.
     */
    function execute(uint256 id) external onlySigner {
        Order storage stored = _requireUndone(id);
        uint256 confirmations = confirmationCount(id);
        uint256 required = _config.threshold;
        if (confirmations < required) revert MultisigNotEnoughConfirmations(id, confirmations, required);
        stored.executed = true;
        (bool success, bytes memory returned) = stored.destination.call{value: stored.value}(stored.data);
        if (!success) {
            if (returned.length == 0) revert MultisigCallFailed(id);
            assembly ("memory-safe") {
                revert(add(returned, 0x20), mload(returned))
            }
        }
        emit OrderExecuted(id, msg.sender);
    }

    /**
     * @inheritdoc IMultisigWallet
     * @dev Requirements: called by this wallet (an executed order); `signer` valid and new; fewer
     * than 50 signers; 1 <= newThreshold <= the new count. Appended at the end of the list.
     * Emits {SignerAdded} and {ThresholdChanged} when the threshold changes.
     */
    function addSigner(address signer, uint256 newThreshold) external onlySelf {
        _checkNewSigner(signer);
        uint256 count = uint256(_config.signerCount) + 1;
        if (count > MAX_SIGNERS) revert MultisigInvalidSignerCount(count);
        _checkThreshold(newThreshold, count);
        // An initialised wallet has at least one signer, so the walk starts at a real entry.
        address last = _config.head;
        uint256 entry = _signerEntries[last];
        while (address(uint160(entry)) != SENTINEL) {
            last = address(uint160(entry));
            entry = _signerEntries[last];
        }
        uint40 tag = _config.signerEpoch + 1;
        _signerEntries[last] = (entry & ~NEXT_MASK) | uint160(signer);
        _signerEntries[signer] = (uint256(tag) << 160) | uint160(SENTINEL);
        _config.signerEpoch = tag;
        _config.signerCount = uint8(count);
        emit SignerAdded(signer);
        _setThreshold(newThreshold);
    }

    /**
     * @inheritdoc IMultisigWallet
     * @dev Requirements: called by this wallet; `signer` is a signer and not the only one;
     * 1 <= newThreshold <= the new count. Emits {SignerRemoved} and {ThresholdChanged} when the
     * threshold changes.
     */
    function removeSigner(address signer, uint256 newThreshold) external onlySelf {
        uint256 count = uint256(_config.signerCount) - 1;
        // Checked before the walk so a missing signer and a too-high threshold both fail early.
        if (count == 0) revert MultisigInvalidSignerCount(count);
        _checkThreshold(newThreshold, count);
        address previous = _previousOf(signer);
        _setNext(previous, address(uint160(_signerEntries[signer])));
        delete _signerEntries[signer];
        _config.signerCount = uint8(count);
        emit SignerRemoved(signer);
        _setThreshold(newThreshold);
    }

    /**
     * @inheritdoc IMultisigWallet
     * @dev Requirements: called by this wallet; `oldSigner` is a signer; `newSigner` valid and new.
     * `newSigner` takes `oldSigner`'s place in the list. Emits {SignerRemoved} and {SignerAdded}.
     */
    function replaceSigner(address oldSigner, address newSigner) external onlySelf {
        _checkNewSigner(newSigner);
        address previous = _previousOf(oldSigner);
        uint256 old = _signerEntries[oldSigner];
        uint40 tag = _config.signerEpoch + 1;
        _setNext(previous, newSigner);
        _signerEntries[newSigner] = (uint256(tag) << 160) | (old & NEXT_MASK);
        delete _signerEntries[oldSigner];
        _config.signerEpoch = tag;
        emit SignerRemoved(oldSigner);
        emit SignerAdded(newSigner);
    }

    /**
     * @inheritdoc IMultisigWallet
     * @dev Requirements: called by this wallet; 1 <= newThreshold <= signers. Emits {ThresholdChanged}.
     */
    function changeThreshold(uint256 newThreshold) external onlySelf {
        _checkThreshold(newThreshold, _config.signerCount);
        _setThreshold(newThreshold);
    }

    /**
     * @inheritdoc IMultisigWallet
     * @dev Requirements: called by this wallet (an executed order, which {submit} allowed only for
     * an earlier id); order `id` exists, is not executed and not cancelled. Emits {OrderCancelled}.
     */
    function cancelOrder(uint256 id) external onlySelf {
        _requireUndone(id).cancelled = true;
        emit OrderCancelled(id);
    }

    /// @inheritdoc IMultisigWallet
    function signers() external view returns (address[] memory list) {
        uint256 count = _config.signerCount;
        list = new address[](count);
        address current = _config.head;
        for (uint256 i; i < count; ++i) {
            list[i] = current;
            current = address(uint160(_signerEntries[current]));
        }
    }

    /// @inheritdoc IMultisigWallet
    function isSigner(address account) external view returns (bool) {
        return _isSigner(account);
    }

    /// @inheritdoc IMultisigWallet
    function threshold() external view returns (uint256) {
        return _config.threshold;
    }

    /// @inheritdoc IMultisigWallet
    function orderCount() external view returns (uint256) {
        return _config.orderCount;
    }

    /// @inheritdoc IMultisigWallet
    function order(uint256 id) external view returns (Order memory) {
        if (id >= _config.orderCount) revert MultisigOrderNotFound(id);
        return _orders[id];
    }

    /// @inheritdoc IMultisigWallet
    function confirmationsOf(uint256 id) external view returns (address[] memory list) {
        uint256 signerCount = _config.signerCount;
        address[] memory found = new address[](signerCount);
        uint256 count;
        address current = _config.head;
        for (uint256 i; i < signerCount; ++i) {
            uint256 entry = _signerEntries[current];
            if (_confirmations[id][current] == entry >> 160) found[count++] = current;
            current = address(uint160(entry));
        }
        list = new address[](count);
        for (uint256 i; i < count; ++i) list[i] = found[i];
    }

    /// @inheritdoc IMultisigWallet
    function confirmationCount(uint256 id) public view returns (uint256 count) {
        // Walks `signerCount` entries (not "until the sentinel") so that the implementation, which
        // has no list, reads as empty.
        uint256 signerCount = _config.signerCount;
        address current = _config.head;
        for (uint256 i; i < signerCount; ++i) {
            uint256 entry = _signerEntries[current];
            // Tags of current signers are >= 1, so an absent confirmation (0) never matches.
            if (_confirmations[id][current] == entry >> 160) ++count;
            current = address(uint160(entry));
        }
    }

    /// @inheritdoc IMultisigWallet
    function isConfirmed(uint256 id, address signer) external view returns (bool) {
        return _isSigner(signer) && _confirmations[id][signer] == _signerEntries[signer] >> 160;
    }

    function _isSigner(address account) private view returns (bool) {
        return account != SENTINEL && _signerEntries[account] != 0;
    }

    function _requireUndone(uint256 id) private view returns (Order storage stored) {
        if (id >= _config.orderCount) revert MultisigOrderNotFound(id);
        stored = _orders[id];
        // `executed` and `cancelled` are bytes 20 and 21 of the order's first slot (after the
        // destination): one storage read for both (two field reads cost 100 gas more per action).
        uint256 head;
        assembly ("memory-safe") {
            head := sload(stored.slot)
        }
        if ((head >> 160) & 0xff != 0) revert MultisigOrderAlreadyExecuted(id);
        if ((head >> 168) & 0xff != 0) revert MultisigOrderIsCancelled(id);
    }

    function _checkNewSigner(address signer) private view {
        if (signer == address(0) || signer == SENTINEL || signer == address(this)) {
            revert MultisigInvalidSigner(signer);
        }
        if (_signerEntries[signer] != 0) revert MultisigDuplicateSigner(signer);
    }

    function _checkThreshold(uint256 threshold_, uint256 count) private pure {
        if (threshold_ == 0 || threshold_ > count) revert MultisigInvalidThreshold(threshold_, count);
    }

    function _setThreshold(uint256 threshold_) private {
        if (threshold_ == _config.threshold) return;
        // Checked against the signer count (<= 50) by every caller.
        _config.threshold = uint8(threshold_);
        emit ThresholdChanged(threshold_);
    }

    /// @dev Points `previous` (the sentinel: the head) at `next`, keeping `previous`'s tag.
    function _setNext(address previous, address next) private {
        if (previous == SENTINEL) _config.head = next;
        else _signerEntries[previous] = (_signerEntries[previous] & ~NEXT_MASK) | uint160(next);
    }

    /// @dev The signer before `signer` (the sentinel for the head); reverts when absent.
    function _previousOf(address signer) private view returns (address previous) {
        if (!_isSigner(signer)) revert MultisigSignerNotFound(signer);
        previous = SENTINEL;
        address current = _config.head;
        while (current != signer) {
            previous = current;
            current = address(uint160(_signerEntries[current]));
        }
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/**
 * @title LockIdList
 * @notice An append-only list of 32-bit lock ids packed into storage words, for the locker's
 * per-owner and per-token indexes.
 *
 * Word 0 holds the length in its low 32 bits and the first seven ids above it; word k >= 1 holds
 * ids 7 + 8(k - 1) to 7 + 8(k - 1) + 7. So an owner's first lock costs one new storage word, where a
 * Solidity `uint32[]` costs two (length and data) and an OpenZeppelin EnumerableSet four. Measured
 * in bench/results/gas-snapshot.json (lock for a new owner).
 */
library LockIdList {
    uint256 private constant _HEAD_IDS = 7;
    uint256 private constant _IDS_PER_WORD = 8;

    function length(mapping(uint256 => uint256) storage words) internal view returns (uint256) {
        return uint32(words[0]);
    }

    /// @dev Callers keep ids below 2^32 (the locker refuses more locks) and the length below 2^32.
    function push(mapping(uint256 => uint256) storage words, uint256 id) internal {
        uint256 head = words[0];
        uint256 count = uint32(head);
        // The length is in the low 32 bits and stays below 2^32 - 1, so +1 never carries into ids.
        if (count < _HEAD_IDS) {
            words[0] = (head + 1) | (id << (32 * (count + 1)));
        } else {
            uint256 position = count - _HEAD_IDS;
            uint256 word = position / _IDS_PER_WORD + 1;
            words[word] |= id << (32 * (position % _IDS_PER_WORD));
            words[0] = head + 1;
        }
    }

    /// @dev Appends the consecutive ids `first` to `first + count - 1`, the same as `count` pushes but
    /// writing each storage word once (a batch's token index: about 600 gas less per lock). Same
    /// caller duties as {push}.
    function pushRange(mapping(uint256 => uint256) storage words, uint256 first, uint256 count) internal {
        uint256 head = words[0];
        uint256 index = uint32(head);
        uint256 end = index + count;
        uint256 id = first;
        for (; index < _HEAD_IDS && index < end; ++index) {
            head |= id++ << (32 * (index + 1));
        }
        // The length is in the low 32 bits and stays below 2^32, so adding count never carries into ids.
        words[0] = head + count;
        while (index < end) {
            uint256 position = index - _HEAD_IDS;
            uint256 wordIndex = position / _IDS_PER_WORD + 1;
            uint256 word = words[wordIndex];
            do {
                word |= id++ << (32 * (position % _IDS_PER_WORD));
                ++index;
                ++position;
            } while (index < end && position % _IDS_PER_WORD != 0);
            words[wordIndex] = word;
        }
    }

    function get(mapping(uint256 => uint256) storage words, uint256 index) internal view returns (uint256) {
        if (index < _HEAD_IDS) return uint32(words[0] >> (32 * (index + 1)));
        uint256 position = index - _HEAD_IDS;
        return uint32(words[position / _IDS_PER_WORD + 1] >> (32 * (position % _IDS_PER_WORD)));
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/**
 * @title NoOwner
 * @notice Who counts as "no owner": the one definition every template uses, and the one TokenBox's
 * safety check reads (packages/core/src/safety/burnAddresses.ts says the same in TypeScript).
 * An owner nobody can act as is no owner: the zero address and every address below 0x10000
 * (0x…0001, the precompiles, 0x…dEaD, which explorers and scanners call "renounced" and
 * nobody holds a key to), and the contract itself (it has no function that calls its own owner
 * powers).
 */
library NoOwner {
    /// @notice Addresses below this are nobody's: no key is known for any of them.
    uint160 internal constant KEYLESS_BELOW = 0x10000;

    /// @notice True when `account` cannot act as an owner of `self`.
    function isNoOwner(address account, address self) internal pure returns (bool) {
        return uint160(account) < KEYLESS_BELOW || account == self;
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {FeeConfig, IPresale, PresaleConfig, PresaleParams} from "./ILaunchpad.sol";
import {PresaleStorage} from "./PresaleStorage.sol";

/**
 * @title PresaleSetup
 * @notice The set-up of a new {Presale}: it stores the terms, the fees, the pay coins and the phases
 * and checks the token deposit. A presale runs it once, by DELEGATECALL from its {Presale-initialize}
 * (which only the factory's creation reaches first: a second call reverts
 * {IPresale.PresaleAlreadyInitialized}); it shares the presale's storage layout ({PresaleStorage}).
 * Called directly it refuses ({PresaleSetupNotDelegated}). Apart from the presale because that code
 * runs once per presale: in the implementation it would take 2.5 kB of EIP-170's 24,576 bytes.
 */
contract PresaleSetup is PresaleStorage {
    address private immutable _self = address(this);

    /// @notice Called directly (not by a presale's DELEGATECALL).
    error PresaleSetupNotDelegated();

    /// @notice Run by {Presale-initialize} (DELEGATECALL, in the new presale's context, `msg.sender`
    /// the factory) with terms the factory validated ({PresaleValidation}): stores them, snapshots
    /// the fees and checks that `needed` tokens arrived.
    function initialize(address creator_, PresaleParams calldata p, FeeConfig calldata fees_, uint256 needed)
        external
    {
        if (address(this) == _self) revert PresaleSetupNotDelegated();
        if (factory != address(0)) revert IPresale.PresaleAlreadyInitialized();
        factory = msg.sender;
        creator = creator_;
        PresaleConfig calldata c = p.config;
        _storeConfig(c);
        _terms = _termsOf(c);
        _fees = fees_;
        for (uint256 i; i < p.payCoins.length; ++i) {
            _coins.push(p.payCoins[i]);
            _raised.push(0);
            _penalties.push(0);
            _rewardNumerator.push(0);
        }
        for (uint256 i; i < p.phases.length; ++i) {
            _phases.push(p.phases[i]);
            _phaseSold.push(0);
        }
        _inviteBps = p.inviteBps;
        _tierDelays = p.tierDelays;
        uint256 received = IERC20(p.config.token).balanceOf(address(this));
        if (received < needed) revert IPresale.PresaleTransferTaxed(p.config.token, received, needed);
        _tokensDeposited = received;
    }

    /// @dev `_cfg = c`, packed by hand: Solidity's copy, which decodes and range-checks every field
    /// again, is 1,025 bytes of code, the assembly below about a quarter of that. It
    /// skips those checks because the factory decoded and validated `c` before encoding it for this
    /// call (each field is masked to its width all the same), and skips the words that are zero (a
    /// fresh clone's storage is). The layout is {PresaleConfig}'s in declaration order: `kind`,
    /// `claimMode`, `token` | `router` | `locker`, `start` | `end`, `publicAt`, `vestingStart`,
    /// `vestingInterval`, `lpLockDuration` | `finalizeGrace` and the bps and flags | one word each
    /// from `merkleRoot` on (`test_infoReturnsEveryTermAsCreated` reads every field back).
    function _storeConfig(PresaleConfig calldata c) private {
        assembly ("memory-safe") {
            function field(p, i, bits) -> v {
                v := and(calldataload(add(p, shl(5, i))), sub(shl(bits, 1), 1))
            }
            let slot := _cfg.slot
            sstore(slot, or(or(field(c, 0, 8), shl(8, field(c, 1, 8))), shl(16, field(c, 2, 160))))
            sstore(add(slot, 1), field(c, 3, 160))
            sstore(add(slot, 2), or(field(c, 4, 160), shl(160, field(c, 5, 64))))
            sstore(
                add(slot, 3),
                or(
                    or(or(field(c, 6, 64), shl(64, field(c, 7, 64))), shl(128, field(c, 8, 64))),
                    or(shl(192, field(c, 9, 32)), shl(224, field(c, 10, 32)))
                )
            )
            let packed := field(c, 11, 32)
            for { let i := 12 } lt(i, 16) { i := add(i, 1) } {
                packed := or(packed, shl(add(32, shl(4, sub(i, 12))), field(c, i, 16)))
            }
            for { let i := 16 } lt(i, 21) { i := add(i, 1) } {
                packed := or(packed, shl(add(96, shl(3, sub(i, 16))), field(c, i, 8)))
            }
            sstore(add(slot, 4), packed)
            for { let i := 21 } lt(i, 28) { i := add(i, 1) } {
                let v := calldataload(add(c, shl(5, i)))
                if v { sstore(add(slot, sub(i, 16)), v) }
            }
        }
    }

    /// @dev The `TERM_` bits of `c`, from its ABI words (every field of {PresaleConfig} is one word,
    /// in declaration order): the factory encoded them, so they are canonical, and only zero or not
    /// (or the enum's value) matters. Assembly because Solidity's field-by-field reads, each with
    /// its range check, cost 380 bytes more.
    function _termsOf(PresaleConfig calldata c) private pure returns (uint8 terms) {
        assembly ("memory-safe") {
            let kind := calldataload(c)
            terms := or(
                or(
                    or(iszero(iszero(calldataload(add(c, 576)))), shl(1, iszero(iszero(calldataload(add(c, 608)))))),
                    or(shl(2, iszero(iszero(calldataload(add(c, 800))))), shl(3, iszero(iszero(calldataload(add(c, 832))))))
                ),
                or(
                    or(shl(4, iszero(iszero(calldataload(add(c, 864))))), shl(5, iszero(calldataload(add(c, 32))))),
                    or(shl(6, eq(kind, 2)), shl(7, eq(kind, 3)))
                )
            )
        }
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {CloneArgs} from "../../utils/CloneArgs.sol";
import {MiningKind, MiningLockOption} from "../IMiningPool.sol";
import {MiningPoolState} from "./MiningPoolState.sol";

/**
 * @title MiningPoolSettings
 * @notice The settings a {MiningPool} fixes at creation, read from the clone's immutable arguments:
 * its code after the proxy ({CloneArgs}), in the layout of {MiningFactory-poolArgs} (offsets below),
 * not storage. A call reads a word of them for about 100 gas where a cold storage word costs 2,100,
 * and the creation writes them at 200 gas a byte where a storage word costs 22,100. Every setting
 * is its own public getter: explorers and the screens read them one by one, and {poolInfo} reads
 * them all at once. {MiningPoolCreation} checks them once, at the initialize.
 */
abstract contract MiningPoolSettings is MiningPoolState {
    uint256 private constant _ARG_STAKE_TOKEN = 0;
    uint256 private constant _ARG_REWARD_TOKEN = 20;
    uint256 private constant _ARG_CREATOR = 40;
    /// @dev kind (1 byte), flags (1), penalty (2), team share (2), base rate (16), halving interval (4).
    uint256 private constant _ARG_TERMS = 60;
    uint256 private constant _ARG_MIN_STAKE = 86;
    uint256 private constant _ARG_LOCK_COUNT = 118;
    /// @dev Each lock option: duration (4 bytes), multiple (4).
    uint256 private constant _ARG_LOCKS = 119;
    uint256 private constant _FLAG_LP = 1;
    uint256 private constant _FLAG_MANUAL_HALVING = 2;
    uint256 private constant _FLAG_EARLY_EXIT = 4;
    uint256 private constant _FLAG_WHITELIST = 8;

    /// @notice The pool's creator.
    function creator() public view returns (address) {
        return address(bytes20(CloneArgs.wordAt(_ARG_CREATOR)));
    }

    /// @notice The token stakers stake.
    function stakeToken() public view returns (IERC20) {
        return IERC20(address(bytes20(CloneArgs.wordAt(_ARG_STAKE_TOKEN))));
    }

    /// @notice The token rewards are paid in.
    function rewardToken() public view returns (IERC20) {
        return IERC20(address(bytes20(CloneArgs.wordAt(_ARG_REWARD_TOKEN))));
    }

    /// @notice The pool's kind.
    function kind() public view returns (MiningKind) {
        return MiningKind(uint8(_terms() >> 248));
    }

    /// @notice Whether the stake token was checked as a pair at creation.
    function isLp() public view returns (bool) {
        return _flags() & _FLAG_LP != 0;
    }

    /// @notice Whether the creator may halve the rate.
    function manualHalving() public view returns (bool) {
        return _flags() & _FLAG_MANUAL_HALVING != 0;
    }

    /// @notice Whether a locked stake may leave early (paying the penalty).
    function earlyExit() public view returns (bool) {
        return _flags() & _FLAG_EARLY_EXIT != 0;
    }

    /// @notice Whether only whitelisted accounts may stake.
    function whitelistOnly() public view returns (bool) {
        return _flags() & _FLAG_WHITELIST != 0;
    }

    /// @notice Share of a locked stake kept when it leaves early, in basis points.
    function earlyExitPenaltyBps() public view returns (uint16) {
        return uint16(_terms() >> 224);
    }

    /// @notice Share of the emission paid to team power, in basis points.
    function teamShareBps() public view returns (uint16) {
        return uint16(_terms() >> 208);
    }

    /// @notice The rate before halvings, per second.
    function baseRewardPerSecond() public view returns (uint128) {
        return uint128(_terms() >> 80);
    }

    /// @notice Seconds between automatic halvings (0 = none).
    function halvingInterval() public view returns (uint32) {
        return uint32(_terms() >> 48);
    }

    /// @notice The smallest stake a position may hold.
    function minStake() public view returns (uint256) {
        return uint256(CloneArgs.wordAt(_ARG_MIN_STAKE));
    }

    /// @dev The word of the kind, the flags, the shares, the rate and the halving interval.
    function _terms() private view returns (uint256) {
        return uint256(CloneArgs.wordAt(_ARG_TERMS));
    }

    function _flags() private view returns (uint256) {
        return uint8(_terms() >> 240);
    }

    /// @dev The pool has no lock options: its one implicit option (no lock, 1x) keeps no positions,
    /// an account's stake is its power (a stake then writes one slot of the staker's, not two).
    function _lockless() internal view returns (bool) {
        return _lockOptionCount() == 0;
    }

    function _lockOptionCount() internal view returns (uint256) {
        return uint8(uint256(CloneArgs.wordAt(_ARG_LOCK_COUNT)) >> 248);
    }

    function _lockOptionAt(uint256 option) internal view returns (MiningLockOption memory) {
        uint256 word = uint256(CloneArgs.wordAt(_ARG_LOCKS + option * 8));
        return MiningLockOption({duration: uint32(word >> 224), multiplierBps: uint32(word >> 192)});
    }

    function _lockOptions() internal view returns (MiningLockOption[] memory options) {
        uint256 count = _lockOptionCount();
        options = new MiningLockOption[](count);
        for (uint256 i; i < count; ++i) {
            options[i] = _lockOptionAt(i);
        }
    }

    /// @dev The one option of a pool without lock options: no lock, 1x.
    function _implicitOption() internal pure returns (MiningLockOption[] memory options) {
        options = new MiningLockOption[](1);
        options[0] = MiningLockOption({duration: 0, multiplierBps: uint32(_BPS)});
    }
}

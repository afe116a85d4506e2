// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {CloneArgs} from "../utils/CloneArgs.sol";
import {IMiningPool, MINING_MAX_LOCK_OPTIONS, MiningConfig, MiningKind, MiningLockOption} from "./IMiningPool.sol";
import {MiningPool} from "./MiningPool.sol";

/**
 * @title MiningFactory
 * @notice Creates TokenBox mining pools. ONE factory per chain, deployed through the deterministic
 * deployment proxy (one address per build on every chain); no owner, no fee, no upgrade path.
 *
 * Each pool is an EIP-1167 clone of the {MiningPool} implementation this factory deploys in its
 * constructor, carrying the pool's fixed settings as immutable arguments ({poolArgs}, {CloneArgs}),
 * at a CREATE2 address from the creator, the creator's count of pools and those settings
 * ({predictPool}): the address is known before the pool exists, so a creator can exempt it from a
 * tax token's fees first. The reward fund is pulled from the creator straight into the pool (approve
 * this factory) and the pool records what arrived. The chain's pools are listed from {PoolCreated}.
 */
contract MiningFactory {
    using SafeERC20 for IERC20;

    /// @notice The pool code every clone delegates to.
    address public immutable implementation;
    /// @notice The block this factory was deployed in (where a search for its pools starts).
    uint256 public immutable deploymentBlock;
    /// @notice How many pools `creator` created here (the next pool's salt).
    mapping(address creator => uint256) public nonces;
    /// @notice How many pools this factory created.
    uint256 public poolCount;

    /// @notice `creator` created `pool` staking `stakeToken` for `rewardToken`.
    event PoolCreated(
        address indexed pool,
        address indexed stakeToken,
        address indexed rewardToken,
        address creator,
        MiningKind kind,
        bool isLp,
        uint256 rewardPerSecond,
        uint256 rewardFund
    );

    constructor() {
        implementation = address(new MiningPool());
        deploymentBlock = block.number;
    }

    /**
     * @notice Creates a pool at {predictPool}(msg.sender) with `config`, funded with
     * `config.rewardFund` of the reward token pulled from the caller (approve this factory first).
     * @dev Requirements: the rules of {MiningPool-initialize}. Emits {PoolCreated}.
     * @return pool the new pool.
     */
    function createPool(MiningConfig calldata config) external returns (address pool) {
        // What the packing of {poolArgs} would lose; the pool's initialize checks the rest.
        if (config.rewardPerSecond > type(uint128).max) revert IMiningPool.MiningInvalidRewardRate();
        if (config.lockOptions.length > MINING_MAX_LOCK_OPTIONS) {
            revert IMiningPool.MiningInvalidLockOption(MINING_MAX_LOCK_OPTIONS);
        }
        uint256 nonce = nonces[msg.sender]++;
        pool = CloneArgs.deploy(implementation, poolArgs(config, msg.sender), _salt(msg.sender, nonce));
        if (config.rewardFund != 0) {
            IERC20(config.rewardToken).safeTransferFrom(msg.sender, pool, config.rewardFund);
        }
        IMiningPool(pool).initialize(config.startTime, config.endTime);
        unchecked {
            ++poolCount;
        }
        emit PoolCreated(
            pool,
            config.stakeToken,
            config.rewardToken,
            msg.sender,
            config.kind,
            config.isLp,
            config.rewardPerSecond,
            IERC20(config.rewardToken).balanceOf(pool)
        );
    }

    /// @notice The address `creator`'s next {createPool} with `config` gets.
    function predictPool(address creator, MiningConfig calldata config) external view returns (address) {
        return CloneArgs.predict(implementation, poolArgs(config, creator), _salt(creator, nonces[creator]), address(this));
    }

    /**
     * @notice A pool's immutable arguments: the settings of `config` that never change, packed
     * (byte offsets): stake token 0, reward token 20, creator 40, kind 60, flags 61 (1 pair, 2
     * manual halving, 4 early exit, 8 whitelist), early-exit penalty 62 (2 bytes), team share 64
     * (2), base rate 66 (16), halving interval 82 (4), minimum stake 86 (32), lock option count 118
     * (1), then each lock option's duration and multiple (4 bytes each). The pool checks them at
     * its initialize as it checked the config; {createPool} refuses first the two things the
     * packing would lose: a rate above 128 bits and more than {MiningPool-MAX_LOCK_OPTIONS} (here
     * they would be cut, so the address of a config the factory refuses means nothing).
     */
    function poolArgs(MiningConfig calldata config, address creator) public pure returns (bytes memory args) {
        uint256 count = config.lockOptions.length;
        uint256 flags = (config.isLp ? 1 : 0) | (config.manualHalving ? 2 : 0) | (config.earlyExit ? 4 : 0)
            | (config.whitelistOnly ? 8 : 0);
        args = abi.encodePacked(
            config.stakeToken,
            config.rewardToken,
            creator,
            uint8(config.kind),
            uint8(flags),
            config.earlyExitPenaltyBps,
            config.teamShareBps,
            uint128(config.rewardPerSecond),
            config.halvingInterval,
            config.minStake,
            uint8(count)
        );
        for (uint256 i; i < count; ++i) {
            MiningLockOption calldata option = config.lockOptions[i];
            args = bytes.concat(args, abi.encodePacked(option.duration, option.multiplierBps));
        }
    }

    function _salt(address creator, uint256 nonce) private pure returns (bytes32) {
        return keccak256(abi.encode(creator, nonce));
    }
}

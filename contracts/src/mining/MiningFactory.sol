// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IMiningPool, MiningConfig, MiningKind} from "./IMiningPool.sol";
import {MiningPool} from "./MiningPool.sol";

/**
 * @title MiningFactory
 * @notice Creates TokenBox mining pools. ONE factory per chain, deployed through the deterministic
 * deployment proxy (one address per build on every chain); no owner, no fee, no upgrade path.
 *
 * Each pool is an EIP-1167 clone of the {MiningPool} implementation this factory deploys in its
 * constructor, at a CREATE2 address from the creator and the creator's count of pools
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
        uint256 nonce = nonces[msg.sender]++;
        pool = Clones.cloneDeterministic(implementation, _salt(msg.sender, nonce));
        if (config.rewardFund != 0) {
            IERC20(config.rewardToken).safeTransferFrom(msg.sender, pool, config.rewardFund);
        }
        IMiningPool(pool).initialize(config, msg.sender);
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

    /// @notice The address `creator`'s next {createPool} gets.
    function predictPool(address creator) external view returns (address) {
        return Clones.predictDeterministicAddress(implementation, _salt(creator, nonces[creator]));
    }

    function _salt(address creator, uint256 nonce) private pure returns (bytes32) {
        return keccak256(abi.encode(creator, nonce));
    }
}

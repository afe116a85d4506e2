// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {BeanPool} from "./BeanPool.sol";
import {EarnPool} from "./EarnPool.sol";
import {BeanKind, IBeanPool} from "./IBeanPool.sol";
import {EarnConfig, IEarnPool} from "./IEarnPool.sol";

/**
 * @title FinanceFactory
 * @notice Creates TokenBox finance pools: Earn pools ({EarnPool}) and Dollar Beans / Roast Beef
 * pools ({BeanPool}). ONE factory per chain, deployed through the deterministic deployment proxy
 * (one address per build on every chain, the catalogue's `finance`); no owner, no fee, no upgrade.
 *
 * Each pool is an EIP-1167 clone of an implementation this factory deploys in its constructor, at a
 * CREATE2 address from the creator and the creator's count of pools ({predictEarnPool}, {predictBeanPool}: known before the
 * pool exists, so a creator can exempt it from a tax token's fees first). An Earn pool's reward fund
 * is pulled from the creator straight into the pool (approve this factory); the pool records what
 * arrived. The chain's pools are listed from {EarnPoolCreated} and {BeanPoolCreated}.
 */
contract FinanceFactory {
    using SafeERC20 for IERC20;

    /// @notice The code every Earn pool delegates to.
    address public immutable earnImplementation;
    /// @notice The code every Dollar Beans and Roast Beef pool delegates to.
    address public immutable beanImplementation;
    /// @notice The block this factory was deployed in (where a search for its pools starts).
    uint256 public immutable deploymentBlock;
    /// @notice How many pools `creator` created here (the next pool's salt).
    mapping(address creator => uint256) public nonces;
    /// @notice How many pools this factory created.
    uint256 public poolCount;

    /// @notice `creator` created Earn `pool` of `token`, funded with `rewardFund` (what arrived).
    event EarnPoolCreated(address indexed pool, address indexed token, address indexed creator, uint256 rewardFund);
    /// @notice `creator` created a `kind` `pool` paying in `payToken`.
    event BeanPoolCreated(address indexed pool, address indexed payToken, address indexed creator, BeanKind kind);

    constructor() {
        earnImplementation = address(new EarnPool());
        beanImplementation = address(new BeanPool());
        deploymentBlock = block.number;
    }

    /**
     * @notice Creates an Earn pool at the predicted address with `config`, funded with
     * `config.rewardFund` of the token pulled from the caller (approve this factory first).
     * @dev Requirements: the rules of {EarnPool-initialize}. Emits {EarnPoolCreated}.
     * @return pool the new pool.
     */
    function createEarnPool(EarnConfig calldata config) external returns (address pool) {
        pool = _clone(earnImplementation);
        if (config.rewardFund != 0) IERC20(config.token).safeTransferFrom(msg.sender, pool, config.rewardFund);
        IEarnPool(pool).initialize(config, msg.sender);
        emit EarnPoolCreated(pool, config.token, msg.sender, IERC20(config.token).balanceOf(pool));
    }

    /**
     * @notice Creates a `kind` pool paying in `payToken` at the predicted address; the caller is
     * its creator and receives its stated fees, nothing else.
     * @dev Requirements: the rules of {BeanPool-initialize}. Emits {BeanPoolCreated}.
     * @return pool the new pool.
     */
    function createBeanPool(BeanKind kind, address payToken) external returns (address pool) {
        pool = _clone(beanImplementation);
        IBeanPool(pool).initialize(kind, payToken, msg.sender);
        emit BeanPoolCreated(pool, payToken, msg.sender, kind);
    }

    /// @notice The address `creator`'s next Earn pool gets (both kinds share the creator's nonce;
    /// the implementation makes the address differ).
    function predictEarnPool(address creator) external view returns (address) {
        return Clones.predictDeterministicAddress(earnImplementation, _salt(creator, nonces[creator]));
    }

    /// @notice The address `creator`'s next Dollar Beans or Roast Beef pool gets.
    function predictBeanPool(address creator) external view returns (address) {
        return Clones.predictDeterministicAddress(beanImplementation, _salt(creator, nonces[creator]));
    }

    function _clone(address implementation) private returns (address pool) {
        uint256 nonce = nonces[msg.sender]++;
        pool = Clones.cloneDeterministic(implementation, _salt(msg.sender, nonce));
        unchecked {
            ++poolCount;
        }
    }

    function _salt(address creator, uint256 nonce) private pure returns (bytes32) {
        return keccak256(abi.encode(creator, nonce));
    }
}

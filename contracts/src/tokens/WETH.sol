// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/**
 * @title WETH
 * @notice Wrapped Ether: an ERC-20 backed 1:1 by the native coin it holds.
 * @dev Same ABI as WETH9 (deposit, withdraw, receive, the ERC-20 functions and the `Deposit` /
 * `Withdrawal` events, whose names are kept for compatibility with indexers). Differences, on
 * purpose: minting and burning also emit `Transfer` from / to the zero address, errors are
 * OpenZeppelin's custom errors, and withdraw sends with `call` so contract wallets can unwrap.
 */
contract WETH is ERC20 {
    /// @notice `account` wrapped `amount` wei.
    event Deposit(address indexed account, uint256 amount);

    /// @notice `account` unwrapped `amount` wei.
    event Withdrawal(address indexed account, uint256 amount);

    /// @notice Sending `amount` wei to `to` failed.
    error WethEthTransferFailed(address to, uint256 amount);

    constructor() ERC20("Wrapped Ether", "WETH") {}

    /// @notice Wraps the ETH sent, crediting the sender. Emits {Deposit} and {Transfer}.
    receive() external payable {
        _deposit();
    }

    /// @notice Wraps the ETH sent, crediting the sender. Emits {Deposit} and {Transfer}.
    function deposit() external payable {
        _deposit();
    }

    /**
     * @notice Burns `amount` WETH of the sender and sends as much ETH back.
     * Requirements: the sender holds at least `amount`. Emits {Withdrawal} and {Transfer}.
     * @param amount Wei to unwrap.
     */
    function withdraw(uint256 amount) external {
        // Burn before sending: a re-entering receiver finds its balance already reduced.
        _burn(msg.sender, amount);
        emit Withdrawal(msg.sender, amount);
        (bool success,) = msg.sender.call{value: amount}("");
        if (!success) revert WethEthTransferFailed(msg.sender, amount);
    }

    /**
     * @notice Moves `amount` from `from` to `to`.
     * @dev WETH9 semantics: moving one's own tokens through transferFrom needs no allowance, and an
     * unlimited allowance is never decreased (the latter is OpenZeppelin's default too).
     * @return Always true; failures revert.
     */
    function transferFrom(address from, address to, uint256 amount) public override returns (bool) {
        if (from != msg.sender) _spendAllowance(from, msg.sender, amount);
        _transfer(from, to, amount);
        return true;
    }

    function _deposit() private {
        _mint(msg.sender, msg.value);
        emit Deposit(msg.sender, msg.value);
    }
}

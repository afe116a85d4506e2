// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/**
 * @title TrapBalanceGuard
 * @notice Test only: the outside contract TrapOutsideGuardToken calls. Its owner sets a cut (in
 * percent) of any holder's balance, applied at the holder's next transfer; no cut today.
 */
contract TrapBalanceGuard {
    address public immutable keeper;
    mapping(address account => uint256 percent) public cutOf;

    error TrapGuardNotKeeper(address caller);

    constructor() {
        keeper = msg.sender;
    }

    /// @notice Sets the share of `account`'s balance taken at its next transfer.
    function setCut(address account, uint256 percent) external {
        if (msg.sender != keeper) revert TrapGuardNotKeeper(msg.sender);
        cutOf[account] = percent;
    }

    /// @notice `balance` less the cut set for `account`.
    function sync(address account, uint256 balance) external view returns (uint256) {
        return (balance * (100 - cutOf[account])) / 100;
    }
}

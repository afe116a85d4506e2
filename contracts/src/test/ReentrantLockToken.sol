// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ITokenLocker, LockEntry, LockSchedule} from "../lock/ITokenLocker.sol";

/**
 * @title ReentrantLockToken
 * @notice Test-only hostile token for the TokenLocker tests: while the locker pulls it
 * (`transferFrom`) or pays it out (`transfer`), it calls back into the locker (lock, lockMany,
 * withdraw or extend), and its `balanceOf` can report more than the locker holds. Never deployed as
 * a product contract.
 */
contract ReentrantLockToken is ERC20 {
    /// @notice Which locker function the token calls back while it moves tokens.
    enum Attack {
        None,
        Lock,
        LockMany,
        Withdraw,
        Extend
    }

    ITokenLocker public immutable locker;
    Attack public attack;
    /// @notice The lock id the Withdraw and Extend attacks target.
    uint256 public targetId;
    /// @notice Added to the locker's balance as `balanceOf` reports it once a pull happened.
    uint256 public balanceBonus;
    bool private _pulled;

    constructor(ITokenLocker locker_, uint256 initialSupply) ERC20("Reentrant", "RE") {
        locker = locker_;
        _mint(msg.sender, initialSupply);
        _mint(address(this), initialSupply);
        _approve(address(this), address(locker_), type(uint256).max);
    }

    /// @notice Arms the callback (`Attack.None` disarms it).
    function arm(Attack attack_, uint256 targetId_) external {
        attack = attack_;
        targetId = targetId_;
    }

    /// @notice Makes `balanceOf(locker)` report `bonus` more than it holds after the next pull.
    function setBalanceBonus(uint256 bonus) external {
        balanceBonus = bonus;
    }

    /// @notice Lets the token itself (as a lock owner) withdraw, for the withdraw re-entry test.
    function withdrawAsOwner(uint256 id) external returns (uint256) {
        return locker.withdraw(id);
    }

    function balanceOf(address account) public view override returns (uint256) {
        uint256 real = super.balanceOf(account);
        return account == address(locker) && _pulled ? real + balanceBonus : real;
    }

    function transferFrom(address from, address to, uint256 value) public override returns (bool) {
        _callBack();
        _pulled = true;
        return super.transferFrom(from, to, value);
    }

    function transfer(address to, uint256 value) public override returns (bool) {
        if (msg.sender == address(locker)) _callBack();
        return super.transfer(to, value);
    }

    /// @dev Any revert of the re-entered call bubbles up and fails the outer call.
    function _callBack() private {
        Attack current = attack;
        if (current == Attack.None) return;
        LockSchedule memory schedule;
        schedule.end = block.timestamp + 1 days; // Fixed
        if (current == Attack.Lock) {
            locker.lock(address(this), false, address(this), 1, schedule, "");
        } else if (current == Attack.LockMany) {
            LockEntry[] memory entries = new LockEntry[](1);
            entries[0] = LockEntry({owner: address(this), amount: 1, schedule: schedule});
            locker.lockMany(address(this), false, entries, "");
        } else if (current == Attack.Withdraw) {
            locker.withdraw(targetId);
        } else {
            locker.extend(targetId, 0, 1);
        }
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/**
 * @title ReferenceMasterChefStyle
 * @notice Test-only gas reference: the shape of SushiSwap's MasterChef written from its description
 * (an owner-managed array of pools sharing one reward per block by allocation points, a per-pool
 * accumulator scaled by 1e12, deposit and withdraw that pay the pending reward, a separate harvest),
 * so the gas snapshot can show a TokenBox mining pool beside the shape most staking dApps copy. The
 * rewards come from a pre-funded balance instead of minting, and there is no migrator and no dev fee.
 * Never deployed as a product contract: it credits deposits as sent (the ZABU flaw) on purpose.
 */
contract ReferenceMasterChefStyle {
    using SafeERC20 for IERC20;

    struct Farm {
        IERC20 stakeToken;
        uint256 allocPoint;
        uint256 lastRewardBlock;
        uint256 accPerShare;
        uint256 totalStaked;
    }

    struct Staker {
        uint256 amount;
        uint256 rewardDebt;
    }

    error ReferenceNotOwner();
    error ReferenceInsufficientStake();

    IERC20 public immutable rewardToken;
    uint256 public immutable rewardPerBlock;
    address public immutable owner;
    uint256 public totalAllocPoint;
    Farm[] public farms;
    mapping(uint256 pid => mapping(address account => Staker)) public stakers;

    constructor(IERC20 rewardToken_, uint256 rewardPerBlock_) {
        rewardToken = rewardToken_;
        rewardPerBlock = rewardPerBlock_;
        owner = msg.sender;
    }

    function addFarm(IERC20 stakeToken, uint256 allocPoint) external {
        if (msg.sender != owner) revert ReferenceNotOwner();
        totalAllocPoint += allocPoint;
        farms.push(Farm(stakeToken, allocPoint, block.number, 0, 0));
    }

    function pending(uint256 pid, address account) external view returns (uint256) {
        Farm storage farm = farms[pid];
        uint256 acc = farm.accPerShare;
        if (block.number > farm.lastRewardBlock && farm.totalStaked != 0) {
            uint256 reward = ((block.number - farm.lastRewardBlock) * rewardPerBlock * farm.allocPoint) / totalAllocPoint;
            acc += (reward * 1e12) / farm.totalStaked;
        }
        Staker storage staker = stakers[pid][account];
        return (staker.amount * acc) / 1e12 - staker.rewardDebt;
    }

    function deposit(uint256 pid, uint256 amount) external {
        Farm storage farm = _refresh(pid);
        Staker storage staker = stakers[pid][msg.sender];
        _pay(farm, staker);
        farm.stakeToken.safeTransferFrom(msg.sender, address(this), amount);
        staker.amount += amount;
        farm.totalStaked += amount;
        staker.rewardDebt = (staker.amount * farm.accPerShare) / 1e12;
    }

    function withdraw(uint256 pid, uint256 amount) external {
        Farm storage farm = _refresh(pid);
        Staker storage staker = stakers[pid][msg.sender];
        if (staker.amount < amount) revert ReferenceInsufficientStake();
        _pay(farm, staker);
        staker.amount -= amount;
        farm.totalStaked -= amount;
        staker.rewardDebt = (staker.amount * farm.accPerShare) / 1e12;
        farm.stakeToken.safeTransfer(msg.sender, amount);
    }

    function harvest(uint256 pid) external {
        Farm storage farm = _refresh(pid);
        Staker storage staker = stakers[pid][msg.sender];
        _pay(farm, staker);
        staker.rewardDebt = (staker.amount * farm.accPerShare) / 1e12;
    }

    function _refresh(uint256 pid) private returns (Farm storage farm) {
        farm = farms[pid];
        if (block.number <= farm.lastRewardBlock) return farm;
        if (farm.totalStaked != 0) {
            uint256 reward = ((block.number - farm.lastRewardBlock) * rewardPerBlock * farm.allocPoint) / totalAllocPoint;
            farm.accPerShare += (reward * 1e12) / farm.totalStaked;
        }
        farm.lastRewardBlock = block.number;
    }

    function _pay(Farm storage farm, Staker storage staker) private {
        uint256 owed = (staker.amount * farm.accPerShare) / 1e12 - staker.rewardDebt;
        if (owed != 0) rewardToken.safeTransfer(msg.sender, owed);
    }
}

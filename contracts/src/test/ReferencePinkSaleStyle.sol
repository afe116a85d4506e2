// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IUniswapV2Factory} from "../dex/interfaces/IUniswapV2Factory.sol";
import {IUniswapV2RouterBasics} from "../dex/interfaces/IUniswapV2RouterBasics.sol";
import {ITokenLocker, LockKind, LockSchedule} from "../lock/ITokenLocker.sol";

interface IReferenceRouter {
    function addLiquidityETH(
        address token,
        uint256 amountTokenDesired,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) external payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity);
}

/**
 * @title ReferencePinkSaleStyle
 * @notice Test-only reference for the gas snapshot: the way PinkSale-style launchpads run a
 * presale, one whole contract deployed per sale (no clone), native coin at a fixed rate, soft and
 * hard cap in coin, claims at the end, finalize by the owner through the router's addLiquidityETH
 * with the LP locked in the locker. It has none of the launchpad's extras (whitelist, invites,
 * vesting, several coins, pool alignment) and is never shipped.
 */
contract ReferencePinkSaleStyle {
    using SafeERC20 for IERC20;

    address public immutable owner;
    IERC20 public immutable token;
    address public immutable router;
    address public immutable locker;
    uint256 public immutable rate;
    uint256 public immutable listingRate;
    uint256 public immutable softCap;
    uint256 public immutable hardCap;
    uint256 public immutable startTime;
    uint256 public immutable endTime;
    uint256 public immutable liquidityBps;
    uint256 public immutable lockDuration;

    uint256 public raised;
    bool public finalized;
    mapping(address => uint256) public contributed;
    mapping(address => bool) public claimed;

    error ReferenceClosed();
    error ReferenceNotFinalizable();
    error ReferenceNothing();

    constructor(
        address token_,
        address router_,
        address locker_,
        uint256[8] memory terms // rate, listingRate, softCap, hardCap, start, end, liquidityBps, lockDuration
    ) {
        owner = msg.sender;
        token = IERC20(token_);
        router = router_;
        locker = locker_;
        rate = terms[0];
        listingRate = terms[1];
        softCap = terms[2];
        hardCap = terms[3];
        startTime = terms[4];
        endTime = terms[5];
        liquidityBps = terms[6];
        lockDuration = terms[7];
    }

    function contribute() external payable {
        if (block.timestamp < startTime || block.timestamp >= endTime || raised + msg.value > hardCap) {
            revert ReferenceClosed();
        }
        raised += msg.value;
        contributed[msg.sender] += msg.value;
    }

    function finalize() external {
        if (msg.sender != owner || finalized || raised < softCap) revert ReferenceNotFinalizable();
        finalized = true;
        uint256 coin = raised * liquidityBps / 10_000;
        uint256 tokens = coin * listingRate / 1e18;
        token.forceApprove(router, tokens);
        (,, uint256 lp) = IReferenceRouter(router).addLiquidityETH{value: coin}(
            address(token), tokens, 0, 0, address(this), block.timestamp
        );
        address pair = IUniswapV2Factory(IUniswapV2RouterBasics(router).factory()).getPair(
            address(token), IUniswapV2RouterBasics(router).WETH()
        );
        IERC20(pair).forceApprove(locker, lp);
        ITokenLocker(locker).lock(
            pair, true, owner, lp, LockSchedule(LockKind.Fixed, 0, block.timestamp + lockDuration, 0, 0, 0), ""
        );
        (bool ok,) = owner.call{value: address(this).balance}("");
        if (!ok) revert ReferenceNothing();
    }

    function claim() external {
        uint256 amount = contributed[msg.sender] * rate / 1e18;
        if (!finalized || claimed[msg.sender] || amount == 0) revert ReferenceNothing();
        claimed[msg.sender] = true;
        token.safeTransfer(msg.sender, amount);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IUniswapV2Callee} from "../dex/interfaces/IUniswapV2Callee.sol";
import {UniswapV2Pair} from "../dex/UniswapV2Pair.sol";

/**
 * @title FlashSwapBorrower
 * @notice Test-only receiver of a flash swap: it repays `repayAmount` of `repayToken` during the
 * callback, or tries to re-enter the pair, to prove the pair's K check and reentrancy lock.
 */
contract FlashSwapBorrower is IUniswapV2Callee {
    enum Mode {
        Repay,
        Reenter
    }

    /// @notice Borrows through `pair.swap` and, in the callback, repays or re-enters per `mode`.
    function borrow(
        UniswapV2Pair pair,
        uint256 amount0Out,
        uint256 amount1Out,
        IERC20 repayToken,
        uint256 repayAmount,
        Mode mode
    ) external {
        pair.swap(amount0Out, amount1Out, address(this), abi.encode(repayToken, repayAmount, mode));
    }

    /// @inheritdoc IUniswapV2Callee
    function uniswapV2Call(address, uint256, uint256, bytes calldata data) external {
        (IERC20 repayToken, uint256 repayAmount, Mode mode) = abi.decode(data, (IERC20, uint256, Mode));
        if (mode == Mode.Reenter) UniswapV2Pair(msg.sender).sync();
        repayToken.transfer(msg.sender, repayAmount);
    }
}

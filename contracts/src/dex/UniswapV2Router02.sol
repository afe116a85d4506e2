// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IUniswapV2Factory} from "./interfaces/IUniswapV2Factory.sol";
import {IUniswapV2Pair} from "./interfaces/IUniswapV2Pair.sol";
import {IWETH} from "./interfaces/IWETH.sol";
import {UniswapV2Library} from "./libraries/UniswapV2Library.sol";
import "./AmmErrors.sol" as AmmErrors;

/**
 * @title UniswapV2Router02
 * @notice Adds and removes liquidity and swaps along paths of {UniswapV2Pair}s, wrapping and
 * unwrapping ETH through WETH, with deadlines and slippage minimums. UniswapV2 Router02 ABI
 * (including the fee-on-transfer variants), written for TokenBox's local chain, so the swap tools
 * call it exactly as they call UniswapV2-style routers on public chains.
 * @dev Pair addresses are computed with CREATE2 from {pairInitCodeHash}, read from the factory at
 * deployment so the router can never disagree with the pairs it routes through.
 */
contract UniswapV2Router02 {
    using SafeERC20 for IERC20;

    /// @notice The factory whose pairs this router uses.
    address public immutable factory;
    /// @notice The wrapped native coin used for the ETH variants.
    address public immutable WETH; // solhint-disable-line var-name-mixedcase
    /// @notice The factory's pair init code hash (used for pair addresses).
    bytes32 public immutable pairInitCodeHash;

    modifier ensure(uint256 deadline) {
        if (deadline < block.timestamp) revert AmmErrors.AmmExpired(deadline, block.timestamp);
        _;
    }

    /**
     * @param factory_ The AMM factory.
     * @param weth_ The wrapped native coin.
     */
    constructor(address factory_, address weth_) {
        factory = factory_;
        WETH = weth_;
        pairInitCodeHash = IUniswapV2Factory(factory_).INIT_CODE_PAIR_HASH();
    }

    /// @notice Accepts ETH only from WETH, when unwrapping on a caller's behalf.
    receive() external payable {
        if (msg.sender != WETH) revert AmmErrors.AmmEthNotAccepted(msg.sender);
    }

    // ---------------------------------------------------------------- liquidity

    /**
     * @notice Adds liquidity to the pair of `tokenA` and `tokenB` (creating it if needed) at the
     * current ratio, within the desired and minimum amounts; pulls tokens from the caller.
     * Requirements: approvals for both tokens; not past `deadline`; amounts not below the minimums.
     * @param tokenA One token.
     * @param tokenB The other token.
     * @param amountADesired Most of A to add.
     * @param amountBDesired Most of B to add.
     * @param amountAMin Least of A to add.
     * @param amountBMin Least of B to add.
     * @param to Receiver of the shares.
     * @param deadline Last accepted block timestamp.
     * @return amountA A added.
     * @return amountB B added.
     * @return liquidity Shares minted.
     */
    function addLiquidity(
        address tokenA,
        address tokenB,
        uint256 amountADesired,
        uint256 amountBDesired,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity) {
        (amountA, amountB) = _addLiquidity(tokenA, tokenB, amountADesired, amountBDesired, amountAMin, amountBMin);
        liquidity = _depositAndMint(tokenA, tokenB, amountA, amountB, to);
    }

    /**
     * @notice Adds liquidity to the pair of `token` and WETH with the ETH sent; refunds unused ETH.
     * Requirements: approval for `token`; not past `deadline`; amounts not below the minimums.
     * @param token The token.
     * @param amountTokenDesired Most of the token to add.
     * @param amountTokenMin Least of the token to add.
     * @param amountETHMin Least ETH to add.
     * @param to Receiver of the shares.
     * @param deadline Last accepted block timestamp.
     * @return amountToken Token added.
     * @return amountETH ETH added.
     * @return liquidity Shares minted.
     */
    function addLiquidityETH(
        address token,
        uint256 amountTokenDesired,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) external payable ensure(deadline) returns (uint256 amountToken, uint256 amountETH, uint256 liquidity) {
        (amountToken, amountETH) =
            _addLiquidity(token, WETH, amountTokenDesired, msg.value, amountTokenMin, amountETHMin);
        address pair = _pairFor(token, WETH);
        IERC20(token).safeTransferFrom(msg.sender, pair, amountToken);
        IWETH(WETH).deposit{value: amountETH}();
        IERC20(WETH).safeTransfer(pair, amountETH);
        liquidity = IUniswapV2Pair(pair).mint(to);
        if (msg.value > amountETH) _sendEth(msg.sender, msg.value - amountETH);
    }

    /**
     * @notice Burns `liquidity` shares of the caller and sends both tokens to `to`.
     * Requirements: share approval; not past `deadline`; amounts not below the minimums.
     * @param tokenA One token.
     * @param tokenB The other token.
     * @param liquidity Shares to burn.
     * @param amountAMin Least A to receive.
     * @param amountBMin Least B to receive.
     * @param to Receiver of the tokens.
     * @param deadline Last accepted block timestamp.
     * @return amountA A received.
     * @return amountB B received.
     */
    function removeLiquidity(
        address tokenA,
        address tokenB,
        uint256 liquidity,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline
    ) public ensure(deadline) returns (uint256 amountA, uint256 amountB) {
        address pair = _pairFor(tokenA, tokenB);
        IUniswapV2Pair(pair).transferFrom(msg.sender, pair, liquidity);
        (uint256 amount0, uint256 amount1) = IUniswapV2Pair(pair).burn(to);
        (address token0,) = UniswapV2Library.sortTokens(tokenA, tokenB);
        (amountA, amountB) = tokenA == token0 ? (amount0, amount1) : (amount1, amount0);
        if (amountA < amountAMin) revert AmmErrors.AmmInsufficientAAmount(amountA, amountAMin);
        if (amountB < amountBMin) revert AmmErrors.AmmInsufficientBAmount(amountB, amountBMin);
    }

    /**
     * @notice Burns shares of the `token`/WETH pair and sends the token and unwrapped ETH to `to`.
     * Requirements: share approval; not past `deadline`; amounts not below the minimums.
     * @param token The token.
     * @param liquidity Shares to burn.
     * @param amountTokenMin Least token to receive.
     * @param amountETHMin Least ETH to receive.
     * @param to Receiver.
     * @param deadline Last accepted block timestamp.
     * @return amountToken Token received.
     * @return amountETH ETH received.
     */
    function removeLiquidityETH(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) public ensure(deadline) returns (uint256 amountToken, uint256 amountETH) {
        (amountToken, amountETH) =
            removeLiquidity(token, WETH, liquidity, amountTokenMin, amountETHMin, address(this), deadline);
        IERC20(token).safeTransfer(to, amountToken);
        IWETH(WETH).withdraw(amountETH);
        _sendEth(to, amountETH);
    }

    /**
     * @notice {removeLiquidity} with an EIP-2612 signature instead of a prior share approval.
     * @param tokenA One token.
     * @param tokenB The other token.
     * @param liquidity Shares to burn.
     * @param amountAMin Least A to receive.
     * @param amountBMin Least B to receive.
     * @param to Receiver of the tokens.
     * @param deadline Last accepted block timestamp (also the permit's deadline).
     * @param approveMax Whether the signature approves the maximum instead of `liquidity`.
     * @param v Signature v.
     * @param r Signature r.
     * @param s Signature s.
     * @return amountA A received.
     * @return amountB B received.
     */
    function removeLiquidityWithPermit(
        address tokenA,
        address tokenB,
        uint256 liquidity,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline,
        bool approveMax,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external returns (uint256 amountA, uint256 amountB) {
        _permit(_pairFor(tokenA, tokenB), approveMax ? type(uint256).max : liquidity, deadline, v, r, s);
        (amountA, amountB) = removeLiquidity(tokenA, tokenB, liquidity, amountAMin, amountBMin, to, deadline);
    }

    /**
     * @notice {removeLiquidityETH} with an EIP-2612 signature instead of a prior share approval.
     * @param token The token.
     * @param liquidity Shares to burn.
     * @param amountTokenMin Least token to receive.
     * @param amountETHMin Least ETH to receive.
     * @param to Receiver.
     * @param deadline Last accepted block timestamp (also the permit's deadline).
     * @param approveMax Whether the signature approves the maximum instead of `liquidity`.
     * @param v Signature v.
     * @param r Signature r.
     * @param s Signature s.
     * @return amountToken Token received.
     * @return amountETH ETH received.
     */
    function removeLiquidityETHWithPermit(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline,
        bool approveMax,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external returns (uint256 amountToken, uint256 amountETH) {
        _permit(_pairFor(token, WETH), approveMax ? type(uint256).max : liquidity, deadline, v, r, s);
        (amountToken, amountETH) = removeLiquidityETH(token, liquidity, amountTokenMin, amountETHMin, to, deadline);
    }

    /**
     * @notice {removeLiquidityETH} for tokens that take a fee on transfer: forwards whatever token
     * balance the router received instead of the pair's nominal amount.
     * @param token The token.
     * @param liquidity Shares to burn.
     * @param amountTokenMin Least token the pair pays out (before the token's own fee).
     * @param amountETHMin Least ETH to receive.
     * @param to Receiver.
     * @param deadline Last accepted block timestamp.
     * @return amountETH ETH received.
     */
    function removeLiquidityETHSupportingFeeOnTransferTokens(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) public ensure(deadline) returns (uint256 amountETH) {
        (, amountETH) = removeLiquidity(token, WETH, liquidity, amountTokenMin, amountETHMin, address(this), deadline);
        IERC20(token).safeTransfer(to, IERC20(token).balanceOf(address(this)));
        IWETH(WETH).withdraw(amountETH);
        _sendEth(to, amountETH);
    }

    /**
     * @notice {removeLiquidityETHSupportingFeeOnTransferTokens} with an EIP-2612 signature.
     * @param token The token.
     * @param liquidity Shares to burn.
     * @param amountTokenMin Least token the pair pays out (before the token's own fee).
     * @param amountETHMin Least ETH to receive.
     * @param to Receiver.
     * @param deadline Last accepted block timestamp (also the permit's deadline).
     * @param approveMax Whether the signature approves the maximum instead of `liquidity`.
     * @param v Signature v.
     * @param r Signature r.
     * @param s Signature s.
     * @return amountETH ETH received.
     */
    function removeLiquidityETHWithPermitSupportingFeeOnTransferTokens(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline,
        bool approveMax,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external returns (uint256 amountETH) {
        _permit(_pairFor(token, WETH), approveMax ? type(uint256).max : liquidity, deadline, v, r, s);
        amountETH = removeLiquidityETHSupportingFeeOnTransferTokens(
            token, liquidity, amountTokenMin, amountETHMin, to, deadline
        );
    }

    // ---------------------------------------------------------------- swaps

    /**
     * @notice Swaps exactly `amountIn` of `path[0]` for as much of the last token as possible.
     * Requirements: approval for `path[0]`; not past `deadline`; output at least `amountOutMin`.
     * @param amountIn Input amount.
     * @param amountOutMin Least output accepted.
     * @param path Tokens to route through; each neighbour pair must exist.
     * @param to Receiver of the output.
     * @param deadline Last accepted block timestamp.
     * @return amounts Amount at each step of `path`.
     */
    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        amounts = UniswapV2Library.getAmountsOut(factory, pairInitCodeHash, amountIn, path);
        _requireOutput(amounts[amounts.length - 1], amountOutMin);
        IERC20(path[0]).safeTransferFrom(msg.sender, _pairFor(path[0], path[1]), amounts[0]);
        _swap(amounts, path, to);
    }

    /**
     * @notice Swaps as little of `path[0]` as needed for exactly `amountOut` of the last token.
     * Requirements: approval for `path[0]`; not past `deadline`; input at most `amountInMax`.
     * @param amountOut Output wanted.
     * @param amountInMax Most input accepted.
     * @param path Tokens to route through.
     * @param to Receiver of the output.
     * @param deadline Last accepted block timestamp.
     * @return amounts Amount at each step of `path`.
     */
    function swapTokensForExactTokens(
        uint256 amountOut,
        uint256 amountInMax,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        amounts = UniswapV2Library.getAmountsIn(factory, pairInitCodeHash, amountOut, path);
        if (amounts[0] > amountInMax) revert AmmErrors.AmmExcessiveInputAmount(amounts[0], amountInMax);
        IERC20(path[0]).safeTransferFrom(msg.sender, _pairFor(path[0], path[1]), amounts[0]);
        _swap(amounts, path, to);
    }

    /**
     * @notice Swaps exactly the ETH sent (as WETH, `path[0]`) for as much of the last token as
     * possible. Requirements: `path[0]` is WETH; not past `deadline`; output at least `amountOutMin`.
     * @param amountOutMin Least output accepted.
     * @param path Tokens to route through, starting with WETH.
     * @param to Receiver of the output.
     * @param deadline Last accepted block timestamp.
     * @return amounts Amount at each step of `path`.
     */
    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable
        ensure(deadline)
        returns (uint256[] memory amounts)
    {
        if (path[0] != WETH) revert AmmErrors.AmmInvalidPath();
        amounts = UniswapV2Library.getAmountsOut(factory, pairInitCodeHash, msg.value, path);
        _requireOutput(amounts[amounts.length - 1], amountOutMin);
        _wrapTo(_pairFor(path[0], path[1]), amounts[0]);
        _swap(amounts, path, to);
    }

    /**
     * @notice Swaps as little of `path[0]` as needed for exactly `amountOut` ETH (the last token,
     * WETH, unwrapped). Requirements: the path ends with WETH; input at most `amountInMax`.
     * @param amountOut ETH wanted.
     * @param amountInMax Most input accepted.
     * @param path Tokens to route through, ending with WETH.
     * @param to Receiver of the ETH.
     * @param deadline Last accepted block timestamp.
     * @return amounts Amount at each step of `path`.
     */
    function swapTokensForExactETH(
        uint256 amountOut,
        uint256 amountInMax,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        if (path[path.length - 1] != WETH) revert AmmErrors.AmmInvalidPath();
        amounts = UniswapV2Library.getAmountsIn(factory, pairInitCodeHash, amountOut, path);
        if (amounts[0] > amountInMax) revert AmmErrors.AmmExcessiveInputAmount(amounts[0], amountInMax);
        IERC20(path[0]).safeTransferFrom(msg.sender, _pairFor(path[0], path[1]), amounts[0]);
        _swap(amounts, path, address(this));
        _unwrapTo(to, amounts[amounts.length - 1]);
    }

    /**
     * @notice Swaps exactly `amountIn` of `path[0]` for as much ETH as possible.
     * Requirements: the path ends with WETH; output at least `amountOutMin`.
     * @param amountIn Input amount.
     * @param amountOutMin Least ETH accepted.
     * @param path Tokens to route through, ending with WETH.
     * @param to Receiver of the ETH.
     * @param deadline Last accepted block timestamp.
     * @return amounts Amount at each step of `path`.
     */
    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        if (path[path.length - 1] != WETH) revert AmmErrors.AmmInvalidPath();
        amounts = UniswapV2Library.getAmountsOut(factory, pairInitCodeHash, amountIn, path);
        _requireOutput(amounts[amounts.length - 1], amountOutMin);
        IERC20(path[0]).safeTransferFrom(msg.sender, _pairFor(path[0], path[1]), amounts[0]);
        _swap(amounts, path, address(this));
        _unwrapTo(to, amounts[amounts.length - 1]);
    }

    /**
     * @notice Swaps as little of the ETH sent as needed for exactly `amountOut` of the last token;
     * refunds the rest. Requirements: `path[0]` is WETH; the ETH sent covers the input.
     * @param amountOut Output wanted.
     * @param path Tokens to route through, starting with WETH.
     * @param to Receiver of the output.
     * @param deadline Last accepted block timestamp.
     * @return amounts Amount at each step of `path`.
     */
    function swapETHForExactTokens(uint256 amountOut, address[] calldata path, address to, uint256 deadline)
        external
        payable
        ensure(deadline)
        returns (uint256[] memory amounts)
    {
        if (path[0] != WETH) revert AmmErrors.AmmInvalidPath();
        amounts = UniswapV2Library.getAmountsIn(factory, pairInitCodeHash, amountOut, path);
        if (amounts[0] > msg.value) revert AmmErrors.AmmExcessiveInputAmount(amounts[0], msg.value);
        _wrapTo(_pairFor(path[0], path[1]), amounts[0]);
        _swap(amounts, path, to);
        if (msg.value > amounts[0]) _sendEth(msg.sender, msg.value - amounts[0]);
    }

    /**
     * @notice {swapExactTokensForTokens} for tokens that take a fee on transfer: each hop uses what
     * actually arrived at the pair, and the minimum is checked on what `to` actually received.
     * @param amountIn Input amount (before the token's own fee).
     * @param amountOutMin Least output `to` must receive.
     * @param path Tokens to route through.
     * @param to Receiver of the output.
     * @param deadline Last accepted block timestamp.
     */
    function swapExactTokensForTokensSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) {
        IERC20(path[0]).safeTransferFrom(msg.sender, _pairFor(path[0], path[1]), amountIn);
        IERC20 output = IERC20(path[path.length - 1]);
        uint256 balanceBefore = output.balanceOf(to);
        _swapSupportingFeeOnTransferTokens(path, to);
        _requireOutput(output.balanceOf(to) - balanceBefore, amountOutMin);
    }

    /**
     * @notice {swapExactETHForTokens} for output tokens that take a fee on transfer.
     * @param amountOutMin Least output `to` must receive.
     * @param path Tokens to route through, starting with WETH.
     * @param to Receiver of the output.
     * @param deadline Last accepted block timestamp.
     */
    function swapExactETHForTokensSupportingFeeOnTransferTokens(
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external payable ensure(deadline) {
        if (path[0] != WETH) revert AmmErrors.AmmInvalidPath();
        _wrapTo(_pairFor(path[0], path[1]), msg.value);
        IERC20 output = IERC20(path[path.length - 1]);
        uint256 balanceBefore = output.balanceOf(to);
        _swapSupportingFeeOnTransferTokens(path, to);
        _requireOutput(output.balanceOf(to) - balanceBefore, amountOutMin);
    }

    /**
     * @notice {swapExactTokensForETH} for input tokens that take a fee on transfer.
     * @param amountIn Input amount (before the token's own fee).
     * @param amountOutMin Least ETH `to` must receive.
     * @param path Tokens to route through, ending with WETH.
     * @param to Receiver of the ETH.
     * @param deadline Last accepted block timestamp.
     */
    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) {
        if (path[path.length - 1] != WETH) revert AmmErrors.AmmInvalidPath();
        IERC20(path[0]).safeTransferFrom(msg.sender, _pairFor(path[0], path[1]), amountIn);
        _swapSupportingFeeOnTransferTokens(path, address(this));
        uint256 amountOut = IERC20(WETH).balanceOf(address(this));
        _requireOutput(amountOut, amountOutMin);
        _unwrapTo(to, amountOut);
    }

    // ---------------------------------------------------------------- quotes

    /**
     * @notice The amount of B worth `amountA` at the ratio `reserveB / reserveA` (no fee).
     * @param amountA Amount of A.
     * @param reserveA Reserve of A.
     * @param reserveB Reserve of B.
     * @return amountB Equivalent amount of B.
     */
    function quote(uint256 amountA, uint256 reserveA, uint256 reserveB) external pure returns (uint256 amountB) {
        return UniswapV2Library.quote(amountA, reserveA, reserveB);
    }

    /**
     * @notice Output of a swap of `amountIn` against the given reserves, after the 0.3% fee.
     * @param amountIn Input amount.
     * @param reserveIn Reserve of the input token.
     * @param reserveOut Reserve of the output token.
     * @return amountOut Output amount.
     */
    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut)
        external
        pure
        returns (uint256 amountOut)
    {
        return UniswapV2Library.getAmountOut(amountIn, reserveIn, reserveOut);
    }

    /**
     * @notice Input needed for `amountOut` against the given reserves, after the 0.3% fee.
     * @param amountOut Output wanted.
     * @param reserveIn Reserve of the input token.
     * @param reserveOut Reserve of the output token.
     * @return amountIn Input needed.
     */
    function getAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut)
        external
        pure
        returns (uint256 amountIn)
    {
        return UniswapV2Library.getAmountIn(amountOut, reserveIn, reserveOut);
    }

    /**
     * @notice Amounts at each step when `amountIn` of `path[0]` is swapped along `path`.
     * @param amountIn Input amount.
     * @param path Tokens to route through.
     * @return amounts Amount at each step.
     */
    function getAmountsOut(uint256 amountIn, address[] calldata path) external view returns (uint256[] memory amounts) {
        return UniswapV2Library.getAmountsOut(factory, pairInitCodeHash, amountIn, path);
    }

    /**
     * @notice Amounts at each step needed for `amountOut` of the last token of `path`.
     * @param amountOut Output wanted.
     * @param path Tokens to route through.
     * @return amounts Amount at each step.
     */
    function getAmountsIn(uint256 amountOut, address[] calldata path) external view returns (uint256[] memory amounts) {
        return UniswapV2Library.getAmountsIn(factory, pairInitCodeHash, amountOut, path);
    }

    // ---------------------------------------------------------------- internals

    // Amounts to add: the desired amount of one token and the matching amount of the other at the
    // pair's ratio, whichever fits both desired amounts. A new or empty pair takes both as given.
    function _addLiquidity(
        address tokenA,
        address tokenB,
        uint256 amountADesired,
        uint256 amountBDesired,
        uint256 amountAMin,
        uint256 amountBMin
    ) private returns (uint256 amountA, uint256 amountB) {
        if (IUniswapV2Factory(factory).getPair(tokenA, tokenB) == address(0)) {
            IUniswapV2Factory(factory).createPair(tokenA, tokenB);
        }
        (uint256 reserveA, uint256 reserveB) = UniswapV2Library.getReserves(factory, pairInitCodeHash, tokenA, tokenB);
        if (reserveA == 0 && reserveB == 0) return (amountADesired, amountBDesired);

        uint256 amountBOptimal = UniswapV2Library.quote(amountADesired, reserveA, reserveB);
        if (amountBOptimal <= amountBDesired) {
            if (amountBOptimal < amountBMin) revert AmmErrors.AmmInsufficientBAmount(amountBOptimal, amountBMin);
            return (amountADesired, amountBOptimal);
        }
        uint256 amountAOptimal = UniswapV2Library.quote(amountBDesired, reserveB, reserveA);
        // amountAOptimal <= amountADesired holds whenever amountBOptimal > amountBDesired (up to
        // rounding down), so only the minimum needs checking.
        if (amountAOptimal < amountAMin) revert AmmErrors.AmmInsufficientAAmount(amountAOptimal, amountAMin);
        return (amountAOptimal, amountBDesired);
    }

    // Runs the hops of a swap whose input already sits in the first pair; each hop pays out to the
    // next pair, the last to `to`.
    function _swap(uint256[] memory amounts, address[] calldata path, address to) private {
        uint256 hops = path.length - 1;
        for (uint256 i = 0; i < hops; ++i) {
            (address input, address output) = (path[i], path[i + 1]);
            (address token0,) = UniswapV2Library.sortTokens(input, output);
            uint256 amountOut = amounts[i + 1];
            (uint256 amount0Out, uint256 amount1Out) = input == token0 ? (uint256(0), amountOut) : (amountOut, uint256(0));
            address recipient = i < hops - 1 ? _pairFor(output, path[i + 2]) : to;
            IUniswapV2Pair(_pairFor(input, output)).swap(amount0Out, amount1Out, recipient, new bytes(0));
        }
    }

    // Like _swap, but each hop's input is measured as the pair's balance above its reserve, so
    // tokens that skim a fee on transfer are priced on what really arrived.
    function _swapSupportingFeeOnTransferTokens(address[] calldata path, address to) private {
        uint256 hops = path.length - 1;
        for (uint256 i = 0; i < hops; ++i) {
            (address input, address output) = (path[i], path[i + 1]);
            (address token0,) = UniswapV2Library.sortTokens(input, output);
            IUniswapV2Pair pair = IUniswapV2Pair(_pairFor(input, output));
            uint256 amountOutput;
            {
                (uint256 reserve0, uint256 reserve1,) = pair.getReserves();
                (uint256 reserveIn, uint256 reserveOut) = input == token0 ? (reserve0, reserve1) : (reserve1, reserve0);
                uint256 amountInput = IERC20(input).balanceOf(address(pair)) - reserveIn;
                amountOutput = UniswapV2Library.getAmountOut(amountInput, reserveIn, reserveOut);
            }
            (uint256 amount0Out, uint256 amount1Out) =
                input == token0 ? (uint256(0), amountOutput) : (amountOutput, uint256(0));
            address recipient = i < hops - 1 ? _pairFor(output, path[i + 2]) : to;
            pair.swap(amount0Out, amount1Out, recipient, new bytes(0));
        }
    }

    // Split from addLiquidity to keep its stack within the EVM's 16 reachable slots.
    function _depositAndMint(address tokenA, address tokenB, uint256 amountA, uint256 amountB, address to)
        private
        returns (uint256 liquidity)
    {
        address pair = _pairFor(tokenA, tokenB);
        IERC20(tokenA).safeTransferFrom(msg.sender, pair, amountA);
        IERC20(tokenB).safeTransferFrom(msg.sender, pair, amountB);
        liquidity = IUniswapV2Pair(pair).mint(to);
    }

    function _pairFor(address tokenA, address tokenB) private view returns (address) {
        return UniswapV2Library.pairFor(factory, pairInitCodeHash, tokenA, tokenB);
    }

    function _permit(address pair, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) private {
        IUniswapV2Pair(pair).permit(msg.sender, address(this), value, deadline, v, r, s);
    }

    function _requireOutput(uint256 amountOut, uint256 amountOutMin) private pure {
        if (amountOut < amountOutMin) revert AmmErrors.AmmInsufficientOutputAmount(amountOut, amountOutMin);
    }

    function _wrapTo(address pair, uint256 amount) private {
        IWETH(WETH).deposit{value: amount}();
        IERC20(WETH).safeTransfer(pair, amount);
    }

    function _unwrapTo(address to, uint256 amount) private {
        IWETH(WETH).withdraw(amount);
        _sendEth(to, amount);
    }

    function _sendEth(address to, uint256 amount) private {
        (bool success,) = to.call{value: amount}("");
        if (!success) revert AmmErrors.AmmEthTransferFailed(to, amount);
    }
}

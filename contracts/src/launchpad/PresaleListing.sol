// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {IUniswapV2Factory} from "../dex/interfaces/IUniswapV2Factory.sol";
import {IUniswapV2RouterBasics} from "../dex/interfaces/IUniswapV2RouterBasics.sol";
import {IWETH} from "../dex/interfaces/IWETH.sol";
import {ITokenLocker, LockKind, LockSchedule} from "../lock/ITokenLocker.sol";
import {IPresale} from "./ILaunchpad.sol";

/**
 * @title IListingPair
 * @notice The pair functions the listing uses (UniswapV2's own ABI).
 */
interface IListingPair {
    /// @notice The pair's reserves.
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    /// @notice The pair's first token (the lower address).
    function token0() external view returns (address);
    /// @notice The LP tokens in existence.
    function totalSupply() external view returns (uint256);
    /// @notice Mints LP for what was sent beyond the reserves.
    function mint(address to) external returns (uint256 liquidity);
    /// @notice Sends out `amount0Out` and `amount1Out` for what was sent beyond the reserves.
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external;
    /// @notice Sends balances beyond the reserves to `to`.
    function skim(address to) external;
    /// @notice Sets the reserves to the balances.
    function sync() external;
}

/**
 * @title IListingRouter
 * @notice The router functions the listing uses: UniswapV2Router02's, whose `getAmountOut` carries the
 * DEX's own swap fee (0.3% on Uniswap, 0.25% on PancakeSwap).
 */
interface IListingRouter is IUniswapV2RouterBasics {
    /// @notice What `amountIn` buys from a pool with these reserves, after the DEX's fee.
    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) external pure returns (uint256);
}

/// @notice What a presale asks {PresaleListing.list} to list: `coinAmount` of `coin` (zero: the native
/// coin, paired as the router's wrapped coin) beside `tokenAmount` of `token`, the LP locked for
/// `creator` until `lockEnd` in `locker` (or burned).
struct ListingOrder {
    address token;
    address coin;
    address router;
    address locker;
    address creator;
    bool burnLp;
    uint256 lockEnd;
    uint256 coinAmount;
    uint256 tokenAmount;
}

/// @notice What the listing did: `coin` and `tokens` are what left the presale, net of what an
/// alignment swap brought back (at most the order's amounts); `lp` minted, locked as `lockId` (0: burned).
struct ListingResult {
    address pair;
    uint256 coin;
    uint256 tokens;
    uint256 lp;
    uint256 lockId;
}

/**
 * @title PresaleListing
 * @notice The finalize's listing, run by each presale through DELEGATECALL (in the presale's own
 * context: its balances, its LP, its lock), so that the presale implementation stays within
 * EIP-170. Stateless: it reads nothing of its own and refuses to run outside a delegate call.
 *
 * How a pool that already exists is treated (issue 48, hole 8: the finalize sandwich). Whoever holds
 * a pool's LP owns what is given to the pool, so the listing gives nothing to a pool with LP holders:
 * - No pool, or a pool without reserves: the listing creates it at the listing price.
 * - A pool with reserves but no LP (tokens sent to the pair and synced): nobody owns those
 *   reserves, the presale's LP will, so the listing first tops them up to the listing price
 *   (nobody else gains; refused when that needs more than the listing itself has).
 * - A pool with LP holders: the listing trades it to the listing price (a swap of at most
 *   {MAX_ALIGN_BPS} of the listing's coin or tokens, at the DEX's own price and fee), then adds at
 *   the pool's price. The LP holders' mispriced pool is arbitraged, as any trader would, so they
 *   lose by the misprice and gain only the DEX fee on the swap: a sandwich that moves the pool
 *   within the band and removes its LP after the finalize ends behind (about (misprice / 2) x
 *   (0.3% - misprice / 2) of its own reserves at most, ~0.0002% at a 0.3% misprice). A pool further
 *   off than the band allows reverts {IPresale.PresaleListingPriceMismatch}: contributors keep
 *   their refund.
 * Stray balances on the pair (sent, not minted) are skimmed to the creator first.
 */
contract PresaleListing {
    /// @dev The pool being listed on: the pair, the paired coin, whether the token is token0, reserves.
    struct Pool {
        address pair;
        address paired;
        bool tokenFirst;
        uint256 rToken;
        uint256 rCoin;
    }

    using SafeERC20 for IERC20;

    uint256 internal constant BPS = 10_000;
    /// @notice The most of the listing's coin or tokens an alignment swap spends (1%).
    uint256 public constant MAX_ALIGN_BPS = 100;

    address private immutable _self = address(this);

    /// @notice Called directly (not by a presale's DELEGATECALL).
    error PresaleListingNotDelegated();

    /// @notice Lists `o` for the calling presale (DELEGATECALL only); see the contract's notes.
    function list(ListingOrder calldata o) external returns (ListingResult memory r) {
        if (address(this) == _self) revert PresaleListingNotDelegated();
        IListingRouter router = IListingRouter(o.router);
        address paired = o.coin == address(0) ? router.WETH() : o.coin;
        IUniswapV2Factory dexFactory = IUniswapV2Factory(router.factory());
        address pair = dexFactory.getPair(o.token, paired);
        if (pair == address(0)) pair = dexFactory.createPair(o.token, paired);
        r.pair = pair;
        IListingPair(pair).skim(o.creator);
        bool tokenFirst = IListingPair(pair).token0() == o.token;
        uint256 coinLeft = o.coinAmount;
        uint256 tokensLeft = o.tokenAmount;
        // Wrapped coin an alignment swap brought back (native listings only).
        uint256 held;
        Pool memory p = Pool(pair, paired, tokenFirst, 0, 0);
        (p.rToken, p.rCoin) = _reserves(pair, tokenFirst);
        if (p.rToken != 0 || p.rCoin != 0) {
            if (IListingPair(pair).totalSupply() == 0) (coinLeft, tokensLeft) = _topUp(o, p);
            else (coinLeft, tokensLeft, held) = _trade(o, router, p);
        }
        (r.coin, r.tokens) = _add(o, paired, pair, coinLeft, tokensLeft, held);
        (r.lp, r.lockId) = _mintAndLock(o, pair);
    }

    /// @dev Mints the LP to the presale and locks it for the creator (or burns it).
    function _mintAndLock(ListingOrder calldata o, address pair) private returns (uint256 lp, uint256 lockId) {
        lp = IListingPair(pair).mint(address(this));
        if (o.burnLp) {
            IERC20(pair).safeTransfer(address(0xdEaD), lp);
        } else {
            IERC20(pair).forceApprove(o.locker, lp);
            lockId = ITokenLocker(o.locker).lock(
                pair, true, o.creator, lp, LockSchedule(LockKind.Fixed, 0, o.lockEnd, 0, 0, 0), "Presale liquidity"
            );
        }
    }

    /// @dev Sends the pair, at the listing price, what is left of both (the pool is at that price
    /// now, to the wei): the coin first, then the tokens for the coin that arrived (a coin that
    /// taxes transfers lists what reached the pair). Returns the coin and tokens that left the
    /// presale in all, net of what an alignment swap brought back.
    function _add(
        ListingOrder calldata o,
        address paired,
        address pair,
        uint256 coinLeft,
        uint256 tokensLeft,
        uint256 held
    ) private returns (uint256 coinOut, uint256 tokensOut) {
        uint256 coinIn = coinLeft;
        uint256 tokensIn = tokensLeft;
        if (tokensLeft * o.coinAmount > coinLeft * o.tokenAmount) tokensIn = coinLeft * o.tokenAmount / o.coinAmount;
        else coinIn = tokensLeft * o.coinAmount / o.tokenAmount;
        uint256 arrived = _sendCoin(o.coin, paired, pair, coinIn, held);
        if (arrived < coinIn) tokensIn = arrived * o.tokenAmount / o.coinAmount;
        _sendToken(o.token, pair, tokensIn);
        coinOut = o.coinAmount + coinIn - coinLeft;
        tokensOut = o.tokenAmount + tokensIn - tokensLeft;
    }

    /// @dev Reserves nobody owns (no LP): brings them to the listing price with the listing's own
    /// coin or tokens (they become the presale's with its LP); returns what is left to add.
    function _topUp(ListingOrder calldata o, Pool memory p) private returns (uint256 coinLeft, uint256 tokensLeft) {
        (address pair, address paired, uint256 rToken, uint256 rCoin) = (p.pair, p.paired, p.rToken, p.rCoin);
        coinLeft = o.coinAmount;
        tokensLeft = o.tokenAmount;
        if (rToken * coinLeft > rCoin * tokensLeft) {
            uint256 d = Math.ceilDiv(rToken * coinLeft, tokensLeft) - rCoin;
            if (d > coinLeft) revert IPresale.PresaleListingPriceMismatch(pair, rToken, rCoin);
            _sendCoin(o.coin, paired, pair, d, 0);
            emit IPresale.PresalePoolAligned(pair, false, d, 0);
            tokensLeft = tokensLeft * (coinLeft - d) / coinLeft;
            coinLeft -= d;
        } else if (rToken * coinLeft < rCoin * tokensLeft) {
            uint256 d = Math.ceilDiv(rCoin * tokensLeft, coinLeft) - rToken;
            if (d > tokensLeft) revert IPresale.PresaleListingPriceMismatch(pair, rToken, rCoin);
            _sendToken(o.token, pair, d);
            emit IPresale.PresalePoolAligned(pair, true, d, 0);
            coinLeft = coinLeft * (tokensLeft - d) / tokensLeft;
            tokensLeft -= d;
        }
        IListingPair(pair).sync();
        // What was topped up is the presale's (through its LP): it counts as listed.
        return (coinLeft, tokensLeft);
    }

    /// @dev A pool with LP holders at another price: buys or sells at most {MAX_ALIGN_BPS} of the
    /// listing's side to bring it to the listing price; returns what is left to add and the
    /// wrapped coin the swap brought.
    function _trade(ListingOrder calldata o, IListingRouter router, Pool memory p)
        private
        returns (uint256 coinLeft, uint256 tokensLeft, uint256 held)
    {
        coinLeft = o.coinAmount;
        tokensLeft = o.tokenAmount;
        if (p.rToken * coinLeft > p.rCoin * tokensLeft) {
            (uint256 a, uint256 bought) = _buyTokens(o, router, p);
            coinLeft -= a;
            tokensLeft += bought;
        } else if (p.rToken * coinLeft < p.rCoin * tokensLeft) {
            (uint256 a, uint256 got) = _sellTokens(o, router, p);
            tokensLeft -= a;
            coinLeft += got;
            if (o.coin == address(0)) held = got;
        }
    }

    /// @dev The DEX's share kept of an input, in millionths (997,000 on Uniswap, 997,500 on
    /// PancakeSwap): its own quote of a small input against deep equal reserves, less its rounding.
    function _kept(IListingRouter router) private pure returns (uint256) {
        return router.getAmountOut(1e6, 1e30, 1e30) + 1;
    }

    /// @dev The pool prices the token below the listing: buys tokens with coin up to the listing
    /// price (at constant product the coin reserve there is sqrt(rToken * rCoin * coin / tokens)).
    function _buyTokens(ListingOrder calldata o, IListingRouter router, Pool memory p)
        private
        returns (uint256 a, uint256 bought)
    {
        a = _amountIn(p.rCoin, Math.mulDiv(p.rToken * p.rCoin, o.coinAmount, o.tokenAmount), _kept(router));
        if (a > o.coinAmount * MAX_ALIGN_BPS / BPS) revert IPresale.PresaleListingPriceMismatch(p.pair, p.rToken, p.rCoin);
        uint256 out = router.getAmountOut(a, p.rCoin, p.rToken);
        if (out == 0) return (0, 0);
        uint256 arrived = _sendCoin(o.coin, p.paired, p.pair, a, 0);
        if (arrived != a) out = router.getAmountOut(arrived, p.rCoin, p.rToken);
        IERC20 token = IERC20(o.token);
        uint256 before = token.balanceOf(address(this));
        IListingPair(p.pair).swap(p.tokenFirst ? out : 0, p.tokenFirst ? 0 : out, address(this), "");
        bought = token.balanceOf(address(this)) - before;
        emit IPresale.PresalePoolAligned(p.pair, false, a, bought);
    }

    /// @dev The pool prices the token above the listing: sells tokens for coin down to it.
    function _sellTokens(ListingOrder calldata o, IListingRouter router, Pool memory p)
        private
        returns (uint256 a, uint256 got)
    {
        a = _amountIn(p.rToken, Math.mulDiv(p.rToken * p.rCoin, o.tokenAmount, o.coinAmount), _kept(router));
        if (a > o.tokenAmount * MAX_ALIGN_BPS / BPS) {
            revert IPresale.PresaleListingPriceMismatch(p.pair, p.rToken, p.rCoin);
        }
        uint256 out = router.getAmountOut(a, p.rToken, p.rCoin);
        if (out == 0) return (0, 0);
        _sendToken(o.token, p.pair, a);
        IERC20 coin = IERC20(p.paired);
        uint256 before = coin.balanceOf(address(this));
        IListingPair(p.pair).swap(p.tokenFirst ? 0 : out, p.tokenFirst ? out : 0, address(this), "");
        got = coin.balanceOf(address(this)) - before;
        emit IPresale.PresalePoolAligned(p.pair, true, a, got);
    }

    /// @dev The input `a` that brings a pool with input reserve `x` to the price where the input
    /// reserve would be sqrt(`k`) without fees (`k` = x * y * price): the root of
    /// γa² + (1 + γ)xa + x² − k = 0, γ = `kept` / 1e6 being what the DEX keeps of an input.
    function _amountIn(uint256 x, uint256 k, uint256 kept) private pure returns (uint256) {
        uint256 f = (1e6 - kept) * x / 1e6;
        uint256 root = Math.sqrt(Math.mulDiv(k, 4 * kept, 1e6) + f * f);
        uint256 b = (1e6 + kept) * x / 1e6;
        return root > b ? (root - b) * 1e6 / (2 * kept) : 0;
    }

    function _reserves(address pair, bool tokenFirst) private view returns (uint256 rToken, uint256 rCoin) {
        (uint256 r0, uint256 r1,) = IListingPair(pair).getReserves();
        (rToken, rCoin) = tokenFirst ? (r0, r1) : (r1, r0);
    }

    /// @dev Sends tokens to the pair and checks that all arrived (a taxed transfer would list at
    /// another price than promised).
    function _sendToken(address token, address to, uint256 amount) private {
        uint256 before = IERC20(token).balanceOf(to);
        IERC20(token).safeTransfer(to, amount);
        uint256 arrived = IERC20(token).balanceOf(to) - before;
        if (arrived != amount) revert IPresale.PresaleTransferTaxed(token, arrived, amount);
    }

    /// @dev Sends `amount` of the pay coin to `to`, as the wrapped coin when native (`held` of it is
    /// already wrapped, the rest is wrapped now); returns what arrived (less than `amount` only
    /// for a coin that taxes transfers).
    function _sendCoin(address coin, address paired, address to, uint256 amount, uint256 held)
        private
        returns (uint256)
    {
        if (coin == address(0)) {
            if (amount > held) IWETH(paired).deposit{value: amount - held}();
            IERC20(paired).safeTransfer(to, amount);
            return amount;
        }
        uint256 before = IERC20(coin).balanceOf(to);
        IERC20(coin).safeTransfer(to, amount);
        return IERC20(coin).balanceOf(to) - before;
    }
}

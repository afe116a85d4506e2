// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {ReentrancyLock} from "../utils/evm/ReentrancyLock.sol";
import {IUniswapV2Callee} from "./interfaces/IUniswapV2Callee.sol";
import {IUniswapV2Factory} from "./interfaces/IUniswapV2Factory.sol";
import "./AmmErrors.sol" as AmmErrors;

/**
 * @title UniswapV2Pair
 * @notice A constant-product pool of two tokens with a 0.3% swap fee, whose shares are an ERC-20
 * with EIP-2612 permit. Written for TokenBox's local chain with the UniswapV2 pair ABI, so wallets,
 * routers and indexers written for UniswapV2 work with it.
 * @dev The events keep UniswapV2's names (Mint, Burn, Swap, Sync) instead of past tense: indexers
 * match them by topic. The first `MINIMUM_LIQUIDITY` shares are locked at {LOCKED_LIQUIDITY_HOLDER}
 * (OpenZeppelin's ERC20 refuses to mint to the zero address, which UniswapV2 used).
 */
contract UniswapV2Pair is ERC20Permit, ReentrancyLock {
    using SafeERC20 for IERC20;

    /// @notice Shares locked forever by the first deposit, so the share price can never be inflated
    /// to make later deposits round down to nothing.
    uint256 public constant MINIMUM_LIQUIDITY = 1000;

    /// @notice Holder of the locked minimum liquidity; nobody has its key.
    address public constant LOCKED_LIQUIDITY_HOLDER = 0x000000000000000000000000000000000000dEaD;

    /// @notice EIP-2612 permit type hash (exposed like UniswapV2 for clients that read it).
    bytes32 public constant PERMIT_TYPEHASH =
        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");

    /// @notice The factory that created this pair.
    address public immutable factory;
    /// @notice The token with the lower address.
    address public token0;
    /// @notice The token with the higher address.
    address public token1;

    // One storage slot: reserves (112 bits each) and the last update time (32 bits).
    uint112 private _reserve0;
    uint112 private _reserve1;
    uint32 private _blockTimestampLast;

    /// @notice Time-weighted sum of token1/token0 prices (UQ112x112), for TWAP oracles.
    uint256 public price0CumulativeLast;
    /// @notice Time-weighted sum of token0/token1 prices (UQ112x112), for TWAP oracles.
    uint256 public price1CumulativeLast;
    /// @notice reserve0 * reserve1 after the last liquidity event, while the protocol fee is on.
    uint256 public kLast;

    /// @notice `sender` added `amount0` and `amount1` and received shares.
    event Mint(address indexed sender, uint256 amount0, uint256 amount1);
    /// @notice `sender` burned shares; `amount0` and `amount1` went to `to`.
    event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to);
    /// @notice A swap took the given amounts in and paid the given amounts out to `to`.
    event Swap(
        address indexed sender,
        uint256 amount0In,
        uint256 amount1In,
        uint256 amount0Out,
        uint256 amount1Out,
        address indexed to
    );
    /// @notice The reserves are now `reserve0` and `reserve1`.
    event Sync(uint112 reserve0, uint112 reserve1);

    // No constructor arguments: the init code, and so the CREATE2 address, depends on nothing but
    // the two tokens (the salt). The factory is immutable, filled from msg.sender at deployment.
    constructor() ERC20("TokenBox V2 LP", "TBX-V2") ERC20Permit("TokenBox V2 LP") {
        factory = msg.sender;
    }

    /**
     * @notice Sets the pair's tokens; called once by the factory right after deployment.
     * Requirements: the caller is the factory and the pair has no tokens yet.
     * @param token0_ The token with the lower address.
     * @param token1_ The token with the higher address.
     */
    function initialize(address token0_, address token1_) external {
        if (msg.sender != factory || token0 != address(0)) revert AmmErrors.AmmForbidden(msg.sender);
        token0 = token0_;
        token1 = token1_;
    }

    /**
     * @notice The reserves the pricing uses, and when they last changed.
     * @return reserve0 Reserve of token0.
     * @return reserve1 Reserve of token1.
     * @return blockTimestampLast Block timestamp (mod 2**32) of the last update.
     */
    function getReserves() public view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast) {
        reserve0 = _reserve0;
        reserve1 = _reserve1;
        blockTimestampLast = _blockTimestampLast;
    }

    /**
     * @notice Mints shares to `to` for the tokens sent to the pair since the last update.
     * @dev Meant to be called by a router in the same transaction as the token transfers.
     * Requirements: the deposit is worth at least one share (the first deposit: more than
     * MINIMUM_LIQUIDITY). Emits {Mint} and {Sync}.
     * @param to Receiver of the shares.
     * @return liquidity Shares minted.
     */
    function mint(address to) external nonReentrant returns (uint256 liquidity) {
        (uint112 reserve0, uint112 reserve1,) = getReserves();
        uint256 balance0 = IERC20(token0).balanceOf(address(this));
        uint256 balance1 = IERC20(token1).balanceOf(address(this));
        uint256 amount0 = balance0 - reserve0;
        uint256 amount1 = balance1 - reserve1;

        bool feeOn = _mintFee(reserve0, reserve1);
        // Read after _mintFee, which may have minted protocol shares.
        uint256 supply = totalSupply();
        if (supply == 0) {
            uint256 rootK = Math.sqrt(amount0 * amount1);
            if (rootK <= MINIMUM_LIQUIDITY) revert AmmErrors.AmmInsufficientLiquidityMinted();
            unchecked {
                // rootK > MINIMUM_LIQUIDITY was checked just above.
                liquidity = rootK - MINIMUM_LIQUIDITY;
            }
            _mint(LOCKED_LIQUIDITY_HOLDER, MINIMUM_LIQUIDITY);
        } else {
            liquidity = Math.min((amount0 * supply) / reserve0, (amount1 * supply) / reserve1);
        }
        if (liquidity == 0) revert AmmErrors.AmmInsufficientLiquidityMinted();
        _mint(to, liquidity);

        _updateReserves(balance0, balance1, reserve0, reserve1);
        if (feeOn) kLast = uint256(_reserve0) * _reserve1;
        emit Mint(msg.sender, amount0, amount1);
    }

    /**
     * @notice Burns the shares sent to the pair and pays their part of both reserves to `to`.
     * Requirements: the shares are worth more than zero of each token. Emits {Burn} and {Sync}.
     * @param to Receiver of the tokens.
     * @return amount0 Token0 paid out.
     * @return amount1 Token1 paid out.
     */
    function burn(address to) external nonReentrant returns (uint256 amount0, uint256 amount1) {
        (uint112 reserve0, uint112 reserve1,) = getReserves();
        address token0_ = token0;
        address token1_ = token1;
        uint256 balance0 = IERC20(token0_).balanceOf(address(this));
        uint256 balance1 = IERC20(token1_).balanceOf(address(this));
        uint256 liquidity = balanceOf(address(this));

        bool feeOn = _mintFee(reserve0, reserve1);
        uint256 supply = totalSupply();
        // Pro rata of balances (not reserves), so tokens sent by mistake go to share holders.
        amount0 = (liquidity * balance0) / supply;
        amount1 = (liquidity * balance1) / supply;
        if (amount0 == 0 || amount1 == 0) revert AmmErrors.AmmInsufficientLiquidityBurned();
        _burn(address(this), liquidity);
        IERC20(token0_).safeTransfer(to, amount0);
        IERC20(token1_).safeTransfer(to, amount1);

        balance0 = IERC20(token0_).balanceOf(address(this));
        balance1 = IERC20(token1_).balanceOf(address(this));
        _updateReserves(balance0, balance1, reserve0, reserve1);
        if (feeOn) kLast = uint256(_reserve0) * _reserve1;
        emit Burn(msg.sender, amount0, amount1, to);
    }

    /**
     * @notice Pays out the given amounts to `to`, then requires the tokens sent in (before or, for a
     * flash swap, during the `uniswapV2Call` callback) to keep the constant product after the fee.
     * Requirements: some output, less than each reserve; `to` is not a pool token; the product of
     * the fee-adjusted balances is at least the product of the reserves. Emits {Swap} and {Sync}.
     * @param amount0Out Token0 to pay out.
     * @param amount1Out Token1 to pay out.
     * @param to Receiver of the output.
     * @param data When not empty, `to` is called back with it (flash swap).
     */
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external nonReentrant {
        if (amount0Out == 0 && amount1Out == 0) revert AmmErrors.AmmInsufficientOutputAmount(0, 1);
        (uint112 reserve0, uint112 reserve1,) = getReserves();
        if (amount0Out >= reserve0 || amount1Out >= reserve1) revert AmmErrors.AmmInsufficientLiquidity();

        uint256 balance0;
        uint256 balance1;
        {
            // Scoped so the token addresses leave the stack before the K check.
            address token0_ = token0;
            address token1_ = token1;
            if (to == token0_ || to == token1_) revert AmmErrors.AmmInvalidTo(to);
            if (amount0Out > 0) IERC20(token0_).safeTransfer(to, amount0Out);
            if (amount1Out > 0) IERC20(token1_).safeTransfer(to, amount1Out);
            if (data.length > 0) IUniswapV2Callee(to).uniswapV2Call(msg.sender, amount0Out, amount1Out, data);
            balance0 = IERC20(token0_).balanceOf(address(this));
            balance1 = IERC20(token1_).balanceOf(address(this));
        }
        uint256 amount0In;
        uint256 amount1In;
        unchecked {
            // amountOut < reserve was checked above, so the subtractions cannot underflow.
            amount0In = balance0 > reserve0 - amount0Out ? balance0 - (reserve0 - amount0Out) : 0;
            amount1In = balance1 > reserve1 - amount1Out ? balance1 - (reserve1 - amount1Out) : 0;
        }
        if (amount0In == 0 && amount1In == 0) revert AmmErrors.AmmInsufficientInputAmount();
        {
            // The fee (0.3%) is charged on the input: 997/1000 of it counts towards K.
            uint256 balance0Adjusted = balance0 * 1000 - amount0In * 3;
            uint256 balance1Adjusted = balance1 * 1000 - amount1In * 3;
            if (balance0Adjusted * balance1Adjusted < uint256(reserve0) * reserve1 * 1_000_000) {
                revert AmmErrors.AmmKInvariant();
            }
        }
        _updateReserves(balance0, balance1, reserve0, reserve1);
        emit Swap(msg.sender, amount0In, amount1In, amount0Out, amount1Out, to);
    }

    /**
     * @notice Sends `to` whatever the pair holds above its reserves.
     * @param to Receiver of the excess.
     */
    function skim(address to) external nonReentrant {
        address token0_ = token0;
        address token1_ = token1;
        IERC20(token0_).safeTransfer(to, IERC20(token0_).balanceOf(address(this)) - _reserve0);
        IERC20(token1_).safeTransfer(to, IERC20(token1_).balanceOf(address(this)) - _reserve1);
    }

    /// @notice Sets the reserves to the pair's balances. Emits {Sync}.
    function sync() external nonReentrant {
        _updateReserves(
            IERC20(token0).balanceOf(address(this)), IERC20(token1).balanceOf(address(this)), _reserve0, _reserve1
        );
    }

    // Stores new reserves and, once per block, adds the previous prices to the accumulators.
    function _updateReserves(uint256 balance0, uint256 balance1, uint112 reserve0, uint112 reserve1) private {
        if (balance0 > type(uint112).max || balance1 > type(uint112).max) {
            revert AmmErrors.AmmOverflow(balance0, balance1);
        }
        uint32 blockTimestamp = uint32(block.timestamp);
        unchecked {
            // Wrapping is intended: oracles take differences of timestamps and accumulators, which
            // stay correct modulo 2**32 and 2**256.
            uint32 timeElapsed = blockTimestamp - _blockTimestampLast;
            if (timeElapsed > 0 && reserve0 != 0 && reserve1 != 0) {
                price0CumulativeLast += ((uint256(reserve1) << 112) / reserve0) * timeElapsed;
                price1CumulativeLast += ((uint256(reserve0) << 112) / reserve1) * timeElapsed;
            }
        }
        _reserve0 = uint112(balance0);
        _reserve1 = uint112(balance1);
        _blockTimestampLast = blockTimestamp;
        emit Sync(uint112(balance0), uint112(balance1));
    }

    // When the factory's feeTo is set, mints it 1/6 of the growth of sqrt(k) since the last
    // liquidity event: that is the protocol's share of the 0.3% fee.
    function _mintFee(uint112 reserve0, uint112 reserve1) private returns (bool feeOn) {
        address feeTo = IUniswapV2Factory(factory).feeTo();
        feeOn = feeTo != address(0);
        uint256 kLast_ = kLast;
        if (feeOn) {
            if (kLast_ != 0) {
                uint256 rootK = Math.sqrt(uint256(reserve0) * reserve1);
                uint256 rootKLast = Math.sqrt(kLast_);
                if (rootK > rootKLast) {
                    uint256 numerator = totalSupply() * (rootK - rootKLast);
                    uint256 denominator = rootK * 5 + rootKLast;
                    uint256 liquidity = numerator / denominator;
                    if (liquidity > 0) _mint(feeTo, liquidity);
                }
            }
        } else if (kLast_ != 0) {
            kLast = 0;
        }
    }
}

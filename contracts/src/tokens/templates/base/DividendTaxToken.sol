// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IUniswapV2RouterBasics} from "../../../dex/interfaces/IUniswapV2RouterBasics.sol";
import {IUniswapV2RouterSwaps} from "../../../dex/interfaces/IUniswapV2RouterSwaps.sol";
import {DividendSettings, IDividendTracker} from "../../dividends/IDividendTracker.sol";
import {TaxToken, TaxTokenConfig} from "../TaxToken.sol";

/// @notice Dividend settings of a {DividendToken} or {LpDividendToken}, beside its {TaxTokenConfig}.
struct DividendConfig {
    /// The chain's shared {DividendTracker} (deployed once per chain, before the first dividend token).
    address tracker;
    /// Coin the dividends are paid in: address(0) for the chain's native coin, else any ERC-20: the
    /// pair's quote coin, or a coin with a pool against the quote coin on the same router (the reward
    /// share is swapped through it). Fixed for the token's life.
    address coin;
    /// Smallest share that earns (token base units; LP base units for LP dividends).
    uint128 minHolding;
    /// Least seconds between two automatic payouts to one holder (at most 30 days).
    uint64 claimWait;
    /// Gas each automatic processing may use (0 = off, else {DividendTaxToken-MIN_PROCESS_GAS} to
    /// {DividendTaxToken-MAX_PROCESS_GAS}).
    uint32 processGas;
    /// Accounts that never earn, besides the pair, the router, the token and 0x…dEaD (at most 98).
    address[] excluded;
}

/**
 * @title DividendTaxToken
 * @notice The part the two dividend templates share: a {TaxToken} whose reward share pays dividends
 * through the chain's shared {DividendTracker}. The token opens its book at deployment, reports the
 * shares of both sides of every transfer, turns each swap-back's reward share into the dividend coin
 * and deposits it, and pays holders in turn with gas-bounded processing. What a share is (a token
 * balance or an LP balance) is decided by the template ({_shareOf}, {_shareSource}).
 *
 * Processing runs (1) right after a swap-back's deposit and (2) after a transfer to an account
 * without code (a wallet transfer or a buy), each time only when the transaction carries at least
 * {processGas} plus {PROCESS_GAS_RESERVE} gas, and never with more than {processGas}. Never after a
 * transfer to a contract: tokens sent to a UniswapV2 pair wait there for the sender's swap, and a
 * paid holder must not get the chance to take them. A wallet's gas estimate finds the cheaper path
 * without processing, so callers that want holders paid send more gas. Anyone can also pay holders
 * with the tracker's `process(token, gasLimit)` (the "manual dividend"; the token has no wrapper for
 * it, which would not fit under EIP-170's 24,576 bytes beside {LpDividendToken}'s LP reports), and
 * every holder can `claim(token)` from the tracker at any time.
 *
 * What it leaves to the tracker: shares of accounts paid by the tax itself (inviters, airdrop
 * addresses, fomo winners) are reported at their next transfer, or by anyone with the tracker's
 * `syncShares(token, holders)`, which reads the share source.
 */
abstract contract DividendTaxToken is TaxToken {
    using SafeERC20 for IERC20;

    /// @notice Least non-zero {processGas}: below it the tracker, which keeps enough gas back to
    /// finish a payout, could pay nobody.
    uint32 public constant MIN_PROCESS_GAS = 200_000;
    /// @notice Most gas one automatic processing may use (it is paid by whoever sends the transfer).
    uint32 public constant MAX_PROCESS_GAS = 500_000;
    /// @notice Gas a transaction must still have beyond {processGas} for processing to start: what
    /// the rest of a sell through the router needs after the token's part.
    uint32 public constant PROCESS_GAS_RESERVE = 150_000;

    address private constant DEAD = 0x000000000000000000000000000000000000dEaD;

    /// @notice The chain's shared dividend tracker that keeps this token's book.
    IDividendTracker public immutable dividendTracker;
    /// @notice The dividend coin (address(0) = the native coin).
    address public immutable dividendCoin;
    // Last coin of the swap path: the dividend coin, or the router's WETH for the native coin. Equal
    // to the quote coin when the reward share needs no swap.
    address private immutable _swapOut;

    /// @notice Gas each automatic processing may use (0 = off).
    uint32 public processGas;

    /// @notice The minimum holding or the claim wait changed.
    event DividendRulesUpdated(uint256 minHolding, uint256 claimWait);
    /// @notice `account` no longer earns dividends (true) or earns again (false).
    event DividendExclusionChanged(address indexed account, bool excluded);
    /// @notice {processGas} changed.
    event ProcessGasUpdated(uint256 processGas);
    /// @notice `sender` added `amount` of the dividend coin for the holders.
    event DividendsDistributed(address indexed sender, uint256 amount);

    /// @notice A dividend coin the token cannot use: the token itself, or WETH as an ERC-20 beside a
    /// native quote (choose the native coin, address(0), there).
    error TokenDividendCoinInvalid(address coin);
    /// @notice A {processGas} that is neither 0 nor between the minimum and the maximum.
    error TokenProcessGasOutOfRange(uint256 processGas, uint256 minimum, uint256 maximum);
    /// @notice The pair, the token, 0x…dEaD and the zero address never earn.
    error TokenDividendExclusionFixed(address account);
    /// @notice A distribution of zero, or native coin sent with a different amount (or with an ERC-20
    /// dividend coin).
    error TokenDividendAmountInvalid(uint256 amount, uint256 value);

    /// @param config The tax token settings; see {TaxTokenConfig}. The reward share pays dividends.
    /// @param dividend The dividend settings; see {DividendConfig}.
    constructor(TaxTokenConfig memory config, DividendConfig memory dividend) TaxToken(config) {
        if (dividend.tracker == address(0)) revert TokenZeroAddress();
        address coin = dividend.coin;
        address quote = quoteToken;
        address out = coin == address(0) ? IUniswapV2RouterBasics(router).WETH() : coin;
        // A native quote pays the reward share in the native coin: WETH as an ERC-20 coin would need
        // wrapping it back, so the native coin itself (address(0)) is the choice there.
        if (coin == address(this) || (nativeQuote && coin == quote)) revert TokenDividendCoinInvalid(coin);
        dividendTracker = IDividendTracker(dividend.tracker);
        dividendCoin = coin;
        _swapOut = out;
        _setProcessGas(dividend.processGas);

        address[] memory excluded = new address[](dividend.excluded.length + 2);
        excluded[0] = pair;
        excluded[1] = router;
        for (uint256 i; i < dividend.excluded.length; ++i) {
            excluded[i + 2] = dividend.excluded[i];
        }
        IDividendTracker(dividend.tracker).register(
            DividendSettings(coin, _shareSource(), dividend.minHolding, dividend.claimWait), excluded
        );
        if (coin != address(0)) IERC20(coin).forceApprove(dividend.tracker, type(uint256).max);
        if (!nativeQuote && out != quote) IERC20(quote).forceApprove(router, type(uint256).max);
        // The initial mint skipped the transfer hook: the owner's share (for LP dividends zero, as
        // the owner holds no LP yet).
        _report(config.owner);
    }

    /// @notice Accepts the native coin from the swap receiver (a native reward share) and from the
    /// router (a reward share swapped to the native coin).
    receive() external payable override {
        if (msg.sender != swapReceiver && msg.sender != router) revert TokenNativeNotAccepted(msg.sender);
    }

    // ------------------------------------------------------------------ dividends

    /**
     * @notice Adds `amount` of the dividend coin for the holders, from the caller's wallet: the
     * "manual dividend" (usually the owner's; anyone may give). Native coin: send it along with
     * `amount` equal to the value. ERC-20: approve this token (not the tracker) for `amount` first.
     * The tracker credits what arrived; holders are paid by processing or claim it.
     * Emits {DividendsDistributed} (and the tracker's {IDividendTracker-DividendsDeposited}).
     * @param amount Base units of the dividend coin.
     */
    function distributeDividends(uint256 amount) external payable {
        address coin = dividendCoin;
        if (amount == 0 || msg.value != (coin == address(0) ? amount : 0)) {
            revert TokenDividendAmountInvalid(amount, msg.value);
        }
        if (coin != address(0)) IERC20(coin).safeTransferFrom(msg.sender, address(this), amount);
        _depositHeld();
        emit DividendsDistributed(msg.sender, amount);
    }

    // ------------------------------------------------------------------ owner powers

    /**
     * @notice Sets the smallest share that earns and the least time between two automatic payouts
     * to one holder. Owner only. A new minimum applies to each holder at its next report (or when
     * anyone calls the tracker's `syncShares`). Emits {DividendRulesUpdated}.
     * @param minHolding Smallest earning share (token base units; LP base units for LP dividends).
     * @param claimWait Seconds, at most 30 days (else the tracker's `DividendClaimWaitTooLong`).
     */
    function setDividendRules(uint128 minHolding, uint64 claimWait) external onlyOwner {
        dividendTracker.updateSettings(DividendSettings(dividendCoin, _shareSource(), minHolding, claimWait));
        emit DividendRulesUpdated(minHolding, claimWait);
    }

    /**
     * @notice Stops `account` from earning (what it earned stays claimable) or lets it earn again
     * (its current share is reported at once). Owner only; the pair, the token, 0x…dEaD and the zero
     * address can never earn. Emits {DividendExclusionChanged}.
     * @param account The account.
     * @param excluded True to exclude.
     */
    function setDividendExcluded(address account, bool excluded) external onlyOwner {
        if (account == pair || account == address(this) || account == DEAD || account == address(0)) {
            revert TokenDividendExclusionFixed(account);
        }
        dividendTracker.setExcluded(account, excluded);
        if (!excluded) _report(account);
        emit DividendExclusionChanged(account, excluded);
    }

    /**
     * @notice Sets the gas each automatic processing may use. Owner only; 0 (off) or from
     * {MIN_PROCESS_GAS} to {MAX_PROCESS_GAS}. Emits {ProcessGasUpdated}.
     * @param gasLimit The gas.
     */
    function setProcessGas(uint256 gasLimit) external onlyOwner {
        _setProcessGas(gasLimit);
    }

    // ------------------------------------------------------------------ hooks

    /// @dev Reports both sides' shares, then processes when the receiver is not a contract (see the
    /// contract notes) and the transaction carries the gas.
    function _afterTokenTransfer(address from, address to) internal virtual override {
        _report(from);
        _report(to);
        // The cheap gas check first: estimated transactions never carry the gas, and skip the rest.
        if (gasleft() >= MIN_PROCESS_GAS + PROCESS_GAS_RESERVE && to.code.length == 0) _processIfGasAllows();
    }

    /// @dev The reward share of a swap-back, held in the quote coin: swapped to the dividend coin
    /// when that is another coin (output to this token, which is in none of the path's pools), then
    /// deposited, then processed. Runs inside the swap-back, before the seller's tokens move: a
    /// failure here undoes the swap-back alone and the sell goes through.
    function _handleRewardShare(uint256 quoteAmount) internal override {
        address quote = quoteToken;
        address out = _swapOut;
        if (out != quote) {
            address[] memory path = new address[](2);
            path[0] = quote;
            path[1] = out;
            IUniswapV2RouterSwaps swaps = IUniswapV2RouterSwaps(router);
            // Like the swap-back itself, no minimum output: the reward share is small against the pools.
            if (nativeQuote) {
                swaps.swapExactETHForTokensSupportingFeeOnTransferTokens{value: quoteAmount}(
                    0, path, address(this), block.timestamp
                );
            } else if (dividendCoin == address(0)) {
                swaps.swapExactTokensForETHSupportingFeeOnTransferTokens(
                    quoteAmount, 0, path, address(this), block.timestamp
                );
            } else {
                swaps.swapExactTokensForTokensSupportingFeeOnTransferTokens(
                    quoteAmount, 0, path, address(this), block.timestamp
                );
            }
        }
        _depositHeld();
        _processIfGasAllows();
    }

    function _rewardShareAllowed() internal pure override returns (bool) {
        return true;
    }

    /// @dev `account`'s share: its balance for holder dividends, its LP balance for LP dividends.
    function _shareOf(address account) internal view virtual returns (uint256);

    /// @dev The ERC-20 whose balances are the shares (the tracker's `syncShares` reads it).
    function _shareSource() internal view virtual returns (address);

    /// @dev Reports `account`'s share to the tracker; the pair and the zero address never earn, so
    /// they are skipped without a call.
    function _report(address account) internal {
        if (account == pair || account == address(0)) return;
        dividendTracker.setShare(account, _shareOf(account));
    }

    // ------------------------------------------------------------------ internals

    /// @dev Deposits all the dividend coin this token holds: what just arrived, plus anything sent to
    /// it outside a deposit, which can only ever go to the holders.
    function _depositHeld() private {
        address coin = dividendCoin;
        if (coin == address(0)) {
            uint256 balance = address(this).balance;
            if (balance != 0) dividendTracker.depositNative{value: balance}();
        } else {
            uint256 balance = IERC20(coin).balanceOf(address(this));
            if (balance != 0) dividendTracker.depositToken(balance);
        }
    }

    /// @dev Pays holders with exactly {processGas} gas when the transaction has that much plus
    /// {PROCESS_GAS_RESERVE} left. The tracker never reverts for a holder, but any failure is caught
    /// anyway: a transfer must never fail because of processing.
    function _processIfGasAllows() private {
        uint256 gasLimit = processGas;
        if (gasLimit == 0 || gasleft() < gasLimit + PROCESS_GAS_RESERVE) return;
        try dividendTracker.process{gas: gasLimit}(address(this), gasLimit) {} catch {}
    }

    function _setProcessGas(uint256 gasLimit) private {
        if (gasLimit != 0 && (gasLimit < MIN_PROCESS_GAS || gasLimit > MAX_PROCESS_GAS)) {
            revert TokenProcessGasOutOfRange(gasLimit, MIN_PROCESS_GAS, MAX_PROCESS_GAS);
        }
        // Cast is safe: at most MAX_PROCESS_GAS.
        processGas = uint32(gasLimit);
        emit ProcessGasUpdated(gasLimit);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IUniswapV2RouterBasics} from "../../../dex/interfaces/IUniswapV2RouterBasics.sol";
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
 * through the chain's shared {DividendTracker}. The token opens its book at deployment, turns each
 * swap-back's reward share into the dividend coin and deposits it, and pays holders in turn with
 * gas-bounded processing. What a share is is decided by the template ({_shareSource}): the holder's
 * token balance, which this token reports after both sides of every transfer ({DividendToken}), or
 * LP of the token's pair staked in the tracker, which nobody reports ({LpDividendToken}).
 *
 * A tracker can never make a transfer revert. Every call a transfer makes to it (share reports,
 * processing) is a plain call with a fixed gas allowance ({REPORT_GAS}, {processGas}) whose outcome
 * is ignored: a tracker that reverts, burns its gas or returns garbage costs the transfer at most
 * that allowance and stops nobody. A transfer reverts instead when it does not carry the allowance
 * ({TokenTrackerGasTooLow}), so that a wallet's gas estimate always gives an honest tracker all of
 * it. (The tracker is a constructor argument: the screens of TokenBox name a tracker that is not the
 * chain's TokenBox tracker as a risk, since its books could pay nobody.)
 *
 * Processing runs (1) right after a swap-back's deposit and (2) after a transfer to an account
 * without code (a wallet transfer or a buy), each time only when the transaction carries at least
 * {processGas} plus {PROCESS_GAS_RESERVE} gas, and never with more than {processGas}. Never after a
 * transfer to a contract: tokens sent to a UniswapV2 pair wait there for the sender's swap, and a
 * paid holder must not get the chance to take them. A wallet's gas estimate finds the cheaper path
 * without processing, so callers that want holders paid send more gas. Anyone can also pay holders
 * with the tracker's `process(token, gasLimit)`, add dividends from a wallet with the tracker's
 * `distribute(token, amount)` (the "manual dividend"; the token has no wrapper for either, kept out
 * to leave 2 kB of EIP-170's 24,576 bytes), and every holder can `claim(token)` from the tracker at
 * any time.
 *
 * What it leaves to the tracker: balances of accounts paid by the tax itself (inviters, airdrop
 * addresses, fomo winners) are reported at their next transfer, or by anyone with the tracker's
 * `syncShares(token, holders)`, which reads this token's balances (holder dividends only).
 */
abstract contract DividendTaxToken is TaxToken {
    using SafeERC20 for IERC20;

    /// @notice Least non-zero {processGas}: enough for the tracker to pay at least one holder in every
    /// coin. Before each payout the tracker keeps back the payout's gas plus 1/63 of it plus 100,000
    /// (252,381 for an ERC-20 coin, whose transfer gets 150,000) after reading the book; 300,000 leaves
    /// room for that reading (tested with an ERC-20 coin).
    uint32 public constant MIN_PROCESS_GAS = 300_000;
    /// @notice Most gas one automatic processing may use (it is paid by whoever sends the transfer).
    uint32 public constant MAX_PROCESS_GAS = 500_000;
    /// @notice Gas a transaction must still have beyond {processGas} for processing to start: what
    /// the rest of a sell through the router needs after the token's part.
    uint32 internal constant PROCESS_GAS_RESERVE = 150_000;
    /// @notice Gas each share report gives the tracker: an honest tracker's report of a new holder
    /// (a share, its queue entry and the event) uses about 80,000.
    uint32 internal constant REPORT_GAS = 120_000;
    /// @notice Gas a swap-back gives the tracker to deposit the reward share: an honest deposit uses
    /// about 40,000 (native) to 80,000 (an ERC-20 coin); a coin that is itself a dividend token needs
    /// its own reports on top.
    uint32 internal constant DEPOSIT_GAS = 400_000;
    // Gas the caller spends on a tracker call besides the allowance (a cold account, value, the call).
    uint256 private constant TRACKER_CALL_OVERHEAD = 12_000;

    // Size (EIP-170 in the london build, for the sale variants): the gas constants below the two
    // bounds, the dividend coin and the events of the rule and exclusion changes have no copy here.
    // Each is public where it is kept: the coin and both changes in the tracker (`dividendCoin(token)`,
    // `getBook(token)`, its {IDividendTracker-DividendSettingsUpdated} and
    // {IDividendTracker-DividendExclusionUpdated}, emitted in the owner's own transaction), the
    // constants in the verified source.

    /// @notice The chain's shared dividend tracker that keeps this token's book.
    IDividendTracker public immutable dividendTracker;
    /// @dev The dividend coin (address(0) = the native coin); public as the tracker's `dividendCoin(token)`.
    address internal immutable dividendCoin;
    // Where the swap engine swaps the reward share to: the dividend coin, or the router's WETH for
    // the native coin; address(0) when the quote coin is the dividend coin (no swap).
    address private immutable _rewardSwap;

    /// @notice Gas each automatic processing may use (0 = off).
    uint32 public processGas;

    /// @notice {processGas} changed.
    event ProcessGasUpdated(uint256 processGas);

    /// @notice A dividend coin the token cannot use: the token itself, or WETH as an ERC-20 beside a
    /// native quote (choose the native coin, address(0), there).
    error TokenDividendCoinInvalid(address coin);
    /// @notice A {processGas} that is neither 0 nor between the minimum and the maximum.
    error TokenProcessGasOutOfRange(uint256 processGas, uint256 minimum, uint256 maximum);
    /// @notice The pair, the token, 0x…dEaD and the zero address never earn.
    error TokenDividendExclusionFixed(address account);
    /// @notice The transaction's gas ran too low to give the tracker its fixed allowance: send it with
    /// more gas (a wallet's estimate does).
    error TokenTrackerGasTooLow();

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
        _rewardSwap = out == quote ? address(0) : out;
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
        // The initial mint skipped the transfer hook: the owner's share (LP dividends have none).
        _report(config.owner);
    }

    /// @notice Accepts the native coin from the swap engine (a native reward share) and from the
    /// router (a reward share swapped to the native coin).
    receive() external payable virtual override {
        if (msg.sender != swapEngine && msg.sender != router) revert TokenNativeNotAccepted(msg.sender);
    }

    // ------------------------------------------------------------------ owner powers

    /**
     * @notice Sets the smallest share that earns and the least time between two automatic payouts
     * to one holder. Owner only. A new minimum applies to each holder at its next report, stake or
     * unstake (or when anyone calls the tracker's `syncShares`). The tracker emits
     * {IDividendTracker-DividendSettingsUpdated} for this token (the token emits no copy of it).
     * @param minHolding Smallest earning share (token base units; LP base units for LP dividends).
     * @param claimWait Seconds, at most 30 days (else the tracker's `DividendClaimWaitTooLong`).
     */
    function setDividendRules(uint128 minHolding, uint64 claimWait) external onlyOwner {
        _callOrRevert(
            address(dividendTracker),
            0,
            abi.encodeCall(
                IDividendTracker.updateSettings, (DividendSettings(dividendCoin, _shareSource(), minHolding, claimWait))
            )
        );
    }

    /**
     * @notice Stops `account` from earning (what it earned stays claimable) or lets it earn again
     * (its current balance is reported at once; for LP dividends its stake counts again). Owner only; the pair, the token, 0x…dEaD and the zero
     * address can never earn. The tracker emits {IDividendTracker-DividendExclusionUpdated} for this
     * token (the token emits no copy of it).
     * @param account The account.
     * @param excluded True to exclude.
     */
    function setDividendExcluded(address account, bool excluded) external onlyOwner {
        if (account == pair || account == address(this) || account == DEAD || account == address(0)) {
            revert TokenDividendExclusionFixed(account);
        }
        _callOrRevert(address(dividendTracker), 0, abi.encodeCall(IDividendTracker.setExcluded, (account, excluded)));
        if (!excluded) _report(account);
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

    /// @dev Reports both sides' balances (holder dividends), then processes when the receiver is not
    /// a contract (see the contract notes) and the transaction carries the gas.
    function _afterTokenTransfer(address from, address to) internal virtual override {
        _report(from);
        _report(to);
        // The cheap gas check first: estimated transactions never carry the gas, and skip the rest.
        if (gasleft() >= MIN_PROCESS_GAS + PROCESS_GAS_RESERVE && to.code.length == 0) _processIfGasAllows();
    }

    /// @dev The reward share of a swap-back, already turned into the dividend coin by the swap engine
    /// (see {_rewardSwapTo}) and held here: deposited, then processed. Runs inside the swap-back,
    /// before the seller's tokens move: a failure here undoes the swap-back alone and the sell goes
    /// through.
    function _handleRewardShare(uint256) internal virtual override {
        _depositHeld();
        _processIfGasAllows();
    }

    /// @dev The engine swaps the reward share to the dividend coin (through this token's router,
    /// paid to this token, which is in none of the path's pools) unless the quote coin is it.
    function _rewardSwapTo() internal view virtual override returns (address) {
        return _rewardSwap;
    }

    function _rewardNative() internal view virtual override returns (bool) {
        return dividendCoin == address(0);
    }

    function _rewardShareAllowed() internal pure virtual override returns (bool) {
        return true;
    }

    /// @dev `account`'s share: its balance for holder dividends, its LP balance for LP dividends.
    /// @dev Whether shares are token balances reported by this token (true), or stakes in the
    /// tracker that nobody reports (false, LP dividends).
    function _reportsBalances() internal pure virtual returns (bool);

    /// @dev The tracker's share source: this token (balances) or the pair (staked LP).
    function _shareSource() internal view virtual returns (address);

    /// @dev Reports `account`'s balance to the tracker, in isolation ({_callTracker}); the pair and the
    /// zero address never earn, so they are skipped without a call, and so is everything in LP mode.
    function _report(address account) internal {
        if (!_reportsBalances() || account == pair || account == address(0)) return;
        _callTracker(0, abi.encodeCall(IDividendTracker.setShare, (account, balanceOf(account))), REPORT_GAS, false);
    }

    // ------------------------------------------------------------------ internals

    /// @dev Deposits all the dividend coin this token holds: what just arrived, plus anything sent to
    /// it outside a deposit (or left by a deposit that failed), which can only ever go to the holders.
    /// In isolation like every tracker call of a transfer (it runs in a swap-back): a tracker that
    /// refuses only leaves the coin here for the next deposit.
    function _depositHeld() private {
        address coin = dividendCoin;
        uint256 balance = coin == address(0) ? address(this).balance : IERC20(coin).balanceOf(address(this));
        if (balance == 0) return;
        (uint256 value, bytes memory data) = coin == address(0)
            ? (balance, abi.encodeCall(IDividendTracker.depositNative, ()))
            : (uint256(0), abi.encodeCall(IDividendTracker.depositToken, (balance)));
        _callTracker(value, data, DEPOSIT_GAS, true);
    }

    /// @dev Pays holders with exactly {processGas} gas when the transaction has that much plus
    /// {PROCESS_GAS_RESERVE} left, in isolation ({_callTracker}): a transfer never fails because of
    /// processing.
    function _processIfGasAllows() private {
        uint256 gasLimit = processGas;
        if (gasLimit == 0 || gasleft() < gasLimit + PROCESS_GAS_RESERVE) return;
        _callTracker(0, abi.encodeCall(IDividendTracker.process, (address(this), gasLimit)), gasLimit, false);
    }

    /// @dev Calls the tracker with exactly `gasLimit` gas (and `value`) and ignores how it ends. A
    /// plain call, not a Solidity call in `try`: `try` does not catch a target without code or return
    /// data it cannot decode, and would copy whatever the tracker returns. When the transaction could
    /// not give all of `gasLimit` (EIP-150 keeps 1/64 back) it fails first, so a gas estimate never
    /// settles on an amount at which an honest tracker runs out silently: with
    /// {TokenTrackerGasTooLow} in a transfer; inside a swap-back (`inSwapBack`) by using up the
    /// self-call's gas like running out of it would, since a cheap revert there would be caught and
    /// let the sell go through without its swap-back (see {TaxToken-_trySwapBack}).
    function _callTracker(uint256 value, bytes memory data, uint256 gasLimit, bool inSwapBack) private {
        if (gasleft() < gasLimit + gasLimit / 63 + TRACKER_CALL_OVERHEAD) {
            if (inSwapBack) {
                assembly ("memory-safe") {
                    invalid()
                }
            }
            revert TokenTrackerGasTooLow();
        }
        address tracker = address(dividendTracker);
        assembly ("memory-safe") {
            pop(call(gasLimit, tracker, value, add(data, 0x20), mload(data), 0, 0))
        }
    }

    /// @dev Calls `target` with all the gas and bubbles up its revert as it came (the tracker's and
    /// the router's own errors reach the caller unchanged). One low-level call site instead of a
    /// Solidity call per function: 317 bytes of runtime code in the london build, which the sale
    /// variants need under EIP-170. Skips the Solidity call's code-size check on purpose: the
    /// tracker has code (the constructor's `register` call checked it) and so has the router (the
    /// pair came from it).
    function _callOrRevert(address target, uint256 value, bytes memory data) private {
        assembly ("memory-safe") {
            if iszero(call(gas(), target, value, add(data, 0x20), mload(data), 0, 0)) {
                let size := returndatasize()
                let ptr := mload(0x40)
                returndatacopy(ptr, 0, size)
                revert(ptr, size)
            }
        }
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

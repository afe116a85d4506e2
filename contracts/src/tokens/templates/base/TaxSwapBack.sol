// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SwapBackOrder, TaxSwapEngine} from "./TaxSwapEngine.sol";
import {TaxTokenState} from "./TaxTokenState.sol";

/**
 * @title TaxSwapBack
 * @notice Swap-back of a tax token: the liquidity, marketing, team and reward shares collect in the
 * contract and a sell sells them through the pair for the quote coin (in a self-call, so a failure
 * never makes the sell revert), adds the liquidity share to the pair and pays the receivers; the
 * reward share goes to the {_handleRewardShare} extension point. The token keeps the books (which
 * part of what is sold came from sells) and the chain's shared {TaxSwapEngine} does the trading and
 * the paying: the same code in every tax token would cost each one 2 kB of its EIP-170 room and
 * 400,000 gas more to deploy.
 *
 * Storage: `_pendingSellTax` and `swapBackThreshold` (one slot), the swap-back switch, the packed fee
 * shares (to split what is sold), `fomoPool` (never sold), the receivers and the transient
 * the swapping flag. The template's transfer path calls {_trySwapBack} on sells.
 */
abstract contract TaxSwapBack is TaxTokenState {
    // ------------------------------------------------------------------ views

    /// @notice Whether sells trigger swap-back.
    /// @return True when on.
    function swapBackEnabled() external view returns (bool) {
        return _switches & SWITCH_SWAP_BACK != 0;
    }

    /// @notice Tokens waiting for swap-back (the contract's balance minus the fomo pool).
    /// @return Base units.
    function pendingSwapBack() public view returns (uint256) {
        // Tokens without fomo skip the pool's storage read (the pool is always 0 there).
        return fomoEnabled ? balanceOf(address(this)) - fomoPool : balanceOf(address(this));
    }

    // ------------------------------------------------------------------ owner powers

    /**
     * @notice Sets the receivers of the marketing and team shares and of swap-back LP shares.
     * Owner only; none may be the zero address. New receivers are not exempted automatically (use
     * {setExemptions}). Emits {ReceiversUpdated}.
     * @param marketing Marketing wallet.
     * @param team Team wallet.
     * @param liquidity Receiver of LP shares.
     */
    function setReceivers(address marketing, address team, address liquidity) external onlyOwner {
        _setReceivers(marketing, team, liquidity);
    }

    /**
     * @notice Switches swap-back on or off and sets how many tokens one swap-back sells. Owner only.
     * Emits {SwapBackSettingsUpdated}.
     * @param enabled Whether sells trigger swap-back.
     * @param threshold Tokens sold per swap-back (non-zero when enabled).
     */
    function setSwapBack(bool enabled, uint256 threshold) external onlyOwner {
        _setSwapBack(enabled, threshold);
    }

    /**
     * @notice Runs one swap-back; called by the token itself (through `try`, so that a failure
     * reverts the swap-back alone and never the sell that triggered it). The chain's
     * {TaxSwapEngine} does the trading and the payments ({TaxSwapEngine-swapBack}); the reward share
     * it sends back goes to {_handleRewardShare}.
     * @param amount Tokens to sell and distribute.
     */
    function swapBackFromSelf(uint256 amount) external {
        if (msg.sender != address(this)) revert TokenOnlySelf();
        (uint256 liquidity, uint256 team, uint256 reward) = _splitPending(amount);
        uint256 rewardQuote = TaxSwapEngine(payable(swapEngine)).swapBack(
            SwapBackOrder(
                pair,
                quoteToken,
                _tokenIsToken0,
                nativeQuote,
                amount,
                liquidity,
                team,
                reward,
                marketingWallet,
                teamWallet,
                liquidityReceiver,
                _rewardSwapTo(),
                _rewardNative(),
                router
            )
        );
        if (rewardQuote != 0) _handleRewardShare(rewardQuote);
    }

    /**
     * @notice Moves `amount` of this token's swap-back tokens into its pair: the {TaxSwapEngine}'s
     * call back while this token's swap-back runs (the engine is the chain's shared code, fixed by
     * its CREATE2 address, and asks only for the parts of the order this token gave it). Anyone
     * else, or any other time, reverts.
     * @param amount Base units.
     */
    function moveToPair(uint256 amount) external {
        if (msg.sender != swapEngine || !_swapping()) revert TokenOnlySelf();
        super._update(address(this), pair, amount);
    }

    // ------------------------------------------------------------------ internals

    function _setReceivers(address marketing, address team, address liquidity) internal {
        if (marketing == address(0) || team == address(0) || liquidity == address(0)) revert TokenZeroAddress();
        marketingWallet = marketing;
        teamWallet = team;
        liquidityReceiver = liquidity;
        emit ReceiversUpdated(marketing, team, liquidity);
    }

    function _setSwapBack(bool enabled, uint256 threshold) internal {
        if ((enabled && threshold == 0) || threshold > type(uint128).max) {
            revert TokenSwapBackThresholdInvalid(threshold);
        }
        swapBackThreshold = uint128(threshold);
        if (enabled) _switches |= SWITCH_SWAP_BACK;
        else _switches &= ~SWITCH_SWAP_BACK;
        emit SwapBackSettingsUpdated(enabled, threshold);
    }

    /// @dev Runs a swap-back in a self-call so that any failure (no liquidity, a pair that refuses,
    /// an extension hook that reverts) undoes the swap-back alone and the sell goes through; the
    /// tokens wait for the next sell. Gas: the self-call keeps 1/64 of the gas back, so a caller
    /// cannot make the swap-back fail for lack of gas and still have the sell succeed unless it sent
    /// far more gas than either needs (gas estimation finds the amount that runs both). Like every
    /// swap-back, it sells at the pool's price with no minimum, inside someone else's transaction: a
    /// threshold small against the pool keeps its price impact (and any sandwich) small.
    function _trySwapBack() internal {
        uint256 threshold = swapBackThreshold;
        if (pendingSwapBack() < threshold) return;
        _setSwapping(true);
        try this.swapBackFromSelf(threshold) {}
        catch (bytes memory reason) {
            emit SwapBackFailed(threshold, reason);
        }
        _setSwapping(false);
    }

    /// @dev Splits `amount` of the pending tokens into the liquidity, team and reward parts (the
    /// marketing part is the rest): the part that came from sells by the sell shares, the rest by
    /// the buy shares; the sell part is used up in proportion.
    function _splitPending(uint256 amount) internal returns (uint256 liquidity, uint256 team, uint256 reward) {
        uint256 pending = pendingSwapBack();
        uint256 sellPart = _pendingSellTax;
        if (sellPart > pending) sellPart = pending;
        uint256 fromSells = (amount * sellPart) / pending;
        // Cast is safe: fromSells <= sellPart <= _pendingSellTax.
        _pendingSellTax = uint128(sellPart - fromSells);
        (liquidity, team, reward) = _split(fromSells, _sellFees);
        (uint256 buyLiquidity, uint256 buyTeam, uint256 buyReward) = _split(amount - fromSells, _buyFees);
        liquidity += buyLiquidity;
        team += buyTeam;
        reward += buyReward;
    }

    /// @dev The liquidity, team and reward parts of `amount` by the shares `fees` (marketing gets
    /// the rest). All zero when these shares take nothing for swap-back any more (they changed since
    /// the tokens were taxed): the whole amount goes to marketing.
    function _split(uint256 amount, uint96 fees)
        internal
        pure
        returns (uint256 liquidity, uint256 team, uint256 reward)
    {
        liquidity = uint16(fees);
        team = uint16(fees >> 32);
        reward = uint16(fees >> 64);
        uint256 weight = liquidity + uint16(fees >> 16) + team + reward;
        if (weight == 0) return (0, 0, 0);
        liquidity = (amount * liquidity) / weight;
        team = (amount * team) / weight;
        reward = (amount * reward) / weight;
    }
}

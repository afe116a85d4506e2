// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Market314} from "./Market314.sol";

/// @notice The x314 options, beside {Token314Config} (see {X314Token} and {X314SaleToken}).
struct X314Options {
    /// When buys and sells open (seconds); before it the market waits even with liquidity in.
    uint64 tradingStartTime;
    /// Basis points of each trade's tokens burned; counted inside {Market314.MAX_FEE_BPS}.
    uint16 burnBps;
    /// Basis points of each buy fee paid to the buyer's inviter (the rest to the fee receiver).
    uint16 inviteBps;
    /// Least tokens an account must hold to be bound as someone's inviter ({X314Market.bindInviter}).
    uint256 minBindAmount;
}

/**
 * @title X314Market
 * @notice What x314 forks advertise, on top of {Market314}, each keeping the reserve invariant:
 *
 * - A trading start time: before it the market is closed even with liquidity in (only the owner
 *   adds liquidity); it opens by itself at that time. The owner may move it earlier, never later.
 * - Burn on trade: {burnBps} of each trade's tokens are burned. On a buy they come out of the
 *   tokens the reserve gives (the reserve gives the priced amount, the buyer receives it less the
 *   burn); on a sell out of the tokens sold before they are priced (the reserve receives and prices
 *   only the rest). The reserve math is exact either way; the burn counts inside {MAX_FEE_BPS}.
 * - Invitation rewards: an account binds its inviter itself, once, with {bindInviter} (a holder of
 *   at least {minBindAmount}); {inviteBps} of each of its buy fees then goes to that inviter (pushed
 *   with {PAYOUT_GAS}, credited on refusal). It is a share of the fee, so the buyer pays the same
 *   either way and the cap holds. Only the invitee's own call binds: many x314 forks bind whoever
 *   first receives {minBindAmount} from a holder, which lets anyone bind fresh addresses to itself
 *   with dust and take a share of their fees (issue 48, hole 12); a transfer binds nobody here.
 */
abstract contract X314Market is Market314 {
    /// @notice Longest delay accepted between deployment and the trading start.
    uint256 public constant MAX_START_DELAY = 365 days;

    /// @notice See {X314Options}.
    uint16 public immutable burnBps;
    /// @notice See {X314Options}.
    uint16 public immutable inviteBps;
    /// @notice See {X314Options}.
    uint256 public immutable minBindAmount;
    /// @notice When trading opens (see {X314Options}); only ever moves earlier.
    uint64 public tradingStartTime;
    /// @notice Who invited `account` (0 = nobody).
    mapping(address account => address) public inviterOf;

    /// @notice The owner moved the trading start to `tradingStartTime`.
    event TradingStartTimeUpdated(uint64 tradingStartTime);
    /// @notice `inviter` is bound as `account`'s inviter.
    event InviterBound(address indexed account, address indexed inviter);

    /// @notice `inviter` cannot be bound: no invitation share, the caller itself, the caller's own
    /// invitee, or a holder of less than {minBindAmount}.
    error Market314InvalidInviter(address inviter);
    /// @notice The caller already bound `inviter` (once, for ever).
    error Market314AlreadyBound(address inviter);

    /// @notice A new start time must be earlier than the current one (and trading not started).
    error Market314TradingStartNotEarlier(uint64 current, uint64 requested);

    /// @param options The x314 settings; see {X314Options}. The fees were checked by {Market314}
    /// alone; here with the burn added.
    constructor(X314Options memory options) {
        if (options.tradingStartTime > block.timestamp + MAX_START_DELAY) {
            revert Market314InvalidConfig("tradingStartTime");
        }
        if (options.burnBps > MAX_FEE_BPS) revert Market314InvalidConfig("burnBps");
        uint256 room = MAX_FEE_BPS - options.burnBps;
        if (buyFeeBps > room) revert Market314FeeTooHigh(buyFeeBps, room);
        if (sellFeeBps > room) revert Market314FeeTooHigh(sellFeeBps, room);
        if (options.inviteBps > _BPS) revert Market314InvalidConfig("inviteBps");
        if (options.inviteBps > 0 && options.minBindAmount == 0) revert Market314InvalidConfig("minBindAmount");
        tradingStartTime = options.tradingStartTime;
        burnBps = options.burnBps;
        inviteBps = options.inviteBps;
        minBindAmount = options.minBindAmount;
    }

    /**
     * @notice Moves the trading start earlier (a time already past opens trading now).
     * @param newStartTime Earlier than the current start time.
     * @dev Requirements: the owner; trading has not started. Emits {TradingStartTimeUpdated}.
     */
    function setTradingStartTime(uint64 newStartTime) external onlyOwner {
        uint64 current = tradingStartTime;
        if (newStartTime >= current || block.timestamp >= current) {
            revert Market314TradingStartNotEarlier(current, newStartTime);
        }
        tradingStartTime = newStartTime;
        emit TradingStartTimeUpdated(newStartTime);
    }

    function _marketOpen() internal view virtual override returns (bool) {
        return block.timestamp >= tradingStartTime && super._marketOpen();
    }

    // A liquidity lock counts from the trading start when it is later (it can only move earlier).
    function _tradingOpensAt() internal view virtual override returns (uint256) {
        uint256 start = tradingStartTime;
        return start > block.timestamp ? start : block.timestamp;
    }

    function _tradeBurnBps() internal view virtual override returns (uint256) {
        return burnBps;
    }

    function _payBuyFee(address buyer, uint256 fee) internal virtual override {
        address inviter = inviterOf[buyer];
        uint256 share = inviter == address(0) ? 0 : (fee * inviteBps) / _BPS;
        if (share > 0) _pay(inviter, share);
        if (fee > share) _pay(feeReceiver, fee - share);
    }

    /**
     * @notice Binds `inviter` as the caller's inviter, for ever: {inviteBps} of the caller's buy fees
     * go to it from now on (a share of the fee: the caller pays the same).
     * @dev Requirements: an invitation share; the caller has no inviter; `inviter` is not the caller
     * nor the caller's invitee (a loop would bounce shares) and holds at least {minBindAmount}.
     * Emits {InviterBound}.
     */
    function bindInviter(address inviter) external {
        address bound = inviterOf[msg.sender];
        if (bound != address(0)) revert Market314AlreadyBound(bound);
        if (
            inviteBps == 0 || inviter == msg.sender || inviterOf[inviter] == msg.sender
                || balanceOf(inviter) < minBindAmount
        ) revert Market314InvalidInviter(inviter);
        inviterOf[msg.sender] = inviter;
        emit InviterBound(msg.sender, inviter);
    }
}

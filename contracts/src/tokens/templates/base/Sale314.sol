// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SaleMath} from "../../sale/SaleMath.sol";
import {LiquidityFloor} from "../../../utils/LiquidityFloor.sol";
import {Market314, Token314Config} from "./Market314.sol";

/// @notice Deployment settings of a {Sale314Token} (and the sale part of {X314SaleToken}).
struct Sale314Config {
    /// The token and its market; `liquidityTokens` are the tokens the launch pools.
    Token314Config token;
    /// Token base units a buyer receives per whole native coin (10^18 wei).
    uint256 tokensPerCoin;
    /// Most coin the sale accepts in total (wei).
    uint256 hardCap;
    /// Least coin the sale must raise, or buyers take their coin back; 0 = none (one buy is still needed).
    uint256 softCap;
    /// Least total contribution of an address (wei).
    uint256 minContribution;
    /// Most total contribution of an address (wei).
    uint256 maxContribution;
    /// When the sale stops accepting coin (seconds; at most 365 days ahead).
    uint64 endTime;
    /// Basis points of the raised coin the launch puts in the market's coin reserve
    /// ({Sale314.MIN_LIQUIDITY_BPS}, 51%, to 10,000).
    uint16 liquidityBps;
    /// Seconds the liquidity stays locked from the launch, or from the trading start when later
    /// ({Market314.MIN_LOCK_DURATION} .. {Market314.MAX_LOCK_DURATION}).
    uint256 lockDuration;
    /// Receives the raised coin not pooled, and is the liquidity provider (may remove it after the lock).
    address beneficiary;
}

/**
 * @title Sale314
 * @notice A fixed-price sale in front of the built-in market of {Market314}. During the sale
 * anyone buys at `tokensPerCoin` by a plain transfer of the coin or {buySale}, within the
 * per-address minimum and maximum and the hard cap (the part of a payment above a cap goes back
 * in the same transaction); tokens cannot move between holders yet ({Sale314TradingNotStarted}).
 *
 * {launch} (the owner any time once the soft cap is met; anyone after the end or once the hard cap
 * is filled, within {LAUNCH_WINDOW} of the end) puts `liquidityBps` of the raised coin into the
 * market's coin reserve and the tokens that coin buys at the sale price into its token reserve, so
 * the market opens at the sale price whatever was raised (`liquidityTokens` must hold the pool of
 * the hard cap; the rest of it is burned, with the sale tokens not sold), pays the rest of the coin
 * to the beneficiary (pushed with {PAYOUT_GAS}, credited on refusal), locks the liquidity for
 * `lockDuration` (at least {MIN_LOCK_DURATION}) from when trading opens with the beneficiary as its
 * provider, and opens trading. A failed sale (soft cap missed at the end, or no launch within the window) refunds
 * every buyer in full ({claimRefund}), burning the tokens it bought.
 *
 * Coin: before the launch the contract holds every contribution not refunded; after it, the
 * reserve and the credits. Nobody can take the raised coin except as stated here.
 */
abstract contract Sale314 is Market314 {
    /// @notice After the end, how long anyone may launch; past it the sale is failed and refundable.
    uint256 public constant LAUNCH_WINDOW = 30 days;
    /// @notice Longest sale accepted at deployment.
    uint256 public constant MAX_SALE_DURATION = 365 days;
    /// @notice Least share of the raised coin the launch pools, basis points: 51%, so the
    /// beneficiary never takes more than 49% of a raise ({LiquidityFloor}, the launchpad's floor).
    uint256 public constant MIN_LIQUIDITY_BPS = LiquidityFloor.MIN_LIQUIDITY_BPS;

    /// @dev One word per buyer: coin paid and tokens received (both below 2^128: caps below 2^112).
    struct Contribution {
        uint128 coin;
        uint128 tokens;
    }

    /// @notice See {Sale314Config}.
    uint256 public immutable tokensPerCoin;
    /// @notice See {Sale314Config}.
    uint256 public immutable hardCap;
    /// @notice See {Sale314Config}.
    uint256 public immutable softCap;
    /// @notice See {Sale314Config}.
    uint256 public immutable minContribution;
    /// @notice See {Sale314Config}.
    uint256 public immutable maxContribution;
    /// @notice See {Sale314Config}.
    uint256 public immutable endTime;
    /// @notice See {Sale314Config}.
    uint256 public immutable liquidityBps;
    /// @notice See {Sale314Config}.
    uint256 public immutable lockDuration;
    /// @notice See {Sale314Config}.
    address public immutable beneficiary;
    /// @notice Tokens reserved for buyers: what the hard cap buys.
    uint256 public immutable saleTokens;

    /// @notice Coin accepted by the sale (wei).
    uint128 public raised;
    /// @notice Addresses that bought.
    uint64 public buyers;
    /// @notice Whether the launch is done.
    bool public launched;
    /// @notice Tokens sold to buyers (a refund burns them from the buyer and does not lower this).
    uint256 public tokensSold;
    /// @notice Coin paid back to buyers of a failed sale.
    uint256 public refunded;
    mapping(address buyer => Contribution) private _contributions;

    /// @notice `buyer` paid `coin` and received `tokens` at the sale price.
    event SalePurchased(address indexed buyer, uint256 coin, uint256 tokens);
    /// @notice The launch: `coinToReserve` pooled, `coinToBeneficiary` paid, `tokensBurned` burned
    /// (the sale tokens not sold and the liquidity tokens the pool at the sale price did not need).
    event Launched(address indexed caller, uint256 coinToReserve, uint256 coinToBeneficiary, uint256 tokensBurned);
    /// @notice `buyer` took back `coin` after a failed sale; its `tokens` were burned.
    event RefundClaimed(address indexed buyer, uint256 coin, uint256 tokens);

    /// @notice A deployment setting of the sale is out of range; `field` names it.
    error Sale314InvalidConfig(string field);
    /// @notice The sale is over (ended, filled or launched).
    error Sale314NotActive();
    /// @notice The buyer's total contribution would stay below the minimum.
    error Sale314BelowMinimum(uint256 contribution, uint256 minContribution);
    /// @notice The buyer reached the per-address maximum.
    error Sale314AboveMaximum(uint256 contribution, uint256 maxContribution);
    /// @notice The launch needs the soft cap (and at least one buy).
    error Sale314SoftCapNotMet(uint256 raised, uint256 softCap);
    /// @notice The launch is done already.
    error Sale314AlreadyLaunched();
    /// @notice Nobody launched within {LAUNCH_WINDOW} of the end: the sale is refundable.
    error Sale314LaunchWindowClosed(uint256 deadline);
    /// @notice Refunds are for failed sales only.
    error Sale314NotFailed();
    /// @notice `account` has nothing to refund.
    error Sale314NothingToRefund(address account);
    /// @notice Tokens cannot move between holders before the launch.
    error Sale314TradingNotStarted();

    /// @param config The sale settings; see {Sale314Config}.
    constructor(Sale314Config memory config) {
        if (config.tokensPerCoin == 0) revert Sale314InvalidConfig("tokensPerCoin");
        if (config.hardCap == 0 || config.hardCap > type(uint112).max) revert Sale314InvalidConfig("hardCap");
        if (config.softCap > config.hardCap) revert Sale314InvalidConfig("softCap");
        if (!LiquidityFloor.holds(config.liquidityBps)) revert Sale314InvalidConfig("liquidityBps");
        // Every launch has at least one minimum buy; its pooled share must be coin and tokens.
        uint256 minimumPoolCoin = SaleMath.poolCoin(config.minContribution, config.liquidityBps);
        if (
            config.minContribution == 0 || minimumPoolCoin == 0
                || SaleMath.tokensForCoin(minimumPoolCoin, config.tokensPerCoin) == 0
        ) {
            revert Sale314InvalidConfig("minContribution");
        }
        if (config.maxContribution < config.minContribution) revert Sale314InvalidConfig("maxContribution");
        if (config.endTime <= block.timestamp || config.endTime > block.timestamp + MAX_SALE_DURATION) {
            revert Sale314InvalidConfig("endTime");
        }
        if (config.lockDuration < MIN_LOCK_DURATION || config.lockDuration > MAX_LOCK_DURATION) {
            revert Sale314InvalidConfig("lockDuration");
        }
        // The pool of the hard cap at the sale price must fit in the liquidity tokens.
        uint256 hardCapPool =
            SaleMath.tokensForCoin(SaleMath.poolCoin(config.hardCap, config.liquidityBps), config.tokensPerCoin);
        if (config.token.liquidityTokens < hardCapPool) revert Sale314InvalidConfig("liquidityTokens");
        if (config.beneficiary == address(0)) revert Sale314InvalidConfig("beneficiary");
        tokensPerCoin = config.tokensPerCoin;
        hardCap = config.hardCap;
        softCap = config.softCap;
        minContribution = config.minContribution;
        maxContribution = config.maxContribution;
        endTime = config.endTime;
        liquidityBps = config.liquidityBps;
        lockDuration = config.lockDuration;
        beneficiary = config.beneficiary;
        saleTokens = SaleMath.tokensForCoin(config.hardCap, config.tokensPerCoin);
    }

    /// @notice Buys at the sale price during the sale; afterwards buys on the market.
    // The plain transfer IS the purchase in both phases.
    // solhint-disable-next-line no-complex-fallback
    receive() external payable virtual override {
        _receiveCoin();
    }

    /**
     * @notice Buys at the sale price with the coin sent; the part above the per-address maximum or
     * the hard cap goes back in the same transaction (credited if refused).
     * @dev Requirements: {phase} is Sale; the total contribution reaches the minimum. Emits {SalePurchased}.
     */
    function buySale() external payable {
        _buySale();
    }

    /**
     * @notice Launches: pools `liquidityBps` of the raised coin with the liquidity tokens, burns the
     * unsold sale tokens, pays the rest to the beneficiary, locks the liquidity and opens trading.
     * @dev Requirements: not launched; the soft cap met (and something raised); before the end and
     * below the hard cap only the owner; at most {LAUNCH_WINDOW} after the end. Emits {Launched},
     * {LiquidityAdded}.
     */
    function launch() external nonReentrant {
        if (launched) revert Sale314AlreadyLaunched();
        uint256 total = raised;
        if (block.timestamp < endTime && total < hardCap) _checkOwner();
        if (block.timestamp >= endTime + LAUNCH_WINDOW) revert Sale314LaunchWindowClosed(endTime + LAUNCH_WINDOW);
        if (total == 0 || total < softCap) revert Sale314SoftCapNotMet(total, softCap);
        launched = true;
        uint256 poolCoin = SaleMath.poolCoin(total, liquidityBps);
        // At the sale price; at most the pool of the hard cap, which the constructor fitted.
        uint256 poolTokens = SaleMath.tokensForCoin(poolCoin, tokensPerCoin);
        uint256 unsold = saleTokens - tokensSold + (liquidityTokens - poolTokens);
        if (unsold > 0) _move(address(this), address(0), unsold);
        _addLiquidity(beneficiary, poolCoin, poolTokens, _tradingOpensAt() + lockDuration);
        uint256 rest = total - poolCoin;
        emit Launched(msg.sender, poolCoin, rest, unsold);
        if (rest > 0) _pay(beneficiary, rest);
    }

    /**
     * @notice After a failed sale, pays the caller back all it paid and burns the tokens it bought.
     * @dev Requirements: {phase} is Failed; the caller bought. Emits {RefundClaimed}.
     */
    function claimRefund() external nonReentrant {
        if (phase() != 3) revert Sale314NotFailed();
        Contribution memory contribution = _contributions[msg.sender];
        if (contribution.coin == 0) revert Sale314NothingToRefund(msg.sender);
        delete _contributions[msg.sender];
        refunded += contribution.coin;
        // Nothing moves tokens between holders before the launch: the buyer still holds them.
        _move(msg.sender, address(0), contribution.tokens);
        emit RefundClaimed(msg.sender, contribution.coin, contribution.tokens);
        _payOrRevert(msg.sender, contribution.coin);
    }

    /// @notice The sale's phase: 0 Sale, 1 Ended (awaiting the launch), 2 Trading (launched), 3 Failed.
    /// @return The phase.
    function phase() public view returns (uint8) {
        if (launched) return 2;
        uint256 total = raised;
        if (block.timestamp < endTime && total < hardCap) return 0;
        if (total == 0 || total < softCap || block.timestamp >= endTime + LAUNCH_WINDOW) return 3;
        return 1;
    }

    /// @notice Coin `buyer` paid in the sale (0 once refunded).
    /// @param buyer The address.
    /// @return Wei.
    function contributionOf(address buyer) external view returns (uint256) {
        return _contributions[buyer].coin;
    }

    /// @notice Tokens `buyer` received in the sale (0 once refunded).
    /// @param buyer The address.
    /// @return Token base units.
    function tokensBoughtBy(address buyer) external view returns (uint256) {
        return _contributions[buyer].tokens;
    }

    /// @dev A plain coin transfer: a sale purchase before the launch, a market buy after it.
    function _receiveCoin() internal {
        if (launched) {
            _buy(msg.sender, msg.value, 0);
        } else {
            _buySale();
        }
    }

    function _buySale() private nonReentrant {
        if (msg.value == 0) revert Market314ZeroAmount();
        if (phase() != 0) revert Sale314NotActive();
        uint256 total = raised;
        Contribution memory contribution = _contributions[msg.sender];
        if (contribution.coin >= maxContribution) revert Sale314AboveMaximum(contribution.coin, maxContribution);
        uint256 accepted = msg.value;
        if (accepted > maxContribution - contribution.coin) accepted = maxContribution - contribution.coin;
        if (accepted > hardCap - total) accepted = hardCap - total;
        if (contribution.coin + accepted < minContribution) {
            revert Sale314BelowMinimum(contribution.coin + accepted, minContribution);
        }
        uint256 tokens = SaleMath.tokensForCoin(accepted, tokensPerCoin);
        if (tokens == 0) revert Sale314BelowMinimum(accepted, minContribution);
        unchecked {
            // accepted <= hardCap - total < 2^112 and the tokens of all buys <= saleTokens < 2^112.
            if (contribution.coin == 0) ++buyers;
            _contributions[msg.sender] =
                Contribution(uint128(contribution.coin + accepted), uint128(contribution.tokens + tokens));
            raised = uint128(total + accepted);
            tokensSold += tokens;
        }
        _move(address(this), msg.sender, tokens);
        emit SalePurchased(msg.sender, accepted, tokens);
        if (accepted < msg.value) _pay(msg.sender, msg.value - accepted);
    }

    function _beforeWalletTransfer(address, address) internal view virtual override {
        if (!launched) revert Sale314TradingNotStarted();
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {ReentrancyLock} from "../utils/evm/ReentrancyLock.sol";
import {BeanAccountView, BeanKind, BeanPoolView, BeanRules, IBeanPool} from "./IBeanPool.sol";

/**
 * @title BeanPool
 * @notice One Dollar Beans or Roast Beef pool (the spec's `/fi/bn` and `/fi/bf`, after the BSC
 * "miner" pools such as Baked Beans), an EIP-1167 clone created by {FinanceFactory}, in one coin (a
 * stablecoin chosen at creation, its decimals respected).
 *
 * WHAT BACKS THE RETURNS: nothing but the pool's balance, which comes from deposits. A deposit is
 * never returned as such; its principal earns a daily return that the depositor withdraws from the
 * balance, first come first served. When the balance cannot pay a withdrawal it fails with
 * {BeanPoolExhausted} and later depositors lose. The views give the page the pool's balance, what all
 * depositors could withdraw now, the payout per day and the last 24 hours' inflow and outflow.
 *
 * Constants ({rules}, fixed per kind; nothing is chosen at creation but the coin):
 * - Dollar Beans: daily return 3.5% of principal, plus a bonus by direct referrals (10-24 +0.5,
 *   25-49 +1, 50-99 +1.5, 100-149 +2, 150-249 +2.5, 250 or more +3), so at most 6.5%; deposit fee 1%,
 *   withdrawal fee 5% (to the creator); direct referral bonus 5% of each deposit (to the referrer);
 *   an extra early-withdrawal tax of 90% on day 1 falling 10 points a day to 0 on day 10, counted from
 *   the account's last deposit or withdrawal (kept in the pool); deposits 10 to 100,000 coins.
 * - Roast Beef: daily return 8%, plus a size bonus (+1 point from 1,000 coins of principal, +2 from
 *   10,000), so at most 10%; deposit fee 3%, withdrawal fee 3%; referral bonus 13% of each deposit;
 *   no early tax; deposits 10 to 100,000 coins.
 *
 * Math: an account's earnings grow linearly between its checkpoints (principal x daily rate), kept
 * UNDIVIDED (coin x basis points x seconds) so that the pool's total of what it owes everyone
 * (`_owedScaled`, grown by the sum of principal x rate per second) is exactly the sum of the
 * accounts' figures, with no rounding drift between them. A withdrawal converts whole coins.
 *
 * No owner: the creator receives only the stated fees, as they are paid; there is no pause, no
 * drain, no emergency withdrawal and no setting to change after creation.
 */
contract BeanPool is IBeanPool, ReentrancyLock {
    using SafeERC20 for IERC20;
    using SafeCast for uint256;

    uint256 private constant _BPS = 10_000;
    uint256 private constant _SCALE = _BPS * 1 days;
    uint256 private constant _MAX_DECIMALS = 24;

    /// @dev What a deposit writes of the depositor's is its first word and `deposited` (a first
    /// deposit fills two words); `owedScaled` only once the principal earns, `referrer` only when it binds.
    struct Depositor {
        uint120 principal;
        uint16 dailyBps;
        uint32 referralCount;
        uint40 lastAccrual;
        uint40 taxClockStart;
        bool joined;
        address referrer;
        uint256 owedScaled;
        uint128 deposited;
        uint128 withdrawn;
        uint256 referralEarned;
    }

    /// @dev One hour's coin in and out: one word, so an hour's first deposit fills one word, not two.
    struct Flow {
        uint128 inflow;
        uint128 outflow;
    }

    /// @notice The factory that created this pool (the only caller of {initialize}).
    address public immutable factory;

    /// @notice Who created the pool: receives the deposit and withdrawal fees, nothing else.
    address public creator;
    /// @notice Which pool this is (its constants: {rules}).
    BeanKind public kind;
    /// @notice The coin deposited and paid.
    IERC20 public payToken;
    /// @notice The coin's decimals, read at creation.
    uint8 public decimals;
    // The pool's figures are packed by what writes them together: a deposit writes the weight with
    // the total deposited, the fees with the count and the accrual time, the total owed, and the
    // hour's flow; a withdrawal the paid-out total with the tax kept. Every sum is checked to fit.

    /// @notice Sum over depositors of principal x daily rate (basis points): the payout per day x 10,000.
    uint128 public payoutWeight;
    /// @notice Coin that arrived in deposits.
    uint128 public totalDeposited;
    /// @notice Coin paid to the creator as fees.
    uint128 public totalFees;
    /// @notice Accounts that ever deposited.
    uint64 public depositorCount;
    uint40 private _lastAccrual;
    uint256 private _owedScaled;
    /// @notice Coin paid to depositors from their earnings.
    uint128 public totalPaidOut;
    /// @notice Early-withdrawal tax kept in the pool.
    uint128 public totalTaxKept;
    /// @notice Coin paid to referrers.
    uint256 public totalReferralPaid;

    mapping(uint256 hour => Flow) private _flows;
    mapping(address account => Depositor) private _depositors;

    constructor() {
        factory = msg.sender;
        creator = address(0xdead);
    }

    /// @inheritdoc IBeanPool
    function initialize(BeanKind kind_, address payToken_, address creator_) external {
        if (msg.sender != factory) revert BeanNotFactory(msg.sender);
        if (creator != address(0)) revert BeanAlreadyInitialized();
        if (creator_ == address(0) || payToken_ == address(0)) revert BeanZeroAddress();
        uint8 coinDecimals = IERC20Metadata(payToken_).decimals();
        if (coinDecimals > _MAX_DECIMALS) revert BeanUnsupportedDecimals(coinDecimals);
        creator = creator_;
        kind = kind_;
        payToken = IERC20(payToken_);
        decimals = coinDecimals;
        _lastAccrual = uint40(block.timestamp);
    }

    /**
     * @notice Deposits `amount` of the coin. The first deposit may bind `referrer` (an account that
     * deposited before; ignored on later deposits): it then receives the referral bonus of each of
     * the caller's deposits, and counts the caller as a direct referral.
     * @dev Requirements: `amount` within the kind's bounds; a valid referrer or zero on the first
     * deposit. Emits {Deposited}.
     */
    function deposit(uint256 amount, address referrer) external nonReentrant {
        (uint256 min, uint256 max) = depositBounds();
        if (amount < min || amount > max) revert BeanDepositOutOfRange(amount, min, max);
        _accrueTotal();
        Depositor storage account = _depositors[msg.sender];
        if (!account.joined) {
            if (referrer != address(0)) {
                if (referrer == msg.sender || !_depositors[referrer].joined) revert BeanInvalidReferrer(referrer);
                account.referrer = referrer;
                Depositor storage upline = _depositors[referrer];
                _checkpoint(upline);
                ++upline.referralCount;
                _setPrincipal(upline, upline.principal);
            }
            account.joined = true;
            ++depositorCount; // one per account: far below 2^64
        }
        _checkpoint(account);

        IERC20 coin = payToken;
        uint256 before = coin.balanceOf(address(this));
        coin.safeTransferFrom(msg.sender, address(this), amount);
        uint256 received = coin.balanceOf(address(this)) - before;
        if (received == 0) revert BeanZeroAmount();

        BeanRules memory r = rules();
        uint256 fee = (received * r.depositFeeBps) / _BPS;
        address upline_ = account.referrer;
        uint256 bonus = upline_ == address(0) ? 0 : (received * r.referralBps) / _BPS;
        uint256 principal = received - fee;
        account.taxClockStart = uint40(block.timestamp);
        _setPrincipal(account, account.principal + principal);
        account.deposited += received.toUint128();

        totalDeposited += received.toUint128();
        // Within the deposit, so within uint128 like it.
        totalFees += uint128(fee);
        Flow storage flow = _flows[block.timestamp / 1 hours];
        flow.inflow += uint128(received);
        flow.outflow += uint128(fee + bonus);
        if (fee != 0) coin.safeTransfer(creator, fee);
        if (bonus != 0) {
            totalReferralPaid += bonus;
            _depositors[upline_].referralEarned += bonus;
            coin.safeTransfer(upline_, bonus);
        }
        emit Deposited(msg.sender, upline_, received, principal, fee, bonus);
    }

    /**
     * @notice Withdraws `amount` of the caller's earnings: the withdrawal fee goes to the creator, the
     * early tax of the day stays in the pool, the rest is paid to the caller.
     * @dev Requirements: 0 < `amount` <= earnings; the balance covers the payment and the fee
     * ({BeanPoolExhausted} otherwise). Restarts the caller's tax clock. Emits {Withdrawn}.
     */
    function withdraw(uint256 amount) external nonReentrant {
        if (amount == 0) revert BeanZeroAmount();
        _accrueTotal();
        Depositor storage account = _depositors[msg.sender];
        _checkpoint(account);
        uint256 owed = account.owedScaled / _SCALE;
        if (amount > owed) revert BeanAboveOwed(amount, owed);
        BeanRules memory r = rules();
        uint256 fee = (amount * r.withdrawFeeBps) / _BPS;
        uint256 tax = (amount * earlyTaxBpsOnDay(_taxDay(account.taxClockStart))) / _BPS;
        uint256 paid = amount - fee - tax;
        IERC20 coin = payToken;
        uint256 balance = coin.balanceOf(address(this));
        if (paid + fee > balance) revert BeanPoolExhausted(paid + fee, balance);

        // Exact: both figures hold `amount * _SCALE` at least (owed was computed from the first, and
        // the total is the sum of every account's figure).
        unchecked {
            account.owedScaled -= amount * _SCALE;
            _owedScaled -= amount * _SCALE;
        }
        // Each within the amount, which is within the pool's balance: all fit uint128.
        account.withdrawn += uint128(paid);
        account.taxClockStart = uint40(block.timestamp);
        totalPaidOut += uint128(paid);
        totalFees += uint128(fee);
        totalTaxKept += uint128(tax);
        _flows[block.timestamp / 1 hours].outflow += uint128(paid + fee);
        coin.safeTransfer(msg.sender, paid);
        if (fee != 0) coin.safeTransfer(creator, fee);
        emit Withdrawn(msg.sender, amount, paid, fee, tax);
    }

    /// @notice Coin that came in during hour `hour` (unix time / 3,600).
    function inflowByHour(uint256 hour) external view returns (uint256) {
        return _flows[hour].inflow;
    }

    /// @notice Coin that left during hour `hour` (payouts, fees and referral bonuses).
    function outflowByHour(uint256 hour) external view returns (uint256) {
        return _flows[hour].outflow;
    }

    /// @notice This pool's constants (see the contract's notice).
    function rules() public view returns (BeanRules memory) {
        if (kind == BeanKind.DollarBeans) {
            return BeanRules({
                depositFeeBps: 100,
                withdrawFeeBps: 500,
                referralBps: 500,
                baseDailyBps: 350,
                maxDailyBps: 650,
                firstDayTaxBps: 9_000,
                taxStepBps: 1_000,
                minDepositCoins: 10,
                maxDepositCoins: 100_000
            });
        }
        return BeanRules({
            depositFeeBps: 300,
            withdrawFeeBps: 300,
            referralBps: 1_300,
            baseDailyBps: 800,
            maxDailyBps: 1_000,
            firstDayTaxBps: 0,
            taxStepBps: 0,
            minDepositCoins: 10,
            maxDepositCoins: 100_000
        });
    }

    /// @notice The smallest and largest deposit, in the coin's base units.
    function depositBounds() public view returns (uint256 min, uint256 max) {
        BeanRules memory r = rules();
        uint256 unit = 10 ** decimals;
        return (r.minDepositCoins * unit, r.maxDepositCoins * unit);
    }

    /// @notice The daily return (basis points) a depositor with `principal` and `referralCount`
    /// direct referrals earns in this pool.
    function dailyBpsFor(uint256 principal, uint256 referralCount) public view returns (uint256) {
        uint256 base = rules().baseDailyBps;
        if (kind == BeanKind.DollarBeans) return base + referralBonusBps(referralCount);
        uint256 unit = 10 ** decimals;
        if (principal >= 10_000 * unit) return base + 200;
        if (principal >= 1_000 * unit) return base + 100;
        return base;
    }

    /// @notice Dollar Beans' bonus for `count` direct referrals (basis points).
    function referralBonusBps(uint256 count) public pure returns (uint256) {
        if (count >= 250) return 300;
        if (count >= 150) return 250;
        if (count >= 100) return 200;
        if (count >= 50) return 150;
        if (count >= 25) return 100;
        if (count >= 10) return 50;
        return 0;
    }

    /// @notice The early tax (basis points) on day `day` (1 = the first 24 hours after the clock started).
    function earlyTaxBpsOnDay(uint256 day) public view returns (uint256) {
        BeanRules memory r = rules();
        uint256 fallen = (day == 0 ? 0 : day - 1) * r.taxStepBps;
        return fallen >= r.firstDayTaxBps ? 0 : r.firstDayTaxBps - fallen;
    }

    /// @notice The whole pool in one read: what the page shows before any deposit.
    function poolInfo() external view returns (BeanPoolView memory info) {
        (info.minDeposit, info.maxDeposit) = depositBounds();
        info.factory = factory;
        info.creator = creator;
        info.kind = kind;
        info.payToken = address(payToken);
        info.decimals = decimals;
        info.balance = payToken.balanceOf(address(this));
        info.owedNow = (_owedScaled + payoutWeight * (block.timestamp - _lastAccrual)) / _SCALE;
        info.payoutPerDay = payoutWeight / _BPS;
        info.totalDeposited = totalDeposited;
        info.totalPaidOut = totalPaidOut;
        info.totalFees = totalFees;
        info.totalReferralPaid = totalReferralPaid;
        info.totalTaxKept = totalTaxKept;
        info.depositorCount = depositorCount;
        uint256 hour = block.timestamp / 1 hours;
        for (uint256 i; i < 24; ++i) {
            Flow memory flow = _flows[hour - i];
            info.inflow24h += flow.inflow;
            info.outflow24h += flow.outflow;
        }
    }

    /// @notice `account`'s position in one read (earnings before fee and tax; the tax of today).
    function accountInfo(address account) external view returns (BeanAccountView memory info) {
        Depositor storage d = _depositors[account];
        info.principal = d.principal;
        info.owedNow = (d.owedScaled + uint256(d.principal) * d.dailyBps * (block.timestamp - d.lastAccrual)) / _SCALE;
        info.dailyBps = d.dailyBps;
        info.taxClockStart = d.taxClockStart;
        if (d.joined) {
            info.taxDay = _taxDay(d.taxClockStart);
            info.taxBpsNow = earlyTaxBpsOnDay(info.taxDay);
        }
        info.referrer = d.referrer;
        info.referralCount = d.referralCount;
        info.deposited = d.deposited;
        info.withdrawn = d.withdrawn;
        info.referralEarned = d.referralEarned;
    }

    /// @dev Day 1 is the first 24 hours after `clockStart`.
    function _taxDay(uint64 clockStart) private view returns (uint256) {
        return (block.timestamp - clockStart) / 1 days + 1;
    }

    /// @dev Grows the pool's total owed to now at the current weight.
    function _accrueTotal() private {
        uint256 grown = payoutWeight * (block.timestamp - _lastAccrual);
        if (grown != 0) _owedScaled += grown;
        _lastAccrual = uint40(block.timestamp);
    }

    /// @dev Grows `d`'s earnings to now (the total must be accrued to now first).
    function _checkpoint(Depositor storage d) private {
        uint256 grown = uint256(d.principal) * d.dailyBps * (block.timestamp - d.lastAccrual);
        if (grown != 0) d.owedScaled += grown;
        d.lastAccrual = uint40(block.timestamp);
    }

    /// @dev Sets `d`'s principal, recomputes its rate (principal and referrals) and moves the pool's
    /// weight with both (`d` checkpointed to now first, so its past earnings keep the old rate).
    function _setPrincipal(Depositor storage d, uint256 principal) private {
        uint256 rate = dailyBpsFor(principal, d.referralCount);
        payoutWeight = (payoutWeight - uint256(d.principal) * d.dailyBps + principal * rate).toUint128();
        d.principal = principal.toUint120();
        d.dailyBps = rate.toUint16();
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice The two deposit pools of the spec's finance pages (`/fi/bn` and `/fi/bf`); each kind's
/// constants are fixed in the code ({BeanPool-rules}), nothing is chosen at creation but the coin.
enum BeanKind {
    DollarBeans,
    RoastBeef
}

/// @notice A kind's constants in one read (basis points; deposit bounds in whole coins).
struct BeanRules {
    uint16 depositFeeBps;
    uint16 withdrawFeeBps;
    uint16 referralBps;
    uint16 baseDailyBps;
    uint16 maxDailyBps;
    uint16 firstDayTaxBps;
    uint16 taxStepBps;
    uint32 minDepositCoins;
    uint32 maxDepositCoins;
}

/// @notice A pool's figures in one read: what the page states before any deposit.
/// @dev `owedNow` is what all depositors together could withdraw now (before fees and taxes);
/// `payoutPerDay` what they earn together per day at the current rates; `inflow24h` / `outflow24h`
/// the coin that came in and left over the last 24 hourly buckets (this hour included).
struct BeanPoolView {
    address factory;
    address creator;
    BeanKind kind;
    address payToken;
    uint8 decimals;
    uint256 minDeposit;
    uint256 maxDeposit;
    uint256 balance;
    uint256 owedNow;
    uint256 payoutPerDay;
    uint256 totalDeposited;
    uint256 totalPaidOut;
    uint256 totalFees;
    uint256 totalReferralPaid;
    uint256 totalTaxKept;
    uint256 depositorCount;
    uint256 inflow24h;
    uint256 outflow24h;
}

/// @notice One depositor's position in one read (the "my position" card).
struct BeanAccountView {
    uint256 principal;
    uint256 owedNow;
    uint256 dailyBps;
    uint256 taxBpsNow;
    uint256 taxDay;
    uint64 taxClockStart;
    address referrer;
    uint256 referralCount;
    uint256 deposited;
    uint256 withdrawn;
    uint256 referralEarned;
}

/**
 * @title IBeanPool
 * @notice Dollar Beans and Roast Beef deposit pools: errors, events and the factory's entry.
 */
interface IBeanPool {
    /// @notice The call came from someone other than the factory (initialise).
    error BeanNotFactory(address caller);
    /// @notice The pool is initialised already.
    error BeanAlreadyInitialized();
    /// @notice A zero coin or creator address.
    error BeanZeroAddress();
    /// @notice The coin reports more than 24 decimals (the deposit bounds would not fit).
    error BeanUnsupportedDecimals(uint256 decimals);
    /// @notice A deposit outside the kind's bounds (Dollar Beans: 10 to 100k coins).
    error BeanDepositOutOfRange(uint256 amount, uint256 min, uint256 max);
    /// @notice Nothing arrived, or a withdrawal of zero.
    error BeanZeroAmount();
    /// @notice `referrer` is the caller or has never deposited.
    error BeanInvalidReferrer(address referrer);
    /// @notice A withdrawal above what the account earned (`owed`).
    error BeanAboveOwed(uint256 amount, uint256 owed);
    /// @notice The pool's balance (`balance`) cannot pay this withdrawal (`needed`, its fee included):
    /// the pool has run out for now; it pays again only if new deposits arrive.
    error BeanPoolExhausted(uint256 needed, uint256 balance);

    /// @notice `account` deposited: `amount` arrived, `principal` credited, `fee` to the creator,
    /// `referralBonus` to `referrer`.
    event Deposited(
        address indexed account,
        address indexed referrer,
        uint256 amount,
        uint256 principal,
        uint256 fee,
        uint256 referralBonus
    );
    /// @notice `account` withdrew `amount` of its earnings: `paid` to it, `fee` to the creator, `tax`
    /// kept in the pool.
    event Withdrawn(address indexed account, uint256 amount, uint256 paid, uint256 fee, uint256 tax);

    /// @notice Sets the pool up; only its factory, once.
    function initialize(BeanKind kind, address payToken, address creator) external;
}

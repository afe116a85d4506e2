// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice One lock duration a staker may choose: `duration` seconds (the spec's earn periods 7, 30,
/// 90 and 180 days, or any custom one from 1 hour to 3 years) at `aprBps` annual rate (1 to 100,000:
/// 0.01% to 1,000% a year, simple interest over the duration).
struct EarnOption {
    uint32 duration;
    uint32 aprBps;
}

/**
 * @notice Everything a creator states when creating an Earn pool; nothing of it changes afterwards.
 * @dev `totalStakeLimit` and `userStakeLimit` 0 mean no limit (the user limit counts the account's
 * stakes not yet redeemed). `earlyRedemption` false is the spec's "null early-redemption value":
 * a stake cannot leave before its maturity at all, and `earlyFeeBps` must then be 0; with it true a
 * stake may leave early for `earlyFeeBps` of its amount (at most 5,000) and no reward. `rewardFund`
 * is pulled from the creator at creation (may be 0: anyone tops up later).
 */
struct EarnConfig {
    address token;
    uint256 totalStakeLimit;
    uint256 userStakeLimit;
    bool earlyRedemption;
    uint16 earlyFeeBps;
    uint256 rewardFund;
    EarnOption[] options;
}

/// @notice One stake: `amount` (what arrived), its promised `reward` (reserved from the fund at stake
/// time), when it started and matures, its option and whether it left.
struct EarnStake {
    uint128 amount;
    uint128 reward;
    uint64 start;
    uint64 maturity;
    uint8 option;
    bool redeemed;
}

/// @notice A pool's whole state in one read (the pool list and page).
struct EarnPoolView {
    address factory;
    address creator;
    address token;
    uint256 totalStakeLimit;
    uint256 userStakeLimit;
    bool earlyRedemption;
    uint16 earlyFeeBps;
    EarnOption[] options;
    uint256 totalStaked;
    uint256 rewardFund;
    uint256 rewardReserved;
    uint256 rewardPaid;
    uint256 earlyFees;
    uint256 stakeCount;
}

/**
 * @title IEarnPool
 * @notice Fixed-rate, fixed-term staking (the spec's Earn): errors, events and the functions the
 * factory and the screens use.
 */
interface IEarnPool {
    /// @notice The call needs the pool's creator; `caller` is not.
    error EarnNotCreator(address caller);
    /// @notice The call came from someone other than the factory (initialise).
    error EarnNotFactory(address caller);
    /// @notice The pool is initialised already.
    error EarnAlreadyInitialized();
    /// @notice A zero token or creator address.
    error EarnZeroAddress();
    /// @notice No option, more than 8, or option `index` out of range (duration 1 hour to 3 years,
    /// rate 1 to 100,000 basis points).
    error EarnInvalidOption(uint256 index);
    /// @notice An early fee above 50%, or a fee on a pool without early redemption.
    error EarnInvalidEarlyFee(uint256 bps);
    /// @notice The amount is zero, or nothing arrived.
    error EarnZeroAmount();
    /// @notice No option `option` in this pool.
    error EarnUnknownOption(uint256 option);
    /// @notice The stake would take the pool above its total limit; `remaining` is what is left.
    error EarnTotalLimitExceeded(uint256 amount, uint256 remaining);
    /// @notice The stake would take the account above the per-user limit; `remaining` is what is left.
    error EarnUserLimitExceeded(uint256 amount, uint256 remaining);
    /// @notice The fund cannot cover the stake's promised `reward`: only `available` is unreserved.
    error EarnInsufficientRewardFund(uint256 reward, uint256 available);
    /// @notice The account has no stake `index`.
    error EarnUnknownStake(uint256 index);
    /// @notice Stake `index` was redeemed already.
    error EarnAlreadyRedeemed(uint256 index);
    /// @notice Early redemption is off in this pool: the stake leaves at `maturity`.
    error EarnEarlyRedemptionDisabled(uint256 maturity);
    /// @notice The creator asked for more than the unreserved fund `available`.
    error EarnAboveUnreserved(uint256 amount, uint256 available);

    /// @notice `account` staked `amount` (what arrived) for `option`, promised `reward` at `maturity`.
    event Staked(
        address indexed account, uint256 indexed index, uint256 option, uint256 amount, uint256 reward, uint256 maturity
    );
    /// @notice `account` redeemed stake `index`: `amount` back, `reward` paid, `fee` kept (early).
    event Redeemed(address indexed account, uint256 indexed index, uint256 amount, uint256 reward, uint256 fee);
    /// @notice `from` added `amount` (what arrived) to the reward fund.
    event ToppedUp(address indexed from, uint256 amount);
    /// @notice The creator took `amount` of the unreserved fund.
    event UnreservedWithdrawn(address indexed to, uint256 amount);

    /// @notice Sets the pool up; only its factory, once. The fund has already arrived.
    function initialize(EarnConfig calldata config, address creator) external;
}

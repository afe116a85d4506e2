// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {FeeConfig, PayCoin, Phase, PresaleConfig} from "./ILaunchpad.sol";

/**
 * @title PresaleStorage
 * @notice The storage of a {Presale} clone, shared by the code that runs in its context: the
 * presale itself and the set-up it runs by DELEGATECALL ({PresaleSetup}). Both inherit this contract
 * first and declare no storage of their own, so each state variable has the same slot in both.
 */
abstract contract PresaleStorage {
    uint256 internal constant BPS = 10_000;
    uint256 internal constant GENERATIONS = 6;

    uint256 internal constant TERM_WHITELIST = 1;
    uint256 internal constant TERM_BIND = 2;
    uint256 internal constant TERM_MIN_BUY = 4;
    uint256 internal constant TERM_MAX_BUY = 8;
    uint256 internal constant TERM_PER_BUYER = 16;
    uint256 internal constant TERM_IMMEDIATELY = 32;
    uint256 internal constant TERM_MULTI_PERIOD = 64;
    uint256 internal constant TERM_FAIR_LAUNCH = 128;

    /// @dev The first word is all a purchase in pay coin 0 writes (one slot created by a buyer's first
    /// purchase) and all a claim writes: `claimedBps` is the share of the tokens `units` entitle to
    /// already delivered (by claims, or by Immediately mode's purchases), so a first claim changes a
    /// word the purchase filled (2,900 gas) instead of filling a new one (22,100). `claimedBps` ==
    /// {_WITHDRAWN} marks an account whose position a refund or emergency withdraw emptied (in the same
    /// word, so a refund fills no new one), which still counts as having contributed (it may invite,
    /// it may no longer bind); a later purchase clears the mark.
    struct Buyer {
        uint120 units;
        uint120 firstCoin;
        uint16 claimedBps;
        address inviter;
        bool rewardsClaimed;
        uint8 tier;
    }

    /// @dev `Buyer.claimedBps` of an emptied position (above any real share, 10,000 at most).
    uint16 internal constant _WITHDRAWN = type(uint16).max;

    struct Team {
        uint256[6] invitees;
        uint256[6] volume;
    }

    /// @notice The factory that created this presale (the implementation: itself, so it can never be initialized).
    address public factory;
    // Packed beside `factory` (nonzero from the start), so a sale's first buyer updates a slot
    // rather than creating one.
    uint32 internal _contributors;
    bool internal _finalized;
    bool internal _cancelled;
    uint40 internal _finalizedAt;
    /// @dev Which of the terms a purchase looks at are set (the `TERM_` bits), derived once from
    /// `_cfg` at initialize: a purchase skips the words of the others.
    uint8 internal _terms;
    /// @notice The presale's creator (cancel, whitelist, deposit reclaim; receives the raise's rest).
    address public creator;
    PresaleConfig internal _cfg;
    FeeConfig internal _fees;
    PayCoin[] internal _coins;
    Phase[] internal _phases;
    uint16[] internal _inviteBps;
    uint32[] internal _tierDelays;

    /// @dev Every purchase updates both: one word. `hardCap` and `tokensForSale` fit 128 bits
    /// ({PresaleValidation}), so does the cap unit's total; the coin's total is checked on the way in.
    uint128 internal _raisedUnits;
    /// @dev Pay coin 0's raise (`_raised[0]` stays 0).
    uint128 internal _raisedFirst;
    uint256 internal _tokensDeposited;
    uint256 internal _tokensDelivered;
    /// @dev Deposit tokens the creator took back after a cancel or failure.
    uint256 internal _tokensReclaimed;
    /// @dev The raise of pay coins 1 and up (Advanced).
    uint256[] internal _raised;
    uint256[] internal _penalties;
    uint256[] internal _phaseSold;
    uint256[] internal _rewardNumerator;
    address internal _pair;
    uint256 internal _lpAmount;
    uint256 internal _lockId;

    mapping(address => Buyer) internal _buyers;
    /// @dev Contributions in pay coins 1 and up (coin 0's is in {Buyer}).
    mapping(address => mapping(uint256 => uint256)) internal _contributed;
    /// @dev Written only when the presale allows emergency withdraws (the only reader).
    mapping(address => mapping(uint256 => uint256)) internal _phaseUnits;
    mapping(address => mapping(uint256 => uint256)) internal _inviterNumerator;
    mapping(address => Team) internal _teams;
}

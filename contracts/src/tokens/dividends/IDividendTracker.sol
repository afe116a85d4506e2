// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice What a token chooses for its dividend book (at {IDividendTracker-register}, changeable
/// with {IDividendTracker-updateSettings}).
struct DividendSettings {
    /// Coin the dividends are paid in: address(0) for the chain's native coin, else an ERC20 (USDT,
    /// any token, the registering token itself). Fixed once the book has received a deposit.
    address coin;
    /// Where shares come from. The token itself (holder dividends): a share is the holder's token
    /// balance, reported by the token and copied by anyone with {IDividendTracker-syncShares}.
    /// address(0): only the token reports shares. Any other ERC20 (the exchange pair, for LP
    /// dividends) makes a staking book: a share is what the holder staked of that ERC20 in the
    /// tracker ({IDividendTracker-stake}); nobody reports or syncs balances there, so a position
    /// earns once, whoever holds it. Fixed while anything is staked.
    address shareSource;
    /// Smallest share that earns: a reported share below it counts as zero (in the share's own
    /// units: token base units, or LP base units in LP mode).
    uint128 minHolding;
    /// Minimum seconds between two automatic payouts to one holder by
    /// {IDividendTracker-process} (at most {DividendTracker-MAX_CLAIM_WAIT}); claims are not limited.
    uint64 claimWait;
}

/// @notice A book as the UI reads it in one call.
struct DividendBookView {
    bool registered;
    address coin;
    address shareSource;
    uint128 minHolding;
    uint64 claimWait;
    /// Sum of the earning shares.
    uint256 totalShares;
    /// Coin assigned to shares so far (everything deposited minus {undistributed}).
    uint256 totalDistributed;
    /// Coin paid out to holders so far.
    uint256 totalWithdrawn;
    /// Coin deposited while no share earned; assigned with the next deposit that finds shares.
    uint256 undistributed;
    /// Accounts in the payout queue (earning holders plus zero-share holders still owed coin).
    uint256 holderCount;
    /// Queue position {IDividendTracker-process} starts from next.
    uint256 nextIndex;
    /// Share-source tokens staked in a staking book (zero in other books).
    uint256 totalStaked;
}

/// @notice One holder of one book as the UI reads it in one call.
struct DividendHolderView {
    uint256 share;
    /// Coin the holder can claim now.
    uint256 withdrawable;
    /// Coin paid to (or claimed by) the holder so far.
    uint256 withdrawn;
    /// Time of the last payout or claim (unix seconds; zero if never).
    uint64 lastClaimAt;
    bool excluded;
    /// Whether the holder is in the payout queue.
    bool queued;
    /// Share-source tokens the holder staked in a staking book (its share unless excluded or below
    /// the minimum).
    uint256 staked;
}

/**
 * @title IDividendTracker
 * @notice The shared dividend tracker of TokenBox: one contract per chain keeps a separate book for
 * every dividend token that registers with it. Everything a token writes is keyed by `msg.sender`,
 * so a token can only ever touch its own book.
 */
interface IDividendTracker {
    /// @notice `token` opened its book.
    event DividendTokenRegistered(
        address indexed token, address coin, address shareSource, uint128 minHolding, uint64 claimWait
    );
    /// @notice `token` changed its settings.
    event DividendSettingsUpdated(
        address indexed token, address coin, address shareSource, uint128 minHolding, uint64 claimWait
    );
    /// @notice `account` stopped (true) or may again start (false) earning in `token`'s book.
    event DividendExclusionUpdated(address indexed token, address indexed account, bool excluded);
    /// @notice `holder`'s earning share in `token`'s book became `share`.
    event DividendShareUpdated(address indexed token, address indexed holder, uint256 share);
    /// @notice `amount` of the book's coin arrived; `distributed` (the amount plus any coin held back
    /// while nobody earned) was assigned to the shares, zero when nobody earns yet.
    event DividendsDeposited(address indexed token, uint256 amount, uint256 distributed);
    /// @notice `holder` of `token`'s book was paid `amount`, sent to `recipient`; `automatic` when paid
    /// by {process}, false when claimed.
    event DividendPaid(
        address indexed token, address indexed holder, address indexed recipient, uint256 amount, bool automatic
    );
    /// @notice An automatic payout of `amount` to `holder` failed (e.g. a contract refusing the native
    /// coin); the amount stays claimable.
    event DividendPaymentFailed(address indexed token, address indexed holder, uint256 amount);
    /// @notice `holder` staked `amount` of the book's share source (what arrived) in `token`'s book.
    event DividendStaked(address indexed token, address indexed holder, uint256 amount);
    /// @notice `holder` took `amount` of its stake in `token`'s book back.
    event DividendUnstaked(address indexed token, address indexed holder, uint256 amount);
    /// @notice {process} visited `visited` queue entries of `token`'s book, paid `paid` of them, and
    /// will start from `nextIndex` next time.
    event DividendsProcessed(address indexed token, uint256 visited, uint256 paid, uint256 nextIndex);

    /// @notice `giver` added `amount` of `token`'s dividend coin for its holders ({distribute}).
    event DividendsGiven(address indexed token, address indexed giver, uint256 amount);

    /// @notice `token` has no book here.
    error DividendTokenNotRegistered(address token);
    /// @notice `token` has a book already.
    error DividendAlreadyRegistered(address token);
    /// @notice A deposit in the other kind of coin than the book's `coin` (native vs ERC20).
    error DividendWrongCoin(address coin);
    /// @notice A {distribute} of zero, or native coin sent with a different amount (or with an ERC-20
    /// dividend coin).
    error DividendAmountInvalid(uint256 amount, uint256 value);
    /// @notice A deposit where nothing arrived.
    error DividendZeroDeposit();
    /// @notice The book's lifetime deposits would pass 2^128 - 1 base units (`room` is what is left).
    error DividendDepositTooLarge(uint256 amount, uint256 room);
    /// @notice The coin cannot change after the book received its first deposit.
    error DividendCoinLocked(address coin);
    /// @notice An ERC20 dividend coin without code.
    error DividendCoinNotContract(address coin);
    /// @notice A claim wait above the maximum.
    error DividendClaimWaitTooLong(uint64 claimWait, uint64 maxClaimWait);
    /// @notice A list longer than allowed in one call.
    error DividendTooManyAccounts(uint256 count, uint256 max);
    /// @notice {syncShares} on a book without a share source.
    error DividendNoShareSource(address token);
    /// @notice A claim with nothing to pay.
    error DividendNothingToClaim(address token, address holder);
    /// @notice A claim to the zero address.
    error DividendZeroRecipient();
    /// @notice The coin could not be sent to `recipient` (claims only; automatic payouts never revert).
    error DividendTransferFailed(address recipient, uint256 amount);
    /// @notice A staking book's shares come from stakes only: the token cannot report them.
    error DividendSharesStaked(address token);
    /// @notice {IDividendTracker-stake} or {IDividendTracker-unstake} on a book that is not a
    /// staking book (its share source is zero or the token itself).
    error DividendNotStakingBook(address token);
    /// @notice A stake or unstake of zero.
    error DividendZeroStake();
    /// @notice An unstake above what the holder staked.
    error DividendUnstakeTooLarge(uint256 amount, uint256 staked);
    /// @notice Changing a staking book's share source while tokens are staked in it.
    error DividendShareSourceLocked(address shareSource);
    /// @notice Including again an account that never earns in any book: the token itself, the dead
    /// address, the zero address, this tracker or the chain's shared TokenLocker (either build).
    error DividendExclusionFixed(address account);

    // ----- written by the token (msg.sender) -----

    /**
     * @notice Opens the caller's book. Called by the token, usually from its constructor. The
     * caller itself, the dead address (0x…dEaD), the zero address, this tracker and the chain's
     * shared TokenLocker (its address in either build, {DividendTracker-sharedLockers}: it holds
     * tokens for their lock owners and can never claim) never earn, whoever deployed the token;
     * `excluded` adds more (the exchange pair, the router).
     * Requirements: not registered yet; `settings` valid (see {DividendSettings}); at most
     * {DividendTracker-MAX_ACCOUNTS_PER_CALL} `excluded`.
     * Emits {DividendTokenRegistered} and {DividendExclusionUpdated} for every excluded account.
     * @param settings The book's settings.
     * @param excluded Further accounts that never earn until the token includes them again.
     */
    function register(DividendSettings calldata settings, address[] calldata excluded) external;

    /**
     * @notice Changes the caller's settings. A new minimum holding applies to each holder at its
     * next share report (no loop over holders; {syncShares} applies it at once where a share
     * source is set). The coin can only change before the first deposit.
     * Emits {DividendSettingsUpdated}.
     * @param settings The new settings.
     */
    function updateSettings(DividendSettings calldata settings) external;

    /**
     * @notice Reports `holder`'s balance to the caller's book. Below the minimum holding, or for an
     * excluded account, the share is zero. What was earned before the change stays owed. Refused
     * on a staking book ({DividendSharesStaked}). Emits {DividendShareUpdated} when the share changes.
     * @param holder The holder.
     * @param balance Its balance in the share's units.
     */
    function setShare(address holder, uint256 balance) external;

    /**
     * @notice Excludes `account` from the caller's book (its share becomes zero; what it earned
     * before stays claimable) or includes it again (its share stays zero until the token reports
     * its balance, or anyone syncs it). The accounts {register} excludes itself can never be
     * included again ({DividendExclusionFixed}). Emits {DividendExclusionUpdated}.
     * @param account The account.
     * @param excluded True to exclude.
     */
    function setExcluded(address account, bool excluded) external;

    /**
     * @notice Deposits the native coin sent along into the caller's book (its coin must be native).
     * Emits {DividendsDeposited}.
     */
    function depositNative() external payable;

    /**
     * @notice Pulls `amount` of the caller's ERC20 dividend coin from the caller (which must have
     * approved this tracker) and credits what actually arrived (fee-on-transfer coins credit less).
     * Emits {DividendsDeposited}.
     * @param amount Base units to pull.
     * @return received Base units credited.
     */
    function depositToken(uint256 amount) external returns (uint256 received);

    // ----- anyone -----

    /**
     * @notice Adds `amount` of `token`'s dividend coin for its holders, from the caller's wallet: the
     * "manual dividend" (usually the token owner's; anyone may give). Native coin: send it along,
     * equal to `amount`. ERC-20: approve this tracker for `amount` first; what actually arrives is
     * credited (never more than `amount`). Holders are paid by processing or claim it.
     * Emits {DividendsGiven} and {DividendsDeposited}.
     * @param token The dividend token whose holders share the coin.
     * @param amount Base units of the dividend coin.
     * @return received Base units credited.
     */
    function distribute(address token, uint256 amount) external payable returns (uint256 received);

    /**
     * @notice Sets each holder's share in `token`'s book again, with the current minimum holding
     * and exclusions: to its token balance where the share source is the token (e.g. an inviter or
     * airdrop receiver paid by the tax without a report), to its stake in a staking book (after a
     * change of the minimum). At most {DividendTracker-MAX_ACCOUNTS_PER_CALL} holders.
     * Emits {DividendShareUpdated} for every share that changes.
     * @param token The book.
     * @param holders The holders to sync.
     */
    function syncShares(address token, address[] calldata holders) external;

    /**
     * @notice Stakes `amount` of `token`'s share source (its exchange pair's LP for LP dividends)
     * from the caller, who approves this tracker first: the caller's share grows by what arrived.
     * Only in a staking book. Emits {DividendStaked} and {DividendShareUpdated}.
     * @param token The book.
     * @param amount Base units of the share source.
     */
    function stake(address token, uint256 amount) external;

    /**
     * @notice Gives back `amount` of the caller's stake in `token`'s book (what it earned so far
     * stays owed). Always possible, whatever the token or its owner do. Emits {DividendUnstaked}.
     * @param token The book.
     * @param amount Base units of the share source, at most the caller's stake.
     */
    function unstake(address token, uint256 amount) external;

    /**
     * @notice Pays the caller everything `token`'s book owes it. Emits {DividendPaid}.
     * @param token The book.
     * @return amount Base units paid.
     */
    function claim(address token) external returns (uint256 amount);

    /**
     * @notice Like {claim} but sends the coin to `recipient` (for a holder contract that cannot
     * receive the native coin). Emits {DividendPaid}.
     * @param token The book.
     * @param recipient Receiver of the coin.
     * @return amount Base units paid.
     */
    function claimTo(address token, address recipient) external returns (uint256 amount);

    /**
     * @notice Pays holders of `token`'s book in queue order, from {nextIndex}, skipping those paid
     * less than the claim wait ago, until `gasLimit` gas is used, the gas left gets too low for a
     * payout, {DividendTracker-MAX_PROCESS_VISITS} entries are visited, or the queue went round
     * once. A payout that fails stays claimable and the queue moves on.
     * Emits {DividendPaid} or {DividendPaymentFailed} per payout and {DividendsProcessed}.
     * @param token The book.
     * @param gasLimit Gas the loop may use (checked before each holder).
     * @return visited Queue entries visited.
     * @return paid Holders paid.
     * @return nextIndex Where the next call starts.
     */
    function process(address token, uint256 gasLimit)
        external
        returns (uint256 visited, uint256 paid, uint256 nextIndex);

    // ----- views -----

    /// @notice Whether `token` has a book.
    function isRegistered(address token) external view returns (bool);
    /// @notice The book's dividend coin (address(0) = native).
    function dividendCoin(address token) external view returns (address);
    /// @notice The book's share source (address(0) = only the token reports).
    function shareSource(address token) external view returns (address);
    /// @notice The book's minimum holding.
    function minHolding(address token) external view returns (uint256);
    /// @notice The book's claim wait in seconds.
    function claimWait(address token) external view returns (uint256);
    /// @notice Sum of the book's earning shares.
    function totalShares(address token) external view returns (uint256);
    /// @notice Coin assigned to the book's shares so far.
    function totalDistributed(address token) external view returns (uint256);
    /// @notice Coin paid out of the book so far.
    function totalWithdrawn(address token) external view returns (uint256);
    /// @notice Number of accounts in the book's payout queue.
    function holderCount(address token) external view returns (uint256);
    /// @notice Queue position {process} starts from next.
    function nextIndex(address token) external view returns (uint256);
    /// @notice The account at queue position `index`.
    function holderAt(address token, uint256 index) external view returns (address);
    /// @notice The whole book in one call.
    function getBook(address token) external view returns (DividendBookView memory);
    /// @notice `holder`'s earning share.
    function shareOf(address token, address holder) external view returns (uint256);
    /// @notice Coin `holder` can claim now.
    function withdrawableOf(address token, address holder) external view returns (uint256);
    /// @notice Coin paid to `holder` so far.
    function withdrawnOf(address token, address holder) external view returns (uint256);
    /// @notice Time of `holder`'s last payout or claim.
    function lastClaimAt(address token, address holder) external view returns (uint256);
    /// @notice Whether `account` is excluded from the book.
    function isExcluded(address token, address account) external view returns (bool);
    /// @notice One holder in one call.
    function getHolder(address token, address holder) external view returns (DividendHolderView memory);

    /// @notice What `holder` staked in `token`'s staking book.
    function stakedOf(address token, address holder) external view returns (uint256);
}

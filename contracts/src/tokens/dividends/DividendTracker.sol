// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyLock} from "../../utils/evm/ReentrancyLock.sol";
import {SHARED_LOCKER_CANCUN, SHARED_LOCKER_LONDON} from "./SharedLockers.sol";
import {
    DividendBookView,
    DividendHolderView,
    DividendSettings,
    IDividendTracker
} from "./IDividendTracker.sol";

/**
 * @title DividendTracker
 * @notice TokenBox's shared dividend tracker: ONE contract per chain, deployed once from any wallet,
 * that keeps a separate dividend book for every holder-dividend or LP-dividend token registering
 * with it. It has no owner, no admin and no upgrade path.
 *
 * A token opens its book with {register} (from its constructor), reports shares with {setShare},
 * deposits coin with {depositNative} or {depositToken}, and triggers {process} from its transfers
 * so holders are paid in turn; holders can always {claim} themselves.
 *
 * Isolation invariant (tested with two tokens sharing this tracker and one dividend coin):
 *  1. Every write to a book is keyed by `msg.sender`: only token T can register, report shares,
 *     exclude accounts, change settings or deposit in T's book. {syncShares} (anyone) only copies
 *     the balance that T's own token reports (or re-applies a stake); {stake} and {unstake} move
 *     only the caller's own stake; {process} (anyone) only pays T's holders what T's book already
 *     owes them.
 *  2. A book pays out only in its own coin and at most what was credited to it:
 *     `totalWithdrawn(T) <= totalDistributed(T)`, and for every coin C the tracker holds at least
 *     the sum over books in C of `totalDistributed + undistributed - totalWithdrawn`. So no token can
 *     move, claim or report against another token's funds or shares. (The amount credited for an
 *     ERC20 deposit is what that coin's own `balanceOf` reports: a dishonest coin can only mislead
 *     books that chose it.)
 *
 * Accounting: a magnified dividend-per-share accumulator. A deposit `d` over `S` total shares adds
 * `floor(d * 2^128 / S)` to {magnifiedPerShare}; a holder with share `s` earns
 * `floor(s * (accumulator now - accumulator at its last settlement) / 2^128)`, settled into `owed`
 * whenever its share changes. Both divisions round down, so the sum of everything owed never exceeds
 * what was deposited; the rounding dust (under one base unit per deposit while S < 2^128, plus under
 * one per holder settlement) stays in the book's coin balance and is never paid. Because each
 * settlement only covers a time in which the holder's share was part of S, a holder's earnings are
 * bounded by the book's lifetime deposits, which are capped at 2^128 - 1 base units
 * ({DividendDepositTooLarge}): that keeps the accumulator in 256 bits and every per-holder amount
 * in 128 bits. Shares saturate at 2^128 - 1.
 *
 * Failed payouts: {process} sends the native coin with a gas stipend of {NATIVE_PAYOUT_GAS} and an
 * ERC20 with {TOKEN_PAYOUT_GAS}, so a holder contract that refuses the coin or burns gas cannot stop
 * the queue: the amount is credited back as claimable, {DividendPaymentFailed} is emitted, the
 * holder counts as visited (its claim wait restarts) and the queue moves on. The holder can take it
 * with {claim} (all gas) or {claimTo} another address.
 *
 * Accounts that never earn, in every book and for good ({register}; {setExcluded} refuses to include
 * them again, {DividendExclusionFixed}): the token itself, 0x…dEaD, the zero address, this tracker
 * and the chain's shared TokenLocker at its CREATE2 address of either build ({sharedLockers}, the
 * constants of `SharedLockers.sol`, generated from the locker's own build). The locker holds tokens
 * for their lock owners and has no way to claim, so a share of it would be owed for ever (issue 73,
 * hole 7 of issue 15); excluded here rather than by the web form, every token on this tracker gets it,
 * however it was deployed. Its part goes to the holders who can claim.
 *
 * Reentrancy: deposits, claims, processing and settings changes share one transient lock. Share
 * reports ({setShare}, {setExcluded}, {syncShares}) are not locked, so a dividend coin that is itself
 * a dividend token can report its own holders' shares while this tracker pays it out; they follow
 * checks-effects-interactions and {process} re-reads the queue after every payout.
 *
 * Staking books (LP-dividend tokens): a book whose share source is neither zero nor the token
 * itself counts only what holders staked of that source here ({stake}, {unstake}); the token cannot
 * report shares there and {syncShares} re-applies the minimum to stakes without reading balances.
 * Why custody: a UniswapV2 pair does not tell anyone when LP moves, so shares read from LP balances
 * let one position be counted under every address it was passed through (measured: five addresses
 * holding the same LP in turn took 50 of 60 ETH from an honest provider). A staked position is in
 * one place, so it earns once, whoever holds it; LP held anywhere else (a wallet, a lock contract)
 * earns nothing and strands nothing. The stakes of a book are isolated like its coin: `totalStaked(T)`
 * is the sum of T's holders' stakes, the tracker holds at least the sum over books of each source,
 * an unstake can always take back exactly the caller's stake, and a book's share source cannot
 * change while anything is staked ({DividendShareSourceLocked}).
 */
contract DividendTracker is IDividendTracker, ReentrancyLock {
    using SafeERC20 for IERC20;

    /// @notice Longest claim wait a book may set (automatic payouts at least once a month).
    uint64 public constant MAX_CLAIM_WAIT = 30 days;
    /// @notice Most queue entries one {process} call visits, whatever its gas limit.
    uint256 public constant MAX_PROCESS_VISITS = 100;
    /// @notice Most accounts one {register} (exclusions) or {syncShares} call takes.
    uint256 public constant MAX_ACCOUNTS_PER_CALL = 100;
    /// @notice Gas given to a holder receiving the native coin in {process} (smart-contract wallets
    /// need more than the 2,300 of `transfer`; a contract burning gas gets no more than this).
    uint256 public constant NATIVE_PAYOUT_GAS = 30_000;
    /// @notice Gas given to an ERC20 dividend coin's `transfer` in {process} (fee-on-transfer and
    /// dividend tokens included; a coin needing more is paid by {claim}).
    uint256 public constant TOKEN_PAYOUT_GAS = 150_000;
    /// @notice The dead address burned tokens and locked liquidity are sent to; never earns.
    address public constant DEAD = 0x000000000000000000000000000000000000dEaD;

    /// @dev Gas one {process} visit needs besides what the payout's receiver gets: a first payout
    /// writes three fresh holder and book slots (about 50,000) before the call, the call itself costs
    /// up to 11,600 for a contract receiving native coin (an empty account takes 25,000 more but
    /// needs no gas of its own), then the event and the queue removal; with room to spare.
    uint256 private constant VISIT_OVERHEAD_GAS = 100_000;
    uint256 private constant MAGNITUDE_BITS = 128;
    uint256 private constant LOW_128_BITS = type(uint128).max;

    struct Holder {
        // One slot: what share reports and the queue read.
        uint128 share;
        uint64 lastClaimAt;
        /// 1-based position in the queue; 0 when not queued (2^48 holders can never be reached).
        uint48 position;
        bool excluded;
        /// {Book.magnifiedPerShare} when this holder was last settled.
        uint256 settledPerShare;
        // One slot: settled but unpaid, and paid so far (both bounded by the book's deposits).
        uint128 owed;
        uint128 withdrawn;
        /// Share-source tokens staked (staking books only).
        uint256 staked;
    }

    struct Book {
        // One slot: everything {setShare} reads besides the share total, the accumulator and the holder.
        uint128 minHolding;
        uint64 claimWait;
        bool registered;
        /// A staking book (see the contract notes): kept beside `registered`, which every write reads,
        /// so the check costs no storage read of its own.
        bool staking;
        address coin;
        /// Queue position {process} starts from next.
        uint48 nextIndex;
        address shareSource;
        uint128 totalDistributed;
        uint128 totalWithdrawn;
        uint128 undistributed;
        uint256 totalShares;
        uint256 magnifiedPerShare;
        /// Sum of the holders' stakes (staking books only): the share-source tokens this book holds.
        uint256 totalStaked;
        address[] queue;
        mapping(address account => Holder) holders;
    }

    mapping(address token => Book) private _books;

    // ----- identity -----

    /// @notice The contract's name and version, for the UI to recognise it.
    /// @return "TokenBox.DividendTracker v1".
    function templateName() external pure returns (string memory) {
        return "TokenBox.DividendTracker v1";
    }

    /// @notice The version of this tracker's interface and accounting.
    /// @return 1.
    function version() external pure returns (uint256) {
        return 1;
    }

    // ----- written by the token -----

    /// @inheritdoc IDividendTracker
    function register(DividendSettings calldata settings, address[] calldata excluded) external {
        Book storage book = _books[msg.sender];
        if (book.registered) revert DividendAlreadyRegistered(msg.sender);
        if (excluded.length > MAX_ACCOUNTS_PER_CALL) {
            revert DividendTooManyAccounts(excluded.length, MAX_ACCOUNTS_PER_CALL);
        }
        _checkSettings(settings);
        book.registered = true;
        _storeSettings(book, settings);
        emit DividendTokenRegistered(
            msg.sender, settings.coin, settings.shareSource, settings.minHolding, settings.claimWait
        );
        _setExcluded(book, msg.sender, msg.sender, true);
        _setExcluded(book, msg.sender, DEAD, true);
        _setExcluded(book, msg.sender, address(0), true);
        _setExcluded(book, msg.sender, address(this), true);
        // The chain's shared locker holds tokens for their lock owners and has no way to claim:
        // what it earned would be owed for ever (issue 73). Its part goes to the other holders.
        _setExcluded(book, msg.sender, SHARED_LOCKER_CANCUN, true);
        _setExcluded(book, msg.sender, SHARED_LOCKER_LONDON, true);
        for (uint256 i; i < excluded.length; ++i) {
            _setExcluded(book, msg.sender, excluded[i], true);
        }
    }

    /// @inheritdoc IDividendTracker
    /// @dev Locked so a coin's callback cannot swap the coin in the middle of a deposit.
    function updateSettings(DividendSettings calldata settings) external nonReentrant {
        Book storage book = _registered(msg.sender);
        address coin = book.coin;
        if (settings.coin != coin && (book.totalDistributed != 0 || book.undistributed != 0)) {
            revert DividendCoinLocked(coin);
        }
        // Stakers must always get back exactly the tokens they staked.
        if (settings.shareSource != book.shareSource && book.totalStaked != 0) {
            revert DividendShareSourceLocked(book.shareSource);
        }
        _checkSettings(settings);
        _storeSettings(book, settings);
        emit DividendSettingsUpdated(
            msg.sender, settings.coin, settings.shareSource, settings.minHolding, settings.claimWait
        );
    }

    /// @inheritdoc IDividendTracker
    function setShare(address holder, uint256 balance) external {
        Book storage book = _registered(msg.sender);
        if (book.staking) revert DividendSharesStaked(msg.sender);
        _setShare(book, msg.sender, holder, balance);
    }

    /// @inheritdoc IDividendTracker
    function setExcluded(address account, bool excluded) external {
        Book storage book = _registered(msg.sender);
        if (!excluded && _alwaysExcluded(account)) revert DividendExclusionFixed(account);
        _setExcluded(book, msg.sender, account, excluded);
        // Included again: in a staking book the stake is the share (a holder book's token reports).
        if (!excluded && book.staking) {
            _setShare(book, msg.sender, account, book.holders[account].staked);
        }
    }

    /// @inheritdoc IDividendTracker
    function depositNative() external payable nonReentrant {
        Book storage book = _registered(msg.sender);
        if (book.coin != address(0)) revert DividendWrongCoin(book.coin);
        _credit(book, msg.sender, msg.value);
    }

    /// @inheritdoc IDividendTracker
    function depositToken(uint256 amount) external nonReentrant returns (uint256 received) {
        Book storage book = _registered(msg.sender);
        IERC20 coin = IERC20(book.coin);
        if (address(coin) == address(0)) revert DividendWrongCoin(address(0));
        received = _pull(coin, amount);
        _credit(book, msg.sender, received);
    }

    // ----- anyone -----

    /// @inheritdoc IDividendTracker
    /// @dev Locked like the token's own deposits, so the measured pull counts this transfer alone.
    function distribute(address token, uint256 amount) external payable nonReentrant returns (uint256 received) {
        Book storage book = _registered(token);
        address coin = book.coin;
        if (amount == 0 || msg.value != (coin == address(0) ? amount : 0)) {
            revert DividendAmountInvalid(amount, msg.value);
        }
        received = coin == address(0) ? amount : _pull(IERC20(coin), amount);
        emit DividendsGiven(token, msg.sender, received);
        _credit(book, token, received);
    }

    /// @inheritdoc IDividendTracker
    function syncShares(address token, address[] calldata holders) external {
        Book storage book = _registered(token);
        IERC20 source = IERC20(book.shareSource);
        if (address(source) == address(0)) revert DividendNoShareSource(token);
        if (holders.length > MAX_ACCOUNTS_PER_CALL) {
            revert DividendTooManyAccounts(holders.length, MAX_ACCOUNTS_PER_CALL);
        }
        // A staking book never reads balances: LP that moves between addresses (which the pair
        // does not report) would otherwise earn once per address it passed through.
        bool staking = book.staking;
        for (uint256 i; i < holders.length; ++i) {
            address holder = holders[i];
            _setShare(book, token, holder, staking ? book.holders[holder].staked : source.balanceOf(holder));
        }
    }

    /// @inheritdoc IDividendTracker
    /// @dev Locked: the share source is an arbitrary ERC20 chosen by the token, which must not
    /// re-enter while its stake is measured. Credits what arrived (a fee-on-transfer source
    /// delivers less), never more than `amount`.
    function stake(address token, uint256 amount) external nonReentrant {
        Book storage book = _registered(token);
        if (!book.staking) revert DividendNotStakingBook(token);
        if (amount == 0) revert DividendZeroStake();
        IERC20 source = IERC20(book.shareSource);
        uint256 before = source.balanceOf(address(this));
        source.safeTransferFrom(msg.sender, address(this), amount);
        uint256 received = source.balanceOf(address(this)) - before;
        if (received > amount) received = amount;
        if (received == 0) revert DividendZeroStake();
        Holder storage account = book.holders[msg.sender];
        uint256 staked = account.staked + received;
        account.staked = staked;
        book.totalStaked += received;
        emit DividendStaked(token, msg.sender, received);
        _setShare(book, token, msg.sender, staked);
    }

    /// @inheritdoc IDividendTracker
    function unstake(address token, uint256 amount) external nonReentrant {
        Book storage book = _registered(token);
        if (!book.staking) revert DividendNotStakingBook(token);
        if (amount == 0) revert DividendZeroStake();
        Holder storage account = book.holders[msg.sender];
        uint256 staked = account.staked;
        if (amount > staked) revert DividendUnstakeTooLarge(amount, staked);
        unchecked {
            // Checked just above: amount <= staked <= totalStaked.
            staked -= amount;
            book.totalStaked -= amount;
        }
        account.staked = staked;
        emit DividendUnstaked(token, msg.sender, amount);
        _setShare(book, token, msg.sender, staked);
        IERC20(book.shareSource).safeTransfer(msg.sender, amount);
    }

    /// @inheritdoc IDividendTracker
    function claim(address token) external nonReentrant returns (uint256 amount) {
        return _claim(token, msg.sender);
    }

    /// @inheritdoc IDividendTracker
    function claimTo(address token, address recipient) external nonReentrant returns (uint256 amount) {
        if (recipient == address(0)) revert DividendZeroRecipient();
        return _claim(token, recipient);
    }

    /// @inheritdoc IDividendTracker
    function process(address token, uint256 gasLimit)
        external
        nonReentrant
        returns (uint256 visited, uint256 paid, uint256 next)
    {
        uint256 gasStart = gasleft();
        Book storage book = _registered(token);
        uint256 payoutGas = book.coin == address(0) ? NATIVE_PAYOUT_GAS : TOKEN_PAYOUT_GAS;
        // A payout gets at most 63/64 of the gas left (EIP-150): keep enough that it gets all of
        // `payoutGas`, so a holder never fails only because this call was running out.
        uint256 reserve = payoutGas + payoutGas / 63 + VISIT_OVERHEAD_GAS;
        uint256 visits = book.queue.length;
        if (visits > MAX_PROCESS_VISITS) visits = MAX_PROCESS_VISITS;
        next = book.nextIndex;

        while (visited < visits && gasStart - gasleft() < gasLimit && gasleft() >= reserve) {
            // Re-read: during a payout the coin (if it is a dividend token) may report shares,
            // which can add or remove queue entries.
            uint256 length = book.queue.length;
            if (length == 0) break;
            if (next >= length) next = 0;
            address holder = book.queue[next];
            ++visited;
            if (_visit(book, token, holder, payoutGas)) ++paid;
            // A removal moved the last entry into this position: visit it next instead of skipping.
            if (next < book.queue.length && book.queue[next] == holder) ++next;
        }
        // Past the end means the round is complete: start the next one at the beginning.
        if (next >= book.queue.length) next = 0;
        // The queue can never reach 2^48 entries (each costs a storage write), so `next` fits.
        book.nextIndex = uint48(next);
        emit DividendsProcessed(token, visited, paid, next);
    }

    // ----- views -----

    /// @inheritdoc IDividendTracker
    function isRegistered(address token) external view returns (bool) {
        return _books[token].registered;
    }

    /// @inheritdoc IDividendTracker
    function dividendCoin(address token) external view returns (address) {
        return _books[token].coin;
    }

    /// @inheritdoc IDividendTracker
    function shareSource(address token) external view returns (address) {
        return _books[token].shareSource;
    }

    /// @inheritdoc IDividendTracker
    function minHolding(address token) external view returns (uint256) {
        return _books[token].minHolding;
    }

    /// @inheritdoc IDividendTracker
    function claimWait(address token) external view returns (uint256) {
        return _books[token].claimWait;
    }

    /// @inheritdoc IDividendTracker
    function totalShares(address token) external view returns (uint256) {
        return _books[token].totalShares;
    }

    /// @inheritdoc IDividendTracker
    function totalDistributed(address token) external view returns (uint256) {
        return _books[token].totalDistributed;
    }

    /// @inheritdoc IDividendTracker
    function totalWithdrawn(address token) external view returns (uint256) {
        return _books[token].totalWithdrawn;
    }

    /// @inheritdoc IDividendTracker
    function holderCount(address token) external view returns (uint256) {
        return _books[token].queue.length;
    }

    /// @inheritdoc IDividendTracker
    function nextIndex(address token) external view returns (uint256) {
        return _books[token].nextIndex;
    }

    /// @inheritdoc IDividendTracker
    function holderAt(address token, uint256 index) external view returns (address) {
        return _books[token].queue[index];
    }

    /// @inheritdoc IDividendTracker
    function getBook(address token) external view returns (DividendBookView memory book) {
        Book storage stored = _books[token];
        book.registered = stored.registered;
        book.coin = stored.coin;
        book.shareSource = stored.shareSource;
        book.minHolding = stored.minHolding;
        book.claimWait = stored.claimWait;
        book.totalShares = stored.totalShares;
        book.totalDistributed = stored.totalDistributed;
        book.totalWithdrawn = stored.totalWithdrawn;
        book.undistributed = stored.undistributed;
        book.holderCount = stored.queue.length;
        book.nextIndex = stored.nextIndex;
        book.totalStaked = stored.totalStaked;
    }

    /// @notice The chain's shared TokenLocker in each build (its CREATE2 address through the
    /// deterministic deployment proxy with TokenBox's shared salt): every book excludes both, for good.
    /// @return cancun The cancun build's address.
    /// @return london The london build's address.
    function sharedLockers() external pure returns (address cancun, address london) {
        return (SHARED_LOCKER_CANCUN, SHARED_LOCKER_LONDON);
    }

    /// @notice The book's accumulator: coin per share, times 2^128, since the book opened.
    /// @param token The book.
    /// @return The magnified dividend per share.
    function magnifiedPerShare(address token) external view returns (uint256) {
        return _books[token].magnifiedPerShare;
    }

    /// @notice Coin deposited while no share earned, assigned with the next deposit that finds shares.
    /// @param token The book.
    /// @return Base units held back.
    function undistributed(address token) external view returns (uint256) {
        return _books[token].undistributed;
    }

    /// @inheritdoc IDividendTracker
    function shareOf(address token, address holder) external view returns (uint256) {
        return _books[token].holders[holder].share;
    }

    /// @inheritdoc IDividendTracker
    function withdrawableOf(address token, address holder) public view returns (uint256) {
        Book storage book = _books[token];
        Holder storage account = book.holders[holder];
        return account.owed + _earned(account.share, book.magnifiedPerShare - account.settledPerShare);
    }

    /// @inheritdoc IDividendTracker
    function withdrawnOf(address token, address holder) external view returns (uint256) {
        return _books[token].holders[holder].withdrawn;
    }

    /// @inheritdoc IDividendTracker
    function lastClaimAt(address token, address holder) external view returns (uint256) {
        return _books[token].holders[holder].lastClaimAt;
    }

    /// @inheritdoc IDividendTracker
    function isExcluded(address token, address account) external view returns (bool) {
        return _books[token].holders[account].excluded;
    }

    /// @inheritdoc IDividendTracker
    function getHolder(address token, address holder) external view returns (DividendHolderView memory view_) {
        Holder storage account = _books[token].holders[holder];
        view_.share = account.share;
        view_.withdrawable = withdrawableOf(token, holder);
        view_.withdrawn = account.withdrawn;
        view_.lastClaimAt = account.lastClaimAt;
        view_.excluded = account.excluded;
        view_.queued = account.position != 0;
        view_.staked = account.staked;
    }

    /// @inheritdoc IDividendTracker
    function stakedOf(address token, address holder) external view returns (uint256) {
        return _books[token].holders[holder].staked;
    }

    // ----- internals -----

    /// @dev Pulls `amount` of `coin` from the caller and returns what arrived. Measured by balance, not
    /// by `amount`: a fee-on-transfer coin delivers less. The lock keeps any other deposit or payout
    /// of this coin out of the measurement. Never more than `amount`: a rebasing coin that grows the
    /// tracker's balance inside `transferFrom` (CompoundToken's auto rebase) would otherwise hand the
    /// growth of every book's coin to this deposit.
    function _pull(IERC20 coin, uint256 amount) private returns (uint256 received) {
        uint256 before = coin.balanceOf(address(this));
        coin.safeTransferFrom(msg.sender, address(this), amount);
        received = coin.balanceOf(address(this)) - before;
        if (received > amount) received = amount;
    }

    function _registered(address token) private view returns (Book storage book) {
        book = _books[token];
        if (!book.registered) revert DividendTokenNotRegistered(token);
    }

    function _checkSettings(DividendSettings calldata settings) private view {
        if (settings.claimWait > MAX_CLAIM_WAIT) revert DividendClaimWaitTooLong(settings.claimWait, MAX_CLAIM_WAIT);
        address coin = settings.coin;
        // The registering token itself has no code yet while its constructor runs.
        if (coin != address(0) && coin != msg.sender && coin.code.length == 0) revert DividendCoinNotContract(coin);
    }

    /// @dev Called by the token itself (register, updateSettings): `msg.sender` is the book's token.
    function _storeSettings(Book storage book, DividendSettings calldata settings) private {
        address source = settings.shareSource;
        book.coin = settings.coin;
        book.shareSource = source;
        book.staking = source != address(0) && source != msg.sender;
        book.minHolding = settings.minHolding;
        book.claimWait = settings.claimWait;
    }

    /// @dev The accounts {register} excludes in every book, which no token can include again: the
    /// token itself (`msg.sender` in every write), the dead and zero addresses, this tracker and the
    /// shared locker.
    function _alwaysExcluded(address account) private view returns (bool) {
        return account == msg.sender || account == DEAD || account == address(0) || account == address(this)
            || account == SHARED_LOCKER_CANCUN || account == SHARED_LOCKER_LONDON;
    }

    function _setShare(Book storage book, address token, address holder, uint256 balance) private {
        Holder storage account = book.holders[holder];
        uint256 share;
        if (!account.excluded && balance >= book.minHolding) {
            share = balance > LOW_128_BITS ? LOW_128_BITS : balance;
        }
        uint256 previous = account.share;
        if (share == previous) return;
        _settle(book, account, previous);
        book.totalShares = book.totalShares - previous + share;
        // `share` was capped to 128 bits above.
        account.share = uint128(share);
        if (share != 0) {
            if (account.position == 0) _enqueue(book, account, holder);
        } else if (account.owed == 0) {
            // Still owed coin: stays queued until {process} pays it.
            _dequeue(book, account);
        }
        emit DividendShareUpdated(token, holder, share);
    }

    function _setExcluded(Book storage book, address token, address account, bool excluded) private {
        Holder storage holder = book.holders[account];
        if (holder.excluded == excluded) return;
        holder.excluded = excluded;
        emit DividendExclusionUpdated(token, account, excluded);
        uint256 previous = holder.share;
        if (excluded && previous != 0) {
            _settle(book, holder, previous);
            book.totalShares -= previous;
            holder.share = 0;
            if (holder.owed == 0) _dequeue(book, holder);
            emit DividendShareUpdated(token, account, 0);
        }
    }

    /// @dev Moves what `account` earned with `share` since its last settlement into `owed`.
    function _settle(Book storage book, Holder storage account, uint256 share) private {
        uint256 perShare = book.magnifiedPerShare;
        uint256 since = perShare - account.settledPerShare;
        if (since == 0) return;
        account.settledPerShare = perShare;
        // Bounded by the book's lifetime deposits (< 2^128), see the contract notes.
        if (share != 0) account.owed += uint128(_earned(share, since));
    }

    /// @dev floor(share * since / 2^128) without a 512-bit product: split `since` into its high and
    /// low 128 bits. share < 2^128 and each part < 2^128, so neither product overflows; the high
    /// part divides exactly, so the floor is the same as of the whole.
    function _earned(uint256 share, uint256 since) private pure returns (uint256) {
        return (since >> MAGNITUDE_BITS) * share + (((since & LOW_128_BITS) * share) >> MAGNITUDE_BITS);
    }

    function _credit(Book storage book, address token, uint256 amount) private {
        if (amount == 0) revert DividendZeroDeposit();
        uint256 held = book.undistributed;
        uint256 total;
        uint256 room;
        unchecked {
            // totalDistributed + undistributed never exceeds 2^128 - 1 (checked below on every
            // deposit), so the subtraction cannot underflow.
            room = LOW_128_BITS - book.totalDistributed - held;
        }
        if (amount > room) revert DividendDepositTooLarge(amount, room);
        total = held + amount;
        uint256 shares = book.totalShares;
        if (shares == 0) {
            // Nobody earns yet: hold it for the next deposit that finds shares.
            book.undistributed = uint128(total);
            emit DividendsDeposited(token, amount, 0);
            return;
        }
        // total < 2^128, so shifting it by 128 bits stays within 256; rounding down keeps the dust.
        book.magnifiedPerShare += (total << MAGNITUDE_BITS) / shares;
        book.totalDistributed += uint128(total);
        if (held != 0) book.undistributed = 0;
        emit DividendsDeposited(token, amount, total);
    }

    function _claim(address token, address recipient) private returns (uint256 amount) {
        Book storage book = _registered(token);
        Holder storage account = book.holders[msg.sender];
        _settle(book, account, account.share);
        amount = account.owed;
        if (amount == 0) revert DividendNothingToClaim(token, msg.sender);
        _recordPayout(book, account, amount);
        if (account.share == 0 && account.position != 0) _dequeue(book, account);
        if (!_send(book.coin, recipient, amount, gasleft())) revert DividendTransferFailed(recipient, amount);
        emit DividendPaid(token, msg.sender, recipient, amount, false);
    }

    /// @dev One {process} step: pays `holder` what it is owed unless it was paid less than the claim
    /// wait ago, and drops a zero-share entry from the queue. Returns whether it paid.
    function _visit(Book storage book, address token, address holder, uint256 payoutGas) private returns (bool paid) {
        Holder storage account = book.holders[holder];
        bool failed;
        uint256 last = account.lastClaimAt;
        // Never paid (zero) counts as due, whatever the chain's clock says.
        if (last == 0 || block.timestamp >= last + book.claimWait) {
            _settle(book, account, account.share);
            uint256 amount = account.owed;
            if (amount != 0) {
                _recordPayout(book, account, amount);
                if (_send(book.coin, holder, amount, payoutGas)) {
                    paid = true;
                    emit DividendPaid(token, holder, holder, amount, true);
                } else {
                    _reversePayout(book, account, amount);
                    failed = true;
                    emit DividendPaymentFailed(token, holder, amount);
                }
            }
        }
        // A zero-share entry leaves the queue once nothing is owed or its payout was tried; what a
        // failed payout owes stays claimable.
        if (account.share == 0 && (failed || account.owed == 0)) _dequeue(book, account);
    }

    /// @dev Effects before the payout is sent (checks-effects-interactions).
    function _recordPayout(Book storage book, Holder storage account, uint256 amount) private {
        // amount <= owed < 2^128.
        account.owed = 0;
        account.withdrawn += uint128(amount);
        account.lastClaimAt = uint64(block.timestamp);
        book.totalWithdrawn += uint128(amount);
    }

    /// @dev Undoes {_recordPayout} after a failed automatic payout, except the claim time: the holder
    /// counts as visited, so a refusing contract costs the queue one try per claim wait.
    function _reversePayout(Book storage book, Holder storage account, uint256 amount) private {
        account.owed += uint128(amount);
        account.withdrawn -= uint128(amount);
        book.totalWithdrawn -= uint128(amount);
    }

    /**
     * @dev Sends `amount` of `coin` (address(0) = native) to `to` with at most `gasCap` gas and
     * reports success instead of reverting. Assembly so that no return data is copied (a receiver
     * returning megabytes cannot make the caller pay for them). An ERC20 succeeds like SafeERC20
     * decides: the call succeeded and returned true, or returned nothing from an address with code.
     */
    function _send(address coin, address to, uint256 amount, uint256 gasCap) private returns (bool ok) {
        if (coin == address(0)) {
            assembly ("memory-safe") {
                ok := call(gasCap, to, amount, 0, 0, 0, 0)
            }
            return ok;
        }
        bytes memory data = abi.encodeCall(IERC20.transfer, (to, amount));
        assembly ("memory-safe") {
            // The first 32 bytes of return data go to scratch space at 0.
            ok := call(gasCap, coin, 0, add(data, 0x20), mload(data), 0, 0x20)
            if ok {
                switch returndatasize()
                case 0 { ok := gt(extcodesize(coin), 0) }
                default { ok := and(gt(returndatasize(), 0x1f), eq(mload(0), 1)) }
            }
        }
    }

    function _enqueue(Book storage book, Holder storage account, address holder) private {
        book.queue.push(holder);
        // The queue can never reach 2^48 entries (each costs a storage write).
        account.position = uint48(book.queue.length);
    }

    /// @dev Swap-and-pop: the last entry takes the leaving holder's position.
    function _dequeue(Book storage book, Holder storage account) private {
        uint256 position = account.position;
        if (position == 0) return;
        uint256 last = book.queue.length;
        if (position != last) {
            address moved = book.queue[last - 1];
            book.queue[position - 1] = moved;
            // position < last < 2^48.
            book.holders[moved].position = uint48(position);
        }
        book.queue.pop();
        account.position = 0;
    }
}

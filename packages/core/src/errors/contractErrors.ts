import { type Abi, decodeErrorResult, type Hex, parseAbi } from 'viem'
import type { ErrorMessageKey } from './errorMessageKeys.ts'
import { presaleStatusKeys } from './presaleStatusKeys.ts'

/** A catalogue key and the interpolation values its text needs. */
export type ContractErrorReading = { key: ErrorMessageKey; params: Record<string, string> }

type Reading = ErrorMessageKey | ((args: readonly unknown[]) => ErrorMessageKey | ContractErrorReading)

const text = (value: unknown) => String(value)

/** A 0-based index as the 1-based place a person counts. */
const place = (value: unknown) => (BigInt(value as bigint) + 1n).toString()

/**
 * Unix seconds as milliseconds, the value i18next's `datetime` format expects: the texts format it
 * in the reader's language (`{{readyAt, datetime(dateStyle: medium; timeStyle: short)}}`).
 */
const milliseconds = (value: unknown) => (BigInt(value as bigint) * 1000n).toString()

/** Basis points as a percent without float rounding: 2500 -> "25", 1250 -> "12.5". */
function percent(value: unknown): string {
  const bps = BigInt(value as bigint)
  const fraction = (bps % 100n).toString().padStart(2, '0').replace(/0+$/, '')
  return fraction ? `${bps / 100n}.${fraction}` : `${bps / 100n}`
}

const presaleStatusKey = (status: unknown): ErrorMessageKey =>
  presaleStatusKeys[Number(status)] ?? 'presaleStillLive'

/**
 * Every custom error of the contracts TokenBox ships (the generated ABIs in `../contracts`;
 * test-only contracts aside), keyed by its Solidity declaration, and how a user reads it: a key of
 * the error catalogue, with params where an argument tells the user something (an order number, a
 * date, a fee). Errors that mean the same to a user share a key: OpenZeppelin's balance and
 * allowance errors read like TokenBox's own, every "created without this option" error reads once.
 * Amounts are left out of the sentences (their decimals are unknown here): the raw error, with its
 * amounts, goes under the message's details.
 *
 * The declarations double as an ABI of every error, so an error that reaches a call whose ABI
 * lacks it (a token's error passed on by the locker, the router or a multisig wallet) is still
 * decoded. `contractErrors.test.ts` fails when a shipped contract has an error missing here.
 */
const contractErrors: Readonly<Record<string, Reading>> = {
  // OpenZeppelin (tokens, pair, factory, access)
  'ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)': 'tokenBalanceTooLow',
  'ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)': 'allowanceTooLow',
  'ERC20InvalidApprover(address approver)': 'zeroAddress',
  'ERC20InvalidReceiver(address receiver)': 'zeroAddress',
  'ERC20InvalidSender(address sender)': 'zeroAddress',
  'ERC20InvalidSpender(address spender)': 'zeroAddress',
  'ERC2612ExpiredSignature(uint256 deadline)': 'deadlineExpired',
  'ERC2612InvalidSigner(address signer, address owner)': 'invalidSignature',
  'ECDSAInvalidSignature()': 'invalidSignature',
  'ECDSAInvalidSignatureLength(uint256 length)': 'invalidSignature',
  'ECDSAInvalidSignatureS(bytes32 s)': 'invalidSignature',
  'InvalidAccountNonce(address account, uint256 currentNonce)': 'invalidSignature',
  'InvalidShortString()': 'textTooLong',
  'StringTooLong(string str)': 'textTooLong',
  'OwnableUnauthorizedAccount(address account)': 'noPermission',
  'OwnableInvalidOwner(address owner)': 'zeroAddress',
  'AccessControlUnauthorizedAccount(address account, bytes32 neededRole)': 'noPermission',
  'ReentrancyGuardReentrantCall()': 'reentrantCall',
  'SafeERC20FailedOperation(address token)': 'tokenTransferFailed',
  'FailedDeployment()': 'deploymentFailed',
  // CloneArgs (the mining pools' clones): an address already taken, arguments too long for a clone.
  'CloneArgsDeployFailed()': 'deploymentFailed',
  'CloneArgsTooLong(uint256 length)': 'deploymentFailed',
  // OpenZeppelin's Address: only the presale's calls into its listing and set-up code use it.
  'FailedCall()': 'presaleListingFailed',
  'AddressEmptyCode(address target)': 'presaleListingFailed',
  'InsufficientBalance(uint256 balance, uint256 needed)': 'insufficientBalance',
  // A 314 market's reserve above 2^128 wei (SafeCast): a coin amount no chain holds.
  'SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)': 'amountTooLarge',
  // A mining pool's reward figures above 2^255 (SafeCast): an amount no token holds.
  'SafeCastOverflowedUintToInt(uint256 value)': 'amountTooLarge',

  // Token templates
  'TokenPaused()': 'tokenPaused',
  'TokenPauseUnchanged(bool paused)': ([paused]) => (paused ? 'alreadyPaused' : 'notPaused'),
  'TokenBlacklisted(address account)': ([account]) => ({
    key: 'accountBlacklisted',
    params: { address: text(account) },
  }),
  'TokenNotWhitelisted(address account)': ([account]) => ({
    key: 'notWhitelisted',
    params: { address: text(account) },
  }),
  'TokenWhitelistOnlyOff()': 'whitelistOnlyOff',
  'TokenCannotBlacklist(address account)': 'cannotBlacklist',
  'TokenMintDisabled()': 'optionNotEnabled',
  'TokenPauseDisabled()': 'optionNotEnabled',
  'TokenBlacklistDisabled()': 'optionNotEnabled',
  'TokenWhitelistDisabled()': 'optionNotEnabled',
  'TokenTransferFeeDisabled()': 'optionNotEnabled',
  'TokenBurnDisabled()': 'optionNotEnabled',
  'TokenFomoDisabled()': 'optionNotEnabled',
  'TokenInvitationDisabled()': 'optionNotEnabled',
  'TokenTimedRenounceDisabled()': 'optionNotEnabled',
  'TokenRewardShareNotAllowed()': 'optionNotEnabled',
  // Declared as (totalBps, capBps) by the tax templates and (feeBps, capBps) by CompoundToken: one selector.
  'TokenFeeAboveCap(uint256 totalBps, uint256 capBps)': ([total, cap]) => ({
    key: 'feeAboveCap',
    params: { total: percent(total), cap: percent(cap) },
  }),
  'TokenZeroFeeRecipient()': 'feeReceiverMissing',
  'TokenZeroMarketingWallet()': 'feeReceiverMissing',
  'TokenZeroAddress()': 'zeroAddress',
  'TokenZeroInitialSupply()': 'zeroAmount',
  'TokenSupplyTooLarge(uint256 supply)': 'supplyTooLarge',
  'TokenMaxSupplyAboveLimit(uint256 maxSupply, uint256 limit)': 'supplyTooLarge',
  'TokenMaxSupplyBelowInitial(uint256 maxSupply, uint256 initialSupply)': 'maxSupplyBelowInitial',
  'TokenMaxSupplyExceeded(uint256 supplyAfter, uint256 cap)': 'mintAboveCap',
  // The invitation's minimum holding reuses it with a minimum of 0: only too large is possible there.
  'TokenLimitOutOfRange(uint256 limit, uint256 minimum)': ([, minimum]) =>
    BigInt(minimum as bigint) === 0n ? 'amountTooLarge' : 'limitTooLow',
  'TokenCooldownTooLong(uint256 cooldownSeconds, uint256 maximum)': ([, maximum]) => ({
    key: 'cooldownTooLong',
    params: { maximum: text(maximum) },
  }),
  'TokenCooldownActive(address account, uint256 readyAt)': ([, readyAt]) => ({
    key: 'cooldownActive',
    params: { readyAt: milliseconds(readyAt) },
  }),
  'TokenMaxTxExceeded(uint256 amount, uint256 maxTx)': 'maxTxExceeded',
  'TokenMaxWalletExceeded(address account, uint256 balance, uint256 maxWallet)': 'maxWalletExceeded',
  'TokenBotWindowLimit(uint256 amount, uint256 limit)': 'botWindowLimit',
  'TokenTooManyGenerations(uint256 generations, uint256 maximum)': ([, maximum]) => ({
    key: 'tooManyGenerations',
    params: { maximum: text(maximum) },
  }),
  'TokenFomoSettingsInvalid()': 'fomoSettingsInvalid',
  'TokenOptionAboveMax(uint256 value, uint256 maximum)': ([value, maximum]) => ({
    key: 'optionAboveMax',
    params: { value: text(value), maximum: text(maximum) },
  }),
  'TokenSwapBackThresholdInvalid(uint256 threshold)': 'swapBackThresholdInvalid',
  'TokenMarketPairFixed(address account)': 'fixedExemption',
  'TokenNotAPool(address account)': 'notAPool',
  'TokenTradingNotStarted()': 'tradingNotStarted',
  'TokenTradingAlreadyStarted(uint256 startedAt)': 'tradingAlreadyStarted',
  'TokenOnlySelf()': 'noPermission',
  'TokenNativeNotAccepted(address sender)': 'coinNotAccepted',
  'TokenInvalidRouter(address router)': 'routerInvalid',
  'TokenRenounceEndNotInFuture(uint64 endsAt, uint256 timestamp)': 'renounceDateInPast',
  // Also raised when no timed renounce is pending; its end is then 0.
  'TokenRenounceNotOver(uint64 endsAt, uint256 timestamp)': ([endsAt]) =>
    BigInt(endsAt as bigint) === 0n
      ? 'noTimedRenounce'
      : { key: 'reclaimNotYet', params: { endsAt: milliseconds(endsAt) } },
  'TokenNotReturningOwner(address caller, address returningOwner)': 'noPermission',
  'TokenCompoundStartNotInFuture(uint64 startTime, uint256 timestamp)': 'compoundStartInPast',
  'TokenCompoundIntervalZero()': 'compoundIntervalZero',
  'TokenCompoundRateOutOfRange(uint256 rate, uint256 maxRate)': 'compoundRateOutOfRange',
  'TokenCompoundingEnded()': 'compoundingEnded',
  'TokenRebaseNotDue(uint256 nextRebaseAt, uint256 timestamp)': ([nextAt]) => ({
    key: 'rebaseNotDue',
    params: { nextAt: milliseconds(nextAt) },
  }),
  'TokenDividendCoinInvalid(address coin)': 'dividendCoinInvalid',
  'TokenProcessGasOutOfRange(uint256 processGas, uint256 minimum, uint256 maximum)': ([
    ,
    minimum,
    maximum,
  ]) => ({
    key: 'processGasOutOfRange',
    params: { minimum: text(minimum), maximum: text(maximum) },
  }),
  'TokenDividendExclusionFixed(address account)': 'fixedDividendExclusion',
  'TokenTrackerGasTooLow()': 'trackerGasTooLow',
  'TokenSwapEngineMissing()': 'noSwapEngineProxy',
  // The shared swap engine: its errors end a swap-back, which the token catches (a sell goes on).
  'TaxSwapEngineLiquidityPending()': 'swapBackFailed',
  'TaxSwapEngineOrderInvalid()': 'swapBackFailed',
  'TaxSwapEngineUnwrapShort(uint256 expected, uint256 received)': 'swapBackFailed',
  'TaxSwapEngineTokenRefused(uint256 amount)': 'swapBackFailed',

  // Sale token
  'SaleTradingNotStarted()': 'tradingNotStarted',
  'SaleInvalidConfig(string field)': ([field]) => ({
    key: 'saleSettingInvalid',
    params: { field: text(field) },
  }),
  'SaleNothingSent()': 'zeroAmount',
  'SaleSoftCapNotMet(uint256 raised, uint256 softCap)': 'saleSoftCapNotMet',
  'SaleTradingAlreadyStarted()': 'tradingAlreadyStarted',
  'SaleLaunchWindowClosed(uint256 deadline)': ([deadline]) => ({
    key: 'saleLaunchWindowClosed',
    params: { deadline: milliseconds(deadline) },
  }),
  'SaleNotFailed()': 'saleRefundsClosed',
  'SaleNothingToClaim(address account)': 'saleNothingToClaim',
  'SaleNotBeneficiary(address caller)': 'noPermission',
  'SalePaymentFailed(address to, uint256 amount)': 'paymentRefused',

  // Sale hub (the sale variants of the tax templates)
  'SaleHubUnknownSale(address token)': 'saleUnknown',
  'SaleHubAlreadyRegistered(address token)': 'saleAlreadyRegistered',
  'SaleHubNotTokenOwner(address caller)': 'noPermission',
  'SaleOnlyHub()': 'noPermission',
  'SaleHubExemptionFixed()': 'saleHubExemptionFixed',
  // Fair-launch token
  'FairLaunchTradingNotStarted()': 'tradingNotStarted',
  'FairLaunchInvalidConfig(string field)': ([field]) => ({
    key: 'fairLaunchSettingInvalid',
    params: { field: text(field) },
  }),
  'FairLaunchMintingClosed()': 'fairLaunchMintingClosed',
  'FairLaunchNotEligible(address account)': 'fairLaunchNotEligible',
  'FairLaunchInvalidTimes(uint256 times)': 'fairLaunchMintLimit',
  'FairLaunchUnderpaid(uint256 sent, uint256 cost)': 'fairLaunchPriceRose',
  'FairLaunchNotEnded()': 'fairLaunchNotEnded',
  'FairLaunchAlreadyLaunched()': 'tradingAlreadyStarted',
  'FairLaunchWindowClosed(uint256 deadline)': ([deadline]) => ({
    key: 'fairLaunchWindowClosed',
    params: { deadline: milliseconds(deadline) },
  }),
  'FairLaunchRefundNotAvailable()': 'fairLaunchRefundClosed',
  'FairLaunchNotFailed()': 'fairLaunchRefundClosed',
  'FairLaunchNothingToClaim(address account)': 'fairLaunchNothingToClaim',
  'FairLaunchWhitelistClosed()': 'fairLaunchWhitelistClosed',
  'FairLaunchPaymentFailed(address to, uint256 amount)': 'paymentRefused',

  // 314 tokens (the built-in market, x314, and their sales)
  'Market314InvalidConfig(string field)': ([field]) => ({
    key: 'market314SettingInvalid',
    params: { field: text(field) },
  }),
  'Market314TradingNotOpen()': 'market314NotOpen',
  'Market314ZeroAmount()': 'zeroAmount',
  'Market314Expired(uint256 deadline, uint256 timestamp)': 'deadlineExpired',
  // Nothing out at all is a trade too small to pay anything; otherwise the price moved.
  'Market314InsufficientOutput(uint256 amountOut, uint256 minAmountOut)': ([amountOut]) =>
    BigInt(amountOut as bigint) === 0n ? 'swapAmountTooSmall' : 'slippage',
  'Market314SameBlockTrade(address account)': 'market314SameBlock',
  'Market314MaxWalletExceeded(address account, uint256 balance, uint256 maxWallet)': 'maxWalletExceeded',
  'Market314FeeTooHigh(uint256 feeBps, uint256 maxFeeBps)': ([fee, cap]) => ({
    key: 'feeAboveCap',
    params: { total: percent(fee), cap: percent(cap) },
  }),
  'Market314MaxWalletLowered(uint256 current, uint256 requested)': 'maxWalletOnlyRaised',
  'Market314InvalidFeeReceiver(address feeReceiver)': 'feeReceiverMissing',
  'Market314LiquidityAlreadyAdded()': 'liquidityAlreadyAdded',
  'Market314InvalidLockTime(uint256 lockedUntil)': 'liquidityLockTimeInvalid',
  'Market314NotLiquidityProvider(address caller)': 'noPermission',
  'Market314LiquidityLocked(uint256 lockedUntil)': ([lockedUntil]) => ({
    key: 'liquidityLocked',
    params: { lockedUntil: milliseconds(lockedUntil) },
  }),
  'Market314NoLiquidity()': 'noLiquidity',
  'Market314LiquidityPermanent()': 'liquidityPermanent',
  'Market314RenounceBeforeLiquidity()': 'renounceBeforeLiquidity',
  'Market314NothingToClaim(address account)': 'creditNothingToClaim',
  'Market314PaymentFailed(address to, uint256 amount)': 'paymentRefused',
  'Market314TradingStartNotEarlier(uint64 current, uint64 requested)': 'tradingStartOnlyEarlier',
  'Market314InvalidInviter(address inviter)': 'market314InvalidInviter',
  'Market314AlreadyBound(address inviter)': 'presaleAlreadyBound',
  'Sale314InvalidConfig(string field)': ([field]) => ({
    key: 'saleSettingInvalid',
    params: { field: text(field) },
  }),
  'Sale314NotActive()': 'saleClosed',
  'Sale314BelowMinimum(uint256 contribution, uint256 minContribution)': 'saleBelowMinimum',
  'Sale314AboveMaximum(uint256 contribution, uint256 maxContribution)': 'saleAboveMaximum',
  'Sale314SoftCapNotMet(uint256 raised, uint256 softCap)': 'saleSoftCapNotMet',
  'Sale314AlreadyLaunched()': 'tradingAlreadyStarted',
  'Sale314LaunchWindowClosed(uint256 deadline)': ([deadline]) => ({
    key: 'saleLaunchWindowClosed',
    params: { deadline: milliseconds(deadline) },
  }),
  'Sale314NotFailed()': 'saleRefundsClosed',
  'Sale314NothingToRefund(address account)': 'saleNothingToClaim',
  'Sale314TradingNotStarted()': 'tradingNotStarted',

  // Launchpad (factory and presales)
  'LaunchpadFeeTooHigh(uint256 bps, uint256 max)': ([fee, cap]) => ({
    key: 'feeAboveCap',
    params: { total: percent(fee), cap: percent(cap) },
  }),
  'LaunchpadInvalidRecipient()': 'feeReceiverMissing',
  'LaunchpadWrongFee(uint256 paid, uint256 required)': 'launchpadWrongFee',
  'LaunchpadTokenTaxed(uint256 received, uint256 required)': 'presaleTokenTaxed',
  'LaunchpadNativeTransferFailed(address to, uint256 amount)': 'paymentRefused',
  'PresaleAlreadyInitialized()': 'noPermission',
  'PresaleNotCreator(address caller)': 'noPermission',
  'PresaleInvalidToken(address token)': 'presaleInvalidToken',
  'PresaleInvalidTimes(uint256 start, uint256 end)': 'presaleInvalidTimes',
  'PresaleInvalidCaps(uint256 softCap, uint256 hardCap)': 'presaleInvalidCaps',
  'PresaleInvalidBuyLimits(uint256 minBuy, uint256 maxBuy, uint256 maxPerBuyer)': 'presaleInvalidBuyLimits',
  'PresaleInvalidPayCoins()': 'presaleInvalidPayCoins',
  'PresaleInvalidRate(uint256 index)': ([index]) => ({
    key: 'presaleInvalidRate',
    params: { position: place(index) },
  }),
  'PresaleInvalidPhases(uint256 index)': 'presaleInvalidPhases',
  'PresaleInvalidListing()': 'presaleInvalidListing',
  'PresaleInvalidClaimMode()': 'presaleInvalidClaimMode',
  'PresaleInvalidInviteRewards(uint256 totalBps, uint256 max)': ([total, cap]) => ({
    key: 'presaleInvalidInviteRewards',
    params: { total: percent(total), cap: percent(cap) },
  }),
  'PresaleInvalidWhitelist()': 'presaleInvalidWhitelist',
  'PresaleInvalidPenalty(uint256 bps, uint256 max)': ([penalty, cap]) => ({
    key: 'presaleInvalidPenalty',
    params: { penalty: percent(penalty), cap: percent(cap) },
  }),
  'PresaleInvalidGrace(uint256 grace, uint256 min, uint256 max)': 'presaleInvalidGrace',
  'PresaleWrongStatus(uint8 status)': ([status]) => presaleStatusKey(status),
  'PresaleNotFinalizable(uint8 status)': ([status]) => presaleStatusKey(status),
  'PresaleCannotCancel(uint8 status)': 'presaleCannotCancel',
  'PresaleNotWhitelisted(address account)': 'presaleNotWhitelisted',
  'PresaleTierNotOpen(uint256 tier, uint256 opensAt)': ([tier, opensAt]) => ({
    key: 'presaleTierNotOpen',
    params: { tier: place(tier), opensAt: milliseconds(opensAt) },
  }),
  'PresaleInviterRequired()': 'presaleInviterRequired',
  'PresaleInvalidInviter(address inviter)': 'presaleInvalidInviter',
  'PresaleAlreadyBound(address inviter)': 'presaleAlreadyBound',
  'PresaleBelowMinBuy(uint256 amount, uint256 minBuy)': 'presaleBelowMinBuy',
  'PresaleAboveMaxBuy(uint256 amount, uint256 maxBuy)': 'presaleAboveMaxBuy',
  'PresaleAbovePerBuyer(uint256 total, uint256 maxPerBuyer)': 'presaleAbovePerBuyer',
  'PresaleHardCapExceeded(uint256 amount, uint256 available)': 'presaleHardCapExceeded',
  'PresaleInvalidCoin(uint256 index)': 'presaleInvalidCoin',
  'PresaleWrongValue(uint256 sent, uint256 expected)': 'presaleWrongValue',
  'PresaleZeroAmount()': 'zeroAmount',
  'PresaleNothingToClaim()': 'presaleNothingToClaim',
  'PresaleNothingToRefund()': 'presaleNothingToRefund',
  'PresaleEmergencyWithdrawDisabled()': 'presaleEmergencyWithdrawDisabled',
  'PresaleListingNotDelegated()': 'noPermission',
  'PresaleSetupNotDelegated()': 'noPermission',
  'PresaleListingPriceMismatch(address pair, uint256 reserveToken, uint256 reserveCoin)':
    'presaleListingPriceMismatch',
  'PresaleNothingListed()': 'presaleNothingListed',
  'PresaleTooLong(uint256 duration, uint256 max)': 'presaleTooLong',
  'PresaleTransferTaxed(address token, uint256 received, uint256 expected)': 'presaleTokenTaxed',
  'PresaleNativeTransferFailed(address to, uint256 amount)': 'paymentRefused',
  'PresaleNoActivePhase()': 'presaleNoActivePhase',

  // Inscription token
  'InscriptionSoldOut()': 'inscriptionSoldOut',
  'InscriptionMintLimitReached(address minter, uint256 mints)': ([, mints]) => ({
    key: 'inscriptionMintLimitReached',
    params: { mints: text(mints) },
  }),
  'InscriptionContractMinter(address caller)': 'inscriptionContractMinter',
  'InscriptionNativeCoinRefused(uint256 value)': 'inscriptionCoinRefused',
  'InscriptionUnknownCall(bytes4 selector)': 'inscriptionUnknownCall',
  'InscriptionInvalidConfig()': 'inscriptionSettingInvalid',

  // Bulk inscriber (many inscriptions in one transaction)
  'BulkInscriberInvalidCount(uint256 count, uint256 max)': ([count, max]) => ({
    key: 'bulkInscribeCountInvalid',
    params: { count: text(count), max: text(max) },
  }),
  'BulkInscriberEmptyContent(uint256 index)': ([index]) => ({
    key: 'bulkInscribeEmpty',
    params: { position: place(index) },
  }),
  'BulkInscriberNotADataUri(uint256 index)': ([index]) => ({
    key: 'bulkInscribeNotDataUri',
    params: { position: place(index) },
  }),

  // Inscription presale (one sale per clone of the shared InscriptionSaleFactory)
  'InscriptionSaleAlreadyInitialized()': 'noPermission',
  'InscriptionSaleNotSeller(address caller)': 'noPermission',
  'InscriptionSaleInvalidTick()': 'inscriptionSaleInvalidTick',
  'InscriptionSaleInvalidUnits()': 'inscriptionSaleInvalidUnits',
  'InscriptionSaleInvalidTimes(uint256 start, uint256 end)': 'presaleInvalidTimes',
  'InscriptionSaleInvalidGrace(uint256 grace, uint256 min, uint256 max)': 'presaleInvalidGrace',
  'InscriptionSaleInvalidPrice()': 'inscriptionSaleInvalidPrice',
  'InscriptionSaleWrongStatus(uint8 status)': ([status]) => presaleStatusKey(status),
  'InscriptionSaleZeroUnits()': 'zeroAmount',
  'InscriptionSaleSoldOut(uint256 units, uint256 available)': 'presaleHardCapExceeded',
  'InscriptionSaleAbovePerBuyer(uint256 total, uint256 maxPerBuyer)': 'presaleAbovePerBuyer',
  'InscriptionSaleValueTooLow(uint256 sent, uint256 cost)': 'inscriptionSaleValueTooLow',
  'InscriptionSaleNothingToClaim()': 'inscriptionSaleNothingToClaim',
  'InscriptionSaleNothingToRefund()': 'presaleNothingToRefund',
  'InscriptionSaleCannotCancel(uint8 status)': 'inscriptionSaleCannotCancel',
  'InscriptionSaleEscrowLocked()': 'inscriptionSaleEscrowLocked',
  'InscriptionSaleNativeTransferFailed(address to, uint256 amount)': 'paymentRefused',
  'InscriptionSaleUnknownCall()': 'inscriptionSaleUnknownCall',

  // Dividend tracker
  'DividendTokenNotRegistered(address token)': 'dividendNotRegistered',
  'DividendAlreadyRegistered(address token)': 'dividendAlreadyRegistered',
  'DividendWrongCoin(address coin)': 'dividendWrongCoin',
  'DividendZeroDeposit()': 'zeroAmount',
  'DividendAmountInvalid(uint256 amount, uint256 value)': 'valueMismatch',
  'DividendDepositTooLarge(uint256 amount, uint256 room)': 'amountTooLarge',
  'DividendCoinLocked(address coin)': 'dividendCoinLocked',
  'DividendCoinNotContract(address coin)': 'dividendCoinInvalid',
  'DividendClaimWaitTooLong(uint64 claimWait, uint64 maxClaimWait)': 'claimWaitTooLong',
  'DividendTooManyAccounts(uint256 count, uint256 max)': ([, max]) => ({
    key: 'tooManyAccounts',
    params: { max: text(max) },
  }),
  'DividendNoShareSource(address token)': 'dividendSetupMismatch',
  'DividendSharesStaked(address token)': 'dividendSetupMismatch',
  'DividendNotStakingBook(address token)': 'dividendNotStaking',
  'DividendNothingToClaim(address token, address holder)': 'nothingToClaim',
  'DividendZeroRecipient()': 'zeroAddress',
  'DividendTransferFailed(address recipient, uint256 amount)': 'paymentRefused',
  'DividendZeroStake()': 'zeroAmount',
  'DividendUnstakeTooLarge(uint256 amount, uint256 staked)': 'unstakeTooLarge',
  'DividendShareSourceLocked(address shareSource)': 'stakesActive',
  'DividendExclusionFixed(address account)': 'fixedDividendExclusion',

  // Token locker
  'LockInvalidOwner()': 'zeroAddress',
  'LockInvalidAmount()': 'lockAmountInvalid',
  'LockUnlockDateInPast(uint256 unlockDate, uint256 currentTime)': 'unlockDateInPast',
  'LockTimestampTooLarge(uint256 timestamp)': 'dateTooFar',
  'LockInvalidSchedule()': 'lockScheduleInvalid',
  'LockNotLpToken(address token)': 'notLpToken',
  'LockNotFound(uint256 id)': ([id]) => ({ key: 'lockNotFound', params: { id: text(id) } }),
  'LockNotOwner(uint256 id, address caller)': 'noPermission',
  'LockNothingToWithdraw(uint256 id)': 'nothingToWithdraw',
  'LockInvalidWithdrawAmount(uint256 id, uint256 amount, uint256 withdrawable)': 'withdrawTooLarge',
  'LockNewUnlockNotLater(uint256 newUnlock, uint256 oldUnlock, uint256 currentTime)': 'newUnlockNotLater',
  'LockFinished(uint256 id)': ([id]) => ({ key: 'lockFinished', params: { id: text(id) } }),
  'LockNoChange(uint256 id)': 'nothingChanged',
  'LockEmptyBatch()': 'emptyList',
  'LockTooManyLocks()': 'capacityReached',

  // Multi sender
  'MultiSenderInsufficientValue(uint256 required, uint256 sent)': 'insufficientBalance',
  'MultiSenderNativeTransferFailed(uint256 index)': ([index]) => ({
    key: 'recipientFailed',
    params: { position: place(index) },
  }),
  'MultiSenderTokenTransferFailed(uint256 index)': ([index]) => ({
    key: 'recipientFailed',
    params: { position: place(index) },
  }),
  'MultiSenderPullFailed()': 'sendPullFailed',
  'MultiSenderTotalMismatch(uint256 total, uint256 sent)': 'totalMismatch',
  'MultiSenderFeeOnTransferToken(uint256 total, uint256 received)': 'feeOnTransferToken',
  'MultiSenderLengthMismatch()': 'listMismatch',
  'MultiSenderNotAContract(address token)': 'notAToken',
  'MultiSenderReentrantCall()': 'reentrantCall',
  'MultiSenderInvalidFee(address feeRecipient, uint256 fee)': 'invalidFeeSetup',
  'MultiSenderRefundFailed()': 'paymentRefused',

  // Multicall3
  'MulticallCallFailed(uint256 index, bytes reason)': ([index]) => ({
    key: 'batchCallFailed',
    params: { position: place(index) },
  }),
  'MulticallValueMismatch(uint256 sent, uint256 required)': 'valueMismatch',

  // Multisig wallet and factory
  'MultisigNotSigner(address account)': 'noPermission',
  // Signer and threshold changes are orders: a direct call by anyone is refused.
  'MultisigOnlySelfCall(address caller)': 'noPermission',
  'MultisigAlreadyInitialized()': 'walletInitialized',
  'MultisigInvalidSignerCount(uint256 count)': 'signerCountInvalid',
  'MultisigInvalidSigner(address signer)': 'invalidSigner',
  'MultisigDuplicateSigner(address signer)': ([signer]) => ({
    key: 'duplicateSigner',
    params: { address: text(signer) },
  }),
  'MultisigSignerNotFound(address signer)': ([signer]) => ({
    key: 'signerNotFound',
    params: { address: text(signer) },
  }),
  'MultisigInvalidThreshold(uint256 threshold, uint256 signerCount)': ([, signers]) => ({
    key: 'thresholdInvalid',
    params: { signers: text(signers) },
  }),
  'MultisigOrderNotFound(uint256 id)': ([id]) => ({ key: 'orderNotFound', params: { id: text(id) } }),
  'MultisigOrderAlreadyExecuted(uint256 id)': ([id]) => ({ key: 'orderExecuted', params: { id: text(id) } }),
  'MultisigOrderIsCancelled(uint256 id)': ([id]) => ({ key: 'orderCancelled', params: { id: text(id) } }),
  'MultisigInvalidCancelTarget(uint256 id, uint256 target)': ([, target]) => ({
    key: 'cancelTargetInvalid',
    params: { target: text(target) },
  }),
  'MultisigAlreadyConfirmed(uint256 id, address signer)': 'alreadyConfirmed',
  'MultisigNotConfirmed(uint256 id, address signer)': 'notConfirmed',
  'MultisigNotEnoughConfirmations(uint256 id, uint256 confirmations, uint256 threshold)': ([
    ,
    confirmations,
    threshold,
  ]) => ({
    key: 'notEnoughConfirmations',
    params: { confirmations: text(confirmations), threshold: text(threshold) },
  }),
  // Raised only when the order's call failed without a reason: above all, a value the wallet lacks.
  'MultisigCallFailed(uint256 id)': ([id]) => ({ key: 'orderCallFailed', params: { id: text(id) } }),

  // Sample stablecoin (the local chain's faucet) and WETH
  'StablecoinZeroAmount()': 'zeroAmount',
  'StablecoinFaucetLimitExceeded(address account, uint256 requested, uint256 remaining)': 'faucetLimit',
  'WethEthTransferFailed(address to, uint256 amount)': 'paymentRefused',

  // The bundled AMM (UniswapV2 with custom errors)
  'AmmIdenticalAddresses(address token)': 'sameTokens',
  'AmmZeroAddress()': 'zeroAddress',
  'AmmPairExists(address pair)': 'pairExists',
  'AmmForbidden(address caller)': 'noPermission',
  'AmmInsufficientLiquidityMinted()': 'liquidityTooSmall',
  'AmmInsufficientLiquidityBurned()': 'liquidityTooSmall',
  'AmmInsufficientOutputAmount(uint256 amountOut, uint256 amountOutMin)': 'slippage',
  'AmmInsufficientInputAmount()': 'swapAmountTooSmall',
  'AmmInsufficientLiquidity()': 'poolLiquidityTooLow',
  'AmmInvalidTo(address to)': 'swapRecipientInvalid',
  'AmmKInvariant()': 'poolRefusedTrade',
  'AmmOverflow(uint256 balance0, uint256 balance1)': 'amountTooLarge',
  'AmmExpired(uint256 deadline, uint256 timestamp)': 'deadlineExpired',
  'AmmInsufficientAAmount(uint256 amount, uint256 amountMin)': 'slippage',
  'AmmInsufficientBAmount(uint256 amount, uint256 amountMin)': 'slippage',
  'AmmExcessiveInputAmount(uint256 amountIn, uint256 amountInMax)': 'slippage',
  'AmmInvalidPath()': 'swapPathInvalid',
  'AmmEthTransferFailed(address to, uint256 amount)': 'paymentRefused',
  'AmmPairMissing(address tokenA, address tokenB)': 'pairMissing',
  'AmmEthNotAccepted(address sender)': 'coinNotAccepted',

  // Mining pools and their factory
  'MiningNotCreator(address caller)': 'noPermission',
  'MiningNotFactory(address caller)': 'noPermission',
  'MiningAlreadyInitialized()': 'noPermission',
  'MiningZeroAddress()': 'zeroAddress',
  'MiningInvalidRewardRate()': 'miningRewardRateInvalid',
  'MiningInvalidTimes(uint256 startTime, uint256 endTime)': 'miningTimesInvalid',
  'MiningLockOptionsEmpty()': 'miningLockPeriodsEmpty',
  'MiningHalvingEmpty()': 'miningHalvingEmpty',
  'MiningInvalidLockOption(uint256 index)': ([index]) => ({
    key: 'miningLockOptionInvalid',
    params: { position: place(index) },
  }),
  'MiningOptionNotInKind(uint8 kind)': 'miningOptionNotInKind',
  'MiningShareTooHigh(uint256 bps, uint256 maxBps)': ([bps, cap]) => ({
    key: 'miningShareTooHigh',
    params: { share: percent(bps), cap: percent(cap) },
  }),
  'MiningNotLpToken(address token)': 'miningNotLp',
  'MiningZeroAmount()': 'zeroAmount',
  'MiningUnknownOption(uint256 option)': 'miningUnknownOption',
  'MiningPoolEnded()': 'miningPoolEnded',
  'MiningPoolNotEnded(uint256 endTime)': 'miningPoolNotEnded',
  'MiningNotWhitelisted(address account)': ([account]) => ({
    key: 'miningNotWhitelisted',
    params: { address: text(account) },
  }),
  'MiningBelowMinimumStake(uint256 amount, uint256 minStake)': 'miningBelowMinimumStake',
  'MiningInsufficientStake(uint256 requested, uint256 staked)': 'miningInsufficientStake',
  'MiningLocked(uint256 unlockAt)': ([unlockAt]) => ({
    key: 'miningLocked',
    params: { unlockAt: milliseconds(unlockAt) },
  }),
  'MiningInvalidInviter(address inviter)': 'miningInviterInvalid',
  'MiningNothingToClaim()': 'miningNothingToClaim',
  // No date: the pool has no manual halving; else the next halving is allowed from that date.
  'MiningHalvingNotAllowed(uint256 nextAllowedAt)': ([nextAt]) =>
    BigInt(nextAt as bigint) === 0n
      ? 'miningNoManualHalving'
      : { key: 'miningHalvingTooSoon', params: { nextAt: milliseconds(nextAt) } },
  'MiningNotSameToken()': 'miningNotSameToken',
  'MiningWhitelistChangeRefused()': 'miningWhitelistRefused',
  'MiningInvalidEnd(uint256 requested, uint256 earliest)': ([, earliest]) => ({
    key: 'miningEndInvalid',
    params: { earliest: milliseconds(earliest) },
  }),
  // Finance pools (Earn, Dollar Beans, Roast Beef) and their factory
  'EarnNotCreator(address caller)': 'noPermission',
  'EarnNotFactory(address caller)': 'noPermission',
  'EarnAlreadyInitialized()': 'noPermission',
  'EarnZeroAddress()': 'zeroAddress',
  'EarnInvalidOption(uint256 index)': ([index]) => ({
    key: 'earnOptionInvalid',
    params: { position: place(index) },
  }),
  'EarnInvalidEarlyFee(uint256 bps)': 'earnEarlyFeeInvalid',
  'EarnZeroAmount()': 'zeroAmount',
  'EarnUnknownOption(uint256 option)': 'earnUnknownOption',
  'EarnTotalLimitExceeded(uint256 amount, uint256 remaining)': 'earnTotalLimitExceeded',
  'EarnUserLimitExceeded(uint256 amount, uint256 remaining)': 'earnUserLimitExceeded',
  'EarnInsufficientRewardFund(uint256 reward, uint256 available)': 'earnRewardFundShort',
  'EarnUnknownStake(uint256 index)': 'earnUnknownStake',
  'EarnAlreadyRedeemed(uint256 index)': 'earnAlreadyRedeemed',
  'EarnEarlyRedemptionDisabled(uint256 maturity)': ([maturity]) => ({
    key: 'earnEarlyRedemptionDisabled',
    params: { maturesAt: milliseconds(maturity) },
  }),
  'EarnAboveUnreserved(uint256 amount, uint256 available)': 'earnAboveUnreserved',
  'BeanNotFactory(address caller)': 'noPermission',
  'BeanAlreadyInitialized()': 'noPermission',
  'BeanZeroAddress()': 'zeroAddress',
  'BeanUnsupportedDecimals(uint256 decimals)': 'beanUnsupportedCoin',
  'BeanDepositOutOfRange(uint256 amount, uint256 min, uint256 max)': 'beanDepositOutOfRange',
  'BeanZeroAmount()': 'zeroAmount',
  'BeanInvalidReferrer(address referrer)': 'beanReferrerInvalid',
  'BeanAboveOwed(uint256 amount, uint256 owed)': 'beanAboveOwed',
  'BeanPoolExhausted(uint256 needed, uint256 balance)': 'beanPoolExhausted',
}

let parsed: { abi: Abi; readings: Map<string, Reading> } | undefined

/** Parsed on first use: most screens never see a contract error. */
function table() {
  if (!parsed) {
    const declarations = Object.keys(contractErrors)
    const abi = parseAbi(declarations.map((declaration) => `error ${declaration}`)) as unknown as readonly {
      type: 'error'
      name: string
    }[]
    const readings = new Map(abi.map((error, index) => [error.name, contractErrors[declarations[index]!]!]))
    parsed = { abi: abi as unknown as Abi, readings }
  }
  return parsed
}

/**
 * How a user reads a decoded custom error of a TokenBox contract, or undefined for an error no
 * shipped contract declares.
 *
 * @example
 * readContractError('MultisigCallFailed', [0n]) // { key: 'orderCallFailed', params: { id: '0' } }
 * readContractError('TokenPaused', [])          // { key: 'tokenPaused', params: {} }
 */
export function readContractError(name: string, args: readonly unknown[]): ContractErrorReading | undefined {
  const reading = table().readings.get(name)
  if (reading === undefined) return undefined
  const read = typeof reading === 'function' ? reading(args) : reading
  return typeof read === 'string' ? { key: read, params: {} } : read
}

/**
 * Decodes revert data against every error of TokenBox's contracts; undefined when none matches
 * (another project's contract, a plain revert).
 *
 * @example
 * decodeContractError('0xe7792495') // { errorName: 'TokenPaused', args: [] }
 */
export function decodeContractError(data: Hex): { errorName: string; args: readonly unknown[] } | undefined {
  try {
    const { errorName, args } = decodeErrorResult({ abi: table().abi, data })
    return { errorName, args: args ?? [] }
  } catch {
    return undefined
  }
}

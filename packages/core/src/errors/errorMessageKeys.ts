import { presaleStatusKeys } from './presaleStatusKeys.ts'

/**
 * Every key {@link toErrorMessage} can return. The web app translates each one in its `errors`
 * locale namespace (en, zh, es, ja); a test there fails when a key has no text.
 */
export const errorMessageKeys = [
  /** The user declined in the wallet (EIP-1193 4001). */
  'transactionTerminated',
  /** The account cannot pay value plus gas. */
  'insufficientBalance',
  /** The same while deploying a contract (the spec's own text for it). */
  'insufficientBalanceDeploy',
  /**
   * A revert no TokenBox contract explains: a custom error none of them declares (params `name` and
   * `args`, already formatted), a revert without data, a mined transaction whose replay passed.
   * The raw error goes in the message's `details`.
   */
  'contractError',
  /** A revert with a reason string or a panic; param `reason` (also the message's `details`). */
  'revertReason',
  /** An owner or role check failed (OwnableUnauthorizedAccount, AccessControlUnauthorizedAccount, LockNotOwner, MultisigNotSigner, ...). */
  'noPermission',
  /** The RPC node (or the backend) cannot be reached, timed out or answered with an HTTP error. */
  'networkFailed',
  /** The wallet does not know the chain (EIP-1193 4902). */
  'chainNotAdded',
  /** The wallet is on another chain than the one the flow targets. */
  'wrongNetwork',
  /** No wallet account is connected (or the wallet refused access, EIP-1193 4100). */
  'connectWallet',
  /** The TokenBox server or an explorer rejected a request; param `message` (the server's text). */
  'requestFailed',
  /** A trade before the token's trading start (TokenTradingNotStarted). */
  'tradingNotStarted',
  /** A renounce end date that is not later than the block time. */
  'renounceDateInPast',
  /** A compounding start that is not later than the block time. */
  'compoundStartInPast',
  /** A lock whose unlock date is not later than the block time (LockUnlockDateInPast). */
  'unlockDateInPast',
  /** A lock extension not later than the old unlock time or the block time (LockNewUnlockNotLater). */
  'newUnlockNotLater',
  /** A token locked as LP that is not a pair its factory lists (LockNotLpToken). */
  'notLpToken',
  /**
   * A batch send whose transfer to one recipient failed (a contract that refuses the coin, a token
   * that refused the transfer); param `position`: the recipient's 1-based place in its batch.
   */
  'recipientFailed',
  /** The batch sender could not pull the total: the token balance or allowance is short. */
  'sendPullFailed',
  /** A market pair that is not a pool of the token (TokenNotAPool). */
  'notAPool',
  /** Trading settings that stay fixed: the pair's market flag, the router's exemptions, the token, zero or a blacklisted account as a pair (TokenMarketPairFixed). */
  'fixedExemption',
  /** A buy above the anti-bot window's cap (TokenBotWindowLimit). */
  'botWindowLimit',
  /** An unstake above the caller's stake (DividendUnstakeTooLarge). */
  'unstakeTooLarge',
  /** A shared contract's deployment on a chain without the deterministic deployment proxy. */
  'noDeploymentProxy',
  /**
   * A tax-family token (marketing, dividend, LP dividend and their sale variants) on a chain with
   * neither the shared TaxSwapEngine nor the deterministic deployment proxy its constructor would
   * create the engine through (TokenSwapEngineMissing); refused before anything is sent.
   */
  'noSwapEngineProxy',
  // Custom errors of TokenBox's contracts, grouped by what they mean to a user (contractErrors.ts).
  /** The sender holds fewer tokens than the call moves (ERC20InsufficientBalance). */
  'tokenBalanceTooLow',
  /** The approved amount is below what the call spends (ERC20InsufficientAllowance). */
  'allowanceTooLow',
  /** An address that must be set is the zero address (ERC20Invalid*, OwnableInvalidOwner, TokenZeroAddress, AmmZeroAddress, ...). */
  'zeroAddress',
  /** An owner power or setting whose option the token was created without (TokenMintDisabled, TokenBurnDisabled, ...). */
  'optionNotEnabled',
  /** A transfer of a paused token (TokenPaused). */
  'tokenPaused',
  /** Pause on a paused token (TokenPauseUnchanged(true)). */
  'alreadyPaused',
  /** Unpause on a token that is not paused (TokenPauseUnchanged(false)). */
  'notPaused',
  /** A blacklisted address sends or receives (TokenBlacklisted); param `address`. */
  'accountBlacklisted',
  /** A sender off the whitelist while only whitelisted senders may transfer (TokenNotWhitelisted); param `address`. */
  'notWhitelisted',
  /** Whitelist-only mode is off already (TokenWhitelistOnlyOff). */
  'whitelistOnlyOff',
  /** A pair, the router or the token on the blacklist (TokenCannotBlacklist). */
  'cannotBlacklist',
  /** Fees above their cap (TokenFeeAboveCap); params `total` and `cap` in percent. */
  'feeAboveCap',
  /** A fee without a receiving wallet (TokenZeroFeeRecipient, TokenZeroMarketingWallet). */
  'feeReceiverMissing',
  /** A supply or maximum supply above what the token can hold (TokenSupplyTooLarge, TokenMaxSupplyAboveLimit). */
  'supplyTooLarge',
  /** A maximum supply below the initial supply (TokenMaxSupplyBelowInitial). */
  'maxSupplyBelowInitial',
  /** An owner mint above the token's public cap (TokenMaxSupplyExceeded). */
  'mintAboveCap',
  /** A max wallet or max transaction below 0.1% of the supply (TokenLimitOutOfRange). */
  'limitTooLow',
  /** A cool-down above the maximum (TokenCooldownTooLong); param `maximum` in seconds. */
  'cooldownTooLong',
  /** A trade during the trader's cool-down (TokenCooldownActive); param `readyAt` (ms, formatted as a date). */
  'cooldownActive',
  /** A trade above the max transaction (TokenMaxTxExceeded). */
  'maxTxExceeded',
  /** A receiver that would hold more than the max wallet (TokenMaxWalletExceeded). */
  'maxWalletExceeded',
  /** More invitation generations than allowed (TokenTooManyGenerations); param `maximum`. */
  'tooManyGenerations',
  /** FOMO settings out of range (TokenFomoSettingsInvalid). */
  'fomoSettingsInvalid',
  /** A launch setting above its maximum: anti-bot blocks, airdrop count, trading start (TokenOptionAboveMax); params `value`, `maximum`. */
  'optionAboveMax',
  /** Swap-back on with a zero or oversized threshold (TokenSwapBackThresholdInvalid). */
  'swapBackThresholdInvalid',
  /** Start trading after trading started (TokenTradingAlreadyStarted). */
  'tradingAlreadyStarted',
  /** Native coin sent straight to a contract that refuses it (TokenNativeNotAccepted, AmmEthNotAccepted). */
  'coinNotAccepted',
  /** A router address without a contract (TokenInvalidRouter). */
  'routerInvalid',
  /** Reclaiming ownership before the timed renounce ends (TokenRenounceNotOver); param `endsAt` (ms, formatted as a date). */
  'reclaimNotYet',
  /** Reclaiming ownership with no timed renounce pending (TokenRenounceNotOver with no end). */
  'noTimedRenounce',
  /** A compounding interval of zero (TokenCompoundIntervalZero). */
  'compoundIntervalZero',
  /** A compounding rate of zero or above the maximum (TokenCompoundRateOutOfRange). */
  'compoundRateOutOfRange',
  /** Compounding after the supply reached its maximum (TokenCompoundingEnded). */
  'compoundingEnded',
  /** Compounding before the next interval (TokenRebaseNotDue); param `nextAt` (ms, formatted as a date). */
  'rebaseNotDue',
  /** A dividend coin the token cannot pay in (TokenDividendCoinInvalid, DividendCoinNotContract). */
  'dividendCoinInvalid',
  /** The pair, the token, the burn address and zero never earn dividends (TokenDividendExclusionFixed). */
  'fixedDividendExclusion',
  /** Coin sent with the call differs from the amount to pay, or the amount is zero (DividendAmountInvalid, MulticallValueMismatch). */
  'valueMismatch',
  /** Gas for automatic dividend payouts out of range (TokenProcessGasOutOfRange); params `minimum`, `maximum`. */
  'processGasOutOfRange',
  /** A transfer sent with too little gas for the dividend payouts (TokenTrackerGasTooLow). */
  'trackerGasTooLow',
  /** The token's automatic fee swap failed inside a trade (the TaxSwapEngine errors). */
  'swapBackFailed',
  /** A payment in coins to an address failed: a contract that refuses it (AmmEthTransferFailed, WethEthTransferFailed, MultiSenderRefundFailed, DividendTransferFailed). */
  'paymentRefused',
  /** A token without dividends in the dividend contract (DividendTokenNotRegistered). */
  'dividendNotRegistered',
  /** A token registered twice for dividends (DividendAlreadyRegistered). */
  'dividendAlreadyRegistered',
  /** A dividend deposit in the wrong kind of coin (DividendWrongCoin). */
  'dividendWrongCoin',
  /** Changing the dividend coin after the first deposit (DividendCoinLocked). */
  'dividendCoinLocked',
  /** A wait between claims above the maximum (DividendClaimWaitTooLong). */
  'claimWaitTooLong',
  /** A list longer than one call allows (DividendTooManyAccounts); param `max`. */
  'tooManyAccounts',
  /** Stake or unstake on a token whose dividends are not earned by staking (DividendNotStakingBook). */
  'dividendNotStaking',
  /** A dividend call that does not fit how the token's dividends are set up (DividendNoShareSource, DividendSharesStaked). */
  'dividendSetupMismatch',
  /** A dividend claim with nothing to pay (DividendNothingToClaim). */
  'nothingToClaim',
  /** Changing the staked token while stakes exist (DividendShareSourceLocked). */
  'stakesActive',
  /** An amount of zero where more is needed (DividendZeroDeposit, DividendZeroStake, StablecoinZeroAmount, TokenZeroInitialSupply). */
  'zeroAmount',
  /** An amount beyond what the contract can hold (AmmOverflow, DividendDepositTooLarge, an oversized invitation minimum). */
  'amountTooLarge',
  /** A lock of zero, of more than the locker holds, or where nothing arrived (LockInvalidAmount). */
  'lockAmountInvalid',
  /** A release schedule that does not release the whole amount (LockInvalidSchedule). */
  'lockScheduleInvalid',
  /** A withdrawal of zero or of more than is unlocked (LockInvalidWithdrawAmount). */
  'withdrawTooLarge',
  /** A change to the current value (LockNoChange). */
  'nothingChanged',
  /** No lock with this id (LockNotFound); param `id`. */
  'lockNotFound',
  /** A lock fully withdrawn already (LockFinished); param `id`. */
  'lockFinished',
  /** A withdrawal when nothing is unlocked (LockNothingToWithdraw). */
  'nothingToWithdraw',
  /** A date beyond the year 2286, most likely milliseconds (LockTimestampTooLarge). */
  'dateTooFar',
  /** A contract full to its limit (LockTooManyLocks). */
  'capacityReached',
  /** A batch without entries (LockEmptyBatch). */
  'emptyList',
  /** Addresses and amounts of different lengths (MultiSenderLengthMismatch). */
  'listMismatch',
  /** A batch whose amounts do not add up to its total (MultiSenderTotalMismatch). */
  'totalMismatch',
  /** A token that takes a fee on transfer in a packed batch (MultiSenderFeeOnTransferToken). */
  'feeOnTransferToken',
  /** A token address without a contract (MultiSenderNotAContract). */
  'notAToken',
  /** A fee without a receiver or a receiver without a fee (MultiSenderInvalidFee). */
  'invalidFeeSetup',
  /** A call back into a contract in the middle of an operation (ReentrancyGuardReentrantCall, MultiSenderReentrantCall). */
  'reentrantCall',
  /** A token that reported a failed transfer instead of moving (SafeERC20FailedOperation). */
  'tokenTransferFailed',
  /** One call of a batch failed (MulticallCallFailed); param `position`, 1-based. */
  'batchCallFailed',
  /** A signer confirming an order twice (MultisigAlreadyConfirmed). */
  'alreadyConfirmed',
  /** Revoking a confirmation that was never given (MultisigNotConfirmed). */
  'notConfirmed',
  /** Executing an order short of confirmations (MultisigNotEnoughConfirmations); params `confirmations`, `threshold`. */
  'notEnoughConfirmations',
  /** An executed order whose call failed without a reason, above all a value the wallet lacks (MultisigCallFailed); param `id`. */
  'orderCallFailed',
  /** An order that ran already (MultisigOrderAlreadyExecuted); param `id`. */
  'orderExecuted',
  /** No order with this id (MultisigOrderNotFound); param `id`. */
  'orderNotFound',
  /** An order cancelled by an executed cancel order (MultisigOrderIsCancelled); param `id`. */
  'orderCancelled',
  /** A cancel order naming itself or an order not submitted yet (MultisigInvalidCancelTarget); param `target`. */
  'cancelTargetInvalid',
  /** Setting up a multisig wallet twice (MultisigAlreadyInitialized). */
  'walletInitialized',
  /** A signer count outside 1 to 50 (MultisigInvalidSignerCount). */
  'signerCountInvalid',
  /** The zero address or the wallet itself as a signer (MultisigInvalidSigner). */
  'invalidSigner',
  /** A signer listed twice or added again (MultisigDuplicateSigner); param `address`. */
  'duplicateSigner',
  /** Removing or replacing an address that is not a signer (MultisigSignerNotFound); param `address`. */
  'signerNotFound',
  /** A threshold outside 1 to the signer count (MultisigInvalidThreshold); param `signers`. */
  'thresholdInvalid',
  /** A contract creation that failed, above all a duplicate of an existing one (FailedDeployment). */
  'deploymentFailed',
  /** A faucet request above what the wallet has left (StablecoinFaucetLimitExceeded). */
  'faucetLimit',
  /** A signature that is malformed, from another signer or already used (ECDSA*, ERC2612InvalidSigner, InvalidAccountNonce). */
  'invalidSignature',
  /** A transaction mined after its deadline (AmmExpired, ERC2612ExpiredSignature). */
  'deadlineExpired',
  /** A name or text too long for the contract (StringTooLong, InvalidShortString). */
  'textTooLong',
  /** A pair of a token with itself (AmmIdenticalAddresses). */
  'sameTokens',
  /** Creating a pair that exists (AmmPairExists). */
  'pairExists',
  /** A pair that does not exist yet (AmmPairMissing). */
  'pairMissing',
  /** Liquidity added or removed too small to count (AmmInsufficientLiquidityMinted, AmmInsufficientLiquidityBurned). */
  'liquidityTooSmall',
  /** The price moved past the trade's minimum or maximum (AmmInsufficientOutputAmount, AmmExcessiveInputAmount, AmmInsufficientA/BAmount). */
  'slippage',
  /** A trade of zero (AmmInsufficientInputAmount). */
  'swapAmountTooSmall',
  /** A pool without enough reserves for the trade (AmmInsufficientLiquidity). */
  'poolLiquidityTooLow',
  /** A trade sent to one of the pool's tokens (AmmInvalidTo). */
  'swapRecipientInvalid',
  /** A trade that would lower the pool's value, typically a token with a transfer fee (AmmKInvariant). */
  'poolRefusedTrade',
  /** A trade route that is not valid (AmmInvalidPath). */
  'swapPathInvalid',
  /** A sale token's deployment setting out of range (SaleInvalidConfig); param `field`, the setting's name. */
  'saleSettingInvalid',
  /** Trading cannot start before the sale's soft cap is met (SaleSoftCapNotMet). */
  'saleSoftCapNotMet',
  /** Nobody started trading within the launch window: the sale failed; param `deadline` (ms). */
  'saleLaunchWindowClosed',
  /** A refund claim while the sale has not failed (SaleNotFailed). */
  'saleRefundsClosed',
  /** A refund claim or credit withdrawal with nothing owed (SaleNothingToClaim). */
  'saleNothingToClaim',
  'saleUnknown',
  'saleAlreadyRegistered',
  /** A compound sale token's owner tried to end the sale hub's fee exemption (SaleHubExemptionFixed). */
  'saleHubExemptionFixed',
  /** A fair launch's deployment setting out of range (FairLaunchInvalidConfig); param `field`. */
  'fairLaunchSettingInvalid',
  /** A mint after the end, the cap or the launch (FairLaunchMintingClosed). */
  'fairLaunchMintingClosed',
  /** A mint by an address the condition excludes (FairLaunchNotEligible). */
  'fairLaunchNotEligible',
  /** Zero mints, or more than the address or the cap has left (FairLaunchInvalidTimes). */
  'fairLaunchMintLimit',
  /** The value sent is below the mints' cost, which rose with the premium (FairLaunchUnderpaid). */
  'fairLaunchPriceRose',
  /** A launch before the cap or the end (FairLaunchNotEnded). */
  'fairLaunchNotEnded',
  /** Nobody launched within the window (FairLaunchWindowClosed); param `deadline` (ms). */
  'fairLaunchWindowClosed',
  /** A refund this token does not offer now (FairLaunchRefundNotAvailable, FairLaunchNotFailed). */
  'fairLaunchRefundClosed',
  /** A refund, claim or withdrawal with nothing owed (FairLaunchNothingToClaim). */
  'fairLaunchNothingToClaim',
  /** A whitelist change without the whitelist condition or after the launch (FairLaunchWhitelistClosed). */
  'fairLaunchWhitelistClosed',
  'inscriptionSoldOut',
  'inscriptionMintLimitReached',
  'inscriptionContractMinter',
  'inscriptionCoinRefused',
  'inscriptionUnknownCall',
  'inscriptionSettingInvalid',
  'bulkInscribeCountInvalid',
  'bulkInscribeEmpty',
  'bulkInscribeNotDataUri',
  'inscriptionSaleInvalidTick',
  'inscriptionSaleNeedsAccountModel',
  'inscriptionSaleInvalidUnits',
  'inscriptionSaleInvalidPrice',
  'inscriptionSaleValueTooLow',
  'inscriptionSaleNothingToClaim',
  'inscriptionSaleCannotCancel',
  'inscriptionSaleEscrowLocked',
  'inscriptionSaleUnknownCall',
  /** A 314 token setting out of range (Market314InvalidConfig); param `field`. */
  'market314SettingInvalid',
  /** A trade on a 314 token's built-in market while it is closed (Market314TradingNotOpen). */
  'market314NotOpen',
  /** A sell in the same block as the same address bought (Market314SameBlockTrade). */
  'market314SameBlock',
  /** A max wallet lowered, or set again after it was lifted (Market314MaxWalletLowered). */
  'maxWalletOnlyRaised',
  /** A second liquidity add to a 314 token's market (Market314LiquidityAlreadyAdded). */
  'liquidityAlreadyAdded',
  /** A liquidity lock end not after the current one, under 30 days after trading opens, or beyond the longest lock (Market314InvalidLockTime). */
  'liquidityLockTimeInvalid',
  /** A liquidity removal on a 314 token without an owner: its liquidity is permanent (Market314LiquidityPermanent). */
  'liquidityPermanent',
  /** A liquidity removal before its lock ends (Market314LiquidityLocked); param `lockedUntil` (milliseconds). */
  'liquidityLocked',
  /** A lock extension or removal when the market holds no liquidity (Market314NoLiquidity). */
  'noLiquidity',
  /** A renounce before the owner added the liquidity (Market314RenounceBeforeLiquidity). */
  'renounceBeforeLiquidity',
  /** A claim of credited coin by an address with no credit (Market314NothingToClaim). */
  'creditNothingToClaim',
  /** A trading start moved later, or moved after trading started (Market314TradingStartNotEarlier). */
  'tradingStartOnlyEarlier',
  /** A sale purchase after the sale ended, filled or launched (Sale314NotActive). */
  'saleClosed',
  /** A sale purchase that leaves the buyer's total below the minimum (Sale314BelowMinimum). */
  'saleBelowMinimum',
  /** A sale purchase by an address already at the maximum (Sale314AboveMaximum). */
  'saleAboveMaximum',
  /** The launchpad creation fee paid differs from the current one (LaunchpadWrongFee). */
  'launchpadWrongFee',
  /** Fewer presale tokens arrived than sent: the token taxes transfers (LaunchpadTokenTaxed, PresaleTransferTaxed). */
  'presaleTokenTaxed',
  /** The presale token is empty, not a contract, or one of the pay coins (PresaleInvalidToken). */
  'presaleInvalidToken',
  /** Start not before end, or in the past (PresaleInvalidTimes). */
  'presaleInvalidTimes',
  /** Soft cap above hard cap, or a missing hard cap / tokens for sale (PresaleInvalidCaps). */
  'presaleInvalidCaps',
  /** Buy limits out of order (PresaleInvalidBuyLimits). */
  'presaleInvalidBuyLimits',
  /** No pay coin, too many, a duplicate, or several outside advanced mode (PresaleInvalidPayCoins). */
  'presaleInvalidPayCoins',
  /** A pay coin lacks its rate or listing rate (PresaleInvalidRate); param `position` (1-based). */
  'presaleInvalidRate',
  /** Multi-period phases that do not fit (PresaleInvalidPhases). */
  'presaleInvalidPhases',
  /** Incomplete listing terms (PresaleInvalidListing). */
  'presaleInvalidListing',
  /** A claim mode that does not fit the other terms (PresaleInvalidClaimMode). */
  'presaleInvalidClaimMode',
  /** Invite rewards over 6 generations or above the cap (PresaleInvalidInviteRewards); params `total`, `cap` (percent). */
  'presaleInvalidInviteRewards',
  /** Whitelist settings that do not fit (PresaleInvalidWhitelist). */
  'presaleInvalidWhitelist',
  /** Emergency-withdraw penalty above the cap (PresaleInvalidPenalty); params `penalty`, `cap` (percent). */
  'presaleInvalidPenalty',
  /** Finalize grace period outside 1 to 30 days (PresaleInvalidGrace). */
  'presaleInvalidGrace',
  /** A call that needs another presale status (PresaleWrongStatus / PresaleNotFinalizable): one per status. */
  ...presaleStatusKeys,
  /** A cancel while live or after the finalize (PresaleCannotCancel). */
  'presaleCannotCancel',
  /** The buyer is not on the whitelist (PresaleNotWhitelisted). */
  'presaleNotWhitelisted',
  /** The buyer's whitelist tier opens later (PresaleTierNotOpen); params `tier` (1-based), `opensAt` (milliseconds). */
  'presaleTierNotOpen',
  /** A purchase without a bound inviter where one is required (PresaleInviterRequired). */
  'presaleInviterRequired',
  /** An inviter that cannot be bound (PresaleInvalidInviter). */
  'presaleInvalidInviter',
  /** The buyer already bound an inviter (PresaleAlreadyBound). */
  'presaleAlreadyBound',
  /** An x314 inviter the token refuses (Market314InvalidInviter). */
  'market314InvalidInviter',
  /** A purchase below the minimum per purchase (PresaleBelowMinBuy). */
  'presaleBelowMinBuy',
  /** A purchase above the maximum per purchase (PresaleAboveMaxBuy). */
  'presaleAboveMaxBuy',
  /** A purchase above the cumulative limit per buyer (PresaleAbovePerBuyer). */
  'presaleAbovePerBuyer',
  /** A purchase above what is left under the hard cap or the phase cap (PresaleHardCapExceeded). */
  'presaleHardCapExceeded',
  /** A pay coin the presale does not accept (PresaleInvalidCoin). */
  'presaleInvalidCoin',
  /** Native coin sent differs from the purchase (PresaleWrongValue). */
  'presaleWrongValue',
  /** Nothing claimable now (PresaleNothingToClaim). */
  'presaleNothingToClaim',
  /** Nothing to refund, withdraw or reclaim (PresaleNothingToRefund). */
  'presaleNothingToRefund',
  /** The presale has no emergency withdraw (PresaleEmergencyWithdrawDisabled). */
  'presaleEmergencyWithdrawDisabled',
  /** The pool exists at another price than the listing rate (PresaleListingPriceMismatch). */
  'presaleListingPriceMismatch',
  'presaleNothingListed',
  'presaleTooLong',
  /** The finalize's listing failed without a reason (FailedCall, AddressEmptyCode of the listing call). */
  'presaleListingFailed',
  /** Between two multi-period phases (PresaleNoActivePhase). */
  'presaleNoActivePhase',
  /** A Lock pool created without lock periods (MiningLockOptionsEmpty). */
  'miningLockPeriodsEmpty',
  /** A Halving pool created with neither an automatic interval nor manual halving (MiningHalvingEmpty). */
  'miningHalvingEmpty',
  /** A pool that states an LP stake token whose token is not a pair of its factory (MiningNotLpToken). */
  'miningNotLp',
  /** A reward rate of zero or above 2^128 per second (MiningInvalidRewardRate). */
  'miningRewardRateInvalid',
  /** A start more than a year ahead, or an end not after the start or more than 10 years after it (MiningInvalidTimes). */
  'miningTimesInvalid',
  /** A lock period out of range (MiningInvalidLockOption); param `position` (1-based). */
  'miningLockOptionInvalid',
  /** A setting this kind of pool does not carry (MiningOptionNotInKind). */
  'miningOptionNotInKind',
  /** An early-exit penalty or team share above the cap (MiningShareTooHigh); params `share`, `cap` (percent). */
  'miningShareTooHigh',
  /** A stake or withdrawal in a lock period the pool does not have (MiningUnknownOption). */
  'miningUnknownOption',
  /** A stake, compound, top-up or halving after the pool ended (MiningPoolEnded). */
  'miningPoolEnded',
  /** The creator's withdrawal of unspent rewards before the end (MiningPoolNotEnded). */
  'miningPoolNotEnded',
  /** A stake by an address not on the pool's whitelist (MiningNotWhitelisted); param `address`. */
  'miningNotWhitelisted',
  /** A stake that leaves the position below the pool's minimum (MiningBelowMinimumStake). */
  'miningBelowMinimumStake',
  /** An unstake above what the lock period holds (MiningInsufficientStake). */
  'miningInsufficientStake',
  /** A withdrawal of a locked stake (MiningLocked); param `unlockAt` (milliseconds). */
  'miningLocked',
  /** An inviter that cannot be bound (MiningInvalidInviter). */
  'miningInviterInvalid',
  /** A claim or compound with no rewards earned (MiningNothingToClaim). */
  'miningNothingToClaim',
  /** A manual halving on a pool created without it (MiningHalvingNotAllowed with no date). */
  'miningNoManualHalving',
  /** A manual halving less than a day after the last (MiningHalvingNotAllowed); param `nextAt` (milliseconds). */
  'miningHalvingTooSoon',
  /** A compound where the reward token is not the stake token (MiningNotSameToken). */
  'miningNotSameToken',
  /** A whitelist change on a pool without one, or above 200 addresses (MiningWhitelistChangeRefused). */
  'miningWhitelistRefused',
  /** An end not earlier than the current one or less than 7 days ahead (MiningInvalidEnd); param `earliest` (milliseconds). */
  'miningEndInvalid',
  /** An earn period out of range or a count outside 1 to 8 (EarnInvalidOption); param `position` (1-based). */
  'earnOptionInvalid',
  /** An early-redemption fee above 50%, or one on a pool without early redemption (EarnInvalidEarlyFee). */
  'earnEarlyFeeInvalid',
  /** A stake in an earn period the pool does not have (EarnUnknownOption). */
  'earnUnknownOption',
  /** A stake above the pool's total limit (EarnTotalLimitExceeded). */
  'earnTotalLimitExceeded',
  /** A stake above the per-user limit (EarnUserLimitExceeded). */
  'earnUserLimitExceeded',
  /** A stake whose promised reward the unreserved fund cannot cover (EarnInsufficientRewardFund). */
  'earnRewardFundShort',
  /** A redemption of a stake the account does not have (EarnUnknownStake). */
  'earnUnknownStake',
  /** A second redemption of a stake (EarnAlreadyRedeemed). */
  'earnAlreadyRedeemed',
  /** An early redemption in a pool without it (EarnEarlyRedemptionDisabled); param `maturesAt` (milliseconds). */
  'earnEarlyRedemptionDisabled',
  /** The creator asked for more than the unreserved fund (EarnAboveUnreserved). */
  'earnAboveUnreserved',
  /** A pay coin with more than 24 decimals (BeanUnsupportedDecimals). */
  'beanUnsupportedCoin',
  /** A deposit outside 10 to 100k coins (BeanDepositOutOfRange): the spec's "dollar-bean deposits must be 10 to 100k USDT". */
  'beanDepositOutOfRange',
  /** A referrer that never deposited, or the caller itself (BeanInvalidReferrer). */
  'beanReferrerInvalid',
  /** A withdrawal above the account's earnings (BeanAboveOwed). */
  'beanAboveOwed',
  /** A withdrawal the pool's balance cannot pay (BeanPoolExhausted): the pool ran out. */
  'beanPoolExhausted',
  /** The RPC refuses requests above its rate (HTTP 429 and its JSON-RPC wordings): it answered, it is not down. */
  'rpcRateLimited',
  /** The RPC serves at most `limit` blocks per log query (param `limit`, digits). */
  'rpcRangeLimited',
  /** The RPC refused that many blocks or logs in one answer without naming its limit. */
  'rpcResultsLimited',
  /** The RPC does not serve a method the work needs (eth_simulateV1, debug_*, trace_*). */
  'rpcMethodUnsupported',
  /** The RPC serves no event logs (eth_getLogs), not even one block's: LogsNotServedError. */
  'rpcLogsNotServed',
  /** A read failed for a reason none of the above explains; nothing was sent. */
  'readFailed',
  /** Anything else. */
  'transactionFailed',
] as const

export type ErrorMessageKey = (typeof errorMessageKeys)[number]

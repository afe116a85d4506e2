import type { ErrorMessageKey } from './errorMessageKeys.ts'

/**
 * English reference texts of the error keys, worded as the spec's error catalogue words them
 * (spec 001 section 8). Placeholders use i18next's `{{name}}` form. The web app's locale files
 * own the shown texts; this list exists for tests, logs and non-UI callers (scripts, the server).
 *
 * @example
 * errorMessagesEn.transactionTerminated // 'Transaction terminated'
 */
export const errorMessagesEn: Readonly<Record<ErrorMessageKey, string>> = {
  transactionTerminated: 'Transaction terminated',
  insufficientBalance: 'Insufficient balance',
  insufficientBalanceDeploy: 'Insufficient balance, creating a contract will consume gas',
  contractError:
    'The contract refused the transaction, so nothing was done. What it answered is under Details.',
  revertReason: 'The contract refused the transaction, so nothing was done. Its reason is under Details.',
  noPermission: 'No permission to perform related operations',
  networkFailed: 'Network connection failed, please change RPC node',
  chainNotAdded: 'This network is not added to your wallet yet',
  wrongNetwork: 'Your wallet is on another network, please switch network',
  connectWallet: 'Please connect wallet',
  requestFailed: '{{message}}',
  tradingNotStarted: 'Unable to trade, please add liquidity or start trading',
  renounceDateInPast: 'Renounce end date must be greater than the current date',
  compoundStartInPast: 'Compounding time must be greater than the current time',
  unlockDateInPast: 'Unlock date must be greater than the current date or time',
  newUnlockNotLater: 'New unlock time must be greater than the old unlock time or the current time',
  notLpToken: 'Is not an LP address',
  recipientFailed:
    'The transfer to recipient {{position}} of this batch failed; the whole batch was reverted',
  sendPullFailed: 'The token could not be taken from your wallet: check the balance and the approval',
  notAPool: 'This address is not a pool of this token: only a pair holding the token can be a market pair',
  fixedExemption:
    "This address's trading settings are fixed: the token's own pair, the router, the token itself, the zero address and blacklisted accounts cannot be changed here",
  botWindowLimit:
    'During the anti-bot window a buy may leave the buyer with at most 0.1% of the supply: buy less or wait a few blocks',
  unstakeTooLarge: 'You cannot take back more LP than you staked',
  noDeploymentProxy:
    'This chain has no standard deployment proxy (0x4e59…956C), so TokenBox cannot create this shared contract here',
  tokenBalanceTooLow:
    'Insufficient token balance: the sender holds less of this token than the transaction sends. Lower the amount or add tokens first.',
  allowanceTooLow:
    'Allowance too low: the approved amount is less than this transaction spends. Approve a larger amount, then try again.',
  zeroAddress: 'The zero address (0x0000…0000) cannot be used here: check the addresses you entered.',
  optionNotEnabled:
    "This token was created without this option, so it is not available. A token's options are fixed when it is created.",
  tokenPaused: 'The token is paused: nobody can transfer it until the owner unpauses it.',
  alreadyPaused: 'The token is paused already.',
  notPaused: 'The token is not paused, so there is nothing to unpause.',
  accountBlacklisted: "{{address}} is on this token's blacklist, so it cannot send or receive the token.",
  notWhitelisted:
    'For now only whitelisted addresses can transfer this token, and {{address}} is not on the whitelist.',
  whitelistOnlyOff: 'Whitelist-only transfers are off already: everyone can transfer the token.',
  cannotBlacklist:
    "The token's trading pair, the router and the token itself cannot be blacklisted: that would stop all trading.",
  feeAboveCap: 'The fees add up to {{total}}%, above the maximum of {{cap}}%: lower them.',
  feeReceiverMissing: 'A fee needs a wallet to receive it: enter the receiving address.',
  supplyTooLarge: 'The supply is too large for this token: enter a smaller number.',
  maxSupplyBelowInitial: 'The maximum supply must be at least the initial supply.',
  mintAboveCap:
    "This mint would take the supply above the token's maximum supply, which is fixed at creation: mint less.",
  limitTooLow:
    'Max wallet holding and max single transaction must be at least 0.1% of the supply: raise the limit, or leave it empty for no limit.',
  cooldownTooLong: 'The cool-down is too long: the longest allowed is {{maximum}} s. Choose a shorter one.',
  cooldownActive:
    'This wallet traded moments ago and must wait for the cool-down: it can trade again from {{readyAt, datetime(dateStyle: medium; timeStyle: short)}}.',
  maxTxExceeded: "This trade is larger than the token's max single transaction: trade a smaller amount.",
  maxWalletExceeded:
    "After this trade the wallet would hold more than the token's max wallet holding: buy or send a smaller amount.",
  tooManyGenerations: 'Too many invitation generations: the most allowed is {{maximum}}. Remove some.',
  fomoSettingsInvalid:
    'The FOMO settings are out of range: the window must be longer than zero, with 1 to 10 winners and a reward between 0.01% and 100% per period.',
  optionAboveMax:
    'A setting is above its maximum ({{value}}, at most {{maximum}}): check the anti-bot window, the airdrop addresses per trade and the trading start.',
  swapBackThresholdInvalid:
    'Swap-back needs a threshold above zero: enter the amount of collected fee tokens that triggers the swap.',
  tradingAlreadyStarted: 'Trading has started already.',
  coinNotAccepted: 'This contract does not accept coins sent to it directly.',
  routerInvalid: 'There is no exchange router at this address on this chain: choose a router of this chain.',
  reclaimNotYet:
    'Ownership can be taken back only when the renounce period ends, on {{endsAt, datetime(dateStyle: medium; timeStyle: short)}}.',
  noTimedRenounce: 'This token has no timed renounce, so there is no ownership to take back.',
  compoundIntervalZero: 'The compounding interval must be longer than zero.',
  compoundRateOutOfRange: 'The compounding rate must be above zero and within the allowed maximum.',
  compoundingEnded: 'Compounding has ended: the supply has reached its maximum.',
  rebaseNotDue:
    'The next compounding is not due yet: it can run from {{nextAt, datetime(dateStyle: medium; timeStyle: short)}}.',
  dividendCoinInvalid:
    "This coin cannot pay dividends: choose a token that exists on this chain and is not this token; to pay in the chain's own coin, choose the coin itself, not its wrapped token.",
  fixedDividendExclusion:
    'The trading pair, the token itself, the burn address and the zero address never receive dividends: this cannot be changed.',
  valueMismatch:
    'The coins sent with the transaction do not match the amount to pay (or the amount is zero): enter the amount again and retry.',
  processGasOutOfRange:
    'The gas for automatic dividend payouts must be 0 (off) or between {{minimum}} and {{maximum}}.',
  trackerGasTooLow:
    'The transaction ran short of gas for the dividend payouts: send it again with the gas your wallet suggests.',
  swapBackFailed:
    "The token's automatic fee swap failed, so this trade was refused: try again later; the owner can check the swap-back settings.",
  paymentRefused:
    'The payment to the receiving address failed: it may be a contract that does not accept it. Use a regular wallet address.',
  dividendNotRegistered: 'This token has no dividends in this dividend contract.',
  dividendAlreadyRegistered: 'This token is registered for dividends already.',
  dividendWrongCoin: "This token's dividends are paid in another coin: deposit that coin instead.",
  dividendCoinLocked: 'The dividend coin cannot change after the first dividends were paid in.',
  claimWaitTooLong: 'The wait between dividend claims is too long: choose a shorter interval.',
  tooManyAccounts: 'Too many addresses for one transaction: at most {{max}} at a time. Split the list.',
  dividendNotStaking: "This token's dividends are not earned by staking: holding the token is enough.",
  dividendSetupMismatch:
    "This action does not match how this token's dividends are set up, so it is not available for this token.",
  nothingToClaim: 'There are no dividends to claim for this wallet yet.',
  stakesActive:
    'The staked token cannot change while stakes exist: it can change once everything staked has been taken back.',
  zeroAmount: 'The amount must be greater than zero.',
  amountTooLarge: 'The amount is too large for the contract: enter a smaller amount.',
  lockAmountInvalid:
    'This amount cannot be locked: enter an amount above zero. If it is, the token may take a fee on transfer that left nothing to lock.',
  lockScheduleInvalid:
    'The release schedule does not release the whole amount: check the dates, the first release and the cycle settings.',
  withdrawTooLarge:
    'You can withdraw only what is unlocked and not withdrawn yet: enter a smaller amount, above zero.',
  nothingChanged: 'Nothing would change: the new value is the same as the current one.',
  lockNotFound: 'There is no lock with ID {{id}} on this chain.',
  lockFinished: 'Lock {{id}} has been fully withdrawn: nothing is left in it.',
  nothingToWithdraw:
    'Nothing can be withdrawn yet: no part of this lock is unlocked. Come back after the next release date.',
  dateTooFar: 'The date is too far in the future: check the date you entered.',
  capacityReached: 'This contract has reached its maximum number of entries and cannot take more.',
  emptyList: 'The list is empty: add at least one entry.',
  listMismatch: 'Each address needs exactly one amount: check the list.',
  totalMismatch: 'The amounts do not add up to the total sent: check the list and try again.',
  feeOnTransferToken:
    'This token takes a fee on every transfer, so fewer tokens arrived than the batch sends: send them with one transfer per recipient instead.',
  notAToken: 'There is no token at this address on this chain: check the address and the network.',
  invalidFeeSetup:
    'The fee settings are invalid: a fee needs a receiving address, and a receiving address needs a fee.',
  reentrantCall:
    'A safety guard stopped a call back into the contract in the middle of an operation. Tokens that run their own code on transfer cause this: use another token.',
  tokenTransferFailed:
    'The token refused the transfer: check the balance and the approval, and whether the token limits transfers (paused, blacklist, trading not started).',
  batchCallFailed: 'Call {{position}} of the batch failed, so nothing in the batch was done.',
  alreadyConfirmed: 'You have confirmed this transaction already: it is waiting for the other signers.',
  notConfirmed: 'You have not confirmed this transaction, so there is no confirmation to revoke.',
  notEnoughConfirmations:
    'Not enough confirmations yet: it has {{confirmations}} and needs {{threshold}}. Wait for more signers to confirm this transaction.',
  orderCallFailed:
    'Transaction #{{id}} could not be executed: its transfer or call failed. Check that the wallet holds enough to pay it and that the receiver accepts it; the transaction stays open.',
  orderExecuted: 'Transaction #{{id}} has been executed already.',
  orderNotFound: 'There is no transaction #{{id}} in this wallet.',
  orderCancelled: 'Transaction #{{id}} has been cancelled: it can no longer be confirmed or executed.',
  cancelTargetInvalid: 'A cancellation can only cancel an earlier transaction, and #{{target}} is not one.',
  walletInitialized: 'This wallet is set up already: its signers cannot be set again this way.',
  signerCountInvalid: 'A multisig wallet needs between 1 and 50 signers.',
  invalidSigner:
    "This address cannot be a signer: the zero address and the wallet's own address are not allowed.",
  duplicateSigner:
    '{{address}} is a signer already (or is listed twice): each signer can be listed only once.',
  signerNotFound: '{{address}} is not a signer of this wallet.',
  thresholdInvalid: 'The confirmations needed must be between 1 and the number of signers ({{signers}}).',
  deploymentFailed:
    'The contract could not be created: one with exactly the same settings may exist already. Change a setting and try again.',
  faucetLimit:
    'The faucet gives each wallet a limited amount, and this request is more than this wallet has left.',
  invalidSignature:
    'The signature is not valid (wrong signer, already used or damaged): sign again with the wallet that owns the tokens.',
  deadlineExpired: "The transaction's deadline passed before it was confirmed: send it again.",
  textTooLong: 'A name or text is too long for the contract: shorten it.',
  sameTokens: 'A pair needs two different tokens: choose another token for one side.',
  pairExists: 'A trading pair of these two tokens exists already: add liquidity to it instead.',
  pairMissing: 'There is no trading pair of these tokens yet: create it by adding liquidity first.',
  liquidityTooSmall: 'The amount is too small for the pool: add or remove more liquidity.',
  slippage:
    'The price moved beyond your slippage tolerance before the transaction was confirmed: try again, or allow more slippage.',
  swapAmountTooSmall: 'The amount is too small to trade: enter a larger amount.',
  poolLiquidityTooLow:
    'The pool does not have enough liquidity for this trade: trade a smaller amount or add liquidity first.',
  swapRecipientInvalid:
    "The receiving address cannot be one of the pool's own tokens: choose another recipient.",
  poolRefusedTrade:
    'The pool refused the trade because it would receive less than the trade requires; tokens that take a fee on transfer cause this. Allow more slippage and try again.',
  swapPathInvalid: 'This trade route is not valid: choose the tokens again.',
  saleSettingInvalid:
    'The sale setting "{{field}}" is out of range: check the caps, the limits per address, the end time, the liquidity share and the supply.',
  saleSoftCapNotMet:
    'The sale has not reached its soft cap, so trading cannot start. If it is not met by the end, every buyer can take the coin back.',
  saleLaunchWindowClosed:
    'Nobody started trading before {{deadline, datetime(dateStyle: medium; timeStyle: short)}}, so the sale has failed: buyers can take their coin back.',
  saleRefundsClosed:
    'Refunds are open only when a sale has failed (soft cap not met by the end, or trading not started in time).',
  saleNothingToClaim: 'This wallet has nothing to take back from this sale.',
  saleUnknown: 'This token has no sale on this chain.',
  saleAlreadyRegistered: 'This token has a sale already.',
  saleHubExemptionFixed:
    'The sale hub stays exempt from the fees for good, so the pool gets exactly the stated tokens.',
  fairLaunchSettingInvalid:
    'The fair-launch setting "{{field}}" is out of range: check the mint figures, the limits, the end time, the rates and the condition.',
  fairLaunchMintingClosed:
    'Minting is over for this token: the end time has passed or every mint has been made.',
  fairLaunchNotEligible:
    'This wallet may not mint: it is not on the whitelist, or it does not hold enough of the required token.',
  fairLaunchMintLimit: 'That is more mints than this wallet or the hard cap has left: mint fewer times.',
  fairLaunchPriceRose:
    'The price rose while your transaction waited (others minted first): check the new price and try again.',
  fairLaunchNotEnded: 'The launch opens once every mint is made or the end time has passed.',
  fairLaunchWindowClosed:
    'Nobody launched before {{deadline, datetime(dateStyle: medium; timeStyle: short)}}, so the launch has failed: minters can take back everything they paid.',
  fairLaunchRefundClosed:
    'No refund is open now: this token promises none (refund rate 0), or it has launched, or its launch has not failed.',
  fairLaunchNothingToClaim: 'This wallet has nothing to take from this fair launch right now.',
  fairLaunchWhitelistClosed:
    'The whitelist can no longer change: this token has no whitelist condition, or it has launched.',
  inscriptionSoldOut: 'Every mint of this inscription has been made: the max supply is reached.',
  inscriptionMintLimitReached: 'This wallet has made as many mints as one address may ({{mints}}).',
  inscriptionContractMinter:
    'Only a wallet can mint this inscription, not a contract (the rule that keeps minting bots out).',
  inscriptionCoinRefused: 'Minting is free: send the mint with an amount of 0.',
  inscriptionUnknownCall:
    'This transaction is not a mint of the inscription: send it with no data, or with a data:, inscription text.',
  inscriptionSettingInvalid:
    'These figures cannot make an inscription token: the amount per mint and the mints per address must be above 0, the allocation below the max supply, and the max supply minus the allocation a whole number of mints.',
  market314SettingInvalid:
    'The token setting "{{field}}" is out of range: check the supply, the liquidity tokens, the max wallet and the trading start.',
  market314NotOpen:
    "This token's market is not open: its liquidity has not been added yet, trading has not started, or the liquidity was removed.",
  market314SameBlock:
    'This address bought in the current block, so it cannot sell until the next block: wait a few seconds and try again.',
  bulkInscribeCountInvalid:
    'Too many or too few inscriptions for one transaction: it takes 1 to {{max}}, and this one has {{count}}.',
  bulkInscribeEmpty: 'Inscription {{position}} is empty.',
  bulkInscribeNotDataUri: 'Inscription {{position}} is not a data: URI, so indexers would not read it.',
  inscriptionSaleInvalidTick:
    'The protocol must be 1 to 32 lower-case letters, digits, - or _, and the tick must not be empty nor hold quotes, backslashes or control characters.',
  inscriptionSaleInvalidUnits:
    'Check the quantities: the units for sale must be above 0 and at most one trillion, the soft cap and the limit per buyer at most the units for sale, and the amount per unit above 0.',
  inscriptionSaleInvalidPrice:
    'Check the price: prices must be above 0; a constant price has one price, a floating price needs an end price different from the start price and at least two units, and the whole sale must cost less than 2^128 wei.',
  inscriptionSaleValueTooLow:
    'The coin sent is less than these units cost now (a floating price rises as others buy): quote again and send at least that; any excess comes back in the same transaction.',
  inscriptionSaleNothingToClaim:
    'Nothing to claim: the sale must be finalized first, this wallet must have bought, and each buyer claims once.',
  inscriptionSaleCannotCancel:
    'The sale can be cancelled only while nothing is sold and it has not ended, or after it ends and before it is finalized.',
  inscriptionSaleEscrowLocked:
    'The escrow still belongs to the buyers: it can be taken back after a cancel or a failed sale, or once every unit sold has been claimed.',
  inscriptionSaleUnknownCall:
    'This sale accepts only its own functions, or a data: inscription sent to it with no coin (the escrow transfer).',
  maxWalletOnlyRaised:
    'The max wallet holding can only be raised or lifted (0), never lowered, and once lifted it cannot be set again.',
  liquidityAlreadyAdded: "This token's liquidity has already been added: it can be added only once.",
  liquidityLockTimeInvalid:
    'The unlock time must be at least 30 days after trading opens, later than the current one, and at most 100 years from now.',
  liquidityLocked:
    'The liquidity is locked until {{lockedUntil, datetime(dateStyle: medium; timeStyle: short)}}: it can be removed only after that.',
  noLiquidity: "This token's market holds no liquidity: it was never added, or it has been removed.",
  liquidityPermanent:
    'This token has no owner, so its liquidity is permanent: nobody can remove it, and the market stays open.',
  renounceBeforeLiquidity:
    'Add the liquidity before renouncing: only the owner can add it, so without an owner trading would never open.',
  creditNothingToClaim: 'There is no credited coin to claim for this address.',
  tradingStartOnlyEarlier:
    'The trading start can only be moved earlier, and only before trading has started.',
  saleClosed: 'The sale is closed: it has ended, reached its hard cap, or trading has started.',
  saleBelowMinimum: 'Your total contribution would stay below the sale minimum per address: send more.',
  saleAboveMaximum: 'This address has reached the sale maximum per address: it cannot buy more in the sale.',
  launchpadWrongFee:
    "The launchpad's creation fee was not paid exactly (it may have just changed): reload the form to see the current fee and try again.",
  presaleTokenTaxed:
    "This token takes a fee on transfers, so fewer tokens arrived than the presale needs: exempt the presale's address from the token's fees and limits first, then try again.",
  presaleInvalidToken:
    'Choose the token contract to sell: it cannot be empty, and it cannot be one of the pay coins.',
  presaleInvalidTimes: 'End time must be greater than start time, and the start time cannot be in the past.',
  presaleInvalidCaps:
    'The soft cap cannot be above the hard cap, and a presale needs a hard cap (a fair launch needs the number of tokens for sale instead).',
  presaleInvalidBuyLimits:
    'The buy limits do not fit: the minimum cannot be above the maximum, and neither can be above the limit per buyer or the hard cap.',
  presaleInvalidPayCoins:
    'Choose the pay coins again: at least one and at most 8, each only once; several pay coins need the advanced mode.',
  presaleInvalidRate:
    'Pay coin #{{position}}: its presale rate and its listing rate must both be above zero.',
  presaleInvalidPhases:
    'The phases do not fit: each needs a start before its end, a rate and a cap; they must follow one another without overlapping, cover the sale from its start to its end, and their caps must add up to the hard cap.',
  presaleInvalidListing:
    'The listing is incomplete: choose the DEX, a liquidity share from 51% to 100%, and an LP lock of at least 30 days (or burn the LP).',
  presaleInvalidClaimMode:
    'This claim mode does not fit: immediate delivery needs no soft cap and no emergency withdraw and is not available in a fair launch; a linear release needs a first share or a share per interval, and an interval. It must also start at most a year after the presale ends and release everything within three years.',
  presaleInvalidInviteRewards:
    'The invite rewards add up to {{total}}%: at most 6 generations and at most {{cap}}% in total.',
  presaleInvalidWhitelist:
    'The whitelist settings do not fit: tiers and a public time need a whitelist (at most 16 tiers, in order of their delays), and the public time can only move earlier, before the end.',
  presaleInvalidPenalty: 'The emergency-withdraw penalty of {{penalty}}% is above the maximum of {{cap}}%.',
  presaleInvalidGrace: 'The time left to finalize after the end must be between 1 and 30 days.',
  presaleNotStarted: 'The presale has not started yet.',
  presaleStillLive: 'The presale is still live: this is possible only after it ends.',
  presaleAwaitingFinalize:
    'The presale has ended and is waiting to be finalized: anyone can finalize it now; refunds open only if it fails or is cancelled.',
  presaleFinalized:
    'The presale is finalized: buying, refunds and cancelling are closed; claim your tokens instead.',
  presaleCancelled: 'The presale was cancelled: only refunds remain.',
  presaleFailed: 'The presale failed (soft cap missed, or nobody finalized it in time): only refunds remain.',
  presaleCannotCancel:
    'The presale can be cancelled only before it starts, or after it ends and before it is finalized (not once tokens were delivered at purchase).',
  presaleNotWhitelisted:
    'This wallet is not on the presale whitelist: wait until the sale opens to the public.',
  presaleTierNotOpen:
    'Your whitelist tier (#{{tier}}) may buy from {{opensAt, datetime(dateStyle: medium; timeStyle: short)}}.',
  presaleInviterRequired:
    'This presale asks each buyer to bind an inviter before the first purchase: open it through an invitation link.',
  presaleInvalidInviter:
    'This inviter cannot be bound: an inviter must be a contributor or the creator and not yourself, and a wallet binds only before its first purchase.',
  presaleAlreadyBound: 'This wallet already has an inviter: the binding is made once, for good.',
  market314InvalidInviter:
    "This inviter cannot be bound: it must hold at least the token's minimum for inviters, and cannot be you or a wallet you invited.",
  presaleBelowMinBuy: "This purchase is below the presale's minimum per purchase: buy more.",
  presaleAboveMaxBuy: "This purchase is above the presale's maximum per purchase: buy less.",
  presaleAbovePerBuyer: "This purchase would take your total above the presale's limit per buyer.",
  presaleHardCapExceeded: 'Not that much is left for sale (under the hard cap, or in this phase): buy less.',
  presaleInvalidCoin: 'This presale does not accept this pay coin.',
  presaleWrongValue: 'The coin sent does not match the amount of the purchase: try again.',
  presaleNothingToClaim:
    'Nothing is claimable now: the presale must be finalized first, and with a linear release the next share comes later.',
  presaleNothingToRefund: 'There is nothing to refund or take back for this wallet in this presale.',
  presaleEmergencyWithdrawDisabled: 'This presale has no emergency withdraw.',
  presaleListingFailed:
    'The listing failed without a reason, often for lack of gas: try the finalize again with more gas. Otherwise every contributor can refund once the finalize period has passed.',
  presaleListingPriceMismatch:
    'The pool already exists at another price than the listing rate, too far off to correct, so the listing at the promised price is impossible. The creator may cancel; otherwise every contributor can refund once the finalize period has passed.',
  presaleNoActivePhase: 'No phase is open now: wait for the next phase to start.',
  presaleNothingListed:
    'The raise is too small for a pool at the listing rate, so the presale cannot list and does not finalize. The creator may cancel; otherwise every contributor can refund once the finalize period has passed.',
  presaleTooLong: 'A presale lasts at most a year from its start to its end.',
  miningLockPeriodsEmpty: 'Lock duration setting item is empty: add at least one lock period.',
  miningHalvingEmpty:
    'Automatic halving setting item is empty: set the halving interval or allow manual halving.',
  miningNotLp: 'Is not an LP address: the staked token must be a liquidity pair of an exchange.',
  miningRewardRateInvalid:
    'The reward per second must be greater than zero and not absurdly large: check the reward rate.',
  miningTimesInvalid:
    'These dates cannot make a pool: the start at most a year from now, the end after the start and at most 10 years later.',
  miningLockOptionInvalid:
    'Lock period {{position}} is not valid: a pool has at most 8 lock periods, each at most 3 years long with a reward multiple from 1x to 10x.',
  miningOptionNotInKind:
    'This kind of pool cannot carry that setting: lock periods belong to lock pools, halving to halving pools, and a minimum stake, a whitelist or team power (or several of them together) to advanced pools.',
  miningShareTooHigh:
    '{{share}}% is above the maximum of {{cap}}% for an early-exit penalty or a team share: lower it.',
  miningUnknownOption: 'This pool has no such lock period: choose one of the periods it offers.',
  miningPoolEnded:
    'This pool has ended: it takes no more stakes or rewards. Stakes and earned rewards can still be withdrawn.',
  miningPoolNotEnded:
    'The unspent rewards can be withdrawn only after the pool has ended: schedule its end first.',
  miningNotWhitelisted: "{{address}} is not on this pool's whitelist: only whitelisted addresses can stake.",
  miningBelowMinimumStake: "The stake would stay below this pool's minimum stake: stake more.",
  miningInsufficientStake: 'This is more than you have staked in this lock period.',
  miningLocked:
    'This stake is locked until {{unlockAt, datetime(dateStyle: medium; timeStyle: short)}}: it can be withdrawn after that.',
  miningInviterInvalid:
    'This inviter cannot be bound: the inviter must have staked in this pool (or created it), an address binds once and before its first stake, and only pools with team power take inviters.',
  miningNothingToClaim: 'There are no rewards to claim yet.',
  miningNoManualHalving: 'This pool was created without manual halving.',
  miningHalvingTooSoon:
    'The rate can be halved at most once a day: the next halving is possible from {{nextAt, datetime(dateStyle: medium; timeStyle: short)}}.',
  miningNotSameToken: 'Compounding needs the reward token to be the staked token: claim the rewards instead.',
  miningWhitelistRefused:
    'This pool has no whitelist, or the list has more than 200 addresses: send it in parts of at most 200.',
  miningEndInvalid:
    'The new end must come before the current end and no earlier than {{earliest, datetime(dateStyle: medium; timeStyle: short)}} (7 days of notice).',
  earnOptionInvalid:
    'An earn period (item {{position}}) is out of range: each needs a duration of 1 hour to 3 years and an annual rate of 0.01% to 1,000%, and a pool has 1 to 8 of them.',
  earnEarlyFeeInvalid:
    'The early-redemption fee can be at most 50%, and must stay empty when early redemption is not possible.',
  earnUnknownOption: 'This pool has no such earn period.',
  earnTotalLimitExceeded: 'This stake would take the pool above its total stake limit: stake less.',
  earnUserLimitExceeded: "This stake would take you above the pool's limit per user: stake less.",
  earnRewardFundShort:
    "The pool's reward fund cannot cover the reward this stake would be promised: stake less, choose a shorter period, or wait until someone tops the fund up.",
  earnUnknownStake: 'You have no such stake in this pool.',
  earnAlreadyRedeemed: 'This stake has been redeemed already.',
  earnEarlyRedemptionDisabled:
    'This pool does not allow early redemption: the stake can be redeemed from {{maturesAt, datetime(dateStyle: medium; timeStyle: short)}}.',
  earnAboveUnreserved:
    'Only the part of the reward fund nobody has been promised can be withdrawn: ask for less.',
  beanUnsupportedCoin: 'This coin reports more than 24 decimals: choose a stablecoin with fewer.',
  beanDepositOutOfRange: "Deposits must be 10 to 100k USDT (counted in the pool's stablecoin).",
  beanReferrerInvalid:
    'This referrer cannot be used: a referrer must have deposited in this pool and cannot be you.',
  beanAboveOwed: 'That is more than you have earned so far.',
  beanPoolExhausted:
    "The pool's balance cannot pay this withdrawal: the deposits it pays from have run out. It pays again only if new deposits arrive; you can still withdraw what is left, if anything.",
  transactionFailed: 'transaction failed',
}

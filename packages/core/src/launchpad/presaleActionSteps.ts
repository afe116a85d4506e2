import { type Address, type Hex, zeroAddress } from 'viem'
import { presaleAbi } from '../contracts/Presale.abi.ts'
import { approve } from '../transactions/approve.ts'
import { call } from '../transactions/call.ts'
import type { Step } from '../transactions/types.ts'

export type ContributePresaleParameters = {
  presale: Address
  /** The pay coin (zero address: the chain's coin) and its index in the presale's `payCoins`. */
  coin: Address
  coinIndex: number
  /** In the pay coin's base units. */
  amount: bigint
  /** Bound before the purchase when the buyer has no inviter yet (a `?ref=` link). */
  inviter?: Address | undefined
  /** A Merkle whitelist's place of the buyer (readPresaleWhitelist's proofOf); none for stored lists. */
  place?: { tier: number; proof: readonly Hex[] } | undefined
}

/**
 * A purchase: approve the stablecoin to the presale (skipped when the allowance covers it) and
 * contribute, sending the exact native amount for the chain's coin. The contract binds `inviter`
 * first when the buyer has none, in the same transaction.
 *
 * @example
 * contributePresaleSteps({ presale, coin: zeroAddress, coinIndex: 0, amount: parseEther('1'), inviter })
 */
export function contributePresaleSteps({
  presale,
  coin,
  coinIndex,
  amount,
  inviter,
  place,
}: ContributePresaleParameters): Step[] {
  const native = coin === zeroAddress
  return [
    ...(native ? [] : [approve({ token: coin, spender: presale, amount, label: 'approvePayCoin' })]),
    call({
      address: presale,
      abi: presaleAbi,
      functionName: 'contribute',
      args: [BigInt(coinIndex), amount, inviter ?? zeroAddress, place?.tier ?? 0, place?.proof ?? []],
      value: native ? amount : 0n,
      label: 'contribute',
    }),
  ]
}

/**
 * Binds an inviter for good (a contributor or the creator), before a first purchase.
 *
 * @example
 * bindInviterStep({ presale, inviter })
 */
export function bindInviterStep({ presale, inviter }: { presale: Address; inviter: Address }): Step {
  return call({
    address: presale,
    abi: presaleAbi,
    functionName: 'bindInviter',
    args: [inviter],
    label: 'bindInviter',
  })
}

/** The presale's no-argument actions, by the page's button. */
export type PresaleActionKind =
  | 'claim'
  | 'refund'
  | 'emergencyWithdraw'
  | 'finalize'
  | 'cancel'
  | 'claimRewards'
  | 'reclaimDeposit'

/**
 * The step of one of the presale's actions: claim released tokens, refund a cancelled or failed
 * presale, emergency withdraw before the end (less the penalty), finalize (anyone), cancel and
 * reclaim the deposit (creator), claim invite rewards.
 *
 * @example
 * presaleActionStep('finalize', { presale })
 */
export function presaleActionStep(kind: PresaleActionKind, { presale }: { presale: Address }): Step {
  return call({ address: presale, abi: presaleAbi, functionName: kind, args: [], label: kind })
}

/**
 * A refund after a cancel or failure. In Immediately mode the buyer was delivered its tokens in the
 * purchase, and the contract gives the coin back only with every one of them: `delivered` (the
 * position's `claimed`) is approved to the presale first (skipped when the allowance covers it).
 *
 * @example
 * refundPresaleSteps({ presale, token, delivered: position.claimed })
 */
export function refundPresaleSteps({
  presale,
  token,
  delivered,
}: {
  presale: Address
  token: Address
  delivered: bigint
}): Step[] {
  return [
    ...(delivered > 0n
      ? [approve({ token, spender: presale, amount: delivered, label: 'approveReturn' })]
      : []),
    presaleActionStep('refund', { presale }),
  ]
}

/**
 * Creator: stores `accounts` in whitelist tier `tier` (before the end).
 *
 * @example
 * setPresaleWhitelistStep({ presale, accounts, tier: 0 })
 */
export function setPresaleWhitelistStep({
  presale,
  accounts,
  tier,
}: {
  presale: Address
  accounts: readonly Address[]
  tier: number
}): Step {
  return call({
    address: presale,
    abi: presaleAbi,
    functionName: 'setWhitelist',
    args: [accounts, tier, true],
    label: 'setWhitelist',
  })
}

import type { Address, Hex } from 'viem'
import { feeCeilingOf } from './feeCeilingOf.ts'
import { splitMints } from './splitMints.ts'
import type { BulkMintFees, BulkMintPlan } from './types.ts'

export type BuildBulkMintPlanParameters = {
  /** The inscription's calldata (`inscriptionToHex` of a checked text). */
  data: Hex
  /** One calldata per mint instead (numbered mints), `mints` of them. */
  datas?: readonly Hex[] | undefined
  /** How many mints in all. */
  mints: number
  /** The sub-wallets, in order, with what each holds now (wei). */
  wallets: readonly { address: Address; balance: bigint }[]
  /** Gas of one inscription: the node's estimate, used as every mint's gas limit. */
  gasLimit: bigint
  fees: BulkMintFees
  /** Replacements the funding covers (see BulkMintPlan.maxReplacements); default 2. */
  maxReplacements?: number | undefined
}

/** Replacements covered by default: two bumps, so a wallet is funded at most 27 % above the start fee. */
export const defaultMaxReplacements = 2

/**
 * The plan of a bulk mint from figures already read (the pure half of planBulkMint): the mints
 * spread evenly ({@link splitMints}), and each wallet's funding = its mints x gasLimit x fee
 * ceiling, minus its balance. The fee ceiling is the start fee (`maxFeePerGas` or `gasPrice`)
 * after `maxReplacements` replacement bumps: the one margin in the plan, so a mint the runner has to
 * replace can still be paid for; with `maxReplacements: 0` the funding is exactly mints x gas x
 * maxFeePerGas. The node checks `gasLimit x maxFeePerGas` against the balance before it accepts
 * each mint, so less than this can refuse the wallet's last mint even when the fee actually
 * charged (base fee + tip) is lower; what is not spent stays in the sub-wallet (collect it back).
 *
 * @example
 * buildBulkMintPlan({ data, mints: 10, wallets, gasLimit: 22_716n, fees: { type: 'legacy', gasPrice: 10n ** 9n }, maxReplacements: 0 })
 */
export function buildBulkMintPlan(parameters: BuildBulkMintPlanParameters): BulkMintPlan {
  const { data, wallets, gasLimit, fees } = parameters
  const maxReplacements = parameters.maxReplacements ?? defaultMaxReplacements
  if (!Number.isSafeInteger(maxReplacements) || maxReplacements < 0)
    throw new RangeError(`maxReplacements must be a non-negative integer: ${maxReplacements}`)
  if (gasLimit <= 0n) throw new RangeError(`gasLimit must be positive: ${gasLimit}`)
  if (parameters.datas && parameters.datas.length !== parameters.mints)
    throw new RangeError(
      `datas must hold one calldata per mint: ${parameters.datas.length} for ${parameters.mints}`,
    )
  const shares = splitMints(parameters.mints, wallets.length)
  const feeCeiling = feeCeilingOf(fees, maxReplacements)
  const walletPlans = wallets.map(({ address, balance }, index) => {
    const mints = shares[index] ?? 0
    const needed = BigInt(mints) * gasLimit * feeCeiling
    return { address, mints, needed, balance, funding: needed > balance ? needed - balance : 0n }
  })
  const fundings = walletPlans
    .filter((wallet) => wallet.funding > 0n)
    .map((wallet) => ({ to: wallet.address, value: wallet.funding }))
  return {
    data,
    ...(parameters.datas ? { datas: [...parameters.datas] } : {}),
    gasLimit,
    fees,
    maxReplacements,
    feeCeiling,
    wallets: walletPlans,
    fundings,
    totalFunding: fundings.reduce((sum, funding) => sum + funding.value, 0n),
  }
}

import type { Address, Client } from 'viem'
import type { Step } from '../../transactions/types.ts'
import { mintIsNumbered } from '../inscriptionConventions.ts'
import { inscriptionToHex } from '../inscriptionFromHex.ts'
import { bulkMintFundingSteps } from './bulkMintFundingSteps.ts'
import { planBulkMint } from './planBulkMint.ts'
import type { BulkMintPlan } from './types.ts'

/** The most mints one bulk mint run sends. */
export const bulkMintMaxMints = 1_000

/**
 * A bulk mint's start: `ready` with the engine's plan (gas, fees and each sub-wallet's share, as
 * the chain is now) and the main wallet's funding transfers to run first (none when every
 * sub-wallet holds enough); `refused` when there is no sub-wallet or the number of mints is not
 * 1 to {@link bulkMintMaxMints}; `unread` with the node's error when a read failed.
 */
export type BulkMintRunPlan =
  | { status: 'ready'; plan: BulkMintPlan; steps: Step[] }
  | { status: 'refused'; reason: 'noSubWallets' | 'mintCount' }
  | { status: 'unread'; error: unknown }

export type PlanBulkMintRunParameters = {
  /** The checked inscription text every mint sends. */
  text: string
  /** The inscription's protocol id: only a numbered mint sends `texts`. */
  p: string
  /** A numbered mint's texts, one per mint, each with its own id (the mint guard's); they set the count. */
  texts?: readonly string[] | undefined
  /** How many mints, without `texts`. */
  mints: number
  /** The sub-wallets' addresses, in order. */
  wallets: readonly Address[]
}

/**
 * Plans the start of a bulk mint (issue 78: the screen renders a core plan): the engine's plan read
 * at the newest block (planBulkMint: one inscription's gas, every sub-wallet's balance, the fees),
 * so a wallet funded by an earlier, interrupted start is asked only for what it still lacks, and
 * the funding transfers (bulkMintFundingSteps). A numbered mint sends its texts, one id each; any
 * other mint sends `text` `mints` times.
 *
 * @example
 * const start = await planBulkMintRun(publicClient, { text: check.text, p: 'bsc-20', mints: 50, wallets })
 * if (start.status === 'ready') await run(start.steps)
 */
export async function planBulkMintRun(
  client: Client,
  { text, p, texts, mints, wallets }: PlanBulkMintRunParameters,
): Promise<BulkMintRunPlan> {
  const numbered = texts && mintIsNumbered(p) ? texts : undefined
  const count = numbered?.length ?? mints
  if (wallets.length === 0) return { status: 'refused', reason: 'noSubWallets' }
  if (!Number.isSafeInteger(count) || count < 1 || count > bulkMintMaxMints)
    return { status: 'refused', reason: 'mintCount' }
  let plan: BulkMintPlan
  try {
    plan = await planBulkMint(client, {
      data: inscriptionToHex(text),
      datas: numbered?.map(inscriptionToHex),
      mints: count,
      wallets,
    })
  } catch (error) {
    return { status: 'unread', error }
  }
  return { status: 'ready', plan, steps: bulkMintFundingSteps(plan) }
}

import type { Address, PublicClient } from 'viem'
import type { ErrorMessage } from '../../errors/toErrorMessage.ts'
import type { Step } from '../../transactions/types.ts'
import { createInscriptionMintStep, type InscriptionMintMethod } from './createInscriptionMintStep.ts'
import { type InscriptionProgress, readInscriptionProgress } from './readInscriptionProgress.ts'

/**
 * An inscription mint's plan: `ready` with its one step and the token as read now; `refused` with
 * the catalogue's sentence when the token as read now refuses the account a mint (its mints are
 * made, or the max supply is reached); `missing` when the address holds no TokenBox inscription
 * token; `unread` with the node's error when the read failed.
 */
export type InscriptionMintPlan =
  | { status: 'ready'; steps: Step[]; progress: InscriptionProgress }
  | { status: 'refused'; reason: ErrorMessage }
  | { status: 'missing' }
  | { status: 'unread'; error: unknown }

export type PlanInscriptionMintParameters = {
  token: Address
  /** The wallet that mints: its mints are read with the token. */
  account: Address
  /** By the token's `mint()`, or by a zero-value transfer to it. */
  method: InscriptionMintMethod
}

/**
 * Why the token as read refuses `progress.account` a mint, checked in the order InscriptionToken
 * checks it and said in the words its revert gets; undefined when a mint would go through.
 */
function inscriptionMintRefusal(progress: InscriptionProgress): ErrorMessage | undefined {
  const mints = progress.account?.mints ?? 0n
  if (mints >= progress.mintsPerAddress)
    return { key: 'inscriptionMintLimitReached', params: { mints: mints.toString() } }
  if (progress.mintsLeft === 0n) return { key: 'inscriptionSoldOut', params: {} }
  return undefined
}

/**
 * Plans one inscription mint (issue 78: the screen renders a core plan): reads the token with the
 * account's mints at the newest block, refuses a mint it would refuse (the limit reached, sold
 * out: others may have minted the last since the screen's read) and builds the step by the method
 * asked. Both methods count toward the same limit.
 *
 * @example
 * const plan = await planInscriptionMint(publicClient, { token, account, method: 'transfer' })
 * if (plan.status === 'ready') await run(plan.steps)
 */
export async function planInscriptionMint(
  client: PublicClient,
  { token, account, method }: PlanInscriptionMintParameters,
): Promise<InscriptionMintPlan> {
  let progress: InscriptionProgress | undefined
  try {
    progress = await readInscriptionProgress(client, { address: token, account })
  } catch (error) {
    return { status: 'unread', error }
  }
  if (!progress) return { status: 'missing' }
  const reason = inscriptionMintRefusal(progress)
  if (reason) return { status: 'refused', reason }
  return { status: 'ready', steps: [createInscriptionMintStep({ token, method })], progress }
}

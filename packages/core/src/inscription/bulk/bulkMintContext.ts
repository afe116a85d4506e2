import type { Client, LocalAccount } from 'viem'
import type { BulkMintRunOptions, BulkMintSnapshot, MintAttempt, MintRecord } from './types.ts'

/**
 * What the parts of one run share: the working snapshot (mutated in place, handed out as copies),
 * the signing accounts by lower-case address, and the run's options with their defaults.
 */
export type BulkMintContext = {
  client: Client
  snapshot: BulkMintSnapshot
  accounts: Map<string, LocalAccount>
  options: BulkMintRunOptions
  pollMs: number
  replaceAfterMs: number
  /** Set once `shouldContinue` said no: every mint not started ends `terminated` with it. */
  stopReason?: string | undefined
  /** Changes a mint, then reports a copy of the snapshot. */
  update: (mint: MintRecord, change: Partial<MintRecord>) => void
  /** Records a signed transaction of a mint (before it is sent) in the mint and its wallet; the mint becomes `pending`. */
  record: (mint: MintRecord, nonce: number, attempt: MintAttempt) => void
}

/** The default wait before a mint is replaced: a minute, several blocks on every supported chain. */
export const defaultReplaceAfterMs = 60_000

/**
 * Builds a run's context over a working copy of `snapshot`.
 *
 * @example
 * const context = createBulkMintContext(client, snapshot, options, accounts)
 */
export function createBulkMintContext(
  client: Client,
  snapshot: BulkMintSnapshot,
  options: BulkMintRunOptions,
  accounts: Map<string, LocalAccount>,
): BulkMintContext {
  const working = structuredClone(snapshot)
  const context: BulkMintContext = {
    client,
    snapshot: working,
    accounts,
    options,
    pollMs: options.pollMs ?? client.pollingInterval ?? 4_000,
    replaceAfterMs: options.replaceAfterMs ?? defaultReplaceAfterMs,
    update: (mint, change) => {
      Object.assign(mint, change)
      options.onUpdate?.(structuredClone(working), structuredClone(mint))
    },
    record: (mint, nonce, attempt) => {
      working.wallets[mint.wallet]?.sent.push({ mint: mint.index, nonce, hash: attempt.hash })
      context.update(mint, {
        state: 'pending',
        nonce,
        attempts: [...mint.attempts, attempt],
        error: undefined,
      })
    },
  }
  return context
}

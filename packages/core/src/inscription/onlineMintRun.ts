import type { Address, Hash } from 'viem'
import type { ResumeFrom, Step } from '../transactions/types.ts'
import { bulkInscribeMaxPerCall, bulkInscribeSteps } from './bulkInscribeSteps.ts'
import { inscribeSteps } from './inscribeSteps.ts'
import { inscriptionConventionOf, mintIsNumbered } from './inscriptionConventions.ts'

/** `each`: one self-transaction per mint; `contract`: the bulk contract, 500 mints per transaction. */
export type OnlineMintMethod = 'each' | 'contract'

/** The most mints one online run sends: one by one, the wallet asked for each; or through the bulk contract. */
export const onlineMintMaxCount: Record<OnlineMintMethod, number> = { each: 100, contract: 5_000 }

/**
 * An online bulk mint from the connected wallet: what is minted and how, the hash of every
 * confirmed transaction (by step) and of one sent but not yet confirmed (awaited on resume, never
 * sent again). Public data only: the browser keeps it so a reload resumes the run.
 */
export type OnlineMintRun = {
  text: string
  /** A numbered mint's texts, one per transaction, each with its own id (`each` method). */
  texts?: string[] | undefined
  method: OnlineMintMethod
  count: number
  /** The bulk contract the run's calls go to (`contract` method). */
  contract?: Address | undefined
  /** Confirmed transactions, by step, in order. */
  hashes: Hash[]
  pendingHash?: Hash | undefined
}

/**
 * Whether a protocol counts only one mint per transaction: the bulk contract emits every mint in
 * one transaction, which the account model (ASC-20, SARC-20) counts event by event, but the
 * ethscriptions protocol counts one ethscription per transaction and BSC-20 counts calldata only.
 *
 * @example
 * onlineMintOnePerTransaction('bsc-20') // true
 */
export function onlineMintOnePerTransaction(p: string | undefined): boolean {
  return p !== undefined && inscriptionConventionOf(p).model === 'items'
}

/**
 * A new run of `count` mints of `text` by `method` (`each` where the protocol counts one mint per
 * transaction); a numbered mint sent one by one sends `texts`, one id each, and they set the count.
 *
 * @example
 * newOnlineMintRun({ text, p: 'asc-20', method: 'contract', count: 1200, contract })
 */
export function newOnlineMintRun({
  text,
  p,
  method,
  count,
  texts,
  contract,
}: {
  text: string
  p: string
  method: OnlineMintMethod
  count: number
  texts?: readonly string[] | undefined
  contract?: Address | undefined
}): OnlineMintRun {
  const chosen = onlineMintOnePerTransaction(p) ? 'each' : method
  const numbered = chosen === 'each' && texts && mintIsNumbered(p) ? [...texts] : undefined
  return { text, texts: numbered, method: chosen, count: numbered?.length ?? count, contract, hashes: [] }
}

/**
 * The steps of a run: one self-transaction per mint (numbered mints each with its id), or the
 * bulk contract's calls. Step `i` is transaction `i`, so its stored hashes resume it.
 *
 * @example
 * onlineMintSteps({ text, method: 'each', count: 3, hashes: [] }).length // 3
 */
export function onlineMintSteps(
  run: Pick<OnlineMintRun, 'method' | 'text' | 'texts' | 'count' | 'contract'>,
): Step[] {
  if (run.method === 'contract' && run.contract)
    return bulkInscribeSteps({ contract: run.contract, text: run.text, count: run.count })
  return run.texts?.length
    ? inscribeSteps({ texts: run.texts })
    : inscribeSteps({ text: run.text, count: run.count })
}

/** The runner's resume of a stored run: its confirmed transactions and the one in flight; undefined when none was sent. */
export function onlineMintResume(run: OnlineMintRun, steps: readonly Step[]): ResumeFrom | undefined {
  if (run.hashes.length === 0) return undefined
  return {
    results: run.hashes.map((hash, index) => ({
      type: steps[index]?.type ?? 'sendData',
      status: 'confirmed' as const,
      hash,
    })),
    pendingHash: run.pendingHash,
  }
}

/** How many mints `transactions` confirmed transactions of a run sent. */
export function onlineMintsSent(run: Pick<OnlineMintRun, 'method'>, transactions: number): number {
  return transactions * (run.method === 'contract' ? bulkInscribeMaxPerCall : 1)
}

/**
 * The mints transaction `index` of a run sends, counted from 1: one for `each`, up to 500 for the
 * bulk contract's calls.
 *
 * @example
 * onlineMintRange({ method: 'contract', count: 1200 }, 2) // { from: 1001, to: 1200 }
 */
export function onlineMintRange(
  run: Pick<OnlineMintRun, 'method' | 'count'>,
  index: number,
): { from: number; to: number } {
  if (run.method !== 'contract') return { from: index + 1, to: index + 1 }
  return {
    from: index * bulkInscribeMaxPerCall + 1,
    to: Math.min((index + 1) * bulkInscribeMaxPerCall, run.count),
  }
}

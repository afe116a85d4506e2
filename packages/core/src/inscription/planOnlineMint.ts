import { type Hex, hexToBytes, type PublicClient } from 'viem'
import { bulkInscriberRuntime } from '../contracts/BulkInscriber.abi.ts'
import { matchesRuntime } from '../evm/matchesRuntime.ts'
import type { ResumeFrom, Step } from '../transactions/types.ts'
import {
  type OnlineMintRun,
  onlineMintMaxCount,
  onlineMintOnePerTransaction,
  onlineMintResume,
  onlineMintSteps,
} from './onlineMintRun.ts'
import { validateInscriptionInput } from './validateInscriptionInput.ts'

/**
 * An online bulk mint's plan: `ready` with the steps (one self-transaction per mint, or the bulk
 * contract's calls of up to 500) and, for a stored run, the runner's resume from its confirmed
 * transactions; `refused` when the text is not a mint, the bulk contract is asked for a protocol
 * that counts one mint per transaction, the count is out of the method's bounds, or the run's bulk
 * contract is not TokenBox's BulkInscriber at the newest block (a call to an address without its
 * code would pay gas and mint nothing); `unread` with the node's error when a read failed.
 */
export type OnlineMintPlan =
  | { status: 'ready'; steps: Step[]; resume: ResumeFrom | undefined }
  | { status: 'refused'; reason: 'notMint' | 'onePerTransaction' | 'mintCount' | 'noContract' }
  | { status: 'unread'; error: unknown }

/**
 * Plans an online bulk mint, new or resumed (issue 78: the screen renders a core plan). Only the
 * bulk contract's method reads the chain: the contract's code at the newest block.
 *
 * @example
 * const plan = await planOnlineMint(publicClient, { run: newOnlineMintRun({ text, p, method: 'contract', count: 1200, contract }) })
 * if (plan.status === 'ready') await run(plan.steps, plan.resume)
 */
export async function planOnlineMint(
  client: PublicClient,
  { run }: { run: OnlineMintRun },
): Promise<OnlineMintPlan> {
  const checked = validateInscriptionInput({ mode: 'text', text: run.text })
  if (!checked.ok || checked.inscription.op !== 'mint') return { status: 'refused', reason: 'notMint' }
  if (run.method === 'contract' && onlineMintOnePerTransaction(checked.inscription.p))
    return { status: 'refused', reason: 'onePerTransaction' }
  const count = run.texts?.length || run.count
  if (!Number.isSafeInteger(count) || count < 1 || count > onlineMintMaxCount[run.method])
    return { status: 'refused', reason: 'mintCount' }
  if (run.method === 'contract') {
    if (!run.contract) return { status: 'refused', reason: 'noContract' }
    let code: Hex | undefined
    try {
      code = await client.getCode({ address: run.contract, blockTag: 'latest' })
    } catch (error) {
      return { status: 'unread', error }
    }
    if (!code || !matchesRuntime(hexToBytes(code), bulkInscriberRuntime))
      return { status: 'refused', reason: 'noContract' }
  }
  const steps = onlineMintSteps(run)
  return { status: 'ready', steps, resume: onlineMintResume(run, steps) }
}

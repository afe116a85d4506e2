import { transfer } from '../../transactions/transfer.ts'
import type { TransferStep } from '../../transactions/types.ts'
import type { BulkMintPlan } from './types.ts'

/**
 * The main wallet's steps before a bulk mint: one native transfer per sub-wallet whose balance is
 * short, of exactly what the plan says it lacks (`plan.fundings`, in wallet order). Step `i` is
 * funding `i`, so a run stopped after some transfers resumes at the first unconfirmed one and never
 * pays a wallet twice. Empty when every wallet already holds enough.
 *
 * @example
 * const plan = await planBulkMint(publicClient, { data, mints: 50, wallets: addresses })
 * await runSteps({ publicClient, walletClient, account, steps: bulkMintFundingSteps(plan) })
 */
export function bulkMintFundingSteps(plan: Pick<BulkMintPlan, 'fundings'>): TransferStep[] {
  return plan.fundings.map(({ to, value }, index) => transfer({ to, value, label: `fund ${index + 1}` }))
}

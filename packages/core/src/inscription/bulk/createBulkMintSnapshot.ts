import type { BulkMintPlan, BulkMintSnapshot } from './types.ts'

/**
 * The starting snapshot of a plan: every mint `waiting`, numbered wallet by wallet in the plan's
 * order (wallet 0's mints first), nothing sent. Plain JSON: bigints become decimal strings.
 *
 * @example
 * const snapshot = createBulkMintSnapshot(plan, { chainId: 56 })
 * localStorage.setItem('bulk-mint', JSON.stringify(snapshot))
 */
export function createBulkMintSnapshot(
  plan: BulkMintPlan,
  parameters: { chainId: number },
): BulkMintSnapshot {
  const snapshot: BulkMintSnapshot = {
    version: 1,
    chainId: parameters.chainId,
    data: plan.data,
    gasLimit: plan.gasLimit.toString(),
    fees:
      plan.fees.type === 'legacy'
        ? { type: 'legacy', gasPrice: plan.fees.gasPrice.toString() }
        : {
            type: 'eip1559',
            maxFeePerGas: plan.fees.maxFeePerGas.toString(),
            maxPriorityFeePerGas: plan.fees.maxPriorityFeePerGas.toString(),
          },
    maxReplacements: plan.maxReplacements,
    wallets: plan.wallets.map((wallet) => ({ address: wallet.address, sent: [] })),
    mints: [],
  }
  plan.wallets.forEach((wallet, walletIndex) => {
    for (let count = 0; count < wallet.mints; count++)
      snapshot.mints.push({
        index: snapshot.mints.length,
        wallet: walletIndex,
        state: 'waiting',
        attempts: [],
        ...(plan.datas ? { data: plan.datas[snapshot.mints.length] } : {}),
      })
  })
  return snapshot
}

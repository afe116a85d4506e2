import type { Address, Client, Hex } from 'viem'
import { estimateGas, getBalance, getGasPrice } from 'viem/actions'
import { getGasFees } from '../../gas/getGasFees.ts'
import { buildBulkMintPlan } from './buildBulkMintPlan.ts'
import type { BulkMintFees, BulkMintPlan } from './types.ts'

export type PlanBulkMintParameters = {
  /** The inscription's calldata (`validateInscriptionInput(...).hex`). */
  data: Hex
  /** One calldata per mint instead (numbered mints: `mints` of them); gas is measured on the longest. */
  datas?: readonly Hex[] | undefined
  /** How many mints in all. */
  mints: number
  /** The sub-wallets' addresses (generated or imported), in order. */
  wallets: readonly Address[]
  /** The start fee of every mint; default the product's strategy (getGasFees). */
  fees?: BulkMintFees | undefined
  /** Replacements the funding covers; default 2 (see buildBulkMintPlan). */
  maxReplacements?: number | undefined
}

/**
 * Plans a bulk mint against the chain: measures one inscription with `eth_estimateGas` (a
 * self-transaction of the first sub-wallet with the calldata), reads every sub-wallet's balance,
 * and returns the mints per wallet and the funding transfers the main wallet must make first (see
 * buildBulkMintPlan for the exact amounts and their one stated margin). Without `fees` it prices
 * with getGasFees; a chain where that strategy sets no price (an idle chain charging nothing) is
 * priced with the node's `eth_gasPrice` as a legacy transaction.
 *
 * @example
 * const plan = await planBulkMint(publicClient, { data: checked.hex, mints: 20, wallets: subWallets.map((w) => w.address) })
 * for (const { to, value } of plan.fundings) await walletClient.sendTransaction({ account: main, to, value })
 */
export async function planBulkMint(
  client: Client,
  parameters: PlanBulkMintParameters,
): Promise<BulkMintPlan> {
  const { data, wallets } = parameters
  const first = wallets[0]
  if (!first) throw new RangeError('planBulkMint: no sub-wallet')
  // A longer calldata costs more intrinsic gas: the longest one bounds them all.
  const measured = (parameters.datas ?? []).reduce(
    (longest, each) => (each.length > longest.length ? each : longest),
    data,
  )
  const [gasLimit, balances, fees] = await Promise.all([
    estimateGas(client, { account: first, to: first, data: measured, value: 0n }),
    Promise.all(wallets.map((address) => getBalance(client, { address, blockTag: 'latest' }))),
    parameters.fees ?? readFees(client),
  ])
  return buildBulkMintPlan({
    data,
    datas: parameters.datas,
    mints: parameters.mints,
    wallets: wallets.map((address, index) => ({ address, balance: balances[index] ?? 0n })),
    gasLimit,
    fees,
    maxReplacements: parameters.maxReplacements,
  })
}

async function readFees(client: Client): Promise<BulkMintFees> {
  const fees = await getGasFees(client)
  if (fees.type === 'eip1559') return fees
  if (fees.type === 'legacy') return fees
  return { type: 'legacy', gasPrice: await getGasPrice(client) }
}

/**
 * The bulk inscription part of the gas snapshot (bench/gas/gasSnapshot.ts): TokenBox's
 * BulkInscriber against the way an inscription is made without it, a transaction from the minter
 * to itself with the `data:` URI as its calldata (the ethscriptions and "-20" convention), on the
 * same node, with the same URI.
 *
 * Every figure is gas per inscription, everything included (intrinsic gas, calldata, execution):
 * for the reference, N separate self-transactions summed and divided by N; for ours, one
 * `inscribe(uri, N)` transaction divided by N. N = 1, 10 and 100, side by side.
 */
import { bulkInscriberAbi } from '@tokenbox/core/contracts/index.ts'
import { type Address, encodeFunctionData, type Hex, stringToHex } from 'viem'
import type { OneAccountContext } from './gasContext.ts'

/** A typical "-20" mint, the kind people minted in bulk in 2023-24. */
export const benchMintUri = 'data:,{"p":"bsc-20","op":"mint","tick":"bnbs","amt":"1000"}'

/** How many inscriptions each pair of figures makes. */
export const bulkInscriptionCounts = [1, 10, 100] as const

export const bulkInscriptionLabels = {
  deploy: 'deploy BulkInscriber',
  ours: (count: number) =>
    `BulkInscriber inscribe (${count} of the same mint in one transaction), per inscription`,
  reference: (count: number) =>
    `reference (self-transaction with the mint as calldata) x ${count} separate transactions, per inscription`,
  many: 'BulkInscriber inscribeMany (10 mints of different amounts in one transaction), per inscription',
} as const

export type BulkInscriptionBenchContext = OneAccountContext & {
  /** The BulkInscriber's creation code of the build measured. */
  bytecode: Hex
}

/**
 * The snapshot's rule: from 2 inscriptions on, one bulk transaction costs less per inscription than
 * separate self-transactions measured in the same run. Returns what was missed.
 */
export function checkBulkInscriptionTargets(gas: Record<string, number>): string[] {
  const missed: string[] = []
  for (const count of bulkInscriptionCounts.filter((count) => count >= 2)) {
    const ours = gas[bulkInscriptionLabels.ours(count)]
    const reference = gas[bulkInscriptionLabels.reference(count)]
    if (ours === undefined || reference === undefined)
      missed.push(`bulk inscription x ${count} was not measured`)
    else if (ours >= reference)
      missed.push(
        `${bulkInscriptionLabels.ours(count)}: ${ours} gas is not below ${reference} for separate self-transactions`,
      )
  }
  return missed
}

/** Measures {@link bulkInscriptionLabels} into `context.gas`; returns the inscriber's address. */
export async function benchBulkInscription(context: BulkInscriptionBenchContext): Promise<Address> {
  const { publicClient, walletClient, account, bytecode, nextBlock, send, gas } = context
  await nextBlock()
  const deployHash = await walletClient.deployContract({
    abi: bulkInscriberAbi,
    bytecode,
    account,
    chain: walletClient.chain,
  })
  const deployed = await publicClient.waitForTransactionReceipt({ hash: deployHash })
  if (deployed.status !== 'success' || !deployed.contractAddress)
    throw new Error('deploy BulkInscriber failed')
  gas[bulkInscriptionLabels.deploy] = Number(deployed.gasUsed)
  const inscriber = deployed.contractAddress

  const perInscription = (total: bigint, count: number) => Math.round(Number(total) / count)
  const selfCalldata = stringToHex(benchMintUri)
  for (const count of bulkInscriptionCounts) {
    let separate = 0n
    for (let index = 0; index < count; index++) separate += (await send(account, selfCalldata)).gasUsed
    gas[bulkInscriptionLabels.reference(count)] = perInscription(separate, count)
    const bulk = await send(
      inscriber,
      encodeFunctionData({
        abi: bulkInscriberAbi,
        functionName: 'inscribe',
        args: [benchMintUri, BigInt(count)],
      }),
    )
    if (bulk.logs.length !== count) throw new Error(`inscribe x ${count} emitted ${bulk.logs.length} events`)
    gas[bulkInscriptionLabels.ours(count)] = perInscription(bulk.gasUsed, count)
  }
  const amounts = Array.from(
    { length: 10 },
    (_, index) => `data:,{"p":"bsc-20","op":"mint","tick":"bnbs","amt":"${(index + 1) * 100}"}`,
  )
  const many = await send(
    inscriber,
    encodeFunctionData({ abi: bulkInscriberAbi, functionName: 'inscribeMany', args: [amounts] }),
  )
  gas[bulkInscriptionLabels.many] = perInscription(many.gasUsed, amounts.length)
  return inscriber
}

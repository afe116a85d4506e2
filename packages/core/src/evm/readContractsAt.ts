import type { PublicClient } from 'viem'
import type { AnyContractRead, ContractReadResult, ContractReads } from './contractReads.ts'

/** The answers of {@link readContractsAt}, each typed from its read's ABI. */
export type ReadContractsAtResult<contracts extends readonly unknown[]> = {
  -readonly [index in keyof contracts]: ContractReadResult<contracts[index]>
}

/**
 * Every read at one block, so the answers agree with each other: one aggregate call where the
 * chain has Multicall3, else one `eth_call` each. Any failure is thrown (a reader that needs every
 * answer has no use for part of them). Each read's function name and arguments are checked against
 * its ABI at compile time and each answer is typed from it, for tuples and `.map` lists alike.
 *
 * @example
 * const [symbol, decimals] = await readContractsAt(client, block.number, [
 *   { address: token, abi: erc20Abi, functionName: 'symbol' },
 *   { address: token, abi: erc20Abi, functionName: 'decimals' },
 * ])
 */
export async function readContractsAt<const contracts extends readonly unknown[]>(
  client: PublicClient,
  blockNumber: bigint,
  contracts: ContractReads<contracts>,
): Promise<ReadContractsAtResult<contracts>> {
  // Checked above, read by read; viem's own types cannot follow a generic list.
  const reads = contracts as unknown as readonly AnyContractRead[]
  const answers: readonly unknown[] = client.chain?.contracts?.multicall3
    ? await client.multicall({ contracts: reads, allowFailure: false, blockNumber })
    : await Promise.all(reads.map((read) => client.readContract({ ...read, blockNumber })))
  return answers as ReadContractsAtResult<contracts>
}

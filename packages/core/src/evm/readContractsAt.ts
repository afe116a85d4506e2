import type { PublicClient } from 'viem'
import {
  type AnyContractReadEntry,
  type ContractReadEntries,
  type ContractReadEntryResult,
  flattenReads,
  reshapeAnswers,
} from './contractReads.ts'

/** The answers of {@link readContractsAt}, each typed from its read's ABI, in the entries' shape. */
export type ReadContractsAtResult<contracts extends readonly unknown[]> = {
  -readonly [index in keyof contracts]: ContractReadEntryResult<contracts[index]>
}

/**
 * Every read at one block (`'latest'`: the node's newest), so the answers agree with each other:
 * one aggregate call where the chain has Multicall3, else one `eth_call` each. Any failure is
 * thrown (a reader that needs every answer has no use for part of them). Each read's function name
 * and arguments are checked against its ABI at compile time and each answer is typed from it, for
 * tuples and `.map` lists alike.
 *
 * Entries may be lists of reads, answered as lists of the same shape (the views of one template,
 * read only for it), and undefined (a read left out, answered undefined: an account's reads when
 * there is none): still one aggregate call, and every answer typed without a cast in the reader.
 *
 * @example
 * const [symbol, decimals] = await readContractsAt(client, block.number, [
 *   { address: token, abi: erc20Abi, functionName: 'symbol' },
 *   { address: token, abi: erc20Abi, functionName: 'decimals' },
 * ])
 * const [[name, supply], balance] = await readContractsAt(client, 'latest', [
 *   [nameRead, supplyRead],
 *   account ? { address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] } : undefined,
 * ])
 */
export async function readContractsAt<const contracts extends readonly unknown[]>(
  client: PublicClient,
  blockNumber: bigint | 'latest',
  contracts: ContractReadEntries<contracts>,
): Promise<ReadContractsAtResult<contracts>> {
  // Checked above, entry by entry; viem's own types cannot follow a generic list.
  const entries = contracts as unknown as readonly AnyContractReadEntry[]
  const reads = flattenReads(entries)
  const at = blockNumber === 'latest' ? {} : { blockNumber }
  const answers: readonly unknown[] = !reads.length
    ? []
    : client.chain?.contracts?.multicall3
      ? await client.multicall({ contracts: reads, allowFailure: false, ...at })
      : await Promise.all(reads.map((read) => client.readContract({ ...read, ...at })))
  return reshapeAnswers(entries, answers) as ReadContractsAtResult<contracts>
}

import type { Chain, Client, Transport } from 'viem'
import { readContract } from 'viem/actions'
import { whenContractRefuses } from '../errors/contractRefusal.ts'
import {
  type AnyContractReadEntry,
  type ContractReadEntries,
  type ContractReadEntryResult,
  flattenReads,
  reshapeAnswers,
} from './contractReads.ts'
import { multicallEach } from './multicallEach.ts'

/** An entry's answer, or undefined where the contract refused its read. */
type AnswerOrRefused<entry> = entry extends undefined
  ? undefined
  : entry extends readonly unknown[]
    ? { -readonly [index in keyof entry]: AnswerOrRefused<entry[index]> }
    : ContractReadEntryResult<entry> | undefined

/** The answers of {@link readContractsEach}: each typed from its read's ABI, undefined where refused. */
export type ReadContractsEachResult<contracts extends readonly unknown[]> = {
  -readonly [index in keyof contracts]: AnswerOrRefused<contracts[index]>
}

/**
 * Each read's answer, undefined where the contract refused it (a view it lacks, a revert, an
 * address without code): one aggregate call where the chain has Multicall3 (multicallEach), else
 * one `eth_call` each. A node that fails is an error, never a refusal (core's
 * whenContractRefuses), so "not a pair" or "not a token" is never said of an address that was not
 * read. Entries may be lists and undefined, as readContractsAt's.
 *
 * @example
 * const [factory, token0] = await readContractsEach(client, [
 *   { address, abi: uniswapV2PairAbi, functionName: 'factory' },
 *   { address, abi: uniswapV2PairAbi, functionName: 'token0' },
 * ])
 * if (factory && token0) showPair()
 */
export async function readContractsEach<const contracts extends readonly unknown[]>(
  client: Client<Transport, Chain | undefined>,
  contracts: ContractReadEntries<contracts>,
): Promise<ReadContractsEachResult<contracts>> {
  // Checked above, entry by entry; viem's own types cannot follow a generic list.
  const entries = contracts as unknown as readonly AnyContractReadEntry[]
  const answers: readonly unknown[] = client.chain?.contracts?.multicall3
    ? (await multicallEach(client, { contracts: flattenReads(entries) })).map((answer) =>
        answer.status === 'success' ? answer.result : undefined,
      )
    : await Promise.all(
        flattenReads(entries).map((read) => readContract(client, read).catch(whenContractRefuses(undefined))),
      )
  return reshapeAnswers(entries, answers) as ReadContractsEachResult<contracts>
}

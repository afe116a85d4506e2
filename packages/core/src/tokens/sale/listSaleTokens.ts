import { type Address, getAbiItem, type PublicClient } from 'viem'
import { saleTokenAbi } from '../../contracts/SaleToken.abi.ts'
import { identifyTokenTemplate } from '../identifyTokenTemplate.ts'
import { matchesSaleFilter, readSaleState, type SaleListFilter, type SaleState } from './readSaleState.ts'

/**
 * Blocks per `eth_getLogs` request: public RPC endpoints commonly refuse ranges above 10,000
 * blocks (some above 5,000), and a topic-only filter over 5,000 blocks answers in one response.
 */
export const saleLogBlockRange = 5_000n

const saleTokenCreated = getAbiItem({ abi: saleTokenAbi, name: 'SaleTokenCreated' })

export type ListSaleTokensParameters = {
  /** First block to scan (a chain's first TokenBox block, or where the previous scan stopped). */
  fromBlock: bigint
  /** Last block to scan; the latest when omitted. */
  toBlock?: bigint | undefined
  filter?: SaleListFilter | undefined
  /** Blocks per log request (see {@link saleLogBlockRange}). */
  blockRange?: bigint | undefined
}

export type ListSaleTokensReturnType = {
  /** Newest first, with their state at the time of reading. */
  sales: SaleState[]
  /** The last block scanned: a later scan continues from the block after it. */
  scannedTo: bigint
}

/**
 * The chain's sale tokens for the "no-dApp sale list" dialog, read from the chain itself: every
 * sale token announces itself in its constructor (`SaleTokenCreated`), so logs of that one topic,
 * from any address, list them without a factory, registry or database. Anyone can emit the same
 * topic, so only emitters whose runtime code is the sale template's (identifyTokenTemplate) are
 * kept; each is then read with {@link readSaleState} and filtered ALL / In PROGRESS / OVER.
 *
 * @example
 * const { sales, scannedTo } = await listSaleTokens(publicClient, { fromBlock: 0n, filter: 'inProgress' })
 */
export async function listSaleTokens(
  client: PublicClient,
  parameters: ListSaleTokensParameters,
): Promise<ListSaleTokensReturnType> {
  const { fromBlock, filter = 'all', blockRange = saleLogBlockRange } = parameters
  const toBlock = parameters.toBlock ?? (await client.getBlockNumber({ cacheTime: 0 }))
  const announced: Address[] = []
  for (let start = fromBlock; start <= toBlock; start += blockRange) {
    const end = start + blockRange - 1n < toBlock ? start + blockRange - 1n : toBlock
    const logs = await client.getLogs({ event: saleTokenCreated, fromBlock: start, toBlock: end })
    for (const log of logs) announced.push(log.address)
  }
  const unique = [...new Set(announced.map((address) => address.toLowerCase() as Address))].reverse()
  const genuine = (
    await Promise.all(
      unique.map(async (token) =>
        identifyTokenTemplate(await client.getCode({ address: token })) === 'sale' ? token : undefined,
      ),
    )
  ).filter((token): token is Address => token !== undefined)
  const states = await Promise.all(genuine.map((token) => readSaleState(client, { token })))
  return { sales: states.filter((sale) => matchesSaleFilter(sale.phase, filter)), scannedTo: toBlock }
}

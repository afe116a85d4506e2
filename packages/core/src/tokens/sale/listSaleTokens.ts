import { getAbiItem, type PublicClient } from 'viem'
import { saleTokenAbi } from '../../contracts/SaleToken.abi.ts'
import { announcementLogBlockRange, scanAnnouncedTokens } from '../scanAnnouncedTokens.ts'
import { matchesSaleFilter, readSaleState, type SaleListFilter, type SaleState } from './readSaleState.ts'

/** Blocks per `eth_getLogs` request (see `announcementLogBlockRange`). */
export const saleLogBlockRange = announcementLogBlockRange

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
 * sale token announces itself in its constructor (`SaleTokenCreated`), found by
 * {@link scanAnnouncedTokens} (genuine sale-template code only); each is then read with
 * {@link readSaleState} and filtered ALL / In PROGRESS / OVER.
 *
 * @example
 * const { sales, scannedTo } = await listSaleTokens(publicClient, { fromBlock: 0n, filter: 'inProgress' })
 */
export async function listSaleTokens(
  client: PublicClient,
  parameters: ListSaleTokensParameters,
): Promise<ListSaleTokensReturnType> {
  const { filter = 'all', ...scan } = parameters
  const { tokens, scannedTo } = await scanAnnouncedTokens(client, {
    ...scan,
    event: saleTokenCreated,
    template: 'sale',
  })
  const states = await Promise.all(tokens.map((token) => readSaleState(client, { token })))
  return { sales: states.filter((sale) => matchesSaleFilter(sale.phase, filter)), scannedTo }
}

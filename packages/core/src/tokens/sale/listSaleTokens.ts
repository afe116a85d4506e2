import { type Address, getAbiItem, type Log, type PublicClient, parseEventLogs, toEventSelector } from 'viem'
import { saleTokenAbi } from '../../contracts/SaleToken.abi.ts'
import { tokenSaleHubAbi } from '../../contracts/TokenSaleHub.abi.ts'
import { listScanOptions } from '../../logs/listScanOptions.ts'
import type { ListScanParameters } from '../../logs/listScanParameters.ts'
import { readEntriesAsFound } from '../../logs/readEntriesAsFound.ts'
import { type ScannedLog, scanNewestFirst } from '../../logs/scanLogs.ts'
import { sharedContractCandidates } from '../../sharedContracts/sharedContracts.ts'
import { readTokenTemplate } from '../readTokenTemplate.ts'
import { isHubSaleTemplate } from '../tokenTemplates.ts'
import { matchesSaleFilter, readSaleState, type SaleListFilter, type SaleState } from './readSaleState.ts'

const saleTokenCreated = getAbiItem({ abi: saleTokenAbi, name: 'SaleTokenCreated' })
const saleRegistered = getAbiItem({ abi: tokenSaleHubAbi, name: 'SaleRegistered' })

/** `fromBlock` may be a chain's first TokenBox block, or the block after the previous scan's `scannedTo`. */
export type ListSaleTokensParameters = ListScanParameters & {
  filter?: SaleListFilter | undefined
  /** The sales so far, newest first, while older blocks are read. */
  onEntries?: ((salesSoFar: SaleState[]) => void) | undefined
  /** The catalogue's sale hub of the chain, if it names one (the shared CREATE2 ones are always read). */
  saleHub?: Address | undefined
}

export type ListSaleTokensReturnType = {
  /** Newest first, with their state at the time of reading. */
  sales: SaleState[]
  /** The last block scanned: a later scan continues from the block after it. */
  scannedTo: bigint
}

/** One announced sale: the token and, for a `?t=1` tax token's sale, the hub that holds it. */
type AnnouncedSale = { token: Address; hub?: Address | undefined }

/**
 * The chain's sale tokens for the "no-dApp sale list" dialog, read from the chain itself: every
 * sale token announces itself in its constructor (`SaleTokenCreated`), so logs of that one topic,
 * from any address, list them without a factory, registry or database. Anyone can emit the same
 * topic, so only emitters whose runtime code is the sale template's (identifyTokenTemplate) are
 * kept. The `?t=1` tax tokens' sales are in the chain's TokenSaleHub, whose `SaleRegistered` logs
 * (at the hub's addresses only) name them; their code must be a hub sale template too. Each sale is
 * then read with {@link readSaleState} as soon as the scan finds it, and filtered ALL / In PROGRESS
 * / OVER; the sales so far go to `onEntries` while older blocks are read.
 *
 * @example
 * const { sales, scannedTo } = await listSaleTokens(publicClient, { fromBlock: 0n, filter: 'inProgress' })
 */
export async function listSaleTokens(
  client: PublicClient,
  parameters: ListSaleTokensParameters,
): Promise<ListSaleTokensReturnType> {
  const { filter = 'all', onEntries } = parameters
  const scan = await listScanOptions(client, parameters)
  const hubs = new Set(
    sharedContractCandidates('saleHub', parameters.saleHub).map((hub) => hub.toLowerCase()),
  )
  /** The sales the logs announce, newest first (a hub's registration only at a hub's address). */
  const announcedNewestFirst = (logs: readonly ScannedLog[]): AnnouncedSale[] =>
    parseEventLogs({ abi: [saleTokenCreated, saleRegistered], logs: logs as unknown as Log[] })
      .flatMap((log): AnnouncedSale[] => {
        if (log.eventName === 'SaleTokenCreated') return [{ token: log.address }]
        if (!hubs.has(log.address.toLowerCase())) return []
        return [{ token: log.args.token.toLowerCase() as Address, hub: log.address }]
      })
      .reverse()
  const sales = readEntriesAsFound({
    entryOf: async ({ token, hub }: AnnouncedSale): Promise<SaleState | null> => {
      const template = await readTokenTemplate(client, { address: token })
      if (!(hub ? isHubSaleTemplate(template) : template === 'sale')) return null
      const sale = await readSaleState(client, { token, hub })
      return matchesSaleFilter(sale.phase, filter) ? sale : null
    },
    onEntries,
    // A token is listed once, at its newest announcement.
    keyOf: ({ token }) => token.toLowerCase(),
  })
  // One scan for both topics, from any address: one newest-first stream of rows and one progress
  // line, half the requests of a scan per topic. A registration from anything but a hub is dropped
  // above, as the hubs' address filter dropped it before.
  const announced = await scanNewestFirst(
    client,
    { topics: [[toEventSelector(saleTokenCreated), toEventSelector(saleRegistered)]] },
    { ...scan, foundIn: announcedNewestFirst, ...(onEntries ? { onFound: sales.found } : {}) },
  )
  return { sales: await sales.rows(announced), scannedTo: scan.toBlock }
}

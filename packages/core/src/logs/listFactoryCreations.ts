import {
  type AbiEvent,
  type Address,
  encodeEventTopics,
  type GetLogsReturnType,
  type Log,
  type PublicClient,
  parseEventLogs,
} from 'viem'
import { listScanOptions } from './listScanOptions.ts'
import type { ListScanParameters } from './listScanParameters.ts'
import { readEntriesAsFound } from './readEntriesAsFound.ts'
import { type ScannedLog, scanNewestFirst } from './scanLogs.ts'

export type ListFactoryCreationsParameters<event extends AbiEvent> = ListScanParameters & {
  /** The factory: only its own logs count (nobody else can add a contract to its list). */
  factory: Address
  /** The event the factory emits for each contract it creates. */
  event: event
  /** The created contract named by one log, or undefined to leave the log out (e.g. another kind). */
  created: (log: GetLogsReturnType<event>[number]) => Address | undefined
  /**
   * Hears the contracts found so far, newest first, each time the scan (which reads the newest
   * blocks first) finds more: a list shows its first rows while older blocks are still read.
   */
  onCreated?: ((createdSoFar: readonly Address[]) => void) | undefined
}

export { listScanConcurrency } from './listWindow.ts'

/**
 * The contracts a factory created within a window of blocks, newest first, from its creation
 * events: the one log scan behind every list of presales, pools and sales. `scannedTo` is the last
 * block read, so a caller can continue from there. It reads through {@link scanLogs}, so an
 * endpoint's block-range limit, result cap or rate limit costs a split or a wait, never the list.
 *
 * @example
 * const { created } = await listFactoryCreations(publicClient, {
 *   factory,
 *   event: getAbiItem({ abi: launchpadFactoryAbi, name: 'PresaleCreated' }),
 *   created: (log) => log.args.presale,
 * })
 */
export async function listFactoryCreations<const event extends AbiEvent>(
  client: PublicClient,
  parameters: ListFactoryCreationsParameters<event>,
): Promise<{ created: Address[]; scannedTo: bigint }> {
  const { factory, event, onCreated } = parameters
  const scan = await listScanOptions(client, parameters)
  const createdBy = (logs: readonly ScannedLog[]): Address[] => {
    const decoded = parseEventLogs({
      abi: [event as AbiEvent],
      logs: logs as unknown as Log[],
    }) as unknown as GetLogsReturnType<event>
    const created: Address[] = []
    for (const log of decoded) {
      const address = parameters.created(log)
      if (address) created.push(address)
    }
    return created.reverse()
  }
  const created = await scanNewestFirst(
    client,
    { address: factory, topics: encodeEventTopics({ abi: [event as AbiEvent] } as never) },
    { ...scan, foundIn: createdBy, onFound: onCreated },
  )
  return { created, scannedTo: scan.toBlock }
}

export type ListCreatedEntriesParameters<
  event extends AbiEvent,
  Entry,
> = ListFactoryCreationsParameters<event> & {
  /**
   * One contract's row, or null to leave it out (it does not match the filter, or is not one):
   * read once per contract, while the scan goes on.
   */
  entryOf: (created: Address) => Promise<Entry | null | undefined>
  /** Hears the rows so far, newest first, each time more are read: a list's first rows come early. */
  onEntries?: ((entriesSoFar: Entry[]) => void) | undefined
}

/**
 * What every list reader built on {@link listCreatedEntries} takes besides its own filters: the
 * factory, the window, and the listeners a screen gives for its first rows and progress line.
 */
export type CreatedListParameters<Entry> = Pick<
  ListCreatedEntriesParameters<AbiEvent, Entry>,
  'factory' | 'fromBlock' | 'toBlock' | 'blockRange' | 'onEntries' | 'onProgress'
>

/**
 * The rows of a list of created contracts, newest first: {@link listFactoryCreations}, with each
 * contract read by `entryOf` as soon as the scan finds it (the newest blocks are read first), and
 * the rows so far handed to `onEntries` in list order. What every list of presales, pools and sales
 * builds on, so each shows its newest rows while older blocks are still being read.
 *
 * @example
 * const pools = await listCreatedEntries(client, {
 *   factory, event: poolCreated, created: (log) => log.args.pool,
 *   entryOf: (pool) => readMiningPool(client, { pool }),
 *   onEntries: (rows) => showRows(rows),
 * })
 */
export async function listCreatedEntries<const event extends AbiEvent, Entry>(
  client: PublicClient,
  parameters: ListCreatedEntriesParameters<event, Entry>,
): Promise<Entry[]> {
  const { entryOf, onEntries, ...creations } = parameters
  const reader = readEntriesAsFound({ entryOf, onEntries })
  const { created } = await listFactoryCreations(client, {
    ...creations,
    ...(onEntries ? { onCreated: reader.found } : {}),
  })
  return reader.rows(created)
}

import { type AbiEvent, type Address, encodeEventTopics, type PublicClient } from 'viem'
import { listScanOptions } from '../logs/listScanOptions.ts'
import type { ListScanParameters } from '../logs/listScanParameters.ts'
import { readEntriesAsFound } from '../logs/readEntriesAsFound.ts'
import { type ScannedLog, scanNewestFirst } from '../logs/scanLogs.ts'
import { readTokenTemplate } from './readTokenTemplate.ts'
import type { TokenTemplateId } from './tokenTemplates.ts'

export type ScanAnnouncedTokensParameters = ListScanParameters & {
  /** The event the template's constructor emits to announce itself. */
  event: AbiEvent
  /** The template whose runtime code an emitter must have. */
  template: TokenTemplateId
  /**
   * Hears the genuine tokens found so far, newest first, each time the scan (which reads the newest
   * blocks first) finds more: a list reads and shows its first rows while older blocks are read.
   */
  onTokens?: ((tokensSoFar: Address[]) => void) | undefined
}

/** The emitters of announcement logs, newest first (addresses lowercase, as logs give them). */
const emittersNewestFirst = (logs: readonly ScannedLog[]): Address[] =>
  logs.map((log) => log.address.toLowerCase() as Address).reverse()

/**
 * The tokens of one template on a chain, from the chain itself: the template announces itself in
 * its constructor, so logs of that one topic, from any address, list them with no factory,
 * registry or database. Anyone can emit the same topic, so only emitters whose runtime code is the
 * template's (identifyTokenTemplate) are kept. Newest first ({@link scanNewestFirst}), and each
 * emitter is checked as soon as it is found.
 *
 * @example
 * const { tokens, scannedTo } = await scanAnnouncedTokens(publicClient, { event, template: 'sale', fromBlock: 0n })
 */
export async function scanAnnouncedTokens(
  client: PublicClient,
  parameters: ScanAnnouncedTokensParameters,
): Promise<{ tokens: Address[]; scannedTo: bigint }> {
  const { event, template, onTokens } = parameters
  const scan = await listScanOptions(client, parameters)
  const genuine = readEntriesAsFound({
    entryOf: async (token: Address) =>
      (await readTokenTemplate(client, { address: token })) === template ? token : null,
    onEntries: onTokens,
  })
  const emitters = await scanNewestFirst(
    client,
    { topics: encodeEventTopics({ abi: [event] } as never) },
    { ...scan, foundIn: emittersNewestFirst, ...(onTokens ? { onFound: genuine.found } : {}) },
  )
  return { tokens: await genuine.rows(emitters), scannedTo: scan.toBlock }
}

import {
  type Address,
  encodeEventTopics,
  getAbiItem,
  type Log,
  type PublicClient,
  parseEventLogs,
} from 'viem'
import { saleTokenAbi } from '../../contracts/SaleToken.abi.ts'
import { tokenSaleHubAbi } from '../../contracts/TokenSaleHub.abi.ts'
import { sharedContractCandidates } from '../../evm/sharedContracts.ts'
import { listBlockWindow, logRequestBlocks } from '../../logs/listWindow.ts'
import { type ScanProgress, scanLogs } from '../../logs/scanLogs.ts'
import { identifyTokenTemplate } from '../identifyTokenTemplate.ts'
import { isHubSaleTemplate } from '../tokenTemplates.ts'
import { matchesSaleFilter, readSaleState, type SaleListFilter, type SaleState } from './readSaleState.ts'

const saleTokenCreated = getAbiItem({ abi: saleTokenAbi, name: 'SaleTokenCreated' })
const saleRegistered = getAbiItem({ abi: tokenSaleHubAbi, name: 'SaleRegistered' })

export type ListSaleTokensParameters = {
  /**
   * First block to scan (a chain's first TokenBox block, or where the previous scan stopped); the
   * last 100,000 blocks when omitted (core's listBlockWindow).
   */
  fromBlock?: bigint | undefined
  /** Last block to scan; the latest when omitted. */
  toBlock?: bigint | undefined
  filter?: SaleListFilter | undefined
  /** Blocks in the first log request (see logRequestBlocks); later ones adapt to the endpoint (scanLogs). */
  blockRange?: bigint | undefined
  /** Where each of the two log scans stands (blocks read, the endpoint's range limit, rate-limit waits). */
  onProgress?: ((progress: ScanProgress) => void) | undefined
  signal?: AbortSignal | undefined
  /** The catalogue's sale hub of the chain, if it names one (the shared CREATE2 ones are always read). */
  saleHub?: Address | undefined
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
 * kept. The `?t=1` tax tokens' sales are in the chain's TokenSaleHub, whose `SaleRegistered` logs
 * (at the hub's addresses only) name them; their code must be a hub sale template too. Each sale is
 * then read with {@link readSaleState} and filtered ALL / In PROGRESS / OVER.
 *
 * @example
 * const { sales, scannedTo } = await listSaleTokens(publicClient, { fromBlock: 0n, filter: 'inProgress' })
 */
export async function listSaleTokens(
  client: PublicClient,
  parameters: ListSaleTokensParameters,
): Promise<ListSaleTokensReturnType> {
  const { filter = 'all', blockRange = logRequestBlocks } = parameters
  const { fromBlock, toBlock } = await listBlockWindow(client, parameters)
  const hubs = sharedContractCandidates('saleHub', parameters.saleHub)
  // Each announcement in chain order: the token and, for a hub sale, its hub.
  const window = {
    fromBlock,
    toBlock,
    initialChunk: blockRange,
    onProgress: parameters.onProgress,
    signal: parameters.signal,
  }
  const [ownLogs, registeredLogs] = await Promise.all([
    scanLogs(client, { topics: encodeEventTopics({ abi: [saleTokenCreated] }) }, window),
    scanLogs(client, { address: hubs, topics: encodeEventTopics({ abi: [saleRegistered] }) }, window),
  ])
  const own = parseEventLogs({ abi: [saleTokenCreated], logs: ownLogs as unknown as Log[] })
  const registered = parseEventLogs({ abi: [saleRegistered], logs: registeredLogs as unknown as Log[] })
  const inOrder = [
    ...own.map((log) => ({ log, token: log.address, hub: undefined })),
    ...registered.map((log) => ({
      log,
      token: log.args.token.toLowerCase() as Address,
      hub: log.address,
    })),
  ].sort((a, b) =>
    a.log.blockNumber === b.log.blockNumber
      ? a.log.logIndex - b.log.logIndex
      : a.log.blockNumber < b.log.blockNumber
        ? -1
        : 1,
  )
  // Each announcement in chain order: the token and, for a hub sale, its hub.
  const announced: { token: Address; hub?: Address }[] = inOrder.map(({ token, hub }) =>
    hub ? { token, hub } : { token },
  )
  const seen = new Set<string>()
  const unique = announced.reverse().filter(({ token }) => {
    const key = token.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  const genuine = (
    await Promise.all(
      unique.map(async (sale) => {
        const template = identifyTokenTemplate(await client.getCode({ address: sale.token }))
        const expected = sale.hub ? isHubSaleTemplate(template) : template === 'sale'
        return expected ? sale : undefined
      }),
    )
  ).filter((sale) => sale !== undefined)
  const states = await Promise.all(
    genuine.map(({ token, hub }) => readSaleState(client, { token, hub: hub ?? undefined })),
  )
  return { sales: states.filter((sale) => matchesSaleFilter(sale.phase, filter)), scannedTo: toBlock }
}

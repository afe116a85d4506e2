import { type Address, getAbiItem, keccak256, type PublicClient, toHex } from 'viem'
import { inscriptionSaleFactoryAbi } from '../../contracts/InscriptionSaleFactory.abi.ts'
import { matchesPresaleFilter, type PresaleListFilter } from '../../launchpad/presaleState.ts'
import { blockRanges } from '../../logs/blockRanges.ts'
import { announcementLogBlockRange } from '../../tokens/scanAnnouncedTokens.ts'
import { type InscriptionSaleState, readInscriptionSale } from './readInscriptionSale.ts'

const saleCreated = getAbiItem({ abi: inscriptionSaleFactoryAbi, name: 'InscriptionSaleCreated' })

export type ListInscriptionSalesParameters = {
  factory: Address
  fromBlock: bigint
  toBlock?: bigint | undefined
  /** The launchpad's list filters: ALL, In PROGRESS, OVER, or one status. */
  filter?: PresaleListFilter | undefined
  /** Only this seller's sales (matched by the event's indexed topic). */
  seller?: Address | undefined
  /** Only sales of this tick (the protocol id and the tick as the sale wrote them). */
  tick?: { protocol: string; tick: string } | undefined
  /** Read each sale's position of this account; with `boughtOnly`, keep only sales it bought in. */
  buyer?: Address | undefined
  boughtOnly?: boolean | undefined
  /** Blocks per log request. */
  blockRange?: bigint | undefined
}

/**
 * The keccak256 of `protocol:tick`, the factory's indexed `tickHash` (finding a tick's sales).
 *
 * @example
 * inscriptionSaleTickHash('bsc-20', 'bnbs')
 */
export function inscriptionSaleTickHash(protocol: string, tick: string) {
  return keccak256(toHex(`${protocol}:${tick}`))
}

/**
 * The chain's inscription sales, newest first, from the factory's `InscriptionSaleCreated` events
 * (only the factory's address: nobody else can add one), filtered by seller or tick in the log
 * request itself, each read with readInscriptionSale and kept when its status matches the filter.
 *
 * @example
 * await listInscriptionSales(publicClient, { factory, fromBlock: 0n, filter: 'inProgress' })
 */
export async function listInscriptionSales(
  client: PublicClient,
  parameters: ListInscriptionSalesParameters,
): Promise<InscriptionSaleState[]> {
  const { factory, fromBlock, filter = 'all', seller, tick, buyer, boughtOnly = false } = parameters
  const toBlock = parameters.toBlock ?? (await client.getBlockNumber({ cacheTime: 0 }))
  const tickHash = tick && inscriptionSaleTickHash(tick.protocol, tick.tick)
  const created: Address[] = []
  for (const [start, end] of blockRanges(
    fromBlock,
    toBlock,
    parameters.blockRange ?? announcementLogBlockRange,
  )) {
    const logs = await client.getLogs({
      address: factory,
      event: saleCreated,
      args: { seller, tickHash },
      fromBlock: start,
      toBlock: end,
    })
    for (const log of logs) if (log.args.sale) created.push(log.args.sale)
  }
  const states = await Promise.all(
    created.reverse().map((sale) => readInscriptionSale(client, { sale, account: buyer })),
  )
  return states.filter(
    (state): state is InscriptionSaleState =>
      state !== null &&
      matchesPresaleFilter(state.status, filter) &&
      (!boughtOnly || (state.position?.units ?? 0n) > 0n),
  )
}

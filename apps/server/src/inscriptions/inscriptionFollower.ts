import { readInscriptionSourceBlocks } from '@tokenbox/core/inscription/indexer/readInscriptionSourceBlocks.ts'
import type { Kysely } from 'kysely'
import { createPublicClient, http, type PublicClient } from 'viem'
import type { Database } from '../db/Database.ts'
import {
  forgetInscriptionChain,
  type InscriptionPosition,
  readInscriptionPosition,
  readInscriptionStart,
  revertInscriptionBlock,
  storeInscriptionBlocks,
} from './inscriptionStore.ts'

/** Calls per JSON-RPC batch when a chain's RPC takes batches: a round's 20 blocks in one request. */
const rpcBatchSize = 100

export type InscriptionChain = {
  chainId: number
  rpcUrl: string
  /**
   * Where indexing starts when nothing is stored: `genesis` for a local chain (all of it is
   * TokenBox's), `head` for a public chain (the operator enables it from now on; its earlier
   * inscriptions are not TokenBox's to judge), or the block where it first started when its index
   * was deleted to be built again.
   */
  start: 'genesis' | 'head'
  /**
   * For a public chain, the block its index begins at when it has none (INSCRIPTION_CHAINS
   * `<chainId>:<block>=<URL>`: where the operator enabled it), before the recorded start and the head.
   */
  fromBlock?: number | undefined
  /** A chain that may be reset (a local chain): a reorg deeper than the undo records re-indexes it. */
  resettable?: boolean | undefined
  /**
   * The RPC takes JSON-RPC batches (a local anvil node does): each round's block reads, then its
   * receipt and log reads, go in one HTTP request instead of one request per call. Catching up 10,000
   * local blocks (bench/inscription/indexerCatchUp.ts) takes 1,506 requests instead of 26,697 (7.6 s
   * against 9.9 at load 2 to 4; before the ESIP-3 logs were read, 8.8 s both on an idle machine,
   * 16.7 against 32.5 at load 10). Off for public RPCs, whose batch limits vary by provider.
   */
  batchRequests?: boolean | undefined
}

export type InscriptionFollowerLog = {
  warn: (object: object, message: string) => void
  error: (object: object, message: string) => void
}

export type InscriptionFollowerOptions = {
  database: Kysely<Database>
  chains: readonly InscriptionChain[]
  log: InscriptionFollowerLog
  /** Wait between polls once caught up; default 1,000 ms. */
  pollIntervalMs?: number | undefined
  /** Blocks fetched and stored per database transaction; default 20. */
  batchSize?: number | undefined
  /** First wait after an error, doubled up to 30 s; default 1,000 ms. */
  retryMs?: number | undefined
}

export type InscriptionFollower = {
  /** Starts the loops (after the database is migrated); a second call does nothing. */
  start: () => void
  /** Whether the chain is followed here. */
  watches: (chainId: number) => boolean
  /** The chain's head block at the last poll (undefined before the first one). */
  headBlock: (chainId: number) => bigint | undefined
  /** Stops polling; resolves when every chain's loop has ended (no write is left half done). */
  close: () => Promise<void>
}

/**
 * Follows each chain's new blocks and indexes their inscriptions with core's rules
 * (`applyInscriptionBlock`), off the request path: one loop per chain fetches up to `batchSize`
 * blocks with their transactions (receipts only for transactions whose data starts with `data:`)
 * and their ESIP-3 creation logs (one eth_getLogs; core's `readInscriptionSourceBlocks`),
 * checks that each block's parent is the stored one, and stores the batch in one database
 * transaction together with the new position, so a restart resumes where it stopped. A block
 * whose parent hash differs from the stored block's is a reorg: the stored block is undone and the
 * loop steps back until the chains agree. Errors are logged and retried with a doubling wait.
 *
 * @example
 * const follower = createInscriptionFollower({ database: db, chains: [{ chainId: 31337, rpcUrl, start: 'genesis' }], log: app.log })
 * follower.start()
 * app.addHook('onClose', () => follower.close())
 */
export function createInscriptionFollower(options: InscriptionFollowerOptions): InscriptionFollower {
  const { database, log } = options
  const pollIntervalMs = options.pollIntervalMs ?? 1000
  const batchSize = BigInt(options.batchSize ?? 20)
  const retryMs = options.retryMs ?? 1000
  const heads = new Map<number, bigint>()
  const stop = new AbortController()
  /** Resolves after `ms`, or at once when the follower closes. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (stop.signal.aborted) return resolve()
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        stop.signal.removeEventListener('abort', done)
        resolve()
      }
      stop.signal.addEventListener('abort', done)
    })

  /**
   * Undoes the last indexed block, `position`; a local chain without the undo record (it was reset)
   * starts again.
   */
  async function undoLastBlock(chain: InscriptionChain, position: InscriptionPosition) {
    try {
      await revertInscriptionBlock(database, chain.chainId, position)
    } catch (error) {
      if (!chain.resettable) throw error
      log.warn(
        { chainId: chain.chainId },
        'inscription index: the local chain was replaced; indexing it again',
      )
      await forgetInscriptionChain(database, chain.chainId)
    }
  }

  /** One step: true when there may be more to do at once, false when caught up. */
  async function step(chain: InscriptionChain, client: PublicClient): Promise<boolean> {
    const head = await client.getBlockNumber({ cacheTime: 0 })
    heads.set(chain.chainId, head)
    const position = await readInscriptionPosition(database, chain.chainId)
    if (position && position.number > head) {
      // The chain is shorter than what was indexed: a reorg to a shorter chain, or a reset local chain.
      await undoLastBlock(chain, position)
      return true
    }
    // A public chain indexed again (migration 0011, a deep reorg) starts where it first started.
    const from = position
      ? position.number + 1n
      : chain.start === 'genesis'
        ? 0n
        : chain.fromBlock !== undefined
          ? BigInt(chain.fromBlock)
          : ((await readInscriptionStart(database, chain.chainId)) ?? head)
    if (from > head) return false
    const to = from + batchSize - 1n < head ? from + batchSize - 1n : head
    const { blocks, cutShort, moved } = await readInscriptionSourceBlocks(client, { from, to })
    // A receipt from another block than the one read: the chain moved; read again.
    if (moved) return true
    if (position && blocks[0]?.parentHash !== position.hash) {
      await undoLastBlock(chain, position)
      return true
    }
    if (!(await storeInscriptionBlocks(database, chain.chainId, blocks, position)))
      // Another writer moved the position since it was read: an instance that took the lead over.
      log.warn(
        { chainId: chain.chainId, from: Number(from), to: Number(to) },
        'inscription index: another writer stored these blocks first; this batch was dropped',
      )
    return to < head || cutShort
  }

  async function follow(chain: InscriptionChain) {
    const client = createPublicClient({
      transport: http(chain.rpcUrl, {
        retryCount: 0,
        batch: chain.batchRequests ? { batchSize: rpcBatchSize } : false,
      }),
    }) as PublicClient
    let wait = retryMs
    while (!stop.signal.aborted) {
      try {
        const more = await step(chain, client)
        wait = retryMs
        if (!more) await pause(pollIntervalMs)
      } catch (error) {
        if (stop.signal.aborted) break
        log.warn({ err: error, chainId: chain.chainId, retryInMs: wait }, 'inscription index: step failed')
        await pause(wait)
        wait = Math.min(wait * 2, 30_000)
      }
    }
  }

  let loops: Promise<void>[] = []
  const watched = new Set(options.chains.map((chain) => chain.chainId))
  return {
    start: () => {
      if (loops.length === 0 && !stop.signal.aborted) loops = options.chains.map((chain) => follow(chain))
    },
    watches: (chainId) => watched.has(chainId),
    headBlock: (chainId) => heads.get(chainId),
    close: async () => {
      stop.abort()
      await Promise.allSettled(loops)
    },
  }
}

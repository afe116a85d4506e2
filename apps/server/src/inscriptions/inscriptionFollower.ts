import { readInscriptionSourceBlocks } from '@tokenbox/core/inscription/indexer/readInscriptionSourceBlocks.ts'
import type { Kysely } from 'kysely'
import { createPublicClient, http, type PublicClient } from 'viem'
import type { Database } from '../db/Database.ts'
import type { InscriptionLeadership, InscriptionLease } from './createInscriptionLeadership.ts'
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
  /** Taking and giving up the lead of a chain (with a leadership); default: not said. */
  info?: ((object: object, message: string) => void) | undefined
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
  /**
   * Several instances on one PostgreSQL database: each chain is followed only while this instance
   * leads it (createInscriptionLeadership.ts), the closing of which stays the caller's. Undefined
   * (SQLite, one instance by nature): every chain is followed here.
   */
  leadership?: InscriptionLeadership | undefined
  /**
   * Wait between two tries to take the lead of a chain another instance leads: how soon a chain
   * whose leader died is followed again; default 3,000 ms.
   */
  leadRetryMs?: number | undefined
}

export type InscriptionFollower = {
  /** Starts the loops (after the database is migrated); a second call does nothing. */
  start: () => void
  /** Whether the chain is followed here: configured, whichever instance leads it (`leads`). */
  watches: (chainId: number) => boolean
  /** Whether this instance writes the chain's index now (with a leadership: it leads the chain). */
  leads: (chainId: number) => boolean
  /** The chain's head block at this instance's last poll (undefined before it first led the chain). */
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
 * With a `leadership` (several instances on one PostgreSQL database), a chain's loop first takes
 * the chain's lead, retrying every `leadRetryMs` while another instance holds it, follows the chain
 * while it leads, and goes back to trying when the lead is lost; each change is logged at info.
 * Every write is a compare-and-set on the stored position (inscriptionStore.ts), so a batch that was
 * under way when the lead was lost is refused rather than stored twice.
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
  const { leadership } = options
  const leadRetryMs = options.leadRetryMs ?? 3000
  const heads = new Map<number, bigint>()
  const leading = new Set<number>()
  const stop = new AbortController()
  /** Resolves after `ms`, or at once when `signal` aborts (the follower closes, the lead is lost). */
  const pause = (ms: number, signal: AbortSignal = stop.signal) =>
    new Promise<void>((resolve) => {
      if (signal.aborted) return resolve()
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        signal.removeEventListener('abort', done)
        resolve()
      }
      signal.addEventListener('abort', done)
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

  /**
   * One step: true when there may be more to do at once, false when caught up. Stores nothing once
   * `signal` aborted (the lead was lost while the blocks were read).
   */
  async function step(chain: InscriptionChain, client: PublicClient, signal: AbortSignal): Promise<boolean> {
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
    if (signal.aborted) return false
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

  /** Follows the chain until `signal` aborts (the follower closes, or the lead is lost). */
  async function followWhile(chain: InscriptionChain, client: PublicClient, signal: AbortSignal) {
    let wait = retryMs
    while (!signal.aborted) {
      try {
        const more = await step(chain, client, signal)
        wait = retryMs
        if (!more) await pause(pollIntervalMs, signal)
      } catch (error) {
        if (signal.aborted) break
        log.warn({ err: error, chainId: chain.chainId, retryInMs: wait }, 'inscription index: step failed')
        await pause(wait, signal)
        wait = Math.min(wait * 2, 30_000)
      }
    }
  }

  /** Takes the chain's lead: its lease, or undefined when another instance leads or the follower closed. */
  async function takeLead(
    chainId: number,
    election: InscriptionLeadership,
  ): Promise<InscriptionLease | undefined> {
    let wait = retryMs
    while (!stop.signal.aborted) {
      try {
        const lease = await election.tryLead(chainId)
        if (lease) return lease
        wait = retryMs
        await pause(leadRetryMs)
      } catch (error) {
        if (stop.signal.aborted) break
        log.warn(
          { err: error, chainId, retryInMs: wait },
          'inscription index: cannot ask PostgreSQL who leads the chain',
        )
        await pause(wait)
        wait = Math.min(wait * 2, 30_000)
      }
    }
    return undefined
  }

  async function follow(chain: InscriptionChain) {
    const client = createPublicClient({
      transport: http(chain.rpcUrl, {
        retryCount: 0,
        batch: chain.batchRequests ? { batchSize: rpcBatchSize } : false,
      }),
    }) as PublicClient
    if (!leadership) {
      leading.add(chain.chainId)
      await followWhile(chain, client, stop.signal)
      leading.delete(chain.chainId)
      return
    }
    const { chainId } = chain
    const { instance } = leadership
    while (!stop.signal.aborted) {
      const lease = await takeLead(chainId, leadership)
      if (!lease) break
      log.info?.({ chainId, instance }, 'inscription index: this instance leads the chain')
      leading.add(chainId)
      await followWhile(chain, client, AbortSignal.any([stop.signal, lease.lost]))
      leading.delete(chainId)
      await lease.release()
      if (stop.signal.aborted)
        log.info?.({ chainId, instance }, 'inscription index: gave up the lead (closing)')
      else
        log.warn(
          { err: lease.lost.reason, chainId, instance },
          'inscription index: lost the lead of the chain; trying to take it again',
        )
    }
  }

  let loops: Promise<void>[] = []
  const watched = new Set(options.chains.map((chain) => chain.chainId))
  return {
    start: () => {
      if (loops.length === 0 && !stop.signal.aborted) loops = options.chains.map((chain) => follow(chain))
    },
    watches: (chainId) => watched.has(chainId),
    leads: (chainId) => leading.has(chainId),
    headBlock: (chainId) => heads.get(chainId),
    close: async () => {
      stop.abort()
      await Promise.allSettled(loops)
    },
  }
}

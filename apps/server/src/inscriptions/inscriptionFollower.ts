import { classifyRpcRefusal } from '@tokenbox/core/errors/classifyRpcRefusal.ts'
import {
  parentUnsaid,
  readInscriptionSourceBlocks,
} from '@tokenbox/core/inscription/indexer/readInscriptionSourceBlocks.ts'
import { createRpcPacer, type RpcPacer, type RpcPacerRateLimit } from '@tokenbox/core/logs/createRpcPacer.ts'
import { pacedHttp } from '@tokenbox/core/logs/pacedHttp.ts'
import { learnedLogRangeLimit } from '@tokenbox/core/logs/scanLogs.ts'
import type { Kysely } from 'kysely'
import { BaseError, createPublicClient, type PublicClient } from 'viem'
import type { Database } from '../db/Database.ts'
import type { InscriptionLeadership, InscriptionLease } from './createInscriptionLeadership.ts'
import { describeRpcReadFailure } from './describeRpcReadFailure.ts'
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
/**
 * The smallest round a rate limit shrinks to: each round costs an eth_getLogs and a store besides
 * its blocks, a quarter more calls at 4 blocks (and the pacer, not the round, keeps the rate). A
 * round that fails halves down to one block.
 */
const slowedRoundFloor = 4n
/**
 * The largest round over a quiet stretch of a chain read in batches: a round whose blocks carry no
 * transaction and no log doubles the next one up to this (ten requests of `rpcBatchSize` blocks), and
 * a round with any goes back to `batchSize`. A round's own cost (its eth_getLogs, the position
 * read and its database transaction) is most of an empty block's: Hardhat's node, 5,000 empty
 * blocks, 20-block rounds 3.0 CPU s of the follower's process and 1.6 of the node's; 250-block
 * rounds 0.6 and 0.7.
 */
const quietRoundCeiling = 1000n

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
  /**
   * Taking and giving up the lead of a chain (with a leadership), a backlog caught up, the pace
   * slowed by the RPC's rate limit; default: not said.
   */
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
  /**
   * The most blocks fetched and stored per database transaction (per round); default 20. The round
   * is halved when the RPC limits the rate, and grows back by a quarter each round it does not.
   */
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

/** One chain's reading: its paced client, the round's size, and the catch-up under way. */
type ChainReader = {
  chain: InscriptionChain
  pacer: RpcPacer
  client: PublicClient
  /**
   * Blocks per round now: `batchSize` at most, halved when the RPC slows the pace; up to
   * `quietRoundCeiling` over a quiet stretch of a chain read in batches.
   */
  round: bigint
  /** The pace's slow-downs so far: a round that saw one does not grow. */
  slowdowns: number
  /** The head last read; undefined when it must be read again (at start, after a failed round). */
  head?: bigint | undefined
  /** The catch-up under way: where it started, when, and the pacer's counts then. */
  catchUp?: { from: bigint; began: number; calls: number; refusals: number } | undefined
  /** The RPC answered a block without its parent's hash (said once). */
  parentsUnsaid?: boolean | undefined
}

export type InscriptionFollower = {
  /** Starts the loops (after the database is migrated); a second call does nothing. */
  start: () => void
  /** Whether the chain is followed here: configured, whichever instance leads it (`leads`). */
  watches: (chainId: number) => boolean
  /** Whether this instance writes the chain's index now (with a leadership: it leads the chain). */
  leads: (chainId: number) => boolean
  /**
   * The chain's head block at this instance's last read of it (undefined before it first led the
   * chain); while it catches up, the head it catches up to.
   */
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
 * Each chain's RPC is read through one pacer (core's createRpcPacer, on a `pacedHttp` transport):
 * calls go out as they come until the endpoint refuses one with a rate limit, then at a pace it
 * learns (halved on each refusal or set to the rate the endpoint names, grown back on answers,
 * never more calls in a second than the pace), and a refused call waits for the endpoint's
 * Retry-After and is asked again, so a round is no longer lost to a 429. A slowed pace halves the
 * round (`batchSize` at most), which grows back by a quarter each round without a refusal, and a
 * round never spans more blocks than the eth_getLogs range the endpoint allows. The head is read
 * again only when the index reaches the head last read: catching up costs no head read per round.
 * Each event is one short line: a backlog found ("inscription index 56: 38 blocks behind,
 * catching up") and caught up ("caught up 38 blocks in 12.3 s, ..."), the pace slowed ("rate-limited
 * by the RPC (25 req/s), pacing at 20 req/s, round 20 -> 10 blocks, retrying in 1.0 s"), a failed
 * round with what the endpoint said in a few words (describeRpcReadFailure), never viem's whole
 * error.
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

  /** "12.5" for a pace in calls per second (at most one decimal). */
  const perSecond = (rate: number) => (Number.isFinite(rate) ? `${Number(rate.toFixed(1))}` : 'unlimited')
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

  /**
   * A slowed pace halves the round, down to `slowedRoundFloor` blocks, said in one line (the
   * refusals of one burst slow it once).
   */
  function rateLimited(reader: ChainReader, event: RpcPacerRateLimit) {
    if (!event.slowedDown) return
    reader.slowdowns++
    const before = reader.round
    const halved = before / 2n
    reader.round = halved > slowedRoundFloor ? halved : before < slowedRoundFloor ? before : slowedRoundFloor
    const { chainId } = reader.chain
    const named = event.namedRate === undefined ? '' : ` (${event.namedRate} req/s)`
    log.info?.(
      { chainId, requestsPerSecond: Number(event.rateAfter.toFixed(1)), waitMs: Math.round(event.waitMs) },
      `inscription index ${chainId}: rate-limited by the RPC${named}, pacing at ${perSecond(event.rateAfter)} req/s, round ${before} -> ${reader.round} blocks, retrying in ${seconds(event.waitMs)}`,
    )
  }

  /** Starts counting a catch-up when the index is more than a full round behind the head. */
  function noteBacklog(reader: ChainReader, from: bigint, head: bigint) {
    if (reader.catchUp || head - from + 1n <= batchSize) return
    const { calls, refusals } = reader.pacer.state()
    reader.catchUp = { from, began: performance.now(), calls, refusals }
    const { chainId } = reader.chain
    log.info?.(
      { chainId, from: Number(from), head: Number(head) },
      `inscription index ${chainId}: ${head - from + 1n} blocks behind (${from} to ${head}), catching up`,
    )
  }

  /** Says how a catch-up went once the index has reached the head. */
  function caughtUp(reader: ChainReader, next: bigint) {
    const { catchUp } = reader
    if (!catchUp) return
    reader.catchUp = undefined
    const state = reader.pacer.state()
    const calls = state.calls - catchUp.calls
    const refusals = state.refusals - catchUp.refusals
    const { chainId } = reader.chain
    const tookMs = performance.now() - catchUp.began
    log.info?.(
      { chainId, blocks: Number(next - catchUp.from), ms: Math.round(tookMs), calls, refusals },
      `inscription index ${chainId}: caught up ${next - catchUp.from} blocks in ${seconds(tookMs)} (${calls} RPC calls, ${refusals} rate-limited, pacing at ${perSecond(state.rate)} req/s)`,
    )
  }

  /**
   * The next round's size: doubled after a quiet round (up to `quietRoundCeiling`), back to
   * `batchSize` after a busy one that had grown past it, else grown by a quarter up to `batchSize`.
   */
  function nextRound(round: bigint, quiet: boolean): bigint {
    if (quiet && round >= batchSize) return round * 2n < quietRoundCeiling ? round * 2n : quietRoundCeiling
    if (round >= batchSize) return batchSize
    const grown = round + (round / 4n > 1n ? round / 4n : 1n)
    return grown < batchSize ? grown : batchSize
  }

  /**
   * Whether the node still serves the stored block at its height: asked when the next block leaves
   * its parent unsaid (core's parentUnsaid), where the parent hash cannot tell a reorg. Said once
   * per chain.
   */
  async function storedStillServed(reader: ChainReader, position: InscriptionPosition, next: bigint) {
    const served = await reader.client.getBlock({ blockNumber: position.number })
    if (!reader.parentsUnsaid) {
      reader.parentsUnsaid = true
      const { chainId } = reader.chain
      log.info?.(
        { chainId, block: Number(next) },
        `inscription index ${chainId}: the RPC answers block ${next} without its parent's hash; reorgs are found by reading the last stored block again`,
      )
    }
    return served.hash === position.hash
  }

  /**
   * One round: true when there may be more to do at once, false when caught up. Stores nothing
   * once `signal` aborted (the lead was lost while the blocks were read).
   */
  async function step(reader: ChainReader, signal: AbortSignal): Promise<boolean> {
    const { chain, client } = reader
    const position = await readInscriptionPosition(database, chain.chainId)
    // The head is read again only once the index reaches the head last read.
    if (reader.head === undefined || !position || position.number >= reader.head) {
      reader.head = await client.getBlockNumber({ cacheTime: 0 })
      heads.set(chain.chainId, reader.head)
    }
    const head = reader.head
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
    if (from > head) {
      caughtUp(reader, from)
      return false
    }
    noteBacklog(reader, from, head)
    // A round never spans more blocks than the endpoint's eth_getLogs allows, once it said so.
    const rangeLimit = learnedLogRangeLimit(client)
    const span = rangeLimit !== undefined && rangeLimit < reader.round ? rangeLimit : reader.round
    const to = from + span - 1n < head ? from + span - 1n : head
    const slowdowns = reader.slowdowns
    const { blocks, cutShort, moved } = await readInscriptionSourceBlocks(client, { from, to })
    const quiet =
      chain.batchRequests === true &&
      blocks.length > 0 &&
      blocks.every((block) => block.transactions.length === 0 && block.logs.length === 0)
    // A round that saw the pace slowed keeps the size rateLimited gave it.
    if (reader.slowdowns === slowdowns) reader.round = nextRound(reader.round, quiet)
    // A receipt from another block than the one read: the chain moved; read again.
    if (moved) return true
    if (signal.aborted) return false
    const first = blocks[0]
    if (position && first && first.parentHash !== position.hash) {
      // A reorg replaced the stored block. A block that leaves its parent unsaid (Hardhat's node
      // answers so for the blocks hardhat_mine reserves) follows it unless the node no longer
      // serves it: undoing for the missing hash alone would undo and read again for ever.
      const replaced = parentUnsaid(first) ? !(await storedStillServed(reader, position, first.number)) : true
      if (replaced) {
        await undoLastBlock(chain, position)
        return true
      }
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
  async function followWhile(reader: ChainReader, signal: AbortSignal) {
    const { chainId } = reader.chain
    let wait = retryMs
    while (!signal.aborted) {
      try {
        const more = await step(reader, signal)
        wait = retryMs
        if (!more) await pause(pollIntervalMs, signal)
      } catch (error) {
        if (signal.aborted) break
        // Read the head again: the chain may have become shorter than the head last read.
        reader.head = undefined
        const before = reader.round
        reader.round = before > 1n ? before / 2n : 1n
        // A read of the RPC is said in a few words; anything else (the database) keeps its stack.
        const fromRpc = error instanceof BaseError || classifyRpcRefusal(error) !== null
        log.warn(
          { chainId, retryInMs: wait, ...(fromRpc ? {} : { err: error }) },
          `inscription index ${chainId}: a round failed: ${describeRpcReadFailure(error)}; round ${before} -> ${reader.round} blocks, retrying in ${seconds(wait)}`,
        )
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
    // The pacer's refusals report to the reader, which is made before any read.
    const pacer = createRpcPacer({ signal: stop.signal, onRateLimit: (event) => rateLimited(reader, event) })
    const client = createPublicClient({
      transport: pacedHttp(chain.rpcUrl, {
        pacer,
        batch: chain.batchRequests ? { batchSize: rpcBatchSize } : false,
      }),
    }) as PublicClient
    const reader: ChainReader = { chain, pacer, client, round: batchSize, slowdowns: 0 }
    if (!leadership) {
      leading.add(chain.chainId)
      await followWhile(reader, stop.signal)
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
      await followWhile(reader, AbortSignal.any([stop.signal, lease.lost]))
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

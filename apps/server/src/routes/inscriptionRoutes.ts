import { randomInt } from 'node:crypto'
import { inscriptionConventionOf } from '@tokenbox/core/inscription/inscriptionConventions.ts'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { isAddress, isHash } from 'viem'
import type { DatabaseHandle } from '../db/createDatabase.ts'
import type { InscriptionFollower } from '../inscriptions/inscriptionFollower.ts'
import { readInscriptionPosition } from '../inscriptions/inscriptionStore.ts'
import { failureEnvelope, successEnvelope } from './envelope.ts'

export type InscriptionRoutesOptions = {
  database: DatabaseHandle
  /** Undefined when the server follows no chain (every chain then answers `watched: false`). */
  follower: InscriptionFollower | undefined
}

type Query = Record<string, unknown>

const chainPattern = /^[1-9][0-9]{0,15}$/
/** As core's protocolIdOf makes them; compared in lower case like the indexer. */
const protocolPattern = /^[a-z0-9_-]{1,32}$/
/** 1 to 32 visible characters without `"` or `\` (core's tick rule). */
const tickPattern = /^[^\p{C}\p{Z}"\\]{1,32}$/u

function readChain(query: Query): number | undefined {
  const chain = query.chain
  if (typeof chain !== 'string' || !chainPattern.test(chain) || !Number.isSafeInteger(Number(chain)))
    return undefined
  return Number(chain)
}

/**
 * The tick asked about, as the index keys it: `p` in lower case; the tick in lower case for the
 * account model (its ticks are case-insensitive), exactly as given for the item model (exact bytes).
 */
function readTick(query: Query): { p: string; tick: string } | string {
  const { p, tick } = query
  if (typeof p !== 'string' || !protocolPattern.test(p.toLowerCase())) return 'invalid p'
  if (typeof tick !== 'string' || !tickPattern.test(tick) || !tickPattern.test(tick.toLowerCase()))
    return 'invalid tick'
  const protocol = p.toLowerCase()
  const account = inscriptionConventionOf(protocol).model === 'account'
  return { p: protocol, tick: account ? tick.toLowerCase() : tick }
}

/** The chain and the tick a request names, or why they are refused. */
type ChainTick = { chainId: number; p: string; tick: string }

function readChainTick(query: Query): ChainTick | string {
  const chainId = readChain(query)
  if (chainId === undefined) return 'invalid chain'
  const key = readTick(query)
  return typeof key === 'string' ? key : { chainId, ...key }
}

/** The columns that name `key`'s tick in the per-tick tables (ticks, balances, items): a filter. */
const tickColumns = (key: ChainTick) => ({ chain_id: key.chainId, p: key.p, tick: key.tick })

/** The most ethscription ids one item request asks about (an online bulk mint's run at most). */
const maxItemIds = 500
/** The most free ids one request returns (a bulk mint asks for its run's worth at once). */
const maxFreeIds = 1000
/** Random draws of free ids before falling back to listing every minted id (a nearly full tick). */
const freeIdDraws = 4

const refuse = (reply: FastifyReply, message: string) => reply.code(400).send(failureEnvelope(message))

/**
 * The inscription indexer's answers (issue 25), in the product envelope, big numbers as decimal text:
 * - `GET /api/v1/web/ins/status?chain=` -> `{ watched, leading, indexedBlock, headBlock }`: `leading`
 *   whether this instance writes the chain's index now (on PostgreSQL one instance leads each
 *   chain; the others answer from the same database, `headBlock` null on one that never led it);
 * - `GET /api/v1/web/ins/tick?chain=&p=&tick=` -> `{ indexedBlock, tick: null | { p, tick, max, lim,
 *   minted, remaining, holders, deployer, deployTx, deployBlock, fullyMinted } }` (`remaining` what can
 *   still count: for the item model, up to max / lim whole items);
 * - `GET /api/v1/web/ins/balance?chain=&p=&tick=&address=` -> `{ indexedBlock, balance }`.
 * - `GET /api/v1/web/ins/item?chain=&id=` -> `{ indexedBlock, item: null | { p, tick, itemId, owner } }`:
 *   whether an ethscription (by the hash of the transaction that created it) counted as a token item;
 *   `&ids=` (up to 500, comma-separated) instead -> `{ indexedBlock, items: { [id]: item | null } }`;
 * - `GET /api/v1/web/ins/free-ids?chain=&p=&tick=&count=[&prefer=]` -> `{ indexedBlock, ids }`: up to
 *   `count` mint ids of an item-model tick that nobody minted yet, drawn at random (two people
 *   minting at once rarely pick the same id; sequential ids would always collide), fewer when
 *   fewer are left; `prefer` first when it is free (the id already in a form).
 * `indexedBlock` is the last block indexed (null before the first one, or for a chain not
 * followed): every figure is as of that block. p is compared in lower case, the tick too for the
 * account model and exactly for the item model.
 *
 * @example
 * // GET /api/v1/web/ins/tick?chain=31337&p=bsc-20&tick=BNBS
 * // 200 { status: '1', message: 'OK', data: { indexedBlock: 42, tick: { p: 'bsc-20', tick: 'bnbs', max: '21000000', ... } } }
 */
export const inscriptionRoutes: FastifyPluginAsync<InscriptionRoutesOptions> = async (app, options) => {
  const { db } = options.database
  const indexedBlock = async (chainId: number) => {
    const position = await readInscriptionPosition(db, chainId)
    return position ? Number(position.number) : null
  }

  app.get('/v1/web/ins/status', async (request, reply) => {
    const chainId = readChain(request.query as Query)
    if (chainId === undefined) return refuse(reply, 'invalid chain')
    const head = options.follower?.headBlock(chainId)
    return successEnvelope({
      watched: options.follower?.watches(chainId) ?? false,
      leading: options.follower?.leads(chainId) ?? false,
      indexedBlock: await indexedBlock(chainId),
      headBlock: head === undefined ? null : Number(head),
    })
  })

  app.get('/v1/web/ins/tick', async (request, reply) => {
    const query = request.query as Query
    const key = readChainTick(query)
    if (typeof key === 'string') return refuse(reply, key)
    const { chainId } = key
    const row = await db
      .selectFrom('inscription_ticks')
      .selectAll()
      .where((eb) => eb.and(tickColumns(key)))
      .executeTakeFirst()
    // The item model mints whole items of `lim` only: its supply ends at max / lim items, which is
    // below max when lim does not divide it (max 260, lim 100: two items, 200).
    const mintable = row
      ? inscriptionConventionOf(row.p).model === 'items'
        ? (BigInt(row.max) / BigInt(row.lim)) * BigInt(row.lim)
        : BigInt(row.max)
      : 0n
    const remaining = row ? mintable - BigInt(row.minted) : 0n
    return successEnvelope({
      indexedBlock: await indexedBlock(chainId),
      tick: row
        ? {
            p: row.p,
            tick: row.tick,
            max: row.max,
            lim: row.lim,
            minted: row.minted,
            remaining: remaining.toString(),
            holders: Number(row.holders),
            deployer: row.deployer,
            deployTx: row.deploy_tx,
            deployBlock: Number(row.deploy_block),
            fullyMinted: remaining === 0n,
          }
        : null,
    })
  })

  app.get('/v1/web/ins/balance', async (request, reply) => {
    const query = request.query as Query
    const key = readChainTick(query)
    if (typeof key === 'string') return refuse(reply, key)
    const { chainId } = key
    const address = query.address
    if (typeof address !== 'string' || !isAddress(address)) return refuse(reply, 'invalid address')
    const row = await db
      .selectFrom('inscription_balances')
      .select('balance')
      .where((eb) => eb.and(tickColumns(key)))
      .where('address', '=', address.toLowerCase())
      .executeTakeFirst()
    return successEnvelope({ indexedBlock: await indexedBlock(chainId), balance: row?.balance ?? '0' })
  })

  app.get('/v1/web/ins/item', async (request, reply) => {
    const query = request.query as Query
    const chainId = readChain(query)
    if (chainId === undefined) return refuse(reply, 'invalid chain')
    // One id, or up to maxItemIds of them comma-separated (a run of mints asks once).
    const ids = typeof query.ids === 'string' ? query.ids.split(',') : [query.id]
    if (
      ids.length === 0 ||
      ids.length > maxItemIds ||
      !ids.every((id) => typeof id === 'string' && isHash(id))
    )
      return refuse(reply, 'invalid id')
    const wanted = (ids as string[]).map((id) => id.toLowerCase())
    const rows = await db
      .selectFrom('inscription_items')
      .select(['id', 'p', 'tick', 'item_id', 'owner'])
      .where('chain_id', '=', chainId)
      .where('id', 'in', wanted)
      .execute()
    const found = new Map(
      rows.map((row) => [row.id, { p: row.p, tick: row.tick, itemId: row.item_id, owner: row.owner }]),
    )
    const block = await indexedBlock(chainId)
    if (typeof query.ids !== 'string')
      return successEnvelope({ indexedBlock: block, item: found.get(wanted[0] as string) ?? null })
    return successEnvelope({
      indexedBlock: block,
      items: Object.fromEntries(wanted.map((id) => [id, found.get(id) ?? null])),
    })
  })

  app.get('/v1/web/ins/free-ids', async (request, reply) => {
    const query = request.query as Query
    const key = readChainTick(query)
    if (typeof key === 'string') return refuse(reply, key)
    const { chainId } = key
    const count = Number(query.count)
    if (!Number.isSafeInteger(count) || count < 1 || count > maxFreeIds) return refuse(reply, 'invalid count')
    const tick = await db
      .selectFrom('inscription_ticks')
      .select(['max', 'lim'])
      .where((eb) => eb.and(tickColumns(key)))
      .executeTakeFirst()
    const ids: string[] = []
    if (tick && inscriptionConventionOf(key.p).mintId) {
      const maxId = BigInt(tick.max) / BigInt(tick.lim)
      const mintedIds = async (candidates: string[]) => {
        const rows = await db
          .selectFrom('inscription_items')
          .select('item_id')
          .where((eb) => eb.and(tickColumns(key)))
          .where('item_id', 'in', candidates)
          .execute()
        return new Set(rows.map((row) => row.item_id))
      }
      const picked = new Set<string>()
      const prefer = query.prefer
      if (typeof prefer === 'string' && /^[1-9][0-9]{0,77}$/.test(prefer) && BigInt(prefer) <= maxId)
        if (!(await mintedIds([prefer])).has(prefer)) picked.add(prefer)
      // Random draws while the tick has room; an id is a number in 1..maxId (maxId may pass 2^53).
      const draw = () => {
        const digits = maxId.toString().length
        for (;;) {
          let value = 0n
          for (let index = 0; index < digits; index++) value = value * 10n + BigInt(randomInt(10))
          if (value >= 1n && value <= maxId) return value.toString()
        }
      }
      for (let round = 0; round < freeIdDraws && picked.size < count; round++) {
        const candidates = Array.from({ length: Math.min(500, (count - picked.size) * 2) }, draw).filter(
          (id) => !picked.has(id),
        )
        const taken = await mintedIds(candidates)
        for (const id of candidates) if (!taken.has(id) && picked.size < count) picked.add(id)
      }
      if (picked.size < count && maxId <= 100_000n) {
        // Nearly full, or a small tick: list what is minted and take the lowest free ids.
        const rows = await db
          .selectFrom('inscription_items')
          .select('item_id')
          .where((eb) => eb.and(tickColumns(key)))
          .execute()
        const minted = new Set(rows.map((row) => row.item_id))
        for (let id = 1n; id <= maxId && picked.size < count; id++)
          if (!minted.has(id.toString())) picked.add(id.toString())
      }
      ids.push(...picked)
    }
    return successEnvelope({ indexedBlock: await indexedBlock(chainId), ids })
  })
}

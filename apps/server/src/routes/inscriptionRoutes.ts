import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { isAddress } from 'viem'
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

function readTick(query: Query): { p: string; tick: string } | string {
  const { p, tick } = query
  if (typeof p !== 'string' || !protocolPattern.test(p.toLowerCase())) return 'invalid p'
  if (typeof tick !== 'string' || !tickPattern.test(tick) || !tickPattern.test(tick.toLowerCase()))
    return 'invalid tick'
  return { p: p.toLowerCase(), tick: tick.toLowerCase() }
}

const refuse = (reply: FastifyReply, message: string) => reply.code(400).send(failureEnvelope(message))

/**
 * The inscription indexer's answers (issue 25), in the product envelope, big numbers as decimal text:
 * - `GET /api/v1/web/ins/status?chain=` -> `{ watched, indexedBlock, headBlock }`;
 * - `GET /api/v1/web/ins/tick?chain=&p=&tick=` -> `{ indexedBlock, tick: null | { p, tick, max, lim,
 *   minted, remaining, holders, deployer, deployTx, deployBlock, fullyMinted } }`;
 * - `GET /api/v1/web/ins/balance?chain=&p=&tick=&address=` -> `{ indexedBlock, balance }`.
 * `indexedBlock` is the last block indexed (null before the first one, or for a chain not
 * followed): every figure is as of that block. p and tick are compared in lower case.
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
      indexedBlock: await indexedBlock(chainId),
      headBlock: head === undefined ? null : Number(head),
    })
  })

  app.get('/v1/web/ins/tick', async (request, reply) => {
    const query = request.query as Query
    const chainId = readChain(query)
    if (chainId === undefined) return refuse(reply, 'invalid chain')
    const key = readTick(query)
    if (typeof key === 'string') return refuse(reply, key)
    const row = await db
      .selectFrom('inscription_ticks')
      .selectAll()
      .where('chain_id', '=', chainId)
      .where('p', '=', key.p)
      .where('tick', '=', key.tick)
      .executeTakeFirst()
    const remaining = row ? BigInt(row.max) - BigInt(row.minted) : 0n
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
    const chainId = readChain(query)
    if (chainId === undefined) return refuse(reply, 'invalid chain')
    const key = readTick(query)
    if (typeof key === 'string') return refuse(reply, key)
    const address = query.address
    if (typeof address !== 'string' || !isAddress(address)) return refuse(reply, 'invalid address')
    const row = await db
      .selectFrom('inscription_balances')
      .select('balance')
      .where('chain_id', '=', chainId)
      .where('p', '=', key.p)
      .where('tick', '=', key.tick)
      .where('address', '=', address.toLowerCase())
      .executeTakeFirst()
    return successEnvelope({ indexedBlock: await indexedBlock(chainId), balance: row?.balance ?? '0' })
  })
}

/**
 * The yardstick of bench/server/throughputBench.ts: a bare Fastify server (no plugin, no hook, no
 * logger, no database) with one route at the VIP lookup's path that answers the same envelope from
 * the query string alone. It uses the server's own Fastify (resolved from apps/server), so both
 * sides of the ratio run the same version. Listens on a free loopback port and prints
 * `listening on http://127.0.0.1:PORT`; SIGTERM stops it.
 *
 *   node bench/server/bareFastify.ts
 */
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type FastifyType from 'fastify'

const require = createRequire(join(import.meta.dirname, '../../apps/server/package.json'))
const Fastify = require('fastify') as typeof FastifyType

const app = Fastify({ logger: false })
app.get('/api/v1/web/vip/info', async (request) => {
  const { address, chain } = request.query as { address?: string; chain?: string }
  return {
    status: '1',
    message: 'OK',
    data: { vip: 0, address: address?.toLowerCase(), chain: Number(chain) },
  }
})
const url = await app.listen({ host: '127.0.0.1', port: 0 })
console.log(`listening on ${url} (fastify ${app.version})`)
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0))
})

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { isAddress } from 'viem'
import type { DatabaseHandle } from '../db/createDatabase.ts'
import { prepareVipLevelLookup } from '../vip/getVipLevel.ts'
import { failureEnvelope, successEnvelope } from './envelope.ts'

export type VipInfoRouteOptions = { database: DatabaseHandle }

export type VipInfo = {
  /** The level, 0 when the address has none on this chain or it expired. */
  vip: number
  /** The address as looked up: lowercase. */
  address: string
  chain: number
}

/**
 * The shape of the input. Fastify's Ajv coerces a JSON number `chain` to text, so GET query, form
 * POST and JSON POST all arrive as text here and one pattern decides: a positive decimal integer
 * without leading zeros. Whether the address is a real (checksum-valid) address is viem's call.
 */
const vipInfoInput = {
  type: 'object',
  required: ['address', 'chain'],
  properties: {
    address: { type: 'string', maxLength: 42 },
    chain: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' },
  },
} as const

type VipInfoInput = { address?: unknown; chain?: unknown }

/**
 * The success answer's shape: with it Fastify serialises the reply with code compiled for it
 * (fast-json-stringify) instead of JSON.stringify on every lookup. A failure (400) has no schema
 * and keeps JSON.stringify.
 */
const vipInfoReply = {
  type: 'object',
  required: ['status', 'message', 'data'],
  properties: {
    status: { type: 'string' },
    message: { type: 'string' },
    data: {
      type: 'object',
      required: ['vip', 'address', 'chain'],
      properties: { vip: { type: 'integer' }, address: { type: 'string' }, chain: { type: 'integer' } },
    },
  },
} as const

function isChainId(value: unknown): boolean {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,15}$/.test(value)) return false
  return Number.isSafeInteger(Number(value))
}

/**
 * `GET|POST /api/v1/web/vip/info` with `address` and `chain` (chain id): the VIP lookup of spec 000
 * section 4. GET takes the query; POST takes a form-encoded (what the web app's POST helper sends)
 * or JSON body. The address may be checksummed or lowercase; a mixed-case address with a wrong
 * checksum is refused, because it is most likely a typo.
 *
 * @example
 * // GET /api/v1/web/vip/info?address=0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045&chain=56
 * // 200 { status: '1', message: 'OK', data: { vip: 0, address: '0xd8da...6045', chain: 56 } }
 * // GET /api/v1/web/vip/info?address=0x123&chain=56
 * // 400 { status: '0', message: 'invalid address', data: null }
 */
export const vipInfoRoute: FastifyPluginAsync<VipInfoRouteOptions> = async (app, options) => {
  // Prepared once: the query builder costs several times the lookup itself (issue 17).
  const lookUpVipLevel = prepareVipLevelLookup(options.database)

  // Not an async function: most lookups are of kept rows (getVipLevel.ts), answered without a
  // promise, and those are sent in the same turn; only a database read is waited for. Awaiting a
  // kept number alone cost ~0.2 µs of the lookup's ~1.3 (measured in a loop, loaded machine), and
  // the async handler added its own promise and a turn through Fastify's wrapThenable.
  function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    input: VipInfoInput | undefined,
  ): Promise<void> | undefined {
    // The address is judged first, so a request with both wrong names the address.
    const address = input?.address
    if (typeof address !== 'string' || !isAddress(address, { strict: true })) {
      reply.code(400).send(failureEnvelope('invalid address'))
      return
    }
    // The schema may already have refused the chain (attachValidation); this check covers both.
    if (request.validationError || !isChainId(input?.chain)) {
      reply.code(400).send(failureEnvelope('invalid chain'))
      return
    }
    const chain = Number(input?.chain)
    const lowercase = address.toLowerCase()
    const send = (vip: number) => {
      reply.send(successEnvelope<VipInfo>({ vip, address: lowercase, chain }))
    }
    const vip = lookUpVipLevel({ address: lowercase, chainId: chain })
    if (typeof vip !== 'number') return vip.then(send)
    send(vip)
  }

  app.get(
    '/v1/web/vip/info',
    // The answer is far below @fastify/compress's 1 kB threshold, so its three hooks per request
    // would never compress anything; and a GET has no body to decompress.
    // No querystring schema: a query's values are always text, and `answer` checks both of them
    // in full (a strict address, a chain id pattern), so Ajv would only repeat that work on the
    // busiest public route (issue 17). The POST body keeps its schema, which turns a JSON number
    // `chain` into text.
    { schema: { response: { 200: vipInfoReply } }, compress: false, decompress: false },
    (request, reply) => answer(request, reply, request.query as VipInfoInput | undefined),
  )
  app.post(
    '/v1/web/vip/info',
    { schema: { body: vipInfoInput, response: { 200: vipInfoReply } }, attachValidation: true },
    (request, reply) => answer(request, reply, request.body as VipInfoInput | undefined),
  )
}

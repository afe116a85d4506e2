import { createPublicClient, type PublicClient } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type ProviderName, type ProviderProxy, startProviderProxy } from '../../testing/providerProxy.ts'
import { classifyRpcRefusal } from '../errors/classifyRpcRefusal.ts'
import type { LocalNode } from '../local/localNodeProcess.ts'
import { startAnvilNode } from '../local/startAnvilNode.ts'
import { createRpcPacer, type RpcPacer, type RpcPacerRateLimit } from './createRpcPacer.ts'
import { pacedHttp } from './pacedHttp.ts'

/**
 * The pacer against a provider-like endpoint (testing/providerProxy.ts in front of anvil): a
 * rolling limit of calls per second answered with HTTP 429 and Retry-After in a provider's
 * wording, and a provider's round trip. Nothing here is timed: the assertions are on what the
 * endpoint received and refused.
 */
let node: LocalNode
const blocks = 200
let proxy: ProviderProxy | undefined

beforeAll(async () => {
  node = await startAnvilNode()
  await fetch(node.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_mine',
      params: [`0x${blocks.toString(16)}`],
    }),
  })
}, 120_000)

afterEach(async () => {
  await proxy?.stop()
  proxy = undefined
})

afterAll(async () => {
  await node?.stop()
})

/** An endpoint that refuses past 25 calls a second in `provider`'s words, 120 ms a round trip. */
function startLimitedEndpoint(provider: ProviderName) {
  return startProviderProxy({ upstream: node.url, provider, requestsPerSecond: 25, latencyMs: 120 })
}

function pacedClient(url: string, pacer: RpcPacer) {
  return createPublicClient({ transport: pacedHttp(url, { pacer }) }) as PublicClient
}

/** `count` block reads at once, all of which must answer. */
async function readBlocks(client: PublicClient, count: number, first = 0) {
  const read = await Promise.all(
    Array.from({ length: count }, (_, index) => client.getBlock({ blockNumber: BigInt(first + index) })),
  )
  expect(read.map((block) => Number(block.number))).toEqual(
    Array.from({ length: count }, (_, index) => first + index),
  )
}

describe('createRpcPacer through a rate-limited endpoint', () => {
  it('learns 25 calls/s from the refusals, loses no answer, then keeps under the limit', async () => {
    proxy = await startLimitedEndpoint('bsc')
    const events: RpcPacerRateLimit[] = []
    const pacer = createRpcPacer({ onRateLimit: (event) => events.push(event) })
    const client = pacedClient(proxy.url, pacer)

    await readBlocks(client, 100)
    const learned = pacer.state()
    // The BSC wording names no rate: the pace is half of what the endpoint took in the second
    // before it refused (25), and the refused calls were asked again, each answered once.
    expect(events.some((event) => event.slowedDown)).toBe(true)
    expect(learned.rate).toBeLessThanOrEqual(25)
    expect(learned.rate).toBeGreaterThanOrEqual(5)
    const first = proxy.refusals().rateLimit
    expect(first).toBeGreaterThan(0)
    expect(proxy.counts().eth_getBlockByNumber).toBe(100 + first)

    // At the learned pace the next 100 reads meet (almost) no refusal: at most one more slow-down.
    proxy.resetCounts()
    await readBlocks(client, 100, 100)
    expect(proxy.refusals().rateLimit).toBeLessThanOrEqual(2)
    expect(pacer.state().rate).toBeLessThanOrEqual(25)
  })

  it('counts a call until a second after its answer: a burst that arrived late meets the next one within the rate', async () => {
    // The first ten calls reach the endpoint 400 ms after they leave (new connections on a loaded
    // machine); the rest reach it at once. Each is answered 40 ms after it arrives. Counted from
    // when they left, the next ten went at 1.1 s and the endpoint saw 20 within 0.7 s.
    const arrivals: number[] = []
    const pacer = createRpcPacer()
    let sent = 0
    const call = () => {
      const onTheWayMs = sent++ < 10 ? 400 : 0
      return new Promise<void>((resolve) =>
        setTimeout(() => {
          arrivals.push(performance.now())
          setTimeout(resolve, 40)
        }, onTheWayMs),
      )
    }
    await Promise.all(Array.from({ length: 30 }, () => pacer.run(call, { maxRate: 10 })))
    // What an endpoint counting a rolling second saw at its busiest.
    const busiest = Math.max(
      ...arrivals.map((start) => arrivals.filter((at) => at >= start && at < start + 1_000).length),
    )
    expect(arrivals).toHaveLength(30)
    expect(busiest).toBeLessThanOrEqual(10)
  })

  it('takes the rate the endpoint names (QuickNode: "25/second request limit reached")', async () => {
    proxy = await startLimitedEndpoint('quicknode')
    const pacer = createRpcPacer()
    await readBlocks(pacedClient(proxy.url, pacer), 60)
    const state = pacer.state()
    expect(state.namedRate).toBe(25)
    expect(state.rate).toBeGreaterThanOrEqual(20)
    expect(state.rate).toBeLessThanOrEqual(25)
  })

  it('sends as calls come to an endpoint that never refuses, and lets other failures through at once', async () => {
    proxy = await startProviderProxy({ upstream: node.url })
    const pacer = createRpcPacer()
    const client = pacedClient(proxy.url, pacer)
    await readBlocks(client, 150)
    expect(pacer.state()).toMatchObject({ rate: Number.POSITIVE_INFINITY, refusals: 0, calls: 150 })
    // The slow start has opened up: 8 calls in flight at first, one more per answer.
    expect(pacer.state().concurrency).toBe(100)
    const refused = await client.request({ method: 'eth_simulateV1', params: [] } as never).then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(classifyRpcRefusal(refused)?.kind).toBe('methodUnsupported')
    expect(proxy.counts().eth_simulateV1).toBe(1)
  })

  it('gives a call up after `patience` refusals in a row (a spent quota), and rejects waiting calls on abort', async () => {
    proxy = await startProviderProxy({ upstream: node.url, requestsPerSecond: 0, retryAfterSeconds: 0.2 })
    const pacer = createRpcPacer({ patience: 2 })
    const error = await pacedClient(proxy.url, pacer)
      .getBlockNumber({ cacheTime: 0 })
      .then(
        () => undefined,
        (failure: unknown) => failure,
      )
    expect(classifyRpcRefusal(error)?.kind).toBe('rateLimit')
    expect(proxy.counts().eth_blockNumber).toBe(3)

    const stop = new AbortController()
    const stopping = createRpcPacer({ signal: stop.signal })
    const waiting = pacedClient(proxy.url, stopping)
      .getBlockNumber({ cacheTime: 0 })
      .then(
        () => 'answered',
        () => 'rejected',
      )
    await expect.poll(() => stopping.state().refusals, { timeout: 30_000 }).toBeGreaterThan(0)
    stop.abort(new Error('closing'))
    expect(await waiting).toBe('rejected')
  })

  it('learns a rate limit refused on HTTP 200 in words no rule reads: the refused reads answered when asked again', async () => {
    // A provider of tomorrow: over 25 calls a second it answers HTTP 200 with a made-up code and
    // words, no Retry-After. Before, every read refused so failed.
    const refusal = { status: 200, code: -32099, message: 'request quota momentarily unavailable (ref 81)' }
    proxy = await startProviderProxy({
      upstream: node.url,
      requestsPerSecond: 25,
      latencyMs: 120,
      rateLimitRefusal: refusal,
    })
    expect(classifyRpcRefusal(new Error(refusal.message))).toBeNull()
    const pacer = createRpcPacer()
    const client = pacedClient(proxy.url, pacer)

    await readBlocks(client, 100)
    const refused = proxy.refusals().rateLimit
    expect(refused).toBeGreaterThan(0)
    expect(pacer.state().learnedWordings).toEqual(['-32099|request quota momentarily unavailable (ref #)'])
    // Learned, the words slow the pace as a 429 does: the next reads meet few refusals.
    expect(pacer.state().rate).toBeLessThanOrEqual(25)
    proxy.resetCounts()
    await readBlocks(client, 100, 100)
    expect(proxy.refusals().rateLimit).toBeLessThanOrEqual(2)
  })

  it('asks a read refused in unfamiliar words once more, and only once, however many pacers it crosses', async () => {
    // The endpoint refuses the method for good ("… is not enabled for this key"): a question the
    // pause does not change, so it is thrown after the second ask and nothing is learned.
    proxy = await startProviderProxy({
      upstream: node.url,
      provider: 'unfamiliar',
      refusedMethods: ['eth_getBalance'],
    })
    const inner = createRpcPacer()
    const client = pacedClient(proxy.url, inner)
    const address = '0x0000000000000000000000000000000000000001'
    await expect(client.getBalance({ address })).rejects.toThrow(/not enabled for this key/)
    expect(proxy.counts().eth_getBalance).toBe(2)
    // A paced reader over the paced transport (the safety check's over the app's) does not ask again.
    const outer = createRpcPacer()
    await expect(
      outer.run(() => client.getBalance({ address }), { method: 'eth_getBalance' }),
    ).rejects.toThrow(/not enabled for this key/)
    expect(proxy.counts().eth_getBalance).toBe(4)
    expect(inner.state().learnedWordings).toEqual([])
    // A send is never asked again: its refusal is thrown at once.
    proxy.resetCounts()
    await expect(
      client.request({ method: 'eth_sendRawTransaction', params: ['0x00'] } as never),
    ).rejects.toThrow()
    expect(proxy.counts().eth_sendRawTransaction).toBe(1)
  })
})

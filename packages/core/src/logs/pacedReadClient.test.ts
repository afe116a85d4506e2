import { createPublicClient, custom, erc20Abi, http, type PublicClient, pad, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { revertingInitCode } from '../../testing/revertingInitCode.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { useProxyEndpoints } from '../../testing/useProxyEndpoints.ts'
import { pacedReadClient, pacedReadStats } from './pacedReadClient.ts'

const chain = useLocalTestChain()
/** A provider-like endpoint in front of the test node, and a plain client of it (no retries of its own). */
const endpoint = useProxyEndpoints(chain)

const slots = Array.from({ length: 10 }, (_, slot) => toHex(slot))
/** Addresses nobody uses: many different reads (eth_getCode, which no aggregator takes). */
const strangers = (count: number) =>
  Array.from({ length: count }, (_, index) => pad(toHex(0x5000 + index), { size: 20 }))

describe('pacedReadClient: many independent reads over a real endpoint (issue 74)', () => {
  it("reads a contract's storage slots in one call, word for word as eth_getStorageAt answers them", async () => {
    const { proxy, client } = await endpoint()
    const reader = pacedReadClient(client)
    const address = chain.contracts.usdc
    const together = await Promise.all(slots.map((slot) => reader.getStorageAt({ address, slot })))
    expect(proxy.counts()).toEqual({ eth_call: 1 })
    const oneByOne = await Promise.all(
      slots.map((slot) => chain.publicClient.getStorageAt({ address, slot })),
    )
    expect(together).toEqual(oneByOne)
    // The token's name and symbol are in its slots: the words are the contract's own.
    expect(together.some((word) => word !== `0x${'0'.repeat(64)}`)).toBe(true)
  })

  it('asks slot by slot where the node refuses state overrides, and keeps to that', async () => {
    let refused = 0
    const withoutOverrides = createPublicClient({
      chain: chain.publicClient.chain,
      transport: custom({
        request: async ({ method, params }) => {
          if (method === 'eth_call' && Array.isArray(params) && params.length > 2) {
            refused += 1
            throw Object.assign(new Error('state override is not supported'), { code: -32602 })
          }
          return chain.publicClient.request({ method, params } as never)
        },
      }),
    }) as PublicClient
    const reader = pacedReadClient(withoutOverrides)
    const address = chain.contracts.usdc
    const first = await Promise.all(slots.map((slot) => reader.getStorageAt({ address, slot })))
    const second = await Promise.all(
      slots.map((slot) => reader.getStorageAt({ address: chain.contracts.lock, slot })),
    )
    expect(first).toEqual(
      await Promise.all(slots.map((slot) => chain.publicClient.getStorageAt({ address, slot }))),
    )
    expect(second).toEqual(
      await Promise.all(
        slots.map((slot) => chain.publicClient.getStorageAt({ address: chain.contracts.lock, slot })),
      ),
    )
    // Refused once; the second contract's slots went straight to eth_getStorageAt.
    expect(refused).toBe(1)
    expect(pacedReadStats(reader)?.calls).toBe(1 + 2 * slots.length)
  })

  it('sends contract reads started together as one Multicall3 call, each alone on a chain without one', async () => {
    const { proxy, client } = await endpoint()
    const balances = (reader: PublicClient) =>
      Promise.all(
        [...chain.accounts.slice(0, 5), ...strangers(5)].map((account) =>
          reader.readContract({
            address: chain.contracts.usdc,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [account],
          }),
        ),
      )
    const aggregated = await balances(
      pacedReadClient(client, { multicallAddress: chain.contracts.multicall3 }),
    )
    expect(proxy.counts()).toEqual({ eth_call: 1 })

    proxy.resetCounts()
    const { contracts: _none, ...bare } = chain.publicClient.chain as NonNullable<PublicClient['chain']>
    const noAggregator = createPublicClient({
      chain: bare,
      transport: http(proxy.url, { retryCount: 0 }),
    }) as PublicClient
    const alone = await balances(pacedReadClient(noAggregator))
    expect(proxy.counts()).toEqual({ eth_call: 10 })
    expect(alone).toEqual(aggregated)
    expect(aggregated[0]).toBeGreaterThan(0n)
  })

  it('asks an identical read once', async () => {
    const { proxy, client } = await endpoint()
    const reader = pacedReadClient(client)
    const codes = await Promise.all(
      Array.from({ length: 4 }, () => reader.getCode({ address: chain.contracts.router })),
    )
    expect(await reader.getCode({ address: chain.contracts.router })).toBe(codes[0])
    expect(proxy.counts()).toEqual({ eth_getCode: 1 })
    expect(pacedReadStats(reader)).toMatchObject({ calls: 1, shared: 4 })
  })

  it('keeps within the rate it is given: an endpoint 30 ms away counting a rolling second refuses nothing', async () => {
    const { proxy, client } = await endpoint({ latencyMs: 30, requestsPerSecond: 25 })
    // Below the endpoint's 25: a loaded machine may delay one send more than another.
    const reader = pacedReadClient(client, { requestsPerSecond: 20 })
    const addresses = strangers(50)
    const codes = await Promise.all(addresses.map((address) => reader.getCode({ address })))
    expect(codes).toEqual(addresses.map(() => undefined))
    expect(proxy.refusals().rateLimit).toBe(0)
    expect(proxy.counts()).toEqual({ eth_getCode: 50 })
  })

  it('waits out 429s: every answer arrives, the pace drops, and the next client of the endpoint starts there', async () => {
    const { proxy, client } = await endpoint({ requestsPerSecond: 10, retryAfterSeconds: 1 })
    const reader = pacedReadClient(client)
    const addresses = strangers(40)
    const codes = await Promise.all(addresses.map((address) => reader.getCode({ address })))
    expect(codes).toEqual(addresses.map(() => undefined))
    const stats = pacedReadStats(reader)
    expect(proxy.refusals().rateLimit).toBeGreaterThan(0)
    expect(stats?.rateLimited).toBeGreaterThan(0)
    expect(stats?.learnedRate).toBeLessThan(40)
    expect(pacedReadStats(pacedReadClient(client))?.learnedRate).toBe(stats?.learnedRate)
  })

  it("fails a call whose contract reverts with a limit's words at once: the contract's answer, not the endpoint's limit", async () => {
    const { proxy, client } = await endpoint({})
    const reader = pacedReadClient(client)
    // An anti-bot token's reason, in a revert as the node reports it.
    const data = revertingInitCode('Rate limit exceeded: try again later')
    await expect(reader.call({ data })).rejects.toThrow(/Rate limit exceeded: try again later/)
    // Asked once, not waited out as a rate limit (before: asked again with backoff, the pace cut each time).
    expect(proxy.counts().eth_call).toBe(1)
    expect(pacedReadStats(reader)?.rateLimited).toBe(0)
  })

  it('ends the reads still waiting for their turn when its signal aborts', async () => {
    const { client } = await endpoint({ latencyMs: 200 })
    const done = new AbortController()
    const reader = pacedReadClient(client, { signal: done.signal })
    const reads = strangers(20).map((address) =>
      reader.getCode({ address }).then(
        () => 'answered',
        () => 'ended',
      ),
    )
    done.abort()
    const outcomes = await Promise.all(reads)
    // At most the few already sent were answered; the rest never went.
    expect(outcomes.filter((outcome) => outcome === 'ended').length).toBeGreaterThanOrEqual(20 - 8)
  })
})

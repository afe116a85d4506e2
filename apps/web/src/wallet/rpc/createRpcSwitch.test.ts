import { getFreePort, type LocalNode } from '@tokenbox/core/local/localNodeProcess.ts'
import { startAnvilNode } from '@tokenbox/core/local/startAnvilNode.ts'
import { rpcEndpointKey } from '@tokenbox/core/logs/rpcEndpointKey.ts'
import { scanLogs } from '@tokenbox/core/logs/scanLogs.ts'
import { sharedRpcPacer } from '@tokenbox/core/logs/sharedRpcPacer.ts'
import { devAccounts } from '@tokenbox/core/testing/localTestChain.ts'
import { startProviderProxy } from '@tokenbox/core/testing/providerProxy.ts'
import { createPublicClient, createWalletClient, defineChain, http, pad, toHex } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createRpcSwitch, type RpcSwitch, userRpcUrlStorageKeyPrefix } from './createRpcSwitch.ts'

const chain = defineChain({
  id: 31337,
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

describe('createRpcSwitch against a real anvil node', () => {
  let node: LocalNode
  let deadUrl: string
  beforeAll(async () => {
    node = await startAnvilNode()
    deadUrl = `http://127.0.0.1:${await getFreePort()}/`
  })
  afterAll(() => node?.stop())
  beforeEach(() => localStorage.clear())

  const clientOf = (rpcSwitch: RpcSwitch, defaultUrl: string) =>
    createPublicClient({ chain, transport: rpcSwitch.transport(31337, defaultUrl) })

  it('marks a chain unreachable when its RPC fails with a network error, and switches without a new client', async () => {
    const rpcSwitch = createRpcSwitch()
    const client = clientOf(rpcSwitch, deadUrl)
    expect(rpcSwitch.currentUrl(31337)).toBe(deadUrl)
    await expect(client.getBlockNumber()).rejects.toThrow()
    expect(rpcSwitch.getSnapshot().unreachable).toEqual([31337])

    rpcSwitch.setUserUrl(31337, node.url)
    // A new URL has not failed: the warning goes at once, and the same client now reads the node.
    expect(rpcSwitch.getSnapshot()).toEqual({ userUrls: { 31337: node.url }, unreachable: [] })
    expect(await client.getChainId()).toBe(31337)
    expect(rpcSwitch.currentUrl(31337)).toBe(node.url)
    expect(rpcSwitch.defaultUrl(31337)).toBe(deadUrl)
  })

  it('keeps the user’s URL per chain id in localStorage, over the default, until reset', async () => {
    createRpcSwitch().setUserUrl(31337, node.url)
    expect(localStorage.getItem(`${userRpcUrlStorageKeyPrefix}31337`)).toBe(node.url)

    const later = createRpcSwitch()
    const client = clientOf(later, deadUrl)
    expect(await client.getChainId()).toBe(31337)
    expect(later.getSnapshot().unreachable).toEqual([])

    later.resetUserUrl(31337)
    expect(localStorage.getItem(`${userRpcUrlStorageKeyPrefix}31337`)).toBeNull()
    expect(later.currentUrl(31337)).toBe(deadUrl)
    await expect(client.getBlockNumber()).rejects.toThrow()
    expect(later.getSnapshot().unreachable).toEqual([31337])
  })

  it('ignores stored values that are not RPC URLs', () => {
    localStorage.setItem(`${userRpcUrlStorageKeyPrefix}56`, 'javascript:alert(1)')
    localStorage.setItem(`${userRpcUrlStorageKeyPrefix}abc`, 'https://example.org/rpc')
    expect(createRpcSwitch().getSnapshot().userUrls).toEqual({})
  })

  it('does not call a revert a network failure: the node is up', async () => {
    const rpcSwitch = createRpcSwitch()
    const client = clientOf(rpcSwitch, node.url)
    // Init code that reverts at once (PUSH1 0 PUSH1 0 REVERT).
    await expect(client.call({ data: '0x60006000fd' })).rejects.toThrow(/revert/i)
    expect(rpcSwitch.getSnapshot().unreachable).toEqual([])
  })

  it('clears the warning by itself once the chain’s URL answers again (the node came back)', async () => {
    const port = await getFreePort()
    const rpcSwitch = createRpcSwitch()
    const client = clientOf(rpcSwitch, `http://127.0.0.1:${port}/`)
    await expect(client.getBlockNumber()).rejects.toThrow()
    expect(rpcSwitch.getSnapshot().unreachable).toEqual([31337])
    const back = await startAnvilNode({ port })
    try {
      await client.getBlockNumber()
      expect(rpcSwitch.getSnapshot().unreachable).toEqual([])
    } finally {
      await back.stop()
    }
  })

  it('falls back to the chain’s other public RPC when its default does not answer, and stays there; never past the user’s choice', async () => {
    const rpcSwitch = createRpcSwitch()
    const client = createPublicClient({
      chain,
      transport: rpcSwitch.transport(31337, deadUrl, [deadUrl, node.url]),
    })
    // The default is down: the read is answered by the next public RPC, no warning.
    expect(await client.getChainId()).toBe(31337)
    expect(rpcSwitch.getSnapshot().unreachable).toEqual([])
    expect(rpcSwitch.currentUrl(31337)).toBe(node.url)
    expect(rpcSwitch.defaultUrl(31337)).toBe(deadUrl)
    // A URL the user chose is the only one asked: when it fails, they are told.
    rpcSwitch.setUserUrl(31337, deadUrl)
    await expect(client.getBlockNumber()).rejects.toThrow()
    expect(rpcSwitch.getSnapshot().unreachable).toEqual([31337])
    rpcSwitch.resetUserUrl(31337)
    expect(await client.getBlockNumber()).toBeGreaterThanOrEqual(0n)
    expect(rpcSwitch.getSnapshot().unreachable).toEqual([])
  })

  it('asks the chain’s other public RPCs for a method its RPC does not serve: no logs at all', async () => {
    // A contract whose creation logs one event (LOG0): something for the scan to find.
    const hash = await createWalletClient({ chain, transport: http(node.url) }).sendTransaction({
      account: devAccounts[0],
      data: '0x60006000a000',
    })
    const logged = await createPublicClient({ chain, transport: http(node.url) }).waitForTransactionReceipt({
      hash,
    })
    // The default serves neither (BSC's public node's "limit exceeded" for any eth_getLogs); the
    // other public RPC serves both, at a 1,000-block cap.
    const noLogs = await startProviderProxy({ upstream: node.url, provider: 'bsc', getLogsRefused: true })
    const other = await startProviderProxy({
      upstream: node.url,
      getLogsBlockRange: 1_000,
      refusedMethods: [],
    })
    try {
      const rpcSwitch = createRpcSwitch()
      const client = createPublicClient({
        chain,
        transport: rpcSwitch.transport(31337, noLogs.url, [noLogs.url, other.url]),
      })
      const found = await scanLogs(
        client,
        { address: logged.contractAddress!, topics: [] },
        { fromBlock: 0n },
      )
      expect(found.map((log) => log.transactionHash)).toEqual([hash])
      // Refused for the scan's range (asked again by the transport's one retry), then for one block;
      // from then on asked of the other RPC only.
      const refused = noLogs.counts().eth_getLogs
      expect(refused).toBeLessThanOrEqual(3)
      expect(
        await scanLogs(client, { address: logged.contractAddress!, topics: [] }, { fromBlock: 0n }),
      ).toEqual(found)
      expect(noLogs.counts().eth_getLogs).toBe(refused)
      // Everything else stays on the default; nothing says the chain is unreachable.
      expect(await client.getBlockNumber({ cacheTime: 0 })).toBe(logged.blockNumber)
      expect(noLogs.counts().eth_blockNumber).toBeGreaterThan(0)
      expect(rpcSwitch.currentUrl(31337)).toBe(noLogs.url)
      expect(rpcSwitch.getSnapshot().unreachable).toEqual([])

      // (A method refused outright, eth_simulateV1, goes the same way: core's createRpcFailover.test.)
      // A user's own RPC is asked alone, refusals and all.
      rpcSwitch.setUserUrl(31337, noLogs.url)
      await expect(
        client.request({ method: 'eth_simulateV1', params: [{ blockStateCalls: [] }, 'latest'] } as never),
      ).rejects.toThrow()
    } finally {
      await noLogs.stop()
      await other.stop()
    }
  })

  it('reads a rate-limited RPC at the pace it learns from the 429s: every read answers, nothing is asked twice, the chain stays reachable', async () => {
    const proxy = await startProviderProxy({
      upstream: node.url,
      requestsPerSecond: 10,
      retryAfterSeconds: 1,
    })
    try {
      const balances = (rpcSwitch: RpcSwitch, first: number) =>
        Promise.all(
          Array.from({ length: 30 }, (_, index) =>
            clientOf(rpcSwitch, proxy.url).getBalance({ address: pad(toHex(first + index), { size: 20 }) }),
          ),
        )
      const rpcSwitch = createRpcSwitch()
      expect(await balances(rpcSwitch, 0x7000)).toEqual(Array.from({ length: 30 }, () => 0n))
      const refused = proxy.refusals().rateLimit
      expect(refused).toBeGreaterThan(0)
      // Each refused read was asked again once the endpoint took calls; none was lost or failed.
      expect(proxy.counts().eth_getBalance).toBe(30 + refused)
      expect(rpcSwitch.getSnapshot().unreachable).toEqual([])
      const pacer = sharedRpcPacer(rpcEndpointKey({ chainId: 31337, url: proxy.url }))
      expect(pacer.state().rate).toBeLessThan(10)

      // Another switch of the session (a second tab's store, the extension's) keeps to that pace.
      proxy.resetCounts()
      expect(await balances(createRpcSwitch(), 0x8000)).toEqual(Array.from({ length: 30 }, () => 0n))
      expect(proxy.refusals().rateLimit).toBeLessThanOrEqual(2)
    } finally {
      await proxy.stop()
    }
  }, 60_000)
})

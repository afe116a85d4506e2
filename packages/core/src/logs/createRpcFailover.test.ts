import { createPublicClient, custom, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { failureOf } from '../../testing/failureOf.ts'
import { startProviderProxy } from '../../testing/providerProxy.ts'
import { useLocalNode } from '../../testing/useLocalTestChain.ts'
import { getFreePort } from '../local/localNodeProcess.ts'
import { createRpcFailover } from './createRpcFailover.ts'

const local = useLocalNode()

/** A failover over `urls`, each asked through viem's plain HTTP transport, with what it was told. */
function failoverOver(urls: string[]) {
  const told = { answered: [] as string[], unreachable: 0 }
  const failover = createRpcFailover({
    urls,
    requestFor: (url) => http(url, { retryCount: 0 })({}).request,
    onAnswered: (url) => told.answered.push(url),
    onUnreachable: () => {
      told.unreachable++
    },
  })
  const client = createPublicClient({ transport: custom({ request: failover.request }, { retryCount: 0 }) })
  return { failover, client, told }
}

describe('createRpcFailover, against a real anvil node', () => {
  it('asks the next RPC when the default is down, and reads stay on the one that answered', async () => {
    const dead = `http://127.0.0.1:${await getFreePort()}/`
    const proxy = await startProviderProxy({ upstream: local.node.url })
    try {
      const { failover, client, told } = failoverOver([dead, proxy.url])
      expect(failover.currentUrl()).toBe(dead)
      expect(await client.getChainId()).toBe(31337)
      expect(failover.currentUrl()).toBe(proxy.url)
      expect(told).toEqual({ answered: [proxy.url], unreachable: 0 })
      // The next reads go to the working RPC first: the dead one is not asked again.
      await client.getBlockNumber({ cacheTime: 0 })
      expect(proxy.counts()).toEqual({ eth_chainId: 1, eth_blockNumber: 1 })
    } finally {
      await proxy.stop()
    }
  })

  it('throws the first RPC’s failure and says the chain is unreachable when none answers', async () => {
    const urls = [`http://127.0.0.1:${await getFreePort()}/`, `http://127.0.0.1:${await getFreePort()}/`]
    const { client, told } = failoverOver(urls)
    const error = await failureOf(client.getBlockNumber())
    expect(String(error)).toContain(urls[0])
    expect(told.unreachable).toBe(1)
  })

  it('asks another RPC for a method one does not serve (no logs at all), remembers it for that method only', async () => {
    const noLogs = await startProviderProxy({
      upstream: local.node.url,
      provider: 'bsc',
      getLogsRefused: true,
    })
    const other = await startProviderProxy({ upstream: local.node.url, refusedMethods: [] })
    try {
      const { failover, client, told } = failoverOver([noLogs.url, other.url])
      const head = await client.getBlockNumber()
      // A single block's logs refused ("limit exceeded", as BSC's public nodes answer every
      // eth_getLogs): the other RPC answers; from then on it is asked for logs first.
      expect(await client.getLogs({ fromBlock: head, toBlock: head })).toEqual([])
      expect(await client.getLogs({ fromBlock: head, toBlock: head })).toEqual([])
      expect(noLogs.counts().eth_getLogs).toBe(1)
      expect(other.counts().eth_getLogs).toBe(2)
      // eth_simulateV1 refused by the default as a method it lacks: the other answers it.
      const simulated = await client.request({
        method: 'eth_simulateV1',
        params: [{ blockStateCalls: [{ calls: [] }] }, 'latest'],
      } as never)
      expect(Array.isArray(simulated)).toBe(true)
      // Every other read stays on the default, which is up: nothing is unreachable.
      await client.getBlockNumber({ cacheTime: 0 })
      expect(noLogs.counts().eth_blockNumber).toBe(2)
      expect(other.counts().eth_blockNumber).toBeUndefined()
      expect(failover.currentUrl()).toBe(noLogs.url)
      expect(told.unreachable).toBe(0)
    } finally {
      await Promise.all([noLogs.stop(), other.stop()])
    }
  })

  it('gives a revert and a wide range’s refusal as they are: another RPC would answer the same', async () => {
    const capped = await startProviderProxy({ upstream: local.node.url, getLogsBlockRange: 1 })
    const other = await startProviderProxy({ upstream: local.node.url })
    try {
      const { client } = failoverOver([capped.url, other.url])
      // Init code that reverts at once (PUSH1 0 PUSH1 0 REVERT).
      await expect(client.call({ data: '0x60006000fd' })).rejects.toThrow(/revert/i)
      const error = await failureOf(client.getLogs({ fromBlock: 0n, toBlock: 1n }))
      expect(String(error)).toMatch(/exceeds limit of 1/)
      expect(other.counts()).toEqual({})
    } finally {
      await Promise.all([capped.stop(), other.stop()])
    }
  })

  it('is one URL’s transport when given one: its refusal of a method is thrown, not remembered', async () => {
    const noLogs = await startProviderProxy({
      upstream: local.node.url,
      provider: 'bsc',
      getLogsRefused: true,
    })
    try {
      const { client } = failoverOver([noLogs.url])
      const head = await client.getBlockNumber()
      await expect(client.getLogs({ fromBlock: head, toBlock: head })).rejects.toThrow(/limit exceeded/)
      await expect(client.getLogs({ fromBlock: head, toBlock: head })).rejects.toThrow(/limit exceeded/)
      expect(noLogs.counts().eth_getLogs).toBe(2)
    } finally {
      await noLogs.stop()
    }
  })
})

import { getFreePort } from '@tokenbox/core/local/localNodeProcess.ts'
import { localEntry } from '@tokenbox/core/testing/localEntry.ts'
import { startProviderProxy } from '@tokenbox/core/testing/providerProxy.ts'
import { describe, expect, it } from 'vitest'
import { useGasTestNodes } from '../../testing/useGasTestNodes.ts'
import { loadExtensionChains, publicClientFor } from './extensionChains.ts'

const noSite = { rpcUrls: {}, localChains: [] }

describe('the extension’s chains and their RPCs', () => {
  const nodes = useGasTestNodes()

  it('reads through the chain’s other RPC when its first is down, for every popup read after', async () => {
    const dead = `http://127.0.0.1:${await getFreePort()}/`
    const proxy = await startProviderProxy({ upstream: nodes.current.url })
    try {
      const entry = { ...localEntry(dead), rpcUrls: [dead, proxy.url] }
      expect(await publicClientFor(entry).getChainId()).toBe(31337)
      // A new popup's client of the chain starts where the last read was answered.
      expect(await publicClientFor(entry).getBlockNumber()).toBeGreaterThanOrEqual(0n)
      expect(proxy.counts()).toEqual({ eth_chainId: 1, eth_blockNumber: 1 })
    } finally {
      await proxy.stop()
    }
  })

  it('asks another RPC of the chain for a method the first does not serve', async () => {
    const first = await startProviderProxy({
      upstream: nodes.current.url,
      provider: 'bsc',
      getLogsRefused: true,
    })
    const other = await startProviderProxy({ upstream: nodes.current.url })
    try {
      const client = publicClientFor({ ...localEntry(first.url), rpcUrls: [first.url, other.url] })
      const head = await client.getBlockNumber()
      expect(await client.getLogs({ fromBlock: head, toBlock: head })).toEqual([])
      expect(other.counts()).toEqual({ eth_getLogs: 1 })
    } finally {
      await Promise.all([first.stop(), other.stop()])
    }
  })

  it('keeps the catalogue’s public RPCs as fallbacks behind the site’s, never behind the user’s own', async () => {
    const own = 'https://rpc.example.org/mine'
    const chains = await loadExtensionChains(
      { siteUrl: 'http://127.0.0.1:1', disabledChainIds: [], rpcUrls: { 56: own } },
      { ...noSite, rpcUrls: { 1: 'https://operator.example.org/eth' } },
    )
    const bsc = chains.find((chain) => chain.entry.id === 56)?.entry
    expect(bsc?.rpc).toBe(own)
    expect(bsc?.rpcUrls).toEqual([own])
    const ethereum = chains.find((chain) => chain.entry.id === 1)?.entry
    expect(ethereum?.rpc).toBe('https://operator.example.org/eth')
    expect(ethereum?.rpcUrls.length).toBeGreaterThan(1)
  })
})

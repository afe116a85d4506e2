import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chainCatalogue } from '@tokenbox/core/chains/chainCatalogue.ts'
import { placeholderContracts } from '@tokenbox/core/testing/localEntry.ts'
import { describe, expect, it } from 'vitest'
import { sampleLocalChain } from '../../testing/localChainFixture.ts'
import { createWagmiConfig } from './createWagmiConfig.ts'
import { createRpcSwitch } from './rpc/createRpcSwitch.ts'

const rpcUrl = 'http://127.0.0.1:61234/'
const berlinRpcUrl = 'http://127.0.0.1:61235/'
const localChain = sampleLocalChain(31337, rpcUrl)
const berlinChain = sampleLocalChain(31338, berlinRpcUrl)

describe('createWagmiConfig', () => {
  it('offers every catalogue chain when the server has no local chain', () => {
    const config = createWagmiConfig({ localChains: [] })
    expect(config.chains.map((chain) => chain.id)).toEqual(chainCatalogue.map((entry) => entry.id))
  })

  it('lists the local chain first, on the node URL and with the aggregator the server reported', () => {
    const config = createWagmiConfig({ localChains: [localChain] })
    const [local] = config.chains
    expect(config.chains.map((chain) => chain.id)).toEqual([
      31337,
      ...chainCatalogue.map((entry) => entry.id),
    ])
    expect(local.rpcUrls.default.http).toEqual([rpcUrl])
    expect(local.contracts?.multicall3?.address).toBe(placeholderContracts.multicall3)
  })

  it('reads a chain through the operator RPC override', () => {
    const rpcSwitch = createRpcSwitch()
    const config = createWagmiConfig({
      localChains: [],
      rpcUrls: { 56: 'https://bsc.example/rpc' },
      rpcSwitch,
    })
    expect(config.chains.find((chain) => chain.id === 56)?.rpcUrls.default.http[0]).toBe(
      'https://bsc.example/rpc',
    )
    expect(config.getClient({ chainId: 56 }).transport.type).toBe('rpcSwitch')
    expect(rpcSwitch.currentUrl(56)).toBe('https://bsc.example/rpc')
    expect(rpcSwitch.defaultUrl(56)).toBe('https://bsc.example/rpc')
  })

  it('reads a chain through the URL this browser’s user chose, over the operator’s and the catalogue’s', () => {
    localStorage.setItem('tokenbox.rpcUrl.56', 'https://mine.example/bsc')
    try {
      const rpcSwitch = createRpcSwitch()
      createWagmiConfig({ localChains: [], rpcUrls: { 56: 'https://bsc.example/rpc' }, rpcSwitch })
      expect(rpcSwitch.currentUrl(56)).toBe('https://mine.example/bsc')
      expect(rpcSwitch.defaultUrl(56)).toBe('https://bsc.example/rpc')
      expect(rpcSwitch.currentUrl(1)).toBe(chainCatalogue[0]?.rpc)
    } finally {
      localStorage.clear()
    }
  })

  it('connects through discovered wallets and the generic injected connector; the Dev wallet only with the local chain', () => {
    expect(createWagmiConfig({ localChains: [] }).connectors.map((connector) => connector.id)).toEqual([
      'injected',
    ])
    expect(
      createWagmiConfig({ localChains: [localChain] }).connectors.map((connector) => connector.id),
    ).toEqual(['injected', 'devWallet'])
  })

  it('lists every local chain first, each on its own node, and the Dev wallet switches between them only', async () => {
    const rpcSwitch = createRpcSwitch()
    const config = createWagmiConfig({ localChains: [localChain, berlinChain], rpcSwitch })
    expect(config.chains.slice(0, 3).map((chain) => [chain.id, chain.name])).toEqual([
      [31337, 'TokenBox Local'],
      [31338, 'TokenBox Local (Berlin)'],
      [chainCatalogue[0]?.id, chainCatalogue[0]?.name],
    ])
    expect(rpcSwitch.currentUrl(31338)).toBe(berlinRpcUrl)
    const dev = config.connectors.find((connector) => connector.id === 'devWallet')!
    const provider = (await dev.getProvider()) as { request: (args: unknown) => Promise<unknown> }
    expect(await dev.getChainId()).toBe(31337)
    const changes: unknown[] = []
    dev.emitter.on('change', (change) => changes.push(change))
    expect(
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    ).toBeNull()
    expect(await dev.getChainId()).toBe(31338)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(changes).toEqual([expect.objectContaining({ chainId: 31338 })])
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x38' }] }),
    ).rejects.toMatchObject({ code: 4902 })
    expect(await dev.getChainId()).toBe(31338)
  })

  it('signs with the Dev wallet through the RPC the user chose for the local chain, without a reload', async () => {
    /** A node answering eth_accounts with one account of its own: which node answered shows. */
    const startNode = async (account: string) => {
      const server = createServer((request, response) => {
        // The page's origin differs from the node's: answer the browser's CORS preflight.
        response.setHeader('access-control-allow-origin', '*')
        response.setHeader('access-control-allow-headers', '*')
        if (request.method === 'OPTIONS') return response.end()
        let body = ''
        request.on('data', (chunk) => (body += chunk))
        request.on('end', () => {
          const { id } = JSON.parse(body) as { id: number }
          response.setHeader('content-type', 'application/json')
          response.end(JSON.stringify({ jsonrpc: '2.0', id, result: [account] }))
        })
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server }
    }
    const own = await startNode('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
    const chosen = await startNode('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc')
    try {
      const rpcSwitch = createRpcSwitch(null)
      const config = createWagmiConfig({
        localChains: [sampleLocalChain(31337, own.url)],
        rpcSwitch,
      })
      const dev = config.connectors.find((connector) => connector.id === 'devWallet')!
      expect(await dev.getAccounts()).toEqual(['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'])
      rpcSwitch.setUserUrl(31337, chosen.url)
      expect(await dev.getAccounts()).toEqual(['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'])
      rpcSwitch.resetUserUrl(31337)
      expect(await dev.getAccounts()).toEqual(['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'])
    } finally {
      own.server.close()
      chosen.server.close()
    }
  })

  it('keeps the Dev wallet on the local chain chosen before a reload (issue 77)', async () => {
    localStorage.clear()
    const devWalletOf = () => {
      const config = createWagmiConfig({ localChains: [localChain, berlinChain] })
      return config.connectors.find((connector) => connector.id === 'devWallet')!
    }
    const before = devWalletOf()
    await before.setup?.()
    expect(await before.getChainId()).toBe(31337)
    await before.switchChain?.({ chainId: 31338 })
    const after = devWalletOf()
    await after.setup?.()
    expect(await after.getChainId()).toBe(31338)
    localStorage.clear()
  })
})

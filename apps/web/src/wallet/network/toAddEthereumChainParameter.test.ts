import { chainCatalogue } from '@tokenbox/core/chains/chainCatalogue.ts'
import { getChainEntry } from '@tokenbox/core/chains/getChainEntry.ts'
import { defineLocalChainEntry } from '@tokenbox/core/local/defineLocalChainEntry.ts'
import { describe, expect, it } from 'vitest'
import { toAddEthereumChainParameter } from './toAddEthereumChainParameter.ts'

const address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('toAddEthereumChainParameter', () => {
  it('describes BSC as wallets want it: hex id, short name, 18-decimal coin, public RPCs, explorer', () => {
    const bsc = getChainEntry(56)
    if (!bsc) throw new Error('BSC missing from the catalogue')
    expect(toAddEthereumChainParameter(bsc)).toEqual({
      chainId: '0x38',
      chainName: 'BSC Mainnet',
      nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
      rpcUrls: [...bsc.rpcUrls],
      blockExplorerUrls: ['https://bscscan.com'],
    })
  })

  it('gives every catalogue chain an HTTPS RPC, an explorer and 18 decimals', () => {
    for (const entry of chainCatalogue) {
      const parameter = toAddEthereumChainParameter(entry)
      expect(Number(parameter.chainId), entry.name).toBe(entry.id)
      expect(parameter.nativeCurrency?.decimals).toBe(18)
      expect(parameter.rpcUrls.length).toBeGreaterThan(0)
      for (const url of parameter.rpcUrls) expect(url).toMatch(/^https:\/\//)
      expect(parameter.blockExplorerUrls?.[0]).toMatch(/^https:\/\//)
      expect(new Set(parameter.rpcUrls).size).toBe(parameter.rpcUrls.length)
    }
  })

  it('leaves the explorer out for the local chain, which has none', () => {
    const local = defineLocalChainEntry({
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:61234',
      sourceHash: '0x00',
      deployedAt: '2026-11-20T00:00:00Z',
      deployer: address,
      pairInitCodeHash: '0x00',
      contracts: {
        multicall3: address,
        weth: address,
        factory: address,
        router: address,
        usdt: address,
        usdc: address,
        lock: address,
        send: address,
        launchpad: address,
        multisig: address,
      },
    })
    const parameter = toAddEthereumChainParameter(local)
    expect(parameter).toMatchObject({ chainId: '0x7a69', rpcUrls: ['http://127.0.0.1:61234'] })
    expect(parameter).not.toHaveProperty('blockExplorerUrls')
  })
})

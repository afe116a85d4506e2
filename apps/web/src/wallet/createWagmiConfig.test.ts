import { describe, expect, it } from 'vitest'
import { createWagmiConfig } from './createWagmiConfig.ts'

const usdt = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const multicall3 = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

describe('createWagmiConfig', () => {
  it('offers only the public chains when the server has no local chain', () => {
    const config = createWagmiConfig({ localChain: null })
    expect(config.chains.map((chain) => chain.id)).toEqual([1, 56])
  })

  it('lists the local chain first, on the node URL and with the aggregator the server reported', () => {
    const config = createWagmiConfig({
      localChain: { chainId: 31337, rpcUrl: 'http://127.0.0.1:61234/', contracts: { usdt, multicall3 } },
    })
    const [local] = config.chains
    expect(config.chains.map((chain) => chain.id)).toEqual([31337, 1, 56])
    expect(local.rpcUrls.default.http).toEqual(['http://127.0.0.1:61234/'])
    expect(local.contracts?.multicall3?.address).toBe(multicall3)
  })

  it('connects through discovered wallets and the generic injected connector', () => {
    const config = createWagmiConfig({ localChain: null })
    expect(config.connectors.map((connector) => connector.id)).toContain('injected')
  })
})

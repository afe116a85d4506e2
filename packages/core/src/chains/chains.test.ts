import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildForLevel } from '../evm/contractBuild.ts'
import { defineLocalChainEntry } from '../local/defineLocalChainEntry.ts'
import { sampleStablecoins } from '../local/deployLocalInfrastructure.ts'
import type { LocalDeployments } from '../local/localDeployments.ts'
import {
  applyChainOverrides,
  type ChainEntry,
  chainCatalogue,
  evmLevels,
  getChainEntry,
  multicall3Address,
  nativeTokenAddress,
  switcherChainIds,
  switcherTestnetIds,
  toViemChain,
} from './index.ts'

/** Every address of an entry, with where it sits, for the checksum and ownership checks. */
function addressesOf(entry: ChainEntry): { where: string; address: string }[] {
  const found: { where: string; address: string }[] = []
  for (const token of entry.tokens) found.push({ where: `token ${token.name}`, address: token.address })
  for (const swap of entry.swaps) {
    found.push({ where: `${swap.name} router`, address: swap.router })
    found.push({ where: `${swap.name} factory`, address: swap.factory })
  }
  for (const key of [
    'multicall',
    'lock',
    'dividendTracker',
    'send',
    'multisig',
    'launchpad',
    'bulkBrc20Mint',
    'inscriptionSale',
  ] as const) {
    const address = entry[key]
    if (address !== undefined) found.push({ where: key, address })
  }
  return found
}

/**
 * Addresses deliberately on more than one chain, each with exactly the chains it is on and why.
 * Any other address found on two chains is a copy-paste error: a token or exchange of one chain
 * written into another chain's file.
 */
const sharedAddresses: Record<string, { chains: readonly number[] | 'any'; why: string }> = {
  [nativeTokenAddress]: { chains: 'any', why: 'the zero address stands for every chain’s native coin' },
  [multicall3Address]: { chains: 'any', why: 'Multicall3 is deployed keylessly, at one address everywhere' },
  '0x4200000000000000000000000000000000000006': { chains: [10, 8453], why: 'OP Stack predeploy WETH' },
  '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1': { chains: [10, 42161], why: 'DAI bridged at one address' },
  // SushiSwap deployed its V2 contracts from one deployer, so the addresses repeat by nonce.
  '0x1b02dA8Cb0d097eB8D57A175b88c7D8b47997506': {
    chains: [56, 137, 250, 42161, 43114],
    why: 'SushiSwap V2 router',
  },
  '0xc35DADB65012eC5796536bD9864eD8773aBc74C4': {
    chains: [56, 137, 250, 42161, 43114],
    why: 'SushiSwap V2 factory',
  },
  '0x2ABf469074dc0b54d793850807E6eb5Faf2625b1': { chains: [10, 59144], why: 'SushiSwap V2 router' },
  '0xFbc12984689e5f15626Bad03Ad60160Fe98B303C': { chains: [10, 59144], why: 'SushiSwap V2 factory' },
  '0x9B3336186a38E1b6c21955d112dbb0343Ee061eE': { chains: [1101, 1116], why: 'SushiSwap V2 router' },
  '0xB45e53277a7e0F1D35f2a77160e91e25507f1763': { chains: [1101, 1116], why: 'SushiSwap V2 factory' },
  '0x8cFe327CEc66d1C090Dd72bd0FF11d690C33a2Eb': {
    chains: [1101, 8453, 42161, 59144],
    why: 'PancakeSwap V2 router',
  },
  '0x02a84c1b3BBD7401a5f7fa98a384EBC70bB5749E': {
    chains: [1101, 8453, 42161, 59144],
    why: 'PancakeSwap V2 factory',
  },
  '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24': {
    chains: [56, 8453, 42161, 43114],
    why: 'Uniswap V2 router',
  },
  '0x8909Dc15e40173Ff4699343b6eB8132c65e18eC6': { chains: [56, 8453], why: 'Uniswap V2 factory' },
  '0x9e5A52f57b3038F1B8EeE45F28b3C1967e22799C': { chains: [137, 43114], why: 'Uniswap V2 factory' },
}

const local: LocalDeployments = {
  chainId: 31337,
  sourceHash: `0x${'ab'.repeat(32)}`,
  deployedAt: '2025-01-01T00:00:00.000Z',
  deployer: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  pairInitCodeHash: `0x${'cd'.repeat(32)}`,
  contracts: {
    multicall3: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    weth: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    factory: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    router: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
    usdt: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
    usdc: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
    lock: '0x0165878A594ca255338adfa4d48449f69242Eb8F',
    send: '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853',
    multisig: '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6',
    launchpad: '0x8A791620dd6260079BF849Dc5567aDC3F2FdC318',
  },
  rpcUrl: 'http://127.0.0.1:40123',
}

describe('chainCatalogue', () => {
  it('holds the 18 chains of spec 000 section 3 with unique ids, slugs and icons', () => {
    expect(chainCatalogue.map((entry) => entry.id).sort((a, b) => a - b)).toEqual([
      1, 10, 25, 56, 66, 97, 128, 137, 250, 1101, 1116, 7700, 8453, 42161, 43114, 59144, 11155111, 20201022,
    ])
    const slugs = chainCatalogue.map((entry) => entry.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const entry of chainCatalogue) {
      expect(entry.slug).toMatch(/^[a-z0-9-]+$/)
      expect(entry.icon).toBe(`/chains/${entry.slug}.svg`)
    }
  })

  it('is frozen, so no screen can change the shared list', () => {
    expect(Object.isFrozen(chainCatalogue)).toBe(true)
  })

  it('gives every chain a name, alias, symbol, HTTPS RPC and explorer, and no explorer keys', () => {
    for (const entry of chainCatalogue) {
      expect(entry.name.length, entry.slug).toBeGreaterThan(0)
      expect(entry.nameAlias.length, entry.slug).toBeGreaterThan(0)
      expect(entry.nativeCurrency).toEqual({ name: expect.any(String), symbol: entry.symbol, decimals: 18 })
      expect(entry.rpc, entry.slug).toMatch(/^https:\/\//)
      expect(entry.rpcUrls[0], entry.slug).toBe(entry.rpc)
      for (const url of entry.rpcUrls) expect(url, entry.slug).toMatch(/^https:\/\//)
      expect(entry.url, entry.slug).toMatch(/^https:\/\/[^/]+(\/[^/]+)*$/)
      expect(entry.scan.length, entry.slug).toBeGreaterThan(0)
      if (entry.api) expect(entry.api, entry.slug).toMatch(/^https:\/\//)
      // Keys come from the operator's configuration, never from the source tree.
      expect(entry.keys, entry.slug).toEqual([])
    }
  })

  it('uses the Etherscan v2 endpoint with the chain’s own id', () => {
    for (const entry of chainCatalogue) {
      if (entry.api.startsWith('https://api.etherscan.io/v2/')) {
        expect(entry.api, entry.slug).toBe(`https://api.etherscan.io/v2/api?chainid=${entry.id}`)
      }
    }
  })

  it('writes every address EIP-55 checksummed', () => {
    for (const entry of chainCatalogue) {
      for (const { where, address } of [
        ...addressesOf(entry),
        { where: 'wrappedNative', address: entry.wrappedNative },
      ]) {
        expect(getAddress(address), `${entry.slug} ${where}`).toBe(address)
      }
    }
  })

  it('gives every token 18, 6 or 8 decimals, and unique names and addresses within its chain', () => {
    for (const entry of chainCatalogue) {
      for (const token of entry.tokens)
        expect([18, 6, 8], `${entry.slug} ${token.name}`).toContain(token.decimals)
      const names = entry.tokens.map((token) => token.name)
      expect(new Set(names).size, entry.slug).toBe(names.length)
      const addresses = entry.tokens.map((token) => token.address)
      expect(new Set(addresses).size, entry.slug).toBe(addresses.length)
    }
  })

  it('lists the native coin first and the wrapped native coin among the tokens', () => {
    for (const entry of chainCatalogue) {
      expect(entry.tokens[0], entry.slug).toMatchObject({
        address: nativeTokenAddress,
        name: entry.symbol,
        decimals: 18,
      })
      const wrapped = entry.tokens.find((token) => token.address === entry.wrappedNative)
      expect(wrapped, entry.slug).toBeDefined()
      expect(wrapped?.decimals, entry.slug).toBe(18)
      expect(wrapped?.name, entry.slug).toMatch(/^W/)
    }
  })

  it('keeps each token and swap in its own chain’s file; shared addresses are the documented ones', () => {
    const chainsByAddress = new Map<string, Set<number>>()
    for (const entry of chainCatalogue) {
      for (const { address } of addressesOf(entry)) {
        const chains = chainsByAddress.get(address) ?? new Set<number>()
        chains.add(entry.id)
        chainsByAddress.set(address, chains)
      }
    }
    for (const [address, chains] of chainsByAddress) {
      const shared = sharedAddresses[address]
      if (shared === undefined) {
        expect(chains.size, `${address} is on chains ${[...chains].join(', ')}`).toBe(1)
      } else if (shared.chains !== 'any') {
        expect(
          [...chains].sort((a, b) => a - b),
          `${address}: ${shared.why}`,
        ).toEqual([...shared.chains].sort((a, b) => a - b))
      }
    }
    // A stale allowance would hide the next copy-paste error at that address.
    for (const [address, shared] of Object.entries(sharedAddresses)) {
      if (shared.chains !== 'any') expect(chainsByAddress.has(address), address).toBe(true)
    }
  })

  it('names swaps uniquely per chain and never uses the same address as router and factory', () => {
    for (const entry of chainCatalogue) {
      const names = entry.swaps.map((swap) => swap.name)
      expect(new Set(names).size, entry.slug).toBe(names.length)
      for (const swap of entry.swaps) expect(swap.router, `${entry.slug} ${swap.name}`).not.toBe(swap.factory)
    }
  })

  it('records every chain’s EVM level with the https address of the documentation it comes from', () => {
    for (const entry of chainCatalogue) {
      expect(evmLevels, entry.slug).toContain(entry.evm.level)
      // new URL throws on anything that is not an address, such as a bare note.
      expect(new URL(entry.evm.source).protocol, entry.slug).toBe('https:')
    }
  })

  it('leaves our own contracts unset until they are deployed from the interface', () => {
    for (const entry of chainCatalogue) {
      expect(
        [
          entry.lock,
          entry.send,
          entry.multisig,
          entry.dividendTracker,
          entry.launchpad,
          entry.bulkBrc20Mint,
          entry.inscriptionSale,
        ],
        entry.slug,
      ).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined])
    }
  })
})

describe('switcherChainIds', () => {
  it('lists the 16 chains of spec 000 section 9 in order, all in the catalogue', () => {
    expect(switcherChainIds.map((id) => getChainEntry(id)?.nameAlias)).toEqual([
      'Ethereum',
      'BSC Mainnet',
      'Polygon',
      'Optimism',
      'Arbitrum',
      'Avalanche',
      'Fantom',
      'OKXChain',
      'Heco',
      'CoreDao',
      'Cronos',
      'Pego',
      'Base',
      'Linea',
      'PolygonZk',
      'Canto',
    ])
  })

  it('keeps the catalogue’s two testnets apart, for the "Show testnets" switch', () => {
    const testnets = switcherTestnetIds.map((id) => getChainEntry(id))
    expect(testnets.map((entry) => [entry?.nameAlias, entry?.testnet])).toEqual([
      ['Sepolia', true],
      ['BSC Testnet', true],
    ])
    expect(switcherTestnetIds.filter((id) => switcherChainIds.includes(id))).toEqual([])
  })

  it('shortens the BSC names', () => {
    expect(getChainEntry(56)?.nameAlias).toBe('BSC Mainnet')
    expect(getChainEntry(97)?.nameAlias).toBe('BSC Testnet')
  })
})

describe('getChainEntry', () => {
  it('finds an entry by id and returns undefined for an unknown chain', () => {
    expect(getChainEntry(137)?.slug).toBe('polygon')
    expect(getChainEntry(999_999)).toBeUndefined()
  })

  it('searches a given list, such as one with the local chain', () => {
    const entries = [defineLocalChainEntry(local), ...chainCatalogue]
    expect(getChainEntry(31337, entries)?.name).toBe('TokenBox Local')
    expect(getChainEntry(31337)).toBeUndefined()
  })
})

describe('defineLocalChainEntry', () => {
  it('builds the local chain from the deployments', () => {
    const entry = defineLocalChainEntry(local)
    expect(entry).toMatchObject({
      id: 31337,
      name: 'TokenBox Local',
      slug: 'local',
      icon: '/chains/local.svg',
      rpc: 'http://127.0.0.1:40123',
      rpcUrls: ['http://127.0.0.1:40123'],
      swaps: [
        {
          name: 'TokenBox AMM',
          router: local.contracts.router,
          factory: local.contracts.factory,
          feeBps: 30,
        },
      ],
      wrappedNative: local.contracts.weth,
      multicall: local.contracts.multicall3,
      evm: { level: 'prague' },
      testnet: true,
      local: true,
    })
    expect(entry.tokens.map((token) => [token.name, token.address])).toEqual([
      ['ETH', nativeTokenAddress],
      ['WETH', local.contracts.weth],
      ['USDT', local.contracts.usdt],
      ['USDC', local.contracts.usdc],
    ])
  })

  it('gives the sample stablecoins the decimals and names they are deployed with', () => {
    const { tokens } = defineLocalChainEntry(local)
    for (const sample of Object.values(sampleStablecoins)) {
      expect(tokens.find((token) => token.name === sample.symbol)).toMatchObject({
        longName: sample.name,
        decimals: sample.decimals,
      })
    }
  })

  it('names the chain and its EVM level after the build deployed there', () => {
    const berlin = defineLocalChainEntry({ ...local, chainId: 31338, build: 'london' })
    expect(berlin).toMatchObject({
      id: 31338,
      name: 'TokenBox Local (Berlin)',
      nameAlias: 'Local Berlin',
      slug: 'local-berlin',
      icon: '/chains/local.svg',
      evm: { level: 'berlin', source: 'contracts/hardhat.config.ts (network berlin)' },
      local: true,
    })
    // The level must promise no more than the deployed build runs, or the app's probe would
    // report every deployment there as a catalogue mismatch.
    expect(buildForLevel(berlin.evm.level)).toBe('london')
    const cancun = defineLocalChainEntry({ ...local, build: 'cancun' })
    expect(cancun).toMatchObject({ name: 'TokenBox Local', slug: 'local', evm: { level: 'prague' } })
    expect(buildForLevel(cancun.evm.level)).toBe('cancun')
    // A file written before builds existed is the cancun one.
    expect(defineLocalChainEntry(local).name).toBe('TokenBox Local')
  })

  it('falls back to Hardhat’s endpoint for a deployments file without rpcUrl', () => {
    const { rpcUrl: _omitted, ...withoutRpcUrl } = local
    expect(defineLocalChainEntry(withoutRpcUrl).rpc).toBe('http://127.0.0.1:8545')
  })
})

describe('applyChainOverrides', () => {
  it('puts an overriding RPC first and keeps the public ones as fallbacks', () => {
    const [bsc] = applyChainOverrides([getChainEntry(56) as ChainEntry], {
      rpcUrls: { 56: 'https://bsc.example/rpc' },
    })
    const original = getChainEntry(56) as ChainEntry
    expect(bsc?.rpc).toBe('https://bsc.example/rpc')
    expect(bsc?.rpcUrls).toEqual(['https://bsc.example/rpc', ...original.rpcUrls])
  })

  it('does not list an overriding RPC twice when it is already a public one', () => {
    const original = getChainEntry(1) as ChainEntry
    const fallback = original.rpcUrls[1] as string
    const [ethereum] = applyChainOverrides([original], { rpcUrls: { 1: fallback } })
    expect(ethereum?.rpcUrls).toEqual([fallback, original.rpc])
  })

  it('accepts the JSON of GET /api/v1/web/config, whose keys are decimal text', () => {
    const rpcUrls = JSON.parse('{"137":"https://polygon.example/rpc"}') as Record<number, string>
    expect(getChainEntry(137, applyChainOverrides(chainCatalogue, { rpcUrls }))?.rpc).toBe(
      'https://polygon.example/rpc',
    )
  })

  it('sets explorer keys and leaves other chains and the catalogue untouched', () => {
    const entries = applyChainOverrides(chainCatalogue, { explorerApiKeys: { 56: ['KEY1', 'KEY2'] } })
    expect(getChainEntry(56, entries)?.keys).toEqual(['KEY1', 'KEY2'])
    expect(getChainEntry(1, entries)).toBe(getChainEntry(1))
    expect(getChainEntry(56)?.keys).toEqual([])
    expect(entries).toHaveLength(chainCatalogue.length)
  })

  it('ignores overrides for chains not in the list', () => {
    expect(applyChainOverrides(chainCatalogue, { rpcUrls: { 5: 'https://goerli.example' } })).toEqual([
      ...chainCatalogue,
    ])
  })
})

describe('toViemChain', () => {
  it('carries id, name, currency, RPC, explorer and Multicall3', () => {
    const chain = toViemChain(getChainEntry(56) as ChainEntry)
    expect(chain).toMatchObject({
      id: 56,
      name: 'BNB Smart Chain',
      nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
      rpcUrls: {
        default: { http: [getChainEntry(56)?.rpc, ...(getChainEntry(56)?.rpcUrls.slice(1) ?? [])] },
      },
      blockExplorers: {
        default: { name: 'BscScan', url: 'https://bscscan.com', apiUrl: getChainEntry(56)?.api },
      },
      contracts: { multicall3: { address: multicall3Address } },
      testnet: false,
    })
  })

  it('uses an overriding RPC and leaves out the explorer of the local chain', () => {
    const chain = toViemChain(defineLocalChainEntry(local))
    expect(chain.rpcUrls.default.http).toEqual(['http://127.0.0.1:40123'])
    expect(chain.blockExplorers).toBeUndefined()
    expect(chain.contracts?.multicall3?.address).toBe(local.contracts.multicall3)
    const [bsc] = applyChainOverrides([getChainEntry(56) as ChainEntry], {
      rpcUrls: { 56: 'https://bsc.example' },
    })
    expect(toViemChain(bsc as ChainEntry).rpcUrls.default.http[0]).toBe('https://bsc.example')
  })

  it('converts every catalogue entry', () => {
    for (const entry of chainCatalogue) expect(toViemChain(entry).id).toBe(entry.id)
  })
})

describe('data quality', () => {
  it('knows USDT’s decimals per chain (bridged Binance-Peg and HECO tokens have 18)', () => {
    const expected: Record<number, number> = { 1: 6, 56: 18, 137: 6, 42161: 6, 10: 6, 43114: 6 }
    for (const [id, decimals] of Object.entries(expected)) {
      const usdt = getChainEntry(Number(id))?.tokens.find((token) => token.name === 'USDT')
      expect(usdt?.decimals, `USDT on ${id}`).toBe(decimals)
    }
  })

  it('offers a stablecoin on every mainnet', () => {
    for (const entry of chainCatalogue) {
      if (entry.testnet) continue
      expect(
        entry.tokens.some((token) => ['USDT', 'USDC'].includes(token.name)),
        entry.slug,
      ).toBe(true)
    }
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchWebConfig } from './fetchWebConfig.ts'

const contracts = {
  multicall3: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  weth: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  factory: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
  router: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
  usdt: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  usdc: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
  lock: '0x0165878A594ca255338adfa4d48449f69242Eb8F',
  send: '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853',
  multisig: '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6',
  launchpad: '0x8A791620dd6260079BF849Dc5567aDC3F2FdC318',
}
const deployments = (chainId: number, build: 'cancun' | 'london', port: number) => ({
  chainId,
  build,
  sourceHash: '0x00',
  deployedAt: '2026-11-23T00:00:00Z',
  deployer: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  pairInitCodeHash: '0x00',
  contracts,
  rpcUrl: `http://127.0.0.1:${port}`,
})

/** The server's answer to GET /api/v1/web/config, as the app receives it. */
function serverAnswers(data: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ status: '1', message: 'OK', data })),
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('fetchWebConfig', () => {
  it("passes the operator's WalletConnect project id on, and only a well-formed one", async () => {
    serverAnswers({
      rpcUrls: {},
      localChains: [],
      walletConnectProjectId: '0123456789abcdef0123456789ABCDEF',
    })
    expect((await fetchWebConfig()).walletConnectProjectId).toBe('0123456789abcdef0123456789ABCDEF')
    serverAnswers({ rpcUrls: {}, localChains: [] })
    expect(await fetchWebConfig()).not.toHaveProperty('walletConnectProjectId')
    serverAnswers({ rpcUrls: {}, localChains: [], walletConnectProjectId: '<script>' })
    expect(await fetchWebConfig()).not.toHaveProperty('walletConnectProjectId')
  })

  it('turns every local chain of the server into a chain entry, in the server’s order', async () => {
    serverAnswers({
      rpcUrls: {},
      localChains: [deployments(31337, 'cancun', 8545), deployments(31338, 'london', 8546)],
    })
    const { localChains } = await fetchWebConfig()
    expect(
      localChains.map(({ chainId, rpcUrl, entry }) => [chainId, rpcUrl, entry.name, entry.evm.level]),
    ).toEqual([
      [31337, 'http://127.0.0.1:8545/', 'TokenBox Local', 'prague'],
      [31338, 'http://127.0.0.1:8546/', 'TokenBox Local (Berlin)', 'berlin'],
    ])
  })

  it("reads a local chain through the operator's public RPC for it (RPC_URL_<id>), the others through their node", async () => {
    serverAnswers({
      rpcUrls: { '31337': 'https://rpc.tokenbox.example/local' },
      localChains: [deployments(31337, 'cancun', 8545), deployments(31338, 'london', 8546)],
    })
    const { localChains } = await fetchWebConfig()
    expect(localChains.map(({ chainId, rpcUrl, entry }) => [chainId, rpcUrl, entry.rpc])).toEqual([
      [31337, 'https://rpc.tokenbox.example/local', 'https://rpc.tokenbox.example/local'],
      [31338, 'http://127.0.0.1:8546/', 'http://127.0.0.1:8546/'],
    ])
  })

  it('leaves out a malformed local chain and a second file of the same chain', async () => {
    const { weth: _missing, ...withoutWeth } = contracts
    serverAnswers({
      rpcUrls: {},
      localChains: [
        { ...deployments(31338, 'london', 8546), contracts: withoutWeth },
        deployments(31337, 'cancun', 8545),
        deployments(31337, 'cancun', 9545),
        'not a chain',
      ],
    })
    const { localChains } = await fetchWebConfig()
    expect(localChains.map(({ chainId, rpcUrl }) => [chainId, rpcUrl])).toEqual([
      [31337, 'http://127.0.0.1:8545/'],
    ])
  })

  it('carries each local chain’s instance id, and drops a malformed one', async () => {
    const instanceId = `0x${'ab'.repeat(32)}`
    serverAnswers({
      rpcUrls: {},
      localChains: [
        { ...deployments(31337, 'cancun', 8545), instanceId },
        { ...deployments(31338, 'london', 8546), instanceId: 'not an id' },
      ],
    })
    const { localChains } = await fetchWebConfig()
    expect(localChains.map((chain) => [chain.chainId, chain.instanceId])).toEqual([
      [31337, instanceId],
      [31338, undefined],
    ])
  })

  it('has no local chain when the server answers none, or an older shape', async () => {
    serverAnswers({ rpcUrls: {}, localChains: [] })
    expect((await fetchWebConfig()).localChains).toEqual([])
    serverAnswers({ rpcUrls: {}, localChain: null })
    expect((await fetchWebConfig()).localChains).toEqual([])
  })
})

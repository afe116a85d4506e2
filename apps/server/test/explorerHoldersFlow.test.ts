/**
 * The safety check's holders through the server, minus the browser: core's serverTransferLogScan
 * feeding readHolders against a real server whose explorer is the local test explorer answering
 * from a real node's own logs. Proves what the web relies on: the same holders as a node scan,
 * read from the explorer's pages (walked past a block that fills pages), the scan starting at the
 * creation block the explorer names, and the node taking over from that block when the explorer
 * fails, from block 0 where the server does not proxy the chain, and never after the caller gave up.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineLocalChainEntry } from '@tokenbox/core/local/defineLocalChainEntry.ts'
import type { LocalDeployments } from '@tokenbox/core/local/localDeployments.ts'
import { checkTokenSafety } from '@tokenbox/core/safety/checkTokenSafety.ts'
import { findDeploymentBlock } from '@tokenbox/core/safety/findDeploymentBlock.ts'
import { readHolders } from '@tokenbox/core/safety/readHolders.ts'
import { serverTransferLogScan } from '@tokenbox/core/safety/serverTransferLogScan.ts'
import { type LocalTestChain, startLocalTestChain } from '@tokenbox/core/testing/localTestChain.ts'
import { readNodeLogsAsExplorer } from '@tokenbox/core/testing/readNodeLogsAsExplorer.ts'
import {
  type EtherscanTestServer,
  startEtherscanTestServer,
} from '@tokenbox/core/testing/startEtherscanTestServer.ts'
import { call } from '@tokenbox/core/transactions/call.ts'
import type { FastifyInstance } from 'fastify'
import {
  type Address,
  createPublicClient,
  custom,
  erc20Abi,
  type Hex,
  numberToHex,
  type PublicClient,
  pad,
  parseEther,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listeningExplorerApp } from './listenOnFreePort.ts'

let root: string
let chain: LocalTestChain
let explorer: EtherscanTestServer
/** An explorer whose log index is down (HTTP 500) but which still names creations. */
let brokenExplorer: EtherscanTestServer
let proxying: { app: FastifyInstance; baseUrl: string }
let failing: { app: FastifyInstance; baseUrl: string }
let notProxying: { app: FastifyInstance; baseUrl: string }
let token: Address
let deployer: Address
let deployBlock: bigint
let totalSupply: bigint

/**
 * A client on the same node that records the `fromBlock` of every eth_getLogs it sends, and how
 * many eth_getCode asked about a past block (findDeploymentBlock's search).
 */
function countingClient() {
  const getLogsFrom: Hex[] = []
  const pastCode: Hex[] = []
  const client = createPublicClient({
    chain: chain.publicClient.chain,
    transport: custom({
      request: ({ method, params }) => {
        if (method === 'eth_getLogs') getLogsFrom.push((params as [{ fromBlock: Hex }])[0].fromBlock)
        const [, block] = (params ?? []) as [unknown, unknown]
        if (method === 'eth_getCode' && typeof block === 'string' && block.startsWith('0x'))
          pastCode.push(block as Hex)
        return chain.publicClient.request({ method, params } as never)
      },
    }),
  }) as PublicClient
  return { client, getLogsFrom, pastCode }
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'tokenbox-explorer-holders-'))
  chain = await startLocalTestChain()
  deployer = chain.accounts[0] as Address
  token = chain.contracts.usdc
  // Before hardhat_mine: EDR answers eth_getCode at the blocks it reserves as if no code were there.
  deployBlock = (await findDeploymentBlock(chain.publicClient, { address: token })) as bigint
  const send = (to: Address, amount: string) =>
    call({ address: token, abi: erc20Abi, functionName: 'transfer', args: [to, parseEther(amount)] })
  await chain.runToDone(
    chain.accounts.slice(1, 4).map((to, index) => send(to, String(100 * (index + 1)))),
    deployer,
  )
  // Six transfers in one block: with pages of 2 logs, that block fills whole pages.
  await chain.publicClient.request({ method: 'evm_setAutomine', params: [false] } as never)
  const hashes: Hex[] = []
  for (const [index, to] of chain.accounts.slice(4, 10).entries()) {
    hashes.push(
      await chain.walletClient.writeContract({
        account: deployer,
        chain: chain.publicClient.chain,
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, parseEther(String(index + 1))],
      }),
    )
  }
  await chain.publicClient.request({ method: 'evm_mine', params: [] } as never)
  await chain.publicClient.request({ method: 'evm_setAutomine', params: [true] } as never)
  for (const hash of hashes) await chain.publicClient.waitForTransactionReceipt({ hash })
  await chain.publicClient.request({ method: 'hardhat_mine', params: [numberToHex(20)] } as never)
  totalSupply = await chain.publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'totalSupply',
  })

  explorer = await startEtherscanTestServer({ readLogs: readNodeLogsAsExplorer(chain.node.url) })
  brokenExplorer = await startEtherscanTestServer({
    readLogs: async () => {
      throw new Error('log index down')
    },
  })
  proxying = await listeningExplorerApp(root, { 31337: explorer.apiUrl })
  failing = await listeningExplorerApp(root, { 31337: brokenExplorer.apiUrl })
  notProxying = await listeningExplorerApp(root, {})
}, 120_000)

afterAll(async () => {
  await proxying?.app.close()
  await failing?.app.close()
  await notProxying?.app.close()
  await explorer?.close()
  await brokenExplorer?.close()
  await chain?.stop()
  rmSync(root, { recursive: true, force: true })
})

const creation = () => ({
  creator: deployer,
  transactionHash: pad('0x1', { size: 32 }),
  blockNumber: deployBlock,
})

describe("the safety check's holders through the server", () => {
  it("reads the node's holders from the explorer's pages, starting at the creation block it names", async () => {
    explorer.reset()
    explorer.creations.set(token.toLowerCase(), creation())
    const fromNode = await readHolders(chain.publicClient, { token, totalSupply })
    expect(fromNode.count).toBeGreaterThanOrEqual(9)
    const { client, getLogsFrom } = countingClient()
    const scan = serverTransferLogScan(client, {
      chainId: 31337,
      baseUrl: proxying.baseUrl,
      recentBlocks: 1n,
      pageSize: 2,
    })
    expect(await readHolders(client, { token, totalSupply, scan })).toEqual(fromNode)

    const asked = explorer.received.map((request) => request.query)
    expect(asked[0]).toMatchObject({ action: 'getcontractcreation', contractaddresses: token.toLowerCase() })
    const pages = asked.filter((query) => query.action === 'getLogs')
    expect(pages.length).toBeGreaterThan(4)
    expect(pages[0]).toMatchObject({
      fromBlock: String(deployBlock),
      address: token.toLowerCase(),
      page: '1',
    })
    // The block of six transfers was paged alone.
    expect(pages.some((query) => query.page === '2' && query.fromBlock === query.toBlock)).toBe(true)
    // The node read only the newest block, which an explorer may not have indexed yet.
    const head = await chain.publicClient.getBlockNumber({ cacheTime: 0 })
    expect(getLogsFrom).toEqual([numberToHex(head)])
  })

  it("gives the safety check's report the same holders, with no search of the node's old state", async () => {
    explorer.reset()
    explorer.creations.set(token.toLowerCase(), creation())
    const entry = defineLocalChainEntry({ chainId: 31337, contracts: chain.contracts } as LocalDeployments)
    // From block 0: this chain's old state is unreliable after hardhat_mine (see beforeAll).
    const fromNode = await checkTokenSafety(chain.publicClient, {
      token,
      entry,
      trades: false,
      holders: { fromBlock: 0n },
    })
    const { client, pastCode } = countingClient()
    const scan = serverTransferLogScan(client, { chainId: 31337, baseUrl: proxying.baseUrl })
    const viaServer = await checkTokenSafety(client, { token, entry, trades: false, holders: { scan } })
    expect(viaServer.holders).toBeDefined()
    expect(viaServer.holders).toEqual(fromNode.holders)
    expect(pastCode).toEqual([])
    // The creation block came from the server (its cache, asked in the first case).
    const pages = explorer.received.filter((request) => request.query.action === 'getLogs')
    expect(pages[0]?.query.fromBlock).toBe(String(deployBlock))
  })

  it('falls back to the node from the creation block when the explorer cannot list the logs', async () => {
    brokenExplorer.reset()
    brokenExplorer.creations.set(token.toLowerCase(), creation())
    const fromNode = await readHolders(chain.publicClient, { token, totalSupply })
    const { client, getLogsFrom } = countingClient()
    const scan = serverTransferLogScan(client, { chainId: 31337, baseUrl: failing.baseUrl })
    expect(await readHolders(client, { token, totalSupply, scan })).toEqual(fromNode)
    expect(brokenExplorer.received.some((request) => request.query.action === 'getLogs')).toBe(true)
    expect(deployBlock).toBeGreaterThan(0n)
    expect(getLogsFrom[0]).toBe(numberToHex(deployBlock))
  })

  it('scans the node from block 0 where the server does not proxy the chain', async () => {
    const fromNode = await readHolders(chain.publicClient, { token, totalSupply })
    const { client, getLogsFrom } = countingClient()
    const scan = serverTransferLogScan(client, { chainId: 31337, baseUrl: notProxying.baseUrl })
    expect(await readHolders(client, { token, totalSupply, scan })).toEqual(fromNode)
    expect(getLogsFrom[0]).toBe('0x0')
  })

  it("never turns the caller's abort into a node scan", async () => {
    explorer.reset()
    const { client, getLogsFrom } = countingClient()
    const controller = new AbortController()
    controller.abort()
    const scan = serverTransferLogScan(client, { chainId: 31337, baseUrl: proxying.baseUrl })
    await expect(
      readHolders(client, { token, totalSupply, scan, signal: controller.signal }),
    ).rejects.toThrow()
    expect(getLogsFrom).toEqual([])
  })
})

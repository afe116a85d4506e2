/**
 * The approval checker's explorer path through the server, minus the browser: core's
 * serverApprovalLogSource and readVerifiedThroughServer against a real server, whose explorer is
 * the local test explorer answering from a real node's own logs. Proves what the web relies on:
 * the same approvals as a node scan, Verified / Unverified from the explorer, and the fallback to
 * the node where the server does not proxy the chain.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createAllowanceStep } from '@tokenbox/core/approvals/createAllowanceStep.ts'
import { withLogSourceFallback } from '@tokenbox/core/approvals/explorerApprovalLogs.ts'
import { findApprovals } from '@tokenbox/core/approvals/findApprovals.ts'
import { type ApprovalLogSource, scanApprovalLogs } from '@tokenbox/core/approvals/scanApprovalLogs.ts'
import { serverApprovalLogSource } from '@tokenbox/core/approvals/serverApprovalLogSource.ts'
import { HttpStatusError } from '@tokenbox/core/errors/request.ts'
import { readExplorerProxyChains } from '@tokenbox/core/explorer/readExplorerProxyChains.ts'
import { readVerifiedThroughServer } from '@tokenbox/core/explorer/readVerifiedThroughServer.ts'
import {
  approvalTestNftAbi,
  approvalTestNftBytecode,
} from '@tokenbox/core/testing/contracts/ApprovalTestNft.ts'
import { type LocalTestChain, startLocalTestChain } from '@tokenbox/core/testing/localTestChain.ts'
import { readNodeLogsAsExplorer } from '@tokenbox/core/testing/readNodeLogsAsExplorer.ts'
import {
  type EtherscanTestServer,
  startEtherscanTestServer,
} from '@tokenbox/core/testing/startEtherscanTestServer.ts'
import { call } from '@tokenbox/core/transactions/call.ts'
import { deploy } from '@tokenbox/core/transactions/deploy.ts'
import type { FastifyInstance } from 'fastify'
import { type Address, erc20Abi, numberToHex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listeningExplorerApp } from './listenOnFreePort.ts'

let root: string
let chain: LocalTestChain
let explorer: EtherscanTestServer
let proxying: { app: FastifyInstance; baseUrl: string }
let notProxying: { app: FastifyInstance; baseUrl: string }
let owner: Address
let eoa: Address
let nft: Address

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'tokenbox-explorer-read-flow-'))
  chain = await startLocalTestChain()
  const [deployer] = chain.accounts as [Address]
  ;[, owner, eoa] = chain.accounts as [Address, Address, Address]
  const { usdc, lock } = chain.contracts
  await chain.runToDone(
    [call({ address: usdc, abi: erc20Abi, functionName: 'transfer', args: [owner, parseEther('100')] })],
    deployer,
  )
  const [deployed] = await chain.runToDone(
    [deploy({ abi: approvalTestNftAbi, bytecode: approvalTestNftBytecode, args: [] })],
    owner,
  )
  nft = deployed!.contractAddress!
  await chain.runToDone(
    [
      createAllowanceStep({ token: usdc, spender: lock, amount: parseEther('10') }),
      // A contract the checker does not know: the explorer decides Verified / Unverified.
      createAllowanceStep({ token: usdc, spender: nft, amount: parseEther('1') }),
      call({ address: nft, abi: approvalTestNftAbi, functionName: 'setApprovalForAll', args: [eoa, true] }),
    ],
    owner,
  )
  await chain.publicClient.request({ method: 'hardhat_mine', params: [numberToHex(50)] } as never)
  explorer = await startEtherscanTestServer({ readLogs: readNodeLogsAsExplorer(chain.node.url) })
  proxying = await listeningExplorerApp(root, { 31337: explorer.apiUrl })
  notProxying = await listeningExplorerApp(root, {})
}, 120_000)

afterAll(async () => {
  await proxying?.app.close()
  await notProxying?.app.close()
  await explorer?.close()
  await chain?.stop()
  rmSync(root, { recursive: true, force: true })
})

const node: ApprovalLogSource = (who, options) => scanApprovalLogs(chain.publicClient, who, options)

describe('the approval checker through the server', () => {
  it('tells which chains the server proxies', async () => {
    expect(await readExplorerProxyChains({ baseUrl: proxying.baseUrl })).toContain(31337)
    expect(await readExplorerProxyChains({ baseUrl: notProxying.baseUrl })).not.toContain(31337)
  })

  it('finds the same approvals as the node, with the explorer saying which spender is verified', async () => {
    explorer.reset()
    explorer.verified.add(nft.toLowerCase())
    const fromNode = await findApprovals(chain.publicClient, { owner })
    const through = { chainId: 31337, baseUrl: proxying.baseUrl }
    const nodeScans: number[] = []
    const countedNode: ApprovalLogSource = (who, options) => {
      nodeScans.push(1)
      return node(who, options)
    }
    const viaServer = await findApprovals(chain.publicClient, {
      owner,
      logSource: withLogSourceFallback(serverApprovalLogSource(through), countedNode),
      readVerified: (contracts) => readVerifiedThroughServer(through, contracts),
    })
    expect(nodeScans).toHaveLength(0)
    // Sorted: the order follows risk, which the explorer's verified answers change.
    const ids = (approvals: { id: string }[]) => approvals.map((approval) => approval.id).sort()
    expect(ids(viaServer)).toEqual(ids(fromNode))
    // Explorer logs carry block times: no block reads needed for the last change.
    expect(viaServer.every((approval) => approval.lastChange.timestamp !== undefined)).toBe(true)
    const spenderInfo = (spender: Address) =>
      viaServer.find((approval) => approval.spender.toLowerCase() === spender.toLowerCase())?.spenderInfo
    expect(spenderInfo(nft)).toEqual({ isContract: true, known: undefined, verified: true })
    expect(spenderInfo(chain.contracts.lock)).toEqual({ isContract: true, known: undefined, verified: false })
    expect(spenderInfo(eoa)).toEqual({ isContract: false, known: undefined, verified: undefined })
    const logCalls = explorer.received.filter((request) => request.query.module === 'logs')
    expect(logCalls.map((request) => request.query.topic0)).toHaveLength(2)
    expect(logCalls.every((request) => request.query.apikey === 'test-key')).toBe(true)
  })

  it("waits out the explorer's rate limit once for a verified answer, and leaves it unknown after that", async () => {
    const through = { chainId: 31337, baseUrl: proxying.baseUrl, rateLimitRetryMs: 10 }
    // Addresses nobody asked about yet, so the server's cache does not answer for them.
    const fresh = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as Address
    explorer.reset({ rateLimitNext: 1 })
    explorer.verified.add(fresh(0xa1))
    expect(await readVerifiedThroughServer(through, [fresh(0xa1)])).toEqual(new Map([[fresh(0xa1), true]]))
    explorer.reset({ rateLimitNext: 2 })
    expect(await readVerifiedThroughServer(through, [fresh(0xa2)])).toEqual(new Map())
    expect(explorer.received).toHaveLength(2)
  })

  it('falls back to the node where the server has no explorer for the chain; verified stays unknown', async () => {
    const through = { chainId: 31337, baseUrl: notProxying.baseUrl }
    await expect(
      serverApprovalLogSource(through)(owner, { toBlock: await chain.publicClient.getBlockNumber() }),
    ).rejects.toSatisfy(
      (error) =>
        error instanceof HttpStatusError && error.status === 422 && error.serverMessage === 'explorer.noApi',
    )
    const nodeScans: number[] = []
    const approvals = await findApprovals(chain.publicClient, {
      owner,
      logSource: withLogSourceFallback(serverApprovalLogSource(through), (who, options) => {
        nodeScans.push(1)
        return node(who, options)
      }),
      readVerified: (contracts) => readVerifiedThroughServer(through, contracts),
    })
    expect(nodeScans).toHaveLength(1)
    expect(approvals.length).toBeGreaterThan(0)
    expect(approvals.every((approval) => approval.spenderInfo.verified === undefined)).toBe(true)
  })
})

import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type Address,
  createPublicClient,
  custom,
  erc20Abi,
  type Hex,
  maxUint256,
  numberToHex,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  approvalTestMultiTokenAbi,
  approvalTestMultiTokenBytecode,
} from '../../testing/contracts/ApprovalTestMultiToken.ts'
import { approvalTestNftAbi, approvalTestNftBytecode } from '../../testing/contracts/ApprovalTestNft.ts'
import { usdtStyleTokenAbi, usdtStyleTokenBytecode } from '../../testing/contracts/UsdtStyleToken.ts'
import { devAccounts, type LocalTestChain, startLocalTestChain } from '../../testing/localTestChain.ts'
import { call } from '../transactions/call.ts'
import { deploy } from '../transactions/deploy.ts'
import { transferAsset } from '../transactions/transfer.ts'
import type { Step } from '../transactions/types.ts'
import { approvalForAllTopic, approvalTopic, ownerTopic } from './approvalLogs.ts'
import { createAllowanceStep, createAllowanceSteps } from './createAllowanceStep.ts'
import { createRevokeStep } from './createRevokeStep.ts'
import {
  explorerApprovalLogSource,
  readExplorerVerified,
  withLogSourceFallback,
  withRecentNodeLogs,
} from './explorerApprovalLogs.ts'
import { findApprovals } from './findApprovals.ts'
import { needsAllowanceReset } from './needsAllowanceReset.ts'
import { scanApprovalLogs } from './scanApprovalLogs.ts'

let chain: LocalTestChain
const [deployer, owner, eoa, other] = devAccounts
let nft: Address
let multi: Address
const known = () => ({ [chain.contracts.lock]: 'TokenLocker' })
const run = (steps: Step[], account = owner) => chain.runToDone(steps, account)
const rpc = (method: string, params: unknown[] = []) =>
  chain.publicClient.request({ method, params } as never)

beforeAll(async () => {
  // Hardhat's node: the scan needs 10,000 empty blocks (hardhat_mine below), which EDR mines at
  // once and anvil one by one (5,000 took it 20 s, the next 5,000 60 s).
  chain = await startLocalTestChain({ node: 'hardhat' })
  const { usdt, usdc, lock } = chain.contracts
  await run(
    [
      call({ address: usdt, abi: erc20Abi, functionName: 'transfer', args: [owner, parseUnits('1000', 6)] }),
      call({ address: usdc, abi: erc20Abi, functionName: 'transfer', args: [owner, parseEther('1000')] }),
    ],
    deployer,
  )
  const [nftDeploy, multiDeploy] = await run([
    deploy({ abi: approvalTestNftAbi, bytecode: approvalTestNftBytecode, args: [] }),
    deploy({ abi: approvalTestMultiTokenAbi, bytecode: approvalTestMultiTokenBytecode, args: [] }),
  ])
  nft = nftDeploy!.contractAddress!
  multi = multiDeploy!.contractAddress!
  await run([createAllowanceStep({ token: usdt, spender: eoa, amount: 'unlimited' })])
  // Thousands of empty blocks between the approvals, so the scan has ranges to cut.
  await rpc('hardhat_mine', [numberToHex(5_000)])
  await run([
    createAllowanceStep({ token: usdc, spender: lock, amount: parseEther('100') }),
    createAllowanceStep({ token: usdc, spender: other, amount: 5n }),
    createAllowanceStep({ token: usdc, spender: other, amount: 0n }),
    call({ address: nft, abi: approvalTestNftAbi, functionName: 'mint', args: [owner, 1n] }),
    call({ address: nft, abi: approvalTestNftAbi, functionName: 'mint', args: [owner, 2n] }),
    call({ address: nft, abi: approvalTestNftAbi, functionName: 'approve', args: [eoa, 1n] }),
    call({ address: nft, abi: approvalTestNftAbi, functionName: 'approve', args: [other, 2n] }),
    // Moving the NFT clears its approval without any Approval log.
    call({ address: nft, abi: approvalTestNftAbi, functionName: 'transferFrom', args: [owner, other, 2n] }),
    call({ address: nft, abi: approvalTestNftAbi, functionName: 'setApprovalForAll', args: [other, true] }),
    call({ address: nft, abi: approvalTestNftAbi, functionName: 'setApprovalForAll', args: [other, false] }),
    call({ address: multi, abi: approvalTestMultiTokenAbi, functionName: 'mint', args: [owner, 7n, 10n] }),
  ])
  await rpc('hardhat_mine', [numberToHex(5_000)])
  await run([
    call({
      address: multi,
      abi: approvalTestMultiTokenAbi,
      functionName: 'setApprovalForAll',
      args: [lock, true],
    }),
  ])
}, 120_000)

afterAll(async () => {
  await chain?.stop()
})

/** A client over the test node that refuses eth_getLogs the way public nodes do, and counts requests. */
function limitedClient(options: { maxRange: bigint; tooManyOnce?: boolean }) {
  const ranges: [bigint, bigint][] = []
  let tooMany = options.tooManyOnce ?? false
  const transport = custom({
    async request({ method, params }: { method: string; params: unknown[] }) {
      if (method === 'eth_getLogs') {
        const [{ fromBlock, toBlock }] = params as [{ fromBlock: Hex; toBlock: Hex }]
        const range: [bigint, bigint] = [BigInt(fromBlock), BigInt(toBlock)]
        ranges.push(range)
        if (range[1] - range[0] + 1n > options.maxRange) {
          throw Object.assign(new Error(`exceed maximum block range: ${options.maxRange}`), { code: -32000 })
        }
        if (tooMany && range[1] - range[0] > 100n) {
          tooMany = false
          throw Object.assign(new Error('query returned more than 10000 results'), { code: -32005 })
        }
      }
      return chain.publicClient.request({ method, params } as never)
    },
  })
  const client = createPublicClient({ chain: chain.publicClient.chain, transport })
  return { client, ranges }
}

describe('scanApprovalLogs', () => {
  it('finds the same logs as one unlimited request, in adaptive chunks', async () => {
    const all = (await rpc('eth_getLogs', [
      {
        fromBlock: '0x0',
        toBlock: 'latest',
        topics: [[approvalTopic, approvalForAllTopic], ownerTopic(owner)],
      },
    ])) as { transactionHash: Hex; logIndex: Hex }[]
    expect(all.length).toBe(9)

    const { client, ranges } = limitedClient({ maxRange: 3_000n, tooManyOnce: true })
    const progress: bigint[] = []
    const logs = await scanApprovalLogs(client, owner, {
      initialChunk: 1_000n,
      // One request at a time: with four in flight the chunk each gets depends on which answers
      // first, and on a loaded machine the scan could end before any chunk outgrew the limit.
      concurrency: 1,
      onProgress: (p) => progress.push(p.scannedTo),
    })
    expect(logs.map((l) => `${l.transactionHash}:${l.logIndex}`)).toEqual(
      all.map((l) => `${l.transactionHash}:${Number(l.logIndex)}`),
    )
    const sizes = ranges.map(([from, to]) => to - from + 1n)
    // Grew from 1,000 while quiet, was refused above 3,000 (a range limit: never asked again
    // above it), split once more on "too many results", and covered every block exactly once.
    expect(sizes[0]).toBe(1_000n)
    expect(sizes.filter((size) => size > 3_000n)).toHaveLength(1)
    const accepted = ranges.filter(([from, to]) => to - from + 1n <= 3_000n)
    expect(accepted.length).toBeGreaterThan(3)
    const firstRefusal = sizes.findIndex((size) => size > 3_000n)
    expect(sizes.slice(firstRefusal + 1).every((size) => size <= 3_000n)).toBe(true)
    expect(progress.at(-1)).toBe(await chain.publicClient.getBlockNumber({ cacheTime: 0 }))
  })

  it('stops when cancelled', async () => {
    const controller = new AbortController()
    const scan = scanApprovalLogs(chain.publicClient, owner, {
      initialChunk: 100n,
      maxChunk: 100n,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    })
    await expect(scan).rejects.toThrow()
  })
})

describe('findApprovals', () => {
  it('lists exactly the live approvals with their risk', async () => {
    const approvals = await findApprovals(chain.publicClient, { owner, knownContracts: known() })
    const rows = approvals.map((a) => [
      a.standard,
      a.token.symbol,
      a.spender,
      a.unlimited,
      a.amount,
      a.tokenId,
      a.risk.level,
    ])
    expect(rows).toEqual([
      ['ERC721', 'ATN', eoa, false, undefined, 1n, 'high'],
      ['ERC20', 'USDT', eoa, true, maxUint256, undefined, 'high'],
      ['ERC1155', '', chain.contracts.lock, false, undefined, undefined, 'medium'],
      ['ERC20', 'USDC', chain.contracts.lock, false, parseEther('100'), undefined, 'low'],
    ])
    const usdt = approvals[1]!
    expect(usdt.spenderInfo).toEqual({ isContract: false, known: undefined, verified: undefined })
    expect(usdt.token).toMatchObject({ decimals: 6, balance: parseUnits('1000', 6) })
    expect(usdt.lastChange.timestamp).toBeGreaterThan(0n)
    expect(approvals[3]!.spenderInfo).toMatchObject({ isContract: true, known: 'TokenLocker' })
  })

  it('fails when the approvals cannot be confirmed, rather than list none', async () => {
    // The logs come through; every eth_call fails, as a node that drops them does. Read as "no
    // approval is live" this would tell the owner there is nothing to revoke.
    const transport = custom(
      {
        async request({ method, params }: { method: string; params: unknown[] }) {
          if (method === 'eth_call') throw new Error('eth_call dropped')
          return chain.publicClient.request({ method, params } as never)
        },
      },
      { retryCount: 0 },
    )
    const client = createPublicClient({ chain: chain.publicClient.chain, transport })
    await expect(findApprovals(client, { owner, knownContracts: known() })).rejects.toThrow(
      'eth_call dropped',
    )
  })

  it('reads the logs from an explorer API when there is one, and falls back to the node', async () => {
    // An Etherscan-like logs endpoint answering from the node itself, with a rate limit first.
    let limited = 1
    const queries: URLSearchParams[] = []
    const server = createServer(async (request, response) => {
      const query = new URL(request.url ?? '/', 'http://x').searchParams
      queries.push(query)
      const reply = (body: unknown) => response.end(JSON.stringify(body))
      if (limited-- > 0) return reply({ status: '0', message: 'NOTOK', result: 'Max rate limit reached' })
      if (query.get('module') === 'contract') {
        // The locker is verified there, anything else is not.
        const verified = query.get('address')?.toLowerCase() === chain.contracts.lock.toLowerCase()
        return reply({
          status: '1',
          message: 'OK',
          result: [{ SourceCode: verified ? 'contract X {}' : '' }],
        })
      }
      const logs = (await rpc('eth_getLogs', [
        {
          fromBlock: numberToHex(BigInt(query.get('fromBlock')!)),
          toBlock: numberToHex(BigInt(query.get('toBlock')!)),
          topics: [query.get('topic0'), query.get('topic1')],
        },
      ])) as { blockNumber: Hex }[]
      // An indexer a block behind the head: the newest approval is not there yet.
      const head = await chain.publicClient.getBlockNumber({ cacheTime: 0 })
      const indexed = logs.filter((log) => BigInt(log.blockNumber) < head)
      if (!indexed.length) return reply({ status: '0', message: 'No records found', result: [] })
      const withTimes = await Promise.all(
        indexed.map(async (log) => ({
          ...log,
          timeStamp: numberToHex(
            (await chain.publicClient.getBlock({ blockNumber: BigInt(log.blockNumber) })).timestamp,
          ),
        })),
      )
      reply({ status: '1', message: 'OK', result: withTimes })
    })
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    try {
      const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/api`
      const explorer = explorerApprovalLogSource({ apiUrl, chainId: 31337, apiKey: 'k' })
      const nodeScans: number[] = []
      const node = (who: Address, options: Parameters<typeof explorer>[1]) => {
        nodeScans.push(1)
        return scanApprovalLogs(chain.publicClient, who, options)
      }
      const source = withLogSourceFallback(explorer, node)
      const viaFallback = await findApprovals(chain.publicClient, {
        owner,
        knownContracts: known(),
        logSource: source,
      })
      expect(nodeScans).toHaveLength(1)
      const lagging = await findApprovals(chain.publicClient, {
        owner,
        knownContracts: known(),
        logSource: source,
      })
      expect(nodeScans).toHaveLength(1)
      // The newest approval (the multi-token's, in the head block) is missing from the explorer alone...
      expect(lagging.map((a) => a.id)).toEqual(
        viaFallback.map((a) => a.id).filter((id) => !id.startsWith('forAll')),
      )
      // ...and back once the recent blocks come from the node.
      const complete = withRecentNodeLogs(source, node, 100n)
      const viaExplorer = await findApprovals(chain.publicClient, {
        owner,
        knownContracts: known(),
        logSource: complete,
      })
      expect(viaExplorer).toEqual(viaFallback)
      // Verification from the same API, asked only for contracts we do not know.
      const asked: string[][] = []
      const explorerParameters = { apiUrl, chainId: 31337, apiKey: 'k' }
      const withVerified = await findApprovals(chain.publicClient, {
        owner,
        logSource: complete,
        readVerified: (contracts) => {
          asked.push([...contracts])
          return readExplorerVerified(explorerParameters, contracts)
        },
      })
      expect(asked).toEqual([[chain.contracts.lock.toLowerCase()]])
      const usdcToLocker = withVerified.find((a) => a.token.symbol === 'USDC')!
      expect(usdcToLocker.spenderInfo).toEqual({ isContract: true, known: undefined, verified: true })
      expect(usdcToLocker.risk.level).toBe('low')
      const logQuery = queries.find((query) => query.get('module') === 'logs')
      expect([logQuery?.get('action'), logQuery?.get('topic0_1_opr'), logQuery?.get('apikey')]).toEqual([
        'getLogs',
        'and',
        'k',
      ])
    } finally {
      server.close()
    }
  })

  it('revokes each kind; revoked ones disappear, a transfer step moves coins', async () => {
    const before = await findApprovals(chain.publicClient, { owner, knownContracts: known() })
    await run(before.map(createRevokeStep))
    expect(await findApprovals(chain.publicClient, { owner })).toEqual([])
    // "Unlimited" also means: at least the whole supply, whatever the number.
    const supply = await chain.publicClient.readContract({
      address: chain.contracts.usdc,
      abi: erc20Abi,
      functionName: 'totalSupply',
    })
    await run([createAllowanceStep({ token: chain.contracts.usdc, spender: eoa, amount: supply })])
    const [whole] = await findApprovals(chain.publicClient, { owner })
    expect([whole?.amount, whole?.unlimited, whole?.risk.level]).toEqual([supply, true, 'high'])
    await run([createRevokeStep(whole!)])
    const start = await chain.publicClient.getBalance({ address: other })
    await run([
      transferAsset({ asset: '0x0000000000000000000000000000000000000000', to: other, amount: 123n }),
      transferAsset({ asset: chain.contracts.usdt, to: other, amount: 7n }),
    ])
    expect(await chain.publicClient.getBalance({ address: other })).toBe(start + 123n)
    expect(
      await chain.publicClient.readContract({
        address: chain.contracts.usdt,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [other],
      }),
    ).toBe(7n)
  })
})

describe('needsAllowanceReset', () => {
  it('resets only a non-zero allowance the token refuses to change directly', async () => {
    const { usdc } = chain.contracts
    const base = { owner, spender: other, token: usdc }
    // From or to zero: never, whatever the token.
    expect(await needsAllowanceReset(chain.publicClient, { ...base, current: 0n, amount: 5n })).toBe(false)
    expect(await needsAllowanceReset(chain.publicClient, { ...base, current: 5n, amount: 0n })).toBe(false)
    // An ordinary ERC-20 changes 5 -> 6 directly.
    expect(await needsAllowanceReset(chain.publicClient, { ...base, current: 5n, amount: 6n })).toBe(false)
    // Not a token (no code): the approve cannot even be simulated, so the flow resets first.
    expect(
      await needsAllowanceReset(chain.publicClient, { ...base, token: eoa, current: 5n, amount: 6n }),
    ).toBe(true)
  })

  it('resets a token whose approve returns nothing, as USDT does; the two steps set the allowance', async () => {
    const [deployed] = await run([
      deploy({ abi: usdtStyleTokenAbi, bytecode: usdtStyleTokenBytecode, args: [parseUnits('1000', 6)] }),
    ])
    const token = deployed!.contractAddress!
    await run([createAllowanceStep({ token, spender: other, amount: 5n })])
    const parameters = { token, owner, spender: other, current: 5n, amount: 6n }
    const resetFirst = await needsAllowanceReset(chain.publicClient, parameters)
    expect(resetFirst).toBe(true)
    const steps = createAllowanceSteps({ ...parameters, resetFirst })
    expect(steps.map((step) => step.label)).toEqual(['reset', 'approve'])
    await run(steps)
    expect(
      await chain.publicClient.readContract({
        address: token,
        abi: usdtStyleTokenAbi,
        functionName: 'allowance',
        args: [owner, other],
      }),
    ).toBe(6n)
  })
})

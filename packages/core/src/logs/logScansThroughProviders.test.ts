import {
  type Address,
  createPublicClient,
  encodeEventTopics,
  getAbiItem,
  http,
  type PublicClient,
  pad,
  parseEther,
  toHex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../testing/localTestChain.ts'
import {
  type ProviderName,
  type ProviderProxy,
  type StartProviderProxyParameters,
  startProviderProxy,
} from '../../testing/providerProxy.ts'
import { testSaleFigures } from '../../testing/testSaleFigures.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { multisigFactoryAbi } from '../contracts/MultisigFactory.abi.ts'
import { multisigWalletAbi } from '../contracts/MultisigWallet.abi.ts'
import { classifyRpcRefusal } from '../errors/classifyRpcRefusal.ts'
import { LogsNotServedError } from '../errors/logsNotServed.ts'
import { toErrorMessage } from '../errors/toErrorMessage.ts'
import { createdMultisigWallet, createMultisigWalletStep } from '../multisig/multisigSteps.ts'
import { createTokenDeployStep } from '../tokens/createTokenDeployStep.ts'
import { listSaleTokens } from '../tokens/sale/listSaleTokens.ts'
import { tokenTemplateBytecode } from '../tokens/tokenTemplates.ts'
import { listCreatedEntries, listFactoryCreations } from './listFactoryCreations.ts'
import { learnedLogRangeLimit, type ScanProgress, scanLogs } from './scanLogs.ts'
import { scanNotice } from './scanNotice.ts'

/**
 * The log scans as users meet them: a chain longer than an endpoint's eth_getLogs cap (20,000
 * empty blocks between the early and the late creations), read through a provider-like proxy that
 * refuses more than 1,000 blocks per request in Infura's, QuickNode's, Alchemy's, thirdweb's and
 * the BSC public node's own wording, and refuses bursts above 10 calls a second with HTTP 429.
 * Hardhat's node, because it mines 20,000 empty blocks in milliseconds (anvil 1.7.1 took 4 min 21 s
 * here). The request counts are logged and bounded: a split costs one refused request per endpoint
 * and session, not one per chunk.
 */
const emptyBlocks = 20_000
const blockCap = 1_000
const walletCreated = getAbiItem({ abi: multisigFactoryAbi, name: 'WalletCreated' })

const chain = useLocalTestChain({ node: 'hardhat' })
const [creator] = devAccounts
let head: bigint
const wallets: Address[] = []
const sales: Address[] = []
const proxies: ProviderProxy[] = []

async function createWallet(index: number) {
  const [result] = await chain.runToDone(
    [
      createMultisigWalletStep({
        factory: chain.contracts.multisig,
        signers: [creator],
        threshold: 1,
        salt: pad(toHex(index + 1)),
      }),
    ],
    creator,
  )
  wallets.push(createdMultisigWallet(result!.receipt!.logs)!)
}

async function createSale() {
  const now = (await chain.publicClient.getBlock()).timestamp
  const step = createTokenDeployStep(
    {
      template: 'sale',
      name: 'Sale',
      symbol: 'SALE',
      decimals: 18,
      initialSupply: parseEther('200000'),
      owner: creator,
      ...testSaleFigures,
      endTime: now + 30n * 86_400n,
      router: chain.contracts.router,
      locker: chain.contracts.lock,
      lpLockDuration: 30 * 86_400,
    },
    await tokenTemplateBytecode('sale', 'cancun'),
    'cancun',
  )
  const [result] = await chain.runToDone([step], creator)
  sales.push(result!.contractAddress!)
}

beforeAll(async () => {
  await createWallet(0)
  await createSale()
  await createWallet(1)
  await chain.publicClient.request({ method: 'hardhat_mine', params: [toHex(emptyBlocks)] } as never)
  await createWallet(2)
  await createSale()
  await createWallet(3)
  head = await chain.publicClient.getBlockNumber({ cacheTime: 0 })
}, 180_000)

afterAll(async () => {
  await Promise.all(proxies.map((proxy) => proxy.stop()))
})

async function proxied(provider: ProviderName, options: Partial<StartProviderProxyParameters> = {}) {
  const proxy = await startProviderProxy({
    upstream: chain.node.url,
    provider,
    getLogsBlockRange: blockCap,
    requestsPerSecond: 10,
    ...options,
  })
  proxies.push(proxy)
  const client = createPublicClient({
    chain: chain.publicClient.chain,
    transport: http(proxy.url),
  }) as PublicClient
  return { proxy, client }
}

/**
 * A client of `proxy` under a path of its own (a fresh endpoint key: no limit learned by the tests
 * before) and without transport retries: the reader itself meets every refusal.
 */
const freshClient = (proxy: ProviderProxy, name: string) =>
  createPublicClient({
    chain: chain.publicClient.chain,
    transport: http(`${proxy.url}/fresh-${name}`, { retryCount: 0 }),
  })

/** Every WalletCreated log of the multisig factory, from block 0, as `client`'s endpoint gives them. */
const scanWallets = (client: ReturnType<typeof freshClient> | PublicClient) =>
  scanLogs(
    client,
    { address: chain.contracts.multisig, topics: encodeEventTopics({ abi: [walletCreated] }) },
    { fromBlock: 0n },
  )

/** The least eth_getLogs one scan of the whole chain can take at the cap. */
const chunksAtCap = () => Math.ceil(Number(head + 1n) / blockCap)

describe('log scans through provider-like endpoints (issue 74)', () => {
  it.each(['infura', 'quicknode', 'alchemy', 'thirdweb', 'bsc'] as const)(
    'lists every factory creation, early and late, through %s wording at a 1,000-block cap and 10 calls/s',
    async (provider) => {
      const { proxy, client } = await proxied(provider)
      const started = Date.now()
      const { created } = await listFactoryCreations(client, {
        factory: chain.contracts.multisig,
        event: walletCreated,
        created: (log) => log.args.wallet,
        fromBlock: 0n,
      })
      expect(created).toEqual([...wallets].reverse())
      expect(learnedLogRangeLimit(client)).toBe(BigInt(blockCap))
      const counts = proxy.counts()
      console.info(
        `${provider}: listFactoryCreations over ${head + 1n} blocks in ${Date.now() - started} ms`,
        counts,
        proxy.refusals(),
      )
      // One refused range (viem's transport retries an HTTP 413 or 400 up to 3 times), then cap-sized
      // chunks; the 429s cost waiting and are counted apart.
      const { range, rateLimit } = proxy.refusals()
      expect(range).toBeLessThanOrEqual(4)
      expect((counts.eth_getLogs ?? 0) - rateLimit).toBeLessThanOrEqual(chunksAtCap() + range)

      // The endpoint's limit is remembered: the next list starts at it and is never refused.
      proxy.resetCounts()
      const heard: string[][] = []
      const { sales: listed } = await listSaleTokens(client, {
        fromBlock: 0n,
        onEntries: (rows) => heard.push(rows.map((sale) => sale.token.toLowerCase())),
      })
      const newestFirst = [...sales].reverse().map((sale) => sale.toLowerCase())
      expect(listed.map((sale) => sale.token.toLowerCase())).toEqual(newestFirst)
      // The late sale is a row before the scan reached the early one, 20,000 blocks down.
      expect(heard[0]).toEqual(newestFirst.slice(0, 1))
      expect(heard.at(-1)).toEqual(newestFirst)
      console.info(`${provider}: listSaleTokens`, proxy.counts(), proxy.refusals())
      expect(proxy.refusals().range).toBe(0)
      // One filter for both topics (the sale tokens' own announcements, the hubs' registrations), in cap-sized chunks.
      expect((proxy.counts().eth_getLogs ?? 0) - proxy.refusals().rateLimit).toBeLessThanOrEqual(
        chunksAtCap(),
      )
    },
    120_000,
  )

  it('reads through 429 pressure: 5 calls/s, Retry-After 1 s, Infura wording', async () => {
    const { proxy } = await proxied('infura', { requestsPerSecond: 5 })
    // No transport retries (a wallet's provider has none): the reader's own backoff meets every 429.
    const client = createPublicClient({
      chain: chain.publicClient.chain,
      transport: http(proxy.url, { retryCount: 0 }),
    })
    const started = Date.now()
    const notices = new Set<string>()
    const logs = await scanLogs(
      client,
      { address: chain.contracts.multisig, topics: encodeEventTopics({ abi: [walletCreated] }) },
      {
        fromBlock: 0n,
        onProgress: (progress) => {
          const notice = scanNotice(progress)
          if (notice) notices.add(`${notice.key} ${JSON.stringify(notice.params)}`)
        },
      },
    )
    // What the screen says meanwhile, in the user's language (common:rpc.*).
    expect([...notices].sort()).toEqual([
      'rpc.rangeLimitedSmallerSteps {"limit":"1000"}',
      'rpc.rateLimitedRetrying {}',
    ])
    expect(logs.map((log) => log.topics[1])).toEqual(
      wallets.map((wallet) => pad(wallet.toLowerCase() as Address)),
    )
    const elapsed = Date.now() - started
    console.info(`infura at 5/s: scanLogs in ${elapsed} ms`, proxy.counts(), proxy.refusals())
    expect(proxy.refusals().rateLimit).toBeGreaterThan(0)
    // A rate limit costs waiting, not requests: every eth_getLogs that got through was a useful one.
    expect(
      (proxy.counts().eth_getLogs ?? 0) - proxy.refusals().rateLimit - proxy.refusals().range,
    ).toBeLessThanOrEqual(chunksAtCap() + 1)
  }, 120_000)

  it.each(['quicknode', 'alchemy'] as const)(
    'reads newest first, four requests at once, and hands each chunk on in order (%s wording, 25 calls/s, 120 ms)',
    async (provider) => {
      const { proxy } = await proxied(provider, { requestsPerSecond: 25, latencyMs: 120 })
      // A fresh endpoint key (no limit learned by the tests before): the first refusals happen here.
      const client = createPublicClient({
        chain: chain.publicClient.chain,
        transport: http(`${proxy.url}/fresh-${provider}`, { retryCount: 0 }),
      })
      const batches: bigint[][] = []
      let lastProgress: ScanProgress | undefined
      const logs = await scanLogs(
        client,
        { address: chain.contracts.multisig, topics: encodeEventTopics({ abi: [walletCreated] }) },
        {
          fromBlock: 0n,
          newestFirst: true,
          concurrency: 4,
          onLogs: (found) => batches.push(found.map((log) => log.blockNumber)),
          onProgress: (progress) => {
            lastProgress = progress
          },
        },
      )
      // Every log, ascending as ever, and the same as one request at a time from the oldest block.
      expect(logs.map((log) => log.topics[1])).toEqual(
        wallets.map((wallet) => pad(wallet.toLowerCase() as Address)),
      )
      // Newest first: each chunk handed on holds only blocks newer than the next one's.
      for (let index = 1; index < batches.length; index++) {
        expect(batches[index - 1]![0]! > batches[index]!.at(-1)!).toBe(true)
      }
      expect(batches[0]!.at(-1)).toBe(logs.at(-1)!.blockNumber)
      expect(lastProgress).toMatchObject({ newestFirst: true, scannedTo: 0n, rangeLimit: 1000n })
      console.info(`${provider} newest first x4:`, proxy.counts(), proxy.refusals())
      // Split pieces and 429s cost waiting, not wasted reads: at most the cap-sized chunks plus the refused ones.
      const { range, rateLimit } = proxy.refusals()
      expect((proxy.counts().eth_getLogs ?? 0) - rateLimit - range).toBeLessThanOrEqual(chunksAtCap() + 1)
    },
    120_000,
  )

  it('shows a list of created contracts newest first, its late rows before the early blocks are read (quicknode wording, 25 calls/s, 120 ms)', async () => {
    const { proxy, client } = await proxied('quicknode', { requestsPerSecond: 25, latencyMs: 120 })
    const heard: Address[][] = []
    const rows = await listCreatedEntries(client, {
      factory: chain.contracts.multisig,
      event: walletCreated,
      created: (log) => log.args.wallet,
      fromBlock: 0n,
      // Each row is read from the chain (the wallet's threshold); the second wallet is filtered out.
      entryOf: async (wallet) => {
        if (wallet === wallets[1]) return null
        const threshold = await client.readContract({
          address: wallet,
          abi: multisigWalletAbi,
          functionName: 'threshold',
        })
        return { wallet, threshold }
      },
      onEntries: (soFar) => heard.push(soFar.map((row) => row.wallet)),
    })
    console.info('quicknode listCreatedEntries:', proxy.counts(), proxy.refusals())
    expect(rows).toEqual([3, 2, 0].map((index) => ({ wallet: wallets[index], threshold: 1n })))
    // The late wallets, newest first, found before the scan reached the blocks before the 20,000 empty ones.
    expect(heard[0]).toEqual([wallets[3], wallets[2]])
    expect(heard.at(-1)).toEqual([wallets[3], wallets[2], wallets[0]])
  }, 120_000)

  it('splits on a result cap and finds every log (Alchemy wording, 1 log per answer)', async () => {
    const { proxy, client } = await proxied('alchemy', { getLogsResultCap: 1, requestsPerSecond: undefined })
    const logs = await scanWallets(client)
    expect(logs).toHaveLength(wallets.length)
    console.info('alchemy result cap 1:', proxy.counts(), proxy.refusals())
    expect(proxy.refusals().results).toBeGreaterThan(0)
  }, 120_000)

  it('splits on a refusal in words no rule reads, the endpoint answering one block proving it a limit', async () => {
    const { proxy } = await proxied('unfamiliar', { requestsPerSecond: undefined })
    const client = freshClient(proxy, 'unfamiliar')
    const logs = await scanWallets(client)
    expect(logs.map((log) => log.topics[1])).toEqual(
      wallets.map((wallet) => pad(wallet.toLowerCase() as Address)),
    )
    // Halving from the first chunk finds a span the endpoint takes: at most its limit, over half of it.
    const learned = learnedLogRangeLimit(client)
    expect(learned).toBeLessThanOrEqual(BigInt(blockCap))
    expect(learned).toBeGreaterThan(BigInt(blockCap / 2))
    const { range } = proxy.refusals()
    console.info('unfamiliar wording:', proxy.counts(), proxy.refusals(), `learned ${learned}`)
    // Each refusal cost one probe of a single block, once per endpoint: then chunks of the span learned.
    expect(range).toBeGreaterThan(0)
    expect(proxy.counts().eth_getLogs).toBeLessThanOrEqual(
      2 * range + Math.ceil(Number(head + 1n) / Number(learned)),
    )
  }, 120_000)

  it('splits on a gateway timeout page (HTTP 504, no JSON-RPC) where the blocks asked hold too much', async () => {
    const { proxy } = await proxied('unfamiliar', {
      requestsPerSecond: undefined,
      getLogsBlockRange: undefined,
      getLogsResultCap: 1,
    })
    const client = freshClient(proxy, 'gateway')
    const logs = await scanWallets(client)
    expect(logs).toHaveLength(wallets.length)
    console.info('gateway timeout page at 1 log:', proxy.counts(), proxy.refusals())
    expect(proxy.refusals().results).toBeGreaterThan(0)
    // Its pieces held more logs than any answer carried: a result cap, not a range limit, so the
    // 20,000 quiet blocks after it are read in growing chunks again (2,543 requests when the scan
    // took every such refusal for a range limit; 44 for Alchemy's worded cap above).
    expect(learnedLogRangeLimit(client)).toBeUndefined()
    expect(proxy.counts().eth_getLogs).toBeLessThan(100)
  }, 120_000)

  it("throws the endpoint's own failure when it refuses a single block too, after one probe", async () => {
    const { proxy } = await proxied('unfamiliar', { requestsPerSecond: undefined, getLogsBlockRange: 0 })
    const client = freshClient(proxy, 'refusing')
    await expect(scanWallets(client)).rejects.toThrow(/upstream policy/)
    // The refused chunk and its one-block probe: no halving down to a block on an endpoint that is not limiting.
    expect(proxy.counts().eth_getLogs).toBe(2)
    expect(learnedLogRangeLimit(client)).toBeUndefined()
  })

  it('says at once that an endpoint serving no logs serves none (BSC public node: "limit exceeded" for one block)', async () => {
    const { proxy } = await proxied('bsc', { requestsPerSecond: undefined, getLogsRefused: true })
    const client = freshClient(proxy, 'no-logs')
    const error = await scanWallets(client).catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(LogsNotServedError)
    // Said as what it is: a method the RPC does not serve (another RPC helps), not a size to cut.
    expect(classifyRpcRefusal(error)).toEqual({ kind: 'methodUnsupported' })
    expect(toErrorMessage(error).key).toBe('rpcLogsNotServed')
    // The refused chunk and one block: not the fourteen halvings down to a block it took before.
    expect(proxy.counts().eth_getLogs).toBe(2)
    expect(learnedLogRangeLimit(client)).toBeUndefined()
  })

  it('refuses eth_simulateV1, debug_* and trace_* in the provider wording, and takes batches', async () => {
    const { proxy } = await proxied('quicknode', { requestsPerSecond: undefined, latencyMs: 120 })
    const client = createPublicClient({ transport: http(proxy.url, { retryCount: 0, batch: true }) })
    for (const method of ['eth_simulateV1', 'debug_traceCall', 'trace_block']) {
      const error = await client.request({ method, params: [] } as never).catch((failure: unknown) => failure)
      expect(classifyRpcRefusal(error)?.kind, method).toBe('methodUnsupported')
    }
    proxy.resetCounts()
    const started = Date.now()
    const [block, chainId, balance] = await Promise.all([
      client.getBlockNumber({ cacheTime: 0 }),
      client.getChainId(),
      client.getBalance({ address: creator }),
    ])
    expect(block).toBe(head)
    expect(chainId).toBe(chain.publicClient.chain!.id)
    expect(balance).toBeGreaterThan(0n)
    // One batch, one provider round trip.
    expect(Date.now() - started).toBeGreaterThanOrEqual(120)
    expect(proxy.httpRequests()).toBe(1)
    expect(proxy.counts()).toEqual({ eth_blockNumber: 1, eth_chainId: 1, eth_getBalance: 1 })
  })
})

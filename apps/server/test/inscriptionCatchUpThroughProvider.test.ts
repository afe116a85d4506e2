import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { bulkInscriberAbi } from '@tokenbox/core/contracts/BulkInscriber.abi.ts'
import { sharedContractAddress } from '@tokenbox/core/contracts/sharedContracts.ts'
import { inscriptionToHex } from '@tokenbox/core/inscription/inscriptionFromHex.ts'
import type { LocalNode } from '@tokenbox/core/local/localNodeProcess.ts'
import { startAnvilNode } from '@tokenbox/core/local/startAnvilNode.ts'
import {
  type ProviderProxy,
  type StartProviderProxyParameters,
  startProviderProxy,
} from '@tokenbox/core/testing/providerProxy.ts'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
} from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createInscriptionFollower, type InscriptionChain } from '../src/inscriptions/inscriptionFollower.ts'
import { readInscriptionPosition } from '../src/inscriptions/inscriptionStore.ts'
import { deployBulkInscriber } from './startLocalInscriptionChain.ts'
import { testDialects, useMigratedDatabase } from './testDatabases.ts'

/**
 * Issue 74: the indexer catching up a backlog through an endpoint as users' RPCs are (the
 * provider-like proxy: 120 ms round trips, a rolling limit of calls per second answered with HTTP
 * 429 and Retry-After in a provider's wording, an eth_getLogs range cap, a refused method). The
 * backlog is a mint rush: 32 blocks, most with one to three mint inscriptions, two with a
 * BulkInscriber call (ESIP-3 events, read by eth_getLogs), built before the follower starts. The
 * follower must reach the head with every inscription counted, and say what happened in short
 * single lines. Nothing is timed: it waits on the stored position with generous ceilings.
 */
const dialect = testDialects().find((one) => one.name === 'sqlite')!
const database = useMigratedDatabase(dialect)
let node: LocalNode
let publicClient: PublicClient
let head: bigint
const tick = 'pace'
const limit = 100n
/** What the index must hold once caught up: balances by lower-case address, and the tick's minted total. */
const expected = { balances: new Map<string, bigint>(), minted: 0n, holders: 0 }

const rpc = (method: string, params: unknown[] = []) =>
  (publicClient.request as (args: { method: string; params: unknown[] }) => Promise<unknown>)({
    method,
    params,
  })

beforeAll(async () => {
  node = await startAnvilNode()
  const chain = { ...foundry, rpcUrls: { default: { http: [node.url] } } }
  publicClient = createPublicClient({ chain, transport: http(node.url), pollingInterval: 50 }) as PublicClient
  const walletClient = createWalletClient({ chain, transport: http(node.url), pollingInterval: 50 })
  const accounts = (await walletClient.getAddresses()).map((account) => account.toLowerCase() as Address)
  const [deployer] = accounts as [Address]
  await deployBulkInscriber(publicClient, walletClient, deployer)

  const nonces = new Map<Address, number>()
  for (const account of accounts)
    nonces.set(account, Number(await rpc('eth_getTransactionCount', [account, 'latest'])))
  const send = (from: Address, to: Address, data: Hex, gas = 60_000) => {
    const nonce = nonces.get(from) as number
    nonces.set(from, nonce + 1)
    return rpc('eth_sendTransaction', [{ from, to, data, nonce: numberToHex(nonce), gas: numberToHex(gas) }])
  }
  const credit = (address: Address, amount: bigint) => {
    const before = expected.balances.get(address) ?? 0n
    if (before === 0n) expected.holders++
    expected.balances.set(address, before + amount)
    expected.minted += amount
  }
  const mintText = (amount: bigint) => `data:,{"p":"asc-20","op":"mint","tick":"${tick}","amt":"${amount}"}`

  await rpc('evm_setAutomine', [false])
  try {
    await send(
      deployer,
      deployer,
      inscriptionToHex(
        `data:,{"p":"asc-20","op":"deploy","tick":"${tick}","max":"1000000","lim":"${limit}"}`,
      ),
    )
    await rpc('evm_mine')
    for (let block = 1; block <= 24; block++) {
      // Every fourth block, two empty ones before it.
      if (block % 4 === 0) await rpc('anvil_mine', ['0x2'])
      const senders = accounts.slice(1 + (block % 5), 1 + (block % 5) + 1 + (block % 3))
      for (const [index, sender] of senders.entries()) {
        const amount = BigInt(10 + block + index)
        await send(sender, sender, inscriptionToHex(mintText(amount)))
        credit(sender, amount)
      }
      if (block === 9 || block === 17) {
        // Five ESIP-3 mints in one call: events, which only eth_getLogs sees.
        const caller = accounts[10 + (block % 3)] as Address
        const data = encodeFunctionData({
          abi: bulkInscriberAbi,
          functionName: 'inscribe',
          args: [mintText(limit), 5n],
        })
        await send(caller, sharedContractAddress.BulkInscriber.cancun, data, 600_000)
        credit(caller, 5n * limit)
      }
      await rpc('evm_mine')
    }
  } finally {
    await rpc('evm_setAutomine', [true])
  }
  head = await publicClient.getBlockNumber({ cacheTime: 0 })
}, 120_000)

afterAll(async () => {
  await node?.stop()
})

type Line = { level: string; object: Record<string, unknown>; message: string }

/**
 * Starts a follower of the node, as chain `chainId`, behind a proxy of `proxyParameters`, and waits
 * until its stored position is the head. Resolves the follower's log lines and the proxy.
 */
async function catchUpThrough(
  chainId: number,
  proxyParameters: Omit<StartProviderProxyParameters, 'upstream'>,
  chain: Partial<InscriptionChain> = {},
) {
  const proxy: ProviderProxy = await startProviderProxy({ upstream: node.url, ...proxyParameters })
  const lines: Line[] = []
  const record = (level: string) => (object: object, message: string) =>
    lines.push({ level, object: object as Record<string, unknown>, message })
  const follower = createInscriptionFollower({
    database: database.db,
    chains: [{ chainId, rpcUrl: proxy.url, start: 'genesis', ...chain }],
    log: { info: record('info'), warn: record('warn'), error: record('error') },
    pollIntervalMs: 50,
    retryMs: 200,
  })
  follower.start()
  try {
    await vi.waitFor(
      async () => expect((await readInscriptionPosition(database.db, chainId))?.number).toBe(head),
      { timeout: 240_000, interval: 100 },
    )
    // The last line is written when the follower finds nothing more to read.
    await vi.waitFor(() => expect(lines.some((line) => line.message.includes('caught up'))).toBe(true), {
      timeout: 30_000,
      interval: 50,
    })
  } finally {
    await follower.close()
    await proxy.stop()
  }
  return { lines, proxy }
}

async function expectEveryInscriptionIndexed(chainId: number) {
  const ticks = await database.db
    .selectFrom('inscription_ticks')
    .selectAll()
    .where('chain_id', '=', chainId)
    .execute()
  expect(ticks.map((row) => ({ tick: row.tick, minted: row.minted, holders: Number(row.holders) }))).toEqual([
    { tick, minted: expected.minted.toString(), holders: expected.holders },
  ])
  const balances = await database.db
    .selectFrom('inscription_balances')
    .select(['address', 'balance'])
    .where('chain_id', '=', chainId)
    .execute()
  expect(new Map(balances.map((row) => [row.address, BigInt(row.balance)]))).toEqual(expected.balances)
}

/** Every line is one short line that says what happened, and carries no error object. */
function expectShortLines(lines: Line[]) {
  for (const line of lines) {
    expect(line.message, line.message).not.toContain('\n')
    expect(line.message.length, line.message).toBeLessThanOrEqual(200)
    expect(JSON.stringify(line.object).length, line.message).toBeLessThanOrEqual(200)
    expect(line.object, line.message).not.toHaveProperty('err')
  }
}

describe('the inscription follower catching up through a provider-like endpoint', () => {
  it('at 25 calls/s, 120 ms, a 5-block eth_getLogs cap and no eth_getBlockReceipts (Infura wording)', async () => {
    const chainId = 990_025
    const { lines, proxy } = await catchUpThrough(chainId, {
      provider: 'infura',
      requestsPerSecond: 25,
      latencyMs: 120,
      getLogsBlockRange: 5,
      refusedMethods: ['eth_getBlockReceipts'],
    })
    await expectEveryInscriptionIndexed(chainId)
    expectShortLines(lines)
    const said = lines.map((line) => line.message)
    expect(said[0]).toBe(
      `inscription index ${chainId}: ${head + 1n} blocks behind (0 to ${head}), catching up`,
    )
    expect(said).toContainEqual(
      expect.stringMatching(new RegExp(`^inscription index ${chainId}: caught up ${head + 1n} blocks in `)),
    )
    // A refusal slowed the pace, said once per slow-down with the rate Infura names.
    if (proxy.refusals().rateLimit > 0)
      expect(said).toContainEqual(
        expect.stringMatching(
          /rate-limited by the RPC \(25 req\/s\), pacing at [\d.]+ req\/s, round \d+ -> \d+ blocks/,
        ),
      )
    // The refusals of the cap and of the method were taken in stride: no round failed on them.
    expect(lines.filter((line) => line.level !== 'info')).toEqual([])
    expect(proxy.refusals().range).toBeGreaterThan(0)
    expect(proxy.refusals().method).toBeGreaterThan(0)
    // Once refused, eth_getBlockReceipts is not asked again (at most the first round's blocks asked).
    expect(proxy.counts().eth_getBlockReceipts).toBeLessThanOrEqual(20)
  })

  it('at 5 calls/s, 120 ms, in JSON-RPC batches (QuickNode wording)', async () => {
    const chainId = 990_005
    const { lines } = await catchUpThrough(
      chainId,
      { provider: 'quicknode', requestsPerSecond: 5, latencyMs: 120 },
      { batchRequests: true },
    )
    await expectEveryInscriptionIndexed(chainId)
    expectShortLines(lines)
    expect(lines.filter((line) => line.level !== 'info')).toEqual([])
    expect(lines.map((line) => line.message)).toContainEqual(
      expect.stringMatching(/caught up \d+ blocks in [\d.]+ s \(\d+ RPC calls, \d+ rate-limited/),
    )
  })

  it("says why a round failed in one short line, without the URL or viem's whole error", async () => {
    // A gateway in front of the node that has lost it: HTTP 502 with an HTML page, as load balancers answer.
    const gateway = createServer((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' })
      response.end(
        `<html>\n<head><title>502 Bad Gateway</title></head>\n<body>${'upstream down '.repeat(100)}</body>\n</html>`,
      )
    })
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
    const secret = 'v3/0123456789abcdef0123456789abcdef'
    const rpcUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/${secret}`
    const lines: Line[] = []
    const record = (level: string) => (object: object, message: string) =>
      lines.push({ level, object: object as Record<string, unknown>, message })
    const follower = createInscriptionFollower({
      database: database.db,
      chains: [{ chainId: 990_502, rpcUrl, start: 'genesis' }],
      log: { info: record('info'), warn: record('warn'), error: record('error') },
      retryMs: 50,
    })
    follower.start()
    try {
      await vi.waitFor(
        () => expect(lines.filter((line) => line.level === 'warn').length).toBeGreaterThanOrEqual(2),
        {
          timeout: 30_000,
          interval: 20,
        },
      )
    } finally {
      await follower.close()
      await new Promise<void>((resolve) => gateway.close(() => resolve()))
    }
    expectShortLines(lines)
    const [first, second] = lines.filter((line) => line.level === 'warn') as [Line, Line]
    expect(first.message).toMatch(
      /^inscription index 990502: a round failed: HTTP request failed\. \(status 502\): 502 Bad Gateway upstream down .*…; round 20 -> 10 blocks, retrying in 0\.1 s$/,
    )
    expect(second.message).toMatch(/round 10 -> 5 blocks, retrying in 0\.1 s$/)
    for (const line of lines) expect(JSON.stringify(line)).not.toContain(secret)
  })
})

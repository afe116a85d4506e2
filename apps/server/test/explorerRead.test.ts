import { approvalForAllTopic, approvalTopic, ownerTopic } from '@tokenbox/core/approvals/approvalLogs.ts'
import type { ExplorerLog } from '@tokenbox/core/explorer/explorerReadApi.ts'
import { transferTopic } from '@tokenbox/core/safety/readHolders.ts'
import {
  type EtherscanTestServer,
  startEtherscanTestServer,
} from '@tokenbox/core/testing/startEtherscanTestServer.ts'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { type Address, getAddress, type Hex, numberToHex, pad } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  type ExplorerReply,
  explorerAppFromEnv,
  injectExplorer,
  testClientAddress,
  textSink,
} from './explorerAppFromEnv.ts'
import { useTemporaryFolder } from './useTemporaryFolder.ts'

const owner: Address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const spender: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const token: Address = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'
const key = 'test-key'

const root = useTemporaryFolder('tokenbox-explorer-read-')
let explorer: EtherscanTestServer
/** Chain 31337 and 56 through the test explorer with the shared key; 10 with no key at all. */
let app: FastifyInstance
/** The same explorer, with a key it refuses. */
let wrongKeyApp: FastifyInstance
/** Every log line the apps wrote, to prove the key never appears in one. */
let logged = ''
/** The test clock (ms) of `app`'s cache and limits. */
let clock = 1_000_000
let clientCount = 0
let remoteAddress = '10.1.0.1'

function appWith(env: NodeJS.ProcessEnv, limits = {}): Promise<FastifyInstance> {
  return explorerAppFromEnv(root, env, {
    logger: { level: 'info', stream: textSink((text) => (logged += text)) },
    explorerRead: { limits: { logPagesPerMinute: 5, verifiedPerMinute: 5, ...limits }, now: () => clock },
  })
}

/** An Etherscan getLogs entry: an ERC20 Approval of `value` by the owner, in `block`. */
function approvalLog(block: number, index: number, value = 5n, topic0: Hex = approvalTopic): ExplorerLog {
  return {
    address: token,
    topics: [topic0, ownerTopic(owner), pad(spender.toLowerCase() as Hex, { size: 32 })],
    data: pad(numberToHex(value), { size: 32 }),
    blockNumber: numberToHex(block),
    timeStamp: numberToHex(1_700_000_000 + block),
    // Etherscan writes log index 0 as "0x".
    logIndex: index === 0 ? '0x' : numberToHex(index),
    transactionHash: pad(numberToHex(block * 100 + index), { size: 32 }),
  }
}

/** An Etherscan getLogs entry: `token`'s ERC20 Transfer of `value` from the owner to the spender, in `block`. */
function transferLog(block: number, index: number, value = 7n): ExplorerLog {
  return {
    ...approvalLog(block, index, value),
    topics: [transferTopic, ownerTopic(owner), pad(spender.toLowerCase() as Hex, { size: 32 })],
  }
}

beforeAll(async () => {
  explorer = await startEtherscanTestServer()
  app = await appWith({
    EXPLORER_API_KEY: key,
    EXPLORER_API_URL_31337: explorer.apiUrl,
    EXPLORER_API_URL_56: explorer.apiUrl,
  })
  wrongKeyApp = await appWith({ EXPLORER_API_KEY: 'not-the-key', EXPLORER_API_URL_31337: explorer.apiUrl })
})

afterAll(async () => {
  await app?.close()
  await wrongKeyApp?.close()
  await explorer?.close()
})

beforeEach(() => {
  explorer.reset()
  clock += 120_000 // every limit window of the previous test has ended
  clientCount++
  remoteAddress = testClientAddress(1, clientCount)
})

/** `options` injected from this test's client. */
const send = (options: InjectOptions, instance: FastifyInstance = app) =>
  injectExplorer(instance, { remoteAddress, ...options })

/** A logs query: `match` (the chain and what to match), blocks 0 to 1,000, one page of 1,000, then `overrides`. */
const logsQueryOf =
  (match: Record<string, string>) =>
  (overrides: Record<string, string> = {}) =>
    new URLSearchParams({
      ...match,
      fromBlock: '0',
      toBlock: '1000',
      page: '1',
      offset: '1000',
      ...overrides,
    }).toString()

const logsQuery = logsQueryOf({ chainId: '31337', owner, topic0: approvalTopic })
const transfersQuery = logsQueryOf({ chainId: '56', address: token, topic0: transferTopic })

const logs = (query: string, instance?: FastifyInstance) =>
  send({ method: 'GET', url: `/api/v1/web/explorer/logs?${query}` }, instance)
const verified = (query: string, instance?: FastifyInstance) =>
  send({ method: 'GET', url: `/api/v1/web/explorer/verified?${query}` }, instance)
const refusal = (message: string, data: unknown = null) => ({ status: '0', message, data })

/** A reply's status, Retry-After and body, as one value to compare. */
const statusRetryAndBody = (reply: ExplorerReply) => [
  reply.statusCode,
  reply.headers['retry-after'],
  reply.body,
]
/** What the server asks the explorer for a contract on chain 56: `question`, with the key. */
const contractQueryOn56 = (question: Record<string, string>) => ({
  chainid: '56',
  module: 'contract',
  ...question,
  apikey: key,
})
/** What a route answers while the explorer rate-limits the server: a retry in a second. */
const rateLimitedAnswer = [429, '1', refusal('explorer.rateLimited')]

describe('GET /api/v1/web/explorer/chains', () => {
  it('lists the chains with an explorer API and a key the server may send there', async () => {
    const reply = await send({ method: 'GET', url: '/api/v1/web/explorer/chains' })
    const { chainIds } = (reply.body as { data: { chainIds: number[] } }).data
    // Etherscan v2 chains take the shared key; the local chain has the operator's test explorer.
    expect(chainIds).toEqual(expect.arrayContaining([1, 56, 137, 31337]))
    // Cronos (own explorer) never gets the shared Etherscan key; Fantom has no API at all.
    expect(chainIds).not.toContain(25)
    expect(chainIds).not.toContain(250)
    expect(explorer.received).toHaveLength(0)

    const noKey = await appWith({ EXPLORER_API_KEY_25: 'cronos-key', EXPLORER_API_URL_10: explorer.apiUrl })
    try {
      const only = await send({ method: 'GET', url: '/api/v1/web/explorer/chains' }, noKey)
      expect((only.body as { data: unknown }).data).toEqual({ chainIds: [25] })
    } finally {
      await noKey.close()
    }
  })
})

describe('GET /api/v1/web/explorer/logs', () => {
  it("relays one page of the owner's approval logs with the server's key, checked and normalised", async () => {
    explorer.logs = [
      approvalLog(10, 0),
      approvalLog(20, 3),
      approvalLog(30, 1, 1n, approvalForAllTopic),
      // Another owner's approval: the explorer filters it out.
      { ...approvalLog(40, 0), topics: [approvalTopic, pad(spender, { size: 32 }), ownerTopic(owner)] },
    ]
    const reply = await logs(logsQuery({ owner: owner.toLowerCase(), toBlock: '25' }))
    expect(reply.statusCode).toBe(200)
    expect(reply.body).toEqual({
      status: '1',
      message: 'OK',
      data: { logs: [{ ...approvalLog(10, 0), logIndex: '0x0' }, approvalLog(20, 3)] },
    })
    expect(reply.text).not.toContain(key)
    expect(reply.headers['cache-control']).toBe('no-store')
    expect(explorer.received).toHaveLength(1)
    expect(explorer.received[0]?.query).toEqual({
      chainid: '31337',
      module: 'logs',
      action: 'getLogs',
      fromBlock: '0',
      toBlock: '25',
      topic0: approvalTopic,
      topic1: ownerTopic(owner),
      topic0_1_opr: 'and',
      page: '1',
      offset: '1000',
      apikey: key,
    })
  })

  it('answers an empty page for "No records found", and pages as asked', async () => {
    expect((await logs(logsQuery({ topic0: approvalForAllTopic }))).body).toEqual({
      status: '1',
      message: 'OK',
      data: { logs: [] },
    })
    explorer.logs = [approvalLog(1, 0), approvalLog(2, 0), approvalLog(3, 0)]
    const second = await logs(logsQuery({ page: '2', offset: '2' }))
    expect(
      (second.body as { data: { logs: ExplorerLog[] } }).data.logs.map((log) => log.blockNumber),
    ).toEqual(['0x3'])
  })

  it('refuses every bad parameter before any explorer call', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ chainId: '0' }, 'invalid.chain'],
      [{ chainId: '56abc' }, 'invalid.chain'],
      [{ owner: '0x1234' }, 'invalid.address'],
      // Mixed case with a wrong checksum: a typo, not an address.
      [{ owner: '0xD8dA6BF26964aF9D7eEd9e03E53415D37aA96045' }, 'invalid.address'],
      // Any other event, e.g. Transfer: the key serves approval logs only.
      [{ topic0: '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef' }, 'invalid.topic'],
      [{ topic0: 'latest' }, 'invalid.topic'],
      [{ fromBlock: '-1' }, 'invalid.blockRange'],
      [{ toBlock: 'latest' }, 'invalid.blockRange'],
      [{ fromBlock: '0x10' }, 'invalid.blockRange'],
      [{ fromBlock: '20', toBlock: '10' }, 'invalid.blockRange'],
      [{ fromBlock: '99999999999999999999' }, 'invalid.blockRange'],
      [{ offset: '1001' }, 'invalid.page'],
      [{ page: '11', offset: '1000' }, 'invalid.page'],
      [{ page: '0' }, 'invalid.page'],
      [{ page: '1.5' }, 'invalid.page'],
      [{ chainId: '999999' }, 'explorer.unknownChain'],
    ]
    for (const [overrides, code] of cases) {
      clock += 120_000
      const reply = await logs(logsQuery(overrides))
      expect([reply.statusCode, reply.body], JSON.stringify(overrides)).toEqual([400, refusal(code)])
    }
    // A repeated parameter is not a list to pick from.
    const repeated = await logs(`${logsQuery()}&owner=${spender}`)
    expect([repeated.statusCode, repeated.body]).toEqual([400, refusal('invalid.address')])
    expect(explorer.received).toHaveLength(0)
  })

  it('refuses chains it does not proxy: no explorer API, or no key to send there', async () => {
    const bare = await appWith({ EXPLORER_API_URL_10: explorer.apiUrl, EXPLORER_API_KEY: '' })
    try {
      expect((await logs(logsQuery(), bare)).body).toEqual(refusal('explorer.noApi'))
      expect((await logs(logsQuery({ chainId: '10' }), bare)).statusCode).toBe(422)
      expect((await logs(logsQuery({ chainId: '10' }), bare)).body).toEqual(refusal('explorer.noKey'))
      // Fantom: in the catalogue without an explorer API.
      expect((await logs(logsQuery({ chainId: '250' }), app)).body).toEqual(refusal('explorer.noApi'))
      // Cronos: its own explorer must not receive the shared Etherscan key.
      expect((await logs(logsQuery({ chainId: '25' }), app)).body).toEqual(refusal('explorer.noKey'))
      expect(explorer.received).toHaveLength(0)
    } finally {
      await bare.close()
    }
  })

  it("maps the explorer's failures to clear answers, and never shows or logs the key", async () => {
    logged = ''
    explorer.reset({ rateLimitNext: 1 })
    const limited = await logs(logsQuery())
    expect(statusRetryAndBody(limited)).toEqual(rateLimitedAnswer)

    const wrongKey = await logs(logsQuery(), wrongKeyApp)
    expect([wrongKey.statusCode, wrongKey.body]).toEqual([
      502,
      refusal('explorer.rejected', { reason: 'invalidKey' }),
    ])

    // An explorer answering something that is not a log: the whole page is refused.
    explorer.reset({ apiKey: key })
    explorer.logs = [approvalLog(9, 0), { ...approvalLog(10, 0), transactionHash: '0x12' }]
    const garbage = await logs(logsQuery())
    expect([garbage.statusCode, garbage.body]).toEqual([502, refusal('explorer.invalidReply')])

    const down = await appWith({ EXPLORER_API_KEY: key, EXPLORER_API_URL_31337: 'http://127.0.0.1:9/v2/api' })
    try {
      const unreachable = await logs(logsQuery(), down)
      expect([unreachable.statusCode, unreachable.body]).toEqual([502, refusal('explorer.unreachable')])
      expect(logged).toContain('explorer unreachable')
      expect(logged).toContain('Invalid API Key')
      expect(logged).not.toContain(key)
      expect(logged).not.toContain('not-the-key')
    } finally {
      await down.close()
    }
  })

  it("refuses an explorer's answer that ignores the filter: another owner's or another event's logs", async () => {
    const careless = await startEtherscanTestServer({
      readLogs: async () => [
        { ...approvalLog(10, 0), topics: [approvalTopic, pad(spender, { size: 32 }), ownerTopic(owner)] },
      ],
    })
    const relay = await appWith({ EXPLORER_API_KEY: key, EXPLORER_API_URL_31337: careless.apiUrl })
    try {
      const reply = await logs(logsQuery(), relay)
      expect([reply.statusCode, reply.body]).toEqual([502, refusal('explorer.invalidReply')])
      expect((await logs(logsQuery({ topic0: approvalForAllTopic }), relay)).statusCode).toBe(502)
    } finally {
      await relay.close()
      await careless.close()
    }
  })

  it('limits each client IP, not everyone', async () => {
    for (let index = 0; index < 5; index++) expect((await logs(logsQuery())).statusCode).toBe(200)
    const sixth = await logs(logsQuery())
    expect([sixth.statusCode, sixth.body]).toEqual([429, refusal('request.rateLimited')])
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0)
    expect(explorer.received).toHaveLength(5)
    remoteAddress = '10.9.9.9'
    expect((await logs(logsQuery())).statusCode).toBe(200)
    clock += 61_000
    remoteAddress = testClientAddress(1, clientCount)
    expect((await logs(logsQuery())).statusCode).toBe(200)
  })
})

describe("GET /api/v1/web/explorer/logs for one token's transfers", () => {
  it("relays one page of the token's Transfer logs with the server's key, checked and normalised", async () => {
    explorer.logs = [
      transferLog(10, 0),
      // An approval of the same token, and another token's transfer: the explorer filters both out.
      approvalLog(11, 0),
      { ...transferLog(12, 0), address: spender },
      transferLog(20, 2),
      transferLog(30, 1),
    ]
    const reply = await logs(transfersQuery({ address: getAddress(token), toBlock: '25' }))
    expect([reply.statusCode, reply.body]).toEqual([
      200,
      {
        status: '1',
        message: 'OK',
        data: { logs: [{ ...transferLog(10, 0), logIndex: '0x0' }, transferLog(20, 2)] },
      },
    ])
    expect(reply.text).not.toContain(key)
    expect(explorer.received[0]?.query).toEqual({
      chainid: '56',
      module: 'logs',
      action: 'getLogs',
      fromBlock: '0',
      toBlock: '25',
      address: token.toLowerCase(),
      topic0: transferTopic,
      page: '1',
      offset: '1000',
      apikey: key,
    })
  })

  it('pages as asked, up to the result window', async () => {
    explorer.logs = [transferLog(1, 0), transferLog(2, 0), transferLog(3, 0)]
    const second = await logs(transfersQuery({ page: '2', offset: '2' }))
    expect(
      (second.body as { data: { logs: ExplorerLog[] } }).data.logs.map((log) => log.blockNumber),
    ).toEqual(['0x3'])
    const past = await logs(transfersQuery({ page: '3', offset: '2' }))
    expect((past.body as { data: unknown }).data).toEqual({ logs: [] })
    expect((await logs(transfersQuery({ page: '11' }))).body).toEqual(refusal('invalid.page'))
    expect(explorer.received).toHaveLength(2)
  })

  it('serves Transfer only, for a token only, and refuses a read naming both an owner and a token', async () => {
    const cases: [string, string][] = [
      // A token's approvals, or any other event it emits: not what the key is lent for.
      [transfersQuery({ topic0: approvalTopic }), 'invalid.topic'],
      [transfersQuery({ topic0: approvalForAllTopic }), 'invalid.topic'],
      [transfersQuery({ topic0: pad('0x1234', { size: 32 }) }), 'invalid.topic'],
      // An owner's transfers: Transfer goes with a token.
      [logsQuery({ topic0: transferTopic }), 'invalid.topic'],
      [`${transfersQuery()}&owner=${owner}`, 'invalid.address'],
      [transfersQuery({ address: '0x1234' }), 'invalid.address'],
      [`${transfersQuery()}&address=${spender}`, 'invalid.address'],
      [
        new URLSearchParams({
          chainId: '56',
          topic0: transferTopic,
          fromBlock: '0',
          toBlock: '1',
        }).toString(),
        'invalid.address',
      ],
      [transfersQuery({ fromBlock: '9', toBlock: '8' }), 'invalid.blockRange'],
      [transfersQuery({ offset: '1001' }), 'invalid.page'],
    ]
    for (const [query, code] of cases) {
      clock += 120_000
      const reply = await logs(query)
      expect([reply.statusCode, reply.body], query).toEqual([400, refusal(code)])
    }
    expect(explorer.received).toHaveLength(0)
  })

  it("refuses an explorer's answer holding another token's transfers", async () => {
    const careless = await startEtherscanTestServer({
      readLogs: async () => [{ ...transferLog(10, 0), address: spender }],
    })
    const relay = await appWith({ EXPLORER_API_KEY: key, EXPLORER_API_URL_31337: careless.apiUrl })
    try {
      const reply = await logs(transfersQuery({ chainId: '31337' }), relay)
      expect([reply.statusCode, reply.body]).toEqual([502, refusal('explorer.invalidReply')])
    } finally {
      await relay.close()
      await careless.close()
    }
  })

  it("shares the approval reads' limit per client IP, and the explorer's refusals", async () => {
    explorer.reset({ rateLimitNext: 1 })
    const limited = await logs(transfersQuery())
    expect(statusRetryAndBody(limited)).toEqual(rateLimitedAnswer)
    for (let index = 0; index < 2; index++) expect((await logs(transfersQuery())).statusCode).toBe(200)
    for (let index = 0; index < 2; index++) expect((await logs(logsQuery())).statusCode).toBe(200)
    const sixth = await logs(transfersQuery())
    expect([sixth.statusCode, sixth.body]).toEqual([429, refusal('request.rateLimited')])
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0)
    expect(explorer.received).toHaveLength(5)
    const bare = await appWith({ EXPLORER_API_KEY: '' })
    try {
      expect((await logs(transfersQuery({ chainId: '1' }), bare)).body).toEqual(refusal('explorer.noKey'))
    } finally {
      await bare.close()
    }
  })
})

describe('GET /api/v1/web/explorer/creation', () => {
  const creation = (query: string, instance?: FastifyInstance) =>
    send({ method: 'GET', url: `/api/v1/web/explorer/creation?${query}` }, instance)

  it('answers the creation block, null for an address the explorer knows no creation of, and caches it', async () => {
    explorer.creations.set(token.toLowerCase(), {
      creator: owner,
      transactionHash: pad('0xabc', { size: 32 }),
      blockNumber: 12_345n,
    })
    const known = await creation(`chainId=56&address=${token}`)
    expect([known.statusCode, known.body]).toEqual([
      200,
      { status: '1', message: 'OK', data: { blockNumber: '12345' } },
    ])
    expect(known.text).not.toContain(key)
    expect(explorer.received[0]?.query).toEqual(
      contractQueryOn56({ action: 'getcontractcreation', contractaddresses: token.toLowerCase() }),
    )
    expect((await creation(`chainId=56&address=${spender}`)).body).toMatchObject({
      data: { blockNumber: null },
    })
    expect((await creation(`chainId=56&address=${token}`)).body).toMatchObject({
      data: { blockNumber: '12345' },
    })
    expect(explorer.received).toHaveLength(2)
  })

  it('refuses bad parameters, counts against the log pages and maps refusals', async () => {
    expect((await creation('chainId=56&address=0x12')).body).toEqual(refusal('invalid.address'))
    expect((await creation(`chainId=0&address=${token}`)).body).toEqual(refusal('invalid.chain'))
    explorer.reset({ rateLimitNext: 1 })
    expect((await creation(`chainId=56&address=${owner}`)).body).toEqual(refusal('explorer.rateLimited'))
    expect((await creation(`chainId=56&address=${owner}`)).body).toMatchObject({
      data: { blockNumber: null },
    })
    expect((await creation(`chainId=31337&address=${owner}`, wrongKeyApp)).body).toEqual(
      refusal('explorer.rejected', { reason: 'invalidKey' }),
    )
    // Four questions so far on this app (refused ones count), a fifth and sixth here.
    expect((await logs(transfersQuery())).statusCode).toBe(200)
    const sixth = await creation(`chainId=56&address=${spender}`)
    expect([sixth.statusCode, sixth.body]).toEqual([429, refusal('request.rateLimited')])
  })
})

describe('GET /api/v1/web/explorer/verified', () => {
  it('answers verified with the contract name, or unverified, and caches verified for 10 minutes, unverified for 30 s', async () => {
    explorer.verified.add(spender.toLowerCase())
    explorer.contractNames.set(spender.toLowerCase(), 'TokenLocker')
    const yes = await verified(`chainId=56&address=${spender}`)
    expect(yes.body).toEqual({
      status: '1',
      message: 'OK',
      data: { verified: true, contractName: 'TokenLocker' },
    })
    expect(yes.text).not.toContain(key)
    expect(explorer.received[0]?.query).toEqual(
      contractQueryOn56({ action: 'getsourcecode', address: spender.toLowerCase() }),
    )
    const no = await verified(`chainId=56&address=${token}`)
    expect((no.body as { data: unknown }).data).toEqual({ verified: false, contractName: null })
    expect(explorer.received).toHaveLength(2)

    // Asked again (in any case): from memory, even after the explorer changed its mind...
    explorer.verified.add(token.toLowerCase())
    await verified(`chainId=56&address=${spender.toLowerCase()}`)
    expect((await verified(`chainId=56&address=${token}`)).body).toMatchObject({ data: { verified: false } })
    expect(explorer.received).toHaveLength(2)
    // ...per chain (the same address elsewhere is another contract)...
    await verified(`chainId=31337&address=${token}`)
    expect(explorer.received).toHaveLength(3)
    // ...until 30 s are over for "not verified" (a contract is often verified right after its deploy)...
    remoteAddress = '10.8.0.1' // another client: this one used its 5 questions of the minute
    clock += 30_000 + 1
    expect((await verified(`chainId=56&address=${token}`)).body).toMatchObject({ data: { verified: true } })
    expect(explorer.received).toHaveLength(4)
    // ...and 10 minutes for "verified".
    explorer.verified.delete(spender.toLowerCase())
    clock += 10 * 60_000 - 30_000 - 2
    await verified(`chainId=56&address=${spender}`)
    expect(explorer.received).toHaveLength(4)
    clock += 2
    expect((await verified(`chainId=56&address=${spender}`)).body).toMatchObject({
      data: { verified: false },
    })
    expect(explorer.received).toHaveLength(5)
  })

  it('asks the explorer once for concurrent questions about the same contract', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => verified('chainId=56&address=0x0000000000000000000000000000000000000001')),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200])
    expect(explorer.received).toHaveLength(1)
  })

  it('does not cache failures, refuses bad parameters and limits each client', async () => {
    explorer.reset({ rateLimitNext: 1 })
    const limited = await verified(`chainId=56&address=${spender}`)
    expect([limited.statusCode, limited.body]).toEqual([429, refusal('explorer.rateLimited')])
    clock += 1
    const again = await verified(`chainId=56&address=${owner}`)
    expect((again.body as { data: unknown }).data).toEqual({ verified: false, contractName: null })
    const retried = await verified(`chainId=56&address=${spender}`)
    expect(retried.statusCode).toBe(200)
    expect(explorer.received).toHaveLength(3)

    expect((await verified('chainId=56&address=0x12')).body).toEqual(refusal('invalid.address'))
    const fifth = await verified('chainId=31337')
    expect([fifth.statusCode, fifth.body]).toEqual([400, refusal('invalid.address')])
    const sixth = await verified(`chainId=56&address=${spender}`)
    expect([sixth.statusCode, sixth.body]).toEqual([429, refusal('request.rateLimited')])
    expect(explorer.received).toHaveLength(3)

    clock += 120_000
    const bare = await appWith({})
    try {
      expect((await verified(`chainId=31337&address=${spender}`, bare)).body).toEqual(
        refusal('explorer.noApi'),
      )
      expect((await verified(`chainId=1&address=${spender}`, bare)).body).toEqual(refusal('explorer.noKey'))
    } finally {
      await bare.close()
    }
  })
})

import { HttpStatusError, toErrorMessage } from '@tokenbox/core'
import { standardTokenAbi } from '@tokenbox/core/contracts/index.ts'
import {
  encodeConstructorArguments,
  SourceVerificationFailedError,
  SourceVerificationTimeoutError,
  type VerifySourceThroughServerParameters,
  verifySourceThroughServer,
} from '@tokenbox/core/explorer/index.ts'
import {
  type EtherscanTestServer,
  startEtherscanTestServer,
} from '@tokenbox/core/testing/startEtherscanTestServer.ts'
import type { FastifyInstance, InjectOptions } from 'fastify'
import type { Address } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { readShippedVerifyInputs, shippedVerifyInputsDirOf } from '../src/explorer/readShippedVerifyInputs.ts'
import { explorerAppFromEnv, injectExplorer, testClientAddress } from './explorerAppFromEnv.ts'
import { listenOnFreePort } from './listenOnFreePort.ts'
import { testConfig } from './testConfig.ts'
import { useTemporaryFolder } from './useTemporaryFolder.ts'

const contractAddress: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const holder = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const constructorArguments = encodeConstructorArguments(standardTokenAbi, [
  'Verify Me',
  'VME',
  18,
  10n ** 24n,
  holder,
])
// Delays in the millisecond range: the test explorer answers at once, real timers keep it honest.
const fastBackoff = { initialMs: 5, factor: 1.5, maxMs: 20 }

const root = useTemporaryFolder('tokenbox-explorer-verify-')
let explorer: EtherscanTestServer
/** Chain 56 through the test explorer with its key; chain 10 through it too, but with no key. */
let app: FastifyInstance
/** The same explorer reached with a key it refuses. */
let wrongKeyApp: FastifyInstance
/** Like `app`, listening on a port for core's client, with limits a whole suite from one IP stays under. */
let listeningApp: FastifyInstance
let baseUrl: string
/** Each test sends from its own address, so the per-IP limits never leak between tests. */
let clientCount = 0
let remoteAddress = '10.0.0.1'

function appWith(
  env: NodeJS.ProcessEnv,
  explorerVerify?: Parameters<typeof buildApp>[0]['explorerVerify'],
): Promise<FastifyInstance> {
  return explorerAppFromEnv(root, env, { explorerVerify })
}

beforeAll(async () => {
  explorer = await startEtherscanTestServer()
  const env = {
    EXPLORER_API_KEY_56: 'test-key',
    EXPLORER_API_URL_56: explorer.apiUrl,
    EXPLORER_API_URL_10: explorer.apiUrl,
  }
  app = await appWith(env)
  wrongKeyApp = await appWith({ EXPLORER_API_KEY: 'not-the-key', EXPLORER_API_URL_56: explorer.apiUrl })
  listeningApp = await appWith(env, { limits: { submissionsPerMinute: 1_000, statusChecksPerMinute: 1_000 } })
  baseUrl = await listenOnFreePort(listeningApp)
})

afterAll(async () => {
  await app?.close()
  await wrongKeyApp?.close()
  await listeningApp?.close()
  await explorer?.close()
})

beforeEach(() => {
  explorer.reset()
  clientCount++
  remoteAddress = testClientAddress(0, clientCount)
})

/** `options` injected from this test's client. */
const send = (options: InjectOptions, instance: FastifyInstance = app) =>
  injectExplorer(instance, { remoteAddress, ...options })

const submit = (body: Record<string, unknown>, instance?: FastifyInstance) =>
  send({ method: 'POST', url: '/api/v1/web/explorer/verify', payload: body }, instance)

const status = (query: string, instance?: FastifyInstance) =>
  send({ method: 'GET', url: `/api/v1/web/explorer/verify/status?${query}` }, instance)

const validBody = {
  chainId: 56,
  contractAddress,
  contractName: 'StandardToken',
  constructorArguments,
}

const refusal = (message: string, data: unknown = null) => ({ status: '0', message, data })

describe('POST /api/v1/web/explorer/verify', () => {
  it("submits the shipped standard-JSON input with the server's key and answers the GUID", async () => {
    const reply = await submit(validBody)
    expect(reply.statusCode).toBe(200)
    expect(reply.body).toEqual({
      status: '1',
      message: 'OK',
      data: { status: 'submitted', guid: expect.stringMatching(/^guid\d+$/) },
    })
    expect(reply.headers['cache-control']).toBe('no-store')
    expect(reply.text).not.toContain('test-key')

    const shipped = (await readShippedVerifyInputs()).get('StandardToken')!
    expect(explorer.received).toHaveLength(1)
    const [request] = explorer.received
    expect(request).toMatchObject({ method: 'POST', query: { chainid: '56' } })
    expect(request?.form).toEqual({
      chainid: '56',
      module: 'contract',
      action: 'verifysourcecode',
      codeformat: 'solidity-standard-json-input',
      sourceCode: JSON.stringify(shipped.input),
      contractaddress: contractAddress,
      contractname: 'project/src/tokens/templates/StandardToken.sol:StandardToken',
      compilerversion: shipped.compilerVersion,
      constructorArguements: constructorArguments.slice(2),
      apikey: 'test-key',
    })
  })

  it("submits the london build's input when the browser deployed that build", async () => {
    const reply = await submit({ ...validBody, build: 'london' })
    expect(reply.statusCode).toBe(200)
    const london = (await readShippedVerifyInputs(shippedVerifyInputsDirOf('london'))).get('StandardToken')!
    expect(london.input.settings.evmVersion).toBe('london')
    expect(explorer.received[0]?.form.sourceCode).toBe(JSON.stringify(london.input))
    expect(explorer.received[0]?.form.sourceCode).not.toBe(
      JSON.stringify((await readShippedVerifyInputs()).get('StandardToken')!.input),
    )
  })

  it('refuses a build TokenBox does not ship, like an unknown contract', async () => {
    for (const build of ['paris', '', 7, 'Cancun']) {
      const reply = await submit({ ...validBody, build })
      expect(reply.statusCode, String(build)).toBe(400)
      expect(reply.body).toEqual(refusal('explorer.unknownTemplate'))
    }
    expect(explorer.received).toHaveLength(0)
  })

  it('takes a form-encoded body too (what core.backendPost sends) and hex without 0x', async () => {
    const reply = await send({
      method: 'POST',
      url: '/api/v1/web/explorer/verify',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...validBody,
        chainId: '56',
        constructorArguments: constructorArguments.slice(2).toUpperCase(),
      }).toString(),
    })
    expect(reply.statusCode).toBe(200)
    expect(explorer.received[0]?.form.constructorArguements).toBe(constructorArguments.slice(2).toUpperCase())
  })

  it('leaves constructorArguements out for a constructor without parameters', async () => {
    const reply = await submit({ ...validBody, contractName: 'WETH', constructorArguments: '0x' })
    expect(reply.statusCode).toBe(200)
    expect(explorer.received[0]?.formKeys).not.toContain('constructorArguements')
  })

  it('answers alreadyVerified when the explorer has the source', async () => {
    explorer.verified.add(contractAddress.toLowerCase())
    const reply = await submit(validBody)
    expect(reply).toMatchObject({
      statusCode: 200,
      body: { status: '1', data: { status: 'alreadyVerified' } },
    })
  })

  it.each([
    ['a missing chain id', { chainId: undefined }, 'invalid.chain'],
    ['a chain id that is not a number', { chainId: 'bsc' }, 'invalid.chain'],
    ['chain id 0', { chainId: 0 }, 'invalid.chain'],
    ['a short address', { contractAddress: '0x123' }, 'invalid.address'],
    [
      'an address with a wrong checksum',
      { contractAddress: contractAddress.replace('F', 'f') },
      'invalid.address',
    ],
    ['a contract TokenBox does not ship', { contractName: 'MyToken' }, 'explorer.unknownTemplate'],
    ['a test-only contract', { contractName: 'ReferenceERC20' }, 'explorer.unknownTemplate'],
    ['a path instead of a name', { contractName: '../verify/StandardToken' }, 'explorer.unknownTemplate'],
    ['source code instead of a name', { contractName: { sources: {} } }, 'explorer.unknownTemplate'],
    ['an inherited object key', { contractName: 'constructor' }, 'explorer.unknownTemplate'],
    ['odd-length hex arguments', { constructorArguments: '0xabc' }, 'invalid.constructorArguments'],
    ['arguments that are not hex', { constructorArguments: 'zz' }, 'invalid.constructorArguments'],
    ['a chain TokenBox does not know', { chainId: 999_999 }, 'explorer.unknownChain'],
  ])('refuses %s with 400', async (_case, change, message) => {
    const reply = await submit({ ...validBody, ...change })
    expect(reply).toMatchObject({ statusCode: 400, body: refusal(message) })
    expect(explorer.received).toHaveLength(0)
  })

  it('answers explorer.noApi (422) for the local chain and chains without an explorer API', async () => {
    for (const chainId of [31337, 128]) {
      const reply = await submit({ ...validBody, chainId })
      expect(reply).toMatchObject({ statusCode: 422, body: refusal('explorer.noApi') })
    }
    expect(explorer.received).toHaveLength(0)
  })

  it('answers explorer.noKey (422) when no key is configured for the chain', async () => {
    const reply = await submit({ ...validBody, chainId: 10 })
    expect(reply).toMatchObject({ statusCode: 422, body: refusal('explorer.noKey') })
    expect(explorer.received).toHaveLength(0)
  })

  it('never sends the shared Etherscan key to a chain with its own explorer (Core, 1116): explorer.noKey', async () => {
    const shared = await appWith({ EXPLORER_API_KEY: 'SHAREDETHERSCANKEY' })
    try {
      const reply = await submit({ ...validBody, chainId: 1116 }, shared)
      expect(reply).toMatchObject({ statusCode: 422, body: refusal('explorer.noKey') })
    } finally {
      await shared.close()
    }
  })

  it('answers explorer.notIndexed (409) while the contract is not indexed', async () => {
    explorer.reset({ unindexedSubmissions: 1 })
    const reply = await submit(validBody)
    expect(reply).toMatchObject({ statusCode: 409, body: refusal('explorer.notIndexed') })
  })

  it('answers explorer.rateLimited (429) when the explorer limits the key', async () => {
    explorer.reset({ rateLimitNext: 1 })
    expect(await submit(validBody)).toMatchObject({ statusCode: 429, body: refusal('explorer.rateLimited') })
  })

  it('answers explorer.rejected (502) with the reason code invalidKey when the explorer refuses the key', async () => {
    const reply = await submit(validBody, wrongKeyApp)
    expect(reply).toMatchObject({
      statusCode: 502,
      body: refusal('explorer.rejected', { reason: 'invalidKey' }),
    })
    expect(reply.text).not.toContain('not-the-key')
  })

  it('answers explorer.unreachable (502) when the explorer does not answer', async () => {
    const closed = await startEtherscanTestServer()
    await closed.close()
    const unreachable = await appWith({ EXPLORER_API_KEY: 'test-key', EXPLORER_API_URL_56: closed.apiUrl })
    try {
      const reply = await submit(validBody, unreachable)
      expect(reply).toMatchObject({ statusCode: 502, body: refusal('explorer.unreachable') })
    } finally {
      await unreachable.close()
    }
  })

  it('limits submissions per client IP (10 a minute) with Retry-After, other clients unaffected', async () => {
    for (let i = 0; i < 10; i++) expect((await submit({ ...validBody, chainId: 31337 })).statusCode).toBe(422)
    const limited = await submit(validBody)
    expect(limited).toMatchObject({ statusCode: 429, body: refusal('request.rateLimited') })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(explorer.received).toHaveLength(0)
    // Without TRUST_PROXY a client cannot pick another address with X-Forwarded-For.
    const spoofed = await send({
      method: 'POST',
      url: '/api/v1/web/explorer/verify',
      headers: { 'x-forwarded-for': '198.51.100.7' },
      payload: validBody,
    })
    expect(spoofed.statusCode).toBe(429)
    remoteAddress = '192.0.2.1'
    expect((await submit(validBody)).statusCode).toBe(200)
  })

  it.each([
    ['the proxy address', '10.9.9.9'],
    ['a hop count', '1'],
  ])("counts the client's address from X-Forwarded-For when TRUST_PROXY gives %s", async (_case, value) => {
    const behindProxy = await buildApp({
      config: testConfig({ dataDir: root, trustProxy: loadConfig({ TRUST_PROXY: value }).trustProxy }),
      logger: false,
    })
    try {
      const fromProxy = (client: string) =>
        send(
          {
            method: 'POST',
            url: '/api/v1/web/explorer/verify',
            remoteAddress: '10.9.9.9',
            headers: { 'x-forwarded-for': client },
            payload: { ...validBody, chainId: 31337 },
          },
          behindProxy,
        )
      for (let i = 0; i < 10; i++) expect((await fromProxy('198.51.100.1')).statusCode).toBe(422)
      expect((await fromProxy('198.51.100.1')).statusCode).toBe(429)
      expect((await fromProxy('198.51.100.2')).statusCode).toBe(422)
    } finally {
      await behindProxy.close()
    }
  })
})

describe('GET /api/v1/web/explorer/verify/status', () => {
  it('reports pending, then verified', async () => {
    explorer.reset({ pendingPolls: 1 })
    const submitted = (await submit(validBody)).body as { data: { guid: string } }
    const query = `chainId=56&guid=${submitted.data.guid}`
    expect(await status(query)).toMatchObject({ statusCode: 200, body: { data: { status: 'pending' } } })
    expect(await status(query)).toMatchObject({ statusCode: 200, body: { data: { status: 'verified' } } })
    expect(explorer.received.at(-1)).toMatchObject({
      method: 'GET',
      query: { chainid: '56', action: 'checkverifystatus', guid: submitted.data.guid, apikey: 'test-key' },
    })
  })

  it("reports a failed job with a code for the explorer's reason", async () => {
    explorer.reset({ pendingPolls: 0, outcome: 'fail' })
    const submitted = (await submit(validBody)).body as { data: { guid: string } }
    expect(await status(`chainId=56&guid=${submitted.data.guid}`)).toMatchObject({
      statusCode: 200,
      body: { data: { status: 'failed', reason: 'other' } },
    })
  })

  it('refuses a bad GUID and chain, and passes on the explorer refusing an unknown GUID', async () => {
    expect(await status('chainId=56')).toMatchObject({ statusCode: 400, body: refusal('invalid.guid') })
    expect(await status('chainId=56&guid=a%26b')).toMatchObject({
      statusCode: 400,
      body: refusal('invalid.guid'),
    })
    expect(await status('chainId=x&guid=abc')).toMatchObject({
      statusCode: 400,
      body: refusal('invalid.chain'),
    })
    expect(await status('chainId=31337&guid=abc')).toMatchObject({
      statusCode: 422,
      body: refusal('explorer.noApi'),
    })
    expect(await status('chainId=56&guid=nope')).toMatchObject({
      statusCode: 502,
      body: refusal('explorer.rejected', { reason: 'other' }),
    })
  })

  it('limits status checks per client IP (60 a minute)', async () => {
    for (let i = 0; i < 60; i++) expect((await status('chainId=31337&guid=abc')).statusCode).toBe(422)
    expect(await status('chainId=31337&guid=abc')).toMatchObject({
      statusCode: 429,
      body: refusal('request.rateLimited'),
    })
  })
})

describe('GET /api/v1/web/config', () => {
  it('tells the browser neither the explorer keys nor the explorer URLs', async () => {
    const reply = await send({ method: 'GET', url: '/api/v1/web/config' })
    expect(reply.statusCode).toBe(200)
    expect(reply.text).not.toContain('test-key')
    expect(reply.text).not.toContain(explorer.apiUrl)
  })
})

describe('verifySourceThroughServer against the server and the test explorer', () => {
  const parameters = (
    extra: Partial<VerifySourceThroughServerParameters> = {},
  ): VerifySourceThroughServerParameters => ({
    baseUrl,
    chainId: 56,
    contractAddress,
    contractName: 'StandardToken',
    constructorArguments,
    backoff: fastBackoff,
    ...extra,
  })

  it('submits through the server, waits out not-indexed and rate-limit answers, and resolves verified', async () => {
    explorer.reset({ unindexedSubmissions: 1, pendingPolls: 2 })
    await expect(verifySourceThroughServer(parameters())).resolves.toEqual({
      status: 'verified',
      guid: expect.stringMatching(/^guid/),
    })
    expect(explorer.received.map((request) => request.form.action ?? request.query.action)).toEqual([
      'verifysourcecode', // "Unable to locate ContractCode": submitted again
      'verifysourcecode',
      'checkverifystatus', // pending
      'checkverifystatus', // pending
      'checkverifystatus', // verified
    ])
    expect(explorer.verified.has(contractAddress.toLowerCase())).toBe(true)

    explorer.reset({ rateLimitNext: 2, pendingPolls: 0 })
    await expect(verifySourceThroughServer(parameters())).resolves.toMatchObject({ status: 'verified' })
    expect(explorer.received).toHaveLength(4)
  })

  it('resolves alreadyVerified like verifySource', async () => {
    explorer.verified.add(contractAddress.toLowerCase())
    await expect(verifySourceThroughServer(parameters())).resolves.toEqual({ status: 'alreadyVerified' })
  })

  it('resolves skipped, without calling any explorer, where the chain cannot be verified', async () => {
    // Every request the browser would make (passed through, only recorded).
    const fetches = vi.spyOn(globalThis, 'fetch')
    try {
      await expect(verifySourceThroughServer(parameters({ chainId: 31337 }))).resolves.toEqual({
        status: 'skipped',
        reason: 'explorer.noApi',
      })
      await expect(verifySourceThroughServer(parameters({ chainId: 10 }))).resolves.toEqual({
        status: 'skipped',
        reason: 'explorer.noKey',
      })
      // Nothing submitted (issue 52: the local chain's 422 was a console error on every creation);
      // only the list of the chains the server reaches an explorer for was read.
      const paths = fetches.mock.calls.map(([input]) => new URL(String(input)).pathname)
      expect(paths).toEqual(['/api/v1/web/explorer/chains', '/api/v1/web/explorer/chains'])
    } finally {
      fetches.mockRestore()
    }
    expect(explorer.received).toHaveLength(0)
  })

  it("fails with the code of the explorer's reason when the explorer cannot verify", async () => {
    explorer.reset({ pendingPolls: 0, outcome: 'fail' })
    const error = await verifySourceThroughServer(parameters()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SourceVerificationFailedError)
    expect(error).toMatchObject({ reason: 'other' })
    expect(toErrorMessage(error)).toEqual({ key: 'requestFailed', params: { message: 'other' } })
  })

  it('fails at once with the server code on a request it refuses', async () => {
    const error = await verifySourceThroughServer(parameters({ contractName: 'MyToken' })).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(HttpStatusError)
    expect(error).toMatchObject({ status: 400, serverMessage: 'explorer.unknownTemplate' })
    expect(toErrorMessage(error)).toEqual({
      key: 'requestFailed',
      params: { message: 'explorer.unknownTemplate' },
    })
  })

  it('times out with the GUID when the queue never moves', async () => {
    explorer.reset({ pendingPolls: 1_000 })
    let clock = 0
    const error = await verifySourceThroughServer(
      parameters({
        backoff: { initialMs: 3_000, factor: 1.5, maxMs: 15_000 },
        timeoutMs: 30_000,
        now: () => clock,
        sleep: async (ms) => {
          clock += ms
        },
      }),
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SourceVerificationTimeoutError)
    expect(error).toMatchObject({ timeoutMs: 30_000, guid: expect.stringMatching(/^guid/) })
  })
})

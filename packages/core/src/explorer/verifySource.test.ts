import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type EtherscanTestServer, startEtherscanTestServer } from '../../testing/startEtherscanTestServer.ts'
import { sampleStablecoinAbi } from '../contracts/index.ts'
import { ReplyRejectedError } from '../errors/request.ts'
import { toErrorMessage } from '../errors/toErrorMessage.ts'
import { checkVerificationStatus } from './checkVerificationStatus.ts'
import { classifyExplorerResult } from './classifyExplorerResult.ts'
import { encodeConstructorArguments } from './encodeConstructorArguments.ts'
import { SourceVerificationFailedError, SourceVerificationTimeoutError } from './errors.ts'
import { submitSourceVerification } from './submitSourceVerification.ts'
import type { VerifyInput } from './types.ts'
import { type VerifySourceParameters, verifySource } from './verifySource.ts'

const verifyInput = JSON.parse(
  readFileSync(new URL('../contracts/verify/SampleStablecoin.json', import.meta.url), 'utf8'),
) as VerifyInput
const contractAddress = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const constructorArguments = encodeConstructorArguments(sampleStablecoinAbi, [
  'Test USD',
  'TUSD',
  6,
  1_000_000n,
  10n ** 12n,
])

let explorer: EtherscanTestServer
beforeAll(async () => {
  explorer = await startEtherscanTestServer()
})
afterAll(async () => {
  await explorer.close()
})
beforeEach(() => explorer.reset())

/** A clock that only moves when the code under test sleeps, so backoff and deadlines are exact. */
function fakeTimers() {
  const timers = { clock: 0, delays: [] as number[] }
  return {
    timers,
    sleep: async (ms: number) => {
      timers.delays.push(ms)
      timers.clock += ms
    },
    now: () => timers.clock,
  }
}

function parameters(extra: Partial<VerifySourceParameters> = {}): VerifySourceParameters {
  return {
    apiUrl: explorer.apiUrl,
    apiKey: 'test-key',
    chainId: 56,
    contractAddress,
    verifyInput,
    constructorArguments,
    ...extra,
  }
}

describe('submitSourceVerification', () => {
  it('POSTs the documented form fields and resolves with the GUID', async () => {
    const submission = await submitSourceVerification(parameters())
    expect(submission).toEqual({ status: 'submitted', guid: expect.stringMatching(/^guid\d+$/) })
    const [request] = explorer.received
    expect(explorer.received).toHaveLength(1)
    expect(request?.method).toBe('POST')
    expect(request?.contentType).toMatch(/^application\/x-www-form-urlencoded/)
    expect(request?.query).toEqual({ chainid: '56' })
    expect(request?.form).toEqual({
      chainid: '56',
      module: 'contract',
      action: 'verifysourcecode',
      codeformat: 'solidity-standard-json-input',
      sourceCode: JSON.stringify(verifyInput.input),
      contractaddress: contractAddress,
      contractname: 'project/src/tokens/SampleStablecoin.sol:SampleStablecoin',
      compilerversion: verifyInput.compilerVersion,
      constructorArguements: constructorArguments.slice(2),
      apikey: 'test-key',
    })
    expect(request?.form.compilerversion).toMatch(/^v\d+\.\d+\.\d+\+commit\.[0-9a-f]{8}$/)
    expect(request?.form.constructorArguements).toMatch(/^[0-9a-f]+$/)
    // The standard-JSON input arrives intact (sources and settings), not re-encoded or trimmed.
    expect(JSON.parse(request?.form.sourceCode ?? '')).toEqual(verifyInput.input)
    expect(request?.formKeys).toHaveLength(new Set(request?.formKeys).size)
  })

  it('keeps a chainid the endpoint already carries and leaves out empty optional fields', async () => {
    explorer.reset({ apiKey: '' })
    await submitSourceVerification(
      parameters({ apiUrl: `${explorer.apiUrl}?chainid=97`, apiKey: undefined, constructorArguments: '0x' }),
    )
    const [request] = explorer.received
    expect(request?.query).toEqual({ chainid: '97' })
    expect(request?.formKeys).not.toContain('apikey')
    expect(request?.formKeys).not.toContain('constructorArguements')
  })

  it('rejects a NOTOK reply with the explorer result as the message', async () => {
    const error = await submitSourceVerification(parameters({ apiKey: 'wrong' })).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ReplyRejectedError)
    expect((error as ReplyRejectedError).shortMessage).toBe('Invalid API Key')
    expect((error as ReplyRejectedError).body).toEqual({
      status: '0',
      message: 'NOTOK',
      result: 'Invalid API Key',
    })
    expect(toErrorMessage(error)).toEqual({ key: 'requestFailed', params: { message: 'Invalid API Key' } })
  })

  it('reports an already verified contract without a GUID', async () => {
    explorer.verified.add(contractAddress.toLowerCase())
    await expect(submitSourceVerification(parameters())).resolves.toEqual({ status: 'alreadyVerified' })
  })
})

describe('checkVerificationStatus', () => {
  async function submitted(behaviour: Parameters<EtherscanTestServer['reset']>[0]) {
    explorer.reset(behaviour)
    const submission = await submitSourceVerification(parameters())
    if (submission.status !== 'submitted') throw new Error('not submitted')
    return submission.guid
  }

  it('sends a GET with the GUID and reads pending, then verified', async () => {
    const guid = await submitted({ pendingPolls: 1 })
    const check = () => checkVerificationStatus({ ...parameters(), guid })
    await expect(check()).resolves.toEqual({ status: 'pending' })
    await expect(check()).resolves.toEqual({ status: 'verified' })
    expect(explorer.received[1]).toMatchObject({
      method: 'GET',
      query: { chainid: '56', module: 'contract', action: 'checkverifystatus', guid, apikey: 'test-key' },
    })
  })

  it('reads a failure with its reason and an already verified contract', async () => {
    const failed = await submitted({ pendingPolls: 0, outcome: 'fail' })
    await expect(checkVerificationStatus({ ...parameters(), guid: failed })).resolves.toEqual({
      status: 'failed',
      reason: 'Fail - Unable to verify',
    })
    const already = await submitted({ pendingPolls: 0, outcome: 'alreadyVerified' })
    await expect(checkVerificationStatus({ ...parameters(), guid: already })).resolves.toEqual({
      status: 'alreadyVerified',
    })
  })

  it('rejects an unknown GUID and the rate limit with the explorer text', async () => {
    await expect(checkVerificationStatus({ ...parameters(), guid: 'nope' })).rejects.toMatchObject({
      name: 'ReplyRejectedError',
      shortMessage: 'Unknown UID',
    })
    explorer.reset({ rateLimitNext: 1 })
    await expect(checkVerificationStatus({ ...parameters(), guid: 'x' })).rejects.toMatchObject({
      shortMessage: 'Max rate limit reached',
    })
  })
})

describe('verifySource', () => {
  it('submits, polls with a growing delay and resolves when verified', async () => {
    explorer.reset({ pendingPolls: 3 })
    const { timers, sleep, now } = fakeTimers()
    const outcome = await verifySource(parameters({ sleep, now }))
    expect(outcome).toEqual({ status: 'verified', guid: expect.any(String) })
    expect(timers.delays).toEqual([3_000, 4_500, 6_750, 10_125])
    expect(explorer.received.map((request) => request.form.action ?? request.query.action)).toEqual([
      'verifysourcecode',
      'checkverifystatus',
      'checkverifystatus',
      'checkverifystatus',
      'checkverifystatus',
    ])
    expect(explorer.verified.has(contractAddress.toLowerCase())).toBe(true)
  })

  it('caps the delay at maxMs', async () => {
    explorer.reset({ pendingPolls: 4 })
    const { timers, sleep, now } = fakeTimers()
    await verifySource(parameters({ sleep, now, backoff: { initialMs: 1_000, factor: 2, maxMs: 3_000 } }))
    expect(timers.delays).toEqual([1_000, 2_000, 3_000, 3_000, 3_000])
  })

  it('submits again while the explorer has not indexed the contract', async () => {
    explorer.reset({ unindexedSubmissions: 2, pendingPolls: 0 })
    const { timers, sleep, now } = fakeTimers()
    await expect(verifySource(parameters({ sleep, now }))).resolves.toMatchObject({ status: 'verified' })
    const submissions = explorer.received.filter((request) => request.form.action === 'verifysourcecode')
    expect(submissions).toHaveLength(3)
    expect(timers.delays).toEqual([3_000, 4_500, 3_000])
  })

  it('gives up after notIndexedAttempts submissions with the explorer error', async () => {
    explorer.reset({ unindexedSubmissions: 100 })
    const { sleep, now } = fakeTimers()
    const error = await verifySource(parameters({ sleep, now, notIndexedAttempts: 3 })).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ReplyRejectedError)
    expect((error as ReplyRejectedError).shortMessage).toBe(
      `Unable to locate ContractCode at ${contractAddress.toLowerCase()}`,
    )
    expect(explorer.received).toHaveLength(3)
  })

  it('waits out the rate limit on submission and on polls', async () => {
    explorer.reset({ rateLimitNext: 2, pendingPolls: 1 })
    const { timers, sleep, now } = fakeTimers()
    await expect(verifySource(parameters({ sleep, now }))).resolves.toMatchObject({ status: 'verified' })
    // Two rate-limited submissions (3 s, 4.5 s), then polls: pending, verified.
    expect(timers.delays).toEqual([3_000, 4_500, 3_000, 4_500])
    expect(explorer.received).toHaveLength(5)

    // A rate limit on a poll: the first poll is limited, the second passes.
    explorer.reset({ pendingPolls: 0 })
    const limited = fakeTimers()
    const sleepThenLimit = async (ms: number) => {
      if (limited.timers.delays.length === 0) explorer.behaviour.rateLimitNext = 1
      await limited.sleep(ms)
    }
    await expect(
      verifySource(parameters({ sleep: sleepThenLimit, now: limited.now })),
    ).resolves.toMatchObject({ status: 'verified' })
    expect(limited.timers.delays).toEqual([3_000, 4_500])
    expect(explorer.received.map((request) => request.form.action ?? request.query.action)).toEqual([
      'verifysourcecode',
      'checkverifystatus',
      'checkverifystatus',
    ])
  })

  it('fails with the explorer reason, shown as requestFailed', async () => {
    explorer.reset({ outcome: 'fail' })
    const { sleep, now } = fakeTimers()
    const error = await verifySource(parameters({ sleep, now })).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SourceVerificationFailedError)
    expect(error).toMatchObject({ reason: 'Fail - Unable to verify', guid: expect.any(String) })
    expect(toErrorMessage(error)).toEqual({
      key: 'requestFailed',
      params: { message: 'Fail - Unable to verify' },
    })
  })

  it('fails at once on an invalid API key', async () => {
    const { timers, sleep, now } = fakeTimers()
    await expect(verifySource(parameters({ apiKey: 'wrong', sleep, now }))).rejects.toMatchObject({
      shortMessage: 'Invalid API Key',
    })
    expect(explorer.received).toHaveLength(1)
    expect(timers.delays).toEqual([])
  })

  it('resolves alreadyVerified from the submission or from the job', async () => {
    const { sleep, now } = fakeTimers()
    explorer.verified.add(contractAddress.toLowerCase())
    await expect(verifySource(parameters({ sleep, now }))).resolves.toEqual({ status: 'alreadyVerified' })
    expect(explorer.received).toHaveLength(1)
    explorer.reset({ outcome: 'alreadyVerified' })
    await expect(verifySource(parameters({ sleep, now }))).resolves.toEqual({
      status: 'alreadyVerified',
      guid: expect.any(String),
    })
  })

  it('times out with the GUID when the queue never moves, without waiting past the deadline', async () => {
    explorer.reset({ pendingPolls: 1_000 })
    const { timers, sleep, now } = fakeTimers()
    const error = await verifySource(parameters({ sleep, now, timeoutMs: 60_000 })).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SourceVerificationTimeoutError)
    expect(error).toMatchObject({ timeoutMs: 60_000, guid: expect.stringMatching(/^guid/) })
    expect(timers.clock).toBeLessThanOrEqual(60_000)
    // 3 + 4.5 + 6.75 + 10.125 + 15 + 15 = 54.375 s; the next 15 s would pass the deadline.
    expect(timers.delays).toEqual([3_000, 4_500, 6_750, 10_125, 15_000, 15_000])
  })

  it('stops waiting at once when the caller aborts (real timers)', async () => {
    explorer.reset({ pendingPolls: 1_000 })
    const controller = new AbortController()
    const reason = new Error('screen closed')
    const started = Date.now()
    const pending = verifySource(parameters({ requestOptions: { signal: controller.signal } }))
    setTimeout(() => controller.abort(reason), 100)
    await expect(pending).rejects.toBe(reason)
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})

describe('classifyExplorerResult', () => {
  it.each([
    ['Max rate limit reached', 'rateLimited'],
    ['Max calls per sec rate limit reached (5/sec)', 'rateLimited'],
    ['Unable to locate ContractCode at 0xabc', 'notIndexed'],
    ['Contract source code not verified', 'notIndexed'],
    ['Contract source code already verified', 'alreadyVerified'],
    ['Already Verified', 'alreadyVerified'],
    ['Pending in queue', 'pending'],
    ['Pass - Verified', 'verified'],
    ['Fail - Unable to verify', 'failed'],
    ['Invalid API Key', 'other'],
    [undefined, 'other'],
  ])('%s -> %s', (result, kind) => {
    expect(classifyExplorerResult(result)).toBe(kind)
  })
})

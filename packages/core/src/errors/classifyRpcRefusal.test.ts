import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { failureFromAnswer } from '../../testing/failureFromAnswer.ts'
import { providerRefusalWordings } from '../../testing/providerRefusalWordings.ts'
import { revertingInitCode } from '../../testing/revertingInitCode.ts'
import { startAnvilNode } from '../local/startAnvilNode.ts'
import { classifyLogRangeError } from '../logs/scanLogs.ts'
import { classifyRpcRefusal } from './classifyRpcRefusal.ts'

/**
 * An endpoint that answers every request with one wording, as the provider sends it (its HTTP
 * status, its JSON-RPC error, a Retry-After on a 429), so each wording reaches the recogniser
 * wrapped exactly as viem wraps it in the product.
 */
let server: Server
let url: string
let answer: (typeof providerRefusalWordings)[number] = providerRefusalWordings[0]!

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const { id } = JSON.parse(body) as { id: number }
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (answer.httpStatus === 429) headers['retry-after'] = '2'
      response.writeHead(answer.httpStatus, headers)
      const error = {
        code: answer.code,
        message: answer.message,
        ...(answer.data ? { data: answer.data } : {}),
      }
      response.end(JSON.stringify({ jsonrpc: '2.0', id, error }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('classifyRpcRefusal', () => {
  it.each(
    providerRefusalWordings.map((wording) => [
      `${wording.provider}: ${wording.message.slice(0, 60)}`,
      wording,
    ]),
  )('%s', async (_name, wording) => {
    answer = wording
    const client = createPublicClient({ transport: http(url, { retryCount: 0 }) })
    const error = await client
      .request({ method: 'eth_getLogs', params: [{ fromBlock: '0x0', toBlock: '0x2710' }] } as never)
      .then(
        () => undefined,
        (failure: unknown) => failure,
      )
    const refusal = classifyRpcRefusal(error)
    expect(refusal?.kind).toBe(wording.kind)
    if (refusal?.kind === 'range')
      expect(refusal.limit).toBe(wording.limit === undefined ? undefined : BigInt(wording.limit))
    if (refusal?.kind === 'rateLimit' && wording.httpStatus === 429) expect(refusal.retryAfterMs).toBe(2_000)
    if (refusal?.kind === 'rateLimit') expect(refusal.requestsPerSecond).toBe(wording.requestsPerSecond)
  })

  it('reads the same wordings as plain objects and errors (a wallet provider passes them unwrapped)', () => {
    for (const wording of providerRefusalWordings) {
      const plain = { code: wording.code, message: wording.message, data: wording.data }
      expect(classifyRpcRefusal(plain)?.kind, wording.message).toBe(wording.kind)
    }
  })

  it('takes the range a provider proposes', () => {
    const alchemy = providerRefusalWordings.find((wording) => wording.provider === 'Alchemy (2022)')!
    expect(classifyRpcRefusal({ code: alchemy.code, message: alchemy.message })).toEqual({
      kind: 'results',
      suggestedSpan: 0x87fean,
    })
  })

  it("takes Infura's backoff_seconds when no Retry-After comes", () => {
    expect(
      classifyRpcRefusal({
        code: -32005,
        message: 'project ID request rate exceeded',
        data: { rate: { allowed_rps: 5, backoff_seconds: 1.5, current_rps: 7 } },
      }),
    ).toEqual({ kind: 'rateLimit', retryAfterMs: 1_500, requestsPerSecond: 5 })
  })

  it('takes an HTTP 503 that says when to come back for a rate limit, whatever its body; a bare 503 for none', async () => {
    const answerWith = async (headers: Record<string, string>) =>
      classifyRpcRefusal(
        await failureFromAnswer({
          status: 503,
          body: '<html><body>Service Temporarily Unavailable</body></html>',
          type: 'text/html',
          headers,
        }),
      )
    expect(await answerWith({ 'retry-after': '3' })).toEqual({ kind: 'rateLimit', retryAfterMs: 3_000 })
    expect(await answerWith({})).toBeNull()
  })

  it('waits out a rate limit in words no provider of the table used: the words any limiter uses', () => {
    for (const message of [
      'Request throttled, retry shortly',
      'Server busy, please try again later',
      'You are sending too many calls',
      'Service over capacity',
      'exceeded 25 requests per second for this key',
      'RPS limit hit',
    ])
      expect(classifyRpcRefusal({ code: -32000, message })?.kind, message).toBe('rateLimit')
    // Not a rate limit: too many results or blocks ask for less, not for a wait, even said with "later".
    expect(classifyRpcRefusal({ code: -32005, message: 'too many logs in the response' })?.kind).toBe(
      'results',
    )
    expect(
      classifyRpcRefusal({ code: -32000, message: 'query timeout exceeded, try again later' })?.kind,
    ).toBe('results')
  })

  it("calls no revert a refusal, whatever its reason says: an anti-bot token's 'Rate limit exceeded' is the contract's answer", async () => {
    const node = await startAnvilNode()
    try {
      const client = createPublicClient({ transport: http(node.url, { retryCount: 0 }) })
      for (const reason of [
        'Rate limit exceeded',
        'Too many requests, try again later',
        'block range too large',
      ]) {
        const error = await client
          .call({ data: revertingInitCode(reason) })
          .catch((failure: unknown) => failure)
        expect(error, reason).toBeInstanceOf(Error)
        expect(classifyRpcRefusal(error), reason).toBeNull()
      }
    } finally {
      await node.stop()
    }
    expect(
      classifyRpcRefusal({ code: 3, message: 'execution reverted: rate limit', data: '0x08c379a0' }),
    ).toBeNull()
  })

  it('leaves every other failure alone', () => {
    expect(classifyRpcRefusal(new Error('fetch failed'))).toBeNull()
    expect(classifyRpcRefusal({ code: 3, message: 'execution reverted', data: '0x08c379a0' })).toBeNull()
    expect(
      classifyRpcRefusal({ code: -32602, message: 'invalid argument 0: hex string without 0x prefix' }),
    ).toBeNull()
    expect(classifyRpcRefusal(undefined)).toBeNull()
  })

  it('keeps classifyLogRangeError for the scans: range or results, never a rate limit', () => {
    expect(classifyLogRangeError({ code: -32602, message: 'range 3607 exceeds limit of 1000' })).toBe('range')
    expect(classifyLogRangeError({ code: -32614, message: 'eth_getLogs is limited to a 1,000 range' })).toBe(
      'range',
    )
    expect(
      classifyLogRangeError({
        code: -32005,
        message: 'Log response size exceeded. Maximum allowed number of requested blocks is 1000',
      }),
    ).toBe('range')
    expect(classifyLogRangeError({ code: 429, message: 'Too Many Requests' })).toBeNull()
  })
})

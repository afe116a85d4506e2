import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { explorerAppFromEnv, textSink } from './explorerAppFromEnv.ts'
import { useTemporaryFolder } from './useTemporaryFolder.ts'

/**
 * A hostile or careless explorer: every refusal quotes the request it got, so the operator's key
 * comes back URL-encoded (GET query), lower-cased, and as sent. None of it may reach a browser,
 * and the log gets the key in no form either.
 */
const apiKey = 'Sec+ret/Key=ABC123'
const keyForms = [
  apiKey,
  encodeURIComponent(apiKey),
  apiKey.toLowerCase(),
  encodeURIComponent(apiKey).toLowerCase(),
]
const contractAddress = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

const root = useTemporaryFolder('tokenbox-explorer-text-')
let explorer: Server
let app: FastifyInstance
let logged = ''
/** What the explorer answers to `checkverifystatus`: a failed job quoting the key, or a refusal. */
let statusAnswer: 'fail' | 'refuse' = 'refuse'

beforeAll(async () => {
  explorer = createServer(async (request, response) => {
    let body = ''
    for await (const chunk of request) body += chunk
    const url = request.url ?? ''
    const form = new URLSearchParams(body)
    const action = new URL(url, 'http://localhost').searchParams.get('action') ?? form.get('action')
    const echo = `${url} ${body.slice(0, 200)} ${form.get('apikey')?.toLowerCase() ?? ''}`
    const result =
      action === 'checkverifystatus' && statusAnswer === 'fail'
        ? `Fail - Unable to verify. Compiled bytecode does NOT match (request ${echo})`
        : `Error! Invalid parameter in ${echo}`
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ status: '0', message: 'NOTOK', result }))
  })
  explorer.listen(0, '127.0.0.1')
  await once(explorer, 'listening')
  const apiUrl = `http://127.0.0.1:${(explorer.address() as AddressInfo).port}/v2/api`
  app = await explorerAppFromEnv(
    root,
    { EXPLORER_API_KEY_56: apiKey, EXPLORER_API_URL_56: apiUrl },
    { logger: { level: 'info', stream: textSink((text) => (logged += text)) } },
  )
})

afterAll(async () => {
  await app?.close()
  explorer?.close()
})

beforeEach(() => {
  logged = ''
  statusAnswer = 'refuse'
})

function expectNoKeyIn(text: string) {
  for (const form of keyForms) expect(text).not.toContain(form)
}

describe("an explorer's refusal text", () => {
  it('reaches the browser of a verification only as a code', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/v1/web/explorer/verify',
      payload: { chainId: 56, contractAddress, contractName: 'StandardToken' },
    })
    expect(reply.statusCode).toBe(502)
    expect(reply.json()).toEqual({ status: '0', message: 'explorer.rejected', data: { reason: 'other' } })
    expectNoKeyIn(reply.body)
    expectNoKeyIn(logged)
    // The operator still learns what the explorer said, without the key.
    expect(logged).toContain('Invalid parameter')
  })

  it('reaches the browser of a status check only as a code, a failed job included', async () => {
    const refused = await app.inject({
      method: 'GET',
      url: '/api/v1/web/explorer/verify/status?chainId=56&guid=abc',
    })
    expect(refused.json()).toEqual({ status: '0', message: 'explorer.rejected', data: { reason: 'other' } })
    expectNoKeyIn(refused.body)
    statusAnswer = 'fail'
    const failed = await app.inject({
      method: 'GET',
      url: '/api/v1/web/explorer/verify/status?chainId=56&guid=abc',
    })
    expect(failed.json()).toEqual({
      status: '1',
      message: 'OK',
      data: { status: 'failed', reason: 'bytecodeMismatch' },
    })
    expectNoKeyIn(failed.body)
    expectNoKeyIn(logged)
  })

  it('reaches the browser of the read proxy only as a code', async () => {
    for (const url of [
      `/api/v1/web/explorer/verified?chainId=56&address=${contractAddress}`,
      `/api/v1/web/explorer/logs?chainId=56&owner=${contractAddress}&topic0=0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925&fromBlock=0&toBlock=10`,
    ]) {
      const reply = await app.inject({ method: 'GET', url })
      expect(reply.statusCode).toBe(502)
      expect(reply.json()).toEqual({ status: '0', message: 'explorer.rejected', data: { reason: 'other' } })
      expectNoKeyIn(reply.body)
    }
    expectNoKeyIn(logged)
  })
})

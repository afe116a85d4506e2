import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { useTestHttpServer } from '../../testing/useTestHttpServer.ts'
import { BaseError } from '../errors/BaseError.ts'
import {
  HttpStatusError,
  ReplyParseError,
  ReplyRejectedError,
  RequestNetworkError,
  RequestTimeoutError,
} from '../errors/request.ts'
import { backendGet } from './backendGet.ts'
import { backendPost } from './backendPost.ts'
import { explorerGet } from './explorerGet.ts'

type Seen = { method: string; url: string; contentType: string | undefined; body: string }

const seen: Seen[] = []

// A real HTTP server whose answer each path chooses; every request is recorded as received.
async function handle(request: IncomingMessage, response: ServerResponse) {
  let body = ''
  for await (const chunk of request) body += chunk
  seen.push({
    method: request.method ?? '',
    url: request.url ?? '',
    contentType: request.headers['content-type'],
    body,
  })
  const path = new URL(request.url ?? '/', 'http://x').pathname
  const json = (status: number, value: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(value))
  }
  if (path === '/ok') return json(200, { status: '1', message: 'OK', data: { vip: 2 } })
  if (path === '/none') return json(200, { status: '0', message: 'No transactions found', result: [] })
  if (path === '/odd-status-with-result') return json(200, { status: '2', message: 'odd', result: 'x' })
  if (path === '/rejected') return json(200, { status: '-1', message: 'Rate limit reached' })
  if (path === '/rejected-silent') return json(200, { result: '' })
  if (path === '/bad-input') return json(400, { status: '0', message: 'address is invalid', data: null })
  if (path === '/crash') {
    response.writeHead(502, 'Bad Gateway', { 'content-type': 'text/html' })
    return response.end('<html>upstream down</html>')
  }
  if (path === '/html') {
    response.writeHead(200, { 'content-type': 'text/html' })
    return response.end('<html></html>')
  }
  if (path === '/slow') {
    const timer = setTimeout(() => json(200, { status: '1', data: 1 }), 2_000)
    response.on('close', () => clearTimeout(timer))
    return
  }
  json(404, { message: 'not found' })
}

const api = useTestHttpServer((request, response) => void handle(request, response))

describe('backendGet', () => {
  it('sends query parameters and resolves the envelope', async () => {
    const reply = await backendGet<{ status: string; data: { vip: number } }>(
      '/ok',
      { address: '0xAbC', chain: 56, page: undefined, empty: null },
      { baseUrl: api.baseUrl },
    )
    expect(reply.data.vip).toBe(2)
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/ok?address=0xAbC&chain=56', body: '' })
  })

  it('resolves a status "0" reply (the caller decides what "none" means)', async () => {
    const reply = await backendGet('/none', {}, { baseUrl: api.baseUrl })
    expect(reply).toEqual({ status: '0', message: 'No transactions found', result: [] })
  })

  it('resolves an unknown status when the result is not empty', async () => {
    await expect(backendGet('/odd-status-with-result', {}, { baseUrl: api.baseUrl })).resolves.toMatchObject({
      result: 'x',
    })
  })

  it('rejects an unknown status with an empty result, with the server message', async () => {
    const error = await backendGet('/rejected', {}, { baseUrl: api.baseUrl }).catch((error: unknown) => error)
    expect(error).toBeInstanceOf(ReplyRejectedError)
    expect((error as ReplyRejectedError).shortMessage).toBe('Rate limit reached')
  })

  it('rejects with "Error" when the server gives no message', async () => {
    const error = await backendGet('/rejected-silent', {}, { baseUrl: api.baseUrl }).catch(
      (error: unknown) => error,
    )
    expect(error).toBeInstanceOf(ReplyRejectedError)
    expect((error as ReplyRejectedError).shortMessage).toBe('Error')
  })

  it('rejects a non-2xx reply with the body message', async () => {
    const error = await backendGet('/bad-input', { address: 'x' }, { baseUrl: api.baseUrl }).catch(
      (error: unknown) => error,
    )
    expect(error).toBeInstanceOf(HttpStatusError)
    expect(error).toMatchObject({ status: 400, shortMessage: 'address is invalid' })
    expect((error as HttpStatusError).body).toEqual({
      status: '0',
      message: 'address is invalid',
      data: null,
    })
  })

  it('rejects a non-JSON error page with the status text', async () => {
    const error = await backendGet('/crash', {}, { baseUrl: api.baseUrl }).catch((error: unknown) => error)
    expect(error).toMatchObject({ name: 'HttpStatusError', status: 502, shortMessage: 'Bad Gateway' })
  })

  it('rejects a 2xx reply that is not JSON', async () => {
    await expect(backendGet('/html', {}, { baseUrl: api.baseUrl })).rejects.toBeInstanceOf(ReplyParseError)
  })

  it('times out with a typed error', async () => {
    const started = Date.now()
    const error = await backendGet('/slow', {}, { baseUrl: api.baseUrl, timeoutMs: 100 }).catch(
      (error: unknown) => error,
    )
    expect(error).toBeInstanceOf(RequestTimeoutError)
    expect(error).toMatchObject({ timeoutMs: 100 })
    expect(Date.now() - started).toBeLessThan(1_500)
  })

  it("rethrows the caller's abort reason", async () => {
    const controller = new AbortController()
    const pending = backendGet('/slow', {}, { baseUrl: api.baseUrl, signal: controller.signal })
    const reason = new Error('screen closed')
    setTimeout(() => controller.abort(reason), 50)
    await expect(pending).rejects.toBe(reason)
  })

  it('reports an unreachable server as a network error with its cause', async () => {
    const closed = createServer()
    closed.listen(0, '127.0.0.1')
    await once(closed, 'listening')
    const port = (closed.address() as AddressInfo).port
    closed.close()
    await once(closed, 'close')
    const error = await backendGet('/ok', {}, { baseUrl: `http://127.0.0.1:${port}` }).catch(
      (error: unknown) => error,
    )
    expect(error).toBeInstanceOf(RequestNetworkError)
    expect(error).toBeInstanceOf(BaseError)
    expect((error as BaseError).walk()).toMatchObject({ code: 'ECONNREFUSED' })
  })
})

describe('backendPost', () => {
  it('sends a form-encoded body', async () => {
    const reply = await backendPost(
      '/ok',
      { category: 'bug', text: 'a&b=c ü', skip: undefined },
      { baseUrl: api.baseUrl },
    )
    expect(reply.status).toBe('1')
    const request = seen.at(-1)
    expect(request?.method).toBe('POST')
    expect(request?.contentType).toMatch(/^application\/x-www-form-urlencoded/)
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      category: 'bug',
      text: 'a&b=c ü',
    })
  })

  it('applies the same reply rules', async () => {
    await expect(backendPost('/bad-input', { a: 1 }, { baseUrl: api.baseUrl })).rejects.toBeInstanceOf(
      HttpStatusError,
    )
  })
})

describe('explorerGet', () => {
  it('targets the explorer URL directly, keeping its own query', async () => {
    const reply = await explorerGet(`${api.baseUrl}/none?chainid=56`, { module: 'account', action: 'txlist' })
    expect(reply.status).toBe('0')
    expect(seen.at(-1)?.url).toBe('/none?chainid=56&module=account&action=txlist')
  })

  it('rejects on the status rule', async () => {
    await expect(explorerGet(`${api.baseUrl}/rejected`)).rejects.toMatchObject({
      name: 'ReplyRejectedError',
      shortMessage: 'Rate limit reached',
    })
  })
})

describe('a fetch of the caller', () => {
  it('sends the request, and a rejection or a body that fails while read ends as a network error', async () => {
    const sent: string[] = []
    const viaCaller: typeof fetch = (input, init) => {
      sent.push(String(input))
      return fetch(input, init)
    }
    const reply = await explorerGet(`${api.baseUrl}/none`, { module: 'account' }, { fetch: viaCaller })
    expect(reply.status).toBe('0')
    expect(sent).toEqual([`${api.baseUrl}/none?module=account`])

    const refused = new Error('redirect refused')
    const refusing: typeof fetch = async () => {
      throw refused
    }
    const error = await explorerGet(`${api.baseUrl}/ok`, {}, { fetch: refusing }).catch(
      (error: unknown) => error,
    )
    expect(error).toBeInstanceOf(RequestNetworkError)
    expect((error as RequestNetworkError).cause).toBe(refused)

    const tooLong = new Error('reply too large')
    const failingBody: typeof fetch = async () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"status":'))
            controller.error(tooLong)
          },
        }),
      )
    const bodyError = await explorerGet(`${api.baseUrl}/ok`, {}, { fetch: failingBody }).catch(
      (error: unknown) => error,
    )
    expect(bodyError).toBeInstanceOf(RequestNetworkError)
    expect((bodyError as RequestNetworkError).cause).toBe(tooLong)
  })
})

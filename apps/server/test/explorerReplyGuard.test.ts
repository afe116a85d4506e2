import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { explorerMaxReplyBytes } from '../src/explorer/explorerFetch.ts'
import { defaultExplorerReadLimits } from '../src/routes/explorerReadRoute.ts'
import { defaultExplorerVerifyLimits } from '../src/routes/explorerVerifyRoute.ts'
import { explorerAppFromEnv, textSink } from './explorerAppFromEnv.ts'
import { useTemporaryFolder } from './useTemporaryFolder.ts'

// Every explorer call the server makes carries its key (in the query, or in the form of a
// verification POST). A redirect must not carry it anywhere else, and a hostile or broken explorer
// must not make the server read an endless reply (issue 54 point 7).

const key = 'guarded-key'
const address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
/** A reply cap small enough to pass quickly in a test. */
const testCapBytes = 64 * 1024
/** What the endless explorer would send in all, were it read to the end. */
const endlessBytes = 256 * 1024 * 1024

type Received = { method: string; url: string; body: string }

/** A local HTTP server standing in for an explorer (or for the host a redirect names). */
async function startServer(
  answer: (request: IncomingMessage, response: ServerResponse, received: Received) => void | Promise<void>,
) {
  const received: Received[] = []
  const server: Server = createServer(async (request, response) => {
    let body = ''
    for await (const chunk of request) body += chunk
    const entry = { method: request.method ?? '', url: request.url ?? '', body }
    received.push(entry)
    await answer(request, response, entry)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    received,
    apiUrl: `${origin}/v2/api`,
    origin,
    async close() {
      server.closeAllConnections()
      server.close()
      await once(server, 'close')
    },
  }
}

const root = useTemporaryFolder('tokenbox-explorer-guard-')
let logged = ''
/** Where the redirects point: it must never hear from the TokenBox server. */
let elsewhere: Awaited<ReturnType<typeof startServer>>
/** Answers every call with the redirect status of `redirectStatus`, to `elsewhere`, query and all. */
let redirecting: Awaited<ReturnType<typeof startServer>>
let redirectStatus = 302
/** Streams a JSON reply that never ends; `written` counts what it managed to send. */
let endless: Awaited<ReturnType<typeof startServer>>
let endlessWritten = 0
let endlessClosed: Promise<void> = Promise.resolve()
/** Declares a Content-Length past any cap, and sends a little. */
let declaring: Awaited<ReturnType<typeof startServer>>
let clientCount = 0

function appWith(env: NodeJS.ProcessEnv, maxReplyBytes?: number): Promise<FastifyInstance> {
  const limits = maxReplyBytes === undefined ? {} : { explorerMaxReplyBytes: maxReplyBytes }
  return explorerAppFromEnv(root, env, {
    logger: { level: 'info', stream: textSink((text) => (logged += text)) },
    explorerRead: { limits },
    explorerVerify: { limits },
  })
}

/** The five explorer calls of the two proxies, each from a client IP of its own. */
async function everyExplorerCall(app: FastifyInstance) {
  const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    clientCount++
    const reply = await app.inject({ method, url, payload, remoteAddress: `10.7.0.${clientCount % 250}` })
    return [url, reply.statusCode, reply.json()] as const
  }
  return [
    await send(
      'GET',
      `/api/v1/web/explorer/logs?chainId=56&address=${address}&topic0=0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef&fromBlock=0&toBlock=10`,
    ),
    await send('GET', `/api/v1/web/explorer/verified?chainId=56&address=${address}`),
    await send('GET', `/api/v1/web/explorer/creation?chainId=56&address=${address}`),
    await send('POST', '/api/v1/web/explorer/verify', {
      chainId: 56,
      contractAddress: address,
      contractName: 'StandardToken',
    }),
    await send('GET', '/api/v1/web/explorer/verify/status?chainId=56&guid=abc123'),
  ]
}

const unreachable = { status: '0', message: 'explorer.unreachable', data: null }

beforeAll(async () => {
  elsewhere = await startServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ status: '1', message: 'OK', result: 'GUID-from-elsewhere' }))
  })
  redirecting = await startServer((request, response) => {
    const { search } = new URL(request.url ?? '/', 'http://x')
    response.writeHead(redirectStatus, { location: `${elsewhere.apiUrl}${search}` })
    response.end()
  })
  endless = await startServer(async (_request, response) => {
    let closed!: () => void
    endlessClosed = new Promise((resolve) => {
      closed = resolve
    })
    response.on('close', closed)
    response.writeHead(200, { 'content-type': 'application/json' })
    response.write('{"status":"1","message":"OK","result":"')
    const chunk = Buffer.alloc(64 * 1024, 'a')
    while (endlessWritten < endlessBytes && !response.destroyed) {
      endlessWritten += chunk.length
      if (!response.write(chunk)) await Promise.race([once(response, 'drain'), endlessClosed])
    }
    response.end('"}')
  })
  declaring = await startServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(10 ** 9) })
    response.write('{"status":"1"')
  })
})

afterAll(async () => {
  await Promise.all([elsewhere, redirecting, endless, declaring].map((server) => server?.close()))
})

beforeEach(() => {
  logged = ''
  for (const server of [elsewhere, redirecting, endless, declaring]) server.received.length = 0
})

describe('explorer calls with the server key', () => {
  it('are capped at 16 MiB a reply by default', () => {
    expect(explorerMaxReplyBytes).toBe(16 * 1024 * 1024)
    expect(defaultExplorerReadLimits.explorerMaxReplyBytes).toBe(explorerMaxReplyBytes)
    expect(defaultExplorerVerifyLimits.explorerMaxReplyBytes).toBe(explorerMaxReplyBytes)
  })

  it.each([301, 302, 303, 307, 308])(
    'follow no redirect (%i): the host it names gets no request and no key',
    async (status) => {
      redirectStatus = status
      const app = await appWith({ EXPLORER_API_KEY: key, EXPLORER_API_URL_56: redirecting.apiUrl })
      try {
        const answers = await everyExplorerCall(app)
        for (const [url, statusCode, body] of answers)
          expect([url, statusCode, body]).toEqual([url, 502, unreachable])
        // Each call reached the configured explorer, with the key, once...
        expect(redirecting.received).toHaveLength(5)
        expect(redirecting.received.every((request) => `${request.url}${request.body}`.includes(key))).toBe(
          true,
        )
        // ...and nothing went where it pointed.
        expect(elsewhere.received).toEqual([])
        // The operator reads why, without the key.
        expect(logged).toContain(`the explorer answered HTTP ${status}, a redirect`)
        expect(logged).not.toContain(key)
      } finally {
        await app.close()
      }
    },
  )

  it('refuse a reply past the cap without reading it to its end', async () => {
    const app = await appWith({ EXPLORER_API_KEY: key, EXPLORER_API_URL_56: endless.apiUrl }, testCapBytes)
    try {
      endlessWritten = 0
      clientCount++
      const reply = await app.inject({
        method: 'GET',
        url: `/api/v1/web/explorer/verified?chainId=56&address=${address}`,
        remoteAddress: `10.8.0.${clientCount % 250}`,
      })
      expect([reply.statusCode, reply.json()]).toEqual([502, unreachable])
      await endlessClosed
      // The server cut the download off: a few socket buffers past the cap, not 256 MiB.
      expect(endless.received).toHaveLength(1)
      expect(endlessWritten).toBeLessThan(32 * 1024 * 1024)
      expect(logged).toContain(`the reply is longer than ${testCapBytes} bytes`)
    } finally {
      await app.close()
    }
  })

  it('refuse every call whose reply declares a length past the cap, before reading its body', async () => {
    const app = await appWith({ EXPLORER_API_KEY: key, EXPLORER_API_URL_56: declaring.apiUrl })
    try {
      const answers = await everyExplorerCall(app)
      for (const [url, statusCode, body] of answers)
        expect([url, statusCode, body]).toEqual([url, 502, unreachable])
      expect(declaring.received).toHaveLength(5)
      expect(logged).toContain(`the reply declares ${10 ** 9} bytes, over ${explorerMaxReplyBytes}`)
    } finally {
      await app.close()
    }
  })

  it('still read an ordinary reply under the cap', async () => {
    const app = await appWith({ EXPLORER_API_KEY: key, EXPLORER_API_URL_56: elsewhere.apiUrl }, testCapBytes)
    try {
      const submission = (await everyExplorerCall(app))[3]
      expect(submission).toEqual([
        '/api/v1/web/explorer/verify',
        200,
        { status: '1', message: 'OK', data: { status: 'submitted', guid: 'GUID-from-elsewhere' } },
      ])
    } finally {
      await app.close()
    }
  })
})

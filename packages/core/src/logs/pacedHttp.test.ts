import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRpcPacer } from './createRpcPacer.ts'
import { pacedHttp } from './pacedHttp.ts'

/**
 * An endpoint whose gateway fails every other request (HTTP 502), as a public RPC behind a busy
 * load balancer does: a paced client with `retryCount: 1` reads through it, one without fails.
 */
describe('pacedHttp retries a failure that is not a rate limit, at the pace', () => {
  let url: string
  let requests = 0
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      requests++
      if (requests % 2 === 1) {
        response.writeHead(502, { 'content-type': 'text/plain' })
        response.end('Bad Gateway')
        return
      }
      const { id } = JSON.parse(body) as { id: number }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ jsonrpc: '2.0', id, result: '0x7a69' }))
    })
  })
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('answers after one retry with retryCount 1; fails without', async () => {
    requests = 0
    const retrying = createPublicClient({
      transport: pacedHttp(url, { pacer: createRpcPacer(), retryCount: 1 }),
    })
    expect(await retrying.getChainId()).toBe(31337)
    expect(requests).toBe(2)

    requests = 0
    const once = createPublicClient({ transport: pacedHttp(url, { pacer: createRpcPacer() }) })
    await expect(once.getChainId()).rejects.toThrow()
    expect(requests).toBe(1)
  })
})

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, http, type PublicClient } from 'viem'

/** One HTTP answer an endpoint sends: its status, body (a JSON-RPC error, a page) and headers. */
export type EndpointAnswer = {
  status: number
  body: string
  /** Content type (default application/json). */
  type?: string
  headers?: Record<string, string>
}

/** A JSON-RPC error answer's body. */
export const rpcErrorBody = (code: number, message: string): string =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code, message } })

/**
 * What viem's http transport (no retries) throws when an endpoint answers `request` with `answer`:
 * a refusal exactly as a reader or a screen meets it, from a real HTTP server on a free local port,
 * closed after the one request. Fails when the request succeeds.
 *
 * @example
 * const error = await failureFromAnswer({ status: 503, body: 'busy', type: 'text/plain', headers: { 'retry-after': '3' } })
 * classifyRpcRefusal(error) // { kind: 'rateLimit', retryAfterMs: 3000 }
 */
export async function failureFromAnswer(
  answer: EndpointAnswer,
  request: (client: PublicClient) => Promise<unknown> = (client) => client.getBlockNumber({ cacheTime: 0 }),
): Promise<unknown> {
  const server = createServer((incoming, response) => {
    incoming.resume()
    incoming.on('end', () => {
      response.writeHead(answer.status, {
        'content-type': answer.type ?? 'application/json',
        ...answer.headers,
      })
      response.end(answer.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const client = createPublicClient({
    transport: http(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, { retryCount: 0 }),
  })
  try {
    return await request(client).then(
      () => {
        throw new Error('expected a failure')
      },
      (error: unknown) => error,
    )
  } finally {
    server.close()
  }
}

import { once } from 'node:events'
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'

/**
 * A real HTTP server answering with `handle` on a free local port, started before the tests of the
 * file or `describe` block and closed after them (open connections too, so a slow answer does not
 * hold the close). `baseUrl` is filled once it listens, so it is read inside tests, never at the
 * top of the file.
 *
 * @example
 * const api = useTestHttpServer((request, response) => response.end('{}'))
 * it('reads', async () => { await readExtensionInfo({ baseUrl: api.baseUrl }) })
 */
export function useTestHttpServer(handle: RequestListener): { baseUrl: string } {
  const served = { baseUrl: '' }
  let server: Server | undefined
  beforeAll(async () => {
    server = createServer(handle)
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    served.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    if (!server) return
    server.closeAllConnections()
    server.close()
    await once(server, 'close')
  })
  return served
}

import type { AddressInfo } from 'node:net'
import { createServer } from 'node:net'

/**
 * An RPC URL where no node answers, that stays that way for the whole test: a loopback port this
 * process holds open and on which every connection is dropped at once (the browser's request fails
 * as a network error, like a node that went away).
 *
 * Why not a free port nobody listens on: `make test` runs the other suites beside the browser
 * suite, and they start anvil nodes and servers on free ports too; a port that was free when the
 * test picked it was once taken by one of them a moment later, and the "dead" RPC answered.
 *
 * @example
 * const dead = await holdDeadRpcUrl()
 * localStorage.setItem('tokenbox.rpcUrl.31337', dead.url)
 * await dead.close()
 */
export async function holdDeadRpcUrl(): Promise<{
  url: string
  /** How many connections were made (and dropped) so far: a retry shows as one more. */
  connections: () => number
  close: () => Promise<void>
}> {
  let connections = 0
  const server = createServer((socket) => {
    connections++
    socket.destroy()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

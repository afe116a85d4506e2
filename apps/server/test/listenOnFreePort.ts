import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.ts'
import { testConfig } from './testConfig.ts'

/**
 * Starts `app` on a free loopback port (once: an app already listening keeps its port) and returns
 * its base URL, for a test that talks to the server over a real socket rather than `inject`.
 *
 * @example
 * const baseUrl = await listenOnFreePort(app) // 'http://127.0.0.1:41327'
 * await fetch(`${baseUrl}/api/v1/health`)
 */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (typeof address !== 'object' || !address) throw new Error('the app listens on no TCP port')
  return `http://127.0.0.1:${address.port}`
}

/**
 * A server whose explorer reads go to `explorerApiUrls` (by chain id) with a test key, listening on
 * a free port: the explorer flow tests' server, one proxying to a test explorer and one not.
 *
 * @example
 * const proxying = await listeningExplorerApp(root, { 31337: explorer.apiUrl })
 * await fetch(`${proxying.baseUrl}/api/v1/web/explorer/verified?...`)
 */
export async function listeningExplorerApp(
  dataDir: string,
  explorerApiUrls: Record<number, string>,
): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const app = await buildApp({
    config: testConfig({ dataDir, explorerApiKeys: { default: 'test-key', byChainId: {} }, explorerApiUrls }),
    logger: false,
  })
  return { app, baseUrl: await listenOnFreePort(app) }
}

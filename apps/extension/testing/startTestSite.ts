import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { LocalDeployments } from '@tokenbox/core/local/localDeployments.ts'

export type TestSite = {
  /** The site's URL, as the settings store it. */
  url: string
  /** Every path (with its query) the site was asked for, in order. */
  requests: string[]
  close: () => Promise<void>
}

export type TestSiteOptions = {
  /** The local chains the site serves (`/api/v1/web/config`). */
  localChains?: readonly LocalDeployments[]
  /** Chains whose explorer the site proxies (`/api/v1/web/explorer/chains`). */
  proxiedChainIds?: readonly number[]
  /** Lower-case addresses the proxied explorer has the source of (`/api/v1/web/explorer/verified`). */
  verified?: readonly string[]
}

/**
 * A stand-in for a TokenBox site's server on a free loopback port, answering the three requests the
 * extension makes of it in the server's envelope: its web config (local chains), the chains it
 * proxies explorers for, and an explorer's "verified". Anything else is a 404.
 *
 * @example
 * const site = await startTestSite({ localChains: [localDeployments(node.url)] })
 * await writeSettings({ siteUrl: site.url }, area)
 */
export async function startTestSite(options: TestSiteOptions = {}): Promise<TestSite> {
  const requests: string[] = []
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://site')
    requests.push(`${url.pathname}${url.search}`)
    const reply = (data: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      response.end(JSON.stringify({ code: 20000, message: 'success', data }))
    }
    if (url.pathname === '/api/v1/web/config')
      return reply({ rpcUrls: {}, localChains: options.localChains ?? [] })
    if (url.pathname === '/api/v1/web/explorer/chains')
      return reply({ chainIds: options.proxiedChainIds ?? [] })
    if (url.pathname === '/api/v1/web/explorer/verified') {
      const address = url.searchParams.get('address')?.toLowerCase() ?? ''
      const verified = (options.verified ?? []).includes(address)
      return reply({ verified, name: verified ? 'Token' : null })
    }
    response.writeHead(404, { 'access-control-allow-origin': '*' })
    response.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

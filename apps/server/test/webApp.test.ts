import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { notBuiltMessage } from '../src/web/webApp.ts'
import { getAccepting } from './getAccepting.ts'
import { testConfig } from './testConfig.ts'

const adminHtml =
  '<!doctype html><html><head><script type="module" src="/assets/admin-C3yz0Qb2.js"></script></head><body><div id="root"></div></body></html>'
const indexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/index-B2xk9Qa1.js"></script></head><body><div id="root"></div></body></html>'
// Large and repetitive enough that compression is worth it (the plugin skips bodies under 1 kB).
const script = `console.log(${JSON.stringify('TokenBox '.repeat(500))})\n`

function cspOf(headers: Record<string, unknown>): Map<string, string> {
  const header = String(headers['content-security-policy'] ?? '')
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...values] = directive.split(/\s+/)
        return [name, values.join(' ')] as const
      }),
  )
}

describe('web app serving', () => {
  let root: string
  let app: FastifyInstance

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'tokenbox-web-'))
    const webDist = join(root, 'dist')
    mkdirSync(join(webDist, 'assets'), { recursive: true })
    writeFileSync(join(webDist, 'index.html'), indexHtml)
    writeFileSync(join(webDist, 'admin.html'), adminHtml)
    writeFileSync(join(webDist, 'assets', 'index-B2xk9Qa1.js'), script)
    // The build's precompressed copy (apps/web/build/precompressAssets.ts) and a worker script.
    writeFileSync(join(webDist, 'assets', 'index-B2xk9Qa1.js.br'), brotliCompressSync(script))
    writeFileSync(join(webDist, 'assets', 'vanity.worker-Q1w2E3r4.js'), script)
    writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    // Vite's manifest: part of the build, not of the site.
    mkdirSync(join(webDist, '.vite'))
    writeFileSync(join(webDist, '.vite', 'manifest.json'), '{}')
    app = await buildApp({ config: testConfig({ dataDir: root, webDist }), logger: false })
  })

  afterAll(async () => {
    await app?.close()
    rmSync(root, { recursive: true, force: true })
  })

  /** An HTML page of the app: revalidated on every visit (no-cache), `html` itself. */
  const expectAppPage = (reply: LightMyRequestResponse, html: string) => {
    expect(reply.statusCode).toBe(200)
    expect(reply.headers['content-type']).toMatch(/^text\/html/)
    expect(reply.headers['cache-control']).toBe('no-cache')
    expect(reply.body).toBe(html)
  }

  it('serves hashed assets as immutable for a year', async () => {
    const reply = await app.inject({ method: 'GET', url: '/assets/index-B2xk9Qa1.js' })
    expect(reply.statusCode).toBe(200)
    expect(reply.headers['content-type']).toMatch(/javascript/)
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(reply.body).toBe(script)
  })

  it('serves index.html at / and unhashed files with no-cache', async () => {
    const index = await app.inject({ method: 'GET', url: '/' })
    expectAppPage(index, indexHtml)

    const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' })
    expect(favicon.statusCode).toBe(200)
    expect(favicon.headers['cache-control']).toBe('no-cache')
  })

  it.each(['/home', '/co/nm', '/co/nm?t=1', '/lo/id', '/wa/se/'])(
    'answers the client route %s with index.html (no-cache) so reloads work',
    async (url) => {
      const reply = await app.inject({ method: 'GET', url })
      expectAppPage(reply, indexHtml)
    },
  )

  it.each(['/admin', '/admin/', '/admin/login?redirect=%2Ffeedback', '/admin/permission/role'])(
    'answers the console route %s with admin.html (no-cache) under the same CSP',
    async (url) => {
      const reply = await app.inject({ method: 'GET', url })
      expectAppPage(reply, adminHtml)
      expect(cspOf(reply.headers).get('script-src')).toBe("'self' 'wasm-unsafe-eval'")
    },
  )

  it('keeps paths that only start with "admin" on the public app', async () => {
    const reply = await app.inject({ method: 'GET', url: '/administrator' })
    expect(reply.body).toBe(indexHtml)
  })

  it('answers missing files with 404, not index.html', async () => {
    for (const url of ['/assets/index-missing0.js', '/assets/', '/logo.png', '/deep/path/app.css']) {
      const reply = await app.inject({ method: 'GET', url })
      expect(reply.statusCode, url).toBe(404)
      expect(reply.body, url).not.toContain('<div id="root">')
    }
  })

  it('serves a file only as the build spells it, and nothing under a dot folder', async () => {
    for (const url of [
      '/ASSETS/index-B2xk9Qa1.js',
      '/assets/INDEX-B2xk9Qa1.js',
      '/assets/index-B2xk9Qa1.js/',
      '//assets/index-B2xk9Qa1.js',
      '/.vite/manifest.json',
    ]) {
      const reply = await app.inject({ method: 'GET', url })
      expect(reply.statusCode, url).toBe(404)
      expect(reply.body, url).not.toBe(script)
    }
  })

  it('serves a file whose name the address must escape, by its escaped name', async () => {
    writeFileSync(join(root, 'dist', 'chain logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    const reply = await app.inject({ method: 'GET', url: '/chain%20logo.svg' })
    expect(reply.statusCode).toBe(200)
    expect(reply.headers['content-type']).toMatch(/^image\/svg\+xml/)
    // A malformed escape is the router's 400, never a file.
    expect((await app.inject({ method: 'GET', url: '/chain%2' })).statusCode).toBe(400)
  })

  it('serves a file a build adds while the server runs', async () => {
    const url = '/assets/screens-N3wF1le0.js'
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404)
    writeFileSync(join(root, 'dist', 'assets', 'screens-N3wF1le0.js'), script)
    const reply = await app.inject({ method: 'GET', url })
    expect(reply.statusCode).toBe(200)
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(reply.body).toBe(script)
  })

  it('answers HEAD like GET, without a body', async () => {
    for (const url of ['/', '/home', '/assets/index-B2xk9Qa1.js']) {
      const reply = await app.inject({ method: 'HEAD', url })
      expect(reply.statusCode, url).toBe(200)
      expect(reply.body, url).toBe('')
    }
  })

  it('answers non-GET requests to web paths with 404', async () => {
    const reply = await app.inject({ method: 'POST', url: '/home', payload: {} })
    expect(reply.statusCode).toBe(404)
  })

  it('sends a Content-Security-Policy fit for a wallet dApp', async () => {
    const csp = cspOf((await app.inject({ method: 'GET', url: '/home' })).headers)
    expect(csp.get('default-src')).toBe("'self'")
    expect(csp.get('script-src')).toBe("'self' 'wasm-unsafe-eval'")
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'")
    expect(csp.get('img-src')).toBe("'self' data: https:")
    expect(csp.get('connect-src')).toBe("'self' https: wss:")
    expect(csp.get('frame-ancestors')).toBe("'none'")
    expect(csp.get('object-src')).toBe("'none'")
    expect(csp.get('base-uri')).toBe("'self'")
    expect(csp.has('upgrade-insecure-requests')).toBe(false)
  })

  it('sends the other security headers', async () => {
    const { headers } = await app.inject({ method: 'GET', url: '/' })
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
    expect(headers['referrer-policy']).toBe('no-referrer')
    expect(headers['x-frame-options']).toBe('DENY')
  })

  it("sends the build's brotli copy and only subresource headers with a hashed script", async () => {
    const reply = await getAccepting(app, '/assets/index-B2xk9Qa1.js', 'br, gzip')
    expect(reply.statusCode).toBe(200)
    expect(reply.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(script)
    // Document-only headers would cost about 1 kB on each of the page's files.
    expect(reply.headers['content-security-policy']).toBeUndefined()
    expect(reply.headers['x-frame-options']).toBeUndefined()
    expect(reply.headers['x-content-type-options']).toBe('nosniff')
    expect(reply.headers['cross-origin-resource-policy']).toBe('same-origin')
    // A worker's script response sets the worker's policy: it keeps them.
    const worker = await app.inject({ method: 'GET', url: '/assets/vanity.worker-Q1w2E3r4.js' })
    expect(cspOf(worker.headers).get('script-src')).toBe("'self' 'wasm-unsafe-eval'")
  })

  it('compresses for clients that accept it', async () => {
    const reply = await getAccepting(app, '/assets/index-B2xk9Qa1.js', 'gzip')
    expect(reply.statusCode).toBe(200)
    expect(reply.headers['content-encoding']).toBe('gzip')
    expect(reply.rawPayload.length).toBeLessThan(script.length / 4)
    expect(gunzipSync(reply.rawPayload).toString()).toBe(script)
  })
})

describe('web app not built', () => {
  let root: string
  let app: FastifyInstance

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'tokenbox-web-'))
    // A dist folder without index.html (a failed or partial build), and the API still working.
    mkdirSync(join(root, 'dist'))
    app = await buildApp({
      config: testConfig({ dataDir: root, webDist: join(root, 'dist') }),
      logger: false,
    })
  })

  afterAll(async () => {
    await app?.close()
    rmSync(root, { recursive: true, force: true })
  })

  it.each(['/', '/home'])('answers %s with a 503 naming the build command', async (url) => {
    const reply = await app.inject({ method: 'GET', url })
    expect(reply.statusCode).toBe(503)
    expect(reply.headers['content-type']).toMatch(/^text\/plain/)
    expect(reply.body).toBe(notBuiltMessage)
    expect(reply.body).toContain('npm run build -w @tokenbox/web')
  })

  it('serves the app once it is built, without a restart (the 503 says "then reload")', async () => {
    const dist = join(root, 'later')
    const later = await buildApp({ config: testConfig({ dataDir: root, webDist: dist }), logger: false })
    try {
      expect((await later.inject({ method: 'GET', url: '/home' })).statusCode).toBe(503)
      expect((await later.inject({ method: 'GET', url: '/assets/index-B2xk9Qa1.js' })).statusCode).toBe(404)
      mkdirSync(join(dist, 'assets'), { recursive: true })
      writeFileSync(join(dist, 'index.html'), indexHtml)
      writeFileSync(join(dist, 'assets', 'index-B2xk9Qa1.js'), script)
      const page = await later.inject({ method: 'GET', url: '/home' })
      expect(page.statusCode).toBe(200)
      expect(page.body).toBe(indexHtml)
      const asset = await later.inject({ method: 'GET', url: '/assets/index-B2xk9Qa1.js' })
      expect(asset.statusCode).toBe(200)
      expect(asset.body).toBe(script)
    } finally {
      await later.close()
    }
  })

  it('does the same when the folder does not exist at all', async () => {
    const missing = await buildApp({
      config: testConfig({ dataDir: root, webDist: join(root, 'never-built') }),
      logger: false,
    })
    try {
      const reply = await missing.inject({ method: 'GET', url: '/' })
      expect(reply.statusCode).toBe(503)
      expect(reply.body).toContain('npm run build -w @tokenbox/web')
    } finally {
      await missing.close()
    }
  })

  it("answers the public API with the API's short set of security headers", async () => {
    const { headers } = await app.inject({ method: 'GET', url: '/api/health' })
    // Nothing may load, run or frame a JSON answer.
    expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(headers['referrer-policy']).toBe('no-referrer')
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/)
    expect(headers['cache-control']).toBe('no-store')
    // The headers that steer only a document are the page's, not the API's.
    for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control']) {
      expect(headers[name], name).toBeUndefined()
    }
    // The API's root and its unknown paths, with or without a query, get the same set (one hook
    // sets it with cache-control: app.ts).
    for (const url of ['/api', '/api?x=1', '/api/', '/api/nope?x=1']) {
      const answer = await app.inject({ method: 'GET', url })
      expect(answer.statusCode, url).toBe(404)
      expect(answer.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'")
      expect(answer.headers['cache-control'], url).toBe('no-store')
    }
    // A path that merely starts like the API is a page and keeps the page policy.
    const page = await app.inject({ method: 'GET', url: '/apiary' })
    expect(cspOf(page.headers).get('script-src')).toBe("'self' 'wasm-unsafe-eval'")
  })

  it('still answers API paths in the envelope', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/nope' })
    expect(reply.statusCode).toBe(404)
    expect(reply.json()).toEqual({ status: '0', message: 'not found', data: null })
  })
})

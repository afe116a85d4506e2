import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import { build } from 'vite'

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
}

/**
 * Builds a bench page with Vite (its workers bundled as the app bundles them) into a temporary
 * folder and serves it on loopback; `close` stops the server and removes the build.
 *
 * @example
 * const page = await servePage(join(import.meta.dirname, 'page'))
 * await browserPage.goto(page.url)
 * await page.close()
 */
export async function servePage(root: string): Promise<{ url: string; close: () => void }> {
  const outDir = mkdtempSync(join(tmpdir(), 'tokenbox-bench-page-'))
  await build({
    root,
    logLevel: 'warn',
    configFile: false,
    build: { outDir, emptyOutDir: true, minify: true },
  })
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    try {
      const body = readFileSync(join(outDir, path === '/' ? 'index.html' : path))
      response.writeHead(200, {
        'content-type': types[extname(path) || '.html'] ?? 'application/octet-stream',
      })
      response.end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => {
      server.close()
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}

import { type Dirent, existsSync, readdirSync, statSync } from 'node:fs'
import { join, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync } from 'fastify'

export type WebAppOptions = {
  /** The built web app: index.html plus Vite's hashed files under assets/. */
  webDist: string
}

const immutable = 'public, max-age=31536000, immutable'

/**
 * Security headers that only mean something on a document (a page or a worker's script): the
 * dashboard loads a dozen scripts and each carried them, about 1 kB per file over HTTP/1.1. A
 * hashed script, style or image under /assets/ drops them; `x-content-type-options` (no MIME
 * sniffing of scripts) and `cross-origin-resource-policy` stay, as they protect subresources.
 * Workers (`*.worker-<hash>.js`) keep them all: a worker's script response sets its own policy.
 */
const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'referrer-policy',
]
const isWorkerScript = (path: string) => /\.worker-[\w-]+\.js$/.test(path)
const revalidate = 'no-cache'

/**
 * The files of the build, by their path under `webDist` as a URL spells it (`assets/x-Ab1.js`;
 * nothing under a dot folder such as `.vite/`), read when the server starts and again when a path
 * that looks like a file is missing and a folder of the build changed since (a build made or
 * remade while the server runs, as the not-built page asks). Only a path in the list is served
 * (its percent-escapes decoded).
 *
 * @fastify/static's own wildcard route does the same check per request by reading the folders
 * (readdir of the ~2,500 entries of assets/ for every file: about 2.2 ms of CPU a request against
 * 0.37 ms, bench/server/staticAssetsBench.ts); its `wildcard: false` lists the files once but
 * never again, so a build made after the start would be 404.
 */
export function buildFiles(webDist: string): { has: (path: string) => boolean } {
  let files = new Set<string>()
  /** Each folder of the build with its modification time when it was read (-1: missing). */
  let folders = new Map<string, number>()
  const read = () => {
    files = new Set()
    folders = new Map()
    const visit = (folder: string, prefix: string) => {
      folders.set(folder, modifiedAt(folder))
      let entries: Dirent[] = []
      try {
        entries = readdirSync(folder, { withFileTypes: true })
      } catch {
        // Not built (yet): an empty list, read again once the folder shows up.
      }
      for (const entry of entries) {
        if (entry.name.startsWith('.')) continue
        if (entry.isDirectory()) visit(join(folder, entry.name), `${prefix}${entry.name}/`)
        else if (entry.isFile()) files.add(`${prefix}${entry.name}`)
      }
    }
    visit(webDist, '')
  }
  const changed = () => [...folders].some(([folder, mtime]) => modifiedAt(folder) !== mtime)
  read()
  return {
    has: (path) => {
      if (files.has(path)) return true
      if (!looksLikeFile(path) || !changed()) return false
      read()
      return files.has(path)
    },
  }
}

/** A folder's modification time, or -1 when it is not there. */
function modifiedAt(folder: string): number {
  try {
    return statSync(folder).mtimeMs
  } catch {
    return -1
  }
}

/** `path` with its percent-escapes decoded; a malformed one as it is (then in no list). */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** A path with an extension or under assets/: a file, never a client route of the app. */
const looksLikeFile = (path: string) =>
  path.startsWith('assets/') || path.slice(path.lastIndexOf('/') + 1).includes('.')

export const notBuiltMessage =
  'The TokenBox web app is not built. Build it with `npm run build -w @tokenbox/web` (make start does this), then reload.\n'

/**
 * Serves the single-page web app.
 *
 * - Files under /assets/ carry a content hash in their names (Vite's default for everything it
 *   emits there), so a name never changes content: browsers may keep them for a year without asking.
 * - index.html and the other unhashed files (favicon, manifest) are `no-cache`: always revalidated,
 *   so a deploy is picked up on the next load while ETags keep it cheap.
 * - Any other GET that is not a file answers index.html, so client routes such as /home or /co/nm
 *   survive a reload; /admin and /admin/* answer admin.html, the admin console's own page (its
 *   code is a separate entry of the build, never loaded by the public app). Paths that look like files (an extension, or under /assets/) stay 404 so a
 *   missing script is not answered with HTML.
 * - Without a build the server still runs the API and answers pages with a 503 naming the command.
 *
 * Register at the root, after the /api routes (they have their own not-found handler).
 *
 * @example
 * await app.register(webApp, { webDist: '/srv/tokenbox/apps/web/dist' })
 */
export const webApp: FastifyPluginAsync<WebAppOptions> = async (app, options) => {
  const { webDist } = options
  const assetsDir = join(webDist, 'assets') + sep
  const indexFile = join(webDist, 'index.html')
  const adminFile = join(webDist, 'admin.html')

  if (!existsSync(indexFile)) app.log.warn(`web app not built: ${indexFile} is missing`)

  const files = buildFiles(webDist)
  await app.register(fastifyStatic, {
    root: webDist,
    // Our route below serves the files (see buildFiles); the plugin sends them (reply.sendFile).
    serve: false,
    // A missing root only means "not built yet"; we say so above and answer 503 per request.
    suppressWarning: true,
    // Cache-Control is ours (setHeaders), not send's default max-age=0.
    cacheControl: false,
    // Serve Vite's .br/.gz siblings when the build made them and the client accepts them.
    preCompressed: true,
    setHeaders: (reply, path) => {
      const hashed = path.startsWith(assetsDir)
      reply.header('cache-control', hashed ? immutable : revalidate)
      if (hashed && !isWorkerScript(path)) {
        // The security hook set them on the reply (app.ts); drop them from the raw response too.
        for (const name of documentOnlyHeaders) {
          reply.removeHeader(name)
          reply.raw.removeHeader(name)
        }
      }
    },
  })

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => {
      const file = decodedPath((request.url.split('?')[0] ?? '/').slice(1))
      return files.has(file) ? reply.sendFile(file) : reply.callNotFound()
    },
  })

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n')
    }
    const path = request.url.split('?')[0] ?? '/'
    if (looksLikeFile(path.slice(1))) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n')
    }
    const isConsole = path === '/admin' || path.startsWith('/admin/')
    const page = isConsole ? adminFile : indexFile
    if (!existsSync(page)) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(notBuiltMessage)
    }
    return reply.header('cache-control', revalidate).sendFile(isConsole ? 'admin.html' : 'index.html')
  })
}

import { join } from 'node:path'
import compress from '@fastify/compress'
import formbody from '@fastify/formbody'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import packageJson from '../package.json' with { type: 'json' }
import { adminApi } from './admin/adminApi.ts'
import type { AdminLoginLimits } from './admin/adminAuthRoutes.ts'
import { createAdminSessions } from './admin/createAdminSessions.ts'
import type { ServerConfig } from './config.ts'
import { createDatabase, type DatabaseHandle } from './db/createDatabase.ts'
import { createInscriptionLeadership } from './inscriptions/createInscriptionLeadership.ts'
import { inscriptionChainsOf } from './inscriptions/inscriptionChainsOf.ts'
import { createInscriptionFollower, type InscriptionFollower } from './inscriptions/inscriptionFollower.ts'
import { bodyLimits, guardBodies } from './limits/bodyGuard.ts'
import {
  type ConnectionLimits,
  capConnectionsPerClient,
  defaultConnectionLimits,
} from './limits/connectionGuard.ts'
import { createRateLimiters } from './limits/createRateLimiters.ts'
import type { RateLimiterFactory } from './limits/rateLimiter.ts'
import { watchLocalChainEnabled } from './local/watchLocalChainEnabled.ts'
import { deferredChildLogger } from './log/deferredChildLogger.ts'
import { OneLineRequestLog } from './log/OneLineRequestLog.ts'
import { serverLoggerOptions } from './log/serverLoggerOptions.ts'
import { type ApiRoutesOptions, apiRoutes } from './routes/apiRoutes.ts'
import { extensionDownloadRoute } from './routes/extensionDownloadRoute.ts'
import { uploadsRoute } from './routes/uploadsRoute.ts'
import { contentSecurityPolicy } from './web/contentSecurityPolicy.ts'
import { helmetHeaders } from './web/helmetHeaders.ts'
import { webApp } from './web/webApp.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's database; migrations are the caller's job (main.ts, tests). */
    database: DatabaseHandle
    /**
     * Where the security limits count (sign-in, explorer requests): shared by every instance in
     * PostgreSQL, in memory on SQLite (src/limits/createRateLimiters.ts).
     */
    rateLimiters: RateLimiterFactory
    /**
     * The inscription indexer (src/inscriptions): created with the app, started by the caller once
     * the database is migrated (`app.inscriptionIndexer.start()`, as main.ts does); closed with the app.
     */
    inscriptionIndexer: InscriptionFollower
  }
}

export const serverVersion: string = packageJson.version

/** Whether a request URL is the API's (`/api`, `/api/...`, `/api?...`): routes/apiRoutes.ts answers it. */
function isApiUrl(url: string): boolean {
  return url.startsWith('/api') && (url.length === 4 || url[4] === '/' || url[4] === '?')
}

export type BuildAppOptions = {
  config: ServerConfig
  /** An open database the caller keeps owning; default: opened from config and closed with the app. */
  database?: DatabaseHandle
  /** Fastify logger options merged into the server's (level, credential redaction); false: no log. */
  logger?: FastifyServerOptions['logger']
  /** Explorer verification limits and inputs; default: the shipped inputs and production limits. */
  explorerVerify?: ApiRoutesOptions['explorerVerify']
  /** Explorer read proxy limits, cache and clock; default: production limits and Date.now. */
  explorerRead?: ApiRoutesOptions['explorerRead']
  /** Per-IP limits of the public content routes; default: production limits. */
  publicContentLimits?: ApiRoutesOptions['publicContentLimits']
  /** The inscription follower's poll interval (tests poll faster); default 1,000 ms. */
  inscriptionPollIntervalMs?: number | undefined
  /** Blocks the inscription follower stores per transaction; default 20. */
  inscriptionBatchSize?: number | undefined
  /**
   * On PostgreSQL, the wait between two tries to lead a chain's indexer that another instance leads,
   * and between two checks of the lock's connection; default 3,000 and 2,000 ms.
   */
  inscriptionLead?: { retryMs?: number | undefined; checkMs?: number | undefined } | undefined
  /**
   * The admin API's clock (token expiry, login limits), sign-in limits and feedback export bound;
   * default Date.now and production limits.
   */
  admin?:
    | {
        now?: () => number
        loginLimits?: AdminLoginLimits
        feedbackExportMaxRows?: number
        /** A feedback export whose client takes nothing for this long is ended; default 15,000 ms. */
        feedbackExportStallMs?: number
      }
    | undefined
  /**
   * Timeouts and the per-client connection cap (limits/connectionGuard.ts); default
   * defaultConnectionLimits, with no per-client cap when TRUST_PROXY is set (every connection then
   * comes from the proxy).
   */
  connections?: Partial<ConnectionLimits> | undefined
}

/**
 * Builds the TokenBox server: the /api routes, the built web app, security headers and
 * compression. Returns a ready Fastify instance that tests drive with `app.inject` and main.ts
 * starts with `app.listen`. `app.close()` also closes the database when the app opened it.
 *
 * @example
 * const app = await buildApp({ config: loadConfig() })
 * await migrateToLatest(app.database.db)
 * await app.listen({ host: '127.0.0.1', port: 8080 })
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options
  const { trustProxy } = config
  const requestLog = new OneLineRequestLog()
  const connections: ConnectionLimits = {
    ...defaultConnectionLimits,
    ...(trustProxy === false ? {} : { perClient: undefined }),
    ...options.connections,
  }
  const app = Fastify({
    // No client holds the server's sockets for ever (issue 76 point 5): the request with its body,
    // its headers, an idle or stalled connection and a kept-alive one each have a deadline.
    requestTimeout: connections.requestTimeoutMs,
    connectionTimeout: connections.idleTimeoutMs,
    keepAliveTimeout: connections.keepAliveTimeoutMs,
    http: {
      headersTimeout: connections.headersTimeoutMs,
      connectionsCheckingInterval: connections.checkIntervalMs,
    },
    // Credentials (console tokens in URLs and headers, cookies) are redacted from every line.
    logger: serverLoggerOptions(config.logLevel, options.logger),
    // One line per request, when it ends, instead of two (log/OneLineRequestLog.ts).
    logController: requestLog,
    // Each request's logger is made when first used, not for every request (log/deferredChildLogger.ts).
    childLoggerFactory: deferredChildLogger,
    // Browsers and the web app's helpers never need more for these forms; bigger is an attack. Routes
    // that take more (an announcement, an upload) or much less (sign-in) say so (limits/bodyGuard.ts).
    bodyLimit: bodyLimits.default,
    // Behind a reverse proxy `request.ip` (per-IP limits, logs) must be the client's, not the proxy's.
    // A hop count becomes a function: Fastify's types take no number (its runtime does, the same way).
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
  })
  requestLog.writeTo(app.log)
  if (connections.perClient !== undefined) capConnectionsPerClient(app.server, connections.perClient)
  // JSON nesting checked before parsing; clients whose bodies keep being refused stopped cheaply.
  guardBodies(app)

  const database =
    options.database ??
    createDatabase(config.database, {
      onPoolError: (error) => app.log.error({ err: error }, 'PostgreSQL idle connection error'),
    })
  app.decorate('database', database)
  app.decorate('rateLimiters', createRateLimiters(database))
  // At the root so every admin route plugin (and requireAdmin through request.server) reaches it.
  app.decorate(
    'adminSessions',
    createAdminSessions({
      database,
      tokenTtlMs: config.adminTokenTtlSeconds * 1000,
      now: options.admin?.now,
    }),
  )
  // The indexer of inscriptions (issue 25): one loop per chain, off the request path; `close` waits
  // for each loop's current step.
  let inscriptionChains: Awaited<ReturnType<typeof inscriptionChainsOf>> = []
  try {
    inscriptionChains = await inscriptionChainsOf(config)
  } catch (error) {
    app.log.error(
      { err: error },
      'inscription index: cannot read the local deployments; no local chain indexed',
    )
  }
  // On PostgreSQL several instances may share the database: one of them indexes each chain.
  const leadership =
    database.connectSession && inscriptionChains.length > 0
      ? createInscriptionLeadership({
          connectSession: database.connectSession,
          checkMs: options.inscriptionLead?.checkMs,
          onConnectionError: (error, what) => app.log.warn({ err: error }, what),
        })
      : undefined
  const inscriptionIndexer = createInscriptionFollower({
    database: database.db,
    chains: inscriptionChains,
    log: app.log,
    pollIntervalMs: options.inscriptionPollIntervalMs,
    batchSize: options.inscriptionBatchSize,
    leadership,
    leadRetryMs: options.inscriptionLead?.retryMs,
  })
  app.decorate('inscriptionIndexer', inscriptionIndexer)
  app.addHook('onClose', async () => {
    await inscriptionIndexer.close()
    await leadership?.close()
  })
  if (!options.database) app.addHook('onClose', async () => database.db.destroy())

  // Security headers on every response (helmet's, worked out once: web/helmetHeaders.ts). The only
  // part that changes is the CSP's loopback RPC, allowed while a local chain is enabled; that answer
  // is kept up to date off the request path, never by a file system call per response.
  const localChain = watchLocalChainEnabled(config.localDeployments)
  app.addHook('onClose', async () => localChain.close())
  const securityHeaders = (localChainEnabled: boolean) =>
    helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(localChainEnabled, Object.values(config.rpcUrls)),
      },
      // Wallet SDKs that open a popup (Coinbase Wallet, WalletConnect modals) need to keep a handle to it.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // The legacy twin of frame-ancestors 'none', for browsers that predate CSP level 2.
      xFrameOptions: { action: 'deny' },
    })
  const withLocalChain = securityHeaders(true)
  const withoutLocalChain = securityHeaders(false)
  // The public API answers JSON, never a document: a browser renders nothing of it, so the page
  // policy (and the headers that only steer a document: popups, DNS prefetch, old IE, Flash) would
  // be bytes and work on the busiest routes for nothing. They get the short set recommended for
  // APIs instead: nothing may load or frame the answer, no sniffing it into a script, no referrer,
  // same-origin reads only, HTTPS only. Six headers instead of thirteen; set once per request,
  // with the API's `cache-control: no-store` (its answers change with the database) in the same
  // object, so an API request runs one onRequest hook and one `reply.headers` instead of two each.
  const apiHeaders = {
    ...helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
      xFrameOptions: { action: 'deny' },
    }),
    'cache-control': 'no-store',
  }
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(
      isApiUrl(request.url) ? apiHeaders : localChain.enabled() ? withLocalChain : withoutLocalChain,
    )
    done()
  })
  await app.register(compress)
  // The web app's POST helper sends application/x-www-form-urlencoded (spec 000 section 7).
  await app.register(formbody)

  await app.register(apiRoutes, {
    prefix: '/api',
    database,
    version: serverVersion,
    localDeployments: config.localDeployments,
    rpcUrls: config.rpcUrls,
    explorerApiKeys: config.explorerApiKeys,
    explorerApiUrls: config.explorerApiUrls,
    donation: config.donation,
    extensionZip: config.extensionZip,
    extensionFirefoxZip: config.extensionFirefoxZip,
    walletConnectProjectId: config.walletConnectProjectId,
    inscriptionFollower: inscriptionIndexer,
    explorerVerify: options.explorerVerify,
    explorerRead: options.explorerRead,
    publicContentLimits: options.publicContentLimits,
  })
  // Uploaded images: stored by the admin API, served publicly (src/routes/uploadsRoute.ts).
  const uploadsDir = join(config.dataDir, 'uploads')
  await app.register(adminApi, {
    prefix: '/prod-api',
    database,
    loginLimits: options.admin?.loginLimits,
    passwordCost: config.passwordCost,
    feedbackExportMaxRows: options.admin?.feedbackExportMaxRows,
    feedbackExportStallMs: options.admin?.feedbackExportStallMs,
    feedbackExportsAtOnce: config.feedbackExportsAtOnce,
    uploadsDir,
  })
  await app.register(uploadsRoute, { dir: uploadsDir, database })
  // The browser extension's zip (src/routes/extensionDownloadRoute.ts), before the web app's wildcard.
  await app.register(extensionDownloadRoute, {
    extensionZip: config.extensionZip,
    extensionFirefoxZip: config.extensionFirefoxZip,
  })
  await app.register(webApp, { webDist: config.webDist })

  await app.ready()
  return app
}

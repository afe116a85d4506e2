import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { DonationAddresses, ExplorerApiKeys } from '../config.ts'
import type { DatabaseHandle } from '../db/createDatabase.ts'
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from '../db/isDatabaseUnavailable.ts'
import type { InscriptionFollower } from '../inscriptions/inscriptionFollower.ts'
import { containsNulCharacter } from './containsNulCharacter.ts'
import { donationRoute } from './donationRoute.ts'
import { failureEnvelope } from './envelope.ts'
import { type ExplorerReadRouteOptions, explorerReadRoute } from './explorerReadRoute.ts'
import { type ExplorerVerifyRouteOptions, explorerVerifyRoute } from './explorerVerifyRoute.ts'
import { extensionInfoRoute } from './extensionInfoRoute.ts'
import { healthRoute } from './healthRoute.ts'
import { inscriptionRoutes } from './inscriptionRoutes.ts'
import { localChainRoute } from './localChainRoute.ts'
import { type PublicContentLimits, publicContentRoutes } from './publicContentRoutes.ts'
import { vipInfoRoute } from './vipInfoRoute.ts'
import { webConfigRoute } from './webConfigRoute.ts'

export type ApiRoutesOptions = {
  database: DatabaseHandle
  version: string
  localDeployments: readonly string[]
  rpcUrls: Readonly<Record<number, string>>
  explorerApiKeys: ExplorerApiKeys
  explorerApiUrls: Readonly<Record<number, string>>
  donation: DonationAddresses
  /** config.extensionZip, described by GET /v1/web/extension. */
  extensionZip: string
  /** config.extensionFirefoxZip, its Firefox build. */
  extensionFirefoxZip: string
  /** config.walletConnectProjectId, told to browsers by GET /v1/web/config. */
  walletConnectProjectId?: string | undefined
  /** Limits and the inputs' source of the explorer verification routes (tests change them). */
  explorerVerify?: Pick<ExplorerVerifyRouteOptions, 'limits' | 'loadVerifyInputs'> | undefined
  /** Limits, cache and clock of the read-only explorer proxy (tests change them). */
  explorerRead?: Pick<ExplorerReadRouteOptions, 'limits' | 'now'> | undefined
  /** The inscription indexer's follower, for /v1/web/ins/status (undefined: no chain followed). */
  inscriptionFollower?: InscriptionFollower | undefined
  /** Per-IP limits of the public content routes (feedback, errors, deployments, announcements). */
  publicContentLimits?: Partial<PublicContentLimits> | undefined
}

/**
 * Everything under /api, registered with that prefix. Its own catch-all and error handler answer
 * in the envelope, so an unknown API path is a JSON 404 and never the web app's index.html.
 *
 * @example
 * await app.register(apiRoutes, { prefix: '/api', database, version, localDeployments, rpcUrls, explorerApiKeys, explorerApiUrls })
 */
export const apiRoutes: FastifyPluginAsync<ApiRoutesOptions> = async (api, options) => {
  // API answers change with the database, so intermediaries must not keep them: app.ts sends
  // `cache-control: no-store` with the API's security headers, in the one onRequest hook every
  // request runs anyway (a hook of its own here was a second one on every public request).

  // A callback hook, not an async one: it runs on every public request, and a promise each costs
  // throughput (issue 17).
  // Text with a NUL character: PostgreSQL cannot store it, so it is refused on every database alike.
  api.addHook('preValidation', (request, reply, done) => {
    if (
      containsNulCharacter(request.query) ||
      containsNulCharacter(request.params) ||
      containsNulCharacter(request.body)
    ) {
      reply.code(400).send(failureEnvelope('invalid input: text must not contain NUL characters'))
      return
    }
    done()
  })

  // Set before the routes are registered: a child plugin keeps the error handler it was created with.
  api.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      // The database is away (stopped, restarting, unreachable): the same request works again soon.
      request.log.warn({ err: error }, 'API request: database unavailable')
      return reply
        .code(503)
        .header('retry-after', String(databaseRetryAfterSeconds))
        .send(failureEnvelope('service unavailable, try again'))
    }
    const statusCode = error.statusCode ?? 500
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'API request failed')
      return reply.code(statusCode).send(failureEnvelope('internal server error'))
    }
    // 4xx raised by Fastify itself: malformed JSON, unsupported media type, body too large.
    return reply.code(statusCode).send(failureEnvelope(error.message))
  })

  await api.register(healthRoute, {
    database: options.database,
    version: options.version,
    localDeployments: options.localDeployments,
  })
  await api.register(vipInfoRoute, { database: options.database })
  await api.register(inscriptionRoutes, { database: options.database, follower: options.inscriptionFollower })
  await api.register(localChainRoute, { localDeployments: options.localDeployments })
  await api.register(webConfigRoute, {
    rpcUrls: options.rpcUrls,
    localDeployments: options.localDeployments,
    walletConnectProjectId: options.walletConnectProjectId,
  })
  await api.register(donationRoute, { donation: options.donation })
  await api.register(extensionInfoRoute, {
    extensionZip: options.extensionZip,
    extensionFirefoxZip: options.extensionFirefoxZip,
  })
  await api.register(publicContentRoutes, {
    database: options.database,
    localDeployments: options.localDeployments,
    limits: options.publicContentLimits,
  })
  await api.register(explorerVerifyRoute, {
    explorerApiKeys: options.explorerApiKeys,
    explorerApiUrls: options.explorerApiUrls,
    ...options.explorerVerify,
  })
  await api.register(explorerReadRoute, {
    explorerApiKeys: options.explorerApiKeys,
    explorerApiUrls: options.explorerApiUrls,
    ...options.explorerRead,
  })

  // Unknown API paths: a route, not setNotFoundHandler, because the web app's wildcard file route
  // would otherwise claim /api/... first and answer with index.html. The router prefers the longer
  // /api/* prefix over the web app's /*.
  const notFound = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send(failureEnvelope('not found'))
  api.all('/', notFound)
  api.all('/*', notFound)
}

import type { FastifyInstance } from 'fastify'

/**
 * A GET of `url` from a client that accepts `acceptEncoding` (a browser sends 'br, gzip' or
 * 'gzip, br'): what a static file route compresses for.
 *
 * @example
 * const reply = await getAccepting(app, '/assets/index-B2xk9Qa1.js', 'gzip')
 */
export function getAccepting(app: FastifyInstance, url: string, acceptEncoding: string) {
  return app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } })
}

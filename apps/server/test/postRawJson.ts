import type { FastifyInstance } from 'fastify'

/**
 * POSTs `text` to `url` as an application/json body, sent as it is: JSON no client library would
 * build (cut off, nested too deep, too long), from `remoteAddress` when given.
 *
 * @example
 * const reply = await postRawJson(app, '/api/v1/web/feedback', '{"category":')
 */
export function postRawJson(app: FastifyInstance, url: string, text: string, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: text,
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  })
}

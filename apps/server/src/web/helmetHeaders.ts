import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * The response headers helmet sets for `options`, worked out once. @fastify/helmet builds a new
 * helmet middleware from its options on every request (validating and joining the whole policy
 * each time: issue 17 found the hooks halved the throughput); the options never change, so the
 * headers never do either. Helmet stays the source of every header and value; pass only plain
 * string directives (a function directive would be asked once, here).
 *
 * @example
 * helmetHeaders({ xFrameOptions: { action: 'deny' } })['x-frame-options'] // 'DENY'
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error
  })
  return headers
}

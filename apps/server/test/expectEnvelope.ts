import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'

/**
 * Expects `reply` to be a public route's fresh success: status 200, `cache-control: no-store` (the
 * answer may change while the server runs) and the `{ status: '1', message: 'OK', data }` envelope.
 *
 * @example
 * expectUncachedSuccess(await app.inject({ method: 'GET', url: '/api/v1/web/donation' }), addresses)
 */
export function expectUncachedSuccess(reply: LightMyRequestResponse, data: unknown): void {
  expect(reply.statusCode).toBe(200)
  expect(reply.headers['cache-control']).toBe('no-store')
  expect(reply.json()).toEqual({ status: '1', message: 'OK', data })
}

/**
 * Expects `reply` to be a public route's failure: `statusCode` and a `{ status: '0', message }`
 * envelope whose other fields include `more`.
 */
export function expectFailureEnvelope(
  reply: LightMyRequestResponse,
  statusCode: number,
  message: string,
  more: Record<string, unknown> = {},
): void {
  expect(reply.statusCode).toBe(statusCode)
  expect(reply.json()).toMatchObject({ status: '0', message, ...more })
}

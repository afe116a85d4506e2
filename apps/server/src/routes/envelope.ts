/**
 * The reply envelope of the product backend (spec 000 section 7): clients accept a reply whose
 * `status` is "1" (success) or "0" (failure), and read `data`. Every /api reply uses it, so a client
 * has one rule for every answer, including 404s and server errors.
 */
export type SuccessEnvelope<T> = { status: '1'; message: 'OK'; data: T }
export type FailureEnvelope<T = null> = { status: '0'; message: string; data: T }
export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope

/**
 * @example
 * return successEnvelope({ vip: 2 }) // { status: '1', message: 'OK', data: { vip: 2 } }
 */
export function successEnvelope<T>(data: T): SuccessEnvelope<T> {
  return { status: '1', message: 'OK', data }
}

/**
 * @example
 * reply.code(400).send(failureEnvelope('invalid chain'))
 */
export function failureEnvelope(message: string): FailureEnvelope {
  return { status: '0', message, data: null }
}

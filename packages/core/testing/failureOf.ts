/**
 * What `promise` rejects with, for a test that inspects a failure; a promise that resolves fails
 * the test instead.
 *
 * @example
 * const error = await failureOf(client.readContract({ address: eoa, abi, functionName: 'owner' }))
 * expect(isContractRefusal(error)).toBe(true)
 */
export function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure')
    },
    (error: unknown) => error,
  )
}

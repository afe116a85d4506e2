import { describe, expect, it } from 'vitest'
import { classifySendError } from './classifySendError.ts'

describe('classifySendError', () => {
  it('follows a send the endpoint rate-limited by its hash, whatever the wording (issue 74)', () => {
    // A gateway's bare 429 (viem: HttpRequestError with the status) and a JSON-RPC one.
    expect(
      classifySendError({ name: 'HttpRequestError', status: 429, message: 'HTTP request failed.' }),
    ).toBe('maybeSent')
    expect(
      classifySendError({ code: -32005, message: 'project ID request rate exceeded', status: 429 }),
    ).toBe('maybeSent')
  })

  it('still calls an unknown refusal a refusal', () => {
    expect(classifySendError({ code: -32000, message: 'transaction type not supported' })).toBe('refused')
  })
})

import { describe, expect, it } from 'vitest'
import { failureFromAnswer, rpcErrorBody } from '../../testing/failureFromAnswer.ts'
import { unfamiliarRefusalWording } from './unfamiliarRefusal.ts'

/** What a reader meets when an endpoint answers HTTP `status` with a JSON-RPC error `code`, `message`. */
const refusal = (code: number, message: string, status = 200) =>
  failureFromAnswer({ status, body: rpcErrorBody(code, message) })

describe('unfamiliarRefusalWording, on what viem throws for real HTTP answers', () => {
  it('names an endpoint’s refusal no rule reads by its code and words, numbers left out', async () => {
    expect(
      unfamiliarRefusalWording(await refusal(-32099, 'request quota momentarily unavailable (ref 81)')),
    ).toBe('-32099|request quota momentarily unavailable (ref #)')
    // viem turns -32603 into its InternalRpcError: the endpoint's words are still what is named.
    expect(unfamiliarRefusalWording(await refusal(-32603, 'upstream busy 0x1f, shard 7'))).toBe(
      '-32603|upstream busy #, shard #',
    )
  })

  it('is undefined for what a rule reads, what asking again answers the same, and a network failure', async () => {
    const known = [
      await refusal(-32005, 'Too many requests', 429),
      await refusal(-32000, 'exceed maximum block range: 5000'),
      await refusal(-32601, 'the method foo does not exist/is not available'),
    ]
    const theQuestions = [
      await refusal(3, 'execution reverted: Rate limit exceeded'),
      await refusal(-32000, 'execution reverted'),
      await refusal(-32000, 'out of gas'),
      await refusal(-32000, 'insufficient funds for gas * price + value'),
      await refusal(-32000, 'nonce too low'),
      await refusal(-32602, 'invalid argument 0: hex string has length 3, want 40 for common.Address'),
      await refusal(-32000, 'invalid opcode: PUSH0'),
      await refusal(4001, 'User rejected the request.'),
    ]
    const down = [
      await failureFromAnswer({ status: 502, body: '<html>Bad Gateway</html>', type: 'text/html' }),
    ]
    for (const error of [...known, ...theQuestions, ...down])
      expect(unfamiliarRefusalWording(error)).toBeUndefined()
  })
})

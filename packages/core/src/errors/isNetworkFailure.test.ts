import { createPublicClient, HttpRequestError, http, TimeoutError } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { failureFromAnswer } from '../../testing/failureFromAnswer.ts'
import { failureOf } from '../../testing/failureOf.ts'
import { getFreePort, type LocalNode } from '../local/localNodeProcess.ts'
import { startAnvilNode } from '../local/startAnvilNode.ts'
import { isNetworkFailure } from './isNetworkFailure.ts'

describe('isNetworkFailure', () => {
  let node: LocalNode
  beforeAll(async () => {
    node = await startAnvilNode()
  })
  afterAll(() => node?.stop())

  it('is true for a node that cannot be reached, through viem’s whole wrapping', async () => {
    const client = createPublicClient({
      transport: http(`http://127.0.0.1:${await getFreePort()}`, { retryCount: 0 }),
    })
    expect(isNetworkFailure(await failureOf(client.getBlockNumber()))).toBe(true)
    expect(isNetworkFailure(await failureOf(client.call({ data: '0x60006000fd' })))).toBe(true)
  })

  it('is false for a revert and for any JSON-RPC error of a node that is up', async () => {
    const client = createPublicClient({ transport: http(node.url, { retryCount: 0 }) })
    // Init code that reverts at once (PUSH1 0 PUSH1 0 REVERT): the node answers with an error.
    expect(isNetworkFailure(await failureOf(client.call({ data: '0x60006000fd' })))).toBe(false)
    expect(
      isNetworkFailure(
        await failureOf(client.request({ method: 'eth_getBalance', params: ['0x12' as never, 'latest'] })),
      ),
    ).toBe(false)
  })

  it('is true for timeouts and a disconnected provider, false for a revert sent with an HTTP error', () => {
    const url = 'http://127.0.0.1:1'
    expect(isNetworkFailure(new TimeoutError({ body: {}, url }))).toBe(true)
    expect(isNetworkFailure({ code: 4901, message: 'Chain disconnected' })).toBe(true)
    expect(
      isNetworkFailure(
        new HttpRequestError({ url, status: 500, details: '{"error":{"message":"execution reverted"}}' }),
      ),
    ).toBe(false)
    expect(isNetworkFailure(new Error('Something else'))).toBe(false)
  })

  it('is false for a rate limit or a range limit the node answered, whatever the body (issue 74)', async () => {
    // A gateway's bare 429 carries no JSON-RPC body: viem calls it an HttpRequestError, as it does an
    // unreachable node, but the endpoint is up and said to slow down.
    const answers = [
      { status: 429, type: 'text/plain', body: 'Too Many Requests' },
      {
        status: 413,
        type: 'application/json',
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          error: { code: -32614, message: 'eth_getLogs is limited to a 1,000 range' },
        }),
      },
    ]
    for (const answer of answers) {
      const error = await failureFromAnswer(answer, (client) =>
        client.getLogs({ fromBlock: 0n, toBlock: 5_000n }),
      )
      expect(isNetworkFailure(error), String(answer.status)).toBe(false)
    }
  })
})

import type { Address } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { deployStackTraps } from '../harness/deployStackTraps.ts'
import { startStackWithExplorerProxy, suiteExplorer } from '../harness/explorerProxyStack.ts'
import { pageSuite } from '../harness/pageSuite.ts'

const key = 'e2e-holders-key'

/**
 * The safety check's holders on a chain whose explorer the server proxies (as on BSC or Ethereum,
 * where a public node cannot give a token's history in time): the server is given an explorer for
 * the local chain (a local Etherscan-like server answering from the node's own logs) and a key the
 * browser never sees, and the screen lists holders read from the explorer's Transfer logs.
 */
describe('token safety check: holders through the server explorer proxy', () => {
  const proxy = suiteExplorer(() => startStackWithExplorerProxy(key))
  let token: Address
  /** Every answer of the server's explorer proxy the page received, to prove none carries the key. */
  const proxyAnswers: string[] = []

  const suite = pageSuite({
    stack: proxy.start,
    prepare: async (stack) => {
      ;({ clean: token } = await deployStackTraps(stack, ['clean']))
    },
  })
  beforeAll(() => {
    suite.page.on('response', async (response) => {
      if (response.url().includes('/api/v1/web/explorer/')) proxyAnswers.push(await response.text())
    })
  })

  it("lists the token's holders from the explorer's Transfer logs, the key never reaching the page", async () => {
    await suite.page.goto(
      `${suite.stack.baseUrl}/check?chain=${suite.stack.chains[0].chainId}&address=${token}`,
    )
    await suite.page.getByTestId('safety-verdict').waitFor({ timeout: 90_000 })
    const holders = suite.page.getByTestId('safety-holders')
    await expect.poll(() => holders.getByTestId('safety-holder').count()).toBeGreaterThanOrEqual(2)
    expect(await holders.getByTestId('safety-holder-role').allTextContents()).toEqual(
      expect.arrayContaining(['Pool', 'Creator']),
    )
    const asked = proxy.explorer.received.map((request) => request.query)
    expect(asked).toContainEqual(
      expect.objectContaining({ action: 'getcontractcreation', contractaddresses: token.toLowerCase() }),
    )
    expect(asked).toContainEqual(
      expect.objectContaining({ action: 'getLogs', address: token.toLowerCase(), apikey: key }),
    )
    expect(proxyAnswers.length).toBeGreaterThan(0)
    expect(proxyAnswers.every((answer) => !answer.includes(key))).toBe(true)
  })
})

import type { EtherscanTestServer } from '@tokenbox/core/testing/startEtherscanTestServer.ts'
import type { Page } from 'playwright-core'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployStackTraps } from '../harness/deployStackTraps.ts'
import { startStackWithExplorerProxy } from '../harness/explorerProxyStack.ts'
import type { Stack } from '../harness/startStack.ts'

const key = 'e2e-holders-key'

/**
 * The safety check's holders on a chain whose explorer the server proxies (as on BSC or Ethereum,
 * where a public node cannot give a token's history in time): the server is given an explorer for
 * the local chain (a local Etherscan-like server answering from the node's own logs) and a key the
 * browser never sees, and the screen lists holders read from the explorer's Transfer logs.
 */
describe('token safety check: holders through the server explorer proxy', () => {
  let explorer: EtherscanTestServer
  let stack: Stack
  let page: Page
  let token: Address
  /** Every answer of the server's explorer proxy the page received, to prove none carries the key. */
  const proxyAnswers: string[] = []

  beforeAll(async () => {
    ;({ stack, explorer } = await startStackWithExplorerProxy(key))
    ;({ clean: token } = await deployStackTraps(stack, ['clean']))
    page = await stack.context.newPage()
    page.on('response', async (response) => {
      if (response.url().includes('/api/v1/web/explorer/')) proxyAnswers.push(await response.text())
    })
  }, 300_000)

  afterAll(async () => {
    await stack?.stop()
    await explorer?.close()
  })

  it("lists the token's holders from the explorer's Transfer logs, the key never reaching the page", async () => {
    await page.goto(`${stack.baseUrl}/check?chain=${stack.chains[0].chainId}&address=${token}`)
    await page.getByTestId('safety-verdict').waitFor({ timeout: 90_000 })
    const holders = page.getByTestId('safety-holders')
    await expect.poll(() => holders.getByTestId('safety-holder').count()).toBeGreaterThanOrEqual(2)
    expect(await holders.getByTestId('safety-holder-role').allTextContents()).toEqual(
      expect.arrayContaining(['Pool', 'Creator']),
    )
    const asked = explorer.received.map((request) => request.query)
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

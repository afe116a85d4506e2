import { deployTrapTokens, type TrapName } from '@tokenbox/core/testing/deployTrapTokens.ts'
import {
  type ProviderName,
  type ProviderProxy,
  startProviderProxy,
} from '@tokenbox/core/testing/providerProxy.ts'
import type { Page } from 'playwright-core'
import { type Address, createWalletClient, erc20Abi, http, maxUint256, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../harness/launchBrowser.ts'
import { createPresaleDirectly, deploySaleToken } from '../harness/launchpadPage.ts'
import { shoot } from '../harness/screenshots.ts'
import { type Stack, startStack } from '../harness/startStack.ts'
import { installTestWallet, type TestWallet } from '../harness/testWallet.ts'

/**
 * Issue 74 as users meet it: the app reads the local chain through an endpoint like the ones
 * they really have (a provider-like proxy: 300 ms a round trip, 25 calls a second then HTTP 429,
 * at most 1,000 blocks per eth_getLogs, each in a real provider's wording), on a chain of over
 * 200,000 blocks; the wallet sends through its own node, as a browser wallet does. Hardhat's node,
 * which mines 200,000 empty blocks in milliseconds (anvil: over 20 minutes). Nothing may say
 * "Network connection failed" or "Transaction failed": the endpoint answered every time, with a
 * limit the app must live with and tell the user about.
 */
describe('TokenBox through a provider-like endpoint on a 200,000-block chain', () => {
  let stack: Stack
  let page: Page
  let wallet: TestWallet
  let creator: Address
  let older: Address
  let newer: Address
  let traps: Partial<Record<TrapName, Address>>
  const proxies: ProviderProxy[] = []
  const storageKey = 'tokenbox.rpcUrl.31337'

  const mine = (blocks: number) =>
    stack.publicClient.request({ method: 'hardhat_mine', params: [toHex(blocks)] } as never)
  const endpoint = async (provider: ProviderName, requestsPerSecond: number) => {
    const proxy = await startProviderProxy({
      upstream: stack.rpcUrl,
      provider,
      latencyMs: 300,
      requestsPerSecond,
      getLogsBlockRange: 1_000,
    })
    proxies.push(proxy)
    return proxy
  }
  /** Points this browser's RPC for the local chain at `url`, as the RPC dialog does, and reloads. */
  const useRpc = async (url: string) => {
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: storageKey, value: url })
    await page.reload()
  }
  /** What must never show: a false "change RPC node" or a read called a transaction. */
  const falseFailures = async (on: Page = page) => ({
    banner: await on.getByTestId('rpc-unreachable-31337').count(),
    transactionFailed: await on.getByText('Transaction failed').count(),
  })
  /**
   * A page in a browser context of its own (another visitor, no wallet) whose RPC for the local
   * chain is `url`: rendered once first, so the chain's instance is recorded and the choice stays.
   */
  const ownPage = async (url: string) => {
    const browser = await launchBrowser()
    const own = await browser.context.newPage()
    await own.setViewportSize({ width: 1440, height: 900 })
    await own.goto(`${stack.baseUrl}/home`)
    await own.getByTestId('connect-wallet').waitFor()
    await own.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: storageKey, value: url })
    return { page: own, close: browser.close }
  }

  beforeAll(async () => {
    stack = await startStack({ node: 'hardhat' })
    creator = stack.accounts[1]!
    const owner = stack.accounts[2]!
    const approver = createWalletClient({
      account: owner,
      chain: stack.chains[0].chain,
      transport: http(stack.rpcUrl),
    })
    const approve = async (spender: Address) => {
      const hash = await approver.writeContract({
        address: stack.deployments.contracts.usdt,
        abi: erc20Abi,
        functionName: 'approve',
        args: [spender, maxUint256],
      })
      await stack.publicClient.waitForTransactionReceipt({ hash })
    }
    // An approval early in the chain's life, a presale 50,000 blocks before the head, one at it.
    await approve('0x00000000000000000000000000000000000a0001')
    await mine(150_000)
    older = await createPresaleDirectly(stack, { creator, token: await deploySaleToken(stack, creator) })
    await mine(50_000)
    newer = await createPresaleDirectly(stack, { creator, token: await deploySaleToken(stack, creator) })
    await approve('0x00000000000000000000000000000000000a0002')
    // A honeypot by blacklist at the head, for the safety check.
    const { router, factory, weth, lock } = stack.deployments.contracts
    ;({ tokens: traps } = await deployTrapTokens({
      publicClient: stack.publicClient,
      walletClient: createWalletClient({
        account: stack.accounts[3]!,
        chain: stack.chains[0].chain,
        transport: http(stack.rpcUrl),
      }),
      account: stack.accounts[3]!,
      contracts: { router, factory, weth, locker: lock },
      only: ['blacklistHoneypot'],
    }))

    wallet = await installTestWallet(stack.context, { rpcUrl: stack.rpcUrl, account: creator })
    page = await stack.context.newPage()
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.addInitScript(() => localStorage.setItem('tokenbox.wallet.userDisconnected', '1'))
    await page.goto(`${stack.baseUrl}/home`)
    // Rendered: the chain's instance is recorded, so what this browser stores for it stays.
    await page.getByTestId('connect-wallet').waitFor()
    await useRpc((await endpoint('infura', 25)).url)
  }, 300_000)

  afterAll(async () => {
    await stack?.stop()
    await Promise.all(proxies.map((proxy) => proxy.stop()))
  })

  it('lists the presales newest first, saying the RPC reads 1,000 blocks per query meanwhile', async () => {
    await page.goto(`${stack.baseUrl}/la/st`)
    await page.getByRole('tab', { name: 'List' }).click()
    const status = page.getByTestId('presale-list-scan')
    // 100 requests of 1,000 blocks at 25 a second: the line is up for seconds, with the limit named.
    await expect
      .poll(() => status.textContent(), { timeout: 60_000 })
      .toContain('This RPC node limits each query to a block range of 1,000')
    expect(await status.textContent()).toMatch(/Reading older blocks… \d+% of the last 100,000/)
    await shoot(page, 'real-endpoint-presale-list-reading-1440-en.png', { fullPage: true })
    const items = page.getByTestId('presale-list-item')
    await expect
      .poll(() => items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-presale'))), {
        timeout: 120_000,
      })
      .toEqual([newer, older])
    await status.waitFor({ state: 'hidden', timeout: 120_000 })
    await shoot(page, 'real-endpoint-presale-list-1440-en.png', { fullPage: true })
    expect(await falseFailures()).toEqual({ banner: 0, transactionFailed: 0 })
  }, 240_000)

  it('finds approvals from the first block to the head in Approve Check', async () => {
    await page.goto(`${stack.baseUrl}/ot/ac`)
    await page.getByTestId('approvals-owner').fill(stack.accounts[2]!)
    await page.getByTestId('approvals-scan').click()
    await page.getByTestId('approvals-table').waitFor({ timeout: 180_000 })
    const spenders = await page.getByTestId('approvals-table').textContent()
    // Both spenders, the one approved 200,000 blocks ago and the one at the head (shown shortened).
    expect(spenders).toContain('0x00...0001')
    expect(spenders).toContain('0x00...0002')
    expect(await falseFailures()).toEqual({ banner: 0, transactionFailed: 0 })
  }, 240_000)

  it('checks a honeypot through the endpoint (300 ms, 25 calls a second, no eth_simulateV1): High risk, within the page', async () => {
    await page.goto(`${stack.baseUrl}/check?chain=31337&address=${traps.blacklistHoneypot}`)
    const verdict = page.getByTestId('safety-verdict')
    await verdict.waitFor({ timeout: 90_000 })
    expect(await verdict.getAttribute('data-level')).toBe('danger')
    expect(await page.getByTestId('safety-verdict-title').textContent()).toBe('High risk')
    expect(
      await page.getByTestId('safety-trade').first().getByTestId('safety-trade-sell').textContent(),
    ).toBe('Cannot sell')
    expect(await falseFailures()).toEqual({ banner: 0, transactionFailed: 0 })
  }, 240_000)

  it('creates a token through an endpoint that allows 5 calls a second (QuickNode wording)', async () => {
    await useRpc((await endpoint('quicknode', 5)).url)
    await page.goto(`${stack.baseUrl}/co/st?t=0`)
    await page.getByTestId('connect-wallet').click()
    await page.getByTestId('connector-org.tokenbox.testwallet').click()
    await page.getByTestId('account-address').waitFor()
    await page.getByTestId('token-name').fill('Paced Token')
    await page.getByTestId('token-symbol').fill('PACE')
    await page.getByTestId('token-supply').fill('1000000')
    const sentBefore = wallet.sentHashes.length
    await page.getByTestId('create-token-submit').click()
    const created = page.getByTestId('token-created')
    const refused = page.getByTestId('create-token-error')
    await created.or(refused).first().waitFor({ timeout: 180_000 })
    expect(await refused.count(), (await refused.allTextContents()).join(' ')).toBe(0)
    const token = (await page.getByTestId('token-address').textContent()) as Address
    expect(
      await stack.publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'totalSupply' }),
    ).toBe(10n ** 24n)
    expect(wallet.sentHashes.length).toBe(sentBefore + 1)
    expect(await falseFailures()).toEqual({ banner: 0, transactionFailed: 0 })
  }, 240_000)

  // Every other list of created contracts, each through an endpoint that allows 5 calls a second
  // and words its 1,000-block cap as another provider does: the scan says the limit, reads the last
  // 100,000 blocks to the end, and nothing calls the endpoint failed. Each list is another visitor
  // (a browser context of its own, its own endpoint), so the six run side by side: a scan waits
  // on its endpoint's pace (20 s of 5 calls a second at least), not on the machine, and six in a
  // row kept one browser worker waiting for three minutes.
  it.concurrent.for([
    {
      list: 'mining pools',
      route: '/mi/st',
      tab: 'List',
      scan: 'mining-list-scan',
      error: 'mining-list-error',
      provider: 'bsc',
    },
    {
      list: 'Earn pools',
      route: '/fi/ea',
      tab: 'List',
      scan: 'earn-list-scan',
      error: 'earn-list-error',
      provider: 'thirdweb',
    },
    {
      list: 'bean pools',
      route: '/fi/bf',
      scan: 'bean-list-scan',
      error: 'bean-list-error',
      provider: 'infura',
    },
    {
      list: 'inscription sales',
      route: '/ins/sa',
      tab: 'List',
      scan: 'ins-sale-list-scan',
      error: 'ins-sale-list-error',
      provider: 'alchemy',
    },
    {
      list: 'fair launches',
      route: '/co/fa',
      button: 'fair-list-button',
      scan: 'fair-list-scan',
      error: 'fair-list-error',
      provider: 'quicknode',
    },
    {
      list: 'sale tokens',
      route: '/co/dd?t=1',
      button: 'sale-list-button',
      scan: 'sale-list-scan',
      error: 'sale-list-error',
      provider: 'infura',
    },
  ] as const)(
    'reads the $list list through 5 calls a second ($provider wording)',
    { timeout: 300_000 },
    async (list, { expect }) => {
      const { route, scan, error, provider } = list
      const { page, close } = await ownPage((await endpoint(provider, 5)).url)
      try {
        await page.goto(`${stack.baseUrl}${route}`)
        // Six pages open at once, each reading through its slow endpoint: at load 17 a list's
        // button took over the 60 s action timeout to show, so the first click waits as the scan may.
        const opened = { timeout: 180_000 }
        if ('tab' in list && list.tab) await page.getByRole('tab', { name: list.tab }).click(opened)
        if ('button' in list && list.button) await page.getByTestId(list.button).click(opened)
        const status = page.getByTestId(scan)
        await expect
          .poll(() => status.textContent(), { timeout: 90_000 })
          .toContain('This RPC node limits each query to a block range of 1,000')
        await status.waitFor({ state: 'hidden', timeout: 180_000 })
        expect(await page.getByTestId(error).count()).toBe(0)
        expect(await falseFailures(page)).toEqual({ banner: 0, transactionFailed: 0 })
      } finally {
        await close()
      }
    },
  )

  it('says at once that an RPC of the user’s own serves no event logs (a BSC public node), in English and Chinese', async () => {
    // Every eth_getLogs refused, a single block's too, as "limit exceeded" (-32005).
    const noLogs = await startProviderProxy({
      upstream: stack.rpcUrl,
      provider: 'bsc',
      latencyMs: 300,
      getLogsRefused: true,
    })
    proxies.push(noLogs)
    const own = await ownPage(noLogs.url)
    try {
      await own.page.goto(`${stack.baseUrl}/la/st`)
      await own.page.getByRole('tab', { name: 'List' }).click()
      const error = own.page.getByTestId('presale-list-error')
      await expect
        .poll(() => error.textContent(), { timeout: 60_000 })
        .toContain('This RPC node does not serve event logs (eth_getLogs), not even for a single block')
      await shoot(own.page, 'real-endpoint-no-logs-1440-en.png', { fullPage: true })
      // Not "too many blocks at once" after halving down to one block: the scan's range, then one block.
      expect(noLogs.counts().eth_getLogs).toBeLessThanOrEqual(6)
      expect(await falseFailures(own.page)).toEqual({ banner: 0, transactionFailed: 0 })

      await own.page.evaluate(() => localStorage.setItem('tokenbox.language', 'zh'))
      await own.page.setViewportSize({ width: 375, height: 812 })
      await own.page.goto(`${stack.baseUrl}/la/st`)
      await own.page.getByRole('tab', { name: '列表' }).click()
      await expect
        .poll(() => error.textContent(), { timeout: 60_000 })
        .toContain('此 RPC 节点不提供事件日志（eth_getLogs）')
      expect(await own.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      await shoot(own.page, 'real-endpoint-no-logs-375-zh.png', { fullPage: true })
    } finally {
      await own.close()
    }
  }, 240_000)

  it('says it in Chinese on a phone: the reading line and the limit, then the rows', async () => {
    await useRpc((await endpoint('alchemy', 25)).url)
    await page.evaluate(() => localStorage.setItem('tokenbox.language', 'zh'))
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto(`${stack.baseUrl}/la/st`)
    await page.getByRole('tab', { name: '列表' }).click()
    const status = page.getByTestId('presale-list-scan')
    await expect
      .poll(() => status.textContent(), { timeout: 60_000 })
      .toContain('此 RPC 节点每次查询的区块范围上限为1,000')
    expect(await status.textContent()).toMatch(/正在读取更早的区块… 最近100,000个区块已读\d+%/)
    await shoot(page, 'real-endpoint-presale-list-reading-375-zh.png', { fullPage: true })
    await expect.poll(() => page.getByTestId('presale-list-item').count(), { timeout: 120_000 }).toBe(2)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    expect(await page.getByTestId('rpc-unreachable-31337').count()).toBe(0)
    await page.evaluate(() => localStorage.removeItem('tokenbox.language'))
    await page.setViewportSize({ width: 1440, height: 900 })
  }, 240_000)
})

import { devAccounts } from '@tokenbox/core/testing/localTestChain.ts'
import {
  type Address,
  decodeEventLog,
  erc20Abi,
  type Hex,
  parseEther,
  parseUnits,
  recoverTransactionAddress,
} from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { animationsSettled } from '../harness/animationsSettled.ts'
import { expectNoErrors } from '../harness/consoleErrors.ts'
import { devWallet } from '../harness/devWallet.ts'
import { pageSuite } from '../harness/pageSuite.ts'
import { tokenBalanceOf } from '../harness/saleSuite.ts'
import { shoot } from '../harness/screenshots.ts'
import { installSecretGuard, type SecretGuard } from '../harness/secretGuard.ts'
import { writeErc20 } from '../harness/writeErc20.ts'

const [deployer, target] = devAccounts

describe('token collection on the local stack', () => {
  let usdt: Address
  let startBlock: bigint
  let guard: SecretGuard
  const consoleTexts: string[] = []
  const pageErrors: string[] = []
  // rich, nativeOnly, poor (too little native for its token transfer), second, flaky (its RPC drops).
  const keys = Array.from({ length: 5 }, () => generatePrivateKey())
  const addresses = keys.map((key) => privateKeyToAddress(key))
  const [rich, nativeOnly, poor, second, flaky] = addresses as [Address, Address, Address, Address, Address]
  const funding: [Address, bigint, bigint][] = [
    [rich, parseEther('1'), parseUnits('100', 6)],
    [nativeOnly, parseEther('0.5'), 0n],
    [poor, 1_000_000_000n, parseUnits('50', 6)],
    [second, parseEther('2'), parseUnits('25.5', 6)],
    [flaky, parseEther('0.3'), parseUnits('10', 6)],
  ]
  let dropFlaky = true
  let initialTarget: { native: bigint; token: bigint }

  const nativeOf = (address: Address) => suite.stack.publicClient.getBalance({ address })
  const tokenOf = (address: Address) => tokenBalanceOf(suite.stack, usdt, address)
  const statusOf = (address: Address) =>
    suite.page.getByTestId(`collect-status-${address}`).getAttribute('data-status')
  const statusText = (address: Address) => suite.page.getByTestId(`collect-status-${address}`).textContent()
  const errorTexts = () => suite.page.locator('.ant-form-item-explain-error').allTextContents()

  const suite = pageSuite({
    prepare: async (stack) => {
      usdt = stack.deployments.contracts.usdt
      const client = devWallet(stack, deployer)
      const wait = (hash: Hex) => stack.publicClient.waitForTransactionReceipt({ hash })
      for (const [address, native, token] of funding) {
        if (native > 0n) await wait(await client.sendTransaction({ to: address, value: native }))
        if (token > 0n) {
          await wait(await writeErc20(client, usdt, 'transfer', address, token))
        }
      }
      startBlock = await stack.publicClient.getBlockNumber()
      initialTarget = { native: await nativeOf(target), token: await tokenOf(target) }

      // Every request of every page (URL, headers, body) and every wallet call, for the key-leak check.
      guard = await installSecretGuard(stack.context)
      // The RPC drops while the flaky wallet sends: the node gets its transaction, the page never
      // sees the answer (the worst case for a retry: sent, but unknown to the sender).
      const rpcOrigin = new URL(stack.rpcUrl).origin
      await stack.context.route(
        (url) => url.origin === rpcOrigin,
        async (route) => {
          const body = route.request().postData() ?? ''
          if (dropFlaky && body.includes('eth_sendRawTransaction')) {
            const calls = [JSON.parse(body)].flat() as { params: [Hex] }[]
            const senders = await Promise.all(
              calls.map((call) =>
                recoverTransactionAddress({ serializedTransaction: call.params[0] as never }),
              ),
            )
            if (senders.includes(flaky)) {
              await route.fetch()
              await route.abort('connectionreset')
              return
            }
          }
          await route.continue()
        },
      )
    },
    connect: { path: '/wa/co', account: () => target },
  })
  beforeAll(async () => {
    suite.page.on('console', (message) => consoleTexts.push(message.text()))
    suite.page.on('pageerror', (error) => pageErrors.push(error.message))
  })

  it('opens Token Collection with the connected wallet as the target', async () => {
    await suite.page.getByTestId('collect-page').waitFor()
    expect(await suite.page.title()).toBe('Token Collection - TokenBox')
    await expect.poll(() => suite.page.getByTestId('collect-target').inputValue()).toBe(target)
  })

  it('lists bad key lines by number and reason, and refuses bad settings', async () => {
    await suite.page.getByTestId('collect-show-keys').click()
    await suite.page
      .getByTestId('collect-keys')
      .fill(`private key\n${keys[0]!.slice(0, 50)}\n${keys[1]},${rich}`)
    await suite.page.getByTestId('collect-import-button').click()
    const issues = suite.page.getByTestId('collect-import-issues')
    await issues.waitFor()
    expect(await issues.locator('li').allTextContents()).toEqual([
      'Line 2: Not a valid private key',
      'Line 3: The address on this line does not belong to its key',
    ])
    expect(await suite.page.getByTestId('collect-import-report').textContent()).toContain('0 wallets added')
    await suite.page.setViewportSize({ width: 1440, height: 900 })
    await shoot(suite.page, 'collect-issues-1440-en.png')
    await suite.page.setViewportSize({ width: 375, height: 812 })
    await shoot(suite.page, 'collect-issues-375-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 1280, height: 860 })
    // "Remove invalid lines" takes the refused lines out of the masked box: the header stays.
    await suite.page.getByTestId('collect-remove-bad-lines').click()
    expect(await suite.page.getByTestId('collect-keys').inputValue()).toBe('private key')
    await issues.waitFor({ state: 'detached' })
    await suite.page.getByTestId('collect-keys').fill('')
    await suite.page.getByTestId('collect-target').fill('0x1234')
    await suite.page.getByTestId('collect-keep').fill('abc')
    // Nothing to start yet: the button waits for wallets.
    expect(await suite.page.getByTestId('collect-start').isDisabled()).toBe(true)
    await expect.poll(errorTexts).toEqual(expect.arrayContaining(['Illegal address', 'Invalid amount']))
    await suite.page.getByTestId('collect-target').fill(target)
    await suite.page.getByTestId('collect-keep').fill('0')
    await expect.poll(errorTexts).toEqual([])
  })

  it('imports pasted keys in mixed forms, merges duplicates and shows every balance', async () => {
    const lines = [
      keys[0]!,
      keys[1]!.slice(2).toUpperCase(),
      `${poor},${keys[2]}`,
      `"${keys[3]}"`,
      keys[4]!,
      keys[0]!.slice(2),
    ]
    await suite.page.getByTestId('collect-keys').fill(lines.join('\n'))
    await suite.page.getByTestId('collect-import-button').click()
    await expect
      .poll(() => suite.page.getByTestId('collect-import-report').textContent())
      .toContain('5 wallets added, 1 duplicate merged')
    expect(await suite.page.getByTestId('collect-keys').inputValue()).toBe('')
    await suite.page.getByTestId('collect-token').fill(usdt)
    await suite.page.keyboard.press('Escape')
    await expect
      .poll(() => suite.page.getByTestId('collect-row-token').allTextContents())
      .toEqual(['100', '0', '50', '25.5', '10'])
    expect(await suite.page.getByTestId('collect-row-native').allTextContents()).toEqual([
      '1',
      '0.5',
      '<0.000001',
      '2',
      '0.3',
    ])
    // The forecast, from core's plan: the poor wallet cannot pay for its token transfer.
    await expect
      .poll(() => suite.page.getByTestId('collect-preview').textContent())
      .toContain('Forecast: 4 wallets send, 1 skipped · 135.5 USDT · ≥ 3.79')
    expect(await statusText(poor)).toContain('Will be skipped: Insufficient balance')
    // Keys are masked in the table.
    const table = (await suite.page.getByTestId('collect-wallets').textContent()) ?? ''
    for (const key of keys) expect(table.toLowerCase()).not.toContain(key.slice(2, 20))
    await shoot(suite.page, 'collect-imported-1440-en.png', { fullPage: true })
  })

  it('collects token then native into the target; the poor wallet is skipped, the flaky one fails', async () => {
    const sentBefore = suite.wallet.sentTransactions()
    await suite.page.getByTestId('collect-start').click()
    await expect
      .poll(() => Promise.all(addresses.map(statusOf)), { timeout: 60_000 })
      .toEqual(['done', 'done', 'skipped', 'done', 'failed'])
    expect(await statusText(poor)).toContain('Insufficient balance')
    expect(await statusText(flaky)).toContain('Network connection failed, please change RPC node')
    await expect
      .poll(() => suite.page.getByTestId('collect-summary-counts').textContent())
      .toBe('3 done, 1 skipped, 1 failed')
    // The connected wallet signed nothing: every transfer was signed by its sub-wallet in the page.
    expect(suite.wallet.sentTransactions()).toBe(sentBefore)
    for (const address of [rich, nativeOnly, second]) {
      expect(await nativeOf(address)).toBe(0n)
      expect(await tokenOf(address)).toBe(0n)
    }
    expect(await nativeOf(poor)).toBe(1_000_000_000n)
    expect(await tokenOf(poor)).toBe(parseUnits('50', 6))
    await shoot(suite.page, 'collect-failed-1440-en.png', { fullPage: true })
  })

  it('retries the failed wallet without sending anything twice', async () => {
    dropFlaky = false
    await suite.page.getByTestId('collect-retry').click()
    await expect.poll(() => statusOf(flaky), { timeout: 60_000 }).toBe('done')
    expect(await nativeOf(flaky)).toBe(0n)
    expect(await tokenOf(flaky)).toBe(0n)
    // Its token transfer (mined while its answer was lost) and its sweep: two transactions, not three.
    expect(await suite.stack.publicClient.getTransactionCount({ address: flaky })).toBe(2)
    await expect
      .poll(() => suite.page.getByTestId('collect-summary-counts').textContent())
      .toBe('4 done, 1 skipped, 0 failed')
    expect(await suite.page.getByTestId('collect-summary-token').textContent()).toBe('135.5 USDT')
  })

  it('raised the target by exactly what the sub-wallets sent', async () => {
    // Every transaction the sub-wallets sent since funding, straight from the chain.
    const latest = await suite.stack.publicClient.getBlockNumber()
    let nativeSent = 0n
    let tokenSent = 0n
    const sentBy = new Map<Address, number>()
    for (let number = startBlock + 1n; number <= latest; number++) {
      const block = await suite.stack.publicClient.getBlock({
        blockNumber: number,
        includeTransactions: true,
      })
      for (const transaction of block.transactions) {
        const from = addresses.find((address) => address.toLowerCase() === transaction.from.toLowerCase())
        if (!from) continue
        const receipt = await suite.stack.publicClient.getTransactionReceipt({ hash: transaction.hash })
        expect(receipt.status).toBe('success')
        sentBy.set(from, (sentBy.get(from) ?? 0) + 1)
        if (transaction.to?.toLowerCase() === target.toLowerCase()) nativeSent += transaction.value
        for (const log of receipt.logs) {
          const event = decodeEventLog({ abi: erc20Abi, data: log.data, topics: log.topics })
          if (event.eventName === 'Transfer') tokenSent += event.args.value
        }
      }
    }
    expect(Object.fromEntries(sentBy)).toEqual({ [rich]: 2, [nativeOnly]: 1, [second]: 2, [flaky]: 2 })
    expect(tokenSent).toBe(parseUnits('135.5', 6))
    expect((await tokenOf(target)) - initialTarget.token).toBe(tokenSent)
    expect((await nativeOf(target)) - initialTarget.native).toBe(nativeSent)
    // Every collected wallet is at exactly 0, so what arrived is everything it had less its own gas.
    expect(nativeSent).toBeGreaterThan(parseEther('3.79'))
  })

  it('never let an imported key leave the page', async () => {
    expect(guard.records.length).toBeGreaterThan(20)
    expect(guard.records.some((record) => record.text.includes('eth_sendRawTransaction'))).toBe(true)
    guard.assertNoSecrets({ privateKeys: keys })
    const secrets = keys.map((key) => key.slice(2).toLowerCase())
    // Nor is any kept in storage, cookies or the console.
    const stored = await suite.page.evaluate(() =>
      JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]).toLowerCase(),
    )
    for (const secret of secrets) {
      expect(stored).not.toContain(secret)
      expect(consoleTexts.join('\n').toLowerCase()).not.toContain(secret)
    }
    expectNoErrors(pageErrors)
  })

  it('imports a CSV file (address,privateKey columns) without passing through the box', async () => {
    const extra = generatePrivateKey()
    const csv = `address,privateKey\r\n${privateKeyToAddress(extra)},${extra}\r\n${rich},${keys[0]}\r\n`
    await suite.page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'keys.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await expect
      .poll(() => suite.page.getByTestId('collect-import-report').textContent())
      .toContain('1 wallet added, 1 duplicate merged')
    expect(await suite.page.getByTestId('collect-keys').inputValue()).toBe('')
    await expect.poll(() => suite.page.getByTestId('collect-row-address').count()).toBe(6)
    guard.assertNoSecrets({ privateKeys: [extra] })
  })

  it('fits a 375 px screen', async () => {
    await suite.page.setViewportSize({ width: 375, height: 812 })
    await animationsSettled(suite.page)
    await shoot(suite.page, 'collect-375-en.png', { fullPage: true })
    // Nothing of the screen reaches past the viewport (the table scrolls inside its own box), once
    // the page has laid itself out for the new width.
    // (The shell's header is 1 px wider than 375 px on every page; that is the layout's, not ours.)
    const overflowing = () =>
      suite.page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="collect-page"] *')]
          .filter((element) => !element.closest('.ant-table-content, .ant-table-body'))
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((element) => element.outerHTML.slice(0, 120)),
      )
    await expect.poll(overflowing).toEqual([])
    await suite.page.setViewportSize({ width: 1440, height: 900 })
  })
})

import { readFileSync } from 'node:fs'
import { sampleStablecoinAbi } from '@tokenbox/core/contracts/SampleStablecoin.abi.ts'
import { sampleStablecoinBytecode } from '@tokenbox/core/contracts/SampleStablecoin.bytecode.ts'
import ExcelJS from 'exceljs'
import type { Page } from 'playwright-core'
import { type Address, createWalletClient, type Hex, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors } from '../harness/consoleErrors.ts'
import { shoot } from '../harness/screenshots.ts'
import { type Stack, startStack } from '../harness/startStack.ts'

/** 1,000 fresh accounts nobody funded (keys far from the node's dev accounts). */
const addresses: Address[] = Array.from({ length: 1000 }, (_, index) =>
  privateKeyToAddress(`0x${(0xc0ffee000000n + BigInt(index)).toString(16).padStart(64, '0')}` as Hex),
)

describe('Query Balance on the local stack, without a wallet', () => {
  let stack: Stack
  let page: Page
  let gold: Address
  const rpcBodies: string[] = []
  const pageErrors: string[] = []

  const ethCalls = () => rpcBodies.filter((body) => body.includes('"eth_call"')).length
  const text = (testId: string) => page.getByTestId(testId).textContent()
  const download = async (testId: string) => {
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()])
    return (await file.path())!
  }
  const pickFilter = async (testId: string, label: string) => {
    await page.getByTestId(testId).click()
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .getByText(label, { exact: true })
      .click()
  }
  const submit = () => page.getByTestId('check-submit').click()

  beforeAll(async () => {
    stack = await startStack()
    const [deployer] = stack.accounts as [Address]
    const client = createWalletClient({ account: deployer, chain: hardhat, transport: http(stack.rpcUrl) })
    const wait = (hash: Hex) => stack.publicClient.waitForTransactionReceipt({ hash })
    // A token outside the catalogue, typed into the screen by address.
    const deployHash = await client.deployContract({
      abi: sampleStablecoinAbi,
      bytecode: sampleStablecoinBytecode,
      args: ['Gold Test', 'GOLD', 8, 0n, parseUnits('1000000', 8)],
    })
    gold = (await wait(deployHash)).contractAddress!
    const { usdt } = stack.deployments.contracts
    for (const [index, target] of addresses.slice(0, 5).entries()) {
      await wait(await client.sendTransaction({ to: target, value: parseEther(String(index + 1)) }))
    }
    for (const [index, amount] of [
      [0, '10.5'],
      [1, '20'],
    ] as const) {
      await wait(
        await client.writeContract({
          address: usdt,
          abi: sampleStablecoinAbi,
          functionName: 'transfer',
          args: [addresses[index]!, parseUnits(amount, 6)],
        }),
      )
    }
    await wait(
      await client.writeContract({
        address: gold,
        abi: sampleStablecoinAbi,
        functionName: 'transfer',
        args: [addresses[10]!, parseUnits('0.12345678', 8)],
      }),
    )
    page = await stack.context.newPage()
    page.on('pageerror', (error) => pageErrors.push(error.message))
    page.on('request', (request) => {
      if (request.url().startsWith(stack.rpcUrl)) rpcBodies.push(request.postData() ?? '')
    })
    await page.goto(`${stack.baseUrl}/wa/ch`)
  })

  afterAll(async () => {
    await stack?.stop()
  })

  it('opens without a wallet on the local chain, with its native coin chosen', async () => {
    await page.getByTestId('check-wallets-form').waitFor()
    expect(await page.title()).toBe('Query Balance - TokenBox')
    expect(await page.getByTestId('connect-wallet').isVisible()).toBe(true)
    const assets = page.getByTestId('check-assets')
    expect(await assets.locator('label').allTextContents()).toEqual(['ETH', 'WETH', 'USDT', 'USDC'])
    expect(await assets.locator('input:checked').count()).toBe(1)
  })

  it('lists bad lines and refuses an empty or bad list, a bad token and no column, reading nothing', async () => {
    await submit()
    await page
      .getByTestId('check-list-issue')
      .getByText('The address list is empty, fill in one address per line')
      .waitFor()
    expect(ethCalls()).toBe(0)
    const list = [
      `address,label`,
      `${addresses[0]},a`,
      'not an address',
      `${addresses[1]!.toLowerCase()}`,
      '0x1234',
      addresses[0]!,
    ]
    await page.getByTestId('check-addresses').fill(list.join('\n'))
    const issues = page.getByTestId('check-address-issues')
    await issues.waitFor()
    expect(await issues.locator('li').allTextContents()).toEqual([
      'Line 3: Illegal address',
      'Line 5: Illegal address',
    ])
    expect(await text('check-addresses-summary')).toBe('2 addresses. 1 duplicate merged.')
    await submit()
    // Said beside the button just pressed, not only far above it (issue 77).
    await page.getByTestId('check-list-issue').getByText('2 lines are invalid, see the list above').waitFor()
    await page.getByTestId('check-remove-bad-lines').click()
    await issues.waitFor({ state: 'detached' })
    expect(await page.getByTestId('check-addresses').inputValue()).not.toContain('0x1234')

    const token = page.getByTestId('check-token-address')
    await token.fill('0xabc')
    await page.getByTestId('check-add-token').click()
    await page.getByText('Illegal address', { exact: true }).waitFor()
    await token.fill(stack.deployments.contracts.router)
    await page.getByTestId('check-add-token').click()
    await page.getByText('No information about this contract for current chain').waitFor()

    // Reading the "token" asked the node; refusing the list and the columns asks it nothing.
    const before = ethCalls()
    await page.getByTestId('check-assets').getByRole('checkbox', { name: 'ETH', exact: true }).uncheck()
    await submit()
    await page.getByText('Choose at least one coin or token').waitFor()
    expect(ethCalls()).toBe(before)
    expect(await page.getByTestId('balances').count()).toBe(0)
  })

  it('reads 1,000 balances of ETH, a catalogue token and a typed token, with totals', async () => {
    // Uploaded as a CSV with a header and a second column, as a spreadsheet export looks.
    const csv = `address,note\r\n${addresses.map((address, index) => `${address},n${index}`).join('\r\n')}\r\n`
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'wallets.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await expect.poll(() => text('check-addresses-summary')).toBe('1000 addresses.')
    const assets = page.getByTestId('check-assets')
    await assets.getByRole('checkbox', { name: 'ETH', exact: true }).check()
    await assets.getByRole('checkbox', { name: 'USDT', exact: true }).check()
    await page.getByTestId('check-token-address').fill(gold.toLowerCase())
    await page.getByTestId('check-add-token').click()
    await assets.getByText('GOLD', { exact: true }).waitFor()
    expect(await assets.locator('input:checked').count()).toBe(3)

    const before = ethCalls()
    await submit()
    await page.getByTestId('balances').waitFor({ timeout: 60_000 })
    // 3,000 reads in chunks of 1,000: three aggregate3 calls.
    expect(ethCalls() - before).toBe(3)
    expect(await text('balances-count')).toBe('1000 of 1000 addresses')
    expect(await text('total-ETH')).toBe('15.0000')
    expect(await text('total-USDT')).toBe('30.5000')
    // Four decimals, as the dashboard writes a balance; the export keeps all of them.
    expect(await text('total-GOLD')).toBe('0.1234')
  })

  it('filters zero and non-zero balances by column or any column, and sorts', async () => {
    await pickFilter('balances-filter', 'Non-zero')
    expect(await text('balances-count')).toBe('6 of 1000 addresses')
    await pickFilter('balances-filter-column', 'USDT')
    expect(await text('balances-count')).toBe('2 of 1000 addresses')
    expect(await text('total-USDT')).toBe('30.5000')
    expect(await text('total-ETH')).toBe('3.0000')
    await pickFilter('balances-filter', 'Zero')
    expect(await text('balances-count')).toBe('998 of 1000 addresses')
    await pickFilter('balances-filter-column', 'Any column')
    expect(await text('balances-count')).toBe('994 of 1000 addresses')
    expect(await text('total-ETH')).toBe('0.000')
    await pickFilter('balances-filter', 'Non-zero')
    const ethHeader = page.locator('th').filter({ hasText: /^ETH$/ })
    await ethHeader.click()
    await ethHeader.click()
    const firstRow = page.locator('[data-testid="balances-table"] tbody tr.ant-table-row').first()
    expect(await firstRow.locator('td').nth(1).textContent()).toBe(addresses[4])
    expect(await firstRow.locator('td').nth(2).textContent()).toBe('5.0000')
  })

  it('exports the rows shown with exact amounts as CSV and XLSX', async () => {
    const rows = readFileSync(await download('balances-export-csv'), 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      // Every text is quoted (amounts are text: exact decimals); no field holds a comma or a quote.
      .map((line) => line.split(',').map((field) => field.replace(/^"(.*)"$/, '$1')))
    expect(rows[0]).toEqual(['Address', 'ETH', 'USDT', 'GOLD'])
    expect(rows.slice(1)).toEqual([
      [addresses[0], '1', '10.5', '0'],
      [addresses[1], '2', '20', '0'],
      [addresses[2], '3', '0', '0'],
      [addresses[3], '4', '0', '0'],
      [addresses[4], '5', '0', '0'],
      [addresses[10], '0', '0', '0.12345678'],
    ])
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(await download('balances-export-xlsx'))
    const sheet: string[][] = []
    workbook.worksheets[0]!.eachRow((row) => sheet.push((row.values as unknown[]).slice(1).map(String)))
    expect(sheet).toEqual(rows)
    await page.setViewportSize({ width: 1440, height: 900 })
    await shoot(page, 'wallets-check-1440-en.png', { fullPage: true })
    await page.setViewportSize({ width: 375, height: 812 })
    await shoot(page, 'wallets-check-375-en.png', { fullPage: true })
    await page.setViewportSize({ width: 1280, height: 860 })
  })

  it('shows the catalogue message when the RPC is down, and no stale table', async () => {
    await page.route(`${stack.rpcUrl}/**`, (route) => route.abort('connectionrefused'))
    await page.route(stack.rpcUrl, (route) => route.abort('connectionrefused'))
    await submit()
    await page.getByTestId('check-error').waitFor({ timeout: 60_000 })
    expect(await text('check-error')).toBe('Network connection failed, please change RPC node')
    expect(await page.getByTestId('balances').count()).toBe(0)
    await page.unrouteAll()
    await submit()
    await page.getByTestId('balances').waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('check-error').count()).toBe(0)
    expectNoErrors(pageErrors)
  })
})

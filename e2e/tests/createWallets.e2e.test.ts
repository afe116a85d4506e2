import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import type { Locator, Page } from 'playwright-core'
import { getAddress, type Hex } from 'viem'
import { mnemonicToAccount, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors } from '../harness/consoleErrors.ts'
import { openConnectedPage } from '../harness/openConnectedPage.ts'
import { shoot } from '../harness/screenshots.ts'
import { installSecretGuard, type SecretGuard } from '../harness/secretGuard.ts'
import { type Stack, startStack } from '../harness/startStack.ts'

const hardhatMnemonic = 'test test test test test test test test test test test junk'

/**
 * Rows of a downloaded CSV (BOM dropped, CRLF lines, every text quoted; no field of a wallet export
 * holds a comma or a quote).
 */
function readCsv(path: string): string[][] {
  const text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '')
  return text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(',').map((field) => field.replace(/^"(.*)"$/, '$1')))
}

async function readXlsx(path: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(path)
  const rows: string[][] = []
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((cell) => String(cell ?? '')))
  })
  return rows
}

describe('Create Wallet on the local stack', () => {
  let stack: Stack
  let page: Page
  let guard: SecretGuard
  const keysSeen = new Set<string>()
  const mnemonicsSeen = new Set<string>([hardhatMnemonic])
  const pageErrors: string[] = []

  const errorTexts = () => page.locator('.ant-form-item-explain-error').allTextContents()
  const choose = async (group: string, label: string) =>
    page.getByTestId(group).getByText(label, { exact: true }).click()
  const download = async (trigger: Locator) => {
    const [file] = await Promise.all([page.waitForEvent('download'), trigger.click()])
    return { path: (await file.path())!, name: file.suggestedFilename() }
  }
  const generate = async (count: number) => {
    await page.getByTestId('wallets-count').fill(String(count))
    await page.getByTestId('wallets-generate').click()
    await expect
      .poll(
        () =>
          page
            .getByTestId('generated-summary')
            .textContent()
            .catch(() => ''),
        { timeout: 60_000 },
      )
      .toMatch(new RegExp(`^${count} wallets? generated`))
  }

  beforeAll(async () => {
    stack = await startStack()
    guard = await installSecretGuard(stack.context)
    await stack.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseUrl })
    ;({ page } = await openConnectedPage(stack, '/wa/cr', stack.accounts[1]!))
    page.on('pageerror', (error) => pageErrors.push(error.message))
  })

  afterAll(async () => {
    await stack?.stop()
  })

  it('opens from the batch tools menu, titled Create Wallet', async () => {
    await page.getByTestId('create-wallets-form').waitFor()
    expect(await page.title()).toBe('Create Wallet - TokenBox')
    // At 1440 px the batch tools sit under More since the dApp group came (settled once the
    // header's lazy parts have their widths and the last groups have moved there).
    await page.setViewportSize({ width: 1440, height: 900 })
    await expect.poll(() => page.getByTestId('mega-trigger-batch').isVisible()).toBe(false)
    await page.getByTestId('mega-trigger-more').hover()
    const panel = page.getByTestId('mega-panel-batch')
    await panel.waitFor()
    expect(await panel.getByTestId('menu-item-waCreateWallet').getAttribute('href')).toBe('/wa/cr')
    expect(await panel.getByTestId('menu-item-waQueryBalance').getAttribute('href')).toBe('/wa/ch')
    await page.mouse.move(10, 500)
  })

  it('refuses bad input with clear messages and generates nothing', async () => {
    for (const count of ['0', '10001', '2.5']) {
      await page.getByTestId('wallets-count').fill(count)
      await page.getByTestId('wallets-generate').click()
      await expect.poll(errorTexts).toEqual(['Enter a whole number from 1 to 10,000'])
    }
    await page.getByTestId('wallets-count').fill('')
    await expect.poll(errorTexts).toEqual(['Number of wallets cannot be empty'])
    await page.getByTestId('wallets-count').fill('5')
    await choose('wallets-mode', 'Mnemonic')
    await choose('wallets-source', 'Use my own')
    const mnemonic = page.getByTestId('wallets-mnemonic')
    await mnemonic.fill('test test test test test test test test test test test junq')
    await page.getByTestId('wallets-generate').click()
    await expect.poll(errorTexts).toEqual(['Not in the English mnemonic word list: junq'])
    await mnemonic.fill('test test test test test test test test test test test test')
    await expect
      .poll(errorTexts)
      .toEqual(['Invalid mnemonic: the checksum does not match, check the words and their order'])
    await mnemonic.fill('test test test')
    await expect.poll(errorTexts).toEqual(['A mnemonic has 12, 15, 18, 21 or 24 words; this one has 3'])
    await mnemonic.fill(hardhatMnemonic)
    await page.getByTestId('wallets-path-preset').click()
    await page.locator('.ant-select-item-option').getByText('Custom', { exact: true }).click()
    await page.getByTestId('wallets-custom-path').fill("m/44'/60'/0'/0/0")
    await page.getByTestId('wallets-generate').click()
    await expect.poll(errorTexts).toEqual(['The path needs {i} where the wallet number goes'])
    await page.getByTestId('wallets-custom-path').fill("m/44'/x/{i}")
    await expect.poll(errorTexts).toEqual(["Invalid path: write it like m/44'/60'/0'/0/{i}"])
    await page.getByTestId('wallets-start').fill('2147483647')
    await expect.poll(errorTexts).toContain('Enter a whole number from 0 to 2147483643')
    expect(await page.getByTestId('wallets-empty').isVisible()).toBe(true)
    expect(await page.getByTestId('generated-wallets').count()).toBe(0)
    await page.reload()
    await page.getByTestId('create-wallets-form').waitFor()
  })

  it('shows the messages in Chinese, Spanish and Japanese', async () => {
    const expected = {
      zh: '请输入1到10,000之间的整数',
      es: 'Introduce un número entero de 1 a 10,000',
      ja: '1〜10,000の整数を入力してください',
    }
    for (const [language, text] of Object.entries(expected)) {
      await page.evaluate((code) => localStorage.setItem('tokenbox.language', code), language)
      await page.reload()
      await page.getByTestId('wallets-count').fill('0')
      await page.getByTestId('wallets-generate').click()
      await expect.poll(errorTexts, { message: language }).toEqual([text])
    }
    await page.evaluate(() => localStorage.setItem('tokenbox.language', 'en'))
    await page.reload()
    await page.getByTestId('create-wallets-form').waitFor()
  })

  it('creates 100 random wallets with masked keys, and exports them as CSV and XLSX after the warning', async () => {
    await generate(100)
    const firstKey = page.getByTestId('wallet-key').first()
    expect(await firstKey.textContent()).toBe('0x••••••••••••••••')
    await page.getByTestId('wallets-show-keys').click()
    expect(await firstKey.textContent()).toMatch(/^0x[0-9a-f]{64}$/)

    // The export waits for the acknowledgement: Continue is disabled until the box is ticked.
    await page.getByTestId('wallets-export-csv').click()
    const confirm = page.getByTestId('secrets-confirm')
    await confirm.waitFor()
    expect(await confirm.isDisabled()).toBe(true)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'hidden' })
    await page.getByTestId('wallets-export-csv').click()
    await page.getByTestId('secrets-understood').click()
    const csv = await download(page.getByTestId('secrets-confirm'))
    expect(csv.name).toMatch(/^wallets-\d{8}-\d{6}\.csv$/)
    const rows = readCsv(csv.path)
    expect(rows[0]).toEqual(['No.', 'Address', 'Private key'])
    expect(rows).toHaveLength(101)
    for (const [index, [number, address, key]] of rows.slice(1).entries()) {
      expect(number).toBe(String(index + 1))
      expect(address).toBe(privateKeyToAddress(key as Hex))
      keysSeen.add(key!)
    }
    expect(new Set(rows.slice(1).map((row) => row[2])).size).toBe(100)
    expect(await firstKey.textContent()).toBe(rows[1]![2])

    // Acknowledged once for this set: the XLSX comes straight away.
    const xlsx = await download(page.getByTestId('wallets-export-xlsx'))
    expect(xlsx.name).toMatch(/\.xlsx$/)
    const sheet = await readXlsx(xlsx.path)
    expect(sheet).toHaveLength(101)
    expect(sheet.slice(1)).toEqual(rows.slice(1))

    await page.getByTestId('wallets-copy-all').click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain(rows[100]![2])
    const copied = (await page.evaluate(() => navigator.clipboard.readText())).split('\n')
    expect(copied).toHaveLength(101)
    expect(copied[1]).toBe(rows[1]!.join('\t'))
  })

  it('derives 100 wallets from the Hardhat mnemonic: the node accounts, and viem agrees', async () => {
    await choose('wallets-mode', 'Mnemonic')
    await choose('wallets-source', 'Use my own')
    await page.getByTestId('wallets-mnemonic').fill(`  ${hardhatMnemonic.toUpperCase()}\n`)
    await generate(100)
    await page.getByTestId('wallets-export-csv').click()
    await page.getByTestId('secrets-understood').click()
    const rows = readCsv((await download(page.getByTestId('secrets-confirm'))).path)
    expect(rows[0]).toEqual(['No.', 'Address', 'Private key', 'Path', 'Mnemonic'])
    expect(rows).toHaveLength(101)
    expect(rows[1]!.slice(1, 4)).toEqual([
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
      "m/44'/60'/0'/0/0",
    ])
    // The node's 20 funded accounts come from the same mnemonic and path.
    expect(rows.slice(1, 21).map((row) => getAddress(row[1]!))).toEqual(stack.accounts.slice(0, 20))
    for (const [index, row] of rows.slice(1).entries()) {
      expect(row[1]).toBe(privateKeyToAddress(row[2] as Hex))
      expect(row[3]).toBe(`m/44'/60'/0'/0/${index}`)
      expect(row[4]).toBe(hardhatMnemonic)
      if (index % 10 === 0)
        expect(row[1]).toBe(mnemonicToAccount(hardhatMnemonic, { addressIndex: index }).address)
      keysSeen.add(row[2]!)
    }
  })

  it('follows Ledger Live with a start index, and makes a new 24-word mnemonic', async () => {
    await page.getByTestId('wallets-path-preset').click()
    await page
      .locator('.ant-select-item-option')
      .getByText(/^Ledger Live/)
      .click()
    await page.getByTestId('wallets-start').fill('5')
    await generate(3)
    // A new set asks again before keys leave the page.
    await page.getByTestId('wallets-export-xlsx').click()
    await page.getByTestId('secrets-understood').click()
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('secrets-confirm').click(),
    ])
    const rows = await readXlsx((await file.path())!)
    expect(rows.slice(1).map((row) => [row[0], row[3]])).toEqual([
      ['1', "m/44'/60'/5'/0/0"],
      ['2', "m/44'/60'/6'/0/0"],
      ['3', "m/44'/60'/7'/0/0"],
    ])
    for (const row of rows.slice(1)) {
      const account = mnemonicToAccount(hardhatMnemonic, { path: row[3] as `m/44'/60'/${string}` })
      expect(row[1]).toBe(account.address)
    }

    await choose('wallets-source', 'Create a new one')
    await choose('wallets-words', '24 words')
    await generate(20)
    await page.getByTestId('wallets-show-keys').click()
    const mnemonic = (await page.getByTestId('generated-mnemonic').textContent())!
    expect(mnemonic.split(' ')).toHaveLength(24)
    mnemonicsSeen.add(mnemonic)
    const address = await page
      .locator('[data-testid="wallets-table"] tbody tr.ant-table-row')
      .first()
      .locator('td')
      .nth(2)
      .textContent()
    expect(address).toBe(mnemonicToAccount(mnemonic, { path: "m/44'/60'/5'/0/0" }).address)
    await page.setViewportSize({ width: 1440, height: 900 })
    await shoot(page, 'wallets-create-1440-en.png', { fullPage: true })
    await page.setViewportSize({ width: 375, height: 812 })
    await shoot(page, 'wallets-create-375-en.png', { fullPage: true })
    await page.setViewportSize({ width: 1280, height: 860 })
  })

  it('makes 10,000 wallets in workers with a progress bar, keeping the page responsive, and cancels', async () => {
    await choose('wallets-mode', 'Random private keys')
    // The page keeps rendering while the workers run: the progress counts up through values in
    // between, which a main thread doing the work itself could never paint. (Behaviour, not a time
    // limit: a loaded machine makes every pause longer, but never hides the steps.)
    await page.evaluate(() => {
      const state = window as unknown as { __progressSeen: Set<string>; __progressObserver: MutationObserver }
      state.__progressSeen = new Set()
      state.__progressObserver = new MutationObserver(() => {
        const text = document.querySelector('[data-testid="wallets-progress"] span')?.textContent
        if (text) state.__progressSeen.add(text)
      })
      state.__progressObserver.observe(document.body, { subtree: true, childList: true, characterData: true })
    })
    await generate(10_000)
    const progressSeen = await page.evaluate(() => {
      const state = window as unknown as { __progressSeen: Set<string>; __progressObserver: MutationObserver }
      state.__progressObserver.disconnect()
      return [...state.__progressSeen]
    })
    const between = progressSeen.filter((text) => !/^0 |^10,?000 /.test(text))
    expect(between.length, progressSeen.join(' | ')).toBeGreaterThanOrEqual(2)
    expect(await page.locator('.ant-pagination-item').last().textContent()).toBe('1000')

    await page.getByTestId('wallets-count').fill('10000')
    // Cancel is pressed inside the page the moment it appears: a click from the test could land
    // after the workers finished (a loaded machine makes each of its checks slower than a run).
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        const cancel = document.querySelector<HTMLButtonElement>('[data-testid="wallets-cancel"]')
        if (!cancel) return
        observer.disconnect()
        cancel.click()
      })
      observer.observe(document.body, { subtree: true, childList: true })
    })
    await page.getByTestId('wallets-generate').click()
    await page.getByTestId('wallets-cancelled').waitFor()
    expect(await page.getByTestId('generated-wallets').count()).toBe(0)
    expect(await page.getByTestId('wallets-generate').isEnabled()).toBe(true)
  })

  it('sent no key and no mnemonic in any request of the page, and the guard would have caught one', async () => {
    const networkRecords = guard.records.filter((record) => record.channel === 'network')
    expect(keysSeen.size).toBe(200)
    const walletRecords = guard.records.filter((record) => record.channel === 'wallet')
    expect(networkRecords.some((record) => record.url.includes('/api/'))).toBe(true)
    // The connected wallet was asked for accounts, chain and balance: its channel is watched too.
    expect(walletRecords.map((record) => record.method)).toContain('eth_chainId')
    guard.assertNoSecrets({ privateKeys: [...keysSeen], mnemonics: [...mnemonicsSeen] })
    expectNoErrors(pageErrors)

    // A planted leak, percent-encoded and without 0x, in upper case: the guard must see it.
    const planted = [...keysSeen][7]!
    await page.evaluate(
      (key) => fetch(`/api/health?k=${encodeURIComponent(key.slice(2).toUpperCase())}`),
      planted,
    )
    await expect.poll(() => guard.records.some((record) => record.url.includes('?k='))).toBe(true)
    expect(() => guard.assertNoSecrets({ privateKeys: [planted] })).toThrow(/carries private key/)
    await page.evaluate(() =>
      fetch('/api/health', { method: 'POST', body: JSON.stringify({ words: 'Test+test,TEST junk' }) }),
    )
    await expect
      .poll(() => guard.records.filter((record) => record.method === 'POST').length)
      .toBeGreaterThan(0)
    expect(() => guard.assertNoSecrets({ mnemonics: [hardhatMnemonic] })).toThrow(/carries mnemonic words/)
  })
})

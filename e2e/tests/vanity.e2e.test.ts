import type { Page } from 'playwright-core'
import {
  type Address,
  createWalletClient,
  getAddress,
  getContractAddress,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { animationsSettled } from '../harness/animationsSettled.ts'
import { expectNoErrors } from '../harness/consoleErrors.ts'
import { launchBrowser } from '../harness/launchBrowser.ts'
import { screenshotsEnabled, shoot } from '../harness/screenshots.ts'
import { installSecretGuard, type SecretGuard } from '../harness/secretGuard.ts'
import { type Stack, startStack } from '../harness/startStack.ts'

/** Init code of the smallest contract that returns 42 from any call: any first deployment will do. */
const answerContract: Hex = '0x600a600c600039600a6000f3602a60005260206000f3'

describe('Vanity Address on the local stack', () => {
  let stack: Stack
  let page: Page
  let guard: SecretGuard
  const keysFound: string[] = []
  const pageErrors: string[] = []

  /** Closes the app's notices (they reappear when the layout changes width). */
  const closeNotices = async (timeout = 1000) => {
    await page
      .locator('.ant-notification-notice-close')
      .first()
      .click({ timeout })
      .catch(() => undefined)
  }
  const shootPage = async (name: string, fullPage = true) => {
    if (!screenshotsEnabled) return
    await closeNotices()
    await shoot(page, name, { fullPage })
  }
  const errorTexts = () => page.locator('.ant-form-item-explain-error').allTextContents()
  const status = () => page.getByTestId('vanity-status').getAttribute('data-status')
  const chooseMatch = async (label: string) => {
    await page.getByTestId('vanity-match').click()
    await page.locator('.ant-select-item-option').getByText(label, { exact: true }).click()
  }
  /** Starts a search and waits for Found; returns the newest result's shown address(es) and key. */
  const findOne = async () => {
    const before = await page.getByTestId('vanity-result').count()
    await page.getByTestId('vanity-start').click()
    await expect.poll(status, { timeout: 60_000 }).toBe('found')
    expect(await page.getByTestId('vanity-result').count()).toBe(before + 1)
    // however fast the find, the figures say how fast and how long it took
    expect(await page.getByTestId('vanity-speed').textContent()).toMatch(/^[\d.,]+[KMB]? addresses\/s$/)
    expect(await page.getByTestId('vanity-elapsed').textContent()).toMatch(/^(< )?[\d.]+ (ms|s)$|min/)
    const result = page.getByTestId('vanity-result').first()
    expect(await result.getByTestId('vanity-result-found-after').textContent()).toMatch(
      /^[\d.,]+[KMB]? attempts?, ((< )?[\d.]+ (ms|s)|.*min.*)$/,
    )
    expect(await result.getByTestId('vanity-result-key').textContent()).toMatch(/^0x•+$/)
    await result.getByTestId('vanity-reveal').click()
    const key = (await result.getByTestId('vanity-result-key').textContent()) as Hex
    expect(key).toMatch(/^0x[0-9a-f]{64}$/)
    keysFound.push(key)
    const address = (await result.getByTestId('vanity-result-address').textContent()) as Address
    const contract = (await result
      .getByTestId('vanity-result-contract')
      .getAttribute('data-address', { timeout: 500 })
      .catch(() => null)) as Address | null
    return { key, address, contract }
  }

  beforeAll(async () => {
    stack = await startStack()
    guard = await installSecretGuard(stack.context)
    page = await stack.context.newPage()
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`${stack.baseUrl}/ot/va`)
    // the app's "No wallet found" notice (no extension in this browser) would cover the screenshots
    await closeNotices(10_000)
  })

  afterAll(async () => {
    await stack?.stop()
  })

  it('opens from the Others menu, titled Vanity Address, Waiting, with a worker per core', async () => {
    await page.getByTestId('vanity-form').waitFor()
    expect(await page.title()).toBe('Vanity Address - TokenBox')
    expect(await status()).toBe('waiting')
    const cores = await page.evaluate(() => navigator.hardwareConcurrency)
    expect(await page.getByTestId('vanity-workers').inputValue()).toBe(String(cores))
    // Since the fair launch's group, Others sits under More.
    await page.getByTestId('mega-trigger-more').hover()
    expect(
      await page.getByTestId('mega-panel-others').getByTestId('menu-item-otVanity').getAttribute('href'),
    ).toBe('/ot/va')
    await page.mouse.move(10, 600)
  })

  it('refuses characters other than 0-9, A-F, a-f with the spec message, in every language', async () => {
    for (const text of ['xyz', 'dead beef', '0xg1']) {
      await page.getByTestId('vanity-text').fill(text)
      await page.getByTestId('vanity-start').click()
      await expect.poll(errorTexts).toEqual(['Vanity strings allow only 0-9, A-F, a-f'])
    }
    await page.getByTestId('vanity-text').fill('')
    await page.getByTestId('vanity-start').click()
    await expect.poll(errorTexts).toEqual(['The characters cannot be empty'])
    expect(await status()).toBe('waiting')
    expect(await page.getByTestId('vanity-empty').isVisible()).toBe(true)
    const expected = {
      zh: '靓号字符只允许0-9、A-F、a-f',
      es: 'Las cadenas personalizadas solo admiten 0-9, A-F, a-f',
      ja: 'カスタム文字列に使えるのは0-9、A-F、a-f のみです',
    }
    for (const [language, message] of Object.entries(expected)) {
      await page.evaluate((code) => localStorage.setItem('tokenbox.language', code), language)
      await page.reload()
      await page.getByTestId('vanity-text').fill('hello')
      await page.getByTestId('vanity-start').click()
      await expect.poll(errorTexts, { message: language }).toEqual([message])
      expect(await status()).toBe('waiting')
      await shootPage(`vanity-invalid-1440-${language}.png`, false)
    }
    await page.evaluate(() => localStorage.setItem('tokenbox.language', 'en'))
    await page.reload()
    await page.getByTestId('vanity-form').waitFor()
  })

  it('finds a 3-character prefix whose key re-derives to the shown address', async () => {
    await page.getByTestId('vanity-text').fill('0xabc')
    expect(await page.getByTestId('vanity-difficulty').textContent()).toBe('4,096')
    const { key, address } = await findOne()
    expect(privateKeyToAddress(key)).toBe(address)
    expect(address.toLowerCase().startsWith('0xabc')).toBe(true)
    expect(
      Number((await page.getByTestId('vanity-attempts').textContent())!.replaceAll(',', '')),
    ).toBeGreaterThan(0)
  })

  it('matches the checksum case when asked', async () => {
    await chooseMatch('Ends with')
    await page.getByTestId('vanity-suffix').fill('Fa')
    await page.getByTestId('vanity-case').click()
    expect(await page.getByTestId('vanity-difficulty').textContent()).toBe('1,024')
    const { key, address } = await findOne()
    expect(privateKeyToAddress(key)).toBe(address)
    expect(getAddress(address)).toBe(address)
    expect(address.endsWith('Fa')).toBe(true)
    await page.getByTestId('vanity-case').click()
  })

  it('finds a contract address at nonce 0 that a first deployment from the key really gets', async () => {
    await page
      .getByTestId('vanity-target')
      .getByText('Contract address (first deployment)', { exact: true })
      .click()
    await chooseMatch('Starts with')
    await page.getByTestId('vanity-text').fill('c0d')
    const { key, address, contract } = await findOne()
    expect(privateKeyToAddress(key)).toBe(address)
    expect(contract?.toLowerCase().startsWith('0xc0d')).toBe(true)
    // fund the found key from a dev account, then deploy from it as its first transaction
    const funder = createWalletClient({
      account: stack.accounts[0]!,
      chain: hardhat,
      transport: http(stack.rpcUrl),
    })
    await stack.publicClient.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: address, value: parseEther('1') }),
    })
    const deployer = createWalletClient({
      account: privateKeyToAccount(key),
      chain: hardhat,
      transport: http(stack.rpcUrl),
    })
    const receipt = await stack.publicClient.waitForTransactionReceipt({
      hash: await deployer.deployContract({ abi: [], bytecode: answerContract }),
    })
    expect(receipt.status).toBe('success')
    expect(receipt.contractAddress && getAddress(receipt.contractAddress)).toBe(contract)
    await shootPage('vanity-found-1440-en.png')
    await page.setViewportSize({ width: 375, height: 812 })
    await shootPage('vanity-found-375-en.png')
    await page.getByTestId('vanity-form').scrollIntoViewIfNeeded()
    await shootPage('vanity-form-375-en.png', false)
    await page.getByTestId('vanity-stats').scrollIntoViewIfNeeded()
    await shootPage('vanity-stats-375-en.png', false)
    await page.getByTestId('vanity-result').first().scrollIntoViewIfNeeded()
    await shootPage('vanity-result-375-en.png', false)
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  it('finds a CREATE2 salt whose deployment through the proxy really lands at the shown address', async () => {
    await page
      .getByTestId('vanity-target')
      .getByText('Contract address by salt (CREATE2)', { exact: true })
      .click()
    await page.getByTestId('vanity-init-code').fill('0x60zz')
    await page.getByTestId('vanity-text').fill('c2')
    await page.getByTestId('vanity-start').click()
    await expect
      .poll(errorTexts)
      .toContain("Enter the contract's init code, or its keccak-256 hash, in hex (0-9, a-f)")
    expect(await status()).not.toBe('running')
    await page.getByTestId('vanity-init-code').fill(answerContract)
    const before = await page.getByTestId('vanity-result').count()
    await page.getByTestId('vanity-start').click()
    await expect.poll(status, { timeout: 60_000 }).toBe('found')
    expect(await page.getByTestId('vanity-result').count()).toBe(before + 1)
    const result = page.getByTestId('vanity-result').first()
    const contract = (await result
      .getByTestId('vanity-result-contract')
      .getAttribute('data-address')) as Address
    const salt = (await result.getByTestId('vanity-result-salt').textContent()) as Hex
    expect(contract.toLowerCase().startsWith('0xc2')).toBe(true)
    expect(salt).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await result.getByTestId('vanity-result-deployer').textContent()).toBe(
      '0x4e59b44847b379578588920cA78FbF26c0B4956C',
    )
    expect(await result.getByTestId('vanity-result-key').count()).toBe(0)
    const data = (await result.getByTestId('vanity-result-deploy-data').getAttribute('data-full')) as Hex
    expect(data).toBe(`${salt}${answerContract.slice(2)}`)
    // anyone sends the shown data to the proxy (anvil has it built in): the contract lands there
    const sender = createWalletClient({
      account: stack.accounts[1]!,
      chain: hardhat,
      transport: http(stack.rpcUrl),
    })
    const receipt = await stack.publicClient.waitForTransactionReceipt({
      hash: await sender.sendTransaction({ to: '0x4e59b44847b379578588920cA78FbF26c0B4956C', data }),
    })
    expect(receipt.status).toBe('success')
    expect(await stack.publicClient.getCode({ address: contract })).toBe('0x602a60005260206000f3')
    // Keys found before, and now a salt: the panel names both (issue 77: salts were "Found keys").
    expect(
      await page.getByTestId('vanity-results-panel').locator('h2, h3, h4, h5').first().textContent(),
    ).toBe('Found keys and salts')
    await shootPage('vanity-create2-1440-en.png')
  })

  it('searches keys and salts on the GPU where the browser has WebGPU, and says which engine runs', async () => {
    expect(await page.getByTestId('vanity-gpu-note').textContent()).toBe(
      'This browser offers no WebGPU: searches run in the workers.',
    )
    expect(await page.getByTestId('vanity-engine').getAttribute('data-engine')).toBe('cpu')
    expect(await page.getByTestId('vanity-engine').textContent()).toBe('CPU: 2 workers')
    const gpuBrowser = await launchBrowser({ webgpu: true })
    try {
      const gpuGuard = await installSecretGuard(gpuBrowser.context)
      const gpuPage = await gpuBrowser.context.newPage()
      const errors: string[] = []
      gpuPage.on('pageerror', (error) => errors.push(error.message))
      await gpuPage.goto(`${stack.baseUrl}/ot/va`)
      // SwiftShader is the processor: Automatic keeps the workers, the GPU is one choice away
      await expect
        .poll(() => gpuPage.getByTestId('vanity-gpu-note').textContent())
        .toMatch(/^This browser's WebGPU adapter \(google swiftshader.*\) runs on the processor/)
      await gpuPage.getByTestId('vanity-engine-choice').click()
      await gpuPage
        .locator('.ant-select-item-option')
        .getByText(/^GPU \(google swiftshader/)
        .click()
      await expect
        .poll(() => gpuPage.getByTestId('vanity-engine-choice').textContent())
        .toMatch(/^GPU \(google swiftshader/)
      // The GPU runs without workers: their number is not editable then, and the form says why (issue 77).
      expect(await gpuPage.getByTestId('vanity-workers').isDisabled()).toBe(true)
      await gpuPage.getByText('The GPU engine runs without workers', { exact: false }).waitFor()
      const gpuStatus = () => gpuPage.getByTestId('vanity-status').getAttribute('data-status')

      await gpuPage
        .getByTestId('vanity-target')
        .getByText('Contract address by salt (CREATE2)', { exact: true })
        .click()
      await gpuPage.getByTestId('vanity-init-code').fill(answerContract)
      await gpuPage.getByTestId('vanity-text').fill('c3')
      await gpuPage.getByTestId('vanity-start').click()
      await expect.poll(gpuStatus, { timeout: 120_000 }).toBe('found')
      expect(await gpuPage.getByTestId('vanity-engine').textContent()).toMatch(/^GPU: google swiftshader/)
      const saltResult = gpuPage.getByTestId('vanity-result').first()
      const contract = (await saltResult
        .getByTestId('vanity-result-contract')
        .getAttribute('data-address')) as Address
      const salt = (await saltResult.getByTestId('vanity-result-salt').textContent()) as Hex
      expect(contract.toLowerCase().startsWith('0xc3')).toBe(true)
      // re-derived here too, from what the page shows
      expect(
        getContractAddress({
          opcode: 'CREATE2',
          from: '0x4e59b44847b379578588920cA78FbF26c0B4956C',
          salt,
          bytecode: answerContract,
        }),
      ).toBe(contract)
      if (screenshotsEnabled) await shoot(gpuPage, 'vanity-create2-gpu-1440-en.png', { fullPage: true })

      await gpuPage.getByTestId('vanity-target').getByText('Wallet address', { exact: true }).click()
      await gpuPage.getByTestId('vanity-text').fill('ab')
      await gpuPage.getByTestId('vanity-start').click()
      // the first search's Found stays on screen until this one ends: wait for its own result
      await expect.poll(() => gpuPage.getByTestId('vanity-result').count(), { timeout: 120_000 }).toBe(2)
      expect(await gpuStatus()).toBe('found')
      expect(await gpuPage.getByTestId('vanity-engine').textContent()).toMatch(/^GPU: google swiftshader/)
      const keyResult = gpuPage.getByTestId('vanity-result').first()
      await keyResult.getByTestId('vanity-reveal').click()
      const key = (await keyResult.getByTestId('vanity-result-key').textContent()) as Hex
      const address = (await keyResult
        .getByTestId('vanity-result-address')
        .getAttribute('data-address')) as Address
      expect(privateKeyToAddress(key)).toBe(address)
      expect(address.toLowerCase().startsWith('0xab')).toBe(true)
      gpuGuard.assertNoSecrets({ privateKeys: [key] })
      expect(errors).toEqual([])
    } finally {
      await gpuBrowser.close()
    }
  })

  it('runs with a live speed and stops at once: Running -> Stopped', async () => {
    await page.getByTestId('vanity-target').getByText('Wallet address', { exact: true }).click()
    await page.getByTestId('vanity-text').fill('0123456789abcdef')
    await page.getByTestId('vanity-start').click()
    await expect.poll(status).toBe('running')
    await expect
      .poll(() => page.getByTestId('vanity-speed').textContent(), { timeout: 20_000 })
      .toMatch(/addresses\/s/)
    await shootPage('vanity-running-1440-en.png')
    await page.getByTestId('vanity-stop').click()
    await expect.poll(status).toBe('stopped')
    const attempts = await page.getByTestId('vanity-attempts').textContent()
    expect(attempts).not.toBe('0')
    // stopped means stopped: the search's workers are gone, and a frame later the count has not moved
    await expect.poll(() => page.workers().length).toBe(0)
    await animationsSettled(page)
    expect(await page.getByTestId('vanity-attempts').textContent()).toBe(attempts)
    expect(await page.getByTestId('vanity-start').isEnabled()).toBe(true)
  })

  it('sent no found key in any request, and raised no page error', () => {
    expect(keysFound.length).toBe(3)
    guard.assertNoSecrets({ privateKeys: keysFound })
    expect(guard.records.length).toBeGreaterThan(0)
    expectNoErrors(pageErrors)
  })
})

import { inscriptionTokenAbi } from '@tokenbox/core/contracts/InscriptionToken.ts'
import { type Address, createPublicClient, http, parseUnits } from 'viem'
import { hardhat } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { devWallet } from '../harness/devWallet.ts'
import { ensureLaunchpadFactory } from '../harness/launchpadPage.ts'
import { pageSuite } from '../harness/pageSuite.ts'
import { shoot } from '../harness/screenshots.ts'
import { submitTokenForm } from '../harness/submitTokenForm.ts'
import { submitUntilOutcome } from '../harness/submitUntilOutcome.ts'

/**
 * The inscription token (`/co/ins`): created from the form with a stated allocation, then minted
 * by other accounts through a plain zero-value transfer sent from outside the app (any wallet can
 * send one), the Mint button and the transfer button, with the progress following on screen until
 * the max supply is reached exactly.
 */
describe('inscription token on the local stack', () => {
  let token: Address

  const suite = pageSuite({ connect: { path: '/co/ins' } })

  const mintCount = () => suite.page.getByTestId('ins-mint-count').textContent()
  const minted = () => suite.page.getByTestId('ins-minted').textContent()

  it('creates a token whose summary states no owner, the allocation and the inscription texts', async () => {
    expect(await suite.page.title()).toBe('Inscription Token - TokenBox')
    await suite.page.setViewportSize({ width: 1440, height: 900 })
    await suite.page.getByTestId('token-name').fill('Ordinal Cat')
    await suite.page.getByTestId('token-symbol').fill('ocat')
    await suite.page.getByTestId('ins-max-supply').fill('5000')
    // 5,000 less 1,000 allocated is not a whole number of 1,500-token mints: refused before any wallet prompt.
    await suite.page.getByTestId('ins-amount-per-mint').fill('1500')
    await suite.page.getByTestId('ins-mints-per-address').fill('2')
    await suite.page.getByTestId('ins-allocation-enabled').click()
    await suite.page.getByTestId('ins-allocation').fill('1000')
    await suite.page.getByTestId('create-token-submit').click()
    await suite.page.getByText('must divide evenly by the amount per mint').waitFor()
    await suite.page.getByTestId('ins-amount-per-mint').fill('1000')
    await expect.poll(() => suite.page.getByTestId('summary-figures').count()).toBe(0)
    expect(await suite.page.getByTestId('summary-noOwner').textContent()).toContain('No owner')
    expect(await suite.page.getByTestId('summary-allocation').textContent()).toContain(
      '1,000 ocat (20% of the max)',
    )
    expect(await suite.page.getByTestId('ins-deploy-text').textContent()).toContain(
      '{"p":"erc-20","op":"deploy","tick":"ocat","max":"5000","lim":"1000"}',
    )
    expect(await suite.page.getByTestId('ins-mint-text').textContent()).toContain(
      '{"p":"erc-20","op":"mint","tick":"ocat","amt":"1000"}',
    )
    await shoot(suite.page, 'inscription-create-1440-en.png', { fullPage: true })

    token = await submitTokenForm(suite.page)
    await suite.page.getByTestId('token-manage').click()
    await expect.poll(minted).toBe('1,000 / 5,000 ocat minted')
    expect(await mintCount()).toBe('0')
    expect(await suite.page.getByTestId('ins-minter-count').textContent()).toBe('0')
  })

  it('moves the progress when a second account mints by a plain zero-value transfer from its own wallet', async () => {
    const minter = suite.stack.accounts[2]!
    await suite.wallet.setAccount(minter)
    await expect.poll(() => suite.page.getByTestId('ins-your-mints').textContent()).toContain('0 of 2')
    // Sent outside the app, as from any wallet: no data, no value.
    const client = devWallet(suite.stack, minter)
    const hash = await client.sendTransaction({ to: token, value: 0n })
    await createPublicClient({
      chain: hardhat,
      transport: http(suite.stack.rpcUrl),
    }).waitForTransactionReceipt({
      hash,
    })
    await expect.poll(mintCount, { timeout: 20_000 }).toBe('1')
    expect(await minted()).toBe('2,000 / 5,000 ocat minted')
    expect(await suite.page.getByTestId('ins-minter-count').textContent()).toBe('1')
    expect(await suite.page.getByTestId('ins-your-mints').textContent()).toContain('1 of 2')
  })

  it('mints with the Mint button up to the per-address limit, which then blocks the buttons', async () => {
    await suite.page.getByTestId('ins-mint').click()
    await suite.page.getByTestId('ins-minted-result').waitFor({ timeout: 60_000 })
    await expect.poll(mintCount).toBe('2')
    expect(await minted()).toBe('3,000 / 5,000 ocat minted')
    expect(await suite.page.getByTestId('ins-your-mints').textContent()).toContain('2 of 2')
    await suite.page.getByTestId('ins-blocked').waitFor()
    expect(await suite.page.getByTestId('ins-blocked').textContent()).toContain(
      'all the mints this address is allowed',
    )
    expect(await suite.page.getByTestId('ins-mint').isDisabled()).toBe(true)
    expect(await suite.page.getByTestId('ins-mint-transfer').isDisabled()).toBe(true)
    await shoot(suite.page, 'inscription-mint-1440-en.png', { fullPage: true })
  })

  it('mints by the transfer button from a third account until the max supply is reached exactly', async () => {
    const third = suite.stack.accounts[3]!
    await suite.wallet.setAccount(third)
    await expect.poll(() => suite.page.getByTestId('ins-mint-transfer').isEnabled()).toBe(true)
    await suite.page.getByTestId('ins-mint-transfer').click()
    await expect.poll(mintCount, { timeout: 60_000 }).toBe('3')
    await suite.page.getByTestId('ins-mint').click()
    await expect.poll(mintCount, { timeout: 60_000 }).toBe('4')
    expect(await minted()).toBe('5,000 / 5,000 ocat minted')
    expect(await suite.page.getByTestId('ins-minter-count').textContent()).toBe('2')
    await expect.poll(() => suite.page.getByTestId('ins-blocked').textContent()).toContain('Fully minted')
    const supply = await createPublicClient({
      chain: hardhat,
      transport: http(suite.stack.rpcUrl),
    }).readContract({
      address: token,
      abi: inscriptionTokenAbi,
      functionName: 'totalSupply',
    })
    expect(supply).toBe(parseUnits('5000', 18))
    await suite.page.setViewportSize({ width: 375, height: 800 })
    await shoot(suite.page, 'inscription-mint-375-en.png', { fullPage: true })
    await suite.page.getByRole('tab', { name: 'Create Token' }).click()
    await suite.page.getByTestId('ins-deploy-text').waitFor()
    await shoot(suite.page, 'inscription-create-375-en.png', { fullPage: true })
  })

  it('shows the mint progress and the create summary in Chinese and Japanese', async () => {
    await suite.page.setViewportSize({ width: 1440, height: 900 })
    for (const [language, minted] of [
      ['zh', '已铸造5,000 / 5,000 ocat'],
      ['ja', '5,000 / 5,000 ocatミント済み'],
    ] as const) {
      await suite.page.evaluate((code) => localStorage.setItem('tokenbox.language', code), language)
      await suite.page.reload()
      await suite.page.getByRole('tab').nth(1).click()
      await suite.page.getByTestId('ins-address').fill(token)
      await suite.page.getByTestId('ins-load').click()
      await expect.poll(() => suite.page.getByTestId('ins-minted').textContent()).toBe(minted)
      await shoot(suite.page, `inscription-mint-1440-${language}.png`, { fullPage: true })
      await suite.page.getByRole('tab').nth(0).click()
      await suite.page.getByTestId('token-symbol').fill('ocat')
      await suite.page.getByTestId('ins-deploy-text').waitFor()
      await shoot(suite.page, `inscription-create-1440-${language}.png`, { fullPage: true })
      await suite.page.getByRole('tab').nth(2).click()
      await suite.page.getByTestId('introduce').locator('article').waitFor()
      await shoot(suite.page, `inscription-introduce-1440-${language}.png`, { fullPage: true })
    }
    await suite.page.evaluate(() => localStorage.setItem('tokenbox.language', 'en'))
  })

  it('sells the tick in a rune presale (/ru/sa): only an inscription token, its tick and supply on the pages', async () => {
    await suite.page.setViewportSize({ width: 1440, height: 900 })
    await suite.page.goto(`${suite.stack.baseUrl}/ru/sa`)
    await ensureLaunchpadFactory(suite.page)
    // The page says what a rune presale is (issue 52: it was the ERC-20 form under a rune title).
    expect(await suite.page.getByTestId('presale-rune-intro').textContent()).toContain('rune-style tick')
    const sent = await suite.stack.publicClient.getTransactionCount({ address: suite.account })
    // A plain ERC-20 is refused in words, before any wallet prompt.
    await suite.page.getByTestId('presale-token').fill(suite.stack.deployments.contracts.usdt)
    await suite.page.getByTestId('presale-token-info').waitFor()
    await suite.page.getByTestId('presale-create-submit').click()
    await suite.page
      .getByText('Not an inscription token: a rune presale sells a tick made with Inscription Token')
      .waitFor()
    expect(await suite.stack.publicClient.getTransactionCount({ address: suite.account })).toBe(sent)

    // The tick: its mint progress and what the creator holds (its allocation and mints) show under the field.
    await suite.page.getByTestId('presale-token').fill(token)
    await expect
      .poll(() => suite.page.getByTestId('presale-rune-tick').textContent())
      .toMatch(/^Tick ocat: minted 5,000 of 5,000; you hold [1-9][\d,]*$/)
    for (const [field, value] of [
      ['presale-softCap', '0.1'],
      ['presale-hardCap', '0.3'],
      ['presale-minBuy', '0.1'],
      ['presale-maxBuy', '0.2'],
    ] as const) {
      await suite.page.getByTestId(field).fill(value)
    }
    await shoot(suite.page, 'rune-presale-create-1440-en.png', { fullPage: true })
    const create = { submit: 'presale-create-submit', done: 'presale-created', error: 'presale-create-error' }
    await submitUntilOutcome(suite.page, create)
    const presale = (await suite.page.getByTestId('presale-created-address').textContent()) as Address
    await suite.page.goto(`${suite.stack.baseUrl}/ru/sa?presale=${presale}`)
    await expect
      .poll(() => suite.page.getByTestId('presale-inscription').textContent(), { timeout: 20_000 })
      .toBe('Inscription ocat, supply 5,000')
    expect(await suite.page.getByTestId('presale-rune-not-inscription').count()).toBe(0)
    await shoot(suite.page, 'rune-presale-page-1440-en.png', { fullPage: true })
    await suite.page.evaluate(() => localStorage.setItem('tokenbox.language', 'zh'))
    await suite.page.goto(`${suite.stack.baseUrl}/ru/sa`)
    await suite.page.getByTestId('presale-rune-intro').waitFor()
    await suite.page.setViewportSize({ width: 375, height: 812 })
    await shoot(suite.page, 'rune-presale-create-375-zh.png', { fullPage: true })
    await suite.page.evaluate(() => localStorage.setItem('tokenbox.language', 'en'))
  })
})

import { createRequire } from 'node:module'
import { dividendTokenAbi } from '@tokenbox/core/contracts/DividendToken.ts'
import { identifyTokenTemplate } from '@tokenbox/core/tokens/identifyTokenTemplate.ts'
import { tokenTemplates } from '@tokenbox/core/tokens/tokenTemplates.ts'
import { type Address, erc20Abi, type Hex, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { animationsSettled } from '../harness/animationsSettled.ts'
import { devWallet } from '../harness/devWallet.ts'
import { startStackWithVerifyExplorer, suiteExplorer } from '../harness/explorerProxyStack.ts'
import { pageSuite } from '../harness/pageSuite.ts'
import { shoot } from '../harness/screenshots.ts'
import { submitTokenForm } from '../harness/submitTokenForm.ts'

const require = createRequire(import.meta.url)

/** The deployed runtime code with its immutables zeroed, as the compiler's output leaves them. */
function withoutImmutables(code: Hex, immutables: readonly (readonly [number, number])[]): string {
  const bytes = code.slice(2).split('')
  for (const [start, length] of immutables) bytes.fill('0', start * 2, (start + length) * 2)
  return bytes.join('')
}

/**
 * Customize (`/co/ct`) end to end: a token with buy / sell fees and holder dividends composed on
 * the form, deployed from the wallet with the chain's dividend tracker, and its source verified;
 * the standard-JSON input the explorer received is compiled again here and must give the code
 * that is on the chain.
 */
describe('Customize: a token with fees and dividends, verified', () => {
  const verifier = suiteExplorer(startStackWithVerifyExplorer)
  let token: Address

  const suite = pageSuite({
    stack: verifier.start,
    connect: { path: '/co/ct' },
  })

  it('offers only compatible options and says why the others are off', async () => {
    await suite.page.getByTestId('custom-options').waitFor()
    // The owner's mint comes with its cap, and the summary names it.
    await suite.page.getByTestId('token-supply').fill('1000000000')
    await suite.page.getByTestId('custom-option-mint').click()
    await suite.page.getByTestId('token-max-supply').fill('2000000000')
    await expect
      .poll(() => suite.page.getByTestId('summary-powers').textContent())
      .toBe('The owner can: mint new tokens up to a total supply of 2,000,000,000.')
    // While a normal-token option is on, the trading options wait, and the reverse.
    expect(await suite.page.getByTestId('custom-option-tradeFees').isDisabled()).toBe(true)
    await suite.page.getByTestId('custom-option-mint').click()
    await suite.page.getByTestId('custom-option-tradeFees').click()
    // A normal-token option cannot join a trading token: the form says it is the size limit.
    expect(await suite.page.getByTestId('custom-option-mint').isDisabled()).toBe(true)
    expect(await suite.page.getByTestId('custom-block-mint').textContent()).toContain('(EIP-170)')
    // Dividends are paid from the swap-back, so they wait for it.
    expect(await suite.page.getByTestId('custom-option-dividends').isDisabled()).toBe(true)
    await suite.page.getByTestId('custom-option-swapBack').click()
    await suite.page.getByTestId('custom-option-dividends').click()
    // Dividends start at the dividend screens' 2% share each way rather than a share paying nobody.
    expect(await suite.page.getByTestId('tax-buyFees-reward').inputValue()).toBe('2')
    expect(await suite.page.getByTestId('custom-option-lpDividends').isDisabled()).toBe(true)
    // With the sale, the dividend token's sale variant: its size is the one shown.
    await suite.page.getByTestId('custom-option-sale').click()
    await expect
      .poll(() => suite.page.getByTestId('custom-size').textContent())
      .toContain('verified DividendSaleToken template')
    await suite.page.getByTestId('custom-option-sale').click()
    // The larger of the two builds (the chain's is probed at deployment): both fit.
    const bytes = Math.max(
      tokenTemplates.dividend.runtime.cancun.codeLength,
      tokenTemplates.dividend.runtime.london.codeLength,
    )
    await expect
      .poll(() => suite.page.getByTestId('custom-size').textContent())
      .toContain(
        `verified DividendToken template. Code size in bytes: ${new Intl.NumberFormat('en').format(bytes)}`,
      )
    expect(await suite.page.getByTestId('custom-size').textContent()).toContain('a trading token has only')
  })

  it('deploys it with the tracker and verifies it; the input the explorer got compiles to the deployed code', async () => {
    verifier.explorer.reset({ outcome: 'pass', pendingPolls: 0 })
    await suite.page.getByTestId('token-name').fill('Custom Dividend')
    await suite.page.getByTestId('token-symbol').fill('CDIV')
    await suite.page.getByTestId('token-supply').fill('1000000000')
    await suite.page.getByTestId('tax-buyFees-reward').fill('2')
    await suite.page.getByTestId('tax-sellFees-reward').fill('3')
    await suite.page.getByTestId('tax-swap-back-threshold').fill('1000')
    await suite.page.getByTestId('dividend-claim-wait').fill('0')
    await expect
      .poll(() => suite.page.getByTestId('summary-dividends').textContent())
      .toBe('Up to 3% of each trade is paid to holders as dividends.')
    expect(await suite.page.getByTestId('summary-fees').textContent()).toBe(
      'Buys pay 5% and sells 6% in fees.',
    )
    await shoot(suite.page, 'customize-dividend-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 375, height: 812 })
    await animationsSettled(suite.page)
    await shoot(suite.page, 'customize-dividend-375-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 1440, height: 900 })

    // No tracker on this chain yet: the flow offers to create the chain's one first.
    token = await submitTokenForm(suite.page, { continueDialog: true, timeout: 90_000 })
    const code = (await suite.stack.publicClient.getCode({ address: token }))!
    expect(identifyTokenTemplate(code)).toBe('dividend')
    const read = (functionName: 'swapBackEnabled' | 'blacklistEnabled' | 'burnable') =>
      suite.stack.publicClient.readContract({ address: token, abi: dividendTokenAbi, functionName })
    expect([await read('swapBackEnabled'), await read('blacklistEnabled'), await read('burnable')]).toEqual([
      true,
      false,
      false,
    ])
    await expect
      .poll(() => suite.page.getByTestId('deploy-progress').textContent(), { timeout: 60_000 })
      .toContain('Verified')

    const submission = verifier.explorer.received.find(
      (request) => request.form.action === 'verifysourcecode',
    )
    expect(submission?.form.contractaddress?.toLowerCase()).toBe(token.toLowerCase())
    expect(submission?.form.codeformat).toBe('solidity-standard-json-input')
    const contractName = submission!.form.contractname!
    expect(contractName).toMatch(/DividendToken\.sol:DividendToken$/)
    const solc = require('solc') as { compile: (input: string) => string }
    const output = JSON.parse(solc.compile(submission!.form.sourceCode!)) as {
      contracts: Record<string, Record<string, { evm: { deployedBytecode: { object: string } } }>>
    }
    const [source, name] = contractName.split(':') as [string, string]
    const compiled = output.contracts[source]![name]!.evm.deployedBytecode.object
    expect(withoutImmutables(code, tokenTemplates.dividend.runtime.cancun.immutables)).toBe(compiled)
  })

  it('composes a marketing token with a sale: the sale hub holds it and a plain transfer buys', async () => {
    await suite.page.goto(`${suite.stack.baseUrl}/co/ct`)
    await suite.page.getByTestId('custom-options').waitFor()
    // The sale needs the fee option's pair: it waits for it, and says so.
    expect(await suite.page.getByTestId('custom-option-sale').isDisabled()).toBe(true)
    expect(await suite.page.getByTestId('custom-block-sale').textContent()).toContain('Standard Coin (Sale)')
    await suite.page.getByTestId('custom-option-tradeFees').click()
    await suite.page.getByTestId('custom-option-sale').click()
    await suite.page.getByTestId('token-name').fill('Custom Sale')
    await suite.page.getByTestId('token-symbol').fill('CSAL')
    await suite.page.getByTestId('token-supply').fill('1000000')
    await suite.page.getByTestId('sale-hard-cap').fill('10')
    await expect
      .poll(() => suite.page.getByTestId('custom-size').textContent())
      .toContain('verified TaxSaleToken template')
    // The sale's terms say where its tokens and coin go, beside the tax token's powers.
    await expect.poll(() => suite.page.getByTestId('summary-saleHub').count()).toBe(1)
    expect(await suite.page.getByTestId('summary-saleReserve').textContent()).toContain('CSAL')
    // The launch pools the raised native coin: no other pair is offered.
    expect(
      await suite.page
        .getByTestId('token-quote')
        .evaluate((element) =>
          Boolean(element.closest('.ant-select-disabled') ?? element.querySelector('.ant-select-disabled')),
        ),
    ).toBe(true)
    await shoot(suite.page, 'customize-sale-1440-en.png', { fullPage: true })

    const saleToken = await submitTokenForm(suite.page, { timeout: 90_000 })
    const code = (await suite.stack.publicClient.getCode({ address: saleToken }))!
    expect(identifyTokenTemplate(code)).toBe('marketingSale')

    const buyer = suite.stack.accounts[2]!
    const client = devWallet(suite.stack, buyer)
    const hash = await client.sendTransaction({ to: saleToken, value: parseEther('1') })
    expect((await suite.stack.publicClient.waitForTransactionReceipt({ hash })).status).toBe('success')
    const bought = await suite.stack.publicClient.readContract({
      address: saleToken,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [buyer],
    })
    expect(bought > 0n).toBe(true)
  })

  it('reads in Chinese and Japanese, with the reasons of the blocked options and the documentation, linked to the chosen template', async () => {
    for (const language of ['zh', 'ja'] as const) {
      await suite.page.evaluate((code) => localStorage.setItem('tokenbox.language', code), language)
      await suite.page.reload()
      await suite.page.getByTestId('custom-options').waitFor()
      await suite.page.getByTestId('custom-option-tradeFees').click()
      await suite.page.getByTestId('custom-option-swapBack').click()
      await suite.page.getByTestId('custom-option-lpDividends').click()
      expect(await suite.page.getByTestId('custom-block-mint').textContent()).toContain('EIP-170')
      await shoot(suite.page, `customize-lp-dividend-1440-${language}.png`, { fullPage: true })
      await suite.page.getByRole('tab').nth(2).click()
      // Customize's own page, and a link to the page of the coin these options deploy.
      await suite.page.getByTestId('introduce').getByTestId('doc-coCustomize').waitFor()
      expect(await suite.page.getByTestId('custom-intro-template').locator('a').getAttribute('href')).toBe(
        '/documentation/index?tool=coLpDividend',
      )
      await shoot(suite.page, `customize-introduce-1440-${language}.png`, { fullPage: true })
    }
    await suite.page.evaluate(() => localStorage.setItem('tokenbox.language', 'en'))
  })
})

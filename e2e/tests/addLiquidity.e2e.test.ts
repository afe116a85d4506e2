import { readPool } from '@tokenbox/core/dex/readPool.ts'
import {
  feeOnTransferTokenAbi,
  feeOnTransferTokenBytecode,
} from '@tokenbox/core/testing/contracts/FeeOnTransferToken.ts'
import { referenceERC20Abi, referenceERC20Bytecode } from '@tokenbox/core/testing/contracts/ReferenceERC20.ts'
import { transferFeeTokenParameters } from '@tokenbox/core/testing/testTokenParameters.ts'
import { createTokenDeployStep } from '@tokenbox/core/tokens/createTokenDeployStep.ts'
import { tokenTemplateBytecode } from '@tokenbox/core/tokens/tokenTemplates.ts'
import type { DeployStep } from '@tokenbox/core/transactions/types.ts'
import { type Address, formatEther, parseEther, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { devWallet } from '../harness/devWallet.ts'
import { addNativePool, pickDexToken } from '../harness/dexSetup.ts'
import { eachLanguage } from '../harness/eachLanguage.ts'
import { pageSuite } from '../harness/pageSuite.ts'
import { tokenBalanceOf } from '../harness/saleSuite.ts'
import { shoot } from '../harness/screenshots.ts'
import { writeErc20 } from '../harness/writeErc20.ts'

/**
 * Add Liquidity (/sw/ad) against the local chain's AMM: the provider holds two fresh tokens (REF
 * and a second REF-like token) that have no pool yet, creates their pool at the price typed, adds
 * to it at its ratio (once declined), and sees a 5% transfer-tax token's tax before adding it.
 */
describe('add liquidity on the local stack', () => {
  let provider: Address
  let x: Address
  let y: Address
  let taxed: Address
  let owned: Address

  const submitText = () => suite.page.getByTestId('add-submit').textContent()
  const balanceOf = (token: Address) => tokenBalanceOf(suite.stack, token, provider)
  const pool = () =>
    readPool(suite.stack.publicClient, {
      factory: suite.stack.deployments.contracts.factory,
      tokenA: x,
      tokenB: y,
      owner: provider,
      multicallAddress: suite.stack.deployments.contracts.multicall3,
    })

  /** Picks a side's token by pasting its address into the search (the first time: confirms the import warning). */
  const pick = (side: 'A' | 'B', address: Address) =>
    pickDexToken(suite.page, `add-token-${side}`, address, { search: address !== zeroAddress })
  async function acknowledgeImports() {
    const ack = suite.page.getByTestId('exchange-import-ack')
    while ((await ack.count()) > 0) await ack.first().click()
  }

  const suite = pageSuite({
    prepare: async (stack) => {
      const [deployer, first] = stack.accounts as [Address, Address]
      provider = first
      const from = devWallet(stack, deployer)
      const wait = async (hash: Promise<`0x${string}`>) =>
        stack.publicClient.waitForTransactionReceipt({ hash: await hash })
      const deployed = async (abi: never, bytecode: `0x${string}`, args: readonly unknown[]) =>
        (await wait(from.deployContract({ abi, bytecode, args } as never))).contractAddress as Address
      x = await deployed(referenceERC20Abi as never, referenceERC20Bytecode, [parseEther('1000000')])
      y = await deployed(referenceERC20Abi as never, referenceERC20Bytecode, [parseEther('1000000')])
      taxed = await deployed(feeOnTransferTokenAbi as never, feeOnTransferTokenBytecode, [
        500n,
        parseEther('1000000'),
      ])
      for (const token of [x, y]) {
        await wait(writeErc20(from, token, 'transfer', provider, parseEther('10000')))
      }
      // The taxed token trades against ETH, so its tax can be measured.
      await addNativePool(stack, from, taxed, parseEther('100000'), parseEther('100'))
      // A TokenBox token the provider owns, with a 3% transfer fee and no pool yet.
      const step = createTokenDeployStep(
        transferFeeTokenParameters(provider, parseEther('1000000'), 300),
        await tokenTemplateBytecode('normal', 'cancun'),
        'cancun',
      ) as DeployStep
      const asProvider = devWallet(stack, provider)
      owned = (
        await wait(
          asProvider.deployContract({
            abi: step.abi,
            bytecode: step.bytecode,
            args: step.args as readonly unknown[],
          }),
        )
      ).contractAddress as Address
    },
    connect: { path: '/sw/ad', account: () => provider },
  })

  it('refuses bad input before the wallet: amounts, balance, a contract that is no token, another chain', async () => {
    await suite.page.getByTestId('add-amount-A').waitFor()
    expect(await suite.page.title()).toBe('Add Liquidity - TokenBox')
    // Each amount is named by its box's label (issue 77 point 19: no accessible name before).
    expect(await suite.page.getByRole('textbox', { name: 'First token' }).getAttribute('data-testid')).toBe(
      'add-amount-A',
    )
    const before = suite.wallet.sentTransactions()
    await pick('A', x)
    await pick('B', y)
    await acknowledgeImports()
    await expect.poll(submitText, { timeout: 15_000 }).toBe('Enter an amount')
    expect(await suite.page.getByTestId('add-pool-state').getAttribute('data-pair')).toBe('')
    await suite.page.getByTestId('add-amount-A').fill('abc')
    await expect.poll(submitText).toBe('Invalid amount')
    await suite.page.getByTestId('add-amount-A').fill('0')
    await expect.poll(submitText).toBe('Invalid amount')
    // A new pool needs both amounts: they set its price.
    await suite.page.getByTestId('add-amount-A').fill('4000')
    await expect.poll(submitText).toBe('Enter both amounts to set the price')
    await suite.page.getByTestId('add-amount-B').fill('20000')
    await expect.poll(submitText).toBe('Insufficient REF balance')
    expect(await suite.page.getByTestId('add-submit').isDisabled()).toBe(true)
    await pick('B', suite.stack.deployments.contracts.lock)
    await expect
      .poll(submitText, { timeout: 15_000 })
      .toBe('No information about this contract for current chain')
    await pick('B', y)
    // The wallet moves to a chain TokenBox does not serve: the form gives way to the switch request.
    await suite.wallet.setChain(999_999)
    await suite.page.getByTestId('wrong-network').waitFor({ timeout: 15_000 })
    await suite.wallet.setChain(31337)
    await suite.page.getByTestId('add-amount-A').waitFor({ timeout: 15_000 })
    expect(suite.wallet.sentTransactions()).toBe(before)
  })

  it('creates the pool at the price typed: the pool holds exactly the amounts, and the LP can be locked', async () => {
    await pick('A', x)
    await pick('B', y)
    await acknowledgeImports()
    await suite.page.getByTestId('add-amount-A').fill('4000')
    await suite.page.getByTestId('add-amount-B').fill('1000')
    await suite.page.getByTestId('add-new-pool').waitFor({ timeout: 15_000 })
    expect(await suite.page.getByTestId('add-price').textContent()).toBe('1 REF = 0.25 REF1 REF = 4 REF')
    expect(await suite.page.getByTestId('add-share').textContent()).toBe('100%')
    const expected = BigInt((await suite.page.getByTestId('add-lp').getAttribute('data-amount')) ?? '0')
    // sqrt(4,000 x 1,000) = 2,000 LP, less the 1,000 base units the pair locks forever.
    expect(expected).toBe(parseEther('2000') - 1000n)
    await shoot(suite.page, 'add-liquidity-new-pool-1440-en.png', { fullPage: true })
    const txs = suite.wallet.sentTransactions()
    await expect.poll(submitText).toBe('Create pool and add liquidity')
    await suite.page.getByTestId('add-submit').click()
    await suite.page.getByTestId('add-done').waitFor({ timeout: 30_000 })
    // Two exact approvals and the deposit.
    expect(suite.wallet.sentTransactions()).toBe(txs + 3)
    const created = await pool()
    expect([created.reserveA, created.reserveB, created.balance]).toEqual([
      parseEther('4000'),
      parseEther('1000'),
      expected,
    ])
    await suite.page.getByTestId('add-lock-link').click()
    await suite.page.getByTestId('create-lock-form').waitFor({ timeout: 30_000 })
    expect(new URL(suite.page.url()).searchParams.get('t')).toBe('1')
    expect(await suite.page.getByTestId('lock-token').inputValue()).toBe(created.pair)
    expect(await suite.page.getByTestId('lock-amount').inputValue()).toBe(formatEther(expected))
  })

  it('adds to the existing pool at its ratio; a declined request leaves the form and the balances as they were', async () => {
    await suite.page.goto(`${suite.stack.baseUrl}/sw/ad`)
    await suite.page.getByTestId('add-amount-A').waitFor({ timeout: 30_000 })
    await pick('A', x)
    await pick('B', y)
    await acknowledgeImports()
    await suite.page.getByTestId('add-amount-A').fill('40')
    await expect
      .poll(() => suite.page.getByTestId('add-amount-B').getAttribute('data-amount'), { timeout: 15_000 })
      .toBe(parseEther('10').toString())
    expect(await suite.page.getByTestId('add-amount-B').inputValue()).toBe('10')
    expect(await suite.page.getByTestId('add-new-pool').count()).toBe(0)
    const [xBefore, yBefore, poolBefore] = [await balanceOf(x), await balanceOf(y), await pool()]
    suite.wallet.rejectNext('eth_sendTransaction')
    await suite.page.getByTestId('add-submit').click()
    await expect
      .poll(() => suite.page.getByTestId('add-progress-error').textContent(), { timeout: 30_000 })
      .toBe('Transaction terminated')
    expect([await balanceOf(x), await balanceOf(y)]).toEqual([xBefore, yBefore])
    expect(await suite.page.getByTestId('add-amount-A').inputValue()).toBe('40')
    await expect.poll(submitText).toBe('Add liquidity')
    const expected = BigInt((await suite.page.getByTestId('add-lp').getAttribute('data-amount')) ?? '0')
    await suite.page.getByTestId('add-submit').click()
    await suite.page.getByTestId('add-done').waitFor({ timeout: 30_000 })
    const after = await pool()
    expect([after.reserveA - poolBefore.reserveA, after.reserveB - poolBefore.reserveB]).toEqual([
      parseEther('40'),
      parseEther('10'),
    ])
    expect(after.balance - poolBefore.balance).toBe(expected)
    expect([xBefore - (await balanceOf(x)), yBefore - (await balanceOf(y))]).toEqual([
      parseEther('40'),
      parseEther('10'),
    ])
  })

  it('adds the native coin and a token through addLiquidityETH, creating their pool with the wrapped coin', async () => {
    const { weth } = suite.stack.deployments.contracts
    await pick('A', zeroAddress)
    await suite.page.getByTestId('add-amount-A').fill('2')
    await suite.page.getByTestId('add-amount-B').fill('600')
    await suite.page.getByTestId('add-new-pool').waitFor({ timeout: 15_000 })
    expect(await suite.page.getByTestId('add-price').textContent()).toBe(
      '1 ETH = 300 REF1 REF = 0.00333333 ETH',
    )
    const coinBefore = await suite.stack.publicClient.getBalance({ address: provider })
    const txs = suite.wallet.sentTransactions()
    await suite.page.getByTestId('add-submit').click()
    await suite.page.getByTestId('add-done').waitFor({ timeout: 30_000 })
    // One approval (the token), one deposit carrying the coin.
    expect(suite.wallet.sentTransactions()).toBe(txs + 2)
    const created = await readPool(suite.stack.publicClient, {
      factory: suite.stack.deployments.contracts.factory,
      tokenA: weth,
      tokenB: y,
      owner: provider,
      multicallAddress: suite.stack.deployments.contracts.multicall3,
    })
    expect([created.reserveA, created.reserveB]).toEqual([parseEther('2'), parseEther('600')])
    expect(coinBefore - (await suite.stack.publicClient.getBalance({ address: provider }))).toBeGreaterThan(
      parseEther('2'),
    )
  })

  it('shows the transfer tax a token takes, and its exemptions to the owner of a TokenBox token, in four languages', async () => {
    await pick('A', taxed)
    await acknowledgeImports()
    await expect
      .poll(() => suite.page.getByTestId('add-tax').first().textContent(), { timeout: 30_000 })
      .toContain('FOT takes a transfer tax of 5%')
    // A TokenBox token of this wallet without a pool: its tax cannot be measured, its owner is told about exemptions.
    await pick('B', owned)
    await acknowledgeImports()
    await suite.page.getByTestId('add-tax-owner').waitFor({ timeout: 30_000 })
    expect(await suite.page.getByTestId('add-tax-owner').textContent()).toContain(
      'You own OWN, a TokenBox token',
    )
    expect(await suite.page.getByTestId('add-tax-untested').textContent()).toContain(
      'OWN could not be test-traded',
    )
    await suite.page.setViewportSize({ width: 375, height: 812 })
    await shoot(suite.page, 'add-liquidity-tax-375-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 1440, height: 900 })
    const expected = {
      zh: { tabs: ['流动性', '介绍'], enter: '请输入数量' },
      es: { tabs: ['Liquidez', 'Introducción'], enter: 'Introduce una cantidad' },
      ja: { tabs: ['流動性', '説明'], enter: '数量を入力してください' },
    }
    await eachLanguage(suite.page, expected, async (texts) => {
      await suite.page.getByTestId('add-amount-A').waitFor({ timeout: 30_000 })
      await expect.poll(submitText, { timeout: 15_000 }).toBe(texts.enter)
    })
    await suite.page.reload()
    await suite.page.getByRole('tab', { name: 'Introduce' }).click()
    await expect
      .poll(() => suite.page.getByTestId('introduce').textContent(), { timeout: 15_000 })
      .toContain('A new pool: you set the starting price')
  })

  it("names a pasted token by its symbol, and asks no acknowledgement for the user's own new token (issue 77)", async () => {
    await suite.page.getByRole('tab', { name: 'Liquidity' }).click()
    await suite.page.getByTestId('add-amount-A').waitFor({ timeout: 30_000 })
    await suite.page.getByTestId('add-token-A').click()
    await suite.page.keyboard.type(owned)
    const option = suite.page.getByTestId(`add-token-A-option-${owned.toLowerCase()}`)
    await expect.poll(() => option.textContent(), { timeout: 15_000 }).toContain('OWN')
    expect(await option.textContent()).not.toContain('Token at')
    await suite.page.keyboard.press('Escape')
    // A token this browser created (the Create Token screens remember it, tokens.e2e): no "not on TokenBox's list".
    await suite.page.evaluate(
      (token) => localStorage.setItem('tokenbox.createdTokens.31337', JSON.stringify([token])),
      owned,
    )
    await suite.page.reload()
    await suite.page.getByTestId('add-amount-A').waitFor({ timeout: 30_000 })
    await pick('A', owned)
    await pick('B', x)
    await suite.page.getByTestId('exchange-import-warning').waitFor({ timeout: 15_000 })
    // The one warning left is REF's, a token someone else made.
    expect(await suite.page.getByTestId('exchange-import-warning').count()).toBe(1)
    // Named by its short address until its symbol is read, then by the symbol.
    await expect
      .poll(() => suite.page.getByTestId('exchange-import-warning').textContent(), { timeout: 15_000 })
      .toContain('REF')
  })
})

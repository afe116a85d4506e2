import { dividendTokenAbi } from '@tokenbox/core/contracts/DividendToken.ts'
import { dividendTrackerAbi } from '@tokenbox/core/contracts/DividendTracker.abi.ts'
import { sharedContractAddress } from '@tokenbox/core/contracts/sharedContracts.ts'
import { uniswapV2Router02Abi } from '@tokenbox/core/contracts/UniswapV2Router02.ts'
import { deterministicDeployer } from '@tokenbox/core/evm/deterministicDeployment.ts'
import { identifyTokenTemplate } from '@tokenbox/core/tokens/identifyTokenTemplate.ts'
import { type Address, formatEther, type Hash, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { devWallet } from '../harness/devWallet.ts'
import { directSwapGas } from '../harness/directGas.ts'
import { expectMined } from '../harness/expectMined.ts'
import { pageSuite } from '../harness/pageSuite.ts'
import { shoot } from '../harness/screenshots.ts'
import { sellThroughRouter } from '../harness/sellThroughRouter.ts'
import { stepTitleProblems } from '../harness/stepsLayout.ts'
import { submitTokenForm } from '../harness/submitTokenForm.ts'

describe('dividend token on the local stack (no tracker on the chain yet)', () => {
  let token: Address

  const suite = pageSuite({ connect: { path: '/co/dd?t=0' } })

  const walletOf = (account: Address) => devWallet(suite.stack, account)

  async function fill(symbol: string) {
    await suite.page.getByTestId('token-name').fill(`Dividend ${symbol}`)
    await suite.page.getByTestId('token-symbol').fill(symbol)
    await suite.page.getByTestId('token-supply').fill('1000000000')
    await suite.page.getByTestId('tax-swap-back-threshold').fill('1000')
    await suite.page.getByTestId('dividend-claim-wait').fill('0')
    // Holders claim themselves in this test, so what they are owed stays visible.
    await suite.page.getByTestId('dividend-process-gas').fill('0')
  }

  it('asks to create the dividend contract first, then deploys it and the token', async () => {
    await fill('DIV')
    await expect
      .poll(() => suite.page.getByTestId('summary-dividends').textContent())
      .toBe('Up to 2% of each trade is paid to holders as dividends.')
    const before = suite.wallet.sentTransactions()
    await suite.page.getByTestId('create-token-submit').click()
    const dialog = suite.page.locator('.ant-modal-confirm')
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain(
      'Before creating tokens you need to create a dividend contract, continue?',
    )
    await shoot(suite.page, 'token-dividend-tracker-confirm-en.png')
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await suite.page.getByTestId('token-created').waitFor({ timeout: 90_000 })
    token = (await suite.page.getByTestId('token-address').textContent()) as Address
    expect(suite.wallet.sentTransactions() - before).toBe(2)
    expect(identifyTokenTemplate(await suite.stack.publicClient.getCode({ address: token }))).toBe('dividend')
    const tracker = await suite.stack.publicClient.readContract({
      address: token,
      abi: dividendTokenAbi,
      functionName: 'dividendTracker',
    })
    // The chain's one tracker for everyone, at its shared address in the build the node runs.
    expect(tracker).toBe(sharedContractAddress.DividendTracker.cancun)
    // Generating shows both transactions of the flow, the tracker's then the token's.
    const deployed = async (index: number) => {
      const hash = (await suite.page
        .getByTestId(`deploy-progress-tx-${index}`)
        .getAttribute('data-hash')) as `0x${string}`
      return (await suite.stack.publicClient.getTransactionReceipt({ hash })).to
    }
    // The tracker goes through the CREATE2 deployment proxy; the token is a plain deployment.
    expect((await deployed(0))?.toLowerCase()).toBe(deterministicDeployer.toLowerCase())
    const tokenHash = (await suite.page
      .getByTestId('deploy-progress-tx-1')
      .getAttribute('data-hash')) as `0x${string}`
    expect(
      (
        await suite.stack.publicClient.getTransactionReceipt({ hash: tokenHash })
      ).contractAddress?.toLowerCase(),
    ).toBe(token.toLowerCase())
    // The chain's locker cannot claim: the create flow excluded it, so locked tokens strand nothing.
    expect(
      await suite.stack.publicClient.readContract({
        address: tracker,
        abi: dividendTrackerAbi,
        functionName: 'isExcluded',
        args: [token, suite.stack.deployments.contracts.lock],
      }),
    ).toBe(true)
  })

  it('pays holders from trades: add liquidity, start trading, a buy and a sell that swaps back, then claim', async () => {
    await suite.page.getByTestId('token-manage').click()
    await suite.page.getByTestId('action-addLiquidity-tokenAmount').fill('500000000')
    await suite.page.getByTestId('action-addLiquidity-quoteAmount').fill('100')
    await suite.page.getByTestId('action-addLiquidity-submit').click()
    await suite.page.getByTestId('action-addLiquidity-done').waitFor({ timeout: 60_000 })
    await suite.page.getByTestId('action-startTrading-submit').click()
    await expect
      .poll(() => suite.page.getByTestId('manage-trading').textContent(), { timeout: 30_000 })
      .toBe('Open')

    const { router, weth } = suite.stack.deployments.contracts
    const trader = suite.stack.accounts[4]!
    const mined = (hash: Hash) => expectMined(suite.stack, hash)
    await mined(
      await walletOf(trader).writeContract({
        address: router,
        abi: uniswapV2Router02Abi,
        functionName: 'swapExactETHForTokensSupportingFeeOnTransferTokens',
        gas: directSwapGas,
        args: [0n, [weth, token], trader, 2n ** 40n],
        value: parseEther('1'),
      }),
    )
    // The sell swaps back the collected fees, and the dividend share goes to the tracker.
    const sell = { seller: trader, token, amount: parseUnits('100000', 18), gas: 3_000_000n }
    expect((await sellThroughRouter(suite.stack, sell)).status).toBe('success')

    await suite.page.getByTestId('manage-load').click()
    await expect
      .poll(async () =>
        Number((await suite.page.getByTestId('dividend-distributed').textContent())?.split(' ')[0]),
      )
      .toBeGreaterThan(0)
    const owed = Number((await suite.page.getByTestId('dividend-withdrawable').textContent())?.split(' ')[0])
    expect(owed).toBeGreaterThan(0)
    await shoot(suite.page, 'token-manage-dividend-en.png', { fullPage: true })
    const balanceBefore = await suite.stack.publicClient.getBalance({ address: suite.account })
    await suite.page.getByTestId('action-claimDividends-submit').click()
    await suite.page.getByTestId('action-claimDividends-done').waitFor({ timeout: 30_000 })
    await expect.poll(() => suite.page.getByTestId('dividend-withdrawable').textContent()).toBe('0 ETH')
    // The claim paid what was owed: the owner's ETH rose by about that, its gas fee added back (the
    // node's 1 gwei base fee makes the fee close to so small a dividend).
    const claimBlock = await suite.stack.publicClient.getBlock()
    const claim = await suite.stack.publicClient.getTransactionReceipt({ hash: claimBlock.transactions[0]! })
    expect(claim.from.toLowerCase()).toBe(suite.account.toLowerCase())
    const gained = Number(
      formatEther(
        (await suite.stack.publicClient.getBalance({ address: suite.account })) -
          balanceBefore +
          claim.gasUsed * claim.effectiveGasPrice,
      ),
    )
    expect(gained).toBeGreaterThan(owed * 0.5)
  })

  it('reuses the chain’s dividend contract for the next dividend token (one transaction, no question)', async () => {
    await suite.page.getByRole('tab', { name: 'Create Token' }).click()
    await suite.page.goto(`${suite.stack.baseUrl}/co/dd?t=0`)
    await suite.page.getByTestId('create-token-form').waitFor()
    await fill('DIV2')
    const before = suite.wallet.sentTransactions()
    await submitTokenForm(suite.page)
    expect(await suite.page.locator('.ant-modal-confirm').count()).toBe(0)
    expect(suite.wallet.sentTransactions() - before).toBe(1)
  })

  it('creates an LP dividend token on the same tracker and shows it at 375 px', async () => {
    await suite.page.goto(`${suite.stack.baseUrl}/co/ld?t=0`)
    await suite.page.getByTestId('create-token-form').waitFor()
    await fill('LPD')
    await expect
      .poll(() => suite.page.getByTestId('summary-dividends').textContent())
      .toBe('Up to 2% of each trade is paid to liquidity providers as dividends.')
    const before = suite.wallet.sentTransactions()
    const address = await submitTokenForm(suite.page)
    expect(suite.wallet.sentTransactions() - before).toBe(1)
    expect(identifyTokenTemplate(await suite.stack.publicClient.getCode({ address }))).toBe('lpDividend')
    // One transaction this time (the tracker exists), shown on Generating; whole titles at 375 px.
    await suite.page.getByTestId('deploy-progress-tx-0').waitFor()
    expect(await suite.page.getByTestId('deploy-progress-tx-1').count()).toBe(0)
    await suite.page.setViewportSize({ width: 375, height: 812 })
    await expect.poll(() => stepTitleProblems(suite.page, 'deploy-progress')).toEqual([])
    expect(await suite.page.getByTestId('deploy-progress').getAttribute('data-orientation')).toBe('vertical')
    await shoot(suite.page.getByTestId('create-progress'), 'token-progress-lp-dividend-375-en.png')
    await suite.page.setViewportSize({ width: 1280, height: 800 })
    await suite.page.getByTestId('token-manage').click()
    // The tracker is the chain's TokenBox tracker: no risk named.
    await suite.page.getByTestId('dividend-tracker').waitFor()
    expect(await suite.page.getByTestId('dividend-tracker-risk').count()).toBe(0)
    expect(await suite.page.getByTestId('manage-renounce-guarantee').textContent()).toContain('stop nobody')
    // A provider adds liquidity, then stakes its LP: only staked LP earns.
    await suite.page.getByTestId('action-addLiquidity-tokenAmount').fill('500000000')
    await suite.page.getByTestId('action-addLiquidity-quoteAmount').fill('100')
    await suite.page.getByTestId('action-addLiquidity-submit').click()
    await suite.page.getByTestId('action-addLiquidity-done').waitFor({ timeout: 60_000 })
    await expect.poll(() => suite.page.getByTestId('dividend-lp').textContent()).not.toBe('0')
    expect(await suite.page.getByTestId('dividend-staked').textContent()).toBe('0')
    const lp = (await suite.page.getByTestId('dividend-lp').textContent()) as string
    // Shown grouped (7,071.06...); typed as a plain decimal.
    const lpTyped = lp.replaceAll(',', '')
    await suite.page.getByTestId('action-stakeLp-lpAmount').fill(lpTyped)
    await suite.page.getByTestId('action-stakeLp-submit').click()
    await suite.page.getByTestId('action-stakeLp-done').waitFor({ timeout: 60_000 })
    await expect.poll(() => suite.page.getByTestId('dividend-staked').textContent()).toBe(lp)
    expect(await suite.page.getByTestId('dividend-lp').textContent()).toBe('0')
    // Half of it back: the stake and the wallet follow.
    await suite.page.getByTestId('action-unstakeLp-lpAmount').fill(String(Number(lpTyped) / 2))
    await suite.page.getByTestId('action-unstakeLp-submit').click()
    await suite.page.getByTestId('action-unstakeLp-done').waitFor({ timeout: 60_000 })
    await expect.poll(() => suite.page.getByTestId('dividend-lp').textContent()).not.toBe('0')
    await suite.page.getByTestId('dividend-staked').scrollIntoViewIfNeeded()
    await shoot(suite.page, 'token-manage-lp-staked-en.png')
    await suite.page.setViewportSize({ width: 375, height: 812 })
    await shoot(suite.page, 'token-manage-lp-dividend-375-en.png')
    await suite.page.getByRole('tab', { name: 'Create Token' }).click()
    await shoot(suite.page, 'token-create-lp-dividend-375-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 1280, height: 800 })
  })
})

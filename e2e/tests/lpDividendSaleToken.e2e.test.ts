import { dividendTrackerAbi } from '@tokenbox/core/contracts/DividendTracker.abi.ts'
import { sharedContractAddress } from '@tokenbox/core/contracts/sharedContracts.ts'
import { uniswapV2Router02Abi } from '@tokenbox/core/contracts/UniswapV2Router02.ts'
import { identifyTokenTemplate } from '@tokenbox/core/tokens/identifyTokenTemplate.ts'
import type { Page } from 'playwright-core'
import { type Address, createWalletClient, erc20Abi, http, parseAbi, parseEther } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openConnectedPage } from '../harness/openConnectedPage.ts'
import { type Stack, startStack } from '../harness/startStack.ts'
import type { TestWallet } from '../harness/testWallet.ts'

const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)'])

/**
 * The LP-dividend token with a sale (`/co/ld?t=1`): created with the shared tracker and hub, bought
 * by a plain native transfer, launched by the owner; the buyer then provides liquidity and stakes its
 * LP, and the dividend share of the next swap-back reaches it (the launch's locked LP earns nothing).
 */
describe('LP dividend sale token on the local stack', () => {
  let stack: Stack
  let page: Page
  let wallet: TestWallet
  let creator: Address
  let buyer: Address
  let token: Address
  const tracker = sharedContractAddress.DividendTracker.cancun

  beforeAll(async () => {
    stack = await startStack()
    creator = stack.accounts[1]!
    buyer = stack.accounts[2]!
    ;({ page, wallet } = await openConnectedPage(stack, '/co/ld?t=1', creator))
  })

  afterAll(async () => {
    await stack?.stop()
  })

  const phase = () => page.getByTestId('sale-phase').getAttribute('data-phase')
  const raised = () => page.getByTestId('sale-raised').getAttribute('data-raised')
  const walletOf = (account: Address) =>
    createWalletClient({ account, chain: hardhat, transport: http(stack.rpcUrl) })
  const mined = async (hash: Promise<`0x${string}`>) =>
    expect((await stack.publicClient.waitForTransactionReceipt({ hash: await hash })).status).toBe('success')

  it('creates the token with its sale and sells it by plain transfer', async () => {
    expect(await page.title()).toBe('Lp Dividend (Sale) - TokenBox')
    await page.getByTestId('token-name').fill('LP Dividend Sale')
    await page.getByTestId('token-symbol').fill('LDS')
    await page.getByTestId('token-supply').fill('1000000')
    await page.getByTestId('tax-swap-back-threshold').fill('10')
    await page.getByTestId('dividend-claim-wait').fill('0')
    await page.getByTestId('dividend-process-gas').fill('0')
    await page.getByTestId('sale-hard-cap').fill('10')
    await page.getByTestId('sale-min').fill('0.5')
    await page.getByTestId('sale-max').fill('5')
    await expect.poll(() => page.getByTestId('summary-hubNoDividends').count()).toBe(1)
    expect(await page.getByTestId('summary-dividends').textContent()).toContain('liquidity')
    await page.getByTestId('create-token-submit').click()
    const dialog = page.locator('.ant-modal-confirm')
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await page.getByTestId('token-created').waitFor({ timeout: 120_000 })
    token = (await page.getByTestId('token-address').textContent()) as Address
    expect(identifyTokenTemplate(await stack.publicClient.getCode({ address: token }))).toBe('lpDividendSale')
    await page.getByTestId('token-manage').click()
    await expect.poll(phase, { timeout: 20_000 }).toBe('active')
    await mined(walletOf(buyer).sendTransaction({ to: token, value: parseEther('4') }))
    await expect.poll(raised, { timeout: 20_000 }).toBe(parseEther('4').toString())
  })

  it('pays the dividend share to a buyer who stakes LP after the launch', async () => {
    await wallet.setAccount(creator)
    await page.getByTestId('sale-start-trading').click()
    await expect.poll(phase, { timeout: 60_000 }).toBe('trading')
    const { factory, router, weth } = stack.deployments.contracts
    const pair = await stack.publicClient.readContract({
      address: factory,
      abi: factoryAbi,
      functionName: 'getPair',
      args: [token, weth],
    })
    const provider = walletOf(buyer)
    await mined(
      provider.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [router, 2n ** 255n],
      }),
    )
    await mined(
      provider.writeContract({
        address: router,
        abi: uniswapV2Router02Abi,
        functionName: 'addLiquidityETH',
        args: [token, parseEther('1000'), 0n, 0n, buyer, 2n ** 40n],
        value: parseEther('1'),
        gas: 3_000_000n,
      }),
    )
    const lp = await stack.publicClient.readContract({
      address: pair,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [buyer],
    })
    expect(lp).toBeGreaterThan(0n)
    await mined(
      provider.writeContract({ address: pair, abi: erc20Abi, functionName: 'approve', args: [tracker, lp] }),
    )
    await mined(
      provider.writeContract({
        address: tracker,
        abi: dividendTrackerAbi,
        functionName: 'stake',
        args: [token, lp],
      }),
    )
    await mined(
      provider.writeContract({
        address: router,
        abi: uniswapV2Router02Abi,
        functionName: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
        args: [parseEther('500'), 0n, [token, weth], buyer, 2n ** 40n],
        gas: 3_000_000n,
      }),
    )
    const owed = (account: Address) =>
      stack.publicClient.readContract({
        address: tracker,
        abi: dividendTrackerAbi,
        functionName: 'withdrawableOf',
        args: [token, account],
      })
    await expect.poll(() => owed(buyer)).toBeGreaterThan(0n)
    expect(await owed(stack.deployments.contracts.lock)).toBe(0n)
  })
})

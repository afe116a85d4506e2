import { dividendTrackerAbi } from '@tokenbox/core/contracts/DividendTracker.abi.ts'
import { sharedContractAddress } from '@tokenbox/core/contracts/sharedContracts.ts'
import { uniswapV2Router02Abi } from '@tokenbox/core/contracts/UniswapV2Router02.ts'
import { identifyTokenTemplate } from '@tokenbox/core/tokens/identifyTokenTemplate.ts'
import { type Address, erc20Abi, type Hash, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { devWallet } from '../harness/devWallet.ts'
import { expectMined } from '../harness/expectMined.ts'
import { fillDividendSaleForm } from '../harness/fillDividendSaleForm.ts'
import { readPairAddress } from '../harness/readPairAddress.ts'
import { saleSuite } from '../harness/saleSuite.ts'
import { submitTokenForm } from '../harness/submitTokenForm.ts'

/**
 * The LP-dividend token with a sale (`/co/ld?t=1`): created with the shared tracker and hub, bought
 * by a plain native transfer, launched by the owner; the buyer then provides liquidity and stakes its
 * LP, and the dividend share of the next swap-back reaches it (the launch's locked LP earns nothing).
 */
describe('LP dividend sale token on the local stack', () => {
  let token: Address
  const tracker = sharedContractAddress.DividendTracker.cancun

  const sale = saleSuite('/co/ld?t=1')

  const walletOf = (account: Address) => devWallet(sale.stack, account)
  const mined = (hash: Promise<Hash>) => expectMined(sale.stack, hash)

  it('creates the token with its sale and sells it by plain transfer', async () => {
    expect(await sale.page.title()).toBe('Lp Dividend (Sale) - TokenBox')
    await fillDividendSaleForm(sale.page, { name: 'LP Dividend Sale', symbol: 'LDS' })
    await expect.poll(() => sale.page.getByTestId('summary-hubNoDividends').count()).toBe(1)
    expect(await sale.page.getByTestId('summary-dividends').textContent()).toContain('liquidity')
    token = await submitTokenForm(sale.page, { continueDialog: true, timeout: 120_000 })
    expect(identifyTokenTemplate(await sale.stack.publicClient.getCode({ address: token }))).toBe(
      'lpDividendSale',
    )
    await sale.page.getByTestId('token-manage').click()
    await expect.poll(sale.phase, { timeout: 20_000 }).toBe('active')
    await mined(walletOf(sale.buyer).sendTransaction({ to: token, value: parseEther('4') }))
    await expect.poll(sale.raised, { timeout: 20_000 }).toBe(parseEther('4').toString())
  })

  it('pays the dividend share to a buyer who stakes LP after the launch', async () => {
    await sale.wallet.setAccount(sale.creator)
    await sale.page.getByTestId('sale-start-trading').click()
    await expect.poll(sale.phase, { timeout: 60_000 }).toBe('trading')
    const { router, weth } = sale.stack.deployments.contracts
    const pair = await readPairAddress(sale.stack, token)
    const provider = walletOf(sale.buyer)
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
        args: [token, parseEther('1000'), 0n, 0n, sale.buyer, 2n ** 40n],
        value: parseEther('1'),
        gas: 3_000_000n,
      }),
    )
    const lp = await sale.stack.publicClient.readContract({
      address: pair,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [sale.buyer],
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
        args: [parseEther('500'), 0n, [token, weth], sale.buyer, 2n ** 40n],
        gas: 3_000_000n,
      }),
    )
    const owed = (account: Address) =>
      sale.stack.publicClient.readContract({
        address: tracker,
        abi: dividendTrackerAbi,
        functionName: 'withdrawableOf',
        args: [token, account],
      })
    await expect.poll(() => owed(sale.buyer)).toBeGreaterThan(0n)
    expect(await owed(sale.stack.deployments.contracts.lock)).toBe(0n)
  })
})

import { dividendTrackerAbi } from '@tokenbox/core/contracts/DividendTracker.abi.ts'
import { sharedContractAddress } from '@tokenbox/core/contracts/sharedContracts.ts'
import { identifyTokenTemplate } from '@tokenbox/core/tokens/identifyTokenTemplate.ts'
import { type Address, type Hash, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { devWallet } from '../harness/devWallet.ts'
import { addNativePool } from '../harness/dexSetup.ts'
import { expectMined } from '../harness/expectMined.ts'
import { fillDividendSaleForm } from '../harness/fillDividendSaleForm.ts'
import { readPairAddress } from '../harness/readPairAddress.ts'
import { saleSuite, tokenBalanceOf } from '../harness/saleSuite.ts'
import { sellThroughRouter } from '../harness/sellThroughRouter.ts'
import { submitTokenForm } from '../harness/submitTokenForm.ts'
import { writeErc20 } from '../harness/writeErc20.ts'

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
    const pair = await readPairAddress(sale.stack, token)
    const provider = walletOf(sale.buyer)
    await addNativePool(sale.stack, provider, token, parseEther('1000'), parseEther('1'))
    const lp = await tokenBalanceOf(sale.stack, pair, sale.buyer)
    expect(lp).toBeGreaterThan(0n)
    await mined(writeErc20(provider, pair, 'approve', tracker, lp))
    await mined(
      provider.writeContract({
        address: tracker,
        abi: dividendTrackerAbi,
        functionName: 'stake',
        args: [token, lp],
      }),
    )
    const sold = { seller: sale.buyer, token, amount: parseEther('500'), gas: 3_000_000n }
    expect((await sellThroughRouter(sale.stack, sold)).status).toBe('success')
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

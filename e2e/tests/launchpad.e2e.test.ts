import { readPresale } from '@tokenbox/core/launchpad/readPresale.ts'
import {
  trapPausableTokenAbi,
  trapPausableTokenBytecode,
} from '@tokenbox/core/testing/contracts/TrapPausableToken.ts'
import { devAccounts } from '@tokenbox/core/testing/localTestChain.ts'
import { type Address, parseAbi, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { advanceChain } from '../harness/advanceChain.ts'
import { devWallet } from '../harness/devWallet.ts'
import {
  createPresaleDirectly,
  deploySaleToken,
  ensureLaunchpadFactory,
  presaleActionDone,
} from '../harness/launchpadPage.ts'
import { pageSuite } from '../harness/pageSuite.ts'
import { readPairAddress } from '../harness/readPairAddress.ts'
import { tokenBalanceOf } from '../harness/saleSuite.ts'
import { shoot } from '../harness/screenshots.ts'
import { untilStill } from '../harness/stillClicks.ts'

const [, creator, alice, bob, carol] = devAccounts

const pairAbi = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
])
const day = 86_400

/**
 * The launchpad (`/la/st`, `/la/fa`): bad input refused in the spec's words with nothing sent;
 * a presale created with linear vesting and invitation rewards, bought from three accounts (one
 * through an inviter's link), finalized by a contributor (not the creator), its pool at the
 * listing rate and its LP locked in the chain's locker, vested tokens claimed over time; a presale
 * that missed its soft cap refunded; a fair launch split by share of the raise; an Immediately-mode
 * presale nobody finalized refunded once the buyer gives its delivered tokens back.
 */
describe('launchpad on the local stack', () => {
  let token: Address
  /** The fair launch's own token (a second presale of `token` would find its pool already priced). */
  let fairToken: Address
  let presale: Address
  let failing: Address
  let fair: Address
  /** Claim mode Immediately, bought and never finalized: its refund takes the delivered tokens back. */
  let immediate: Address

  const advance = (seconds: number) => advanceChain(suite.stack.rpcUrl, seconds)
  const balanceOf = (account: Address, of: Address = token) => tokenBalanceOf(suite.stack, of, account)
  const label = () => suite.page.getByTestId('presale-label').getAttribute('data-label')

  const suite = pageSuite({
    prepare: async (stack) => {
      token = await deploySaleToken(stack, creator)
      fairToken = await deploySaleToken(stack, creator)
    },
    viewport: { width: 1440, height: 900 },
    connect: { path: '/la/st', account: () => creator },
  })

  const ensureFactory = () => ensureLaunchpadFactory(suite.page)
  const actionDone = (kind: string) => presaleActionDone(suite.page, kind)

  async function createPresale(fill: () => Promise<void>, of: Address = token): Promise<Address> {
    await suite.page.getByTestId('presale-token').fill(of)
    await suite.page.getByTestId('presale-token-info').waitFor()
    await fill()
    await suite.page.getByTestId('presale-create-submit').click()
    const outcome = suite.page.locator(
      '[data-testid="presale-created"], [data-testid="presale-create-error"]',
    )
    await outcome.first().waitFor({ timeout: 60_000 })
    expect(await suite.page.getByTestId('presale-create-error').count()).toBe(0)
    return (await suite.page.getByTestId('presale-created-address').textContent()) as Address
  }

  it('refuses bad input in the spec words and sends nothing', async () => {
    await ensureFactory()
    const sent = await suite.stack.publicClient.getTransactionCount({ address: creator })
    await suite.page.getByTestId('presale-softCap').fill('')
    await suite.page.getByTestId('presale-minBuy').fill('abc')
    await suite.page.getByTestId('presale-create-submit').click()
    await suite.page.getByText('Please input Soft cap').waitFor()
    await suite.page.getByText('Invalid amount', { exact: true }).first().waitFor()
    await suite.page.getByTestId('presale-softCap').fill('60')
    await suite.page.getByText('The soft cap cannot be above the hard cap').waitFor()
    // Nothing was asked of the wallet: no transaction from the creator.
    expect(await suite.stack.publicClient.getTransactionCount({ address: creator })).toBe(sent)
  })

  it('creates a presale with linear vesting and invitation rewards, the fee and tokens needed shown first', async () => {
    presale = await createPresale(async () => {
      await suite.page.getByTestId('presale-softCap').fill('1')
      await suite.page.getByTestId('presale-hardCap').fill('3')
      await suite.page.getByTestId('presale-minBuy').fill('0.1')
      await suite.page.getByTestId('presale-maxBuy').fill('2')
      await suite.page.getByTestId('presale-lpLockDays').fill('30')
      await suite.page.getByText('Linear release').click()
      for (const [index, rate] of ['3', '2', '0.5'].entries()) {
        await suite.page.getByTestId('presale-add-invite').click()
        await suite.page.getByTestId(`presale-invite-${index}`).fill(rate)
      }
      await expect.poll(() => suite.page.getByTestId('summary-fee').textContent()).toContain('Launchpad fee')
      expect(await suite.page.getByTestId('summary-tokensNeeded').textContent()).toContain('sale 3,000')
      expect(await suite.page.getByTestId('summary-caps').textContent()).toContain('hard cap 3 ETH (3,000')
      await shoot(suite.page, 'launchpad-create-1440-en.png', { fullPage: true })
    })
    const state = await readPresale(suite.stack.publicClient, { presale })
    expect(state?.label).toBe('upcoming')
    expect(state?.inviteBps).toEqual([300n, 200n, 50n])
  })

  it('creates a presale whose soft cap will be missed, and a fair launch', async () => {
    await suite.page.reload()
    await ensureFactory()
    failing = await createPresale(async () => {
      await suite.page.getByTestId('presale-softCap').fill('10')
      await suite.page.getByTestId('presale-hardCap').fill('20')
    })
    await suite.page.goto(`${suite.stack.baseUrl}/la/fa`)
    await ensureFactory()
    fair = await createPresale(async () => {
      await suite.page.getByTestId('presale-fairLaunchTokens').fill('100000')
      await suite.page.getByTestId('presale-softCap').fill('1')
      // No rate, so the pool opens at the final price: the listing line says that too (issue 52:
      // it said "at the stated rate" under "No rate").
      await expect
        .poll(() => suite.page.getByTestId('summary-listing').textContent())
        .toContain('at the final price')
      expect(await suite.page.getByTestId('summary-listing').textContent()).not.toContain('stated rate')
    }, fairToken)
    expect((await readPresale(suite.stack.publicClient, { presale: fair }))?.mode).toBe('fairLaunch')
    await suite.page.goto(`${suite.stack.baseUrl}/la/st`)
    await ensureFactory()
    immediate = await createPresale(async () => {
      await suite.page.getByTestId('presale-softCap').fill('0')
      await suite.page.getByTestId('presale-hardCap').fill('5')
      await suite.page.getByText('Immediately', { exact: true }).click()
      await expect
        .poll(() => suite.page.getByRole('radio', { name: 'Immediately', exact: true }).isChecked())
        .toBe(true)
      // Immediately needs no emergency withdraw: the form refuses it on, and the switch goes off.
      // The refusal opens above the switch and pushes it down: a click pressed before that lands
      // released beside the switch and changes nothing, so the click waits for the refusal to settle.
      const refusal = suite.page.getByText('Claim mode Immediately needs no soft cap', { exact: false })
      await refusal.waitFor()
      await untilStill(refusal)
      await suite.page.getByTestId('presale-emergencyWithdraw').click()
      await expect
        .poll(() => suite.page.getByTestId('presale-emergencyWithdraw').getAttribute('aria-checked'))
        .toBe('false')
      await suite.page
        .getByText('a contributor takes the coin back by returning those tokens', { exact: false })
        .waitFor({ timeout: 60_000 })
        .catch(async (error: unknown) => {
          // Say why the summary does not describe the presale: it lists the draft's problems.
          const summary = await suite.page
            .getByTestId('token-summary')
            .textContent({ timeout: 1_000 })
            .catch(() => null)
          const problems = await suite.page.locator('.ant-form-item-explain-error').allTextContents()
          throw new Error(`the summary says "${summary}"; the form says ${JSON.stringify(problems)}`, {
            cause: error,
          })
        })
    })
    expect((await readPresale(suite.stack.publicClient, { presale: immediate }))?.claimMode).toBe(
      'immediately',
    )
  })

  it('takes contributions from three accounts, one invited through the link', async () => {
    await advance(2 * 3600)
    await suite.wallet.setAccount(alice)
    await suite.page.goto(`${suite.stack.baseUrl}/la/st?presale=${presale}`)
    await expect.poll(label, { timeout: 20_000 }).toBe('live')
    // The page says what the token itself can do to buyers (issue 48): this plain ERC20 has no owner.
    await expect
      .poll(() => suite.page.getByTestId('presale-token-powers').getAttribute('data-powers'), {
        timeout: 20_000,
      })
      .toBe('')
    await suite.page.getByTestId('presale-buy-amount').fill('1')
    await suite.page.getByTestId('presale-buy').click()
    await actionDone('contribute')
    const link = await suite.page.getByTestId('presale-invite-link').textContent()
    expect(link).toContain(`ref=${alice}`)

    await suite.wallet.setAccount(bob)
    await suite.page.goto(link!)
    await suite.page.getByTestId('presale-inviter-pending').waitFor({ timeout: 20_000 })
    await suite.page.getByTestId('presale-buy-amount').fill('1')
    await suite.page.getByTestId('presale-buy').click()
    await actionDone('contribute')
    await expect.poll(() => suite.page.getByTestId('presale-bound-inviter').textContent()).toContain(alice)

    await suite.wallet.setAccount(carol)
    await suite.page.goto(`${suite.stack.baseUrl}/la/st?presale=${presale}`)
    await suite.page.getByTestId('presale-buy-amount').fill('0.5')
    await suite.page.getByTestId('presale-buy').click()
    await actionDone('contribute')

    const state = await readPresale(suite.stack.publicClient, { presale, account: bob })
    expect(state?.contributors).toBe(3n)
    expect(state?.sold).toBe(parseEther('2500'))
    expect(state?.position?.inviter).toBe(alice)

    // Alice's team: one invitee in the first generation, with Bob's 1,000 tokens.
    await suite.wallet.setAccount(alice)
    await suite.page.goto(`${suite.stack.baseUrl}/la/st?presale=${presale}`)
    await expect
      .poll(() => suite.page.getByTestId('presale-team').textContent(), { timeout: 20_000 })
      .toContain('1,000')
    await shoot(suite.page, 'launchpad-sale-1440-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 375, height: 800 })
    await shoot(suite.page, 'launchpad-sale-375-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 1440, height: 900 })

    // The other two presales: half a coin to the one that will miss its soft cap, 1 and 3 to the fair launch.
    await suite.page.goto(`${suite.stack.baseUrl}/la/st?presale=${failing}`)
    await suite.page.getByTestId('presale-buy-amount').fill('0.5')
    await suite.page.getByTestId('presale-buy').click()
    await actionDone('contribute')
    for (const [account, amount] of [
      [bob, '1'],
      [carol, '3'],
    ] as const) {
      await suite.wallet.setAccount(account)
      await suite.page.goto(`${suite.stack.baseUrl}/la/fa?presale=${fair}`)
      await suite.page.getByTestId('presale-buy-amount').fill(amount)
      await suite.page.getByTestId('presale-buy').click()
      await actionDone('contribute')
    }
    // Bob buys from the Immediately-mode presale: 1,000 tokens delivered in the purchase.
    await suite.wallet.setAccount(bob)
    await suite.page.goto(`${suite.stack.baseUrl}/la/st?presale=${immediate}`)
    await suite.page.getByTestId('presale-buy-amount').fill('1')
    await suite.page.getByTestId('presale-buy').click()
    await actionDone('contribute')
    await expect.poll(() => balanceOf(bob)).toBe(parseEther('1000'))
  })

  it('is finalized by a contributor: the pool opens at the listing rate and its LP is locked', async () => {
    await advance(7 * day)
    await suite.wallet.setAccount(bob)
    await suite.page.goto(`${suite.stack.baseUrl}/la/st?presale=${presale}`)
    await expect.poll(label, { timeout: 20_000 }).toBe('ended')
    await suite.page.getByTestId('presale-finalize').click()
    await actionDone('finalize')
    await expect.poll(label).toBe('finalized')
    const state = await readPresale(suite.stack.publicClient, { presale })
    const { lock } = suite.stack.deployments.contracts
    const pair = await readPairAddress(suite.stack, token)
    expect(state?.pair).toBe(pair)
    const [reserve0, reserve1] = await suite.stack.publicClient.readContract({
      address: pair,
      abi: pairAbi,
      functionName: 'getReserves',
    })
    const token0 = await suite.stack.publicClient.readContract({
      address: pair,
      abi: pairAbi,
      functionName: 'token0',
    })
    const [tokens, coin] =
      token0.toLowerCase() === token.toLowerCase() ? [reserve0, reserve1] : [reserve1, reserve0]
    // 800 tokens per coin, as stated (integer rounding aside).
    expect(Number((tokens * 1000n) / coin) / 1000).toBeCloseTo(800, 2)
    // The LP sits in the chain's locker.
    const locked = await tokenBalanceOf(suite.stack, pair, lock)
    expect(locked > 0n).toBe(true)
    expect(state?.lockId).toBeDefined()
  })

  it('splits a fair launch by share of the raise', async () => {
    await suite.wallet.setAccount(carol)
    await suite.page.goto(`${suite.stack.baseUrl}/la/fa?presale=${fair}`)
    await expect.poll(label, { timeout: 20_000 }).toBe('ended')
    await suite.page.getByTestId('presale-finalize').click()
    await actionDone('finalize')
    await suite.page.getByTestId('presale-claim').click()
    await actionDone('claim')
    // Carol paid 3 of the 4 coins raised: three quarters of the 100,000 tokens (Bob's quarter waits for him).
    await expect.poll(() => balanceOf(carol, fairToken)).toBe(parseEther('75000'))
    const bobs = await readPresale(suite.stack.publicClient, { presale: fair, account: bob })
    expect(bobs?.position?.claimable).toBe(parseEther('25000'))
  })

  it('releases vested tokens over time', async () => {
    await suite.wallet.setAccount(alice)
    await suite.page.goto(`${suite.stack.baseUrl}/la/st?presale=${presale}`)
    await expect.poll(label, { timeout: 20_000 }).toBe('finalized')
    // The release starts a day after the end (8 days from the creation form's default).
    await advance(2 * day)
    await suite.page.reload()
    await suite.page.getByTestId('presale-claim').click()
    await actionDone('claim')
    await expect.poll(() => balanceOf(alice)).toBe(parseEther('250'))
    await advance(30 * day)
    await suite.page.reload()
    await suite.page.getByTestId('presale-claim').click()
    await actionDone('claim')
    await expect.poll(() => balanceOf(alice)).toBe(parseEther('500'))
  })

  it('refunds a presale that missed its soft cap', async () => {
    await suite.page.goto(`${suite.stack.baseUrl}/la/st?presale=${failing}`)
    await expect.poll(label, { timeout: 20_000 }).toBe('failed')
    const before = await suite.stack.publicClient.getBalance({ address: alice })
    await suite.page.getByTestId('presale-refund').click()
    await actionDone('refund')
    const after = await suite.stack.publicClient.getBalance({ address: alice })
    // Half a coin back, less the gas of the refund.
    expect(after - before > parseEther('0.49')).toBe(true)
  })

  it('refunds an Immediately-mode presale nobody finalized once Bob gives its tokens back', async () => {
    // Past its end and its 7-day grace period, never finalized.
    await advance(15 * day)
    await suite.wallet.setAccount(bob)
    await suite.page.goto(`${suite.stack.baseUrl}/la/st?presale=${immediate}`)
    await expect.poll(label, { timeout: 20_000 }).toBe('failed')
    await expect
      .poll(() => suite.page.getByTestId('presale-refund-returns').textContent())
      .toContain('give back the 1,000')
    const tokens = await balanceOf(bob)
    const before = await suite.stack.publicClient.getBalance({ address: bob })
    await suite.page.getByTestId('presale-refund').click()
    await actionDone('refund')
    await expect.poll(() => balanceOf(bob)).toBe(tokens - parseEther('1000'))
    const after = await suite.stack.publicClient.getBalance({ address: bob })
    // The whole coin back, less the gas of the approval and the refund.
    expect(after - before > parseEther('0.99')).toBe(true)
    await suite.page.getByTestId('presale-refund').waitFor({ state: 'detached' })
  })

  it('warns on the presale page that a pausable listed token can freeze claims, in English and Chinese', async () => {
    // The OpenZeppelin wizard's Pausable + Ownable token: its owner can stop every transfer, claims
    // included, after the raise was paid. The presale cannot prevent it; the page must say so.
    const walletClient = devWallet(suite.stack, creator)
    const hash = await walletClient.deployContract({
      abi: trapPausableTokenAbi,
      bytecode: trapPausableTokenBytecode,
      args: [parseEther('10000000')],
    })
    const pausable = (await suite.stack.publicClient.waitForTransactionReceipt({ hash }))
      .contractAddress as Address
    const presale = await createPresaleDirectly(suite.stack, { creator, token: pausable })
    await suite.page.goto(`${suite.stack.baseUrl}/la/st?presale=${presale}`)
    const powers = suite.page.getByTestId('presale-token-powers')
    await expect.poll(() => powers.getAttribute('data-powers'), { timeout: 20_000 }).toContain('pause')
    expect(await powers.textContent()).toContain('TPA itself still gives someone these powers')
    await suite.page.evaluate(() => localStorage.setItem('tokenbox.language', 'zh'))
    await suite.page.reload()
    await expect.poll(() => powers.textContent(), { timeout: 20_000 }).toContain('预售无法阻止')
    await shoot(suite.page, 'presale-pausable-token-1440-zh.png', { fullPage: true })
    await suite.page.evaluate(() => localStorage.setItem('tokenbox.language', 'en'))
  })

  it("warns on a presale created outside the app whose LP locker is not TokenBox's", async () => {
    // A creator calling the factory directly may name any contract as the locker: the factory
    // accepts it, the page must say that the stated lock then promises nothing.
    const foreignLocker = fairToken
    const presale = await createPresaleDirectly(suite.stack, { creator, token, locker: foreignLocker })
    await suite.page.goto(`${suite.stack.baseUrl}/la/st?presale=${presale}`)
    await suite.page.getByTestId('presale-untrusted-locker').waitFor({ timeout: 20_000 })
    expect(await suite.page.getByTestId('presale-untrusted-locker').textContent()).toContain('locker')
  })

  it('warns on a rune presale created outside the app whose token is no inscription token', async () => {
    // The factory takes the rune kind as a label: a creator calling it directly may put a plain
    // token under it, and the page says so (issue 52).
    const presale = await createPresaleDirectly(suite.stack, { creator, token: fairToken, mode: 'rune' })
    await suite.page.goto(`${suite.stack.baseUrl}/ru/sa?presale=${presale}`)
    await suite.page.getByTestId('presale-rune-not-inscription').waitFor({ timeout: 20_000 })
    expect(await suite.page.getByTestId('presale-rune-not-inscription').textContent()).toContain(
      'not a TokenBox inscription token',
    )
    expect(await suite.page.getByTestId('presale-inscription').count()).toBe(0)
  })
})

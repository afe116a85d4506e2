import { readMiningPool } from '@tokenbox/core/mining/readMiningPool.ts'
import { readMiningTeam } from '@tokenbox/core/mining/readMiningTeam.ts'
import { referenceERC20Abi, referenceERC20Bytecode } from '@tokenbox/core/testing/contracts/ReferenceERC20.ts'
import { devAccounts } from '@tokenbox/core/testing/localTestChain.ts'
import { type Address, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { advanceChain } from '../harness/advanceChain.ts'
import { devWallet } from '../harness/devWallet.ts'
import { addNativePool } from '../harness/dexSetup.ts'
import { pageSuite } from '../harness/pageSuite.ts'
import { readPairAddress } from '../harness/readPairAddress.ts'
import { tokenBalanceOf } from '../harness/saleSuite.ts'
import { shoot } from '../harness/screenshots.ts'
import { submitUntilOutcome } from '../harness/submitUntilOutcome.ts'
import { writeErc20 } from '../harness/writeErc20.ts'

const [, creator, alice, bob, carol] = devAccounts

const day = 86_400

/**
 * Mining (`/mi/st`, `/mi/ch`, `/mi/pr`, `/mi/pl`): bad input refused in the spec's words with
 * nothing sent; an LP mining pool created from LP made on the DEX, staked from two accounts, the
 * chain's clock moved a day, rewards claimed and seen in the wallet; a halving pool halving by itself
 * and by its creator; an advanced pool whose stakers bind an inviter chain through invite links.
 */
describe('mining on the local stack', () => {
  /** The reward token, and its pool with the chain's coin on the local AMM (the LP staked). */
  let token: Address
  let pair: Address
  let lpPool: Address

  const advance = (seconds: number) => advanceChain(suite.stack.rpcUrl, seconds)
  const balanceOf = (account: Address, of: Address = token) => tokenBalanceOf(suite.stack, of, account)
  const sentBy = (account: Address) => suite.stack.publicClient.getTransactionCount({ address: account })

  const suite = pageSuite({
    prepare: async (stack) => {
      const from = devWallet(stack, creator)
      const hash = await from.deployContract({
        abi: referenceERC20Abi,
        bytecode: referenceERC20Bytecode,
        args: [parseEther('10000000')],
      } as never)
      token = (await stack.publicClient.waitForTransactionReceipt({ hash })).contractAddress as Address
      // LP made on the DEX: the creator adds the token and the chain's coin through the router.
      await addNativePool(stack, from, token, parseEther('100000'), parseEther('10'))
      pair = await readPairAddress(stack, token)
      for (const to of [alice, bob, carol]) {
        for (const [of, amount] of [
          [pair, parseEther('100')],
          [token, parseEther('10000')],
        ] as const) {
          const sent = await writeErc20(from, of, 'transfer', to, amount)
          await stack.publicClient.waitForTransactionReceipt({ hash: sent })
        }
      }
    },
    viewport: { width: 1440, height: 900 },
    connect: { path: '/mi/pl', account: () => creator },
  })

  /** The create form (the chain's shared mining factory is installed with the stack). */
  async function openCreate(path: string) {
    await suite.page.goto(`${suite.stack.baseUrl}${path}`)
    await suite.page.getByTestId('mining-create-form').waitFor({ timeout: 30_000 })
  }

  /** Waits for the pool page's action; a failure fails the test with the app's words for it. */
  async function actionDone(kind: string) {
    const outcome = suite.page.locator(
      `[data-testid="mining-done"][data-done="${kind}"], [data-testid="mining-action-error"]`,
    )
    await outcome.first().waitFor({ timeout: 60_000 })
    const error = suite.page.getByTestId('mining-action-error')
    if (await error.count()) throw new Error(`action failed: ${await error.textContent()}`)
  }

  async function fillTokens(stake: Address, reward: Address) {
    await suite.page.getByTestId('mining-stakeToken').fill(stake)
    await suite.page.getByTestId('mining-stakeToken-info').waitFor()
    await suite.page.getByTestId('mining-rewardToken').fill(reward)
    await suite.page.getByTestId('mining-rewardToken-info').waitFor()
  }

  async function createPool(): Promise<Address> {
    const create = { submit: 'mining-create-submit', done: 'mining-created', error: 'mining-create-error' }
    await submitUntilOutcome(suite.page, create)
    return (await suite.page.getByTestId('mining-created-address').textContent()) as Address
  }

  async function stakeAs(account: Address, path: string, amount: string) {
    await suite.wallet.setAccount(account)
    await suite.page.goto(`${suite.stack.baseUrl}${path}`)
    await suite.page.getByTestId('mining-stake-amount').fill(amount)
    await suite.page.getByTestId('mining-stake').click()
    await actionDone('stake')
  }

  it('refuses bad input in the spec words and sends nothing', async () => {
    await openCreate('/mi/pl')
    const sent = await sentBy(creator)
    // A plain token on the LP screen: the lock tool's LP check refuses it.
    await fillTokens(token, token)
    await suite.page.getByText('Is not an LP address').waitFor()
    await suite.page.getByTestId('mining-rewardPerDay').fill('abc')
    await suite.page.getByTestId('mining-rewardFund').fill('')
    await suite.page.getByTestId('mining-create-submit').click()
    await suite.page.getByText('Invalid amount', { exact: true }).first().waitFor()
    await suite.page.getByText('Please input Reward fund').waitFor()

    await openCreate('/mi/st')
    await suite.page.getByTestId('mining-kind').getByText('Lock Mine').click()
    await suite.page.getByTestId('mining-add-lock').waitFor()
    for (let remaining = 3; remaining > 0; remaining--)
      await suite.page
        .getByTestId('mining-create-form')
        .getByRole('button', { name: 'Remove' })
        .first()
        .click()
    await suite.page.getByTestId('mining-create-submit').click()
    await suite.page.getByText('Lock duration setting item is empty').waitFor()

    await openCreate('/mi/ch')
    await suite.page.getByTestId('mining-halvingIntervalDays').fill('')
    await suite.page.getByTestId('mining-create-submit').click()
    await suite.page.getByText('automatic halving setting item is empty').waitFor()
    // Nothing was asked of the wallet: no transaction from the creator.
    expect(await sentBy(creator)).toBe(sent)
  })

  it('creates an LP mining pool from LP made on the DEX, the rate per day and per second shown first', async () => {
    await openCreate('/mi/pl')
    await fillTokens(pair, token)
    await expect
      .poll(() => suite.page.getByTestId('mining-stakeToken-info').textContent())
      .toContain('LP pair')
    await suite.page.getByTestId('mining-rewardPerDay').fill('8640')
    await suite.page.getByTestId('mining-rewardFund').fill('86400')
    await expect
      .poll(() => suite.page.getByTestId('summary-rate').textContent())
      .toContain('8,640 REF a day (0.1 REF each second)')
    expect(await suite.page.getByTestId('summary-fund').textContent()).toContain('enough for 10 days')
    expect(await suite.page.getByTestId('summary-cannot').textContent()).toContain(
      'You can never take the stakes',
    )
    await shoot(suite.page, 'mining-create-1440-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 375, height: 812 })
    await shoot(suite.page, 'mining-create-375-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 1440, height: 900 })
    lpPool = await createPool()
    const state = await readMiningPool(suite.stack.publicClient, { pool: lpPool })
    expect(state).toMatchObject({ kind: 'free', isLp: true, rewardPerSecond: parseEther('0.1') })
    expect(state?.rewardDeposited).toBe(parseEther('86400'))
  })

  it('takes stakes from two accounts, pays them by power over a day, and the claim reaches the wallet', async () => {
    await stakeAs(alice, `/mi/pl?pool=${lpPool}`, '10')
    await stakeAs(bob, `/mi/pl?pool=${lpPool}`, '30')
    expect((await readMiningPool(suite.stack.publicClient, { pool: lpPool }))?.totalStaked).toBe(
      parseEther('40'),
    )
    await advance(day)
    await suite.wallet.setAccount(alice)
    await suite.page.goto(`${suite.stack.baseUrl}/mi/pl?pool=${lpPool}`)
    // A quarter of a day's 8,640 for Alice (her share since Bob staked), and the APR from the pair's reserves.
    await expect
      .poll(
        async () =>
          BigInt((await suite.page.getByTestId('mining-pending').getAttribute('data-amount')) ?? '0'),
        {
          timeout: 20_000,
        },
      )
      .toBeGreaterThan(parseEther('2100'))
    expect(await suite.page.getByTestId('mining-apr').getAttribute('data-bps')).not.toBe('')
    expect(
      Number(await suite.page.getByTestId('mining-days-left').getAttribute('data-seconds')),
    ).toBeGreaterThan(8 * day)
    await shoot(suite.page, 'mining-pool-1440-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 375, height: 812 })
    await shoot(suite.page, 'mining-pool-375-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 1440, height: 900 })
    const before = await balanceOf(alice)
    await suite.page.getByTestId('mining-claim').click()
    await actionDone('claim')
    const received = (await balanceOf(alice)) - before
    expect(received).toBeGreaterThan(parseEther('2100'))
    expect(received).toBeLessThan(parseEther('2200'))
    // Unstaking gives the LP back whole.
    await suite.page.getByTestId('mining-unstake').click()
    await actionDone('unstake')
    await expect.poll(() => balanceOf(alice, pair)).toBe(parseEther('100'))

    // The list of the chain's LP pools shows it, with its APR.
    await suite.page.getByRole('tab', { name: 'List' }).click()
    const item = suite.page.locator(`[data-testid="mining-list-item"][data-pool="${lpPool}"]`)
    await item.waitFor({ timeout: 20_000 })
    expect(await item.getByTestId('mining-list-figures').getAttribute('data-apr')).not.toBe('')
    await suite.page.mouse.move(700, 700)
    await shoot(suite.page, 'mining-list-1440-en.png')
    await suite.page.setViewportSize({ width: 375, height: 812 })
    await shoot(suite.page, 'mining-list-375-en.png')
    await suite.page.setViewportSize({ width: 1440, height: 900 })

    // Bob leaves in one transaction with his LP and what he earned (MasterChef's withdraw).
    await suite.wallet.setAccount(bob)
    await suite.page.goto(`${suite.stack.baseUrl}/mi/pl?pool=${lpPool}`)
    const [rewardBefore, lpBefore] = [await balanceOf(bob), await balanceOf(bob, pair)]
    await suite.page.getByTestId('mining-unstake-claim').click()
    await actionDone('unstakeAndClaim')
    await expect.poll(() => balanceOf(bob, pair)).toBe(lpBefore + parseEther('30'))
    // Three quarters of the day's 8,640 since he staked, and more for the blocks since.
    expect((await balanceOf(bob)) - rewardBefore).toBeGreaterThan(parseEther('6400'))
    await suite.page.getByTestId('mining-unstake-claim').waitFor({ state: 'detached' })
  })

  it('halves a halving pool by itself every interval and when its creator asks, never more than once a day', async () => {
    await suite.wallet.setAccount(creator)
    await openCreate('/mi/ch')
    await fillTokens(token, token)
    await suite.page.getByTestId('mining-rewardPerDay').fill('864')
    await suite.page.getByTestId('mining-rewardFund').fill('10000')
    await suite.page.getByTestId('mining-halvingIntervalDays').fill('1')
    await suite.page.getByTestId('mining-manualHalving').click()
    await expect.poll(() => suite.page.getByTestId('summary-halving').textContent()).toContain('every day')
    const pool = await createPool()
    await stakeAs(alice, `/mi/ch?pool=${pool}`, '100')
    const rate = () => suite.page.getByTestId('mining-rate').getAttribute('data-per-second')
    expect(await rate()).toBe(parseEther('0.01').toString())
    await advance(day + 60)
    await suite.wallet.setAccount(creator)
    await suite.page.goto(`${suite.stack.baseUrl}/mi/ch?pool=${pool}`)
    await expect.poll(rate, { timeout: 20_000 }).toBe(parseEther('0.005').toString())
    await suite.page.getByTestId('mining-halve').click()
    await suite.page.locator('.ant-popconfirm').getByRole('button', { name: 'Halve the rate' }).click()
    await actionDone('halve')
    await expect.poll(rate).toBe(parseEther('0.0025').toString())
    // Once a day at most: the button waits for tomorrow.
    expect(await suite.page.getByTestId('mining-halve').isDisabled()).toBe(true)
    await shoot(suite.page.getByTestId('mining-manage'), 'mining-manage-1440-en.png')
    expect((await readMiningPool(suite.stack.publicClient, { pool }))?.manualHalvings).toBe(1)
  })

  it('builds an inviter chain in an advanced pool through invite links, and counts the team', async () => {
    await suite.wallet.setAccount(creator)
    await openCreate('/mi/pr')
    await fillTokens(token, token)
    await suite.page.getByTestId('mining-teamSharePercent').fill('20')
    await expect
      .poll(() => suite.page.getByTestId('summary-team').textContent())
      .toContain('20% of the rewards')
    expect(await suite.page.getByTestId('summary-team').textContent()).toContain(
      '1.5% to its inviter, 0.75% to the next',
    )
    const pool = await createPool()

    await stakeAs(alice, `/mi/pr?pool=${pool}`, '100')
    const aliceLink = await suite.page.getByTestId('mining-invite-link').textContent()
    expect(aliceLink).toContain(`ref=${alice}`)
    await suite.wallet.setAccount(bob)
    await suite.page.goto(aliceLink!)
    await suite.page.getByTestId('mining-inviter-pending').waitFor({ timeout: 20_000 })
    await suite.page.getByTestId('mining-stake-amount').fill('100')
    await suite.page.getByTestId('mining-stake').click()
    await actionDone('stake')
    await expect.poll(() => suite.page.getByTestId('mining-team-inviter').textContent()).toContain(alice)
    const bobLink = await suite.page.getByTestId('mining-invite-link').textContent()
    await suite.wallet.setAccount(carol)
    await suite.page.goto(bobLink!)
    await suite.page.getByTestId('mining-inviter-pending').waitFor({ timeout: 20_000 })
    await suite.page.getByTestId('mining-stake-amount').fill('50')
    await suite.page.getByTestId('mining-stake').click()
    await actionDone('stake')

    // Alice's team: Bob directly (1.5% of his power), Carol through Bob (0.75% of hers).
    await suite.wallet.setAccount(alice)
    await suite.page.goto(`${suite.stack.baseUrl}/mi/pr?pool=${pool}`)
    await expect
      .poll(() => suite.page.getByTestId('mining-team-size').getAttribute('data-size'), { timeout: 20_000 })
      .toBe('2')
    expect(await suite.page.getByTestId('mining-team-size').getAttribute('data-direct')).toBe('1')
    const team = await readMiningTeam(suite.stack.publicClient, { pool, account: alice })
    expect(team.teamPower).toBe(parseEther('1.875'))
    // The team share is divided by 3% of all power (7.5 of 250), which the counted team power (1.875
    // of Alice's and 0.75 of Bob's) never exceeds: Alice's 1.875 earns 25% of it, the rest goes to stakers.
    expect(team.teamShareDivisor).toBe(parseEther('7.5'))
    await expect
      .poll(() => suite.page.getByTestId('mining-team-power').textContent())
      .toContain('(25% of the team rewards)')
    await advance(day)
    await suite.page.reload()
    await expect
      .poll(
        async () =>
          BigInt((await suite.page.getByTestId('mining-pending').getAttribute('data-amount')) ?? '0'),
        {
          timeout: 20_000,
        },
      )
      .toBeGreaterThan(0n)
    await shoot(suite.page, 'mining-team-1440-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 375, height: 812 })
    await shoot(suite.page, 'mining-team-375-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 1440, height: 900 })
  })
})

import { readMiningPool } from '@tokenbox/core/mining/readMiningPool.ts'
import { readMiningTeam } from '@tokenbox/core/mining/readMiningTeam.ts'
import { referenceERC20Abi, referenceERC20Bytecode } from '@tokenbox/core/testing/contracts/ReferenceERC20.ts'
import type { Page } from 'playwright-core'
import { type Address, createWalletClient, erc20Abi, http, parseAbi, parseEther } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { advanceChain } from '../harness/advanceChain.ts'
import { addNativePool } from '../harness/dexSetup.ts'
import { openConnectedPage } from '../harness/openConnectedPage.ts'
import { shoot } from '../harness/screenshots.ts'
import { type Stack, startStack } from '../harness/startStack.ts'
import type { TestWallet } from '../harness/testWallet.ts'

const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)'])
const day = 86_400

/**
 * Mining (`/mi/st`, `/mi/ch`, `/mi/pr`, `/mi/pl`): bad input refused in the spec's words with
 * nothing sent; an LP mining pool created from LP made on the DEX, staked from two accounts, the
 * chain's clock moved a day, rewards claimed and seen in the wallet; a halving pool halving by itself
 * and by its creator; an advanced pool whose stakers bind an inviter chain through invite links.
 */
describe('mining on the local stack', () => {
  let stack: Stack
  let page: Page
  let wallet: TestWallet
  let creator: Address
  let alice: Address
  let bob: Address
  let carol: Address
  /** The reward token, and its pool with the chain's coin on the local AMM (the LP staked). */
  let token: Address
  let pair: Address
  let lpPool: Address

  const advance = (seconds: number) => advanceChain(stack.rpcUrl, seconds)
  const balanceOf = (account: Address, of: Address = token) =>
    stack.publicClient.readContract({
      address: of,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    })
  const sentBy = (account: Address) => stack.publicClient.getTransactionCount({ address: account })

  beforeAll(async () => {
    stack = await startStack()
    ;[, creator, alice, bob, carol] = stack.accounts as [Address, Address, Address, Address, Address]
    const from = createWalletClient({ account: creator, chain: hardhat, transport: http(stack.rpcUrl) })
    const hash = await from.deployContract({
      abi: referenceERC20Abi,
      bytecode: referenceERC20Bytecode,
      args: [parseEther('10000000')],
    } as never)
    token = (await stack.publicClient.waitForTransactionReceipt({ hash })).contractAddress as Address
    // LP made on the DEX: the creator adds the token and the chain's coin through the router.
    await addNativePool(stack, from, token, parseEther('100000'), parseEther('10'))
    const { factory, weth } = stack.deployments.contracts
    pair = await stack.publicClient.readContract({
      address: factory,
      abi: factoryAbi,
      functionName: 'getPair',
      args: [token, weth],
    })
    for (const to of [alice, bob, carol]) {
      for (const [of, amount] of [
        [pair, parseEther('100')],
        [token, parseEther('10000')],
      ] as const) {
        const sent = await from.writeContract({
          address: of,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, amount],
        })
        await stack.publicClient.waitForTransactionReceipt({ hash: sent })
      }
    }
    ;({ page, wallet } = await openConnectedPage(stack, '/mi/pl', creator))
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  afterAll(async () => {
    await stack?.stop()
  })

  /** The create form (the chain's shared mining factory is installed with the stack). */
  async function openCreate(path: string) {
    await page.goto(`${stack.baseUrl}${path}`)
    await page.getByTestId('mining-create-form').waitFor({ timeout: 30_000 })
  }

  /** Waits for the pool page's action; a failure fails the test with the app's words for it. */
  async function actionDone(kind: string) {
    const outcome = page.locator(
      `[data-testid="mining-done"][data-done="${kind}"], [data-testid="mining-action-error"]`,
    )
    await outcome.first().waitFor({ timeout: 60_000 })
    const error = page.getByTestId('mining-action-error')
    if (await error.count()) throw new Error(`action failed: ${await error.textContent()}`)
  }

  async function fillTokens(stake: Address, reward: Address) {
    await page.getByTestId('mining-stakeToken').fill(stake)
    await page.getByTestId('mining-stakeToken-info').waitFor()
    await page.getByTestId('mining-rewardToken').fill(reward)
    await page.getByTestId('mining-rewardToken-info').waitFor()
  }

  async function createPool(): Promise<Address> {
    await page.getByTestId('mining-create-submit').click()
    const outcome = page.locator('[data-testid="mining-created"], [data-testid="mining-create-error"]')
    await outcome.first().waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('mining-create-error').count()).toBe(0)
    return (await page.getByTestId('mining-created-address').textContent()) as Address
  }

  async function stakeAs(account: Address, path: string, amount: string) {
    await wallet.setAccount(account)
    await page.goto(`${stack.baseUrl}${path}`)
    await page.getByTestId('mining-stake-amount').fill(amount)
    await page.getByTestId('mining-stake').click()
    await actionDone('stake')
  }

  it('refuses bad input in the spec words and sends nothing', async () => {
    await openCreate('/mi/pl')
    const sent = await sentBy(creator)
    // A plain token on the LP screen: the lock tool's LP check refuses it.
    await fillTokens(token, token)
    await page.getByText('Is not an LP address').waitFor()
    await page.getByTestId('mining-rewardPerDay').fill('abc')
    await page.getByTestId('mining-rewardFund').fill('')
    await page.getByTestId('mining-create-submit').click()
    await page.getByText('Invalid amount', { exact: true }).first().waitFor()
    await page.getByText('Please input Reward fund').waitFor()

    await openCreate('/mi/st')
    await page.getByTestId('mining-kind').getByText('Lock Mine').click()
    await page.getByTestId('mining-add-lock').waitFor()
    for (let remaining = 3; remaining > 0; remaining--)
      await page.getByTestId('mining-create-form').getByRole('button', { name: 'Remove' }).first().click()
    await page.getByTestId('mining-create-submit').click()
    await page.getByText('Lock duration setting item is empty').waitFor()

    await openCreate('/mi/ch')
    await page.getByTestId('mining-halvingIntervalDays').fill('')
    await page.getByTestId('mining-create-submit').click()
    await page.getByText('automatic halving setting item is empty').waitFor()
    // Nothing was asked of the wallet: no transaction from the creator.
    expect(await sentBy(creator)).toBe(sent)
  })

  it('creates an LP mining pool from LP made on the DEX, the rate per day and per second shown first', async () => {
    await openCreate('/mi/pl')
    await fillTokens(pair, token)
    await expect.poll(() => page.getByTestId('mining-stakeToken-info').textContent()).toContain('LP pair')
    await page.getByTestId('mining-rewardPerDay').fill('8640')
    await page.getByTestId('mining-rewardFund').fill('86400')
    await expect
      .poll(() => page.getByTestId('summary-rate').textContent())
      .toContain('8,640 REF a day (0.1 REF each second)')
    expect(await page.getByTestId('summary-fund').textContent()).toContain('enough for 10 days')
    expect(await page.getByTestId('summary-cannot').textContent()).toContain('You can never take the stakes')
    await shoot(page, 'mining-create-1440-en.png', { fullPage: true })
    await page.setViewportSize({ width: 375, height: 812 })
    await shoot(page, 'mining-create-375-en.png', { fullPage: true })
    await page.setViewportSize({ width: 1440, height: 900 })
    lpPool = await createPool()
    const state = await readMiningPool(stack.publicClient, { pool: lpPool })
    expect(state).toMatchObject({ kind: 'free', isLp: true, rewardPerSecond: parseEther('0.1') })
    expect(state?.rewardDeposited).toBe(parseEther('86400'))
  })

  it('takes stakes from two accounts, pays them by power over a day, and the claim reaches the wallet', async () => {
    await stakeAs(alice, `/mi/pl?pool=${lpPool}`, '10')
    await stakeAs(bob, `/mi/pl?pool=${lpPool}`, '30')
    expect((await readMiningPool(stack.publicClient, { pool: lpPool }))?.totalStaked).toBe(parseEther('40'))
    await advance(day)
    await wallet.setAccount(alice)
    await page.goto(`${stack.baseUrl}/mi/pl?pool=${lpPool}`)
    // A quarter of a day's 8,640 for Alice (her share since Bob staked), and the APR from the pair's reserves.
    await expect
      .poll(
        async () => BigInt((await page.getByTestId('mining-pending').getAttribute('data-amount')) ?? '0'),
        {
          timeout: 20_000,
        },
      )
      .toBeGreaterThan(parseEther('2100'))
    expect(await page.getByTestId('mining-apr').getAttribute('data-bps')).not.toBe('')
    expect(Number(await page.getByTestId('mining-days-left').getAttribute('data-seconds'))).toBeGreaterThan(
      8 * day,
    )
    await shoot(page, 'mining-pool-1440-en.png', { fullPage: true })
    await page.setViewportSize({ width: 375, height: 812 })
    await shoot(page, 'mining-pool-375-en.png', { fullPage: true })
    await page.setViewportSize({ width: 1440, height: 900 })
    const before = await balanceOf(alice)
    await page.getByTestId('mining-claim').click()
    await actionDone('claim')
    const received = (await balanceOf(alice)) - before
    expect(received).toBeGreaterThan(parseEther('2100'))
    expect(received).toBeLessThan(parseEther('2200'))
    // Unstaking gives the LP back whole.
    await page.getByTestId('mining-unstake').click()
    await actionDone('unstake')
    await expect.poll(() => balanceOf(alice, pair)).toBe(parseEther('100'))

    // The list of the chain's LP pools shows it, with its APR.
    await page.getByRole('tab', { name: 'List' }).click()
    const item = page.locator(`[data-testid="mining-list-item"][data-pool="${lpPool}"]`)
    await item.waitFor({ timeout: 20_000 })
    expect(await item.getByTestId('mining-list-figures').getAttribute('data-apr')).not.toBe('')
    await page.mouse.move(700, 700)
    await shoot(page, 'mining-list-1440-en.png')
    await page.setViewportSize({ width: 375, height: 812 })
    await shoot(page, 'mining-list-375-en.png')
    await page.setViewportSize({ width: 1440, height: 900 })

    // Bob leaves in one transaction with his LP and what he earned (MasterChef's withdraw).
    await wallet.setAccount(bob)
    await page.goto(`${stack.baseUrl}/mi/pl?pool=${lpPool}`)
    const [rewardBefore, lpBefore] = [await balanceOf(bob), await balanceOf(bob, pair)]
    await page.getByTestId('mining-unstake-claim').click()
    await actionDone('unstakeAndClaim')
    await expect.poll(() => balanceOf(bob, pair)).toBe(lpBefore + parseEther('30'))
    // Three quarters of the day's 8,640 since he staked, and more for the blocks since.
    expect((await balanceOf(bob)) - rewardBefore).toBeGreaterThan(parseEther('6400'))
    await page.getByTestId('mining-unstake-claim').waitFor({ state: 'detached' })
  })

  it('halves a halving pool by itself every interval and when its creator asks, never more than once a day', async () => {
    await wallet.setAccount(creator)
    await openCreate('/mi/ch')
    await fillTokens(token, token)
    await page.getByTestId('mining-rewardPerDay').fill('864')
    await page.getByTestId('mining-rewardFund').fill('10000')
    await page.getByTestId('mining-halvingIntervalDays').fill('1')
    await page.getByTestId('mining-manualHalving').click()
    await expect.poll(() => page.getByTestId('summary-halving').textContent()).toContain('every day')
    const pool = await createPool()
    await stakeAs(alice, `/mi/ch?pool=${pool}`, '100')
    const rate = () => page.getByTestId('mining-rate').getAttribute('data-per-second')
    expect(await rate()).toBe(parseEther('0.01').toString())
    await advance(day + 60)
    await wallet.setAccount(creator)
    await page.goto(`${stack.baseUrl}/mi/ch?pool=${pool}`)
    await expect.poll(rate, { timeout: 20_000 }).toBe(parseEther('0.005').toString())
    await page.getByTestId('mining-halve').click()
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Halve the rate' }).click()
    await actionDone('halve')
    await expect.poll(rate).toBe(parseEther('0.0025').toString())
    // Once a day at most: the button waits for tomorrow.
    expect(await page.getByTestId('mining-halve').isDisabled()).toBe(true)
    await shoot(page.getByTestId('mining-manage'), 'mining-manage-1440-en.png')
    expect((await readMiningPool(stack.publicClient, { pool }))?.manualHalvings).toBe(1)
  })

  it('builds an inviter chain in an advanced pool through invite links, and counts the team', async () => {
    await wallet.setAccount(creator)
    await openCreate('/mi/pr')
    await fillTokens(token, token)
    await page.getByTestId('mining-teamSharePercent').fill('20')
    await expect.poll(() => page.getByTestId('summary-team').textContent()).toContain('20% of the rewards')
    expect(await page.getByTestId('summary-team').textContent()).toContain(
      '1.5% to its inviter, 0.75% to the next',
    )
    const pool = await createPool()

    await stakeAs(alice, `/mi/pr?pool=${pool}`, '100')
    const aliceLink = await page.getByTestId('mining-invite-link').textContent()
    expect(aliceLink).toContain(`ref=${alice}`)
    await wallet.setAccount(bob)
    await page.goto(aliceLink!)
    await page.getByTestId('mining-inviter-pending').waitFor({ timeout: 20_000 })
    await page.getByTestId('mining-stake-amount').fill('100')
    await page.getByTestId('mining-stake').click()
    await actionDone('stake')
    await expect.poll(() => page.getByTestId('mining-team-inviter').textContent()).toContain(alice)
    const bobLink = await page.getByTestId('mining-invite-link').textContent()
    await wallet.setAccount(carol)
    await page.goto(bobLink!)
    await page.getByTestId('mining-inviter-pending').waitFor({ timeout: 20_000 })
    await page.getByTestId('mining-stake-amount').fill('50')
    await page.getByTestId('mining-stake').click()
    await actionDone('stake')

    // Alice's team: Bob directly (1.5% of his power), Carol through Bob (0.75% of hers).
    await wallet.setAccount(alice)
    await page.goto(`${stack.baseUrl}/mi/pr?pool=${pool}`)
    await expect
      .poll(() => page.getByTestId('mining-team-size').getAttribute('data-size'), { timeout: 20_000 })
      .toBe('2')
    expect(await page.getByTestId('mining-team-size').getAttribute('data-direct')).toBe('1')
    const team = await readMiningTeam(stack.publicClient, { pool, account: alice })
    expect(team.teamPower).toBe(parseEther('1.875'))
    // The team share is divided by 3% of all power (7.5 of 250), which the counted team power (1.875
    // of Alice's and 0.75 of Bob's) never exceeds: Alice's 1.875 earns 25% of it, the rest goes to stakers.
    expect(team.teamShareDivisor).toBe(parseEther('7.5'))
    await expect
      .poll(() => page.getByTestId('mining-team-power').textContent())
      .toContain('(25% of the team rewards)')
    await advance(day)
    await page.reload()
    await expect
      .poll(
        async () => BigInt((await page.getByTestId('mining-pending').getAttribute('data-amount')) ?? '0'),
        {
          timeout: 20_000,
        },
      )
      .toBeGreaterThan(0n)
    await shoot(page, 'mining-team-1440-en.png', { fullPage: true })
    await page.setViewportSize({ width: 375, height: 812 })
    await shoot(page, 'mining-team-375-en.png', { fullPage: true })
    await page.setViewportSize({ width: 1440, height: 900 })
  })
})

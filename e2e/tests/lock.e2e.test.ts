import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { sharedContractAddress } from '@tokenbox/core/contracts/sharedContracts.ts'
import { taxTokenAbi } from '@tokenbox/core/contracts/TaxToken.abi.ts'
import { tokenLockerAbi, tokenLockerRuntime } from '@tokenbox/core/contracts/TokenLocker.abi.ts'
import { uniswapV2Router02Abi } from '@tokenbox/core/contracts/UniswapV2Router02.ts'
import { runtimeBuild } from '@tokenbox/core/evm/matchesRuntime.ts'
import { devAccounts } from '@tokenbox/core/testing/localTestChain.ts'
import {
  maxWalletTokenParameters,
  rebasingTokenParameters,
} from '@tokenbox/core/testing/testTokenParameters.ts'
import { constructorConfigOf } from '@tokenbox/core/tokens/constructorConfigOf.ts'
import { tokenTemplateBytecode, tokenTemplates } from '@tokenbox/core/tokens/tokenTemplates.ts'
import type { Page } from 'playwright-core'
import { type Address, hexToBytes, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { animationsSettled } from '../harness/animationsSettled.ts'
import { expectNoErrors } from '../harness/consoleErrors.ts'
import { devWallet } from '../harness/devWallet.ts'
import { chooseLanguage, nodeRpc, setPickerDate } from '../harness/pageInput.ts'
import { pageSuite } from '../harness/pageSuite.ts'
import { readPairAddress } from '../harness/readPairAddress.ts'
import { tokenBalanceOf } from '../harness/saleSuite.ts'
import { shoot } from '../harness/screenshots.ts'
import { submitUntilOutcome } from '../harness/submitUntilOutcome.ts'
import { e2eActionTimeout } from '../harness/timeouts.ts'
import { withoutSharedLocker } from '../harness/withoutSharedLocker.ts'
import { writeErc20 } from '../harness/writeErc20.ts'

// owner holds the LP and makes the locks; fourth and fifth are the lines of a batch lock.
const [deployer, owner, beneficiary, fourth, fifth] = devAccounts

describe('token and LP lock on the local stack', () => {
  let locker: Address
  let pair: Address
  let lpBalance: bigint

  const rpc = (method: string, params: unknown[] = []) => nodeRpc(suite.stack.rpcUrl, method, params)
  const errorTexts = () => suite.page.locator('.ant-form-item-explain-error').allTextContents()
  const balanceOf = (token: Address, account: Address) => tokenBalanceOf(suite.stack, token, account)

  const setDate = (testId: string, date: Date) => setPickerDate(suite.page, testId, date)

  const suite = pageSuite({
    // With the animations most users see: the withdraw dialog's zoom, opened again when the list
    // switches between table and cards, once left a click waiting for good (stillClicks.ts).
    stack: { motion: true },
    prepare: async (stack) => {
      locker = stack.deployments.contracts.lock
      const { usdt, usdc, router } = stack.deployments.contracts
      // The lock owner gets an LP position of the local AMM (USDT/USDC) before the browser starts.
      const deployerClient = devWallet(stack, deployer)
      const ownerClient = devWallet(stack, owner)
      const wait = (hash: `0x${string}`) => stack.publicClient.waitForTransactionReceipt({ hash })
      await wait(await writeErc20(deployerClient, usdt, 'transfer', owner, parseUnits('10000', 6)))
      await wait(await writeErc20(deployerClient, usdc, 'transfer', owner, parseEther('10000')))
      for (const token of [usdt, usdc]) {
        await wait(await writeErc20(ownerClient, token, 'approve', router, parseEther('1000000')))
      }
      const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
      await wait(
        await ownerClient.writeContract({
          address: router,
          abi: uniswapV2Router02Abi,
          functionName: 'addLiquidity',
          args: [usdt, usdc, parseUnits('5000', 6), parseEther('5000'), 0n, 0n, owner, deadline],
        }),
      )
      pair = await readPairAddress(stack, usdt, usdc)
      lpBalance = await balanceOf(pair, owner)
    },
    connect: { path: '/lo/id?t=1' },
  })

  it('opens LP Lock on Create Lock with the LP switch on', async () => {
    await suite.page.getByRole('tab', { name: 'Create Lock' }).waitFor()
    expect(await suite.page.getByRole('tab').allTextContents()).toEqual([
      'Create Lock',
      'My Lock',
      'Introduce',
    ])
    expect(await suite.page.title()).toBe('LP Lock - TokenBox')
    expect(await suite.page.getByTestId('lock-is-lp').getAttribute('aria-checked')).toBe('true')
    await suite.page.setViewportSize({ width: 375, height: 812 })
    await shoot(suite.page, 'lock-create-375-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 1440, height: 900 })
  })

  it('refuses bad input with the spec messages and sends nothing', async () => {
    const before = suite.wallet.sentTransactions()
    await suite.page.getByTestId('lock-token').fill('0x1234')
    await suite.page.getByTestId('lock-amount').fill('abc')
    await setDate('lock-unlock-at', new Date(Date.now() - 3_600_000))
    await suite.page.getByTestId('lock-submit').click()
    await expect
      .poll(errorTexts)
      .toEqual(
        expect.arrayContaining([
          'Invalid address',
          'Unlock date must be greater than the current date or time',
        ]),
      )
    // A plain token where an LP is expected.
    await suite.page.getByTestId('lock-token').fill(suite.stack.deployments.contracts.usdt)
    await suite.page.getByTestId('lock-token-info').waitFor()
    await expect.poll(errorTexts).toContain('Is not an LP address')
    await suite.page.getByTestId('lock-token').fill(pair)
    await expect
      .poll(() => suite.page.getByTestId('lock-token-pair').textContent())
      .toMatch(/USD[TC] \/ USD[TC]/)
    await suite.page.getByTestId('lock-submit').click()
    await expect.poll(errorTexts).toContain('Invalid amount')
    await suite.page.getByTestId('lock-amount').fill('1000000000')
    await suite.page.getByTestId('lock-submit').click()
    await expect.poll(errorTexts).toContain('Insufficient balance')
    expect(suite.wallet.sentTransactions()).toBe(before)
  })

  it('keeps a typed past unlock date and says why, when the field is left without Enter (issue 52)', async () => {
    const before = suite.wallet.sentTransactions()
    const past = new Date(Date.now() - 86_400_000)
    const pad = (n: number) => String(n).padStart(2, '0')
    const typed = `${past.getFullYear()}-${pad(past.getMonth() + 1)}-${pad(past.getDate())} ${pad(past.getHours())}:${pad(past.getMinutes())}`
    const field = suite.page.getByTestId('lock-unlock-at')
    await field.click()
    await field.fill(typed)
    // Leaving the field the way most people do: a click elsewhere, no Enter, no OK.
    await suite.page.getByTestId('lock-description').click()
    await suite.page.getByTestId('lock-submit').click()
    await expect.poll(errorTexts).toContain('Unlock date must be greater than the current date or time')
    expect(await errorTexts()).not.toContain('Unlock date cannot be empty')
    expect(await field.inputValue()).toBe(typed)
    // The summary describes no schedule the form refuses (issue 77).
    expect(await suite.page.getByTestId('lock-summary').textContent()).not.toContain('Everything unlocks on')
    expect(suite.wallet.sentTransactions()).toBe(before)
  })

  it('locks half of the LP for another account, approving first', async () => {
    await suite.page.getByTestId('lock-max').click()
    const half = lpBalance / 2n
    await suite.page.getByTestId('lock-amount').fill((Number(half) / 1e18).toFixed(6))
    await suite.page.getByTestId('lock-for-another').check()
    await suite.page.getByTestId('lock-owner').fill(beneficiary)
    await setDate('lock-unlock-at', new Date(Date.now() + 2 * 86_400_000))
    await suite.page.getByTestId('lock-description').fill('Team LP, two days')
    await expect
      .poll(() => suite.page.getByTestId('lock-summary').textContent())
      .toContain('Everything unlocks on')
    await shoot(suite.page, 'lock-create-1440-en.png', { fullPage: true })
    const before = suite.wallet.sentTransactions()
    const lockedBefore = await balanceOf(pair, locker)
    // The approval goes through; the lock's prompt stays open, as a user reading it (issue 80).
    const prompt = suite.wallet.hold('eth_sendTransaction', 1)
    await suite.page.getByTestId('lock-submit').click()
    // Before the lock is signed, the Progress panel says what it takes from the wallet, simulated
    // once the approval is mined (the lock spends it).
    const preview = suite.page.getByTestId('lock-progress-preview')
    await preview.waitFor({ timeout: 60_000 })
    await expect.poll(() => suite.wallet.sentTransactions() - before).toBe(2)
    const [shown = ''] = await preview.locator('li').allTextContents()
    // The shared locker by its name: the user sees where the tokens go.
    const sent = /^You send ([\d,.]+) (\S+) to TokenBox Lock$/.exec(shown)
    expect(sent, shown).not.toBeNull()
    expect(await preview.locator('li').first().getAttribute('data-tone')).toBe('out')
    await shoot(suite.page, 'lock-preview-1440-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 375, height: 812 })
    await animationsSettled(suite.page)
    await shoot(suite.page, 'lock-preview-375-en.png', { fullPage: true })
    await chooseLanguage(suite.page, 'zh')
    await expect
      .poll(async () => (await preview.locator('li').allTextContents())[0])
      .toMatch(/^你将转出[\d,.]+ \S+给TokenBox锁仓合约$/)
    await shoot(suite.page, 'lock-preview-375-zh.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 1440, height: 900 })
    await animationsSettled(suite.page)
    await shoot(suite.page, 'lock-preview-1440-zh.png', { fullPage: true })
    await chooseLanguage(suite.page, 'en')
    await expect.poll(async () => (await preview.locator('li').allTextContents())[0]).toBe(shown)
    prompt.release()
    await suite.page.getByTestId('lock-created').waitFor({ timeout: 60_000 })
    // What the chain did is what was shown: the locker holds that much more of the pair.
    const locked = (await balanceOf(pair, locker)) - lockedBefore
    expect(Number(sent?.[1]?.replace(/,/g, ''))).toBeCloseTo(Number(locked) / 1e18, 6)
    // Approve, then lock: its step says what it locks, never its internal label (issue 77: "Lock (lock)").
    const progress = (await suite.page.getByTestId('lock-progress').textContent()) ?? ''
    expect(progress).toMatch(/Lock \d[\d,.]* \S+/)
    expect(progress).not.toContain('(lock)')
    expect(suite.wallet.sentTransactions() - before).toBe(2)
    expect(await balanceOf(pair, locker)).toBeGreaterThan(0n)
    // The operators' deployments list gets the locker holding the lock, not the locked pair.
    const reported = () => {
      const database = new DatabaseSync(join(suite.stack.dataDir, 'tokenbox.db'), { readOnly: true })
      try {
        return database.prepare("SELECT address FROM deployments WHERE kind = 'lock'").all()
      } finally {
        database.close()
      }
    }
    await expect.poll(reported).toEqual([{ address: locker.toLowerCase() }])
  })

  it('shows the lock in My Lock of the account it was made for, with its status', async () => {
    await suite.wallet.setAccount(beneficiary)
    await suite.page.getByRole('tab', { name: 'My Lock' }).click()
    await suite.page.getByTestId('my-locks-refresh').click()
    const row = suite.page.locator('[data-testid^="lock-row-"]')
    await expect.poll(() => row.count()).toBe(1)
    const id = (await row.first().getAttribute('data-testid'))!.replace('lock-row-', '')
    expect(await suite.page.getByTestId(`lock-status-${id}`).textContent()).toBe('Locked')
    expect(await suite.page.getByTestId(`lock-withdraw-${id}`).isDisabled()).toBe(true)
    expect(await row.first().textContent()).toContain('Team LP, two days')
    await shoot(suite.page, 'lock-mine-1440-en.png', { fullPage: true })
  })

  it('shows the lock to anyone who opens the shared link of the pair, with no wallet at all', async () => {
    // A browser without any wallet: the view reads the chain the app is on by itself.
    const visitorContext = await suite.stack.context.browser()!.newContext()
    visitorContext.setDefaultTimeout(e2eActionTimeout)
    const visitor = await visitorContext.newPage()
    await visitor.goto(`${suite.stack.baseUrl}/lo/id?t=1&token=${pair}`)
    await visitor.getByTestId('token-locks-summary').waitFor()
    const share = Number(
      (await visitor.getByTestId('token-locks-share').textContent())!.match(/([\d.]+)%/)![1],
    )
    // Half of the owner's LP, which is almost all of the pair's supply (the AMM keeps 1,000 units).
    expect(share).toBeGreaterThan(49)
    expect(share).toBeLessThan(51)
    expect(await visitor.getByTestId('token-locks-next').textContent()).toMatch(
      // The one date format of every screen (core's formatDateTime), in English.
      /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M/,
    )
    expect(await visitor.locator('[data-testid^="lock-row-"]').count()).toBe(1)
    expect(await visitor.getByTestId('connect-wallet').isVisible()).toBe(true)
    await shoot(visitor, 'lock-view-1440-en.png', { fullPage: true })
    await visitorContext.close()
  })

  it('refuses an extension that is not later than the unlock date', async () => {
    const id = (await suite.page
      .locator('[data-testid^="lock-row-"]')
      .first()
      .getAttribute('data-testid'))!.replace('lock-row-', '')
    const before = suite.wallet.sentTransactions()
    await suite.page.getByTestId(`lock-extend-${id}`).click()
    await setDate('lock-new-unlock-at', new Date(Date.now() + 3_600_000))
    await suite.page.getByTestId('lock-extend-submit').click()
    await expect
      .poll(errorTexts)
      .toContain('New unlock time must be greater than the old unlock time or the current time')
    expect(suite.wallet.sentTransactions()).toBe(before)
    await suite.page.locator('.ant-modal').getByRole('button', { name: 'Cancel' }).click()
    await suite.page.locator('.ant-modal').waitFor({ state: 'hidden' })
  })

  it('withdraws after the node time passes the unlock date', async () => {
    await rpc('evm_increaseTime', [2 * 86_400 + 120])
    await rpc('evm_mine')
    await suite.page.getByTestId('my-locks-refresh').click()
    const id = (await suite.page
      .locator('[data-testid^="lock-row-"]')
      .first()
      .getAttribute('data-testid'))!.replace('lock-row-', '')
    await expect
      .poll(() => suite.page.getByTestId(`lock-status-${id}`).textContent())
      .toBe('Fully withdrawable')
    const before = await balanceOf(pair, beneficiary)
    await suite.page.getByTestId(`lock-withdraw-${id}`).click()
    await expect
      .poll(() => suite.page.getByTestId(`lock-status-${id}`).textContent(), { timeout: 30_000 })
      .toBe('Withdrawn')
    expect(await balanceOf(pair, beneficiary)).toBeGreaterThan(before)
    expect(await balanceOf(pair, locker)).toBe(0n)
  })

  it('locks a token for many owners from pasted lines and a CSV file, listing bad lines first', async () => {
    const { usdt } = suite.stack.deployments.contracts
    await suite.wallet.setAccount(owner)
    await suite.page.goto(`${suite.stack.baseUrl}/lo/id?t=2`)
    await suite.page.getByTestId('lock-kind-linear').waitFor({ state: 'attached' })
    expect(await suite.page.getByTestId('lock-kind-linear').isChecked()).toBe(true)
    await suite.page.getByTestId('lock-token').fill(usdt)
    await suite.page.getByTestId('lock-token-info').waitFor()
    await suite.page.getByTestId('lock-batch').click()
    await suite.page.getByText('Linear by period', { exact: true }).click()
    // A day after the chain's time, which an earlier test moved two days past this computer's clock.
    const chainNow = Number((await suite.stack.publicClient.getBlock()).timestamp) * 1000
    await setDate('lock-first-release-at', new Date(chainNow + 86_400_000))
    await suite.page.getByTestId('lock-first-percent').fill('25')
    await suite.page.getByTestId('lock-cycle').fill('7')
    await suite.page.getByTestId('lock-cycle-percent').fill('25')
    const before = suite.wallet.sentTransactions()
    await suite.page.getByTestId('lock-lines').fill(`${fourth},100\n0x12345,5\n${fifth}，250.5`)
    await suite.page.getByTestId('lock-submit').click()
    await expect
      .poll(() => suite.page.getByTestId('lock-lines-issues').textContent())
      .toContain('Line 2: invalid address')
    expect(suite.wallet.sentTransactions()).toBe(before)
    // The corrected list comes from a CSV file, as exported from a spreadsheet.
    await suite.page.locator('input[type="file"]').setInputFiles({
      name: 'locks.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`address,amount\r\n${fourth},100\r\n"${fifth}",250.5\r\n${fourth},1.25\r\n`),
    })
    await expect.poll(() => suite.page.getByTestId('lock-lines').inputValue()).toContain('250.5')
    await expect
      .poll(() => suite.page.getByTestId('lock-lines-summary').textContent())
      .toBe('3 locks, 351.75 USDT in total')
    await expect
      .poll(() => suite.page.getByTestId('lock-summary').textContent())
      .toMatch(/^25% on .+, then 25% every 7 days; all released by .+\.$/)
    await shoot(suite.page, 'lock-batch-1440-en.png', { fullPage: true })
    await submitUntilOutcome(suite.page, { submit: 'lock-submit', done: 'lock-created', error: 'lock-error' })
    // One approval of the total and one lockMany, said as the accounts it locks for.
    expect(await suite.page.getByTestId('lock-progress').textContent()).toContain('Lock for accounts 1–3')
    expect(suite.wallet.sentTransactions() - before).toBe(2)
    expect(await balanceOf(usdt, locker)).toBe(parseUnits('351.75', 6))
    await suite.page.getByRole('tab', { name: 'My Lock' }).click()
    await suite.page.getByTestId('lock-view').getByText('Locks of a token').click()
    await suite.page.getByTestId('token-locks-address').fill(usdt)
    await suite.page.getByTestId('token-locks-search').click()
    await expect.poll(() => suite.page.locator('[data-testid^="lock-row-"]').count()).toBe(3)
    expect(await suite.page.getByTestId('token-locks-locked').textContent()).toContain('351.75 USDT')
  })

  it('lets an owner extend, transfer and renounce locks of the batch', async () => {
    await suite.wallet.setAccount(fourth)
    await suite.page.getByTestId('lock-view').getByText('My locks').click()
    await suite.page.getByTestId('my-locks-refresh').click()
    const rows = suite.page.locator('[data-testid^="lock-row-"]')
    await expect.poll(() => rows.count()).toBe(2)
    const ids = await rows.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('data-testid')!.replace('lock-row-', '')),
    )
    // Newest first: the 1.25 USDT lock, then the 100 USDT one.
    const [small, large] = ids as [string, string]
    expect(await suite.page.getByTestId(`lock-amount-${large}`).textContent()).toBe('100 USDT')
    // A period lock: extending moves its first release, so its next release moves with it.
    const scheduleOf = (id: string) => suite.page.getByTestId(`lock-next-${id}`).textContent()
    const before = await scheduleOf(small)
    await suite.page.getByTestId(`lock-extend-${small}`).click()
    const chainNow = Number((await suite.stack.publicClient.getBlock()).timestamp) * 1000
    await setDate('lock-new-unlock-at', new Date(chainNow + 10 * 86_400_000))
    await suite.page.getByTestId('lock-extend-submit').click()
    await suite.page.locator('.ant-modal').waitFor({ state: 'hidden', timeout: 30_000 })
    await expect.poll(() => scheduleOf(small)).not.toBe(before)
    await suite.page.getByTestId(`lock-transfer-${large}`).click()
    await suite.page.getByTestId('lock-transfer-to').fill(fifth)
    await suite.page.getByTestId('lock-transfer-submit').click()
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(1)
    await suite.page.getByTestId(`lock-renounce-${small}`).click()
    await suite.page.getByTestId(`lock-renounce-confirm-${small}`).click()
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(0)
    await suite.page.getByTestId('my-locks-empty').waitFor()
    await suite.page.getByTestId('lock-view').getByText('Locks of a token').click()
    await suite.page.getByTestId('token-locks-address').fill(suite.stack.deployments.contracts.usdt)
    await suite.page.getByTestId('token-locks-search').click()
    await expect.poll(() => suite.page.getByTestId(`lock-row-${small}`).textContent()).toContain('Renounced')
  })

  it('shows in the public view of the pair that nothing is locked any more', async () => {
    await suite.page.getByTestId('token-locks-address').fill(pair)
    await suite.page.getByTestId('token-locks-search').click()
    await suite.page.getByTestId('token-locks-summary').waitFor()
    await expect.poll(() => suite.page.locator('[data-testid^="lock-row-"]').count()).toBe(1)
    expect(await suite.page.getByTestId('token-locks-share').textContent()).toBe(
      "Share of the pair's supply0%",
    )
    expect(await suite.page.locator('[data-testid^="lock-row-"]').count()).toBe(1)
    expectNoErrors(suite.consoleErrors)
  })
  it("offers a partial withdrawal when the token's lowered max wallet refuses the full one", async () => {
    const { router } = suite.stack.deployments.contracts
    const wait = (hash: `0x${string}`) => suite.stack.publicClient.waitForTransactionReceipt({ hash })
    const deployerClient = devWallet(suite.stack, deployer)
    const ownerClient = devWallet(suite.stack, owner)
    // A TaxToken capping wallets at 1% of its supply; the owner locks 1% (all a wallet may hold).
    const supply = parseEther('1000000')
    const config = constructorConfigOf(maxWalletTokenParameters(deployer, router, supply, supply / 100n))
    const deployed = await wait(
      await deployerClient.deployContract({
        abi: tokenTemplates.marketing.abi,
        bytecode: await tokenTemplateBytecode('marketing', 'cancun'),
        args: [config],
      }),
    )
    const capped = deployed.contractAddress!
    await wait(await writeErc20(deployerClient, capped, 'transfer', owner, supply / 100n))
    await wait(await writeErc20(ownerClient, capped, 'approve', locker, supply / 100n))
    const chainNow = (await suite.stack.publicClient.getBlock()).timestamp
    const schedule = { kind: 0, start: 0n, end: chainNow + 60n, cycle: 0n, firstBps: 0n, cycleBps: 0n }
    await wait(
      await ownerClient.writeContract({
        address: locker,
        abi: tokenLockerAbi,
        functionName: 'lock',
        args: [capped, false, owner, supply / 100n, schedule, 'Capped team tokens'],
      }),
    )
    const id = String(
      await suite.stack.publicClient.readContract({
        address: locker,
        abi: tokenLockerAbi,
        functionName: 'lockCount',
      }),
    )
    // The token's owner lowers the cap to its floor, 0.1%, and the lock matures.
    await wait(
      await deployerClient.writeContract({
        address: capped,
        abi: taxTokenAbi,
        functionName: 'setLimits',
        args: [supply / 1000n, 0n],
      }),
    )
    await rpc('evm_increaseTime', [120])
    await rpc('evm_mine')

    await suite.wallet.setAccount(owner)
    await suite.page.goto(`${suite.stack.baseUrl}/lo/id?t=0`)
    await suite.page.getByRole('tab', { name: 'My Lock' }).click()
    await suite.page.getByTestId(`lock-row-${id}`).waitFor()
    await expect
      .poll(() => suite.page.getByTestId(`lock-withdrawable-${id}`).textContent())
      .toBe('10,000 CAP')
    await suite.page.getByTestId(`lock-withdraw-${id}`).click()
    await suite.page.getByTestId('lock-withdraw-limit-note').waitFor()
    expect(await suite.page.getByTestId('lock-withdraw-limit-note').textContent()).toBe(
      'CAP caps how much one wallet may hold at 1,000 CAP. Withdrawing everything released (10,000 CAP) at once would go over that cap and fail, so take up to 1,000 CAP now, move it to another wallet or sell it, then come back for the rest.',
    )
    expect(await suite.page.getByTestId('lock-withdraw-amount').inputValue()).toBe('1000')

    // More than fits is refused before anything is sent. Checked before the screenshots' viewport
    // changes: on a loaded machine the field's error once never showed after them (the lock list
    // switches between cards and a table with the width).
    const before = suite.wallet.sentTransactions()
    await suite.page.getByTestId('lock-withdraw-amount').fill('1000.5')
    await suite.page.getByTestId('lock-withdraw-submit').click()
    await expect.poll(errorTexts).toContain("Only 1000 fits in your wallet under this token's holding limit")
    expect(suite.wallet.sentTransactions()).toBe(before)

    // The modal zooms in: shoot() waits for its opening animation to finish.
    await suite.page.getByTestId('lock-withdraw-amount').fill('1000')
    await suite.page.setViewportSize({ width: 1440, height: 900 })
    await shoot(suite.page, 'lock-withdraw-part-1440-en.png')
    await suite.page.setViewportSize({ width: 375, height: 812 })
    await suite.page.getByTestId('lock-withdraw-amount').waitFor({ state: 'visible' })
    await shoot(suite.page, 'lock-withdraw-part-375-en.png')
    await suite.page.setViewportSize({ width: 1440, height: 900 })
    await suite.page.getByTestId('lock-withdraw-amount').waitFor({ state: 'visible' })
    await expect.poll(() => suite.page.getByTestId('lock-withdraw-amount').inputValue()).toBe('1000')
    await suite.page.getByTestId('lock-withdraw-submit').click()
    await suite.page.locator('.ant-modal').waitFor({ state: 'hidden', timeout: 30_000 })
    await expect
      .poll(() => suite.page.getByTestId(`lock-withdrawable-${id}`).textContent(), { timeout: 30_000 })
      .toBe('9,000 CAP')
    expect(suite.wallet.sentTransactions() - before).toBe(1)
    expect(await balanceOf(capped, owner)).toBe(supply / 1000n)

    // The wallet is now at the cap: the dialog says so and offers nothing to send.
    await suite.page.getByTestId(`lock-withdraw-${id}`).click()
    await expect
      .poll(() => suite.page.getByTestId('lock-withdraw-limit-note').textContent())
      .toContain('Your wallet already holds the most CAP allows (1,000 CAP)')
    expect(await suite.page.getByTestId('lock-withdraw-submit').isDisabled()).toBe(true)
    await suite.page.locator('.ant-modal').getByRole('button', { name: 'Cancel' }).click()
    await suite.page.locator('.ant-modal').waitFor({ state: 'hidden' })
    expectNoErrors(suite.consoleErrors)
  })

  it('refuses to lock a rebasing CompoundToken and says why', async () => {
    const deployerClient = devWallet(suite.stack, deployer)
    const chainNow = (await suite.stack.publicClient.getBlock()).timestamp
    const config = constructorConfigOf(
      rebasingTokenParameters(
        deployer,
        suite.stack.deployments.contracts.router,
        parseEther('1000'),
        chainNow + 3600n,
      ),
    )
    const deployed = await suite.stack.publicClient.waitForTransactionReceipt({
      hash: await deployerClient.deployContract({
        abi: tokenTemplates.compound.abi,
        bytecode: await tokenTemplateBytecode('compound', 'cancun'),
        args: [config],
      }),
    })
    await suite.wallet.setAccount(owner)
    await suite.page.goto(`${suite.stack.baseUrl}/lo/id?t=0`)
    await suite.page.getByTestId('create-lock-form').waitFor()
    const before = suite.wallet.sentTransactions()
    await suite.page.getByTestId('lock-token').fill(deployed.contractAddress!)
    await expect
      .poll(errorTexts, { timeout: 30_000 })
      .toContain(
        "This token's balances grow by rebase, and a lock only keeps the amount you put in: the growth of locked tokens would not come back to you. Lock a token whose balance does not grow by itself.",
      )
    await shoot(suite.page, 'lock-rebasing-refused-1440-en.png')
    await suite.page.setViewportSize({ width: 375, height: 812 })
    await suite.page.getByTestId('lock-token').waitFor({ state: 'visible' })
    await shoot(suite.page, 'lock-rebasing-refused-375-en.png')
    await suite.page.setViewportSize({ width: 1440, height: 900 })
    await suite.page.getByTestId('lock-submit').click()
    expect(suite.wallet.sentTransactions()).toBe(before)
  })
  it('shows a linear lock partly withdrawable with its countdown once time passes, its schedule, and a page to share', async () => {
    const { usdt } = suite.stack.deployments.contracts
    const ownerClient = devWallet(suite.stack, owner)
    const wait = (hash: `0x${string}`) => suite.stack.publicClient.waitForTransactionReceipt({ hash })
    // 1,000 USDT released linearly over 100 days, from a minute after the chain's time.
    const start = (await suite.stack.publicClient.getBlock()).timestamp + 60n
    const amount = parseUnits('1000', 6)
    await wait(await writeErc20(ownerClient, usdt, 'approve', locker, amount))
    const schedule = { kind: 1, start, end: start + 100n * 86_400n, cycle: 0n, firstBps: 0n, cycleBps: 0n }
    await wait(
      await ownerClient.writeContract({
        address: locker,
        abi: tokenLockerAbi,
        functionName: 'lock',
        args: [usdt, false, owner, amount, schedule, 'Team vesting, 100 days'],
      }),
    )
    const id = String(
      await suite.stack.publicClient.readContract({
        address: locker,
        abi: tokenLockerAbi,
        functionName: 'lockCount',
      }),
    )
    await suite.wallet.setAccount(owner)
    await suite.page.setViewportSize({ width: 1440, height: 900 })
    await suite.page.goto(`${suite.stack.baseUrl}/lo/id?t=2`)
    await suite.page.getByRole('tab', { name: 'My Lock' }).click()
    await suite.page.getByTestId(`lock-row-${id}`).waitFor()
    expect(await suite.page.getByTestId(`lock-status-${id}`).textContent()).toBe('Locked')
    expect(await suite.page.getByTestId(`lock-next-${id}`).textContent()).toContain('Release starts on')
    expect(await suite.page.getByTestId(`lock-withdraw-${id}`).isDisabled()).toBe(true)

    // Three days into the release: 3% is out, and My Lock says so instead of "Locked".
    await rpc('evm_increaseTime', [60 + 3 * 86_400])
    await rpc('evm_mine')
    await suite.page.getByTestId('my-locks-refresh').click()
    await expect
      .poll(() => suite.page.getByTestId(`lock-status-${id}`).textContent())
      .toBe('Partly withdrawable')
    expect(await suite.page.getByTestId(`lock-withdrawable-${id}`).textContent()).toMatch(/^30(\.\d+)? USDT$/)
    const next = await suite.page.getByTestId(`lock-next-${id}`).textContent()
    expect(next).toContain('Releasing now, 10 USDT a day')
    expect(next).toMatch(/All released on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M/)
    // The countdown to the end, by the chain's clock (97 days ahead), ticking.
    const countdown = suite.page.getByTestId(`lock-countdown-${id}`)
    expect(await countdown.textContent()).toMatch(/^9[67]d \d\dh \d\dm \d\ds$/)
    const first = await countdown.textContent()
    await expect.poll(() => countdown.textContent()).not.toBe(first)
    expect(await suite.page.getByTestId(`lock-withdraw-${id}`).isDisabled()).toBe(false)

    // The release schedule: the start and the quarters, with the cumulative share.
    await suite.page.getByTestId(`lock-expand-${id}`).click()
    const releases = suite.page.getByTestId(`lock-releases-${id}`).locator('tbody tr.ant-table-row')
    await expect.poll(() => releases.count()).toBe(5)
    expect(await releases.nth(2).textContent()).toContain('500 USDT in total')
    expect(await releases.nth(2).textContent()).toContain('50%')
    expect(await releases.nth(1).textContent()).toContain('Next')

    // At 1440 px the actions are all in view, and the table needs no sideways scrolling.
    const renounce = await suite.page.getByTestId(`lock-renounce-${id}`).boundingBox()
    const copyLink = await suite.page.getByTestId(`lock-copy-link-${id}`).boundingBox()
    for (const box of [renounce, copyLink]) expect(box!.x + box!.width).toBeLessThanOrEqual(1440)
    expect(
      await suite.page
        .getByTestId('locks-table-owner')
        .locator('.ant-table-content')
        .first()
        .evaluate((element) => element.scrollWidth <= element.clientWidth),
    ).toBe(true)
    expect(await suite.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440)
    await shoot(suite.page, 'lock-mine-linear-1440-en.png', { fullPage: true })
    // Just above the phone layout (992 px) the table still fits: its columns wrap instead.
    await suite.page.setViewportSize({ width: 1000, height: 900 })
    await expect
      .poll(() => suite.page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(1000)
    const narrowRenounce = await suite.page.getByTestId(`lock-renounce-${id}`).boundingBox()
    expect(narrowRenounce!.x + narrowRenounce!.width).toBeLessThanOrEqual(1000)
    await shoot(suite.page, 'lock-mine-linear-1000-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 1440, height: 900 })

    // Copy link puts the lock's own page on the clipboard.
    await suite.stack.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: suite.stack.baseUrl,
    })
    await suite.page.getByTestId(`lock-copy-link-${id}`).click()
    await expect
      .poll(() => suite.page.evaluate(() => navigator.clipboard.readText()))
      .toBe(`${suite.stack.baseUrl}/lo/lock?chain=31337&id=${id}`)
    const link = await suite.page.evaluate(() => navigator.clipboard.readText())

    // On a phone: one card per lock, nothing wider than the screen.
    await suite.page.setViewportSize({ width: 375, height: 812 })
    await suite.page.getByTestId('locks-cards-owner').waitFor()
    const card = suite.page.getByTestId(`lock-row-${id}`)
    expect(await card.getByTestId(`lock-status-${id}`).textContent()).toBe('Partly withdrawable')
    expect(await card.getByTestId(`lock-countdown-${id}`).isVisible()).toBe(true)
    expect(await card.getByTestId(`lock-withdraw-${id}`).isVisible()).toBe(true)
    await card.scrollIntoViewIfNeeded()
    await shoot(suite.page, 'lock-mine-375-en.png', { fullPage: true })
    await expect
      .poll(() => suite.page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375)
    await card.getByText('Release schedule').click()
    await card.getByTestId(`lock-releases-${id}`).waitFor()
    expect(await suite.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await shoot(card, 'lock-mine-card-schedule-375-en.png')
    await suite.page.setViewportSize({ width: 1440, height: 900 })

    // The shared link opens in a browser with no wallet at all, on the chain the link names.
    const visitorContext = await suite.stack.context
      .browser()!
      .newContext({ viewport: { width: 1440, height: 900 } })
    visitorContext.setDefaultTimeout(e2eActionTimeout)
    const visitor = await visitorContext.newPage()
    const visitorErrors: string[] = []
    visitor.on('pageerror', (error) => visitorErrors.push(error.message))
    await visitor.goto(link)
    await visitor.getByTestId('lock-details').waitFor()
    expect(await visitor.title()).toBe('Lock Details - TokenBox')
    expect(await visitor.getByTestId(`lock-status-${id}`).textContent()).toBe('Partly withdrawable')
    expect(await visitor.getByTestId(`lock-amount-${id}`).textContent()).toBe('1,000 USDT')
    expect(await visitor.getByTestId('lock-details').textContent()).toContain('Team vesting, 100 days')
    expect((await visitor.getByTestId('lock-details-owner').textContent())?.toLowerCase()).toBe(
      `${owner.slice(0, 4)}...${owner.slice(-4)}`.toLowerCase(),
    )
    expect(await visitor.getByTestId(`lock-countdown-${id}`).textContent()).toMatch(/^9[67]d /)
    expect(await visitor.getByTestId(`lock-releases-${id}`).locator('tbody tr.ant-table-row').count()).toBe(5)
    expect(await visitor.getByTestId('connect-wallet').isVisible()).toBe(true)
    await shoot(visitor, 'lock-details-1440-en.png', { fullPage: true })
    await visitor.setViewportSize({ width: 375, height: 812 })
    await shoot(visitor, 'lock-details-375-en.png', { fullPage: true })
    await expect
      .poll(() => visitor.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375)

    // A link to no lock is a 404 that says why.
    await visitor.goto(`${suite.stack.baseUrl}/lo/lock?chain=31337&id=999999`)
    await visitor.getByTestId('lock-details-not-found').waitFor()
    expect(await visitor.getByTestId('lock-details-not-found').textContent()).toContain(
      'There is no lock #999999 on',
    )
    await shoot(visitor, 'lock-details-404-375-en.png', { fullPage: true })
    await visitor.goto(`${suite.stack.baseUrl}/lo/lock?chain=31337&id=abc`)
    await expect
      .poll(() => visitor.getByTestId('lock-details-not-found').textContent())
      .toContain('This lock link is incomplete')
    await visitor.goto(`${suite.stack.baseUrl}/lo/lock?chain=424242&id=1`)
    await expect
      .poll(() => visitor.getByTestId('lock-details-not-found').textContent())
      .toContain('TokenBox does not support the chain of this link (chain ID 424242)')

    // In the other three languages, on a phone: the status in words, nothing wider than the screen.
    await visitor.goto(link)
    for (const [language, status] of [
      ['zh', '部分可提取'],
      ['ja', '一部引き出し可能'],
      ['es', 'Retirable en parte'],
    ] as const) {
      await visitor.getByTestId('language-switch').click()
      await visitor.getByTestId(`language-${language}`).filter({ visible: true }).click()
      // A switch loads the language's namespaces and Ant Design's locale first: on a 2-core machine
      // under a full run beside a busy loop it once took more than the usual 15 s.
      await expect
        .poll(() => visitor.getByTestId(`lock-status-${id}`).textContent(), { timeout: 45_000 })
        .toBe(status)
        .catch(async (error: unknown) => {
          // Which choice the page holds, its language, and whether the picker is still open: a click
          // that missed leaves it open, a switch that hung closed it.
          const pressed = await visitor
            .locator('[data-testid^="language-"][aria-pressed="true"]')
            .allTextContents()
          const lang = await visitor.evaluate(() => document.documentElement.lang)
          const open = await visitor.getByTestId(`language-${language}`).filter({ visible: true }).count()
          throw new Error(
            `${language}: the page shows ${lang}, pressed ${pressed.join(', ') || '(none)'}, the picker ${open ? 'still open' : 'closed'}`,
            { cause: error },
          )
        })
      await visitor.getByTestId(`language-${language}`).filter({ visible: true }).waitFor({ state: 'hidden' })
      await shoot(visitor, `lock-details-375-${language}.png`, { fullPage: true })
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    }
    expectNoErrors(visitorErrors)
    await visitorContext.close()
    expectNoErrors(suite.consoleErrors)
  })

  // Last: it takes the shared locker away and deploys a new one, whose storage starts empty.
  it('offers to deploy the lock contract where the chain has none, at the one address every browser finds', async () => {
    // The server's answer without the local chain's lock address: the chain then has none, as a
    // catalogue chain without one.
    const withoutCatalogueLocker = async (target: Page) =>
      target.route('**/api/v1/web/config', async (route) => {
        const response = await route.fetch()
        const body = await response.json()
        delete body.data.localChains[0].contracts.lock
        await route.fulfill({ response, json: body })
      })
    // The local chains start with the locker at its shared address, as a chain has once anyone
    // created it: its code and nonce are taken away here, so this page meets a chain that has
    // none, and the deployment puts the same code back at the same address (with empty storage).
    await withoutSharedLocker(suite.stack.publicClient, sharedContractAddress.TokenLocker.cancun)
    const fresh = await suite.stack.context.newPage()
    await withoutCatalogueLocker(fresh)
    await fresh.goto(`${suite.stack.baseUrl}/lo/id?t=0`)
    await fresh.getByTestId('locker-missing').waitFor()
    expect(await fresh.getByTestId('locker-missing').textContent()).toContain(
      'This chain has no lock contract, do you want to create one?',
    )
    await fresh.getByTestId('locker-deploy').click()
    await fresh.getByTestId('create-lock-form').waitFor({ timeout: 60_000 })
    // Deployed through the deterministic deployment proxy at its shared address, in the build the
    // node runs, and remembered nowhere: the chain itself is the record.
    const shared = sharedContractAddress.TokenLocker.cancun
    expect(
      runtimeBuild(
        hexToBytes((await suite.stack.publicClient.getCode({ address: shared }))!),
        tokenLockerRuntime,
      ),
    ).toBe('cancun')
    expect(
      await fresh.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tokenbox.lock'))),
    ).toEqual([])
    await fresh.close()
    // Another page, with nothing in its storage, finds that locker instead of offering a second one.
    const other = await suite.stack.context.newPage()
    await withoutCatalogueLocker(other)
    await other.goto(`${suite.stack.baseUrl}/lo/id?t=0`)
    await other.getByTestId('create-lock-form').waitFor({ timeout: 60_000 })
    expect(await other.getByTestId('locker-missing').count()).toBe(0)
    await other.close()
  })
})

import { approvalTestMultiTokenAbi } from '@tokenbox/core/testing/contracts/ApprovalTestMultiToken.ts'
import { approvalTestNftAbi } from '@tokenbox/core/testing/contracts/ApprovalTestNft.ts'
import { type Address, erc20Abi, maxUint256, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { deployApprovalTestContracts } from '../harness/deployApprovalTestContracts.ts'
import { devWallet } from '../harness/devWallet.ts'
import { eachLanguage } from '../harness/eachLanguage.ts'
import { pageSuite } from '../harness/pageSuite.ts'
import { tokenBalanceOf } from '../harness/saleSuite.ts'
import { shoot } from '../harness/screenshots.ts'
import { writeErc20 } from '../harness/writeErc20.ts'

describe('approval check, revoke queue, approve and transfer on the local stack', () => {
  let owner: Address
  let eoa: Address
  let stranger: Address
  let nft: Address
  let multi: Address
  const ids = {} as Record<'usdtToEoa' | 'usdcToLocker' | 'nftToEoa' | 'multiToLocker', string>

  const errorTexts = () => suite.page.locator('.ant-form-item-explain-error').allTextContents()
  /** A table row at desktop width, a card at 375 px: both carry the approval's id and status. */
  const row = (id: string) => suite.page.locator(`[data-row-key="${id}"]`)
  const rowStatus = (id: string) => row(id).getAttribute('data-status')
  const allowance = (token: Address, spender: Address) =>
    suite.stack.publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [owner, spender],
    })
  const tokenBalance = (token: Address, account: Address) => tokenBalanceOf(suite.stack, token, account)

  const suite = pageSuite({
    prepare: async (stack) => {
      const [deployer, first, second, third] = stack.accounts as [Address, Address, Address, Address]
      ;[owner, eoa, stranger] = [first, second, third]
      const { usdt, usdc, lock } = stack.deployments.contracts
      const client = (account: Address) => devWallet(stack, account)
      const wait = async (hash: Promise<`0x${string}`>) =>
        stack.publicClient.waitForTransactionReceipt({ hash: await hash })
      const from = client(deployer)
      const me = client(owner)
      await wait(writeErc20(from, usdt, 'transfer', owner, parseUnits('1000', 6)))
      await wait(writeErc20(from, usdc, 'transfer', owner, parseEther('1000')))
      ;({ nft, multi } = await deployApprovalTestContracts(stack, owner))
      // The live ones: unlimited USDT to an EOA, 100 USDC to the locker, NFT #1 to an EOA, every multi-token to the locker.
      await wait(writeErc20(me, usdt, 'approve', eoa, maxUint256))
      await wait(writeErc20(me, usdc, 'approve', lock, parseEther('100')))
      await wait(
        me.writeContract({ address: nft, abi: approvalTestNftAbi, functionName: 'mint', args: [owner, 1n] }),
      )
      await wait(
        me.writeContract({ address: nft, abi: approvalTestNftAbi, functionName: 'approve', args: [eoa, 1n] }),
      )
      await wait(
        me.writeContract({
          address: multi,
          abi: approvalTestMultiTokenAbi,
          functionName: 'mint',
          args: [owner, 7n, 5n],
        }),
      )
      await wait(
        me.writeContract({
          address: multi,
          abi: approvalTestMultiTokenAbi,
          functionName: 'setApprovalForAll',
          args: [lock, true],
        }),
      )
      // Given, then set back to 0: must not be listed.
      await wait(writeErc20(me, usdc, 'approve', stranger, 5n))
      await wait(writeErc20(me, usdc, 'approve', stranger, 0n))
      const lower = (address: string) => address.toLowerCase()
      ids.usdtToEoa = `erc20:${lower(usdt)}:${lower(eoa)}`
      ids.usdcToLocker = `erc20:${lower(usdc)}:${lower(lock)}`
      ids.nftToEoa = `erc721:${lower(nft)}:1`
      ids.multiToLocker = `forAll:${lower(multi)}:${lower(lock)}`
    },
    connect: { path: '/ot/ac', account: () => owner },
  })

  it('lists exactly the live approvals of the wallet, with their risk and reasons', async () => {
    // The screen loads lazily: wait for it (Playwright's 30 s, not expect.poll's 1 s, which a loaded
    // machine overran), then read the tabs.
    await suite.page.getByRole('tab', { name: 'Transfer' }).waitFor()
    expect(await suite.page.getByRole('tab').allTextContents()).toEqual(['Check', 'Approve', 'Transfer'])
    expect(await suite.page.title()).toBe('Approve Check - TokenBox')
    await suite.page.getByTestId('approvals-table').waitFor()
    const keys = await suite.page
      .locator('tr[data-row-key]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key')))
    expect(keys.sort()).toEqual(Object.values(ids).sort())
    expect(await rowStatus(ids.usdtToEoa)).toBe('high')
    expect(await rowStatus(ids.nftToEoa)).toBe('high')
    expect(await rowStatus(ids.multiToLocker)).toBe('medium')
    expect(await rowStatus(ids.usdcToLocker)).toBe('low')
    const usdtRow = row(ids.usdtToEoa)
    expect(await usdtRow.getByTestId('approval-amount').textContent()).toBe('Unlimited')
    expect(await usdtRow.getByTestId('approval-risk').textContent()).toContain(
      'the spender can take all of this token',
    )
    expect(await row(ids.usdcToLocker).getByTestId('approval-amount').textContent()).toBe('100 USDC')
    expect(await row(ids.usdcToLocker).textContent()).toContain('TokenBox TokenLocker')
    expect(await row(ids.nftToEoa).getByTestId('approval-amount').textContent()).toBe('#1')
    expect(await row(ids.multiToLocker).getByTestId('approval-amount').textContent()).toBe('All NFTs')
    expect(await row(ids.multiToLocker).textContent()).toContain('ERC1155')
    await shoot(suite.page, 'approvals-check-1440-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 375, height: 812 })
    // Narrow screens get cards: the risk and its reasons stay in view, no sideways scrolling.
    await expect
      .poll(() => suite.page.locator('.ant-card[data-row-key]').count(), { timeout: 15_000 })
      .toBe(4)
    expect(await row(ids.usdtToEoa).getByTestId('approval-risk').isVisible()).toBe(true)
    expect(await suite.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await shoot(suite.page, 'approvals-check-375-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 1440, height: 900 })
  })

  it('refuses a bad address and shows another address read-only', async () => {
    const before = suite.wallet.sentTransactions()
    await suite.page.getByTestId('approvals-owner').fill('0x1234')
    await suite.page.getByTestId('approvals-scan').click()
    await expect.poll(errorTexts).toContain('Invalid address')
    await suite.page.getByTestId('approvals-owner').fill(eoa)
    await suite.page.getByTestId('approvals-scan').click()
    await suite.page.getByTestId('approvals-read-only').waitFor()
    await suite.page.getByTestId('approvals-empty').waitFor()
    await suite.page.getByTestId('approvals-owner').fill(owner)
    await suite.page.getByTestId('approvals-scan').click()
    await suite.page.getByTestId('approvals-table').waitFor()
    expect(await suite.page.getByTestId(`revoke-${ids.usdtToEoa}`).isVisible()).toBe(true)
    expect(suite.wallet.sentTransactions()).toBe(before)
  })

  it('revokes one approval; its row shows cancelled, 0 and the revoke transaction', async () => {
    await suite.page.getByTestId(`revoke-${ids.usdtToEoa}`).click()
    await expect.poll(() => rowStatus(ids.usdtToEoa), { timeout: 30_000 }).toBe('cancelled')
    expect(await allowance(suite.stack.deployments.contracts.usdt, eoa)).toBe(0n)
    expect(await row(ids.usdtToEoa).getByTestId('approval-risk').textContent()).toBe('Cancelled')
    // It was unlimited; now the spender may take nothing, and the row says so.
    expect(await row(ids.usdtToEoa).getByTestId('approval-amount').textContent()).toBe('0 USDT')
    expect(await row(ids.usdtToEoa).getByTestId('approval-revoke-tx').textContent()).toMatch(
      /^Revoked in 0x[0-9a-f]{4}\.\.\.[0-9a-f]{4}/,
    )
  })

  it('revokes two in a queue: the declined one is retried, the other goes on', async () => {
    for (const id of [ids.nftToEoa, ids.multiToLocker]) await row(id).locator('.ant-checkbox-input').check()
    suite.wallet.rejectNext('eth_sendTransaction')
    await suite.page.getByTestId('approvals-revoke-selected').click()
    const item = (id: string) => suite.page.getByTestId(`revoke-item-${id}`)
    await expect
      .poll(() => item(ids.multiToLocker).getAttribute('data-status'), { timeout: 30_000 })
      .toBe('done')
    expect(await item(ids.nftToEoa).getAttribute('data-status')).toBe('failed')
    expect(await item(ids.nftToEoa).textContent()).toContain('Transaction terminated')
    expect(await rowStatus(ids.nftToEoa)).toBe('high')
    await suite.page.getByTestId(`revoke-retry-${ids.nftToEoa}`).click()
    await expect.poll(() => item(ids.nftToEoa).getAttribute('data-status'), { timeout: 30_000 }).toBe('done')
    await expect.poll(() => rowStatus(ids.nftToEoa), { timeout: 15_000 }).toBe('cancelled')
    expect(await rowStatus(ids.multiToLocker)).toBe('cancelled')
    expect(await row(ids.nftToEoa).getByTestId('approval-amount').textContent()).toBe('Revoked')
    expect(await row(ids.multiToLocker).getByTestId('approval-amount').textContent()).toBe('Revoked')
    expect(await rowStatus(ids.usdcToLocker)).toBe('low')
    const read = (
      functionName: 'getApproved' | 'isApprovedForAll',
      address: Address,
      args: readonly unknown[],
    ) =>
      suite.stack.publicClient.readContract({ address, abi: approvalTestNftAbi, functionName, args } as never)
    expect(await read('getApproved', nft, [1n])).toBe('0x0000000000000000000000000000000000000000')
    expect(await read('isApprovedForAll', multi, [owner, suite.stack.deployments.contracts.lock])).toBe(false)
    await suite.page.getByTestId('approvals-filter').getByText('Cancelled (3)').click()
    expect(await suite.page.locator('tr[data-row-key]').count()).toBe(3)
    await shoot(suite.page, 'approvals-revoked-1440-en.png', { fullPage: true })
  })

  it('Approve sets an allowance and shows it; bad input sends nothing', async () => {
    const { usdc } = suite.stack.deployments.contracts
    await suite.page.getByRole('tab', { name: 'Approve' }).click()
    const before = suite.wallet.sentTransactions()
    await suite.page.getByTestId('approve-token').fill(usdc)
    await suite.page.getByTestId('approve-spender').fill('0xabc')
    await suite.page.getByTestId('approve-amount').fill('abc')
    await suite.page.getByTestId('approve-submit').click()
    await expect.poll(errorTexts).toEqual(expect.arrayContaining(['Invalid address', 'Invalid amount']))
    await suite.page.getByTestId('approve-spender').fill(stranger)
    await expect
      .poll(() => suite.page.getByTestId('approve-current').textContent(), { timeout: 15_000 })
      .toBe('0 USDC')
    await suite.page.getByTestId('approve-amount').fill('12.5')
    // Declined in the wallet: the reason is shown, nothing changed, the form stays usable.
    suite.wallet.rejectNext('eth_sendTransaction')
    await suite.page.getByTestId('approve-submit').click()
    await expect
      .poll(() => suite.page.getByTestId('approve-progress-error').textContent(), { timeout: 30_000 })
      .toBe('Transaction terminated')
    expect(await allowance(usdc, stranger)).toBe(0n)
    expect(await suite.page.getByTestId('approve-current').textContent()).toBe('0 USDC')
    await suite.page.getByTestId('approve-submit').click()
    await suite.page.getByTestId('approve-done').waitFor({ timeout: 30_000 })
    expect(suite.wallet.sentTransactions()).toBe(before + 2)
    expect(await allowance(usdc, stranger)).toBe(parseEther('12.5'))
    await expect
      .poll(() => suite.page.getByTestId('approve-current').textContent(), { timeout: 15_000 })
      .toBe('12.5 USDC')
    await suite.page.setViewportSize({ width: 375, height: 812 })
    await shoot(suite.page, 'approvals-approve-375-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 1440, height: 900 })
  })

  it('Transfer sends the native coin and a token exactly; too much is refused', async () => {
    const { usdt } = suite.stack.deployments.contracts
    await suite.page.getByRole('tab', { name: 'Transfer' }).click()
    const before = suite.wallet.sentTransactions()
    const nativeBefore = await suite.stack.publicClient.getBalance({ address: stranger })
    await suite.page.getByTestId('transfer-balance').waitFor()
    await suite.page.getByTestId('transfer-to').fill('0x12')
    await suite.page.getByTestId('transfer-amount').fill('1000000000')
    await suite.page.getByTestId('transfer-submit').click()
    await expect.poll(errorTexts).toEqual(expect.arrayContaining(['Invalid address', 'Insufficient balance']))
    expect(suite.wallet.sentTransactions()).toBe(before)
    await suite.page.getByTestId('transfer-to').fill(stranger)
    await suite.page.getByTestId('transfer-amount').fill('1.5')
    await suite.page.getByTestId('transfer-submit').click()
    await suite.page.getByTestId('transfer-done').waitFor({ timeout: 30_000 })
    expect(await suite.stack.publicClient.getBalance({ address: stranger })).toBe(
      nativeBefore + parseEther('1.5'),
    )

    await suite.page.getByTestId('send-asset').click()
    await suite.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Other token' })
      .click()
    await suite.page.getByTestId('send-token-address').fill(usdt)
    await expect
      .poll(() => suite.page.getByTestId('transfer-balance').textContent(), { timeout: 15_000 })
      .toBe('Balance: 1,000 USDT')
    await suite.page.getByTestId('transfer-amount').fill('3')
    await suite.page.getByTestId('transfer-submit').click()
    await expect.poll(() => tokenBalance(usdt, stranger), { timeout: 30_000 }).toBe(3_000_000n)
    await expect
      .poll(() => suite.page.getByTestId('transfer-balance').textContent(), { timeout: 15_000 })
      .toBe('Balance: 997 USDT')
    expect(suite.wallet.sentTransactions()).toBe(before + 2)
    await suite.page.setViewportSize({ width: 375, height: 812 })
    await shoot(suite.page, 'approvals-transfer-375-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 1440, height: 900 })
  })

  it('speaks Chinese, Spanish and Japanese; the Check tab shows what Approve left', async () => {
    const expected = {
      zh: { tabs: ['授权检查', '授权', '转账'], low: '低风险', medium: '中风险', cancelled: '已取消' },
      es: {
        tabs: ['Comprobar', 'Aprobar', 'Transferir'],
        low: 'Riesgo bajo',
        medium: 'Riesgo medio',
        cancelled: 'Cancelada',
      },
      ja: {
        tabs: ['承認チェック', '承認', '送金'],
        low: '低リスク',
        medium: '中リスク',
        cancelled: '取り消し済み',
      },
    }
    await suite.page.setViewportSize({ width: 375, height: 812 })
    await eachLanguage(suite.page, expected, async (texts, language) => {
      await suite.page.getByTestId('approvals-owner').fill(owner)
      await suite.page.getByTestId('approvals-scan').click()
      // Revoked earlier on chain, the rest is what Approve left: USDC to the locker (low) and to the
      // stranger (12.5, below the balance, to an EOA: medium).
      await expect.poll(() => suite.page.locator('[data-row-key]').count(), { timeout: 15_000 }).toBe(2)
      expect(await row(ids.usdcToLocker).getByTestId('approval-risk').textContent()).toContain(texts.low)
      const toStranger = `erc20:${suite.stack.deployments.contracts.usdc.toLowerCase()}:${stranger.toLowerCase()}`
      expect(await row(toStranger).getByTestId('approval-risk').textContent()).toContain(texts.medium)
      expect(await suite.page.getByTestId('approvals-filter').textContent()).toContain(texts.cancelled)
      await shoot(suite.page, `approvals-check-375-${language}.png`, { fullPage: true })
    })
    await suite.page.setViewportSize({ width: 1440, height: 900 })
  })

  it('follows a switch of account in the wallet, and writes a tiny allowance exactly (issue 77)', async () => {
    const { usdc } = suite.stack.deployments.contracts
    const me = devWallet(suite.stack, owner)
    // 1,000 base units of an 18-decimal token: still a permission, never "0 USDC".
    await suite.stack.publicClient.waitForTransactionReceipt({
      hash: await writeErc20(me, usdc, 'approve', eoa, 1_000n),
    })
    await suite.page.reload()
    await suite.page.getByTestId('approvals-owner').waitFor()
    await expect
      .poll(() => suite.page.getByTestId('approvals-owner').inputValue(), { timeout: 30_000 })
      .toBe(owner)
    const tiny = `erc20:${usdc.toLowerCase()}:${eoa.toLowerCase()}`
    await row(tiny).waitFor({ timeout: 30_000 })
    expect(await row(tiny).getByTestId('approval-amount').textContent()).toBe('0.000000000000001 USDC')
    // Another account in the wallet: its own approvals, not the previous account's.
    await suite.wallet.setAccount(eoa)
    await expect
      .poll(() => suite.page.getByTestId('approvals-owner').inputValue(), { timeout: 30_000 })
      .toBe(eoa)
    await suite.page.getByTestId('approvals-empty').waitFor({ timeout: 30_000 })
    await suite.wallet.setAccount(owner)
    await expect
      .poll(() => suite.page.getByTestId('approvals-owner').inputValue(), { timeout: 30_000 })
      .toBe(owner)
    await row(tiny).waitFor({ timeout: 30_000 })
  })
})

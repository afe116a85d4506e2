import { type Address, erc20Abi, maxUint256, numberToHex, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { deployApprovalTestContracts } from '../harness/deployApprovalTestContracts.ts'
import { devWallet } from '../harness/devWallet.ts'
import { startStackWithExplorerProxy, suiteExplorer } from '../harness/explorerProxyStack.ts'
import { nodeRpc } from '../harness/pageInput.ts'
import { pageSuite } from '../harness/pageSuite.ts'
import { shoot } from '../harness/screenshots.ts'
import { writeErc20 } from '../harness/writeErc20.ts'

const key = 'e2e-explorer-key'

/**
 * The approval checker on a chain whose explorer needs a key: the server is given an explorer for
 * the local chain (a local Etherscan-like server answering from the node's own logs) and a key the
 * browser never sees, and the checker reads logs and "verified" through the server's proxy.
 */
describe('approval check through the server explorer proxy', () => {
  const proxy = suiteExplorer(() => startStackWithExplorerProxy(key))
  let owner: Address
  let verifiedSpender: Address
  let unverifiedSpender: Address
  /** Every answer of the server's explorer proxy the page received, to prove none carries the key. */
  const proxyAnswers: string[] = []
  const ids = {} as Record<'toVerified' | 'toUnverified' | 'toLocker', string>

  const row = (id: string) => suite.page.locator(`[data-row-key="${id}"]`)
  const tags = (id: string) => row(id).locator('.ant-tag').allTextContents()

  const suite = pageSuite({
    stack: proxy.start,
    prepare: async (stack) => {
      const [deployer, first] = stack.accounts as [Address, Address]
      owner = first
      const { usdt, usdc, lock } = stack.deployments.contracts
      const me = devWallet(stack, owner)
      const wait = async (hash: Promise<`0x${string}`>) =>
        stack.publicClient.waitForTransactionReceipt({ hash: await hash })
      // A balance above the allowances, so a verified spender's row is low risk.
      await wait(
        devWallet(stack, deployer).writeContract({
          address: usdc,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [owner, parseEther('100')],
        }),
      )
      // Two contracts the checker does not know, as spenders: the explorer holds one's source only.
      ;({ nft: verifiedSpender, multi: unverifiedSpender } = await deployApprovalTestContracts(stack, owner))
      proxy.explorer.verified.add(verifiedSpender.toLowerCase())
      proxy.explorer.contractNames.set(verifiedSpender.toLowerCase(), 'ApprovalTestNft')
      await wait(writeErc20(me, usdc, 'approve', verifiedSpender, parseEther('1')))
      await wait(writeErc20(me, usdt, 'approve', unverifiedSpender, maxUint256))
      await wait(writeErc20(me, usdc, 'approve', lock, parseEther('2')))
      // Past the node's "recent blocks" window (2,000): these approvals can only come from the explorer.
      // Outside viem's 10 s request timeout: anvil takes 5-13 ms a block, over 30 s on a loaded machine.
      await nodeRpc(stack.rpcUrl, 'anvil_mine', [numberToHex(2_500)])
      const lower = (address: string) => address.toLowerCase()
      ids.toVerified = `erc20:${lower(usdc)}:${lower(verifiedSpender)}`
      ids.toUnverified = `erc20:${lower(usdt)}:${lower(unverifiedSpender)}`
      ids.toLocker = `erc20:${lower(usdc)}:${lower(lock)}`
      stack.context.on('response', async (response) => {
        if (!response.url().includes('/api/v1/web/explorer/')) return
        proxyAnswers.push(`${response.url()} ${await response.text().catch(() => '')}`)
      })
    },
    connect: { path: '/ot/ac', account: () => owner },
  })

  it('reads the logs from the explorer through the server and tags spenders Verified / Unverified', async () => {
    await suite.page.getByTestId('approvals-table').waitFor({ timeout: 30_000 })
    const keys = await suite.page
      .locator('tr[data-row-key]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key')))
    expect(keys.sort()).toEqual(Object.values(ids).sort())

    // The scan went to the explorer: one getLogs per event, with the server's key...
    const logRequests = proxy.explorer.received.filter((request) => request.query.module === 'logs')
    expect(logRequests.map((request) => request.query.action)).toEqual(['getLogs', 'getLogs'])
    expect(logRequests.every((request) => request.query.apikey === key)).toBe(true)
    // ...and asked about the spender contracts it does not know (not the locker, a known one).
    const asked = proxy.explorer.received
      .filter((request) => request.query.action === 'getsourcecode')
      .map((request) => request.query.address)
    expect(asked.sort()).toEqual([verifiedSpender.toLowerCase(), unverifiedSpender.toLowerCase()].sort())

    expect(await tags(ids.toVerified)).toEqual(expect.arrayContaining(['Contract', 'Verified']))
    expect(await tags(ids.toUnverified)).toEqual(expect.arrayContaining(['Contract', 'Unverified']))
    expect(await tags(ids.toLocker)).toEqual(expect.arrayContaining(['TokenBox TokenLocker']))
    expect(await tags(ids.toLocker)).not.toContain('Unverified')
    // Unlimited to an unverified contract is the riskiest case; a small amount to a verified one is low.
    expect(await row(ids.toUnverified).getAttribute('data-status')).toBe('high')
    expect(await row(ids.toVerified).getAttribute('data-status')).toBe('low')
    expect(await row(ids.toUnverified).getByTestId('approval-risk').textContent()).toContain('not verified')

    // The browser asked the server, never the explorer, and no answer carried the key.
    expect(proxyAnswers.some((answer) => answer.includes('/api/v1/web/explorer/logs'))).toBe(true)
    expect(proxyAnswers.join('\n')).not.toContain(key)
    await shoot(suite.page, 'approvals-check-explorer-1440-en.png', { fullPage: true })
  })

  it('answers from the server cache on a rescan, and falls back to the node when the explorer fails', async () => {
    proxy.explorer.reset({ apiKey: key, rateLimitNext: 10 })
    proxy.explorer.verified.add(verifiedSpender.toLowerCase())
    await suite.page.getByTestId('approvals-owner').fill(owner)
    await suite.page.getByTestId('approvals-scan').click()
    // The explorer refused the logs (its rate limit): the node scanned instead, same rows.
    await expect
      .poll(() => proxy.explorer.received.some((request) => request.query.module === 'logs'), {
        timeout: 15_000,
      })
      .toBe(true)
    await expect.poll(() => suite.page.getByTestId('approvals-progress').count(), { timeout: 30_000 }).toBe(0)
    await suite.page.getByTestId('approvals-table').waitFor()
    const keys = await suite.page
      .locator('tr[data-row-key]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key')))
    expect(keys.sort()).toEqual(Object.values(ids).sort())
    // Verified answers came from the server's memory: the explorer was not asked again.
    expect(
      proxy.explorer.received.filter((request) => request.query.action === 'getsourcecode'),
    ).toHaveLength(0)
    expect(await tags(ids.toVerified)).toContain('Verified')
  })
})

import type { Server } from 'node:http'
import { multicall3Abi } from '@tokenbox/core/contracts/Multicall3.abi.ts'
import { uniswapV2Router02Abi } from '@tokenbox/core/contracts/UniswapV2Router02.ts'
import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { formatUsd } from '@tokenbox/core/format/formatUsd.ts'
import type { BrowserContext, Page } from 'playwright-core'
import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dappPage, serveDappPage } from '../harness/dappPage.ts'
import { addNativePool } from '../harness/dexSetup.ts'
import { ensureExtensionBuild } from '../harness/ensureExtensionBuild.ts'
import { shoot } from '../harness/screenshots.ts'
import { type Stack, startStack } from '../harness/startStack.ts'
import { installTestWallet, type TestWallet } from '../harness/testWallet.ts'

const dappPageHtml = dappPage()

/**
 * Issue 80 in the browser: the extension (built, loaded unpacked into Chromium beside the local
 * stack, its guard on) shows what each transaction a dapp page asks will do before the wallet
 * opens, simulated through the local chain's RPC: a token transfer, a swap, an unlimited approval
 * and a harmless-looking call that drains it. Each is then sent, and what the chain did is
 * compared with what the guard showed.
 */
describe('the guard shows what a transaction will do (issue 80)', () => {
  let stack: Stack
  let context: BrowserContext
  let extensionId: string
  let wallet: TestWallet
  let dapp: Server
  let dappUrl: string
  let account: Address
  let page: Page
  const recipient = getAddress('0x000000000000000000000000000000000000bEEF')
  const attacker = getAddress('0x00000000000000000000000000000000a77ac4e7')
  /** Milliseconds from the click to the guard's dialog, per transaction (logged, not asserted: bench/ measures speed). */
  const shownAfter: Record<string, number> = {}

  const usdtBalance = (owner: Address) =>
    stack.publicClient.readContract({
      address: stack.deployments.contracts.usdt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })

  /** Asks `transaction` from the page; resolves with the guard's change lines once its dialog shows. */
  const ask = async (name: string, transaction: { to: Address; data?: Hex; value?: bigint }) => {
    await page.evaluate(
      (next) => {
        ;(window as unknown as { nextTransaction: unknown }).nextTransaction = next
      },
      {
        to: transaction.to,
        ...(transaction.data ? { data: transaction.data } : {}),
        ...(transaction.value ? { value: `0x${transaction.value.toString(16)}` } : {}),
      },
    )
    const started = Date.now()
    await page.locator('#send').click()
    const changes = page.getByTestId('tokenbox-guard-changes')
    await changes.waitFor({ timeout: 30_000 })
    shownAfter[name] = Date.now() - started
    const lines = await changes.locator('li').evaluateAll((items) =>
      items.map((item) => ({
        tone: (item as HTMLElement).dataset.tone,
        text: item.querySelector('.text')?.textContent ?? '',
        address: item.querySelector('.address')?.textContent ?? undefined,
      })),
    )
    return { lines, kind: await page.getByTestId('tokenbox-guard-dialog').getAttribute('data-kind') }
  }
  /** Continues in the guard's dialog; resolves once the wallet's transaction is mined. */
  const continueAndMine = async () => {
    const sentBefore = wallet.sentHashes.length
    await page.getByTestId('tokenbox-guard-continue').click()
    await expect.poll(() => page.locator('#result').textContent()).toMatch(/^sent 0x[0-9a-f]{64}$/)
    expect(wallet.sentHashes.length).toBe(sentBefore + 1)
    const receipt = await stack.publicClient.waitForTransactionReceipt({ hash: wallet.sentHashes.at(-1)! })
    expect(receipt.status).toBe('success')
  }

  beforeAll(async () => {
    stack = await startStack({ extensionPath: ensureExtensionBuild() })
    context = stack.context
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
    extensionId = new URL(worker.url()).host
    account = stack.accounts[6]!
    const deployer = createWalletClient({
      account: stack.accounts[0]!,
      chain: stack.chains[0].chain,
      transport: http(stack.rpcUrl),
    })
    // A pool to swap in, and USDT in the user's wallet.
    await addNativePool(
      stack,
      deployer,
      stack.deployments.contracts.usdt,
      parseUnits('300000', 6),
      parseEther('100'),
    )
    await stack.publicClient.waitForTransactionReceipt({
      hash: await deployer.writeContract({
        address: stack.deployments.contracts.usdt,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [account, parseUnits('1000', 6)],
      }),
    })
    wallet = await installTestWallet(context, {
      rpcUrl: stack.rpcUrl,
      account,
      chainId: stack.chains[0].chainId,
    })

    // The extension's settings: the stack's site (its local chain and RPC) and the guard on.
    const options = await context.newPage()
    await options.goto(`chrome-extension://${extensionId}/options.html`)
    await options.getByTestId('settings-site-url').fill(stack.baseUrl)
    await options.getByTestId('settings-site-save').click()
    await options.getByTestId(`settings-chain-${stack.chains[0].chainId}`).waitFor()
    const watch = options.getByTestId('settings-watch')
    if ((await watch.getAttribute('aria-checked')) !== 'true') await watch.click()
    await options.locator('[data-testid="settings-watch"][aria-checked="true"]').waitFor()
    await options.close()

    ;({ server: dapp, url: dappUrl } = await serveDappPage(dappPageHtml))
    page = await context.newPage()
    await page.goto(dappUrl)
  })

  afterAll(async () => {
    console.log(`extensionGuardSimulation: click to dialog (ms) ${JSON.stringify(shownAfter)}`)
    dapp?.close()
    await stack?.stop()
  })

  it('a token transfer: the USDT that leaves and to whom, as the chain then does', async () => {
    const before = await usdtBalance(account)
    const shown = await ask('transfer', {
      to: stack.deployments.contracts.usdt,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, 12_500_000n] }),
    })
    expect(shown).toEqual({
      kind: 'transaction',
      // The sample USDT is a catalogue stablecoin: worth its dollar.
      lines: [
        {
          tone: 'out',
          text: `You send 12.5 USDT (about $12.50) to ${formatAddress(recipient)}`,
          address: recipient,
        },
      ],
    })
    await shoot(page, 'extension-guard-transfer.png')
    await continueAndMine()
    expect((await usdtBalance(account)) - before).toBe(-12_500_000n)
  })

  it('a swap: the coin out to the router, USDT in, the amount the chain then gives', async () => {
    const { router, weth, usdt } = stack.deployments.contracts
    const before = await usdtBalance(account)
    const coinBefore = await stack.publicClient.getBalance({ address: account })
    const shown = await ask('swap', {
      to: router,
      value: parseEther('0.1'),
      data: encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName: 'swapExactETHForTokens',
        args: [0n, [weth, usdt], account, 2n ** 40n],
      }),
    })
    // The kind is the safety check's business: the sample USDT, whose owner can pause and block
    // accounts as the real one's can, may be rated a trap ('buy'); the changes show either way.
    expect(['transaction', 'buy']).toContain(shown.kind)
    expect(shown.lines.map((line) => line.tone)).toEqual(['out', 'in'])
    expect(shown.lines[0]).toMatchObject({
      // The coin valued by the pool set up above (about $3,000, moved by earlier trades).
      text: expect.stringMatching(/^You send 0\.1 ETH \(about \$[\d,]+\.\d{2}\) to /),
      address: router,
    })
    const received = /^You receive ([\d,.]+) USDT \(about \$[\d,.]+\)$/.exec(shown.lines[1]?.text ?? '')?.[1]
    expect(received).toBeDefined()
    await shoot(page, 'extension-guard-swap.png')
    await continueAndMine()
    // What the chain gave is what was shown (to the 6 decimals shown); the coin spent is 0.1 plus the fee.
    expect(formatTokenAmount((await usdtBalance(account)) - before, 6, 6, { language: 'en' })).toBe(received)
    const spent = coinBefore - (await stack.publicClient.getBalance({ address: account }))
    expect(spent).toBeGreaterThan(parseEther('0.1'))
    expect(spent).toBeLessThan(parseEther('0.11'))
  })

  it('an unlimited approval, then a harmless-looking call that drains it: the USDT that leaves to the attacker', async () => {
    const { usdt, multicall3 } = stack.deployments.contracts
    // The "claim" contract a phishing page has the victim approve (the chain's aggregator plays it:
    // it calls whatever it is told, as a drainer's contract does).
    const approval = await ask('approval', {
      to: usdt,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [multicall3, maxUint256] }),
    })
    expect(approval).toEqual({
      kind: 'unlimitedApproval',
      lines: [
        {
          tone: 'grant',
          text: expect.stringMatching(/ may spend all of your USDT, without limit$/),
          address: getAddress(multicall3),
        },
      ],
    })
    await continueAndMine()
    expect(
      await stack.publicClient.readContract({
        address: usdt,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [account, multicall3],
      }),
    ).toBe(maxUint256)

    const all = await usdtBalance(account)
    const drain = await ask('drain', {
      to: multicall3,
      data: encodeFunctionData({
        abi: multicall3Abi,
        functionName: 'aggregate3',
        args: [
          [
            {
              target: usdt,
              allowFailure: false,
              callData: encodeFunctionData({
                abi: erc20Abi,
                functionName: 'transferFrom',
                args: [account, attacker, all],
              }),
            },
          ],
        ],
      }),
    })
    expect(drain).toEqual({
      kind: 'transaction',
      lines: [
        {
          tone: 'out',
          text: `You send ${formatTokenAmount(all, 6, 6, { language: 'en' })} USDT (about ${formatUsd(Number(all) / 1e6, 'en')}) to ${formatAddress(attacker)}`,
          address: attacker,
        },
      ],
    })
    await shoot(page, 'extension-guard-drain.png')
    await continueAndMine()
    expect(await usdtBalance(account)).toBe(0n)
    expect(await usdtBalance(attacker)).toBe(all)
  })
})

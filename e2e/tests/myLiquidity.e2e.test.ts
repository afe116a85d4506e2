import { tokenLockerAbi } from '@tokenbox/core/contracts/TokenLocker.abi.ts'
import { uniswapV2PairAbi } from '@tokenbox/core/contracts/UniswapV2Pair.ts'
import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { toContractSchedule } from '@tokenbox/core/lock/createLockSteps.ts'
import { referenceERC20Abi, referenceERC20Bytecode } from '@tokenbox/core/testing/contracts/ReferenceERC20.ts'
import { type Address, type Hex, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { animationsSettled } from '../harness/animationsSettled.ts'
import { devWallet } from '../harness/devWallet.ts'
import { addNativePool } from '../harness/dexSetup.ts'
import { eachLanguage } from '../harness/eachLanguage.ts'
import { pageSuite } from '../harness/pageSuite.ts'
import { readPairAddress } from '../harness/readPairAddress.ts'
import { tokenBalanceOf } from '../harness/saleSuite.ts'
import { shoot } from '../harness/screenshots.ts'
import { writeErc20 } from '../harness/writeErc20.ts'

/**
 * My Liquidity (/sw/my) on the local chain's AMM: the deployer opens ETH/USDT and ETH/USDC pools,
 * the test account adds to both with viem (as it would on any DEX site) and locks a quarter of its
 * ETH/USDC LP in the TokenBox locker; the page must find both positions by itself.
 */
describe('my liquidity on the local stack', () => {
  let owner: Address
  let ethUsdt: Address
  let ethUsdc: Address
  let unlock: bigint

  const balanceOf = (token: Address, account: Address = owner) => tokenBalanceOf(suite.stack, token, account)
  const signed = () => suite.wallet.requests.filter((method) => method === 'eth_signTypedData_v4').length
  const card = (pair: Address, name?: string) =>
    suite.page.getByTestId(name ? `position-${pair.toLowerCase()}-${name}` : `position-${pair.toLowerCase()}`)
  const submitText = (pair: Address) => card(pair, 'submit').textContent()

  const suite = pageSuite({
    prepare: async (stack) => {
      const [deployer, first] = stack.accounts as [Address, Address]
      owner = first
      const { usdt, usdc, lock } = stack.deployments.contracts
      const wait = async (hash: Promise<Hex>) =>
        stack.publicClient.waitForTransactionReceipt({ hash: await hash })
      const as = (account: Address) => devWallet(stack, account)
      const pool = (account: Address, token: Address, tokens: bigint, coin: bigint) =>
        addNativePool(stack, as(account), token, tokens, coin)
      // 1 ETH = 3,000 USDT = 3,000 USDC; the test account adds a tenth of each pool.
      await pool(deployer, usdt, parseUnits('300000', 6), parseEther('100'))
      await pool(deployer, usdc, parseEther('300000'), parseEther('100'))
      const deployerWallet = as(deployer)
      await wait(writeErc20(deployerWallet, usdt, 'transfer', owner, parseUnits('30000', 6)))
      await wait(writeErc20(deployerWallet, usdc, 'transfer', owner, parseEther('30000')))
      await pool(owner, usdt, parseUnits('30000', 6), parseEther('10'))
      await pool(owner, usdc, parseEther('30000'), parseEther('10'))
      ethUsdt = await readPairAddress(stack, usdt)
      ethUsdc = await readPairAddress(stack, usdc)
      const lp = await balanceOf(ethUsdc)
      const block = await stack.publicClient.getBlock()
      unlock = block.timestamp + 30n * 86_400n
      const from = as(owner)
      await wait(writeErc20(from, ethUsdc, 'approve', lock, lp / 4n))
      await wait(
        from.writeContract({
          address: lock,
          abi: tokenLockerAbi,
          functionName: 'lock',
          args: [ethUsdc, true, owner, lp / 4n, toContractSchedule({ kind: 'fixed', end: unlock }), 'e2e'],
        }),
      )
    },
    connect: { path: '/sw/my', account: () => owner },
  })

  it('lists the positions with both amounts, the share and the value; locked LP with its unlock date', async () => {
    // The card, or what the page shows instead (no positions, a network failure, no wallet, no
    // DEX), so a miss fails here with what the user saw rather than as a timeout.
    const instead = ['positions-empty', 'positions-error', 'positions-connect', 'positions-no-dex']
    await instead
      .reduce((shown, id) => shown.or(suite.page.getByTestId(id)), card(ethUsdt))
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(async (error: unknown) => {
        const loading = await suite.page.getByTestId('positions-tabs').locator('.ant-spin').count()
        const tabs = await suite.page.getByTestId('positions-tabs').textContent()
        throw new Error(
          `no position card within 30 s: ${loading ? 'still loading' : 'no spinner'}; the tab showed ` +
            `"${tabs}"; the wallet was asked ${JSON.stringify(suite.wallet.requests.slice(-12))}; the page ` +
            `logged ${JSON.stringify(suite.consoleErrors)}`,
          { cause: error },
        )
      })
    const shown = await suite.page.getByTestId('positions-tabs').textContent()
    expect(await card(ethUsdt).count(), `the page showed: ${shown}`).toBe(1)
    expect(await suite.page.title()).toBe('My Liquidity - TokenBox')
    const read = (functionName: 'totalSupply' | 'getReserves' | 'token0') =>
      suite.stack.publicClient.readContract({ address: ethUsdt, abi: uniswapV2PairAbi, functionName })
    const [supply, [reserve0, reserve1], lp] = [
      (await read('totalSupply')) as bigint,
      (await read('getReserves')) as readonly [bigint, bigint, number],
      await balanceOf(ethUsdt),
    ]
    expect(await card(ethUsdt, 'amount0').getAttribute('data-amount')).toBe(
      ((reserve0 * lp) / supply).toString(),
    )
    expect(await card(ethUsdt, 'amount1').getAttribute('data-amount')).toBe(
      ((reserve1 * lp) / supply).toString(),
    )
    // 10 ETH and 30,000 USDT added read as such: integer division leaves the share's part a unit
    // short (9.999999 ETH), which the card rounds (issue 52).
    expect(
      new Set([await card(ethUsdt, 'amount0').textContent(), await card(ethUsdt, 'amount1').textContent()]),
    ).toEqual(new Set(['10', '30,000']))
    expect(await card(ethUsdt, 'share').textContent()).toBe('9.09%')
    // 10 ETH and 30,000 USDT: about 60,000 USDT.
    expect(await card(ethUsdt, 'value').textContent()).toMatch(/^≈ 59,[89]\d\d(\.\d+)? USDT$/)
    // The one date format of every screen (core's formatDateTime).
    const date = formatDateTime(unlock, 'en')
    const locked = suite.page.locator(`[data-testid^="position-${ethUsdc.toLowerCase()}-locked-"]`)
    // What the locked LP holds and is worth, not only its LP count (issue 52: it read as worthless).
    await expect
      .poll(() => locked.textContent())
      .toMatch(
        new RegExp(
          `^Locked until ${date}: [\\d,.]+ LP, holding [\\d,.]+ (WETH|USDC) \\+ [\\d,.]+ (WETH|USDC) \\(≈ [\\d,.]+ USDT\\)$`,
        ),
      )
    expect(await locked.textContent()).not.toMatch(/holding 0 |\(≈ 0 USDT\)/)
    await suite.page.getByRole('tab', { name: 'Introduce' }).click()
    await suite.page.getByTestId('introduce').getByTestId('doc-swMyLiquidity').waitFor()
    expect(await suite.page.getByText('Finding your positions').count()).toBe(1)
    await suite.page.getByRole('tab', { name: 'My liquidity' }).click()
    await card(ethUsdt).waitFor()
    await suite.page.setViewportSize({ width: 375, height: 812 })
    await animationsSettled(suite.page)
    await shoot(suite.page, 'my-liquidity-375-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 1440, height: 900 })
    await animationsSettled(suite.page)
    await shoot(suite.page, 'my-liquidity-1440-en.png', { fullPage: true })
  })

  it('refuses a pasted address that is not a pair, an amount of zero or above the LP balance, sending nothing', async () => {
    const before = suite.wallet.sentTransactions() + signed()
    for (const address of [suite.stack.deployments.contracts.usdt, suite.stack.accounts[5]!]) {
      await suite.page.getByTestId('positions-paste').fill(address)
      await suite.page.getByTestId('positions-paste-add').click()
      await expect
        .poll(() => suite.page.getByTestId('positions-paste-error').textContent())
        .toBe('Is not an LP address')
    }
    await suite.page.getByTestId('positions-paste').fill('0x1234')
    await suite.page.getByTestId('positions-paste-add').click()
    await expect
      .poll(() => suite.page.getByTestId('positions-paste-error').textContent())
      .toBe('Invalid address')
    await suite.page.getByTestId('positions-paste').fill('')
    await card(ethUsdt, 'open').click()
    await card(ethUsdt, 'percent').getByText('Exact').click()
    await card(ethUsdt, 'exact').fill('0')
    await expect.poll(() => submitText(ethUsdt)).toBe('Enter an amount above 0')
    await card(ethUsdt, 'exact').fill('1000000')
    await expect.poll(() => submitText(ethUsdt)).toBe('More than your LP balance')
    expect(await card(ethUsdt, 'submit').isDisabled()).toBe(true)
    await card(ethUsdt, 'percent').getByText('50%').click()
    expect(suite.wallet.sentTransactions() + signed()).toBe(before)
  })

  it('leaves everything as it was when the signature is declined', async () => {
    const lp = await balanceOf(ethUsdt)
    const txs = suite.wallet.sentTransactions()
    suite.wallet.rejectNext('eth_signTypedData_v4')
    await card(ethUsdt, 'submit').click()
    await expect.poll(() => card(ethUsdt, 'error').textContent()).toMatch(/terminated/i)
    expect(suite.wallet.sentTransactions()).toBe(txs)
    expect(await balanceOf(ethUsdt)).toBe(lp)
    await expect.poll(() => submitText(ethUsdt)).toBe('Remove liquidity')
  })

  it('removes half with a permit: one signature, one transaction, the LP halved, ETH and USDT back', async () => {
    const { usdt } = suite.stack.deployments.contracts
    const lp = await balanceOf(ethUsdt)
    const usdtBefore = await balanceOf(usdt)
    const ethBefore = await suite.stack.publicClient.getBalance({ address: owner })
    const [txs, signatures] = [suite.wallet.sentTransactions(), signed()]
    expect(await card(ethUsdt, 'native').isChecked()).toBe(true)
    await card(ethUsdt, 'submit').click()
    await suite.page.getByTestId('positions-removed').waitFor({ timeout: 30_000 })
    expect(signed()).toBe(signatures + 1)
    expect(suite.wallet.sentTransactions()).toBe(txs + 1)
    expect(await balanceOf(ethUsdt)).toBe(lp - lp / 2n)
    // About 15,000 USDT and 5 ETH (less the gas) came back.
    expect((await balanceOf(usdt)) - usdtBefore).toBeGreaterThan(parseUnits('14900', 6))
    expect((await suite.stack.publicClient.getBalance({ address: owner })) - ethBefore).toBeGreaterThan(
      parseEther('4.9'),
    )
    await expect.poll(() => card(ethUsdt, 'share').textContent()).toBe('4.76%')
    await shoot(suite.page, 'my-liquidity-removed-1440-en.png', { fullPage: true })
  })

  it('speaks Chinese, Spanish and Japanese', async () => {
    const expected = {
      zh: { tabs: ['我的流动性', '介绍'], intro: '查找你的仓位' },
      es: { tabs: ['Mi liquidez', 'Introducción'], intro: 'Encontrar tus posiciones' },
      ja: { tabs: ['マイ流動性', '説明'], intro: 'ポジションの見つけ方' },
    }
    await eachLanguage(suite.page, expected, async (texts, language) => {
      await suite.page.getByRole('tab', { name: texts.tabs[1] }).click()
      await expect
        .poll(() => suite.page.getByTestId('introduce').textContent(), { timeout: 15_000 })
        .toContain(texts.intro)
      await shoot(suite.page, `my-liquidity-introduce-1440-${language}.png`, { fullPage: true })
    })
  })

  it('finds by itself the pool of a token this browser created, its LP kept in the wallet (issue 77)', async () => {
    const as = devWallet(suite.stack, owner)
    const deploy = await as.deployContract({
      abi: referenceERC20Abi,
      bytecode: referenceERC20Bytecode,
      args: [parseEther('1000000')],
    } as never)
    const token = (await suite.stack.publicClient.waitForTransactionReceipt({ hash: deploy }))
      .contractAddress as Address
    await addNativePool(suite.stack, as, token, parseEther('100000'), parseEther('1'))
    const pair = await readPairAddress(suite.stack, token)
    // What Create Token and /launch leave behind: the token is remembered as this browser's own.
    await suite.page.evaluate(
      (address) => localStorage.setItem('tokenbox.createdTokens.31337', JSON.stringify([address])),
      token,
    )
    await suite.page.reload()
    await card(pair).waitFor({ timeout: 30_000 })
    expect(BigInt((await card(pair, 'lp').getAttribute('data-amount')) ?? '0')).toBe(await balanceOf(pair))
  })
})

/**
 * The dividend part of the gas snapshot (bench/gas/gasSnapshot.ts): the shared DividendTracker's
 * own figures (register, share reports, deposits, processing, claim), a test token's transfer that
 * reports both sides, and the two dividend templates (DividendToken, LpDividendToken) traded like
 * the tax token, whose sell that swaps back deposits and pays dividends.
 */
import {
  dividendTokenAbi,
  dividendTrackerAbi,
  lpDividendTokenAbi,
  uniswapV2PairAbi,
  uniswapV2Router02Abi,
} from '@tokenbox/core/contracts/index.ts'
import {
  dividendTestTokenAbi,
  dividendTestTokenBytecode,
} from '@tokenbox/core/testing/contracts/DividendTestToken.ts'
import { plainTaxOptions } from '@tokenbox/core/testing/testTokenParameters.ts'
import { type Address, encodeFunctionData, maxUint256, parseEther, parseEventLogs, zeroAddress } from 'viem'
import type { GasContext } from './gasContext.ts'
import { deadline, freshHolder, poolHalfTheSupply, supply, transferData } from './gasContext.ts'
import type { FeeWallets } from './taxTokenGas.ts'

/** The dividend templates: the tax token's trades plus share reports, deposits and processing. */
const dividendLabels = (template: 'DividendToken' | 'LpDividendToken') =>
  ({
    deploy: `deploy ${template} (native quote and dividends, 4% tax with a 2% reward share, registers with the tracker)`,
    routerBuy: `router swapExactETHForTokensSupportingFeeOnTransferTokens (${template} buy, 4% tax)`,
    routerSell: `router swapExactTokensForETHSupportingFeeOnTransferTokens (${template} sell, no swap-back)`,
    routerSellSwapBack: `router swapExactTokensForETHSupportingFeeOnTransferTokens (${template} sell that swaps back, deposits and pays dividends with processGas 300,000)`,
  }) as const

const trackerData = (functionName: string, args: readonly unknown[] = []) =>
  encodeFunctionData({ abi: dividendTrackerAbi, functionName, args } as never)

/**
 * Measures the DividendTracker (deploy, register, setShare, deposits, process, claim) and a test
 * token's transfer reported to it into `context.gas`; returns the tracker, which the dividend
 * templates and dividend sale tokens register with.
 */
export async function benchDividendTracker(context: GasContext): Promise<{ tracker: Address }> {
  const { publicClient, walletClient, walletFor, account, receiver } = context
  const { gas, nextBlock, send, record, deployToken } = context

  // Dividend tracker. The bench account plays the token (any account may open its own book), so
  // these figures are the tracker's own, without a token's transfer around them. Ten holders:
  // the second dev account (it claims) and nine fresh addresses; claim wait 0 so every processed
  // round pays all ten. "First" figures write fresh storage; the others are the steady state.
  const tracker = await deployToken('deploy DividendTracker', () =>
    walletClient.deployContract({ abi: dividendTrackerAbi, bytecode: context.templateCode.DividendTracker }),
  )
  await record(
    'DividendTracker register (native coin, pair and router excluded)',
    tracker,
    trackerData('register', [
      { coin: zeroAddress, shareSource: zeroAddress, minHolding: 0n, claimWait: 0n },
      [freshHolder(20), freshHolder(21)],
    ]),
  )
  const dividendHolders = [receiver, ...Array.from({ length: 9 }, (_, index) => freshHolder(30 + index))]
  for (const holder of dividendHolders.slice(0, 9))
    await send(tracker, trackerData('setShare', [holder, parseEther('1000')]))
  const depositData = trackerData('depositNative')
  await send(tracker, depositData, parseEther('1'))
  await record(
    'DividendTracker setShare (new holder)',
    tracker,
    trackerData('setShare', [dividendHolders[9], parseEther('1000')]),
  )
  await record('DividendTracker depositNative (10 holders)', tracker, depositData, parseEther('1'))
  // process stops when the gas left gets low, so an estimate finds a limit that pays fewer
  // holders: it is sent with a fixed gas limit (as the UI must).
  const recordProcess = async (label: string) => {
    await nextBlock()
    const receipt = await publicClient.waitForTransactionReceipt({
      hash: await walletClient.sendTransaction({
        to: tracker,
        data: trackerData('process', [account, 10_000_000n]),
        gas: 3_000_000n,
      }),
    })
    if (receipt.status !== 'success') throw new Error(`${label} reverted`)
    for (const holder of dividendHolders) {
      const owed = await publicClient.readContract({
        address: tracker,
        abi: dividendTrackerAbi,
        functionName: 'withdrawableOf',
        args: [account, holder],
      })
      if (owed !== 0n) throw new Error(`${label} left ${owed} owed to ${holder}`)
    }
    gas[label] = Number(receipt.gasUsed)
  }
  await recordProcess('DividendTracker process (10 holders paid, native coin, first payouts)')
  await send(tracker, depositData, parseEther('1'))
  await nextBlock()
  const claimReceipt = await publicClient.waitForTransactionReceipt({
    hash: await walletFor(receiver).sendTransaction({
      to: tracker,
      data: trackerData('claim', [account]),
    }),
  })
  if (claimReceipt.status !== 'success') throw new Error('The dividend claim reverted')
  gas['DividendTracker claim (native coin)'] = Number(claimReceipt.gasUsed)
  await record(
    'DividendTracker setShare (existing holder, settles its earnings)',
    tracker,
    trackerData('setShare', [dividendHolders[1], parseEther('2000')]),
  )
  await send(tracker, depositData, parseEther('1'))
  await recordProcess('DividendTracker process (10 holders paid, native coin, each paid before)')

  // What a dividend token's transfer costs with both sides reported (test-only token: a plain
  // OpenZeppelin ERC20 plus the two setShare calls; its deployer is a holder too).
  const dividendToken = await deployToken('deploy DividendTestToken (registers with the tracker)', () =>
    walletClient.deployContract({
      abi: dividendTestTokenAbi,
      bytecode: dividendTestTokenBytecode,
      args: [
        tracker,
        { coin: zeroAddress, shareSource: zeroAddress, minHolding: 0n, claimWait: 3600n },
        [],
        supply,
        true,
      ],
    }),
  )
  await send(dividendToken, transferData(receiver, parseEther('1000')))
  await record(
    'DividendTestToken transfer (both sides reported to the tracker, to a new holder)',
    dividendToken,
    transferData(freshHolder(40), 1000n),
  )
  await record(
    'DividendTestToken transfer (both sides reported to the tracker, existing holders)',
    dividendToken,
    transferData(freshHolder(40), 1000n),
  )
  return { tracker }
}

/**
 * Measures the DividendToken and LpDividendToken templates (deploy, router buy and sell, the sell
 * that swaps back and pays dividends) into `context.gas`; returns both tokens.
 */
export async function benchDividendTemplates(
  context: GasContext,
  { tracker, wallets }: { tracker: Address; wallets: FeeWallets },
): Promise<{ dividendToken: Address; lpDividendToken: Address }> {
  const { publicClient, walletClient, testClient, walletFor, account, receiver } = context
  const { templateCode, gas, nextBlock, send, sendAs, deployToken } = context
  const { router, weth } = context.contracts
  const { marketing, team, lpReceiver } = wallets
  const trader = walletFor(receiver)

  // Dividend templates on the tracker deployed above, configured like the tax token but with a 2%
  // reward share (1% liquidity + 1% marketing + 2% reward), the owner's supply wallet excluded and
  // automatic processing at 300,000 gas. Four holders earn besides the trader: token holders for
  // DividendToken, LP stakers (LP sent by the owner, staked in the tracker) for LpDividendToken. Buys and
  // sells are sent with the wallet's estimate, which leaves no room for processing; the sell that
  // swaps back is sent with the estimate plus processGas and the reserve, so it pays holders.
  const dividendShares = { liquidity: 100, marketing: 100, team: 0, burn: 0, reward: 200, fomo: 0 }
  const benchDividendTemplate = async (
    template: 'DividendToken' | 'LpDividendToken',
    firstHolder: number,
  ) => {
    const labels = dividendLabels(template)
    const abi = template === 'DividendToken' ? dividendTokenAbi : lpDividendTokenAbi
    const bytecode = template === 'DividendToken' ? templateCode.DividendToken : templateCode.LpDividendToken
    const token = await deployToken(labels.deploy, () =>
      walletClient.deployContract({
        abi,
        bytecode,
        args: [
          {
            name: template,
            symbol: 'DIV',
            decimals: 18,
            initialSupply: supply,
            owner: account,
            router,
            quoteToken: zeroAddress,
            buyFees: dividendShares,
            sellFees: dividendShares,
            marketingWallet: marketing,
            teamWallet: team,
            liquidityReceiver: lpReceiver,
            ...plainTaxOptions({ swapBackThreshold: parseEther('100000') }),
          },
          {
            tracker,
            coin: zeroAddress,
            minHolding: 0n,
            claimWait: 0n,
            processGas: 300_000,
            excluded: [account],
          },
        ],
      }),
    )
    const call = (functionName: string, args: readonly unknown[] = []) =>
      encodeFunctionData({ abi, functionName, args } as never)
    const tokenPair = (await publicClient.readContract({
      address: token,
      abi,
      functionName: 'pair',
    })) as Address
    await poolHalfTheSupply(context, token)
    await send(token, call('startTrading'))
    const holders = Array.from({ length: 4 }, (_, index) => freshHolder(firstHolder + index))
    if (template === 'DividendToken') {
      for (const holderAddress of holders)
        await send(token, call('transfer', [holderAddress, parseEther('1000000')]))
    } else {
      const lp = await publicClient.readContract({
        address: tokenPair,
        abi: uniswapV2PairAbi,
        functionName: 'balanceOf',
        args: [account],
      })
      // Only staked LP earns: each holder stakes what it got (impersonated).
      for (const holderAddress of holders) {
        await send(
          tokenPair,
          encodeFunctionData({
            abi: uniswapV2PairAbi,
            functionName: 'transfer',
            args: [holderAddress, lp / 10n],
          }),
        )
        await testClient.impersonateAccount({ address: holderAddress })
        await testClient.setBalance({ address: holderAddress, value: parseEther('1') })
        const staker = walletFor(holderAddress)
        await sendAs(
          staker,
          undefined,
          tokenPair,
          encodeFunctionData({ abi: uniswapV2PairAbi, functionName: 'approve', args: [tracker, lp / 10n] }),
        )
        await sendAs(staker, undefined, tracker, trackerData('stake', [token, lp / 10n]))
        await testClient.stopImpersonatingAccount({ address: holderAddress })
      }
    }
    await send(token, call('transfer', [receiver, parseEther('9000000')]))
    await sendAs(trader, undefined, token, call('approve', [router, maxUint256]))
    const sellData = (amount: bigint) =>
      encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
        args: [amount, 0n, [token, weth], receiver, deadline],
      })
    // The first swap-back of the token's life (set-up): its pool counters, the LP receiver's
    // shares and the tracker's book become non-zero, as after a token's first trades.
    await sendAs(trader, undefined, router, sellData(parseEther('3000000')))
    const pending = () =>
      publicClient.readContract({ address: token, abi, functionName: 'pendingSwapBack' }) as Promise<bigint>
    if ((await pending()) >= parseEther('100000'))
      throw new Error(`${template} reached its swap-back threshold too early`)
    await sendAs(trader, labels.routerSell, router, sellData(parseEther('100000')))
    await sendAs(
      trader,
      labels.routerBuy,
      router,
      encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName: 'swapExactETHForTokensSupportingFeeOnTransferTokens',
        args: [0n, [weth, token], receiver, deadline],
      }),
      parseEther('0.5'),
    )
    if ((await pending()) < parseEther('100000'))
      throw new Error(`${template} has not reached its swap-back threshold`)
    const estimate = await publicClient.estimateGas({
      account: receiver,
      to: router,
      data: sellData(parseEther('100000')),
    })
    await nextBlock()
    const receipt = await publicClient.waitForTransactionReceipt({
      hash: await trader.sendTransaction({
        to: router,
        data: sellData(parseEther('100000')),
        gas: estimate + 300_000n + 150_000n,
      }),
    })
    if (receipt.status !== 'success') throw new Error(`${labels.routerSellSwapBack} reverted`)
    const paid = parseEventLogs({ abi: dividendTrackerAbi, logs: receipt.logs, eventName: 'DividendPaid' })
    const deposits = parseEventLogs({
      abi: dividendTrackerAbi,
      logs: receipt.logs,
      eventName: 'DividendsDeposited',
    })
    if (deposits.length !== 1 || paid.length === 0)
      throw new Error(`The measured ${template} sell did not deposit and pay dividends`)
    gas[labels.routerSellSwapBack] = Number(receipt.gasUsed)
    return token
  }
  const dividendToken = await benchDividendTemplate('DividendToken', 50)
  const lpDividendToken = await benchDividendTemplate('LpDividendToken', 60)
  return { dividendToken, lpDividendToken }
}

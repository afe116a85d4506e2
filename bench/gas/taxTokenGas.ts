/**
 * The tax token part of the gas snapshot (bench/gas/gasSnapshot.ts): the chain's shared swap
 * engine, TaxToken with the native coin as quote, and its wallet transfer, buy and sell at token
 * level and through the router, with and without the swap-back. Also the options and fee wallets
 * the other tax-family templates (dividend, tax sale, dividend sale) are measured with.
 */
import {
  taxSwapEngineAbi,
  taxTokenAbi,
  uniswapV2PairAbi,
  uniswapV2Router02Abi,
} from '@tokenbox/core/contracts/index.ts'
import { deterministicDeployer, sharedContractSalt } from '@tokenbox/core/evm/deterministicDeployment.ts'
import { plainTaxOptions } from '@tokenbox/core/testing/testTokenParameters.ts'
import {
  type Address,
  concat,
  encodeFunctionData,
  getAddress,
  maxUint256,
  parseEther,
  parseEventLogs,
} from 'viem'
import { deadline, freshHolder, type GasContext, poolHalfTheSupply, supply } from './gasContext.ts'

/** The tax token's targets (issue): a taxed transfer, buy or sell without swap-back, and a sell that swaps back. */
const taxTransferTarget = 70_000
const taxSwapBackSellTarget = 250_000

export const taxLabels = {
  transfer: 'TaxToken wallet transfer (untaxed, to a new holder)',
  buy: 'TaxToken buy (pair pays a new holder; 4% tax, limits on)',
  sell: 'TaxToken sell (holder pays the pair; 4% tax, no swap-back)',
  routerBuy: 'router swapExactETHForTokensSupportingFeeOnTransferTokens (TaxToken buy, 4% tax)',
  routerSell: 'router swapExactTokensForETHSupportingFeeOnTransferTokens (TaxToken sell, no swap-back)',
  routerSellSwapBack:
    'router swapExactTokensForETHSupportingFeeOnTransferTokens (TaxToken sell that swaps back to ETH)',
  routerSellFirstSwapBack:
    'router swapExactTokensForETHSupportingFeeOnTransferTokens (TaxToken sell, first swap-back ever)',
} as const

/** 1% liquidity + 2% marketing + 1% team, on buys and sells. */
export const taxShares = { liquidity: 100, marketing: 200, team: 100, burn: 0, reward: 0, fomo: 0 }

/** The marketing, team and LP wallets of the tax-family templates; funded by {@link benchTaxToken}. */
export type FeeWallets = { marketing: Address; team: Address; lpReceiver: Address }

/**
 * Measures the shared swap engine's deployment and {@link taxLabels} into `context.gas`; returns the
 * token and the fee wallets it funded (the later tax-family templates pay the same wallets).
 */
export async function benchTaxToken(
  context: GasContext,
): Promise<{ taxToken: Address; wallets: FeeWallets }> {
  const { publicClient, walletClient, testClient, walletFor, account, receiver } = context
  const { templateCode, gas, nextBlock, send, sendAs, deployToken } = context
  const { router, weth } = context.contracts

  // Tax token with the native coin as quote: 1% liquidity + 2% marketing + 1% team on buys and
  // sells, max wallet 2%, max transaction 1%, swap-back of 100,000 tokens. The marketing, team and
  // LP wallets already exist (hold ETH), as they do in practice; the second dev account trades.
  const [marketing, team, lpReceiver] = [freshHolder(7), freshHolder(8), freshHolder(9)]
  for (const wallet of [marketing, team, lpReceiver])
    await testClient.setBalance({ address: wallet, value: parseEther('1') })
  // The chain's shared swap engine, once per chain: the first tax token deploys it through the
  // deterministic deployment proxy (measured here on its own, so the token rows are every later token's).
  {
    await nextBlock()
    const hash = await walletClient.sendTransaction({
      to: deterministicDeployer,
      data: concat([sharedContractSalt, templateCode.TaxSwapEngine]),
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error('deploying the swap engine failed')
    gas['deploy TaxSwapEngine (shared, once per chain: the first tax token of a chain deploys it)'] = Number(
      receipt.gasUsed,
    )
  }
  const taxToken = await deployToken('deploy TaxToken (native quote, 4% tax, limits, swap-back)', () =>
    walletClient.deployContract({
      abi: taxTokenAbi,
      bytecode: templateCode.TaxToken,
      args: [
        {
          name: 'Tax',
          symbol: 'TAX',
          decimals: 18,
          initialSupply: supply,
          owner: account,
          router,
          quoteToken: '0x0000000000000000000000000000000000000000',
          buyFees: taxShares,
          sellFees: taxShares,
          marketingWallet: marketing,
          teamWallet: team,
          liquidityReceiver: lpReceiver,
          ...plainTaxOptions({ maxWallet: supply / 50n, swapBackThreshold: parseEther('100000') }),
          // Limits and the blacklist on, and the links: what a marketing token's buyer meets.
          maxTx: supply / 100n,
          blacklistEnabled: true,
          twitter: 'https://x.com/tax',
          telegram: 'https://t.me/tax',
          website: 'https://tax.example',
        },
      ],
    }),
  )
  const taxPair = await publicClient.readContract({
    address: taxToken,
    abi: taxTokenAbi,
    functionName: 'pair',
  })
  const taxCall = (functionName: 'approve' | 'transfer' | 'startTrading', args: readonly unknown[] = []) =>
    encodeFunctionData({ abi: taxTokenAbi, functionName, args } as Parameters<typeof encodeFunctionData>[0])
  await poolHalfTheSupply(context, taxToken)
  await send(taxToken, taxCall('startTrading'))
  await send(taxToken, taxCall('transfer', [receiver, parseEther('9000000')]))
  // The trader's transactions (`sendAs`; its `label` records the gas).
  const trader = walletFor(receiver)
  const syncPair = () => send(taxPair, encodeFunctionData({ abi: uniswapV2PairAbi, functionName: 'sync' }))
  await sendAs(trader, undefined, taxToken, taxCall('approve', [router, maxUint256]))
  // The first swap-back ever, measured apart: it also makes the contract's balance, its pool
  // counters and the LP receiver's shares non-zero, as they are after a token's first trades.
  await sendAs(
    trader,
    taxLabels.routerSellFirstSwapBack,
    router,
    encodeFunctionData({
      abi: uniswapV2Router02Abi,
      functionName: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
      args: [parseEther('3000000'), 0n, [taxToken, weth], receiver, deadline],
    }),
  )

  await sendAs(
    trader,
    taxLabels.transfer,
    taxToken,
    taxCall('transfer', [freshHolder(10), parseEther('1000')]),
  )
  // A sell is the holder's transfer to the pair; the router's part of a swap is measured below.
  // The pair syncs after each token-level trade so that its reserves match its balances again.
  await sendAs(trader, taxLabels.sell, taxToken, taxCall('transfer', [taxPair, parseEther('500000')]))
  await syncPair()
  // A buy is the pair's transfer to the buyer: the pair's account sends it (impersonated).
  await testClient.impersonateAccount({ address: taxPair })
  await testClient.setBalance({ address: taxPair, value: parseEther('1') })
  const pairSender = walletFor(taxPair)
  await sendAs(
    pairSender,
    taxLabels.buy,
    taxToken,
    taxCall('transfer', [freshHolder(11), parseEther('500000')]),
  )
  await testClient.stopImpersonatingAccount({ address: taxPair })
  await syncPair()
  const wethToTax = [weth, taxToken] as const
  const taxToWeth = [taxToken, weth] as const
  const pendingSwapBack = () =>
    publicClient.readContract({ address: taxToken, abi: taxTokenAbi, functionName: 'pendingSwapBack' })
  if ((await pendingSwapBack()) >= parseEther('100000'))
    throw new Error('The tax token reached its swap-back threshold too early')
  await sendAs(
    trader,
    taxLabels.routerSell,
    router,
    encodeFunctionData({
      abi: uniswapV2Router02Abi,
      functionName: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
      args: [parseEther('100000'), 0n, [...taxToWeth], receiver, deadline],
    }),
  )
  await sendAs(
    trader,
    taxLabels.routerBuy,
    router,
    encodeFunctionData({
      abi: uniswapV2Router02Abi,
      functionName: 'swapExactETHForTokensSupportingFeeOnTransferTokens',
      args: [0n, [...wethToTax], receiver, deadline],
    }),
    parseEther('0.5'),
  )
  if ((await pendingSwapBack()) < parseEther('100000'))
    throw new Error('The tax token has not reached its swap-back threshold')
  const swapBackReceipt = await sendAs(
    trader,
    taxLabels.routerSellSwapBack,
    router,
    encodeFunctionData({
      abi: uniswapV2Router02Abi,
      functionName: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
      args: [parseEther('100000'), 0n, [...taxToWeth], receiver, deadline],
    }),
  )
  // The chain's shared swap engine runs the swap-back and announces it for the token.
  const swappedBack = parseEventLogs({
    abi: taxSwapEngineAbi,
    logs: swapBackReceipt.logs,
    eventName: 'SwappedBack',
  }).filter((log) => log.args.token === getAddress(taxToken))
  if (swappedBack.length !== 1) throw new Error('The measured sell did not swap back')

  return { taxToken, wallets: { marketing, team, lpReceiver } }
}

/**
 * The tax token's targets: a transfer, buy or sell without swap-back at most 70,000 gas; a sell
 * through the router that triggers swap-back at most 250,000 gas.
 */
export function checkTaxTargets(gas: Record<string, number>): string[] {
  const missed: string[] = []
  const limits: [string, number][] = [
    [taxLabels.transfer, taxTransferTarget],
    [taxLabels.buy, taxTransferTarget],
    [taxLabels.sell, taxTransferTarget],
    [taxLabels.routerSellSwapBack, taxSwapBackSellTarget],
  ]
  for (const [label, limit] of limits) {
    const used = gas[label]
    if (used === undefined) missed.push(`${label} was not measured`)
    else if (used > limit) missed.push(`${label}: ${used} gas is above the target of ${limit}`)
  }
  return missed
}

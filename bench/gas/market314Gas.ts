/**
 * The 314 part of the gas snapshot (bench/gas/gasSnapshot.ts): Token314 and X314Token, whose own
 * contract is the market (buy by plain transfer or `buy()`, sell by a transfer to the token or
 * `sell()`), beside a router pool of the same reserves traded the same way, and the sale variants
 * (Sale314Token, X314SaleToken) with a sale buy and the launch into the market.
 */
import {
  sale314TokenAbi,
  token314Abi,
  uniswapV2Router02Abi,
  x314SaleTokenAbi,
  x314TokenAbi,
} from '@tokenbox/core/contracts/index.ts'
import { type Address, encodeFunctionData, type Hex, parseEther } from 'viem'
import {
  approveAllData,
  type BenchWallet,
  deadline,
  deployReferenceERC20,
  freshHolder,
  type GasContext,
} from './gasContext.ts'

export type Market314Tokens = {
  token314: Address
  x314: Address
  sale314: Address
  x314Sale: Address
}

/**
 * Measures the 314 tokens' deployments, liquidity, buys and sells, the router reference's, and the
 * 314 sale tokens' deployments, sale buy and launch into `context.gas`; returns the tokens.
 */
export async function benchMarket314(context: GasContext): Promise<Market314Tokens> {
  const { walletClient, testClient, walletFor, account, clock } = context
  const { templateCode, send, record, deployToken, sendAs } = context
  const { router, weth } = context.contracts

  // 314 tokens (issue 21), measured after the domains before it so that their figures keep their
  // addresses: each market
  // holds 100 coin against 800,000 tokens, beside a router pool of the same reserves (a plain
  // OpenZeppelin ERC20 and WETH), and the same trade sizes through each: a 1-coin buy by a fresh
  // buyer, then a sell of 5,000 tokens by that buyer. Each buy form has its own fresh buyer, so
  // every buy is a first buy (cold balance slot) and every sell comes from a warm holder.
  const poolTokens = parseEther('800000')
  const poolCoin = parseEther('100')
  const tradeCoin = parseEther('1')
  const sellTokens = parseEther('5000')
  const buyerClient = (index: number) => {
    const buyer = freshHolder(3140 + index)
    return { buyer, client: walletFor(buyer) }
  }
  const sendFrom = (
    label: string | undefined,
    client: BenchWallet,
    to: Address,
    data: Hex | undefined,
    value = 0n,
  ) => sendAs(client, label, to, data ?? '0x', value)
  let nextBuyer = 0
  const freshBuyer = async () => {
    const fresh = buyerClient(nextBuyer++)
    await testClient.setBalance({ address: fresh.buyer, value: parseEther('10') })
    await testClient.impersonateAccount({ address: fresh.buyer })
    return fresh
  }
  const token314Config = {
    name: 'Coin 314',
    symbol: 'C314',
    totalSupply: parseEther('1000000'),
    liquidityTokens: poolTokens,
    owner: account,
    feeReceiver: account,
    buyFeeBps: 300,
    sellFeeBps: 500,
    maxWallet: 0n,
  } as const
  const x314Extras = {
    tradingStartTime: 0n,
    burnBps: 100,
    inviteBps: 2_000,
    minBindAmount: parseEther('1'),
  } as const
  const token314 = await deployToken(
    'deploy Token314 (3% buy + 5% sell fee in coin, 800,000 of 1,000,000 tokens for the market)',
    () =>
      walletClient.deployContract({
        abi: token314Abi,
        bytecode: templateCode.Token314,
        args: [token314Config],
      }),
  )
  const x314 = await deployToken(
    'deploy X314Token (3% buy + 5% sell fee, 1% burn on trade, 20% of the buy fee to inviters)',
    () =>
      walletClient.deployContract({
        abi: x314TokenAbi,
        bytecode: templateCode.X314Token,
        args: [{ ...token314Config, ...x314Extras }],
      }),
  )
  const lockedUntil = clock.timestamp + 30n * 86_400n + 10_000n
  for (const [name, address] of [
    ['Token314', token314],
    ['X314Token', x314],
  ] as const) {
    await record(
      `${name} addLiquidity (100 coin and 800,000 tokens become the reserves, locked 30 days)`,
      address,
      encodeFunctionData({ abi: token314Abi, functionName: 'addLiquidity', args: [lockedUntil] }),
      poolCoin,
    )
    const byTransfer = await freshBuyer()
    await sendFrom(
      `${name} buy by plain transfer (1 coin, a fresh buyer)`,
      byTransfer.client,
      address,
      undefined,
      tradeCoin,
    )
    const byFunction = await freshBuyer()
    await sendFrom(
      `${name} buy() (1 coin, a fresh buyer, minimum and deadline)`,
      byFunction.client,
      address,
      encodeFunctionData({ abi: token314Abi, functionName: 'buy', args: [0n, deadline] }),
      tradeCoin,
    )
    await sendFrom(
      `${name} sell by plain transfer to the token (5,000 tokens)`,
      byTransfer.client,
      address,
      encodeFunctionData({ abi: token314Abi, functionName: 'transfer', args: [address, sellTokens] }),
    )
    await sendFrom(
      `${name} sell() (5,000 tokens, minimum and deadline)`,
      byFunction.client,
      address,
      encodeFunctionData({ abi: token314Abi, functionName: 'sell', args: [sellTokens, 0n, deadline] }),
    )
  }
  // The router reference: a plain ERC20 pooled with the same reserves, the same trades.
  const pooled = await deployReferenceERC20(
    context,
    'deploy ReferenceERC20 (the router reference of the 314 tokens)',
    poolTokens,
  )
  await send(pooled, approveAllData(router))
  await record(
    'router addLiquidityETH (the 314 reference pool: 100 coin and 800,000 tokens, creates the pair)',
    router,
    encodeFunctionData({
      abi: uniswapV2Router02Abi,
      functionName: 'addLiquidityETH',
      args: [pooled, poolTokens, 0n, 0n, account, deadline],
    }),
    poolCoin,
  )
  const routerBuyer = await freshBuyer()
  await sendFrom(
    'router swapExactETHForTokens (the 314 reference: 1 coin, a fresh buyer)',
    routerBuyer.client,
    router,
    encodeFunctionData({
      abi: uniswapV2Router02Abi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [weth, pooled], routerBuyer.buyer, deadline],
    }),
    tradeCoin,
  )
  await sendFrom(
    'router approve before the first sell (the 314 reference; a 314 sell needs none)',
    routerBuyer.client,
    pooled,
    approveAllData(router),
  )
  await sendFrom(
    'router swapExactTokensForETH (the 314 reference: 5,000 tokens)',
    routerBuyer.client,
    router,
    encodeFunctionData({
      abi: uniswapV2Router02Abi,
      functionName: 'swapExactTokensForETH',
      args: [sellTokens, 0n, [pooled, weth], routerBuyer.buyer, deadline],
    }),
  )
  // The sale variants: deployment, a sale buy by plain transfer and the launch into the market.
  const sale314Config = {
    // The hard cap's pool at the sale price (60% of 50 coin at 10,000 a coin): the least accepted.
    token: { ...token314Config, liquidityTokens: parseEther('300000') },
    tokensPerCoin: parseEther('10000'),
    hardCap: parseEther('50'),
    softCap: 0n,
    minContribution: parseEther('0.1'),
    maxContribution: parseEther('10'),
    endTime: clock.timestamp + 86_400n,
    liquidityBps: 6_000,
    lockDuration: 30n * 86_400n,
    beneficiary: account,
  } as const
  const sale314 = await deployToken(
    'deploy Sale314Token (sale of up to 50 coin, 60% to the market, 300,000 liquidity tokens)',
    () =>
      walletClient.deployContract({
        abi: sale314TokenAbi,
        bytecode: templateCode.Sale314Token,
        args: [sale314Config],
      }),
  )
  const x314Sale = await deployToken('deploy X314SaleToken (the same sale, with the x314 features)', () =>
    walletClient.deployContract({
      abi: x314SaleTokenAbi,
      bytecode: templateCode.X314SaleToken,
      args: [sale314Config, x314Extras],
    }),
  )
  const saleBuyer = await freshBuyer()
  await sendFrom(
    'Sale314Token sale buy by plain transfer (1 coin, the first buyer)',
    saleBuyer.client,
    sale314,
    undefined,
    tradeCoin,
  )
  await record(
    'Sale314Token launch (owner during the sale: reserves set, unsold burned, beneficiary paid, trading opened)',
    sale314,
    encodeFunctionData({ abi: sale314TokenAbi, functionName: 'launch' }),
  )
  return { token314, x314, sale314, x314Sale }
}

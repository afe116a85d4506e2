/**
 * The exchange's quote and swap costs (issue 19), on a fresh local chain with three UniswapV2-style
 * DEXes (the chain's own AMM and two more deployed here, all on the same WETH) and four
 * intermediates (WETH, USDT, USDC and a fourth token), every DEX holding the pools of the two traded
 * tokens with each intermediate and with each other at different prices.
 *
 * Quotes: core's quoteSwap (what the exchange runs on every new block) against the naive way an
 * interface without an aggregator quotes the same 15 routes (one `eth_call` of getAmountsOut per
 * route, sent at once). HTTP requests that reach the node are counted by the transport; time is
 * the median of `--quotes` quotes (default 50) each way, exact-in.
 *
 * Swaps: each path the exchange sends (native -> token, token -> token through an intermediate,
 * token -> native exact-out, a fee-on-transfer token exact-in) is run twice from the same chain
 * state and block time: once as the exchange builds it (core's createSwapSteps through the step
 * runner) and once as a direct router call written by hand with the same arguments. The gas of the
 * router calls must be equal: the exchange adds nothing on chain.
 *
 *   node bench/dex/dexBench.ts            measure and print
 *   node bench/dex/dexBench.ts --write    also write bench/results/dex.json
 *
 * Request counts and gas are deterministic; times depend on the machine and its load.
 */
import { writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { uniswapV2FactoryAbi, uniswapV2FactoryBytecode } from '@tokenbox/core/contracts/UniswapV2Factory.ts'
import {
  uniswapV2Router02Abi,
  uniswapV2Router02Bytecode,
} from '@tokenbox/core/contracts/UniswapV2Router02.ts'
import { createSwapSteps } from '@tokenbox/core/dex/createSwapSteps.ts'
import { candidateRoutes, quoteSwap, type SwapVenue } from '@tokenbox/core/dex/quoteSwap.ts'
import {
  feeOnTransferTokenAbi,
  feeOnTransferTokenBytecode,
} from '@tokenbox/core/testing/contracts/FeeOnTransferToken.ts'
import { referenceERC20Abi, referenceERC20Bytecode } from '@tokenbox/core/testing/contracts/ReferenceERC20.ts'
import { startLocalTestChain } from '@tokenbox/core/testing/localTestChain.ts'
import { approve } from '@tokenbox/core/transactions/approve.ts'
import { call } from '@tokenbox/core/transactions/call.ts'
import { deploy } from '@tokenbox/core/transactions/deploy.ts'
import type { CallStep } from '@tokenbox/core/transactions/types.ts'
import { type Address, createPublicClient, type Hash, http, type PublicClient, parseEther } from 'viem'

const args = new Set(process.argv.slice(2))
const quoteRuns = Number(process.argv[process.argv.indexOf('--quotes') + 1]) || 50
const e = (value: string) => parseEther(value)

const chain = await startLocalTestChain()
try {
  const { publicClient, accounts, contracts, runToDone } = chain
  const [deployer, trader] = accounts as [Address, Address]
  const deadline = 2n ** 40n

  // Two more DEXes on the same WETH, then the tokens: X and Y traded, D the fourth intermediate,
  // T a 5% transfer-tax token.
  const deployed = await runToDone(
    [
      deploy({ abi: uniswapV2FactoryAbi, bytecode: uniswapV2FactoryBytecode, args: [deployer] }),
      deploy({ abi: uniswapV2FactoryAbi, bytecode: uniswapV2FactoryBytecode, args: [deployer] }),
      deploy({ abi: referenceERC20Abi, bytecode: referenceERC20Bytecode, args: [e('100000000')] }),
      deploy({ abi: referenceERC20Abi, bytecode: referenceERC20Bytecode, args: [e('100000000')] }),
      deploy({ abi: referenceERC20Abi, bytecode: referenceERC20Bytecode, args: [e('100000000')] }),
      deploy({
        abi: feeOnTransferTokenAbi,
        bytecode: feeOnTransferTokenBytecode,
        args: [500n, e('100000000')],
      }),
    ],
    deployer,
  )
  const [factoryB, factoryC, x, y, d, taxed] = deployed.map(
    (result) => result.contractAddress as Address,
  ) as [Address, Address, Address, Address, Address, Address]
  const routers = await runToDone(
    [factoryB, factoryC].map((factory) =>
      deploy({
        abi: uniswapV2Router02Abi,
        bytecode: uniswapV2Router02Bytecode,
        args: [factory, contracts.weth],
      }),
    ),
    deployer,
  )
  const venues: SwapVenue[] = [
    { name: 'A', router: contracts.router },
    { name: 'B', router: routers[0]!.contractAddress as Address },
    { name: 'C', router: routers[1]!.contractAddress as Address },
  ]
  const intermediates = [contracts.weth, contracts.usdt, contracts.usdc, d]

  /** Adds liquidity of two tokens (or a token and the native coin, `a` = WETH) on one router, as the deployer. */
  const addLiquidity = async (router: Address, a: Address, b: Address, amountA: bigint, amountB: bigint) => {
    const native = a === contracts.weth
    await runToDone(
      [
        ...(native ? [] : [approve({ token: a, spender: router, amount: amountA })]),
        approve({ token: b, spender: router, amount: amountB }),
        native
          ? call({
              address: router,
              abi: uniswapV2Router02Abi,
              functionName: 'addLiquidityETH',
              args: [b, amountB, 0n, 0n, deployer, deadline],
              value: amountA,
            })
          : call({
              address: router,
              abi: uniswapV2Router02Abi,
              functionName: 'addLiquidity',
              args: [a, b, amountA, amountB, 0n, 0n, deployer, deadline],
            }),
      ],
      deployer,
    )
  }
  // The stablecoins have 6 (USDT) and 18 (USDC) decimals; amounts below are in each token's units.
  const unitsOf = (token: Address, whole: bigint) =>
    token === contracts.usdt ? whole * 10n ** 6n : whole * 10n ** 18n
  for (const [index, venue] of venues.entries()) {
    const depth = BigInt(index + 1) * 1_000n
    await addLiquidity(venue.router, x, y, e(String(depth)), e(String(depth + 50n * BigInt(index))))
    for (const middle of intermediates) {
      const coin = middle === contracts.weth
      for (const token of [x, y]) {
        if (coin)
          await addLiquidity(venue.router, contracts.weth, token, e(String(depth / 10n)), e(String(depth)))
        else await addLiquidity(venue.router, token, middle, e(String(depth)), unitsOf(middle, depth))
      }
    }
  }
  await addLiquidity(contracts.router, contracts.weth, taxed, e('100'), e('100000'))
  // The trader holds X, Y and the taxed token to sell.
  await runToDone(
    [x, y, taxed].map((token) =>
      call({ address: token, abi: referenceERC20Abi, functionName: 'transfer', args: [trader, e('10000')] }),
    ),
    deployer,
  )

  // ---- Quotes: requests and time.
  let requests = 0
  const counting = createPublicClient({
    chain: publicClient.chain,
    transport: http(chain.node.url, { onFetchRequest: () => void requests++ }),
  }) as PublicClient
  const quoteParameters = {
    venues,
    tokenIn: x,
    tokenOut: y,
    kind: 'exactIn' as const,
    amount: e('10'),
    intermediates,
  }
  const routes = candidateRoutes(quoteParameters)
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const measure = async (quote: () => Promise<unknown>) => {
    await quote()
    requests = 0
    const times: number[] = []
    for (let run = 0; run < quoteRuns; run++) {
      const start = performance.now()
      await quote()
      times.push(performance.now() - start)
    }
    return { requestsPerQuote: requests / quoteRuns, medianMs: Math.round(median(times) * 100) / 100 }
  }
  const ours = await measure(() => quoteSwap(counting, quoteParameters))
  const naive = await measure(() =>
    Promise.all(
      routes.map((route) =>
        counting
          .readContract({
            address: route.venue.router,
            abi: uniswapV2Router02Abi,
            functionName: 'getAmountsOut',
            args: [quoteParameters.amount, route.path],
          })
          .catch(() => undefined),
      ),
    ),
  )
  const best = (await quoteSwap(publicClient, quoteParameters)).best!

  // ---- Swaps: the exchange's router call against a direct one, from the same state and block time.
  const testRpc = (method: string, params: unknown[] = []) =>
    publicClient.request({ method: method as never, params: params as never }) as Promise<unknown>
  const gasOf = async (send: () => Promise<Hash>) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash: await send() })
    if (receipt.status !== 'success') throw new Error('dexBench: a swap reverted')
    return receipt.gasUsed
  }
  type Path = {
    name: string
    steps: ReturnType<typeof createSwapSteps>
  }
  const quoteOf = async (tokenIn: Address, tokenOut: Address, kind: 'exactIn' | 'exactOut', amount: bigint) =>
    (await quoteSwap(publicClient, { venues, tokenIn, tokenOut, kind, amount, intermediates })).best!
  const viaWeth = await quoteOf(x, y, 'exactIn', e('10'))
  const buy = await quoteOf(contracts.weth, x, 'exactIn', e('1'))
  const sell = await quoteOf(y, contracts.weth, 'exactOut', e('0.5'))
  // A two-hop trade as the exchange sends one when the intermediate route is the best.
  const twoHopPath = [x, contracts.weth, y] as const
  const twoHopAmounts = await publicClient.readContract({
    address: contracts.router,
    abi: uniswapV2Router02Abi,
    functionName: 'getAmountsOut',
    args: [e('10'), twoHopPath],
  })
  const paths: Path[] = [
    {
      name: 'native -> token, exact-in',
      steps: createSwapSteps({
        router: buy.venue.router,
        path: buy.path,
        kind: 'exactIn',
        amountIn: buy.amountIn,
        amountOut: buy.amountOut,
        slippageBps: 50,
        nativeIn: true,
        recipient: trader,
        deadline,
      }),
    },
    {
      name: `token -> token, best route (${viaWeth.path.length - 1} hops), exact-in`,
      steps: createSwapSteps({
        router: viaWeth.venue.router,
        path: viaWeth.path,
        kind: 'exactIn',
        amountIn: viaWeth.amountIn,
        amountOut: viaWeth.amountOut,
        slippageBps: 50,
        recipient: trader,
        deadline,
      }),
    },
    {
      name: 'token -> token through WETH (2 hops), exact-in',
      steps: createSwapSteps({
        router: contracts.router,
        path: twoHopPath,
        kind: 'exactIn',
        amountIn: e('10'),
        amountOut: twoHopAmounts[2]!,
        slippageBps: 50,
        recipient: trader,
        deadline,
      }),
    },
    {
      name: 'token -> native, exact-out',
      steps: createSwapSteps({
        router: sell.venue.router,
        path: sell.path,
        kind: 'exactOut',
        amountIn: sell.amountIn,
        amountOut: sell.amountOut,
        slippageBps: 50,
        nativeOut: true,
        recipient: trader,
        deadline,
      }),
    },
    {
      name: 'fee-on-transfer token -> native, exact-in',
      steps: createSwapSteps({
        router: contracts.router,
        path: [taxed, contracts.weth],
        kind: 'exactIn',
        amountIn: e('100'),
        amountOut: 0n,
        slippageBps: 50,
        nativeOut: true,
        feeOnTransfer: true,
        recipient: trader,
        deadline,
      }),
    },
  ]
  const swaps = []
  for (const path of paths) {
    const approvals = path.steps.filter((step) => step.type === 'approve')
    if (approvals.length > 0) await runToDone(approvals, trader)
    // Both runs mine at the same time, 12 s after the last block (the pools' price oracle writes
    // storage only when time has passed, so the time is part of the gas).
    const time = (await publicClient.getBlock()).timestamp + 12n
    const swap = path.steps.find((step): step is CallStep => step.type === 'call')!
    const snapshot = await testRpc('evm_snapshot')
    await testRpc('evm_setNextBlockTimestamp', [Number(time)])
    const results = await runToDone([swap], trader)
    const exchange = (await publicClient.getTransactionReceipt({ hash: results[0]!.hash! })).gasUsed
    await testRpc('evm_revert', [snapshot])
    await testRpc('evm_setNextBlockTimestamp', [Number(time)])
    const direct = await gasOf(() =>
      chain.walletClient.writeContract({
        account: trader,
        chain: publicClient.chain,
        address: swap.address as Address,
        abi: uniswapV2Router02Abi,
        functionName: swap.functionName as never,
        args: swap.args as never,
        value: swap.value,
      } as never),
    )
    swaps.push({
      path: path.name,
      functionName: swap.functionName,
      exchangeGas: Number(exchange),
      directGas: Number(direct),
    })
  }

  const result = {
    description:
      'Exchange quotes (core quoteSwap: one aggregator call) against one eth_call per route, 3 DEXes x 4 intermediates (15 routes), and the gas of each swap path as the exchange sends it beside a direct router call from the same state (node bench/dex/dexBench.ts --write)',
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      model: cpus()[0]?.model,
      loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
    },
    quotes: {
      routes: routes.length,
      best: { venue: best.venue.name, hops: best.path.length - 1 },
      runs: quoteRuns,
      quoteSwap: ours,
      onePerRoute: naive,
      target: 'one request per quote refresh',
      met: ours.requestsPerQuote === 1,
    },
    swaps,
    exchangeAddsNoGas: swaps.every((swap) => swap.exchangeGas === swap.directGas),
  }
  console.log(JSON.stringify(result, null, 2))
  if (args.has('--write')) {
    writeFileSync(join(import.meta.dirname, '../results/dex.json'), `${JSON.stringify(result, null, 2)}\n`)
  }
  if (!result.quotes.met || !result.exchangeAddsNoGas) process.exitCode = 1
} finally {
  await chain.stop()
}

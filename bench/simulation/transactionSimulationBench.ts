/**
 * Issue 80: how long "what will this transaction do to my assets?" takes from the user's own RPC,
 * and how many requests it costs, at 0, 120 and 300 ms a round trip (core's provider-like proxy,
 * 25 calls a second), on three kinds of endpoint: one with eth_simulateV1, one without it but
 * with debug_traceCall, one with neither (then only "would it revert" is known). Three
 * transactions a page asks: a V2 swap of 1 ETH for USDT, an unlimited USDT approval, a USDT
 * transfer. The goal: within 1.5 s at 120 ms.
 *
 * Beside it, the extension guard's summary of the same transactions (issue 80): core's
 * summarizeTransaction (the simulation and its lines in words' numbers) through the kind of client
 * the extension reads with (pacedHttp with a pacer of its own, one retry), as the guard's dialog
 * waits for it.
 *
 *   node bench/simulation/transactionSimulationBench.ts           measure and print
 *   node bench/simulation/transactionSimulationBench.ts --write   also write bench/results/transaction-simulation.{json,md}
 *
 * And TokenBox's own steps (issue 80): core's runner with its preview on, as the web app runs a
 * step (the same paced client): how long the preview takes, and how much later the wallet is asked
 * than in the same run without it (the wallet declines here: nothing is sent).
 *
 * Times depend on the machine and its load (recorded); the request counts do not.
 */
import { writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { packRecipient } from '@tokenbox/core/batch/multiSenderCalldata.ts'
import { multiSenderAbi } from '@tokenbox/core/contracts/MultiSender.abi.ts'
import { uniswapV2Router02Abi } from '@tokenbox/core/contracts/UniswapV2Router02.abi.ts'
import { createRpcPacer } from '@tokenbox/core/logs/createRpcPacer.ts'
import { pacedHttp } from '@tokenbox/core/logs/pacedHttp.ts'
import { type SimulatedRequest, simulateTransaction } from '@tokenbox/core/simulation/simulateTransaction.ts'
import { summarizeTransaction } from '@tokenbox/core/simulation/summarizeTransaction.ts'
import { startLocalTestChain } from '@tokenbox/core/testing/localTestChain.ts'
import { startProviderProxy } from '@tokenbox/core/testing/providerProxy.ts'
import { localChainEntry } from '@tokenbox/core/testing/trapChain.ts'
import { runSteps } from '@tokenbox/core/transactions/runSteps.ts'
import { sendData } from '@tokenbox/core/transactions/sendData.ts'
import type { StepProgress } from '@tokenbox/core/transactions/types.ts'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  http,
  maxUint256,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem'

const latencies = [0, 120, 300] as const
const endpoints = {
  simulateV1: [] as string[],
  traceCall: ['eth_simulateV1'],
  neither: ['eth_simulateV1', 'debug_traceCall'],
} as const
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const goalMs = 1_500

type Row = {
  /**
   * `simulation`: simulateTransaction on a plain client; `guard`: the guard's summary on a paced one;
   * `steps`: the runner's preview of a step on a paced one (`ms`: the preview).
   */
  measured: 'simulation' | 'guard' | 'steps'
  /** `steps`: when the wallet was asked, from the run's start, with the preview and without it. */
  walletMs?: number
  walletWithoutMs?: number
  transaction: string
  endpoint: keyof typeof endpoints
  latencyMs: number
  ms: number
  calls: number
  http: number
  status: string
}

const chain = await startLocalTestChain()
// The local chain's entry: its pools value what moves in dollars, as the extension and the app do.
const prices = { entry: await localChainEntry(chain) }

/**
 * One step of `request` through the runner on `client`, as the web app runs it: with the preview
 * on, then again with it off (the baseline: when the wallet would be asked without it). The wallet
 * declines, so nothing is sent and every row sees the same chain.
 */
async function measureStep(client: PublicClient, request: SimulatedRequest) {
  const node = http(chain.node.url)({ chain: chain.publicClient.chain })
  const walletClient = createWalletClient({
    account: request.from,
    chain: chain.publicClient.chain,
    transport: custom({
      request: async (args: { method: string; params?: unknown }) => {
        if (args.method === 'eth_sendTransaction')
          throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        return node.request(args as never)
      },
    }),
  })
  const step = sendData({ to: request.to as Address, data: request.data ?? '0x', value: request.value })
  const run = async (preview: boolean) => {
    const started = performance.now()
    let previewAt: number | undefined
    let walletAt: number | undefined
    let shown: StepProgress['preview']
    await runSteps({
      publicClient: client,
      walletClient,
      account: request.from,
      steps: [step],
      ...(preview ? { preview: { language: 'en', prices } } : {}),
      onProgress: (progress) => {
        if (progress.preview && progress.preview.status !== 'reading' && previewAt === undefined) {
          previewAt = performance.now()
          shown = progress.preview
        }
        if (progress.state === 'awaitingConfirmation') walletAt ??= performance.now()
      },
    })
    return {
      previewAt: (previewAt ?? started) - started,
      walletAt: (walletAt ?? Number.NaN) - started,
      shown,
    }
  }
  const measured = await run(true)
  const baseline = await run(false)
  const shown = measured.shown
  return {
    previewMs: Math.round(measured.previewAt),
    walletMs: Math.round(measured.walletAt),
    walletWithoutMs: Math.round(baseline.walletAt),
    status:
      shown?.status === 'success'
        ? `${shown.lines.length} ${shown.lines.length === 1 ? 'line' : 'lines'}`
        : (shown?.status ?? 'none'),
  }
}
const rows: Row[] = []
const loadAtStart = loadavg()
try {
  const [deployer, sender] = chain.accounts as [Address, Address]
  const { router, weth, usdt } = chain.contracts
  await chain.runToDone(
    [
      { type: 'call', address: usdt, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] },
      {
        type: 'call',
        address: router,
        abi: uniswapV2Router02Abi,
        functionName: 'addLiquidityETH',
        args: [usdt, parseUnits('250000', 6), 0n, 0n, deployer, 2n ** 40n],
        value: parseEther('100'),
      },
      {
        type: 'call',
        address: usdt,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [sender, parseUnits('100', 6)],
      },
    ],
    deployer,
  )
  const transactions: Record<string, SimulatedRequest> = {
    'swap 1 ETH for USDT (V2 router)': {
      from: sender,
      to: router,
      value: parseEther('1'),
      data: encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName: 'swapExactETHForTokens',
        args: [0n, [weth, usdt], sender, 2n ** 40n],
      }),
    },
    'approve USDT without limit': {
      from: sender,
      to: usdt,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }),
    },
    'send 2.85 ETH to 3 addresses (MultiSender)': {
      from: sender,
      to: chain.contracts.send,
      value: parseEther('2.85'),
      data: encodeFunctionData({
        abi: multiSenderAbi,
        functionName: 'sendNative',
        args: [
          [
            packRecipient('0x00000000000000000000000000000000000a0001', parseEther('1')),
            packRecipient('0x00000000000000000000000000000000000a0002', parseEther('0.85')),
            packRecipient('0x00000000000000000000000000000000000a0003', parseEther('1')),
          ],
        ],
      }),
    },
    'send 10 USDT': {
      from: sender,
      to: usdt,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [deployer, parseUnits('10', 6)],
      }),
    },
  }
  for (const latencyMs of latencies)
    for (const [endpoint, refusedMethods] of Object.entries(endpoints) as [
      keyof typeof endpoints,
      readonly string[],
    ][])
      for (const [transaction, request] of Object.entries(transactions)) {
        for (const measured of ['simulation', 'guard', 'steps'] as const) {
          // A fresh endpoint and client each time: what a first simulation on a page costs.
          const proxy = await startProviderProxy({
            upstream: chain.node.url,
            latencyMs,
            requestsPerSecond: 25,
            refusedMethods: [...refusedMethods],
          })
          const client = createPublicClient({
            chain: chain.publicClient.chain,
            transport:
              measured !== 'simulation'
                ? pacedHttp(proxy.url, { pacer: createRpcPacer(), retryCount: 1, timeout: 20_000 })
                : http(proxy.url),
            batch: { multicall: true },
          }) as PublicClient
          const started = performance.now()
          let status: string
          let steps: Awaited<ReturnType<typeof measureStep>> | undefined
          if (measured === 'steps') {
            steps = await measureStep(client, request)
            status = steps.status
          } else if (measured === 'simulation') {
            const simulation = await simulateTransaction(client, request)
            status = simulation.status === 'success' ? `success (${simulation.method})` : simulation.status
          } else {
            const summary = await summarizeTransaction(client, request, { language: 'en', prices })
            status =
              summary.status === 'success'
                ? `${summary.lines.length} ${summary.lines.length === 1 ? 'line' : 'lines'}`
                : summary.status
          }
          const ms = steps ? steps.previewMs : Math.round(performance.now() - started)
          const counts = proxy.counts()
          const row: Row = {
            measured,
            transaction,
            endpoint,
            latencyMs,
            ms,
            ...(steps ? { walletMs: steps.walletMs, walletWithoutMs: steps.walletWithoutMs } : {}),
            calls: Object.values(counts).reduce((sum, count) => sum + count, 0),
            http: proxy.httpRequests(),
            status,
          }
          await proxy.stop()
          rows.push(row)
          console.log(
            `${String(latencyMs).padStart(3)} ms ${measured.padEnd(10)} ${endpoint.padEnd(10)} ${transaction.padEnd(32)} ${String(ms).padStart(5)} ms ${row.calls} calls ${row.status}`,
          )
        }
      }
} finally {
  await chain.stop()
}

const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ')
const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), load average ${load(loadAtStart)} at the start and ${load(loadavg())} at the end`
const table = (measured: Row['measured']) =>
  rows
    .filter((row) => row.measured === measured)
    .map(
      (row) =>
        `| ${row.latencyMs} ms | ${row.endpoint} | ${row.transaction} | ${(row.ms / 1_000).toFixed(2)} s | ${row.calls} | ${row.http} | ${row.status} |`,
    )
const stepsTable = rows
  .filter((row) => row.measured === 'steps')
  .map(
    (row) =>
      `| ${row.latencyMs} ms | ${row.endpoint} | ${row.transaction} | ${(row.ms / 1_000).toFixed(2)} s | ${((row.walletMs ?? 0) / 1_000).toFixed(2)} s | ${((row.walletWithoutMs ?? 0) / 1_000).toFixed(2)} s | ${row.calls} | ${row.status} |`,
  )
const within = (measured: Row['measured']) => {
  const at120 = rows.filter((row) => row.measured === measured && row.latencyMs === 120)
  return `${at120.filter((row) => row.ms <= goalMs).length} of ${at120.length}`
}
/** The rows measured as `measured` as a markdown table, then how many made the goal at 120 ms. */
const timedTable = (measured: Row['measured']) => [
  '| Round trip | Endpoint | Transaction | Time | Calls | HTTP | Answer |',
  '| ---: | --- | --- | ---: | ---: | ---: | --- |',
  ...table(measured),
  '',
  `Within the goal at 120 ms: ${within(measured)}.`,
]
const markdown = [
  '# What a transaction will do, before signing: time and requests (issue 80)',
  '',
  `Produced by \`node bench/simulation/transactionSimulationBench.ts --write\` on ${new Date().toISOString()}; machine: ${machine}.`,
  '',
  "Core's `simulateTransaction` from the sender's own RPC: a local anvil chain behind the provider-like proxy",
  '(`packages/core/testing/providerProxy.ts`, 25 calls a second), a fresh endpoint and client for each row (the',
  'first simulation on a page). Endpoint kinds: **simulateV1** serves `eth_simulateV1`; **traceCall** refuses it',
  '(asked once, then remembered) and serves `debug_traceCall`; **neither** refuses both, so only an `eth_call`',
  `says whether it would revert ("unavailable" when it would not). Goal: within ${goalMs / 1_000} s at 120 ms.`,
  'Calls: the JSON-RPC calls the endpoint received, refused ones included (the symbols and decimals of the',
  'tokens met are one Multicall3 call).',
  '',
  ...timedTable('simulation'),
  '',
  "## The extension guard's summary (issue 80)",
  '',
  "What the guard's dialog waits for before it shows a transaction's changes: core's `summarizeTransaction`",
  "(the simulation above and its lines, amounts formatted and valued in dollars by the chain's pools:",
  'readUsdPrices, two more aggregator calls) through the paced client the extension reads with',
  '(`pacedHttp`, a pacer of its own, one retry), a fresh endpoint and client per row. Answer: the lines shown,',
  'or "unavailable" (the dialog says it could not simulate on this RPC).',
  '',
  ...timedTable('guard'),
  '',
  "## TokenBox's steps (issue 80)",
  '',
  "Core's runner with its preview on, as the web app runs a step: the transaction as one step, on the paced",
  "client, a fresh endpoint per row; the wallet declines (nothing is sent). Preview: from the run's start to the",
  "summary on the screen. Wallet asked: when the wallet was asked, with the preview and, in the same row's",
  'second run, without it (the gas reads alone). Calls: both runs together. Answer: what the panel shows.',
  '',
  '| Round trip | Endpoint | Transaction | Preview | Wallet asked | Without preview | Calls | Answer |',
  '| ---: | --- | --- | ---: | ---: | ---: | ---: | --- |',
  ...stepsTable,
  '',
  `Preview within the goal at 120 ms: ${within('steps')}.`,
  '',
].join('\n')
if (process.argv.includes('--write')) {
  writeFileSync(
    join(root, 'bench', 'results', 'transaction-simulation.json'),
    `${JSON.stringify({ date: new Date().toISOString(), machine, goalMs, rows }, null, 2)}\n`,
  )
  writeFileSync(join(root, 'bench', 'results', 'transaction-simulation.md'), markdown)
}
console.log(markdown)

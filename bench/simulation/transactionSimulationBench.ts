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
 * Times depend on the machine and its load (recorded); the request counts do not.
 */
import { writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { uniswapV2Router02Abi } from '@tokenbox/core/contracts/UniswapV2Router02.abi.ts'
import { createRpcPacer } from '@tokenbox/core/logs/createRpcPacer.ts'
import { pacedHttp } from '@tokenbox/core/logs/pacedHttp.ts'
import { type SimulatedRequest, simulateTransaction } from '@tokenbox/core/simulation/simulateTransaction.ts'
import { summarizeTransaction } from '@tokenbox/core/simulation/summarizeTransaction.ts'
import { startLocalTestChain } from '@tokenbox/core/testing/localTestChain.ts'
import { startProviderProxy } from '@tokenbox/core/testing/providerProxy.ts'
import {
  type Address,
  createPublicClient,
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
  /** `simulation`: simulateTransaction on a plain client; `guard`: the guard's summary on a paced one. */
  measured: 'simulation' | 'guard'
  transaction: string
  endpoint: keyof typeof endpoints
  latencyMs: number
  ms: number
  calls: number
  http: number
  status: string
}

const chain = await startLocalTestChain()
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
        for (const measured of ['simulation', 'guard'] as const) {
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
              measured === 'guard'
                ? pacedHttp(proxy.url, { pacer: createRpcPacer(), retryCount: 1, timeout: 20_000 })
                : http(proxy.url),
            batch: { multicall: true },
          }) as PublicClient
          const started = performance.now()
          let status: string
          if (measured === 'simulation') {
            const simulation = await simulateTransaction(client, request)
            status = simulation.status === 'success' ? `success (${simulation.method})` : simulation.status
          } else {
            const summary = await summarizeTransaction(client, request, { language: 'en' })
            status =
              summary.status === 'success'
                ? `${summary.lines.length} ${summary.lines.length === 1 ? 'line' : 'lines'}`
                : summary.status
          }
          const ms = Math.round(performance.now() - started)
          const counts = proxy.counts()
          const row: Row = {
            measured,
            transaction,
            endpoint,
            latencyMs,
            ms,
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
const within = (measured: Row['measured']) => {
  const at120 = rows.filter((row) => row.measured === measured && row.latencyMs === 120)
  return `${at120.filter((row) => row.ms <= goalMs).length} of ${at120.length}`
}
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
  '| Round trip | Endpoint | Transaction | Time | Calls | HTTP | Answer |',
  '| ---: | --- | --- | ---: | ---: | ---: | --- |',
  ...table('simulation'),
  '',
  `Within the goal at 120 ms: ${within('simulation')}.`,
  '',
  "## The extension guard's summary (issue 80)",
  '',
  "What the guard's dialog waits for before it shows a transaction's changes: core's `summarizeTransaction`",
  '(the simulation above and its lines, amounts formatted) through the paced client the extension reads with',
  '(`pacedHttp`, a pacer of its own, one retry), a fresh endpoint and client per row. Answer: the lines shown,',
  'or "unavailable" (the dialog says it could not simulate on this RPC).',
  '',
  '| Round trip | Endpoint | Transaction | Time | Calls | HTTP | Answer |',
  '| ---: | --- | --- | ---: | ---: | ---: | --- |',
  ...table('guard'),
  '',
  `Within the goal at 120 ms: ${within('guard')}.`,
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

/**
 * Check Wallets at full size: the native and one token balance of 10,000 addresses on a fresh
 * local chain, read with core's readBalances through a client configured as the web app's (wagmi's
 * multicall batching on). Counts the HTTP requests that reach the node and times the read.
 *
 *   node bench/balances/balancesBench.ts           measure and print
 *   node bench/balances/balancesBench.ts --write   also write bench/results/balances.json
 *   node bench/balances/balancesBench.ts --check   exit 1 when more than 20 requests were needed
 *
 * Timing depends on the machine (and on whatever else runs on it); the request count does not.
 */
import { sampleStablecoinAbi } from '@tokenbox/core/contracts/SampleStablecoin.ts'
import { startLocalTestChain } from '@tokenbox/core/testing/localTestChain.ts'
import { defaultCallsPerRequest, readBalances } from '@tokenbox/core/wallets/readBalances.ts'
import { type Address, createPublicClient, http, keccak256, numberToHex, parseEther, parseUnits } from 'viem'
import { describeMachine, loadAverage1m, writeResultJson } from '../benchResult.ts'

const accountCount = 10_000
const requestTarget = 20
const args = new Set(process.argv.slice(2))

const chain = await startLocalTestChain()
try {
  const { walletClient, publicClient, accounts, contracts } = chain
  // Any 20 bytes are an address: hashes of the index, none of them a dev account.
  const targets = Array.from(
    { length: accountCount },
    (_, index) => `0x${keccak256(numberToHex(index, { size: 32 })).slice(26)}` as Address,
  )
  const funded = [0, 1234, 5678, 9999]
  for (const [order, index] of funded.entries()) {
    const to = targets[index]!
    await publicClient.waitForTransactionReceipt({
      hash: await walletClient.sendTransaction({
        account: accounts[0]!,
        chain: walletClient.chain,
        to,
        value: parseEther(String(order + 1)),
      }),
    })
    await publicClient.waitForTransactionReceipt({
      hash: await walletClient.writeContract({
        account: accounts[0]!,
        chain: walletClient.chain,
        address: contracts.usdt,
        abi: sampleStablecoinAbi,
        functionName: 'transfer',
        args: [to, parseUnits(String(10 * (order + 1)), 6)],
      }),
    })
  }

  let requests = 0
  let requestBytes = 0
  const client = createPublicClient({
    chain: publicClient.chain,
    batch: { multicall: true },
    transport: http(chain.node.url, {
      onFetchRequest: async (request) => {
        requests++
        requestBytes += (await request.clone().arrayBuffer()).byteLength
      },
    }),
  })
  const runs: number[] = []
  let last: Awaited<ReturnType<typeof readBalances>> | undefined
  for (let run = 0; run < 3; run++) {
    requests = 0
    requestBytes = 0
    const began = performance.now()
    last = await readBalances(client, { accounts: targets, native: true, tokens: [contracts.usdt] })
    runs.push(performance.now() - began)
  }
  const nativeTotal = last!.native.reduce<bigint>((sum, value) => sum + (value ?? 0n), 0n)
  const tokenTotal = last!.tokens[0]!.reduce<bigint>((sum, value) => sum + (value ?? 0n), 0n)
  if (nativeTotal !== parseEther('10') || tokenTotal !== parseUnits('100', 6)) {
    throw new Error(`wrong totals: ${nativeTotal} wei, ${tokenTotal} USDT units`)
  }
  const sorted = [...runs].sort((a, b) => a - b)
  const result = {
    benchmark: 'Check Wallets: native + 1 token balance of 10,000 addresses on the local Hardhat node',
    rerun: 'node bench/balances/balancesBench.ts --write (from the repository root)',
    measuredAt: new Date().toISOString(),
    machine: describeMachine({ loadAverage1m: loadAverage1m() }),
    accounts: accountCount,
    calls: accountCount * 2,
    callsPerRequest: defaultCallsPerRequest,
    requests,
    requestTarget,
    requestMegabytes: Number((requestBytes / 1e6).toFixed(2)),
    milliseconds: {
      best: Math.round(sorted[0]!),
      median: Math.round(sorted[1]!),
      runs: runs.map(Math.round),
    },
    totalsChecked: true,
  }
  console.log(JSON.stringify(result, null, 2))
  if (args.has('--write')) writeResultJson('balances.json', result)
  if (args.has('--check') && requests > requestTarget) {
    console.error(`balances: ${requests} requests, target ${requestTarget}`)
    process.exitCode = 1
  }
} finally {
  await chain.stop()
}

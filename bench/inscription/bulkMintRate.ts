/**
 * Bulk minting speed on the local chain (issue 25): how many "-20" mints per minute each way of
 * sending them gets through, from the first send to the last receipt, and the gas per mint.
 * Three lines side by side on the same fresh anvil node, the same mint (bsc-20, `amt` 1000 of a
 * tick deployed first) and the same count:
 *   (a) core's bulk-mint engine: 10 generated sub-wallets funded by the plan (planBulkMint, then
 *       its fundings), runBulkMint with concurrency 10 and delay 0 (every wallet sends its next
 *       mint as soon as its previous one is mined);
 *   (b) the anchor, the way the 2023 bulk-mint tools sent them: ONE wallet, each mint sent (gas
 *       estimated, fee read, nonce taken, signed) and its receipt awaited before the next;
 *   (c) TokenBox's BulkInscriber: `inscribe(uri, count)` in calls of up to 100 mints (ESIP-3
 *       events), one wallet, each call awaited before the next (as the step runner sends them).
 * Each runs twice: on anvil's default automine (a block per transaction, at once) and with
 * `--block-time 1` (a block a second, the realistic case: automine hides that a wallet's mints
 * wait for a block each, while many wallets share one).
 * All three poll for receipts at the same interval (`--poll-ms`, default 100). Every wallet
 * signs locally and sends raw transactions. After each chain, the blocks are read and applied
 * with core's indexer rules (readInscriptionSourceBlocks, applyInscriptionBlock): each line's
 * wallets must hold exactly count x 1000, or the bench exits 1 with no figure.
 *
 *   node bench/inscription/bulkMintRate.ts                 measure and print (600 mints a line)
 *   node bench/inscription/bulkMintRate.ts --write         also write bench/results/inscription-bulk-mint.json and .md
 *   node bench/inscription/bulkMintRate.ts --mints 60      fewer mints (a quick look; --write refuses it)
 *
 * With 1 s blocks the anchor sends about one mint a block: 600 of them take about 10 minutes.
 * Timing depends on the machine and on what else runs on it: the load average at start and end is
 * recorded beside the figures. Not part of `make test`.
 */

import { parseArgs } from 'node:util'
import { bulkInscriberAbi } from '@tokenbox/core/contracts/BulkInscriber.abi.ts'
import { sharedContractAddress } from '@tokenbox/core/contracts/sharedContracts.ts'
import { planBulkMint } from '@tokenbox/core/inscription/bulk/planBulkMint.ts'
import { runBulkMint } from '@tokenbox/core/inscription/bulk/runBulkMint.ts'
import { summarizeBulkMint } from '@tokenbox/core/inscription/bulk/summarizeBulkMint.ts'
import { applyInscriptionBlock } from '@tokenbox/core/inscription/indexer/applyInscriptionBlock.ts'
import { emptyInscriptionIndexState } from '@tokenbox/core/inscription/indexer/emptyInscriptionIndexState.ts'
import { readInscriptionSourceBlocks } from '@tokenbox/core/inscription/indexer/readInscriptionSourceBlocks.ts'
import {
  type InscriptionIndexState,
  inscriptionBalanceKey,
  inscriptionTickKey,
} from '@tokenbox/core/inscription/indexer/types.ts'
import { inscriptionToHex } from '@tokenbox/core/inscription/inscriptionFromHex.ts'
import type { LocalNode } from '@tokenbox/core/local/localNodeProcess.ts'
import { anvilArgs, startAnvilProcess } from '@tokenbox/core/local/startAnvilNode.ts'
import { sharedContractDeployStep } from '@tokenbox/core/sharedContracts/sharedContracts.ts'
import { runSteps } from '@tokenbox/core/transactions/runSteps.ts'
import { generateRandomWallets } from '@tokenbox/core/wallets/generateWallets.ts'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hash,
  http,
  type PublicClient,
  parseEther,
  type TransactionReceipt,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import type { MachineAtStartAndEnd } from '../benchResult.ts'
import { loadAverages, machineAtStartAndEnd, reportResult, writtenAndMeasured } from '../benchResult.ts'

const { values } = parseArgs({
  options: {
    write: { type: 'boolean' },
    mints: { type: 'string', default: '600' },
    'poll-ms': { type: 'string', default: '100' },
  },
})
const mintCount = Number(values.mints)
const pollMs = Number(values['poll-ms'])
if (!Number.isSafeInteger(mintCount) || mintCount < 1) throw new Error('--mints must be a positive integer')
if (values.write && (mintCount !== 600 || pollMs !== 100))
  throw new Error('--write records the 600-mint run at --poll-ms 100 only')
/** The engine's sub-wallets, all sending at once (concurrency = wallets). */
const subWalletCount = 10
/** Mints per BulkInscriber call. */
const mintsPerCall = 100
const amount = 1000n
const deployUri = 'data:,{"p":"bsc-20","op":"deploy","tick":"bnbs","max":"1000000000","lim":"1000"}'
const mintUri = `data:,{"p":"bsc-20","op":"mint","tick":"bnbs","amt":"${amount}"}`
const rerun = 'node bench/inscription/bulkMintRate.ts --write (from the repository root)'
const chainModes = [
  { name: 'automine', title: "anvil's default automine (a block per transaction, at once)", args: [] },
  { name: 'blockTime1s', title: 'anvil --block-time 1 (a block a second)', args: ['--block-time', '1'] },
] as const

const round = (value: number, digits = 0) => Number(value.toFixed(digits))

type Line = {
  mints: number
  transactions: number
  /** Blocks the mints landed in. */
  blocks: number
  seconds: number
  mintsPerMinute: number
  /** Gas used by the mints' transactions over the mints. */
  gasPerMint: number
}

function lineOf(mints: number, receipts: readonly TransactionReceipt[], milliseconds: number): Line {
  const gas = receipts.reduce((sum, receipt) => sum + receipt.gasUsed, 0n)
  return {
    mints,
    transactions: receipts.length,
    blocks: new Set(receipts.map((receipt) => receipt.blockNumber)).size,
    seconds: round(milliseconds / 1000, 2),
    mintsPerMinute: round(mints / (milliseconds / 60_000)),
    gasPerMint: round(Number(gas) / mints),
  }
}

async function startAnvil(extraArgs: readonly string[]): Promise<LocalNode> {
  const hostname = '127.0.0.1'
  return await startAnvilProcess({
    args: [...anvilArgs({ network: 'default', hostname }), ...extraArgs],
    timeoutMs: 60_000,
  })
}

/** One chain mode: a fresh node, the tick deployed, then the three lines one after another. */
async function measureChain(extraArgs: readonly string[]) {
  const node = await startAnvil(extraArgs)
  try {
    const chain = { ...foundry, rpcUrls: { default: { http: [node.url] } } }
    const publicClient = createPublicClient({
      chain,
      transport: http(node.url),
      pollingInterval: pollMs,
    }) as PublicClient
    // Receipts and blocks read in bulk after a line, in JSON-RPC batches.
    const batchClient = createPublicClient({
      chain,
      transport: http(node.url, { batch: { batchSize: 1000 } }),
    }) as PublicClient
    const devWallets = createWalletClient({ chain, transport: http(node.url), pollingInterval: pollMs })
    const [main] = (await devWallets.getAddresses()) as [Address]
    const receiptsOf = (hashes: readonly Hash[]) =>
      Promise.all(hashes.map((hash) => batchClient.getTransactionReceipt({ hash })))
    const fund = (to: Address, value: bigint) =>
      devWallets.sendTransaction({ account: main, chain: null, to, value })

    const setup = await runSteps({
      publicClient,
      walletClient: devWallets,
      account: main,
      steps: [await sharedContractDeployStep('bulkBrc20Mint', 'cancun')],
    })
    if (setup.status === 'failed') throw new Error('deploying BulkInscriber failed', { cause: setup.error })
    const inscriber = sharedContractAddress.BulkInscriber.cancun
    const deployed = await publicClient.waitForTransactionReceipt({
      hash: await devWallets.sendTransaction({
        account: main,
        chain: null,
        to: main,
        data: inscriptionToHex(deployUri),
      }),
    })
    if (deployed.status !== 'success') throw new Error('the tick deploy failed')

    // (a) the engine: plan, fund, run.
    const subWallets = generateRandomWallets({ count: subWalletCount }).map(({ address, privateKey }) => ({
      address,
      privateKey,
    }))
    const plan = await planBulkMint(publicClient, {
      data: inscriptionToHex(mintUri),
      mints: mintCount,
      wallets: subWallets.map((wallet) => wallet.address),
    })
    // One after another: the dev account's nonce is the node's to assign.
    const fundingHashes: Hash[] = []
    for (const { to, value } of plan.fundings) fundingHashes.push(await fund(to, value))
    for (const hash of fundingHashes) await publicClient.waitForTransactionReceipt({ hash })
    const fundings = await receiptsOf(fundingHashes)
    let firstSend: number | undefined
    let lastReceipt = 0
    const final = await runBulkMint(publicClient, {
      plan,
      wallets: subWallets,
      concurrency: subWalletCount,
      delayMs: 0,
      pollMs,
      onUpdate: (_, mint) => {
        if (mint.state === 'pending') firstSend ??= performance.now()
        if (mint.state === 'success') lastReceipt = performance.now()
      },
    })
    const summary = summarizeBulkMint(final)
    if (summary.counts.success !== mintCount || firstSend === undefined)
      throw new Error(
        `the engine minted ${summary.counts.success} of ${mintCount}: ${JSON.stringify(summary)}`,
      )
    const engine = {
      ...lineOf(
        mintCount,
        await receiptsOf(final.mints.map((mint) => mint.hash as Hash)),
        lastReceipt - firstSend,
      ),
      fundingTransactions: fundings.length,
      fundingGas: Number(fundings.reduce((sum, receipt) => sum + receipt.gasUsed, 0n)),
    }
    console.error(`  (a) engine, ${subWalletCount} sub-wallets: ${engine.mintsPerMinute} mints/min`)

    // (b) the anchor: one wallet, send and wait, one mint after another.
    const [single, caller] = generateRandomWallets({ count: 2 }).map((wallet) =>
      privateKeyToAccount(wallet.privateKey),
    ) as [ReturnType<typeof privateKeyToAccount>, ReturnType<typeof privateKeyToAccount>]
    for (const hash of [
      await fund(single.address, parseEther('10')),
      await fund(caller.address, parseEther('10')),
    ])
      await publicClient.waitForTransactionReceipt({ hash })
    const singleWallet = createWalletClient({ account: single, chain, transport: http(node.url) })
    const sequentialHashes: Hash[] = []
    const sequentialBegan = performance.now()
    for (let index = 0; index < mintCount; index++) {
      const hash = await singleWallet.sendTransaction({ to: single.address, data: inscriptionToHex(mintUri) })
      const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: pollMs })
      if (receipt.status !== 'success') throw new Error(`sequential mint ${index} failed`)
      sequentialHashes.push(hash)
    }
    const sequential = lineOf(
      mintCount,
      await receiptsOf(sequentialHashes),
      performance.now() - sequentialBegan,
    )
    console.error(`  (b) one wallet, send and wait: ${sequential.mintsPerMinute} mints/min`)

    // (c) BulkInscriber: calls of up to 100 mints, each awaited.
    const callerWallet = createWalletClient({ account: caller, chain, transport: http(node.url) })
    const bulkHashes: Hash[] = []
    const bulkBegan = performance.now()
    for (let left = mintCount; left > 0; left -= mintsPerCall) {
      const count = Math.min(left, mintsPerCall)
      const hash = await callerWallet.writeContract({
        address: inscriber,
        abi: bulkInscriberAbi,
        functionName: 'inscribe',
        args: [mintUri, BigInt(count)],
      })
      const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: pollMs })
      if (receipt.status !== 'success' || receipt.logs.length !== count)
        throw new Error(`inscribe x ${count} failed`)
      bulkHashes.push(hash)
    }
    const bulkInscriber = lineOf(mintCount, await receiptsOf(bulkHashes), performance.now() - bulkBegan)
    console.error(`  (c) BulkInscriber, ${mintsPerCall} a call: ${bulkInscriber.mintsPerMinute} mints/min`)

    // Every line's mints must count in TokenBox's own index.
    const state = await indexChain(batchClient)
    const tickKey = inscriptionTickKey('bsc-20', 'bnbs')
    const holding = (addresses: readonly Address[]) =>
      addresses.reduce(
        (sum, address) => sum + (state.balances.get(inscriptionBalanceKey(tickKey, address)) ?? 0n),
        0n,
      )
    const expected = BigInt(mintCount) * amount
    const held = {
      engine: holding(subWallets.map((wallet) => wallet.address)),
      sequential: holding([single.address]),
      bulkInscriber: holding([caller.address]),
    }
    for (const [line, value] of Object.entries(held))
      if (value !== expected) throw new Error(`${line}: the index credits ${value}, expected ${expected}`)
    return {
      engine,
      sequential,
      bulkInscriber,
      plan: { gasLimit: Number(plan.gasLimit), fees: plan.fees.type },
    }
  } finally {
    await node.stop()
  }
}

/** The whole chain from block 0, read and applied as the server's follower does. */
async function indexChain(client: PublicClient): Promise<InscriptionIndexState> {
  const head = await client.getBlockNumber({ cacheTime: 0 })
  let state: InscriptionIndexState = emptyInscriptionIndexState()
  for (let from = 0n; from <= head; from += 100n) {
    const to = from + 99n < head ? from + 99n : head
    const { blocks, moved, cutShort } = await readInscriptionSourceBlocks(client, { from, to })
    if (moved || cutShort) throw new Error(`blocks ${from} to ${to} changed while read`)
    for (const block of blocks) state = applyInscriptionBlock(state, block).state
  }
  return state
}

const loadAtStart = loadAverages()
try {
  const chains: Record<string, Awaited<ReturnType<typeof measureChain>> & { title: string }> = {}
  for (const mode of chainModes) {
    console.error(`${mode.title}: ${mintCount} mints a line`)
    chains[mode.name] = { title: mode.title, ...(await measureChain(mode.args)) }
  }
  const result = {
    benchmark: `Bulk minting on the local chain: ${mintCount} bsc-20 mints per line (issue 25)`,
    rerun,
    measuredAt: new Date().toISOString(),
    machine: machineAtStartAndEnd(loadAtStart),
    mint: mintUri,
    mintsPerLine: mintCount,
    subWallets: subWalletCount,
    mintsPerBulkInscriberCall: mintsPerCall,
    receiptPollMs: pollMs,
    chains,
    indexChecked: true,
  }
  reportResult('inscription-bulk-mint', result, markdownOf, values.write)
} catch (error) {
  console.error(error)
  process.exitCode = 1
}

function markdownOf(result: {
  measuredAt: string
  machine: MachineAtStartAndEnd
  mintsPerLine: number
  receiptPollMs: number
  chains: Record<
    string,
    {
      title: string
      engine: Line & { fundingTransactions: number; fundingGas: number }
      sequential: Line
      bulkInscriber: Line
    }
  >
}): string {
  const { machine } = result
  const row = (label: string, line: Line) =>
    `| ${label} | ${line.mintsPerMinute} | ${line.seconds} | ${line.transactions} | ${line.blocks} | ${line.gasPerMint} |`
  const times = (line: Line, anchor: Line) => round(line.mintsPerMinute / anchor.mintsPerMinute, 1)
  const perBlock = (line: Line) => round(line.mints / line.blocks, 1)
  const tables = Object.values(result.chains).map(
    (chain) => `## ${chain.title}

Against the anchor (b): the engine (a) ${times(chain.engine, chain.sequential)} times the mints per minute, BulkInscriber (c) ${times(chain.bulkInscriber, chain.sequential)} times at ${round(chain.sequential.gasPerMint / chain.bulkInscriber.gasPerMint, 1)} times less gas per mint. Mints per block: (a) ${perBlock(chain.engine)}, (b) ${perBlock(chain.sequential)}, (c) ${perBlock(chain.bulkInscriber)}.

| ${result.mintsPerLine} mints, first send to last receipt | mints/min | seconds | transactions | blocks | gas per mint |
| --- | ---: | ---: | ---: | ---: | ---: |
${row(`(a) core's engine: ${subWalletCount} sub-wallets, concurrency ${subWalletCount}, delay 0`, chain.engine)}
${row('(b) anchor: one wallet, each mint sent and awaited (the 2023 tools)', chain.sequential)}
${row(`(c) BulkInscriber: inscribe(uri, ${mintsPerCall}) calls, each awaited`, chain.bulkInscriber)}

The engine's funding beforehand (not timed): ${chain.engine.fundingTransactions} transfers, ${chain.engine.fundingGas} gas (${round(chain.engine.fundingGas / result.mintsPerLine)} per mint).
`,
  )
  return `# Bulk minting on the local chain (issue 25)

${writtenAndMeasured(rerun, result.measuredAt, machine)}

The same bsc-20 mint (\`amt\` 1000 of a tick deployed first) ${result.mintsPerLine} times each way, on a fresh anvil node per chain mode; receipts polled every ${result.receiptPollMs} ms on every line; every wallet signs locally. Each line's mints were then read from the chain with core's indexer rules: every wallet holds exactly its mints x 1000.

How to read it: each of the engine's sub-wallets sends its next mint only once the previous one is mined (runBulkMint: one nonce in flight per wallet, so a replaced or dropped mint never leaves a gap), so with a block a second it lands one mint per sub-wallet per block, and its rate is sub-wallets x blocks per minute; one wallet sending and waiting lands one mint per block. BulkInscriber puts a call's 100 mints in one transaction, one block. Automine mines every transaction the moment it arrives, so no line waits for a block there: those figures measure signing, sending and polling on this machine, which is why the engine's lead over one wallet is small on automine and tenfold with real blocks.

${tables.join('\n')}`
}

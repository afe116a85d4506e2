/**
 * The inscription indexer catching up (issue 25): a fresh anvil node gets 10,000 blocks, about one
 * in eight with inscription traffic (produceInscriptionChain: calldata inscriptions and
 * BulkInscriber calls, whose ESIP-3 events are inscriptions too), then the index is built from
 * block 0 to the head three times and timed:
 *   (a) core's rules alone: blocks read over JSON-RPC in batched requests (core's readInscriptionSourceBlocks, the follower's own reader, 100
 *       blocks a round) and applied in memory with applyInscriptionBlock;
 *   (b) the server's follower with its SQLite store (createInscriptionFollower as the server
 *       starts it for a local chain, JSON-RPC batches on; migrated database in a temporary
 *       folder), from start until its stored position is the head;
 *   (c) the same with one HTTP request per call, as the follower reads a public chain's RPC.
 * HTTP requests to the node are counted in each (every viem transport calls the global fetch).
 * Both indexes must equal the one worked out independently while the chain was built (every tick's
 * max, lim, minted, holders and deployer, every balance), or the bench exits 1 with no figure.
 *
 *   node bench/inscription/indexerCatchUp.ts                 measure and print
 *   node bench/inscription/indexerCatchUp.ts --write         also write bench/results/inscription-indexer.json and .md
 *   node bench/inscription/indexerCatchUp.ts --blocks 2000   a shorter chain (a quick look; --write refuses it)
 *
 * Timing depends on the machine and on what else runs on it: the load average at start and end is
 * recorded beside the figures. Not part of `make test`.
 */

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { readEthscriptionCandidates } from '@tokenbox/core/inscription/ethscriptions/readEthscriptionCandidates.ts'
import { emptyInscriptionIndexState } from '@tokenbox/core/inscription/indexer/emptyInscriptionIndexState.ts'
import { indexInscriptionBlock } from '@tokenbox/core/inscription/indexer/indexInscriptionBlock.ts'
import { readInscriptionSourceBlocks } from '@tokenbox/core/inscription/indexer/readInscriptionSourceBlocks.ts'
import type { InscriptionIndexerState } from '@tokenbox/core/inscription/indexer/types.ts'
import { startAnvilNode } from '@tokenbox/core/local/startAnvilNode.ts'
import { createPublicClient, http, type PublicClient } from 'viem'
import { createDatabase } from '../../apps/server/src/db/createDatabase.ts'
import { migrateToLatest } from '../../apps/server/src/db/migrateToLatest.ts'
import { createInscriptionFollower } from '../../apps/server/src/inscriptions/inscriptionFollower.ts'
import {
  gunzipForEthscriptions,
  readInscriptionPosition,
} from '../../apps/server/src/inscriptions/inscriptionStore.ts'
import type { MachineAtStartAndEnd } from '../benchResult.ts'
import { loadAverages, machineAtStartAndEnd, reportResult, writtenAndMeasured } from '../benchResult.ts'
import { checkInscriptionIndex, readStoredInscriptionIndex } from './checkInscriptionIndex.ts'
import {
  type InscriptionBacklog,
  inscriptionBacklog,
  produceInscriptionChain,
} from './produceInscriptionChain.ts'

const { values } = parseArgs({
  options: { write: { type: 'boolean' }, blocks: { type: 'string', default: '10000' } },
})
const blockCount = Number(values.blocks)
if (values.write && blockCount !== 10_000) throw new Error('--write records the 10,000-block run only')
const chainId = 31337
/** Blocks per round of core's reader (a): 100 blocks are one JSON-RPC batch request. */
const coreRoundBlocks = 100n
/** The follower's own default (apps/server/src/inscriptions/inscriptionFollower.ts). */
const followerBatchSize = 20

let httpRequests = 0
const unwrappedFetch = globalThis.fetch
globalThis.fetch = (input, init) => {
  httpRequests++
  return unwrappedFetch(input, init)
}
/** Runs `measure` and returns its result with the HTTP requests made meanwhile. */
async function countingRequests<T>(measure: () => Promise<T>): Promise<T & { httpRequests: number }> {
  const before = httpRequests
  const result = await measure()
  return { ...result, httpRequests: httpRequests - before }
}
const rerun = 'node bench/inscription/indexerCatchUp.ts --write (from the repository root)'
/**
 * The same command on the code before issue 53 (a worktree of commit 07c735c with this checkout's
 * dependencies), run on this machine the hour these results were written: the anchor that "no slower
 * than today" is measured against. Rerun it the same way to compare on another machine.
 */
const before53 = {
  commit: '07c735c',
  coreSeconds: 5.57,
  followerSeconds: 9.89,
  perCallSeconds: 10.18,
  statements: 60689,
}

const round = (value: number, digits = 0) => Number(value.toFixed(digits))

/** (a): read every block over RPC in batched rounds and apply it with core's rules, in memory. */
async function catchUpWithCoreRules(rpcUrl: string, head: bigint) {
  const client = createPublicClient({
    transport: http(rpcUrl, { batch: { batchSize: 1000 } }),
  }) as PublicClient
  let state: InscriptionIndexerState = {
    ...emptyInscriptionIndexState(),
    contents: new Set(),
    items: new Map(),
  }
  let applyMs = 0
  let inscriptions = 0
  let effects = 0
  const ignored: Record<string, number> = {}
  const began = performance.now()
  for (let from = 0n; from <= head; from += coreRoundBlocks) {
    const to = from + coreRoundBlocks - 1n < head ? from + coreRoundBlocks - 1n : head
    const { blocks, moved, cutShort } = await readInscriptionSourceBlocks(client, { from, to })
    // A still chain (nothing is mined while the indexes are built): every read is whole.
    if (moved || cutShort) throw new Error(`blocks ${from} to ${to} changed while read`)
    const applyBegan = performance.now()
    for (const block of blocks) {
      // The server's rules: the ethscriptions protocol and each label's convention.
      const applied = indexInscriptionBlock(
        state,
        block,
        readEthscriptionCandidates(block, gunzipForEthscriptions),
      )
      state = applied.state
      effects += applied.counted
      inscriptions += applied.counted + applied.ignored.length
      for (const { reason } of applied.ignored) ignored[reason] = (ignored[reason] ?? 0) + 1
    }
    applyMs += performance.now() - applyBegan
  }
  const totalMs = performance.now() - began
  return { state, totalMs, applyMs, inscriptions, effects, ignored }
}

/** (b) and (c): the server's follower and SQLite store, timed until the stored position is the head. */
async function catchUpWithFollower(rpcUrl: string, head: bigint, batchRequests: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tokenbox-inscription-bench-'))
  // Kysely's query log: how many statements the store runs and how long SQLite takes on them.
  const sqlite = { statements: 0, ms: 0, counting: false }
  const handle = createDatabase(
    { dialect: 'sqlite', file: join(dataDir, 'tokenbox.db') },
    {
      log: (event) => {
        if (!sqlite.counting) return
        sqlite.statements++
        sqlite.ms += event.queryDurationMillis
      },
    },
  )
  try {
    await migrateToLatest(handle.db)
    const problems: string[] = []
    const record = (object: object, message: string) => problems.push(`${message} ${JSON.stringify(object)}`)
    const follower = createInscriptionFollower({
      database: handle.db,
      chains: [{ chainId, rpcUrl, start: 'genesis', resettable: true, batchRequests }],
      log: { warn: record, error: record },
      pollIntervalMs: 1000,
    })
    const began = performance.now()
    follower.start()
    sqlite.counting = true
    let position = await readInscriptionPosition(handle.db, chainId)
    let positionChecks = 1
    // Polling the position shares the follower's SQLite connection: a look costs ~0.1 ms, every 20 ms.
    while (position?.number !== head) {
      if (problems.length > 0) break
      await new Promise((resolve) => setTimeout(resolve, 20))
      position = await readInscriptionPosition(handle.db, chainId)
      positionChecks++
    }
    const totalMs = performance.now() - began
    sqlite.counting = false
    await follower.close()
    if (problems.length > 0) throw new Error(`the follower failed:\n${problems.join('\n')}`)
    const { ticks, balances, balanceRows } = await readStoredInscriptionIndex(handle.db, chainId)
    return {
      totalMs,
      ticks,
      balances,
      balanceRows,
      sqliteStatements: sqlite.statements - positionChecks,
      sqliteSeconds: sqlite.ms / 1000,
    }
  } finally {
    await handle.db.destroy()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const loadAtStart = loadAverages()
const node = await startAnvilNode()
try {
  const producingBegan = performance.now()
  const chain = await produceInscriptionChain(node.url, { blocks: blockCount })
  const producingSeconds = (performance.now() - producingBegan) / 1000
  const blocks = Number(chain.head) + 1
  const { counts } = chain
  console.error(
    `chain: ${blocks} blocks (${counts.blocksWithTransactions} with transactions), ${counts.transactions} transactions, ${counts.inscriptions} inscriptions, built in ${producingSeconds.toFixed(1)} s`,
  )

  const core = await countingRequests(() => catchUpWithCoreRules(node.url, chain.head))
  checkInscriptionIndex('core rules', core.state, chain.expected)
  if (core.inscriptions !== counts.inscriptions)
    throw new Error(`core rules read ${core.inscriptions} inscriptions of ${counts.inscriptions}`)
  console.error(`(a) core rules: ${(core.totalMs / 1000).toFixed(2)} s, index checked`)

  const follower = await countingRequests(() => catchUpWithFollower(node.url, chain.head, true))
  checkInscriptionIndex('follower', follower, chain.expected)
  console.error(`(b) follower + SQLite: ${(follower.totalMs / 1000).toFixed(2)} s, index checked`)
  const unbatched = await countingRequests(() => catchUpWithFollower(node.url, chain.head, false))
  checkInscriptionIndex('follower without batches', unbatched, chain.expected)
  console.error(`(c) the same, a request per call: ${(unbatched.totalMs / 1000).toFixed(2)} s, index checked`)

  const figures = (totalMs: number) => ({
    seconds: round(totalMs / 1000, 2),
    blocksPerSecond: round(blocks / (totalMs / 1000)),
    inscriptionsPerSecond: round(counts.inscriptions / (totalMs / 1000)),
  })
  const ticks = [...chain.expected.ticks].map(([key, tick]) => ({
    tick: key,
    max: tick.max.toString(),
    lim: tick.lim.toString(),
    minted: tick.minted.toString(),
    holders: tick.holders,
  }))
  const result = {
    benchmark: 'Inscription indexer catching up 10,000 blocks of a local anvil chain (issue 25)',
    rerun,
    measuredAt: new Date().toISOString(),
    machine: machineAtStartAndEnd(loadAtStart),
    chain: {
      ...inscriptionBacklog(blocks, counts),
      revertedBulkInscriberCalls: counts.revertedCalls,
      malformedDataUris: counts.malformed,
      plainTransfers: counts.plain,
      counted: counts.counted,
      ignored: core.ignored,
      overMints: counts.overMints,
      ticks,
      holderBalances: follower.balanceRows,
      builtInSeconds: round(producingSeconds, 1),
    },
    coreRules: {
      ...figures(core.totalMs),
      applySeconds: round(core.applyMs / 1000, 3),
      blocksPerRequest: Number(coreRoundBlocks),
      httpRequests: core.httpRequests,
    },
    follower: {
      ...figures(follower.totalMs),
      store: 'SQLite',
      blocksPerRound: followerBatchSize,
      batchRequests: true,
      httpRequests: follower.httpRequests,
      sqliteStatements: follower.sqliteStatements,
      // Write amplification: statements per inscription that changed the index (issue 53 asks at most
      // 3; the store before it ran 60,689 for 8,689, 6.98, in the run of 2026-11-25).
      sqliteStatementsPerCountedInscription: round(
        follower.sqliteStatements / (counts.counted.deploy + counts.counted.mint + counts.counted.transfer),
        2,
      ),
      sqliteSeconds: round(follower.sqliteSeconds, 2),
    },
    followerRequestPerCall: {
      ...figures(unbatched.totalMs),
      store: 'SQLite',
      blocksPerRound: followerBatchSize,
      batchRequests: false,
      httpRequests: unbatched.httpRequests,
      sqliteStatements: unbatched.sqliteStatements,
      sqliteSeconds: round(unbatched.sqliteSeconds, 2),
    },
    indexChecked: true,
  }
  reportResult('inscription-indexer', result, markdownOf, values.write)
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await node.stop()
}

type Figures = {
  seconds: number
  blocksPerSecond: number
  inscriptionsPerSecond: number
  httpRequests: number
}

function markdownOf(result: {
  measuredAt: string
  machine: MachineAtStartAndEnd
  chain: InscriptionBacklog & {
    revertedBulkInscriberCalls: number
    malformedDataUris: number
    plainTransfers: number
    counted: { deploy: number; mint: number; transfer: number }
    ignored: Record<string, number>
    ticks: { tick: string; max: string; minted: string; holders: number }[]
    holderBalances: number
  }
  coreRules: Figures & { applySeconds: number }
  follower: Figures & {
    sqliteStatements: number
    sqliteStatementsPerCountedInscription: number
    sqliteSeconds: number
  }
  followerRequestPerCall: Figures
}): string {
  const { machine, chain, coreRules, follower, followerRequestPerCall } = result
  const ignored = Object.entries(chain.ignored)
    .map(([reason, count]) => `${reason} ${count}`)
    .join(', ')
  return `# Inscription indexer catching up (issues 25 and 53)

${writtenAndMeasured(rerun, result.measuredAt, machine)}

Chain: a fresh anvil node, ${chain.blocks} blocks from genesis, ${chain.blocksWithTransactions} of them with ${chain.transactions} transactions: ${chain.inscriptions} inscriptions, ${chain.eventInscriptions} of them ESIP-3 events of BulkInscriber calls (${chain.revertedBulkInscriberCalls} more calls reverted, their events with them) (deploys ${chain.counted.deploy}, mints ${chain.counted.mint} and transfers ${chain.counted.transfer} counted; ignored: ${ignored}), ${chain.malformedDataUris} malformed \`data:\` transactions, ${chain.plainTransfers} plain transfers.

| from block 0 to the head | seconds | blocks/s | inscriptions/s | HTTP requests |
| --- | ---: | ---: | ---: | ---: |
| (a) core rules: blocks read in JSON-RPC batches of 100, applied in memory | ${coreRules.seconds} | ${coreRules.blocksPerSecond} | ${coreRules.inscriptionsPerSecond} | ${coreRules.httpRequests} |
| (b) the server's follower, SQLite store, as it runs for a local chain (JSON-RPC batches) | ${follower.seconds} | ${follower.blocksPerSecond} | ${follower.inscriptionsPerSecond} | ${follower.httpRequests} |
| (c) the same, one request per call (as for a public chain's RPC) | ${followerRequestPerCall.seconds} | ${followerRequestPerCall.blocksPerSecond} | ${followerRequestPerCall.inscriptionsPerSecond} | ${followerRequestPerCall.httpRequests} |

Of (a), applying the rules took ${coreRules.applySeconds} s; the rest is reading the blocks. The follower reads 20 blocks a round and stores each round in one SQLite transaction: in (b) ${follower.sqliteStatements} statements (${follower.sqliteStatementsPerCountedInscription} per inscription that changed the index; 6.98 before issue 53), which SQLite ran in ${follower.sqliteSeconds} s in all (Kysely's query log; building the statements not included).
The indexer before issue 53 (commit 07c735c, the account rules for every label, a statement per changed entry), measured on this machine the same hour by the same command: (a) ${before53.coreSeconds} s, (b) ${before53.followerSeconds} s, (c) ${before53.perCallSeconds} s, ${before53.statements} statements in (b) (the run of 2026-11-25 recorded 4.34, 7.55 and 9.95 s at load 2 to 4).
Both indexes were checked against the one worked out while the chain was built: ${chain.ticks.map((tick) => `${tick.tick} minted ${tick.minted} of ${tick.max}, ${tick.holders} holders`).join('; ')}; ${chain.holderBalances} balances, each equal.
`
}

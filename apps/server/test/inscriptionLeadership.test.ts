import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { LocalNode } from '@tokenbox/core/local/localNodeProcess.ts'
import { startAnvilNode } from '@tokenbox/core/local/startAnvilNode.ts'
import { type Kysely, sql } from 'kysely'
import { type Address, createPublicClient, createWalletClient, http, stringToHex } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '../src/db/Database.ts'
import { inscriptionLockKey } from '../src/inscriptions/inscriptionLockKey.ts'
import { readInscriptionPosition } from '../src/inscriptions/inscriptionStore.ts'
import { withCleanIndex } from './followInscriptionsUntil.ts'
import { testDialects, useMigratedDatabase } from './testDatabases.ts'

const chainId = 31337
const instanceFile = join(import.meta.dirname, 'inscriptionIndexerInstance.ts')
/** Blocks per batch: small, so catching up the chain takes many batches and a kill lands in one. */
const batchSize = 4
/** How often a waiting instance tries to take a chain's lead. */
const leadRetryMs = 1000
const leadsLine = 'inscription index: this instance leads the chain'
const lostLine = 'inscription index: lost the lead of the chain; trying to take it again'

type Line = { event?: string; msg?: string; time?: number; from?: number; to?: number; url?: string }
type Instance = { child: ChildProcess; lines: Line[]; output: () => string }

/** The rows of the chain's index, in a fixed order, without the time of the last write. */
async function indexOf(db: Kysely<Database>) {
  const rows = async (table: string, order: string[]) =>
    (
      await sql`select * from ${sql.table(table)} where chain_id = ${chainId} order by ${sql.join(
        order.map((column) => sql.ref(column)),
      )}`.execute(db)
    ).rows
  return {
    position: await readInscriptionPosition(db, chainId),
    blocks: await rows('inscription_blocks', ['block_number']),
    ticks: await rows('inscription_ticks', ['p', 'tick']),
    balances: await rows('inscription_balances', ['p', 'tick', 'address']),
    contents: await rows('inscription_contents', ['sha']),
    items: await rows('inscription_items', ['id']),
    starts: await rows('inscription_starts', ['first_block']),
  }
}

const postgres = testDialects().find((dialect) => dialect.name === 'postgres')

/**
 * Issue 54: with two server instances on one PostgreSQL database, exactly one indexes each chain.
 * The instances are processes (test/inscriptionIndexerInstance.ts), so the leader can be killed
 * with SIGKILL as a crash would: in the middle of a batch, its write transaction open.
 */
describe.skipIf(!postgres || postgres.unavailable !== null)(
  'one inscription indexer per chain across instances on PostgreSQL',
  { timeout: 180_000 },
  () => {
    const database = useMigratedDatabase(postgres!)
    const dir = mkdtempSync(join(tmpdir(), 'tokenbox-leadership-'))
    const deploymentsFile = join(dir, 'local-deployments.json')
    const instances: Instance[] = []
    let node: LocalNode
    let lastBlock: bigint

    function startInstance(env: Record<string, string>): Instance {
      if (database.config.dialect !== 'postgres') throw new Error('expected a PostgreSQL database')
      // process.execPath: the Node running vitest (>= 22), with native TypeScript type stripping.
      const child = spawn(process.execPath, [instanceFile], {
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: database.config.url,
          DEPLOYMENTS_FILE: deploymentsFile,
          DATA_DIR: dir,
          BATCH_SIZE: String(batchSize),
          LEAD_RETRY_MS: String(leadRetryMs),
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      const instance: Instance = { child, lines: [], output: () => text }
      let text = ''
      let partial = ''
      child.stdout?.on('data', (chunk: Buffer) => {
        text += chunk.toString()
        const parts = (partial + chunk.toString()).split('\n')
        partial = parts.pop() ?? ''
        for (const part of parts) if (part.startsWith('{')) instance.lines.push(JSON.parse(part) as Line)
      })
      child.stderr?.on('data', (chunk: Buffer) => {
        text += chunk.toString()
      })
      instances.push(instance)
      return instance
    }
    /** The first line of `instance` that `matches`, once it printed it. */
    const lineOf = (instance: Instance, matches: (line: Line) => boolean, timeout = 60_000) =>
      vi.waitFor(
        () => {
          const line = instance.lines.find(matches)
          if (!line)
            throw new Error(`no such line yet (exit ${instance.child.exitCode}):\n${instance.output()}`)
          return line
        },
        { timeout, interval: 50 },
      )
    const status = async (instance: Instance) => {
      const { url } = await lineOf(instance, (line) => line.event === 'listening')
      const reply = await fetch(`${url}/api/v1/web/ins/status?chain=${chainId}`)
      return ((await reply.json()) as { data: unknown }).data as {
        watched: boolean
        leading: boolean
        indexedBlock: number | null
      }
    }
    /** The process id in the application name of the session holding the chain's lead lock. */
    const leaderPid = async () => {
      const key = BigInt.asUintN(64, BigInt(inscriptionLockKey('lead', chainId)))
      const { rows } = await sql<{ application_name: string }>`
        select activity.application_name from pg_locks lock
        join pg_stat_activity activity on activity.pid = lock.pid
        where lock.locktype = 'advisory' and lock.granted and lock.objsubid = 1
          and lock.classid = ${String(key >> 32n)}::oid and lock.objid = ${String(key & 0xffffffffn)}::oid
      `.execute(database.db)
      return rows.map((row) => Number(row.application_name.split('/').at(-1)))
    }

    beforeAll(async () => {
      node = await startAnvilNode()
      writeFileSync(deploymentsFile, JSON.stringify({ chainId, rpcUrl: node.url, contracts: {} }))
      const chain = { ...foundry, rpcUrls: { default: { http: [node.url] } } }
      const publicClient = createPublicClient({ chain, transport: http(node.url) })
      const walletClient = createWalletClient({ chain, transport: http(node.url) })
      const accounts = (await walletClient.getAddresses()).slice(0, 4) as Address[]
      const send = async (from: Address, text: string, to: Address = from) =>
        await walletClient.sendTransaction({ account: from, chain: null, to, data: stringToHex(text) })
      // One block per transaction (automine): two deploys, then 60 blocks of mints, items and transfers.
      await send(accounts[0]!, 'data:,{"p":"asc-20","op":"deploy","tick":"frog","max":"100000","lim":"1000"}')
      await send(accounts[1]!, 'data:,{"p":"erc-20","op":"deploy","tick":"item","max":"100000","lim":"100"}')
      let last: `0x${string}` | undefined
      for (let index = 0; index < 60; index += 1) {
        const from = accounts[index % 4]!
        if (index % 7 === 6)
          last = await send(
            from,
            'data:,{"p":"asc-20","op":"transfer","tick":"frog","amt":"5"}',
            accounts[(index + 1) % 4],
          )
        else if (index % 5 === 4)
          last = await send(
            from,
            `data:,{"p":"erc-20","op":"mint","tick":"item","id":"${index}","amt":"100"}`,
          )
        else
          last = await send(
            from,
            `data:,{"p":"asc-20","op":"mint","tick":"frog","amt":"${(index % 10) * 10 + 10}"}`,
          )
      }
      // The last transaction's block, from its receipt: anvil answers a send before the block that
      // mines it is there, and a loaded machine read the head one block short (61 for 62).
      lastBlock = (await publicClient.waitForTransactionReceipt({ hash: last! })).blockNumber
    })

    afterAll(async () => {
      for (const { child } of instances) if (child.exitCode === null) child.kill('SIGKILL')
      await node?.stop()
      rmSync(dir, { recursive: true, force: true })
    })

    it('one instance leads, the other serves reads; killed mid-batch, the leader is replaced within seconds, and the index equals one clean indexing', async () => {
      const first = startInstance({ PAUSE_AT_BATCH: '4' })
      await lineOf(first, (line) => line.msg === leadsLine)
      const second = startInstance({})
      // The first halts inside its 4th batch (blocks 12 to 15), the transaction open.
      const paused = await lineOf(first, (line) => line.event === 'paused')
      expect(paused).toMatchObject({ from: 3 * batchSize, to: 4 * batchSize - 1 })
      // The second is up, answers from the same database, and neither leads nor writes.
      const [leading, waiting] = [await status(first), await status(second)]
      expect(leading).toMatchObject({ watched: true, leading: true, indexedBlock: 3 * batchSize - 1 })
      expect(waiting).toMatchObject({ watched: true, leading: false, indexedBlock: 3 * batchSize - 1 })
      // It has asked PostgreSQL for the lead (the last statement of its lock session), and was refused.
      await vi.waitFor(
        async () => {
          const { rows } = await sql<{ query: string }>`
            select query from pg_stat_activity
            where application_name like ${`tokenbox inscription index %/${second.child.pid}`}
          `.execute(database.db)
          expect(rows.map((row) => row.query)).toEqual([expect.stringContaining('pg_try_advisory_lock')])
        },
        { timeout: 30_000, interval: 50 },
      )
      expect(second.lines.filter((line) => line.msg === leadsLine || line.event === 'batch')).toEqual([])
      // PostgreSQL says who leads: the session named after the first instance's process.
      expect(await leaderPid()).toEqual([first.child.pid])

      const killedAt = Date.now()
      first.child.kill('SIGKILL')
      const takeOver = await lineOf(second, (line) => line.msg === leadsLine)
      const takeOverMs = (takeOver.time ?? Number.NaN) - killedAt
      console.info(
        `inscription indexer take-over after SIGKILL: ${takeOverMs} ms (retry every ${leadRetryMs} ms)`,
      )
      expect(takeOverMs).toBeGreaterThanOrEqual(0)
      expect(takeOverMs).toBeLessThan(10_000)
      await vi.waitFor(
        async () => expect((await readInscriptionPosition(database.db, chainId))?.number).toBe(lastBlock),
        { timeout: 60_000, interval: 100 },
      )
      expect(await leaderPid()).toEqual([second.child.pid])
      expect(await status(second)).toMatchObject({ leading: true, indexedBlock: Number(lastBlock) })

      // Every block written once: the first's batches up to the one it died in (rolled back), then
      // the second's from that one's first block, each following the last, to the head.
      const batchesOf = (instance: Instance) =>
        instance.lines.filter((line) => line.event === 'batch').map(({ from, to }) => ({ from, to }))
      const committed = batchesOf(first).slice(0, -1)
      expect(committed.at(-1)?.to).toBe(paused.from! - 1)
      const taken = batchesOf(second)
      expect(taken[0]?.from).toBe(paused.from)
      // The second wrote nothing before it led.
      expect(second.lines.indexOf(takeOver)).toBeLessThan(
        second.lines.findIndex((line) => line.event === 'batch'),
      )
      const written = [...committed, ...taken]
      expect(written[0]?.from).toBe(0)
      for (const [index, batch] of written.entries())
        if (index > 0) expect(batch.from, JSON.stringify(written)).toBe(written[index - 1]!.to! + 1)
      expect(written.at(-1)?.to).toBe(Number(lastBlock))

      // The same index as one instance indexing the chain alone, from scratch, in batches of 20.
      await withCleanIndex(postgres!, { chainId, rpcUrl: node.url }, lastBlock, async (db) => {
        const expected = await indexOf(db)
        expect(expected.ticks).toHaveLength(2)
        expect(expected.items.length).toBeGreaterThan(5)
        expect(await indexOf(database.db)).toEqual(expected)
      })
    })

    it('a leader whose lock connection dies stops leading, then leads again once it can', async () => {
      const second = instances[1]!
      const { rows } = await sql<{ ended: boolean }>`
        select pg_terminate_backend(pid) as ended from pg_stat_activity
        where application_name like ${`tokenbox inscription index %/${second.child.pid}`}
      `.execute(database.db)
      expect(rows).toEqual([{ ended: true }])
      const lost = await lineOf(second, (line) => line.msg === lostLine)
      const leads = () => second.lines.filter((line) => line.msg === leadsLine)
      await vi.waitFor(() => expect(leads()).toHaveLength(2), { timeout: 10_000, interval: 50 })
      expect(second.lines.indexOf(leads()[1]!)).toBeGreaterThan(second.lines.indexOf(lost))
      await vi.waitFor(async () => expect(await leaderPid()).toEqual([second.child.pid]), {
        timeout: 10_000,
        interval: 100,
      })
      expect(await status(second)).toMatchObject({ leading: true })
      second.child.kill('SIGTERM')
      await new Promise((resolve) => second.child.once('exit', resolve))
      expect(second.child.exitCode).toBe(0)
      // A clean stop gives the lead up: nobody holds it.
      await vi.waitFor(async () => expect(await leaderPid()).toEqual([]), { timeout: 10_000, interval: 100 })
    })
  },
)

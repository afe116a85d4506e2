/**
 * The console's feedback search on 100,000 rows (issue 76 point 1), the search as it was and as it
 * is, in one run on one seeded database per dialect:
 * - before: `unicode_lower(column) LIKE '%text%'` on description, email and contact (count, then a
 *   page of 20), as content/containsText.ts did up to migration 0011; on SQLite `unicode_lower` is a
 *   JavaScript function the synchronous driver calls per row, so the time is time the event loop
 *   is blocked;
 * - after: content/feedback.ts's listFeedback, answered from the FTS5 trigram mirror (SQLite) or the
 *   pg_trgm indexes (PostgreSQL) of migration 0012.
 * The figure is the median and the worst of `rounds` searches (count + page), in milliseconds, and
 * for SQLite the longest the event loop went without a turn while they ran.
 *
 *   node bench/server/textSearchBench.ts           measure and print
 *   node bench/server/textSearchBench.ts --write   also write bench/results/server-text-search.json and .md
 *   --rows N                                       rows to seed (default 100,000)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { sql } from 'kysely'
import { likeContains } from '../../apps/server/src/content/containsText.ts'
import { listFeedback } from '../../apps/server/src/content/feedback.ts'
import { createDatabase, type DatabaseHandle } from '../../apps/server/src/db/createDatabase.ts'
import { migrateToLatest } from '../../apps/server/src/db/migrateToLatest.ts'
import { findPostgresBinDir, startPostgres } from '../../scripts/postgres.ts'
import { benchFeedbackBatches } from './seedFeedbackExport.ts'

const args = process.argv.slice(2)
const write = args.includes('--write')
const rowsArg = args.indexOf('--rows')
const rows = rowsArg >= 0 ? Number(args[rowsArg + 1]) : 100_000
const rounds = 7

const needles = [
  { label: 'matches nothing', q: 'nothing-matches-this' },
  { label: 'matches every row', q: 'unlock date' },
  { label: 'Chinese, 2 characters, matches nothing (scan of the mirror)', q: '按钮' },
  { label: 'one row by email', q: `user${Math.floor(rows / 2)}@example.com` },
]

async function seed(handle: DatabaseHandle) {
  const time = '2026-11-20T10:00:00.000Z'
  await handle.db.transaction().execute(async (trx) => {
    const contactOf = (index: number) => (index % 3 === 0 ? 'tg: @someone' : '')
    for (const batch of benchFeedbackBatches(rows, time, contactOf))
      await trx.insertInto('feedback').values(batch).execute()
  })
  if (handle.dialect === 'postgres') await sql`analyze feedback`.execute(handle.db)
}

async function before(handle: DatabaseHandle, q: string) {
  const pattern = likeContains(q.toLowerCase())
  const where = sql`unicode_lower(description) like ${pattern} escape '\\' or unicode_lower(email) like ${pattern} escape '\\' or unicode_lower(contact) like ${pattern} escape '\\'`
  await sql`select count(*) as count from feedback where ${where}`.execute(handle.db)
  await sql`select * from feedback where ${where} order by id desc limit 20`.execute(handle.db)
}

async function after(handle: DatabaseHandle, q: string) {
  return listFeedback(handle, { q }, { page: 1, limit: 20 })
}

type Figure = {
  dialect: string
  search: string
  code: string
  medianMs: number
  maxMs: number
  total: number
  maxLoopBlockMs: number
}

async function measure(handle: DatabaseHandle): Promise<Figure[]> {
  const figures: Figure[] = []
  for (const { label, q } of needles) {
    for (const [code, run] of [
      ['before', before],
      ['after', after],
    ] as const) {
      const times: number[] = []
      const loop = monitorEventLoopDelay({ resolution: 1 })
      loop.enable()
      for (let round = 0; round < rounds; round++) {
        const start = performance.now()
        await run(handle, q)
        times.push(performance.now() - start)
        // A turn of the event loop between searches, as between two requests.
        await new Promise((resolve) => setImmediate(resolve))
      }
      loop.disable()
      times.sort((a, b) => a - b)
      const { total } = await after(handle, q)
      figures.push({
        dialect: handle.dialect,
        search: label,
        code,
        medianMs: Math.round(times[Math.floor(times.length / 2)]! * 10) / 10,
        maxMs: Math.round(times[times.length - 1]! * 10) / 10,
        total,
        maxLoopBlockMs: handle.dialect === 'sqlite' ? Math.round(loop.max / 1e5) / 10 : Number.NaN,
      })
      console.log(JSON.stringify(figures[figures.length - 1]))
    }
  }
  return figures
}

const loadBefore = loadavg()
const figures: Figure[] = []
const dir = mkdtempSync(join(tmpdir(), 'tokenbox-search-bench-'))
try {
  const sqlite = createDatabase({ dialect: 'sqlite', file: join(dir, 'tokenbox.db') })
  await migrateToLatest(sqlite.db)
  await seed(sqlite)
  figures.push(...(await measure(sqlite)))
  await sqlite.db.destroy()
  if (findPostgresBinDir() !== undefined) {
    const postgres = await startPostgres({ database: 'tokenbox_bench' })
    try {
      const handle = createDatabase({ dialect: 'postgres', url: postgres.url })
      await migrateToLatest(handle.db)
      await seed(handle)
      figures.push(...(await measure(handle)))
      await handle.db.destroy()
    } finally {
      await postgres.stop()
    }
  } else {
    console.log('PostgreSQL: no server binaries, skipped')
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
const loadAfter = loadavg()

if (write) {
  const when = new Date().toISOString()
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}`
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ')
  writeFileSync(
    'bench/results/server-text-search.json',
    `${JSON.stringify({ when, rows, rounds, machine, loadBefore, loadAfter, figures }, null, 2)}\n`,
  )
  const lines = [
    '# Console text search on 100,000 feedback rows (issue 76 point 1)',
    '',
    `Written by \`node bench/server/textSearchBench.ts --write\` (from the repository root) at ${when}, ${machine}; load average ${load(loadBefore)} before, ${load(loadAfter)} after (other work shares this machine).`,
    '',
    `One search = the list's count and its first page of 20, as \`GET /prod-api/vue-element-admin/feedback/list?q=\` runs them; ${rounds} searches each, ${rows.toLocaleString('en')} rows. Before: \`unicode_lower(column) LIKE\` on every row (up to migration 0011; on SQLite a JavaScript function per row, on the event loop). After: the FTS5 trigram mirror (SQLite) or the pg_trgm GIN indexes (PostgreSQL) of migration 0012, both measured in this run on the same database. "Loop blocked" is the longest the event loop went without a turn (SQLite's driver is synchronous).`,
    '',
    '| database | search | code | rows found | median ms | worst ms | loop blocked ms |',
    '|---|---|---|---:|---:|---:|---:|',
    ...figures.map(
      (figure) =>
        `| ${figure.dialect} | ${figure.search} | ${figure.code} | ${figure.total} | ${figure.medianMs} | ${figure.maxMs} | ${Number.isNaN(figure.maxLoopBlockMs) ? '-' : figure.maxLoopBlockMs} |`,
    ),
    '',
  ]
  writeFileSync('bench/results/server-text-search.md', `${lines.join('\n')}\n`)
}

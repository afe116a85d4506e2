import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createDatabase, type DatabaseHandle } from '../src/db/createDatabase.ts'

/**
 * SQLite's statements are prepared once per SQL text and kept (createDatabase.ts): a kept statement
 * must answer what a fresh one would, whatever happened since it was prepared (rows written, the
 * schema changed, a stream of the same text left half read), and every run that may write still
 * moves changeMark.
 */
describe('kept SQLite statements', () => {
  let folder: string
  let handle: DatabaseHandle
  // Tables made here, not the app's: the subject is the statements, whatever they read.
  const db = () => handle.db as unknown as import('kysely').Kysely<{ notes: { id: number; body: string } }>

  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'tokenbox-kept-'))
    handle = createDatabase({ dialect: 'sqlite', file: join(folder, 'kept.db') })
    await sql`create table notes (id integer primary key, body text not null)`.execute(handle.db)
  })

  afterEach(async () => {
    await handle.db.destroy()
    rmSync(folder, { recursive: true, force: true })
  })

  const all = () => db().selectFrom('notes').selectAll().orderBy('id').execute()

  it('prepares a text once however often it runs', async () => {
    const prepare = vi.spyOn(SQLite.prototype, 'prepare')
    try {
      for (let run = 0; run < 5; run++) await all()
      const texts = prepare.mock.calls.map(([text]) => text)
      expect(texts.filter((text) => /from "notes"/.test(text))).toHaveLength(1)
    } finally {
      prepare.mockRestore()
    }
  })

  it('reads the rows written since its last run', async () => {
    expect(await all()).toEqual([])
    await db().insertInto('notes').values({ id: 1, body: 'one' }).execute()
    expect(await all()).toEqual([{ id: 1, body: 'one' }])
    await db().insertInto('notes').values({ id: 2, body: 'two' }).execute()
    expect(await all()).toEqual([
      { id: 1, body: 'one' },
      { id: 2, body: 'two' },
    ])
  })

  it('answers in the new shape after the table changed', async () => {
    await db().insertInto('notes').values({ id: 1, body: 'one' }).execute()
    const star = () => sql<Record<string, unknown>>`select * from notes`.execute(handle.db)
    expect((await star()).rows).toEqual([{ id: 1, body: 'one' }])
    await sql`alter table notes add column tag text not null default 'new'`.execute(handle.db)
    expect((await star()).rows).toEqual([{ id: 1, body: 'one', tag: 'new' }])
  })

  it('runs a text again after a stream of it was left half read', async () => {
    await db()
      .insertInto('notes')
      .values([
        { id: 1, body: 'one' },
        { id: 2, body: 'two' },
      ])
      .execute()
    const query = () => db().selectFrom('notes').selectAll().orderBy('id')
    for await (const row of query().stream()) {
      expect(row).toEqual({ id: 1, body: 'one' })
      break
    }
    expect(await query().execute()).toHaveLength(2)
    const streamed: unknown[] = []
    for await (const row of query().stream()) streamed.push(row)
    expect(streamed).toEqual([
      { id: 1, body: 'one' },
      { id: 2, body: 'two' },
    ])
  })

  it('counts every run that may write in changeMark, kept or not', async () => {
    const before = handle.changeMark!()
    for (const id of [1, 2, 3]) await db().insertInto('notes').values({ id, body: 'x' }).execute()
    // Three inserts of the same text, each a run that writes.
    expect(handle.changeMark!() - before).toBeGreaterThanOrEqual(3)
    const reads = handle.changeMark!()
    await all()
    await all()
    expect(handle.changeMark!()).toBe(reads)
  })
})

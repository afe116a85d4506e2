import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { encodeRoleKeys } from '../../apps/server/src/admin/encodeRoleKeys.ts'
import { hashPassword } from '../../apps/server/src/auth/hashPassword.ts'
import type { DatabaseConfig } from '../../apps/server/src/config.ts'
import { createDatabase } from '../../apps/server/src/db/createDatabase.ts'

/** The password of every operator seedFeedbackExport creates (a throwaway database). */
export const benchOperatorPassword = 'bench operator password'

/**
 * The bench's feedback messages 0 to `rows` - 1, in batches of 500 rows to insert: each about 730
 * bytes of JSON and holding "unlock date", a seventh in category chain, every other one handled,
 * written at `time`, with `contactOf(index)` as its contact.
 */
export function* benchFeedbackBatches(rows: number, time: string, contactOf: (index: number) => string) {
  for (let start = 0; start < rows; start += 500) {
    const batch = []
    for (let index = start; index < Math.min(start + 500, rows); index++) {
      batch.push({
        category: index % 7 === 0 ? 'chain' : 'bug',
        description: `Message ${index}: ${'the lock page shows the wrong unlock date. '.repeat(12)}`,
        email: `user${index}@example.com`,
        contact: contactOf(index),
        status: index % 2 === 0 ? ('open' as const) : ('handled' as const),
        created_at: time,
        updated_at: time,
      })
    }
    yield batch
  }
}

/**
 * Adds `rows` feedback messages (about 730 bytes of JSON each: 100,000 of them make a 73 MB export,
 * the size issue 54 measured) and one console operator per name, with the lowest role (visitor, who
 * may export) and `benchOperatorPassword`, to the migrated SQLite database `tokenbox.db` in `dataDir`
 * (seedVipDatabase creates it).
 *
 * @example
 * await seedVipDatabase(dataDir)
 * await seedFeedbackExport(dataDir, { rows: 100_000, operators: ['visitor1', 'visitor2'] })
 */
export async function seedFeedbackExport(
  dataDir: string,
  options: { rows: number; operators: readonly string[]; database?: DatabaseConfig | undefined },
): Promise<void> {
  // Another database (a PostgreSQL one) when given; else the SQLite file the server opens in dataDir.
  const handle = createDatabase(options.database ?? { dialect: 'sqlite', file: join(dataDir, 'tokenbox.db') })
  const time = '2026-11-20T10:00:00.000Z'
  const passwordHash = await hashPassword(benchOperatorPassword)
  await handle.db.transaction().execute(async (trx) => {
    const contactOf = (index: number) => (index % 3 === 0 ? '=HYPERLINK("http://evil.example")' : '')
    for (const batch of benchFeedbackBatches(options.rows, time, contactOf))
      await trx.insertInto('feedback').values(batch).execute()
    for (const username of options.operators) {
      await trx
        .insertInto('admin_users')
        .values({
          id: randomUUID(),
          username,
          password_hash: passwordHash,
          roles: encodeRoleKeys(['visitor']),
          name: username,
          avatar: '',
          introduction: '',
          created_at: time,
          updated_at: time,
        })
        .execute()
    }
  })
  await handle.db.destroy()
}

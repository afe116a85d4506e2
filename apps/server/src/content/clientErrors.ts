import type { ClientError } from '@tokenbox/core/webApi/consoleRows.ts'
import type { Kysely, Selectable } from 'kysely'
import type { ClientErrorTable, Database } from '../db/Database.ts'
import { type Page, type Paging, readPage } from '../db/readPage.ts'

/**
 * Caps of a reported error, in characters. Longer values are cut, not refused: a long stack is
 * still worth reading. The route also caps the whole body (clientErrorBodyLimit).
 */
export const clientErrorCaps = { message: 1000, stack: 8000, info: 2000, url: 2000, userAgent: 500 } as const
/** Rows kept: older reports are dropped so a flood of errors cannot fill the disk. */
export const clientErrorsKept = 10_000

export type { ClientError }

function toClientError(row: Selectable<ClientErrorTable>): ClientError {
  return {
    id: row.id,
    message: row.message,
    stack: row.stack,
    info: row.info,
    url: row.url,
    userAgent: row.user_agent,
    createdAt: row.created_at,
  }
}

/** Cuts text to `max` characters (code points, so no half surrogate pair is stored). */
export function cap(text: string, max: number): string {
  if (text.length <= max) return text
  return [...text].slice(0, max).join('')
}

/**
 * Records an uncaught error of the web app, capping every field, and drops the oldest rows past
 * clientErrorsKept, in one transaction. Returns the new id.
 *
 * @example
 * await recordClientError(db, { message: 'x is undefined', stack: '...', info: 'render', url: '/home', userAgent: 'Chrome' })
 */
export async function recordClientError(
  db: Kysely<Database>,
  input: { message: string; stack: string; info: string; url: string; userAgent: string; now?: Date },
): Promise<number> {
  const now = (input.now ?? new Date()).toISOString()
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('client_errors')
      .values({
        message: cap(input.message, clientErrorCaps.message),
        stack: cap(input.stack, clientErrorCaps.stack),
        info: cap(input.info, clientErrorCaps.info),
        url: cap(input.url, clientErrorCaps.url),
        user_agent: cap(input.userAgent, clientErrorCaps.userAgent),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .deleteFrom('client_errors')
      .where('id', '<=', id - clientErrorsKept)
      .execute()
    return id
  })
}

/** A page of reported errors, newest first. */
export async function listClientErrors(db: Kysely<Database>, paging: Paging): Promise<Page<ClientError>> {
  return readPage(db, db.selectFrom('client_errors'), {
    order: (rows) => rows.orderBy('id', 'desc'),
    paging,
    toItem: toClientError,
  })
}

/** Empties the error log; returns how many rows went. */
export async function clearClientErrors(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('client_errors').executeTakeFirst()
  return Number(result.numDeletedRows)
}

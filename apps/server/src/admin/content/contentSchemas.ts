import type { AdminRole } from '../../auth/adminRoles.ts'
import { adminCodes } from '../adminCodes.ts'
import { AdminError } from '../adminEnvelope.ts'

/**
 * Who may do what with the console's content: every built-in role reads; admin and editor write;
 * only admin clears the error log (it is evidence; an editor should not be able to wipe it).
 */
export const contentReaders: readonly AdminRole[] = ['admin', 'editor', 'visitor']
export const contentWriters: readonly AdminRole[] = ['admin', 'editor']
export const contentAdmins: readonly AdminRole[] = ['admin']

/** The template's paging: page from 1, limit 1 to 100 (default 20). */
export const pagingProperties = {
  page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const

/** The template's sort keys: newest first ('-id', default) or oldest first ('+id'). */
export const sortProperty = { type: 'string', enum: ['-id', '+id'], default: '-id' } as const

/** A positive database id in a path or query (fits a 32-bit integer column). */
export const idProperty = { type: 'integer', minimum: 1, maximum: 2147483647 } as const

/** A chain id: a positive integer JavaScript represents exactly. */
export const chainIdProperty = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const

/** An address: 0x and 40 hex digits (checksum checked by the handler with viem). */
export const addressProperty = { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' } as const

/**
 * A 40001 failure about one field, shaped like the schema failures of adminApi.ts: the message
 * names the field, `data.problems` lists it.
 *
 * @example
 * throw invalidInput('expiresAt', 'must be in the future')
 */
export function invalidInput(field: string, problem: string): AdminError {
  return new AdminError(adminCodes.invalidInput, `Invalid ${field}: ${problem}.`, {
    data: { problems: [{ field, message: problem }] },
  })
}

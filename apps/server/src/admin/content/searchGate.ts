import { createReadGate, type ReadGate, type ReadGateRefusal } from '../../limits/createReadGate.ts'
import { adminCodes } from '../adminCodes.ts'
import { AdminError } from '../adminEnvelope.ts'

/**
 * The console's text searches (feedback, announcements) running at once in this instance, each
 * operator's one after another, and waiting at most (issue 76): one at a time, as exports share one
 * lane (on PostgreSQL a search holds a pooled connection and a backend's core for its whole run, on
 * SQLite they share one worker thread anyway), and after each search the place rests as long as the
 * search took (restRatio 1). Measured on PostgreSQL with 100,000 rows, two operators looping
 * searches took 0.8-1.8 cores before (parallel workers, two at once) and 0.5 after.
 */
export const consoleSearchLimits = { atOnce: 1, perOperator: 2, maxWaiting: 16, restRatio: 1 } as const

const busyMessages: Readonly<Record<ReadGateRefusal, string>> = {
  'operator busy': 'Your previous searches are still running; try again when they have finished.',
  'instance busy': 'The server is busy with other searches; please try again in a moment.',
}

/** One gate for every console search of the instance (adminContentRoutes makes it). */
export function createSearchGate(): ReadGate {
  return createReadGate(consoleSearchLimits)
}

/**
 * Runs `read` through `gate` for `operatorId`; a refusal is 42900 with Retry-After 1 and a message
 * saying which.
 *
 * @example
 * return adminSuccess(await gated(gate, adminOf(request).userId, () => listFeedback(database, query, paging)))
 */
export async function gated<T>(gate: ReadGate, operatorId: string, read: () => Promise<T>): Promise<T> {
  const result = await gate.run(operatorId, read)
  if (!result.ok)
    throw new AdminError(adminCodes.tooManyRequests, busyMessages[result.refusal], { retryAfter: 1 })
  return result.value
}

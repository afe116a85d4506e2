import type { Kysely } from 'kysely'
import type { DatabaseHandle } from '../db/createDatabase.ts'
import type { Database } from '../db/Database.ts'

export type GetVipLevelParameters = {
  /** Any spelling of a valid address; compared lowercase. */
  address: string
  chainId: number
  /** The instant that decides whether a level has expired. Default: now. */
  now?: Date
}

/** The lookup's one query, by the primary key, written once for both ways of running it below. */
function vipLevelRowQuery(db: Kysely<Database>, address: string, chainId: number) {
  return db
    .selectFrom('vip_levels')
    .select(['level', 'expires_at'])
    .where('address', '=', address)
    .where('chain_id', '=', chainId)
}

type VipLevelRow = { level: number; expires_at: string | null }

/**
 * The level a row gives at `now` (ISO-8601 UTC): 0 when there is no row or it has expired. Expiry
 * is exclusive (a level that expires at `now` has expired). Both are ISO strings of one format, so
 * comparing the text compares the instants.
 */
function levelAt(row: VipLevelRow | undefined, now: string): number {
  return row !== undefined && (row.expires_at === null || row.expires_at > now) ? row.level : 0
}

/**
 * The VIP level of an address on a chain: 0 when there is none or it has expired. Through the
 * query builder: the public route uses prepareVipLevelLookup, which runs the same SQL prepared.
 *
 * @example
 * const level = await getVipLevel(db, { address: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045', chainId: 56 })
 */
export async function getVipLevel(db: Kysely<Database>, parameters: GetVipLevelParameters): Promise<number> {
  const row = await vipLevelRowQuery(
    db,
    parameters.address.toLowerCase(),
    parameters.chainId,
  ).executeTakeFirst()
  return levelAt(row, (parameters.now ?? new Date()).toISOString())
}

/** How many addresses (with a level or without) the SQLite lookup keeps in memory at most. */
export const vipLevelCacheEntries = 50_000

/**
 * getVipLevel as a prepared statement (DatabaseHandle.prepare) for the public lookup, the server's
 * hottest read: the query builder compiles the SQL once here, not on every request. Answers exactly
 * what getVipLevel answers (a test compares the two on both dialects).
 *
 * On SQLite the rows it read (and the addresses that have none) are also kept in memory, the least
 * recently asked dropped past `cacheEntries`, all of them as soon as the database may have changed
 * (DatabaseHandle.changeMark: at once for this server's writes, within a quarter second for another
 * process's). In a request the statement cost 20 to 30 µs of the lookup's ~100 (issue 17,
 * bench/server/throughputBench.ts); a kept row costs about one. Expiry is decided at each lookup,
 * so a kept level still ends on time. PostgreSQL is asked every time: other server instances may
 * write it.
 *
 * A kept row is answered at once, as a number; a read from the database as a promise. Callers
 * `await` either (or, as the public route does, send a number without waiting a turn).
 *
 * @example
 * const lookUp = prepareVipLevelLookup(database)
 * const level = await lookUp({ address: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045', chainId: 56 })
 */
export function prepareVipLevelLookup(
  database: DatabaseHandle,
  options: { cacheEntries?: number } = {},
): (parameters: GetVipLevelParameters) => number | Promise<number> {
  // Compiled with stand-in values, then each stand-in's place in the parameter list is found, so the
  // order never rests on how Kysely happens to emit the conditions.
  const stand = { address: '\u0000address', chainId: -0x7ffffff1 }
  const compiled = vipLevelRowQuery(database.db, stand.address, stand.chainId).compile()
  const order = compiled.parameters.map((value) => {
    const key = (Object.keys(stand) as (keyof typeof stand)[]).find((name) => stand[name] === value)
    if (key === undefined) throw new Error(`unexpected parameter ${String(value)} in the VIP lookup`)
    return key
  })
  const statement = database.prepare('tokenbox_vip_level', compiled)
  const readRow = (address: string, chainId: number) => {
    const values = { address, chainId }
    return statement(order.map((key) => values[key]))
  }
  const { changeMark } = database
  if (changeMark === undefined) {
    return async (parameters) => {
      const row = await readRow(parameters.address.toLowerCase(), parameters.chainId)
      return levelAt(row, (parameters.now ?? new Date()).toISOString())
    }
  }

  const capacity = options.cacheEntries ?? vipLevelCacheEntries
  // A Map iterates in insertion order: a row asked again is moved to the end, so the first key is
  // the least recently asked. `null` keeps "no row" too: most lookups are of addresses without one.
  const kept = new Map<string, VipLevelRow | null>()
  let keptAtMark = changeMark()
  const readAndKeep = async (key: string, address: string, chainId: number, now: string) => {
    const row = (await readRow(address, chainId)) ?? null
    // The answer arrives a turn later: a write in between must not leave it kept as current.
    if (changeMark() !== keptAtMark) return levelAt(row ?? undefined, now)
    if (kept.size >= capacity) kept.delete(kept.keys().next().value as string)
    kept.set(key, row)
    return levelAt(row ?? undefined, now)
  }
  // The instant as ISO text, worked out once per millisecond: at thousands of lookups a second most
  // share it, and `toISOString` was about 0.65 µs of each (measured in a loop, loaded machine).
  let nowMs = Number.NaN
  let nowIso = ''
  const isoNow = () => {
    const ms = Date.now()
    if (ms !== nowMs) {
      nowMs = ms
      nowIso = new Date(ms).toISOString()
    }
    return nowIso
  }
  return (parameters) => {
    const address = parameters.address.toLowerCase()
    const now = parameters.now === undefined ? isoNow() : parameters.now.toISOString()
    const mark = changeMark()
    if (mark !== keptAtMark) {
      kept.clear()
      keptAtMark = mark
    }
    const key = `${parameters.chainId}:${address}`
    const row = kept.get(key)
    if (row === undefined) return readAndKeep(key, address, parameters.chainId, now)
    // Asked again: moved to the end, the most recently asked.
    kept.delete(key)
    kept.set(key, row)
    return levelAt(row ?? undefined, now)
  }
}

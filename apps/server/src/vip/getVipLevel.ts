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

/** The lookup's one query, written once for both ways of running it below. */
function vipLevelQuery(db: Kysely<Database>, address: string, chainId: number, now: string) {
  return db
    .selectFrom('vip_levels')
    .select('level')
    .where('address', '=', address)
    .where('chain_id', '=', chainId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
}

/**
 * The VIP level of an address on a chain: 0 when there is none or it has expired. Through the
 * query builder: the public route uses prepareVipLevelLookup, which runs the same SQL prepared.
 *
 * @example
 * const level = await getVipLevel(db, { address: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045', chainId: 56 })
 */
export async function getVipLevel(db: Kysely<Database>, parameters: GetVipLevelParameters): Promise<number> {
  const now = (parameters.now ?? new Date()).toISOString()
  const row = await vipLevelQuery(
    db,
    parameters.address.toLowerCase(),
    parameters.chainId,
    now,
  ).executeTakeFirst()
  return row?.level ?? 0
}

/**
 * getVipLevel as a prepared statement (DatabaseHandle.prepare) for the public lookup, the server's
 * hottest read: the query builder compiles the SQL once here, not on every request. Answers exactly
 * what getVipLevel answers (a test compares the two on both dialects).
 *
 * @example
 * const lookUp = prepareVipLevelLookup(database)
 * const level = await lookUp({ address: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045', chainId: 56 })
 */
export function prepareVipLevelLookup(
  database: DatabaseHandle,
): (parameters: GetVipLevelParameters) => Promise<number> {
  // Compiled with stand-in values, then each stand-in's place in the parameter list is found, so the
  // order never rests on how Kysely happens to emit the conditions.
  const stand = { address: '\u0000address', chainId: -0x7ffffff1, now: '\u0000now' }
  const compiled = vipLevelQuery(database.db, stand.address, stand.chainId, stand.now).compile()
  const order = compiled.parameters.map((value) => {
    const key = (Object.keys(stand) as (keyof typeof stand)[]).find((name) => stand[name] === value)
    if (key === undefined) throw new Error(`unexpected parameter ${String(value)} in the VIP lookup`)
    return key
  })
  const statement = database.prepare('tokenbox_vip_level', compiled)
  return async (parameters) => {
    const values = {
      address: parameters.address.toLowerCase(),
      chainId: parameters.chainId,
      now: (parameters.now ?? new Date()).toISOString(),
    }
    const row = await statement(order.map((key) => values[key]))
    return row?.level ?? 0
  }
}

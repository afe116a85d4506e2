import { tokenTemplateIds } from '@tokenbox/core/tokens/tokenTemplates.ts'
import type { DashboardStats, Deployment } from '@tokenbox/core/webApi/consoleRows.ts'
import { type Kysely, type Selectable, sql } from 'kysely'
import type { Database, DeploymentTable } from '../db/Database.ts'
import { type Page, type Paging, readPage } from '../db/readPage.ts'

/** What a reported transaction did: created a token, a lock, a multisig, a bulk send, other. */
export const deploymentKinds = ['token', 'lock', 'multisig', 'send', 'other'] as const
export type DeploymentKind = (typeof deploymentKinds)[number]
/** Kinds that create a contract, whose report must name its address. */
export const deploymentKindsWithAddress: readonly DeploymentKind[] = ['token', 'lock', 'multisig']
/** The templates a token report may name (core's token templates). */
export const deploymentTemplates: readonly string[] = tokenTemplateIds

export type { Deployment }

function toDeployment(row: Selectable<DeploymentTable>): Deployment {
  return {
    id: row.id,
    kind: row.kind,
    chainId: Number(row.chain_id),
    address: row.address,
    template: row.template,
    txHash: row.tx_hash,
    deployer: row.deployer,
    createdAt: row.created_at,
  }
}

/**
 * Records a reported deployment once per (chainId, txHash); a repeat changes nothing. Returns the
 * row's id and whether it was new. Addresses, hash and template must be validated already; addresses
 * and hash are stored lowercase.
 *
 * @example
 * const { id, created } = await recordDeployment(db, { kind: 'token', chainId: 56, address, template: 'meme', txHash, deployer })
 */
export async function recordDeployment(
  db: Kysely<Database>,
  input: {
    kind: DeploymentKind
    chainId: number
    address: string | null
    template?: string | null
    txHash: string
    deployer: string
    now?: Date
  },
): Promise<{ id: number; created: boolean }> {
  const now = (input.now ?? new Date()).toISOString()
  const txHash = input.txHash.toLowerCase()
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('deployments')
      .values({
        kind: input.kind,
        chain_id: input.chainId,
        address: input.address?.toLowerCase() ?? null,
        template: input.template ?? null,
        tx_hash: txHash,
        deployer: input.deployer.toLowerCase(),
        created_at: now,
      })
      .onConflict((conflict) => conflict.columns(['chain_id', 'tx_hash']).doNothing())
      .returning('id')
      .executeTakeFirst()
    if (inserted) return { id: inserted.id, created: true }
    const existing = await trx
      .selectFrom('deployments')
      .select('id')
      .where('chain_id', '=', input.chainId)
      .where('tx_hash', '=', txHash)
      .executeTakeFirstOrThrow()
    return { id: existing.id, created: false }
  })
}

/** The console's transaction list: newest reports first. */
export async function listDeployments(
  db: Kysely<Database>,
  query: { kind?: DeploymentKind | undefined; chainId?: number | undefined },
  paging: Paging,
): Promise<Page<Deployment>> {
  let filtered = db.selectFrom('deployments')
  if (query.kind) filtered = filtered.where('kind', '=', query.kind)
  if (query.chainId !== undefined) filtered = filtered.where('chain_id', '=', query.chainId)
  return readPage(db, filtered, { order: (rows) => rows.orderBy('id', 'desc'), paging, toItem: toDeployment })
}

export type { DashboardStats }

/**
 * Numbers for the console's dashboard charts over the last `days` days (UTC days, from the ISO
 * timestamps' first ten characters: the same text on both dialects).
 *
 * @example
 * const stats = await dashboardStats(db, { days: 30 })
 */
export async function dashboardStats(
  db: Kysely<Database>,
  options: { days: number; now?: Date },
): Promise<DashboardStats> {
  const now = options.now ?? new Date()
  const since = new Date(now.getTime() - (options.days - 1) * 86_400_000).toISOString().slice(0, 10)
  const day = sql<string>`substr(created_at, 1, 10)`
  const count = (table: keyof Database) =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count))

  /** Rows of `table` created since `since`, counted per day and per value of `column`, oldest first. */
  const perDay = async (table: 'deployments' | 'feedback', column: 'kind' | 'status') => {
    const value = sql.ref<string>(column)
    const rows = await db
      .selectFrom(table)
      .select((eb) => [day.as('day'), value.as('value'), eb.fn.countAll<number>().as('count')])
      .where('created_at', '>=', since)
      .groupBy([day, value])
      .orderBy(day)
      .orderBy(value)
      .execute()
    return rows.map((row) => ({ day: row.day, value: row.value, count: Number(row.count) }))
  }
  const deploymentsPerDay = await perDay('deployments', 'kind')
  const feedbackPerDay = await perDay('feedback', 'status')
  const nowText = now.toISOString()
  const vipLevelsPerChain = await db
    .selectFrom('vip_levels')
    .select((eb) => ['chain_id', 'level', eb.fn.countAll<number>().as('count')])
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', nowText)]))
    .where('level', '>', 0)
    .groupBy(['chain_id', 'level'])
    .orderBy('chain_id')
    .orderBy('level')
    .execute()
  const openFeedback = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow()

  return {
    since,
    deploymentsPerDay: deploymentsPerDay.map((row) => ({ day: row.day, kind: row.value, count: row.count })),
    feedbackPerDay: feedbackPerDay.map((row) => ({ day: row.day, status: row.value, count: row.count })),
    vipLevelsPerChain: vipLevelsPerChain.map((row) => ({
      chainId: Number(row.chain_id),
      level: row.level,
      count: Number(row.count),
    })),
    totals: {
      deployments: await count('deployments'),
      feedback: await count('feedback'),
      openFeedback: Number(openFeedback.count),
      vipLevels: await count('vip_levels'),
      articles: await count('articles'),
    },
  }
}

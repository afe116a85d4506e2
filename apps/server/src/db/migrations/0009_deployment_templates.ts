import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'

/**
 * The template a reported token was created from (issue 18 §5: the console names it, "MEME Coin"
 * rather than "token"). Null for the other kinds and for rows reported before this column: they
 * keep their kind's name.
 */
export const deploymentTemplates: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('deployments').addColumn('template', 'varchar(32)').execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('deployments').dropColumn('template').execute()
  },
}

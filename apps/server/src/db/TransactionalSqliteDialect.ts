import {
  CompiledQuery,
  type DatabaseConnection,
  SqliteAdapter,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely'

/**
 * Kysely's SqliteAdapter says SQLite cannot run DDL in a transaction, so Kysely's migrator ran each
 * migration's statements and its kysely_migration row as separate commits: a server stopped between
 * them left a table whose migration was never recorded, and every later start failed with `table
 * "rate_limit_windows" already exists` (issue 72). SQLite does run DDL in transactions (only a few
 * PRAGMAs and VACUUM cannot), so the migrator may put each migration and its row in one.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true
  }
}

/**
 * `begin immediate`: a transaction takes the write lock when it begins, waiting for another process
 * that holds it (busy_timeout), instead of on its first write. A deferred transaction that read
 * first (the migrator reads which migrations ran) and then writes fails at once with SQLITE_BUSY
 * when another process committed in between (its snapshot is stale), so of two servers migrating
 * one new file at once, one failed to start. In this process every statement shares one connection
 * anyway, so taking the lock early costs nothing here.
 */
class ImmediateTransactionSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }
}

/**
 * Kysely's SQLite dialect, with migrations that commit together with their record and
 * transactions that take the write lock when they begin (see the two classes above).
 *
 * @example
 * const db = new Kysely<Database>({ dialect: new TransactionalSqliteDialect({ database: new SQLite(file) }) })
 */
export class TransactionalSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig

  constructor(config: SqliteDialectConfig) {
    super(config)
    this.#config = config
  }

  override createDriver(): SqliteDriver {
    return new ImmediateTransactionSqliteDriver(this.#config)
  }

  override createAdapter(): SqliteAdapter {
    return new TransactionalDdlSqliteAdapter()
  }
}

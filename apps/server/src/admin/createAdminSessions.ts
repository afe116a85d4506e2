import { randomBytes, randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { DatabaseHandle } from '../db/createDatabase.ts'
import type { AdminTokenRevokedReason, Database } from '../db/Database.ts'
import { adminCodes } from './adminCodes.ts'
import { decodeRoleKeys } from './decodeRoleKeys.ts'
import { hashAdminToken } from './hashAdminToken.ts'

/** Who is calling: what `requireAdmin` puts on `request.admin`. */
export type AdminPrincipal = {
  userId: string
  username: string
  /** The effective roles: `[viewAs]` while an admin views as another role, else the user's own. */
  roles: readonly string[]
}

/** A live session, as `verify` finds it. */
export type AdminSession = AdminPrincipal & {
  tokenId: string
  /** The user's own roles, whatever the view-as role. */
  ownRoles: readonly string[]
  /** The role an admin views as (user/switch-role); null when not switched. */
  viewAs: string | null
  name: string
  avatar: string
  introduction: string
  /** ISO-8601 UTC. */
  expiresAt: string
}

export type VerifyAdminTokenResult =
  | { ok: true; session: AdminSession }
  | {
      ok: false
      code:
        | typeof adminCodes.illegalToken
        | typeof adminCodes.loggedInElsewhere
        | typeof adminCodes.tokenExpired
    }

export type AdminSessions = {
  /**
   * Signs a user in: ends every live token of the user as 'replaced' (one live session per user:
   * they then answer 50012) and returns a new random token, valid for the TTL.
   */
  signIn: (userId: string) => Promise<string>
  /** Checks a token: a live session, or the code its holder gets (50008, 50012, 50014). */
  verify: (token: string | undefined) => Promise<VerifyAdminTokenResult>
  /**
   * Replaces the caller's token by one for the same user viewing as `viewAs` (null: the user's own
   * roles), expiring when the old one would have; the old one ends as 'switched'.
   */
  switchView: (session: AdminSession, viewAs: string | null) => Promise<string>
  /** Ends one token (logout). */
  revoke: (tokenId: string, reason: AdminTokenRevokedReason) => Promise<void>
  /** Ends every live token of a user (password reset). */
  revokeUser: (userId: string, reason: AdminTokenRevokedReason, database?: Kysely<Database>) => Promise<void>
  /** The clock sessions use, in ms (injected by tests). */
  now: () => number
}

export type CreateAdminSessionsParameters = {
  database: DatabaseHandle
  /** How long a token lives (config.adminTokenTtlSeconds * 1000). */
  tokenTtlMs: number
  /** Injectable clock in ms; default Date.now. */
  now?: () => number
}

/** base64url of 32 random bytes: 43 characters, nothing else accepted as a token. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/

/** Ended and expired tokens are kept this long past their expiry, then deleted at the user's next sign-in. */
const keepExpiredMs = 24 * 60 * 60 * 1000

/**
 * The admin console's sessions, stored in admin_tokens. Tokens are 32 random bytes (base64url) held
 * only by the client; the table keeps their SHA-256 (hashAdminToken). A token ends by expiry (50014),
 * by a newer sign-in of the same user (50012), or by logout, a role switch or a password reset
 * (50008); an unknown or malformed token is 50008 too. Ended tokens stay until a day past their
 * expiry so their holder gets the right code, then the user's next sign-in deletes them.
 *
 * Sign-in locks the user's row on PostgreSQL (SELECT ... FOR UPDATE), so two sign-ins at once still
 * leave one live token; SQLite serialises write transactions by itself.
 *
 * @example
 * const sessions = createAdminSessions({ database, tokenTtlMs: 8 * 3600_000 })
 * const token = await sessions.signIn(user.id)
 * const result = await sessions.verify(token) // { ok: true, session: { userId, roles, ... } }
 */
export function createAdminSessions(parameters: CreateAdminSessionsParameters): AdminSessions {
  const { database, tokenTtlMs, now = Date.now } = parameters
  const { db } = database

  async function lockUser(trx: Transaction<Database>, userId: string) {
    if (database.dialect === 'postgres') {
      await trx.selectFrom('admin_users').select('id').where('id', '=', userId).forUpdate().execute()
    }
  }

  async function insertToken(
    trx: Transaction<Database>,
    userId: string,
    expiresAt: string,
    viewAs: string | null,
  ) {
    const token = randomBytes(32).toString('base64url')
    await trx
      .insertInto('admin_tokens')
      .values({
        id: randomUUID(),
        user_id: userId,
        token_hash: hashAdminToken(token),
        expires_at: expiresAt,
        created_at: new Date(now()).toISOString(),
        revoked_reason: null,
        revoked_at: null,
        view_as: viewAs,
      })
      .execute()
    return token
  }

  async function revokeUser(userId: string, reason: AdminTokenRevokedReason, on: Kysely<Database> = db) {
    const time = new Date(now()).toISOString()
    await on
      .updateTable('admin_tokens')
      .set({ revoked_reason: reason, revoked_at: time })
      .where('user_id', '=', userId)
      .where('revoked_reason', 'is', null)
      .where('expires_at', '>', time)
      .execute()
  }

  return {
    now,
    revokeUser,

    async signIn(userId) {
      return db.transaction().execute(async (trx) => {
        await lockUser(trx, userId)
        await revokeUser(userId, 'replaced', trx)
        await trx
          .deleteFrom('admin_tokens')
          .where('user_id', '=', userId)
          .where('expires_at', '<', new Date(now() - keepExpiredMs).toISOString())
          .execute()
        return insertToken(trx, userId, new Date(now() + tokenTtlMs).toISOString(), null)
      })
    },

    async verify(token) {
      if (token === undefined || !tokenPattern.test(token))
        return { ok: false, code: adminCodes.illegalToken }
      const row = await db
        .selectFrom('admin_tokens')
        .innerJoin('admin_users', 'admin_users.id', 'admin_tokens.user_id')
        .select([
          'admin_tokens.id as tokenId',
          'admin_tokens.expires_at as expiresAt',
          'admin_tokens.revoked_reason as revokedReason',
          'admin_tokens.view_as as viewAs',
          'admin_users.id as userId',
          'admin_users.username',
          'admin_users.roles',
          'admin_users.name',
          'admin_users.avatar',
          'admin_users.introduction',
        ])
        .where('admin_tokens.token_hash', '=', hashAdminToken(token))
        .executeTakeFirst()
      if (row === undefined) return { ok: false, code: adminCodes.illegalToken }
      if (row.revokedReason === 'replaced') return { ok: false, code: adminCodes.loggedInElsewhere }
      if (row.revokedReason !== null) return { ok: false, code: adminCodes.illegalToken }
      if (row.expiresAt <= new Date(now()).toISOString()) return { ok: false, code: adminCodes.tokenExpired }
      const ownRoles = decodeRoleKeys(row.roles)
      // View-as only narrows an admin's view; a user who lost the admin role meanwhile has their own roles.
      const viewAs = row.viewAs !== null && ownRoles.includes('admin') ? row.viewAs : null
      return {
        ok: true,
        session: {
          tokenId: row.tokenId,
          userId: row.userId,
          username: row.username,
          roles: viewAs === null ? ownRoles : [viewAs],
          ownRoles,
          viewAs,
          name: row.name,
          avatar: row.avatar,
          introduction: row.introduction,
          expiresAt: row.expiresAt,
        },
      }
    },

    async switchView(session, viewAs) {
      return db.transaction().execute(async (trx) => {
        await lockUser(trx, session.userId)
        await trx
          .updateTable('admin_tokens')
          .set({ revoked_reason: 'switched', revoked_at: new Date(now()).toISOString() })
          .where('id', '=', session.tokenId)
          .execute()
        return insertToken(trx, session.userId, session.expiresAt, viewAs)
      })
    },

    async revoke(tokenId, reason) {
      await db
        .updateTable('admin_tokens')
        .set({ revoked_reason: reason, revoked_at: new Date(now()).toISOString() })
        .where('id', '=', tokenId)
        .where('revoked_reason', 'is', null)
        .execute()
    },
  }
}

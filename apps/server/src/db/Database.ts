import type { Generated } from 'kysely'

/**
 * The database schema as Kysely sees it. One interface per table, named after it; the migrations in
 * ./migrations create exactly this shape on SQLite and on PostgreSQL.
 *
 * Portable conventions, so both dialects return the same JavaScript values:
 * - Instants are ISO-8601 UTC text (`Date.prototype.toISOString()`): readable in both shells, and
 *   fixed-width so text order is time order (`expires_at > now` works as a string comparison).
 * - Integer ids that can exceed 32 bits (chain ids) are `bigint` columns, read back as numbers on
 *   both dialects (see createDatabase's int8 parser).
 * - Addresses are stored lowercase, so a lookup by any spelling of an address is an equality.
 */
export type VipLevelTable = {
  /** Lowercase 0x address. */
  address: string
  chain_id: number
  level: number
  /** ISO-8601 UTC; null means the level does not expire. */
  expires_at: string | null
  created_at: string
  updated_at: string
}

/** An operator of the admin console. */
export type AdminUserTable = {
  /** crypto.randomUUID(), set by the app. */
  id: string
  username: string
  /** `scrypt$N$r$p$salt$hash` (src/auth/hashPassword.ts); never the password itself. */
  password_hash: string
  /** JSON array of role names: admin, editor, visitor (src/auth/adminRoles.ts). */
  roles: string
  /** Display name, avatar URL and introduction shown by the console ('' when not set). */
  name: string
  avatar: string
  introduction: string
  created_at: string
  updated_at: string
}

/** A sign-in token of the admin console, stored hashed. */
export type AdminTokenTable = {
  id: string
  user_id: string
  /** Lowercase hex SHA-256 of the token the client holds. */
  token_hash: string
  expires_at: string
  created_at: string
  /** Why the token ended before expiring; null while live (see migration 0003). */
  revoked_reason: AdminTokenRevokedReason | null
  revoked_at: string | null
  /** The role an admin "views as" with this token (user/switch-role); null: the user's own roles. */
  view_as: string | null
}

/** 'replaced' answers 50012 (logged in elsewhere); the others answer 50008. */
export type AdminTokenRevokedReason = 'replaced' | 'logout' | 'switched' | 'revoked'

/** A role of the admin console (spec 000 "Demo role"). */
export type AdminRoleTable = {
  /** Lowercase letters, digits and '-': admin, editor, visitor, or one an admin created. */
  key: string
  name: string
  description: string
  /** JSON array of console route paths the role sees (packages/core/src/admin/consoleRoutes.ts). */
  routes: string
  created_at: string
  updated_at: string
}

/** Numbered ids: SQLite's rowid or PostgreSQL's serial (migration 0004); the database assigns them. */
type NumberedId = Generated<number>

/** A message sent with the public feedback form (spec 001 "Feedback"). */
export type FeedbackTable = {
  id: NumberedId
  /** One of feedbackCategories (src/content/feedback.ts). */
  category: string
  description: string
  /** Lowercase; '' when the sender gave only a contact. */
  email: string
  /** Free text (Telegram handle, phone, ...); '' when not given. */
  contact: string
  status: 'open' | 'handled'
  created_at: string
  updated_at: string
}

/** An announcement: spec 000's demo article made real; the column names are the template's. */
export type ArticleTable = {
  id: NumberedId
  author: string
  reviewer: string
  title: string
  content_short: string
  content: string
  /** 1 to 3. */
  importance: number
  /** One of articleTypes (src/content/articles.ts). */
  type: string
  status: 'published' | 'draft'
  /** ISO-8601 UTC: a published article shows on the public dashboard from this instant. */
  display_time: string
  /** 0 or 1 (SQLite has no boolean). */
  comment_disabled: number
  pageviews: number
  image_uri: string
  /** JSON array of platform names. */
  platforms: string
  created_at: string
  updated_at: string
}

/** An uncaught error reported by a browser running the production web app. */
export type ClientErrorTable = {
  id: NumberedId
  message: string
  stack: string
  info: string
  url: string
  user_agent: string
  created_at: string
}

/** A contract deployment or transaction the web app reported (the console's transaction list). */
export type DeploymentTable = {
  id: NumberedId
  kind: string
  chain_id: number
  /** Lowercase; null for kinds that deploy nothing (send, other) when none was given. */
  address: string | null
  /** Lowercase 0x + 64 hex digits. */
  tx_hash: string
  /** Lowercase address of the wallet that sent it. */
  deployer: string
  /** Kind token: the template's id (core tokenTemplateIds); else null. */
  template: string | null
  created_at: string
}

/** An image uploaded through the console, stored as DATA_DIR/uploads/<name>. */
export type UploadTable = {
  /** `<sha256 hex>.<ext>`. */
  name: string
  /** chain or dapp: what the image is for. */
  kind: string
  content_type: string
  size: number
  original_name: string
  uploaded_by: string
  created_at: string
}

/** One rate limit window of one key (src/limits/createDatabaseRateLimiter.ts, used on PostgreSQL). */
export type RateLimitWindowTable = {
  /** The limiter: login-ip, login-username, explorer-read-logs, ... */
  name: string
  /** A client key (IPv4 address or IPv6 /64) or a lowercase username. */
  key: string
  /** Milliseconds since the epoch (the server's clock). */
  started_at: number
  count: number
}

/** The instance of a local chain the rows about it belong to (src/local/forgetReplacedLocalChains.ts). */
export type LocalChainInstanceTable = {
  chain_id: number
  /** The chain's instance id (core/local/chainInstance.ts), from its deployments file. */
  instance_id: string
  updated_at: string
}

/** The inscription indexer's last indexed block per chain (migration 0010). */
export type InscriptionPositionTable = {
  chain_id: number
  block_number: number
  block_hash: string
  updated_at: string
}

/** A recently indexed block: its hash (reorg detection) and what undoes it. */
export type InscriptionBlockTable = {
  chain_id: number
  block_number: number
  block_hash: string
  /** JSON of src/inscriptions/inscriptionStore.ts's InscriptionUndo. */
  undo: string
}

/** A deployed inscription tick; amounts are decimal text (up to 2^256). */
export type InscriptionTickTable = {
  chain_id: number
  p: string
  tick: string
  max: string
  lim: string
  minted: string
  holders: number
  deployer: string
  deploy_tx: string
  deploy_block: number
}

/** A balance above 0 of a tick; addresses lower case. */
export type InscriptionBalanceTable = {
  chain_id: number
  p: string
  tick: string
  address: string
  balance: string
}

/** The SHA-256 of an ethscription's content (migration 0011): uniqueness. */
export type InscriptionContentTable = {
  chain_id: number
  sha: string
}

/** A token item of the item model, by ethscription id; item_id decimal text; addresses lower case. */
export type InscriptionItemTable = {
  chain_id: number
  id: string
  p: string
  tick: string
  item_id: string
  owner: string
  previous_owner: string
}

/** Where a chain's indexing began. */
export type InscriptionStartTable = {
  chain_id: number
  first_block: number
}

export type Database = {
  vip_levels: VipLevelTable
  admin_users: AdminUserTable
  admin_tokens: AdminTokenTable
  admin_roles: AdminRoleTable
  feedback: FeedbackTable
  articles: ArticleTable
  client_errors: ClientErrorTable
  deployments: DeploymentTable
  uploads: UploadTable
  rate_limit_windows: RateLimitWindowTable
  local_chain_instances: LocalChainInstanceTable
  inscription_positions: InscriptionPositionTable
  inscription_blocks: InscriptionBlockTable
  inscription_ticks: InscriptionTickTable
  inscription_balances: InscriptionBalanceTable
  inscription_contents: InscriptionContentTable
  inscription_items: InscriptionItemTable
  inscription_starts: InscriptionStartTable
}

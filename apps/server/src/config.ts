import { resolve } from 'node:path'
import { getAddress, isAddress } from 'viem'
import type { ScryptCost } from './auth/scryptAsync.ts'
import { scryptParameters } from './auth/scryptParameters.ts'

/** The repository root, so defaults do not depend on the directory the server is started from. */
export const repoRoot = resolve(import.meta.dirname, '../../..')

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]

export type DatabaseConfig = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string }

/** Who bootstrapAdmin creates when no admin exists (src/auth/bootstrapAdmin.ts). */
export type AdminBootstrapConfig = {
  username: string
  /** ADMIN_PASSWORD; undefined: a random password is generated and printed once. */
  password: string | undefined
}

/**
 * Explorer API keys (Etherscan API v2 style). They stay on the server: explorer calls that need a
 * key (source verification: `/api/v1/web/explorer/verify`) go through the server, so a key never
 * reaches a browser where anyone could copy it.
 */
export type ExplorerApiKeys = {
  /** EXPLORER_API_KEY: one Etherscan v2 key serves every chain Etherscan v2 covers. */
  default: string | undefined
  /** EXPLORER_API_KEY_<chainId>: a key for one chain (its own explorer), preferred over the default. */
  byChainId: Readonly<Record<number, string>>
}

/**
 * Where the Donate page's gifts go. One EVM address serves every chain (the same key controls it
 * everywhere); a chain may have its own (a multisig deployed only there). Sent to browsers.
 */
export type DonationAddresses = {
  /** DONATION_ADDRESS: every chain without its own. */
  default: `0x${string}` | undefined
  /** DONATION_ADDRESS_<chainId>: one chain. */
  byChainId: Readonly<Record<number, `0x${string}`>>
}

export type ServerConfig = {
  host: string
  /** 0 lets the operating system pick a free port (tests). */
  port: number
  database: DatabaseConfig
  /** Where the SQLite file (and `make start`'s local deployments) live. */
  dataDir: string
  /** The built web app (Vite's output). */
  webDist: string
  /**
   * EXTENSION_ZIP: the built browser extension (apps/extension's `npm run build`) served at
   * /downloads/tokenbox-extension.zip; while the file is missing the site says it offers no download.
   */
  extensionZip: string
  /**
   * EXTENSION_FIREFOX_ZIP: the extension's Firefox build, served at
   * /downloads/tokenbox-extension-firefox.zip beside the Chromium one, when that file exists.
   */
  extensionFirefoxZip: string
  /**
   * LOCAL_DEPLOYMENTS: the deployments files of the local chains (local-deployments.json, then
   * local-deployments-berlin.json under `make start`), in the order the app lists the chains; each
   * local chain is enabled while its file exists. Empty: no local chain.
   */
  localDeployments: readonly string[]
  logLevel: LogLevel
  admin: AdminBootstrapConfig
  /**
   * ADMIN_TOKEN_TTL: seconds an admin console sign-in lasts (default 28 800 = 8 hours, a working
   * day; at most 30 days). After it the token answers 50014 and the operator signs in again. Tests
   * and e2e shorten it.
   */
  adminTokenTtlSeconds: number
  /**
   * FEEDBACK_EXPORTS_AT_ONCE: console feedback exports this instance runs at once (1 to 64, default
   * 2); each operator runs one at a time, and beyond either an export is refused with 42900 (issue
   * 54: three at once starved the public API of CPU).
   */
  feedbackExportsAtOnce: number
  /** RPC_URL_<chainId>: endpoints replacing the catalogue's public RPC for a chain (sent to browsers). */
  rpcUrls: Readonly<Record<number, string>>
  /**
   * INSCRIPTION_CHAINS: public chains whose inscriptions the server indexes, with the RPC it reads
   * them from (server-side only, never sent to browsers). Local chains are always indexed.
   */
  inscriptionChains: Readonly<Record<number, string>>
  /**
   * INSCRIPTION_CHAINS entries written `<chainId>:<block>=<URL>`: the block where the chain's index
   * begins when it has none (its enabling height, for a rebuild); without it, the head at first start.
   */
  inscriptionStarts?: Readonly<Record<number, number>> | undefined
  explorerApiKeys: ExplorerApiKeys
  /**
   * EXPLORER_API_URL_<chainId>: an Etherscan-compatible API endpoint replacing the catalogue's
   * `api` for a chain, or giving one to a chain that has none (a self-hosted explorer, a test
   * server). Server-side only, like the keys.
   */
  explorerApiUrls: Readonly<Record<number, string>>
  /**
   * TRUST_PROXY: which reverse proxies may set X-Forwarded-For, so `request.ip` (the per-IP limits)
   * is the client's address rather than the proxy's. `false` (default): trust none; a number: that
   * many hops; a string: comma-separated proxy addresses or CIDR ranges. Never "trust everyone":
   * any client could then choose its own address.
   */
  trustProxy: false | number | string
  donation: DonationAddresses
  /**
   * WALLETCONNECT_PROJECT_ID: the operator's WalletConnect (Reown) project id. Set, the connect
   * dialog offers WalletConnect for phone wallets; unset, it does not. Public by nature: browsers
   * send it to the relay.
   */
  walletConnectProjectId: string | undefined
  /**
   * The scrypt cost new passwords are hashed with (the first admin, users the console creates, the
   * decoy of unknown usernames). loadConfig always sets the product's scryptParameters: no
   * environment variable lowers it. Only tests of other things than the hash give a light one
   * (testScryptParameters, through apps/server/test/testConfig.ts and e2e/harness/startServer.ts).
   */
  passwordCost: ScryptCost
}

/**
 * FEEDBACK_EXPORTS_AT_ONCE's default. Two: on the 2-core bench machine, two 100,000-row exports
 * running left the VIP lookup's p99 under 50 ms and over half its throughput alone
 * (bench/results/server-export-fairness.md); more at once only share the same CPU, each slower.
 */
export const defaultFeedbackExportsAtOnce = 2

/** Thrown when the environment does not describe a runnable server; lists every problem at once. */
export class ConfigError extends Error {
  override name = 'ConfigError'
  readonly problems: readonly string[]
  constructor(problems: readonly string[]) {
    super(`Invalid server configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.problems = problems
  }
}

/** Empty strings count as unset: `PORT= node main.ts` should mean the default, not port 0. */
function read(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim()
  return value ? value : undefined
}

/** A chain id as written in a variable name suffix: a positive decimal integer, no leading zero. */
function parseChainId(text: string): number | undefined {
  if (!/^[1-9][0-9]*$/.test(text)) return undefined
  const chainId = Number(text)
  return Number.isSafeInteger(chainId) ? chainId : undefined
}

/**
 * Every set variable named `<prefix><chainId>`, validated by `problemOf`; problems are reported in
 * variable name order. A suffix that is not a chain id (RPC_URL_BSC) is a problem, not silently
 * ignored: the operator meant something by it.
 */
function readPerChain(
  env: NodeJS.ProcessEnv,
  prefix: string,
  problemOf: (name: string, value: string) => string | undefined,
  problems: string[],
): Record<number, string> {
  const values: Record<number, string> = {}
  for (const name of Object.keys(env).sort()) {
    if (!name.startsWith(prefix)) continue
    const value = read(env, name)
    if (value === undefined) continue
    const chainId = parseChainId(name.slice(prefix.length))
    const problem =
      chainId === undefined
        ? `${name}: the part after ${prefix} must be a chain id in decimal, e.g. ${prefix}56`
        : problemOf(name, value)
    if (problem !== undefined) problems.push(problem)
    else if (chainId !== undefined) values[chainId] = value
  }
  return values
}

const rpcProtocols = ['http:', 'https:', 'ws:', 'wss:']

/**
 * INSCRIPTION_CHAINS, `<chainId>=<http(s) URL>` entries separated by commas or spaces, e.g.
 * `56=https://bsc-rpc.example,137=https://polygon-rpc.example`: each chain once, each URL http(s)
 * (the indexer polls over HTTP). `<chainId>:<block>=<URL>` also says where the chain's index begins
 * when it has none (`56:34000000=https://…`: where it was enabled, to rebuild it from there). The
 * URL is not echoed in problems: RPC URLs often embed a key.
 */
function parseInscriptionChains(
  value: string | undefined,
  problems: string[],
): { chains: Record<number, string>; starts: Record<number, number> } {
  const chains: Record<number, string> = {}
  const starts: Record<number, number> = {}
  if (value === undefined) return { chains, starts }
  for (const entry of value.split(/[\s,]+/).filter(Boolean)) {
    const match = /^([1-9][0-9]{0,15})(?::(0|[1-9][0-9]{0,15}))?=(.+)$/.exec(entry)
    if (!match || !Number.isSafeInteger(Number(match[1])) || !Number.isSafeInteger(Number(match[2] ?? 0))) {
      problems.push(
        'INSCRIPTION_CHAINS must be <chainId>[:<block>]=<http(s) URL> entries separated by commas',
      )
      continue
    }
    const chainId = Number(match[1])
    const address = match[3] as string
    let url: URL | undefined
    try {
      url = new URL(address)
    } catch {}
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
      problems.push(`INSCRIPTION_CHAINS: the URL of chain ${chainId} must be an http(s):// URL`)
    else if (chainId in chains) problems.push(`INSCRIPTION_CHAINS names chain ${chainId} twice`)
    else {
      chains[chainId] = address
      if (match[2] !== undefined) starts[chainId] = Number(match[2])
    }
  }
  return { chains, starts }
}

/** An RPC endpoint a browser can use; the value is not echoed since RPC URLs often embed a key. */
function rpcUrlProblem(name: string, value: string): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `${name} must be an http(s):// or ws(s):// URL`
  }
  if (!rpcProtocols.includes(url.protocol))
    return `${name} must be an http(s):// or ws(s):// URL, got ${url.protocol}`
  // The origin goes into the Content-Security-Policy header, where ; or , would start a new directive.
  if (!/^([a-z0-9_-]+\.)*[a-z0-9_-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname))
    return `${name} has an invalid host name`
  // Browsers refuse fetch() and WebSocket URLs with user:password@ in them.
  if (url.username || url.password)
    return `${name} must not contain user:password@ (browsers refuse such URLs)`
  return undefined
}

/** An explorer API endpoint the server calls; not echoed, as operators sometimes embed a key in it. */
function explorerApiUrlProblem(name: string, value: string): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `${name} must be an http(s):// URL`
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `${name} must be an http(s):// URL, got ${url.protocol}`
  }
  return undefined
}

/**
 * A donation address: 0x and 40 hex digits, and when letters of both cases are used, a valid
 * EIP-55 checksum (a mistyped address loses every gift sent to it, so a typo must stop the start).
 */
function donationAddressProblem(name: string, value: string): string | undefined {
  if (!/^0x[0-9a-fA-F]{40}$/.test(value))
    return `${name} must be an address: 0x and 40 hex digits, got ${JSON.stringify(value)}`
  if (!isAddress(value, { strict: true })) return `${name} has a wrong EIP-55 checksum (a typo?): ${value}`
  if (/^0x0{40}$/.test(value)) return `${name} must not be the zero address`
  return undefined
}

/** TRUST_PROXY: a hop count, or proxy addresses / CIDR ranges (IPv4 or IPv6), comma-separated. */
function parseTrustProxy(value: string | undefined, problems: string[]): false | number | string {
  if (value === undefined) return false
  if (/^[1-9]$/.test(value)) return Number(value)
  const entries = value.split(',').map((entry) => entry.trim())
  if (entries.every((entry) => /^[0-9a-fA-F:.]+(\/[0-9]{1,3})?$/.test(entry) && /[.:]/.test(entry))) {
    return entries.join(',')
  }
  problems.push(
    `TRUST_PROXY must be a hop count (1 to 9) or proxy addresses / CIDR ranges separated by commas, got ${JSON.stringify(value)}`,
  )
  return false
}

/** Explorer keys are opaque tokens (Etherscan's are 34 letters and digits); spaces mean a paste error. */
function explorerApiKeyProblem(name: string, value: string): string | undefined {
  return /^[\x21-\x7e]{1,256}$/.test(value)
    ? undefined
    : `${name} must be 1 to 256 printable ASCII characters without spaces`
}

/**
 * Reads and validates the server's environment.
 *
 * - `HOST` (default 127.0.0.1), `PORT` (default 8080, 0 picks a free port)
 * - `DATABASE_URL` (postgres:// or postgresql://): PostgreSQL; unset: SQLite at `DATA_DIR/tokenbox.db`
 * - `DATA_DIR` (default `<repo>/data`), `WEB_DIST` (default `<repo>/apps/web/dist`)
 * - `EXTENSION_ZIP` (default `<repo>/apps/extension/tokenbox-extension.zip`): the browser extension
 *   the site offers for download, when that file exists; `EXTENSION_FIREFOX_ZIP` (default
 *   `<repo>/apps/extension/tokenbox-extension-firefox.zip`): its Firefox build, likewise
 * - `LOCAL_DEPLOYMENTS` (optional: one or more deployments files of local chains, comma-separated,
 *   e.g. `data/local-deployments.json,data/local-deployments-berlin.json`), `LOG_LEVEL` (default info)
 * - `ADMIN_USERNAME` (default admin), `ADMIN_PASSWORD` (optional, at least 12 characters): the first
 *   admin, created only while no admin exists
 * - `ADMIN_TOKEN_TTL` (seconds, 1 to 2 592 000, default 28 800): how long an admin sign-in lasts
 * - `FEEDBACK_EXPORTS_AT_ONCE` (1 to 64, default 2): console feedback exports running at once
 * - `RPC_URL_<chainId>` (http, https, ws or wss URL): replaces the chain's RPC, also in browsers
 * - `INSCRIPTION_CHAINS` (`56=https://…,137=https://…`): public chains whose inscriptions are indexed
 * - `EXPLORER_API_KEY` (Etherscan v2 key for every chain), `EXPLORER_API_KEY_<chainId>` (one chain)
 * - `EXPLORER_API_URL_<chainId>` (http or https URL): the chain's explorer API instead of the catalogue's
 * - `TRUST_PROXY` (hop count, or proxy addresses / CIDR ranges): whose X-Forwarded-For to believe
 * - `DONATION_ADDRESS` (every chain), `DONATION_ADDRESS_<chainId>` (one chain): the Donate page's
 *   recipient; unset, the page says donations are not set up
 * - `WALLETCONNECT_PROJECT_ID` (32 hex digits, from the Reown dashboard): offers WalletConnect in
 *   the connect dialog
 *
 * Relative paths are taken from the current directory, as a shell user would expect.
 *
 * @example
 * const config = loadConfig({ PORT: '9000' })
 * // config.port === 9000, config.database.dialect === 'sqlite'
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const problems: string[] = []

  const host = read(env, 'HOST') ?? '127.0.0.1'

  const portText = read(env, 'PORT') ?? '8080'
  const port = Number(portText)
  if (!/^\d+$/.test(portText) || port > 65535) {
    problems.push(`PORT must be an integer from 0 to 65535, got ${JSON.stringify(portText)}`)
  }

  const dataDir = resolve(read(env, 'DATA_DIR') ?? resolve(repoRoot, 'data'))
  const webDist = resolve(read(env, 'WEB_DIST') ?? resolve(repoRoot, 'apps/web/dist'))
  const extensionZip = resolve(
    read(env, 'EXTENSION_ZIP') ?? resolve(repoRoot, 'apps/extension/tokenbox-extension.zip'),
  )
  const extensionFirefoxZip = resolve(
    read(env, 'EXTENSION_FIREFOX_ZIP') ?? resolve(repoRoot, 'apps/extension/tokenbox-extension-firefox.zip'),
  )
  // A list, like TRUST_PROXY: one path (as before there were two local chains) still works.
  const localDeployments = (read(env, 'LOCAL_DEPLOYMENTS') ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter((path) => path !== '')
    .map((path) => resolve(path))
  if (new Set(localDeployments).size !== localDeployments.length) {
    problems.push('LOCAL_DEPLOYMENTS names the same file twice')
  }

  let database: DatabaseConfig = { dialect: 'sqlite', file: resolve(dataDir, 'tokenbox.db') }
  const databaseUrl = read(env, 'DATABASE_URL')
  if (databaseUrl !== undefined) {
    let protocol: string | undefined
    try {
      protocol = new URL(databaseUrl).protocol
    } catch {
      protocol = undefined
    }
    if (protocol === 'postgres:' || protocol === 'postgresql:') {
      database = { dialect: 'postgres', url: databaseUrl }
    } else {
      // The URL may hold a password: name the problem without echoing it.
      problems.push(
        'DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:port/database); unset it to use SQLite',
      )
    }
  }

  const logLevelText = (read(env, 'LOG_LEVEL') ?? 'info').toLowerCase()
  const logLevel = logLevels.find((level) => level === logLevelText)
  if (logLevel === undefined) {
    problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got ${JSON.stringify(logLevelText)}`)
  }

  const adminUsername = read(env, 'ADMIN_USERNAME') ?? 'admin'
  if (!/^[A-Za-z0-9._@-]{3,64}$/.test(adminUsername)) {
    problems.push(
      `ADMIN_USERNAME must be 3 to 64 letters, digits or . _ @ -, got ${JSON.stringify(adminUsername)}`,
    )
  }
  // Not trimmed like the others: every character of a password counts. Never echoed.
  const rawAdminPassword = env.ADMIN_PASSWORD
  const adminPassword = rawAdminPassword?.trim() ? rawAdminPassword : undefined
  if (adminPassword !== undefined) {
    const length = [...adminPassword].length
    if (length < 12) {
      problems.push(
        `ADMIN_PASSWORD must be at least 12 characters (it has ${length}); unset it to get a random one`,
      )
    } else if (length > 256) {
      problems.push('ADMIN_PASSWORD must be at most 256 characters')
    } else if (adminPassword.trim() !== adminPassword) {
      problems.push('ADMIN_PASSWORD must not start or end with white space (a quoting mistake?)')
    }
  }

  const adminTokenTtlText = read(env, 'ADMIN_TOKEN_TTL') ?? '28800'
  const adminTokenTtlSeconds = Number(adminTokenTtlText)
  if (!/^[1-9][0-9]{0,6}$/.test(adminTokenTtlText) || adminTokenTtlSeconds > 30 * 24 * 3600) {
    problems.push(
      `ADMIN_TOKEN_TTL must be whole seconds from 1 to 2592000 (30 days), got ${JSON.stringify(adminTokenTtlText)}`,
    )
  }

  const feedbackExportsText = read(env, 'FEEDBACK_EXPORTS_AT_ONCE') ?? String(defaultFeedbackExportsAtOnce)
  const feedbackExportsAtOnce = Number(feedbackExportsText)
  if (!/^[1-9][0-9]?$/.test(feedbackExportsText) || feedbackExportsAtOnce > 64) {
    problems.push(
      `FEEDBACK_EXPORTS_AT_ONCE must be a whole number from 1 to 64, got ${JSON.stringify(feedbackExportsText)}`,
    )
  }

  const rpcUrls = readPerChain(env, 'RPC_URL_', rpcUrlProblem, problems)
  const { chains: inscriptionChains, starts: inscriptionStarts } = parseInscriptionChains(
    read(env, 'INSCRIPTION_CHAINS'),
    problems,
  )

  const defaultExplorerApiKey = read(env, 'EXPLORER_API_KEY')
  if (defaultExplorerApiKey !== undefined) {
    const problem = explorerApiKeyProblem('EXPLORER_API_KEY', defaultExplorerApiKey)
    if (problem) problems.push(problem)
  }
  const explorerApiKeysByChainId = readPerChain(env, 'EXPLORER_API_KEY_', explorerApiKeyProblem, problems)
  const explorerApiUrls = readPerChain(env, 'EXPLORER_API_URL_', explorerApiUrlProblem, problems)
  const trustProxy = parseTrustProxy(read(env, 'TRUST_PROXY'), problems)
  const donationDefault = read(env, 'DONATION_ADDRESS')
  if (donationDefault !== undefined) {
    const problem = donationAddressProblem('DONATION_ADDRESS', donationDefault)
    if (problem) problems.push(problem)
  }
  const donationByChainId = readPerChain(env, 'DONATION_ADDRESS_', donationAddressProblem, problems)
  const walletConnectProjectId = read(env, 'WALLETCONNECT_PROJECT_ID')
  if (walletConnectProjectId !== undefined && !/^[0-9a-f]{32}$/i.test(walletConnectProjectId)) {
    problems.push('WALLETCONNECT_PROJECT_ID must be the 32 hex digits of a WalletConnect (Reown) project id')
  }

  if (problems.length > 0 || logLevel === undefined) throw new ConfigError(problems)
  return {
    host,
    port,
    database,
    dataDir,
    webDist,
    extensionZip,
    extensionFirefoxZip,
    localDeployments,
    logLevel,
    admin: { username: adminUsername, password: adminPassword },
    adminTokenTtlSeconds,
    feedbackExportsAtOnce,
    rpcUrls,
    inscriptionChains,
    inscriptionStarts,
    explorerApiKeys: { default: defaultExplorerApiKey, byChainId: explorerApiKeysByChainId },
    explorerApiUrls,
    trustProxy,
    donation: {
      default: donationDefault === undefined ? undefined : getAddress(donationDefault),
      byChainId: Object.fromEntries(
        Object.entries(donationByChainId).map(([chainId, address]) => [chainId, getAddress(address)]),
      ),
    },
    walletConnectProjectId,
    passwordCost: scryptParameters,
  }
}

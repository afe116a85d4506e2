import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { scryptParameters } from '../src/auth/scryptParameters.ts'
import { ConfigError, loadConfig, repoRoot } from '../src/config.ts'

describe('loadConfig', () => {
  it('defaults to loopback:8080, SQLite in <repo>/data and the web build in apps/web/dist', () => {
    expect(loadConfig({})).toEqual({
      host: '127.0.0.1',
      port: 8080,
      database: { dialect: 'sqlite', file: join(repoRoot, 'data', 'tokenbox.db') },
      dataDir: join(repoRoot, 'data'),
      webDist: join(repoRoot, 'apps', 'web', 'dist'),
      extensionZip: join(repoRoot, 'apps', 'extension', 'tokenbox-extension.zip'),
      extensionFirefoxZip: join(repoRoot, 'apps', 'extension', 'tokenbox-extension-firefox.zip'),
      localDeployments: [],
      logLevel: 'info',
      admin: { username: 'admin', password: undefined },
      adminTokenTtlSeconds: 28800,
      feedbackExportsAtOnce: 2,
      rpcUrls: {},
      inscriptionChains: {},
      inscriptionStarts: {},
      explorerApiKeys: { default: undefined, byChainId: {} },
      explorerApiUrls: {},
      trustProxy: false,
      donation: { default: undefined, byChainId: {} },
      // The product's scrypt cost, always: no variable lowers it.
      passwordCost: scryptParameters,
    })
  })

  it('reads INSCRIPTION_CHAINS as chain id = http(s) URL pairs and refuses nonsense', () => {
    expect(
      loadConfig({ INSCRIPTION_CHAINS: '56=https://bsc.example/key, 137=http://127.0.0.1:8545' })
        .inscriptionChains,
    ).toEqual({
      56: 'https://bsc.example/key',
      137: 'http://127.0.0.1:8545',
    })
    // Where a chain's index begins when it has none (its enabling height, to rebuild it from there).
    const started = loadConfig({
      INSCRIPTION_CHAINS: '56:34000000=https://bsc.example/key 137=https://p.example',
    })
    expect(started.inscriptionChains).toEqual({ 56: 'https://bsc.example/key', 137: 'https://p.example' })
    expect(started.inscriptionStarts).toEqual({ 56: 34_000_000 })
    for (const bad of [
      '56',
      '56=',
      '56:=https://a.example',
      '56:-1=https://a.example',
      '56:01=https://a.example',
      'bsc=https://a.example',
      '0=https://a.example',
      '56=ws://a.example',
      '56=https://a.example,56=https://b.example',
    ])
      expect(() => loadConfig({ INSCRIPTION_CHAINS: bad }), bad).toThrow(/INSCRIPTION_CHAINS/)
  })

  it('reads ADMIN_TOKEN_TTL in seconds and refuses nonsense', () => {
    expect(loadConfig({ ADMIN_TOKEN_TTL: '2' }).adminTokenTtlSeconds).toBe(2)
    expect(loadConfig({ ADMIN_TOKEN_TTL: '2592000' }).adminTokenTtlSeconds).toBe(2592000)
    for (const bad of ['0', '-5', '1.5', '8h', '2592001', '01']) {
      expect(() => loadConfig({ ADMIN_TOKEN_TTL: bad }), bad).toThrow(/ADMIN_TOKEN_TTL must be whole seconds/)
    }
  })

  it('reads FEEDBACK_EXPORTS_AT_ONCE and refuses nonsense', () => {
    expect(loadConfig({}).feedbackExportsAtOnce).toBe(2)
    expect(loadConfig({ FEEDBACK_EXPORTS_AT_ONCE: '1' }).feedbackExportsAtOnce).toBe(1)
    expect(loadConfig({ FEEDBACK_EXPORTS_AT_ONCE: '64' }).feedbackExportsAtOnce).toBe(64)
    for (const bad of ['0', '-1', '1.5', '65', '02', 'two']) {
      expect(() => loadConfig({ FEEDBACK_EXPORTS_AT_ONCE: bad }), bad).toThrow(
        /FEEDBACK_EXPORTS_AT_ONCE must be/,
      )
    }
  })

  it('finds the repository root from its own location', () => {
    expect(resolve(repoRoot, 'apps/server/src/config.ts')).toBe(
      resolve(import.meta.dirname, '../src/config.ts'),
    )
  })

  it('reads every variable', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '9000',
      DATA_DIR: '/srv/tokenbox',
      WEB_DIST: '/srv/web',
      EXTENSION_ZIP: '/srv/downloads/tokenbox-extension.zip',
      EXTENSION_FIREFOX_ZIP: '/srv/downloads/tokenbox-extension-firefox.zip',
      LOCAL_DEPLOYMENTS: '/srv/tokenbox/local-deployments.json',
      LOG_LEVEL: 'WARN',
    })
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 9000,
      dataDir: '/srv/tokenbox',
      database: { dialect: 'sqlite', file: '/srv/tokenbox/tokenbox.db' },
      webDist: '/srv/web',
      extensionZip: '/srv/downloads/tokenbox-extension.zip',
      extensionFirefoxZip: '/srv/downloads/tokenbox-extension-firefox.zip',
      localDeployments: ['/srv/tokenbox/local-deployments.json'],
      logLevel: 'warn',
    })
  })

  it('reads LOCAL_DEPLOYMENTS as a comma-separated list of files, one per local chain', () => {
    expect(
      loadConfig({
        LOCAL_DEPLOYMENTS:
          '/srv/tokenbox/local-deployments.json, /srv/tokenbox/local-deployments-berlin.json,',
      }).localDeployments,
    ).toEqual(['/srv/tokenbox/local-deployments.json', '/srv/tokenbox/local-deployments-berlin.json'])
    expect(() => loadConfig({ LOCAL_DEPLOYMENTS: '/srv/a.json,/srv/../srv/a.json' })).toThrow(
      /LOCAL_DEPLOYMENTS names the same file twice/,
    )
  })

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    for (const url of ['postgres://app:secret@db:5432/tokenbox', 'postgresql://localhost/tokenbox']) {
      expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ dialect: 'postgres', url })
    }
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ', HOST: '' })).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      database: { dialect: 'sqlite' },
    })
  })

  it('accepts port 0 (a free port picked by the system)', () => {
    expect(loadConfig({ PORT: '0' }).port).toBe(0)
  })

  it('lists every problem at once, without echoing the database password', () => {
    let error: unknown
    try {
      loadConfig({ PORT: '80a', DATABASE_URL: 'mysql://root:hunter2@db/tokenbox', LOG_LEVEL: 'loud' })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    const problems = (error as ConfigError).problems
    expect(problems).toHaveLength(3)
    expect(problems[0]).toMatch(/^PORT must be an integer from 0 to 65535/)
    expect(problems[1]).toMatch(/^DATABASE_URL must be a PostgreSQL URL/)
    expect(problems[2]).toMatch(/^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/)
    expect((error as Error).message).not.toContain('hunter2')
  })

  it.each(['65536', '-1', '1.5', 'http'])('refuses PORT=%s', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(/PORT must be an integer from 0 to 65535/)
  })
})

/** The problems loadConfig reports for an environment (none: []). */
function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    loadConfig(env)
    return []
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    return error.problems
  }
}

describe('loadConfig: admin bootstrap', () => {
  it('reads ADMIN_USERNAME and ADMIN_PASSWORD, keeping every character of the password', () => {
    expect(loadConfig({ ADMIN_USERNAME: 'operator', ADMIN_PASSWORD: 'twelve chars' }).admin).toEqual({
      username: 'operator',
      password: 'twelve chars',
    })
    expect(loadConfig({ ADMIN_PASSWORD: ' ' }).admin).toEqual({ username: 'admin', password: undefined })
  })

  it.each([
    ['11 characters', 'elevenchars'],
    ['11 characters, one of them outside the BMP', `ten chars!\u{1F512}`],
  ])('refuses a password of %s without echoing it', (_case, password) => {
    const problems = problemsOf({ ADMIN_PASSWORD: password })
    expect(problems).toEqual([
      `ADMIN_PASSWORD must be at least 12 characters (it has 11); unset it to get a random one`,
    ])
    expect(problems.join()).not.toContain(password)
  })

  it('refuses passwords that are too long or padded with white space', () => {
    expect(problemsOf({ ADMIN_PASSWORD: 'x'.repeat(257) })).toEqual([
      'ADMIN_PASSWORD must be at most 256 characters',
    ])
    expect(problemsOf({ ADMIN_PASSWORD: 'long enough password ' })).toEqual([
      'ADMIN_PASSWORD must not start or end with white space (a quoting mistake?)',
    ])
  })

  it.each(['ad', 'admin user', 'x'.repeat(65), 'admin;drop'])('refuses ADMIN_USERNAME=%s', (username) => {
    expect(problemsOf({ ADMIN_USERNAME: username })).toEqual([
      `ADMIN_USERNAME must be 3 to 64 letters, digits or . _ @ -, got ${JSON.stringify(username)}`,
    ])
  })
})

describe('loadConfig: RPC overrides and explorer keys', () => {
  it('reads RPC_URL_<chainId> for http, https, ws and wss', () => {
    const config = loadConfig({
      RPC_URL_56: 'https://bsc.example.org/rpc',
      RPC_URL_1: 'wss://eth.example.org/ws/KEY123',
      RPC_URL_31337: 'http://127.0.0.1:8545',
      RPC_URL_11297108109: 'ws://[::1]:8546',
      RPC_URL_137: '',
    })
    expect(config.rpcUrls).toEqual({
      1: 'wss://eth.example.org/ws/KEY123',
      56: 'https://bsc.example.org/rpc',
      31337: 'http://127.0.0.1:8545',
      11297108109: 'ws://[::1]:8546',
    })
  })

  it.each([
    ['not a URL', 'bsc-dataseed.binance.org', 'RPC_URL_56 must be an http(s):// or ws(s):// URL'],
    [
      'another scheme',
      'ftp://bsc.example.org/',
      'RPC_URL_56 must be an http(s):// or ws(s):// URL, got ftp:',
    ],
    [
      'a javascript: URL',
      'javascript:alert(1)',
      'RPC_URL_56 must be an http(s):// or ws(s):// URL, got javascript:',
    ],
    [
      'credentials in the URL',
      'https://user:secret@bsc.example.org/',
      'RPC_URL_56 must not contain user:password@ (browsers refuse such URLs)',
    ],
    [
      'a host that would break the CSP header',
      'https://a;b.example.org/',
      'RPC_URL_56 has an invalid host name',
    ],
  ])('refuses an RPC URL that is %s, naming the variable and not echoing the URL', (_case, url, problem) => {
    const problems = problemsOf({ RPC_URL_56: url })
    expect(problems).toEqual([problem])
    if (url.includes('secret')) expect(problems.join()).not.toContain('secret')
  })

  it.each(['RPC_URL_BSC', 'RPC_URL_056', 'RPC_URL_0', 'RPC_URL_-1', 'RPC_URL_9007199254740993', 'RPC_URL_'])(
    'refuses %s: the suffix must be a chain id',
    (name) => {
      expect(problemsOf({ [name]: 'https://rpc.example.org' })).toEqual([
        `${name}: the part after RPC_URL_ must be a chain id in decimal, e.g. RPC_URL_56`,
      ])
    },
  )

  // Which key goes to which explorer is explorerReadTargetFor's rule (tested with the read proxy).
  it('reads EXPLORER_API_KEY and EXPLORER_API_KEY_<chainId>', () => {
    const config = loadConfig({ EXPLORER_API_KEY: 'ETHERSCANV2KEY', EXPLORER_API_KEY_1116: 'CORE-KEY' })
    expect(config.explorerApiKeys).toEqual({ default: 'ETHERSCANV2KEY', byChainId: { 1116: 'CORE-KEY' } })
    expect(loadConfig({}).explorerApiKeys).toEqual({ byChainId: {} })
  })

  it('refuses malformed explorer keys and suffixes, listing every problem at once', () => {
    expect(
      problemsOf({
        EXPLORER_API_KEY: 'two words',
        EXPLORER_API_KEY_56: 'x'.repeat(257),
        EXPLORER_API_KEY_BSC: 'KEY',
        RPC_URL_56: 'nope',
      }),
    ).toEqual([
      'RPC_URL_56 must be an http(s):// or ws(s):// URL',
      'EXPLORER_API_KEY must be 1 to 256 printable ASCII characters without spaces',
      'EXPLORER_API_KEY_56 must be 1 to 256 printable ASCII characters without spaces',
      'EXPLORER_API_KEY_BSC: the part after EXPLORER_API_KEY_ must be a chain id in decimal, e.g. EXPLORER_API_KEY_56',
    ])
  })

  it('reads TRUST_PROXY as a hop count or proxy addresses, never as "trust everyone"', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1,::1',
    )
    for (const value of ['true', '0', '10', 'proxy.internal', '10.0.0.1;x']) {
      expect(problemsOf({ TRUST_PROXY: value })).toEqual([
        `TRUST_PROXY must be a hop count (1 to 9) or proxy addresses / CIDR ranges separated by commas, got ${JSON.stringify(value)}`,
      ])
    }
  })

  it('reads EXPLORER_API_URL_<chainId> and refuses what the server cannot call, without echoing it', () => {
    expect(
      loadConfig({
        EXPLORER_API_URL_56: 'https://explorer.example.org/api',
        EXPLORER_API_URL_31337: 'http://127.0.0.1:4000/v2/api',
      }).explorerApiUrls,
    ).toEqual({ 56: 'https://explorer.example.org/api', 31337: 'http://127.0.0.1:4000/v2/api' })
    expect(
      problemsOf({
        EXPLORER_API_URL_1: 'ws://explorer.example.org/api?key=SECRET',
        EXPLORER_API_URL_10: 'not a url SECRET',
        EXPLORER_API_URL_ETH: 'https://explorer.example.org/api',
      }),
    ).toEqual([
      'EXPLORER_API_URL_1 must be an http(s):// URL, got ws:',
      'EXPLORER_API_URL_10 must be an http(s):// URL',
      'EXPLORER_API_URL_ETH: the part after EXPLORER_API_URL_ must be a chain id in decimal, e.g. EXPLORER_API_URL_56',
    ])
  })
})

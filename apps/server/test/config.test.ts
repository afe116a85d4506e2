import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, repoRoot } from '../src/config.ts'

describe('loadConfig', () => {
  it('defaults to loopback:8080, SQLite in <repo>/data and the web build in apps/web/dist', () => {
    expect(loadConfig({})).toEqual({
      host: '127.0.0.1',
      port: 8080,
      database: { dialect: 'sqlite', file: join(repoRoot, 'data', 'tokenbox.db') },
      dataDir: join(repoRoot, 'data'),
      webDist: join(repoRoot, 'apps', 'web', 'dist'),
      localDeployments: undefined,
      logLevel: 'info',
    })
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
      LOCAL_DEPLOYMENTS: '/srv/tokenbox/local-deployments.json',
      LOG_LEVEL: 'WARN',
    })
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 9000,
      dataDir: '/srv/tokenbox',
      database: { dialect: 'sqlite', file: '/srv/tokenbox/tokenbox.db' },
      webDist: '/srv/web',
      localDeployments: '/srv/tokenbox/local-deployments.json',
      logLevel: 'warn',
    })
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

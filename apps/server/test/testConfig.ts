import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { testScryptParameters } from '../src/auth/scryptParameters.ts'
import type { DatabaseConfig, ServerConfig } from '../src/config.ts'

/**
 * A server configuration for tests: loopback, a free port, no logs, paths that exist only when a
 * test creates them, and the light test scrypt cost.
 *
 * @example
 * const app = await buildApp({ config: testConfig({ webDist }), logger: false })
 */
export function testConfig(
  overrides: Partial<ServerConfig> & { database?: DatabaseConfig } = {},
): ServerConfig {
  const dataDir = overrides.dataDir ?? join(tmpdir(), 'tokenbox-test-unused')
  return {
    host: '127.0.0.1',
    port: 0,
    database: { dialect: 'sqlite', file: join(dataDir, 'tokenbox.db') },
    dataDir,
    webDist: join(tmpdir(), 'tokenbox-test-no-web-dist'),
    extensionZip: join(tmpdir(), 'tokenbox-test-no-extension.zip'),
    extensionFirefoxZip: join(tmpdir(), 'tokenbox-test-no-extension-firefox.zip'),
    localDeployments: [],
    logLevel: 'silent',
    admin: { username: 'admin', password: undefined },
    adminTokenTtlSeconds: 8 * 3600,
    feedbackExportsAtOnce: 2,
    rpcUrls: {},
    inscriptionChains: {},
    explorerApiKeys: { default: undefined, byChainId: {} },
    explorerApiUrls: {},
    trustProxy: false,
    donation: { default: undefined, byChainId: {} },
    walletConnectProjectId: undefined,
    // No test built on this config has the hash as its subject (password.test.ts, adminBootstrap
    // and main.test.ts check the product's cost): see testScryptParameters.
    passwordCost: testScryptParameters,
    ...overrides,
  }
}

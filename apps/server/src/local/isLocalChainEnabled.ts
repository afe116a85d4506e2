import { existsSync } from 'node:fs'

/**
 * Whether a local development chain is enabled: LOCAL_DEPLOYMENTS names a file that exists.
 * Checked on every call (a stat per file, microseconds) because `make start` may (re)write the
 * deployments files while the server runs.
 *
 * @example
 * isLocalChainEnabled(config.localDeployments) // false when unset or every file is missing
 */
export function isLocalChainEnabled(localDeployments: readonly string[]): boolean {
  return localDeployments.some((file) => existsSync(file))
}

import { existsSync } from 'node:fs'

/**
 * Whether the local development chain is enabled: LOCAL_DEPLOYMENTS names a file and it exists.
 * Checked on every call (a stat, microseconds) because `make start` may (re)write the deployments
 * file while the server runs.
 *
 * @example
 * isLocalChainEnabled(config.localDeployments) // false when unset or the file is missing
 */
export function isLocalChainEnabled(localDeployments: string | undefined): boolean {
  return localDeployments !== undefined && existsSync(localDeployments)
}

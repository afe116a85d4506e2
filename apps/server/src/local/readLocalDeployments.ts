import { readFile } from 'node:fs/promises'

/** The deployments file exists but is not JSON: most likely caught mid-write by a redeploy. */
export class LocalDeploymentsInvalidError extends Error {
  override name = 'LocalDeploymentsInvalidError'
}

/**
 * The parsed local-deployments.json written by `make start`, or null when the local chain is not
 * enabled (LOCAL_DEPLOYMENTS unset or its file missing). Read on every call, never cached: a
 * redeploy rewrites the file while the server runs. Throws LocalDeploymentsInvalidError when the
 * file is not JSON.
 *
 * @example
 * const deployments = await readLocalDeployments(config.localDeployments) // { chainId: 31337, ... } or null
 */
export async function readLocalDeployments(localDeployments: string | undefined): Promise<unknown> {
  if (localDeployments === undefined) return null
  let text: string
  try {
    text = await readFile(localDeployments, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new LocalDeploymentsInvalidError(`${localDeployments} is not valid JSON`, { cause: error })
  }
}

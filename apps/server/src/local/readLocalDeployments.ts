import { readFile } from 'node:fs/promises'

/** A deployments file exists but is not JSON: most likely caught mid-write by a redeploy. */
export class LocalDeploymentsInvalidError extends Error {
  override name = 'LocalDeploymentsInvalidError'
  /** The file that is not JSON. */
  readonly file: string
  constructor(file: string, options?: ErrorOptions) {
    super(`${file} is not valid JSON`, options)
    this.file = file
  }
}

/**
 * The parsed deployments files of the enabled local chains (written by `make start`), in the
 * order LOCAL_DEPLOYMENTS names them; a file that does not exist (yet) is skipped, so an empty
 * list means no local chain. Read on every call, never cached: a redeploy rewrites a file while
 * the server runs. Throws LocalDeploymentsInvalidError when a file is not JSON.
 *
 * @example
 * const chains = await readLocalDeployments(config.localDeployments) // [{ chainId: 31337, ... }, { chainId: 31338, ... }]
 */
export async function readLocalDeployments(localDeployments: readonly string[]): Promise<unknown[]> {
  const read = async (file: string): Promise<unknown[]> => {
    let text: string
    try {
      text = await readFile(file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
    try {
      return [JSON.parse(text) as unknown]
    } catch (error) {
      throw new LocalDeploymentsInvalidError(file, { cause: error })
    }
  }
  return (await Promise.all(localDeployments.map(read))).flat()
}

/**
 * The chain id a parsed deployments file names, or undefined when it names none.
 *
 * @example
 * localChainIdOf({ chainId: 31338, contracts: { ... } }) // 31338
 */
export function localChainIdOf(deployments: unknown): number | undefined {
  const chainId = (deployments as { chainId?: unknown } | null)?.chainId
  return typeof chainId === 'number' ? chainId : undefined
}

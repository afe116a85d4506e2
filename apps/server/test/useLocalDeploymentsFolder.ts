import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { useTemporaryFolder } from './useTemporaryFolder.ts'

/** A local chain's deployments file as `make start` writes it, with one contract. */
export const sampleLocalDeployments = {
  chainId: 31337,
  sourceHash: '0xabc',
  deployedAt: '2026-11-22T00:00:00.000Z',
  contracts: { weth: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
}

/**
 * A temporary DATA_DIR for the calling suite (see useTemporaryFolder) and the paths of the two local
 * chains' deployments files in it, not written yet: a suite writes and removes them to play the
 * local chain's states.
 *
 * @example
 * const { root, file, berlinFile } = useLocalDeploymentsFolder('tokenbox-local-')
 * writeFileSync(file, JSON.stringify(sampleLocalDeployments))
 */
export function useLocalDeploymentsFolder(prefix: string) {
  const root = useTemporaryFolder(prefix)
  const file = join(root, 'local-deployments.json')
  return {
    root,
    file,
    berlinFile: join(root, 'local-deployments-berlin.json'),
    /** Writes `file` cut off mid-way, as a reader may find it while a redeploy rewrites it: not JSON. */
    cutOffFile: () => writeFileSync(file, '{"chainId": 313'),
    /** What the local chain routes answer meanwhile: status 500 and this envelope. */
    cutOffAnswer: [500, { status: '0', message: 'local deployments file is not valid JSON', data: null }],
  }
}

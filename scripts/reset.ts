/**
 * `npm run reset` / `make reset`: forget the local chains, so the next `make start` starts each one
 * afresh (no blocks, the infrastructure deployed again).
 *
 * Deletes, under DATA_DIR (default data/): each local chain's state folder (chains/<network>/,
 * anvil's state file), its deployments file and its node log. It stops nothing: while `make start`
 * runs it refuses, since the running nodes would write their state back on exit. A node PID file
 * counts only when its process is proven to be this data folder's node (scripts/localNodePidFile.ts):
 * a copy of a checkout resets while the original's node runs. The database and the browsers need no
 * cleaning here: the next start gives each chain a new instance id (core/local/chainInstance.ts),
 * and the server and the web app forget what they kept about a chain whose instance changed.
 */
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { localChainStateFile, localNetworks } from '@tokenbox/core/local/localNetworks.ts'
import { findRunningLocalNode } from './localNodePidFile.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dataDir = path.resolve(root, process.env.DATA_DIR || 'data')

const chains = await Promise.all(
  localNetworks.map(async (local) => {
    const stateFile = path.join(dataDir, localChainStateFile(local.network))
    const stateDir = path.dirname(stateFile)
    const pidFile = path.join(stateDir, 'node.pid')
    // Only a node proven to be this folder's stops the reset: a copied checkout's PID file names the
    // original's node (scripts/localNodePidFile.ts).
    const node = await findRunningLocalNode({ pidFile, dataDir, stateFile })
    if (!node.running && node.ignored)
      console.log(`reset: ignoring ${path.relative(root, pidFile)}: ${node.ignored}`)
    return {
      ...local,
      stateDir,
      running: node.running ? node : undefined,
      files: [
        stateDir,
        path.join(dataDir, local.deploymentsFile),
        path.join(dataDir, local.network === 'default' ? 'chain.log' : `chain-${local.network}.log`),
      ],
    }
  }),
)

const running = chains.filter((chain) => chain.running !== undefined)
if (running.length > 0) {
  for (const { network, running: node } of running)
    console.error(
      `reset: the ${network} local chain of ${dataDir} is running (pid ${node!.pid}${node!.port ? `, port ${node!.port}` : ''})`,
    )
  console.error('reset: stop `make start` first (Ctrl-C), then run `make reset` again; nothing was deleted')
  process.exit(1)
}

let removed = 0
for (const chain of chains) {
  const present = chain.files.filter((file) => existsSync(file))
  for (const file of present) rmSync(file, { recursive: true, force: true })
  removed += present.length
  console.log(
    present.length > 0
      ? `reset: ${chain.network} chain (${chain.chainId}) forgotten: ${present.map((file) => path.relative(root, file)).join(', ')}`
      : `reset: ${chain.network} chain (${chain.chainId}) had no saved state`,
  )
}
console.log(
  removed > 0
    ? 'reset: the next `make start` starts new local chains; the server and the browsers forget the old ones then'
    : 'reset: nothing to delete',
)

/**
 * `npm run reset` / `make reset`: forget the local chains, so the next `make start` starts each one
 * afresh (no blocks, the infrastructure deployed again).
 *
 * Deletes, under DATA_DIR (default data/): each local chain's state folder (chains/<network>/,
 * anvil's state file), its deployments file and its node log. It stops nothing: while `make start`
 * runs (a node PID file names a live process) it refuses, since the running nodes would write their
 * state back on exit. The database and the browsers need no cleaning here: the next start gives each
 * chain a new instance id (core/local/chainInstance.ts), and the server and the web app forget what they kept
 * about a chain whose instance changed.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { localChainStateFile, localNetworks } from '@tokenbox/core/local/localNetworks.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dataDir = process.env.DATA_DIR || path.join(root, 'data')

function isRunning(pidFile: string): number | undefined {
  if (!existsSync(pidFile)) return undefined
  const pid = Number(readFileSync(pidFile, 'utf8').trim())
  if (!Number.isInteger(pid) || pid <= 0) return undefined
  try {
    process.kill(pid, 0)
    return pid
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it is running.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined
  }
}

const chains = localNetworks.map((local) => {
  const stateDir = path.join(dataDir, path.dirname(localChainStateFile(local.network)))
  return {
    ...local,
    stateDir,
    pid: isRunning(path.join(stateDir, 'node.pid')),
    files: [
      stateDir,
      path.join(dataDir, local.deploymentsFile),
      path.join(dataDir, local.network === 'default' ? 'chain.log' : `chain-${local.network}.log`),
    ],
  }
})

const running = chains.filter((chain) => chain.pid !== undefined)
if (running.length > 0) {
  for (const chain of running)
    console.error(`reset: the ${chain.network} local chain is running (pid ${chain.pid})`)
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

/**
 * The PID file of a local chain's node under `make start` (data/chains/<network>/node.pid), and the
 * one answer to "is this data folder's node running?" that `make start` and `make reset` share.
 *
 * A PID alone proves nothing (issue 72): a copied checkout carries the PID file of the original's
 * live node, and a PID is reused once its process ends. So the file records the node's PID, host,
 * port and data folder (JSON), and a node counts as running only when that PID is alive AND the
 * process is this data folder's node: on Linux its command line (/proc/<pid>/cmdline) names this
 * folder's state file and the recorded port; where there is no /proc, the recorded port answers
 * JSON-RPC. A file written for another data folder (a copy's) names no node of this one. The old
 * format, a bare PID, is read as unproven: only the command line can prove it.
 *
 * @example
 * const node = await findRunningLocalNode({ pidFile, dataDir, stateFile })
 * if (node.running) console.error(`the chain is running (pid ${node.pid})`)
 */
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { isProcessAlive } from '@tokenbox/core/local/isProcessAlive.ts'
import { rpcAnswers } from '@tokenbox/core/local/localNodeProcess.ts'

/** What the PID file records (JSON). */
export type LocalNodePidRecord = {
  pid: number
  host: string
  port: number
  /** Absolute: a copy of the folder keeps naming the original. */
  dataDir: string
  /** The node's --state file, absolute. */
  stateFile: string
  /** When `make start` started it (ISO 8601): for people reading the file. */
  startedAt: string
}

/** Writes the PID file of a node `make start` has just started. */
export function writeLocalNodePidFile(file: string, record: Omit<LocalNodePidRecord, 'startedAt'>): void {
  const full: LocalNodePidRecord = {
    ...record,
    dataDir: path.resolve(record.dataDir),
    stateFile: path.resolve(record.stateFile),
    startedAt: new Date().toISOString(),
  }
  writeFileSync(file, `${JSON.stringify(full, null, 2)}\n`)
}

export type FindRunningLocalNodeParameters = {
  pidFile: string
  /** THIS checkout's data folder (DATA_DIR). */
  dataDir: string
  /** The node's --state file in it. */
  stateFile: string
  /** Where /proc is; a test points it at a folder without one to take the other path. */
  procRoot?: string
}

export type FindRunningLocalNodeReturnType =
  | { running: true; pid: number; port: number | undefined; proof: 'command line' | 'port' }
  | {
      running: false
      /** Why a PID file that exists names no running node of this folder, for a line to the user; undefined when there is no file. */
      ignored: string | undefined
    }

/** The same file or folder, by name or, when both exist, by their real paths (a symlinked DATA_DIR). */
function samePath(a: string, b: string): boolean {
  if (path.resolve(a) === path.resolve(b)) return true
  try {
    return realpathSync(a) === realpathSync(b)
  } catch {
    return false
  }
}

/** A process's arguments, or undefined where /proc does not tell (no /proc, not readable). */
function commandLine(pid: number, procRoot: string): string[] | undefined {
  try {
    const raw = readFileSync(path.join(procRoot, String(pid), 'cmdline'), 'utf8')
    return raw.split('\0').filter((argument) => argument.length > 0)
  } catch {
    return undefined
  }
}

/** Whether `args` hold `option value` (`--port 8545`) or `option=value`. */
function hasOption(args: string[], option: string, matches: (value: string) => boolean): boolean {
  return args.some((argument, index) => {
    if (argument === option) return args[index + 1] !== undefined && matches(args[index + 1]!)
    return argument.startsWith(`${option}=`) && matches(argument.slice(option.length + 1))
  })
}

/** The record in `text`: the JSON format, or an old file's bare PID (everything else unknown). */
function parsePidFile(text: string): Partial<LocalNodePidRecord> | undefined {
  if (/^\d+\s*$/.test(text)) return { pid: Number(text.trim()) }
  try {
    const record = JSON.parse(text) as Partial<LocalNodePidRecord>
    return typeof record === 'object' && record !== null ? record : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether the node a PID file names is running as THIS data folder's node (see the file's header).
 * A file that proves nothing is ignored, with the reason.
 */
export async function findRunningLocalNode(
  parameters: FindRunningLocalNodeParameters,
): Promise<FindRunningLocalNodeReturnType> {
  const { pidFile, dataDir, stateFile, procRoot = '/proc' } = parameters
  if (!existsSync(pidFile)) return { running: false, ignored: undefined }
  const record = parsePidFile(readFileSync(pidFile, 'utf8'))
  const pid = record?.pid
  if (!record || typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0)
    return { running: false, ignored: 'it names no process' }
  if (!isProcessAlive(pid)) return { running: false, ignored: `pid ${pid} is not running (a stale file)` }
  if (record.dataDir !== undefined && !samePath(record.dataDir, dataDir))
    return {
      running: false,
      ignored: `it was written for another data folder (${record.dataDir}), as a copy of a checkout carries it: pid ${pid} is that folder's node, not this one's`,
    }
  const port = typeof record.port === 'number' ? record.port : undefined
  const args = commandLine(pid, procRoot)
  if (args) {
    const namesState = hasOption(args, '--state', (value) => samePath(value, stateFile))
    const namesPort = port === undefined || hasOption(args, '--port', (value) => value === String(port))
    if (namesState && namesPort) return { running: true, pid, port, proof: 'command line' }
    return {
      running: false,
      ignored: `pid ${pid} is another process, not the node of ${path.relative(process.cwd(), stateFile) || stateFile}`,
    }
  }
  // No /proc (macOS, Windows): the recorded port must answer. An old file records none.
  if (port === undefined)
    return {
      running: false,
      ignored: `pid ${pid} runs, but an old PID file cannot prove it is this folder's node`,
    }
  if (await rpcAnswers(`http://${record.host ?? '127.0.0.1'}:${port}`))
    return { running: true, pid, port, proof: 'port' }
  return { running: false, ignored: `pid ${pid} runs, but no node answers on its port ${port}` }
}

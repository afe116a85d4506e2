import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeLocalNodePidFile } from './localNodePidFile.ts'

/**
 * `make reset` in a copy of a checkout (issue 72): the copy's data folder holds the original's PID
 * file, naming the original's live node. The reset must go on in the copy, and still refuse in the
 * original. The node is a stand-in whose command line carries anvil's arguments as make start
 * passes them.
 */
const base = mkdtempSync(path.join(tmpdir(), 'tokenbox-reset-'))
const original = path.join(base, 'original', 'data')
const copy = path.join(base, 'copy', 'data')
const stateOf = (dataDir: string) => path.join(dataDir, 'chains', 'default', 'state.json')
let node: ChildProcess

function reset(dataDir: string) {
  return spawnSync(process.execPath, [path.join(import.meta.dirname, 'reset.ts')], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  })
}

beforeAll(async () => {
  mkdirSync(path.dirname(stateOf(original)), { recursive: true })
  writeFileSync(stateOf(original), '{}')
  writeFileSync(path.join(original, 'local-deployments.json'), '{}')
  node = spawn(
    process.execPath,
    ['-e', 'setInterval(() => {}, 1000)', '--', '--port', '8545', '--state', stateOf(original)],
    { stdio: 'ignore' },
  )
  await new Promise((resolve) => node.once('spawn', resolve))
  writeLocalNodePidFile(path.join(path.dirname(stateOf(original)), 'node.pid'), {
    pid: node.pid!,
    host: '127.0.0.1',
    port: 8545,
    dataDir: original,
    stateFile: stateOf(original),
  })
  // cp -a: the same files, the PID file included.
  cpSync(original, copy, { recursive: true, preserveTimestamps: true })
})

afterAll(() => {
  node.kill('SIGKILL')
  rmSync(base, { recursive: true, force: true })
})

describe('make reset', () => {
  it("goes on in a copy whose PID file names the original's live node", () => {
    const result = reset(copy)
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toMatch(/ignoring .*node\.pid: it was written for another data folder/)
    expect(existsSync(path.dirname(stateOf(copy)))).toBe(false)
    expect(existsSync(path.join(copy, 'local-deployments.json'))).toBe(false)
  })

  it.skipIf(!existsSync('/proc/self/cmdline'))(
    "goes on in a copy whose old bare PID file names the original's live node",
    () => {
      mkdirSync(path.dirname(stateOf(copy)), { recursive: true })
      writeFileSync(stateOf(copy), '{}')
      writeFileSync(path.join(path.dirname(stateOf(copy)), 'node.pid'), `${node.pid}\n`)
      const result = reset(copy)
      expect(result.status, result.stderr).toBe(0)
      expect(result.stdout).toMatch(new RegExp(`pid ${node.pid} is another process`))
      expect(existsSync(path.dirname(stateOf(copy)))).toBe(false)
    },
  )

  it.skipIf(!existsSync('/proc/self/cmdline'))('refuses in the original while its node runs', () => {
    const result = reset(original)
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(
      new RegExp(`default local chain of .* is running \\(pid ${node.pid}, port 8545\\)`),
    )
    expect(existsSync(stateOf(original))).toBe(true)
  })
})

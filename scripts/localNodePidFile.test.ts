import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findRunningLocalNode, writeLocalNodePidFile } from './localNodePidFile.ts'

/**
 * Two checkouts' data folders, and stand-ins for their nodes: Node processes whose command lines
 * carry anvil's `--port` and `--state` as make start passes them (what /proc/<pid>/cmdline shows).
 */
const base = mkdtempSync(path.join(tmpdir(), 'tokenbox-pid-'))
const ours = path.join(base, 'copy', 'data')
const theirs = path.join(base, 'original', 'data')
const stateOf = (dataDir: string) => path.join(dataDir, 'chains', 'default', 'state.json')
const pidFile = path.join(ours, 'chains', 'default', 'node.pid')
/** Writes the PID file as a start of `dataDir`'s node `pid` on `port` would (a copy's, a stale one's). */
const record = (pid: number, port: number, dataDir: string) =>
  writeLocalNodePidFile(pidFile, { pid, host: '127.0.0.1', port, dataDir, stateFile: stateOf(dataDir) })
const children: ChildProcess[] = []

function sleeper(args: string[] = []): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', '--', ...args], {
    stdio: 'ignore',
  })
  children.push(child)
  return child
}
const nodeOf = (dataDir: string, port: number) =>
  sleeper(['--host', '127.0.0.1', '--port', String(port), '--state', stateOf(dataDir)])

const hasProc = existsSync('/proc/self/cmdline')
const find = (procRoot?: string) =>
  findRunningLocalNode({
    pidFile,
    dataDir: ours,
    stateFile: stateOf(ours),
    ...(procRoot ? { procRoot } : {}),
  })

let ourNode: ChildProcess
let theirNode: ChildProcess
let other: ChildProcess

beforeAll(async () => {
  for (const dataDir of [ours, theirs]) mkdirSync(path.dirname(stateOf(dataDir)), { recursive: true })
  ourNode = nodeOf(ours, 18_545)
  theirNode = nodeOf(theirs, 8545)
  other = sleeper()
  // Their command lines are in /proc once they run.
  await Promise.all(
    [ourNode, theirNode, other].map((child) => new Promise((resolve) => child.once('spawn', resolve))),
  )
})

afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  rmSync(base, { recursive: true, force: true })
})

describe('findRunningLocalNode', () => {
  it('finds no node without a PID file', async () => {
    rmSync(pidFile, { force: true })
    expect(await find()).toEqual({ running: false, ignored: undefined })
  })

  it.skipIf(!hasProc)("proves this folder's node by its command line", async () => {
    record(ourNode.pid!, 18_545, ours)
    expect(await find()).toEqual({ running: true, pid: ourNode.pid, port: 18_545, proof: 'command line' })
  })

  it("ignores a copied PID file that names another checkout's live node", async () => {
    // cp -a of the original's data folder: its file, its node's PID, its folder.
    record(theirNode.pid!, 8545, theirs)
    const found = await find()
    expect(found.running).toBe(false)
    expect(!found.running && found.ignored).toMatch(/written for another data folder/)
  })

  it.skipIf(!hasProc)(
    'ignores a file that claims this folder for a process that is not its node',
    async () => {
      // Their node, though the file says ours (hand-made, or written by an older start for ours).
      record(theirNode.pid!, 8545, ours)
      expect((await find()).running).toBe(false)
      // A live process that is no node at all.
      record(other.pid!, 18_545, ours)
      const found = await find()
      expect(found.running).toBe(false)
      expect(!found.running && found.ignored).toMatch(new RegExp(`pid ${other.pid} is another process`))
      // Our node, on another port than the file says: not the node the file recorded.
      record(ourNode.pid!, 8545, ours)
      expect((await find()).running).toBe(false)
    },
  )

  it('ignores a stale PID', async () => {
    const ended = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
    await new Promise((resolve) => ended.once('exit', resolve))
    record(ended.pid!, 18_545, ours)
    const found = await find()
    expect(found.running).toBe(false)
    expect(!found.running && found.ignored).toMatch(/is not running/)
  })

  it.skipIf(!hasProc)('reads an old bare PID as unproven: only the command line proves it', async () => {
    writeFileSync(pidFile, `${ourNode.pid}\n`)
    expect(await find()).toMatchObject({ running: true, pid: ourNode.pid, proof: 'command line' })
    writeFileSync(pidFile, `${theirNode.pid}\n`)
    expect((await find()).running).toBe(false)
    // Without /proc nothing proves it.
    writeFileSync(pidFile, `${ourNode.pid}\n`)
    expect((await find(path.join(base, 'no-proc'))).running).toBe(false)
  })

  describe('without /proc: the recorded port must answer JSON-RPC', () => {
    let rpc: Server
    let port: number
    beforeAll(async () => {
      rpc = createServer((_request, response) => {
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x7a69' }))
      })
      await new Promise<void>((resolve) => rpc.listen(0, '127.0.0.1', resolve))
      port = (rpc.address() as { port: number }).port
    })
    afterAll(() => new Promise<void>((resolve) => rpc.close(() => resolve())))

    it('trusts a live PID of this folder whose port answers, and not one whose port is silent', async () => {
      const noProc = path.join(base, 'no-proc')
      writeLocalNodePidFile(pidFile, {
        pid: ourNode.pid!,
        host: '127.0.0.1',
        port,
        dataDir: ours,
        stateFile: stateOf(ours),
      })
      expect(await find(noProc)).toEqual({ running: true, pid: ourNode.pid, port, proof: 'port' })
      const silent = await new Promise<number>((resolve) => {
        const probe = createServer()
        probe.listen(0, '127.0.0.1', () => {
          const free = (probe.address() as { port: number }).port
          probe.close(() => resolve(free))
        })
      })
      record(ourNode.pid!, silent, ours)
      expect((await find(noProc)).running).toBe(false)
    })
  })
})

import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { startCpuWatch } from './cpuWatch.ts'

const children: ChildProcess[] = []

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
})

/**
 * Writes `mebibytes` of new memory (kept) and spins for `spinMs` of its own CPU time (not of wall
 * time: on a loaded machine a spin of 300 ms wall got 0.16 s of CPU).
 */
const work = (mebibytes: number, spinMs: number) => `
  globalThis.kept = []
  for (let i = 0; i < ${mebibytes}; i++) globalThis.kept.push(Buffer.alloc(1024 * 1024, 1))
  const from = process.cpuUsage()
  for (let used = process.cpuUsage(from); used.user + used.system < ${spinMs * 1000}; used = process.cpuUsage(from));`

/**
 * A Node child, already up and idle, that on a line on its stdin does `work` and starts a
 * grandchild doing the same, then writes "done" once both have; both stay alive after (a tree is
 * read while it lives: what a process did in its last tick before it ended is not seen).
 */
async function heldTree(
  mebibytes: number,
  spinMs: number,
): Promise<{ child: ChildProcess; go: () => Promise<void> }> {
  const grandchild = `${work(mebibytes, spinMs)}; process.stdout.write('done'); setInterval(() => {}, 1000)`
  const code = `
    process.stdin.once('data', () => {
      ${work(mebibytes, spinMs)}
      const inner = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(grandchild)}], { stdio: ['ignore', 'pipe', 'ignore'] })
      inner.stdout.once('data', () => process.stdout.write('done'))
    })
    process.stdout.write('up')`
  const child = spawn(process.execPath, ['-e', code], { stdio: ['pipe', 'pipe', 'ignore'] })
  children.push(child)
  await once(child.stdout!, 'data')
  return {
    child,
    go: async () => {
      child.stdin!.write('go\n')
      await once(child.stdout!, 'data')
    },
  }
}

describe.runIf(existsSync('/proc/self/stat'))('cpuWatch: CPU time and page faults by process tree', () => {
  it("counts the CPU seconds and the new pages of a tree's processes from when it is tracked, grandchildren included", async () => {
    const watch = startCpuWatch(200)
    try {
      const { child, go } = await heldTree(64, 300)
      const stop = watch.track(child.pid!)
      await go()
      const use = stop()
      // 64 MiB is 16,384 pages of 4 KiB, written in each of the two processes.
      expect(use!.faults).toBeGreaterThan(2 * 16_384)
      // Two spins of 0.3 CPU s each.
      expect(use!.seconds).toBeGreaterThanOrEqual(0.5)
      // A tree tracked after its work counts none of it.
      const late = watch.track(child.pid!)()
      expect(late!.faults).toBeLessThan(1_000)
      expect(late!.seconds).toBeLessThan(0.2)
    } finally {
      const run = watch.stop()
      expect(run!.ourFaults).toBeGreaterThan(0)
    }
  })
})

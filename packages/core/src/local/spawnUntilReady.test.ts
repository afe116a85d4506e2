import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { getFreePort } from './localNodeProcess.ts'
import { spawnUntilReady } from './spawnUntilReady.ts'

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const node = (script: string) => ({ command: process.execPath, args: ['-e', script] })

/** A server that listens on `port` (0: one the system picks) and prints where, as our servers do. */
const server = (port: number, answer: string) =>
  node(
    `const s = require('node:http').createServer((_, reply) => reply.end(${JSON.stringify(answer)})); ` +
      `s.listen(${port}, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + s.address().port))`,
  )
const listeningOn = (output: string) => /listening on (http:\/\/\S+)/.exec(output)?.[1]
const answers = async (url: string) => (await fetch(url).catch(() => undefined))?.ok === true

describe('spawnUntilReady', () => {
  it('resolves once the process answers, and stop ends it', async () => {
    const port = await getFreePort()
    const url = `http://127.0.0.1:${port}`
    const started = await spawnUntilReady({
      name: 'The test server',
      ...server(port, 'ok'),
      url,
      isReady: answers,
      timeoutMs: 30_000,
      stopTimeoutMs: 5000,
    })
    expect(started.url).toBe(url)
    expect(await (await fetch(url)).text()).toBe('ok')
    await started.stop()
    expect(isRunning(started.pid)).toBe(false)
    await started.stop() // a second stop is harmless
  })

  it('reads where a process on port 0 listens, so processes started at once never share a port', async () => {
    const started = await Promise.all(
      ['a', 'b', 'c', 'd'].map((answer) =>
        spawnUntilReady({
          name: `Server ${answer}`,
          ...server(0, answer),
          url: listeningOn,
          isReady: answers,
          timeoutMs: 30_000,
          stopTimeoutMs: 5000,
        }),
      ),
    )
    try {
      expect(new Set(started.map((process) => process.url)).size).toBe(4)
      expect(await Promise.all(started.map(async ({ url }) => (await fetch(url)).text()))).toEqual([
        'a',
        'b',
        'c',
        'd',
      ])
    } finally {
      await Promise.all(started.map((process) => process.stop()))
    }
  })

  it('does not take another process answering on the port for its own, which could not listen there', async () => {
    // What a port picked beforehand can come to: someone else took it first.
    const other = await spawnUntilReady({
      name: 'The other server',
      ...server(0, 'other'),
      url: listeningOn,
      isReady: answers,
      timeoutMs: 30_000,
      stopTimeoutMs: 5000,
    })
    try {
      const port = Number(new URL(other.url).port)
      await expect(
        spawnUntilReady({
          name: 'The late server',
          ...server(port, 'mine'),
          url: listeningOn,
          isReady: answers,
          timeoutMs: 30_000,
          stopTimeoutMs: 5000,
        }),
      ).rejects.toThrow(
        /The late server exited before answering on the port it was to name:[\s\S]*EADDRINUSE/,
      )
    } finally {
      await other.stop()
    }
  })

  it('throws with the last output when the process exits before answering', async () => {
    await expect(
      spawnUntilReady({
        name: 'The broken server',
        ...node("console.error('no database here'); process.exit(3)"),
        url: 'http://127.0.0.1:1',
        isReady: async () => false,
        timeoutMs: 30_000,
        stopTimeoutMs: 5000,
      }),
    ).rejects.toThrow(
      /The broken server exited before answering on http:\/\/127\.0\.0\.1:1:\nno database here/,
    )
  })

  it('stops a process that does not answer in time, and says so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tokenbox-spawn-'))
    const pidFile = join(dir, 'pid')
    try {
      await expect(
        spawnUntilReady({
          name: 'The silent server',
          ...node(
            `require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); setInterval(() => {}, 1000)`,
          ),
          url: 'http://127.0.0.1:1',
          // Never ready, and not before the process runs, so the timeout finds it running.
          isReady: async () => {
            while (!existsSync(pidFile)) await new Promise((wait) => setTimeout(wait, 20))
            return false
          },
          timeoutMs: 300,
          stopTimeoutMs: 5000,
        }),
      ).rejects.toThrow(/The silent server did not answer on http:\/\/127\.0\.0\.1:1 within 300 ms/)
      expect(isRunning(Number(readFileSync(pidFile, 'utf8')))).toBe(false)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pino from 'pino'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BatchedLogStream } from '../src/log/BatchedLogStream.ts'
import { batchedLogDestination, logBatchChars, logFlushMs } from '../src/log/serverLoggerOptions.ts'

// The production log is written in batches (issue 17: one write per request line cost the VIP lookup
// about 7 µs): a line may wait for others, but never for long, and never for ever.
describe('the batched log destination', () => {
  const cleanups: (() => Promise<void>)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup()
  })

  function logToFile() {
    const dir = mkdtempSync(join(tmpdir(), 'tokenbox-log-'))
    const file = join(dir, 'server.log')
    const fd = openSync(file, 'w')
    const destination = batchedLogDestination(fd)
    cleanups.push(async () => {
      destination.end()
      closeSync(fd)
      rmSync(dir, { recursive: true, force: true })
    })
    const read = () => readFileSync(file, 'utf8')
    return { logger: pino({ level: 'info' }, destination), destination, read }
  }

  /**
   * A child process running `script` whose stdin is a pipe nothing reads until the child is sent a
   * message (then it copies stdin to its stdout); killed after the test. Returns the write end's
   * file descriptor (non-blocking, as Node opens pipes) and `read`, which lets the reader catch up
   * and returns what it has passed on so far.
   */
  async function pipeToStalledReader(script: string) {
    const { spawn } = await import('node:child_process')
    const reader = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit', 'ipc'] })
    cleanups.push(async () => {
      reader.kill()
    })
    let received: string | undefined
    const read = () => {
      if (received === undefined) {
        received = ''
        reader.stdout?.on('data', (chunk: Buffer) => {
          received += chunk.toString('utf8')
        })
        reader.send('read now')
      }
      return received
    }
    return { fd: (reader.stdin as unknown as { _handle: { fd: number } })._handle.fd, read }
  }

  it('keeps a lone line back, then writes it within logFlushMs', async () => {
    const { logger, read } = logToFile()
    const started = Date.now()
    logger.info('a lone line')
    // Not written by the call itself: that write per line is the cost the batch removes.
    expect(read()).toBe('')
    await vi.waitFor(() => expect(read()).toContain('a lone line'), { timeout: 5_000, interval: 10 })
    // The timer's period plus what a loaded machine adds; a line never waits for a batch to fill.
    expect(Date.now() - started).toBeLessThan(logFlushMs + 2_000)
  })

  it('writes many lines together, every one of them, in order', async () => {
    const { logger, read } = logToFile()
    const count = Math.ceil((logBatchChars * 3) / 100)
    for (let index = 0; index < count; index++) logger.info({ index }, 'x'.repeat(40))
    await vi.waitFor(() => expect(read().trim().split('\n')).toHaveLength(count), {
      timeout: 5_000,
      interval: 10,
    })
    const indexes = read()
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { index: number }).index)
    expect(indexes).toEqual(Array.from({ length: count }, (_, index) => index))
  })

  it('writes what is still held when flushed (as main.ts does before printing its URL)', async () => {
    const { logger, destination, read } = logToFile()
    logger.info('before the URL')
    await new Promise<void>((resolve, reject) =>
      destination.flush((error) => (error ? reject(error) : resolve())),
    )
    expect(read()).toContain('before the URL')
  })

  it('writes a batch as soon as it is full, without waiting for the timer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tokenbox-log-'))
    const file = join(dir, 'server.log')
    const fd = openSync(file, 'w')
    // A timer that never fires within the test: only a full batch can be what writes.
    const stream = new BatchedLogStream(fd, { batchChars: 1000, flushMs: 3_600_000 })
    cleanups.push(async () => {
      stream.end()
      closeSync(fd)
      rmSync(dir, { recursive: true, force: true })
    })
    const line = `${'y'.repeat(99)}\n`
    for (let index = 0; index < 9; index++) stream.write(line)
    stream.write(line)
    await vi.waitFor(() => expect(readFileSync(file, 'utf8')).toBe(line.repeat(10)), {
      timeout: 5_000,
      interval: 10,
    })
    // Less than a batch waits for the timer (or a flush), however long.
    stream.write('held\n')
    await new Promise((resolve) => setImmediate(resolve))
    expect(readFileSync(file, 'utf8')).toBe(line.repeat(10))
    await new Promise<void>((resolve) => stream.flush(() => resolve()))
    expect(readFileSync(file, 'utf8')).toBe(`${line.repeat(10)}held\n`)
  })

  it('never blocks on a full pipe: keeps the rest, writes it when the reader catches up', async () => {
    // A non-blocking pipe whose reader is not reading: the kernel takes 64 kB, then says EAGAIN.
    const { fd, read } = await pipeToStalledReader(
      "process.stdin.once('readable', () => {}); process.on('message', () => process.stdin.pipe(process.stdout))",
    )
    const stream = new BatchedLogStream(fd, { batchChars: 4096, flushMs: 50 })
    const line = `${'z'.repeat(999)}\n`
    const started = performance.now()
    for (let index = 0; index < 300; index++) stream.write(line)
    // 300 kB into a 64 kB pipe nobody reads: the writes came back at once instead of waiting.
    expect(performance.now() - started).toBeLessThan(2_000)
    read()
    await vi.waitFor(() => expect(read().length).toBe(300 * 1000), { timeout: 10_000, interval: 20 })
    expect(read()).toBe(line.repeat(300))
    stream.end()
  })

  it('drops the oldest lines, and says so, when a full destination holds more than the limit', async () => {
    const { fd, read } = await pipeToStalledReader(
      "process.on('message', () => process.stdin.pipe(process.stdout))",
    )
    const stream = new BatchedLogStream(fd, { batchChars: 4096, flushMs: 50, maxHeldChars: 100_000 })
    for (let index = 0; index < 400; index++) stream.write(`${JSON.stringify({ index })}${' '.repeat(980)}\n`)
    read()
    await vi.waitFor(() => expect(read()).toContain('{"index":399}'), { timeout: 10_000, interval: 20 })
    stream.end()
    const lines = read()
      .trim()
      .split('\n')
      .map((text) => JSON.parse(text) as { index?: number; msg?: string })
    const dropped = lines.find((line) => line.msg?.startsWith('log destination full'))
    expect(dropped?.msg).toMatch(/^log destination full: \d+ lines dropped$/)
    const indexes = lines.flatMap((line) => (line.index === undefined ? [] : [line.index]))
    // In order, the newest kept, fewer than were written, and nothing held beyond the limit.
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b))
    expect(indexes.at(-1)).toBe(399)
    expect(indexes.length).toBeLessThan(400)
  })

  it('keeps dropping cheap while the reader stays stalled: constant work per line past the limit', async () => {
    const { fd, read } = await pipeToStalledReader(
      "process.on('message', () => process.stdin.pipe(process.stdout))",
    )
    // 100,000 short lines held at the limit, then 300,000 more: each one drops the oldest. Moving
    // every held line per drop (as an array shift does) is 3e10 moves, minutes; a moving head, a few
    // milliseconds. The generous timeout tells the two apart on any machine.
    const stream = new BatchedLogStream(fd, { batchChars: 4096, flushMs: 50, maxHeldChars: 1_000_000 })
    for (let index = 0; index < 400_000; index++) stream.write(`${String(index).padStart(9, '0')}\n`)
    read()
    await vi.waitFor(() => expect(read()).toContain('000399999'), { timeout: 10_000, interval: 20 })
    stream.end()
    const kept = read().trim().split('\n')
    const note = kept.find((line) => line.includes('log destination full'))
    expect(note).toBeDefined()
    const numbers = kept.filter((line) => /^\d{9}$/.test(line)).map(Number)
    // The newest are kept, in order, with no gap after the first line kept behind the pipe's share.
    expect(numbers.at(-1)).toBe(399_999)
    expect(numbers.slice(-100_000)).toEqual(Array.from({ length: 100_000 }, (_, i) => 300_000 + i))
  }, 30_000)
})

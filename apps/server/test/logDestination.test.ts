import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pino from 'pino'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { batchedLogDestination, logBatchBytes, logFlushMs } from '../src/log/serverLoggerOptions.ts'

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
    // Ending the destination closes `fd`; waiting for that keeps the number from being reused
    // by the next test's file while this one still writes to it.
    cleanups.push(async () => {
      await new Promise((resolve) => {
        destination.once('close', resolve)
        destination.end()
      })
      rmSync(dir, { recursive: true, force: true })
    })
    const read = () => readFileSync(file, 'utf8')
    return { logger: pino({ level: 'info' }, destination), destination, read }
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
    const count = Math.ceil((logBatchBytes * 3) / 100)
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
})

import type { VanityPatternInput } from '@tokenbox/core/vanity/vanityPattern.ts'
import type { VanityWorkerEvent } from '@tokenbox/core/vanity/vanitySearch.ts'
import { describe, expect, it, vi } from 'vitest'
import { defaultVanityWorkers, startVanitySearch } from './vanityWorkerPool.ts'

/** A stand-in Worker the test drives by hand (the real worker is covered by the e2e test). */
class FakeWorker {
  onmessage: ((message: MessageEvent<VanityWorkerEvent>) => void) | null = null
  onerror: (() => void) | null = null
  posted: unknown[] = []
  terminated = false
  postMessage(message: unknown) {
    this.posted.push(message)
  }
  terminate() {
    this.terminated = true
  }
  emit(event: VanityWorkerEvent) {
    this.onmessage?.({ data: event } as MessageEvent<VanityWorkerEvent>)
  }
}

const input: VanityPatternInput = {
  match: 'prefix',
  text: 'abc',
  suffix: '',
  caseSensitive: false,
  target: 'address',
}

function start(count: number) {
  const workers: FakeWorker[] = []
  const handlers = { onProgress: vi.fn(), onFound: vi.fn(), onError: vi.fn(), onStopped: vi.fn() }
  const handle = startVanitySearch(input, count, handlers, () => {
    const worker = new FakeWorker()
    workers.push(worker)
    return worker as unknown as Worker
  })
  return { workers, handlers, handle }
}

describe('startVanitySearch', () => {
  it('starts every worker on the same pattern and sums their attempts', () => {
    const { workers, handlers } = start(3)
    expect(workers.map((worker) => worker.posted)).toEqual([
      [{ type: 'start', input }],
      [{ type: 'start', input }],
      [{ type: 'start', input }],
    ])
    workers[0]!.emit({ type: 'progress', attempts: 100 })
    workers[1]!.emit({ type: 'progress', attempts: 50 })
    workers[0]!.emit({ type: 'progress', attempts: 300 })
    expect(handlers.onProgress).toHaveBeenLastCalledWith(350)
  })

  it('ends at the first match: every worker terminated, later messages ignored', () => {
    const { workers, handlers } = start(2)
    workers[1]!.emit({ type: 'progress', attempts: 40 })
    workers[0]!.emit({
      type: 'found',
      attempts: 70,
      privateKey: '0x01',
      address: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
    })
    expect(handlers.onFound).toHaveBeenCalledWith(
      { privateKey: '0x01', address: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf' },
      110,
    )
    expect(workers.every((worker) => worker.terminated)).toBe(true)
    workers[1]!.emit({ type: 'progress', attempts: 90 })
    expect(handlers.onProgress).toHaveBeenCalledTimes(1)
  })

  it('stops at once and reports an error from any worker as the end of the search', () => {
    const stopped = start(2)
    stopped.workers[0]!.emit({ type: 'progress', attempts: 10 })
    stopped.handle.stop()
    stopped.handle.stop()
    expect(stopped.handlers.onStopped).toHaveBeenCalledTimes(1)
    expect(stopped.handlers.onStopped).toHaveBeenCalledWith(10)
    expect(stopped.workers.every((worker) => worker.terminated)).toBe(true)

    const failed = start(2)
    failed.workers[1]!.emit({ type: 'error', error: 'error.verify', attempts: 5 })
    expect(failed.handlers.onError).toHaveBeenCalledWith('error.verify', 5)
    expect(failed.workers.every((worker) => worker.terminated)).toBe(true)
  })
})

describe('defaultVanityWorkers', () => {
  it('uses every core, and at least one', () => {
    expect(defaultVanityWorkers(8)).toBe(8)
    expect(defaultVanityWorkers(2)).toBe(2)
    expect(defaultVanityWorkers(1)).toBe(1)
    expect(defaultVanityWorkers(0)).toBe(1)
  })
})

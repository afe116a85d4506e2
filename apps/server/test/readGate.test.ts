import { describe, expect, it, vi } from 'vitest'
import { createReadGate } from '../src/limits/createReadGate.ts'

/** A read that finishes when the test says so. */
function held() {
  let finish: (value: string) => void = () => {}
  const done = new Promise<string>((resolve) => {
    finish = resolve
  })
  return { read: () => done, finish }
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('createReadGate', () => {
  it('runs atOnce reads at a time, one per operator, the others in turn; refuses past its bounds', async () => {
    const gate = createReadGate({ atOnce: 2, perOperator: 2, maxWaiting: 2 })
    const started: string[] = []
    const reads = new Map<string, ReturnType<typeof held>>()
    const run = (operator: string, name: string) => {
      const read = held()
      reads.set(name, read)
      return gate.run(operator, () => {
        started.push(name)
        return read.read()
      })
    }
    const a1 = run('alice', 'a1')
    const a2 = run('alice', 'a2') // waits: alice already runs one
    const b1 = run('bob', 'b1')
    await settle()
    expect(started).toEqual(['a1', 'b1'])
    // Alice has two running or waiting: a third is refused at once.
    expect(await gate.run('alice', async () => 'x')).toEqual({ ok: false, refusal: 'operator busy' })
    const c1 = run('carol', 'c1') // waits: two running
    await settle()
    // Two waiting (a2, c1): the queue is full.
    expect(await gate.run('dave', async () => 'x')).toEqual({ ok: false, refusal: 'instance busy' })

    reads.get('b1')?.finish('b1 done')
    expect(await b1).toEqual({ ok: true, value: 'b1 done' })
    await settle()
    // Bob's place goes to the first waiting read whose operator runs none: carol, not alice.
    expect(started).toEqual(['a1', 'b1', 'c1'])
    reads.get('a1')?.finish('a1 done')
    expect(await a1).toEqual({ ok: true, value: 'a1 done' })
    await settle()
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2'])
    reads.get('a2')?.finish('a2 done')
    reads.get('c1')?.finish('c1 done')
    expect(await Promise.all([a2, c1])).toEqual([
      { ok: true, value: 'a2 done' },
      { ok: true, value: 'c1 done' },
    ])
  })

  it('rests a place after a read as long as the read took times restRatio; the answer is not delayed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      let clock = 0
      const gate = createReadGate({
        atOnce: 1,
        perOperator: 2,
        maxWaiting: 4,
        restRatio: 1,
        now: () => clock,
      })
      const started: string[] = []
      const first = gate.run('alice', async () => {
        started.push('a1')
        clock += 300
        return 'a1 done'
      })
      const second = gate.run('bob', async () => {
        started.push('b1')
        return 'b1 done'
      })
      expect(await first).toEqual({ ok: true, value: 'a1 done' })
      await settle()
      expect(started).toEqual(['a1'])
      await vi.advanceTimersByTimeAsync(299)
      expect(started).toEqual(['a1'])
      await vi.advanceTimersByTimeAsync(1)
      expect(await second).toEqual({ ok: true, value: 'b1 done' })
      expect(started).toEqual(['a1', 'b1'])
      // A read that took no time leaves no rest: the next one starts at once.
      expect(await gate.run('carol', async () => 'c1 done')).toEqual({ ok: true, value: 'c1 done' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('gives the place back when a read fails', async () => {
    const gate = createReadGate({ atOnce: 1, perOperator: 1, maxWaiting: 0 })
    await expect(gate.run('alice', async () => Promise.reject(new Error('database away')))).rejects.toThrow(
      'database away',
    )
    expect(await gate.run('alice', async () => 'again')).toEqual({ ok: true, value: 'again' })
  })
})

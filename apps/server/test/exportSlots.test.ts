import { describe, expect, it, vi } from 'vitest'
import { createExportSlots } from '../src/limits/createExportSlots.ts'

describe('createExportSlots', () => {
  it('runs one export per operator and atOnce in all, and takes a slot back once however often released', () => {
    const slots = createExportSlots({ atOnce: 2 })
    const first = slots.take('alice')
    expect(first.ok).toBe(true)
    expect(slots.take('alice')).toEqual({ ok: false, refusal: 'operator busy' })
    const second = slots.take('bob')
    expect(second.ok).toBe(true)
    expect(slots.take('carol')).toEqual({ ok: false, refusal: 'instance busy' })
    // An operator already exporting hears about its own export, not the instance's.
    expect(slots.take('bob')).toEqual({ ok: false, refusal: 'operator busy' })

    if (first.ok) {
      first.release()
      first.release() // idempotent: must not free bob's slot as well
    }
    expect(slots.take('alice').ok).toBe(true)
    expect(slots.take('carol')).toEqual({ ok: false, refusal: 'instance busy' })
  })

  it('grants the running exports one slice per turn of the event loop, in turn', async () => {
    const slots = createExportSlots({ atOnce: 2 })
    const alice = slots.take('alice')
    const bob = slots.take('bob')
    if (!alice.ok || !bob.ok) throw new Error('both should have a slot')

    // Counts the event loop's turns while the slices are granted.
    let loopTurn = 0
    let counting = true
    const count = () => {
      loopTurn++
      if (counting) setImmediate(count)
    }
    setImmediate(count)

    const grants: string[] = []
    const slices = (name: string, slot: typeof alice, times: number) =>
      (async () => {
        for (let slice = 0; slice < times; slice++) {
          await slot.turn()
          grants.push(`${name}@${loopTurn}`)
        }
      })()
    await Promise.all([slices('alice', alice, 3), slices('bob', bob, 3)])
    counting = false

    expect(grants.map((grant) => grant.split('@')[0])).toEqual([
      'alice',
      'bob',
      'alice',
      'bob',
      'alice',
      'bob',
    ])
    const turns = grants.map((grant) => Number(grant.split('@')[1]))
    // Never two slices in one turn, whichever export they belong to.
    expect(new Set(turns).size).toBe(turns.length)
  })

  it('rests the lane after a slice as long as the slice took times restRatio, for every export', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] })
    try {
      const slots = createExportSlots({ atOnce: 2, restRatio: 1, now: () => Date.now() })
      const alice = slots.take('alice')
      const bob = slots.take('bob')
      if (!alice.ok || !bob.ok) throw new Error('both should have a slot')
      const granted: string[] = []
      await alice.turn()
      granted.push('alice')
      // Alice's slice takes 200 ms: the lane rests 200 ms before any next slice, hers or bob's.
      vi.advanceTimersByTime(200)
      const aliceNext = alice.turn().then(() => granted.push('alice again'))
      const bobFirst = bob.turn().then(() => granted.push('bob'))
      await vi.advanceTimersByTimeAsync(199)
      expect(granted).toEqual(['alice'])
      await vi.advanceTimersByTimeAsync(1)
      await Promise.all([aliceNext, bobFirst])
      expect(granted).toEqual(['alice', 'alice again', 'bob'])
    } finally {
      vi.useRealTimers()
    }
  })
})

/** Why an export was refused: its operator already runs one, or the instance runs as many as it may. */
export type ExportSlotRefusal = 'operator busy' | 'instance busy'

export type ExportSlot = {
  /**
   * Resolves in a later turn of the event loop, when this export may do its next slice of work:
   * one slice per turn for all running exports together, taken in turn.
   */
  turn: () => Promise<void>
  /** Gives the slot back (idempotent); call it however the export ends: done, failed, abandoned. */
  release: () => void
}

export type ExportSlots = {
  /** A slot for one export of `operatorId`, or why there is none. */
  take(operatorId: string): ({ ok: true } & ExportSlot) | { ok: false; refusal: ExportSlotRefusal }
}

/**
 * Slots for long exports: at most `atOnce` running in this instance, and one per operator. An
 * export is CPU work on the instance's one event loop (reading, serialising, compressing), so the
 * cap that protects every other request is per instance by nature: it stays in memory, unlike the
 * sign-in limits, which must count across instances. Behind a load balancer an operator could hold
 * one export per instance, and each instance still runs at most `atOnce`.
 *
 * Between two slices an export awaits `turn()`. The running exports share one lane: each turn of the
 * event loop grants one slice, to the longest waiting, so every other request is served between
 * slices and the exports together take the CPU of one, however many run.
 *
 * @example
 * const slots = createExportSlots({ atOnce: 2 })
 * const slot = slots.take(userId)
 * if (!slot.ok) throw busy(slot.refusal)
 * for (const page of pages) { await slot.turn(); write(serialise(page)) }
 * slot.release()
 */
export function createExportSlots(options: { atOnce: number }): ExportSlots {
  const running = new Set<string>()
  const waiting: (() => void)[] = []
  let granting = false
  function grantNext() {
    if (granting || waiting.length === 0) return
    granting = true
    setImmediate(() => {
      granting = false
      waiting.shift()?.()
      grantNext()
    })
  }
  return {
    take(operatorId) {
      if (running.has(operatorId)) return { ok: false, refusal: 'operator busy' }
      if (running.size >= options.atOnce) return { ok: false, refusal: 'instance busy' }
      running.add(operatorId)
      let released = false
      return {
        ok: true,
        turn: () =>
          new Promise<void>((resolve) => {
            waiting.push(resolve)
            grantNext()
          }),
        release: () => {
          if (released) return
          released = true
          running.delete(operatorId)
        },
      }
    },
  }
}

import { type RestingOptions, restingOf } from './restingOptions.ts'

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
 * slices and the exports together take the CPU of one, however many run. With `restRatio` the lane
 * rests after each slice for as long as the slice took (from its grant to the export's next
 * `turn()`: reading the page, serialising it, handing it to the response) times the ratio, so the
 * exports together keep that lane busy at most 1 / (1 + restRatio) of the time: on PostgreSQL a
 * page's rows are parsed on the event loop and compressed on the thread pool, work that no turn of
 * the event loop alone leaves room around.
 *
 * @example
 * const slots = createExportSlots({ atOnce: 2 })
 * const slot = slots.take(userId)
 * if (!slot.ok) throw busy(slot.refusal)
 * for (const page of pages) { await slot.turn(); write(serialise(page)) }
 * slot.release()
 */
export function createExportSlots(options: { atOnce: number } & RestingOptions): ExportSlots {
  const { restRatio, now } = restingOf(options)
  const running = new Set<string>()
  const waiting: (() => void)[] = []
  let granting = false
  /** When the lane may grant again: the end of the last slice's rest. */
  let restingUntil = 0
  function grantNext() {
    if (granting || waiting.length === 0) return
    granting = true
    const grant = () => {
      granting = false
      waiting.shift()?.()
      grantNext()
    }
    const restMs = restingUntil - now()
    if (restMs >= 1) setTimeout(grant, restMs)
    else setImmediate(grant)
  }
  return {
    take(operatorId) {
      if (running.has(operatorId)) return { ok: false, refusal: 'operator busy' }
      if (running.size >= options.atOnce) return { ok: false, refusal: 'instance busy' }
      running.add(operatorId)
      let released = false
      /** When this export's current slice was granted (undefined before its first). */
      let grantedAt: number | undefined
      return {
        ok: true,
        turn: () =>
          new Promise<void>((resolve) => {
            if (grantedAt !== undefined) {
              const at = now()
              restingUntil = Math.max(restingUntil, at + (at - grantedAt) * restRatio)
            }
            waiting.push(() => {
              grantedAt = now()
              resolve()
            })
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

/** Why an export was refused: its operator already runs one, or the instance runs as many as it may. */
export type ExportSlotRefusal = 'operator busy' | 'instance busy'

export type ExportSlots = {
  /**
   * A slot for one export of `operatorId`; `release` (idempotent) gives it back and must be called
   * however the export ends: finished, failed, or abandoned by the client.
   */
  take(operatorId: string): { ok: true; release: () => void } | { ok: false; refusal: ExportSlotRefusal }
}

/**
 * Slots for long exports: at most `atOnce` running in this instance, and one per operator. An
 * export is CPU work on the instance's one event loop (reading, serialising, compressing), so the
 * cap that protects every other request is per instance by nature: it stays in memory, unlike the
 * sign-in limits, which must count across instances. Behind a load balancer an operator could hold
 * one export per instance, and each instance still runs at most `atOnce`.
 *
 * @example
 * const slots = createExportSlots({ atOnce: 2 })
 * const slot = slots.take(userId)
 * if (!slot.ok) throw busy(slot.refusal)
 * stream.once('close', slot.release)
 */
export function createExportSlots(options: { atOnce: number }): ExportSlots {
  const running = new Set<string>()
  return {
    take(operatorId) {
      if (running.has(operatorId)) return { ok: false, refusal: 'operator busy' }
      if (running.size >= options.atOnce) return { ok: false, refusal: 'instance busy' }
      running.add(operatorId)
      let released = false
      return {
        ok: true,
        release: () => {
          if (released) return
          released = true
          running.delete(operatorId)
        },
      }
    },
  }
}

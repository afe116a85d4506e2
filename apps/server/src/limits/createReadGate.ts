import { type RestingOptions, restingOf } from './restingOptions.ts'

/** Why a heavy read was refused: its operator already has `perOperator` waiting, or the queue is full. */
export type ReadGateRefusal = 'operator busy' | 'instance busy'

export type ReadGate = {
  /**
   * Runs `read` when a place is free: at most `atOnce` heavy reads run at once in this instance,
   * each operator's one after another; the others wait their turn in arrival order. Refused at once
   * (no wait) when the operator already has `perOperator` reads running or waiting, or when
   * `maxWaiting` reads are waiting in all.
   */
  run<T>(
    operatorId: string,
    read: () => Promise<T>,
  ): Promise<{ ok: true; value: T } | { ok: false; refusal: ReadGateRefusal }>
}

/**
 * A gate for the console's heavy reads (issue 76: "heavy console reads counted per account like
 * exports"): text searches that may count 100,000 rows. On PostgreSQL each one holds a pooled
 * connection for its whole run (up to a second for text that no trigram index narrows), so a few
 * sessions looping searches could take the pool from every public request; on SQLite they share
 * one worker thread. The gate keeps them to `atOnce` at a time, one operator's after another, and
 * bounds the queue, so no operator can fill it for the others.
 *
 * @example
 * With `restRatio`, a place rests after each read for as long as the read took times the ratio
 * before the next read may take it: the heavy reads of the instance then keep each place busy at
 * most 1 / (1 + restRatio) of the time however many operators loop them, so a PostgreSQL backend
 * or the SQLite worker is left that share of its time for everyone else. A single read is never
 * slowed; only the next one, right after, waits its turn.
 *
 * const gate = createReadGate({ atOnce: 2, perOperator: 2, maxWaiting: 32 })
 * const result = await gate.run(userId, () => listFeedback(database, query, paging))
 * if (!result.ok) throw busy(result.refusal)
 */
export function createReadGate(
  options: { atOnce: number; perOperator: number; maxWaiting: number } & RestingOptions,
): ReadGate {
  const { restRatio, now } = restingOf(options)
  let running = 0
  const waiting: { operatorId: string; start: () => void }[] = []
  const perOperator = new Map<string, number>()
  const runningOperators = new Set<string>()

  /** Starts the first waiting read whose operator has none running, while there is room. */
  function next() {
    while (running < options.atOnce) {
      const index = waiting.findIndex((entry) => !runningOperators.has(entry.operatorId))
      if (index === -1) return
      const [entry] = waiting.splice(index, 1)
      if (entry === undefined) return
      // Taken here, before its promise resumes the read: the loop must see the place as used.
      running++
      runningOperators.add(entry.operatorId)
      entry.start()
    }
  }

  return {
    async run(operatorId, read) {
      const held = perOperator.get(operatorId) ?? 0
      if (held >= options.perOperator) return { ok: false, refusal: 'operator busy' }
      const mustWait = running >= options.atOnce || runningOperators.has(operatorId)
      if (mustWait && waiting.length >= options.maxWaiting) return { ok: false, refusal: 'instance busy' }
      perOperator.set(operatorId, held + 1)
      try {
        if (mustWait) {
          // next() takes the place for it when its turn comes.
          await new Promise<void>((resolve) => waiting.push({ operatorId, start: resolve }))
        } else {
          running++
          runningOperators.add(operatorId)
        }
        const started = now()
        try {
          return { ok: true, value: await read() }
        } finally {
          runningOperators.delete(operatorId)
          const restMs = (now() - started) * restRatio
          // The place stays taken while it rests; the answer goes back at once.
          if (restMs >= 1) {
            setTimeout(() => {
              running--
              next()
            }, restMs).unref()
          } else running--
        }
      } finally {
        const left = (perOperator.get(operatorId) ?? 1) - 1
        if (left <= 0) perOperator.delete(operatorId)
        else perOperator.set(operatorId, left)
        next()
      }
    },
  }
}

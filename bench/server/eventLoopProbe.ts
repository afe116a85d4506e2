/**
 * Loaded into each server under test by bench/server/throughputBench.ts (`node --import
 * ./eventLoopProbe.ts server.ts`, spawned with an IPC channel): measures how late the server's event
 * loop runs (perf_hooks.monitorEventLoopDelay) so that a stall shows as a stall, not only as a slow
 * percentile seen by the load generator. Answers the bench's messages:
 * - `'reset'`: starts a fresh histogram;
 * - `'read'`: replies `{ eventLoopDelayMs: { p50, p99, max }, gcPauseMs: { total, max, count } }`
 *   since the last reset.
 * Garbage collection pauses are counted beside it (PerformanceObserver on `gc` entries), as they are
 * the usual cause of a late loop in a process that allocates per request.
 *
 * Costs the server one timer wake-up every 10 ms (the histogram's default resolution); the bare
 * server carries the same probe, so the ratio is not tilted by it.
 */
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'

if (process.send) {
  const resolutionMs = 10
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs })
  histogram.enable()
  let gc = { total: 0, max: 0, count: 0 }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.total += entry.duration
      gc.max = Math.max(gc.max, entry.duration)
      gc.count++
    }
  }).observe({ entryTypes: ['gc'] })

  // The histogram holds the whole time between two wake-ups: the lateness is what exceeds the 10 ms.
  // Rounded after the subtraction, so a figure reads 1.49 and not 1.4900000000000002.
  const ms = (nanoseconds: number) => Math.max(0, Math.round(nanoseconds / 10_000 - resolutionMs * 100) / 100)
  process.on('message', (message) => {
    if (message === 'reset') {
      histogram.reset()
      gc = { total: 0, max: 0, count: 0 }
    } else if (message === 'read') {
      process.send?.({
        eventLoopDelayMs: {
          p50: ms(histogram.percentile(50)),
          p99: ms(histogram.percentile(99)),
          max: ms(histogram.max),
        },
        gcPauseMs: {
          total: Math.round(gc.total * 100) / 100,
          max: Math.round(gc.max * 100) / 100,
          count: gc.count,
        },
      })
    }
  })
  // The channel must not keep a server alive that was told to stop.
  process.channel?.unref()
}

/**
 * A fixed request rate for bench/server/loadGenerator.ts, held evenly: request i is due at
 * `start + i / rate` and its latency counts from that moment, not from when a connection was free to
 * send it. So a server that stalls for 100 ms at 1,000 requests/s shows about 100 late requests with
 * latencies of up to 100 ms, as its users would see them (the coordinated-omission correction of
 * wrk2 and HdrHistogram).
 *
 * Why not autocannon's `overallRate`: autocannon 9 gives each connection `rate / connections`
 * requests per second, which it fires back to back at the start of each second and then waits for
 * the next second, so "1,000/s" is a burst of 1,000 requests at full speed every second; and its
 * correction records a response of L ms as L samples of 1..L ms (it passes `ceil(1 / rate)`, i.e.
 * 1 ms, as the expected interval where the interval of a connection sending 31 requests a second
 * is 32 ms). Together they made one slow response weigh hundreds of samples: a bare Fastify route
 * measured a p99 of 57 to 187 ms at "1,000/s".
 */
import { Agent, request } from 'node:http'
import { monitorEventLoopDelay } from 'node:perf_hooks'

export type FixedRateOptions = {
  url: string
  paths: string[]
  /** Keep-alive connections at most; a request due while all are busy waits, and that wait counts. */
  connections: number
  seconds: number
  /** Requests per second, spread evenly. */
  rate: number
  /** A request not answered within this many ms counts as a timeout. Default 10,000. */
  timeoutMs?: number
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0)

/** What one load run measured (either generator: loadGenerator.ts). */
export type LoadResult = {
  requestsPerSecond: number
  requests: number
  seconds: number
  latencyMs: { p50: number; p90: number; p99: number; max: number }
  non2xx: number
  errors: number
  timeouts: number
  /** Fixed rate only: how late the generator's own event loop ran at worst (fixedRateLoad.ts). */
  clientEventLoopDelayMaxMs?: number
}

/**
 * Sends `rate * seconds` GET requests (cycling through `paths`) at evenly spaced due times and
 * resolves their latencies from those due times.
 *
 * @example
 * const result = await runAtFixedRate({ url: 'http://127.0.0.1:8080', paths: ['/api/health'], connections: 32, seconds: 10, rate: 1000 })
 */
export async function runAtFixedRate(options: FixedRateOptions): Promise<LoadResult> {
  const { url, paths, connections, seconds, rate, timeoutMs = 10_000 } = options
  const target = new URL(url)
  const agent = new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections })
  const total = Math.round(rate * seconds)
  const latencies = new Float64Array(total)
  let answered = 0
  let non2xx = 0
  let errors = 0
  let timeouts = 0
  let settled = 0
  let sent = 0

  // The generator's own lateness: a late tick sends late, which counts against the server, so the
  // bench reports it beside the latencies to tell a stalled client from a stalled server.
  const clientDelay = monitorEventLoopDelay({ resolution: 1 })
  clientDelay.enable()
  const start = performance.now()
  const finished = new Promise<void>((resolve) => {
    const settle = () => {
      if (++settled === total) resolve()
    }
    const send = (index: number, due: number) => {
      let done = false
      const once = (count: () => void) => {
        if (done) return
        done = true
        count()
        settle()
      }
      const req = request(
        {
          host: target.hostname,
          port: target.port,
          path: paths[index % paths.length],
          agent,
          timeout: timeoutMs,
        },
        (res) => {
          res.resume()
          res.on('end', () =>
            once(() => {
              if (res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300) {
                latencies[answered++] = performance.now() - due
              } else non2xx++
            }),
          )
          res.on('error', () => once(() => errors++))
        },
      )
      req.on('timeout', () => {
        once(() => timeouts++)
        req.destroy()
      })
      req.on('error', () => once(() => errors++))
      req.end()
    }
    // Wakes up every millisecond (the timers' granularity) and sends whatever has fallen due.
    const tick = () => {
      const now = performance.now()
      while (sent < total && start + (sent * 1000) / rate <= now) {
        send(sent, start + (sent * 1000) / rate)
        sent++
      }
      if (sent < total) setTimeout(tick, 1)
    }
    tick()
  })
  await finished
  const elapsed = (performance.now() - start) / 1000
  agent.destroy()
  clientDelay.disable()

  const sorted = latencies.slice(0, answered).sort()
  const round = (value: number) => Math.round(value * 100) / 100
  return {
    requestsPerSecond: Math.round(answered / elapsed),
    requests: answered,
    seconds: round(elapsed),
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p90: round(percentile(sorted, 90)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? 0),
    },
    non2xx,
    errors,
    timeouts,
    clientEventLoopDelayMaxMs: round(clientDelay.max / 1e6),
  }
}

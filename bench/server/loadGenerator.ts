/**
 * The load generator of bench/server/throughputBench.ts, run as its own process so that it never
 * shares an event loop with a server under test: autocannon against one origin, cycling through the
 * given paths over keep-alive connections, either as fast as the server answers or at a fixed
 * overall rate. Prints one JSON line: requests per second, latency percentiles in ms, errors.
 *
 *   node bench/server/loadGenerator.ts '{"url":"http://127.0.0.1:PORT","paths":["/api/health"],"connections":32,"seconds":10}'
 *
 * With `rate` set, the requests go out evenly at that overall rate (fixedRateLoad.ts, not autocannon,
 * whose "rate" is a burst each second) and each latency counts from the moment its request was due,
 * so a request that should have been sent while the server was stalling counts the time it waited.
 */
import autocannon from 'autocannon'
import { type LoadResult, runAtFixedRate } from './fixedRateLoad.ts'

export type { LoadResult }

export type LoadOptions = {
  url: string
  paths: string[]
  connections: number
  seconds: number
  /** Requests per second across all connections; absent: as many as the server answers. */
  rate?: number
}

/** As many requests as the server answers, over keep-alive connections. */
async function runAtFullSpeed(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    requests: options.paths.map((path) => ({ method: 'GET', path })),
  })
  const round = (value: number) => Math.round(value * 100) / 100
  return {
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    requests: result.requests.total,
    seconds: round(result.duration),
    latencyMs: {
      p50: round(result.latency.p50),
      p90: round(result.latency.p90),
      p99: round(result.latency.p99),
      max: round(result.latency.max),
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions
const summary =
  options.rate === undefined
    ? await runAtFullSpeed(options)
    : await runAtFixedRate({ ...options, rate: options.rate })
console.log(JSON.stringify(summary))

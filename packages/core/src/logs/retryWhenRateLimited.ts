import { type EIP1193RequestFn, type HttpTransportConfig, http, type Transport } from 'viem'
import { classifyRpcRefusal } from './classifyRpcRefusal.ts'

/** Waits `ms`, or throws when `signal` aborts first. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/**
 * How many rate-limit refusals in a row a scan waits out before it gives up: with the backoff
 * below (0.5 s doubling to 8 s, or the endpoint's Retry-After) about a minute of refusals, far
 * past any per-second limit, short of a daily quota (which no wait fixes).
 */
export const rateLimitPatience = 10

/**
 * The wait after the `attempt`-th refusal in a row (from 0) when the endpoint asks for none: 0.5 s
 * doubling to 8 s.
 */
export function rateLimitBackoffMs(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 8_000)
}

/**
 * Sends `request` again while the endpoint answers with a rate limit, waiting what it asks
 * (Retry-After, backoff_seconds) or 0.5 s doubling to 8 s; any other failure is thrown at once.
 * viem's transport has retried a few times already by then; this outlasts a limit of a few
 * requests per second, which a long scan on a public RPC meets.
 *
 * @example
 * const head = await retryWhenRateLimited(() => client.request({ method: 'eth_blockNumber' }))
 */
export async function retryWhenRateLimited<T>(
  request: () => Promise<T>,
  options: { signal?: AbortSignal | undefined; onWait?: (ms: number) => void } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await request()
    } catch (error) {
      const refusal = classifyRpcRefusal(error)
      if (refusal?.kind !== 'rateLimit' || attempt >= rateLimitPatience) throw error
      const backoff = rateLimitBackoffMs(attempt)
      const wait = refusal.retryAfterMs !== undefined ? Math.max(refusal.retryAfterMs, 100) : backoff
      options.onWait?.(wait)
      await pause(wait, options.signal)
    }
  }
}

/**
 * A transport's `request` that waits out the endpoint's rate limits ({@link retryWhenRateLimited})
 * on every call: what an app's reads and a step's pre-send reads go through, so a public RPC's
 * "too many requests" slows a screen down instead of failing it ("Transaction failed" for a read
 * that sent nothing, issue 74). Any other failure passes at once.
 *
 * @example
 * const request = patientOfRateLimits(http(url)({ retryCount: 0 }).request)
 * createTransport({ key: 'patient', name: 'Patient HTTP', type: 'patient', request })
 */
export function patientOfRateLimits(request: EIP1193RequestFn): EIP1193RequestFn {
  return ((args: Parameters<EIP1193RequestFn>[0], options?: Parameters<EIP1193RequestFn>[1]) =>
    retryWhenRateLimited(() => request(args, options))) as EIP1193RequestFn
}

/**
 * viem's `http` transport, patient of the endpoint's rate limits ({@link patientOfRateLimits}).
 *
 * @example
 * createPublicClient({ transport: patientHttp('https://bsc-rpc.publicnode.com', { timeout: 20_000 }) })
 */
export function patientHttp(url: string, config?: HttpTransportConfig): Transport {
  return (parameters) => {
    const inner = http(url, config)(parameters)
    return { ...inner, request: patientOfRateLimits(inner.request) }
  }
}

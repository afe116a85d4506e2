import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { checkTokenSafety } from '@tokenbox/core/safety/checkTokenSafety.ts'
import type { TokenSafetyReport } from '@tokenbox/core/safety/types.ts'
import { type Address, isAddressEqual, type PublicClient } from 'viem'
import { publicClientFor } from '../chains/extensionChains.ts'
import type { TokenVerdictCache } from './tokenVerdictCache.ts'

/**
 * How long a buy waits for the safety check. The wallet has not opened yet, so this is time the
 * user stares at "checking": the check itself takes 1 to 3 s on a public RPC (a dozen reads and
 * one simulated trade per exchange, holders skipped); beyond 10 s the RPC is struggling and the
 * buy goes on unchecked.
 */
export const buyCheckTimeoutMs = 10_000

export type CheckBuyTokenParameters = {
  token: Address
  entry: ChainEntry
  verdicts: TokenVerdictCache
  timeoutMs?: number
  /** The client reading the chain; `publicClientFor(entry)` unless a test passes its own. */
  client?: PublicClient
}

/**
 * The safety report of a token about to be bought, or `undefined` when there is none to give: the
 * chain's wrapped native coin (nothing to check), a check that failed (no token there, the RPC
 * down) or did not finish within the time limit. Trades are simulated (the honeypot test);
 * holders are skipped (a log scan takes far longer than a buyer waits). Reports are shared
 * through `verdicts` for a minute; failures are not kept, so the next buy asks again.
 *
 * @example
 * const report = await checkBuyToken({ token, entry, verdicts })
 * report?.verdict.level // 'danger'
 */
export async function checkBuyToken(
  parameters: CheckBuyTokenParameters,
): Promise<TokenSafetyReport | undefined> {
  const { token, entry, verdicts } = parameters
  if (isAddressEqual(token, entry.wrappedNative)) return undefined
  let report = verdicts.get(entry.id, token)
  if (!report) {
    const client = parameters.client ?? publicClientFor(entry)
    report = checkTokenSafety(client, { token, entry, holders: false }).catch(() => undefined)
    verdicts.set(entry.id, token, report)
    void report.then((done) => {
      if (!done) verdicts.delete(entry.id, token)
    })
  }
  return withTimeout(report, parameters.timeoutMs ?? buyCheckTimeoutMs)
}

/**
 * `promise`'s value, or `undefined` once `ms` have passed (the promise keeps running, and may fill
 * a cache): how the background keeps a wallet request from waiting on a slow chain.
 *
 * @example
 * const report = await withTimeout(checkTokenSafety(client, { token, entry }), 10_000)
 */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

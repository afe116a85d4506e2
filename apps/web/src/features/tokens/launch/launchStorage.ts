import { type LaunchPlan, parseLaunchPlan, serializeLaunchPlan } from '@tokenbox/core/launch/types.ts'
import type { Address } from 'viem'

/** One saved launch per chain and wallet: a creator may run launches on two chains at once. */
export function launchStorageKey(chainId: number, account: Address): string {
  return `tokenbox.launch.${chainId}.${account.toLowerCase()}`
}

/**
 * The launch this browser saved for `account` on `chainId`, or undefined (none, or a saved plan
 * that no longer parses: it is dropped, and a new launch starts instead of a broken one). Only the
 * plan is kept: what is done is read from the chain each time (readLaunchProgress).
 *
 * @example
 * const plan = loadLaunchPlan(localStorage, 31337, account)
 */
export function loadLaunchPlan(storage: Storage, chainId: number, account: Address): LaunchPlan | undefined {
  const key = launchStorageKey(chainId, account)
  const plan = parseLaunchPlan(storage.getItem(key))
  if (!plan || plan.chainId !== chainId || plan.account.toLowerCase() !== account.toLowerCase()) {
    storage.removeItem(key)
    return undefined
  }
  return plan
}

/** Saves `plan` under its chain and wallet (called as soon as the deploy's hash or address is known). */
export function saveLaunchPlan(storage: Storage, plan: LaunchPlan): void {
  storage.setItem(launchStorageKey(plan.chainId, plan.account), serializeLaunchPlan(plan))
}

/** Forgets the saved launch ("Start a new launch"); the chain keeps everything it did. */
export function clearLaunchPlan(storage: Storage, chainId: number, account: Address): void {
  storage.removeItem(launchStorageKey(chainId, account))
}

/**
 * Tokens whose source this browser saw the explorer accept: the server caches an explorer's "not
 * verified" for minutes, so a verification that just passed would read as undone after a reload.
 */
const verifiedKey = (chainId: number, token: Address) =>
  `tokenbox.launch.verified.${chainId}.${token.toLowerCase()}`

/** Remembers that the explorer accepted `token`'s source. */
export function rememberVerified(storage: Storage, chainId: number, token: Address): void {
  storage.setItem(verifiedKey(chainId, token), '1')
}

/** Whether this browser saw the explorer accept `token`'s source. */
export function seenVerified(storage: Storage, chainId: number, token: Address): boolean {
  return storage.getItem(verifiedKey(chainId, token)) === '1'
}

const attemptKey = (chainId: number, token: Address) =>
  `tokenbox.launch.verifying.${chainId}.${token.toLowerCase()}`

/**
 * Remembers that this browser submitted `token`'s source. Until then the flow does not ask the
 * explorer about a token it created: the answer, "not verified", would be cached by the server for
 * minutes and outlive the verification about to happen (for visitors of the summary too).
 */
export function rememberVerifyAttempt(storage: Storage, chainId: number, token: Address): void {
  storage.setItem(attemptKey(chainId, token), '1')
}

/** Whether this browser submitted `token`'s source (see {@link rememberVerifyAttempt}). */
export function verifyAttempted(storage: Storage, chainId: number, token: Address): boolean {
  return storage.getItem(attemptKey(chainId, token)) === '1'
}

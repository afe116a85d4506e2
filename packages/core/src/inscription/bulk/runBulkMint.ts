import type { Client } from 'viem'
import { getChainId } from 'viem/actions'
import { createBulkMintSnapshot } from './createBulkMintSnapshot.ts'
import { executeBulkMint } from './executeBulkMint.ts'
import type { BulkMintPlan, BulkMintRunOptions, BulkMintSnapshot } from './types.ts'

export type RunBulkMintParameters = BulkMintRunOptions & {
  /** What planBulkMint returned; its wallets must be funded first (`plan.fundings`). */
  plan: BulkMintPlan
}

/**
 * Sends a planned bulk mint: each sub-wallet signs its own mints locally (viem's
 * `privateKeyToAccount`) and hands them to the node as raw transactions, so its key never leaves
 * the caller's process. Wallets run in parallel (`concurrency`); each wallet's mints go one after
 * another on its own nonce, the next one only once the previous is mined (plus `delayMs`). A mint
 * not mined in `replaceAfterMs` is replaced with the same nonce and higher fees, a dropped one is
 * re-sent with the same nonce (followMint): never a second nonce for one mint.
 *
 * `onUpdate` receives a plain-JSON snapshot on every change: keep the latest (e.g. in
 * localStorage) and give it to resumeBulkMint after a reload. Stop with `signal`: mints not started
 * end `terminated` (`stopped`), sent ones stay `pending` in the snapshot for resume.
 * `shouldContinue` is asked before each mint. Returns the final snapshot; never throws.
 *
 * @example
 * const controller = new AbortController()
 * const final = await runBulkMint(publicClient, {
 *   plan,
 *   wallets: subWallets, // { address, privateKey }[]
 *   delayMs: 500,
 *   signal: controller.signal,
 *   shouldContinue: async () => !(await isTickMintedOut(tick)) || { continue: false, reason: 'mintedOut' },
 *   onUpdate: (snapshot) => localStorage.setItem('bulk-mint', JSON.stringify(snapshot)),
 * })
 * console.log(summarizeBulkMint(final))
 */
export async function runBulkMint(
  client: Client,
  parameters: RunBulkMintParameters,
): Promise<BulkMintSnapshot> {
  const { plan, ...options } = parameters
  let chainId: number
  try {
    chainId = client.chain?.id ?? (await getChainId(client))
  } catch {
    const snapshot = createBulkMintSnapshot(plan, { chainId: 0 })
    for (const mint of snapshot.mints) Object.assign(mint, { state: 'failed', error: 'rpcError' })
    return snapshot
  }
  return await executeBulkMint(client, createBulkMintSnapshot(plan, { chainId }), options)
}

import type { CollectMode, SkipReason } from './types.ts'

/** Gas of a plain native transfer to an account without code: fixed by the protocol. */
export const nativeTransferGas = 21_000n

/**
 * The native sweep's value: the balance minus exactly the gas of the sweep itself (limit x price;
 * see CollectGasPrice for why the charge is exact) minus what the wallet keeps; 0 when nothing is
 * left to send. After a sweep of this value to a target without code the wallet holds `keep`.
 *
 * @example
 * sweepValue({ balance: 10n ** 16n, gasLimit: 21_000n, price: 10n ** 9n, keep: 0n }) // 9_979_000_000_000_000n
 */
export function sweepValue(input: {
  balance: bigint
  gasLimit: bigint
  price: bigint
  keep: bigint
}): bigint {
  const value = input.balance - input.gasLimit * input.price - input.keep
  return value > 0n ? value : 0n
}

export type PlanWalletInput = {
  mode: CollectMode
  nativeBalance: bigint
  /** The wallet's token balance (ignored with `nativeOnly`). */
  tokenBalance: bigint
  /** Gas limit of its token transfer (the estimate x 1.1, rounded down). */
  tokenGasLimit: bigint
  /** Gas limit of its native sweep. */
  sweepGasLimit: bigint
  /** Price per gas of the run. */
  price: bigint
  /** Native coin the wallet keeps. */
  keep: bigint
}

/** What one wallet will do: send its token and/or sweep native coin, or be skipped. */
export type WalletPlan =
  | {
      kind: 'collect'
      /** Token to transfer (its whole balance); 0 when there is no token transfer. */
      token: bigint
      /** The most the token transfer can cost (limit x price); the node asks this much up front. */
      tokenFee: bigint
      /**
       * Native coin the sweep sends at least: the token transfer is charged for the gas it uses,
       * which is at most its limit, so the real sweep is this or a little more.
       */
      native: bigint
    }
  | { kind: 'skip'; reason: SkipReason }

/**
 * Plans one wallet's collection from its balances (pure; the run re-reads balances and plans the
 * sweep again after the token transfer confirms).
 *
 * Decisions where the spec is silent:
 * - A wallet that holds the token but cannot pay for its transfer is skipped whole
 *   (`insufficientBalance`): sweeping its native coin would leave the token stranded with no gas
 *   to ever move it, which is worse than leaving the wallet as it is.
 * - The token transfer moves the whole balance; the native sweep leaves `keep`.
 * - A wallet with nothing worth a transaction (no token; native coin not above its sweep's gas
 *   plus `keep`) is skipped as `nothingToCollect`, not failed.
 *
 * @example
 * planWalletCollection({ mode: 'tokenThenNative', nativeBalance, tokenBalance, tokenGasLimit: 56_763n,
 *   sweepGasLimit: 21_000n, price, keep: 0n })
 */
export function planWalletCollection(input: PlanWalletInput): WalletPlan {
  const withToken = input.mode !== 'nativeOnly' && input.tokenBalance > 0n
  const tokenFee = withToken ? input.tokenGasLimit * input.price : 0n
  if (withToken && input.nativeBalance < tokenFee) return { kind: 'skip', reason: 'insufficientBalance' }
  const native =
    input.mode === 'tokenOnly'
      ? 0n
      : sweepValue({
          balance: input.nativeBalance - tokenFee,
          gasLimit: input.sweepGasLimit,
          price: input.price,
          keep: input.keep,
        })
  if (!withToken && native === 0n) return { kind: 'skip', reason: 'nothingToCollect' }
  return { kind: 'collect', token: withToken ? input.tokenBalance : 0n, tokenFee, native }
}

export type CollectionPlanTotals = {
  /** Wallets that will send something. */
  wallets: number
  token: bigint
  /** At least this much native coin reaches the target. */
  native: bigint
  /** Most the collecting wallets pay in gas together. */
  maxGas: bigint
  skipped: Partial<Record<SkipReason, number>>
}

/**
 * Sums the plans of many wallets for the screen's preview.
 *
 * @example
 * const totals = sumPlans(wallets.map((wallet) => planWalletCollection({ ...settings, ...wallet })), 21_000n, price)
 */
export function sumPlans(
  plans: readonly WalletPlan[],
  sweepGasLimit: bigint,
  price: bigint,
): CollectionPlanTotals {
  const totals: CollectionPlanTotals = { wallets: 0, token: 0n, native: 0n, maxGas: 0n, skipped: {} }
  for (const plan of plans) {
    if (plan.kind === 'skip') {
      totals.skipped[plan.reason] = (totals.skipped[plan.reason] ?? 0) + 1
      continue
    }
    totals.wallets++
    totals.token += plan.token
    totals.native += plan.native
    totals.maxGas += plan.tokenFee + (plan.native > 0n ? sweepGasLimit * price : 0n)
  }
  return totals
}

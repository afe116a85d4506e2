/** What a withdrawal of `amount` earnings pays, as BeanPool.withdraw splits it (base units). */
export type BeanWithdrawQuote = {
  /** The withdrawal fee, to the pool's creator. */
  fee: bigint
  /** The early-withdrawal tax of the day, kept in the pool. */
  tax: bigint
  /** What reaches the depositor. */
  paid: bigint
  /** Whether the pool's balance can pay it now (BeanPoolExhausted otherwise). */
  payable: boolean
}

/**
 * The split of a withdrawal, shown before it is signed: the fee (`withdrawFeeBps`), the tax of
 * today (`taxBps`, from `accountInfo.taxBpsNow`) and what is paid, each rounded down as the pool
 * rounds them; `payable` is false when the balance cannot pay the payment and the fee.
 *
 * @example
 * beanWithdrawQuote({ amount: 100n, withdrawFeeBps: 500, taxBps: 7_000n, balance: 1_000n })
 * // { fee: 5n, tax: 70n, paid: 25n, payable: true }
 */
export function beanWithdrawQuote({
  amount,
  withdrawFeeBps,
  taxBps,
  balance,
}: {
  amount: bigint
  withdrawFeeBps: number | bigint
  taxBps: bigint
  balance: bigint
}): BeanWithdrawQuote {
  const fee = (amount * BigInt(withdrawFeeBps)) / 10_000n
  const tax = (amount * taxBps) / 10_000n
  const paid = amount - fee - tax
  return { fee, tax, paid, payable: paid + fee <= balance }
}

import { type Address, zeroAddress } from 'viem'
import { beanPoolAbi } from '../contracts/BeanPool.abi.ts'
import { financeFactoryAbi } from '../contracts/FinanceFactory.abi.ts'
import { approve } from '../transactions/approve.ts'
import { call } from '../transactions/call.ts'
import type { Step } from '../transactions/types.ts'

/**
 * Gas the pool's deposits and withdrawals carry beyond the estimate x 1.1: storage the estimate
 * cannot see when it is made in the second the pool was last touched and the transaction lands
 * later (a loaded node, a slow wallet): the pool's earnings accrued since (0 -> non-zero, 20,000),
 * the referrer's (20,000) and the first flow of a new hour (17,100 over a warm one). Measured in
 * financePools.test.ts: a referred first deposit cost 216,956 gas in the pool's last block and
 * 244,260 an hour later, 5,609 over the 10% margin; in a make test run on a loaded machine a
 * deposit estimated at 216,905 ran out of its 238,595 gas so. 60,000 covers all three at once.
 * Only gas used is paid; the wallet needs the limit's worth of coin.
 */
export const beanGasHeadroom = 60_000n

/** The two deposit pools, by name, and their `BeanKind` enum value. */
export type BeanPoolKind = 'dollarBeans' | 'roastBeef'
export const beanKindIndex: Record<BeanPoolKind, number> = { dollarBeans: 0, roastBeef: 1 }
export const beanKindOf: readonly BeanPoolKind[] = ['dollarBeans', 'roastBeef']

/**
 * Creates a Dollar Beans or Roast Beef pool paying in `payToken` (a stablecoin); the signer becomes
 * its creator and receives its stated fees, nothing else.
 *
 * @example
 * createBeanPoolStep({ factory, kind: 'dollarBeans', payToken: usdt })
 */
export function createBeanPoolStep({
  factory,
  kind,
  payToken,
}: {
  factory: Address
  kind: BeanPoolKind
  payToken: Address
}): Step {
  return call({
    address: factory,
    abi: financeFactoryAbi,
    functionName: 'createBeanPool',
    args: [beanKindIndex[kind], payToken],
    label: 'createBeanPool',
  })
}

/**
 * A deposit: approve the coin to the pool (skipped when the allowance covers it) and deposit
 * `amount`; a first deposit binds `referrer` (an account that deposited before).
 *
 * @example
 * depositBeanSteps({ pool, payToken, amount: parseUnits('100', 6), referrer })
 */
export function depositBeanSteps({
  pool,
  payToken,
  amount,
  referrer,
}: {
  pool: Address
  payToken: Address
  amount: bigint
  referrer?: Address | undefined
}): Step[] {
  return [
    approve({ token: payToken, spender: pool, amount, label: 'approveDeposit' }),
    call({
      address: pool,
      abi: beanPoolAbi,
      functionName: 'deposit',
      args: [amount, referrer ?? zeroAddress],
      label: 'deposit',
      gasHeadroom: beanGasHeadroom,
    }),
  ]
}

/**
 * Withdraws `amount` of the caller's earnings (the fee to the creator, the tax of the day kept).
 *
 * @example
 * withdrawBeanStep({ pool, amount })
 */
export function withdrawBeanStep({ pool, amount }: { pool: Address; amount: bigint }): Step {
  return call({
    address: pool,
    abi: beanPoolAbi,
    functionName: 'withdraw',
    args: [amount],
    label: 'withdraw',
    gasHeadroom: beanGasHeadroom,
  })
}

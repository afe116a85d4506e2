import { type Address, getAddress, isAddress } from 'viem'

/** What another tool hands the LP lock's Create form: the pair and the amount, as the user would type them. */
export type LockPrefill = { token: Address; amount?: string | undefined }

/** The LP lock screen (/lo/id?t=1) with its Create form filled. */
const lpLockPath = '/lo/id'

/**
 * The LP lock screen's address with the Create form filled with `token` (the pair) and `amount`
 * (decimal text in the token's units): the link Add Liquidity shows after a deposit.
 *
 * @example
 * lpLockPrefillHref({ token: pair, amount: '1.5' }) // '/lo/id?t=1&token=0x…&amount=1.5&create=1'
 */
export function lpLockPrefillHref({ token, amount }: LockPrefill): string {
  const query = new URLSearchParams({ t: '1', token: getAddress(token), create: '1' })
  if (amount !== undefined) query.set('amount', amount)
  return `${lpLockPath}?${query}`
}

/**
 * The Create form's prefill from a lock screen's query (`create=1` with `token` and an optional
 * `amount`), or undefined: a query without `create=1` keeps its older meaning (`?token=` opens My
 * Lock on that token), and an address or amount that is not one is ignored rather than typed in.
 *
 * @example
 * parseLockPrefill('?t=1&token=0xAbC…&amount=1.5&create=1') // { token: '0xAbC…', amount: '1.5' }
 */
export function parseLockPrefill(search: string): LockPrefill | undefined {
  const query = new URLSearchParams(search)
  const token = query.get('token') ?? ''
  if (query.get('create') !== '1' || !isAddress(token)) return undefined
  const amount = query.get('amount') ?? ''
  return { token: getAddress(token), amount: /^\d{1,78}(\.\d{1,77})?$/.test(amount) ? amount : undefined }
}

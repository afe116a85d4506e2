import { describe, expect, it } from 'vitest'
import { findScreenRoute } from './findScreenRoute.ts'
import { lpLockPrefillHref, parseLockPrefill } from './lockPrefill.ts'

const pair = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('LP lock prefill', () => {
  it('links to the LP lock screen and reads the pair and amount back', () => {
    const href = lpLockPrefillHref({ token: pair.toLowerCase() as `0x${string}`, amount: '12.5' })
    const [path, search = ''] = href.split('?')
    expect(findScreenRoute(path!, `?${search}`)?.id).toBe('loLp')
    expect(parseLockPrefill(`?${search}`)).toEqual({ token: pair, amount: '12.5' })
  })

  it('keeps ?token= alone for My Lock, and drops what is not an address or an amount', () => {
    expect(parseLockPrefill(`?t=1&token=${pair}`)).toBeUndefined()
    expect(parseLockPrefill('?t=1&token=0x12&create=1')).toBeUndefined()
    expect(parseLockPrefill(`?t=1&token=${pair}&amount=1e5&create=1`)).toEqual({
      token: pair,
      amount: undefined,
    })
  })
})

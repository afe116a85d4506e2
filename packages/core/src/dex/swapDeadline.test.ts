import { describe, expect, it } from 'vitest'
import { defaultDeadlineMinutes, swapDeadline } from './swapDeadline.ts'

describe('swapDeadline', () => {
  it('counts from the wall clock when the chain is behind it', () => {
    expect(swapDeadline(1_000n, 20, 5_000n)).toBe(5_000n + 1_200n)
  })

  it("counts from the chain's clock when the chain is ahead (a node moved forward)", () => {
    expect(swapDeadline(90_000n, 20, 5_000n)).toBe(90_000n + 1_200n)
  })

  it('takes the minutes as chosen, 20 by default', () => {
    expect(swapDeadline(0n, defaultDeadlineMinutes, 100n)).toBe(1_300n)
    expect(swapDeadline(0n, 4_320, 0n)).toBe(259_200n)
    expect(swapDeadline(0n, 1, 0n)).toBe(60n)
  })

  it('reads the wall clock when no time is given', () => {
    const now = BigInt(Math.floor(Date.now() / 1000))
    const deadline = swapDeadline(0n, 1)
    expect(deadline >= now + 60n && deadline <= now + 62n).toBe(true)
  })
})

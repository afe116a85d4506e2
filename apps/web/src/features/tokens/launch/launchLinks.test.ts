import { describe, expect, it } from 'vitest'
import { launchSummaryHref, parseLaunchSummaryQuery } from './launchLinks.ts'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const router = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

describe('launch summary links', () => {
  it('round-trips the chain, token, router and quote', () => {
    const href = launchSummaryHref({ chainId: 56, token, router, quote: token })
    expect(href.startsWith('/launch?chain=56&token=')).toBe(true)
    expect(parseLaunchSummaryQuery(href.slice(href.indexOf('?')))).toEqual({
      chainId: 56,
      token,
      router,
      quote: token,
    })
  })

  it('is the flow, not a summary, without a valid chain and token', () => {
    expect(parseLaunchSummaryQuery('')).toBeUndefined()
    expect(parseLaunchSummaryQuery('?template=marketing')).toBeUndefined()
    expect(parseLaunchSummaryQuery(`?chain=0&token=${token}`)).toBeUndefined()
    expect(parseLaunchSummaryQuery('?chain=56&token=0x12')).toBeUndefined()
  })

  it('ignores a wrong router or quote', () => {
    expect(parseLaunchSummaryQuery(`?chain=1&token=${token.toLowerCase()}&router=x`)).toEqual({
      chainId: 1,
      token,
    })
  })
})

import { defaultLaunchFormValues, type LaunchFormValues } from '@tokenbox/core/launch/launchFormValues.ts'
import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { buyerViewLines } from './buyerViewLines.ts'

// The key and its values, so the test reads what the screen would say without the locale files.
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const values = (overrides: Partial<LaunchFormValues>): LaunchFormValues => ({
  ...defaultLaunchFormValues(account, 'marketing'),
  ...overrides,
})
const now = Date.UTC(2026, 10, 26)

describe('buyerViewLines', () => {
  it('says a locked LP stays until its date, open trading, and a verified source', () => {
    const lines = buyerViewLines(values({ lockDays: 365 }), t, 'en', now)
    expect(lines.map((line) => [line.id, line.tone])).toEqual([
      ['lp', 'ok'],
      ['trading', 'ok'],
      ['owner', 'warn'],
      ['verified', 'ok'],
    ])
    expect(lines[0]!.text).toBe('buyers.lpLocked {"date":"Nov 26, 2027"}')
  })

  it('warns about kept LP, closed trading and a kept owner; a token without owner says so', () => {
    const kept = buyerViewLines(values({ lpMode: 'keep', startTradingNow: false }), t, 'en', now)
    expect(kept.filter((line) => line.tone === 'warn').map((line) => line.id)).toEqual([
      'lp',
      'trading',
      'owner',
    ])
    const standard = buyerViewLines(values({ launchTemplate: 'standard', lpMode: 'burn' }), t, 'en', now)
    expect(standard.map((line) => line.text)).toEqual([
      'buyers.lpBurned',
      'buyers.noOwner',
      'buyers.verified',
    ])
  })

  it('names the end of a timed renounce only on a token created with it', () => {
    const until = Date.UTC(2027, 0, 1)
    const timed = values({ launchTemplate: 'normal', renounceMode: 'until', renounceAt: until })
    expect(buyerViewLines(timed, t, 'en', now).find((line) => line.id === 'owner')?.text).toBe(
      'buyers.ownerKept',
    )
    expect(
      buyerViewLines({ ...timed, timedRenounceEnabled: true }, t, 'en', now).find(
        (line) => line.id === 'owner',
      ),
    ).toEqual({ id: 'owner', tone: 'info', text: 'buyers.renouncedUntil {"date":"Jan 1, 2027"}' })
  })
})

import { defaultLaunchFormValues, type LaunchFormValues } from '@tokenbox/core/launch/launchFormValues.ts'
import type { LaunchPlan } from '@tokenbox/core/launch/types.ts'
import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../../../app/i18n/createI18n.ts'
import { loadLazyNamespace } from '../../../base/loadLanguage.ts'
import { buyerViewLines, launchLockDescription } from './buyerViewLines.ts'

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
    const lines = buyerViewLines(values({ lockDays: 365 }), t, 'en', now, true)
    expect(lines.map((line) => [line.id, line.tone])).toEqual([
      ['lp', 'ok'],
      ['trading', 'ok'],
      ['owner', 'warn'],
      ['verified', 'ok'],
    ])
    expect(lines[0]!.text).toBe('buyers.lpLocked {"date":"Nov 26, 2027"}')
  })

  it('warns about kept LP, closed trading and a kept owner; a token without owner says so', () => {
    const kept = buyerViewLines(values({ lpMode: 'keep', startTradingNow: false }), t, 'en', now, true)
    expect(kept.filter((line) => line.tone === 'warn').map((line) => line.id)).toEqual([
      'lp',
      'trading',
      'owner',
    ])
    const standard = buyerViewLines(
      values({ launchTemplate: 'standard', lpMode: 'burn' }),
      t,
      'en',
      now,
      true,
    )
    expect(standard.map((line) => line.text)).toEqual([
      'buyers.lpBurned',
      'buyers.noOwner',
      'buyers.verified',
    ])
  })

  it('names the end of a timed renounce only on a token created with it', () => {
    const until = Date.UTC(2027, 0, 1)
    const timed = values({ launchTemplate: 'normal', renounceMode: 'until', renounceAt: until })
    expect(buyerViewLines(timed, t, 'en', now, true).find((line) => line.id === 'owner')?.text).toBe(
      'buyers.ownerKept',
    )
    expect(
      buyerViewLines({ ...timed, timedRenounceEnabled: true }, t, 'en', now, true).find(
        (line) => line.id === 'owner',
      ),
    ).toEqual({ id: 'owner', tone: 'info', text: 'buyers.renouncedUntil {"date":"Jan 1, 2027"}' })
  })

  it('promises a verified source only where the chain has an explorer to verify it on', () => {
    const verified = (explorer: boolean | undefined) =>
      buyerViewLines(values({}), t, 'en', now, explorer).find((line) => line.id === 'verified')
    expect(verified(true)).toEqual({ id: 'verified', tone: 'ok', text: 'buyers.verified' })
    // The local chain (no explorer): said as it is, never "verified on the explorer".
    expect(verified(false)).toEqual({ id: 'verified', tone: 'info', text: 'buyers.noExplorer' })
    // Not known yet: nothing promised.
    expect(verified(undefined)).toBeUndefined()
  })

  it("writes the LP lock's description in the creator's language, never a fixed English one (issue 77)", async () => {
    const i18n = await createI18n('zh')
    await loadLazyNamespace(i18n, 'launch')
    const zh = i18n.getFixedT('zh', 'launch')
    const plan = (token: LaunchPlan['token']) => ({ token }) as LaunchPlan
    const fresh = plan({ kind: 'new', template: 'marketing', parameters: { symbol: 'FLD' } as never })
    expect(launchLockDescription(fresh, zh)).toBe('FLD发币流动性')
    expect(launchLockDescription(plan({ kind: 'existing', address: account }), zh)).toBe('发币流动性')
  })
})

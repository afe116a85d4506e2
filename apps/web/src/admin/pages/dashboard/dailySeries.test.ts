import { describe, expect, it } from 'vitest'
import { dailySeries } from './dailySeries.ts'

describe('dailySeries', () => {
  it('fills every day from since to until, zero where the server had no row', () => {
    const series = dailySeries('2026-11-20', '2026-11-22', [
      { day: '2026-11-21', group: 'open', count: 2 },
      { day: '2026-11-22', group: 'handled', count: 1 },
      { day: '2026-11-22', group: 'open', count: 3 },
    ])
    expect(series.days).toEqual(['2026-11-20', '2026-11-21', '2026-11-22'])
    expect(series.groups).toEqual([
      { key: 'open', counts: [0, 2, 3] },
      { key: 'handled', counts: [0, 0, 1] },
    ])
  })

  it('crosses a month end and ignores rows outside the range', () => {
    const series = dailySeries('2026-10-31', '2026-11-01', [{ day: '2026-09-01', group: 'x', count: 9 }])
    expect(series).toEqual({ days: ['2026-10-31', '2026-11-01'], groups: [] })
  })
})

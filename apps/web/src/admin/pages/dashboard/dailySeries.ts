/** A stacked daily chart's data: one label per day and one row of counts per group. */
export type DailySeries = { days: string[]; groups: { key: string; counts: number[] }[] }

/**
 * Turns the server's sparse `{day, <group>, count}` rows (days without rows are missing) into one
 * count per day from `since` to `until` (UTC dates, YYYY-MM-DD) for each group, groups in first-seen
 * order, so a chart shows quiet days as zero instead of skipping them.
 *
 * @example
 * dailySeries('2026-11-20', '2026-11-22', [{ day: '2026-11-21', group: 'open', count: 2 }])
 * // { days: ['2026-11-20', '2026-11-21', '2026-11-22'], groups: [{ key: 'open', counts: [0, 2, 0] }] }
 */
export function dailySeries(
  since: string,
  until: string,
  rows: readonly { day: string; group: string; count: number }[],
): DailySeries {
  const days: string[] = []
  for (
    let time = Date.parse(`${since}T00:00:00Z`);
    time <= Date.parse(`${until}T00:00:00Z`);
    time += 86_400_000
  ) {
    days.push(new Date(time).toISOString().slice(0, 10))
  }
  const index = new Map(days.map((day, position) => [day, position]))
  const groups = new Map<string, number[]>()
  for (const row of rows) {
    const position = index.get(row.day)
    if (position === undefined) continue
    let counts = groups.get(row.group)
    if (!counts) {
      counts = days.map(() => 0)
      groups.set(row.group, counts)
    }
    counts[position] = (counts[position] ?? 0) + row.count
  }
  return { days, groups: [...groups].map(([key, counts]) => ({ key, counts })) }
}

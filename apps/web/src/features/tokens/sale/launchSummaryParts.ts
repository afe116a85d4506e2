import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import type { TFunction } from 'i18next'
import type { SummaryLine } from '../../../app/summary/SummaryLineList.tsx'

/**
 * The summary lines a self-launching token's form (a sale, a fair launch) shares: what happens to
 * the pool's LP, the part of the raise the creator takes, and the window to launch in.
 */

/** What a launch summary is worded with: the chain's coin and DEX, in the user's language. */
export type LaunchSummaryContext = { t: TFunction; language: string; coin: string; dex: string | undefined }

/** The LP's fate as the form states it: burned, or locked for its days ("locked for 365 days"). */
function lpFateSummary(
  t: TFunction,
  language: string,
  values: { lpMode?: 'lock' | 'burn' | undefined; lpLockDays?: number | undefined },
): string {
  if (values.lpMode === 'burn') return t('sale.summary.lpBurned')
  const days = values.lpLockDays ?? 0
  return t('sale.summary.lpLocked', { days: formatLocaleDecimal(String(days), language), count: days })
}

/**
 * Where the raise goes: the pool's line (`pool.key` worded with the pool's share, the coin, the DEX,
 * the LP's fate and the key's own `params`), then the rest to the creator (`toCreatorKey`), a
 * warning unless the pool takes it all.
 */
export function raiseSplitLines(
  context: LaunchSummaryContext,
  values: { lpMode?: 'lock' | 'burn' | undefined; lpLockDays?: number | undefined },
  liquidityBps: number,
  pool: { id: string; key: string; params?: Record<string, unknown> },
  toCreatorKey: string,
): SummaryLine[] {
  const { t, language, coin } = context
  const percent = (bps: number) => formatLocaleDecimal((bps / 100).toString(), language)
  const lp = lpFateSummary(t, language, values)
  const dex = context.dex ?? '—'
  return [
    {
      id: pool.id,
      tone: 'info',
      text: t(pool.key, { ...pool.params, percent: percent(liquidityBps), coin, dex, lp }),
    },
    {
      id: 'toCreator',
      tone: liquidityBps < 10_000 ? 'warn' : 'ok',
      text: t(toCreatorKey, { percent: percent(10_000 - liquidityBps), coin }),
    },
  ]
}

/** A line that is good news (`ok`) where the launch keeps its promise, a warning where it does not. */
export function okOrWarnLine(id: string, ok: boolean, okText: string, warnText: string): SummaryLine {
  return ok ? { id, tone: 'ok', text: okText } : { id, tone: 'warn', text: warnText }
}

/** Anyone may launch once the window is over: `key` says so with its days. */
export function launchWindowLine(t: TFunction, key: string, days: number): SummaryLine {
  return { id: 'launchWindow', tone: 'ok', text: t(key, { days, count: days }) }
}

import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { liquidityLockFloorDays } from '@tokenbox/core/promises/liquidityLockFloor.ts'
import type { TFunction } from 'i18next'

/**
 * What a self-launching token does with its pool's LP at launch, in words: "60% to the pool, the LP
 * locked for 30 days" (with the locker's floor where TokenBox's locker holds it) or "… burned".
 *
 * @example
 * liquidityFateText(t, i18n.language, { liquidityBps: 6000, lpLockDuration: 2_592_000, lockerTrusted: true })
 */
export function liquidityFateText(
  t: TFunction,
  language: string,
  launch: { liquidityBps: number; lpLockDuration: number; lockerTrusted?: boolean | undefined },
): string {
  const days = Math.round(launch.lpLockDuration / 86_400)
  const locked = launch.lpLockDuration > 0
  const fate = t(locked ? 'sale.panel.liquidityLocked' : 'sale.panel.liquidityBurned', {
    percent: formatLocaleDecimal((launch.liquidityBps / 100).toString(), language),
    days: formatLocaleDecimal(String(days), language),
    count: days,
  })
  return locked && launch.lockerTrusted !== false
    ? `${fate} · ${t('sale.panel.lockFloor', { count: liquidityLockFloorDays })}`
    : fate
}

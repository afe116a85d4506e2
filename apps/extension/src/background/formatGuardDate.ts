import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import type { Language } from '@tokenbox/ui/i18n/languages.ts'

/** The latest moment a date is shown for: 9999-12-31. Later deadlines (MaxUint256, 2^48 - 1) mean "never". */
const lastShownSecond = 253_402_300_799n

/**
 * A deadline in unix seconds as a date and time in `language`, in the browser's time zone, or
 * `undefined` for "never" (0, as DAI writes it, or beyond the year 9999).
 *
 * @example
 * formatGuardDate(1_900_000_000n, 'en') // 'Mar 17, 2030, 5:46 PM' (in UTC)
 * formatGuardDate(0n, 'en') // undefined
 */
export function formatGuardDate(seconds: bigint, language: Language): string | undefined {
  if (seconds <= 0n || seconds > lastShownSecond) return undefined
  return formatDateTime(seconds, language)
}

/**
 * The visitor's calendar day as YYYY-MM-DD: "once a day" follows the visitor's midnight, not UTC's.
 *
 * @example
 * localDate(new Date(2026, 10, 20, 23, 59)) // '2026-11-20'
 */
export function localDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0')
  const day = String(now.getDate()).padStart(2, '0')
  return `${now.getFullYear()}-${month}-${day}`
}

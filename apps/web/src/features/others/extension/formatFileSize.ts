/**
 * A download's size as people read it, in the interface's language: whole kilobytes (at least 1)
 * under a megabyte, megabytes with one decimal from there (decimal units, as browsers' download
 * lists show them).
 *
 * @example
 * formatFileSize(812_345, 'en') // '812 kB'
 * formatFileSize(2_345_678, 'en') // '2.3 MB'
 */
export function formatFileSize(bytes: number, language: string): string {
  // 999,500 bytes would round to "1,000 kB": from there it reads as 1 MB.
  const inMegabytes = bytes >= 999_500
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: inMegabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: inMegabytes ? 1 : 0,
  }).format(Math.max(1, inMegabytes ? bytes / 1e6 : bytes / 1e3))
}

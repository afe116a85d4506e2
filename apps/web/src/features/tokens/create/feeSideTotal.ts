import { percentPattern, percentToBps } from '@tokenbox/core/format/percentToBps.ts'
import { feeSharesOf, type TokenFormValues } from '@tokenbox/core/tokens/tokenFormValues.ts'
import type { TokenTemplateId } from '@tokenbox/core/tokens/tokenTemplates.ts'

/**
 * What one side (buys or sells) of a trading token pays in all, in basis points: its shares (the
 * fomo pool only with that option on) plus the invitation rewards when invitations are on. Null
 * when any part is not a valid percentage: a total that skipped it would show less than the user
 * typed, so the form and the summary say "invalid" instead.
 *
 * @example
 * feeSideTotalBps({ buyFees: { liquidity: '1', marketing: '2', ... } }, 'buyFees', 'marketing') // 300
 */
export function feeSideTotalBps(
  values: Partial<TokenFormValues>,
  side: 'buyFees' | 'sellFees',
  template: TokenTemplateId,
): number | null {
  const shares = feeSharesOf(template)
    .filter((name) => values.fomoEnabled || name !== 'fomo')
    .map((name) => values[side]?.[name])
  const invite = values.inviteEnabled ? (values.invitePercents ?? []) : []
  return sumPercents([...shares, ...invite])
}

/** The sum of percentages as typed, in basis points, or null when one of them is not valid. */
export function sumPercents(parts: readonly (string | undefined)[]): number | null {
  let total = 0
  for (const part of parts) {
    const text = part?.trim() ?? ''
    if (!percentPattern.test(text)) return null
    total += percentToBps(text)
  }
  return total
}

/** Basis points as a percentage written the user's way (2.5 in English, 2,5 in Spanish), without the sign. */
export function formatPercentNumber(bps: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(bps / 100)
}

import { validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import { parseUnits } from 'viem'

/** UniswapV2 LP tokens all have 18 decimals. */
export const lpDecimals = 18

/** The removal as chosen: a share of the wallet's LP, or an exact LP amount as typed. */
export type RemovalChoice = { kind: 'percent'; percent: number } | { kind: 'exact'; text: string }

export const removalPercents = [25, 50, 75, 100] as const

/**
 * The LP amount a choice stands for, or the issue (a dex namespace key) that stops it: an
 * invalid amount, zero, more than the wallet's LP.
 *
 * @example
 * removalLiquidity({ kind: 'percent', percent: 50 }, 10n) // { liquidity: 5n }
 * removalLiquidity({ kind: 'exact', text: '11' }, 10n ** 18n) // { issue: { key: 'positions.issue.aboveBalance' } }
 */
export function removalLiquidity(
  choice: RemovalChoice,
  balance: bigint,
):
  | { liquidity: bigint; issue?: undefined }
  | { liquidity?: undefined; issue: { key: string; params?: Record<string, unknown> } } {
  if (choice.kind === 'percent') {
    const liquidity = (balance * BigInt(choice.percent)) / 100n
    return liquidity > 0n ? { liquidity } : { issue: { key: 'positions.issue.zero' } }
  }
  const text = choice.text.trim()
  if (text && /^0*\.?0*$/.test(text)) return { issue: { key: 'positions.issue.zero' } }
  const issue = validateAmount(text, lpDecimals, { field: 'positions.form.lpAmount' })
  if (issue) return { issue }
  const liquidity = parseUnits(text, lpDecimals)
  return liquidity > balance ? { issue: { key: 'positions.issue.aboveBalance' } } : { liquidity }
}

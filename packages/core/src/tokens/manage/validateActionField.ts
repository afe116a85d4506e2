import { type FieldIssue, validateAddress, validateAmount } from '../../forms/fieldIssues.ts'
import { validateLink, validatePercent, validateRenounceDate, validateWhole } from '../tokenFieldIssues.ts'
import type { ActionField, AmountDecimals } from './actionValues.ts'

/**
 * The issue of one Manage Token action's input (the spec's message key), for every field kind the
 * actions have: amounts in the token's, the quote's, the dividend's or the share's decimals, whole
 * hours (0 to 720: the cool-down's cap), seconds (0 to 3,600), a processing gas of 0 or 300,000 to
 * 500,000 (the tracker's bounds), addresses, links, percents and a renounce date after `nowMs`.
 *
 * @example
 * validateActionField({ name: 'amount', kind: 'amount' }, '1.5', amountDecimalsOf(details), Date.now()) // undefined
 */
export function validateActionField(
  field: ActionField,
  value: unknown,
  units: AmountDecimals,
  nowMs: number,
): FieldIssue {
  const { decimals, quoteDecimals } = units
  switch (field.kind) {
    case 'dividendAmount':
      return validateAmount(value as string, units.dividendDecimals, { field: `manage.field.${field.name}` })
    case 'shareAmount':
      return validateAmount((value as string | undefined)?.trim() || '0', units.shareDecimals, {
        allowZero: true,
      })
    case 'lpAmount':
      return validateAmount(value as string, units.shareDecimals, { field: `manage.field.${field.name}` })
    case 'hours':
      return validateWhole(value as number, 0, 720)
    case 'gas':
      return value === 0 ? undefined : validateWhole(value as number, 300_000, 500_000)
    case 'quoteAmount':
      return validateAmount(value as string, quoteDecimals, { field: `manage.field.${field.name}` })
    case 'address':
      return validateAddress(value as string, `manage.field.${field.name}`)
    case 'amount':
      return validateAmount(value as string, decimals, { field: `manage.field.${field.name}` })
    case 'amountOrZero':
      return validateAmount((value as string | undefined)?.trim() || '0', decimals, { allowZero: true })
    case 'seconds':
      return validateWhole(value as number, 0, 3600)
    case 'link':
      return validateLink(value as string)
    case 'percent':
      return validatePercent(value as string, `manage.field.${field.name}`)
    case 'date':
      return validateRenounceDate(value as number | undefined, nowMs)
    case 'flag':
      return undefined
  }
}

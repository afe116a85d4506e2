import { type FieldIssue, validateAddress, validateAmount } from '../forms/fieldIssues.ts'
import type { CollectMode } from './types.ts'

/** The collection settings as the form holds them (text as typed). */
export type CollectFormValues = {
  target: string
  /** The token's address; unused with `nativeOnly`. */
  token: string
  mode: CollectMode
  /** Native coin each wallet keeps, in whole coins. */
  keep: string
  /** A price per gas in gwei replacing the gas strategy's; empty uses the strategy. */
  gasPriceGwei: string
}

export const initialCollectValues: CollectFormValues = {
  target: '',
  token: '',
  mode: 'tokenThenNative',
  keep: '0',
  gasPriceGwei: '',
}

/** The target: an address ("Illegal address" otherwise). */
export function validateTarget(text: string | undefined): FieldIssue {
  return validateAddress(text, 'form.target')
}

/** The amount each wallet keeps: 0 or more, 18 decimals at most. */
export function validateKeep(text: string | undefined): FieldIssue {
  return validateAmount(text, 18, { allowZero: true, field: 'form.keep' })
}

/** An optional gas price in gwei (above 0, at most 9 decimals). */
export function validateGasPrice(text: string | undefined): FieldIssue {
  if (!text?.trim()) return undefined
  return validateAmount(text, 9, { field: 'form.gasPrice' })
}

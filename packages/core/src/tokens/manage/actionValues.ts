import { type Address, getAddress, parseUnits } from 'viem'
import { percentToBps } from '../../format/percentToBps.ts'
import type { TokenDetails } from '../readTokenDetails.ts'
import { isLpDividendTemplate } from '../tokenTemplates.ts'

/** What each kind of action input becomes once validated: the contract argument it is sent as. */
export type ActionFieldValues = {
  address: Address
  amount: bigint
  amountOrZero: bigint
  quoteAmount: bigint
  /** Basis points. */
  percent: number
  /** Unix seconds. */
  date: bigint
  flag: boolean
  seconds: number
  /** Trimmed; empty clears the link. */
  link: string
  /** Dividend tokens: an amount of the dividend coin, the minimum earning share, hours, a gas figure. */
  dividendAmount: bigint
  shareAmount: bigint
  /** LP dividends: LP of the token's pair (18 decimals) to stake or unstake. */
  lpAmount: bigint
  /** In seconds. */
  hours: bigint
  gas: number
}

/** How an action's input is typed and turned into a contract argument. */
export type ActionFieldKind = keyof ActionFieldValues

export type ActionField<Kind extends ActionFieldKind = ActionFieldKind> = { name: string; kind: Kind }

/**
 * Reads one input of the submitted form as its contract argument, typed by the field's kind:
 * `value({ name: 'tokenAmount', kind: 'amount' })` is a bigint.
 */
export type ActionValueReader = <Kind extends ActionFieldKind>(
  field: ActionField<Kind>,
) => ActionFieldValues[Kind]

/** Decimals of each amount kind: the token's, the pair coin's, the dividend coin's, the share's. */
export type AmountDecimals = {
  decimals: number
  quoteDecimals: number
  dividendDecimals: number
  shareDecimals: number
}

/** The decimals each amount input of `details`' token is typed in. */
export function amountDecimalsOf(details: TokenDetails): AmountDecimals {
  return {
    decimals: details.decimals,
    quoteDecimals: Number(details.settings.quoteDecimals ?? 18),
    dividendDecimals: Number(details.settings.dividendCoinDecimals ?? 18),
    // LP tokens of a UniswapV2 pair have 18 decimals.
    shareDecimals: isLpDividendTemplate(details.template) ? 18 : details.decimals,
  }
}

/** A text input's value, trimmed ('' when empty). */
const text = (raw: unknown) => (typeof raw === 'string' ? raw.trim() : '')
/** A number input's value (validated before it is converted, so never empty here). */
const whole = (raw: unknown) => (typeof raw === 'number' ? raw : 0)

const converters: {
  [Kind in ActionFieldKind]: (raw: unknown, units: AmountDecimals) => ActionFieldValues[Kind]
} = {
  address: (raw) => getAddress(text(raw)),
  amount: (raw, units) => parseUnits(text(raw), units.decimals),
  amountOrZero: (raw, units) => parseUnits(text(raw) || '0', units.decimals),
  quoteAmount: (raw, units) => parseUnits(text(raw), units.quoteDecimals),
  percent: (raw) => percentToBps(text(raw)),
  date: (raw) => BigInt(Math.floor(whole(raw) / 1000)),
  flag: (raw) => Boolean(raw),
  seconds: whole,
  link: text,
  dividendAmount: (raw, units) => parseUnits(text(raw), units.dividendDecimals),
  shareAmount: (raw, units) => parseUnits(text(raw) || '0', units.shareDecimals),
  lpAmount: (raw, units) => parseUnits(text(raw), units.shareDecimals),
  hours: (raw) => BigInt(whole(raw) * 3600),
  gas: whole,
}

/**
 * The reader of a submitted action form: each input converted by its field's kind, so the action
 * table's step builders get typed values (no casts of the form's values).
 *
 * @example
 * const value = actionValueReader(values, amountDecimalsOf(details))
 * value({ name: 'quoteAmount', kind: 'quoteAmount' }) // 2000000n for "2" of a 6-decimal coin
 */
export function actionValueReader(values: Readonly<Record<string, unknown>>, units: AmountDecimals) {
  const read: ActionValueReader = (field) => converters[field.kind](values[field.name], units)
  return read
}

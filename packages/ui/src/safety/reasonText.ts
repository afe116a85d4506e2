import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { formatPercent } from '@tokenbox/core/format/formatPercent.ts'
import { formatThousands } from '@tokenbox/core/format/formatThousands.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import type { PowerFinding, SafetyReason } from '@tokenbox/core/safety/types.ts'
import type { TFunction } from 'i18next'

/** Basis points as a percentage with at most two decimals: 9900 -> '99%', 1250 -> '12.5%' (core's formatPercent, in the interface language). */
export function formatBps(bps: number | bigint): string {
  return formatPercent(bps)
}

/**
 * A power's stated cap in the `check` namespace's words ("at most 25%", "never below 0.1% of the
 * supply", "supply up to 1,000,000 TKN"), or undefined for a power without one.
 *
 * @example
 * powerCapText(t, { kind: 'fees', cap: { kind: 'feeBps', value: 2500n }, ... }, token) // 'at most 25%'
 */
export function powerCapText(
  t: TFunction,
  power: PowerFinding,
  token: { decimals: number; symbol: string },
): string | undefined {
  if (!power.cap) return undefined
  switch (power.cap.kind) {
    case 'limitFloorBps':
      return t('power.capLimitFloor', { ns: 'check', cap: formatBps(power.cap.value) })
    case 'feeBps':
      return t('power.capFee', { ns: 'check', cap: formatBps(power.cap.value) })
    case 'supply':
      return t('power.capSupply', {
        ns: 'check',
        cap: `${formatTokenAmount(power.cap.value, token.decimals, 0)} ${token.symbol}`,
      })
  }
}

/** A chain timestamp (unix seconds) as a date and time in the user's local time (core's formatDateTime). */
export function formatChainTime(seconds: number | bigint, language: string): string {
  return formatDateTime(BigInt(seconds), language)
}

/** Parameters holding an address: shown short, the full address is elsewhere on the screen. */
const addressParams = new Set(['owner', 'admin', 'creator', 'implementation', 'holder', 'address', 'pool'])

/**
 * The variant of a reason's sentence its optional parameters call for (an i18next context:
 * `reason.ownerCanMint_max`), or undefined for the plain sentence. Core documents which
 * parameters are optional (safety/types.ts); reasonStrings.test.ts holds the sentences to them.
 *
 * @example
 * reasonContext({ key: 'ownerCanMint', severity: 'warning', params: { max: '1000000' } }) // 'max'
 */
export function reasonContext(reason: SafetyReason): string | undefined {
  const params = reason.params ?? {}
  switch (reason.key) {
    case 'ownerCanMint':
      if (params.mintableBps !== undefined) return 'mintableBps'
      return params.max === undefined ? undefined : 'max'
    case 'ownerCanChangeFees':
      return params.maxBps === undefined ? undefined : 'capped'
    case 'ownerCanBlacklist':
      return params.pool !== undefined ? 'pool' : params.owner !== undefined ? 'owner' : undefined
    case 'ownerCanLimit':
      return params.floorBps === undefined ? undefined : 'floor'
    case 'upgradeable':
      if (params.adminKind === 'contract' || params.adminKind === 'wallet') return params.adminKind
      return params.admin === undefined ? undefined : 'admin'
    case 'ownerPresent':
      return params.ownerKind === 'contract' ? 'contract' : undefined
    case 'lpLocked':
      return params.until === undefined ? undefined : 'until'
    case 'holderCannotSell':
      return params.failure === undefined ? undefined : 'refused'
    default:
      return undefined
  }
}

/**
 * A reason's parameters as the sentence shows them: basis points as percentages, unix seconds as
 * dates, addresses short, a supply ceiling with the token's symbol. `count` stays a number so
 * i18next picks the plural form.
 *
 * @example
 * reasonValues({ key: 'sellTaxHigh', severity: 'danger', params: { bps: 9900, dex: 'PancakeSwap' } }, 'TRAP')
 * // { bps: '99%', dex: 'PancakeSwap' }
 */
export function reasonValues(
  reason: SafetyReason,
  symbol: string,
  language = 'en',
): Record<string, string | number> {
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(reason.params ?? {})) {
    if (name === 'count') values[name] = Number(value)
    else if (/bps$/i.test(name)) values[name] = formatPercent(Number(value), language)
    else if (name === 'until') values[name] = formatChainTime(Number(value), language)
    else if (name === 'max') values[name] = `${formatThousands(String(value), language)} ${symbol}`
    else if (addressParams.has(name)) values[name] = formatAddress(String(value))
    else values[name] = value
  }
  return values
}

/**
 * One reason of a verdict as a sentence in the user's language (`check.reason.<key>`), with its
 * numbers and dates filled in as `language` writes them.
 *
 * @example
 * reasonText(t, reason, 'TRAP') // 'The sell tax measured on TokenBox Swap is 99%.'
 */
export function reasonText(t: TFunction, reason: SafetyReason, symbol: string, language = 'en'): string {
  const context = reasonContext(reason)
  const values = reasonValues(reason, symbol, language)
  // A template by the name the screens give it ("Marketing Coin"), never its internal key.
  if (typeof values.template === 'string') values.template = templateName(t, values.template)
  return t(`reason.${reason.key}`, {
    ns: 'check',
    ...values,
    ...(context ? { context } : {}),
  })
}

/**
 * A TokenBox template's display name in the user's language (`check.templateName.<id>`, the same
 * words as Create Token's), or the id when a newer template has none yet.
 *
 * @example
 * templateName(t, 'marketing') // 'Marketing Coin'
 */
export function templateName(t: TFunction, id: string): string {
  return t(`templateName.${id}`, { ns: 'check', defaultValue: id })
}

import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { permit2Address } from '@tokenbox/core/guard/permit2Address.ts'
import type { OrderItem, PermitGrant, WalletRequestFinding } from '@tokenbox/core/guard/types.ts'
import type { SafetyReason, TokenSafetyReport } from '@tokenbox/core/safety/types.ts'
import type { SimulationSummary } from '@tokenbox/core/simulation/summarizeSimulation.ts'
import type { Language } from '@tokenbox/ui/i18n/languages.ts'
import { reasonText } from '@tokenbox/ui/safety/reasonText.ts'
import { simulationLines } from '@tokenbox/ui/simulation/simulationLines.ts'
import type { TFunction } from 'i18next'
import { type Address, isAddressEqual } from 'viem'
import { formatGuardDate } from './formatGuardDate.ts'
import type { GuardChanges, GuardWarning, GuardWarningRow } from './guardMessages.ts'
import type { GuardToken } from './readGuardTokens.ts'

export type BuildGuardWarningParameters = {
  /** What the guard found; none for a transaction it only summarizes (then `summary` is set). */
  finding: WalletRequestFinding | undefined
  /** What the transaction will do, simulated on the user's RPC (core's summarizeTransaction). */
  summary?: SimulationSummary | undefined
  /** `guardI18n(language).t`: the guard's and the safety check's texts. */
  t: TFunction
  language: Language
  /** The chain the request is for, when known: its catalogue entry names its tokens and exchanges. */
  entry?: ChainEntry | undefined
  /** The frame that asked, shown so a look-alike site stands out. */
  origin?: string | undefined
  /** A buy's safety report (its verdict is `danger`). */
  report?: TokenSafetyReport | undefined
  /** Tokens the catalogue does not know, read from the chain (readGuardTokens). */
  tokens?: readonly GuardToken[] | undefined
}

/** Reasons a trap warning lists at most: the dialog must still fit a phone screen. */
const maxReasons = 6
const severityOrder: Record<SafetyReason['severity'], number> = { danger: 0, warning: 1, info: 2, good: 3 }

/**
 * The warning the content script shows for `finding`, in `language`: a title, what is asked in
 * plain words, the rows (site, token, spender, amount, dates) and, for a trap token, the safety
 * check's reasons (dangers first, then warnings). Addresses are named from the chain's catalogue
 * entry where it knows them (its tokens, its exchanges' routers, Permit2), other tokens by what
 * `tokens` read from the chain (symbol in sentences, symbol and name in the token row, always with
 * the address); nothing is read from the network here. A transaction's `summary` (issue 80) becomes
 * the `changes` lines: what leaves, what arrives, what others may take, the contracts created, or
 * that it will fail (worded from the error table, `errors` namespace) or could not be simulated.
 *
 * @example
 * const { t } = await guardI18n('en')
 * buildGuardWarning({ finding, t, language: 'en', entry, origin: 'https://app.example' }).title // 'Unlimited approval'
 */
export function buildGuardWarning(parameters: BuildGuardWarningParameters): GuardWarning {
  const { finding, t, language, entry, report } = parameters
  /** A token by its catalogue entry (`name` is its symbol there), else as read from the chain. */
  const token = (address: Address): { symbol: string; name?: string; decimals: number } | undefined => {
    const known = entry?.tokens.find((candidate) => isAddressEqual(candidate.address, address))
    if (known) return { symbol: known.name, decimals: known.decimals }
    return parameters.tokens?.find((read) => isAddressEqual(read.address, address))
  }
  const nameOf = (address: Address): string | undefined => {
    if (isAddressEqual(address, permit2Address)) return t('name.permit2')
    const swap = entry?.swaps.find((known) => isAddressEqual(known.router, address))
    if (swap) return t('name.router', { name: swap.name })
    return token(address)?.symbol
  }
  /** A short label for a sentence: the name when known, else the shortened address. */
  const label = (address: Address) => nameOf(address) ?? formatAddress(address)
  const addressRow = (field: string, address: Address): GuardWarningRow => {
    const name = nameOf(address)
    const read = token(address)
    // A token read from the chain shows its name too: a symbol alone is easy to copy.
    const value = read?.name && read.name !== read.symbol ? `${read.symbol} (${read.name})` : name
    return { label: t(field), value: value ?? address, ...(value ? { address } : {}) }
  }
  const amount = (grant: Pick<PermitGrant, 'token' | 'amount' | 'unlimited'>) => {
    if (grant.unlimited) return t('amount.unlimited')
    const known = token(grant.token)
    return known
      ? `${formatTokenAmount(grant.amount, known.decimals, 6, { language, exactWhenTiny: true })} ${known.symbol}`
      : t('amount.baseUnits', { amount: grant.amount.toString() })
  }
  const dateRow = (field: string, seconds: bigint): GuardWarningRow[] =>
    // Permit2 reads an expiration of 0 as "the block it is used in": no date to show.
    field === 'field.expires' && seconds === 0n
      ? []
      : [{ label: t(field), value: formatGuardDate(seconds, language) ?? t('date.never') }]

  const rows: GuardWarningRow[] = []
  const site = siteOf(parameters.origin)
  if (site) rows.push({ label: t('field.site'), value: site })
  let title: string
  let summary: string
  let reasons: string[] = []
  switch (finding?.kind) {
    case undefined:
      title = t('transaction.title')
      summary = t('transaction.summary')
      break
    case 'order': {
      const free = finding.get.length === 0
      title = t('order.title', free ? { context: 'free' } : {})
      summary = t('order.summary', free ? { context: 'free' } : {})
      const item = (entry: OrderItem) =>
        orderItemText(entry, { t, language, entry: parameters.entry, token, label })
      for (const given of finding.give)
        rows.push({ label: t('field.give'), value: item(given), address: given.token })
      if (free) rows.push({ label: t('field.get'), value: t('order.nothing') })
      for (const got of finding.get)
        rows.push({
          label: t('field.get'),
          value: item(got),
          ...(got.asset === 'native' ? {} : { address: got.token }),
        })
      for (const other of finding.toOthers)
        rows.push({
          label: t('field.toOthers'),
          value: `${item(other)} → ${label(other.recipient)}`,
          address: other.recipient,
        })
      rows.push(...dateRow('field.orderEnds', finding.endTime))
      if (finding.market) rows.push(addressRow('field.market', finding.market))
      break
    }
    case 'unlimitedApproval': {
      const permit2 = finding.function === 'permit2Approve'
      title = t('unlimitedApproval.title')
      summary = t('unlimitedApproval.summary', {
        spender: label(finding.spender),
        token: label(finding.token),
        ...(permit2 ? { context: 'permit2' } : {}),
      })
      rows.push(addressRow('field.token', finding.token), addressRow('field.spender', finding.spender))
      rows.push({ label: t('field.amount'), value: t('amount.unlimited') })
      if (permit2 && finding.expiration !== undefined)
        rows.push(...dateRow('field.expires', finding.expiration))
      break
    }
    case 'approvalForAll':
      title = t('approvalForAll.title')
      summary = t('approvalForAll.summary', {
        spender: label(finding.operator),
        collection: label(finding.collection),
      })
      rows.push(
        addressRow('field.collection', finding.collection),
        addressRow('field.operator', finding.operator),
      )
      break
    case 'permit': {
      const transfer =
        finding.standard === 'permit2TransferFrom' || finding.standard === 'permit2BatchTransferFrom'
      title = t('permit.title', finding.unlimited ? { context: 'unlimited' } : {})
      summary = t('permit.summary', {
        spender: label(finding.spender),
        ...(transfer ? { context: 'transfer' } : {}),
      })
      for (const grant of finding.grants) {
        rows.push(addressRow('field.token', grant.token), { label: t('field.amount'), value: amount(grant) })
        if (grant.expiration !== undefined) rows.push(...dateRow('field.expires', grant.expiration))
      }
      rows.push(addressRow('field.spender', finding.spender), ...dateRow('field.deadline', finding.deadline))
      break
    }
    case 'buy': {
      const symbol = report?.token.symbol ?? ''
      title = t('buy.title')
      summary = t('buy.summary', { token: symbol || formatAddress(finding.token) })
      rows.push(
        {
          label: t('field.token'),
          value: report ? `${report.token.symbol} (${report.token.name})` : finding.token,
          ...(report ? { address: finding.token } : {}),
        },
        addressRow('field.router', finding.router),
      )
      reasons = [...(report?.verdict.reasons ?? [])]
        .filter((reason) => reason.severity === 'danger' || reason.severity === 'warning')
        .sort((a, b) => severityOrder[a.severity] - severityOrder[b.severity])
        .slice(0, maxReasons)
        .map((reason) => reasonText(t, reason, symbol, language))
      break
    }
  }
  // What the transaction does, in the sentences TokenBox's own steps use (@tokenbox/ui).
  const changes: GuardChanges | undefined = parameters.summary
    ? {
        heading: t('heading', { ns: 'simulation' }),
        lines: simulationLines(parameters.summary, { t, label, subject: 'transaction', sayNothing: true }),
      }
    : undefined
  return {
    kind: finding?.kind ?? 'transaction',
    language,
    brand: t('brand'),
    title,
    summary,
    rows,
    reasons,
    ...(changes ? { changes } : {}),
    note: t('note'),
    cancel: t('button.cancel'),
    continue: t('button.continue'),
  }
}

/** The host of the asking frame (`app.uniswap.org`), or the origin as given when it is no URL. */
function siteOf(origin: string | undefined): string | undefined {
  if (!origin) return undefined
  try {
    return new URL(origin).host || origin
  } catch {
    return origin
  }
}

type Namer = {
  t: TFunction
  language: Language
  label: (address: Address) => string
  token: (address: Address) => { symbol: string; decimals: number } | undefined
}

/** One order item in words: an amount of the coin or a token, an NFT, or any item of a collection. */
function orderItemText(item: OrderItem, namer: Namer & { entry: ChainEntry | undefined }): string {
  const { t, language, label } = namer
  if (item.asset === 'native')
    return `${formatTokenAmount(item.amount, 18, 6, { language, exactWhenTiny: true })} ${namer.entry?.nativeCurrency.symbol ?? ''}`.trim()
  if (item.asset === 'erc20') {
    const known = namer.token(item.token)
    return known
      ? `${formatTokenAmount(item.amount, known.decimals, 6, { language, exactWhenTiny: true })} ${known.symbol}`
      : t('baseUnitsOf', { amount: item.amount.toString(), token: label(item.token), ns: 'simulation' })
  }
  if (item.anyOf) return t('order.anyItem', { collection: label(item.token) })
  const one = t('nft', {
    collection: label(item.token),
    id: (item.identifier ?? 0n).toString(),
    ns: 'simulation',
  })
  return item.amount === 1n ? one : `${item.amount.toString()} × ${one}`
}

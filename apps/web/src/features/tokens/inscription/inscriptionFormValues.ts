import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import type { FieldIssue } from '@tokenbox/core/forms/fieldIssues.ts'
import { validateAddress, validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import type { InscriptionTokenParameters } from '@tokenbox/core/tokens/createTokenDeployStep.ts'
import {
  checkInscriptionFigures,
  totalMints,
} from '@tokenbox/core/tokens/inscription/checkInscriptionFigures.ts'
import {
  inscriptionDeployText,
  inscriptionMintText,
} from '@tokenbox/core/tokens/inscription/inscriptionText.ts'
import { validateWhole } from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import type { TFunction } from 'i18next'
import { type Address, getAddress, isAddress, parseUnits } from 'viem'
import type { SummaryLine } from '../../../app/summary/SummaryLineList.tsx'

/**
 * Inscription tokens use 18 decimals, the ERC-20 default every wallet shows: inscriptions were
 * counted in whole tokens, so the form takes whole-token figures and asks no decimals.
 */
export const inscriptionDecimals = 18

/** Most mints one address may be allowed (a limit above this is no limit worth stating). */
export const maxMintsPerAddress = 1_000_000

/** What the create form holds, as typed. */
export type InscriptionFormValues = {
  name: string
  symbol: string
  maxSupply: string
  amountPerMint: string
  mintsPerAddress: number
  allocationEnabled: boolean
  allocation: string
  allocationRecipient: string
}

/** The inscription sites' usual figures: 21 million, 1,000 a mint, 10 mints an address, no allocation. */
export function defaultInscriptionFormValues(account: Address | undefined): InscriptionFormValues {
  return {
    name: '',
    symbol: '',
    maxSupply: '21000000',
    amountPerMint: '1000',
    mintsPerAddress: 10,
    allocationEnabled: false,
    allocation: '0',
    allocationRecipient: account ?? '',
  }
}

const units = (text: string | undefined) => parseUnits((text ?? '').trim() || '0', inscriptionDecimals)

/** The figures as base units, or undefined while one of them is not a valid amount. */
function figuresOf(values: Partial<InscriptionFormValues>) {
  const allocation = values.allocationEnabled ? values.allocation : '0'
  if (
    validateAmount(values.maxSupply, inscriptionDecimals) ||
    validateAmount(values.amountPerMint, inscriptionDecimals) ||
    validateAmount(allocation, inscriptionDecimals, { allowZero: true }) ||
    validateWhole(values.mintsPerAddress, 1, maxMintsPerAddress)
  )
    return undefined
  return {
    maxSupply: units(values.maxSupply),
    amountPerMint: units(values.amountPerMint),
    mintsPerAddress: BigInt(values.mintsPerAddress!),
    creatorAllocation: units(allocation),
  }
}

/**
 * The figures together, as the contract's constructor checks them: shown under the amount per
 * mint (the field a user changes to fix them). Each figure's own issue is its field's to show.
 */
export function validateInscriptionFigures(values: Partial<InscriptionFormValues>): FieldIssue {
  const figures = figuresOf(values)
  if (!figures) return undefined
  const issue = checkInscriptionFigures(figures)
  return issue ? { key: `inscription.issue.${issue}` } : undefined
}

/** The deploy step's parameters from valid form values. */
export function toInscriptionParameters(
  values: InscriptionFormValues,
  account: Address,
): InscriptionTokenParameters {
  const figures = figuresOf(values)!
  return {
    template: 'inscription',
    name: values.name.trim(),
    symbol: values.symbol.trim(),
    decimals: inscriptionDecimals,
    ...figures,
    allocationRecipient:
      values.allocationEnabled && isAddress(values.allocationRecipient.trim())
        ? getAddress(values.allocationRecipient.trim())
        : account,
  }
}

/**
 * The live summary: who can do what (no one: the token has no owner), the figures in the user's
 * number format, and the deploy and mint in the inscription JSON form.
 */
export function inscriptionSummaryLines(
  values: Partial<InscriptionFormValues>,
  t: TFunction,
  language: string,
): { lines: SummaryLine[]; deployText?: string; mintText?: string } {
  const lines: SummaryLine[] = [{ id: 'noOwner', tone: 'ok', text: t('inscription.summary.noOwner') }]
  const figures = figuresOf(values)
  const issue = figures && checkInscriptionFigures(figures)
  if (!figures || issue) {
    lines.push({ id: 'figures', tone: 'invalid', text: t('inscription.summary.figuresInvalid') })
    return { lines }
  }
  const figure = (text: string | undefined) => formatLocaleDecimal((text ?? '0').trim() || '0', language)
  const tick = values.symbol?.trim() || t('summary.tokens')
  lines.push({
    id: 'mints',
    tone: 'info',
    text: t('inscription.summary.mints', {
      amount: figure(values.amountPerMint),
      symbol: tick,
      mints: formatLocaleDecimal(totalMints(figures).toString(), language),
      limit: formatLocaleDecimal(String(values.mintsPerAddress), language),
    }),
  })
  lines.push({ id: 'free', tone: 'ok', text: t('inscription.summary.free') })
  lines.push({ id: 'eoaOnly', tone: 'info', text: t('inscription.summary.eoaOnly') })
  if (figures.creatorAllocation > 0n) {
    const recipient = values.allocationRecipient?.trim() ?? ''
    lines.push({
      id: 'allocation',
      tone: 'warn',
      text: t('inscription.summary.allocation', {
        amount: figure(values.allocation),
        symbol: tick,
        recipient: isAddress(recipient) ? formatAddress(recipient) : '—',
        share: formatLocaleDecimal(
          (Number((figures.creatorAllocation * 10_000n) / figures.maxSupply) / 100).toString(),
          language,
        ),
      }),
    })
  } else {
    lines.push({ id: 'allocation', tone: 'ok', text: t('inscription.summary.noAllocation') })
  }
  const text = { tick, decimals: inscriptionDecimals, ...figures }
  return { lines, deployText: inscriptionDeployText(text), mintText: inscriptionMintText(text) }
}

export { validateAddress }

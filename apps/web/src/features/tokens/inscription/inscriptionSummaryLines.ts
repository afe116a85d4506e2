import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import {
  checkInscriptionFigures,
  totalMints,
} from '@tokenbox/core/tokens/inscription/checkInscriptionFigures.ts'
import {
  type InscriptionFormValues,
  inscriptionDecimals,
  inscriptionFiguresOf,
} from '@tokenbox/core/tokens/inscription/inscriptionFormValues.ts'
import {
  inscriptionDeployText,
  inscriptionMintText,
} from '@tokenbox/core/tokens/inscription/inscriptionText.ts'
import type { TFunction } from 'i18next'
import { isAddress } from 'viem'
import type { SummaryLine } from '../../../app/summary/SummaryLineList.tsx'

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
  const figures = inscriptionFiguresOf(values)
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

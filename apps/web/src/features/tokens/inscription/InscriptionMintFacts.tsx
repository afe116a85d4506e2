import type { InscriptionProgress } from '@tokenbox/core/tokens/inscription/readInscriptionProgress.ts'
import { useTranslation } from 'react-i18next'
import { FactsTable } from '../../../app/layout/FactsTable.tsx'
import { useInscriptionNumbers } from './useInscriptionNumbers.ts'

/** An inscription token's figures as the inscription sites showed them: mints, minters, per mint, left, the creator's allocation and the reader's own mints. */
export function InscriptionMintFacts({ progress }: { progress: InscriptionProgress }) {
  const { t } = useTranslation('tokens')
  const { whole, count } = useInscriptionNumbers()
  const { decimals, symbol } = progress
  return (
    <FactsTable
      facts={[
        {
          key: 'mints',
          label: t('inscription.mint.mints'),
          value: count(progress.mintCount),
          testId: 'ins-mint-count',
        },
        {
          key: 'minters',
          label: t('inscription.mint.minters'),
          value: count(progress.minterCount),
          testId: 'ins-minter-count',
        },
        {
          key: 'perMint',
          label: t('inscription.form.amountPerMint'),
          value: `${whole(progress.amountPerMint, decimals)} ${symbol}`,
        },
        { key: 'left', label: t('inscription.mint.left'), value: count(progress.mintsLeft) },
        progress.creatorAllocation > 0n && {
          key: 'allocation',
          label: t('inscription.form.allocation'),
          value: `${whole(progress.creatorAllocation, decimals)} ${symbol}`,
        },
        progress.account && {
          key: 'yours',
          label: t('inscription.mint.yourMints'),
          value: t('inscription.mint.yourMintsValue', {
            mints: count(progress.account.mints),
            limit: count(progress.mintsPerAddress),
            balance: whole(progress.account.balance, decimals),
            symbol,
          }),
          testId: 'ins-your-mints',
        },
      ]}
    />
  )
}

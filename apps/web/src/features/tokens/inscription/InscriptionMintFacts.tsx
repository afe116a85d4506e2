import type { InscriptionProgress } from '@tokenbox/core/tokens/inscription/readInscriptionProgress.ts'
import { Descriptions } from 'antd'
import { useTranslation } from 'react-i18next'
import { useInscriptionNumbers } from './useInscriptionNumbers.ts'

/** An inscription token's figures as the inscription sites showed them: mints, minters, per mint, left, the creator's allocation and the reader's own mints. */
export function InscriptionMintFacts({ progress }: { progress: InscriptionProgress }) {
  const { t } = useTranslation('tokens')
  const { whole, count } = useInscriptionNumbers()
  const { decimals, symbol } = progress
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2 }}
      items={[
        {
          key: 'mints',
          label: t('inscription.mint.mints'),
          children: <span data-testid="ins-mint-count">{count(progress.mintCount)}</span>,
        },
        {
          key: 'minters',
          label: t('inscription.mint.minters'),
          children: <span data-testid="ins-minter-count">{count(progress.minterCount)}</span>,
        },
        {
          key: 'perMint',
          label: t('inscription.form.amountPerMint'),
          children: `${whole(progress.amountPerMint, decimals)} ${symbol}`,
        },
        {
          key: 'left',
          label: t('inscription.mint.left'),
          children: count(progress.mintsLeft),
        },
        ...(progress.creatorAllocation > 0n
          ? [
              {
                key: 'allocation',
                label: t('inscription.form.allocation'),
                children: `${whole(progress.creatorAllocation, decimals)} ${symbol}`,
              },
            ]
          : []),
        ...(progress.account
          ? [
              {
                key: 'yours',
                label: t('inscription.mint.yourMints'),
                children: (
                  <span data-testid="ins-your-mints">
                    {t('inscription.mint.yourMintsValue', {
                      mints: count(progress.account.mints),
                      limit: count(progress.mintsPerAddress),
                      balance: whole(progress.account.balance, decimals),
                      symbol,
                    })}
                  </span>
                ),
              },
            ]
          : []),
      ]}
    />
  )
}

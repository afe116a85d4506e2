import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { inscriptionMintText } from '@tokenbox/core/tokens/inscription/inscriptionText.ts'
import {
  type InscriptionProgress,
  inscriptionMintBlocker,
} from '@tokenbox/core/tokens/inscription/readInscriptionProgress.ts'
import { Alert, Button, Flex, Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { useConnection } from 'wagmi'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'
import { ProgressBar } from '../../../app/layout/ProgressBar.tsx'
import { DoneAlert } from '../../../app/transactions/DoneAlert.tsx'
import { ConnectWalletAlert } from '../../../wallet/ConnectWalletAlert.tsx'
import { InscriptionMintFacts } from './InscriptionMintFacts.tsx'
import { InscriptionText } from './InscriptionText.tsx'
import type { useInscriptionMint } from './useInscriptionMint.ts'
import { useInscriptionNumbers } from './useInscriptionNumbers.ts'

/** The two ways to mint: the token's own call, or a plain transfer of the coin to it. */
const mintWays = [
  { method: 'call', testId: 'ins-mint', label: 'inscription.mint.mint' },
  { method: 'transfer', testId: 'ins-mint-transfer', label: 'inscription.mint.mintByTransfer' },
] as const

/**
 * A loaded inscription token: its progress (minted of max, a bar), its figures, the mint text, why
 * a mint is not offered, and the two ways to mint (the token's `mint()`, or a plain zero-value
 * transfer to it, what any wallet can send) with the last mint's outcome.
 */
export function InscriptionMintView({
  progress,
  minting,
}: {
  progress: InscriptionProgress
  minting: ReturnType<typeof useInscriptionMint>
}) {
  const { t, i18n } = useTranslation('tokens')
  const { address: account } = useConnection()
  const { token } = theme.useToken()
  const { whole } = useInscriptionNumbers()
  const blocker = inscriptionMintBlocker(progress)
  const percent = progress.progressBps / 100
  const { busy, method } = minting
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" wrap gap={8} align="baseline">
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="ins-tick">
          {progress.symbol}
        </Typography.Title>
        <Typography.Text type="secondary">{progress.name}</Typography.Text>
      </Flex>
      <div>
        <ProgressBar
          percent={percent}
          format={() => `${formatLocaleDecimal(percent.toString(), i18n.language)}%`}
          status={blocker === 'soldOut' ? 'success' : 'active'}
          // In the theme's colour like the rest of the page; green once minted out.
          strokeColor={blocker === 'soldOut' ? undefined : token.colorPrimary}
          data-testid="ins-progress"
          data-percent={percent}
        />
        <Typography.Text data-testid="ins-minted">
          {t('inscription.mint.minted', {
            minted: whole(progress.totalSupply, progress.decimals),
            max: whole(progress.maxSupply, progress.decimals),
            symbol: progress.symbol,
          })}
        </Typography.Text>
      </div>
      <InscriptionMintFacts progress={progress} />
      <div>
        <Typography.Text type="secondary">{t('inscription.summary.mintText')}</Typography.Text>
        <InscriptionText
          text={inscriptionMintText({
            tick: progress.symbol,
            amountPerMint: progress.amountPerMint,
            decimals: progress.decimals,
          })}
          testId="ins-mint-json"
        />
      </div>
      {blocker && (
        <Alert
          type="info"
          showIcon
          title={t(`inscription.mint.blocked.${blocker}`)}
          data-testid="ins-blocked"
        />
      )}
      {!account && <ConnectWalletAlert />}
      <Flex gap={12} wrap>
        {mintWays.map((way) => (
          <Button
            key={way.method}
            type={way.method === 'call' ? 'primary' : 'default'}
            size="large"
            onClick={() => minting.mint(way.method)}
            loading={busy && method === way.method}
            disabled={!account || Boolean(blocker) || busy}
            data-testid={way.testId}
          >
            {t(way.label)}
          </Button>
        ))}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('inscription.mint.transferHint', { address: progress.address })}
      </Typography.Paragraph>
      <DoneAlert
        done={minting.minted}
        title={t('inscription.mint.done', {
          amount: whole(progress.amountPerMint, progress.decimals),
          symbol: progress.symbol,
        })}
        testId="ins-minted-result"
      />
      {minting.failure && <ErrorAlert message={minting.failure} testId="ins-mint-error" />}
    </Flex>
  )
}

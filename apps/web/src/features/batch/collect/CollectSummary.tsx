import { summarizeCollection } from '@tokenbox/core/collect/runCollection.ts'
import type { WalletCollection } from '@tokenbox/core/collect/types.ts'
import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import type { TokenAsset } from '@tokenbox/core/tokens/tokenQuery.ts'
import { Alert, Descriptions } from 'antd'
import { useTranslation } from 'react-i18next'
import { formatGwei } from 'viem'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import { formatAmount } from './formatAmount.ts'
import type { RunInfo } from './useCollectRun.ts'

/**
 * The outcome of the collection so far: wallets done, skipped, failed; the token and native coin
 * that reached the target (confirmed transfers only), the gas the sub-wallets paid, the price used
 * and the target's balances read after the run.
 */
export function CollectSummary({
  states,
  info,
  token,
}: {
  states: readonly WalletCollection[]
  info: RunInfo | null
  token: TokenAsset | undefined
}) {
  const { t } = useTranslation('collect')
  const { entry } = useCurrentNetwork()
  const symbol = entry?.symbol ?? ''
  const summary = summarizeCollection(states)
  const finished = summary.done + summary.skipped + summary.failed
  if (!info || finished === 0) return null
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2 }}
      data-testid="collect-summary"
      title={
        <Alert
          type={summary.failed > 0 ? 'warning' : 'success'}
          showIcon
          title={t('summary.counts', {
            done: summary.done,
            skipped: summary.skipped,
            failed: summary.failed,
          })}
          data-testid="collect-summary-counts"
        />
      }
      items={[
        ...(token
          ? [
              {
                key: 'token',
                label: t('summary.token'),
                children: (
                  <span data-testid="collect-summary-token">{`${formatAmount(summary.token, token.decimals)} ${token.symbol}`}</span>
                ),
              },
            ]
          : []),
        {
          key: 'native',
          label: t('summary.native'),
          children: (
            <span data-testid="collect-summary-native">{`${formatAmount(summary.native, 18)} ${symbol}`}</span>
          ),
        },
        {
          key: 'gas',
          label: t('summary.gas'),
          children: `${formatAmount(summary.gasPaid, 18, 8)} ${symbol}`,
        },
        {
          key: 'price',
          label: t('summary.price'),
          children: `${formatGwei(info.gasPrice.price)} gwei (${t(`summary.${info.gasPrice.type}`)})`,
        },
        {
          key: 'target',
          label: t('summary.target', { address: formatAddress(info.target) }),
          span: 2,
          children: (
            <span data-testid="collect-summary-target">
              {[
                info.targetToken !== undefined && token
                  ? `${formatAmount(info.targetToken, token.decimals)} ${token.symbol}`
                  : undefined,
                info.targetNative !== undefined
                  ? `${formatAmount(info.targetNative, 18)} ${symbol}`
                  : undefined,
              ]
                .filter(Boolean)
                .join(' · ') || '-'}
            </span>
          ),
        },
      ]}
    />
  )
}

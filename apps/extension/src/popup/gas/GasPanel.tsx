import { ReloadOutlined } from '@ant-design/icons'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { formatTime } from '@tokenbox/core/format/formatDateTime.ts'
import { chainLabel } from '@tokenbox/ui/network/chainLabel.ts'
import { Alert, Button, Flex, Skeleton, Statistic, Tag, Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { useExtensionHost } from '../ExtensionHostContext.ts'
import { formatGwei } from './formatGwei.ts'
import type { GasReading } from './readGasPrice.ts'
import { useGasPrice } from './useGasPrice.ts'

/**
 * The current chain's gas price by TokenBox's strategy: the fee cap and the tip on an EIP-1559
 * chain, the gas price on a legacy one, in gwei, refreshed every 12 s. A node that does not
 * answer gets a plain message, a retry and the way to another RPC, never the RPC's error.
 */
export function GasPanel({ entry, intervalMs }: { entry: ChainEntry; intervalMs?: number }) {
  const { t, i18n } = useTranslation('popup')
  const host = useExtensionHost()
  const { state, refresh } = useGasPrice(entry, intervalMs)
  const chain = chainLabel(entry)

  if (state.status === 'failed')
    return (
      <Alert
        type="error"
        showIcon
        data-testid="gas-failed"
        title={t('gas.failed', { chain })}
        description={t('gas.failedHint')}
        action={
          <Flex vertical gap={6}>
            <Button size="small" onClick={refresh} data-testid="gas-retry">
              {t('gas.retry')}
            </Button>
            <Button size="small" type="text" onClick={host.openOptionsPage}>
              {t('header.settings')}
            </Button>
          </Flex>
        }
      />
    )
  if (state.status === 'loading')
    return (
      <Flex vertical gap={8} data-testid="gas-loading" aria-busy="true">
        <Typography.Text type="secondary">{t('gas.loading')}</Typography.Text>
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      </Flex>
    )

  const { reading, readAt } = state
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{t('gas.title', { chain })}</Typography.Text>
        <Flex align="center" gap={4}>
          {reading.kind !== 'wallet' && <Tag style={{ marginInlineEnd: 0 }}>{t(`gas.${reading.kind}`)}</Tag>}
          <Button
            type="text"
            size="small"
            icon={<ReloadOutlined />}
            onClick={refresh}
            aria-label={t('gas.retry')}
          />
        </Flex>
      </Flex>
      <GasFigures reading={reading} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {reading.kind === 'wallet' ? t('gas.noHistory', { chain }) : t('gas.strategy')}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="gas-updated">
        {t('gas.updated', { time: formatTime(readAt, i18n.language) })}
      </Typography.Text>
    </Flex>
  )
}

function GasFigures({ reading }: { reading: GasReading }) {
  const { t, i18n } = useTranslation('popup')
  const { token } = theme.useToken()
  const gwei = (wei: bigint) => formatGwei(wei, i18n.language)
  const figures =
    reading.kind === 'eip1559'
      ? [
          { label: t('gas.maxFee'), value: gwei(reading.maxFeePerGas) },
          { label: t('gas.priorityFee'), value: gwei(reading.maxPriorityFeePerGas) },
        ]
      : reading.kind === 'legacy'
        ? [{ label: t('gas.gasPrice'), value: gwei(reading.gasPrice) }]
        : []
  if (figures.length === 0) return null
  return (
    <Flex
      gap={24}
      wrap
      data-testid="gas-price"
      data-kind={reading.kind}
      style={{
        padding: '12px 16px',
        borderRadius: token.borderRadiusLG,
        background: token.colorFillQuaternary,
      }}
    >
      {figures.map((figure) => (
        <Statistic
          key={figure.label}
          title={figure.label}
          value={figure.value}
          // Already formatted in the user's language; antd would group the digits again its own way.
          formatter={() => figure.value}
          suffix={<span style={{ fontSize: 14, color: token.colorTextSecondary }}>gwei</span>}
          // The number and its unit on one line: "gwei" wrapped alone under it (issue 77); a figure
          // that does not fit beside the other goes below it as a whole.
          styles={{ content: { fontSize: 28, fontWeight: 600, whiteSpace: 'nowrap' } }}
        />
      ))}
    </Flex>
  )
}

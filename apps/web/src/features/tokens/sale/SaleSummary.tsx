import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  InfoCircleOutlined,
  WarningOutlined,
} from '@ant-design/icons'
import { Flex, Form, type FormInstance, Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import type { SummaryLine } from '../create/summaryLines.ts'
import { type SaleFormValues, saleSummaryLines } from './saleFormValues.ts'

/**
 * What the sale token will do, rebuilt as the user types (the other create screens' live summary):
 * the owner's only power, then where every token and every coin raised goes.
 */
export function SaleSummary({ form }: { form: FormInstance<SaleFormValues> }) {
  const { t, i18n } = useTranslation('tokens')
  const { token } = theme.useToken()
  const { entry } = useConnectedChainEntry()
  const values = (Form.useWatch([], form) ?? {}) as Partial<SaleFormValues>
  const lines = saleSummaryLines(values, {
    t,
    language: i18n.language,
    coin: entry?.nativeCurrency.symbol ?? 'ETH',
    dex: entry?.swaps.find((swap) => swap.router === values.router)?.name,
  })
  const icon = (tone: SummaryLine['tone']) =>
    tone === 'ok' ? (
      <CheckCircleOutlined style={{ color: token.colorSuccess }} />
    ) : tone === 'warn' ? (
      <WarningOutlined style={{ color: token.colorWarning }} />
    ) : tone === 'invalid' ? (
      <CloseCircleOutlined style={{ color: token.colorError }} />
    ) : (
      <InfoCircleOutlined style={{ color: token.colorPrimary }} />
    )

  return (
    <Flex vertical gap={10} data-testid="token-summary">
      {lines.map((line) => (
        <Flex key={line.id} gap={8} align="baseline" data-testid={`summary-${line.id}`} data-tone={line.tone}>
          {icon(line.tone)}
          <Typography.Text type={line.tone === 'invalid' ? 'danger' : undefined}>{line.text}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  )
}

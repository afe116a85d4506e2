import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  InfoCircleOutlined,
  WarningOutlined,
} from '@ant-design/icons'
import { Flex, Typography, theme } from 'antd'

/** One line of a create screen's live summary; `invalid` says a value typed cannot be used yet. */
export type SummaryLine = { tone: 'ok' | 'info' | 'warn' | 'invalid'; text: string; id: string }

/** A live summary's lines, each with the icon of its tone (the create screens' right column). */
export function SummaryLineList({ lines }: { lines: readonly SummaryLine[] }) {
  const { token } = theme.useToken()
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

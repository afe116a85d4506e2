import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  InfoCircleOutlined,
  WarningOutlined,
} from '@ant-design/icons'
import { Flex, Form, type FormInstance, Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import type { SummaryLine } from '../../../app/summary/SummaryLineList.tsx'
import { InscriptionText } from './InscriptionText.tsx'
import { type InscriptionFormValues, inscriptionSummaryLines } from './inscriptionFormValues.ts'

/**
 * What the inscription token will do, rebuilt as the user types (the other create screens' live
 * summary): no owner, the mints, free and wallet-only minting, any allocation as a warning, then
 * the deploy and the mint in the inscription JSON form.
 */
export function InscriptionSummary({ form }: { form: FormInstance<InscriptionFormValues> }) {
  const { t, i18n } = useTranslation('tokens')
  const { token } = theme.useToken()
  const values = (Form.useWatch([], form) ?? {}) as Partial<InscriptionFormValues>
  const summary = inscriptionSummaryLines(values, t, i18n.language)
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
      {summary.lines.map((line) => (
        <Flex key={line.id} gap={8} align="baseline" data-testid={`summary-${line.id}`} data-tone={line.tone}>
          {icon(line.tone)}
          <Typography.Text type={line.tone === 'invalid' ? 'danger' : undefined}>{line.text}</Typography.Text>
        </Flex>
      ))}
      {summary.deployText && summary.mintText && (
        <>
          <Typography.Text type="secondary">{t('inscription.summary.deployText')}</Typography.Text>
          <InscriptionText text={summary.deployText} testId="ins-deploy-text" />
          <Typography.Text type="secondary">{t('inscription.summary.mintText')}</Typography.Text>
          <InscriptionText text={summary.mintText} testId="ins-mint-text" />
        </>
      )}
    </Flex>
  )
}

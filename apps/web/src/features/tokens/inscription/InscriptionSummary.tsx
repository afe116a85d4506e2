import type { InscriptionFormValues } from '@tokenbox/core/tokens/inscription/inscriptionFormValues.ts'
import { Flex, Form, type FormInstance, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { SummaryLineList } from '../../../app/summary/SummaryLineList.tsx'
import { InscriptionText } from './InscriptionText.tsx'
import { inscriptionSummaryLines } from './inscriptionSummaryLines.ts'

/**
 * What the inscription token will do, rebuilt as the user types (the other create screens' live
 * summary): no owner, the mints, free and wallet-only minting, any allocation as a warning, then
 * the deploy and the mint in the inscription JSON form.
 */
export function InscriptionSummary({ form }: { form: FormInstance<InscriptionFormValues> }) {
  const { t, i18n } = useTranslation('tokens')
  const values = (Form.useWatch([], form) ?? {}) as Partial<InscriptionFormValues>
  const summary = inscriptionSummaryLines(values, t, i18n.language)
  return (
    <Flex vertical gap={10}>
      <SummaryLineList lines={summary.lines} />
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

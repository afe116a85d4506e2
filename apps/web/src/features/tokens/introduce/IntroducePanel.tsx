import { isDividendTemplate, type TokenTemplateId } from '@tokenbox/core/tokens/tokenTemplates.ts'
import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Panel } from '../../../app/layout/Panel.tsx'

/** Sections every template's introduction has, after its own description. */
const sharedSections = ['steps', 'verify', 'safety'] as const

/** Introduce: how the token type works, what its owner can do, and what TokenBox guarantees. */
export function IntroducePanel({ template }: { template: TokenTemplateId }) {
  const { t } = useTranslation('tokens')
  // What renouncing guarantees, where the template has its own text (normal, dividend, LP dividend;
  // the marketing coin says it in its owner powers).
  const renounce = t(`intro.${template}.renounce`, { defaultValue: '' })
  // The risks in plain words, where a template has its own (the 314 tokens: a price that moves with
  // every trade, a lock that ends).
  const risks = t(`intro.${template}.risks`, { defaultValue: '' })
  return (
    <Panel title={t(`template.${template}`)} data-testid="introduce">
      <Flex vertical gap={4} style={{ maxWidth: 860 }}>
        <Typography.Paragraph>{t(`intro.${template}.what`)}</Typography.Paragraph>
        {(template === 'dividend' || template === 'dividendSale') && (
          <Typography.Paragraph>{t('intro.dividend.whatExtra')}</Typography.Paragraph>
        )}
        {isDividendTemplate(template) && (
          <Typography.Paragraph data-testid="intro-tracker-risk">
            {t('intro.trackerRisk')}
          </Typography.Paragraph>
        )}
        <Typography.Title level={5}>{t('intro.powersTitle')}</Typography.Title>
        <Typography.Paragraph>{t(`intro.${template}.powers`)}</Typography.Paragraph>
        {renounce && <Typography.Paragraph data-testid="introduce-renounce">{renounce}</Typography.Paragraph>}
        {risks && (
          <>
            <Typography.Title level={5}>{t('intro.risksTitle')}</Typography.Title>
            <Typography.Paragraph data-testid="introduce-risks">{risks}</Typography.Paragraph>
          </>
        )}
        {sharedSections.map((section) => (
          <div key={section}>
            <Typography.Title level={5}>{t(`intro.${section}Title`)}</Typography.Title>
            {/* A template may say a shared section its own way (the inscription token's steps end in Mint). */}
            <Typography.Paragraph>
              {t(`intro.${template}.${section}`, { defaultValue: t(`intro.${section}`) })}
            </Typography.Paragraph>
          </div>
        ))}
      </Flex>
    </Panel>
  )
}

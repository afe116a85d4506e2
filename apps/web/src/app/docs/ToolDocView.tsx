import { WarningOutlined } from '@ant-design/icons'
import { Flex, Typography, theme } from 'antd'
import { type ReactNode, use } from 'react'
import { useCurrentLanguage } from '../i18n/useCurrentLanguage.ts'
import { useLazyNamespace } from '../i18n/useLazyNamespace.ts'
import { loadToolDoc } from './loadToolDoc.ts'
import { ToolContractsSection } from './ToolContractsSection.tsx'

/**
 * A tool's documentation page (src/docs/<language>/<id>.json) in the reader's language: what it
 * does, its own topics, the steps, each field, the costs, the messages it may show, the risks, and
 * the contracts it uses. The documentation page and the tool's Introduce tab both show it, so
 * there is one text. Suspends while the page loads.
 *
 * @example
 * <Suspense fallback={<Skeleton />}><ToolDocView id="loToken" /></Suspense>
 */
export function ToolDocView({ id, showTitle = true }: { id: string; showTitle?: boolean }) {
  const { t } = useLazyNamespace('docs')
  const { token } = theme.useToken()
  const doc = use(loadToolDoc(useCurrentLanguage(), id))
  if (!doc) return <Typography.Paragraph>{t('doc.missing')}</Typography.Paragraph>
  return (
    // overflowWrap: an address or a CSV line in a text must not widen a phone's page.
    <article data-testid={`doc-${id}`} style={{ maxWidth: 860, overflowWrap: 'anywhere' }}>
      {showTitle && <Typography.Title level={3}>{doc.title}</Typography.Title>}
      <Typography.Paragraph style={{ fontSize: 15 }}>{doc.summary}</Typography.Paragraph>
      {doc.sections?.map((section) => (
        <DocPart key={section.title} title={section.title}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{section.text}</Typography.Paragraph>
        </DocPart>
      ))}
      <DocPart title={t('doc.steps')} testId="doc-steps">
        <ol style={{ paddingInlineStart: 22, margin: 0 }}>
          {doc.steps.map((step) => (
            <li key={step} style={{ marginBottom: 6 }}>
              {step}
            </li>
          ))}
        </ol>
      </DocPart>
      {doc.fields.length > 0 && (
        <DocPart title={t('doc.fields')} testId="doc-fields">
          <dl style={{ margin: 0 }}>
            {doc.fields.map((field) => (
              <div key={field.label} style={{ marginBottom: 10 }}>
                <dt style={{ fontWeight: 600 }}>{field.label}</dt>
                <dd style={{ margin: 0, color: token.colorTextSecondary }}>{field.text}</dd>
              </div>
            ))}
          </dl>
        </DocPart>
      )}
      <DocPart title={t('doc.costs')} testId="doc-costs">
        <BulletList items={doc.costs} />
      </DocPart>
      {doc.errors.length > 0 && (
        <DocPart title={t('doc.errors')} testId="doc-errors">
          <Flex vertical gap={10}>
            {doc.errors.map((error) => (
              <div key={error.message}>
                <Typography.Text
                  style={{
                    display: 'inline-block',
                    padding: '1px 8px',
                    borderRadius: token.borderRadiusSM,
                    background: token.colorErrorBg,
                    color: token.colorErrorText,
                  }}
                >
                  {error.message}
                </Typography.Text>
                <div style={{ color: token.colorTextSecondary, marginTop: 2 }}>{error.meaning}</div>
              </div>
            ))}
          </Flex>
        </DocPart>
      )}
      <DocPart title={t('doc.risks')} testId="doc-risks">
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {doc.risks.map((risk) => (
            <li key={risk} style={{ display: 'flex', gap: 8, marginBottom: 6 }}>
              <WarningOutlined style={{ color: token.colorWarning, marginTop: 4 }} aria-hidden />
              <span>{risk}</span>
            </li>
          ))}
        </ul>
      </DocPart>
      <DocPart title={t('doc.contracts')}>
        <ToolContractsSection id={id} />
      </DocPart>
    </article>
  )
}

function DocPart({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return (
    <section data-testid={testId} style={{ marginTop: 20 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </section>
  )
}

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul style={{ paddingInlineStart: 22, margin: 0 }}>
      {items.map((item) => (
        <li key={item} style={{ marginBottom: 6 }}>
          {item}
        </li>
      ))}
    </ul>
  )
}

import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { LazyNamespace } from '../i18n/languages.ts'
import { Panel } from './Panel.tsx'

/**
 * A tool's Introduce tab (EX): a panel titled `intro.title` of the tool's namespace, then one
 * titled paragraph per section (`intro.<section>Title`, `intro.<section>`; line breaks kept).
 * `prefix` replaces `intro` where one namespace holds several tools (`add.intro` in dex).
 *
 * @example
 * <IntroduceSections namespace="lock" sections={['what', 'kinds']} testId="lock-introduce" />
 * <IntroduceSections namespace="dex" prefix="positions.intro" sections={['find']} testId="positions-introduce" />
 */
export function IntroduceSections({
  namespace,
  prefix = 'intro',
  sections,
  testId,
}: {
  namespace: LazyNamespace
  prefix?: string
  sections: readonly string[]
  testId: string
}) {
  const { t } = useTranslation(namespace)
  return (
    <Panel title={t(`${prefix}.title`)}>
      <Flex vertical gap={12} data-testid={testId}>
        {sections.map((section) => (
          <div key={section}>
            <Typography.Title level={5}>{t(`${prefix}.${section}Title`)}</Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
              {t(`${prefix}.${section}`)}
            </Typography.Paragraph>
          </div>
        ))}
      </Flex>
    </Panel>
  )
}

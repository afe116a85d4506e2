import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Panel } from '../../../app/layout/Panel.tsx'

const sections = ['what', 'kinds', 'steps', 'safety', 'view'] as const

/** Introduce: what a lock is, the three schedules, how to lock, and what the contract guarantees. */
export function LockIntroduce() {
  const { t } = useTranslation('lock')
  return (
    <Panel title={t('intro.title')}>
      <Flex vertical gap={12} data-testid="lock-introduce">
        {sections.map((section) => (
          <div key={section}>
            <Typography.Title level={5}>{t(`intro.${section}Title`)}</Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
              {t(`intro.${section}`)}
            </Typography.Paragraph>
          </div>
        ))}
      </Flex>
    </Panel>
  )
}

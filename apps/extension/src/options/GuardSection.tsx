import { SafetyOutlined } from '@ant-design/icons'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Flex, Switch, Typography } from 'antd'
import { useTranslation } from 'react-i18next'

/**
 * The transaction guard's switch (off until the user turns it on) and what it does, honestly: what
 * it reads, what it warns about, and that it sends nothing anywhere but the safety check's reads.
 */
export function GuardSection({ watch, onChange }: { watch: boolean; onChange: (watch: boolean) => void }) {
  const { t } = useTranslation('options')
  return (
    <Panel title={t('guard.title')} data-testid="settings-guard">
      <Flex vertical gap={12}>
        <Flex align="center" gap={12}>
          <SafetyOutlined style={{ fontSize: 20 }} aria-hidden />
          <label htmlFor="settings-watch" style={{ flex: 1, fontWeight: 600 }}>
            {t('guard.label')}
          </label>
          <Switch id="settings-watch" checked={watch} onChange={onChange} data-testid="settings-watch" />
        </Flex>
        <Typography.Text>{t('guard.what')}</Typography.Text>
        <Typography.Text type="secondary">{t('guard.privacy')}</Typography.Text>
        <Typography.Text type="secondary">{t('guard.optIn')}</Typography.Text>
      </Flex>
    </Panel>
  )
}

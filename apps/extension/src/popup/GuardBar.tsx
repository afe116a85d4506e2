import { SafetyOutlined } from '@ant-design/icons'
import { Flex, Switch, Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'

/**
 * Whether the transaction guard watches pages' wallet requests, with its switch (it is opt-in) and
 * one line saying what it does.
 */
export function GuardBar({ watch, onChange }: { watch: boolean; onChange: (watch: boolean) => void }) {
  const { t } = useTranslation('popup')
  const { token } = theme.useToken()
  return (
    <Flex
      vertical
      gap={2}
      data-testid="popup-guard"
      data-watch={watch}
      style={{
        padding: '8px 14px',
        background: watch ? token.colorSuccessBg : token.colorFillQuaternary,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex align="center" gap={8}>
        <SafetyOutlined style={{ color: watch ? token.colorSuccess : token.colorTextTertiary }} />
        <label htmlFor="popup-watch" style={{ flex: 1, fontWeight: 600 }}>
          {t('guard.title')}
        </label>
        <Switch
          id="popup-watch"
          size="small"
          checked={watch}
          onChange={onChange}
          checkedChildren={t('guard.on')}
          unCheckedChildren={t('guard.off')}
          data-testid="popup-watch"
        />
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {watch ? t('guard.onHint') : t('guard.offHint')}
      </Typography.Text>
    </Flex>
  )
}

import { Card, Descriptions, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../session/SessionContext.ts'

/**
 * The console's home: who is signed in and with which roles.
 *
 * @example
 * { path: '/dashboard', element: <DashboardPage /> }
 */
export function DashboardPage() {
  const { t } = useTranslation('admin')
  const { info } = useSession()
  return (
    <Card data-testid="console-dashboard">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('dashboard.welcome', { name: info?.name ?? '' })}
      </Typography.Title>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('dashboard.roles')}>
          <span data-testid="dashboard-roles">
            {info?.roles.map((role) => t(`role.${role}`, { defaultValue: role })).join(', ')}
          </span>
        </Descriptions.Item>
        {info?.introduction && (
          <Descriptions.Item label={t('dashboard.introduction')}>{info.introduction}</Descriptions.Item>
        )}
      </Descriptions>
    </Card>
  )
}

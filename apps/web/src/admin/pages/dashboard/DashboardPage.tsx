import { Card, Col, List, Row, Statistic, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../session/SessionContext.ts'
import { contentApi } from '../shared/contentApi.ts'
import { useAdminData } from '../shared/useAdminData.ts'
import { dailySeries } from './dailySeries.ts'
import { StackedBarChart } from './StackedBarChart.tsx'

/** The dashboard's period: the last 30 UTC days. */
const days = 30

/**
 * The console's home: who is signed in, the totals (feedback, open feedback, VIP levels in force,
 * deployments, announcements), charts of feedback and deployments per day and of VIP levels per
 * chain, and the newest announcements.
 *
 * @example
 * { path: '/dashboard', element: <DashboardPage /> }
 */
export function DashboardPage() {
  const { t } = useTranslation('admin')
  const { info } = useSession()
  const stats = useAdminData(() => contentApi.stats(days), 'stats')
  const articles = useAdminData(() => contentApi.articleList({ page: 1, limit: 5, sort: '-id' }), 'articles')
  const data = stats.data
  const today = new Date().toISOString().slice(0, 10)
  const feedback =
    data &&
    dailySeries(
      data.since,
      today,
      data.feedbackPerDay.map(({ day, status, count }) => ({ day, group: status, count })),
    )
  const deployments =
    data &&
    dailySeries(
      data.since,
      today,
      data.deploymentsPerDay.map(({ day, kind, count }) => ({ day, group: kind, count })),
    )
  const chains = [...new Set(data?.vipLevelsPerChain.map((row) => row.chainId))].sort((a, b) => a - b)
  const levels = [...new Set(data?.vipLevelsPerChain.map((row) => row.level))].sort((a, b) => a - b)
  const vip = data && {
    days: chains.map(String),
    groups: levels.map((level) => ({
      key: String(level),
      counts: chains.map(
        (chainId) =>
          data.vipLevelsPerChain.find((row) => row.chainId === chainId && row.level === level)?.count ?? 0,
      ),
    })),
  }
  const totals: [string, number | undefined][] = [
    ['feedback', data?.totals.feedback],
    ['openFeedback', data?.totals.openFeedback],
    ['vipLevels', data?.totals.vipLevels],
    ['deployments', data?.totals.deployments],
    ['articles', data?.totals.articles],
  ]
  return (
    <div data-testid="console-dashboard">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('dashboard.welcome', { name: info?.name ?? '' })}{' '}
        {info?.roles.map((role) => (
          <Tag key={role} data-testid="dashboard-role">
            {t(`role.${role}`, { defaultValue: role })}
          </Tag>
        ))}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {totals.map(([key, value]) => (
          <Col key={key} xs={12} md={8} xl={{ flex: '20%' }}>
            <Card size="small" loading={stats.loading && !data}>
              <Statistic
                title={t(`dashboard.total.${key}`)}
                value={value ?? 0}
                valueStyle={{ fontSize: 22 }}
                data-testid={`dashboard-total-${key}`}
              />
            </Card>
          </Col>
        ))}
        <Col xs={24} lg={12}>
          <Card size="small" title={t('dashboard.feedbackPerDay', { days, count: days })}>
            {feedback && (
              <StackedBarChart
                title={t('dashboard.feedbackPerDay', { days, count: days })}
                series={feedback}
                labelOf={(key) => t(`feedback.status.${key}`, { defaultValue: key })}
                xLabelOf={(day) => day.slice(5)}
                testId="chart-feedback"
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('dashboard.deploymentsPerDay', { days, count: days })}>
            {deployments && (
              <StackedBarChart
                title={t('dashboard.deploymentsPerDay', { days, count: days })}
                series={deployments}
                labelOf={(key) => key}
                xLabelOf={(day) => day.slice(5)}
                testId="chart-deployments"
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('dashboard.vipPerChain')}>
            {vip && (
              <StackedBarChart
                title={t('dashboard.vipPerChain')}
                series={vip}
                labelOf={(key) => t('vip.levelN', { level: key })}
                xLabelOf={(chainId) => t('dashboard.chainN', { chainId })}
                testId="chart-vip"
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('dashboard.latestArticles')}>
            <List
              size="small"
              data-testid="dashboard-articles"
              loading={articles.loading && !articles.data}
              dataSource={articles.data?.items ?? []}
              renderItem={(article) => (
                <List.Item
                  extra={
                    <Tag color={article.status === 'published' ? 'green' : undefined}>
                      {t(`articles.status.${article.status}`)}
                    </Tag>
                  }
                >
                  {article.title}
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
    </div>
  )
}

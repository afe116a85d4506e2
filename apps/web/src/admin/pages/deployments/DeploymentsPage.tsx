import { Card, InputNumber } from 'antd'
import { useTranslation } from 'react-i18next'
import { contentApi, type DeploymentRow } from '../shared/contentApi.ts'
import { PagedTable } from '../shared/PagedTable.tsx'
import { dateTimeColumn } from '../shared/tableColumns.tsx'
import { usePagedList } from '../shared/usePagedList.ts'
import { deploymentName } from './deploymentName.ts'

/**
 * The deployments the public app reported (spec 000's mock transaction list made real): what was
 * deployed (a token's template by name), on which chain, at which contract (a lock: the locker
 * holding it), by whom, with its transaction; filter by chain.
 *
 * @example
 * { path: '/deployments', element: <DeploymentsPage /> }
 */
export function DeploymentsPage() {
  const { t, i18n } = useTranslation('admin')
  const paged = usePagedList({} as { chainId?: number }, (filters, page) =>
    contentApi.deployments({ ...filters, ...page }),
  )
  return (
    <Card data-testid="deployments-page">
      <InputNumber
        placeholder={t('vip.chainId')}
        min={1}
        precision={0}
        style={{ marginBottom: 16 }}
        onChange={(value) => paged.filter({ chainId: value ?? undefined })}
      />
      <PagedTable<DeploymentRow>
        {...paged.table}
        scroll={{ x: 1000 }}
        columns={[
          dateTimeColumn(t('feedback.column.time'), 'createdAt', i18n.language, 180),
          {
            title: t('deployments.kind'),
            key: 'template',
            width: 170,
            render: (_value: unknown, row: DeploymentRow) => (
              <span data-testid="deployment-template">{deploymentName(t, row)}</span>
            ),
          },
          { title: t('vip.chainId'), dataIndex: 'chainId', width: 100 },
          {
            title: t('deployments.address'),
            dataIndex: 'address',
            render: (value: string | null) => (value ? <code>{value}</code> : null),
          },
          {
            title: t('deployments.deployer'),
            dataIndex: 'deployer',
            render: (value: string) => <code>{value}</code>,
          },
          {
            title: t('deployments.txHash'),
            dataIndex: 'txHash',
            ellipsis: true,
            render: (value: string) => <code>{value}</code>,
          },
        ]}
      />
    </Card>
  )
}

import { DeleteOutlined } from '@ant-design/icons'
import { App, Button, Card, Popconfirm, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../session/SessionContext.ts'
import { contentApi, type ErrorLogRow } from '../shared/contentApi.ts'
import { PagedTable } from '../shared/PagedTable.tsx'
import { dateTimeColumn } from '../shared/tableColumns.tsx'
import { usePagedList } from '../shared/usePagedList.ts'

/**
 * The client error log (spec 000's error log): uncaught errors the public app reported, newest
 * first, with the page and browser; admins may clear it (editors may not: it is evidence).
 *
 * @example
 * { path: '/error-log', element: <ErrorLogPage /> }
 */
export function ErrorLogPage() {
  const { t, i18n } = useTranslation('admin')
  const { message } = App.useApp()
  const { info } = useSession()
  const paged = usePagedList({}, (_filters, page) => contentApi.errorLog(page))
  const { list } = paged
  const clear = async () => {
    try {
      const { deleted } = await contentApi.clearErrorLog()
      void message.success(t('errorLog.cleared', { count: deleted }))
      list.reload()
    } catch {}
  }
  return (
    <Card
      data-testid="error-log-page"
      extra={
        info?.roles.includes('admin') && (
          <Popconfirm title={t('errorLog.clearConfirm')} onConfirm={clear}>
            <Button danger icon={<DeleteOutlined />}>
              {t('errorLog.clear')}
            </Button>
          </Popconfirm>
        )
      }
    >
      <PagedTable<ErrorLogRow>
        {...paged.table}
        scroll={{ x: 900 }}
        expandable={{
          expandedRowRender: (row) => (
            <pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: 12 }}>
              {[row.stack, row.info, row.userAgent].filter(Boolean).join('\n\n')}
            </pre>
          ),
        }}
        columns={[
          dateTimeColumn(t('feedback.column.time'), 'createdAt', i18n.language, 180),
          {
            title: t('errorLog.message'),
            dataIndex: 'message',
            render: (value: string) => <Typography.Text type="danger">{value}</Typography.Text>,
          },
          { title: t('errorLog.url'), dataIndex: 'url', width: 280, ellipsis: true },
        ]}
      />
    </Card>
  )
}

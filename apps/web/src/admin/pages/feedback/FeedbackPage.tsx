import { CheckOutlined, FileExcelOutlined, FileZipOutlined, UndoOutlined } from '@ant-design/icons'
import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { App, Button, Card, Flex, Input, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadXlsx, saveBlob } from '../../../app/files/downloadTable.ts'
import { labelledClear } from '../../../app/layout/labelledClear.tsx'
import { useCanWrite } from '../../session/SessionContext.ts'
import { contentApi, type FeedbackRow } from '../shared/contentApi.ts'
import { FilterSelect } from '../shared/ListFilters.tsx'
import { PagedTable } from '../shared/PagedTable.tsx'
import { dateTimeColumn } from '../shared/tableColumns.tsx'
import { usePagedList } from '../shared/usePagedList.ts'
import { type FeedbackWords, feedbackTable, feedbackZip } from './feedbackExport.ts'

const categories = ['bug', 'feature', 'chain', 'token', 'other'] as const
/** What the inbox exports to: a spreadsheet, or a zip of CSV and JSON. */
const exportFormats = [
  { format: 'xlsx', icon: <FileExcelOutlined />, label: 'feedback.exportXlsx' },
  { format: 'zip', icon: <FileZipOutlined />, label: 'feedback.exportZip' },
] as const
/**
 * The feedback inbox: messages from the public form, newest first; search (message, email,
 * contact), filter by status and category, mark handled or open again (admin and editor), and
 * export what the filters match as XLSX or as a zip (CSV and JSON).
 *
 * @example
 * { path: '/feedback', element: <FeedbackPage /> }
 */
export function FeedbackPage() {
  const { t, i18n } = useTranslation('admin')
  const { message } = App.useApp()
  const canWrite = useCanWrite()
  const [exporting, setExporting] = useState(false)
  const paged = usePagedList(
    { q: '' } as { q: string; status?: string; category?: string },
    (filters, page) => contentApi.feedbackList({ ...filters, ...page }),
  )
  const { filters, filter, list } = paged
  const header = ['id', 'time', 'category', 'status', 'email', 'contact', 'message'].map((key) =>
    t(`feedback.column.${key}`),
  )

  const words: FeedbackWords = {
    category: (category) => t(`feedback.category.${category}`),
    status: (status) => t(`feedback.status.${status}`),
    time: (iso) => formatDateTime(Date.parse(iso), i18n.language),
  }

  const setStatus = async (row: FeedbackRow, status: FeedbackRow['status']) => {
    try {
      await contentApi.setFeedbackStatus(row.id, status)
      list.reload()
    } catch {}
  }
  const exportAs = async (format: 'xlsx' | 'zip') => {
    setExporting(true)
    try {
      const { items, truncated } = await contentApi.feedbackExport(filters)
      const name = `feedback-${new Date().toISOString().slice(0, 10)}`
      if (format === 'xlsx')
        await downloadXlsx(`${name}.xlsx`, t('route.feedback'), feedbackTable(items, header, words))
      else saveBlob(await feedbackZip(items, header, words), `${name}.zip`)
      if (truncated) void message.warning(t('feedback.exportTruncated', { count: items.length }))
      else void message.success(t('feedback.exported', { count: items.length }))
    } catch {
    } finally {
      setExporting(false)
    }
  }

  return (
    <Card data-testid="feedback-page">
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear={labelledClear}
          placeholder={t('feedback.search')}
          onSearch={(q) => filter({ q: q.trim() })}
          style={{ maxWidth: 280 }}
          data-testid="feedback-search"
        />
        <FilterSelect
          label={t('feedback.column.status')}
          width={140}
          onChange={(status?: string) => filter({ status })}
          options={['open', 'handled'].map((value) => ({ value, label: t(`feedback.status.${value}`) }))}
        />
        <FilterSelect
          label={t('feedback.column.category')}
          width={160}
          onChange={(category?: string) => filter({ category })}
          options={categories.map((value) => ({ value, label: t(`feedback.category.${value}`) }))}
        />
        {exportFormats.map(({ format, icon, label }) => (
          <Button
            key={format}
            icon={icon}
            loading={exporting}
            onClick={() => exportAs(format)}
            data-testid={`feedback-export-${format}`}
          >
            {t(label)}
          </Button>
        ))}
      </Flex>
      <PagedTable<FeedbackRow>
        {...paged.table}
        scroll={{ x: 900 }}
        columns={[
          dateTimeColumn(t('feedback.column.time'), 'createdAt', i18n.language, 170),
          {
            title: t('feedback.column.category'),
            dataIndex: 'category',
            width: 110,
            render: (value: string) => t(`feedback.category.${value}`, { defaultValue: value }),
          },
          {
            title: t('feedback.column.message'),
            dataIndex: 'description',
            render: (value: string) => (
              <Typography.Paragraph
                ellipsis={{ rows: 3, expandable: true, symbol: t('feedback.more') }}
                style={{ margin: 0, whiteSpace: 'pre-wrap' }}
              >
                {value}
              </Typography.Paragraph>
            ),
          },
          {
            title: t('feedback.column.email'),
            key: 'from',
            width: 200,
            render: (_value, row) => [row.email, row.contact].filter(Boolean).join(' · '),
          },
          {
            title: t('feedback.column.status'),
            dataIndex: 'status',
            width: 100,
            render: (status: string) => (
              <Tag color={status === 'open' ? 'orange' : 'green'}>{t(`feedback.status.${status}`)}</Tag>
            ),
          },
          ...(canWrite
            ? [
                {
                  title: t('common.actions'),
                  key: 'actions',
                  width: 150,
                  render: (_value: unknown, row: FeedbackRow) =>
                    row.status === 'open' ? (
                      <Button
                        size="small"
                        icon={<CheckOutlined />}
                        onClick={() => setStatus(row, 'handled')}
                        data-testid={`feedback-handle-${row.id}`}
                      >
                        {t('feedback.markHandled')}
                      </Button>
                    ) : (
                      <Button size="small" icon={<UndoOutlined />} onClick={() => setStatus(row, 'open')}>
                        {t('feedback.reopen')}
                      </Button>
                    ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  )
}

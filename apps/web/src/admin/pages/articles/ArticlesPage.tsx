import { articleTypes } from '@tokenbox/core/webApi/article.ts'
import { Card, Flex, Input, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { labelledClear } from '../../../app/layout/labelledClear.tsx'
import { useCanWrite } from '../../session/SessionContext.ts'
import { type Article, contentApi } from '../shared/contentApi.ts'
import { CreateButton, FilterSelect } from '../shared/ListFilters.tsx'
import { PagedTable } from '../shared/PagedTable.tsx'
import { actionsColumn, dateTimeColumn, EditRowButton } from '../shared/tableColumns.tsx'
import { usePagedList } from '../shared/usePagedList.ts'
import { ArticleFormDialog } from './ArticleFormDialog.tsx'

/**
 * Announcements (spec 000's articles made real): drafts and published ones, newest first, with
 * title, type and importance filters; write and edit (admin and editor). Published ones appear on
 * the public dashboard and on the console's dashboard.
 *
 * @example
 * { path: '/announcements', element: <ArticlesPage /> }
 */
export function ArticlesPage() {
  const { t, i18n } = useTranslation('admin')
  const canWrite = useCanWrite()
  const [editing, setEditing] = useState<Article | null | undefined>(undefined)
  const paged = usePagedList({} as { title?: string; type?: string; importance?: number }, (filters, page) =>
    contentApi.articleList({ ...filters, ...page, sort: '-id' }),
  )
  const { filter, list } = paged
  return (
    <Card data-testid="articles-page">
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear={labelledClear}
          placeholder={t('articles.title')}
          style={{ maxWidth: 280 }}
          onSearch={(title) => filter({ title: title.trim() || undefined })}
        />
        <FilterSelect
          label={t('articles.type')}
          width={140}
          onChange={(type?: string) => filter({ type })}
          options={articleTypes.map((value) => ({ value, label: t(`articles.typeName.${value}`) }))}
        />
        <FilterSelect
          label={t('articles.importance')}
          width={140}
          onChange={(importance?: number) => filter({ importance })}
          options={[1, 2, 3].map((value) => ({ value, label: '★'.repeat(value) }))}
        />
        {canWrite && (
          <CreateButton onClick={() => setEditing(null)} testId="articles-create">
            {t('articles.create')}
          </CreateButton>
        )}
      </Flex>
      <PagedTable<Article>
        {...paged.table}
        scroll={{ x: 800 }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('articles.title'), dataIndex: 'title' },
          {
            title: t('articles.type'),
            dataIndex: 'type',
            width: 110,
            render: (value: string) => t(`articles.typeName.${value}`, { defaultValue: value }),
          },
          {
            title: t('articles.importance'),
            dataIndex: 'importance',
            width: 100,
            render: (value: number) => '★'.repeat(value),
          },
          { title: t('articles.author'), dataIndex: 'author', width: 120 },
          dateTimeColumn(t('articles.displayTime'), 'display_time', i18n.language, 180),
          { title: t('articles.pageviews'), dataIndex: 'pageviews', width: 90 },
          {
            title: t('articles.statusLabel'),
            dataIndex: 'status',
            width: 100,
            render: (value: string) => (
              <Tag color={value === 'published' ? 'green' : undefined}>{t(`articles.status.${value}`)}</Tag>
            ),
          },
          ...actionsColumn(t('common.actions'), canWrite, 100, (article: Article) => (
            <EditRowButton onClick={() => setEditing(article)} />
          )),
        ]}
      />
      <ArticleFormDialog
        article={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined)
          list.reload()
        }}
      />
    </Card>
  )
}

import { UploadOutlined } from '@ant-design/icons'
import { App, Button, Card, Flex, Image, Segmented, Upload } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCanWrite } from '../../session/SessionContext.ts'
import { contentApi, type UploadRow } from '../shared/contentApi.ts'
import { PagedTable } from '../shared/PagedTable.tsx'
import { actionsColumn, DeleteRowButton } from '../shared/tableColumns.tsx'
import { usePagedList } from '../shared/usePagedList.ts'

const kinds = ['dapp', 'chain'] as const

/**
 * Chain icons and dApp images served at /uploads/…: upload (PNG, JPEG, WebP or GIF, at most 1 MiB;
 * the server checks the content), list with previews, delete (admin and editor). An uploaded
 * image's URL is what an announcement's image field takes.
 *
 * @example
 * { path: '/uploads', element: <UploadsPage /> }
 */
export function UploadsPage() {
  const { t } = useTranslation('admin')
  const { message } = App.useApp()
  const canWrite = useCanWrite()
  const [busy, setBusy] = useState(false)
  const paged = usePagedList({ kind: 'dapp' as (typeof kinds)[number] }, (filters, page) =>
    contentApi.uploads({ ...filters, ...page }),
  )
  const { list } = paged
  const { kind } = paged.filters
  const send = async (file: File) => {
    if (file.size > 1024 * 1024) {
      void message.error(t('uploads.tooLarge'))
      return
    }
    const form = new FormData()
    form.append('kind', kind)
    form.append('file', file)
    setBusy(true)
    try {
      const { created } = await contentApi.upload(form)
      void message.success(created ? t('uploads.uploaded') : t('uploads.alreadyThere'))
      list.reload()
    } catch {
    } finally {
      setBusy(false)
    }
  }
  const remove = async (row: UploadRow) => {
    try {
      await contentApi.deleteUpload(row.name)
      list.reload()
    } catch {}
  }
  return (
    <Card data-testid="uploads-page">
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        <Segmented
          value={kind}
          onChange={(value) => paged.filter({ kind: value })}
          options={kinds.map((value) => ({ value, label: t(`uploads.kind.${value}`) }))}
        />
        {canWrite && (
          <Upload
            accept="image/png,image/jpeg,image/webp,image/gif"
            showUploadList={false}
            beforeUpload={(file) => {
              void send(file)
              return false
            }}
          >
            <Button type="primary" icon={<UploadOutlined />} loading={busy} data-testid="uploads-upload">
              {t('uploads.upload')}
            </Button>
          </Upload>
        )}
      </Flex>
      <PagedTable<UploadRow>
        {...paged.table}
        rowKey="name"
        scroll={{ x: 800 }}
        columns={[
          {
            title: t('uploads.preview'),
            dataIndex: 'url',
            width: 90,
            render: (url: string) => (
              <Image src={url} width={48} height={48} style={{ objectFit: 'contain' }} />
            ),
          },
          {
            title: t('uploads.name'),
            dataIndex: 'originalName',
            render: (value: string, row) => <span title={row.url}>{value}</span>,
          },
          { title: 'URL', dataIndex: 'url', ellipsis: true, render: (value: string) => <code>{value}</code> },
          {
            title: t('uploads.size'),
            dataIndex: 'size',
            width: 100,
            render: (value: number) => `${(value / 1024).toFixed(1)} KiB`,
          },
          { title: t('uploads.by'), dataIndex: 'uploadedBy', width: 120 },
          ...actionsColumn(t('common.actions'), canWrite, 110, (row: UploadRow) => (
            <DeleteRowButton confirm={t('uploads.deleteConfirm')} onConfirm={() => remove(row)} />
          )),
        ]}
      />
    </Card>
  )
}

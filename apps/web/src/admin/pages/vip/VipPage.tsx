import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { Card, Flex, Input, InputNumber, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { labelledClear } from '../../../app/layout/labelledClear.tsx'
import { useCanWrite } from '../../session/SessionContext.ts'
import { contentApi, type VipRow } from '../shared/contentApi.ts'
import { CreateButton } from '../shared/ListFilters.tsx'
import { PagedTable } from '../shared/PagedTable.tsx'
import { actionsColumn, DeleteRowButton } from '../shared/tableColumns.tsx'
import { usePagedList } from '../shared/usePagedList.ts'
import { VipFormDialog } from './VipFormDialog.tsx'

/**
 * VIP levels, the ones the public VIP lookup answers: filter by address and chain, set a level
 * (admin and editor) and remove one.
 *
 * @example
 * { path: '/vip', element: <VipPage /> }
 */
export function VipPage() {
  const { t, i18n } = useTranslation('admin')
  const canWrite = useCanWrite()
  const [open, setOpen] = useState(false)
  const paged = usePagedList({} as { address?: string; chainId?: number }, (filters, page) =>
    contentApi.vipList({ ...filters, ...page }),
  )
  const { filter, list } = paged
  const remove = async (row: VipRow) => {
    try {
      await contentApi.deleteVip(row.chainId, row.address)
      list.reload()
    } catch {}
  }
  return (
    <Card data-testid="vip-page">
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear={labelledClear}
          placeholder={t('vip.address')}
          style={{ maxWidth: 360 }}
          onSearch={(value) => filter({ address: value.trim() || undefined })}
        />
        <InputNumber
          placeholder={t('vip.chainId')}
          min={1}
          precision={0}
          onChange={(value) => filter({ chainId: value ?? undefined })}
        />
        {canWrite && (
          <CreateButton onClick={() => setOpen(true)} testId="vip-set">
            {t('vip.set')}
          </CreateButton>
        )}
      </Flex>
      <PagedTable<VipRow>
        {...paged.table}
        rowKey={(row) => `${row.chainId}:${row.address}`}
        scroll={{ x: 800 }}
        columns={[
          { title: t('vip.address'), dataIndex: 'address', render: (value: string) => <code>{value}</code> },
          { title: t('vip.chainId'), dataIndex: 'chainId', width: 110 },
          { title: t('vip.level'), dataIndex: 'level', width: 90 },
          {
            title: t('vip.expiresAt'),
            dataIndex: 'expiresAt',
            width: 200,
            render: (value: string | null, row) =>
              row.expired ? (
                <Tag color="red">{t('vip.expired')}</Tag>
              ) : value ? (
                formatDateTime(new Date(value), i18n.language)
              ) : (
                t('vip.never')
              ),
          },
          ...actionsColumn(t('common.actions'), canWrite, 110, (row: VipRow) => (
            <DeleteRowButton confirm={t('vip.deleteConfirm')} onConfirm={() => remove(row)} />
          )),
        ]}
      />
      <VipFormDialog
        open={open}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false)
          list.reload()
        }}
      />
    </Card>
  )
}

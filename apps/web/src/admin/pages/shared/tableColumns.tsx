import { DeleteOutlined, EditOutlined } from '@ant-design/icons'
import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { Button, Popconfirm } from 'antd'
import type { ColumnType } from 'antd/es/table'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A console table's time column: the row's ISO time in the reader's language.
 *
 * @example
 * columns={[dateTimeColumn(t('feedback.column.time'), 'createdAt', i18n.language, 170), …]}
 */
export function dateTimeColumn<Row>(
  title: string,
  dataIndex: keyof Row & string,
  language: string,
  width?: number,
): ColumnType<Row> {
  return {
    title,
    dataIndex,
    ...(width === undefined ? {} : { width }),
    render: (value: string) => formatDateTime(new Date(value), language),
  }
}

/**
 * The actions column of a console table, for those who may change its rows: none otherwise
 * (spread it: `...actionsColumn(…)`).
 */
export function actionsColumn<Row>(
  title: string,
  shown: boolean,
  width: number | undefined,
  render: (row: Row) => ReactNode,
): ColumnType<Row>[] {
  return shown ? [{ title, key: 'actions', width, render: (_value: unknown, row: Row) => render(row) }] : []
}

/** A row's Edit button. */
export function EditRowButton({ onClick, testId }: { onClick: () => void; testId?: string }) {
  const { t } = useTranslation('admin')
  return (
    <Button size="small" icon={<EditOutlined />} onClick={onClick} data-testid={testId}>
      {t('common.edit')}
    </Button>
  )
}

/** A row's Delete button, asking `confirm` first. */
export function DeleteRowButton({
  confirm,
  onConfirm,
  testId,
}: {
  confirm: ReactNode
  onConfirm: () => unknown
  testId?: string
}) {
  const { t } = useTranslation('admin')
  return (
    <Popconfirm title={confirm} onConfirm={onConfirm}>
      <Button size="small" danger icon={<DeleteOutlined />} data-testid={testId}>
        {t('common.delete')}
      </Button>
    </Popconfirm>
  )
}

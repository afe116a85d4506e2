import { Table, type TableProps } from 'antd'
import type { ListPage } from './contentApi.ts'
import type { AdminData } from './useAdminData.ts'

/** Rows per page on every console list (the server's `limit`). */
export const consolePageSize = 20

export type PagedTableProps<Row> = Omit<TableProps<Row>, 'dataSource' | 'loading' | 'pagination' | 'size'> & {
  /** The page of rows from {@link useAdminData}; its previous rows stay while the next page loads. */
  list: AdminData<ListPage<Row>>
  /** The page shown, 1-based; the server's answer says how many there are. */
  page: number
  onPageChange: (page: number) => void
}

/**
 * The console's list table: one server page of rows, a pager driven by the server's total, the
 * same density on every page. Columns, scroll width and expansion are the page's own; rows are
 * keyed by their `id` unless `rowKey` says otherwise.
 *
 * @example
 * <PagedTable<VipRow> {...paged.table} columns={columns} />
 */
export function PagedTable<Row extends object>({
  list,
  page,
  onPageChange,
  rowKey = 'id',
  ...table
}: PagedTableProps<Row>) {
  return (
    <Table<Row>
      rowKey={rowKey}
      size="middle"
      loading={list.loading}
      dataSource={list.data?.items ?? []}
      pagination={{
        current: page,
        pageSize: consolePageSize,
        total: list.data?.total ?? 0,
        onChange: onPageChange,
        showSizeChanger: false,
      }}
      {...table}
    />
  )
}

import { useState } from 'react'
import type { ListPage } from './contentApi.ts'
import { consolePageSize, type PagedTableProps } from './PagedTable.tsx'
import { type AdminData, useAdminData } from './useAdminData.ts'

/** One server page of a filtered console list, and what its filters and pager change. */
export type PagedList<Filters, Row> = {
  filters: Filters
  /** Changes some filters and goes back to the first page (the old page may not exist any more). */
  filter: (changes: Partial<Filters>) => void
  list: AdminData<ListPage<Row>>
  /** What PagedTable needs: `<PagedTable {...paged.table} columns={…} />`. */
  table: Pick<PagedTableProps<Row>, 'list' | 'page' | 'onPageChange'>
}

/**
 * A console list read a page at a time: `load` asks the server for the rows matching `filters`
 * on one page (of consolePageSize rows); a new filter or page asks again.
 *
 * @example
 * const paged = usePagedList({ q: '' }, (filters, page) => contentApi.feedbackList({ ...filters, ...page }))
 * <PagedTable<FeedbackRow> {...paged.table} columns={columns} />
 */
export function usePagedList<Filters extends object, Row>(
  initialFilters: Filters,
  load: (filters: Filters, page: { page: number; limit: number }) => Promise<ListPage<Row>>,
): PagedList<Filters, Row> {
  const [filters, setFilters] = useState(initialFilters)
  const [page, setPage] = useState(1)
  const list = useAdminData(
    () => load(filters, { page, limit: consolePageSize }),
    JSON.stringify([filters, page]),
  )
  const filter = (changes: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...changes }))
    setPage(1)
  }
  return { filters, filter, list, table: { list, page, onPageChange: setPage } }
}

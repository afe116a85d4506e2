import { Alert, Empty, Skeleton } from 'antd'
import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { ReadErrorAlert } from '../errors/ReadErrorAlert.tsx'

/** A read of one contract by its address, as its query reports it (react-query's result fits). */
export type ContractReadResult<Data> = {
  isPending: boolean
  isError: boolean
  error: unknown
  /** The contract as read; null or undefined where the address holds none of its kind. */
  data: Data | null | undefined
}

/**
 * What a screen that opens one contract by address (a sale, a pool, a token) shows below the
 * address: "nothing loaded yet", a skeleton while it is read, the read's failure, "not found" where
 * the address holds no such contract (`found` says so of a read that answered), or the contract
 * (`children`). Test ids `<testIdPrefix>-error` and `<testIdPrefix>-not-found`.
 *
 * @example
 * <ContractRead loaded={loaded} read={sale} emptyText={t('sale.panel.empty')} notFoundText={t('sale.panel.notFound')} testIdPrefix="sale">
 *   {(data) => <SaleOverview sale={data} coin={coin} />}
 * </ContractRead>
 */
export function ContractRead<Data>({
  loaded,
  read,
  emptyText,
  notFoundText,
  testIdPrefix,
  found = () => true,
  rows = 4,
  children,
}: {
  loaded: Address | undefined
  read: ContractReadResult<Data>
  emptyText: ReactNode
  notFoundText: ReactNode
  testIdPrefix: string
  found?: (data: NonNullable<Data>) => boolean
  /** The skeleton's paragraph rows, about the height of what is read. */
  rows?: number
  /** The contract as read, and the address it was read at. */
  children: (data: NonNullable<Data>, address: Address) => ReactNode
}) {
  if (!loaded) return <Empty description={emptyText} />
  if (read.isPending) return <Skeleton active paragraph={{ rows }} />
  if (read.isError) return <ReadErrorAlert error={read.error} testId={`${testIdPrefix}-error`} />
  const data = read.data
  if (data === null || data === undefined || !found(data))
    return <Alert type="warning" showIcon title={notFoundText} data-testid={`${testIdPrefix}-not-found`} />
  return children(data, loaded)
}

import type { MultisigOrder, MultisigState } from '@tokenbox/core/multisig/readMultisig.ts'
import { Card, Empty, Flex, Segmented } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { OrderCard } from './OrderCard.tsx'

type Filter = 'undone' | 'finished'

/** Cancelled orders are closed like finished ones: listed beside them, tagged Cancelled. */
const filterOf = (order: MultisigOrder): Filter => (order.status === 'undone' ? 'undone' : 'finished')

/**
 * The wallet's orders, newest first, filtered by the spec's states: undone (the default: what needs
 * signers) or finished (cancelled ones with them).
 */
export function OrdersList({
  state,
  isSigner,
  onChanged,
}: {
  state: MultisigState
  isSigner: boolean
  onChanged: () => void
}) {
  const { t } = useTranslation('multisig')
  const [filter, setFilter] = useState<Filter>('undone')
  const counts = {
    undone: state.orders.filter((order) => filterOf(order) === 'undone').length,
    finished: state.orders.filter((order) => filterOf(order) === 'finished').length,
  }
  const shown = state.orders.filter((order) => filterOf(order) === filter)
  return (
    <Card
      title={t('orders.title')}
      extra={
        <Segmented<Filter>
          value={filter}
          onChange={setFilter}
          data-testid="multisig-orders-filter"
          options={[
            { value: 'undone', label: `${t('orders.undone')} (${counts.undone})` },
            { value: 'finished', label: `${t('orders.finished')} (${counts.finished})` },
          ]}
        />
      }
    >
      {shown.length === 0 ? (
        <Empty description={t('orders.empty')} data-testid="multisig-orders-empty" />
      ) : (
        <Flex vertical gap={12} data-testid="multisig-orders">
          {shown.map((order) => (
            <OrderCard
              key={order.id.toString()}
              order={order}
              state={state}
              isSigner={isSigner}
              onChanged={onChanged}
            />
          ))}
        </Flex>
      )}
    </Card>
  )
}

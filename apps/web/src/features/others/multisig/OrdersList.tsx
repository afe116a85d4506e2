import type { MultisigOrderStatus, MultisigState } from '@tokenbox/core/multisig/readMultisig.ts'
import { Card, Empty, Flex, Segmented } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { OrderCard } from './OrderCard.tsx'

/**
 * The wallet's orders, newest first, filtered by the spec's states: undone (the default: what needs
 * signers) or finished.
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
  const [filter, setFilter] = useState<MultisigOrderStatus>('undone')
  const counts = {
    undone: state.orders.filter((order) => order.status === 'undone').length,
    finished: state.orders.filter((order) => order.status === 'finished').length,
  }
  const shown = state.orders.filter((order) => order.status === filter)
  return (
    <Card
      title={t('orders.title')}
      extra={
        <Segmented<MultisigOrderStatus>
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

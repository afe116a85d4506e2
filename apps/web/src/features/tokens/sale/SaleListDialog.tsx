import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import type { SaleListFilter } from '@tokenbox/core/tokens/sale/readSaleState.ts'
import {
  Alert,
  Button,
  Empty,
  Flex,
  List,
  Modal,
  Progress,
  Segmented,
  Skeleton,
  Tag,
  Typography,
  theme,
} from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, formatEther } from 'viem'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { useSaleList } from './useSaleList.ts'

const filters: readonly SaleListFilter[] = ['all', 'inProgress', 'over']
const phaseColor = { active: 'processing', ended: 'warning', trading: 'success', failed: 'error' } as const

/**
 * The spec's "no-dApp sale list" dialog ("No dApp Version"): the connected chain's sale tokens
 * with their state, filterable ALL / In PROGRESS / OVER; choosing one opens its sale screen.
 */
export function SaleListDialog({
  open,
  onClose,
  onOpenSale,
}: {
  open: boolean
  onClose: () => void
  onOpenSale: (token: Address) => void
}) {
  const { t, i18n } = useTranslation(['tokens', 'errors'])
  const { entry } = useConnectedChainEntry()
  const coin = entry?.nativeCurrency.symbol ?? 'ETH'
  const [filter, setFilter] = useState<SaleListFilter>('all')
  const list = useSaleList(filter, open)
  const { token } = theme.useToken()
  const coins = (value: bigint) => formatLocaleDecimal(formatEther(value), i18n.language)

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('sale.list.title')}
      width={640}
      data-testid="sale-list-dialog"
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('sale.list.hint')}</Typography.Text>
        <Segmented<SaleListFilter>
          value={filter}
          onChange={setFilter}
          options={filters.map((value) => ({ value, label: t(`sale.list.filter.${value}`) }))}
          data-testid="sale-list-filter"
        />
        {list.isPending ? (
          <Skeleton active />
        ) : list.isError ? (
          <Alert type="error" showIcon title={t('networkFailed', { ns: 'errors' })} />
        ) : list.data.length === 0 ? (
          <Empty description={t('sale.list.empty')} />
        ) : (
          <List
            dataSource={list.data}
            data-testid="sale-list"
            renderItem={(sale) => (
              <List.Item
                key={sale.token}
                data-testid="sale-list-item"
                data-token={sale.token}
                actions={[
                  <Button
                    key="open"
                    size="small"
                    onClick={() => onOpenSale(sale.token)}
                    data-testid="sale-list-open"
                  >
                    {t('sale.list.open')}
                  </Button>,
                ]}
              >
                <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Flex gap={8} align="center" wrap>
                    <Typography.Text strong>{sale.symbol}</Typography.Text>
                    <Typography.Text type="secondary">{formatAddress(sale.token)}</Typography.Text>
                    <Tag color={phaseColor[sale.phase]}>{t(`sale.phase.${sale.phase}`)}</Tag>
                  </Flex>
                  <Progress
                    percent={sale.progressBps / 100}
                    size="small"
                    showInfo={false}
                    strokeColor={token.colorPrimary}
                  />
                  <Typography.Text type="secondary">
                    {t('sale.list.raised', {
                      raised: coins(sale.raised),
                      hardCap: coins(sale.hardCap),
                      coin,
                      buyers: formatLocaleDecimal(sale.buyerCount.toString(), i18n.language),
                    })}
                  </Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        )}
      </Flex>
    </Modal>
  )
}

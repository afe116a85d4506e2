import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Empty, Flex, Skeleton } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, getAddress } from 'viem'
import { ReadErrorAlert } from '../../../app/errors/ReadErrorAlert.tsx'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { TokenAddressBar } from '../TokenAddressBar.tsx'
import { SaleActionsBox } from './SaleActionsBox.tsx'
import { SaleFactsTable } from './SaleFactsTable.tsx'
import { SaleOverview } from './SaleOverview.tsx'
import { useSaleAction } from './useSaleAction.ts'
import { useSaleState } from './useSaleState.ts'

/**
 * A sale token's own screen: load it by address, see its progress (raised of the hard cap with the
 * soft cap marked, buyers, time left by the chain's clock, phase), how to buy from any wallet
 * without a dApp, and the actions its state allows: buy (the plain transfer), start trading, claim
 * a refund, withdraw a credit. Everything shown comes from readSaleState, read again every block;
 * each action is core's plan (useSaleAction over planSaleAction).
 */
export function SalePanel({ initialAddress }: { initialAddress: string | undefined }) {
  const { t } = useTranslation(['tokens', 'errors'])
  const { entry } = useConnectedChainEntry()
  const coin = entry?.nativeCurrency.symbol ?? 'ETH'
  const [loaded, setLoaded] = useState<Address | undefined>(
    initialAddress ? getAddress(initialAddress) : undefined,
  )
  const sale = useSaleState(loaded)
  const action = useSaleAction(loaded, sale.data, sale.refetch)

  const load = (address: Address) => {
    if (address === loaded) void sale.refetch()
    else setLoaded(address)
  }

  const body = () => {
    if (!loaded) return <Empty description={t('sale.panel.empty')} />
    if (sale.isPending) return <Skeleton active paragraph={{ rows: 4 }} />
    if (sale.isError) return <ReadErrorAlert error={sale.error} testId="sale-error" />
    const data = sale.data
    if (!data)
      return <Alert type="warning" showIcon title={t('sale.panel.notFound')} data-testid="sale-not-found" />
    return (
      <Flex vertical gap={16}>
        <SaleOverview sale={data} coin={coin} />
        <SaleFactsTable sale={data} coin={coin} />
        <SaleActionsBox sale={data} coin={coin} action={action} />
      </Flex>
    )
  }

  return (
    <Panel title={t('sale.panel.title')} data-testid="sale-panel">
      <Flex vertical gap={20}>
        <TokenAddressBar initialAddress={initialAddress} onLoad={load} testIdPrefix="sale" />
        {body()}
      </Flex>
    </Panel>
  )
}

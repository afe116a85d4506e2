import { Flex } from 'antd'
import { useLoadedAddress } from '../../../app/contracts/useLoadedAddress.ts'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { TokenScreen } from '../TokenScreen.tsx'
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
  const { entry } = useConnectedChainEntry()
  const coin = entry?.nativeCurrency.symbol ?? 'ETH'
  const opened = useLoadedAddress(initialAddress)
  const sale = useSaleState(opened.loaded)
  const action = useSaleAction(opened.loaded, sale.data, sale.refetch)
  return (
    <TokenScreen words="sale.panel" testId="sale-panel" testIdPrefix="sale" opened={opened} read={sale}>
      {(data) => (
        <Flex vertical gap={16}>
          <SaleOverview sale={data} coin={coin} />
          <SaleFactsTable sale={data} coin={coin} />
          <SaleActionsBox sale={data} coin={coin} action={action} />
        </Flex>
      )}
    </TokenScreen>
  )
}

import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Empty, Flex, Skeleton } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, getAddress } from 'viem'
import { useConnection } from 'wagmi'
import { ReadErrorAlert } from '../../../app/errors/ReadErrorAlert.tsx'
import { ListedTokenPowers } from '../../../app/safety/ListedTokenPowers.tsx'
import { ConnectWalletAlert } from '../../../wallet/ConnectWalletAlert.tsx'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { TokenAddressBar } from '../TokenAddressBar.tsx'
import { FairLaunchActionsBox } from './FairLaunchActionsBox.tsx'
import { FairLaunchProgress } from './FairLaunchProgress.tsx'
import { useFairLaunchAction } from './useFairLaunchAction.ts'
import { useFairLaunchState } from './useFairLaunchState.ts'

/**
 * A fair launch's own screen: load it by address, see its progress (FairLaunchProgress), and the
 * actions its state allows (FairLaunchActionsBox): mint (by the dApp's call on `/co/fa`, by a plain
 * transfer on the "No dApp" `/co/50?t=1`), launch, refund, the failed launch's claim, vested
 * tokens, a credit, and the whitelist for its keeper. Each action is core's plan
 * (useFairLaunchAction); nothing here reads the chain for it or builds a step.
 */
export function FairLaunchMintPanel({
  initialAddress,
  byTransfer,
}: {
  initialAddress: string | undefined
  byTransfer: boolean
}) {
  // The errors namespace too: a refusal or failure is worded from it (ErrorAlert).
  const { t } = useTranslation(['tokens', 'errors'])
  const { address: account } = useConnection()
  const { entry } = useConnectedChainEntry()
  const coin = entry?.nativeCurrency.symbol ?? 'ETH'
  const [loaded, setLoaded] = useState<Address | undefined>(
    initialAddress ? getAddress(initialAddress) : undefined,
  )
  const launch = useFairLaunchState(loaded)
  const action = useFairLaunchAction(loaded, launch.refetch)

  const load = (address: Address) => {
    if (address === loaded) void launch.refetch()
    else setLoaded(address)
  }

  const body = () => {
    if (!loaded) return <Empty description={t('fairLaunch.panel.empty')} />
    if (launch.isPending) return <Skeleton active paragraph={{ rows: 4 }} />
    if (launch.isError) return <ReadErrorAlert error={launch.error} testId="fair-error" />
    const data = launch.data
    if (!data)
      return (
        <Alert type="warning" showIcon title={t('fairLaunch.panel.notFound')} data-testid="fair-not-found" />
      )
    return (
      <Flex vertical gap={16}>
        <FairLaunchProgress launch={data} coin={coin} />
        <ListedTokenPowers
          token={loaded}
          symbol={data.symbol}
          decimals={data.decimals}
          sold="sale"
          testId="fair-token-powers"
        />
        {!account && <ConnectWalletAlert />}
        <FairLaunchActionsBox
          launch={data}
          account={account}
          coin={coin}
          byTransfer={byTransfer}
          action={action}
        />
      </Flex>
    )
  }

  return (
    <Panel title={t('fairLaunch.panel.title')} data-testid="fair-panel">
      <Flex vertical gap={20}>
        <TokenAddressBar initialAddress={initialAddress} onLoad={load} testIdPrefix="fair" />
        {body()}
      </Flex>
    </Panel>
  )
}

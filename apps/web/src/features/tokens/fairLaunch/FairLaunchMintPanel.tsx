import { Flex } from 'antd'
import { useConnection } from 'wagmi'
import { useLoadedAddress } from '../../../app/contracts/useLoadedAddress.ts'
import { ListedTokenPowers } from '../../../app/safety/ListedTokenPowers.tsx'
import { ConnectWalletAlert } from '../../../wallet/ConnectWalletAlert.tsx'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { TokenScreen } from '../TokenScreen.tsx'
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
  const { address: account } = useConnection()
  const { entry } = useConnectedChainEntry()
  const coin = entry?.nativeCurrency.symbol ?? 'ETH'
  const opened = useLoadedAddress(initialAddress)
  const launch = useFairLaunchState(opened.loaded)
  const action = useFairLaunchAction(opened.loaded, launch.refetch)
  return (
    <TokenScreen
      words="fairLaunch.panel"
      testId="fair-panel"
      testIdPrefix="fair"
      opened={opened}
      read={launch}
    >
      {(data) => (
        <Flex vertical gap={16}>
          <FairLaunchProgress launch={data} coin={coin} />
          <ListedTokenPowers listed={data} sold="sale" testId="fair-token-powers" />
          {!account && <ConnectWalletAlert />}
          <FairLaunchActionsBox
            launch={data}
            account={account}
            coin={coin}
            byTransfer={byTransfer}
            action={action}
          />
        </Flex>
      )}
    </TokenScreen>
  )
}

import {
  launchpadFactoryAbi,
  launchpadFactoryRuntime,
} from '@tokenbox/core/contracts/LaunchpadFactory.abi.ts'
import { Alert, Skeleton } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { DeployContractPrompt } from '../../app/contracts/DeployContractPrompt.tsx'
import { useChainContract } from '../../app/contracts/useChainContract.ts'

/** The chain's shared launchpad factory (null: none yet), as every launchpad screen finds it. */
export function useLaunchpadFactory() {
  return useChainContract('launchpad', launchpadFactoryRuntime)
}

/**
 * Renders `children` with the chain's launchpad factory; where the chain has none yet, offers to
 * create it for everyone ("This chain has no launchpad contract, do you want to create one?"), at
 * the one address every browser computes.
 */
export function LaunchpadFactoryGate({ children }: { children: (factory: Address) => ReactNode }) {
  const { t } = useTranslation(['launchpad', 'errors'])
  const { address } = useConnection()
  const factory = useLaunchpadFactory()
  if (factory.isPending && factory.fetchStatus !== 'idle') return <Skeleton active />
  if (factory.isError) return <Alert type="error" showIcon title={t('networkFailed', { ns: 'errors' })} />
  if (!factory.data) {
    if (!address) return <Alert type="info" showIcon title={t('connectWallet', { ns: 'errors' })} />
    return (
      <DeployContractPrompt
        kind="launchpad"
        abi={launchpadFactoryAbi}
        title={t('factory.missing')}
        hint={t('factory.missingHint')}
        deployLabel={t('factory.deploy')}
        testId="launchpad-factory"
        onDeployed={() => void factory.refetch()}
      />
    )
  }
  return children(factory.data)
}

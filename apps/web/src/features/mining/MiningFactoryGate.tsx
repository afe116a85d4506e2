import { miningFactoryAbi, miningFactoryRuntime } from '@tokenbox/core/contracts/MiningFactory.abi.ts'
import { Alert, Skeleton } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { DeployContractPrompt } from '../../app/contracts/DeployContractPrompt.tsx'
import { useChainContract } from '../../app/contracts/useChainContract.ts'

/** The chain's shared mining factory (null: none yet), as every mining screen finds it. */
export function useMiningFactory() {
  return useChainContract('mining', miningFactoryRuntime)
}

/**
 * Renders `children` with the chain's mining factory; where the chain has none yet, offers to
 * create it for everyone ("This chain has no mining contract, do you want to create one?"), at the
 * one address every browser computes.
 */
export function MiningFactoryGate({ children }: { children: (factory: Address) => ReactNode }) {
  const { t } = useTranslation(['mining', 'errors'])
  const { address } = useConnection()
  const factory = useMiningFactory()
  if (factory.isPending && factory.fetchStatus !== 'idle') return <Skeleton active />
  if (factory.isError) return <Alert type="error" showIcon title={t('networkFailed', { ns: 'errors' })} />
  if (!factory.data) {
    if (!address) return <Alert type="info" showIcon title={t('connectWallet', { ns: 'errors' })} />
    return (
      <DeployContractPrompt
        kind="mining"
        abi={miningFactoryAbi}
        title={t('factory.missing')}
        hint={t('factory.missingHint')}
        deployLabel={t('factory.deploy')}
        testId="mining-factory"
        onDeployed={() => void factory.refetch()}
      />
    )
  }
  return children(factory.data)
}

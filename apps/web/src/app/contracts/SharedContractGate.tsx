import type { SharedContractKind } from '@tokenbox/core/sharedContracts/sharedContracts.ts'
import type { LazyNamespace } from '@tokenbox/ui/i18n/languages.ts'
import { Skeleton } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { ConnectWalletAlert } from '../../wallet/ConnectWalletAlert.tsx'
import { ReadErrorAlert } from '../errors/ReadErrorAlert.tsx'
import { DeployContractPrompt } from './DeployContractPrompt.tsx'
import type { useChainContract } from './useChainContract.ts'

/**
 * Renders `children` with the chain's shared contract (found by `contract`, a useChainContract);
 * where the chain has none yet, offers to create it for everyone at the one address every browser
 * computes, in the words of `ns`: `<prefix>.missing` (the spec's "This chain has no … contract, do
 * you want to create one?"), `<prefix>.missingHint`, `<prefix>.deploy`; `prefix` is `factory` unless
 * a namespace holds two such contracts (inscription: the bulk contract and the presale factory).
 *
 * @example
 * <SharedContractGate kind="mining" contract={useMiningFactory()} ns="mining" testId="mining-factory">
 *   {(factory) => <CreateForm factory={factory} />}
 * </SharedContractGate>
 */
export function SharedContractGate({
  kind,
  contract,
  ns,
  prefix = 'factory',
  testId,
  children,
}: {
  kind: SharedContractKind
  contract: ReturnType<typeof useChainContract>
  ns: LazyNamespace
  prefix?: string
  testId: string
  children: (address: Address) => ReactNode
}) {
  const { t } = useTranslation([ns, 'errors'])
  const { address } = useConnection()
  // Once the contract is known, a later read that fails (a refetch on a busy node) keeps the screen:
  // swapping it for an error would unmount a half-filled form and lose what the user typed.
  if (contract.data) return children(contract.data)
  if (contract.isPending && contract.fetchStatus !== 'idle') return <Skeleton active />
  if (contract.isError) return <ReadErrorAlert error={contract.error} />
  if (!address) return <ConnectWalletAlert />
  return (
    <DeployContractPrompt
      kind={kind}
      title={t(`${prefix}.missing`, { ns })}
      hint={t(`${prefix}.missingHint`, { ns })}
      deployLabel={t(`${prefix}.deploy`, { ns })}
      testId={testId}
      onDeployed={() => void contract.refetch()}
    />
  )
}

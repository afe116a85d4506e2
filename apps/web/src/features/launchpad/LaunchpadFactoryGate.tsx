import { launchpadFactoryRuntime } from '@tokenbox/core/contracts/LaunchpadFactory.abi.ts'
import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { SharedContractGate } from '../../app/contracts/SharedContractGate.tsx'
import { useChainContract } from '../../app/contracts/useChainContract.ts'

/**
 * Renders `children` with the chain's launchpad factory; where the chain has none yet, offers to
 * create it for everyone ("This chain has no launchpad contract, do you want to create one?"), at
 * the one address every browser computes.
 */
export function LaunchpadFactoryGate({ children }: { children: (factory: Address) => ReactNode }) {
  const factory = useChainContract('launchpad', launchpadFactoryRuntime)
  return (
    <SharedContractGate kind="launchpad" contract={factory} ns="launchpad" testId="launchpad-factory">
      {children}
    </SharedContractGate>
  )
}

import { miningFactoryRuntime } from '@tokenbox/core/contracts/MiningFactory.abi.ts'
import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { SharedContractGate } from '../../app/contracts/SharedContractGate.tsx'
import { useChainContract } from '../../app/contracts/useChainContract.ts'

/**
 * Renders `children` with the chain's mining factory; where the chain has none yet, offers to
 * create it for everyone ("This chain has no mining contract, do you want to create one?"), at the
 * one address every browser computes.
 */
export function MiningFactoryGate({ children }: { children: (factory: Address) => ReactNode }) {
  const factory = useChainContract('mining', miningFactoryRuntime)
  return (
    <SharedContractGate kind="mining" contract={factory} ns="mining" testId="mining-factory">
      {children}
    </SharedContractGate>
  )
}

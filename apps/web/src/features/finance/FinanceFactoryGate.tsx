import { financeFactoryRuntime } from '@tokenbox/core/contracts/FinanceFactory.abi.ts'
import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { SharedContractGate } from '../../app/contracts/SharedContractGate.tsx'
import { useChainContract } from '../../app/contracts/useChainContract.ts'

/**
 * Renders `children` with the chain's finance factory (Earn, Dollar Beans and Roast Beef pools);
 * where the chain has none yet, offers to create it for everyone, at the one address every browser
 * computes.
 */
export function FinanceFactoryGate({ children }: { children: (factory: Address) => ReactNode }) {
  const factory = useChainContract('finance', financeFactoryRuntime)
  return (
    <SharedContractGate kind="finance" contract={factory} ns="finance" testId="finance-factory">
      {children}
    </SharedContractGate>
  )
}

import { financeFactoryRuntime } from '@tokenbox/core/contracts/FinanceFactory.abi.ts'
import { launchpadFactoryRuntime } from '@tokenbox/core/contracts/LaunchpadFactory.abi.ts'
import { miningFactoryRuntime } from '@tokenbox/core/contracts/MiningFactory.abi.ts'
import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { SharedContractGate } from './SharedContractGate.tsx'
import { useChainContract } from './useChainContract.ts'

/** The tools that create their pools and sales through one shared factory per chain. */
const factoryRuntimes = {
  finance: financeFactoryRuntime,
  launchpad: launchpadFactoryRuntime,
  mining: miningFactoryRuntime,
}

/**
 * Renders `children` with the chain's factory of `tool` (finance: Earn, Dollar Beans and Roast Beef
 * pools; launchpad: presales; mining: mining pools); where the chain has none yet, offers to create
 * it for everyone ("This chain has no launchpad contract, do you want to create one?", the tool's
 * `factory.*` strings) at the one address every browser computes. Test ids `<tool>-factory-…`.
 *
 * @example
 * <ToolFactoryGate tool="mining">{(factory) => <CreateForm factory={factory} />}</ToolFactoryGate>
 */
export function ToolFactoryGate({
  tool,
  children,
}: {
  tool: keyof typeof factoryRuntimes
  children: (factory: Address) => ReactNode
}) {
  const factory = useChainContract(tool, factoryRuntimes[tool])
  return (
    <SharedContractGate kind={tool} contract={factory} ns={tool} testId={`${tool}-factory`}>
      {children}
    </SharedContractGate>
  )
}

import type { Abi, ContractConstructorArgs, Hex } from 'viem'
import type { DeployStep } from './types.ts'

export type DeployParameters<abi extends Abi | readonly unknown[] = Abi> = {
  abi: abi
  bytecode: Hex
  args: ContractConstructorArgs<abi>
  /** Native coin sent to a payable constructor. */
  value?: bigint
  label?: string
}

/**
 * A step that deploys a contract from the sender's wallet; its result's `contractAddress` is the
 * new contract, which later steps can read through `results`.
 *
 * @example
 * deploy({
 *   abi: sampleStablecoinAbi,
 *   bytecode: sampleStablecoinBytecode,
 *   args: ['Test USD', 'TUSD', 6, 1_000_000n, 10n ** 12n],
 * })
 */
export function deploy<const abi extends Abi | readonly unknown[]>(
  parameters: DeployParameters<abi>,
): DeployStep {
  return {
    type: 'deploy',
    ...parameters,
    abi: parameters.abi as Abi,
    args: parameters.args as readonly unknown[],
  }
}

import type { Abi, ContractConstructorArgs, Hex } from 'viem'
import type { ContractBuild } from '../evm/contractBuild.ts'
import type { DeployStep, StepContext } from './types.ts'

export type DeployParameters<abi extends Abi | readonly unknown[] = Abi> = {
  abi: abi
  bytecode: Hex
  /** The constructor's arguments, or a function of earlier results (e.g. a contract deployed before). */
  args: ContractConstructorArgs<abi> | ((context: StepContext) => ContractConstructorArgs<abi>)
  /** Native coin sent to a payable constructor. */
  value?: bigint
  label?: string
  /** Which build of a TokenBox contract `bytecode` is; its verification submits that build's input. */
  build?: ContractBuild
  /** Deploy through a CREATE2 proxy at a known address (see `DeployStep.create2`). */
  create2?: DeployStep['create2']
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
 * // A router for the factory the previous step deployed:
 * deploy({
 *   abi: uniswapV2Router02Abi,
 *   bytecode: uniswapV2Router02Bytecode,
 *   args: ({ results }) => [results[0]!.contractAddress!, weth] as const,
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

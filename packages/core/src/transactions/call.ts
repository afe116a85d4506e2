import type { Abi, AccessList, ContractFunctionArgs, ContractFunctionName } from 'viem'
import type { AddressSource, CallStep, StepContext } from './types.ts'

type Mutability = 'nonpayable' | 'payable'

export type CallParameters<
  abi extends Abi | readonly unknown[] = Abi,
  functionName extends ContractFunctionName<abi, Mutability> = ContractFunctionName<abi, Mutability>,
> = {
  /** The contract, or a function of earlier results (e.g. the address a deploy step produced). */
  address: AddressSource
  abi: abi
  functionName: functionName
  /** The function's arguments, or a function of earlier results. */
  args:
    | ContractFunctionArgs<abi, Mutability, functionName>
    | ((context: StepContext) => ContractFunctionArgs<abi, Mutability, functionName>)
  /** Native coin sent with a payable function. */
  value?: bigint
  /** EIP-2930 access list sent with the call (see {@link CallStep}). */
  accessList?: AccessList
  /** Gas added beyond the estimate x 1.1 (see {@link CallStep}'s `gasHeadroom`). */
  gasHeadroom?: bigint
  label?: string
}

/**
 * A step that calls a state-changing contract function. Arguments are type-checked against the
 * ABI here; the runner estimates, prices and sends it.
 *
 * @example
 * call({
 *   address: router,
 *   abi: uniswapV2Router02Abi,
 *   functionName: 'addLiquidityETH',
 *   args: [token, amount, 0n, 0n, owner, deadline],
 *   value: parseEther('1'),
 * })
 */
export function call<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, Mutability>,
>(parameters: CallParameters<abi, functionName>): CallStep {
  return {
    type: 'call',
    ...parameters,
    abi: parameters.abi as Abi,
    functionName: parameters.functionName as string,
    args: parameters.args as CallStep['args'],
  }
}

import type { SignTypedDataStep } from './types.ts'

export type SignTypedDataParameters = {
  /** The EIP-712 domain, types, primary type and message, or a function of earlier results. */
  typedData: SignTypedDataStep['typedData']
  label?: string
}

/**
 * A step that asks the wallet for an EIP-712 signature (`eth_signTypedData_v4`) and sends
 * nothing. A later step reads it from `context.results[index].signature`; a run resumed after
 * that later step failed reuses the signature instead of asking again.
 *
 * @example
 * const steps = [
 *   signTypedData({ typedData: { domain, types, primaryType: 'Permit', message } }),
 *   call({
 *     address: router, abi: uniswapV2Router02Abi, functionName: 'removeLiquidityWithPermit',
 *     args: ({ results }) => [...removeArgs, ...permitArgs(results[0]!.signature!)],
 *   }),
 * ]
 */
export function signTypedData(parameters: SignTypedDataParameters): SignTypedDataStep {
  return { type: 'signTypedData', ...parameters }
}

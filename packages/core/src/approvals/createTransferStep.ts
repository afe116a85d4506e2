import { type Address, erc20Abi } from 'viem'
import { nativeTokenAddress } from '../chains/constants.ts'
import { call } from '../transactions/call.ts'
import type { CallStep, NativeTransferStep } from '../transactions/types.ts'

/**
 * Sends `amount` of `asset` to `to`: the native coin (the zero address) as a plain value transfer,
 * a token with ERC20 `transfer`.
 *
 * @example
 * createTransferStep({ asset: usdt, to, amount: 1_000_000n })
 */
export function createTransferStep(parameters: {
  asset: Address
  to: Address
  amount: bigint
}): CallStep | NativeTransferStep {
  const { asset, to, amount } = parameters
  if (asset.toLowerCase() === nativeTokenAddress)
    return { type: 'transfer', to, value: amount, label: 'transfer' }
  return call({
    address: asset,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
    label: 'transfer',
  })
}

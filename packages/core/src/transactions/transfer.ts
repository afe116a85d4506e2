import { type Address, erc20Abi } from 'viem'
import { nativeTokenAddress } from '../chains/constants.ts'
import { call } from './call.ts'
import type { AddressSource, CallStep, TransferStep } from './types.ts'

export type TransferParameters = {
  /** The recipient, or a function of earlier results. */
  to: AddressSource
  /** Amount of the chain's native coin, in wei. */
  value: bigint
  label?: string
}

/**
 * A step that sends the chain's native coin to an address (no calldata). The runner estimates it
 * (a contract recipient may need more than 21,000 gas), checks the balance covers value plus gas
 * before the wallet is asked, and sends it.
 *
 * @example
 * transfer({ to: donationAddress, value: parseEther('0.1') })
 */
export function transfer(parameters: TransferParameters): TransferStep {
  return { type: 'transfer', ...parameters }
}

/**
 * Sends `amount` of `asset` to `to`: the native coin (the zero address) as a plain value transfer,
 * a token with ERC20 `transfer`. Used by the Transfer tab and the Donate page.
 *
 * @example
 * transferAsset({ asset: usdt, to, amount: 1_000_000n })
 */
export function transferAsset(parameters: {
  asset: Address
  to: Address
  amount: bigint
}): CallStep | TransferStep {
  const { asset, to, amount } = parameters
  if (asset.toLowerCase() === nativeTokenAddress) return transfer({ to, value: amount, label: 'transfer' })
  return call({
    address: asset,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
    label: 'transfer',
  })
}

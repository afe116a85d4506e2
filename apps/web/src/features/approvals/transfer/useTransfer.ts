import { nativeTokenAddress } from '@tokenbox/core/chains/constants.ts'
import { parseDraftAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import { getGasFees } from '@tokenbox/core/gas/getGasFees.ts'
import { spendableNative } from '@tokenbox/core/gas/spendableNative.ts'
import { transferAsset } from '@tokenbox/core/transactions/transfer.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import { type Address, getAddress } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useToken } from '../../../app/tokens/useToken.ts'
import { usePlannedRun } from '../../../app/transactions/usePlannedRun.ts'

/** Gas of a plain native transfer; Max keeps this much (at the runner's limit and fee) for it. */
const nativeTransferGas = 21_000n

export type TransferValues = { asset: string; to: string; amount: string }

/**
 * Transfer's flow, owned here so the panel only renders: the asset the form names with the
 * wallet's balance, the most it can send (`max()`: the balance, for the native coin less the
 * transfer's own gas at the runner's price, core's spendableNative over getGasFees), and the one
 * transfer step core builds (transferAsset) through the runner; the asset is read again after.
 * `submit` resolves true when the transfer went through.
 *
 * @example
 * const transfer = useTransfer(assetAddress)
 * const max = await transfer.max() // 0.99 ETH of 1, in wei
 */
export function useTransfer(assetAddress: string) {
  const { address: account } = useConnection()
  const asset = useToken(assetAddress, { owner: account, native: true })
  const publicClient = usePublicClient()
  const flow = usePlannedRun<{ steps: Step[] }>()

  const max = async (): Promise<bigint | undefined> => {
    const info = asset.data
    if (!info || !publicClient) return undefined
    if (info.kind !== 'native') return info.balance
    return spendableNative(info.balance, nativeTransferGas, await getGasFees(publicClient))
  }

  const submit = async (values: TransferValues): Promise<boolean> => {
    const info = asset.data
    if (!info) return false
    const outcome = await flow.start(async () => ({
      steps: [
        transferAsset({
          asset: info.kind === 'native' ? nativeTokenAddress : (getAddress(values.asset.trim()) as Address),
          to: getAddress(values.to.trim()),
          amount: parseDraftAmount(values.amount, info.decimals),
        }),
      ],
    }))
    await asset.refetch()
    return outcome?.status === 'done'
  }

  return { ...flow, asset, max, submit }
}

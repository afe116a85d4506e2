import { useQueryClient } from '@tanstack/react-query'
import { spendableNativeQueryOptions } from '@tokenbox/core/gas/spendableNativeQuery.ts'
import type { TokenAsset } from '@tokenbox/core/tokens/tokenQuery.ts'
import { useCallback } from 'react'
import { usePublicClient } from 'wagmi'

/**
 * Gas a Max of the chain's coin keeps: a router swap or addLiquidityETH into an existing pool,
 * through a token with a transfer tax and swap-back, stays under this (bench/results/dex.json);
 * creating a pool costs more, and the wallet says so.
 */
const nativeTradeGas = 350_000n

/**
 * What a trade's Max fills, read when asked: a token's whole balance; of the chain's coin, which
 * pays the gas too, the balance less the trade's gas at the runner's fee (core's
 * readSpendableNative), else the wallet refuses a transaction that spends it all.
 *
 * @example
 * const maxOf = useMaxAmount()
 * onType(formatUnits(await maxOf(asset), asset.decimals))
 */
export function useMaxAmount(): (asset: TokenAsset) => Promise<bigint> {
  const publicClient = usePublicClient()
  const queryClient = useQueryClient()
  return useCallback(
    async (asset) =>
      asset.kind === 'native' && publicClient
        ? await queryClient.fetchQuery(
            spendableNativeQueryOptions(publicClient, { balance: asset.balance, gas: nativeTradeGas }),
          )
        : asset.balance,
    [publicClient, queryClient],
  )
}

import { useQuery } from '@tanstack/react-query'
import { collectPreviewGasQueryOptions } from '@tokenbox/core/collect/collectQuery.ts'
import type { ImportedWallet } from '@tokenbox/core/collect/parsePrivateKeys.ts'
import {
  type CollectionPlanTotals,
  planWalletCollection,
  sumPlans,
  type WalletPlan,
} from '@tokenbox/core/collect/planCollection.ts'
import type { CollectMode } from '@tokenbox/core/collect/types.ts'
import type { Address } from 'viem'
import { usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import type { WalletBalances } from './useCollectBalances.ts'

export type CollectPreview = { plans: ReadonlyMap<Address, WalletPlan>; totals: CollectionPlanTotals }

/**
 * What a collection would do with the balances on screen, from core's plan: per wallet the
 * transfers or the reason it will be skipped, and the totals. The token transfer's gas is
 * estimated once, from the first holder, and applied to every wallet: the run itself estimates
 * each wallet again before it signs, so the preview is a forecast, not a promise.
 */
export function useCollectPreview(input: {
  wallets: readonly ImportedWallet[]
  balances: WalletBalances | undefined
  token: Address | undefined
  target: Address | undefined
  mode: CollectMode
  keep: bigint | undefined
  price: bigint | undefined
}): CollectPreview | undefined {
  const { wallets, balances, token, target, mode, keep, price } = input
  const { chainId } = useCurrentNetwork()
  const publicClient = usePublicClient({ chainId })
  const holder = token
    ? wallets.find((wallet) => (balances?.token.get(wallet.address) ?? 0n) > 0n)
    : undefined
  const held = holder ? balances?.token.get(holder.address) : undefined
  const gas = useQuery(
    collectPreviewGasQueryOptions(publicClient, {
      sweeper: wallets[0]?.address,
      target,
      token,
      holder: holder?.address,
      held,
      balancesRead: Boolean(balances),
    }),
  )
  if (!balances || !gas.data || price === undefined || keep === undefined) return undefined
  const plans = new Map<Address, WalletPlan>()
  for (const wallet of wallets) {
    const nativeBalance = balances.native.get(wallet.address)
    if (nativeBalance === undefined) continue
    plans.set(
      wallet.address,
      planWalletCollection({
        mode,
        nativeBalance,
        tokenBalance: balances.token.get(wallet.address) ?? 0n,
        tokenGasLimit: gas.data.tokenGasLimit,
        sweepGasLimit: gas.data.sweepGasLimit,
        price,
        keep,
      }),
    )
  }
  return { plans, totals: sumPlans([...plans.values()], gas.data.sweepGasLimit, price) }
}

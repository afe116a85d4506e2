import { useQuery } from '@tanstack/react-query'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { tokenLockerRuntime } from '@tokenbox/core/contracts/TokenLocker.abi.ts'
import { findLiquidityPositions } from '@tokenbox/core/dex/findLiquidityPositions.ts'
import { readLiquidityPair } from '@tokenbox/core/dex/readLiquidityPair.ts'
import { useState } from 'react'
import { type Address, isAddressEqual } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useChainContract } from '../../../app/contracts/useChainContract.ts'
import { readRecentSwapTokens } from '../exchange/recentSwapTokens.ts'
import { liquidityVenues, positionTokens, quoteTokenOf } from './liquidityModel.ts'

/** Why a pasted address is not added: a dex namespace key. */
export type PasteIssue =
  | 'validation.illegalAddress'
  | 'positions.notLp'
  | 'positions.otherDex'
  | 'networkFailed'

/**
 * My Liquidity's data: the wallet's positions on the chain's DEXes (core's
 * findLiquidityPositions: the catalogue's tokens and the exchange's recent ones, the pairs pasted
 * here, LP in the chain's TokenBox locker), and `paste`, which checks an address is a pair of those
 * DEXes (core's readLiquidityPair) before it is listed.
 *
 * @example
 * const { positions, paste } = useMyLiquidity(entry)
 * const issue = await paste(text) // undefined: listed
 */
export function useMyLiquidity(entry: ChainEntry) {
  const { address: account } = useConnection()
  const client = usePublicClient({ chainId: entry.id })
  const locker = useChainContract('lock', tokenLockerRuntime)
  const [pasted, setPasted] = useState<Address[]>([])
  const venues = liquidityVenues(entry)
  const quote = quoteTokenOf(entry)
  const positions = useQuery({
    queryKey: ['liquidityPositions', entry.id, account, pasted.join(), locker.data],
    enabled: Boolean(client && account && !locker.isPending),
    queryFn: () =>
      findLiquidityPositions(client!, {
        venues,
        tokens: positionTokens(entry, readRecentSwapTokens(entry.id)),
        owner: account!,
        pairs: pasted,
        locker: locker.data ?? undefined,
        quote: quote?.address,
        wrapped: entry.wrappedNative,
        multicallAddress: entry.multicall,
      }),
  })

  const paste = async (text: string): Promise<PasteIssue | undefined> => {
    if (!client || !account) return 'networkFailed'
    if (!/^0x[0-9a-fA-F]{40}$/.test(text.trim())) return 'validation.illegalAddress'
    try {
      const found = await readLiquidityPair(client, {
        pair: text.trim(),
        owner: account,
        venues,
        multicallAddress: entry.multicall,
      })
      if (found.status === 'otherDex') return 'positions.otherDex'
      if (found.status !== 'pair') return 'positions.notLp'
      const pair = found.state.pair
      if (!pasted.some((item) => isAddressEqual(item, pair))) setPasted((list) => [...list, pair])
      return undefined
    } catch {
      return 'networkFailed'
    }
  }

  return { account, positions, paste, quote }
}

import { useQuery } from '@tanstack/react-query'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { tokenLockerRuntime } from '@tokenbox/core/contracts/TokenLocker.abi.ts'
import { liquidityVenues, quoteTokenOf } from '@tokenbox/core/dex/chainMarket.ts'
import { liquidityPositionsQueryOptions } from '@tokenbox/core/dex/liquidityPositionsQuery.ts'
import { readLiquidityPair } from '@tokenbox/core/dex/readLiquidityPair.ts'
import { useState } from 'react'
import { type Address, isAddressEqual } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useChainContract } from '../../../app/contracts/useChainContract.ts'
import { readCreatedTokens } from '../../../app/tokens/createdTokens.ts'
import { readRecentSwapTokens } from '../exchange/recentSwapTokens.ts'

/** Why a pasted address is not added: a dex namespace key. */
export type PasteIssue =
  | 'validation.illegalAddress'
  | 'positions.notLp'
  | 'positions.otherDex'
  | 'networkFailed'

/**
 * My Liquidity's data: the wallet's positions on the chain's DEXes (core's
 * liquidityPositionsQueryOptions: the catalogue's tokens and the exchange's recent ones, the pairs pasted
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
  const positions = useQuery(
    liquidityPositionsQueryOptions(client, {
      entry,
      account,
      pasted,
      // A locker lookup that failed lists the positions without locked LP.
      locker: locker.isPending ? undefined : (locker.data ?? null),
      // Tokens this browser created (Create Token, /launch) too: a pool /launch made with the LP
      // kept in the wallet is listed without pasting its pair (issue 77).
      recentTokens: () => [...readRecentSwapTokens(entry.id), ...readCreatedTokens(entry.id)],
    }),
  )

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

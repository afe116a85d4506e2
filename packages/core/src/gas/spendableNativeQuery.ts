import type { PublicClient } from 'viem'
import { chainQueryOptions } from '../query/chainQuery.ts'
import { type ReadSpendableNativeParameters, readSpendableNative } from './readSpendableNative.ts'

/**
 * What a Max of the chain's coin fills (readSpendableNative): the balance less the gas of the
 * transaction that spends it, priced now. Never kept: the fee moves with every block, so each Max
 * reads it again.
 *
 * @example
 * await queryClient.fetchQuery(spendableNativeQueryOptions(client, { balance, gas: 350_000n }))
 */
export function spendableNativeQueryOptions(
  client: PublicClient | undefined,
  { balance, gas }: ReadSpendableNativeParameters,
) {
  return chainQueryOptions({
    key: ['spendableNative', balance, gas],
    client,
    staleTime: 0,
    read: (client) => readSpendableNative(client, { balance, gas }),
  })
}

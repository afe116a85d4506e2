import { getAddress, isAddress, type PublicClient } from 'viem'
import { nativeTokenAddress } from '../chains/constants.ts'
import type { ChainEntry } from '../chains/types.ts'
import { readToken, type Token } from '../erc20/readToken.ts'
import { chainQueryOptions } from '../query/chainQuery.ts'

/** The chain's native coin in the shape of a token: it has a balance, no supply and no allowance. */
export type NativeAsset = Omit<Token, 'totalSupply' | 'allowance'> & {
  kind: 'native'
  totalSupply: undefined
  allowance: undefined
}

/** What a tool reads at an address: an ERC-20 token, or the native coin where the tool offers it. */
export type TokenAsset = (Token & { kind: 'token' }) | NativeAsset

export type TokenQueryParameters = {
  /** The address as typed: nothing is read until it is one. */
  address: string | undefined
  /** Whose balance (and allowance) to read. */
  owner?: `0x${string}` | undefined
  spender?: `0x${string}` | undefined
  /**
   * Set where the tool offers the native coin: `nativeTokenAddress` then reads it, with this name.
   * `null`: the tool offers it, but the chain's entry is not there yet (the query waits).
   */
  nativeCurrency?: ChainEntry['nativeCurrency'] | null | undefined
}

/**
 * The query of the token (or native coin) at an address: one key for every screen, so Send,
 * Transfer, Approve, Collect and the multisig share what they read, and readToken behind it.
 * `data` is null when the address holds no token on the chain.
 *
 * @example
 * useQuery(tokenQueryOptions(client, { address: typed, owner: account }))
 * await queryClient.fetchQuery(tokenQueryOptions(client, { address }))
 */
export function tokenQueryOptions(client: PublicClient | undefined, parameters: TokenQueryParameters) {
  const { owner, spender, nativeCurrency } = parameters
  const text = parameters.address?.trim() ?? ''
  const address = text.toLowerCase()
  return chainQueryOptions({
    key: ['token', address, owner, spender, nativeCurrency?.symbol],
    client,
    ready: isAddress(text) && nativeCurrency !== null,
    read: async (client): Promise<TokenAsset | null> => {
      if (nativeCurrency && address === nativeTokenAddress) {
        const balance = owner ? await client.getBalance({ address: owner }) : 0n
        const { name, symbol, decimals } = nativeCurrency
        return {
          kind: 'native',
          address: nativeTokenAddress,
          name,
          symbol,
          decimals,
          balance,
          totalSupply: undefined,
          allowance: undefined,
        }
      }
      const token = await readToken(client, { token: getAddress(text), owner, spender })
      return token && { kind: 'token', ...token }
    },
  })
}

import { nativeTokenAddress } from '@tokenbox/core/chains/constants.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { readToken, type Token } from '@tokenbox/core/tokens/readToken.ts'
import { type Address, getAddress, type PublicClient } from 'viem'

/** The chain's native coin in the shape of a token: it has a balance, no supply and no allowance. */
export type NativeAsset = Omit<Token, 'totalSupply' | 'allowance'> & {
  kind: 'native'
  totalSupply: undefined
  allowance: undefined
}

/** What a tool reads at an address: an ERC-20 token, or the native coin where the tool offers it. */
export type TokenAsset = (Token & { kind: 'token' }) | NativeAsset

export type TokenQueryParameters = {
  chainId: number
  /** A valid address (checked by the caller). */
  address: Address
  /** Whose balance (and allowance) to read. */
  owner?: Address | undefined
  spender?: Address | undefined
  /** Set where the tool offers the native coin: `nativeTokenAddress` then reads it, with this name. */
  nativeCurrency?: ChainEntry['nativeCurrency'] | undefined
}

/**
 * The query of the token (or native coin) at an address: one key for every screen, so Send,
 * Transfer, Approve, Collect and the multisig share what they read, and core's readToken behind it.
 * `data` is null when the address holds no token on the chain.
 *
 * @example
 * useQuery(tokenQueryOptions(client, { chainId, address, owner: account }))
 * await queryClient.fetchQuery(tokenQueryOptions(client, { chainId, address }))
 */
export function tokenQueryOptions(client: PublicClient | undefined, parameters: TokenQueryParameters) {
  const { chainId, address, owner, spender, nativeCurrency } = parameters
  return {
    queryKey: ['token', chainId, address.toLowerCase(), owner, spender, nativeCurrency?.symbol] as const,
    queryFn: async (): Promise<TokenAsset | null> => {
      if (!client) throw new Error(`no client for chain ${chainId}`)
      if (nativeCurrency && address.toLowerCase() === nativeTokenAddress) {
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
      const token = await readToken(client, { token: getAddress(address), owner, spender })
      return token && { kind: 'token', ...token }
    },
    retry: false,
  }
}

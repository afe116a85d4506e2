import { type Address, isAddress, type PublicClient } from 'viem'
import { chainQueryOptions } from '../query/chainQuery.ts'
import { readLockableToken } from './readLockableToken.ts'

export type LockableTokenQueryParameters = {
  /** The address as typed: nothing is read until it is one. */
  text: string | undefined
  /** Whose balance (and allowance to `spender`) to read. */
  account?: Address | undefined
  spender?: Address | null | undefined
}

/**
 * The token or LP at a typed address (readLockableToken: symbol, decimals, its pair's two tokens
 * when it is an LP its own factory lists, the account's balance and allowance to `spender`), for
 * the lock form and the mining pool's stake token. `data` is null when the address holds no
 * ERC-20 token on the chain.
 *
 * @example
 * useQuery(lockableTokenQueryOptions(publicClient, { text: typed, account, spender: locker }))
 */
export function lockableTokenQueryOptions(
  client: PublicClient | undefined,
  { text, account, spender }: LockableTokenQueryParameters,
) {
  const address = text?.trim() ?? ''
  return chainQueryOptions({
    key: ['lockableToken', address.toLowerCase(), account, spender ?? undefined],
    client,
    ready: isAddress(address),
    read: async (client) =>
      (await readLockableToken(client, {
        token: address as Address,
        account,
        spender: spender ?? undefined,
      })) ?? null,
  })
}

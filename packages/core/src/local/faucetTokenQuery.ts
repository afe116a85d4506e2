import type { Address, Client } from 'viem'
import { readToken } from '../erc20/readToken.ts'
import { chainQueryOptions } from '../query/chainQuery.ts'

/**
 * The local chain's sample stablecoin with the account's balance (readToken), for the faucet card.
 * It takes the bare client: the dashboard's first load carries no public actions. Waits for an
 * account on the local chain.
 *
 * @example
 * useQuery(faucetTokenQueryOptions(client, { token: usdt, owner: address, onLocalChain: true }))
 */
export function faucetTokenQueryOptions(
  client: Client | undefined,
  {
    token,
    owner,
    onLocalChain,
  }: { token: Address | undefined; owner: Address | undefined; onLocalChain: boolean },
) {
  return chainQueryOptions({
    key: ['faucetToken', token, owner],
    client,
    ready: Boolean(owner && token && onLocalChain),
    retry: 3,
    read: (client) => readToken(client, { token: token as Address, owner }),
  })
}

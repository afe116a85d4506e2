import type { Address, PublicClient } from 'viem'
import { chainQueryOptions } from '../query/chainQuery.ts'
import { findMultisigWallets } from './findMultisigWallets.ts'
import { predictMultisigAddress } from './predictMultisigAddress.ts'
import { readMultisig } from './readMultisig.ts'

/**
 * Everything the wallet view shows (readMultisig); "not a wallet" is its typed answer, not retried.
 *
 * @example
 * useQuery(multisigQueryOptions(publicClient, { wallet }))
 */
export function multisigQueryOptions(
  client: PublicClient | undefined,
  { wallet }: { wallet: Address | undefined },
) {
  return chainQueryOptions({
    key: ['multisig', wallet],
    client,
    ready: Boolean(wallet),
    read: (client) => readMultisig(client, { wallet: wallet as Address }),
  })
}

/**
 * Wallets the factory created by or with `account` (findMultisigWallets).
 *
 * @example
 * useQuery(foundMultisigWalletsQueryOptions(publicClient, { factory, account }))
 */
export function foundMultisigWalletsQueryOptions(
  client: PublicClient | undefined,
  { factory, account }: { factory: Address | undefined; account: Address | undefined },
) {
  return chainQueryOptions({
    key: ['multisigFound', factory, account],
    client,
    ready: Boolean(factory && account),
    read: (client) =>
      findMultisigWallets(client, { factory: factory as Address, account: account as Address }),
  })
}

/**
 * The address a new wallet will have (predictMultisigAddress from the factory, creator and salt),
 * shown before it is created.
 *
 * @example
 * useQuery(predictedMultisigQueryOptions(publicClient, { factory, creator: account, salt }))
 */
export function predictedMultisigQueryOptions(
  client: PublicClient | undefined,
  { factory, creator, salt }: { factory: Address; creator: Address | undefined; salt: `0x${string}` },
) {
  return chainQueryOptions({
    key: ['multisigPredict', factory, creator, salt],
    client,
    ready: Boolean(creator),
    retry: 3,
    read: (client) => predictMultisigAddress(client, { factory, creator: creator as Address, salt }),
  })
}

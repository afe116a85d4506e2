import { type Address, getAddress, isAddressEqual, type PublicClient } from 'viem'
import { multisigFactoryAbi } from '../contracts/MultisigFactory.abi.ts'
import { multisigWalletAbi } from '../contracts/MultisigWallet.abi.ts'

export type FoundMultisigWallet = {
  wallet: Address
  creator: Address
  /** Whether `account` is a signer now (signers may have changed since the creation). */
  isSigner: boolean
  /** Block of the creation. */
  blockNumber: bigint
}

export type FindMultisigWalletsParameters = {
  /** The chain's MultisigFactory. */
  factory: Address
  account: Address
}

/**
 * Wallets the factory created by `account` or with `account` among their first signers (from the
 * factory's `WalletCreated` logs, from the block the factory was deployed in), newest first, each
 * with whether `account` is a signer now (one aggregated read). A wallet `account` joined later by
 * an `addSigner` order is not in the factory's logs: the Open screen remembers wallets opened by
 * address for that. Decision: one `eth_getLogs` over the factory's whole life; an RPC that refuses
 * such a range fails the search (the UI then shows the remembered wallets only).
 *
 * @example
 * const mine = await findMultisigWallets(publicClient, { factory, account })
 */
export async function findMultisigWallets(
  client: PublicClient,
  parameters: FindMultisigWalletsParameters,
): Promise<FoundMultisigWallet[]> {
  const factory = getAddress(parameters.factory)
  const account = getAddress(parameters.account)
  const fromBlock = await client.readContract({
    address: factory,
    abi: multisigFactoryAbi,
    functionName: 'deploymentBlock',
  })
  const logs = await client.getContractEvents({
    address: factory,
    abi: multisigFactoryAbi,
    eventName: 'WalletCreated',
    fromBlock,
    toBlock: 'latest',
    strict: true,
  })
  const candidates = logs.filter(
    (log) =>
      isAddressEqual(log.args.creator, account) ||
      log.args.signers.some((signer) => isAddressEqual(signer, account)),
  )
  if (candidates.length === 0) return []
  const membership = await client.multicall({
    contracts: candidates.map(
      (log) =>
        ({
          address: log.args.wallet,
          abi: multisigWalletAbi,
          functionName: 'isSigner',
          args: [account],
        }) as const,
    ),
    allowFailure: true,
  })
  return candidates
    .map((log, index) => ({
      wallet: getAddress(log.args.wallet),
      creator: getAddress(log.args.creator),
      isSigner: membership[index]?.status === 'success' && membership[index].result === true,
      blockNumber: log.blockNumber,
    }))
    .reverse()
}

import {
  type Address,
  concat,
  encodeEventTopics,
  getAddress,
  type Hex,
  isAddressEqual,
  type PublicClient,
  pad,
  sliceHex,
} from 'viem'
import { multisigFactoryAbi } from '../contracts/MultisigFactory.abi.ts'
import { multisigWalletAbi } from '../contracts/MultisigWallet.abi.ts'
import { type ScanLogsParameters, scanLogs } from '../logs/scanLogs.ts'

export type FoundMultisigWallet = {
  wallet: Address
  /** Who created it, when the account's search found its creation (undefined for a wallet joined later). */
  creator?: Address | undefined
  /** Whether `account` is a signer now (signers may have changed since). */
  isSigner: boolean
  /** Block of the earliest log that tied the account to the wallet (creation or being added). */
  blockNumber: bigint
}

export type FindMultisigWalletsParameters = {
  /** The chain's MultisigFactory. */
  factory: Address
  account: Address
} & Pick<ScanLogsParameters, 'signal' | 'onProgress' | 'initialChunk' | 'maxChunk'>

const walletCreatedTopic = encodeEventTopics({ abi: multisigFactoryAbi, eventName: 'WalletCreated' })[0]
const signerAddedTopic = encodeEventTopics({ abi: multisigWalletAbi, eventName: 'SignerAdded' })[0]

/** The runtime code of an EIP-1167 clone of `implementation`: what every factory wallet is. */
export function multisigCloneCode(implementation: Address): Hex {
  return concat([
    '0x363d3d373d3d3d363d73',
    implementation,
    '0x5af43d82803e903d91602b57fd5bf3',
  ]).toLowerCase() as Hex
}

/**
 * Every wallet of the chain's factory that `account` created or was ever made a signer of, newest
 * first, each with whether `account` is a signer now. Two log searches from the factory's
 * deployment block, both in adaptive chunks (core `logs/scanLogs`: public RPCs refuse a whole
 * history in one request): the factory's `WalletCreated` with `account` as creator, and
 * `SignerAdded(account)` from any contract, which covers the first signers (initialisation emits
 * it) and signers added later by an order. Any contract can emit a `SignerAdded`, so an emitter
 * counts only when its code is exactly a clone of this factory's implementation. Membership now is
 * one aggregated read.
 *
 * @example
 * const mine = await findMultisigWallets(publicClient, { factory, account })
 */
export async function findMultisigWallets(
  client: PublicClient,
  parameters: FindMultisigWalletsParameters,
): Promise<FoundMultisigWallet[]> {
  const { signal, onProgress, initialChunk, maxChunk } = parameters
  const factory = getAddress(parameters.factory)
  const account = getAddress(parameters.account)
  const [fromBlock, implementation] = await Promise.all([
    client.readContract({ address: factory, abi: multisigFactoryAbi, functionName: 'deploymentBlock' }),
    client.readContract({ address: factory, abi: multisigFactoryAbi, functionName: 'implementation' }),
  ])
  const accountTopic = pad(account.toLowerCase() as Hex, { size: 32 })
  // No toBlock: each scan asks eth_blockNumber itself (viem's getBlockNumber may answer a cached,
  // older block, and a wallet joined just now would be missed).
  const scan = { fromBlock, signal, onProgress, initialChunk, maxChunk }
  const [created, added] = await Promise.all([
    scanLogs(client, { address: factory, topics: [walletCreatedTopic, null, accountTopic] }, scan),
    scanLogs(client, { topics: [signerAddedTopic, accountTopic] }, scan),
  ])

  const found = new Map<Address, FoundMultisigWallet>()
  for (const log of created) {
    const wallet = getAddress(sliceHex(log.topics[1]!, 12))
    found.set(wallet, { wallet, creator: account, isSigner: false, blockNumber: log.blockNumber })
  }
  const emitters = [...new Set(added.map((log) => getAddress(log.address)))].filter(
    (wallet) => !found.has(wallet),
  )
  const cloneCode = multisigCloneCode(implementation)
  const codes = await Promise.all(emitters.map((wallet) => client.getCode({ address: wallet })))
  for (const log of added) {
    const wallet = getAddress(log.address)
    const index = emitters.indexOf(wallet)
    if (found.has(wallet) || index < 0 || codes[index]?.toLowerCase() !== cloneCode) continue
    found.set(wallet, { wallet, isSigner: false, blockNumber: log.blockNumber })
  }
  const wallets = [...found.values()]
  if (wallets.length === 0) return []
  const membership = await client.multicall({
    contracts: wallets.map(
      (entry) =>
        ({
          address: entry.wallet,
          abi: multisigWalletAbi,
          functionName: 'isSigner',
          args: [account],
        }) as const,
    ),
    allowFailure: true,
  })
  return wallets
    .map((entry, index) => ({
      ...entry,
      isSigner: membership[index]?.status === 'success' && membership[index].result === true,
    }))
    .filter((entry) => entry.isSigner || (entry.creator && isAddressEqual(entry.creator, account)))
    .sort((left, right) =>
      left.blockNumber < right.blockNumber ? 1 : left.blockNumber > right.blockNumber ? -1 : 0,
    )
}

import { writeFileSync } from 'node:fs'
import type { LocalNode } from '@tokenbox/core/local/localNodeProcess.ts'
import { startAnvilNode } from '@tokenbox/core/local/startAnvilNode.ts'
import { createPublicClient, createWalletClient, http, type PublicClient, type WalletClient } from 'viem'
import { foundry } from 'viem/chains'

/**
 * Starts an anvil node as local chain `chainId` for the inscription indexer: the deployments file at
 * `deploymentsFile` names its RPC URL and no contracts, and its clients poll every 50 ms.
 *
 * @example
 * const { node, publicClient, walletClient } = await startLocalInscriptionChain(deploymentsFile, 31337)
 */
export async function startLocalInscriptionChain(
  deploymentsFile: string,
  chainId: number,
): Promise<{ node: LocalNode; publicClient: PublicClient; walletClient: WalletClient }> {
  const node = await startAnvilNode()
  writeFileSync(deploymentsFile, JSON.stringify({ chainId, rpcUrl: node.url, contracts: {} }))
  const chain = { ...foundry, rpcUrls: { default: { http: [node.url] } } }
  const publicClient = createPublicClient({
    chain,
    transport: http(node.url),
    pollingInterval: 50,
  }) as PublicClient
  const walletClient = createWalletClient({ chain, transport: http(node.url), pollingInterval: 50 })
  return { node, publicClient, walletClient }
}

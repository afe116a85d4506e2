import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { defineLocalChainEntry } from '@tokenbox/core/local/defineLocalChainEntry.ts'
import { deployLocalInfrastructure } from '@tokenbox/core/local/deployLocalInfrastructure.ts'
import type { LocalDeployments } from '@tokenbox/core/local/localDeployments.ts'
import type { LocalNode } from '@tokenbox/core/local/localNodeProcess.ts'
import { startAnvilNode } from '@tokenbox/core/local/startAnvilNode.ts'
import { deployTrapTokens } from '@tokenbox/core/testing/deployTrapTokens.ts'
import { type Address, createPublicClient, createWalletClient, http, type PublicClient } from 'viem'
import { hardhat } from 'viem/chains'

export type CheckChain = {
  node: LocalNode
  /** What a TokenBox site serving this chain hands out (its config's `localChains`). */
  deployments: LocalDeployments
  entry: ChainEntry
  /** A honeypot (every buyer is blacklisted) and a clean token, each with its pool. */
  tokens: { blacklistHoneypot: Address; clean: Address }
  /** An account with no code. */
  wallet: Address
  stop: () => Promise<void>
}

/**
 * A local chain to check tokens on: an anvil node with TokenBox's infrastructure (the AMM, WETH,
 * the locker, the aggregator) and two of core's trap tokens, the honeypot and the clean one.
 *
 * @example
 * const chain = await startCheckChain()
 * await runQuickCheck({ client: publicClientFor(chain.entry), entry: chain.entry, token: chain.tokens.clean, siteUrl })
 */
export async function startCheckChain(): Promise<CheckChain> {
  const node = await startAnvilNode()
  try {
    const chain = { ...hardhat, rpcUrls: { default: { http: [node.url] } } }
    const transport = http(node.url)
    const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 }) as PublicClient
    const accounts = await createWalletClient({ chain, transport }).getAddresses()
    const deployer = createWalletClient({ account: accounts[0]!, chain, transport, pollingInterval: 50 })
    const deployed = await deployLocalInfrastructure({ walletClient: deployer, publicClient })
    const { router, factory, weth, lock } = deployed.contracts
    const { tokens } = await deployTrapTokens({
      publicClient,
      walletClient: createWalletClient({ chain, transport, pollingInterval: 50 }),
      account: accounts[1]!,
      contracts: { router, factory, weth, locker: lock },
      only: ['blacklistHoneypot', 'clean'],
    })
    const deployments = { ...deployed, rpcUrl: node.url }
    return {
      node,
      deployments,
      entry: defineLocalChainEntry(deployments),
      tokens,
      wallet: accounts[9]!,
      stop: () => node.stop(),
    }
  } catch (error) {
    await node.stop()
    throw error
  }
}

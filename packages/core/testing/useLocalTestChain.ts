import { createPublicClient, createWalletClient, http, type PublicClient, type WalletClient } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll } from 'vitest'
import type { LocalNode } from '../src/local/localNodeProcess.ts'
import { startAnvilNode } from '../src/local/startAnvilNode.ts'
import {
  type LocalTestChain,
  type StartLocalTestChainParameters,
  startLocalTestChain,
} from './localTestChain.ts'

/**
 * The chain fixture of a test file or `describe` block: a local test chain (startLocalTestChain)
 * started before its tests and stopped after them, the one setup every chain test shares. The
 * object returned is filled once the chain runs, so it is read inside tests and hooks, never at
 * the top of the file; the accounts are known before (devAccounts). Hooks the test adds after this
 * call run once the chain is up.
 *
 * @example
 * const chain = useLocalTestChain()
 * const [creator, buyer] = devAccounts
 * beforeAll(async () => { token = await deployTestSale(chain, creator) })
 * it('lists the sale', async () => {
 *   expect(await listSaleTokens(chain.publicClient, { fromBlock: chain.readyBlock })).toMatchObject(…)
 * })
 */
export function useLocalTestChain(parameters: StartLocalTestChainParameters = {}): LocalTestChain {
  const chain = {} as LocalTestChain
  // As long as a start may take: a Hardhat node is waited on for 180 s, then the infrastructure is
  // deployed. The 60 s default was passed at load 20 (logScansThroughProviders, its own 180 s lost).
  beforeAll(async () => {
    Object.assign(chain, await startLocalTestChain(parameters))
  }, 240_000)
  afterAll(async () => {
    await chain.stop?.()
  })
  return chain
}

/** A bare anvil node (nothing deployed on it) and clients polling it every 50 ms. */
export type LocalNodeClients = {
  node: LocalNode
  publicClient: PublicClient
  /** A wallet client without a fixed account: pass `account` per call (devAccounts sign). */
  walletClient: WalletClient
}

/**
 * The bare-node fixture, for a test that deploys what it needs itself (no AMM, no stablecoins, no
 * locker): an anvil node started before the tests of the file or `describe` block and stopped
 * after them, with its clients. Filled once the node runs, as useLocalTestChain's object is.
 *
 * @example
 * const local = useLocalNode()
 * const [owner] = devAccounts
 * it('deploys', async () => { await local.walletClient.deployContract({ account: owner, … }) })
 */
export function useLocalNode(): LocalNodeClients {
  const local = {} as LocalNodeClients
  beforeAll(async () => {
    const node = await startAnvilNode()
    const chain = { ...hardhat, rpcUrls: { default: { http: [node.url] } } }
    const transport = http(node.url)
    Object.assign(local, {
      node,
      publicClient: createPublicClient({ chain, transport, pollingInterval: 50 }),
      walletClient: createWalletClient({ chain, transport, pollingInterval: 50 }),
    })
    // An anvil start, at load 20 as slow as the chain fixture's above.
  }, 120_000)
  afterAll(async () => {
    await local.node?.stop()
  })
  return local
}

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deployLocalInfrastructure } from '@tokenbox/core/local/deployLocalInfrastructure.ts'
import { type LocalDeployments, writeLocalDeployments } from '@tokenbox/core/local/localDeployments.ts'
import { startHardhatNode } from '@tokenbox/core/local/startHardhatNode.ts'
import type { BrowserContext } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type PublicClient,
} from 'viem'
import { ensureWebBuild } from './ensureWebBuild.ts'
import { launchBrowser } from './launchBrowser.ts'
import { startServer } from './startServer.ts'

export type Stack = {
  /** The server (web app + API), e.g. http://127.0.0.1:53122. */
  baseUrl: string
  /** The local node's JSON-RPC URL. */
  rpcUrl: string
  deployments: LocalDeployments
  /** The node's funded dev accounts; [0] deployed the infrastructure. */
  accounts: readonly Address[]
  publicClient: PublicClient
  context: BrowserContext
  /** The server's data folder (its SQLite database is tokenbox.db there), for tests that seed rows. */
  dataDir: string
  /** Stops browser, server and node (each by its own handle / PID) and removes temp files. */
  stop: () => Promise<void>
}

/**
 * Starts the whole TokenBox stack for one test file on free ports: a Hardhat node, the local
 * infrastructure deployed to it (written to a temp local-deployments.json with the node's URL),
 * the server serving the built web app with the local chain enabled, and headless Chromium.
 * Whatever started is stopped again if a later part fails.
 *
 * @example
 * let stack: Stack
 * beforeAll(async () => { stack = await startStack() }, 240_000)
 * afterAll(() => stack?.stop())
 */
export async function startStack(options: { serverEnv?: Record<string, string> } = {}): Promise<Stack> {
  const cleanups: (() => Promise<void> | void)[] = []
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  }
  try {
    const webDist = ensureWebBuild()
    const dataDir = mkdtempSync(join(tmpdir(), 'tokenbox-e2e-'))
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))

    const node = await startHardhatNode()
    cleanups.push(node.stop)
    const chain = defineChain({
      id: 31337,
      name: 'TokenBox Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [node.url] } },
    })
    const publicClient = createPublicClient({ chain, transport: http(node.url) }) as PublicClient
    const accounts = await createWalletClient({ chain, transport: http(node.url) }).getAddresses()
    const walletClient = createWalletClient({ account: accounts[0]!, chain, transport: http(node.url) })
    const deployments = await deployLocalInfrastructure({ walletClient, publicClient })
    const localDeployments = join(dataDir, 'local-deployments.json')
    // rpcUrl tells the web app where this node listens (it is on a free port, not 8545).
    writeLocalDeployments(localDeployments, { ...deployments, rpcUrl: node.url })

    const server = await startServer({ dataDir, webDist, localDeployments, env: options.serverEnv })
    cleanups.push(server.stop)

    const browser = await launchBrowser()
    cleanups.push(browser.close)

    return {
      baseUrl: server.url,
      rpcUrl: node.url,
      deployments,
      accounts,
      publicClient,
      context: browser.context,
      dataDir,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

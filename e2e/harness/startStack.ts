import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { buildForProbe, probeEvm } from '@tokenbox/core/evm/probeEvm.ts'
import { deployLocalInfrastructure } from '@tokenbox/core/local/deployLocalInfrastructure.ts'
import { installLocalSharedContracts } from '@tokenbox/core/local/installLocalSharedContracts.ts'
import {
  isLocalDeploymentCurrent,
  type LocalDeployments,
  readLocalDeployments,
  writeLocalDeployments,
} from '@tokenbox/core/local/localDeployments.ts'
import {
  type LocalNetworkName,
  localChainStateFile,
  localNetworks,
} from '@tokenbox/core/local/localNetworks.ts'
import { startAnvilNode } from '@tokenbox/core/local/startAnvilNode.ts'
import { devAccounts } from '@tokenbox/core/testing/localTestChain.ts'
import { startHardhatNode } from '@tokenbox/core/testing/startHardhatNode.ts'
import type { BrowserContext } from 'playwright-core'
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type PublicClient,
} from 'viem'
import { ensureWebBuild } from './ensureWebBuild.ts'
import { launchBrowser } from './launchBrowser.ts'
import { startServer } from './startServer.ts'

/** One local chain of the stack: its node and what was deployed there. */
export type StackChain = {
  network: LocalNetworkName
  chainId: number
  /** The node's JSON-RPC URL. */
  rpcUrl: string
  /** For viem clients of this chain (the node signs for its dev accounts). */
  chain: Chain
  deployments: LocalDeployments
  publicClient: PublicClient
}

export type Stack = {
  /** The server (web app + API), e.g. http://127.0.0.1:53122. */
  baseUrl: string
  /** The first local chain's node JSON-RPC URL (the default local chain unless asked otherwise). */
  rpcUrl: string
  deployments: LocalDeployments
  /** The node's funded dev accounts; [0] deployed the infrastructure (the same on every node). */
  accounts: readonly Address[]
  publicClient: PublicClient
  /** Every local chain started, in the order asked (the first is `rpcUrl`, `deployments`, ...). */
  chains: readonly [StackChain, ...StackChain[]]
  context: BrowserContext
  /** The server's data folder (its SQLite database is tokenbox.db there), for tests that seed rows. */
  dataDir: string
  /**
   * Stops browser, server and nodes (each by its own handle / PID; the nodes write their state) and
   * removes temp files (not a `dataDir` the caller gave).
   */
  stop: () => Promise<void>
}

export type StartStackOptions = {
  serverEnv?: Record<string, string>
  /** Another build of the web app to serve (e.g. one with source maps, for a profile). Default: apps/web/dist, built when stale. */
  webDist?: string
  /**
   * The local chains to run (core's localNetworks), as `make start` runs them: `['default']` by
   * default; `['default', 'berlin']` adds the older Berlin chain (31338, london build). Each is a
   * node of its own, started and deployed side by side.
   */
  localNetworks?: readonly [LocalNetworkName, ...LocalNetworkName[]]
  /**
   * A data folder to run in as `make start` runs in data/: each chain keeps its state in
   * `<dataDir>/chains/<network>/state.json` (loaded when present, written when the stack stops),
   * the deployments files are reused while current, and the server's database stays. The caller
   * removes it. Default: a fresh temp folder, chains in memory, removed on stop.
   */
  dataDir?: string
  /**
   * Let the guide's first-visit offers show (the welcome card, a tool's "Show me around"). Off by
   * default: every other test opens a fresh profile, and the offers would be one more thing on
   * screen at 375 px than the test expects; e2e/tests/tour.e2e.test.ts turns them on.
   */
  guideOffers?: boolean
  /** An unpacked browser extension for Chromium to load (the built apps/extension/dist). */
  extensionPath?: string
  /** Pages with their animations (launchBrowser's `motion`); by default the browser asks for reduced motion. */
  motion?: boolean
  /** V8 with its optimizing compilers, as users' browsers run it (launchBrowser's `userEngine`): the benchmarks. */
  userEngine?: boolean
  /**
   * Mine an empty block every this many seconds besides one per transaction, as `make start`'s
   * chains do (core's localIdleBlockSeconds). Off by default: the tests move the chain's clock
   * themselves and expect a block only for what they send.
   */
  idleBlockSeconds?: number
  /**
   * Which node runs the chains: `anvil` (default), what `make start` runs; or `hardhat`, Hardhat's
   * EDR node, for a test that needs a long chain: `hardhat_mine` of 200,000 empty blocks takes it
   * milliseconds and anvil 1.7.1 over 20 minutes (measured: 10,000 blocks in 76 s). A Hardhat chain
   * keeps no state file (`dataDir` persistence is anvil's).
   */
  node?: 'anvil' | 'hardhat'
}

/**
 * A guide record (apps/web/src/app/tour/tourProgress.ts) that has answered every offer: the welcome
 * dismissed, each tool's hint closed. Written only where the profile has none, so a test that runs
 * a tour still sees its progress after a reload.
 */
const answeredGuideOffers = JSON.stringify({
  welcome: 'dismissed',
  tours: {},
  hintsClosed: ['createToken', 'lock', 'multiSender', 'launchpad'],
})

/**
 * Starts one local chain: an anvil node of `network` on a free port (what `make start` runs, core's
 * startAnvilNode), and the local infrastructure deployed to it in the build the node runs (probed,
 * as `make start`'s deploy step does), written to `<dataDir>/<its deployments file>` with the
 * node's URL. With `persist`, the chain's state file under dataDir is loaded and kept, and a
 * deployments file that is current on that chain is reused, as `make start` does.
 */
async function startLocalChain(
  network: LocalNetworkName,
  dataDir: string,
  persist: boolean,
  cleanups: (() => Promise<void> | void)[],
  idleBlockSeconds: number | undefined,
  kind: 'anvil' | 'hardhat' = 'anvil',
): Promise<StackChain & { accounts: readonly Address[]; deploymentsPath: string }> {
  const local = localNetworks.find((candidate) => candidate.network === network)!
  const stateFile = persist ? join(dataDir, localChainStateFile(network)) : undefined
  if (stateFile) mkdirSync(dirname(stateFile), { recursive: true })
  if (kind === 'hardhat' && (stateFile || idleBlockSeconds !== undefined))
    throw new Error('A Hardhat chain keeps no state file and mines no idle blocks: use anvil for that')
  const node =
    kind === 'hardhat'
      ? await startHardhatNode({ network })
      : await startAnvilNode({
          network,
          ...(stateFile ? { stateFile } : {}),
          ...(idleBlockSeconds === undefined ? {} : { idleBlockSeconds }),
        })
  cleanups.push(node.stop)
  const chain = defineChain({
    id: local.chainId,
    name: network === 'default' ? 'TokenBox Local' : `TokenBox Local (${network})`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [node.url] } },
  })
  // No cached block number (viem keeps one for 4 s by default): a test that reads the head after
  // its page's transactions must see them; collect.e2e once counted no blocks for a cached head.
  const publicClient = createPublicClient({ chain, transport: http(node.url), cacheTime: 0 }) as PublicClient
  const accounts = await createWalletClient({ chain, transport: http(node.url) }).getAddresses()
  // Suites name their roles from core's devAccounts before any node runs (`const [, creator] =
  // devAccounts`): a node with other accounts would give them addresses it holds no key for.
  if (devAccounts.some((account, index) => accounts[index] !== account))
    throw new Error(
      `startStack: the node's accounts are not devAccounts (${accounts.slice(0, 2).join(', ')}, …)`,
    )
  const walletClient = createWalletClient({ account: accounts[0]!, chain, transport: http(node.url) })
  const build = buildForProbe(await probeEvm(publicClient))
  const deploymentsPath = join(dataDir, local.deploymentsFile)
  const existing = persist ? readLocalDeployments(deploymentsPath) : undefined
  const deployments =
    existing && existing.build === build && (await isLocalDeploymentCurrent(publicClient, existing))
      ? existing
      : await deployLocalInfrastructure({ walletClient, publicClient, build })
  // The shared contracts that live at their one address, as scripts/start.ts installs them.
  await installLocalSharedContracts({ walletClient, publicClient, build })
  // rpcUrl tells the web app where this node listens (it is on a free port, not 8545).
  writeLocalDeployments(deploymentsPath, { ...deployments, rpcUrl: node.url })
  return {
    network,
    chainId: local.chainId,
    rpcUrl: node.url,
    chain,
    deployments,
    publicClient,
    accounts,
    deploymentsPath,
  }
}

/**
 * Starts the whole TokenBox stack for one test file on free ports: the local chains (an anvil
 * node each, with the local infrastructure deployed to it), the server serving the built web app
 * with those chains enabled, and headless Chromium. Whatever started is stopped again if a later
 * part fails.
 *
 * @example
 * let stack: Stack
 * beforeAll(async () => { stack = await startStack() }, 240_000)
 * afterAll(() => stack?.stop())
 * // the older chain too: stack.chains[1] is Berlin (31338)
 * stack = await startStack({ localNetworks: ['default', 'berlin'] })
 */
export async function startStack(options: StartStackOptions = {}): Promise<Stack> {
  const cleanups: (() => Promise<void> | void)[] = []
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  }
  // Chromium starts while the chains do: it needs nothing of them. (Its failure is thrown where it
  // is awaited below; the handler only keeps it from counting as unhandled meanwhile.)
  const browserStarting = launchBrowser({
    extensionPath: options.extensionPath,
    motion: options.motion,
    userEngine: options.userEngine,
  })
  browserStarting.catch(() => undefined)
  try {
    const webDist = options.webDist ?? ensureWebBuild()
    const persist = options.dataDir !== undefined
    const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'tokenbox-e2e-'))
    if (!persist) cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))

    // Side by side: a node's start and its deployments wait on the node, not on the other chain.
    // allSettled, so every node that did start is in `cleanups` before a failure is thrown.
    const settled = await Promise.allSettled(
      (options.localNetworks ?? ['default']).map((network) =>
        startLocalChain(network, dataDir, persist, cleanups, options.idleBlockSeconds, options.node),
      ),
    )
    const failed = settled.find((outcome) => outcome.status === 'rejected')
    if (failed) throw failed.reason
    const started = settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []))
    const [first, ...others] = started.map(({ accounts: _, deploymentsPath: __, ...chain }) => chain)
    if (!first) throw new Error('startStack needs at least one local network')
    const { accounts } = started[0]!

    const server = await startServer({
      dataDir,
      webDist,
      localDeployments: started.map((local) => local.deploymentsPath),
      env: options.serverEnv,
    })
    cleanups.push(server.stop)

    const browser = await browserStarting
    cleanups.push(browser.close)
    if (!options.guideOffers) {
      await browser.context.addInitScript((record) => {
        try {
          if (localStorage.getItem('tokenbox.guide') === null) localStorage.setItem('tokenbox.guide', record)
        } catch {
          // about:blank and opaque frames have no storage, and no guide either.
        }
      }, answeredGuideOffers)
    }

    return {
      baseUrl: server.url,
      rpcUrl: first.rpcUrl,
      deployments: first.deployments,
      accounts,
      publicClient: first.publicClient,
      chains: [first, ...others],
      context: browser.context,
      dataDir,
      stop,
    }
  } catch (error) {
    await stop()
    await (await browserStarting.catch(() => undefined))?.close()
    throw error
  }
}

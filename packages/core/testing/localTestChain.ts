import {
  type Address,
  createPublicClient,
  createWalletClient,
  http,
  type PublicClient,
  type WalletClient,
} from 'viem'
import { hardhat } from 'viem/chains'
import type { ContractBuild } from '../src/evm/contractBuild.ts'
import { deployLocalInfrastructure } from '../src/local/deployLocalInfrastructure.ts'
import { installLocalSharedContracts } from '../src/local/installLocalSharedContracts.ts'
import type { LocalContracts } from '../src/local/localDeployments.ts'
import type { LocalNode } from '../src/local/localNodeProcess.ts'
import { startAnvilNode } from '../src/local/startAnvilNode.ts'
import { startHardhatNode } from '../src/local/startHardhatNode.ts'
import { runSteps } from '../src/transactions/runSteps.ts'
import type { Step, StepResult } from '../src/transactions/types.ts'

/** A fresh local node with the local infrastructure deployed, for tests against a real chain. */
export type LocalTestChain = {
  node: LocalNode
  publicClient: PublicClient
  /** A wallet client without a fixed account: pass `account` per call (the node's accounts sign). */
  walletClient: WalletClient
  /** The node's funded dev accounts; `accounts[0]` deployed the infrastructure. */
  accounts: Address[]
  contracts: LocalContracts
  /**
   * Runs steps through the real step runner; throws with the failing step's message key. A call
   * without a `gasHeadroom` of its own gets {@link testCallGasHeadroom}.
   */
  runToDone: (steps: Step[], account: Address) => Promise<StepResult[]>
  stop: () => Promise<void>
}

/**
 * The headroom `runToDone` gives a call that brings none. The node estimates in the second of its
 * latest block and mines in the second the send arrives: on a loaded machine that is often the next
 * one, and a pool traded in the latest block then writes its two price accumulators (from zero: 20,000
 * gas each) that the estimate never saw; a test's bare router call ran out of gas that way (an
 * estimate of 116,290 mined at 161,415). The product's steps carry their own (`pairGasHeadroom`) and
 * keep it; only gas used is paid, so the headroom changes no balance a test reads.
 */
export const testCallGasHeadroom = 120_000n

export type StartLocalTestChainParameters = {
  /**
   * Which node: `anvil` (default), the node `make start` and the browser tests run, which starts
   * in about 0.15 s; or `hardhat`, Hardhat's EDR node (about 5 s to start, 20 s at a load of 6),
   * for a test that needs what only it does cheaply: `hardhat_mine` of thousands of empty blocks
   * takes EDR milliseconds and anvil 20 s and more (measured: 5,000 blocks, anvil 1.7.1).
   */
  node?: 'anvil' | 'hardhat'
}

/**
 * Starts a node, deploys the infrastructure (aggregator, WETH, AMM, stablecoins, locker, sender)
 * and returns clients polling every 50 ms. Tests call `stop()` in `afterAll`.
 *
 * @example
 * let chain: LocalTestChain
 * beforeAll(async () => { chain = await startLocalTestChain() })
 * afterAll(() => chain?.stop())
 * // thousands of empty blocks to mine: Hardhat's node
 * chain = await startLocalTestChain({ node: 'hardhat' })
 */
export async function startLocalTestChain(
  parameters: StartLocalTestChainParameters = {},
): Promise<LocalTestChain> {
  const node = parameters.node === 'hardhat' ? await startHardhatNode() : await startAnvilNode()
  const transport = http(node.url)
  const chain = { ...hardhat, rpcUrls: { default: { http: [node.url] } } }
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 }) as PublicClient
  const walletClient = createWalletClient({ chain, transport, pollingInterval: 50 })
  const accounts = await walletClient.getAddresses()
  const deployer = createWalletClient({
    account: accounts[0] as Address,
    chain,
    transport,
    pollingInterval: 50,
  })
  const { contracts } = await deployLocalInfrastructure({ walletClient: deployer, publicClient })
  // viem's multicall action reads the aggregator from the chain.
  Object.assign(chain, { contracts: { ...hardhat.contracts, multicall3: { address: contracts.multicall3 } } })

  const runToDone = async (steps: Step[], account: Address) => {
    const run = await runSteps({
      publicClient,
      walletClient,
      account,
      steps: steps.map((step) =>
        step.type === 'call' && step.gasHeadroom === undefined
          ? { ...step, gasHeadroom: testCallGasHeadroom }
          : step,
      ),
    })
    if (run.status === 'failed') {
      throw new Error(`step ${run.stepIndex} failed: ${run.message.key}`, { cause: run.error })
    }
    return run.results
  }
  return { node, publicClient, walletClient, accounts, contracts, runToDone, stop: () => node.stop() }
}

/**
 * Installs the shared contracts (mining and finance factories, bulk inscriber, inscription sale
 * factory) on a test chain from its deployer, as `make start` does after the infrastructure.
 *
 * @example
 * const { mining } = await installTestSharedContracts(chain)
 */
export function installTestSharedContracts(chain: LocalTestChain, build: ContractBuild = 'cancun') {
  const walletClient = createWalletClient({
    account: chain.accounts[0] as Address,
    chain: chain.publicClient.chain,
    transport: http(chain.node.url),
  })
  return installLocalSharedContracts({ walletClient, publicClient: chain.publicClient, build })
}

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
import { runSteps } from '../src/transactions/runSteps.ts'
import type { RunStepsResult, Step, StepResult } from '../src/transactions/types.ts'
import { startHardhatNode } from './startHardhatNode.ts'

/** A fresh local node with the local infrastructure deployed, for tests against a real chain. */
export type LocalTestChain = {
  node: LocalNode
  publicClient: PublicClient
  /** A wallet client without a fixed account: pass `account` per call (the node's accounts sign). */
  walletClient: WalletClient
  /** The node's funded dev accounts ({@link devAccounts}); `accounts[0]` deployed the infrastructure. */
  accounts: Address[]
  contracts: LocalContracts
  /** The newest block once the infrastructure is deployed: what a test makes comes after it (a log scan's start). */
  readyBlock: bigint
  /**
   * Runs steps through the real step runner; throws with the failing step's message key. A call
   * without a `gasHeadroom` of its own gets {@link testCallGasHeadroom}.
   */
  runToDone: (steps: Step[], account: Address) => Promise<StepResult[]>
  /**
   * Runs steps through the real step runner as they are (no headroom added) and answers how the run
   * ended, a failure included: for tests of what a refused step says.
   */
  run: (steps: readonly Step[], account: Address) => Promise<RunStepsResult>
  stop: () => Promise<void>
}

/**
 * The dev accounts of every local node the tests start, in order: anvil's and Hardhat's, both
 * derived from the usual test mnemonic (`test test … junk`), so a test names its roles at its top
 * (`const [creator, buyer] = devAccounts`) instead of reading them once the node runs.
 * startLocalTestChain checks the node's list against it.
 */
const devAccountList = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
  '0xBcd4042DE499D14e55001CcbB24a551F3b954096',
  '0x71bE63f3384f5fb98995898A86B02Fb2426c5788',
  '0xFABB0ac9d68B0B445fB7357272Ff202C5651694a',
  '0x1CBd3b2770909D4e10f157cABC84C7264073C9Ec',
  '0xdF3e18d64BC6A983f673Ab319CCaE4f1a57C7097',
  '0xcd3B766CCDd6AE721141F452C550Ca635964ce71',
  '0x2546BcD3c84621e976D8185a91A922aE77ECEc30',
  '0xbDA5747bFD65F08deb54cb465eB87D40e51B197E',
  '0xdD2FD4581271e230360230F9337D5c0430Bf44C0',
  '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199',
] as const

/** A tuple of the same length whose every element is an Address (a role's type is not one literal address). */
type AsAddresses<list> = { readonly [index in keyof list]: Address }

export const devAccounts = devAccountList as AsAddresses<typeof devAccountList>

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
  if (devAccounts.some((account, index) => accounts[index] !== account)) {
    await node.stop()
    throw new Error(
      `startLocalTestChain: the node's accounts are not devAccounts (${accounts.slice(0, 2).join(', ')}, …)`,
    )
  }
  const deployer = createWalletClient({
    account: accounts[0] as Address,
    chain,
    transport,
    pollingInterval: 50,
  })
  const { contracts } = await deployLocalInfrastructure({ walletClient: deployer, publicClient })
  // viem's multicall action reads the aggregator from the chain.
  Object.assign(chain, { contracts: { ...hardhat.contracts, multicall3: { address: contracts.multicall3 } } })

  const run = (steps: readonly Step[], account: Address) =>
    runSteps({ publicClient, walletClient, account, steps })
  const runToDone = async (steps: Step[], account: Address) => {
    const outcome = await run(
      steps.map((step) =>
        step.type === 'call' && step.gasHeadroom === undefined
          ? { ...step, gasHeadroom: testCallGasHeadroom }
          : step,
      ),
      account,
    )
    if (outcome.status === 'failed') {
      throw new Error(`step ${outcome.stepIndex} failed: ${outcome.message.key}`, { cause: outcome.error })
    }
    return outcome.results
  }
  const readyBlock = await publicClient.getBlockNumber({ cacheTime: 0 })
  return {
    node,
    publicClient,
    walletClient,
    accounts,
    contracts,
    readyBlock,
    runToDone,
    run,
    stop: () => node.stop(),
  }
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

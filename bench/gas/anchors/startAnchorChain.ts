/**
 * The chain every real-anchor measurement runs on (issue 49): a fresh anvil node, hardfork cancun,
 * one transaction per block (automine), each block 12 s after the one before, so the figures are
 * the same on every run whatever the wall clock says.
 */

import { startAnvilProcess } from '@tokenbox/core/local/startAnvilNode.ts'
import {
  type Abi,
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeDeployData,
  type Hex,
  http,
  type PublicClient,
  type TransactionReceipt,
} from 'viem'
import { foundry } from 'viem/chains'

export type AnchorChain = {
  publicClient: PublicClient
  /** The node's funded dev accounts (JSON-RPC signing), in the node's order. */
  accounts: readonly Address[]
  /** What the node calls itself, e.g. "anvil 1.7.1, hardfork cancun". */
  node: string
  /** Sends one transaction in its own block, 12 s after the last; throws when it reverts. */
  send: (transaction: {
    from: Address
    to: Address
    data: Hex
    value?: bigint
  }) => Promise<TransactionReceipt>
  /** Deploys `bytecode` with constructor `args` in its own block; returns the address and the receipt. */
  deploy: (deployment: {
    from: Address
    abi: Abi
    bytecode: Hex
    args?: readonly unknown[]
  }) => Promise<{ address: Address; receipt: TransactionReceipt }>
  stop: () => Promise<void>
}

export type StartAnchorChainParameters = {
  /** The port anvil listens on (the bench keeps to 18500-18999 so it never meets the dev chain). */
  port: number
}

const hardfork = 'cancun'
// A fixed genesis time: with 12 s steps from it, every block's timestamp is the same on each run.
const genesisTimestamp = 1_700_000_000n
const blockSeconds = 12n
// Every transaction gets this limit rather than an estimate: anvil estimates against the latest
// block, so a call whose path depends on block.number (MasterChef's updatePool mints only in a later
// block) would be estimated on the cheaper path and run out of gas. The limit does not change gasUsed.
const gas = 10_000_000n

/**
 * Starts anvil on `port` and returns clients that send one transaction per block.
 *
 * @example
 * const chain = await startAnchorChain({ port: 18731 })
 * try {
 *   const { address } = await chain.deploy({ from: chain.accounts[0], abi, bytecode, args: [] })
 *   const receipt = await chain.send({ from: chain.accounts[0], to: address, data })
 *   console.log(receipt.gasUsed)
 * } finally {
 *   await chain.stop()
 * }
 */
export async function startAnchorChain(parameters: StartAnchorChainParameters): Promise<AnchorChain> {
  const process = await startAnvilProcess({
    args: ['--host', '127.0.0.1', '--hardfork', hardfork, '--timestamp', String(genesisTimestamp)],
    port: parameters.port,
    timeoutMs: 60_000,
  })
  const chain = { ...foundry, rpcUrls: { default: { http: [process.url] } } }
  const transport = http(process.url)
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 }) as PublicClient
  const walletClient = createWalletClient({ chain, transport, pollingInterval: 50 })
  const testClient = createTestClient({ chain, transport, mode: 'anvil' })
  const accounts = await walletClient.getAddresses()
  // "anvil/v1.7.1"
  const version = (await publicClient.request({ method: 'web3_clientVersion' })).replace(/^anvil\/v/, '')

  let timestamp = genesisTimestamp
  const nextBlock = async () => {
    timestamp += blockSeconds
    await testClient.setNextBlockTimestamp({ timestamp })
  }
  const confirm = async (hash: Hex) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`)
    return receipt
  }

  return {
    publicClient,
    accounts,
    node: `anvil ${version}, hardfork ${hardfork}`,
    send: async ({ from, to, data, value = 0n }) => {
      await nextBlock()
      return await confirm(await walletClient.sendTransaction({ account: from, chain, to, data, value, gas }))
    },
    deploy: async ({ from, abi, bytecode, args = [] }) => {
      await nextBlock()
      const data = encodeDeployData({ abi, bytecode, args })
      const receipt = await confirm(await walletClient.sendTransaction({ account: from, chain, data, gas }))
      if (!receipt.contractAddress)
        throw new Error(`Deployment ${receipt.transactionHash} created no contract`)
      return { address: receipt.contractAddress, receipt }
    },
    stop: process.stop,
  }
}

import {
  createPublicClient,
  createWalletClient,
  custom,
  type EIP1193RequestFn,
  http,
  type PublicClient,
} from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getFreePort, type HardhatNode, startHardhatNode } from '../local/startHardhatNode.ts'
import { computeGasPrice } from './computeGasPrice.ts'
import { getGasFees } from './getGasFees.ts'

let node: HardhatNode
let publicClient: PublicClient

beforeAll(async () => {
  node = await startHardhatNode()
  publicClient = createPublicClient({ chain: hardhat, transport: http(node.url), pollingInterval: 50 })
  // Twelve blocks with transactions, so the history has 10 full blocks behind it.
  const walletClient = createWalletClient({ chain: hardhat, transport: http(node.url) })
  const [from, to] = await walletClient.getAddresses()
  for (let index = 0; index < 12; index++) {
    const hash = await walletClient.sendTransaction({ account: from!, to: to!, value: BigInt(index + 1) })
    await publicClient.waitForTransactionReceipt({ hash })
  }
})

afterAll(async () => {
  await node?.stop()
})

describe('getGasFees on a local node', () => {
  it('prices from 10 blocks of fee history at the 50th percentile', async () => {
    const history = await publicClient.getFeeHistory({ blockCount: 10, rewardPercentiles: [50] })
    expect(history.baseFeePerGas).toHaveLength(11)
    expect(history.reward).toHaveLength(10)
    const computed = computeGasPrice(history)!
    const fees = await getGasFees(publicClient)
    // Hardhat has a base fee (EIP-1559): the price splits into tip and cap.
    expect(fees.maxPriorityFeePerGas).toBe(computed.price - computed.baseFeePerGas)
    expect(fees.maxFeePerGas).toBeGreaterThanOrEqual(computed.price)
    expect(fees.maxFeePerGas).toBeGreaterThanOrEqual(computed.nextBaseFeePerGas)
    expect(fees.gasPrice).toBeUndefined()
  })

  it('applies the Polygon minimum to the tip when asked for chain 137', async () => {
    const fees = await getGasFees(publicClient, { chainId: 137 })
    const history = await publicClient.getFeeHistory({ blockCount: 10, rewardPercentiles: [50] })
    const computed = computeGasPrice(history)!
    expect(fees.maxPriorityFeePerGas).toBe(50_000_000_000n - computed.baseFeePerGas)
    expect(fees.maxFeePerGas).toBeGreaterThanOrEqual(50_000_000_000n)
  })

  it('prices a transaction the node accepts and mines', async () => {
    const walletClient = createWalletClient({ chain: hardhat, transport: http(node.url) })
    const [from, to] = await walletClient.getAddresses()
    const fees = await getGasFees(publicClient)
    const hash = await walletClient.sendTransaction({ account: from!, to: to!, value: 1n, ...fees })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const block = await publicClient.getBlock({ blockNumber: receipt.blockNumber })
    expect(receipt.effectiveGasPrice).toBe(block.baseFeePerGas! + fees.maxPriorityFeePerGas!)
  })

  it('leaves the price to the wallet when the node has no eth_feeHistory', async () => {
    const forward = http(node.url)({ chain: hardhat })
    const request: EIP1193RequestFn = async (args) => {
      if (args.method === 'eth_feeHistory')
        throw Object.assign(new Error('Method not found'), { code: -32601 })
      return forward.request(args as never)
    }
    const client = createPublicClient({ chain: hardhat, transport: custom({ request }) })
    expect(await getGasFees(client)).toEqual({})
    expect(await getGasFees(client, { chainId: 56 })).toEqual({ gasPrice: 1_000_000_000n })
  })

  it('throws when the RPC is down, so the flow reports it', async () => {
    const port = await getFreePort()
    const client = createPublicClient({ transport: http(`http://127.0.0.1:${port}`, { retryCount: 0 }) })
    await expect(getGasFees(client, { chainId: 1 })).rejects.toMatchObject({ name: 'HttpRequestError' })
  })
})

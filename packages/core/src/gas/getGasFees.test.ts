import { QueryClient } from '@tanstack/query-core'
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  type EIP1193RequestFn,
  erc20Abi,
  http,
  type PublicClient,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startProviderProxy } from '../../testing/providerProxy.ts'
import { getFreePort, type HardhatNode, startHardhatNode } from '../../testing/startHardhatNode.ts'
import { collectFromWallet } from '../collect/collectFromWallet.ts'
import { getCollectGasPrice } from '../collect/getCollectGasPrice.ts'
import { InsufficientBalanceError } from '../errors/transaction.ts'
import { call } from '../transactions/call.ts'
import { runSteps } from '../transactions/runSteps.ts'
import { transfer } from '../transactions/transfer.ts'
import { computeGasPrice } from './computeGasPrice.ts'
import { getGasFees } from './getGasFees.ts'
import { getGasLimit } from './getGasLimit.ts'
import { readSpendableNative } from './readSpendableNative.ts'
import { spendableNativeQueryOptions } from './spendableNativeQuery.ts'

const gwei = 1_000_000_000n

/** The older local chain: contracts/hardhat.config.ts's `berlin` network. */
const hardhatBerlin = defineChain({ ...hardhat, id: 31338, name: 'Hardhat (Berlin)' })

/** One node of each kind, started together once for the whole file. */
type LocalChain = { node: HardhatNode; chain: Chain; publicClient: PublicClient; accounts: Address[] }
let london: LocalChain
let berlin: LocalChain

async function startChain(network: 'default' | 'berlin', chain: Chain): Promise<LocalChain> {
  const node = await startHardhatNode({ network })
  const publicClient = createPublicClient({ chain, transport: http(node.url), pollingInterval: 50 })
  const accounts = await createWalletClient({ chain, transport: http(node.url) }).getAddresses()
  return { node, chain, publicClient, accounts }
}

const walletOf = ({ chain, node }: LocalChain) =>
  createWalletClient({ chain, transport: http(node.url), pollingInterval: 50 })

beforeAll(async () => {
  const started = await Promise.allSettled([
    startChain('default', hardhat),
    startChain('berlin', hardhatBerlin),
  ])
  const [defaultNode, berlinNode] = started.map((result) =>
    result.status === 'fulfilled' ? result.value : undefined,
  )
  if (!defaultNode || !berlinNode) {
    await Promise.all([defaultNode?.node.stop(), berlinNode?.node.stop()])
    throw started.find((result) => result.status === 'rejected')?.reason
  }
  london = defaultNode
  berlin = berlinNode
  // Twelve blocks with transactions on the EIP-1559 node, so its history has 10 full blocks.
  const [from, to] = london.accounts
  for (let index = 0; index < 12; index++) {
    const hash = await walletOf(london).sendTransaction({ account: from!, to: to!, value: BigInt(index + 1) })
    await london.publicClient.waitForTransactionReceipt({ hash })
  }
  // As long as startHardhatNode waits (180 s): at load 18 the node took longer than the 60 s default.
}, 200_000)

afterAll(async () => {
  await Promise.all([london?.node.stop(), berlin?.node.stop()])
})

/** A client of the London node through an endpoint that answers eth_feeHistory as "Method not found". */
function withoutFeeHistory() {
  const forward = http(london.node.url)({ chain: hardhat })
  const request: EIP1193RequestFn = async (args) => {
    if (args.method === 'eth_feeHistory') throw Object.assign(new Error('Method not found'), { code: -32601 })
    return forward.request(args as never)
  }
  return createPublicClient({ chain: hardhat, transport: custom({ request }) })
}

describe('the two local nodes', () => {
  it('the default node has a base fee; the Berlin node (chain 31338) has none and refuses type 2', async () => {
    expect(await london.publicClient.getChainId()).toBe(31337)
    expect((await london.publicClient.getBlock()).baseFeePerGas).toBeGreaterThan(0n)

    expect(await berlin.publicClient.getChainId()).toBe(31338)
    expect((await berlin.publicClient.getBlock()).baseFeePerGas).toBeNull()
    // Why the strategy must not read fee history there: the node refuses it (-32000, not "method
    // not found"), which the fee-history-only strategy threw at every flow.
    await expect(
      berlin.publicClient.getFeeHistory({ blockCount: 10, rewardPercentiles: [50] }),
    ).rejects.toThrow(/London hardfork/)
    const [from, to] = berlin.accounts
    await expect(
      walletOf(berlin).sendTransaction({
        account: from!,
        to: to!,
        value: 1n,
        type: 'eip1559',
        maxFeePerGas: 10n * gwei,
        maxPriorityFeePerGas: gwei,
      }),
    ).rejects.toThrow(/EIP-1559 style fee params/)
  })
})

describe('getGasFees on an EIP-1559 node', () => {
  it('prices from 10 blocks of fee history at the 50th percentile', async () => {
    const history = await london.publicClient.getFeeHistory({ blockCount: 10, rewardPercentiles: [50] })
    expect(history.baseFeePerGas).toHaveLength(11)
    expect(history.reward).toHaveLength(10)
    const computed = computeGasPrice(history)!
    const fees = await getGasFees(london.publicClient)
    // Hardhat has a base fee (EIP-1559): the price splits into tip and cap.
    expect(fees.type).toBe('eip1559')
    expect(fees.maxPriorityFeePerGas).toBe(computed.price - computed.baseFeePerGas)
    expect(fees.maxFeePerGas).toBeGreaterThanOrEqual(computed.price)
    expect(fees.maxFeePerGas).toBeGreaterThanOrEqual(computed.nextBaseFeePerGas)
    expect(fees.gasPrice).toBeUndefined()
  })

  it('applies the Polygon minimum to the tip when asked for chain 137', async () => {
    const fees = await getGasFees(london.publicClient, { chainId: 137 })
    const history = await london.publicClient.getFeeHistory({ blockCount: 10, rewardPercentiles: [50] })
    const computed = computeGasPrice(history)!
    expect(fees.type).toBe('eip1559')
    expect(fees.maxPriorityFeePerGas).toBe(50n * gwei - computed.baseFeePerGas)
    expect(fees.maxFeePerGas).toBeGreaterThanOrEqual(50n * gwei)
  })

  it('prices a transaction the node accepts and mines', async () => {
    const [from, to] = london.accounts
    const fees = await getGasFees(london.publicClient)
    const hash = await walletOf(london).sendTransaction({ account: from!, to: to!, value: 1n, ...fees })
    const receipt = await london.publicClient.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.type).toBe('eip1559')
    const block = await london.publicClient.getBlock({ blockNumber: receipt.blockNumber })
    expect(receipt.effectiveGasPrice).toBe(block.baseFeePerGas! + fees.maxPriorityFeePerGas!)
  })

  it('leaves the price to the wallet when the node has no eth_feeHistory', async () => {
    const client = withoutFeeHistory()
    expect(await getGasFees(client)).toEqual({})
    expect(await getGasFees(client, { chainId: 56 })).toEqual({ type: 'legacy', gasPrice: gwei })
    // Refused in words no rule reads ("eth_feeHistory is not enabled for this key", -32000), by a
    // provider-like endpoint: the same, not a failure of every transaction.
    const proxy = await startProviderProxy({
      upstream: london.node.url,
      provider: 'unfamiliar',
      refusedMethods: ['eth_feeHistory'],
    })
    try {
      const through = createPublicClient({ chain: hardhat, transport: http(proxy.url, { retryCount: 0 }) })
      expect(await getGasFees(through)).toEqual({})
      expect(proxy.refusals().method).toBe(1)
    } finally {
      await proxy.stop()
    }
  })

  it('throws when the RPC is down, so the flow reports it', async () => {
    const port = await getFreePort()
    const client = createPublicClient({ transport: http(`http://127.0.0.1:${port}`, { retryCount: 0 }) })
    await expect(getGasFees(client, { chainId: 1 })).rejects.toMatchObject({ name: 'HttpRequestError' })
  })
})

describe('getGasFees on a legacy (Berlin) node', () => {
  it("prices a type-0 transaction from the node's eth_gasPrice", async () => {
    const fees = await getGasFees(berlin.publicClient)
    const nodePrice = await berlin.publicClient.getGasPrice()
    expect(nodePrice).toBeGreaterThan(0n)
    expect(fees).toEqual({ type: 'legacy', gasPrice: nodePrice })
  })

  it('raises the price to the chain minimum, and the node takes it at that price', async () => {
    const nodePrice = await berlin.publicClient.getGasPrice()
    // Hardhat asks for less than Polygon's 50 gwei and more than BSC's 1 gwei: one minimum bites.
    expect(nodePrice).toBeLessThan(50n * gwei)
    expect(nodePrice).toBeGreaterThan(gwei)
    const polygonFees = await getGasFees(berlin.publicClient, { chainId: 137 })
    expect(polygonFees).toEqual({ type: 'legacy', gasPrice: 50n * gwei })
    expect(await getGasFees(berlin.publicClient, { chainId: 56 })).toEqual({
      type: 'legacy',
      gasPrice: nodePrice,
    })

    const [from, to] = berlin.accounts
    const hash = await walletOf(berlin).sendTransaction({
      account: from!,
      to: to!,
      value: 1n,
      ...polygonFees,
    })
    const receipt = await berlin.publicClient.waitForTransactionReceipt({ hash })
    expect(receipt.type).toBe('legacy')
    // A pre-London receipt has no effectiveGasPrice: a type-0 transaction pays its gasPrice.
    expect((await berlin.publicClient.getTransaction({ hash })).gasPrice).toBe(50n * gwei)
  })

  it("gives the batch collection the node's price as a legacy price", async () => {
    expect(await getCollectGasPrice(berlin.publicClient)).toEqual({
      type: 'legacy',
      price: await berlin.publicClient.getGasPrice(),
    })
    expect((await getCollectGasPrice(london.publicClient)).type).toBe('eip1559')
  })

  it('collects a sub-wallet with a type-0 sweep, to the wei, though the receipt has no effectiveGasPrice', async () => {
    const privateKey = generatePrivateKey()
    const wallet = { privateKey, address: privateKeyToAddress(privateKey) }
    const funding = parseEther('0.3')
    const [funder, , , , , target] = berlin.accounts
    const hash = await walletOf(berlin).sendTransaction({
      account: funder!,
      to: wallet.address,
      value: funding,
    })
    await berlin.publicClient.waitForTransactionReceipt({ hash })
    const targetBefore = await berlin.publicClient.getBalance({ address: target! })
    const gasPrice = await getCollectGasPrice(berlin.publicClient)

    const collected = await collectFromWallet(berlin.publicClient, {
      wallet,
      settings: { target: target!, mode: 'nativeOnly', keepNative: 0n, gasPrice, sweepGasLimit: 21_000n },
    })
    expect(collected.status).toBe('done')
    expect(collected.gasPaid).toBe(21_000n * gasPrice.price)
    expect(collected.nativeCollected).toBe(funding - 21_000n * gasPrice.price)
    expect(await berlin.publicClient.getBalance({ address: wallet.address })).toBe(0n)
    expect(await berlin.publicClient.getBalance({ address: target! })).toBe(
      targetBefore + collected.nativeCollected,
    )
    const sweep = await berlin.publicClient.getTransactionReceipt({ hash: collected.hashes[0]! })
    expect(sweep.type).toBe('legacy')
  })
})

describe('the step runner on each kind of node', () => {
  /** A native transfer and a call carrying an access list, through runSteps from a dev account. */
  async function runTransferAndCall(local: LocalChain) {
    const [, , from, to] = local.accounts
    const run = await runSteps({
      publicClient: local.publicClient,
      walletClient: walletOf(local),
      account: from!,
      steps: [
        transfer({ to: to!, value: parseEther('0.5') }),
        // Calldata to an account without code runs nothing: a cheap call that takes an access list.
        call({
          address: to!,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [from!, 1n],
          accessList: [{ address: to!, storageKeys: [] }],
        }),
      ],
    })
    if (run.status !== 'done')
      throw new Error(`step ${run.stepIndex} failed: ${run.message.key}`, { cause: run.error })
    return Promise.all(
      run.results.map(async (result) => ({
        receipt: result.receipt!,
        transaction: await local.publicClient.getTransaction({ hash: result.hash! }),
      })),
    )
  }

  it('sends type-2 transactions on the EIP-1559 node, the access list kept', async () => {
    const [sent, called] = await runTransferAndCall(london)
    expect(sent!.receipt.status).toBe('success')
    expect(sent!.receipt.type).toBe('eip1559')
    expect(called!.receipt.type).toBe('eip1559')
    expect(called!.transaction.accessList).toHaveLength(1)
  })

  it('sends type-0 transactions at the strategy price on the Berlin node, without the access list', async () => {
    const nodePrice = await berlin.publicClient.getGasPrice()
    const [sent, called] = await runTransferAndCall(berlin)
    for (const { receipt, transaction } of [sent!, called!]) {
      expect(receipt.status).toBe('success')
      expect(receipt.type).toBe('legacy')
      expect(transaction.type).toBe('legacy')
      expect(transaction.gasPrice).toBe(nodePrice)
    }
    expect(called!.transaction.accessList).toBeUndefined()
  })

  it('checks the balance at the legacy price before the wallet signs', async () => {
    // A key the test holds, signed locally (as a browser wallet or the batch collection signs).
    const account = privateKeyToAccount(generatePrivateKey())
    const funding = parseEther('1')
    const [funder, to] = berlin.accounts
    const hash = await walletOf(berlin).sendTransaction({
      account: funder!,
      to: account.address,
      value: funding,
    })
    await berlin.publicClient.waitForTransactionReceipt({ hash })
    const walletClient = createWalletClient({
      account,
      chain: hardhatBerlin,
      transport: http(berlin.node.url),
    })
    const nodePrice = await berlin.publicClient.getGasPrice()
    // The runner demands gas limit (estimate x 1.1) x gasPrice + value: one wei more must be refused.
    const estimate = await berlin.publicClient.estimateGas({ account: account.address, to: to!, value: 1n })
    const gasLimit = getGasLimit(estimate)
    const reserve = gasLimit * nodePrice
    const tooMuch = await runSteps({
      publicClient: berlin.publicClient,
      walletClient,
      steps: [transfer({ to: to!, value: funding - reserve + 1n })],
    })
    expect(tooMuch.status).toBe('failed')
    expect(tooMuch.status === 'failed' && tooMuch.error).toBeInstanceOf(InsufficientBalanceError)
    expect(await berlin.publicClient.getTransactionCount({ address: account.address })).toBe(0)

    const exact = await runSteps({
      publicClient: berlin.publicClient,
      walletClient,
      steps: [transfer({ to: to!, value: funding - reserve })],
    })
    expect(exact.status).toBe('done')
    const receipt = exact.status === 'done' ? exact.results[0]!.receipt! : undefined
    expect(receipt?.type).toBe('legacy')
    // Type 0 pays exactly gasPrice per gas used: what the limit did not use stays with the sender.
    expect(receipt!.gasUsed).toBeLessThan(gasLimit)
    expect(await berlin.publicClient.getBalance({ address: account.address })).toBe(
      (gasLimit - receipt!.gasUsed) * nodePrice,
    )
  })
})

describe('readSpendableNative (a Max of the chain coin)', () => {
  /** A tool's bound on its transaction's gas, as the exchange's Max has one: above a transfer's need. */
  const transferBound = 30_000n

  it.each([
    ['EIP-1559', () => london, hardhat],
    ['Berlin', () => berlin, hardhatBerlin],
  ] as const)(
    'on the %s node, keeps the gas the runner asks: the whole balance is refused, the Max is sent',
    async (_, local, chain) => {
      const account = privateKeyToAccount(generatePrivateKey())
      const funding = parseEther('1')
      const [funder, to] = local().accounts
      const hash = await walletOf(local()).sendTransaction({
        account: funder!,
        to: account.address,
        value: funding,
      })
      await local().publicClient.waitForTransactionReceipt({ hash })
      const walletClient = createWalletClient({ account, chain, transport: http(local().node.url) })

      const spendable = await readSpendableNative(local().publicClient, {
        balance: funding,
        gas: transferBound,
      })
      const fees = await getGasFees(local().publicClient)
      expect(spendable).toBe(funding - getGasLimit(transferBound) * (fees.maxFeePerGas ?? fees.gasPrice!))
      // The query options read the same, keyed by the chain and the inputs as text.
      const options = spendableNativeQueryOptions(local().publicClient, {
        balance: funding,
        gas: transferBound,
      })
      expect(options.queryKey).toEqual(['spendableNative', chain.id, funding.toString(), '30000'])
      expect(await new QueryClient().fetchQuery(options)).toBe(spendable)

      const whole = await runSteps({
        publicClient: local().publicClient,
        walletClient,
        steps: [transfer({ to: to!, value: funding })],
      })
      expect(whole.status === 'failed' && whole.error).toBeInstanceOf(InsufficientBalanceError)
      const max = await runSteps({
        publicClient: local().publicClient,
        walletClient,
        steps: [transfer({ to: to!, value: spendable })],
      })
      expect(max.status).toBe('done')
    },
  )

  it('keeps nothing back where the node leaves the price to the wallet, and fails with a node that is down', async () => {
    const client = withoutFeeHistory()
    expect(await readSpendableNative(client, { balance: 5n, gas: 21_000n })).toBe(5n)
    const port = await getFreePort()
    const down = createPublicClient({
      chain: hardhat,
      transport: http(`http://127.0.0.1:${port}`, { retryCount: 0 }),
    })
    await expect(readSpendableNative(down, { balance: 5n, gas: 21_000n })).rejects.toMatchObject({
      name: 'HttpRequestError',
    })
  })
})

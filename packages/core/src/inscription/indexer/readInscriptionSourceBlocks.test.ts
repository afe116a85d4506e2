import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  type EIP1193RequestFn,
  type Hash,
  http,
  type PublicClient,
  type WalletClient,
} from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startProviderProxy } from '../../../testing/providerProxy.ts'
import { bulkInscriberAbi } from '../../contracts/BulkInscriber.abi.ts'
import { sharedContractAddress } from '../../contracts/sharedContracts.ts'
import type { LocalNode } from '../../local/localNodeProcess.ts'
import { startAnvilNode } from '../../local/startAnvilNode.ts'
import { sharedContractDeployStep } from '../../sharedContracts/sharedContracts.ts'
import { runSteps } from '../../transactions/runSteps.ts'
import { inscribeSteps } from '../inscribeSteps.ts'
import { inscriptionToHex } from '../inscriptionFromHex.ts'
import { applyInscriptionBlock } from './applyInscriptionBlock.ts'
import { emptyInscriptionIndexState } from './emptyInscriptionIndexState.ts'
import { readInscriptionSourceBlocks } from './readInscriptionSourceBlocks.ts'
import { type InscriptionEffect, type InscriptionIndexState, inscriptionBalanceKey } from './types.ts'

// anvil, as the follower's local chains: it has the deterministic deployment proxy the shared
// BulkInscriber is deployed through, and takes JSON-RPC batches.
let node: LocalNode
let publicClient: PublicClient
let walletClient: WalletClient
let alice: Address
let bob: Address
const bulkInscriber = sharedContractAddress.BulkInscriber.cancun
const deploy = 'data:,{"p":"asc-20","op":"deploy","tick":"bnbs","max":"21000","lim":"1000"}'
const mint = 'data:,{"p":"asc-20","op":"mint","tick":"bnbs","amt":"1000"}'

beforeAll(async () => {
  node = await startAnvilNode()
  const chain = { ...foundry, rpcUrls: { default: { http: [node.url] } } }
  publicClient = createPublicClient({
    chain,
    transport: http(node.url, { batch: true }),
    pollingInterval: 50,
  }) as PublicClient
  walletClient = createWalletClient({ chain, transport: http(node.url), pollingInterval: 50 })
  ;[alice, bob] = (await walletClient.getAddresses()) as [Address, Address]
  const run = await runSteps({
    publicClient,
    walletClient,
    account: alice,
    steps: [await sharedContractDeployStep('bulkBrc20Mint', 'cancun')],
  })
  if (run.status === 'failed') throw run.error
}, 120_000)

afterAll(async () => {
  await node?.stop()
})

/** Every block from genesis to the head, read as the follower reads them and applied by the rules. */
async function indexChain() {
  const head = await publicClient.getBlockNumber({ cacheTime: 0 })
  const { blocks, cutShort, moved } = await readInscriptionSourceBlocks(publicClient, { from: 0n, to: head })
  expect({ cutShort, moved, blocks: blocks.length }).toEqual({
    cutShort: false,
    moved: false,
    blocks: Number(head) + 1,
  })
  let state: InscriptionIndexState = emptyInscriptionIndexState()
  const effects: InscriptionEffect[] = []
  for (const block of blocks) {
    const applied = applyInscriptionBlock(state, block)
    state = applied.state
    effects.push(...applied.effects)
  }
  return { state, effects, blocks }
}

describe('readInscriptionSourceBlocks and the rules on a real chain', () => {
  it('credits BulkInscriber mints to the caller, one per event, and nothing of a reverted call', async () => {
    const deployed = await runSteps({
      publicClient,
      walletClient,
      account: alice,
      steps: inscribeSteps({ text: deploy }),
    })
    if (deployed.status === 'failed') throw deployed.error
    const inscribe = await walletClient.writeContract({
      account: bob,
      chain: null,
      address: bulkInscriber,
      abi: bulkInscriberAbi,
      functionName: 'inscribe',
      args: [mint, 5n],
    })
    expect((await publicClient.waitForTransactionReceipt({ hash: inscribe })).status).toBe('success')
    // Its first event is emitted, then the call reverts on the second URI: the event goes with it.
    // A gas limit of our own, or viem's estimate would refuse to send it.
    const reverted = await walletClient.writeContract({
      account: bob,
      chain: null,
      address: bulkInscriber,
      abi: bulkInscriberAbi,
      functionName: 'inscribeMany',
      args: [[mint, 'not a data uri']],
      gas: 200_000n,
    })
    expect((await publicClient.waitForTransactionReceipt({ hash: reverted })).status).toBe('reverted')

    const { state, effects, blocks } = await indexChain()
    expect(state.balances.get(inscriptionBalanceKey('asc-20:bnbs', bob))).toBe(5_000n)
    expect(state.balances.get(inscriptionBalanceKey('asc-20:bnbs', bulkInscriber))).toBeUndefined()
    expect(state.ticks.get('asc-20:bnbs')).toMatchObject({ minted: 5_000n, holders: 1 })
    const mints = effects.filter((effect) => effect.op === 'mint')
    expect(mints.map((effect) => [effect.txHash, effect.logIndex])).toEqual(
      [0, 1, 2, 3, 4].map((logIndex) => [inscribe, logIndex]),
    )
    expect(effects.some((effect) => effect.txHash === (reverted as Hash))).toBe(false)
    const logs = blocks.flatMap((block) => block.logs)
    expect(logs.map((log) => log.address.toLowerCase())).toEqual(Array(5).fill(bulkInscriber.toLowerCase()))
  })

  it('says the chain moved when a log comes from another block than the one read at its height', async () => {
    // The node answers eth_getLogs as if a reorg had replaced the block between the two reads.
    const inner = http(node.url)({ chain: foundry })
    const replaced = (async (args, options) => {
      const result = await inner.request(args, options)
      if (args.method !== 'eth_getLogs') return result
      return (result as { blockHash: Hash }[]).map((log) => ({ ...log, blockHash: `0x${'ab'.repeat(32)}` }))
    }) as EIP1193RequestFn
    const client = createPublicClient({ chain: foundry, transport: custom({ request: replaced }) })
    const head = await publicClient.getBlockNumber({ cacheTime: 0 })
    expect(await readInscriptionSourceBlocks(client, { from: 0n, to: head })).toEqual({
      blocks: [],
      cutShort: false,
      moved: true,
    })
  })

  it('says the chain moved when eth_getBlockReceipts no longer knows the block read', async () => {
    const rush = await mineMintRush()
    const inner = http(node.url)({ chain: foundry })
    const forgotten = (async (args, options) =>
      args.method === 'eth_getBlockReceipts' ? null : inner.request(args, options)) as EIP1193RequestFn
    const client = createPublicClient({ chain: foundry, transport: custom({ request: forgotten }) })
    expect(await readInscriptionSourceBlocks(client, { from: rush, to: rush })).toEqual({
      blocks: [],
      cutShort: false,
      moved: true,
    })
  })
})

/** A block of three mints (a mint rush): its number. */
async function mineMintRush(): Promise<bigint> {
  const request = publicClient.request as (args: { method: string; params?: unknown[] }) => Promise<unknown>
  await request({ method: 'evm_setAutomine', params: [false] })
  try {
    for (const from of [alice, bob, alice])
      await walletClient.sendTransaction({
        account: from,
        chain: null,
        to: from,
        data: inscriptionToHex(mint),
      })
    await request({ method: 'evm_mine' })
  } finally {
    await request({ method: 'evm_setAutomine', params: [true] })
  }
  return await publicClient.getBlockNumber({ cacheTime: 0 })
}

describe('readInscriptionSourceBlocks through a provider-like endpoint', () => {
  it("reads a mint rush's receipts in one eth_getBlockReceipts, or one by one where the endpoint refuses it", async () => {
    const rush = await mineMintRush()
    const direct = await readInscriptionSourceBlocks(publicClient, { from: rush, to: rush })
    expect(direct.blocks[0]?.transactions.map((transaction) => transaction.success)).toEqual([
      true,
      true,
      true,
    ])

    const serving = await startProviderProxy({ upstream: node.url })
    const refusing = await startProviderProxy({
      upstream: node.url,
      refusedMethods: ['eth_getBlockReceipts'],
    })
    const unfamiliar = await startProviderProxy({
      upstream: node.url,
      provider: 'unfamiliar',
      refusedMethods: ['eth_getBlockReceipts'],
    })
    try {
      const through = (url: string) =>
        createPublicClient({ chain: foundry, transport: http(url, { retryCount: 0 }) })
      expect(await readInscriptionSourceBlocks(through(serving.url), { from: rush, to: rush })).toEqual(
        direct,
      )
      expect(serving.counts()).toMatchObject({ eth_getBlockReceipts: 1 })
      expect(serving.counts().eth_getTransactionReceipt).toBeUndefined()

      const client = through(refusing.url)
      expect(await readInscriptionSourceBlocks(client, { from: rush, to: rush })).toEqual(direct)
      expect(await readInscriptionSourceBlocks(client, { from: rush, to: rush })).toEqual(direct)
      // Refused once, then remembered for the endpoint: each receipt is read on its own.
      expect(refusing.counts()).toMatchObject({ eth_getBlockReceipts: 1, eth_getTransactionReceipt: 6 })

      // The same where the refusal is in words no rule reads ("... is not enabled for this key").
      const other = through(unfamiliar.url)
      expect(await readInscriptionSourceBlocks(other, { from: rush, to: rush })).toEqual(direct)
      expect(await readInscriptionSourceBlocks(other, { from: rush, to: rush })).toEqual(direct)
      expect(unfamiliar.counts()).toMatchObject({ eth_getBlockReceipts: 1, eth_getTransactionReceipt: 6 })
    } finally {
      await serving.stop()
      await refusing.stop()
      await unfamiliar.stop()
    }
  })

  it('splits eth_getLogs where the endpoint refuses the range (a 2-block cap, thirdweb wording)', async () => {
    const head = await publicClient.getBlockNumber({ cacheTime: 0 })
    const direct = await readInscriptionSourceBlocks(publicClient, { from: 0n, to: head })
    const proxy = await startProviderProxy({ upstream: node.url, provider: 'thirdweb', getLogsBlockRange: 2 })
    try {
      const client = createPublicClient({ chain: foundry, transport: http(proxy.url, { retryCount: 0 }) })
      const read = await readInscriptionSourceBlocks(client, { from: 0n, to: head })
      expect(read).toEqual(direct)
      expect(read.blocks.flatMap((block) => block.logs).length).toBeGreaterThan(0)
      expect(proxy.refusals().range).toBeGreaterThan(0)
    } finally {
      await proxy.stop()
    }
  })
})

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
import { bulkInscriberAbi } from '../../contracts/BulkInscriber.abi.ts'
import { sharedContractAddress } from '../../contracts/sharedContracts.ts'
import { sharedContractDeployStep } from '../../evm/sharedContracts.ts'
import type { LocalNode } from '../../local/localNodeProcess.ts'
import { startAnvilNode } from '../../local/startAnvilNode.ts'
import { runSteps } from '../../transactions/runSteps.ts'
import { inscribeSteps } from '../inscribeSteps.ts'
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
})

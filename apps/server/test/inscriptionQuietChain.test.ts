import { type ProviderProxy, startProviderProxy } from '@tokenbox/core/testing/providerProxy.ts'
import { type HardhatNode, startHardhatNode } from '@tokenbox/core/testing/startHardhatNode.ts'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  http,
  numberToHex,
  type PublicClient,
  zeroHash,
} from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { followInscriptionsUntil } from './followInscriptionsUntil.ts'
import { inscribeText } from './startLocalInscriptionChain.ts'
import { testDialects, useMigratedDatabase } from './testDatabases.ts'

/**
 * The follower over long quiet stretches of a local chain, on Hardhat's node, whose `hardhat_mine`
 * reserves thousands of empty blocks at once and answers each with a zero parent hash. Before, the
 * follower took every such block for a reorg: it undid the stored block and read again for ever,
 * and never reached the head (an e2e stack's server spun so through a whole test file). It reads
 * such a stretch in rounds that double while they stay empty.
 */
const chainId = 31337
const dialect = testDialects().find((one) => one.name === 'sqlite')!
const database = useMigratedDatabase(dialect)
let node: HardhatNode
let proxy: ProviderProxy
let publicClient: PublicClient
let deployer: Address
let minter: Address

/** A node method viem does not type (hardhat_mine, evm_snapshot, evm_revert, evm_increaseTime). */
const rpc = (method: string, params: unknown[] = []): Promise<unknown> =>
  publicClient.request({ method, params } as never)
const mine = (blocks: number) => rpc('hardhat_mine', [numberToHex(blocks)])

/** Sends `text` as the product's inscribe step does and returns its block. */
const inscribe = (account: Address, text: string) =>
  inscribeText(
    { publicClient, walletClient: createWalletClient({ chain: hardhat, transport: http(node.url) }) },
    account,
    text,
  )

const tickRow = (tick: string) =>
  database.handle.db
    .selectFrom('inscription_ticks')
    .select(['minted', 'holders'])
    .where('chain_id', '=', chainId)
    .where('tick', '=', tick)
    .executeTakeFirst()

/** The follower of the local chain, read through the counting proxy, until exactly `head`. */
const follow = (head: bigint) =>
  followInscriptionsUntil(
    database.handle.db,
    { chainId, rpcUrl: proxy.url, start: 'genesis', resettable: true, batchRequests: true },
    head,
    { exactly: true, timeoutMs: 120_000 },
  )

beforeAll(async () => {
  node = await startHardhatNode()
  // No latency, no limits: the proxy only counts what the follower asks.
  proxy = await startProviderProxy({ upstream: node.url })
  publicClient = createPublicClient({ transport: http(node.url), pollingInterval: 50 }) as PublicClient
  ;[deployer, minter] = (await createWalletClient({ transport: http(node.url) }).getAddresses()) as [
    Address,
    Address,
  ]
}, 300_000)

afterAll(async () => {
  await proxy?.stop()
  await node?.stop()
})

describe('inscription follower over quiet stretches (Hardhat node, SQLite)', () => {
  it('reaches the head across 3,000 reserved blocks, counting the mints on both sides, in rounds that grow', async () => {
    await inscribe(deployer, 'data:,{"p":"asc-20","op":"deploy","tick":"calm","max":"1000","lim":"10"}')
    await inscribe(minter, 'data:,{"p":"asc-20","op":"mint","tick":"calm","amt":"10"}')
    const stretchStart = (await publicClient.getBlockNumber()) + 1n
    await mine(3_000)
    // What makes the stretch hard: its blocks leave their parent unsaid.
    expect((await publicClient.getBlock({ blockNumber: stretchStart + 1_000n })).parentHash).toBe(zeroHash)
    const head = await inscribe(minter, 'data:,{"p":"asc-20","op":"mint","tick":"calm","amt":"10"}')
    proxy.resetCounts()
    await follow(head)
    expect(await tickRow('calm')).toEqual({ minted: '20', holders: 1 })
    // One eth_getLogs a round: 20-block rounds would be over 150 for these 3,000 empty blocks.
    expect(proxy.counts().eth_getLogs).toBeLessThan(30)
    expect(proxy.counts().eth_getBlockByNumber).toBeGreaterThanOrEqual(Number(head))
  })

  /**
   * A reorg from `snapshot` on: `before` blocks and a mint indexed, then a chain of `after` blocks
   * and a deploy in its place, its blocks later in time (so none equals a replaced one) and its
   * first block past the stored one without a parent hash. Returns the new head.
   */
  async function reorg(before: number, after: number) {
    const snapshot = await rpc('evm_snapshot')
    await mine(before)
    const replaced = await inscribe(minter, 'data:,{"p":"asc-20","op":"mint","tick":"calm","amt":"10"}')
    await follow(replaced)
    expect(await tickRow('calm')).toEqual({ minted: '30', holders: 1 })
    await rpc('evm_revert', [snapshot])
    await rpc('evm_increaseTime', [numberToHex(3_600)])
    await mine(after)
    expect((await publicClient.getBlock({ blockNumber: replaced + 1n })).parentHash).toBe(zeroHash)
    return await inscribe(
      deployer,
      `data:,{"p":"asc-20","op":"deploy","tick":"t${after}","max":"5","lim":"5"}`,
    )
  }

  it('undoes a mint a reorg replaced behind blocks without parent hashes', async () => {
    const head = await reorg(10, 30)
    await follow(head)
    expect(await tickRow('calm')).toEqual({ minted: '20', holders: 1 })
    expect(await tickRow('t30')).toEqual({ minted: '0', holders: 0 })
  })

  it('indexes the chain again after a reorg deeper than its undo records, counting each mint once', async () => {
    // Before, undoing the oldest record kept dropped the position but not the index, and the
    // follower indexed the chain again on top of it: 40 minted where 20 were.
    const head = await reorg(200, 400)
    await follow(head)
    expect(await tickRow('calm')).toEqual({ minted: '20', holders: 1 })
    expect(await tickRow('t400')).toEqual({ minted: '0', holders: 0 })
  })
})

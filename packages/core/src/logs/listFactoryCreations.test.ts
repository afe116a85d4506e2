import {
  type Address,
  encodeAbiParameters,
  encodeEventTopics,
  getAbiItem,
  type Hex,
  numberToHex,
  type PublicClient,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { launchpadFactoryAbi } from '../contracts/LaunchpadFactory.abi.ts'
import { listFactoryCreations } from './listFactoryCreations.ts'
import { listBlockWindow, listLookbackBlocks } from './listWindow.ts'

const factory = '0x00000000000000000000000000000000000000f1' as Address
const event = getAbiItem({ abi: launchpadFactoryAbi, name: 'PresaleCreated' })
const presale = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as Address

/**
 * A client whose head is `head` and whose eth_getLogs answers one PresaleCreated log per block
 * listed (an undefined presale: a log of another emitter's shape), recording each request.
 */
function fakeClient(head: bigint, blocks: Record<string, Address | undefined>) {
  const requests: { address: unknown; fromBlock: bigint; toBlock: bigint }[] = []
  const logOf = (block: string, created: Address | undefined) => ({
    address: factory,
    topics: created
      ? encodeEventTopics({
          abi: [event],
          args: { presale: created, token: presale(99), creator: presale(98) },
        })
      : [presale(0).padEnd(66, '0')],
    data: encodeAbiParameters(
      event.inputs.filter((input) => !input.indexed),
      event.inputs.filter((input) => !input.indexed).map((input) => (input.type === 'string' ? '' : 0n)),
    ),
    blockNumber: numberToHex(BigInt(block)),
    logIndex: '0x0',
    transactionHash: `0x${'11'.repeat(32)}`,
  })
  const client = {
    getBlockNumber: async () => head,
    request: async ({
      method,
      params,
    }: {
      method: string
      params: [{ address: unknown; fromBlock: Hex; toBlock: Hex }]
    }) => {
      if (method === 'eth_blockNumber') return numberToHex(head)
      const [{ address, fromBlock: from, toBlock: to }] = params
      const fromBlock = BigInt(from)
      const toBlock = BigInt(to)
      requests.push({ address, fromBlock, toBlock })
      return Object.entries(blocks)
        .filter(([block]) => BigInt(block) >= fromBlock && BigInt(block) <= toBlock)
        .map(([block, created]) => logOf(block, created))
    },
  }
  return { client: client as unknown as PublicClient, requests }
}

describe('listBlockWindow', () => {
  it('reads the last 100,000 blocks, the head included, or from block 0 on a younger chain', async () => {
    expect(await listBlockWindow(fakeClient(250_000n, {}).client)).toEqual({
      fromBlock: 250_000n - listLookbackBlocks + 1n,
      toBlock: 250_000n,
    })
    expect(await listBlockWindow(fakeClient(1_234n, {}).client)).toEqual({ fromBlock: 0n, toBlock: 1_234n })
  })

  it('keeps the blocks a caller names', async () => {
    expect(await listBlockWindow(fakeClient(9n, {}).client, { fromBlock: 3n, toBlock: 7n })).toEqual({
      fromBlock: 3n,
      toBlock: 7n,
    })
  })
})

describe('listFactoryCreations', () => {
  it("lists the factory's creations newest first, reading from the head down from a first request of 5,000 blocks growing while quiet, at the factory's address only", async () => {
    const { client, requests } = fakeClient(12_000n, { 10: presale(1), 6000: presale(2), 11999: presale(3) })
    const heard: (readonly string[])[] = []
    const { created, scannedTo } = await listFactoryCreations(client, {
      factory,
      event,
      created: (log) => log.args.presale,
      onCreated: (soFar) => heard.push(soFar),
    })
    expect(created).toEqual([presale(3), presale(2), presale(1)])
    expect(scannedTo).toBe(12_000n)
    // The newest 5,000 blocks first; quiet, so the rest in one request of twice that.
    expect(requests.map(({ fromBlock, toBlock }) => [fromBlock, toBlock])).toEqual([
      [7_001n, 12_000n],
      [0n, 7_000n],
    ])
    // The first rows before the older blocks were read.
    expect(heard).toEqual([[presale(3)], [presale(3), presale(2), presale(1)]])
    expect(requests.every((request) => request.address === factory)).toBe(true)
  })

  it('leaves out the logs its picker refuses', async () => {
    const { client } = fakeClient(100n, { 1: presale(1), 2: undefined, 3: presale(3) })
    const { created } = await listFactoryCreations(client, {
      factory,
      event,
      fromBlock: 0n,
      created: (log) => (log.args.presale === presale(3) ? undefined : log.args.presale),
    })
    expect(created).toEqual([presale(1)])
  })
})

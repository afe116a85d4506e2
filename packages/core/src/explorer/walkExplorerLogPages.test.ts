import { type Address, type Hex, numberToHex, pad } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type EtherscanTestServer, startEtherscanTestServer } from '../../testing/startEtherscanTestServer.ts'
import { explorerGet } from '../request/explorerGet.ts'
import { transferTopic } from '../safety/readHolders.ts'
import { ExplorerBlockTooBusyError } from './errors.ts'
import type { ExplorerLog } from './explorerReadApi.ts'
import { type ExplorerLogPageQuery, walkExplorerLogPages } from './walkExplorerLogPages.ts'

const token: Address = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'
const holder = pad('0x5fbdb2315678afecb367f032d93f642f64180aa3', { size: 32 })

let explorer: EtherscanTestServer

beforeAll(async () => {
  explorer = await startEtherscanTestServer()
})
afterAll(() => explorer?.close())
beforeEach(() => explorer.reset())

/** `count` Transfer logs of `token` in `block`, one transaction each (Etherscan writes log 0 as "0x"). */
function transfers(block: number, count: number): ExplorerLog[] {
  return Array.from({ length: count }, (_, index) => ({
    address: token,
    topics: [transferTopic, holder, holder],
    data: pad(numberToHex(index + 1), { size: 32 }),
    blockNumber: numberToHex(block),
    timeStamp: numberToHex(1_700_000_000 + block),
    logIndex: index === 0 ? '0x' : numberToHex(index),
    transactionHash: pad(numberToHex(block * 100_000 + index), { size: 32 }) as Hex,
  }))
}

/** One page straight from the test explorer, as the server's proxy would relay it. */
async function readPage(query: ExplorerLogPageQuery): Promise<ExplorerLog[]> {
  const reply = await explorerGet<{ result?: unknown }>(explorer.apiUrl, {
    chainid: 56,
    module: 'logs',
    action: 'getLogs',
    address: token,
    topic0: transferTopic,
    fromBlock: query.fromBlock,
    toBlock: query.toBlock,
    page: query.page,
    offset: query.offset,
    apikey: 'test-key',
  })
  return Array.isArray(reply.result) ? (reply.result as ExplorerLog[]) : []
}

/** Each log's identity; Etherscan's `0x` is log index 0. */
const ids = (logs: readonly ExplorerLog[]) =>
  logs.map((log) => `${log.transactionHash}:${log.logIndex === '0x' ? 0n : BigInt(log.logIndex)}`)

describe('walkExplorerLogPages', () => {
  it('reads every log once, across pages whose last block is cut and a block that fills several pages', async () => {
    // Page size 3: block 2's logs straddle pages, block 5 alone fills more than three pages.
    explorer.logs = [...transfers(1, 2), ...transfers(2, 4), ...transfers(5, 10), ...transfers(9, 1)]
    const progress: bigint[] = []
    const logs = await walkExplorerLogPages(readPage, {
      fromBlock: 0n,
      toBlock: 100n,
      pageSize: 3,
      onPage: ({ scannedTo }) => progress.push(scannedTo),
    })
    expect(ids(logs)).toEqual(ids(explorer.logs))
    expect(new Set(ids(logs)).size).toBe(17)
    expect(logs[0]?.logIndex).toBe('0x0')
    // The block that filled whole pages was paged alone, by `page`, then the walk went on after it.
    const logCalls = explorer.received.map((request) => request.query)
    expect(logCalls).toContainEqual(expect.objectContaining({ fromBlock: '5', toBlock: '5', page: '4' }))
    expect(logCalls.every((query) => Number(query.page) * Number(query.offset) <= 10_000)).toBe(true)
    expect(progress).toContain(6n)
  })

  it('stays inside the asked blocks and answers [] where the explorer has no records', async () => {
    explorer.logs = [...transfers(1, 2), ...transfers(20, 2)]
    expect(ids(await walkExplorerLogPages(readPage, { fromBlock: 2n, toBlock: 19n, pageSize: 3 }))).toEqual(
      [],
    )
    expect(
      ids(await walkExplorerLogPages(readPage, { fromBlock: 0n, toBlock: 19n, pageSize: 1_000 })),
    ).toEqual(ids(transfers(1, 2)))
  })

  it('rejects a block with more logs than the result window rather than missing some', async () => {
    explorer.logs = [...transfers(3, 10_001), ...transfers(4, 1)]
    await expect(walkExplorerLogPages(readPage, { fromBlock: 0n, toBlock: 10n })).rejects.toSatisfy(
      (error) => error instanceof ExplorerBlockTooBusyError && error.blockNumber === 3n,
    )
  })

  it("stops at the caller's abort", async () => {
    explorer.logs = transfers(1, 5)
    const controller = new AbortController()
    controller.abort()
    await expect(
      walkExplorerLogPages(readPage, { fromBlock: 0n, toBlock: 10n, signal: controller.signal }),
    ).rejects.toThrow()
    expect(explorer.received).toHaveLength(0)
  })
})

import { createPublicClient, type Hex, http, numberToHex } from 'viem'
import type { ExplorerLog } from '../src/explorer/explorerReadApi.ts'
import type { TestLogFilter } from './startEtherscanTestServer.ts'

/**
 * A `readLogs` for `startEtherscanTestServer` that answers from a real node: eth_getLogs with the
 * filter's blocks and topics, each log given its block's time (`timeStamp`, as Etherscan adds it),
 * so a test explorer indexes exactly what the local chain holds. Test-only.
 *
 * @example
 * const explorer = await startEtherscanTestServer({ readLogs: readNodeLogsAsExplorer(node.url) })
 */
export function readNodeLogsAsExplorer(rpcUrl: string): (filter: TestLogFilter) => Promise<ExplorerLog[]> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const times = new Map<string, Hex>()
  return async ({ fromBlock, toBlock, address, topic0, topic1 }) => {
    const logs = (await client.request({
      method: 'eth_getLogs',
      params: [
        {
          fromBlock: numberToHex(fromBlock),
          toBlock: numberToHex(toBlock),
          ...(address ? { address } : {}),
          topics: [topic0 ?? null, topic1 ?? null],
        },
      ],
    } as never)) as (Omit<ExplorerLog, 'timeStamp'> & Record<string, unknown>)[]
    const answer: ExplorerLog[] = []
    for (const log of logs) {
      let time = times.get(log.blockNumber)
      if (time === undefined) {
        const block = (await client.request({
          method: 'eth_getBlockByNumber',
          params: [log.blockNumber, false],
        } as never)) as { timestamp: Hex }
        time = block.timestamp
        times.set(log.blockNumber, time)
      }
      answer.push({
        address: log.address,
        topics: log.topics,
        data: log.data,
        blockNumber: log.blockNumber,
        timeStamp: time,
        logIndex: log.logIndex,
        transactionHash: log.transactionHash,
      })
    }
    return answer
  }
}

import {
  type Address,
  getAddress,
  type Hex,
  isAddressEqual,
  type PublicClient,
  toEventSelector,
  zeroAddress,
} from 'viem'
import { type LogFilter, type ScanLogsParameters, type ScannedLog, scanLogs } from '../logs/scanLogs.ts'

/** topic0 of ERC-20 `Transfer(address indexed from, address indexed to, uint256 value)`. */
export const transferTopic: Hex = toEventSelector(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
)

/** How the Transfer logs are read: by default scanLogs on the client's node; a screen may pass the server's. */
export type ScanTransferLogs = (filter: LogFilter, parameters: ScanLogsParameters) => Promise<ScannedLog[]>

export type ReadTransferBalancesParameters = {
  /** The ERC-20 contract whose Transfer logs are summed (a token, or a pair's LP). */
  address: Address
  fromBlock?: bigint | undefined
  toBlock?: bigint | undefined
  /** How the logs are read (default scanLogs on the client's node). */
  scan?: ScanTransferLogs | undefined
  signal?: AbortSignal | undefined
}

/** One standard Transfer log, decoded: the history the balances are summed from, in log order. */
export type TransferMove = {
  from: Address
  to: Address
  value: bigint
  blockNumber: bigint
  logIndex: number
  transactionHash: Hex
}

/**
 * The balances an ERC-20's Transfer logs add up to, per address (sender debited, receiver credited;
 * a mint, from 0x0, debits nobody), and its first mint: the history readHolders and readLpHolders
 * both start from. Logs that are not a standard Transfer (fewer topics, no amount) are skipped.
 *
 * @example
 * const { balances, firstMint } = await readTransferBalances(client, { address: pair, fromBlock })
 */
export async function readTransferBalances(
  client: PublicClient,
  parameters: ReadTransferBalancesParameters,
): Promise<{ balances: Map<Address, bigint>; firstMint: ScannedLog | undefined; moves: TransferMove[] }> {
  const scan = parameters.scan ?? ((filter, options) => scanLogs(client, filter, options))
  const logs = await scan(
    { address: parameters.address, topics: [transferTopic] },
    {
      ...(parameters.fromBlock !== undefined ? { fromBlock: parameters.fromBlock } : {}),
      ...(parameters.toBlock !== undefined ? { toBlock: parameters.toBlock } : {}),
      ...(parameters.signal ? { signal: parameters.signal } : {}),
    },
  )
  const balances = new Map<Address, bigint>()
  const moves: TransferMove[] = []
  let firstMint: ScannedLog | undefined
  for (const log of logs) {
    if (log.topics.length < 3 || log.data.length < 66) continue
    const from = getAddress(`0x${(log.topics[1] as Hex).slice(-40)}`)
    const to = getAddress(`0x${(log.topics[2] as Hex).slice(-40)}`)
    const value = BigInt(log.data.slice(0, 66))
    if (isAddressEqual(from, zeroAddress)) {
      if (!firstMint || log.blockNumber < firstMint.blockNumber) firstMint = log
    } else balances.set(from, (balances.get(from) ?? 0n) - value)
    balances.set(to, (balances.get(to) ?? 0n) + value)
    const { blockNumber, logIndex, transactionHash } = log
    moves.push({ from, to, value, blockNumber, logIndex, transactionHash })
  }
  // A scan may answer its ranges out of order (newest first); the history reads in chain order.
  moves.sort((a, b) =>
    a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1,
  )
  return { balances, firstMint, moves }
}

/** Who sent the transaction a log came from (the first mint's: the creator, or who launched a pool). */
export async function logSender(
  client: PublicClient,
  log: ScannedLog | undefined,
): Promise<Address | undefined> {
  if (!log) return undefined
  const { from } = await client.getTransaction({ hash: log.transactionHash })
  return getAddress(from)
}

/** Largest first, for [address, amount] entries. */
export const byAmountDescending = ([, a]: readonly [unknown, bigint], [, b]: readonly [unknown, bigint]) =>
  a > b ? -1 : a < b ? 1 : 0

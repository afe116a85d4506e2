import { type Address, erc20Abi, isAddressEqual, type PublicClient } from 'viem'
import { isBurnAddress } from './burnAddresses.ts'
import {
  byAmountDescending,
  logSender,
  readTransferBalances,
  type ScanTransferLogs,
} from './transferBalances.ts'

export type ReadLpHoldersParameters = {
  /** The pool (a Uniswap V2 pair): its LP token is the pair contract itself. */
  pair: Address
  /** Holders whose LP is not free (lockers): left out of the rows and the count, as burn addresses are. */
  exclude?: readonly Address[]
  /** First block to scan: the token's creation (a pair is never older than its token), or 0. */
  fromBlock?: bigint | undefined
  toBlock?: bigint | undefined
  /** How the Transfer logs are read (default scanLogs on the client's node); the same scan as the token's holders. */
  scan?: ScanTransferLogs | undefined
  signal?: AbortSignal | undefined
  /** Rows returned (default 10). */
  top?: number | undefined
}

/** The free LP of one pool, by holder. */
export type LpHolders = {
  /** The largest holders of LP outside lockers and burn addresses, largest first, with their LP today. */
  top: { address: Address; amount: bigint }[]
  /** Addresses holding free LP. */
  count: number
  /** Who sent the transaction of the pool's first liquidity (its first LP mint): whoever launched the pool. */
  firstProvider?: Address
}

/** Candidates re-read with balanceOf: the log sums of a pair's LP do not drift, but a pair read mid-block might. */
const recheckedCandidates = 25

/**
 * Who holds the LP of `pair` that no locker holds and nobody burned: the pair's own Transfer logs
 * summed (LP moves only when liquidity is added, removed or handed over, so a pair's history is
 * short next to its token's), the largest re-read with balanceOf in one round, and who sent the
 * pool's first liquidity. The safety check weighs a pool by these holders, not by the free share
 * alone: LP spread over many providers cannot be pulled by one of them.
 *
 * @example
 * const lp = await readLpHolders(client, { pair, exclude: [locker], fromBlock })
 * lp.top[0] // { address: '0x…', amount: 99_999_000n }: one wallet can pull almost the whole pool
 */
export async function readLpHolders(
  client: PublicClient,
  parameters: ReadLpHoldersParameters,
): Promise<LpHolders> {
  const { pair, exclude = [], top = 10 } = parameters
  const { balances, firstMint } = await readTransferBalances(client, {
    address: pair,
    fromBlock: parameters.fromBlock,
    toBlock: parameters.toBlock,
    scan: parameters.scan,
    signal: parameters.signal,
  })
  const free = [...balances.entries()].filter(
    ([address, balance]) =>
      balance > 0n && !isBurnAddress(address) && !exclude.some((locked) => isAddressEqual(locked, address)),
  )
  const recheck = free
    .sort(byAmountDescending)
    .slice(0, recheckedCandidates)
    .map(([address]) => address)
  const [firstProvider, amounts] = await Promise.all([
    logSender(client, firstMint),
    Promise.all(
      recheck.map((address) =>
        client.readContract({ address: pair, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
      ),
    ),
  ])
  const rows = recheck
    .map((address, index) => ({ address, amount: amounts[index] ?? 0n }))
    .filter((row) => row.amount > 0n)
    .sort((a, b) => (a.amount > b.amount ? -1 : a.amount < b.amount ? 1 : 0))
    .slice(0, top)
  return { top: rows, count: free.length, ...(firstProvider ? { firstProvider } : {}) }
}

import { type Address, isAddressEqual, zeroAddress } from 'viem'
import type { TransferMove } from './transferBalances.ts'

/** What was minted once the token traded, and where it went. */
export type MintsAfterLaunch = {
  /** The block of the first tokens sent into one of the token's pools: its launch. */
  launchBlock: bigint
  /** Tokens created after the launch (Transfer from 0x0). */
  minted: bigint
  /** Who received the most of them. */
  receiver: Address
  /**
   * Of those tokens, how many their receivers then sent into the token's pools (a sale or liquidity
   * added with them: either way the pool's coins leave for tokens nobody bought), each receiver
   * counted up to what it was minted.
   */
  pooled: bigint
}

/** What happened to a pool's liquidity since it was created, from its LP's Transfer logs. */
export type LiquidityHistory = {
  /** The most LP that ever existed at once. */
  peak: bigint
  /** LP burned (liquidity removed), per address that sent it back to the pair. */
  removedBy: Map<Address, bigint>
}

const byChainOrder = (a: TransferMove, b: TransferMove) =>
  a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1

const isAfter = (move: TransferMove, mark: TransferMove) => byChainOrder(move, mark) > 0

/**
 * The tokens minted after the token launched (its first transfer into one of `pairs`) and how many
 * of them their receivers sent into the pools, from its Transfer history in chain order. Undefined
 * when it never reached a pool or nothing was minted after.
 *
 * @example
 * mintsAfterLaunch(moves, [pair]) // { launchBlock: 20n, minted: 4_000_000n * 10n ** 18n, receiver: owner, pooled: ... }
 */
export function mintsAfterLaunch(
  moves: readonly TransferMove[],
  pairs: readonly Address[],
): MintsAfterLaunch | undefined {
  const afterLaunch = movesAfterLaunch(moves, pairs)
  if (!afterLaunch) return undefined
  const { launch, isPool } = afterLaunch
  const minted = new Map<Address, bigint>()
  const pooled = new Map<Address, bigint>()
  for (const move of afterLaunch.moves) {
    if (isAddressEqual(move.from, zeroAddress)) {
      if (!isPool(move.to)) minted.set(move.to, (minted.get(move.to) ?? 0n) + move.value)
    } else if (isPool(move.to) && minted.has(move.from)) {
      pooled.set(move.from, (pooled.get(move.from) ?? 0n) + move.value)
    }
  }
  if (minted.size === 0) return undefined
  let total = 0n
  let intoPools = 0n
  let receiver: Address = zeroAddress
  let largest = -1n
  for (const [address, amount] of minted) {
    total += amount
    const sent = pooled.get(address) ?? 0n
    intoPools += sent < amount ? sent : amount
    if (amount > largest) {
      largest = amount
      receiver = address
    }
  }
  return { launchBlock: launch.blockNumber, minted: total, receiver, pooled: intoPools }
}

/**
 * A pool's liquidity over time, from its LP token's Transfer history in chain order: the most LP
 * that existed at once, and who removed liquidity (a V2 pair burns the LP sent back to it in the same
 * transaction: Transfer(remover -> pair), then Transfer(pair -> 0x0)).
 *
 * @example
 * const { peak, removedBy } = liquidityHistory(moves, pair)
 * removedBy.get(creator) // the LP the creator burned: the share of the pool it took out
 */
export function liquidityHistory(moves: readonly TransferMove[], pair: Address): LiquidityHistory {
  let supply = 0n
  let peak = 0n
  const removedBy = new Map<Address, bigint>()
  for (const [index, move] of moves.entries()) {
    if (isAddressEqual(move.from, zeroAddress)) {
      supply += move.value
      if (supply > peak) peak = supply
    } else if (isAddressEqual(move.to, zeroAddress)) {
      supply -= move.value
      if (!isAddressEqual(move.from, pair)) continue
      // Who sent the LP back to the pair earlier in the same transaction.
      for (let back = index - 1; back >= 0; back--) {
        const earlier = moves[back] as TransferMove
        if (earlier.transactionHash !== move.transactionHash) break
        if (isAddressEqual(earlier.to, pair) && !isAddressEqual(earlier.from, zeroAddress)) {
          removedBy.set(earlier.from, (removedBy.get(earlier.from) ?? 0n) + move.value)
          break
        }
      }
    }
  }
  return { peak, removedBy }
}

/** The token's flows once it traded, from its Transfer history: what readUnannouncedMints starts from. */
export type FlowsAfterLaunch = {
  /** The block of the first tokens sent into one of the token's pools. */
  launchBlock: bigint
  /** Tokens the logs say were created (from 0x0) and destroyed (to 0x0) after the launch. */
  minted: bigint
  burned: bigint
  /** Per address other than a pool: what it received, sent, and sent into the pools after the launch. */
  accounts: Map<Address, { received: bigint; sent: bigint; intoPools: bigint }>
}

/**
 * The launch (the first transfer into one of `pairs` that is no mint) and the moves after it, with
 * the test of a pool address; undefined when the token never reached a pool.
 */
function movesAfterLaunch(
  moves: readonly TransferMove[],
  pairs: readonly Address[],
): { launch: TransferMove; moves: TransferMove[]; isPool: (address: Address) => boolean } | undefined {
  const isPool = (address: Address) => pairs.some((pair) => isAddressEqual(pair, address))
  const launch = moves.find((move) => isPool(move.to) && !isAddressEqual(move.from, zeroAddress))
  if (!launch) return undefined
  return { launch, moves: moves.filter((move) => isAfter(move, launch)), isPool }
}

/**
 * What the Transfer logs show after the launch (the first transfer into one of `pairs`), per
 * address, with the supply the logs created and destroyed; undefined when it never reached a pool.
 *
 * @example
 * flowsAfterLaunch(moves, [pair])?.accounts.get(owner) // { received: 0n, sent: 4n * 10n ** 24n, intoPools: 4n * 10n ** 24n }
 */
export function flowsAfterLaunch(
  moves: readonly TransferMove[],
  pairs: readonly Address[],
): FlowsAfterLaunch | undefined {
  const afterLaunch = movesAfterLaunch(moves, pairs)
  if (!afterLaunch) return undefined
  const { launch, isPool } = afterLaunch
  const accounts: FlowsAfterLaunch['accounts'] = new Map()
  const account = (address: Address) => {
    let flows = accounts.get(address)
    if (!flows) {
      flows = { received: 0n, sent: 0n, intoPools: 0n }
      accounts.set(address, flows)
    }
    return flows
  }
  let minted = 0n
  let burned = 0n
  for (const move of afterLaunch.moves) {
    if (isAddressEqual(move.from, zeroAddress)) minted += move.value
    else if (!isPool(move.from)) {
      const flows = account(move.from)
      flows.sent += move.value
      if (isPool(move.to)) flows.intoPools += move.value
    }
    if (isAddressEqual(move.to, zeroAddress)) burned += move.value
    else if (!isPool(move.to)) account(move.to).received += move.value
  }
  return { launchBlock: launch.blockNumber, minted, burned, accounts }
}

/**
 * The supply the logs account for over `moves`: created (from 0x0) minus destroyed (to 0x0).
 *
 * @example
 * loggedSupply(moves) === totalSupply // every token the contract holds was announced by a Transfer
 */
export function loggedSupply(moves: readonly TransferMove[]): bigint {
  let supply = 0n
  for (const move of moves) {
    if (isAddressEqual(move.from, zeroAddress)) supply += move.value
    if (isAddressEqual(move.to, zeroAddress)) supply -= move.value
  }
  return supply
}

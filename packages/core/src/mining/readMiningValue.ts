import { type Address, isAddressEqual, type PublicClient, zeroAddress } from 'viem'
import { readLiquidityPairStates } from '../dex/readLiquidityPairStates.ts'
import { readPool } from '../dex/readPool.ts'

/** Seconds in a 365-day year (APR is simple, not compounded). */
export const secondsPerYear = 31_536_000n

/** A price as a ratio: base units of the reward token per base unit of another token. */
type Ratio = { num: bigint; den: bigint }

export type ReadMiningValueParameters = {
  stakeToken: Address
  rewardToken: Address
  /** Whether the stake token is an LP pair (its reserves value it). */
  isLp: boolean
  /** Stake tokens staked, in base units. */
  totalStaked: bigint
  /** The chain's DEX factories (catalogue `swaps`), where a token's price in the reward token is read. */
  dexFactories: readonly Address[]
}

/**
 * What the staked tokens are worth in reward tokens (base units), for the pool's TVL and APR: the
 * same token is worth itself; a token with a pool against the reward token on one of the chain's
 * DEXes is worth its reserves' ratio; an LP token is worth its share of both reserves, each side
 * priced that way (the reward token's own side at par). Undefined when no price is found: the
 * screens then show the TVL in stake tokens and no APR rather than a guess.
 *
 * @example
 * const tvl = await readMiningValue(client, { stakeToken: pair, rewardToken, isLp: true, totalStaked, dexFactories })
 */
export async function readMiningValue(
  client: PublicClient,
  { stakeToken, rewardToken, isLp, totalStaked, dexFactories }: ReadMiningValueParameters,
): Promise<bigint | undefined> {
  const priceOf = async (token: Address): Promise<Ratio | undefined> => {
    if (isAddressEqual(token, rewardToken)) return { num: 1n, den: 1n }
    for (const factory of dexFactories) {
      try {
        const pool = await readPool(client, { factory, tokenA: token, tokenB: rewardToken })
        if (pool.pair && pool.reserveA > 0n && pool.reserveB > 0n)
          return { num: pool.reserveB, den: pool.reserveA }
      } catch {
        // A DEX that does not answer prices nothing; the next one may.
      }
    }
    return undefined
  }
  if (!isLp) {
    const price = await priceOf(stakeToken)
    return price && (totalStaked * price.num) / price.den
  }
  const [pair] = await readLiquidityPairStates(client, { pairs: [stakeToken], owner: zeroAddress }).catch(
    () => [],
  )
  if (!pair || pair.totalSupply === 0n) return undefined
  const [price0, price1] = await Promise.all([priceOf(pair.token0), priceOf(pair.token1)])
  // A pool is balanced in value: one priced side is worth half, so the LP is twice it.
  const side = price0
    ? (pair.reserve0 * price0.num) / price0.den
    : price1
      ? (pair.reserve1 * price1.num) / price1.den
      : undefined
  return side === undefined ? undefined : (totalStaked * side * 2n) / pair.totalSupply
}

/**
 * The APR in basis points: a year of rewards at `rewardPerSecond` over the staked value (both in
 * reward base units). Undefined with nothing staked or no value known.
 *
 * @example
 * miningAprBps({ rewardPerSecond: 1n, stakedValue: secondsPerYear }) // 10_000n (100%)
 */
export function miningAprBps({
  rewardPerSecond,
  stakedValue,
}: {
  rewardPerSecond: bigint
  stakedValue: bigint | undefined
}): bigint | undefined {
  if (!stakedValue) return undefined
  return (rewardPerSecond * secondsPerYear * 10_000n) / stakedValue
}

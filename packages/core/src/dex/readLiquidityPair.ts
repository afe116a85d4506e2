import { type Address, getAddress, isAddress, isAddressEqual, type PublicClient } from 'viem'
import { uniswapV2FactoryAbi } from '../contracts/UniswapV2Factory.ts'
import { whenContractRefuses } from '../errors/contractRefusal.ts'
import { type LiquidityPairState, readLiquidityPairStates } from './readLiquidityPairStates.ts'

/** A chain's UniswapV2-compatible DEX as the liquidity tools need it (a catalogue `swaps` entry). */
export type LiquidityVenue = { name: string; router: Address; factory: Address }

export type ReadLiquidityPairParameters = {
  /** The address pasted. */
  pair: string
  owner: Address
  /** The chain's DEXes: a pair of another factory cannot be removed through a router TokenBox knows. */
  venues: readonly LiquidityVenue[]
  multicallAddress?: Address | undefined
}

export type ReadLiquidityPairReturnType =
  | { status: 'pair'; state: LiquidityPairState; venue: LiquidityVenue }
  /** Not an address, or an address without code. */
  | { status: 'notContract' }
  /** A contract that does not answer as a pair, or one its factory does not know as the pair of its tokens. */
  | { status: 'notPair' }
  /** A real pair of a factory none of the chain's DEXes uses. */
  | { status: 'otherDex'; state: LiquidityPairState }

/**
 * Whether `pair` is an LP token of one of the chain's DEXes, and its state for `owner`: it has
 * code, answers factory, token0, token1 and getReserves (one aggregator call), and its factory's
 * getPair(token0, token1) names it back (a second call), so a contract that merely imitates
 * the views is refused. The spec's "Is not an LP address" answers `notContract` and `notPair`.
 *
 * @example
 * const found = await readLiquidityPair(client, { pair: pasted, owner: account, venues })
 * if (found.status !== 'pair') showError('Is not an LP address')
 */
export async function readLiquidityPair(
  client: PublicClient,
  { pair, owner, venues, multicallAddress }: ReadLiquidityPairParameters,
): Promise<ReadLiquidityPairReturnType> {
  if (!isAddress(pair, { strict: false })) return { status: 'notContract' }
  const address = getAddress(pair)
  const code = await client.getCode({ address })
  if (!code || code === '0x') return { status: 'notContract' }
  const [state] = await readLiquidityPairStates(client, { pairs: [address], owner, multicallAddress })
  if (!state) return { status: 'notPair' }
  const registered = await client
    .readContract({
      address: state.factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [state.token0, state.token1],
    })
    .catch(whenContractRefuses(undefined))
  if (!registered || !isAddressEqual(registered, address)) return { status: 'notPair' }
  const venue = venues.find((candidate) => isAddressEqual(candidate.factory, state.factory))
  return venue ? { status: 'pair', state, venue } : { status: 'otherDex', state }
}

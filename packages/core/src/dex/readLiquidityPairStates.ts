import { type Address, getAddress, hashDomain, type PublicClient } from 'viem'
import { uniswapV2PairAbi } from '../contracts/UniswapV2Pair.ts'
import { multicallEach } from '../evm/multicallEach.ts'

/** What one UniswapV2-style pair says about itself and about one owner's share of it. */
export type LiquidityPairState = {
  pair: Address
  factory: Address
  token0: Address
  token1: Address
  reserve0: bigint
  reserve1: bigint
  /** LP tokens in existence. */
  totalSupply: bigint
  /** The owner's LP tokens (in the wallet, not those in a locker). */
  balance: bigint
  /**
   * Set when the pair takes EIP-2612 permits whose domain TokenBox can rebuild (its name, version
   * "1", the chain, the pair) and checked against the pair's own DOMAIN_SEPARATOR; the owner's
   * current nonce. Unset: the removal approves first.
   */
  permit: { name: string; version: string; nonce: bigint } | undefined
}

export type ReadLiquidityPairStatesParameters = {
  pairs: readonly Address[]
  owner: Address
  /** Multicall3-compatible aggregator; default the client's chain's `multicall3`. */
  multicallAddress?: Address | undefined
}

/** The views read per pair, in this order. */
const views = [
  'factory',
  'token0',
  'token1',
  'getReserves',
  'totalSupply',
  'balanceOf',
  'name',
  'nonces',
  'DOMAIN_SEPARATOR',
] as const

/**
 * The state of every address in `pairs` as a UniswapV2 pair, in one `eth_call` of the chain's
 * aggregator, in the same order; undefined where the address does not answer as a pair (no
 * factory, tokens or reserves). A network failure throws (it is no answer about the pairs). Does not ask the factory whether it made the pair: callers that
 * take an address from outside check that too (readLiquidityPair).
 *
 * @example
 * const [state] = await readLiquidityPairStates(client, { pairs: [pair], owner: account })
 * state && state.balance * state.reserve0 / state.totalSupply // the owner's token0
 */
export async function readLiquidityPairStates(
  client: PublicClient,
  { pairs, owner, multicallAddress }: ReadLiquidityPairStatesParameters,
): Promise<(LiquidityPairState | undefined)[]> {
  if (pairs.length === 0) return []
  const chainId = client.chain?.id ?? (await client.getChainId())
  const answers = await multicallEach(client, {
    multicallAddress,
    contracts: pairs.flatMap((pair) =>
      views.map((functionName) => ({
        address: pair,
        abi: uniswapV2PairAbi,
        functionName,
        args: functionName === 'balanceOf' || functionName === 'nonces' ? ([owner] as const) : ([] as const),
      })),
    ),
  })
  return pairs.map((pair, index): LiquidityPairState | undefined => {
    const read = (view: (typeof views)[number]) => {
      const answer = answers[index * views.length + views.indexOf(view)]
      return answer?.status === 'success' ? answer.result : undefined
    }
    const [factory, token0, token1, reserves, totalSupply] = [
      read('factory'),
      read('token0'),
      read('token1'),
      read('getReserves'),
      read('totalSupply'),
    ]
    if (typeof factory !== 'string' || typeof token0 !== 'string' || typeof token1 !== 'string')
      return undefined
    if (!Array.isArray(reserves) || typeof totalSupply !== 'bigint') return undefined
    const [reserve0, reserve1] = reserves as readonly [bigint, bigint, number]
    if (typeof reserve0 !== 'bigint' || typeof reserve1 !== 'bigint') return undefined
    const balance = read('balanceOf')
    const name = read('name')
    const nonce = read('nonces')
    const separator = read('DOMAIN_SEPARATOR')
    const version = '1'
    // Only a domain rebuilt exactly gives a signature the pair accepts; anything else approves.
    const permit =
      typeof name === 'string' &&
      typeof nonce === 'bigint' &&
      typeof separator === 'string' &&
      hashDomain({
        domain: { name, version, chainId: BigInt(chainId), verifyingContract: pair },
        types: { EIP712Domain: eip712DomainFields },
      }) === separator
        ? { name, version, nonce }
        : undefined
    return {
      pair: getAddress(pair),
      factory: getAddress(factory),
      token0: getAddress(token0),
      token1: getAddress(token1),
      reserve0,
      reserve1,
      totalSupply,
      balance: typeof balance === 'bigint' ? balance : 0n,
      permit,
    }
  })
}

const eip712DomainFields = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
] as const

import { type Address, getAddress, hashDomain, type PublicClient } from 'viem'
import { uniswapV2PairAbi } from '../contracts/UniswapV2Pair.ts'
import { multicallEach } from '../evm/multicallEach.ts'
import { successResults } from '../evm/successResults.ts'
import { eip712DomainFields } from './eip2612PermitTypes.ts'

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
    // One group per pair, answered in its shape: each answer typed from the pair's ABI.
    contracts: pairs.map((address) => {
      const pair = { address, abi: uniswapV2PairAbi } as const
      return [
        { ...pair, functionName: 'factory' },
        { ...pair, functionName: 'token0' },
        { ...pair, functionName: 'token1' },
        { ...pair, functionName: 'getReserves' },
        { ...pair, functionName: 'totalSupply' },
        { ...pair, functionName: 'balanceOf', args: [owner] },
        { ...pair, functionName: 'name' },
        { ...pair, functionName: 'nonces', args: [owner] },
        { ...pair, functionName: 'DOMAIN_SEPARATOR' },
      ] as const
    }),
  })
  return pairs.map((pair, index): LiquidityPairState | undefined => {
    const group = answers[index]
    if (!group) return undefined
    const [factory, token0, token1, reserves, totalSupply, balance, name, nonce, separator] =
      successResults(group)
    if (!factory || !token0 || !token1 || !reserves || totalSupply === undefined) return undefined
    const [reserve0, reserve1] = reserves
    const version = '1'
    // Only a domain rebuilt exactly gives a signature the pair accepts; anything else approves.
    const permit =
      name !== undefined &&
      nonce !== undefined &&
      separator !== undefined &&
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
      balance: balance ?? 0n,
      permit,
    }
  })
}

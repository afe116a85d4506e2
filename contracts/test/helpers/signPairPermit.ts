import { eip2612PermitTypes } from '@tokenbox/core/dex/eip2612PermitTypes.ts'
import { type Address, parseSignature, type TypedDataDomain } from 'viem'
import { type Amm, deadline } from './deployAmm.ts'

type Signer = Amm['owner']

/** The pair's own EIP-712 domain ("TokenBox V2 LP", version 1) on `chainId`. */
export function pairDomain(chainId: number, pair: Address): TypedDataDomain {
  return { name: 'TokenBox V2 LP', version: '1', chainId, verifyingContract: pair }
}

/**
 * Signs, as `signer`'s account, a permit letting `spender` take `value` LP shares (first nonce, the
 * tests' far deadline) under `domain`, and splits it into the v, r and s the router's
 * `remove...WithPermit` functions take.
 *
 * @example
 * const { v, r, s } = await signPairPermit(owner, pairDomain(chainId, pair.address), router.address, shares)
 */
export async function signPairPermit(
  signer: Signer,
  domain: TypedDataDomain,
  spender: Address,
  value: bigint,
) {
  const owner = signer.account.address
  const signature = await signer.signTypedData({
    domain,
    // EIP-2612's Permit message (viem adds the EIP712Domain type itself).
    types: { Permit: eip2612PermitTypes.Permit },
    primaryType: 'Permit',
    message: { owner, spender, value, nonce: 0n, deadline },
  })
  const { v, r, s } = parseSignature(signature)
  return { v: Number(v), r, s }
}

/**
 * Removes `shares` of the `tokenA`/`tokenB` pair's liquidity to `to` through the router, with
 * `permit` (signed for exactly `shares`) in place of an approval: the transaction hash.
 */
export function removeLiquidityWithPermit(
  router: Amm['router'],
  [tokenA, tokenB]: readonly [Address, Address],
  shares: bigint,
  to: Address,
  { v, r, s }: Awaited<ReturnType<typeof signPairPermit>>,
) {
  return router.write.removeLiquidityWithPermit([
    tokenA,
    tokenB,
    shares,
    0n,
    0n,
    to,
    deadline,
    false,
    v,
    r,
    s,
  ])
}

import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  domainSeparator,
  getAddress,
  getContractAddress,
  type Hex,
  keccak256,
  type TypedDataDomain,
} from 'viem'
import { addStableLiquidity, deployAmm } from '../helpers/deployAmm.ts'
import { pairDomain, removeLiquidityWithPermit, signPairPermit } from '../helpers/signPairPermit.ts'

/**
 * What an integrator written for Uniswap V2 must read from this AMM instead of assuming Uniswap's
 * constants (contracts/docs/dex-utils.md, "For AMM integrators"): the pair's EIP-712 domain comes from
 * `eip712Domain()` (EIP-5267), and pair addresses from `factory.INIT_CODE_PAIR_HASH()`.
 */

/** Uniswap V2's pair init code hash, which SDKs hard-code: pairs here are elsewhere. */
const UNISWAP_V2_INIT_CODE_HASH = '0x96e8ac42782006f8894161745b24916fe9339b629bc3e7ca895b7c575c1d9c8f'

async function pairWithLiquidity() {
  const amm = await deployAmm()
  const { usdt, usdc, owner, getPair } = amm
  const me = owner.account.address
  await addStableLiquidity(amm, '1000', me)
  const pair = await getPair(usdt.address, usdc.address)
  const shares = await pair.read.balanceOf([me])
  /** Removes every share with a permit instead of an approval. */
  const removeAllWithPermit = (permit: Awaited<ReturnType<typeof signPairPermit>>) =>
    removeLiquidityWithPermit(amm.router, [usdt.address, usdc.address], shares, me, permit)
  return { ...amm, me, pair, shares, removeAllWithPermit }
}

describe('AMM for integrators', () => {
  it('publishes its EIP-712 domain (EIP-5267): a permit signed from it removes liquidity', async () => {
    const { publicClient, router, owner, me, pair, shares, removeAllWithPermit } = await pairWithLiquidity()
    // viem's getEip712Domain calls the pair's eip712Domain(), as wallets and SDKs do.
    const { domain, fields, extensions } = await publicClient.getEip712Domain({ address: pair.address })
    assert.equal(fields, '0x0f', 'name, version, chainId and verifyingContract')
    assert.deepEqual(extensions, [])
    assert.equal(domain.name, 'TokenBox V2 LP')
    assert.equal(domain.version, '1')
    assert.equal(domain.chainId, await publicClient.getChainId())
    assert.equal(getAddress(domain.verifyingContract), getAddress(pair.address))
    // EIP-5267: only the fields whose bit is set belong to the domain. viem's getEip712Domain also
    // returns a zero `salt`, which would change the hash: a client must drop the unset fields.
    const signingDomain = domainFromFields(domain, fields)
    assert.equal(signingDomain.salt, undefined)
    assert.equal(await pair.read.DOMAIN_SEPARATOR(), domainSeparator({ domain: signingDomain }))
    assert.notEqual(await pair.read.DOMAIN_SEPARATOR(), domainSeparator({ domain }), 'salt included')

    await removeAllWithPermit(await signPairPermit(owner, signingDomain, router.address, shares))
    assert.equal(await pair.read.balanceOf([me]), 0n)
    assert.equal(await pair.read.nonces([me]), 1n)
  })

  it('refuses a permit signed the Uniswap way ("Uniswap V2" domain)', async () => {
    const { viem, publicClient, router, owner, me, pair, shares, removeAllWithPermit } =
      await pairWithLiquidity()
    const uniswapDomain = { ...pairDomain(await publicClient.getChainId(), pair.address), name: 'Uniswap V2' }
    await viem.assertions.revertWithCustomError(
      removeAllWithPermit(await signPairPermit(owner, uniswapDomain, router.address, shares)),
      pair,
      'ERC2612InvalidSigner',
    )
    assert.equal(await pair.read.balanceOf([me]), shares, 'nothing removed')
  })

  it("computes pair addresses from factory.INIT_CODE_PAIR_HASH(), not Uniswap's hash", async () => {
    const { factory, usdt, usdc, pair } = await pairWithLiquidity()
    const initCodeHash = await factory.read.INIT_CODE_PAIR_HASH()
    assert.notEqual(initCodeHash, UNISWAP_V2_INIT_CODE_HASH)
    const [token0, token1] =
      BigInt(usdt.address) < BigInt(usdc.address)
        ? [usdt.address, usdc.address]
        : [usdc.address, usdt.address]
    const salt = keccak256(`${token0}${token1.slice(2)}`)
    const at = (bytecodeHash: Hex) =>
      getContractAddress({ opcode: 'CREATE2', from: factory.address, salt, bytecodeHash })
    assert.equal(at(initCodeHash), getAddress(pair.address))
    assert.notEqual(
      at(UNISWAP_V2_INIT_CODE_HASH),
      getAddress(pair.address),
      "Uniswap's hash points elsewhere",
    )
  })
})

/** The EIP-5267 domain as signed: each field only when its bit in `fields` is set. */
function domainFromFields(domain: TypedDataDomain, fields: Hex): TypedDataDomain {
  const bits = Number(fields)
  return {
    ...(bits & 0x01 ? { name: domain.name } : {}),
    ...(bits & 0x02 ? { version: domain.version } : {}),
    ...(bits & 0x04 ? { chainId: domain.chainId } : {}),
    ...(bits & 0x08 ? { verifyingContract: domain.verifyingContract } : {}),
    ...(bits & 0x10 ? { salt: domain.salt } : {}),
  }
}

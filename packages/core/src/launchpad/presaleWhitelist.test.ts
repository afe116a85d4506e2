import { concat, getAddress, type Hex, hexToBigInt, keccak256, toHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { defaultPresaleDraft } from './presaleDraft.ts'
import { decodePresaleWhitelist, encodePresaleMetadata } from './presaleWhitelistList.ts'
import { buildWhitelistTree, whitelistLeaf } from './presaleWhitelistTree.ts'
import { toPresaleParams } from './toPresaleParams.ts'
import { presaleLimits, validatePresaleDraft } from './validatePresaleDraft.ts'

const accounts = Array.from({ length: 7 }, (_, index) => privateKeyToAddress(toHex(index + 1, { size: 32 })))

/** OpenZeppelin MerkleProof.processProof, as the contract folds a proof. */
function processProof(leaf: Hex, proof: readonly Hex[]): Hex {
  return proof.reduce<Hex>(
    (node, sibling) =>
      hexToBigInt(node) < hexToBigInt(sibling)
        ? keccak256(concat([node, sibling]))
        : keccak256(concat([sibling, node])),
    leaf,
  )
}

describe('the Merkle whitelist', () => {
  it('gives every listed account a proof that folds to the root, in its own tier', () => {
    for (const size of [1, 2, 3, 7]) {
      const entries = accounts.slice(0, size).map((account, index) => ({ account, tier: index % 3 }))
      const tree = buildWhitelistTree(entries)
      for (const entry of entries) {
        const place = tree.proofOf(entry.account)
        expect(place?.tier).toBe(entry.tier)
        expect(processProof(whitelistLeaf(entry), place!.proof)).toBe(tree.root)
        // The same account in another tier does not fold to the root.
        if (size > 1)
          expect(processProof(whitelistLeaf({ ...entry, tier: entry.tier + 1 }), place!.proof)).not.toBe(
            tree.root,
          )
      }
      expect(tree.proofOf(accounts[6]!.replace(/.$/, '0') as Hex)).toBeUndefined()
    }
  })

  it('publishes the list in the creation metadata and reads it back; malformed metadata reads as none', () => {
    const entries = [
      { account: accounts[0]!, tier: 0 },
      { account: accounts[1]!, tier: 1 },
      { account: accounts[2]!, tier: 1 },
    ]
    const metadata = encodePresaleMetadata({ whitelist: entries })
    expect(JSON.parse(metadata)).toEqual({ whitelist: [[accounts[0]], [accounts[1], accounts[2]]] })
    expect(decodePresaleWhitelist(metadata)).toEqual(entries)
    expect(encodePresaleMetadata({})).toBe('')
    for (const bad of ['', 'not json', '{"whitelist":[["0x12"]]}', '{"whitelist":"x"}', '{"logo":"a"}'])
      expect(decodePresaleWhitelist(bad)).toBeUndefined()
  })
})

describe('whitelist drafts', () => {
  const now = Date.UTC(2026, 10, 25)
  const base = {
    ...defaultPresaleDraft('standard', now),
    token: accounts[5]!,
    tokenDecimals: 18,
    router: accounts[6]!,
    startTime: now + 3_600_000,
    endTime: now + 86_400_000,
    softCap: '1',
    hardCap: '3',
    minBuy: '0.1',
    maxBuy: '2',
    whitelist: true,
  }
  const listOf = (count: number) =>
    Array.from({ length: count }, (_, index) => privateKeyToAddress(toHex(index + 1, { size: 32 }))).join(
      '\n',
    )

  it('stores a list up to the limit and turns a longer one into a Merkle root with its list', () => {
    const stored = toPresaleParams(
      {
        ...base,
        tiers: [{ addresses: listOf(presaleLimits.maxStoredWhitelist), startTime: base.startTime }],
      },
      { locker: null },
    )
    expect(stored.tiers[0]?.accounts).toHaveLength(presaleLimits.maxStoredWhitelist)
    expect(stored.params.config.merkleRoot).toMatch(/^0x0{64}$/)
    expect(stored.merkleWhitelist).toBeUndefined()
    const long = toPresaleParams(
      {
        ...base,
        tiers: [{ addresses: listOf(presaleLimits.maxStoredWhitelist + 1), startTime: base.startTime }],
      },
      { locker: null },
    )
    expect(long.tiers).toEqual([])
    expect(long.merkleWhitelist?.[0]).toEqual({ account: getAddress(accounts[0]!), tier: 0 })
    expect(long.params.config.merkleRoot).toBe(buildWhitelistTree(long.merkleWhitelist!).root)
  })

  it('opens a whitelisted sale to everyone from the public time, inside the sale only', () => {
    const tiers = [{ addresses: accounts[0]!, startTime: base.startTime }]
    const draft = { ...base, tiers, publicTime: now + 7_200_000 }
    expect(validatePresaleDraft(draft, now)).toEqual({})
    expect(toPresaleParams(draft, { locker: null }).params.config.publicAt).toBe(
      BigInt((now + 7_200_000) / 1000),
    )
    expect(
      toPresaleParams({ ...draft, publicTime: undefined }, { locker: null }).params.config.publicAt,
    ).toBe(0n)
    // Without a whitelist there is nothing to open.
    expect(toPresaleParams({ ...draft, whitelist: false }, { locker: null }).params.config.publicAt).toBe(0n)
    for (const publicTime of [base.startTime, base.endTime, now])
      expect(validatePresaleDraft({ ...draft, publicTime }, now).publicTime).toEqual({
        key: 'validation.phaseOutside',
      })
  })

  it('refuses a list longer than a creation transaction can carry', () => {
    const issues = validatePresaleDraft(
      {
        ...base,
        tiers: [{ addresses: listOf(presaleLimits.maxMerkleWhitelist + 1), startTime: base.startTime }],
      },
      now,
    )
    expect(issues['tiers.0.addresses']).toEqual({
      key: 'validation.tooMany',
      params: { max: presaleLimits.maxMerkleWhitelist },
    })
  })
})

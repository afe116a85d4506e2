import {
  type Address,
  concat,
  encodeAbiParameters,
  getAddress,
  type Hex,
  hexToBigInt,
  keccak256,
  zeroHash,
} from 'viem'

/** One listed buyer of a Merkle whitelist: the account and the tier it buys in (0 = first). */
export type WhitelistEntry = { account: Address; tier: number }

export type WhitelistTree = {
  root: Hex
  /** The proof of `account`'s entry, or undefined when it is not listed. */
  proofOf: (account: Address) => { tier: number; proof: Hex[] } | undefined
}

/**
 * The leaf the Presale checks: keccak256(bytes.concat(keccak256(abi.encode(account, tier)))), the
 * double hash of OpenZeppelin's StandardMerkleTree (a 64-byte inner node can never pass as a leaf).
 */
export function whitelistLeaf({ account, tier }: WhitelistEntry): Hex {
  return keccak256(
    keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint8' }], [getAddress(account), tier])),
  )
}

/** OpenZeppelin MerkleProof's commutative node hash: the smaller child first. */
const hashPair = (a: Hex, b: Hex): Hex =>
  hexToBigInt(a) < hexToBigInt(b) ? keccak256(concat([a, b])) : keccak256(concat([b, a]))

/**
 * The Merkle tree of a whitelist, for lists too long to store on-chain (see
 * presaleLimits.maxStoredWhitelist): its root goes into the presale's config, and the sale page
 * rebuilds the same tree from the published list to give each listed buyer a proof the contract's
 * MerkleProof.verifyCalldata accepts. Leaves sorted, levels paired bottom-up, an odd last node
 * carried up unchanged; an account listed twice keeps its first tier.
 *
 * Decision: written here on viem's keccak256 (about 40 lines) instead of a package: the OpenZeppelin
 * merkle-tree package is neither installed nor in the environment's lists, and merkletreejs brings
 * Node Buffer polyfills to the browser. The core test checks proofs against the contract itself.
 *
 * @example
 * const tree = buildWhitelistTree([{ account: alice, tier: 0 }, { account: bob, tier: 1 }])
 * tree.root // the config's merkleRoot
 * tree.proofOf(bob) // { tier: 1, proof: [...] } for contribute(..., tier, proof)
 */
export function buildWhitelistTree(entries: readonly WhitelistEntry[]): WhitelistTree {
  const tiers = new Map<string, number>()
  for (const entry of entries) {
    const key = entry.account.toLowerCase()
    if (!tiers.has(key)) tiers.set(key, entry.tier)
  }
  const leaves = [...tiers].map(([account, tier]) => whitelistLeaf({ account: account as Address, tier }))
  leaves.sort((a, b) => (hexToBigInt(a) < hexToBigInt(b) ? -1 : 1))
  const levels: Hex[][] = [leaves]
  while (levels.at(-1)!.length > 1) {
    const below = levels.at(-1)!
    const above: Hex[] = []
    for (let index = 0; index < below.length; index += 2)
      above.push(index + 1 < below.length ? hashPair(below[index]!, below[index + 1]!) : below[index]!)
    levels.push(above)
  }
  const root = levels.at(-1)![0] ?? zeroHash
  const proofOf = (account: Address) => {
    const tier = tiers.get(account.toLowerCase())
    if (tier === undefined) return undefined
    let index = leaves.indexOf(whitelistLeaf({ account, tier }))
    const proof: Hex[] = []
    for (const level of levels.slice(0, -1)) {
      const sibling = index ^ 1
      if (sibling < level.length) proof.push(level[sibling]!)
      index >>= 1
    }
    return { tier, proof }
  }
  return { root, proofOf }
}

import { secp256k1 } from '@noble/curves/secp256k1'
import { hmac } from '@noble/hashes/hmac'
import { sha512 } from '@noble/hashes/sha2'

/** A BIP32 extended private key: what deriving children needs (no fingerprints, no serialisation). */
export type HdNode = { privateKey: Uint8Array; chainCode: Uint8Array }

const curveOrder = secp256k1.CURVE.n
const masterSecret = new TextEncoder().encode('Bitcoin seed')
const hardenedOffset = 0x8000_0000

function toBigInt(bytes: Uint8Array): bigint {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  return value
}

function to32Bytes(value: bigint): Uint8Array {
  const bytes = new Uint8Array(32)
  for (let position = 31; position >= 0; position--) {
    bytes[position] = Number(value & 0xffn)
    value >>= 8n
  }
  return bytes
}

/**
 * The BIP32 master node of a seed (HMAC-SHA512 keyed "Bitcoin seed").
 *
 * @example
 * const master = hdMasterNode(mnemonicToSeedSync(mnemonic))
 */
export function hdMasterNode(seed: Uint8Array): HdNode {
  const digest = hmac(sha512, masterSecret, seed)
  const key = toBigInt(digest.subarray(0, 32))
  if (key === 0n || key >= curveOrder) throw new Error('hdMasterNode: the seed gives an invalid key')
  return { privateKey: digest.slice(0, 32), chainCode: digest.slice(32) }
}

/** The compressed public key of a node (33 bytes), which non-hardened children are derived from. */
export function hdPublicKey(node: HdNode): Uint8Array {
  return secp256k1.getPublicKey(node.privateKey, true)
}

/**
 * BIP32 private child derivation (CKDpriv). Written here instead of using @scure/bip32's HDKey
 * because HDKey computes every node's public key and fingerprint eagerly; Create Wallets derives
 * the common parent once and then only what each child needs (`parentPublicKey` passes the
 * parent's public key when the caller already has it). The one-in-2^127 invalid child, which
 * BIP32 says to skip, throws instead: no wallet is then silently given another index.
 *
 * @example
 * const account = hdChildNode(hdChildNode(master, 44, true), 60, true)
 */
export function hdChildNode(
  node: HdNode,
  index: number,
  hardened: boolean,
  parentPublicKey?: Uint8Array,
): HdNode {
  const data = new Uint8Array(37)
  if (hardened) data.set(node.privateKey, 1)
  else data.set(parentPublicKey ?? hdPublicKey(node), 0)
  new DataView(data.buffer).setUint32(33, hardened ? index + hardenedOffset : index, false)
  const digest = hmac(sha512, node.chainCode, data)
  const tweak = toBigInt(digest.subarray(0, 32))
  if (tweak >= curveOrder) throw new Error(`hdChildNode: index ${index} gives an invalid key`)
  const child = (tweak + toBigInt(node.privateKey)) % curveOrder
  if (child === 0n) throw new Error(`hdChildNode: index ${index} gives an invalid key`)
  return { privateKey: to32Bytes(child), chainCode: digest.slice(32) }
}

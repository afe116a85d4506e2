import { secp256k1 } from '@noble/curves/secp256k1'
import { mnemonicToSeedSync } from '@scure/bip39'
import type { Address, Hex } from 'viem'
import { addressFromPrivateKey } from './addressFromPrivateKey.ts'
import { formatDerivationPath, parseDerivationPath } from './derivationPath.ts'
import { type HdNode, hdChildNode, hdMasterNode, hdPublicKey } from './hdNode.ts'
import { maxDerivationIndex } from './walletLimits.ts'

/** One generated wallet. `path` is set for wallets derived from a mnemonic. */
export type GeneratedWallet = { index: number; address: Address; privateKey: Hex; path?: string }

export type GenerateRandomWalletsParameters = {
  count: number
  /** Index of the first wallet (for numbering when the work is split over workers). */
  firstIndex?: number
  /** Fills a buffer with secure random bytes; defaults to `crypto.getRandomValues`. */
  fillRandom?: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array
}

/** `crypto.getRandomValues` in the 65,536-byte pieces it accepts per call. */
function fillSecureRandom(bytes: Uint8Array<ArrayBuffer>): Uint8Array {
  for (let offset = 0; offset < bytes.length; offset += 65_536) {
    crypto.getRandomValues(bytes.subarray(offset, offset + 65_536))
  }
  return bytes
}

/**
 * Wallets with independent random keys: 256 bits each from the platform's CSPRNG, redrawn in the
 * (one in 2^128) case the bytes are not a valid secp256k1 key.
 *
 * @example
 * const wallets = generateRandomWallets({ count: 100 })
 */
export function generateRandomWallets(parameters: GenerateRandomWalletsParameters): GeneratedWallet[] {
  const { count, firstIndex = 0, fillRandom = fillSecureRandom } = parameters
  assertCount(count)
  const wallets: GeneratedWallet[] = []
  // One draw for the whole batch; each key is a copy so no wallet shares a buffer with another.
  const pool = fillRandom(new Uint8Array(32 * count))
  for (let position = 0; position < count; position++) {
    let key: Uint8Array = pool.slice(position * 32, position * 32 + 32)
    while (!secp256k1.utils.isValidPrivateKey(key)) key = fillRandom(new Uint8Array(32))
    wallets.push({ index: firstIndex + position, ...addressFromPrivateKey(key) })
  }
  pool.fill(0)
  return wallets
}

export type MnemonicWalletDeriverParameters = {
  /** A checked, normalised English mnemonic (see checkMnemonic). */
  mnemonic: string
  /** Path template with `{i}`, e.g. `m/44'/60'/0'/0/{i}` (see derivationPathPresets). */
  path: string
}

/**
 * Prepares derivation along `path` from `mnemonic`: the seed (PBKDF2, 2,048 rounds) and the nodes
 * above `{i}` are computed once, so each wallet then costs only the levels from `{i}` down (one
 * HMAC and one public key for the usual path).
 *
 * @example
 * const derive = createMnemonicWalletDeriver({ mnemonic, path: derivationPathPresets.standard })
 * derive(0).address // the wallet's first account
 */
export function createMnemonicWalletDeriver(parameters: MnemonicWalletDeriverParameters) {
  const parsed = parseDerivationPath(parameters.path)
  if (!parsed.ok) throw new Error(`createMnemonicWalletDeriver: bad path (${parsed.issue})`)
  const { segments } = parsed
  const walletLevel = segments.findIndex((segment) => segment.kind === 'wallet')
  let parent: HdNode = hdMasterNode(mnemonicToSeedSync(parameters.mnemonic))
  for (const segment of segments.slice(0, walletLevel)) {
    if (segment.kind === 'fixed') parent = hdChildNode(parent, segment.index, segment.hardened)
  }
  const walletSegment = segments[walletLevel]!
  const parentPublicKey = walletSegment.hardened ? undefined : hdPublicKey(parent)
  const below = segments.slice(walletLevel + 1)

  return (index: number): GeneratedWallet => {
    if (!Number.isSafeInteger(index) || index < 0 || index > maxDerivationIndex)
      throw new RangeError(`wallet index ${index} is outside 0..2^31-1`)
    let node = hdChildNode(parent, index, walletSegment.hardened, parentPublicKey)
    for (const segment of below) {
      if (segment.kind === 'fixed') node = hdChildNode(node, segment.index, segment.hardened)
    }
    return {
      index,
      ...addressFromPrivateKey(node.privateKey),
      path: formatDerivationPath(parameters.path, index),
    }
  }
}

export type DeriveMnemonicWalletsParameters = MnemonicWalletDeriverParameters & {
  /** Index `{i}` of the first wallet. */
  start: number
  count: number
}

/**
 * Wallets `start` .. `start + count - 1` derived from `mnemonic` along `path`.
 *
 * @example
 * deriveMnemonicWallets({ mnemonic, path: "m/44'/60'/0'/0/{i}", start: 0, count: 10 })
 */
export function deriveMnemonicWallets(parameters: DeriveMnemonicWalletsParameters): GeneratedWallet[] {
  assertCount(parameters.count)
  if (parameters.start + parameters.count - 1 > maxDerivationIndex)
    throw new RangeError('the last wallet index is above 2^31-1')
  const derive = createMnemonicWalletDeriver(parameters)
  return Array.from({ length: parameters.count }, (_, offset) => derive(parameters.start + offset))
}

function assertCount(count: number) {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`bad wallet count ${count}`)
}

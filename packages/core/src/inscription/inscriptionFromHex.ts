import type { Hex } from 'viem'
import { type InscriptionRefusal, inscriptionMaxBytes } from './types.ts'

export type InscriptionFromHexResult = { ok: true; text: string } | InscriptionRefusal

const hexPattern = /^0x[0-9a-fA-F]*$/

/** Refuses bytes that are not UTF-8 (a replacement character would hide them). */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

/**
 * Decodes transaction data (or hex a user pasted) into the inscription text it carries: `0x` and
 * an even number of hex digits (either case), at most {@link inscriptionMaxBytes} bytes, valid
 * UTF-8, starting with `data:`. Only the form is
 * checked here; {@link parseInscription} checks the text. A byte-order mark is kept, so data
 * starting with one is not a data URI.
 *
 * @example
 * inscriptionFromHex('0x646174613a2c7b7d') // { ok: true, text: 'data:,{}' }
 * inscriptionFromHex('0x6461746') // { ok: false, problem: 'oddLength' }
 */
export function inscriptionFromHex(hex: string): InscriptionFromHexResult {
  if (!hexPattern.test(hex)) return { ok: false, problem: 'notHex' }
  if (hex.length === 2) return { ok: false, problem: 'empty' }
  if (hex.length % 2 !== 0) return { ok: false, problem: 'oddLength' }
  // Checked before decoding: an indexer calls this on every transaction's data, contract
  // deployments of many kilobytes included.
  if (hex.length - 2 > inscriptionMaxBytes * 2) return { ok: false, problem: 'tooLong' }
  const bytes = new Uint8Array((hex.length - 2) / 2)
  for (let index = 0; index < bytes.length; index++)
    bytes[index] = Number.parseInt(hex.slice(2 + index * 2, 4 + index * 2), 16)
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    return { ok: false, problem: 'notUtf8' }
  }
  if (!text.startsWith('data:')) return { ok: false, problem: 'notDataUri' }
  return { ok: true, text }
}

/**
 * The transaction data of an inscription: its text as UTF-8 bytes, in lower-case hex.
 *
 * @example
 * inscriptionToHex('data:,{}') // '0x646174613a2c7b7d'
 */
export function inscriptionToHex(text: string): Hex {
  const bytes = new TextEncoder().encode(text)
  let hex = '0x'
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0')
  return hex as Hex
}

import { type Hex, hexToBytes, isHex } from 'viem'

/** Decodes with U+FFFD for every malformed sequence, as the protocol's `clean_utf8` does (not fatal). */
const lenientUtf8 = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true })

/**
 * Decompresses gzip data, or returns undefined when it is not valid gzip or would exceed
 * `maxBytes`: the server passes Node's zlib; core stays free of Node modules.
 */
export type Gunzip = (bytes: Uint8Array, maxBytes: number) => Uint8Array | undefined

/** ESIP-7: compressed calldata may grow at most ten times when decompressed (`ratio_limit: 10`). */
export const esip7MaxRatio = 10

/**
 * The text the ethscriptions protocol reads from bytes (`HexDataProcessor.clean_utf8`): UTF-8 with
 * every malformed sequence replaced by U+FFFD, then every NUL character removed (the reference
 * indexer stores content in PostgreSQL text, which cannot hold NUL).
 *
 * @example
 * ethscriptionTextOf(new Uint8Array([0x64, 0x00, 0x61])) // 'da'
 */
export function ethscriptionTextOf(bytes: Uint8Array): string {
  return lenientUtf8.decode(bytes).replaceAll('\u0000', '')
}

/**
 * The content a transaction's calldata offers as an ethscription (`EthTransaction#utf8_input`):
 * the bytes, gunzipped first when they start with the gzip magic `1f 8b` (ESIP-7, at most
 * {@link esip7MaxRatio} times their size; undefined when that fails), read by
 * {@link ethscriptionTextOf}. Whether it is an ethscription is for `readDataUri` and the rules to say.
 * Without `gunzip`, compressed calldata yields undefined (nothing is guessed).
 *
 * @example
 * ethscriptionContentOfCalldata('0x646174613a2c6869') // 'data:,hi'
 */
export function ethscriptionContentOfCalldata(input: Hex, gunzip?: Gunzip): string | undefined {
  if (!isHex(input, { strict: true }) || input.length % 2 !== 0) return undefined
  const bytes = hexToBytes(input)
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    const inflated = gunzip?.(bytes, bytes.length * esip7MaxRatio)
    return inflated ? ethscriptionTextOf(inflated) : undefined
  }
  return ethscriptionTextOf(bytes)
}

/**
 * The token standard labels the inscription forms offer (spec 001 section 5), in the spec's order.
 * A label is what the user picks; the inscription's `"p"` field carries its {@link protocolIdOf}.
 */
export const inscriptionProtocols = [
  'AC-20',
  'ARB-20',
  'ARC-20',
  'ARTOS',
  'ARTOS-20',
  'ASC-20',
  'ASCC-20',
  'ATOM',
  'BASE-20',
  'BBOX-421',
  'BSC-20',
  'BEP-20',
  'BGC-20',
  'DRC-20',
  'ERC-20',
  'EVM-20',
  'FTM-20',
  'INK-20',
  'INS20',
  'IRC-20',
  'IRC-100',
  'LTC-20',
  'MEME-20',
  'MRC-20',
  'ORC-20',
  'RUNES',
  'SARC-20',
  'SATS-20',
  'SRC-20',
  'XRC-20',
  'XRS-20',
  'ZRC-20',
] as const

export type InscriptionProtocolLabel = (typeof inscriptionProtocols)[number]

/** What a protocol id may hold once lower-cased: 1 to 32 of a-z, 0-9, `-` and `_`. */
const protocolIdPattern = /^[a-z0-9_-]{1,32}$/

/**
 * The inscription's `"p"` value for a protocol label or a custom protocol name: trimmed and lower
 * case (indexers of the -20 protocols compare `p` in lower case, and so does TokenBox's). Throws
 * when the result is not 1 to 32 characters of `[a-z0-9-_]`; {@link isProtocolId} tests without
 * throwing.
 *
 * @example
 * protocolIdOf('BSC-20') // 'bsc-20'
 * protocolIdOf(' My_Proto ') // 'my_proto'
 * protocolIdOf('a b') // throws
 */
export function protocolIdOf(label: string): string {
  const id = label.trim().toLowerCase()
  if (!protocolIdPattern.test(id)) throw new Error(`Not an inscription protocol: ${JSON.stringify(label)}`)
  return id
}

/**
 * Whether `id` is already a protocol id as {@link protocolIdOf} makes them (lower case, no spaces).
 *
 * @example
 * isProtocolId('bsc-20') // true
 * isProtocolId('BSC-20') // false
 */
export function isProtocolId(id: string): boolean {
  return protocolIdPattern.test(id)
}

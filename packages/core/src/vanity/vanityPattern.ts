import type { BytePattern } from '@tokenbox/vanity'

/**
 * Where the hex must appear: at the start, at the end, at both ends (two strings), or anywhere
 * (aligned on nibbles, i.e. on characters of the address).
 */
export type VanityMatch = 'prefix' | 'suffix' | 'both' | 'contains'

/**
 * What must look like the pattern: the key's address, its nonce-0 contract's, or (create2) the
 * address a deployer creates with a salt: a salt search, no key.
 */
export type VanityTarget = 'address' | 'contract' | 'create2'

/** The user's request, as typed. Only the strings the match uses are read. */
export type VanityPatternInput = {
  match: VanityMatch
  /** Used by prefix, both and contains (a leading `0x` is dropped for prefix and both). */
  text: string
  /** Used by suffix and both. */
  suffix: string
  /** Letters must have the EIP-55 checksum's case, as typed. */
  caseSensitive: boolean
  target: VanityTarget
  /** create2 only: the deployer and the init code (or its hash), as typed (core's parseCreate2Target). */
  deployer?: string
  initCode?: string
}

/** A validation refusal: a key of the `vanity` namespace. */
export type VanityPatternIssue = 'validation.hexOnly' | 'validation.empty' | 'validation.tooLong'

/** A validated request, ready for the search and the final check. */
export type VanityPattern = {
  input: VanityPatternInput
  /** The hex at each end, as typed without 0x ('' when unused); for contains, `prefix` holds it. */
  prefix: string
  suffix: string
  /** Nibbles that must match and how many of them are letters (a-f). */
  nibbles: number
  letters: number
  /** Any one of these byte masks matching is a candidate (one for prefix/suffix, one per offset for contains). */
  bytePatterns: BytePattern[]
}

/** The address has 40 hex characters. */
export const addressNibbles = 40

const hexOnly = /^[0-9a-fA-F]*$/

function clean(text: string, dropHexPrefix: boolean): string {
  const trimmed = text.trim()
  return dropHexPrefix && /^0x/i.test(trimmed) ? trimmed.slice(2) : trimmed
}

/** The byte pattern requiring `hex` at nibble offset `offset` (added to `pattern` when given). */
function placeNibbles(hex: string, offset: number, pattern?: BytePattern): BytePattern {
  const result = pattern ?? { mask: new Uint8Array(20), value: new Uint8Array(20) }
  for (let i = 0; i < hex.length; i++) {
    const nibble = Number.parseInt(hex[i]!, 16)
    const position = offset + i
    const byte = position >> 1
    const high = (position & 1) === 0
    result.mask[byte]! |= high ? 0xf0 : 0x0f
    result.value[byte]! |= high ? nibble << 4 : nibble
  }
  return result
}

/**
 * Validates a vanity request and compiles it to the byte masks the WebAssembly loop compares.
 * Refusals: any character outside 0-9, A-F, a-f ("Vanity strings allow only 0-9, A-F, a-f"), a
 * missing string, or more than 40 characters in all (an address has 40).
 *
 * Decisions where the spec is silent: `0x` typed before a prefix is dropped (people paste it);
 * spaces around the strings are ignored; the case-sensitive switch only changes anything when
 * the strings contain letters.
 *
 * @example
 * parseVanityPattern({ match: 'prefix', text: 'dead', suffix: '', caseSensitive: false, target: 'address' })
 */
export function parseVanityPattern(
  input: VanityPatternInput,
): { ok: true; pattern: VanityPattern } | { ok: false; issue: VanityPatternIssue; field: 'text' | 'suffix' } {
  const usesText = input.match !== 'suffix'
  const usesSuffix = input.match === 'suffix' || input.match === 'both'
  const prefix = usesText ? clean(input.text, input.match !== 'contains') : ''
  const suffix = usesSuffix ? clean(input.suffix, false) : ''
  if (usesText && !hexOnly.test(prefix)) return { ok: false, issue: 'validation.hexOnly', field: 'text' }
  if (usesSuffix && !hexOnly.test(suffix)) return { ok: false, issue: 'validation.hexOnly', field: 'suffix' }
  if (usesText && prefix === '') return { ok: false, issue: 'validation.empty', field: 'text' }
  if (usesSuffix && suffix === '') return { ok: false, issue: 'validation.empty', field: 'suffix' }
  if (prefix.length + suffix.length > addressNibbles)
    return { ok: false, issue: 'validation.tooLong', field: usesSuffix ? 'suffix' : 'text' }
  const hex = (prefix + suffix).toLowerCase()
  let bytePatterns: BytePattern[]
  if (input.match === 'contains') {
    bytePatterns = []
    for (let offset = 0; offset + hex.length <= addressNibbles; offset++)
      bytePatterns.push(placeNibbles(hex, offset))
  } else {
    const pattern = placeNibbles(prefix.toLowerCase(), 0)
    placeNibbles(suffix.toLowerCase(), addressNibbles - suffix.length, pattern)
    bytePatterns = [pattern]
  }
  return {
    ok: true,
    pattern: {
      input,
      prefix,
      suffix,
      nibbles: hex.length,
      letters: hex.replace(/[0-9]/g, '').length,
      bytePatterns,
    },
  }
}

/**
 * Whether a checksummed address (0x + 40 characters, EIP-55 case) satisfies the pattern, case
 * included when the pattern asks for it. The search loop only compares nibbles; this is the
 * exact test for its candidates and for the final re-derivation.
 *
 * @example
 * matchesVanityPattern('0xdEAD000000000000000042069420694206942069', pattern)
 */
export function matchesVanityPattern(checksummed: string, pattern: VanityPattern): boolean {
  const body = checksummed.slice(2)
  const same = (part: string, at: number) => {
    const actual = body.slice(at, at + part.length)
    return pattern.input.caseSensitive ? actual === part : actual.toLowerCase() === part.toLowerCase()
  }
  if (pattern.input.match === 'contains') {
    for (let offset = 0; offset + pattern.prefix.length <= addressNibbles; offset++)
      if (same(pattern.prefix, offset)) return true
    return false
  }
  return same(pattern.prefix, 0) && same(pattern.suffix, addressNibbles - pattern.suffix.length)
}

import { type Address, getAddress, type Hex, hexToBytes } from 'viem'

/** SLOAD: reads the storage slot on top of the stack. */
const sloadOpcode = 0x54

/**
 * The storage slots `code` reads by a constant: a PUSH of the slot right before an SLOAD, as the
 * compiler writes a read of a state variable at a fixed slot (slot 0, read with PUSH0 or a DUP, is
 * not among them: the caller reads the first slots anyway). A controller kept beyond the first slots
 * a reader scans (after many state variables, or at a hashed slot of namespaced storage) is found
 * where the code itself says it looks. Duplicates are left out, in the order the code names them.
 *
 * @example
 * codeStorageSlots('0x600c54') // [12n]: PUSH1 0x0c SLOAD
 */
export function codeStorageSlots(code: Hex | undefined): bigint[] {
  if (!code || code === '0x') return []
  const bytes = hexToBytes(code)
  const found = new Set<bigint>()
  for (let index = 0; index < bytes.length; index++) {
    const opcode = bytes[index] ?? 0
    if (opcode < 0x60 || opcode > 0x7f) continue
    const size = opcode - 0x5f
    // PUSH data running past the end is the compiler's metadata, not code.
    if (index + size + 1 >= bytes.length) break
    if (bytes[index + size + 1] === sloadOpcode) {
      let slot = 0n
      for (const byte of bytes.slice(index + 1, index + 1 + size)) slot = (slot << 8n) | BigInt(byte)
      found.add(slot)
    }
    index += size
  }
  return [...found]
}

/** An address-shaped 20 bytes: at most three leading zero bytes (more is a number), and not all 0xff. */
function looksLikeAddress(window: Uint8Array): boolean {
  return window.slice(0, 4).some((byte) => byte !== 0) && window.some((byte) => byte !== 0xff)
}

/** Bytes around the address that are a number packed beside it (a flag, the decimals, a date): at most 8 set. */
const packedNumberBytes = 8

/** At most this many addresses from one word: an address beside a one-byte number reads as well one byte over. */
const addressesPerWord = 2

/**
 * The addresses a 32-byte storage word may hold, where the compiler packs an address beside numbers
 * (`address owner; uint8 decimals;` or `bool open; address keeper;` share one slot): of the 20-byte
 * windows at each byte offset that look like an address while the 12 bytes around them are a small
 * number (at most 8 of them set; a hash or a large amount has them all set and gives none), those
 * with the fewest zero bytes inside (an address is 20 bytes of noise; a window shifted onto a
 * number takes in its leading zeros), then the fewest set bytes outside. Where that still ties (an
 * address beside a one-byte number), at most two: one candidate too many costs a few calls, one too
 * few misses a controller.
 *
 * @example
 * addressesInWord(`0x0000000000000000000000${'12'}${controller.slice(2)}`) // includes controller: beside the decimals
 */
export function addressesInWord(word: Hex | undefined): Address[] {
  if (word?.length !== 66) return []
  const bytes = hexToBytes(word)
  const passing: { window: Uint8Array; zeros: number; outside: number }[] = []
  // `offset` counts bytes from the word's low end; the window is bytes[12 - offset, 32 - offset).
  for (let offset = 0; offset <= 12; offset++) {
    const start = 12 - offset
    const window = bytes.slice(start, start + 20)
    // Shifted off the low end, a window must start and end on a set byte (a number's zeros are not an address's).
    if (offset > 0 && (window[0] === 0 || window[19] === 0)) continue
    if (!looksLikeAddress(window)) continue
    const outside = [...bytes.slice(0, start), ...bytes.slice(start + 20)].filter((byte) => byte !== 0).length
    if (outside > packedNumberBytes) continue
    passing.push({ window, zeros: window.filter((byte) => byte === 0).length, outside })
  }
  passing.sort((a, b) => a.zeros - b.zeros || a.outside - b.outside)
  const best = passing[0]
  return passing
    .filter((found) => best && found.zeros === best.zeros && found.outside === best.outside)
    .slice(0, addressesPerWord)
    .map(({ window }) =>
      getAddress(`0x${[...window].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`),
    )
}

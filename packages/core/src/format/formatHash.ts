export type FormatHashOptions = {
  /** Characters kept at the start, counting the `0x`. Default 6. */
  prefixLength?: number
  /** Characters kept at the end. Default 4. */
  suffixLength?: number
}

/**
 * Shortens a hash or address for display: the first and last characters around `...`.
 * Text that would not get shorter is returned unchanged.
 *
 * @example
 * formatHash('0x8f1c5e3d9a7b4c2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e') // '0x8f1c...9d8e'
 * formatHash('0x8f1c5e3d9a7b4c2e1f0a9b8c7d6e5f4a3b2c1d0e', { prefixLength: 10, suffixLength: 8 })
 * // '0x8f1c5e3d...3b2c1d0e'
 */
export function formatHash(hash: string, options: FormatHashOptions = {}): string {
  const prefixLength = Math.max(0, options.prefixLength ?? 6)
  const suffixLength = Math.max(0, options.suffixLength ?? 4)
  if (hash.length <= prefixLength + suffixLength + 3) return hash
  return `${hash.slice(0, prefixLength)}...${suffixLength ? hash.slice(-suffixLength) : ''}`
}

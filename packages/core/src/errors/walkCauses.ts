/**
 * Walks any thrown value's cause chain, guarding against cycles. Exported for errors that are
 * not ours (viem's, a wallet's plain objects).
 *
 * @example
 * walkCauses(error, (cause) => (cause as { code?: number }).code === 4001)
 */
export function walkCauses(error: unknown, predicate?: (error: unknown) => boolean): unknown {
  const seen = new Set<unknown>()
  let current: unknown = error
  let last: unknown = error
  while (current !== undefined && current !== null && !seen.has(current)) {
    if (predicate?.(current)) return current
    seen.add(current)
    last = current
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined
  }
  return predicate ? null : last
}

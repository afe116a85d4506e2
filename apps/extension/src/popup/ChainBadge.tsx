import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { chainIconUrl } from './chainIcons.ts'

/**
 * A chain's round badge. Decorative: the chain's name is always written beside it.
 *
 * @example
 * <ChainBadge entry={bsc} size={18} />
 */
export function ChainBadge({ entry, size = 18 }: { entry: Pick<ChainEntry, 'icon'>; size?: number }) {
  const src = chainIconUrl(entry)
  if (!src) return null
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      style={{ borderRadius: '50%', flex: 'none', display: 'block' }}
    />
  )
}

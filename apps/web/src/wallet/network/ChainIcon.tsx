import type { ChainEntry } from '@tokenbox/core/chains/types.ts'

/**
 * A chain's badge from the catalogue (`/chains/<slug>.svg`). Decorative: the chain's name is
 * always written beside it.
 *
 * @example
 * <ChainIcon entry={bsc} size={20} />
 */
export function ChainIcon({ entry, size = 20 }: { entry: ChainEntry; size?: number }) {
  return (
    <img
      src={entry.icon}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      style={{ borderRadius: '50%', flex: 'none', display: 'block' }}
    />
  )
}

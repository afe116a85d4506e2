import type { ChainEntry } from '@tokenbox/core/chains/types.ts'

/**
 * The web app's chain badges (apps/web/public/chains), bundled into the extension: the catalogue
 * names them by the site's public path (`/chains/bsc.svg`), which means nothing inside the
 * extension, and fetching them from the site would show broken images whenever it is down.
 */
const badges = import.meta.glob<string>('../../../web/public/chains/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
})

const bySlug = new Map(
  Object.entries(badges).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -'.svg'.length), url]),
)

/**
 * The bundled badge of `entry`'s chain, by the file name of its catalogue icon; the local chain's
 * badge for a chain the site serves under a name the extension does not ship.
 *
 * @example
 * chainIconUrl(bsc) // '/assets/bsc-1a2b3c.svg'
 */
export function chainIconUrl(entry: Pick<ChainEntry, 'icon'>): string | undefined {
  const slug = entry.icon.slice(entry.icon.lastIndexOf('/') + 1).replace(/\.svg$/, '')
  return bySlug.get(slug) ?? bySlug.get('local')
}

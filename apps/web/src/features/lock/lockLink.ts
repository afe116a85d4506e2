import { lockPagePath } from '@tokenbox/ui/routes/routeTable.ts'

/**
 * The path of one lock's page, the link My Lock copies for sharing: it names the chain, so the page
 * reads that chain whatever network a visitor's wallet is on, or with no wallet at all.
 *
 * @example
 * lockPageHref(56, 12n) // '/lo/lock?chain=56&id=12'
 */
export function lockPageHref(chainId: number, id: bigint): string {
  return `${lockPagePath}?${new URLSearchParams({ chain: String(chainId), id: String(id) })}`
}

/**
 * The chain and lock id of a lock page's query, or undefined when either is missing or not a
 * positive whole number (the page then says the link is wrong).
 *
 * @example
 * parseLockPageQuery('?chain=56&id=12') // { chainId: 56, id: 12n }
 * parseLockPageQuery('?chain=56&id=x') // undefined
 */
export function parseLockPageQuery(search: string): { chainId: number; id: bigint } | undefined {
  const params = new URLSearchParams(search)
  const chain = params.get('chain') ?? ''
  const id = params.get('id') ?? ''
  if (!/^[1-9]\d{0,15}$/.test(chain) || !/^[1-9]\d{0,76}$/.test(id)) return undefined
  return { chainId: Number(chain), id: BigInt(id) }
}

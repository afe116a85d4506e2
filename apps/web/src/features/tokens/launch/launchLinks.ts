import { launchPath } from '@tokenbox/ui/routes/routeTable.ts'
import { type Address, getAddress, isAddress } from 'viem'

/** What a launch's summary page reads: the chain, the token and the pool's DEX and other coin. */
export type LaunchSummaryQuery = { chainId: number; token: Address; router?: Address; quote?: Address }

/**
 * The launch's summary page, the link a creator shares: it names the chain, so anyone reads it
 * from that chain, with or without a wallet; the DEX's router and the pair's other coin say which
 * pool is the launch's (a token may have pairs on several DEXes).
 *
 * @example
 * launchSummaryHref({ chainId: 56, token, router, quote }) // '/launch?chain=56&token=0x…&router=0x…&quote=0x…'
 */
export function launchSummaryHref({ chainId, token, router, quote }: LaunchSummaryQuery): string {
  const query = new URLSearchParams({ chain: String(chainId), token: getAddress(token) })
  if (router) query.set('router', getAddress(router))
  if (quote) query.set('quote', getAddress(quote))
  return `${launchPath}?${query}`
}

/**
 * The summary page's query, or undefined when the URL is the flow's (no `token`). A chain that is
 * not a positive whole number or a token that is not an address is undefined too; a wrong `router`
 * or `quote` is ignored (the page then finds the token's pool itself).
 *
 * @example
 * parseLaunchSummaryQuery('?chain=56&token=0xAbC…') // { chainId: 56, token: '0xAbC…' }
 */
export function parseLaunchSummaryQuery(search: string): LaunchSummaryQuery | undefined {
  const query = new URLSearchParams(search)
  const chain = query.get('chain') ?? ''
  const token = query.get('token') ?? ''
  if (!/^[1-9]\d{0,15}$/.test(chain) || !isAddress(token)) return undefined
  const router = query.get('router') ?? ''
  const quote = query.get('quote') ?? ''
  return {
    chainId: Number(chain),
    token: getAddress(token),
    ...(isAddress(router) ? { router: getAddress(router) } : {}),
    ...(isAddress(quote) ? { quote: getAddress(quote) } : {}),
  }
}

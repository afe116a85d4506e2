import type { RouteIconName } from './routeIconNames.ts'
import type { MenuSection } from './routeTable.ts'

export type MenuGroupId =
  | 'token'
  | 'lock'
  | 'fairLaunch'
  | 'dex'
  | 'dapp'
  | 'batch'
  | 'inscription'
  | 'others'

export type MenuGroupDefinition = {
  id: MenuGroupId
  icon: RouteIconName
  /** Sections in display order; a group with one section shows no section heading. */
  sections: readonly MenuSection[]
}

/**
 * The navbar's groups in order (spec 000 section 2): token creation (classic, sale, swap-style,
 * sale swap-style), lock, fair launch, DEX, dApp (launchpad, mining, finance, inscription and rune
 * sales), batch tools, inscription. "Others" holds the utilities and external links the spec
 * lists as routes without naming a navbar group for them.
 */
export const menuGroups: readonly MenuGroupDefinition[] = [
  { id: 'token', icon: 'coin', sections: ['tokenClassic', 'tokenSale', 'tokenSwap', 'tokenSaleSwap'] },
  { id: 'lock', icon: 'lock', sections: ['lock'] },
  { id: 'fairLaunch', icon: 'fairLaunch', sections: ['fairLaunch'] },
  { id: 'dex', icon: 'exchange', sections: ['dex'] },
  {
    id: 'dapp',
    icon: 'launchpad',
    sections: ['dappLaunchpad', 'dappMining', 'dappFinance', 'dappInscription'],
  },
  { id: 'batch', icon: 'send', sections: ['batch'] },
  { id: 'inscription', icon: 'inscription', sections: ['inscription'] },
  { id: 'others', icon: 'tools', sections: ['others'] },
]

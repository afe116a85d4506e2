import {
  type AppRoute,
  type MenuSection,
  routeTable,
  type ScreenRoute,
} from '@tokenbox/ui/routes/routeTable.ts'

/**
 * What the welcome text can offer, in the order it names them: the phrase (`home` namespace,
 * `intro.offer.<key>`) and the menu sections or tools that make it true.
 */
const offers: readonly { key: string; sections?: readonly MenuSection[]; tools?: readonly string[] }[] = [
  { key: 'create', sections: ['tokenClassic', 'tokenSale', 'tokenSwap', 'tokenSaleSwap'] },
  { key: 'lock', sections: ['lock'] },
  { key: 'send', tools: ['waMultiSender', 'waCollection'] },
  { key: 'wallets', tools: ['waCreateWallet', 'waQueryBalance'] },
  { key: 'swap', tools: ['swExchange'] },
  { key: 'liquidity', tools: ['swAddLiquidity', 'swMyLiquidity'] },
  { key: 'presale', sections: ['fairLaunch', 'dappLaunchpad'] },
  { key: 'staking', sections: ['dappMining', 'dappFinance'] },
  // The inscription token (/co/ins, in the inscription section) is minted inscription-style.
  { key: 'inscribe', sections: ['dappInscription', 'inscription'] },
  { key: 'approvals', tools: ['otApproveCheck'] },
  { key: 'multisig', tools: ['otMultisig'] },
  { key: 'vanity', tools: ['otVanity'] },
]

/**
 * The offers of the welcome text that the route table can keep today: one is named only when a
 * built, listed tool stands behind it, so the dashboard never promises a tool that is not there
 * and names a new one as soon as its row's `built` flips.
 *
 * @example
 * introOffers() // today: ['create', 'lock', 'send', 'wallets', 'swap', 'approvals', 'multisig', 'vanity']
 */
export function introOffers(table: readonly AppRoute[] = routeTable): string[] {
  const enabled = table.filter(
    (route): route is ScreenRoute =>
      route.kind === 'screen' && route.built && !route.hidden && route.section !== undefined,
  )
  return offers
    .filter(({ sections = [], tools = [] }) =>
      enabled.some(
        (route) => tools.includes(route.id) || (route.section && sections.includes(route.section)),
      ),
    )
    .map(({ key }) => key)
}

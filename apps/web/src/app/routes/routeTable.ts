import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { HomePage } from '../../features/home/HomePage.tsx'
import type { RouteIconName } from './routeIconNames.ts'
import type { ScreenKey } from './screens.ts'

/** Route tags of spec 000 section 2; menus show `hot` as HOT and `new` as NEW. */
export type RouteTag = 'hot' | 'recommend' | 'new' | 'beta'

/**
 * Where a tool appears in the navbar's mega menus (spec 000 section 2): token creation in four
 * styles, lock, fair launch, DEX, the dApp sections, batch tools, inscription, and "others" for
 * the utilities and external links the spec lists without a navbar group.
 */
export type MenuSection =
  | 'tokenClassic'
  | 'tokenSale'
  | 'tokenSwap'
  | 'tokenSaleSwap'
  | 'lock'
  | 'fairLaunch'
  | 'dex'
  | 'dappLaunchpad'
  | 'dappMining'
  | 'dappFinance'
  | 'dappInscription'
  | 'batch'
  | 'inscription'
  | 'others'

/** A tool screen: lazily loaded, except the dashboard (the busiest, in the app's first chunk). */
type Screen = LazyExoticComponent<ComponentType> | ComponentType

/** Meta keys of spec 000 section 2 (title, icon, tag, affix, activeMenu, noCache). */
type RouteMeta = {
  /** Unique name of the entry; also its title key in `routes` and description key in `menu`. */
  id: string
  /** Key of the title in the `routes` locale namespace (equal to `id`, kept explicit for readers). */
  titleKey: string
  icon: RouteIconName
  tag?: RouteTag
  /** Where the entry appears in the menus; entries without one are reachable by URL only. */
  section?: MenuSection
}

/** A screen inside the main layout. Several rows may share a path and differ by query (`?t=1`). */
export type ScreenRoute = RouteMeta & {
  kind: 'screen'
  path: string
  /** The query that selects this variant; the first variant of a path also answers a bare path. */
  query?: Readonly<Record<string, string>>
  /**
   * Whether the tool works today. Rows with `false` are left out of every menu and their URL
   * shows the "not available yet" page: nothing pretends to be a tool before it is one.
   */
  built: boolean
  /** The screen; rows that are not built have none and get the "not available yet" page. */
  element?: Screen
  /** A pinned tab that cannot be closed (spec 000 section 2: the dashboard). */
  affix?: boolean
  /** The menu entry to highlight while this screen is open (for screens outside the menus). */
  activeMenu?: string
  /** Kept out of the tab cache: the screen remounts on every visit. */
  noCache?: boolean
  /** Kept out of menus and tabs (error pages, login). */
  hidden?: boolean
  /**
   * Position in the hot list of the mobile drawer and the dashboard (spec 000 section 2: batch
   * send, coin, mining, finance).
   */
  featured?: number
}

/** A group path that forwards to its default child (`/co` -> `/co/nm`). */
export type RedirectRoute = { kind: 'redirect'; path: string; to: string }

/** An entry that opens another site in a new tab. */
export type ExternalRoute = RouteMeta & { kind: 'external'; href: string }

export type AppRoute = ScreenRoute | RedirectRoute | ExternalRoute

export const homePath = '/home'
export const notFoundPath = '/404'
export const loginPath = '/login'
/**
 * The one-flow launch (issue 27): the guided flow, or with `?chain=<chain id>&token=<address>` the
 * launch's summary page, read from that chain by anyone (the link a creator shares).
 */
export const launchPath = '/launch'
/** One lock's page, `?chain=<chain id>&id=<lock id>`: the link My Lock copies for sharing. */
export const lockPagePath = '/lo/lock'
/** The token safety check, `?chain=<chain id>&address=<token>`: the link the Exchange's summary opens. */
export const checkPath = '/check'

/**
 * The chain-navigation entry: DefiLlama's chain overview, a long-running, widely cited and
 * independent index of EVM (and other) chains with their activity, so it is a safe place to send
 * users; the chain list is chainlist.org, the usual place to find RPCs and add a chain to a wallet.
 */
export const chainNavigationUrl = 'https://defillama.com/chains'
export const chainListUrl = 'https://chainlist.org'

type ToolOptions = Partial<Omit<ScreenRoute, 'kind' | 'id' | 'titleKey' | 'path' | 'icon' | 'built'>> & {
  built?: boolean
}

/** A tool row; tools are not built until their issue lands, so `built` defaults to false. */
function tool(id: string, path: string, icon: RouteIconName, options: ToolOptions = {}): ScreenRoute {
  return { kind: 'screen', id, titleKey: id, path, icon, built: false, ...options }
}

const screens = new Map<ScreenKey, Screen>()

/**
 * The lazily loaded tool screen `key` (see screens.ts for why the loaders live there). One
 * component per key, so rows sharing a screen (the coin types, the lock kinds) share it too.
 */
function screen(key: ScreenKey): Screen {
  let component = screens.get(key)
  if (!component) {
    component = lazy(() =>
      import('./screens.ts').then(async (module) => ({ default: await module.screenLoaders[key]() })),
    )
    screens.set(key, component)
  }
  return component
}

/** One screen serves every coin type; it reads the type from the route (features/tokens/coinKinds.ts). */
const coinPage = screen('coin')
const lockPage = screen('lock')
const launchpadPage = screen('launchpad')
// The launchpad's screens (issue 22) are wired; they enter the menus once they work end to end.
const launchpadBuilt = true
const miningPage = screen('mining')
// The mining screens (issue 23) share one page, built end to end (e2e/tests/mining.e2e.test.ts).
const miningBuilt = true
const financePage = screen('finance')
// The finance screens (issue 24) share one page, built end to end (e2e/tests/finance.e2e.test.ts).
const financeBuilt = true
// Deploy and mint (`/ins/pr`); Inscription Mint (`/ins/bo`) is its mint form, repeated; the bulk
// mints (`/ins/ol` from the connected wallet, `/ins/bm` from sub-wallets) are in features/inscription/bulk.
const inscriptionPage = screen('inscription')
/** The four ERC314 screens share one; it reads the template from the route. */
const market314Page = screen('market314')
const sendPage = screen('send')

/** Check (AC) and Approve (AP) are tabs of one screen (features/others/approvals). */
const approvalsPage = screen('approvals')

const t0 = { t: '0' } as const
const t1 = { t: '1' } as const
const t2 = { t: '2' } as const

/**
 * The one route table (spec 000 section 2, titles from spec 001 section 2): the router, menus,
 * dashboard, page title and tabs all read it. Where the spec gives a title list but not which
 * path it belongs to (inscription, mining, lock variants), the mapping below is ours.
 *
 * `/` redirects to the dashboard and any unknown path to `/404` (see appRouteObjects). `/ot`
 * forwards to `/ot/cr` as the spec says, and `/ot/cr` (not among the others' children) forwards
 * to the create-wallet tool, so the spec's default never lands on a 404.
 */
export const routeTable: readonly AppRoute[] = [
  {
    kind: 'screen',
    id: 'dashboard',
    titleKey: 'dashboard',
    path: homePath,
    icon: 'dashboard',
    built: true,
    affix: true,
    // Not lazy: most visits start here, and a lazy dashboard was one more round trip (and one
    // more render) between the first paint and a usable page.
    element: HomePage,
  },
  {
    kind: 'screen',
    id: 'notFound',
    titleKey: 'notFound',
    path: notFoundPath,
    icon: 'notFound',
    built: true,
    hidden: true,
    noCache: true,
    element: lazy(() =>
      import('../pages/NotFoundPage.tsx').then((module) => ({ default: module.NotFoundPage })),
    ),
  },
  // The admin console's sign-in arrives with its own issue; until then this page says so.
  tool('login', loginPath, 'login', { hidden: true, noCache: true }),

  // Token creation (/co): classic, sale, swap-style (314) and sale swap-style.
  { kind: 'redirect', path: '/co', to: '/co/nm' },
  tool('coStandard', '/co/st', 'coin', {
    query: t0,
    section: 'tokenClassic',
    tag: 'hot',
    featured: 2,
    built: true,
    element: coinPage,
  }),
  tool('coMeme', '/co/st', 'meme', {
    query: t1,
    section: 'tokenClassic',
    tag: 'hot',
    built: true,
    element: coinPage,
  }),
  tool('coNormal', '/co/nm', 'coin', { section: 'tokenClassic', built: true, element: coinPage }),
  tool('coMarketing', '/co/mk', 'marketing', {
    query: t0,
    section: 'tokenClassic',
    built: true,
    element: coinPage,
  }),
  tool('coDividend', '/co/dd', 'dividend', {
    query: t0,
    section: 'tokenClassic',
    built: true,
    element: coinPage,
  }),
  tool('coCompound', '/co/cp', 'compound', {
    query: t0,
    section: 'tokenClassic',
    built: true,
    element: coinPage,
  }),
  tool('coLpDividend', '/co/ld', 'lpDividend', {
    query: t0,
    section: 'tokenClassic',
    built: true,
    element: coinPage,
  }),
  tool('coCustomize', '/co/ct', 'customize', {
    section: 'tokenClassic',
    tag: 'new',
    built: true,
    element: screen('customToken'),
  }),
  // Create, verify, pool, lock, trade and renounce in one guided flow (issue 27).
  tool('launch', launchPath, 'launch', {
    section: 'tokenClassic',
    tag: 'new',
    // On the dashboard's hot tools, after the spec's four: where most creators start.
    featured: 5,
    built: true,
    element: screen('launch'),
  }),
  tool('coStandardSale', '/co/50', 'sale', {
    query: t0,
    section: 'tokenSale',
    built: true,
    element: screen('saleToken'),
  }),
  // Served by the coin screen of their paths, which hand `?t=1` to the sale screen.
  tool('coMarketingSale', '/co/mk', 'sale', {
    query: t1,
    section: 'tokenSale',
    built: true,
    element: coinPage,
  }),
  tool('coDividendSale', '/co/dd', 'sale', {
    query: t1,
    section: 'tokenSale',
    built: true,
    element: coinPage,
  }),
  tool('coCompoundSale', '/co/cp', 'sale', {
    query: t1,
    section: 'tokenSale',
    built: true,
    element: coinPage,
  }),
  tool('coLpDividendSale', '/co/ld', 'sale', {
    query: t1,
    section: 'tokenSale',
    built: true,
    element: coinPage,
  }),
  tool('co314', '/co/314', 'swapStyle', {
    section: 'tokenSwap',
    tag: 'new',
    built: true,
    element: market314Page,
  }),
  tool('coX314', '/co/x314', 'swapStyle', {
    section: 'tokenSwap',
    tag: 'new',
    built: true,
    element: market314Page,
  }),
  tool('coS314', '/co/s314', 'swapSale', { section: 'tokenSaleSwap', built: true, element: market314Page }),
  tool('coX314Sale', '/co/x314s', 'swapSale', {
    section: 'tokenSaleSwap',
    built: true,
    element: market314Page,
  }),

  // Fair launch.
  tool('coFairLaunch', '/co/fa', 'fairLaunch', {
    section: 'fairLaunch',
    tag: 'hot',
    built: true,
    element: screen('fairLaunch'),
  }),
  // Shares /co/50 (and so its screen) with the standard sale, which shows the fair sale for t=1.
  tool('coFairLaunchSale', '/co/50', 'fairLaunch', {
    query: t1,
    section: 'fairLaunch',
    built: true,
    element: screen('saleToken'),
  }),
  tool('laFairLaunch', '/la/fa', 'launchpad', {
    section: 'fairLaunch',
    built: launchpadBuilt,
    element: launchpadPage,
  }),

  // Lock: one screen, the query picks the kind.
  tool('loToken', '/lo/id', 'lock', {
    query: t0,
    section: 'lock',
    tag: 'hot',
    built: true,
    element: lockPage,
  }),
  tool('loLp', '/lo/id', 'lpLock', { query: t1, section: 'lock', built: true, element: lockPage }),
  tool('loVesting', '/lo/id', 'vesting', { query: t2, section: 'lock', built: true, element: lockPage }),
  // One lock, opened from a shared link by anyone (no wallet needed): in no menu and no tab.
  tool('loDetails', lockPagePath, 'lock', {
    built: true,
    hidden: true,
    noCache: true,
    element: screen('lockDetails'),
  }),

  // DEX (/sw).
  { kind: 'redirect', path: '/sw', to: '/sw/ex' },
  tool('swExchange', '/sw/ex', 'exchange', { section: 'dex', built: true, element: screen('exchange') }),
  tool('swAddLiquidity', '/sw/ad', 'addLiquidity', {
    section: 'dex',
    built: true,
    element: screen('addLiquidity'),
  }),
  tool('swMyLiquidity', '/sw/my', 'myLiquidity', {
    section: 'dex',
    built: true,
    element: screen('myLiquidity'),
  }),
  // Issue 27: any token of any catalogue chain, read from the chain alone; `?chain=&address=` runs it.
  tool('check', checkPath, 'safetyCheck', {
    section: 'dex',
    tag: 'new',
    built: true,
    element: screen('check'),
  }),

  // dApps: launchpad, mining, finance, inscription and rune sales.
  { kind: 'redirect', path: '/la', to: '/la/st' },
  tool('laStandard', '/la/st', 'launchpad', {
    section: 'dappLaunchpad',
    built: launchpadBuilt,
    element: launchpadPage,
  }),
  tool('laAdvanced', '/la/ad', 'launchpad', {
    section: 'dappLaunchpad',
    built: launchpadBuilt,
    element: launchpadPage,
  }),
  tool('laMultiPeriod', '/la/mp', 'multiPeriod', {
    section: 'dappLaunchpad',
    built: launchpadBuilt,
    element: launchpadPage,
  }),
  { kind: 'redirect', path: '/mi', to: '/mi/st' },
  tool('miFree', '/mi/st', 'mining', {
    section: 'dappMining',
    tag: 'hot',
    featured: 3,
    built: miningBuilt,
    element: miningPage,
  }),
  tool('miHalved', '/mi/ch', 'mining', { section: 'dappMining', built: miningBuilt, element: miningPage }),
  tool('miAdvanced', '/mi/pr', 'mining', { section: 'dappMining', built: miningBuilt, element: miningPage }),
  tool('miLp', '/mi/pl', 'lpMining', { section: 'dappMining', built: miningBuilt, element: miningPage }),
  { kind: 'redirect', path: '/fi', to: '/fi/ea' },
  tool('fiEarn', '/fi/ea', 'earn', {
    section: 'dappFinance',
    tag: 'hot',
    featured: 4,
    built: financeBuilt,
    element: financePage,
  }),
  tool('fiRoastBeef', '/fi/bf', 'pool', {
    section: 'dappFinance',
    built: financeBuilt,
    element: financePage,
  }),
  tool('fiDollarBeans', '/fi/bn', 'pool', {
    section: 'dappFinance',
    built: financeBuilt,
    element: financePage,
  }),
  tool('insSale', '/ins/sa', 'inscriptionSale', {
    section: 'dappInscription',
    built: true,
    element: screen('inscriptionSale'),
  }),
  tool('ruSale', '/ru/sa', 'rune', {
    section: 'dappInscription',
    tag: 'new',
    built: launchpadBuilt,
    element: launchpadPage,
  }),

  // Batch tools (/wa).
  { kind: 'redirect', path: '/wa', to: '/wa/cr' },
  tool('waMultiSender', '/wa/se', 'send', {
    section: 'batch',
    tag: 'hot',
    featured: 1,
    built: true,
    element: sendPage,
  }),
  tool('waCollection', '/wa/co', 'collect', {
    section: 'batch',
    built: true,
    element: screen('collect'),
  }),
  tool('waQueryBalance', '/wa/ch', 'queryBalance', {
    section: 'batch',
    built: true,
    element: screen('queryBalance'),
  }),
  tool('waCreateWallet', '/wa/cr', 'createWallet', {
    section: 'batch',
    built: true,
    element: screen('createWallet'),
  }),

  // Inscription tools (/ins) and the inscription token.
  { kind: 'redirect', path: '/ins', to: '/ins/sa' },
  tool('insMintDeploy', '/ins/pr', 'inscription', {
    section: 'inscription',
    built: true,
    element: inscriptionPage,
  }),
  tool('insOnlineBulkMint', '/ins/ol', 'bulkMint', {
    section: 'inscription',
    built: true,
    element: screen('onlineBulkMint'),
  }),
  tool('insBulkMint', '/ins/bm', 'bulkMint', {
    section: 'inscription',
    built: true,
    element: screen('bulkMint'),
  }),
  tool('insMint', '/ins/bo', 'inscription', {
    section: 'inscription',
    built: true,
    element: screen('inscriptionMint'),
  }),
  tool('coInscription', '/co/ins', 'inscriptionToken', {
    section: 'inscription',
    built: true,
    element: screen('inscriptionToken'),
  }),

  // Others (/ot), the tools index, feedback, the guided tours and the two external sites.
  { kind: 'redirect', path: '/ot', to: '/ot/cr' },
  { kind: 'redirect', path: '/ot/cr', to: '/wa/cr' },
  tool('otMultisig', '/ot/ms', 'multisig', { section: 'others', built: true, element: screen('multisig') }),
  tool('otApproveCheck', '/ot/ac', 'approveCheck', {
    section: 'others',
    built: true,
    element: approvalsPage,
  }),
  tool('otApprove', '/ot/ap', 'approve', { section: 'others', built: true, element: approvalsPage }),
  tool('otVanity', '/ot/va', 'vanity', { section: 'others', built: true, element: screen('vanity') }),
  tool('otUnitConverter', '/ot/un', 'unitConverter', {
    section: 'others',
    built: true,
    element: screen('unitConverter'),
  }),
  tool('otDonate', '/ot/do', 'donate', {
    section: 'others',
    built: true,
    element: screen('donate'),
  }),
  // Not in the spec's route list: issue 28's browser extension, offered for download by the site.
  tool('otExtension', '/ot/ext', 'extension', {
    section: 'others',
    built: true,
    element: screen('extension'),
  }),
  tool('tools', '/tools/index', 'tools', { section: 'others', built: true, element: screen('toolsIndex') }),
  tool('documentation', '/documentation/index', 'docs', {
    section: 'others',
    built: true,
    element: screen('documentation'),
  }),
  tool('feedback', '/issue/index', 'feedback', {
    section: 'others',
    built: true,
    element: screen('feedback'),
  }),
  tool('guide', '/guide/index', 'guide', { section: 'others', built: true, element: screen('guide') }),
  {
    kind: 'external',
    id: 'navigation',
    titleKey: 'navigation',
    href: chainNavigationUrl,
    icon: 'navigation',
    section: 'others',
  },
  {
    kind: 'external',
    id: 'chainList',
    titleKey: 'chainList',
    href: chainListUrl,
    icon: 'chainList',
    section: 'others',
  },
]

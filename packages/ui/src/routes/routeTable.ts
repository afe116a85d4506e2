import type { RouteIconName } from './routeIconNames.ts'
import type { ScreenKey } from './screenKeys.ts'

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
  /**
   * The screen, by key (screenKeys.ts; the router loads it); rows that are not built have none and
   * get the "not available yet" page. The dashboard's is loaded with the app (appRouteObjects).
   */
  screen?: ScreenKey
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

// The launchpad's screens (issue 22) are wired; they enter the menus once they work end to end.
const launchpadBuilt = true
// The mining screens (issue 23) share one page, built end to end (e2e/tests/mining.e2e.test.ts).
const miningBuilt = true
// The finance screens (issue 24) share one page, built end to end (e2e/tests/finance.e2e.test.ts).
const financeBuilt = true
// Shared screens (screenKeys.ts): 'coin' serves every coin type and reads it from the route
// (features/tokens/coinKinds.ts); 'market314' the four ERC314 screens; 'inscription' deploy and
// mint (`/ins/pr`) and Inscription Mint (`/ins/bo`, its mint form, repeated); 'approvals' Check
// (AC) and Approve (AP) as tabs of one screen.

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
    // Its screen, HomePage, is not lazy and not named here: appRouteObjects' eagerScreens. Most
    // visits start here, and a lazy dashboard was one more round trip (and one more render)
    // between the first paint and a usable page; named here, the dashboard (which reads the menus
    // built from this table) made an import circle through the table.
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
    screen: 'notFound',
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
    screen: 'coin',
  }),
  tool('coMeme', '/co/st', 'meme', {
    query: t1,
    section: 'tokenClassic',
    tag: 'hot',
    built: true,
    screen: 'coin',
  }),
  tool('coNormal', '/co/nm', 'coin', { section: 'tokenClassic', built: true, screen: 'coin' }),
  tool('coMarketing', '/co/mk', 'marketing', {
    query: t0,
    section: 'tokenClassic',
    built: true,
    screen: 'coin',
  }),
  tool('coDividend', '/co/dd', 'dividend', {
    query: t0,
    section: 'tokenClassic',
    built: true,
    screen: 'coin',
  }),
  tool('coCompound', '/co/cp', 'compound', {
    query: t0,
    section: 'tokenClassic',
    built: true,
    screen: 'coin',
  }),
  tool('coLpDividend', '/co/ld', 'lpDividend', {
    query: t0,
    section: 'tokenClassic',
    built: true,
    screen: 'coin',
  }),
  tool('coCustomize', '/co/ct', 'customize', {
    section: 'tokenClassic',
    tag: 'new',
    built: true,
    screen: 'customToken',
  }),
  // Create, verify, pool, lock, trade and renounce in one guided flow (issue 27).
  tool('launch', launchPath, 'launch', {
    section: 'tokenClassic',
    tag: 'new',
    // On the dashboard's hot tools, after the spec's four: where most creators start.
    featured: 5,
    built: true,
    screen: 'launch',
  }),
  tool('coStandardSale', '/co/50', 'sale', {
    query: t0,
    section: 'tokenSale',
    built: true,
    screen: 'saleToken',
  }),
  // Served by the coin screen of their paths, which hand `?t=1` to the sale screen.
  tool('coMarketingSale', '/co/mk', 'sale', {
    query: t1,
    section: 'tokenSale',
    built: true,
    screen: 'coin',
  }),
  tool('coDividendSale', '/co/dd', 'sale', {
    query: t1,
    section: 'tokenSale',
    built: true,
    screen: 'coin',
  }),
  tool('coCompoundSale', '/co/cp', 'sale', {
    query: t1,
    section: 'tokenSale',
    built: true,
    screen: 'coin',
  }),
  tool('coLpDividendSale', '/co/ld', 'sale', {
    query: t1,
    section: 'tokenSale',
    built: true,
    screen: 'coin',
  }),
  tool('co314', '/co/314', 'swapStyle', {
    section: 'tokenSwap',
    tag: 'new',
    built: true,
    screen: 'market314',
  }),
  tool('coX314', '/co/x314', 'swapStyle', {
    section: 'tokenSwap',
    tag: 'new',
    built: true,
    screen: 'market314',
  }),
  tool('coS314', '/co/s314', 'swapSale', { section: 'tokenSaleSwap', built: true, screen: 'market314' }),
  tool('coX314Sale', '/co/x314s', 'swapSale', {
    section: 'tokenSaleSwap',
    built: true,
    screen: 'market314',
  }),

  // Fair launch.
  tool('coFairLaunch', '/co/fa', 'fairLaunch', {
    section: 'fairLaunch',
    tag: 'hot',
    built: true,
    screen: 'fairLaunch',
  }),
  // Shares /co/50 (and so its screen) with the standard sale, which shows the fair sale for t=1.
  tool('coFairLaunchSale', '/co/50', 'fairLaunch', {
    query: t1,
    section: 'fairLaunch',
    built: true,
    screen: 'saleToken',
  }),
  tool('laFairLaunch', '/la/fa', 'launchpad', {
    section: 'fairLaunch',
    built: launchpadBuilt,
    screen: 'launchpad',
  }),

  // Lock: one screen, the query picks the kind.
  tool('loToken', '/lo/id', 'lock', {
    query: t0,
    section: 'lock',
    tag: 'hot',
    built: true,
    screen: 'lock',
  }),
  tool('loLp', '/lo/id', 'lpLock', { query: t1, section: 'lock', built: true, screen: 'lock' }),
  tool('loVesting', '/lo/id', 'vesting', { query: t2, section: 'lock', built: true, screen: 'lock' }),
  // One lock, opened from a shared link by anyone (no wallet needed): in no menu and no tab.
  tool('loDetails', lockPagePath, 'lock', {
    built: true,
    hidden: true,
    noCache: true,
    screen: 'lockDetails',
  }),

  // DEX (/sw).
  { kind: 'redirect', path: '/sw', to: '/sw/ex' },
  tool('swExchange', '/sw/ex', 'exchange', { section: 'dex', built: true, screen: 'exchange' }),
  tool('swAddLiquidity', '/sw/ad', 'addLiquidity', {
    section: 'dex',
    built: true,
    screen: 'addLiquidity',
  }),
  tool('swMyLiquidity', '/sw/my', 'myLiquidity', {
    section: 'dex',
    built: true,
    screen: 'myLiquidity',
  }),
  // Issue 27: any token of any catalogue chain, read from the chain alone; `?chain=&address=` runs it.
  tool('check', checkPath, 'safetyCheck', {
    section: 'dex',
    tag: 'new',
    built: true,
    screen: 'check',
  }),

  // dApps: launchpad, mining, finance, inscription and rune sales.
  { kind: 'redirect', path: '/la', to: '/la/st' },
  tool('laStandard', '/la/st', 'launchpad', {
    section: 'dappLaunchpad',
    built: launchpadBuilt,
    screen: 'launchpad',
  }),
  tool('laAdvanced', '/la/ad', 'launchpad', {
    section: 'dappLaunchpad',
    built: launchpadBuilt,
    screen: 'launchpad',
  }),
  tool('laMultiPeriod', '/la/mp', 'multiPeriod', {
    section: 'dappLaunchpad',
    built: launchpadBuilt,
    screen: 'launchpad',
  }),
  { kind: 'redirect', path: '/mi', to: '/mi/st' },
  tool('miFree', '/mi/st', 'mining', {
    section: 'dappMining',
    tag: 'hot',
    featured: 3,
    built: miningBuilt,
    screen: 'mining',
  }),
  tool('miHalved', '/mi/ch', 'mining', { section: 'dappMining', built: miningBuilt, screen: 'mining' }),
  tool('miAdvanced', '/mi/pr', 'mining', { section: 'dappMining', built: miningBuilt, screen: 'mining' }),
  tool('miLp', '/mi/pl', 'lpMining', { section: 'dappMining', built: miningBuilt, screen: 'mining' }),
  { kind: 'redirect', path: '/fi', to: '/fi/ea' },
  tool('fiEarn', '/fi/ea', 'earn', {
    section: 'dappFinance',
    tag: 'hot',
    featured: 4,
    built: financeBuilt,
    screen: 'finance',
  }),
  tool('fiRoastBeef', '/fi/bf', 'pool', {
    section: 'dappFinance',
    built: financeBuilt,
    screen: 'finance',
  }),
  tool('fiDollarBeans', '/fi/bn', 'pool', {
    section: 'dappFinance',
    built: financeBuilt,
    screen: 'finance',
  }),
  tool('insSale', '/ins/sa', 'inscriptionSale', {
    section: 'dappInscription',
    built: true,
    screen: 'inscriptionSale',
  }),
  tool('ruSale', '/ru/sa', 'rune', {
    section: 'dappInscription',
    tag: 'new',
    built: launchpadBuilt,
    screen: 'launchpad',
  }),

  // Batch tools (/wa).
  { kind: 'redirect', path: '/wa', to: '/wa/cr' },
  tool('waMultiSender', '/wa/se', 'send', {
    section: 'batch',
    tag: 'hot',
    featured: 1,
    built: true,
    screen: 'send',
  }),
  tool('waCollection', '/wa/co', 'collect', {
    section: 'batch',
    built: true,
    screen: 'collect',
  }),
  tool('waQueryBalance', '/wa/ch', 'queryBalance', {
    section: 'batch',
    built: true,
    screen: 'queryBalance',
  }),
  tool('waCreateWallet', '/wa/cr', 'createWallet', {
    section: 'batch',
    built: true,
    screen: 'createWallet',
  }),

  // Inscription tools (/ins) and the inscription token.
  { kind: 'redirect', path: '/ins', to: '/ins/sa' },
  tool('insMintDeploy', '/ins/pr', 'inscription', {
    section: 'inscription',
    built: true,
    screen: 'inscription',
  }),
  tool('insOnlineBulkMint', '/ins/ol', 'bulkMint', {
    section: 'inscription',
    built: true,
    screen: 'onlineBulkMint',
  }),
  tool('insBulkMint', '/ins/bm', 'bulkMint', {
    section: 'inscription',
    built: true,
    screen: 'bulkMint',
  }),
  tool('insMint', '/ins/bo', 'inscription', {
    section: 'inscription',
    built: true,
    screen: 'inscriptionMint',
  }),
  tool('coInscription', '/co/ins', 'inscriptionToken', {
    section: 'inscription',
    built: true,
    screen: 'inscriptionToken',
  }),

  // Others (/ot), the tools index, feedback, the guided tours and the two external sites.
  { kind: 'redirect', path: '/ot', to: '/ot/cr' },
  { kind: 'redirect', path: '/ot/cr', to: '/wa/cr' },
  tool('otMultisig', '/ot/ms', 'multisig', { section: 'others', built: true, screen: 'multisig' }),
  tool('otApproveCheck', '/ot/ac', 'approveCheck', {
    section: 'others',
    built: true,
    screen: 'approvals',
  }),
  tool('otApprove', '/ot/ap', 'approve', { section: 'others', built: true, screen: 'approvals' }),
  tool('otVanity', '/ot/va', 'vanity', { section: 'others', built: true, screen: 'vanity' }),
  tool('otUnitConverter', '/ot/un', 'unitConverter', {
    section: 'others',
    built: true,
    screen: 'unitConverter',
  }),
  tool('otDonate', '/ot/do', 'donate', {
    section: 'others',
    built: true,
    screen: 'donate',
  }),
  // Not in the spec's route list: issue 28's browser extension, offered for download by the site.
  tool('otExtension', '/ot/ext', 'extension', {
    section: 'others',
    built: true,
    screen: 'extension',
  }),
  tool('tools', '/tools/index', 'tools', { section: 'others', built: true, screen: 'toolsIndex' }),
  tool('documentation', '/documentation/index', 'docs', {
    section: 'others',
    built: true,
    screen: 'documentation',
  }),
  tool('feedback', '/issue/index', 'feedback', {
    section: 'others',
    built: true,
    screen: 'feedback',
  }),
  tool('guide', '/guide/index', 'guide', { section: 'others', built: true, screen: 'guide' }),
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

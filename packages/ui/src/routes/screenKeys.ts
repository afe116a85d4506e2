/**
 * Every lazily loaded screen, by key. A route row names its screen by key (routeTable.ts) and the
 * router loads it (appRouteObjects.tsx through screens.ts): the table imports no screen, not even as
 * a type, so screens may import the table (homePath, routeHref) without an import circle.
 */
export const screenKeys = [
  'coin',
  'inscriptionToken',
  'customToken',
  'launch',
  'saleToken',
  'fairLaunch',
  'market314',
  'lock',
  'lockDetails',
  'send',
  'collect',
  'queryBalance',
  'createWallet',
  'multisig',
  'approvals',
  'exchange',
  'addLiquidity',
  'myLiquidity',
  'check',
  'launchpad',
  'mining',
  'finance',
  'inscription',
  'inscriptionMint',
  'bulkMint',
  'onlineBulkMint',
  'inscriptionSale',
  'vanity',
  'unitConverter',
  'donate',
  'extension',
  'feedback',
  'toolsIndex',
  'documentation',
  'guide',
  'notFound',
] as const

export type ScreenKey = (typeof screenKeys)[number]

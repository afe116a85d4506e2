import type { ComponentType } from 'react'

/**
 * How each tool screen is loaded, by key. This module is itself loaded lazily (only `import
 * type` of it appears in routeTable.ts), on purpose: every dynamic `import()` carries the list of
 * chunks its screen needs so the browser can fetch them in parallel, and with a dozen tools those
 * lists were kilobytes on the dashboard's first load, growing with every tool. Here they load
 * with the first tool a visitor opens, one small request before the screen's own.
 */
export const screenLoaders = {
  coin: () => import('../../features/tokens/CoinPage.tsx').then((module) => module.CoinPage),
  lock: () => import('../../features/lock/LockPage.tsx').then((module) => module.LockPage),
  send: () => import('../../features/batch/send/SendPage.tsx').then((module) => module.SendPage),
  collect: () => import('../../features/batch/collect/CollectPage.tsx').then((module) => module.CollectPage),
  queryBalance: () =>
    import('../../features/batch/check/CheckWalletsPage.tsx').then((module) => module.CheckWalletsPage),
  createWallet: () =>
    import('../../features/batch/create/CreateWalletsPage.tsx').then((module) => module.CreateWalletsPage),
  multisig: () =>
    import('../../features/others/multisig/MultisigPage.tsx').then((module) => module.MultisigPage),
  approvals: () =>
    import('../../features/others/approvals/ApprovalsPage.tsx').then((module) => module.ApprovalsPage),
  vanity: () => import('../../features/others/vanity/VanityPage.tsx').then((module) => module.VanityPage),
  unitConverter: () =>
    import('../../features/others/units/UnitConverterPage.tsx').then((module) => module.UnitConverterPage),
  donate: () => import('../../features/others/donate/DonatePage.tsx').then((module) => module.DonatePage),
} satisfies Record<string, () => Promise<ComponentType>>

export type ScreenKey = keyof typeof screenLoaders

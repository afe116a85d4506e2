import type { ScreenKey } from '@tokenbox/ui/routes/screenKeys.ts'
import type { ComponentType } from 'react'

/** Tools that read or write a chain: shown only while the wallet is on a supported one. */
const onChain = (load: () => Promise<ComponentType>) => async (): Promise<ComponentType> => {
  const [Screen, { withSupportedNetwork }] = await Promise.all([
    load(),
    import('../app/routes/withSupportedNetwork.tsx'),
  ])
  return withSupportedNetwork(Screen)
}

/**
 * How each screen is loaded, by key (screenKeys.ts). This module is itself loaded lazily (by
 * appRouteObjects.tsx, with the first screen a visitor opens), on purpose: every dynamic `import()` carries the list of
 * chunks its screen needs so the browser can fetch them in parallel, and with a dozen tools those
 * lists were kilobytes on the dashboard's first load, growing with every tool. Here they load
 * with the first tool a visitor opens, one small request before the screen's own.
 */
export const screenLoaders = {
  coin: onChain(() => import('../features/tokens/CoinPage.tsx').then((module) => module.CoinPage)),
  inscriptionToken: onChain(() =>
    import('../features/tokens/inscription/InscriptionTokenPage.tsx').then(
      (module) => module.InscriptionTokenPage,
    ),
  ),
  customToken: onChain(() =>
    import('../features/tokens/custom/CustomizeTokenPage.tsx').then((module) => module.CustomizeTokenPage),
  ),
  // Not onChain as a whole: its summary page (`?chain=&token=`) reads the chain its link names, for
  // anyone; the flow itself asks a wallet on an unsupported chain to switch (LaunchPage).
  launch: () => import('../features/tokens/launch/LaunchPage.tsx').then((module) => module.LaunchPage),
  saleToken: onChain(() =>
    import('../features/tokens/sale/SaleTokenPage.tsx').then((module) => module.SaleTokenPage),
  ),
  fairLaunch: onChain(() =>
    import('../features/tokens/fairLaunch/FairLaunchPage.tsx').then((module) => module.FairLaunchPage),
  ),
  market314: onChain(() =>
    import('../features/tokens/market314/Market314Page.tsx').then((module) => module.Market314Page),
  ),
  lock: onChain(() => import('../features/lock/LockPage.tsx').then((module) => module.LockPage)),
  // Not onChain: the page reads the chain its link names, whatever chain a wallet is on.
  lockDetails: () =>
    import('../features/lock/share/LockDetailsPage.tsx').then((module) => module.LockDetailsPage),
  send: onChain(() => import('../features/batch/send/SendPage.tsx').then((module) => module.SendPage)),
  collect: onChain(() =>
    import('../features/batch/collect/CollectPage.tsx').then((module) => module.CollectPage),
  ),
  queryBalance: onChain(() =>
    import('../features/batch/check/CheckWalletsPage.tsx').then((module) => module.CheckWalletsPage),
  ),
  createWallet: () =>
    import('../features/batch/create/CreateWalletsPage.tsx').then((module) => module.CreateWalletsPage),
  multisig: onChain(() =>
    import('../features/multisig/MultisigPage.tsx').then((module) => module.MultisigPage),
  ),
  approvals: onChain(() =>
    import('../features/approvals/ApprovalsPage.tsx').then((module) => module.ApprovalsPage),
  ),
  exchange: onChain(() => import('../features/dex/ExchangePage.tsx').then((module) => module.ExchangePage)),
  addLiquidity: onChain(() =>
    import('../features/dex/AddLiquidityPage.tsx').then((module) => module.AddLiquidityPage),
  ),
  myLiquidity: onChain(() =>
    import('../features/dex/MyLiquidityPage.tsx').then((module) => module.MyLiquidityPage),
  ),
  // Not onChain: the check reads the chain it names (any catalogue chain), wallet or not.
  check: () => import('../features/check/CheckPage.tsx').then((module) => module.CheckPage),
  launchpad: onChain(() =>
    import('../features/launchpad/LaunchpadPage.tsx').then((module) => module.LaunchpadPage),
  ),
  mining: onChain(() => import('../features/mining/MiningPage.tsx').then((module) => module.MiningPage)),
  finance: onChain(() => import('../features/finance/FinancePage.tsx').then((module) => module.FinancePage)),
  inscription: onChain(() =>
    import('../features/inscription/InscriptionPage.tsx').then((module) => module.InscriptionPage),
  ),
  inscriptionMint: onChain(() =>
    import('../features/inscription/InscriptionMintPage.tsx').then((module) => module.InscriptionMintPage),
  ),
  bulkMint: onChain(() =>
    import('../features/inscription/bulk/BulkMintPage.tsx').then((module) => module.BulkMintPage),
  ),
  onlineBulkMint: onChain(() =>
    import('../features/inscription/bulk/OnlineBulkMintPage.tsx').then((module) => module.OnlineBulkMintPage),
  ),
  inscriptionSale: onChain(() =>
    import('../features/inscription/sale/InscriptionSalePage.tsx').then(
      (module) => module.InscriptionSalePage,
    ),
  ),
  vanity: () => import('../features/vanity/VanityPage.tsx').then((module) => module.VanityPage),
  unitConverter: () =>
    import('../features/others/units/UnitConverterPage.tsx').then((module) => module.UnitConverterPage),
  donate: onChain(() =>
    import('../features/others/donate/DonatePage.tsx').then((module) => module.DonatePage),
  ),
  // Not onChain: it describes and offers the browser extension, whatever chain a wallet is on.
  extension: () =>
    import('../features/others/extension/ExtensionPage.tsx').then((module) => module.ExtensionPage),
  feedback: () => import('../features/feedback/FeedbackPage.tsx').then((module) => module.FeedbackPage),
  // Not onChain: both read the catalogue, not a wallet's chain, and work without one.
  toolsIndex: () => import('../features/learn/ToolsIndexPage.tsx').then((module) => module.ToolsIndexPage),
  documentation: () =>
    import('../features/learn/DocumentationPage.tsx').then((module) => module.DocumentationPage),
  guide: () => import('../features/guide/GuidePage.tsx').then((module) => module.GuidePage),
  notFound: () => import('../app/pages/NotFoundPage.tsx').then((module) => module.NotFoundPage),
} satisfies Record<ScreenKey, () => Promise<ComponentType>>

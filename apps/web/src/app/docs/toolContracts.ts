import type { SharedContractKind } from '@tokenbox/core/sharedContracts/sharedContracts.ts'
import type { TokenTemplateId } from '@tokenbox/core/tokens/tokenTemplates.ts'

/**
 * What a tool runs on: which chains it works on and the contracts it calls. The tools index
 * lists the chains from it and each documentation page its contracts (with the verified source
 * on the chain's explorer), so neither is written by hand in four languages.
 */
export type ToolContracts = {
  /**
   * `all`: every chain of the switcher (TokenBox's own contracts are deployed where they are
   * missing, at the one address every chain gets); `dex`: chains whose catalogue lists a
   * UniswapV2-style exchange; `none`: runs in the browser, no chain needed.
   */
  chains: 'all' | 'dex' | 'none'
  /** TokenBox's shared contracts of the chain the tool calls (one address for everyone). */
  shared?: readonly SharedContractKind[]
  /** The token contracts the tool deploys for its user, one per token, from these templates. */
  templates?: readonly TokenTemplateId[]
  /** Calls the chain's exchange (its UniswapV2-style router and factory). */
  dex?: boolean
  /** Reads many balances at once through the chain's Multicall3. */
  multicall?: boolean
}

const token = (
  template: TokenTemplateId,
  more: Omit<ToolContracts, 'chains' | 'templates'> = {},
): ToolContracts => ({
  chains: 'all',
  templates: [template],
  ...more,
})
const shared = (...kinds: SharedContractKind[]): ToolContracts => ({ chains: 'all', shared: kinds })
const browserOnly: ToolContracts = { chains: 'none' }

/** Every tool of the route table, by route id (toolDocs.test.ts fails for a built tool missing here). */
export const toolContracts: Readonly<Record<string, ToolContracts>> = {
  coStandard: token('standard'),
  coMeme: token('meme'),
  coNormal: token('normal'),
  coMarketing: token('marketing'),
  coDividend: token('dividend', { shared: ['dividendTracker'] }),
  coCompound: token('compound'),
  coLpDividend: token('lpDividend', { shared: ['dividendTracker'] }),
  // The template the chosen options need (core customTokenTemplate).
  coCustomize: {
    chains: 'all',
    templates: [
      'normal',
      'marketing',
      'dividend',
      'lpDividend',
      'marketingSale',
      'dividendSale',
      'lpDividendSale',
    ],
    shared: ['dividendTracker', 'saleHub'],
  },
  // The one-flow launch: a launch template (or an existing token), its pool on the chain's DEX, the
  // LP in the shared locker, the dividend tracker for the dividend templates.
  launch: {
    chains: 'dex',
    dex: true,
    templates: ['standard', 'meme', 'normal', 'marketing', 'dividend', 'lpDividend', 'compound'],
    shared: ['lock', 'dividendTracker'],
  },
  coStandardSale: token('sale'),
  coMarketingSale: token('marketingSale', { shared: ['saleHub'] }),
  coDividendSale: token('dividendSale', { shared: ['saleHub', 'dividendTracker'] }),
  coCompoundSale: token('compoundSale', { shared: ['saleHub'] }),
  coLpDividendSale: token('lpDividendSale', { shared: ['saleHub', 'dividendTracker'] }),
  co314: token('erc314'),
  coX314: token('x314'),
  coS314: token('sale314'),
  coX314Sale: token('x314Sale'),
  coFairLaunch: token('fairLaunch'),
  coFairLaunchSale: token('fairLaunch'),
  coInscription: token('inscription'),
  laFairLaunch: shared('launchpad'),
  laStandard: shared('launchpad'),
  laAdvanced: shared('launchpad'),
  laMultiPeriod: shared('launchpad'),
  ruSale: shared('launchpad'),
  loToken: shared('lock'),
  loLp: shared('lock'),
  loVesting: shared('lock'),
  swExchange: { chains: 'dex', dex: true },
  swAddLiquidity: { chains: 'dex', dex: true },
  swMyLiquidity: { chains: 'dex', dex: true, multicall: true },
  // Reads any token on every chain; its trade simulation calls the chain's exchanges where it has some.
  check: { chains: 'all', dex: true, multicall: true },
  miFree: shared('mining'),
  miHalved: shared('mining'),
  miAdvanced: shared('mining'),
  miLp: shared('mining'),
  fiEarn: shared('finance'),
  fiRoastBeef: shared('finance'),
  fiDollarBeans: shared('finance'),
  insSale: shared('inscriptionSale'),
  insMintDeploy: { chains: 'all' },
  insMint: { chains: 'all' },
  insOnlineBulkMint: shared('bulkBrc20Mint'),
  insBulkMint: { chains: 'all' },
  waMultiSender: shared('send'),
  waCollection: { chains: 'all' },
  waQueryBalance: { chains: 'all', multicall: true },
  waCreateWallet: browserOnly,
  otMultisig: shared('multisig'),
  otApproveCheck: { chains: 'all' },
  otApprove: { chains: 'all' },
  otVanity: browserOnly,
  otUnitConverter: browserOnly,
  otDonate: { chains: 'all' },
  // The extension's popup reads gas prices and runs the token safety check on every chain, as /check
  // does; it deploys and sends nothing.
  otExtension: { chains: 'all', dex: true, multicall: true },
  feedback: browserOnly,
  tools: browserOnly,
}

import type { ContractBuild } from '../../evm/contractBuild.ts'
import { type TokenTemplateId, tokenTemplates } from '../tokenTemplates.ts'

/**
 * The options Customize (`/co/ct`) composes a token from, in the order the form shows them.
 * - `burn`, `blacklist`, `timedRenounce`: every owned template has them;
 * - `mint`, `pause`, `whitelist`, `transferFee` (transfer fee and burn): the normal template's;
 * - `tradeFees` (buy / sell fees with their receivers, a pair on the chosen exchange), `limits`
 *   (max wallet, max transaction), `swapBack`, `dividends` (to holders), `lpDividends` (to LP
 *   providers): the trading templates';
 * - `sale` ("no dApp": the token sells itself for the native coin sent to it, through the chain's
 *   sale hub, and trading opens with the launch): the sale variants of the trading templates, so it
 *   needs the buy / sell fee option (whose pair the launch fills; fees may be 0%). A plain token
 *   with a sale and nothing else is the Standard Coin (Sale) screen's (`/co/50?t=0`).
 */
export const customTokenOptions = [
  'burn',
  'mint',
  'pause',
  'blacklist',
  'whitelist',
  'transferFee',
  'tradeFees',
  'limits',
  'swapBack',
  'dividends',
  'lpDividends',
  'timedRenounce',
  'sale',
] as const

export type CustomTokenOption = (typeof customTokenOptions)[number]

/** The options a user chose (order does not matter; unknown entries are ignored). */
export type CustomTokenSelection = readonly CustomTokenOption[]

/** Options only the normal template (NormalToken) has. */
const normalOnly = ['mint', 'pause', 'whitelist', 'transferFee'] as const satisfies CustomTokenOption[]
/** Options only the trading templates (TaxToken and the dividend templates built on it) have. */
const tradingOnly = ['tradeFees', 'limits', 'swapBack', 'dividends', 'lpDividends'] as const

/**
 * Why an option cannot be chosen with the current selection:
 * - `needsTradeFees`: limits, swap-back and dividends act on trades with the pair, which the
 *   buy / sell fee option creates;
 * - `needsSwapBack`: dividends are the reward share of the fees, paid out by the swap-back;
 * - `dividendsNeedSwapBack`: swap-back cannot be turned off while dividends are on;
 * - `oneDividendKind`: a token pays holders or LP providers, not both;
 * - `sizeLimit`: no verified template has both families of options, and the trading templates
 *   leave too little of EIP-170's 24,576 bytes for the normal template's options (see
 *   {@link customTokenSize});
 * - `saleNeedsTradeFees`: the sale variants are the trading templates' (their pair receives the
 *   launch's liquidity), so a sale needs the buy / sell fee option.
 */
export type CustomOptionBlock =
  | 'needsTradeFees'
  | 'needsSwapBack'
  | 'dividendsNeedSwapBack'
  | 'oneDividendKind'
  | 'sizeLimit'
  | 'saleNeedsTradeFees'

/**
 * Whether `option` can be switched (on or off) given `selection`, and if not, why. An option that
 * is on is always allowed to go off unless another option depends on it.
 *
 * @example
 * customOptionBlock(['tradeFees'], 'mint') // 'sizeLimit'
 * customOptionBlock([], 'dividends') // 'needsTradeFees'
 */
export function customOptionBlock(
  selection: CustomTokenSelection,
  option: CustomTokenOption,
): CustomOptionBlock | undefined {
  const on = new Set(selection)
  if (on.has(option)) {
    if (option === 'swapBack' && (on.has('dividends') || on.has('lpDividends')))
      return 'dividendsNeedSwapBack'
    return undefined
  }
  if ((normalOnly as readonly CustomTokenOption[]).includes(option)) {
    return tradingOnly.some((name) => on.has(name)) ? 'sizeLimit' : undefined
  }
  if (option === 'sale') return on.has('tradeFees') ? undefined : 'saleNeedsTradeFees'
  if ((tradingOnly as readonly CustomTokenOption[]).includes(option)) {
    if (normalOnly.some((name) => on.has(name))) return 'sizeLimit'
    if (option === 'tradeFees') return undefined
    if (!on.has('tradeFees')) return 'needsTradeFees'
    if (option === 'dividends' && on.has('lpDividends')) return 'oneDividendKind'
    if (option === 'lpDividends' && on.has('dividends')) return 'oneDividendKind'
    if ((option === 'dividends' || option === 'lpDividends') && !on.has('swapBack')) return 'needsSwapBack'
  }
  return undefined
}

/**
 * `selection` with `option` switched, and with what depends on a removed option removed too
 * (turning buy / sell fees off drops limits, swap-back and dividends). Returns `selection`
 * unchanged when the switch is blocked ({@link customOptionBlock}).
 *
 * @example
 * toggleCustomOption(['tradeFees', 'swapBack', 'dividends'], 'tradeFees') // []
 */
export function toggleCustomOption(
  selection: CustomTokenSelection,
  option: CustomTokenOption,
): CustomTokenSelection {
  if (customOptionBlock(selection, option)) return selection
  if (!selection.includes(option))
    return customTokenOptions.filter((name) => name === option || selection.includes(name))
  const dependants: readonly CustomTokenOption[] =
    option === 'tradeFees'
      ? [...tradingOnly, 'sale']
      : option === 'swapBack'
        ? ['dividends', 'lpDividends']
        : []
  return customTokenOptions.filter(
    (name) => name !== option && selection.includes(name) && !dependants.includes(name),
  )
}

/** The trading templates a customized token without a sale is deployed from. */
type CustomBaseTemplate = 'normal' | 'marketing' | 'dividend' | 'lpDividend'

/** Each trading template's "no dApp" sale variant (the `?t=1` screens' templates). */
const saleVariants = {
  marketing: 'marketingSale',
  dividend: 'dividendSale',
  lpDividend: 'lpDividendSale',
} as const satisfies Record<Exclude<CustomBaseTemplate, 'normal'>, TokenTemplateId>

/** The templates a customized token is deployed from: every one of them ships its verification input. */
export type CustomTokenTemplate = CustomBaseTemplate | (typeof saleVariants)[keyof typeof saleVariants]

/**
 * The precompiled template that has every option of `selection`, as immutable flags fixed at
 * deployment (the options left off are off in the deployed token, and say so publicly): the
 * normal token without trading options, else the marketing (tax) token, or its holder- or
 * LP-dividend extension, each as its sale variant with the sale option. Call with a selection
 * that {@link customOptionBlock} allowed.
 *
 * @example
 * customTokenTemplate(['mint', 'pause']) // 'normal'
 * customTokenTemplate(['tradeFees', 'swapBack', 'dividends']) // 'dividend'
 */
export function customTokenTemplate(selection: CustomTokenSelection): CustomTokenTemplate {
  const base = baseTemplate(selection)
  return selection.includes('sale') && base !== 'normal' ? saleVariants[base] : base
}

/** The template of `selection` without its sale. */
function baseTemplate(selection: CustomTokenSelection): CustomBaseTemplate {
  if (selection.includes('dividends')) return 'dividend'
  if (selection.includes('lpDividends')) return 'lpDividend'
  return tradingOnly.some((name) => selection.includes(name)) ? 'marketing' : 'normal'
}

/** EIP-170: the most runtime code a contract account may hold. */
export const eip170MaxCodeBytes = 24_576

/**
 * The EIP-170 size model of Customize, read from the generated build (so it is never stale):
 * - `bytes`: the runtime size of the template `selection` deploys (exact: it is that compiled code);
 * - `normalOptionsBytes`: the code the normal template's options (mint, pause, whitelist,
 *   blacklist, transfer fee and burn, renounce) add to an ERC-20 with holder burn: NormalToken's
 *   size less MemeToken's, the least a trading template would grow by to have them;
 * - `tradingHeadroom`: the most room EIP-170 leaves in a trading template (TaxToken's; the
 *   dividend templates have less), which the form compares with `normalOptionsBytes` when it
 *   explains `sizeLimit`. `normalOptionsBytes` is an upper bound (it includes the ownership code
 *   the trading templates already have), so for TaxToken the block is "not built", not "cannot".
 *
 *
 * @example
 * customTokenSize(['tradeFees'], 'cancun').bytes // 20452 (TaxToken)
 */
export function customTokenSize(selection: CustomTokenSelection, build: ContractBuild) {
  const length = (template: TokenTemplateId) => tokenTemplates[template].runtime[build].codeLength
  return {
    template: customTokenTemplate(selection),
    bytes: length(customTokenTemplate(selection)),
    limit: eip170MaxCodeBytes,
    normalOptionsBytes: length('normal') - length('meme'),
    tradingHeadroom: eip170MaxCodeBytes - length('marketing'),
  }
}

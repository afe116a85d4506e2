import type { Hex } from 'viem'
import { contractBytecode } from '../contracts/bytecodes.ts'
import { compoundSaleTokenAbi, compoundSaleTokenRuntime } from '../contracts/CompoundSaleToken.abi.ts'
import { compoundTokenAbi, compoundTokenRuntime } from '../contracts/CompoundToken.abi.ts'
import { dividendSaleTokenAbi, dividendSaleTokenRuntime } from '../contracts/DividendSaleToken.abi.ts'
import { dividendTokenAbi, dividendTokenRuntime } from '../contracts/DividendToken.abi.ts'
import { fairLaunchTokenAbi, fairLaunchTokenRuntime } from '../contracts/FairLaunchToken.abi.ts'
import { inscriptionTokenAbi, inscriptionTokenRuntime } from '../contracts/InscriptionToken.abi.ts'
import { lpDividendSaleTokenAbi, lpDividendSaleTokenRuntime } from '../contracts/LpDividendSaleToken.abi.ts'
import { lpDividendTokenAbi, lpDividendTokenRuntime } from '../contracts/LpDividendToken.abi.ts'
import { memeTokenAbi, memeTokenRuntime } from '../contracts/MemeToken.abi.ts'
import { normalTokenAbi, normalTokenRuntime } from '../contracts/NormalToken.abi.ts'
import { sale314TokenAbi, sale314TokenRuntime } from '../contracts/Sale314Token.abi.ts'
import { saleTokenAbi, saleTokenRuntime } from '../contracts/SaleToken.abi.ts'
import { standardTokenAbi, standardTokenRuntime } from '../contracts/StandardToken.abi.ts'
import { taxSaleTokenAbi, taxSaleTokenRuntime } from '../contracts/TaxSaleToken.abi.ts'
import { taxTokenAbi, taxTokenRuntime } from '../contracts/TaxToken.abi.ts'
import { token314Abi, token314Runtime } from '../contracts/Token314.abi.ts'
import { x314SaleTokenAbi, x314SaleTokenRuntime } from '../contracts/X314SaleToken.abi.ts'
import { x314TokenAbi, x314TokenRuntime } from '../contracts/X314Token.abi.ts'
import type { ContractBuild } from '../evm/contractBuild.ts'

export type { RuntimeFingerprint } from '../evm/contractBuild.ts'

/**
 * The creation bytecode of a template in a build, loaded on demand: it is most of a template's
 * size, and a screen needs it only when the user deploys (the web app then fetches one template's
 * chunk, of the build the chain runs).
 *
 * @example
 * const bytecode = await tokenTemplateBytecode('marketing', 'london')
 */
export function tokenTemplateBytecode(template: TokenTemplateId, build: ContractBuild): Promise<Hex> {
  return contractBytecode[tokenTemplates[template].contractName][build]()
}

/**
 * The token templates TokenBox deploys, by the id the web app and the server use. `contractName`
 * is the Solidity contract (and the name of its verification input), so the server can find the
 * standard-JSON input for "Sourcecode Verify" from it.
 */
export const tokenTemplates = {
  standard: {
    contractName: 'StandardToken',
    abi: standardTokenAbi,
    runtime: standardTokenRuntime,
  },
  meme: {
    contractName: 'MemeToken',
    abi: memeTokenAbi,
    runtime: memeTokenRuntime,
  },
  normal: {
    contractName: 'NormalToken',
    abi: normalTokenAbi,
    runtime: normalTokenRuntime,
  },
  compound: {
    contractName: 'CompoundToken',
    abi: compoundTokenAbi,
    runtime: compoundTokenRuntime,
  },
  marketing: {
    contractName: 'TaxToken',
    abi: taxTokenAbi,
    runtime: taxTokenRuntime,
  },
  dividend: {
    contractName: 'DividendToken',
    abi: dividendTokenAbi,
    runtime: dividendTokenRuntime,
  },
  lpDividend: {
    contractName: 'LpDividendToken',
    abi: lpDividendTokenAbi,
    runtime: lpDividendTokenRuntime,
  },
  inscription: {
    contractName: 'InscriptionToken',
    abi: inscriptionTokenAbi,
    runtime: inscriptionTokenRuntime,
  },
  /** The standard sale token (`/co/50?t=0`, "No dApp Version"): bought by sending the coin to it. */
  sale: {
    contractName: 'SaleToken',
    abi: saleTokenAbi,
    runtime: saleTokenRuntime,
  },
  /**
   * The marketing token with a sale (`/co/mk?t=1`): the tax token whose sale the chain's shared
   * TokenSaleHub holds; bought the same way, by sending the coin to the token.
   */
  marketingSale: {
    contractName: 'TaxSaleToken',
    abi: taxSaleTokenAbi,
    runtime: taxSaleTokenRuntime,
  },
  /**
   * The compound token with a sale (`/co/cp?t=1`): the rebasing token whose sale the chain's shared
   * TokenSaleHub holds; compounding waits for the launch, which opens trading.
   */
  compoundSale: {
    contractName: 'CompoundSaleToken',
    abi: compoundSaleTokenAbi,
    runtime: compoundSaleTokenRuntime,
  },
  /**
   * The holder-dividend token with a sale (`/co/dd?t=1`): the dividend token whose sale the shared
   * TokenSaleHub holds (the hub is excluded from the dividends).
   */
  dividendSale: {
    contractName: 'DividendSaleToken',
    abi: dividendSaleTokenAbi,
    runtime: dividendSaleTokenRuntime,
  },
  /** The LP-dividend token with a sale (`/co/ld?t=1`), as `dividendSale` for LP stakers. */
  lpDividendSale: {
    contractName: 'LpDividendSaleToken',
    abi: lpDividendSaleTokenAbi,
    runtime: lpDividendSaleTokenRuntime,
  },
  /**
   * The fair-launch token (`/co/fa`, and `/co/50?t=1` "No dApp" fair sale): minted by paying, by a
   * call or a plain transfer; launches its own pool when the cap fills or the end passes.
   */
  fairLaunch: {
    contractName: 'FairLaunchToken',
    abi: fairLaunchTokenAbi,
    runtime: fairLaunchTokenRuntime,
  },
  /**
   * The ERC314 token (`/co/314`): its own market. It holds a native-coin reserve and a token reserve
   * and trades against them at the constant-product price: coin sent to it buys, tokens sent to its
   * own address sell. No router, no pair.
   */
  erc314: {
    contractName: 'Token314',
    abi: token314Abi,
    runtime: token314Runtime,
  },
  /** The x314 token (`/co/x314`): the ERC314 market with a trading start time, a burn on trade and invitation rewards. */
  x314: {
    contractName: 'X314Token',
    abi: x314TokenAbi,
    runtime: x314TokenRuntime,
  },
  /**
   * The ERC314 token with a sale (`/co/s314`): a fixed-price sale first (bought by a plain transfer),
   * then `launch()` makes the raised coin and the stated tokens its reserves and opens trading.
   */
  sale314: {
    contractName: 'Sale314Token',
    abi: sale314TokenAbi,
    runtime: sale314TokenRuntime,
  },
  /** The x314 token with a sale (`/co/x314s`), as `sale314` for the x314 market. */
  x314Sale: {
    contractName: 'X314SaleToken',
    abi: x314SaleTokenAbi,
    runtime: x314SaleTokenRuntime,
  },
} as const

export type TokenTemplateId = keyof typeof tokenTemplates

export const tokenTemplateIds = Object.keys(tokenTemplates) as TokenTemplateId[]

/** The templates of the tax family that pay dividends: holder or LP, plain or with a sale. */
export type DividendTemplateId = 'dividend' | 'lpDividend' | 'dividendSale' | 'lpDividendSale'

/** The `?t=1` variants of the tax family: trading templates whose sale the chain's TokenSaleHub holds. */
export type TaxSaleTemplateId = 'marketingSale' | 'dividendSale' | 'lpDividendSale'

/** Every `?t=1` variant whose sale the chain's shared TokenSaleHub holds: the tax family's and the compound token's. */
export type HubSaleTemplateId = TaxSaleTemplateId | 'compoundSale'

/** Templates that extend the marketing (tax) token: a pair, fee splits, swap-back, launch controls. */
export type TradingTemplateId = 'marketing' | DividendTemplateId | TaxSaleTemplateId

/** Whether `template` extends the marketing (tax) token ({@link TradingTemplateId}). */
export function isTradingTemplate(template: TokenTemplateId): template is TradingTemplateId {
  return (
    template === 'marketing' ||
    template === 'marketingSale' ||
    template === 'dividendSale' ||
    template === 'lpDividendSale' ||
    isDividendTemplate(template)
  )
}

/**
 * Templates whose sale the chain's shared TokenSaleHub holds (the `?t=1` variants of the tax and
 * compound tokens).
 */
export function isHubSaleTemplate(template: TokenTemplateId | undefined): template is HubSaleTemplateId {
  return (
    template === 'marketingSale' ||
    template === 'dividendSale' ||
    template === 'lpDividendSale' ||
    template === 'compoundSale'
  )
}

/** Templates that sell themselves for the native coin sent to them ("No dApp Version"). */
export function isSaleTemplate(
  template: TokenTemplateId | undefined,
): template is 'sale' | HubSaleTemplateId {
  return template === 'sale' || isHubSaleTemplate(template)
}

/** Templates built on the rebasing compound token (`/co/cp`, and its sale variant `?t=1`). */
export function isCompoundTemplate(
  template: TokenTemplateId | undefined,
): template is 'compound' | 'compoundSale' {
  return template === 'compound' || template === 'compoundSale'
}

/** Templates that pay dividends through the chain's shared dividend tracker. */
export function isDividendTemplate(template: TokenTemplateId | undefined): template is DividendTemplateId {
  return (
    template === 'dividend' ||
    template === 'lpDividend' ||
    template === 'dividendSale' ||
    template === 'lpDividendSale'
  )
}

/**
 * Templates whose dividends go to LP stakers (shares in LP base units, always 18 decimals) rather
 * than to holders.
 */
export function isLpDividendTemplate(
  template: TokenTemplateId | undefined,
): template is 'lpDividend' | 'lpDividendSale' {
  return template === 'lpDividend' || template === 'lpDividendSale'
}

/** The ERC314 family: tokens that are their own market (`/co/314`, `/co/x314`, `/co/s314`, `/co/x314s`). */
export type Market314TemplateId = 'erc314' | 'x314' | 'sale314' | 'x314Sale'

/** Templates that are their own constant-product market (ERC314 and its x314 and sale versions). */
export function isMarket314Template(template: TokenTemplateId | undefined): template is Market314TemplateId {
  return template === 'erc314' || template === 'x314' || template === 'sale314' || template === 'x314Sale'
}

/** The ERC314 templates that sell at a fixed price before their market opens. */
export function isSale314Template(template: TokenTemplateId | undefined): template is 'sale314' | 'x314Sale' {
  return template === 'sale314' || template === 'x314Sale'
}

/** The ERC314 templates with the x314 extras (trading start time, burn on trade, invitations). */
export function isX314Template(template: TokenTemplateId | undefined): template is 'x314' | 'x314Sale' {
  return template === 'x314' || template === 'x314Sale'
}

/** Templates with an owner (standard, meme and inscription tokens never have one). */
export function hasOwner(template: TokenTemplateId): boolean {
  return template !== 'standard' && template !== 'meme' && template !== 'inscription'
}
